import { test } from 'node:test';
import assert from 'node:assert/strict';
import { selectWithinBudget, type Candidates } from '../../../src/core/select/select';
import type { RankedUse } from '../../../src/core/select/uses';
import { rankingOf } from '../../../src/core/rank/ranking';
import type { Definition, FileTags, RankedDefinition, TokenCounter } from '../../../src/core/types';
import { definitionAt } from '../../../src/core/util/packed';
import { fileTags } from '../../helpers/tags';

// The budgeted selection on a ranking made by hand, with a counter that counts characters, so that
// what fits can be worked out by reading the lines.

const chars: TokenCounter = { count: async (texts) => texts.map((text) => text.length), close: async () => {} };

const def = (name: string, line: number, endLine: number, parent?: number): Definition => ({
  name,
  kind: parent === undefined ? 'class' : 'method',
  line,
  endLine,
  signature: `${parent === undefined ? 'class' : 'def'} ${name}`,
  ...(parent !== undefined && { parent }),
});

/** a.py: class Store (1-9) with methods get (2) and put (5); b.py: class Cache (1-3), copied to vendor/b.py; c.py (changed, defining nothing). */
function candidates(
  scores: Record<string, number>,
  uses: RankedUse[] = [],
  notes?: string[],
  copies = new Map([['b.py', ['vendor/b.py']]]),
): Candidates {
  const tags = new Map<string, FileTags>([
    ['a.py', fileTags([def('Store', 1, 9), def('get', 2, 3, 0), def('put', 5, 6, 0)])],
    ['b.py', fileTags([def('Cache', 1, 3)])],
    ['c.py', fileTags([])],
  ]);
  const ranked: RankedDefinition[] = [];
  for (const [path, file] of tags) {
    file.defs.names.forEach((_, position) => {
      const found = definitionAt(file.defs, position);
      const score = scores[`${path}:${found.name}`];
      if (score !== undefined) ranked.push({ ...found, path, position, score });
    });
  }
  ranked.sort((x, y) => y.score - x.score);
  const files = [
    { path: 'c.py', rank: 0.5, focus: true },
    { path: 'a.py', rank: 0.3, focus: false },
    { path: 'b.py', rank: 0.2, focus: false },
  ];
  return { ranking: rankingOf(files, ranked, new Map()), tags, copies, uses, changed: new Set(['c.py']), notes };
}

test("a member comes with its container's line; files in rank order, symbols in source order; a focus file's line first", async () => {
  const selection = await selectWithinBudget(candidates({ 'a.py:put': 0.9, 'b.py:Cache': 0.5 }), 1000, chars);
  assert.equal(
    selection.text,
    'c.py (changed)\na.py\n  1: class Store\n    5: def put\nb.py (also vendor/b.py)\n  1: class Cache\n',
  );
  assert.equal(selection.tokens, selection.text.length);
  assert.deepEqual(
    selection.files.map((file) => [
      file.path,
      file.symbols.map((s) => `${s.name}${s.container ? ` in ${s.container}` : ''}`),
    ]),
    [
      ['c.py', []],
      ['a.py', ['Store', 'put in Store']],
      ['b.py', ['Cache']],
    ],
  );
  assert.deepEqual(selection.files[2].copies, ['vendor/b.py']);
});

test('the budget is a hard limit: entries that do not fit are left out, and a smaller one further down still goes in', async () => {
  // Room for the focus file's line and b.py's entry (22 characters), not for a.py's put (37: its file's line, its container's, its own).
  const budget = 'c.py (changed)\n'.length + 'b.py\n  1: class Cache\n'.length;
  const selection = await selectWithinBudget(
    candidates({ 'a.py:put': 0.9, 'b.py:Cache': 0.5 }, [], undefined, new Map()),
    budget,
    chars,
  );
  assert.deepEqual(
    selection.files.map((file) => file.path),
    ['c.py', 'b.py'],
  );
  assert.ok(selection.tokens <= budget);
  const none = await selectWithinBudget(candidates({ 'a.py:put': 0.9 }), 3, chars);
  assert.deepEqual(none, { files: [], text: '', tokens: 0 });
});

test("call sites are listed under their file's line, ordered by line whatever their scores; one linked by name alone is marked", async () => {
  const uses: RankedUse[] = [
    { path: 'b.py', line: 9, name: 'put', text: 'store.put(x)', via: 'name', score: 0.95 },
    { path: 'b.py', line: 4, name: 'put', text: 'store.put(y)', via: 'import', score: 0.1 },
  ];
  const selection = await selectWithinBudget(candidates({ 'a.py:put': 0.9 }, uses), 1000, chars);
  const b = selection.files.find((file) => file.path === 'b.py')!;
  assert.deepEqual(b.symbols, []);
  assert.deepEqual(b.uses, [
    { line: 4, name: 'put', text: 'store.put(y)', via: 'import' },
    { line: 9, name: 'put', text: 'store.put(x)', via: 'name' },
  ]);
  assert.match(selection.text, /b\.py \(also vendor\/b\.py\)\n {2}4│ store\.put\(y\)\n {2}9\?│ store\.put\(x\)\n/);
});

test('the closing note: the longest form that costs at most a quarter of the budget, counted in the budget; none if none fits', async () => {
  const notes = ['(skipped: 3 generated files: x.py, y.py, z.py)\n', '(skipped: 3 files)\n'];
  const long = await selectWithinBudget(candidates({ 'a.py:put': 0.9 }, [], notes), 400, chars);
  assert.ok(long.text.endsWith(notes[0]));
  const short = await selectWithinBudget(candidates({ 'a.py:put': 0.9 }, [], notes), 100, chars);
  assert.ok(short.text.endsWith(notes[1]));
  assert.ok(short.tokens <= 100);
  const none = await selectWithinBudget(candidates({ 'a.py:put': 0.9 }, [], notes), 60, chars);
  assert.ok(!none.text.includes('skipped'));
});
