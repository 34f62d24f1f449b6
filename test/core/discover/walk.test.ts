import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listWalk } from '../../../src/core/discover/walk';
import { FixtureRepo } from '../../helpers/repo';

test('the walk lists every file the .gitignore files leave, in path order, a symlink as one and never entered', () => {
  const dir = new FixtureRepo(
    {
      '.gitignore': 'out/\n',
      'b.ts': '',
      'a/.gitignore': '*.tmp\n',
      'a/kept.ts': '',
      'a/drop.tmp': '',
      'out/built.ts': '',
      'target/t.ts': '',
    },
    { git: false },
  );
  mkdirSync(join(dir.root, '.git'));
  writeFileSync(join(dir.root, '.git', 'HEAD'), '');
  symlinkSync(join(dir.root, 'target'), join(dir.root, 'link'));
  try {
    assert.deepEqual(listWalk(dir.root), [
      { path: '.gitignore', sha: '', mode: '100644' },
      { path: 'a/.gitignore', sha: '', mode: '100644' },
      { path: 'a/kept.ts', sha: '', mode: '100644' },
      { path: 'b.ts', sha: '', mode: '100644' },
      { path: 'link', sha: '', mode: '120000' },
      { path: 'target/t.ts', sha: '', mode: '100644' },
    ]);
  } finally {
    dir.dispose();
  }
});
