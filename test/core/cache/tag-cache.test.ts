import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { TAG_FORMAT, TagCache } from '../../../src/core/cache/tag-cache';
import { buildRepoMap, diffOfCommits, parserForDiff, type RepoMap } from '../../../src/core/index';
import { prestartFor } from '../../../src/core/extract/early';
import { parseUnifiedDiff } from '../../../src/core/diff/unified';
import { parseJob } from '../../../src/core/extract/worker';
import { prestartParser } from '../../../src/core/extract/prestart';
import type { PrestartedParser } from '../../../src/core/types';
import { blobSha } from '../../../src/core/util/files';
import { languageVersion } from '../../../src/core/extract/grammars';
import { definitionAt } from '../../../src/core/util/packed';
import { FixtureRepo, tempDir } from '../../helpers/repo';
import { defList } from '../../helpers/tags';

// The tag cache's packs: what a checkout's runs used, in a few files (see Packs in src/core/cache/packs.ts),
// named by the checkout's list. A broken pack costs a parse, never a wrong tag.

const FILES = {
  'lib/store.py':
    'class Store:\n    def get(self, key):\n        return key\n\ndef open_store(path):\n    return Store()\n',
  'lib/api.py':
    'from lib.store import open_store\n\ndef handle_request(req):\n    store = open_store("x")\n    return store.get(req)\n',
  'web/app.ts': 'export function mountApp(root: Element): void {\n  renderView(root);\n}\n',
  'web/view.ts': 'export function renderView(root: Element): void {\n  root.textContent = "hi";\n}\n',
};

const packsDir = (cacheDir: string) => join(cacheDir, `tags-v${TAG_FORMAT}`);
const listsDir = (cacheDir: string) => join(cacheDir, `checkouts-v${TAG_FORMAT}`);
/** The packs the checkout's list names, in order (`lists`: how many checkouts the directory has lists of). */
const listed = (cacheDir: string, lists = 1) => {
  const names = readdirSync(listsDir(cacheDir));
  assert.equal(names.length, lists, 'one list per checkout');
  return readFileSync(join(listsDir(cacheDir), names.sort()[0]), 'utf8')
    .split('\n')
    .filter((line) => /^[0-9a-f]{40}$/.test(line));
};
/** Make the sides of the checkouts' lists (what the runs of each state used) `days` older. */
const ageSides = (cacheDir: string, days: number) => {
  for (const list of readdirSync(listsDir(cacheDir))) {
    const file = join(listsDir(cacheDir), list);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        /^side (\d+) /gm,
        (_, stamp: string) => `side ${Number(stamp) - days * 24 * 3600} `,
      ),
    );
  }
};
/** The packs the checkout at `root` reads (its list names), by name. */
const listedBy = async (cacheDir: string, root: string) => {
  const cache = new TagCache(cacheDir);
  await cache.openPacks(root);
  return [...cache.files.keys()].map((file) => /^tags-v\d+\/([0-9a-f]{40})\.pack$/.exec(file)![1]);
};
const packFiles = (cacheDir: string) =>
  readdirSync(packsDir(cacheDir))
    .filter((name) => name.endsWith('.pack'))
    .sort();
/**
 * A pack file's parts: its JSON part (the numbers of strings and of entries, the bytes of the
 * text's ASCII part), its text and its numbers (the strings' lengths first, then a row of four per entry).
 */
const readPackFile = (file: string) => {
  const bytes = readFileSync(file);
  assert.equal(bytes.toString('latin1', 0, 4), 'RMP4');
  const [jsonLength, textLength] = [bytes.readUInt32LE(4), bytes.readUInt32LE(8)];
  const start = Math.ceil((12 + jsonLength + textLength) / 4) * 4;
  const numbers = new Int32Array(bytes.buffer.slice(bytes.byteOffset + start, bytes.byteOffset + bytes.length));
  return {
    json: JSON.parse(bytes.toString('utf8', 12, 12 + jsonLength)),
    text: bytes.subarray(12 + jsonLength, 12 + jsonLength + textLength),
    numbers,
  };
};
/**
 * Write a pack file from its parts, as writePack lays them out, named for its new bytes (the lists
 * that named the old file name it): a pack a writer made wrong, which only the checks of its parts
 * can tell (a pack whose bytes are not what it is named for is damaged: see the fuzz test).
 */
const writePackFile = (file: string, json: unknown, text: Buffer, numbers: Int32Array) => {
  const jsonBytes = Buffer.from(JSON.stringify(json));
  const head = Buffer.alloc(Math.ceil((12 + jsonBytes.length + text.length) / 4) * 4 - jsonBytes.length - text.length);
  head.write('RMP4', 0, 'latin1');
  head.writeUInt32LE(jsonBytes.length, 4);
  head.writeUInt32LE(text.length, 8);
  return renamePack(
    file,
    Buffer.concat([head.subarray(0, 12), jsonBytes, text, head.subarray(12), Buffer.from(numbers.buffer)]),
  );
};
/** Put new bytes in place of a pack file, named by their SHA-1, in the lists too; the new file's path. */
const renamePack = (file: string, bytes: Buffer) => {
  const [dir, old] = [dirname(file), basename(file, '.pack')];
  const name = createHash('sha1').update(bytes).digest('hex');
  rmSync(file);
  writeFileSync(join(dir, `${name}.pack`), bytes);
  const lists = join(dirname(dir), `checkouts-v${TAG_FORMAT}`);
  for (const list of readdirSync(lists))
    writeFileSync(join(lists, list), readFileSync(join(lists, list), 'utf8').replaceAll(old, name));
  return join(dir, `${name}.pack`);
};

/** A committed fixture repository with a cache directory of its own, and a map run on both (one parse thread). */
async function withCachedRepo(
  files: Record<string, string>,
  body: (repo: FixtureRepo, cacheDir: string, run: () => Promise<RepoMap>) => Promise<void>,
): Promise<void> {
  const repo = new FixtureRepo(files);
  repo.commit();
  const cacheDir = join(tempDir(), 'cache');
  try {
    await body(repo, cacheDir, () => buildRepoMap({ root: repo.root, cacheDir, budget: 500, jobs: 1 }));
  } finally {
    repo.dispose();
  }
}

test("a run reads what the last runs used from the checkout's packs; a changed file adds a small pack", async () => {
  await withCachedRepo(FILES, async (repo, cacheDir, run) => {
    const cold = await run();
    assert.equal(cold.run.filesParsed, 4);
    assert.equal(listed(cacheDir).length, 1);
    const warm = await run();
    assert.equal(warm.run.filesParsed, 0, 'every file from the pack');
    assert.equal(warm.run.filesFromCache, 4);
    assert.equal(warm.text, cold.text);
    assert.deepEqual(
      packFiles(cacheDir),
      listed(cacheDir).map((name) => `${name}.pack`),
      'an unchanged run writes no pack',
    );

    repo.write({ 'web/view.ts': 'export function renderView(root: Element, title: string): void {}\n' });
    const edited = await run();
    assert.equal(edited.run.filesParsed, 1);
    const [first, second] = listed(cacheDir);
    assert.ok(second, 'a second pack for the changed file');
    const small = readPackFile(join(packsDir(cacheDir), `${second}.pack`)).json;
    assert.equal(small.k, 1, 'it holds the new content only');
    assert.ok(existsSync(join(packsDir(cacheDir), `${first}.pack`)));
    const again = await run();
    assert.equal(again.run.filesParsed, 0);
    assert.equal(again.text, edited.text);
  });
});

test('a checkout has packs once a run on it used the cache: most of it will not be parsed', async () => {
  await withCachedRepo(FILES, async (repo, cacheDir, run) => {
    assert.equal(new TagCache(cacheDir).hasPacks(repo.root), false);
    await run();
    assert.equal(new TagCache(cacheDir).hasPacks(repo.root), true);
    assert.equal(new TagCache(cacheDir).hasPacks(join(repo.root, 'web')), false, 'another root is another checkout');
  });
});

test('a broken pack, or a broken entry in one, is a miss: the file is parsed, and its tags go into the next pack', async () => {
  const files = { ...FILES, 'web/main.ts': 'export function start(): void {\n  mountApp(document.body);\n}\n' };
  await withCachedRepo(files, async (_repo, cacheDir, run) => {
    const good = await run();
    const [name] = listed(cacheDir);
    const file = join(packsDir(cacheDir), `${name}.pack`);
    const { json, text, numbers } = readPackFile(file);
    assert.equal(json.k, 5);
    // Rows of [definitions at, count, references at, count]; definitions column by column (names,
    // kinds, lines, end lines, signatures, parents). One entry's definition names a string the table
    // does not have, one has a parent out of range, one runs past the numbers, one has a reference
    // of a kind the table does not have; the fifth is left whole.
    const row = (entry: number) => json.s + 4 * entry;
    numbers[numbers[row(0)]] = json.s + 5;
    assert.ok(numbers[row(1) + 1] > 0, 'an entry with definitions');
    numbers[numbers[row(1)] + 5 * numbers[row(1) + 1]] = 99;
    numbers[row(2) + 3] = numbers.length;
    const referring = [3, 4].find((entry) => numbers[row(entry) + 3] > 0)!;
    assert.ok(referring !== undefined, 'an entry with references');
    // Its references: names, then kinds, then lines.
    numbers[numbers[row(referring) + 2] + numbers[row(referring) + 3]] = json.s;
    writePackFile(file, json, text, numbers);
    const reparsed = await run();
    assert.equal(reparsed.text, good.text);
    assert.equal(reparsed.run.filesFromCache, 1);
    assert.equal(reparsed.run.filesParsed, 4);
    assert.equal(listed(cacheDir).length, 2, 'a small pack of the four broken entries, parsed again');
    const mended = await run();
    assert.equal(mended.run.filesParsed, 0, 'the packs serve every file again');
    assert.equal(mended.text, good.text);
    // Strings' lengths that do not add up to the text: the whole pack is unreadable.
    for (const pack of packFiles(cacheDir)) {
      const parts = readPackFile(join(packsDir(cacheDir), pack));
      parts.numbers[0] += 1;
      writePackFile(join(packsDir(cacheDir), pack), parts.json, parts.text, parts.numbers);
    }
    const unread = await run();
    assert.equal(unread.run.filesParsed, 5, 'an unreadable pack: everything parsed again');
    assert.equal(unread.text, good.text);
    for (const pack of packFiles(cacheDir)) writeFileSync(join(packsDir(cacheDir), pack), 'RMP4\xff\xff');
    const parsed = await run();
    assert.equal(parsed.run.filesParsed, 5, 'nothing to read: everything parsed again');
    assert.equal(parsed.text, good.text);
    assert.deepEqual(
      packFiles(cacheDir),
      listed(cacheDir)
        .map((name) => `${name}.pack`)
        .sort(),
      'the unreadable packs are deleted with the list that named them',
    );
  });
});

test('a diff whose new contents the packs hold starts no parse thread ahead; one whose contents they lack does', async () => {
  await withCachedRepo(FILES, async (repo, cacheDir, run) => {
    await run();
    const cache = new TagCache(cacheDir);
    await cache.openPacks(repo.root);
    const diffTo = (sha: string) =>
      parseUnifiedDiff(
        `diff --git a/web/view.ts b/web/view.ts\nindex ${'0'.repeat(40)}..${sha} 100644\n--- a/web/view.ts\n+++ b/web/view.ts\n@@ -1 +1 @@\n-old\n+new\n`,
      );
    assert.equal(
      await prestartFor(diffTo(blobSha(Buffer.from(FILES['web/view.ts']))), cache),
      undefined,
      'its new content is in the pack',
    );
    const started = await prestartFor(diffTo('f'.repeat(40)), cache);
    assert.ok(started, 'a content the pack lacks');
    await started.worker.terminate();
    const short = await prestartFor(diffTo(blobSha(Buffer.from(FILES['web/view.ts'])).slice(0, 12)), cache);
    assert.ok(short, 'an abbreviated blob name says nothing: the thread starts');
    await short.worker.terminate();
    // A thread started before the diff was read is the one used, or ended when the diff needs none.
    const early = prestartParser()!;
    assert.equal(
      await prestartFor(diffTo('f'.repeat(40)), cache, undefined, early),
      early,
      'the thread started early is used',
    );
    await early.worker.terminate();
    const unused = prestartParser()!;
    const exited = new Promise((done) => unused.worker.once('exit', done));
    assert.equal(
      await prestartFor(diffTo(blobSha(Buffer.from(FILES['web/view.ts']))), cache, undefined, unused),
      undefined,
    );
    await exited; // ended by prestartFor (else the thread never exits, and this test fails)
    const readme = parseUnifiedDiff(
      `diff --git a/README.md b/README.md\nindex ${'0'.repeat(40)}..${'f'.repeat(40)} 100644\n--- a/README.md\n+++ b/README.md\n@@ -1 +1 @@\n-old\n+new\n`,
    );
    const idle = prestartParser()!;
    const ended = new Promise((done) => idle.worker.once('exit', done));
    assert.equal(
      await prestartFor(readme, cache, undefined, idle),
      undefined,
      'a diff that changes no source file needs no parse thread',
    );
    await ended;
  });
});

test("a parse thread started ahead for a diff (the Action, while it restores the cache) is the run's, with packs or none, and the map is the same", async () => {
  await withCachedRepo(FILES, async (repo, cacheDir) => {
    const base = repo.commit();
    await buildRepoMap({ root: repo.root, cacheDir, budget: 500 }); // packs of the base
    repo.write({
      'web/view.ts':
        'export function renderView(root: Element, title: string): void {\n  root.textContent = title;\n}\n',
    });
    repo.commit();
    const diff = diffOfCommits(repo.root, base, 'HEAD');
    for (const cache of [cacheDir, false] as const) {
      // The run with the thread first: after one without it, the packs would hold the new content.
      // As the Action does: the diff parsed once, for the thread and for the run.
      const files = parseUnifiedDiff(diff);
      const parser = parserForDiff(files)!;
      assert.ok(parser, 'the diff changes a TypeScript file');
      const exited = new Promise((done) => parser.worker.once('exit', done));
      const ahead = await buildRepoMap({ root: repo.root, cacheDir: cache, budget: 500, diff: files, parser });
      const plain = await buildRepoMap({ root: repo.root, cacheDir: cache, budget: 500, diff });
      assert.equal(ahead.text, plain.text, `the same map (${cache ? 'packs' : 'no cache'})`);
      assert.ok(parser.used, `the run parsed with it (${cache ? 'packs' : 'no cache'})`);
      await exited; // and ended it
    }
    assert.equal(
      parserForDiff(
        parseUnifiedDiff(`diff --git a/README.md b/README.md\n--- a/README.md\n+++ b/README.md\n@@ -1 +1 @@\n-a\n+b\n`),
      ),
      undefined,
      'no source file changed: no thread',
    );
  });
});

test("the parse thread an entry point starts is the run's when passed on: to a run that compares commits, or to parserForDiff; ended when the diff changes no source file; not used once it has exited", async () => {
  const exitOf = (parser: PrestartedParser) => new Promise((done) => parser.worker.once('exit', done));
  await withCachedRepo(FILES, async (repo, cacheDir) => {
    const base = repo.commit();
    await buildRepoMap({ root: repo.root, cacheDir, budget: 500 }); // packs of the base
    repo.write({
      'web/view.ts':
        'export function renderView(root: Element, title: string): void {\n  root.textContent = title;\n}\n',
    });
    repo.commit();
    const early = prestartParser()!;
    assert.ok(early, 'a thread is started');
    const exited = exitOf(early);
    const ahead = await buildRepoMap({ root: repo.root, cacheDir, budget: 500, base, head: 'HEAD', parser: early });
    assert.ok(early.used, 'the run parsed the change with it');
    assert.equal(ahead.run.filesParsed, 1);
    await exited; // the run ended it
    assert.equal(
      ahead.text,
      (await buildRepoMap({ root: repo.root, cacheDir: false, budget: 500, base, head: 'HEAD' })).text,
      'the same map',
    );

    const files = parseUnifiedDiff(diffOfCommits(repo.root, base, 'HEAD'));
    const forDiff = prestartParser()!;
    assert.equal(parserForDiff(files, forDiff), forDiff, 'parserForDiff hands on the thread started early');
    await forDiff.worker.terminate();

    const idle = prestartParser()!;
    const ended = exitOf(idle);
    assert.equal(
      parserForDiff(
        parseUnifiedDiff(`diff --git a/README.md b/README.md\n--- a/README.md\n+++ b/README.md\n@@ -1 +1 @@\n-a\n+b\n`),
        idle,
      ),
      undefined,
    );
    await ended; // ended by parserForDiff (else it never exits, and this test fails)

    const gone = prestartParser()!;
    const over = exitOf(gone);
    await gone.worker.terminate();
    await over;
    const instead = parserForDiff(files, gone);
    assert.ok(instead && instead !== gone, 'a thread that has ended is not handed on: a new one is started');
    await instead.worker.terminate();
  });
});

test('names and signatures outside ASCII come out of a pack as they went in (its ASCII strings kept apart from the others)', async () => {
  const files = {
    'lib/größe.py':
      'def größe(wert="😀 ü"):\n    return wert\n\nclass Ärger:\n    def 𝒻(self, x=\'\u{1F600}\'):\n        return größe(x)\n',
    'lib/use.py': 'from lib.größe import größe, Ärger\n\ndef call():\n    return größe() + Ärger().𝒻("é")\n',
  };
  await withCachedRepo(files, async (_repo, cacheDir, run) => {
    const cold = await run();
    assert.match(cold.text, /def größe\(wert="😀 ü"\)/);
    const { json, text, numbers } = readPackFile(join(packsDir(cacheDir), packFiles(cacheDir)[0]));
    assert.ok(json.a > 0 && json.a < text.length, `an ASCII part of ${json.a} bytes in ${text.length}`);
    assert.ok(
      text.subarray(0, json.a).every((byte) => byte < 0x80),
      'the ASCII part is ASCII (read as Latin-1)',
    );
    const lengths = numbers.subarray(0, json.s);
    assert.equal(
      lengths.filter((length) => length >= 0).reduce((sum, length) => sum + length, 0),
      json.a,
      "the ASCII strings' lengths",
    );
    assert.ok(
      lengths.some((length) => length < 0),
      "the others' lengths are negative (read as UTF-8)",
    );
    assert.match(cold.text, /def 𝒻\(self, x='\u{1F600}'\)/u);
    const warm = await run();
    assert.equal(warm.run.filesParsed, 0, 'both files from the pack');
    assert.equal(warm.text, cold.text);
    assert.deepEqual(warm.files, cold.files);
  });
});

test("a pack's strings that are signatures and nothing else are made when first read, and come out as they went in", async () => {
  const files = {
    'lib/shapes.py':
      'class Circle:\n    def area(self, scale: float = 1.0) -> float:\n        return scale\n\ndef area():\n    return Circle().area()\n',
  };
  await withCachedRepo(files, async (repo, cacheDir, run) => {
    const cold = await run();
    const cache = new TagCache(cacheDir);
    await cache.openPacks(repo.root);
    const sha = blobSha(Buffer.from(files['lib/shapes.py']));
    const outcome = cache.get(languageVersion('python', TAG_FORMAT), sha, 60_000);
    assert.ok(outcome && 'tags' in outcome, 'the file is in the pack');
    const { defs } = outcome.tags;
    const at = (name: string) => defs.names.findIndex((n) => defs.strings[n] === name);
    const method = defs.signatures[at('area')];
    // `area` names a method and a function: the name is in the table, the method's head is not until read.
    assert.equal(defs.strings[defs.names[at('area')]], 'area');
    assert.equal(defs.strings[method], undefined, 'a signature alone is not made with the table');
    assert.equal(definitionAt(defs, at('area')).signature, 'def area(self, scale: float = 1.0) -> float');
    assert.equal(defs.strings[method], 'def area(self, scale: float = 1.0) -> float', 'made once, then kept');
    assert.deepEqual(
      defList(outcome.tags).map((d) => d.signature),
      ['class Circle', 'def area(self, scale: float = 1.0) -> float', 'def area()'],
    );
    cache.closePacks();
    const warm = await run();
    assert.equal(warm.run.filesParsed, 0);
    assert.equal(warm.text, cold.text);

    // The pack's JSON part counts the strings made with its table: the signatures alone come last.
    let file = join(packsDir(cacheDir), packFiles(cacheDir)[0]);
    const { json, text, numbers } = readPackFile(file);
    assert.ok(
      json.g > json.k && json.g < json.s,
      `keys, names and kinds (${json.g}) before the signatures alone (${json.s - json.g})`,
    );
    // Without the count (an older writer's pack), every string is made with the table.
    const { g: _made, ...older } = json;
    file = writePackFile(file, older, text, numbers);
    const whole = new TagCache(cacheDir);
    await whole.openPacks(repo.root);
    const read = whole.get(languageVersion('python', TAG_FORMAT), sha, 60_000);
    assert.ok(read && 'tags' in read);
    assert.equal(read.tags.defs.strings[method], 'def area(self, scale: float = 1.0) -> float', 'made with the table');
    whole.closePacks();
    const fromOlder = await run();
    assert.equal(fromOlder.run.filesParsed, 0);
    assert.equal(fromOlder.text, cold.text);
    // A count that leaves names out is a broken pack: its files are parsed again, never read wrong.
    writePackFile(file, { ...older, g: json.k }, text, numbers);
    const fromBroken = await run();
    assert.equal(fromBroken.run.filesParsed, 1);
    assert.equal(fromBroken.text, cold.text);
  });
});

test('past eight packs, or when most of what they hold is no longer used, one pack replaces them', async () => {
  // Twelve files: eight edits of one leave fewer unused entries in the packs than used ones.
  const more = Object.fromEntries(
    Array.from({ length: 8 }, (_, i) => [`util/u${i}.ts`, `export function util${i}(): number {\n  return ${i};\n}\n`]),
  );
  await withCachedRepo({ ...FILES, ...more }, async (repo, cacheDir, run) => {
    await run();
    for (let i = 1; i < 8; i++) {
      repo.write({ 'web/view.ts': `export function renderView${i}(root: Element): void {}\n` });
      await run();
      assert.equal(listed(cacheDir).length, i + 1);
    }
    repo.write({ 'web/view.ts': 'export function renderView8(root: Element): void {}\n' });
    const last = await run();
    assert.equal(listed(cacheDir).length, 1, 'made into one');
    assert.deepEqual(packFiles(cacheDir), [`${listed(cacheDir)[0]}.pack`], 'the packs it replaced are gone');
    const only = readPackFile(join(packsDir(cacheDir), packFiles(cacheDir)[0])).json;
    assert.equal(only.k, 12, 'what the run used, and nothing else');
    const again = await run();
    assert.equal(again.run.filesParsed, 0);
    assert.equal(again.text, last.text);

    // A run that uses few of the entries the packs hold (most files gone) makes them one too, once
    // no run has used the others for a month (until then they may be another branch's: see the
    // alternating checkouts' test in cache-sides.test.ts).
    repo.git('rm', '-q', '-r', 'lib', 'util', 'web/app.ts');
    repo.write({ 'web/view.ts': 'export function renderView9(root: Element): void {}\n' });
    ageSides(cacheDir, 31);
    await run();
    const [alone] = listed(cacheDir);
    assert.equal(readPackFile(join(packsDir(cacheDir), `${alone}.pack`)).json.k, 1);
  });
});

test('a file that changed between its listing and its reading is tagged as read, and cached under no key', async () => {
  const dir = tempDir();
  const path = join(dir, 'a.ts');
  writeFileSync(path, 'export function now(): number { return 1; }\n');
  const limits = { maxBytes: 1 << 20, parseTimeoutMs: 5000 };
  const outcome = await parseJob({ id: 0, path, language: 'typescript', sha: '0'.repeat(40), cached: true }, limits);
  assert.ok('tags' in outcome && defList(outcome.tags)[0].name === 'now');
  assert.equal(outcome.edited, true);
  const cache = new TagCache(join(dir, 'cache'));
  await cache.openPacks(dir);
  cache.remember('v', '0'.repeat(40), outcome, 5000);
  cache.closePacks();
  assert.equal(existsSync(join(dir, 'cache')), false, 'nothing to write');
  const listedAs = await parseJob(
    { id: 0, path, language: 'typescript', sha: blobSha(readFileSync(path)), cached: true },
    limits,
  );
  assert.equal(listedAs.edited, undefined);
});

test("a run keeps no file per content: the cache directory holds packs, the checkout's list and the encoder's table", async () => {
  await withCachedRepo(FILES, async (_repo, cacheDir, run) => {
    await run();
    const top = readdirSync(cacheDir).sort();
    assert.deepEqual(
      top.filter((name) => name !== 'ranks-o200k_base-v2.bin'),
      [`checkouts-v${TAG_FORMAT}`, `tags-v${TAG_FORMAT}`],
      "and the encoder's table",
    );
    assert.deepEqual(
      packFiles(cacheDir),
      listed(cacheDir).map((name) => `${name}.pack`),
    );
    assert.equal(
      readPackFile(join(packsDir(cacheDir), packFiles(cacheDir)[0])).json.k,
      4,
      "the four files' tags in one pack",
    );
    const { json, text } = readPackFile(join(packsDir(cacheDir), packFiles(cacheDir)[0]));
    assert.equal(json.a, text.length, 'its text is ASCII');
  });
});

test('a new worktree of the repository reads the packs of its other worktrees; a clone elsewhere is a checkout of its own', async () => {
  await withCachedRepo(FILES, async (repo, cacheDir, run) => {
    await run();
    const worktree = join(tempDir(), 'worktree');
    repo.git('worktree', 'add', '-q', '-b', 'topic', worktree);
    writeFileSync(join(worktree, 'web/view.ts'), 'export function renderView(root: Element, title: string): void {}\n');
    const inWorktree = await buildRepoMap({ root: worktree, cacheDir, budget: 500, jobs: 1 });
    assert.equal(inWorktree.run.filesParsed, 1, 'only the file the worktree changed');
    assert.equal(inWorktree.run.filesFromCache, 3);
    assert.equal(listed(cacheDir).length, 2, 'one list for both worktrees: the changed file in a pack of its own');
    const again = await run();
    assert.equal(again.run.filesParsed, 0);

    const clone = join(tempDir(), 'clone');
    repo.git('clone', '-q', repo.root, clone);
    const cloned = await buildRepoMap({ root: clone, cacheDir, budget: 500, jobs: 1 });
    assert.equal(cloned.run.filesParsed, 4, 'another repository: its own list, from nothing');
    assert.equal(cloned.text, again.text);
    // The same contents make the same pack: both lists name it, and it stays when the first
    // checkout's packs are made into one.
    const [clonePack] = await listedBy(cacheDir, clone);
    assert.ok((await listedBy(cacheDir, repo.root)).includes(clonePack));
    for (let i = 0; i < 8; i++) {
      repo.write({ 'web/app.ts': `export function mountApp${i}(root: Element): void {}\n` });
      await run();
    }
    assert.ok(
      !(await listedBy(cacheDir, repo.root)).includes(clonePack),
      "the first checkout's packs were made into one",
    );
    assert.ok(packFiles(cacheDir).includes(`${clonePack}.pack`));
    const clonedAgain = await buildRepoMap({ root: clone, cacheDir, budget: 500, jobs: 1 });
    assert.equal(clonedAgain.run.filesParsed, 0, "the packs the clone's list names are still there");
  });
});

test('a cache directory restored elsewhere is read once its packs are adopted by the checkout (the Action restores its cache so)', async () => {
  await withCachedRepo(FILES, async (repo, cacheDir, run) => {
    const first = await run();
    const clone = join(tempDir(), 'clone');
    repo.git('clone', '-q', repo.root, clone);
    const cache = new TagCache(cacheDir);
    assert.equal(cache.hasPacks(clone), false);
    cache.adoptPacks(clone);
    assert.equal(cache.hasPacks(clone), true);
    const adopted = await buildRepoMap({ root: clone, cacheDir, budget: 500, jobs: 1 });
    assert.equal(adopted.run.filesParsed, 0);
    assert.equal(adopted.text, first.text);
    assert.deepEqual(await listedBy(cacheDir, clone), await listedBy(cacheDir, repo.root));
  });
});
