import { test } from 'node:test';
import assert from 'node:assert/strict';
import { entryKey, entryText, fromStored, isWorthKeeping, outcomeOfEntryText } from '../../../src/core/cache/entries';
import { packTags } from '../../../src/core/util/packed';
import { plainOutcome } from '../../helpers/tags';

// An entry as a parse worker sends it: its tags, or a skip worth keeping, checked when read back.

const tags = packTags(
  [
    { name: 'Größe', kind: 'class', line: 1, endLine: 9, signature: 'class Größe' },
    { name: 'wert', kind: 'method', line: 2, endLine: 3, signature: 'def wert(self) -> "😀"', parent: 0 },
  ],
  [{ name: 'print', kind: 'call', line: 3 }],
);

test("an entry's text gives back the tags it was made of, containers included", () => {
  const text = entryText({ tags }, 5000)!;
  assert.deepEqual(plainOutcome(outcomeOfEntryText(text, 5000)), plainOutcome({ tags }));
  assert.equal(entryKey('python-1', 'ab'), 'python-1/ab');
});

test('skips: kept when the same content would meet them again; a parse that ran out of time only for as long a limit', () => {
  assert.equal(isWorthKeeping({ tags }), true);
  assert.equal(isWorthKeeping({ skip: 'minified' }), true);
  assert.equal(isWorthKeeping({ skip: 'too-large' }), false);
  assert.equal(entryText({ skip: 'too-large' }, 5000), undefined);
  assert.deepEqual(outcomeOfEntryText(entryText({ skip: 'binary' }, 5000)!, 5000), { skip: 'binary' });
  const timedOut = entryText({ skip: 'parse-timeout' }, 5000)!;
  assert.deepEqual(outcomeOfEntryText(timedOut, 5000), { skip: 'parse-timeout' });
  assert.deepEqual(outcomeOfEntryText(timedOut, 2000), { skip: 'parse-timeout' }, 'a shorter limit would run out too');
  assert.equal(outcomeOfEntryText(timedOut, 10_000), undefined, 'a longer limit may get through');
});

test('a malformed entry is a miss', () => {
  for (const value of [
    null,
    3,
    {},
    { s: 'vendored' },
    { d: [], r: {} },
    { d: [['a', 'function', 1, 1]], r: [] },
    { d: [['a', 'function', '1', 1, 'a()']], r: [] },
    { d: [], r: [['a', 'call']] },
    { d: [['a', 'function', 1, 1, 'a()', -1]], r: [] },
  ]) {
    assert.equal(fromStored(value, 5000), undefined, JSON.stringify(value));
  }
  assert.equal(outcomeOfEntryText('{"d":[', 5000), undefined);
});
