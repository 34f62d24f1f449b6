import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeRun, formatBytes } from '../../../src/core/render/figures';

test("the figures line: files, skips, the cache restored and saved, and each stage's time", () => {
  const base = { filesListed: 8176, filesSkipped: { generated: 4, unsupported: 3200 } };
  assert.equal(describeRun(base), '8176 files listed; skipped: 4 generated, 3200 unsupported.');
  assert.equal(
    describeRun({
      ...base,
      filesParsed: 1,
      filesFromCache: 4835,
      ms: { 'cache restore': 900, discover: 180, extract: 390, focus: 20, rank: 810, render: 80, 'cache save': 40 },
      cache: { restored: ['k-pr-7-1', 'k-default-1'], saved: { key: 'k-pr-7-2', entries: 1, bytes: 2345 } },
    }),
    '8176 files listed, 1 parsed, 4835 from the cache; skipped: 4 generated, 3200 unsupported; cache: restored k-pr-7-1 and k-default-1, saved k-pr-7-2 (1 entry, 2.3 kB); ' +
      'cache restore 900 ms, discover 180 ms, extract 390 ms, focus 20 ms, rank 810 ms, render 80 ms, cache save 40 ms.',
  );
  assert.equal(
    describeRun({
      filesListed: 3,
      filesSkipped: {},
      filesParsed: 0,
      filesFromCache: 3,
      cache: { restored: [], saved: { nothing: 'no new content was parsed' } },
    }),
    '3 files listed, 0 parsed, 3 from the cache; skipped: none; cache: restored nothing, saved nothing (no new content was parsed).',
  );
  assert.match(
    describeRun({ ...base, cache: { restored: [], saved: { key: 'k', entries: 4836, bytes: 48_123_456 } } }),
    /saved k \(4836 entries, 48\.1 MB\)/,
  );
});

test('byte counts for people: kB below a megabyte, then MB, in powers of ten as the cache service counts', () => {
  assert.equal(formatBytes(0), '0.0 kB');
  assert.equal(formatBytes(2739), '2.7 kB');
  assert.equal(formatBytes(999_949), '999.9 kB');
  assert.equal(formatBytes(1_000_000), '1.0 MB');
  assert.equal(formatBytes(5_616_191), '5.6 MB');
});
