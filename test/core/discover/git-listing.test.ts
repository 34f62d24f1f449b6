import { test } from 'node:test';
import assert from 'node:assert/strict';
import { escapedName, linguistMarks, listGit, markedPaths } from '../../../src/core/discover/git-listing';
import { FixtureRepo } from '../../helpers/repo';

test("git's listing: index SHAs for unchanged files, none for edited ones, deleted files dropped, untracked ones on request", async () => {
  const repo = new FixtureRepo({ 'a.ts': 'export const a = 1;\n', 'b.ts': 'export const b = 1;\n', 'c.ts': '' });
  repo.commit();
  repo.write({ 'b.ts': 'export const b = 2;\n', 'd.ts': '' }).remove('c.ts');
  try {
    const sha = repo.git('rev-parse', 'HEAD:a.ts').trim();
    const tracked = await listGit(repo.root, false);
    assert.deepEqual(
      tracked.map(({ path, sha, mode }) => ({ path, sha, mode })),
      [
        { path: 'a.ts', sha, mode: '100644' },
        { path: 'b.ts', sha: '', mode: '100644' },
      ],
    );
    assert.equal(tracked[0].size, 'export const a = 1;\n'.length, 'the size the index recorded');
    assert.deepEqual(
      (await listGit(repo.root, true)).map((entry) => entry.path),
      ['a.ts', 'b.ts', 'd.ts'],
    );
  } finally {
    repo.dispose();
  }
});

test('linguist marks: git names the marked paths, check-attr says which mark each has', async () => {
  const repo = new FixtureRepo({
    '.gitattributes': 'gen.ts linguist-generated\nlib.ts linguist-vendored=true\n',
    'gen.ts': '',
    'lib.ts': '',
    'own.ts': '',
  });
  repo.commit();
  try {
    const marked = await markedPaths(repo.root, false);
    assert.deepEqual([...(marked ?? [])].sort(), ['gen.ts', 'lib.ts']);
    const paths = ['gen.ts', 'lib.ts', 'own.ts'];
    const expected = new Map([
      ['gen.ts', 'generated'],
      ['lib.ts', 'vendored'],
    ]);
    assert.deepEqual(linguistMarks(repo.root, paths, marked), expected);
    assert.deepEqual(linguistMarks(repo.root, paths, undefined), expected, 'every path asked when git cannot say');
  } finally {
    repo.dispose();
  }
});

test('a name that is not UTF-8 keeps its printable ASCII and escapes every other byte', () => {
  assert.equal(escapedName(Buffer.from('caf\xe9 \\x.ts', 'latin1')), 'caf\\xe9 \\x5cx.ts');
});
