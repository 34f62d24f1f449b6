import { test } from 'node:test';
import assert from 'node:assert/strict';
import { identifiersOf, namesInCode } from '../../../src/core/diff/identifiers';
import type { Side } from '../../../src/core/diff/sides';
import { fileTags } from '../../helpers/tags';

const def = (name: string, line: number) => ({ name, kind: 'function', line, endLine: line, signature: name });

test('the words of a line of code leave out its strings and comments, and one-letter names', () => {
  assert.deepEqual(namesInCode('const total = add(a, "sum") // with_tax', 'typescript'), ['const', 'total', 'add']);
});

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
