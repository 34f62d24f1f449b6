import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TAG_FORMAT } from '../src/core/cache';
import { buildRepoMap } from '../src/core/index';
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
const packFiles = (cacheDir: string) => readdirSync(packsDir(cacheDir)).filter((name) => name.endsWith('.json')).sort();
const dropEntries = (cacheDir: string) => rmSync(join(cacheDir, `tags-v${TAG_FORMAT}`), { recursive: true, force: true });

test('a run reads what the last runs used from the checkout\'s packs; a changed file adds a small pack', async () => {
  const repo = new FixtureRepo(FILES);
  repo.commit();
  const cacheDir = join(tempDir(), 'cache');
  try {
    const run = () => buildRepoMap({ root: repo.root, cacheDir, budget: 500, jobs: 1 });
    const cold = await run();
    assert.equal(cold.run.filesParsed, 4);
    assert.equal(listed(cacheDir).length, 1);
    dropEntries(cacheDir);
    const warm = await run();
    assert.equal(warm.run.filesParsed, 0, 'every file from the pack');
    assert.equal(warm.run.filesFromCache, 4);
    assert.equal(warm.text, cold.text);
    assert.deepEqual(packFiles(cacheDir), listed(cacheDir).map((name) => `${name}.json`), 'an unchanged run writes no pack');

    repo.write({ 'web/view.ts': 'export function renderView(root: Element, title: string): void {}\n' });
    const edited = await run();
    assert.equal(edited.run.filesParsed, 1);
    const [first, second] = listed(cacheDir);
    assert.ok(second, 'a second pack for the changed file');
    const small = JSON.parse(readFileSync(join(packsDir(cacheDir), `${second}.json`), 'utf8'));
    assert.equal(small.k.length, 1, 'it holds the new content only');
    assert.ok(existsSync(join(packsDir(cacheDir), `${first}.json`)));
    dropEntries(cacheDir);
    const again = await run();
    assert.equal(again.run.filesParsed, 0);
    assert.equal(again.text, edited.text);
  } finally {
    repo.dispose();
  }
});

test('a broken pack, or a broken entry in one, is a miss: the entry files answer, or the file is parsed', async () => {
  const repo = new FixtureRepo(FILES);
  repo.commit();
  const cacheDir = join(tempDir(), 'cache');
  try {
    const run = () => buildRepoMap({ root: repo.root, cacheDir, budget: 500, jobs: 1 });
    const good = await run();
    const [name] = listed(cacheDir);
    const file = join(packsDir(cacheDir), `${name}.json`);
    const pack = JSON.parse(readFileSync(file, 'utf8'));
    // One entry names a string the table does not have, one a parent out of range.
    pack.e[0][0][0] = pack.s.length + 5;
    pack.e[1][0][5] = 99;
    writeFileSync(file, JSON.stringify(pack));
    const fromEntries = await run();
    assert.equal(fromEntries.text, good.text);
    assert.equal(fromEntries.run.filesFromCache, 4);
    writeFileSync(file, '{"s":["x"],"k":');
    dropEntries(cacheDir);
    const parsed = await run();
    assert.equal(parsed.run.filesParsed, 4, 'nothing to read: everything parsed again');
    assert.equal(parsed.text, good.text);
  } finally {
    repo.dispose();
  }
});

test('past eight packs, or when most of what they hold is no longer used, one pack replaces them', async () => {
  // Twelve files: eight edits of one leave fewer unused entries in the packs than used ones.
  const more = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`util/u${i}.ts`, `export function util${i}(): number {\n  return ${i};\n}\n`]));
  const repo = new FixtureRepo({ ...FILES, ...more });
  repo.commit();
  const cacheDir = join(tempDir(), 'cache');
  try {
    const run = () => buildRepoMap({ root: repo.root, cacheDir, budget: 500, jobs: 1 });
    await run();
    for (let i = 1; i < 8; i++) {
      repo.write({ 'web/view.ts': `export function renderView${i}(root: Element): void {}\n` });
      await run();
      assert.equal(listed(cacheDir).length, i + 1);
    }
    repo.write({ 'web/view.ts': 'export function renderView8(root: Element): void {}\n' });
    const last = await run();
    assert.equal(listed(cacheDir).length, 1, 'made into one');
    assert.deepEqual(packFiles(cacheDir), [`${listed(cacheDir)[0]}.json`], 'the packs it replaced are gone');
    const only = JSON.parse(readFileSync(join(packsDir(cacheDir), packFiles(cacheDir)[0]), 'utf8'));
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
    assert.equal(JSON.parse(readFileSync(join(packsDir(cacheDir), `${alone}.json`), 'utf8')).k.length, 1);
  } finally {
    repo.dispose();
  }
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
