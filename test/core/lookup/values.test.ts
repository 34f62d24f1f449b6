import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findReferences } from '../../../src/core/lookup/lookup';
import { withIndexOf } from '../../helpers/maps';
import { modulesOf, refsOf, tagsOf } from '../../helpers/tags';

// A constant read, or a function passed as a value, is a use: in the file that defines it and in
// the files that import it; a local variable of the same name elsewhere is not.

test('a value is kept where its file defines or imports the name, not where it is a local, a module or a called name', async () => {
  const values = async (language: string, source: string) =>
    refsOf(await tagsOf(language, source)).filter((ref) => ref.includes(' value '));
  assert.deepEqual(
    await values(
      'typescript',
      [
        "import { LIMIT, helper } from './lib';",
        "import * as util from './util';",
        'const CHUNK = 8;',
        'export function f(size = CHUNK): number {',
        '  const local = size + LIMIT;',
        '  util.run(helper, local);',
        '  return local;',
        '}',
      ].join('\n'),
    ),
    ['4 value CHUNK', '5 value LIMIT', '6 value helper'],
  );
  assert.deepEqual(
    await values(
      'python',
      'import re\nfrom .nodes import PARENTS\n\nPATTERN = re.compile("x")\n\n\ndef f(leaf, local=1):\n    return re.sub(PATTERN, leaf, local) or leaf in PARENTS\n',
    ),
    ['8 value PARENTS', '8 value PATTERN'],
  );
  assert.deepEqual(await values('javascript', 'const TTL = 5;\nmodule.exports = { TTL, ttl: () => TTL };\n'), [
    '2 value TTL',
  ]);
  // A function's own variable or parameter of the name is not the file's definition.
  assert.deepEqual(
    await values(
      'typescript',
      [
        'export function etag(): string {',
        "  return 'x';",
        '}',
        'export function handler(weak: boolean): string {',
        '  let etag = weak ? "w" : "s";',
        '  if (!etag) etag = "none";',
        '  return [etag, etag].join();',
        '}',
        'export const apply = (etag: string) => [etag];',
        'export const all = [etag];',
      ].join('\n'),
    ),
    ['10 value etag'],
  );
  assert.deepEqual(
    await values('python', 'LIMIT = 3\n\n\ndef f(LIMIT):\n    return [LIMIT]\n\n\ndef g():\n    return [LIMIT]\n'),
    ['9 value LIMIT'],
  );
  assert.deepEqual(
    await values(
      'go',
      'package a\n\nimport "example.com/m/api"\n\nvar Limit = 3\n\nfunc F(Limit int) []int {\n\treturn []int{Limit}\n}\n\nfunc G() []string {\n\treturn []string{api.Fields[0], Other}\n}\n\nfunc H() int {\n\treturn Limit\n}\n',
    ),
    ['12 value Fields', '12 value Other', '16 value Limit'],
  );
});

test("a class's private member (`#name`) is read and written in its own file; a file that does not define it reads nothing", async () => {
  const source = [
    'export class Node {',
    '  #children: Record<string, Node> = {};',
    '  #count = 0;',
    '  insert(key: string): Node {',
    '    this.#count++;',
    '    return (this.#children[key] ||= new Node());',
    '  }',
    '  walk(node: Node): number {',
    '    return node.#count + this.#size();',
    '  }',
    '  #size(): number {',
    '    return Object.keys(this.#children).length;',
    '  }',
    '}',
  ].join('\n');
  assert.deepEqual(
    refsOf(await tagsOf('typescript', source)).filter((ref) => ref.includes('#')),
    ['5 value #count', '6 value #children', '9 value #count', '9 self #size', '12 value #children'],
  );
  const stranger = 'export function peek(x: any) {\n  return x.#secret;\n}\n';
  assert.deepEqual(
    refsOf(await tagsOf('typescript', stranger)).filter((ref) => ref.includes('#')),
    [],
  );
});

test("a dynamic import, `const { a, b: c } = await import('./x')`, imports its names from its module", async () => {
  const source = [
    'export async function load() {',
    "  const { render, Suspense: S } = await import('./streaming');",
    "  const all = await import('./all');",
    '  return [render, S, all];',
    '}',
  ].join('\n');
  const tags = await tagsOf('typescript', source);
  assert.deepEqual(
    refsOf(tags).filter((ref) => ref.includes(' import ')),
    ['2 import Suspense', '2 import render'],
  );
  assert.deepEqual(modulesOf(tags), ['2 ./streaming', '3 ./all']);
});

test('find_references of a constant lists where it is read: in its file, and in the files that import it', async () => {
  await withIndexOf(
    {
      'ts/limits.ts':
        'export const MAX = 8;\nexport function clamp(n: number): number {\n  return n > MAX ? MAX : n;\n}\n',
      'ts/use.ts':
        "import { MAX, clamp } from './limits';\nexport const sizes = [MAX, 4].map(clamp);\nexport function big(n: number): boolean {\n  return n >= MAX;\n}\n",
      'ts/other.ts': 'export function other(MAX: number): number {\n  return MAX + 1;\n}\n',
      'py/__init__.py': '',
      'py/consts.py': 'PARENTS = {1, 2}\n\n\ndef within(x):\n    return x in PARENTS\n',
      'py/use.py': 'from py.consts import PARENTS\n\n\ndef f(leaf):\n    return leaf in PARENTS\n',
      'py/other.py': 'def g(PARENTS):\n    return 1 in PARENTS\n',
    },
    (index) => {
      const uses = (name: string, path: string) =>
        findReferences(index, name, path)
          .items.map((hit) => `${hit.path}:${hit.line} ${hit.kind}`)
          .sort();
      assert.deepEqual(uses('MAX', 'ts/limits.ts'), [
        'ts/limits.ts:3 value',
        'ts/use.ts:1 import',
        'ts/use.ts:2 value',
        'ts/use.ts:4 value',
      ]);
      // A function passed as a value (`.map(clamp)`) is used there.
      assert.deepEqual(uses('clamp', 'ts/limits.ts'), ['ts/use.ts:1 import', 'ts/use.ts:2 value']);
      assert.deepEqual(uses('PARENTS', 'py/consts.py'), [
        'py/consts.py:5 value',
        'py/use.py:1 import',
        'py/use.py:5 value',
      ]);
    },
  );
});

test('a field read through the object itself is a use of the field its file defines; through an untyped value, of none', async () => {
  await withIndexOf(
    {
      'src/trie.ts': [
        'export class Trie {',
        '  paths: Record<string, number> = {};',
        '  insert(path: string): void {',
        '    this.paths[path] = 1;',
        '  }',
        '}',
        '',
      ].join('\n'),
      'src/use.ts':
        "import { Trie } from './trie';\nexport function f(t: Trie, x: any) {\n  return [t.paths, x.paths];\n}\n",
      'py/__init__.py': '',
      'py/lines.py': 'class Line:\n    depth: int = 0\n\n    def indent(self) -> int:\n        return self.depth * 4\n',
    },
    (index) => {
      const uses = (name: string, path: string) =>
        findReferences(index, name, path).items.map((hit) => `${hit.path}:${hit.line} ${hit.kind} ${hit.via}`);
      assert.deepEqual(uses('paths', 'src/trie.ts'), ['src/trie.ts:4 value scope', 'src/use.ts:3 value type']);
      assert.deepEqual(uses('depth', 'py/lines.py'), ['py/lines.py:5 value scope']);
    },
  );
});
