import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { COMPANION_RULES, coChangeIndex, coChangesOf, missingCompanions } from '../../../src/core/history/cochange';
import type { MissingCompanion } from '../../../src/core/types';
import { parseHistory, readHistory, serializeHistory } from '../../../src/core/history/log';
import { FixtureRepo, tempDir } from '../../helpers/repo';

let version = 0;
/** Commit a new content of each path; returns the commit's SHA. */
function change(repo: FixtureRepo, ...paths: string[]): string {
  version++;
  repo.write(Object.fromEntries(paths.map((path) => [path, `${path} ${version}\n`])));
  return repo.commit(`change ${paths.join(' ')}`);
}

/** The paths in the repository's last commit. */
function tracked(repo: FixtureRepo): Set<string> {
  return new Set(repo.git('ls-tree', '-r', '-z', '--name-only', 'HEAD').split('\0').filter(Boolean));
}

const companion = (path: string, withPath: string, together: number, commits: number): MissingCompanion => ({
  path,
  with: withPath,
  together,
  confidence: together / commits,
  commits,
});

test('the rules: three commits together, half the commits of the changed file, twenty listed', () => {
  assert.deepEqual(COMPANION_RULES, { minTogether: 3, minConfidence: 0.5, listed: 20 });
});

test('files changed together three times: the other is missing when one changes alone; not below three', () => {
  const repo = new FixtureRepo();
  change(repo, 'seed.ts');
  for (let i = 0; i < 3; i++) change(repo, 'a.ts', 'b.ts');
  for (let i = 0; i < 2; i++) change(repo, 'c.ts', 'd.ts');
  const history = readHistory(repo.root, 'HEAD');
  const present = tracked(repo);
  assert.deepEqual(missingCompanions(history, ['a.ts'], present), {
    missing: [companion('b.ts', 'a.ts', 3, 3)],
    total: 1,
    counted: 5,
  });
  assert.deepEqual(missingCompanions(history, ['b.ts'], present).missing, [companion('a.ts', 'b.ts', 3, 3)]);
  assert.deepEqual(missingCompanions(history, ['a.ts', 'b.ts'], present).missing, [], 'both changed: none missing');
  assert.deepEqual(missingCompanions(history, ['c.ts'], present).missing, [], 'two commits together are not enough');
  assert.deepEqual(
    missingCompanions(history, ['c.ts'], present, { minTogether: 2 }).missing,
    [companion('d.ts', 'c.ts', 2, 2)],
    'the threshold is what leaves it out',
  );
});

test('confidence below one half is not reported; the rule is one-sided', () => {
  const repo = new FixtureRepo();
  change(repo, 'seed.ts');
  for (let i = 0; i < 3; i++) change(repo, 'core.ts', 'plugin.ts');
  for (let i = 0; i < 4; i++) change(repo, 'core.ts');
  const history = readHistory(repo.root, 'HEAD');
  const present = tracked(repo);
  // core changed 7 times, 3 of them with plugin: 3/7 < 0.5. Plugin changed 3 times, all with core.
  assert.deepEqual(missingCompanions(history, ['core.ts'], present).missing, []);
  assert.deepEqual(missingCompanions(history, ['plugin.ts'], present).missing, [
    companion('core.ts', 'plugin.ts', 3, 3),
  ]);
  assert.deepEqual(coChangesOf(coChangeIndex(history), 'core.ts'), {
    commits: 7,
    with: [{ path: 'plugin.ts', together: 3, confidence: 3 / 7 }],
  });
});

test('a commit of 60 files counts in no statistic: the pair it would complete is not reported', () => {
  const repo = new FixtureRepo();
  change(repo, 'seed.ts');
  for (let i = 0; i < 2; i++) change(repo, 'a.ts', 'b.ts');
  const many = Array.from({ length: 58 }, (_, i) => `gen/f${i}.ts`);
  change(repo, 'a.ts', 'b.ts', ...many);
  const present = tracked(repo);
  const history = readHistory(repo.root, 'HEAD');
  assert.equal(history.ignored, 1);
  assert.deepEqual(missingCompanions(history, ['a.ts'], present), { missing: [], total: 0, counted: 2 });
  // Were it counted, the pair would qualify.
  const counted = readHistory(repo.root, 'HEAD', { maxFiles: 60 });
  assert.deepEqual(missingCompanions(counted, ['a.ts'], present).missing, [companion('b.ts', 'a.ts', 3, 3)]);
});

test('a merge commit contributes nothing; the commits it brings in do', () => {
  const repo = new FixtureRepo();
  change(repo, 'seed.ts');
  for (let i = 0; i < 2; i++) change(repo, 'a.ts', 'b.ts');
  repo.git('checkout', '-q', '-b', 'side');
  change(repo, 'a.ts', 'b.ts');
  repo.git('checkout', '-q', 'main');
  change(repo, 'c.ts');
  repo.git('merge', '-q', '--no-ff', '-m', 'merge side', 'side');
  change(repo, 'a.ts');
  const history = readHistory(repo.root, 'HEAD');
  assert.equal(history.commits.filter((commit) => commit.kind === 'merge').length, 1);
  // a: 4 commits (2, the side's, 1 after the merge), 3 with b; a merge that counted would make it 4 of 5.
  assert.deepEqual(missingCompanions(history, ['a.ts'], tracked(repo)).missing, [companion('b.ts', 'a.ts', 3, 4)]);
  assert.equal(history.counted, 5);
});

test('the root commit contributes nothing: a pair it adds together needs three commits after it', () => {
  const repo = new FixtureRepo();
  change(repo, 'a.ts', 'b.ts');
  for (let i = 0; i < 2; i++) change(repo, 'a.ts', 'b.ts');
  assert.deepEqual(missingCompanions(readHistory(repo.root, 'HEAD'), ['a.ts'], tracked(repo)).missing, []);
  change(repo, 'a.ts', 'b.ts');
  assert.deepEqual(missingCompanions(readHistory(repo.root, 'HEAD'), ['a.ts'], tracked(repo)).missing, [
    companion('b.ts', 'a.ts', 3, 3),
  ]);
});

test('a shallow clone counts only its commits; continued through the cached history it counts as the full clone', () => {
  const repo = new FixtureRepo();
  change(repo, 'seed.ts');
  for (let i = 0; i < 3; i++) change(repo, 'a.ts', 'b.ts');
  for (let i = 0; i < 3; i++) change(repo, 'b.ts', 'c.ts');
  change(repo, 'd.ts');
  const present = tracked(repo);
  const full = readHistory(repo.root, 'HEAD');
  const expected = missingCompanions(full, ['b.ts'], present);
  assert.deepEqual(expected.missing, [companion('a.ts', 'b.ts', 3, 6), companion('c.ts', 'b.ts', 3, 6)]);

  const clone = join(tempDir('repomap-shallow-'), 'clone');
  execFileSync('git', ['clone', '-q', '--depth', '4', `file://${repo.root}`, clone]);
  const shallow = readHistory(clone, 'HEAD');
  // d, b+c twice, then the boundary (b+c, not counted): b changed in 2 counted commits.
  assert.deepEqual(missingCompanions(shallow, ['b.ts'], present), {
    missing: [],
    total: 0,
    counted: 3,
    notice: shallow.notice,
  });
  assert.match(shallow.notice ?? '', /shallow clone/);
  const cached = parseHistory(serializeHistory(full))!;
  const continued = readHistory(clone, 'HEAD', { known: cached.commits });
  assert.deepEqual(missingCompanions(continued, ['b.ts'], present), expected);
  assert.deepEqual(coChangeIndex(continued), coChangeIndex(full));
});

test('a repository of one commit: no companions, and the reason', () => {
  const repo = new FixtureRepo({ 'a.ts': 'a\n', 'b.ts': 'b\n' });
  repo.commit();
  const companions = missingCompanions(readHistory(repo.root, 'HEAD'), ['a.ts'], tracked(repo));
  assert.deepEqual([companions.missing, companions.total, companions.counted], [[], 0, 0]);
  assert.match(companions.notice ?? '', /one commit/);
  const outside = missingCompanions(readHistory(tempDir('repomap-plain-'), 'HEAD'), ['a.ts'], () => true);
  assert.match(outside.notice ?? '', /not a git repository/);
});

test('a deleted file is never a missing companion', () => {
  const repo = new FixtureRepo();
  change(repo, 'seed.ts');
  for (let i = 0; i < 3; i++) change(repo, 'a.ts', 'gone.ts', 'kept.ts');
  repo.remove('gone.ts');
  repo.commit('remove gone.ts');
  const history = readHistory(repo.root, 'HEAD');
  assert.deepEqual(missingCompanions(history, ['a.ts'], tracked(repo)).missing, [companion('kept.ts', 'a.ts', 3, 3)]);
  const asked: string[] = [];
  const exists = (path: string) => (asked.push(path), path !== 'gone.ts');
  assert.deepEqual(missingCompanions(history, ['a.ts'], exists).missing, [companion('kept.ts', 'a.ts', 3, 3)]);
  assert.deepEqual(asked.sort(), ['gone.ts', 'kept.ts'], 'each candidate asked about once');
  assert.deepEqual(
    missingCompanions(history, ['a.ts'], () => true).missing.map((c) => c.path),
    ['gone.ts', 'kept.ts'],
    'it would qualify if it existed',
  );
});

test('order and cap: confidence, together, path; a companion of several changed files listed once, through the strongest', () => {
  const repo = new FixtureRepo();
  change(repo, 'seed.ts');
  // x: 4 commits, with p 4 times, with q 3 times; y: 3 commits, with q 3 times, with r 3 times.
  for (let i = 0; i < 3; i++) change(repo, 'x.ts', 'p.ts', 'q.ts');
  change(repo, 'x.ts', 'p.ts');
  for (let i = 0; i < 3; i++) change(repo, 'y.ts', 'q.ts', 'r.ts');
  const history = readHistory(repo.root, 'HEAD');
  const present = tracked(repo);
  const expected = [companion('p.ts', 'x.ts', 4, 4), companion('q.ts', 'y.ts', 3, 3), companion('r.ts', 'y.ts', 3, 3)];
  const all = missingCompanions(history, ['y.ts', 'x.ts'], present);
  assert.deepEqual(all, { missing: expected, total: 3, counted: 7 });
  assert.deepEqual(missingCompanions(history, ['x.ts', 'y.ts'], present, { listed: 2 }), {
    missing: expected.slice(0, 2),
    total: 3,
    counted: 7,
  });
  // Through x alone, q is listed with x (3 of 4).
  assert.deepEqual(missingCompanions(history, ['x.ts'], present).missing, [
    companion('p.ts', 'x.ts', 4, 4),
    companion('q.ts', 'x.ts', 3, 4),
  ]);
  const index = coChangeIndex(history);
  assert.equal(JSON.stringify(missingCompanions(index, ['x.ts', 'y.ts'], present)), JSON.stringify(all));
  assert.deepEqual(coChangesOf(index, 'missing.ts'), { commits: 0, with: [] });
});

test('paths with spaces and non-ASCII characters are companions like any other', () => {
  const repo = new FixtureRepo();
  change(repo, 'seed.ts');
  for (let i = 0; i < 3; i++) change(repo, 'src/naïve file.ts', 'docs/日本語 guide.md');
  const history = readHistory(repo.root, 'HEAD');
  assert.deepEqual(missingCompanions(history, ['src/naïve file.ts'], tracked(repo)).missing, [
    companion('docs/日本語 guide.md', 'src/naïve file.ts', 3, 3),
  ]);
});

test('a companion of two changed files at equal strength is listed with the first in path order', () => {
  const repo = new FixtureRepo();
  change(repo, 'seed.ts');
  for (let i = 0; i < 3; i++) change(repo, 'u.ts', 'w.ts');
  for (let i = 0; i < 3; i++) change(repo, 'v.ts', 'w.ts');
  const history = readHistory(repo.root, 'HEAD');
  for (const changed of [
    ['v.ts', 'u.ts'],
    ['u.ts', 'v.ts'],
  ])
    assert.deepEqual(missingCompanions(history, changed, () => true).missing, [companion('w.ts', 'u.ts', 3, 3)]);
  assert.deepEqual(missingCompanions(history, ['v.ts'], () => true).missing, [companion('w.ts', 'v.ts', 3, 3)]);
});
