import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildIndex, closeIndex, formatRepoMap } from '../../../src/core/index';
import { definitionsAnswer } from '../../../src/core/query/answers';
import { outlineAnswer } from '../../../src/core/query/outline';
import { findReferences, hasFile } from '../../../src/core/lookup/lookup';
import { FixtureRepo } from '../../helpers/repo';
import { fileLine } from '../../../src/core/render/text';
import { changeMap, mapOf } from '../../helpers/maps';
import { findCopies } from '../../../src/core/extract/copies';
import { packTags } from '../../../src/core/util/packed';
import type { FileTags } from '../../../src/core/types';

// What the map prints of the code it finds: copies folded into one entry.

test('copies folded: files with the same blob are one entry, under the best path, naming the others', async () => {
  const types = 'export type Expect<T extends true> = T\nexport type Equal<X, Y> = X extends Y ? true : false\n';
  const files = {
    'src/utils/types.ts': types,
    'deno_dist/utils/types.ts': types,
    'src/check.ts': "import type { Expect } from './utils/types';\nexport type Checked = Expect<true>;\n",
  };
  const map = await mapOf(files, { identifiers: ['Expect'] });
  assert.ok(
    map.text.includes(
      'src/utils/types.ts (also deno_dist/utils/types.ts)\n  1: export type Expect<T extends true> = T\n',
    ),
    map.text,
  );
  assert.ok(!map.text.includes('\ndeno_dist/'), 'the copy is not listed on its own');
  const json = JSON.parse(formatRepoMap(map, 'json'));
  assert.deepEqual(json.files.find((f: { path: string }) => f.path === 'src/utils/types.ts').copies, [
    'deno_dist/utils/types.ts',
  ]);
  // The copy splits neither rank nor references: the entry ranks as it would with no copy at all.
  const { 'deno_dist/utils/types.ts': _copy, ...alone } = files;
  const single = await mapOf(alone, { identifiers: ['Expect'] });
  assert.deepEqual(
    json.files.map((f: { path: string; rank: number }) => [f.path, f.rank]),
    JSON.parse(formatRepoMap(single, 'json')).files.map((f: { path: string; rank: number }) => [f.path, f.rank]),
  );
});

test('copies folded: the same definitions with different bodies (Go) fold; one definition alone does not make a copy', async () => {
  const map = await mapOf({
    'pkg/a/store.go':
      'package a\n\n// Get reads.\nfunc Get(key string) string { return key }\n\nfunc Put(key, value string) {}\n',
    'vendored/a/store.go':
      'package a\n\nfunc Get(key string) string { return "" }\n\nfunc Put(key, value string) { _ = value }\n',
    'cmd/one/main.go': 'package main\n\nfunc main() { println(1) }\n',
    'cmd/two/main.go': 'package main\n\nfunc main() { println(2) }\n',
  });
  assert.ok(map.text.includes('pkg/a/store.go (also vendored/a/store.go)\n'), map.text);
  assert.ok(map.text.includes('cmd/one/main.go\n') && map.text.includes('cmd/two/main.go\n'), map.text);
});

test('copies folded: the same definitions under different file names (ESLint rules in JavaScript) are not copies', async () => {
  const rule = (word: string) =>
    `function reported(node) {\n  return !!node;\n}\nmodule.exports = {\n  meta: { type: "problem" },\n  create(context) {\n    return { CallExpression(node) { context.report(node, "${word}"); } };\n  },\n};\n`;
  const map = await mapOf({ 'lib/rules/no-alert.js': rule('alert'), 'lib/rules/no-eval.js': rule('eval') });
  assert.ok(!map.text.includes('(also'), map.text);
  assert.ok(map.text.includes('lib/rules/no-alert.js\n') && map.text.includes('lib/rules/no-eval.js\n'), map.text);
});

test('copies folded: a changed copy makes its entry the changed one; past three copies the rest are counted', async () => {
  const lib = 'def refresh_session(token):\n    return token\n\ndef close_session(token):\n    pass\n';
  const copies = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((dir) => [`${dir}/lib.py`, lib]));
  const map = await changeMap(copies, { 'd/lib.py': lib.replace('return token', 'return token.strip()') });
  // Its content now differs from the others', its definitions do not.
  assert.ok(
    map.text.startsWith('(untested: refresh_session)\nd/lib.py (changed) (also a/lib.py, b/lib.py + 2 copies)\n'),
    map.text,
  );
  const rest = await mapOf(copies);
  assert.ok(rest.text.startsWith('a/lib.py (also b/lib.py, c/lib.py + 2 copies)\n'), rest.text);
  assert.equal(
    fileLine('x.py', 'changed', ['y, z.py']),
    'x.py (changed) (also "y, z.py")',
    'a comma in a copy path is quoted',
  );
});

test('copies folded: questions about a copy by its own path are answered (outline, definitions from it, references to it)', async () => {
  const store = 'export class Store {\n  get(key: string): string {\n    return key;\n  }\n}\n';
  const repo = new FixtureRepo({
    'src/store.ts': store,
    'deno_dist/store.ts': store,
    'src/app.ts': "import { Store } from './store';\nexport const value = new Store().get('k');\n",
    'deno_dist/app.ts': "import { Store } from './store';\nexport const value = new Store().get('k');\n",
    'deno_dist/extra.ts':
      "import { Store } from './store';\nexport function extra(s: Store): string { return s.get('x'); }\n",
  });
  repo.commit();
  const index = await buildIndex({ root: repo.root, cacheDir: false, jobs: 1 });
  try {
    assert.equal(index.copies.entryOf.get('deno_dist/store.ts'), 'src/store.ts');
    assert.ok(
      !index.tags.has('deno_dist/store.ts') && hasFile(index, 'deno_dist/store.ts'),
      'not in the graph, but in the index',
    );
    assert.deepEqual(
      outlineAnswer(index, 'deno_dist/store.ts').data.definitions.map((d) => [d.name, d.members.map((m) => m.name)]),
      [['Store', ['get']]],
    );
    const defs = definitionsAnswer(index, 'Store', 'deno_dist/extra.ts');
    assert.deepEqual(
      defs.data.definitions.map((d) => [d.path, d.copies, d.reach]),
      [['src/store.ts', ['deno_dist/store.ts'], 'imported']],
      'the import of the copy reaches its entry',
    );
    assert.ok(defs.text.includes('src/store.ts:1 (also deno_dist/store.ts) (class, imported)'), defs.text);
    const viaCopy = findReferences(index, 'get', 'deno_dist/store.ts');
    assert.deepEqual(viaCopy, findReferences(index, 'get', 'src/store.ts'), "a copy's definitions are its entry's");
    assert.deepEqual(
      viaCopy.items.map((r) => `${r.path}:${r.line} ${r.reach}`).sort(),
      ['deno_dist/app.ts:2 imported', 'deno_dist/extra.ts:2 imported', 'src/app.ts:2 imported'],
      'the copy app.ts, folded into its entry in the map, uses the name on its own lines',
    );
  } finally {
    await closeIndex(index);
    repo.dispose();
  }
});

test('copies folded: not classes of two packages with the same members (Java), nor two identical lib.rs that only declare modules (Rust)', async () => {
  const reader = (pkg: string) =>
    `package com.acme.${pkg};\n\npublic class Reader {\n  public int peek() {\n    return 0;\n  }\n}\n`;
  const java = await mapOf({
    'a/com/acme/json/Reader.java': reader('json'),
    'b/com/acme/xml/Reader.java': reader('xml'),
  });
  assert.ok(
    java.text.includes('a/com/acme/json/Reader.java\n') && java.text.includes('b/com/acme/xml/Reader.java\n'),
    java.text,
  );
  const lib = 'mod searcher;\n\npub use crate::searcher::Searcher;\n';
  const rust = await mapOf({
    'one/src/lib.rs': lib,
    'two/src/lib.rs': lib,
    'one/src/searcher.rs': 'pub struct Searcher;\n',
    'two/src/searcher.rs': 'pub struct Searcher;\npub struct Other;\n',
  });
  assert.ok(rust.text.includes('one/src/lib.rs\n') && rust.text.includes('two/src/lib.rs\n'), rust.text);
  // The same Java class in the same package, kept twice, is a copy.
  const kept = await mapOf({
    'a/com/acme/json/Reader.java': reader('json'),
    'old/com/acme/json/Reader.java': reader('json').replace('return 0', 'return 1'),
  });
  assert.ok(kept.text.includes('a/com/acme/json/Reader.java (also old/com/acme/json/Reader.java)\n'), kept.text);
});

test('copies: files matched by blob and by definitions are one group (two groups of the same blob joined by a pair with the same definitions), under a focus file if there is one', () => {
  const defs = (...names: string[]): FileTags =>
    packTags(
      names.map((name, i) => ({ name, kind: 'function', line: i + 1, endLine: i + 1, signature: `func ${name}()` })),
      [],
    );
  const tags = new Map<string, FileTags>([
    ['z/deep/helpers.go', defs('Parse', 'Format')],
    ['a/util.go', defs('Parse', 'Format')],
    ['y/misc.go', defs('Parse', 'Format')],
    ['b/util.go', defs('Parse', 'Format')],
    ['c/other.go', defs('Parse', 'Format')],
    ['d/util.go', defs('Parse')],
    ['e/util.go', defs('Parse')],
  ]);
  // z and a are one blob, y and b another; a and b have the same definitions under the same name.
  // c has them under another name, d and e one definition each (not enough without the same blob).
  const blobs = new Map([
    ['z/deep/helpers.go', '1'],
    ['a/util.go', '1'],
    ['y/misc.go', '2'],
    ['b/util.go', '2'],
    ['c/other.go', '3'],
    ['d/util.go', '4'],
    ['e/util.go', '5'],
  ]);
  const copies = findCopies(tags, blobs, () => false);
  assert.deepEqual([...copies.of], [['a/util.go', ['b/util.go', 'y/misc.go', 'z/deep/helpers.go']]]);
  assert.deepEqual([...copies.entryOf.keys()].sort(), ['b/util.go', 'y/misc.go', 'z/deep/helpers.go']);
  const focused = findCopies(tags, blobs, (path) => path === 'z/deep/helpers.go');
  assert.deepEqual([...focused.of], [['z/deep/helpers.go', ['a/util.go', 'b/util.go', 'y/misc.go']]]);
});

test('copies: test files of the same name and test titles are not copies; their other definitions still decide', () => {
  const file = (...defs: [string, string][]): FileTags =>
    packTags(
      defs.map(([kind, name], i) => ({ name, kind, line: i + 1, endLine: i + 1, signature: `${kind} ${name}` })),
      [],
    );
  const suite: [string, string][] = [
    ['test', "'getConnInfo'"],
    ['test', "'works'"],
    ['test', "'fails'"],
  ];
  const tags = new Map<string, FileTags>([
    ['a/conninfo.test.ts', file(...suite)],
    ['b/conninfo.test.ts', file(...suite)],
    ['c/run.test.ts', file(['function', 'setup'], ['function', 'teardown'], ...suite)],
    ['d/run.test.ts', file(['function', 'setup'], ['function', 'teardown'], ['test', "'other'"])],
  ]);
  const blobs = new Map([...tags.keys()].map((path, i) => [path, String(i)]));
  assert.deepEqual([...findCopies(tags, blobs, () => false).of], [['c/run.test.ts', ['d/run.test.ts']]]);
});
