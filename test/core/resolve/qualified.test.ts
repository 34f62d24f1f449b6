import { test } from 'node:test';
import assert from 'node:assert/strict';
import { enclosing, indexQualified, typeFiles } from '../../../src/core/resolve/qualified';
import { NO_MANIFESTS } from '../../../src/core/resolve/manifests';
import type { FileTags } from '../../../src/core/types';
import { tagsOf } from '../../helpers/tags';

test('enclosing: a namespace, then each one around it, then the global one', () => {
  assert.deepEqual(enclosing('A.B.C', '.'), ['A.B.C', 'A.B', 'A', '']);
  assert.deepEqual(enclosing('Vendor\\Pkg', '\\'), ['Vendor\\Pkg', 'Vendor', '']);
  assert.deepEqual(enclosing('', '.'), ['']);
});

test("indexQualified: a file's package from its declaration (first or chained) else the fallback; its top-level names and its file name index it", async () => {
  const sources: Record<string, [string, string]> = {
    'src/a/Outer.java': [
      'java',
      'package com.a;\n\npublic class Outer {\n  class Inner {}\n  void method() {}\n}\nclass Helper {}\n',
    ],
    'src/b/Plain.java': ['java', 'class Plain {}\n'],
    'src/c/Two.scala': ['scala', 'package x\npackage y\n\nobject Two\n'],
  };
  const files = Object.keys(sources).sort();
  const tags = new Map<string, FileTags>();
  for (const [path, [language, source]] of Object.entries(sources)) tags.set(path, await tagsOf(language, source));
  const input = {
    files,
    position: new Map(files.map((f, i) => [f, i])),
    tags,
    manifests: NO_MANIFESTS,
    members: [0, 1, 2],
  };
  const chained = indexQualified(input, { separator: '.', fallback: (path) => `from:${path}`, chained: true });
  assert.deepEqual([...chained.packageOf.values()], ['com.a', 'from:src/b/Plain.java', 'x.y']);
  assert.deepEqual(chained.types.get('com.a.Outer'), [0]);
  assert.deepEqual(chained.types.get('com.a.Helper'), [0]);
  assert.equal(chained.types.get('com.a.Inner'), undefined, 'a nested type is found through its outer one');
  assert.equal(chained.types.get('com.a.method'), undefined);
  const first = indexQualified(input, { separator: '.', fallback: () => '', chained: false });
  assert.equal(first.packageOf.get(2), 'x');
  assert.deepEqual(first.types.get('Plain'), [1], 'the global package qualifies nothing');
  // The longest prefix that is a type, of at least `min` segments.
  assert.deepEqual(typeFiles(chained, 'com.a.Outer.Inner'), [0]);
  assert.deepEqual(typeFiles(chained, 'com.a.Outer.method.extra'), [0]);
  assert.equal(typeFiles(chained, 'com.a'), undefined);
  assert.equal(typeFiles(first, 'Plain'), undefined);
  assert.deepEqual(typeFiles(first, 'Plain', 1), [1]);
});
