import type { RepoMap } from '../types';
import { VERSION } from '../version';

/** The JSON map's format: 2 added members' `container`, files' `copies` and `uses`. */
export const JSON_VERSION = 2;

/**
 * The JSON map, for machines: exactly the files, symbols, copies and call sites of the text map,
 * plus ranks and stats; with `timings`, the stats also give the run's cache hits and stage times.
 * Its schema is docs/repomap.schema.json.
 */
export function renderJson(map: RepoMap, timings = false): string {
  const document = {
    version: JSON_VERSION,
    repomapVersion: VERSION,
    budget: map.budget,
    tokens: map.tokens,
    tokenizer: map.tokenizer,
    focus: map.focus,
    files: map.files.map((file) => ({ ...file, rank: Number(file.rank.toPrecision(6)) })),
    stats: timings ? { ...map.stats, ...map.run } : map.stats,
  };
  return JSON.stringify(document, null, 2) + '\n';
}
