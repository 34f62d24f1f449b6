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
  assert.deepEqual([...identifiersOf([{ path: 'a.test.ts', head }], repository)].sort(), ['it', 'parse']);
});
