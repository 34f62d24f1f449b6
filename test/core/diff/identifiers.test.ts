import { test } from 'node:test';
import assert from 'node:assert/strict';
import { identifiersOf } from '../../../src/core/diff/identifiers';
import type { Side } from '../../../src/core/diff/sides';
import { fileTags, tagsOf } from '../../helpers/tags';

const def = (name: string, line: number) => ({ name, kind: 'function', line, endLine: line, signature: name });
const shown = (lines: Record<number, string>) => new Map(Object.entries(lines).map(([n, text]) => [Number(n), text]));

test('identifiers: names tagged on added lines, and words of added lines the repository defines; removed lines add none', () => {
  const head: Side = {
    path: 'a.ts',
    ranges: [{ start: 2, end: 3 }],
    language: 'typescript',
    lines: new Map([
      [1, 'unchanged(shown)'],
      [2, 'const limit = opts.maxSize;'],
      [3, 'run(limit, "Helper")'],
    ]),
    inCheckout: true,
    tags: fileTags([def('outside', 1), def('limit', 2)], [{ name: 'run', kind: 'call', line: 3 }]),
  };
  const base: Side = { ...head, ranges: [{ start: 1, end: 1 }], lines: new Map([[1, 'removed(Helper)']]) };
  const repository = new Map([
    ['lib.ts', fileTags(['maxSize', 'Helper', 'shown', 'removed'].map((name) => def(name, 1)))],
  ]);
  assert.deepEqual([...identifiersOf([{ path: 'a.ts', head, base }], repository)].sort(), ['limit', 'maxSize', 'run']);
});

test('a change that only adds a doc comment adds no focus identifiers, though the repository defines its words', () => {
  const head: Side = {
    path: 'a.ts',
    ranges: [{ start: 2, end: 5 }],
    language: 'typescript',
    lines: shown({
      1: 'export class Parser {',
      2: '  /**',
      3: '   * Parses the header for every user and accept the value.',
      4: '   * @returns the time it took',
      5: '   */',
      6: '  parse(): void {}',
    }),
    inCheckout: true,
    tags: fileTags([def('Parser', 1), def('parse', 6)], []),
  };
  const repository = new Map([
    ['jsx.ts', fileTags(['accept', 'every', 'header', 'user', 'value', 'time', 'returns'].map((name) => def(name, 1)))],
  ]);
  assert.deepEqual([...identifiersOf([{ path: 'a.ts', head }], repository)], []);
});

test('a call of a built-in member is no focus identifier, though the repository defines a namesake; a call of its own is', () => {
  const head: Side = {
    path: 'a.ts',
    ranges: [{ start: 1, end: 2 }],
    language: 'typescript',
    lines: shown({ 1: 'const low = Math.min(a, b);', 2: 'const high = limits.max(a, b);' }),
    inCheckout: true,
    tags: fileTags(
      [],
      [
        { name: 'min', kind: 'call', line: 1 },
        { name: 'max', kind: 'call', line: 2 },
      ],
    ),
  };
  const repository = new Map([['jsx.ts', fileTags(['min', 'max'].map((name) => def(name, 1)))]]);
  assert.deepEqual([...identifiersOf([{ path: 'a.ts', head }], repository)], ['max']);
});

test("Go: a package is built in when the file imports it from the standard library, not when it is the repository's own under that name", async () => {
  const source = [
    'package cmd',
    '',
    'import (',
    '\t"fmt"',
    '\tio "example.com/gh/pkg/iostreams"',
    '\tstdjson "encoding/json"',
    ')',
    '',
    'func run() {',
    '\tfmt.Println(io.NewTestHandler(), stdjson.Marshal)',
    '}',
  ].join('\n');
  const head: Side = {
    path: 'cmd/run.go',
    ranges: [{ start: 10, end: 10 }],
    language: 'go',
    lines: new Map(source.split('\n').map((text, i) => [i + 1, text])),
    inCheckout: true,
    tags: await tagsOf('go', source),
  };
  const repository = new Map([
    ['pkg/iostreams/handler.go', fileTags(['NewTestHandler', 'Println', 'Marshal'].map((name) => def(name, 1)))],
  ]);
  assert.deepEqual([...identifiersOf([{ path: 'cmd/run.go', head }], repository)].sort(), ['NewTestHandler']);
});

test("a test block's title is no focus identifier: the names its code uses are", async () => {
  const text = "it('parses', () => parse(''));";
  const head: Side = {
    path: 'a.test.ts',
    ranges: [{ start: 1, end: 1 }],
    language: 'typescript',
    lines: shown({ 1: text }),
    inCheckout: true,
    tags: await tagsOf('typescript', text),
  };
  const repository = new Map([['a.ts', fileTags(['parse', "'parses'"].map((name) => def(name, 1)))]]);
  assert.deepEqual([...identifiersOf([{ path: 'a.test.ts', head }], repository)].sort(), ['parse']);
});

test("a test framework's names (expect, toBe, assertEqual, t.Fatalf, assertEquals) are focus identifiers only where the repository defines them", async () => {
  const side = async (language: string, path: string, source: string): Promise<Side> => ({
    path,
    ranges: [{ start: 1, end: source.split('\n').length }],
    language,
    lines: new Map(source.split('\n').map((text, i) => [i + 1, text])),
    inCheckout: true,
    tags: await tagsOf(language, source),
  });
  const cases: [string, string, string, string[]][] = [
    ['typescript', 'a.test.ts', "test('x', () => {\n  expect(parse('')).toBe(1);\n});", ['expect', 'toBe']],
    ['javascript', 'a.test.js', "it('x', () => {\n  expect(parse('')).toEqual(1);\n});", ['expect', 'toEqual']],
    ['python', 'test_a.py', 'class T:\n    def test_x(self):\n        self.assertEqual(parse(""), 1)', ['assertEqual']],
    [
      'go',
      'a_test.go',
      'package a\n\nfunc TestX(t *testing.T) {\n\tif parse("") != 1 {\n\t\tt.Fatalf("x")\n\t}\n}',
      ['Fatalf'],
    ],
    ['java', 'ATest.java', 'class ATest {\n  void x() {\n    assertEquals(1, parse(""));\n  }\n}', ['assertEquals']],
    ['rust', 'a.rs', 'fn x() {\n    assert_eq!(parse(""), 1);\n}', ['assert_eq']],
  ];
  for (const [language, path, source, framework] of cases) {
    const head = await side(language, path, source);
    const found = (defined: string[]) =>
      [...identifiersOf([{ path, head }], new Map([['lib', fileTags(defined.map((name) => def(name, 1)))]]))].filter(
        (name) => name === 'parse' || framework.includes(name),
      );
    // The code under test is an identifier; the framework's names are not, unless the repository defines them.
    assert.deepEqual(found(['parse']).sort(), ['parse'], `${language}: ${found(['parse']).join(', ')}`);
    assert.deepEqual(found(['parse', ...framework]).sort(), ['parse', ...framework].sort(), language);
  }
});

test("a call of a built-in type's method name is no focus identifier, unless the file defines it or states the receiver's type", async () => {
  const sides = async (language: string, path: string, source: string, changed: number[]): Promise<Side> => ({
    path,
    ranges: changed.map((line) => ({ start: line, end: line })),
    language,
    lines: new Map(source.split('\n').map((text, i) => [i + 1, text])),
    inCheckout: true,
    tags: await tagsOf(language, source),
  });
  const ts = [
    "import { Bag } from './bag';",
    'export function f(seen: Set<string>, name: string): void {',
    '  seen.add(name);',
    '  const bag = new Bag();',
    '  bag.add(name);',
    '  name.split(",").map(lookup);',
    '}',
  ].join('\n');
  const py = 'def f(out, cache):\n    out.append(1)\n    return cache.read()\n';
  // The repository defines namesakes of every name these lines call.
  const repository = new Map([
    ['bag.ts', fileTags(['add', 'split', 'map', 'lookup'].map((name) => def(name, 1)))],
    ['cache.py', fileTags(['append', 'read'].map((name) => def(name, 1)))],
  ]);
  const identifiers = async (side: Side) => [...identifiersOf([{ path: side.path, head: side }], repository)].sort();
  // `seen.add` and `name.split(…).map` are the built-ins'; `bag.add` is Bag's (`const bag = new Bag()`).
  assert.deepEqual(await identifiers(await sides('typescript', 'a.ts', ts, [3])), []);
  assert.deepEqual(await identifiers(await sides('typescript', 'a.ts', ts, [5])), ['add']);
  assert.deepEqual(await identifiers(await sides('typescript', 'a.ts', ts, [6])), ['lookup']);
  assert.deepEqual(await identifiers(await sides('python', 'a.py', py, [2, 3])), []);
  // A file that defines `read` itself means its own.
  const own = 'class Cache:\n    def read(self):\n        return self.data\n\n\ndef f(c):\n    return c.read()\n';
  assert.deepEqual(await identifiers(await sides('python', 'own.py', own, [7])), ['read']);
  // In Java such a call stays, on a receiver of any type: `items.add(x)` may well be the
  // repository's own `add` (a field's or a method's result, whose type the lookups may not know).
  const java = 'class A {\n  void f(Items items) {\n    items.add(1);\n    this.items.add(3);\n  }\n}\n';
  assert.deepEqual(await identifiers(await sides('java', 'A.java', java, [3, 4])), ['add']);
});
