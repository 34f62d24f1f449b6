import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TAG_FORMAT, TagCache } from '../../../src/core/cache/tag-cache';
import { buildRepoMap } from '../../../src/core/index';
import { discover } from '../../../src/core/discover/discover';
import { extractAll } from '../../../src/core/extract/extract';
import { FixtureRepo, tempDir } from '../../helpers/repo';

// What killed runs and runs beside each other leave in a cache directory: temp files, and packs no
// list names. They go once they are older than any run, when a run writes its list; what a list
// names never goes.

const packsDir = (cacheDir: string) => join(cacheDir, `tags-v${TAG_FORMAT}`);
const listsDir = (cacheDir: string) => join(cacheDir, `checkouts-v${TAG_FORMAT}`);
const packNames = (cacheDir: string) =>
  readdirSync(packsDir(cacheDir))
    .filter((name) => name.endsWith('.pack'))
    .sort();
/** Names a list gives. */
const namedBy = async (cacheDir: string, root: string) => {
  const cache = new TagCache(cacheDir);
  await cache.openPacks(root);
  return [...cache.files.keys()].map((file) => file.split('/')[1]).sort();
};
const twoHoursAgo = () => new Date(Date.now() - 2 * 3600 * 1000);
const age = (file: string) => utimesSync(file, twoHoursAgo(), twoHoursAgo());

test('stale temp files and packs no list names are collected when a run writes its list; fresh ones, and listed ones, stay', async () => {
  const repo = new FixtureRepo({
    'a.ts': 'export function a(): number {\n  return 1;\n}\n',
    'b.ts': 'export function b(): number {\n  return a();\n}\n',
  });
  repo.commit();
  const other = new FixtureRepo({ 'c.ts': 'export function c(): number {\n  return 3;\n}\n' });
  other.commit();
  const cacheDir = join(tempDir(), 'cache');
  const run = (root: string) => buildRepoMap({ root, cacheDir, budget: 500, jobs: 1 });
  try {
    await run(repo.root);
    await run(other.root);
    const otherPacks = await namedBy(cacheDir, other.root);
    for (const pack of packNames(cacheDir)) age(join(packsDir(cacheDir), pack));
    // What a killed run left (stale), and what a run beside this one is writing now (fresh).
    const [staleTmp, freshTmp, staleList, orphan, freshOrphan] = [
      join(packsDir(cacheDir), `${'1'.repeat(40)}.pack.999.0.x.tmp`),
      join(packsDir(cacheDir), `${'2'.repeat(40)}.pack.999.0.y.tmp`),
      join(listsDir(cacheDir), `${'3'.repeat(40)}.999.0.z.tmp`),
      join(packsDir(cacheDir), `${'4'.repeat(40)}.pack`),
      join(packsDir(cacheDir), `${'5'.repeat(40)}.pack`),
    ];
    for (const file of [staleTmp, freshTmp, staleList, orphan, freshOrphan]) writeFileSync(file, 'left behind');
    for (const file of [staleTmp, staleList, orphan]) age(file);
    // A run that writes nothing collects nothing.
    await run(repo.root);
    assert.ok([staleTmp, staleList, orphan].every((file) => existsSync(file)));

    repo.write({ 'b.ts': 'export function b(): number {\n  return a() + 1;\n}\n' });
    await run(repo.root);
    assert.deepEqual(
      [staleTmp, staleList, orphan].filter((file) => existsSync(file)),
      [],
      'stale leftovers collected',
    );
    assert.ok(existsSync(freshTmp) && existsSync(freshOrphan), 'a run beside this one may still rename or list these');
    for (const pack of otherPacks)
      assert.ok(existsSync(join(packsDir(cacheDir), pack)), "another checkout's packs stay, however old");
    assert.equal((await run(other.root)).run.filesParsed, 0);
    for (const pack of await namedBy(cacheDir, repo.root)) assert.ok(existsSync(join(packsDir(cacheDir), pack)));
    assert.equal((await run(repo.root)).run.filesParsed, 0);
  } finally {
    repo.dispose();
    other.dispose();
  }
});

test('two runs beside each other on one checkout: the pack of the run whose list was overwritten is collected once stale, never the listed ones', async () => {
  const repo = new FixtureRepo({ 'a.ts': 'export function a(): number {\n  return 1;\n}\n' });
  repo.commit();
  const cacheDir = join(tempDir(), 'cache');
  try {
    await buildRepoMap({ root: repo.root, cacheDir, budget: 500, jobs: 1 });
    // Two runs open the same packs, each parses a file the other does not, and each writes its list.
    const edits = [
      'export function one(): number {\n  return 1;\n}\n',
      'export function two(): number {\n  return 2;\n}\n',
    ];
    const caches = [new TagCache(cacheDir), new TagCache(cacheDir)];
    for (const cache of caches) await cache.openPacks(repo.root);
    for (const [i, cache] of caches.entries()) {
      repo.write({ 'a.ts': edits[i] });
      await extractAll((await discover({ root: repo.root, maxFileBytes: 1 << 20 })).files, {
        root: repo.root,
        cache,
        workers: 1,
      });
    }
    for (const cache of caches) cache.closePacks();
    const listed = await namedBy(cacheDir, repo.root);
    const unlisted = packNames(cacheDir).filter((pack) => !listed.includes(pack));
    assert.equal(unlisted.length, 1, "the first run's pack: its list was overwritten");
    for (const pack of packNames(cacheDir)) age(join(packsDir(cacheDir), pack));
    repo.write({ 'a.ts': 'export function three(): number {\n  return 3;\n}\n' });
    await buildRepoMap({ root: repo.root, cacheDir, budget: 500, jobs: 1 });
    assert.ok(!existsSync(join(packsDir(cacheDir), unlisted[0])), 'collected once stale');
    for (const pack of await namedBy(cacheDir, repo.root))
      assert.ok(existsSync(join(packsDir(cacheDir), pack)), 'what the list names stays');
  } finally {
    repo.dispose();
  }
});
