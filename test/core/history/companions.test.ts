import { test } from 'node:test';
import assert from 'node:assert/strict';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { changeCompanions, changeHistory } from '../../../src/core/history/companions';
import { readHistory } from '../../../src/core/history/log';
import { FixtureRepo, tempDir } from '../../helpers/repo';

/** A repository whose files under `app/` change together: each pair of paths in three commits. */
function togetherThrice(pairs: string[][]): FixtureRepo {
  const repo = new FixtureRepo({ 'README.md': 'x\n' });
  repo.commit('root');
  for (let version = 1; version <= 3; version++) {
    for (const pair of pairs) repo.write(Object.fromEntries(pair.map((path) => [path, `v${version}\n`])));
    repo.commit(`version ${version}`);
  }
  return repo;
}

test("a root below the repository's top: paths relative to the root, companions outside it left out", () => {
  const repo = togetherThrice([
    ['app/a.ts', 'app/b.ts'],
    ['app/a.ts', 'lib/c.ts'],
  ]);
  const root = join(repo.root, 'app');
  const companions = changeCompanions(root, ['a.ts'], changeHistory(root, undefined));
  assert.deepEqual(companions?.missing, [{ path: 'b.ts', with: 'a.ts', together: 3, confidence: 1, commits: 3 }]);
  assert.equal(companions?.total, 1);
});

test('a companion that is now a symlink, or gone, is not one to change', () => {
  const repo = togetherThrice([['a.ts', 'b.ts', 'c.ts']]);
  repo.remove('b.ts', 'c.ts');
  symlinkSync('a.ts', join(repo.root, 'c.ts'));
  assert.deepEqual(changeCompanions(repo.root, ['a.ts'], changeHistory(repo.root, undefined))?.missing, []);
});

test('the history given is the one read; false, no change, or no git: no companions', () => {
  const repo = togetherThrice([['a.ts', 'b.ts']]);
  const history = readHistory(repo.root, 'HEAD~1'); // two commits together: not enough
  const companionsOf = (root: string, changed: string[], given?: typeof history | false) =>
    changeCompanions(root, changed, changeHistory(root, given));
  assert.deepEqual(companionsOf(repo.root, ['a.ts'], history)?.missing, []);
  assert.equal(companionsOf(repo.root, ['a.ts'])?.missing.length, 1);
  assert.equal(companionsOf(repo.root, ['a.ts'], false), undefined);
  assert.equal(companionsOf(repo.root, []), undefined);
  assert.equal(changeHistory(tempDir(), undefined), undefined, 'not in git');
});

test('a repository of one commit: no companions, and a notice that says why', () => {
  const repo = new FixtureRepo({ 'a.ts': '1\n', 'b.ts': '1\n' });
  repo.commit('only');
  const companions = changeCompanions(repo.root, ['a.ts'], changeHistory(repo.root, undefined));
  assert.deepEqual(companions?.missing, []);
  assert.match(companions?.notice ?? '', /one commit/);
});
