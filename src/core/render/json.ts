import type { RepoMap } from '../types';

/**
 * The JSON map, for machines: exactly the files and symbols of the text map, plus ranks and stats;
 * with `timings`, the stats also give the run's cache hits and stage times.
 */
export function renderJson(map: RepoMap, timings = false): string {
  const document = {
    version: 1,
    budget: map.budget,
    tokens: map.tokens,
    tokenizer: map.tokenizer,
    focus: map.focus,
    files: map.files.map((file) => ({ ...file, rank: Number(file.rank.toPrecision(6)) })),
    stats: timings ? { ...map.stats, ...map.run } : map.stats,
  };
  return JSON.stringify(document, null, 2) + '\n';
}
