import { test } from 'node:test';
import assert from 'node:assert/strict';
import { changeHeaderLines, type ChangeHeader } from '../../../src/core/render/header';
import { selectWithinBudget, type Candidates } from '../../../src/core/select/select';
import type { ChangeSummary } from '../../../src/core/types';

const change = (name: string, untested: boolean): ChangeSummary => ({
  name,
  kind: 'function',
  path: 'a.ts',
  line: 1,
  status: 'modified',
  callers: [],
  callersTotal: 0,
  reach: { depth: 3, direct: 0, transitive: 0, production: 0, tests: 0, partial: false },
  tests: [],
  testsUnsure: 0,
  untested,
  owners: [],
});

const companion = (path: string, together: number) => ({
  path,
  with: 'a.ts',
  together,
  confidence: 1,
  commits: together,
});

const header: ChangeHeader = {
  changes: ['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7'].map((name, i) => change(name, i !== 1)),
  figures: {
    direct: 1,
    reach: 3,
    tests: 1,
    owners: [
      { owner: '@org/team', paths: ['a.ts', 'b.ts'] },
      { owner: 'dev@example.com', paths: ['b.ts'] },
    ],
    companions: [companion('b.ts', 9), companion('odd\nname.ts', 7), companion('c.ts', 5), companion('d.ts', 4)],
    companionsTotal: 6,
  },
  depth: 3,
};

test('the header: untested names, companions left out, the reach and the owners, most useful first', () => {
  assert.deepEqual(changeHeaderLines(header), [
    '(untested: f1, f3, f4, f5, f6 + 1 more)\n',
    '(usually changed with a.ts, but not in this change: b.ts, in 9 of 9 commits)\n',
    '(usually changed with a.ts, but not in this change: "odd\\nname.ts", in 7 of 7 commits)\n',
    '(usually changed with a.ts, but not in this change: c.ts, in 5 of 5 commits)\n',
    '(and 3 more files usually changed with the changed files)\n',
    '(reaches 1 file directly, 4 within 3 hops: 3 in production, 1 test file)\n',
    '(owners of the changed and reached files, with how many each owns: @org/team 2, dev@example.com 1)\n',
  ]);
});

test('a change with nothing to tell has no header', () => {
  const figures = { direct: 0, reach: 0, tests: 0, owners: [], companions: [], companionsTotal: 0 };
  const quiet = { changes: [change('f', false)], figures, depth: 3 };
  assert.deepEqual(changeHeaderLines(quiet), []);
});

test('the header takes at most a sixteenth of the budget, its first lines first, and is counted in it', async () => {
  const lines = changeHeaderLines(header);
  const candidates: Candidates = {
    ranking: { files: [], definitions: [], placeOf: new Map() } as unknown as Candidates['ranking'],
    tags: new Map(),
    copies: new Map(),
    uses: [],
    changed: new Set(),
    header: lines,
  };
  for (const budget of [80, 400, 4000]) {
    const { text, tokens } = await selectWithinBudget(candidates, budget);
    assert.ok(tokens <= budget / 16, `${tokens} tokens of ${budget}`);
    assert.ok(lines.join('').startsWith(text), 'a prefix of the lines');
    if (budget === 80) assert.equal(text, '');
    if (budget === 400) assert.equal(text, lines[0]);
    if (budget === 4000) assert.equal(text, lines.join(''));
  }
});
