import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TAG_FORMAT, TagCache } from '../src/core/cache';
import { buildRepoMap, parsesMostOf, type RepoMap } from '../src/core/index';
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
/** A pack file's JSON part (strings, keys, entries) and its numbers. */
const readPackFile = (file: string) => {
  const bytes = readFileSync(file);
  assert.equal(bytes.toString('latin1', 0, 4), 'RMP1');
  const length = bytes.readUInt32LE(4);
  const start = Math.ceil((8 + length) / 4) * 4;
  return { json: JSON.parse(bytes.toString('utf8', 8, 8 + length)), bytes, start };
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

test('a checkout has packs once a run on it used the cache: most of it will not be parsed (node is not relaunched, and the tokenizer loads from the start when the memo of pieces may not do)', async () => {
  await withCachedRepo(FILES, async (repo, cacheDir, run) => {
    assert.equal(new TagCache(cacheDir).hasPacks(repo.root), false);
    await run();
    assert.equal(new TagCache(cacheDir).hasPacks(repo.root), true);
    assert.equal(new TagCache(cacheDir).hasPacks(join(repo.root, 'web')), false, 'another root is another checkout');
    assert.equal(parsesMostOf({ root: repo.root, cacheDir }), false);
    assert.equal(parsesMostOf({ root: join(repo.root, 'web'), cacheDir }), true);
    assert.equal(parsesMostOf({ root: repo.root, cacheDir: false }), true, 'no cache');
  });
});

test('a broken pack, or a broken entry in one, is a miss: the entry files answer, or the file is parsed', async () => {
  await withCachedRepo(FILES, async (_repo, cacheDir, run) => {
    const good = await run();
    const [name] = listed(cacheDir);
    const file = join(packsDir(cacheDir), `${name}.pack`);
    const { json, bytes, start } = readPackFile(file);
    // One entry names a string the table does not have, one a parent out of range, one runs past
    // the numbers; the fourth is left whole.
    const numbers = new Int32Array(bytes.buffer.slice(bytes.byteOffset + start, bytes.byteOffset + bytes.length));
    numbers[json.e[0][0]] = json.s.length + 5;
    numbers[json.e[1][0] + 5] = 99;
    json.e[2][3] = numbers.length;
    const text = Buffer.from(JSON.stringify(json));
    const head = Buffer.alloc(Math.ceil((8 + text.length) / 4) * 4 - text.length);
    head.write('RMP1', 0, 'latin1');
    head.writeUInt32LE(text.length, 4);
    writeFileSync(file, Buffer.concat([head.subarray(0, 8), text, head.subarray(8), Buffer.from(numbers.buffer)]));
    const fromEntries = await run();
    assert.equal(fromEntries.text, good.text);
    assert.equal(fromEntries.run.filesFromCache, 4);
    assert.equal(listed(cacheDir).length, 2, 'a small pack of the three broken entries, read from their files');
    dropEntries(cacheDir);
    const mended = await run();
    assert.equal(mended.run.filesParsed, 0, 'the packs serve every file again');
    assert.equal(mended.text, good.text);
    for (const pack of packFiles(cacheDir)) writeFileSync(join(packsDir(cacheDir), pack), 'RMP1\xff\xff');
    dropEntries(cacheDir);
    const parsed = await run();
    assert.equal(parsed.run.filesParsed, 4, 'nothing to read: everything parsed again');
    assert.equal(parsed.text, good.text);
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
