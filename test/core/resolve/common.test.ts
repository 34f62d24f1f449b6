import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  directoriesOf,
  dirOf,
  joinPath,
  namesAfterPaths,
  oneFileEach,
  sharedPrefix,
} from '../../../src/core/resolve/common';
import { NO_MANIFESTS } from '../../../src/core/resolve/manifests';
import type { FileTags } from '../../../src/core/types';
import { fileTags } from '../../helpers/tags';

test("paths: a directory is '' at the root; a join is normalized and refuses to leave the root", () => {
  assert.equal(dirOf('a/b/c.ts'), 'a/b');
  assert.equal(dirOf('c.ts'), '');
  assert.equal(joinPath('a/b', '../c/./d'), 'a/c/d');
  assert.equal(joinPath('', 'x/'), 'x');
  assert.equal(joinPath('a', '..'), '');
  assert.equal(joinPath('a', '../..'), undefined);
  assert.equal(joinPath('', '../x'), undefined);
  assert.equal(joinPath('', '/etc/passwd'), undefined);
  assert.equal(sharedPrefix('a/b/c.rb', 'a/b/lib'), 2);
  assert.equal(sharedPrefix('x/y', 'a/b'), 0);
});

test("directoriesOf: the directories of the family's files and all their ancestors, the root included, and no others", () => {
  const files = ['a/b/c.py', 'a/d.py', 'docs/x/readme.md', 'e.py'];
  const dirs = directoriesOf({
    files,
    position: new Map(),
    tags: new Map(),
    manifests: NO_MANIFESTS,
    members: [0, 1, 3],
  });
  assert.deepEqual([...dirs].sort(), ['', 'a', 'a/b']);
});

test('namesAfterPaths: the imported names that follow each path, up to the next path on a later line', () => {
  // `from a import (b,\n c)` then `from d import e` on line 3, with a second path on line 3 too.
  const tags = fileTags(
    [],
    [
      { name: 'a', kind: 'module', line: 1 },
      { name: 'b', kind: 'import', line: 1 },
      { name: 'c', kind: 'import', line: 2 },
      { name: 'd', kind: 'module', line: 3 },
      { name: 'f', kind: 'module', line: 3 },
      { name: 'e', kind: 'import', line: 3 },
      { name: 'g', kind: 'call', line: 4 },
    ],
  );
  const names = [...namesAfterPaths(tags)].map(([ref, list]) => `${ref.name}: ${list.join(',')}`);
  assert.deepEqual(names, ['a: b,c', 'd: e', 'f: e']);
  assert.equal(namesAfterPaths(fileTags([], [{ name: 'x', kind: 'import', line: 1 }])).size, 0);
});

test('oneFileEach: each import path of a file goes through the rule once; unresolved ones are dropped', () => {
  const files = ['a.x', 'b.x', 'c.x'];
  const tags = new Map<string, FileTags>([
    [
      'a.x',
      fileTags(
        [],
        [
          { name: 'b', kind: 'module', line: 1 },
          { name: 'nowhere', kind: 'module', line: 2 },
          { name: 'c', kind: 'call', line: 3 },
        ],
      ),
    ],
    ['b.x', fileTags([])],
  ]);
  const asked: string[] = [];
  const resolver = oneFileEach(
    { files, position: new Map(files.map((f, i) => [f, i])), tags, manifests: NO_MANIFESTS, members: [0, 1] },
    (from, specifier) => {
      asked.push(`${from} ${specifier}`);
      return specifier === 'b' ? 1 : undefined;
    },
  );
  const reach = resolver.reach(0);
  assert.deepEqual([...reach.files], [1]);
  assert.deepEqual([...reach.scopes], []);
  assert.deepEqual(asked, ['a.x b', 'a.x nowhere']);
  assert.deepEqual([...resolver.reach(2).files], [], 'a file without tags reaches nothing');
});
