import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { decodeDiff, parseUnifiedDiff, unquote } from '../../../src/core/diff/unified';
import { FixtureRepo } from '../../helpers/repo';

const summary = (text: string) =>
  parseUnifiedDiff(text).map(({ path, oldPath, status, binary, added, removed }) => ({
    path,
    oldPath,
    status,
    binary,
    added,
    removed,
  }));

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
      {
        path: 'a.ts',
        oldPath: undefined,
        status: 'modified',
        binary: false,
        added: [
          { start: 2, end: 2 },
          { start: 6, end: 6 },
        ],
        removed: [{ start: 2, end: 2 }],
      },
      {
        path: 'gone.ts',
        oldPath: 'gone.ts',
        status: 'deleted',
        binary: false,
        added: [],
        removed: [{ start: 1, end: 2 }],
      },
      { path: 'img.bin', oldPath: undefined, status: 'modified', binary: true, added: [], removed: [] },
      {
        path: 'new name.ts',
        oldPath: 'old name.ts',
        status: 'renamed',
        binary: false,
        added: [{ start: 6, end: 6 }],
        removed: [{ start: 6, end: 6 }],
      },
      {
        path: 'new.ts',
        oldPath: undefined,
        status: 'added',
        binary: false,
        added: [{ start: 1, end: 2 }],
        removed: [],
      },
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
  assert.deepEqual(summary(diff), [
    {
      path: 'dir/we"ird\tname.ts',
      oldPath: undefined,
      status: 'modified',
      binary: false,
      added: [{ start: 1, end: 1 }],
      removed: [{ start: 1, end: 1 }],
    },
  ]);
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
    {
      path: 'src/x.py',
      oldPath: undefined,
      status: 'modified',
      binary: false,
      added: [{ start: 11, end: 12 }],
      removed: [{ start: 11, end: 11 }],
    },
    {
      path: 'other.py',
      oldPath: undefined,
      status: 'modified',
      binary: false,
      added: [{ start: 2, end: 2 }],
      removed: [],
    },
  ]);
});

test('a removed line that looks like a file header stays inside its hunk', () => {
  const diff = ['--- a/x.sql', '+++ b/x.sql', '@@ -1,2 +1,1 @@', '--- a comment', '-++ more', '+new'].join('\n');
  assert.deepEqual(summary(diff), [
    {
      path: 'x.sql',
      oldPath: undefined,
      status: 'modified',
      binary: false,
      added: [{ start: 1, end: 1 }],
      removed: [{ start: 1, end: 2 }],
    },
  ]);
});

test('a malformed diff is a user error that names the line', () => {
  assert.throws(() => parseUnifiedDiff('--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-a\nnot a diff line\n'), {
    name: 'UserError',
    message: /line 5/,
  });
  assert.throws(() => parseUnifiedDiff('--- a/x\n+++ b/x\n@@ bogus @@\n'), {
    name: 'UserError',
    message: /line 3: bad hunk header/,
  });
  assert.throws(() => parseUnifiedDiff('--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\n'), {
    name: 'UserError',
    message: /cut short/,
  });
  assert.deepEqual(parseUnifiedDiff(''), []);
});

test('a diff that names no file is an error, one sentence that says why: not text, or not a diff; an empty one is no change', () => {
  const random = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
  assert.throws(() => parseUnifiedDiff(decodeDiff(random)), {
    name: 'UserError',
    message:
      /^the diff is not text \(it holds NUL bytes: UTF-16 without a byte order mark, or binary data\): save it as UTF-8 with git diff --output=FILE$/,
  });
  const utf16 = Buffer.from('diff --git a/x.ts b/x.ts\n--- a/x.ts\n+++ b/x.ts\n@@ -1 +1 @@\n-a\n+b\n', 'utf16le');
  assert.throws(() => parseUnifiedDiff(decodeDiff(utf16)), { name: 'UserError', message: /not text/ });
  assert.throws(() => parseUnifiedDiff('Already up to date.\nThis is a note, not a patch.\n'), {
    name: 'UserError',
    message: /^the diff names no file: it is not a unified diff \(make one with git diff, or diff -u\)$/,
  });
  assert.deepEqual(parseUnifiedDiff('\n \r\n'), []);
});

test('a diff saved as UTF-16 with a byte order mark (Windows PowerShell) or UTF-8 with one reads as the same diff', () => {
  const text =
    'diff --git a/caf\u00e9.ts b/caf\u00e9.ts\n--- a/caf\u00e9.ts\n+++ b/caf\u00e9.ts\n@@ -1 +1 @@\n-a\n+b\n';
  const expected = summary(text);
  assert.equal(expected[0].path, 'caf\u00e9.ts');
  const utf16be = Buffer.from(text, 'utf16le').swap16();
  for (const bytes of [
    Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
    Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be]),
    Buffer.from('\ufeff' + text, 'utf8'),
    Buffer.from(text, 'utf8'),
  ]) {
    assert.deepEqual(summary(decodeDiff(bytes)), expected);
  }
});
