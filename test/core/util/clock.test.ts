import { test } from 'node:test';
import assert from 'node:assert/strict';
import { stageClock } from '../../../src/core/util/clock';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

test('stageClock: each lap closes the stage named with the whole milliseconds since the previous lap; stages never lapped stay 0', () => {
  const { ms, lap } = stageClock();
  assert.deepEqual(ms, { discover: 0, extract: 0, focus: 0, resolve: 0, rank: 0, render: 0 });
  busy(30);
  lap('discover');
  lap('extract');
  busy(15);
  lap('rank');
  assert.ok(ms.discover >= 30 && ms.discover < 1000, `discover ${ms.discover}`);
  assert.ok(ms.extract <= 1, 'a lap right after another measures from it');
  assert.ok(ms.rank >= 15 && ms.rank < 1000, `rank ${ms.rank}`);
  assert.ok(Number.isInteger(ms.discover) && Number.isInteger(ms.rank));
  assert.equal(ms.focus + ms.resolve + ms.render, 0);
});
