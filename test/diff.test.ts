import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { parseUnifiedDiff, unquote } from '../src/core/diff';
import { FixtureRepo } from './helpers/repo';

const summary = (text: string) =>
  parseUnifiedDiff(text).map(({ path, oldPath, status, binary, added, removed }) => ({ path, oldPath, status, binary, added, removed }));

test('a git diff: modification, new, deleted, renamed with edits, binary and mode-only changes', () => {
  const repo = new FixtureRepo({
    'a.ts': 'one\ntwo\nthree\nfour\nfive\n',
    'gone.ts': 'x\ny\n',
    'old name.ts': 'keep 1\nkeep 2\nkeep 3\nkeep 4\nkeep 5\nkeep 6\n',
    'img.bin': Buffer.from([0, 1, 2, 3]),
    'run.sh': 'echo hi\n',
  });
  repo.commit('base');
  repo.write({
    'a.ts': 'one\nTWO\nthree\nfour\nfive\nsix\n',
    'new.ts': 'fresh\nlines\n',
    'new name.ts': 'keep 1\nkeep 2\nkeep 3\nkeep 4\nkeep 5\nchanged 6\n',
    'img.bin': Buffer.from([0, 9, 9, 9]),
  });
  repo.remove('gone.ts', 'old name.ts');
  chmodSync(join(repo.root, 'run.sh'), 0o755);
  repo.commit('head');
  try {
    const diff = repo.git('diff', '--full-index', '-M', '-U0', 'HEAD~1', 'HEAD');
    assert.deepEqual(summary(diff), [
      { path: 'a.ts', oldPath: undefined, status: 'modified', binary: false, added: [{ start: 2, end: 2 }, { start: 6, end: 6 }], removed: [{ start: 2, end: 2 }] },
      { path: 'gone.ts', oldPath: 'gone.ts', status: 'deleted', binary: false, added: [], removed: [{ start: 1, end: 2 }] },
      { path: 'img.bin', oldPath: undefined, status: 'modified', binary: true, added: [], removed: [] },
      { path: 'new name.ts', oldPath: 'old name.ts', status: 'renamed', binary: false, added: [{ start: 6, end: 6 }], removed: [{ start: 6, end: 6 }] },
      { path: 'new.ts', oldPath: undefined, status: 'added', binary: false, added: [{ start: 1, end: 2 }], removed: [] },
      { path: 'run.sh', oldPath: undefined, status: 'modified', binary: false, added: [], removed: [] },
    ]);
    const [a] = parseUnifiedDiff(diff);
    assert.equal(a.oldSha, repo.git('rev-parse', 'HEAD~1:a.ts').trim());
    assert.equal(a.newSha, repo.git('rev-parse', 'HEAD:a.ts').trim());
    assert.equal(a.newLines.get(2), 'TWO');
    assert.equal(a.oldLines.get(2), 'two');
  } finally {
    repo.dispose();
  }
});

test('quoted paths with spaces, quotes, tabs and non-ASCII characters', () => {
  assert.equal(unquote('"a\\tb\\"c\\\\d"'), 'a\tb"c\\d');
  assert.equal(unquote('"caf\\303\\251.ts"'), 'café.ts');
  assert.equal(unquote('plain.ts'), 'plain.ts');
  const diff = [
    'diff --git "a/dir/we\\"ird\\tname.ts" "b/dir/we\\"ird\\tname.ts"',
    'index 1111111..2222222 100644',
    '--- "a/dir/we\\"ird\\tname.ts"',
    '+++ "b/dir/we\\"ird\\tname.ts"',
    '@@ -1 +1 @@',
    '-old',
    '+new',
  ].join('\n');
  assert.deepEqual(summary(diff), [{ path: 'dir/we"ird\tname.ts', oldPath: undefined, status: 'modified', binary: false, added: [{ start: 1, end: 1 }], removed: [{ start: 1, end: 1 }] }]);
});

test('a plain unified diff with timestamps, context lines, CRLF and a missing final newline', () => {
  const diff = [
    '--- src/x.py\t2026-01-01 00:00:00',
    '+++ src/x.py\t2026-01-02 00:00:00',
    '@@ -10,4 +10,5 @@ def f():',
    ' a',
    '-b',
    '+B',
    '+C',
    ' c',
    ' d',
    '\\ No newline at end of file',
    '--- other.py',
    '+++ other.py',
    '@@ -1,0 +2,1 @@',
    '+x',
  ].join('\r\n');
  assert.deepEqual(summary(diff), [
    { path: 'src/x.py', oldPath: undefined, status: 'modified', binary: false, added: [{ start: 11, end: 12 }], removed: [{ start: 11, end: 11 }] },
    { path: 'other.py', oldPath: undefined, status: 'modified', binary: false, added: [{ start: 2, end: 2 }], removed: [] },
  ]);
});

test('a removed line that looks like a file header stays inside its hunk', () => {
  const diff = ['--- a/x.sql', '+++ b/x.sql', '@@ -1,2 +1,1 @@', '--- a comment', '-++ more', '+new'].join('\n');
  assert.deepEqual(summary(diff), [{ path: 'x.sql', oldPath: undefined, status: 'modified', binary: false, added: [{ start: 1, end: 1 }], removed: [{ start: 1, end: 2 }] }]);
});

test('a malformed diff is a user error that names the line', () => {
  assert.throws(() => parseUnifiedDiff('--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-a\nnot a diff line\n'), { name: 'UserError', message: /line 5/ });
  assert.throws(() => parseUnifiedDiff('--- a/x\n+++ b/x\n@@ bogus @@\n'), { name: 'UserError', message: /line 3: bad hunk header/ });
  assert.throws(() => parseUnifiedDiff('--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\n'), { name: 'UserError', message: /cut short/ });
  assert.deepEqual(parseUnifiedDiff(''), []);
});
