import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { buildRepoMap } from '../../../src/core/index';
import { FixtureRepo, tempDir } from '../../helpers/repo';

// A checkout that goes back and forth between two commits far apart (a release branch), or two
// worktrees of them: the packs keep what both use, so that neither is parsed again on its return.

/** Contents of `count` files named f<i>.ts, in a version of their own (`tag`). */
const files = (from: number, to: number, tag: string) =>
  Object.fromEntries(
    Array.from({ length: to - from }, (_, k) => [
      `src/f${from + k}.ts`,
      `export function ${tag}${from + k}(x: number): number {\n  return helper${from + k}(x);\n}\n`,
    ]),
  );

/**
 * A repository whose `main` has 30 files and whose `release` keeps 3 of them, changes 17 and has
 * not the other 10: a run on release uses few of main's entries, and main's most of none of release's.
 */
function farApart(): FixtureRepo {
  const repo = new FixtureRepo(files(0, 30, 'main'));
  repo.commit('main');
  repo.git('checkout', '-q', '-b', 'release');
  repo.remove(...Array.from({ length: 10 }, (_, k) => `src/f${20 + k}.ts`));
  repo.write(files(3, 20, 'release'));
  repo.commit('release');
  repo.git('checkout', '-q', 'main');
  return repo;
}

test('a checkout that goes back and forth between two commits far apart parses neither again, with edits on one of them', async () => {
  const repo = farApart();
  const cacheDir = join(tempDir(), 'cache');
  const run = async (branch: string) => {
    repo.git('checkout', '-q', branch);
    return (await buildRepoMap({ root: repo.root, cacheDir, budget: 500, jobs: 1 })).run.filesParsed;
  };
  try {
    assert.deepEqual([await run('main'), await run('release')], [30, 17], 'each parsed once');
    assert.deepEqual(
      [await run('main'), await run('release'), await run('main'), await run('release')],
      [0, 0, 0, 0],
      'and never again',
    );
    // Edits on release, past the packs a list holds before it makes them one: main is kept.
    for (let i = 0; i < 9; i++) {
      repo.write({ 'src/f5.ts': `export function edited${i}(): number {\n  return ${i};\n}\n` });
      assert.equal((await buildRepoMap({ root: repo.root, cacheDir, budget: 500, jobs: 1 })).run.filesParsed, 1);
    }
    repo.git('checkout', '-q', '--', '.');
    assert.deepEqual(
      [await run('main'), await run('release')],
      [0, 1],
      'main: nothing; release: the one file back as it was before its edits',
    );
  } finally {
    repo.dispose();
  }
});

test('two worktrees of commits far apart, mapped in turn, share their list and parse neither again', async () => {
  const repo = farApart();
  const cacheDir = join(tempDir(), 'cache');
  const worktree = join(tempDir(), 'release');
  repo.git('worktree', 'add', '-q', worktree, 'release');
  const run = async (root: string) => (await buildRepoMap({ root, cacheDir, budget: 500, jobs: 1 })).run.filesParsed;
  try {
    assert.deepEqual([await run(repo.root), await run(worktree)], [30, 17]);
    assert.deepEqual([await run(repo.root), await run(worktree), await run(repo.root)], [0, 0, 0]);
  } finally {
    repo.dispose();
  }
});
