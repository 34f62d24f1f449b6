import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildIndex, closeIndex } from '../../../src/core/index';
import { sourceAnswer } from '../../../src/core/query/source';
import { FixtureRepo } from '../../helpers/repo';

test("a definition's source: every definition of the name in the file (overloads), each cut at the limit", async () => {
  const repo = new FixtureRepo({
    'a/shapes.ts': [
      'export function area(r: number): number;',
      'export function area(w: number, h: number): number;',
      'export function area(a: number, b?: number): number {',
      '  if (b === undefined) return Math.PI * a * a;',
      '  return a * b;',
      '}',
      '',
    ].join('\n'),
    'b/other.ts': 'export function area(): number {\n  return 0;\n}\n',
  });
  repo.commit();
  const index = await buildIndex({ root: repo.root, cacheDir: false, jobs: 1 });
  try {
    const answer = sourceAnswer(index, 'area', 'a/shapes.ts', 2);
    assert.deepEqual(
      answer.data.definitions.map((d) => [d.line, d.end_line, d.source, d.cut]),
      [
        [1, 1, 'export function area(r: number): number;', false],
        [2, 2, 'export function area(w: number, h: number): number;', false],
        [
          3,
          6,
          'export function area(a: number, b?: number): number {\n  if (b === undefined) return Math.PI * a * a;',
          true,
        ],
      ],
    );
    assert.equal(answer.data.total, 4);
    assert.match(answer.text, /\n… cut after 2 lines: the definition ends at line 6\n/);
    assert.match(answer.text, /\(1 other definition of area elsewhere: find_definitions lists them\)\n$/);
    assert.equal(
      sourceAnswer(index, 'nothing').text,
      'No definition of nothing in the index (names are exact and case-sensitive).\n',
    );
  } finally {
    await closeIndex(index);
    repo.dispose();
  }
});
