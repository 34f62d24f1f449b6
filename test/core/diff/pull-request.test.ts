import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { diffOfCommits, pullRequestDiff } from '../../../src/core/diff/pull-request';
import { parseUnifiedDiff } from '../../../src/core/diff/unified';
import { UserError } from '../../../src/core/util/errors';
import { FixtureRepo, tempDir } from '../../helpers/repo';

/** main, then a feature branch that edits a.py; main moves on and edits b.py after the branch. */
function branchedRepo(): FixtureRepo {
  const repo = new FixtureRepo({
    'a.py': 'def a():\n    return 1\n',
    'b.py': 'def b():\n    return 2\n',
    'pkg/c.py': 'def c():\n    return 3\n',
  });
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  repo.write({ 'a.py': 'def a():\n    return 10\n', 'pkg/c.py': 'def c():\n    return 30\n' });
  repo.commit('feature');
  repo.git('checkout', '-q', 'main');
  repo.write({ 'b.py': 'def b():\n    return 20\n' });
  repo.commit('main moves on');
  return repo;
}

const changedFiles = (diff: string) =>
  parseUnifiedDiff(diff)
    .map((file) => file.path)
    .sort();

test("a pull request's change is its head against the merge base: what the base did since is not in it", () => {
  const repo = branchedRepo();
  try {
    const diff = pullRequestDiff(repo.root, 'main', 'feature');
    assert.deepEqual(changedFiles(diff), ['a.py', 'pkg/c.py']);
    assert.match(diff, /^index [0-9a-f]{40}\.\.[0-9a-f]{40} /m, 'full blob names');
    repo.git('checkout', '-q', 'feature');
    assert.equal(pullRequestDiff(repo.root, 'main'), diff, 'the head defaults to HEAD');
  } finally {
    repo.dispose();
  }
});

test("a monorepo package's root: paths relative to it, other packages' changes left out", () => {
  const repo = branchedRepo();
  try {
    const diff = pullRequestDiff(join(repo.root, 'pkg'), 'main', 'feature');
    assert.deepEqual(changedFiles(diff), ['c.py']);
    const base = repo.git('merge-base', 'main', 'feature').trim();
    assert.equal(diffOfCommits(join(repo.root, 'pkg'), base, repo.git('rev-parse', 'feature').trim()), diff);
  } finally {
    repo.dispose();
  }
});

test('the errors say what to do: no base, an unknown ref, no git repository, unrelated histories', () => {
  const repo = branchedRepo();
  try {
    assert.throws(
      () => pullRequestDiff(repo.root, undefined),
      (error: Error) =>
        error instanceof UserError &&
        error.message === '--head needs --base (the branch or commit the change is compared with)',
    );
    assert.throws(
      () => pullRequestDiff(repo.root, 'no-such-branch', 'feature'),
      (error: Error) => error instanceof UserError && error.message.startsWith('unknown git ref "no-such-branch"'),
    );
    assert.throws(
      () => pullRequestDiff(repo.root, '--output=/tmp/x', 'feature'),
      (error: Error) => error instanceof UserError && error.message.startsWith('bad ref'),
    );
    const plain = tempDir();
    assert.throws(
      () => pullRequestDiff(plain, 'main'),
      (error: Error) =>
        error instanceof UserError && error.message === `--base needs a git repository, and ${plain} is not one`,
    );
    assert.throws(
      () => pullRequestDiff(join(plain, 'missing'), 'main'),
      (error: Error) => error instanceof UserError && error.message.startsWith('root is not a directory'),
    );
    repo.git('checkout', '-q', '--orphan', 'unrelated');
    repo.commit('a history of its own');
    assert.throws(
      () => pullRequestDiff(repo.root, 'main', 'unrelated'),
      (error: Error) =>
        error instanceof UserError &&
        error.message ===
          'no common ancestor of main and unrelated: their histories are unrelated; pass the diff with --diff',
    );
  } finally {
    repo.dispose();
  }
});
