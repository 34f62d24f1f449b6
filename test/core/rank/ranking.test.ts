import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rankingByScores, rankingOf, rankOf } from '../../../src/core/rank/ranking';
import { fileTags } from '../../helpers/tags';

const def = (name: string, line: number) => ({
  name,
  kind: 'function',
  line,
  endLine: line,
  signature: `function ${name}()`,
});

test("a ranking orders files and definitions by score, ties by path and source order, and reads a file's rank by path", () => {
  const files = ['a.ts', 'b.ts', 'c.ts'];
  const defsOf = [
    fileTags([def('alpha', 1), def('beta', 2)]).defs,
    fileTags([]).defs,
    fileTags([def('gamma', 1)]).defs,
  ];
  const ranking = rankingByScores(files, Float64Array.from([0.25, 0.5, 0.25]), new Set(['b.ts']), {
    start: Int32Array.from([0, 2, 2, 3]),
    defsOf,
    scores: Float64Array.from([0.1, 0.3, 0.1]),
    tieOrder: Int32Array.from([0, 1, 2]),
  });
  assert.deepEqual(
    ranking.files.map((f) => [f.path, f.focus]),
    [
      ['b.ts', true],
      ['a.ts', false],
      ['c.ts', false],
    ],
  );
  assert.deepEqual(
    [...ranking.definitions].map((d) => `${d.path}:${d.line} ${d.name}`),
    ['a.ts:2 beta', 'a.ts:1 alpha', 'c.ts:1 gamma'],
  );
  assert.deepEqual(
    [...ranking.bestScores],
    [
      ['a.ts', 0.3],
      ['c.ts', 0.1],
    ],
    'files that define nothing have no best score',
  );
  assert.equal(rankOf(ranking, 'b.ts'), 0.5);
  assert.equal(rankOf(ranking, 'absent.ts'), undefined);
  const again = rankingOf(ranking.files, ranking.definitions, ranking.bestScores);
  assert.deepEqual(
    [...again.placeOf],
    [
      ['b.ts', 0],
      ['a.ts', 1],
      ['c.ts', 2],
    ],
  );
});
