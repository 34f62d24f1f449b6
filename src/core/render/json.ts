import type { RepoMap } from '../types';
import { compareStrings } from '../util/order';
import { VERSION } from '../util/version';

/** The JSON map's format: 2 added members' `container`, files' `copies` and `uses`; 3 each use's `via`, `changes` and `companions`. */
export const JSON_VERSION = 3;

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
    focus: focusOfMap(map),
    files: map.files.map((file) => ({ ...file, rank: Number(file.rank.toPrecision(6)) })),
    ...(map.changes && { changes: map.changes }),
    ...(map.companions && { companions: map.companions }),
    stats: timings ? { ...map.stats, ...map.run } : map.stats,
  };
  return JSON.stringify(document, null, 2) + '\n';
}

/** The most identifiers of the focus the JSON lists: a huge diff names hundreds of thousands. */
export const FOCUS_IDENTIFIERS_LISTED = 1000;

/**
 * The map's focus, its identifiers cut to FOCUS_IDENTIFIERS_LISTED with their total: those that
 * name a definition of the map first, then the others, each in order; the list sorted.
 */
export function focusOfMap(map: Pick<RepoMap, 'focus' | 'files'>): {
  files: string[];
  identifiers: string[];
  identifiersTotal: number;
} {
  const all = map.focus.identifiers;
  const identifiersTotal = all.length;
  if (all.length <= FOCUS_IDENTIFIERS_LISTED) return { files: map.focus.files, identifiers: all, identifiersTotal };
  const shown = new Set(map.files.flatMap((file) => file.symbols.map((symbol) => symbol.name)));
  const first = all.filter((name) => shown.has(name)).slice(0, FOCUS_IDENTIFIERS_LISTED);
  const rest = all.filter((name) => !shown.has(name)).slice(0, FOCUS_IDENTIFIERS_LISTED - first.length);
  return { files: map.focus.files, identifiers: [...first, ...rest].sort(compareStrings), identifiersTotal };
}
