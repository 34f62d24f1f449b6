import { test } from 'node:test';
import assert from 'node:assert/strict';
import { localsAt, valuesKept, type Use } from '../../../src/core/extract/values';
import type { FoundDefinition } from '../../../src/core/extract/containers';

// Which values a file keeps: those that can be a use of one of the repository's definitions.

const found = (name: string, parent?: number): FoundDefinition => ({
  def: { name, kind: parent === undefined ? 'class' : 'field', line: 1, endLine: 9, signature: name, parent },
  start: 0,
  end: 100,
});

test('a member read is kept through an imported name, a variable of a stated type, or the object itself where the file defines the member', () => {
  const value = (name: string, line: number, receiver?: string, type?: string): Use => ({
    name,
    kind: 'value',
    line,
    at: line * 10,
    ...(receiver !== undefined && { receiver }),
    ...(type !== undefined && { type }),
  });
  const uses = [
    value('IssueFields', 2, 'api'),
    value('Limit', 3, 'opts'),
    value('paths', 4, 'this'),
    value('missing', 5, 'this'),
    value('width', 6, 'page'),
    value('Limit', 7, undefined, 'Options'),
    value('local', 8),
    { name: 'api', kind: 'import', line: 1 },
  ];
  const kept = valuesKept(uses, new Set(['api']), {
    found: [found('Trie'), found('paths', 0)],
    isLocal: localsAt([]),
    bound: new Set(['opts']),
    shared: undefined,
    qualifiers: false,
    held: new Set(),
  });
  assert.deepEqual(
    kept.filter((use) => use.kind === 'value').map((use) => `${use.line} ${use.name}`),
    ['2 IssueFields', '3 Limit', '4 paths', '7 Limit'],
  );
});

test("a member read through a function's own variable is not read through the import of the same name", () => {
  const read = (line: number): Use => ({ name: 'Limit', kind: 'value', line, at: line * 10, receiver: 'api' });
  // A function spans 50-100 and declares `api` at 50: the read on line 7 (at 70) is of the variable.
  const kept = valuesKept([read(2), read(7), { name: 'api', kind: 'import', line: 1 }], new Set(['api']), {
    found: [],
    isLocal: localsAt([{ name: 'api', start: 50, end: 100 }]),
    bound: new Set(),
    shared: undefined,
    qualifiers: false,
    held: new Set(),
  });
  assert.deepEqual(
    kept.filter((use) => use.kind === 'value').map((use) => use.line),
    [2],
  );
});
