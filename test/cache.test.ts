import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TAG_FORMAT, TagCache } from '../src/core/cache';
import { buildRepoMap, type RepoMap } from '../src/core/index';
import { PieceCounts, countTokens } from '../src/core/tokens';
import { parseJob } from '../src/core/parse/worker';
import { FixtureRepo, tempDir } from './helpers/repo';

// The tag cache's packs: what a checkout's runs used, in a few files (see Packs in src/core/cache.ts).
// A pack only ever stands for the entry files: these tests take the entries away to see the packs
// serve alone, and break the packs to see the entries take over.

const FILES = {
  'lib/store.py': 'class Store:\n    def get(self, key):\n        return key\n\ndef open_store(path):\n    return Store()\n',
  'lib/api.py': 'from lib.store import open_store\n\ndef handle_request(req):\n    store = open_store("x")\n    return store.get(req)\n',
  'web/app.ts': 'export function mountApp(root: Element): void {\n  renderView(root);\n}\n',
  'web/view.ts': 'export function renderView(root: Element): void {\n  root.textContent = "hi";\n}\n',
};

const packsDir = (cacheDir: string) => join(cacheDir, `packs-v${TAG_FORMAT}`);
/** The packs the checkout's list names, in order. */
const listed = (cacheDir: string) => {
  const list = readdirSync(packsDir(cacheDir)).filter((name) => name.startsWith('checkout-'));
  assert.equal(list.length, 1, 'one checkout, one list');
  return readFileSync(join(packsDir(cacheDir), list[0]), 'utf8').split('\n').filter(Boolean);
};
const packFiles = (cacheDir: string) => readdirSync(packsDir(cacheDir)).filter((name) => name.endsWith('.pack')).sort();
/** A pack file's parts: its JSON part (number of strings, keys, entries), its text and its numbers (the strings' lengths first). */
const readPackFile = (file: string) => {
  const bytes = readFileSync(file);
  assert.equal(bytes.toString('latin1', 0, 4), 'RMP2');
  const [jsonLength, textLength] = [bytes.readUInt32LE(4), bytes.readUInt32LE(8)];
  const start = Math.ceil((12 + jsonLength + textLength) / 4) * 4;
  const numbers = new Int32Array(bytes.buffer.slice(bytes.byteOffset + start, bytes.byteOffset + bytes.length));
  return { json: JSON.parse(bytes.toString('utf8', 12, 12 + jsonLength)), text: bytes.subarray(12 + jsonLength, 12 + jsonLength + textLength), numbers };
};
/** Write a pack file from its parts, as writePack lays them out. */
const writePackFile = (file: string, json: unknown, text: Buffer, numbers: Int32Array) => {
  const jsonBytes = Buffer.from(JSON.stringify(json));
  const head = Buffer.alloc(Math.ceil((12 + jsonBytes.length + text.length) / 4) * 4 - jsonBytes.length - text.length);
  head.write('RMP2', 0, 'latin1');
  head.writeUInt32LE(jsonBytes.length, 4);
  head.writeUInt32LE(text.length, 8);
  writeFileSync(file, Buffer.concat([head.subarray(0, 12), jsonBytes, text, head.subarray(12), Buffer.from(numbers.buffer)]));
};
const dropEntries = (cacheDir: string) => rmSync(join(cacheDir, `tags-v${TAG_FORMAT}`), { recursive: true, force: true });

/** A committed fixture repository with a cache directory of its own, and a map run on both (one parse thread). */
async function withCachedRepo(files: Record<string, string>, body: (repo: FixtureRepo, cacheDir: string, run: () => Promise<RepoMap>) => Promise<void>): Promise<void> {
  const repo = new FixtureRepo(files);
  repo.commit();
  const cacheDir = join(tempDir(), 'cache');
  try {
    await body(repo, cacheDir, () => buildRepoMap({ root: repo.root, cacheDir, budget: 500, jobs: 1 }));
  } finally {
    repo.dispose();
  }
}

test('a run reads what the last runs used from the checkout\'s packs; a changed file adds a small pack', async () => {
  await withCachedRepo(FILES, async (repo, cacheDir, run) => {
    const cold = await run();
    assert.equal(cold.run.filesParsed, 4);
    assert.equal(listed(cacheDir).length, 1);
    dropEntries(cacheDir);
    const warm = await run();
    assert.equal(warm.run.filesParsed, 0, 'every file from the pack');
    assert.equal(warm.run.filesFromCache, 4);
    assert.equal(warm.text, cold.text);
    assert.deepEqual(packFiles(cacheDir), listed(cacheDir).map((name) => `${name}.pack`), 'an unchanged run writes no pack');

    repo.write({ 'web/view.ts': 'export function renderView(root: Element, title: string): void {}\n' });
    const edited = await run();
    assert.equal(edited.run.filesParsed, 1);
    const [first, second] = listed(cacheDir);
    assert.ok(second, 'a second pack for the changed file');
    const small = readPackFile(join(packsDir(cacheDir), `${second}.pack`)).json;
    assert.equal(small.k.length, 1, 'it holds the new content only');
    assert.ok(existsSync(join(packsDir(cacheDir), `${first}.pack`)));
    dropEntries(cacheDir);
    const again = await run();
    assert.equal(again.run.filesParsed, 0);
    assert.equal(again.text, edited.text);
  });
});

test('a checkout has packs once a run on it used the cache: most of it will not be parsed (the tokenizer loads from the start when the memo of pieces may not do)', async () => {
  await withCachedRepo(FILES, async (repo, cacheDir, run) => {
    assert.equal(new TagCache(cacheDir).hasPacks(repo.root), false);
    await run();
    assert.equal(new TagCache(cacheDir).hasPacks(repo.root), true);
    assert.equal(new TagCache(cacheDir).hasPacks(join(repo.root, 'web')), false, 'another root is another checkout');
  });
});

test('a broken pack, or a broken entry in one, is a miss: the entry files answer, or the file is parsed', async () => {
  await withCachedRepo(FILES, async (_repo, cacheDir, run) => {
    const good = await run();
    const [name] = listed(cacheDir);
    const file = join(packsDir(cacheDir), `${name}.pack`);
    const { json, text, numbers } = readPackFile(file);
    // One entry names a string the table does not have, one a parent out of range, one runs past
    // the numbers; the fourth is left whole.
    numbers[json.e[0][0]] = json.s + 5;
    numbers[json.e[1][0] + 5] = 99;
    json.e[2][3] = numbers.length;
    writePackFile(file, json, text, numbers);
    const fromEntries = await run();
    assert.equal(fromEntries.text, good.text);
    assert.equal(fromEntries.run.filesFromCache, 4);
    assert.equal(listed(cacheDir).length, 2, 'a small pack of the three broken entries, read from their files');
    dropEntries(cacheDir);
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
    assert.equal(unread.run.filesParsed, 4, 'an unreadable pack (and no entry files): everything parsed again');
    assert.equal(unread.text, good.text);
    for (const pack of packFiles(cacheDir)) writeFileSync(join(packsDir(cacheDir), pack), 'RMP2\xff\xff');
    dropEntries(cacheDir);
    const parsed = await run();
    assert.equal(parsed.run.filesParsed, 4, 'nothing to read: everything parsed again');
    assert.equal(parsed.text, good.text);
    assert.deepEqual(packFiles(cacheDir), listed(cacheDir).map((name) => `${name}.pack`).sort(), 'the unreadable packs are deleted with the list that named them');
  });
});

test('names and signatures outside ASCII come out of a pack as they went in', async () => {
  const files = {
    'lib/größe.py': 'def größe(wert="😀 ü"):\n    return wert\n\nclass Ärger:\n    def 𝒻(self, x=\'\u{1F600}\'):\n        return größe(x)\n',
    'lib/use.py': 'from lib.größe import größe, Ärger\n\ndef call():\n    return größe() + Ärger().𝒻("é")\n',
  };
  await withCachedRepo(files, async (_repo, cacheDir, run) => {
    const cold = await run();
    assert.match(cold.text, /def größe\(wert="😀 ü"\)/);
    assert.match(cold.text, /def 𝒻\(self, x='\u{1F600}'\)/u);
    dropEntries(cacheDir);
    const warm = await run();
    assert.equal(warm.run.filesParsed, 0, 'both files from the pack');
    assert.equal(warm.text, cold.text);
    assert.deepEqual(warm.files, cold.files);
  });
});

test('past eight packs, or when most of what they hold is no longer used, one pack replaces them', async () => {
  // Twelve files: eight edits of one leave fewer unused entries in the packs than used ones.
  const more = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`util/u${i}.ts`, `export function util${i}(): number {\n  return ${i};\n}\n`]));
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
    assert.equal(only.k.length, 12, 'what the run used, and nothing else');
    dropEntries(cacheDir);
    const again = await run();
    assert.equal(again.run.filesParsed, 0);
    assert.equal(again.text, last.text);

    // A run that uses few of the entries the packs hold (most files gone) makes them one too.
    repo.git('rm', '-q', '-r', 'lib', 'util', 'web/app.ts');
    repo.write({ 'web/view.ts': 'export function renderView9(root: Element): void {}\n' });
    await run();
    const [alone] = listed(cacheDir);
    assert.equal(readPackFile(join(packsDir(cacheDir), `${alone}.pack`)).json.k.length, 1);
  });
});

test('a file that changed between its listing and its reading is tagged as read, and cached under no key', async () => {
  const dir = tempDir();
  const path = join(dir, 'a.ts');
  writeFileSync(path, 'export function now(): number { return 1; }\n');
  const entry = join(dir, 'entry.json');
  const outcome = await parseJob({ id: 0, path, language: 'typescript', sha: '0'.repeat(40), cacheEntry: entry }, { maxBytes: 1 << 20, parseTimeoutMs: 5000 });
  assert.ok('tags' in outcome && outcome.tags.defs[0].name === 'now');
  assert.equal(outcome.edited, true);
  assert.equal(existsSync(entry), false);
});

test('a run that parses learns the lines a map can show: a later map with another focus counts from the memo alone, as the encoder does', async () => {
  // With a README and a manifest: files that join the map as their outline.
  const files = { ...FILES, 'README.md': '# Store service\n\n## Running it locally\n', 'package.json': '{ "name": "store-web", "version": "1.0.0" }\n' };
  await withCachedRepo(files, async (repo, cacheDir, run) => {
    await run();
    const memo = PieceCounts.load(cacheDir);
    assert.ok(memo.counts.size > 20, `${memo.counts.size} pieces`);
    for (const focusFiles of [['lib/api.py'], ['web/view.ts', 'lib/store.py'], ['README.md']]) {
      const map = await buildRepoMap({ root: repo.root, cacheDir, budget: 500, jobs: 1, focusFiles });
      assert.equal(map.run.filesParsed, 0);
      assert.ok(map.text.includes('(focus)') && map.text.includes('Running it locally'), map.text);
      assert.deepEqual(memo.countAll([map.text]), [countTokens(map.text)], `every piece of the map was known before it was made:\n${map.text}`);
      assert.equal(map.tokens, countTokens(map.text));
    }
  });
});
