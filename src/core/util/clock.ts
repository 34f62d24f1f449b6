// Stage times of a run.
import type { StageTimes } from '../types';

/** Each stage's time, in milliseconds: `lap` closes the stage named. */
export function stageClock(): { ms: StageTimes; lap: (stage: keyof StageTimes) => void } {
  const ms: StageTimes = { discover: 0, extract: 0, focus: 0, resolve: 0, rank: 0, render: 0 };
  let clock = performance.now();
  const lap = (stage: keyof StageTimes) => {
    const now = performance.now();
    ms[stage] = Math.round(now - clock);
    clock = now;
  };
  return { ms, lap };
}
