import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { bucketOrder, bucketStarts } from '../../../src/core/rank/buckets';
import { definersOf, indexNames, nameId, referrersOf, usedEverywhere } from '../../../src/core/rank/names';
import { TUNING } from '../../../src/core/rank/tuning';
import { fileTags } from '../../helpers/tags';

const def = (name: string, line: number) => ({
  name,
  kind: 'function',
  line,
  endLine: line,
  signature: `function ${name}()`,
});
const ref = (name: string, line: number, kind = 'call') => ({ name, kind, line });

test('the name index gives each name of a family one id, its definers and its referrers ascending, and how often each refers', () => {
  const tags = new Map([
    [
      'b.ts',
      fileTags([def('parse', 1), def('parse', 5)], [ref('render', 2), ref('render', 3), ref('./a', 1, 'module')]),
    ],
    ['a.ts', fileTags([def('render', 1)], [ref('parse', 2)])],
    ['c.py', fileTags([def('parse', 1)], [ref('parse', 2)])],
  ]);
  const index = indexNames(tags);
  assert.deepEqual(index.files, ['a.ts', 'b.ts', 'c.py'], 'files in path order');
  const parse = nameId(index, 'js', 'parse');
  assert.notEqual(parse, nameId(index, 'python', 'parse'), 'a name has an id per language family');
  assert.equal(nameId(index, 'js', './a'), -1, 'paths are no names: imports resolve them');
  assert.equal(nameId(index, 'js', 'absent'), -1);
  assert.deepEqual([...definersOf(index, parse)], [1], 'b.ts defines parse (twice: one pair)');
  assert.deepEqual([...referrersOf(index, parse)], [0]);
  const render = nameId(index, 'js', 'render');
  assert.deepEqual([...referrersOf(index, render)], [1]);
  assert.equal(index.referrerCounts[index.referrerStart[render]], 2, 'b.ts refers to render twice');
  assert.deepEqual([...definersOf(index, -1)], []);
  assert.deepEqual([...referrersOf(index, -1)], []);
  assert.deepEqual([...index.definitionStart], [0, 1, 3, 4], "each file's definitions, file by file");
  assert.deepEqual([...index.definitionIds.subarray(1, 3)], [parse, parse]);
});

test('a name is used everywhere when more than everywhereShare of 20 files or more refer to it', () => {
  const share = TUNING.graph.everywhereShare;
  assert.equal(usedEverywhere(19, 19), false, 'a small repository has no name used everywhere');
  assert.equal(usedEverywhere(Math.floor(100 * share), 100), false);
  assert.equal(usedEverywhere(Math.floor(100 * share) + 1, 100), true);
});

test('bucketing is a stable counting sort: the rows of each key in row order, keys ascending', () => {
  fc.assert(
    fc.property(
      fc
        .integer({ min: 1, max: 8 })
        .chain((count) => fc.tuple(fc.constant(count), fc.array(fc.nat(count - 1), { maxLength: 50 }))),
      ([count, keys]) => {
        const { start, order } = bucketOrder(count, keys);
        const expected = keys
          .map((key, row) => [key, row])
          .sort((a, b) => a[0] - b[0] || a[1] - b[1])
          .map(([, row]) => row);
        assert.deepEqual([...order], expected);
        assert.deepEqual(start, bucketStarts(count, keys));
        for (let key = 0; key < count; key++)
          for (let at = start[key]; at < start[key + 1]; at++) assert.equal(keys[order[at]], key);
      },
    ),
  );
});

test("the name index is the same whether a file's definitions and references have a table of strings of their own or share a pack's (looked up by number)", () => {
  const vocabulary = [
    'parse',
    'Parser',
    'render',
    'x',
    'handleRequest',
    'Store',
    'open_store',
    'get',
    '__init__',
    'Ärger',
    '𝒻',
    'parse'.repeat(3),
  ];
  const reference = fc.record({
    name: fc.constantFrom(...vocabulary),
    kind: fc.constantFrom('call', 'type', 'module'),
    line: fc.integer({ min: 1, max: 99 }),
  });
  const file = fc.record({
    path: fc.constantFrom('a.ts', 'b/c.ts', 'd.py', 'e/f.py', 'g.go', 'h.rs'),
    defs: fc.uniqueArray(fc.constantFrom(...vocabulary), { maxLength: 4 }),
    refs: fc.array(reference, { maxLength: 12 }),
  });
  fc.assert(
    fc.property(fc.uniqueArray(file, { selector: (f) => f.path, minLength: 1 }), (files) => {
      const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : 1));
      const defsOf = (names: string[]) =>
        names.map((name, i) => ({ name, kind: 'function', line: i + 1, endLine: i + 1, signature: `f ${name}` }));
      const own = new Map(sorted.map((f) => [f.path, fileTags(defsOf(f.defs), f.refs)]));
      // One table for every file, as a pack's: filler strings first, so that it is as long as a pack's.
      const strings = [
        ...Array.from({ length: 5000 }, (_, i) => `filler${i}`),
        ...vocabulary,
        ...vocabulary.map((name) => `f ${name}`),
        'call',
        'type',
        'module',
        'function',
      ];
      const numberOf = (text: string) => strings.lastIndexOf(text);
      const column = <T>(list: T[], value: (item: T, i: number) => number) => Int32Array.from(list, value);
      const shared = new Map(
        sorted.map((f) => [
          f.path,
          {
            defs: {
              strings,
              names: column(f.defs, (name) => numberOf(name)),
              kinds: column(f.defs, () => numberOf('function')),
              lines: column(f.defs, (_, i) => i + 1),
              endLines: column(f.defs, (_, i) => i + 1),
              signatures: column(f.defs, (name) => numberOf(`f ${name}`)),
              parents: column(f.defs, () => -1),
            },
            refs: {
              strings,
              names: column(f.refs, (r) => numberOf(r.name)),
              kinds: column(f.refs, (r) => numberOf(r.kind)),
              lines: column(f.refs, (r) => r.line),
            },
          },
        ]),
      );
      const [a, b] = [indexNames(own), indexNames(shared)];
      const { ids: idsA, ...restA } = a;
      const { ids: idsB, ...restB } = b;
      assert.deepEqual(restB, restA);
      assert.deepEqual([...idsB.keys()], [...idsA.keys()]);
      for (const family of idsA.keys())
        for (const name of vocabulary) assert.equal(idsB.get(family)!.get(name), idsA.get(family)!.get(name));
    }),
    { numRuns: 200 },
  );
});
