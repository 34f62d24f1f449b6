import type { Definition, ExtractOutcome, Reference, SkipReason } from '../types';
import { definitionList, packTags, referenceList } from '../util/packed';

// An entry of the tag cache: the outcome of one content in one language version (its tags, or a
// skip worth keeping), as a parse worker sends it and as a pack's skip rows are checked.

// An entry, as a parse worker sends it, compact:
// [name, kind, line, endLine, signature, parent?] and [name, kind, line].
type StoredDef = [string, string, number, number, string] | [string, string, number, number, string, number];
type StoredRef = [string, string, number];
// A skip, and for a parse that ran out of time, the time it had (a longer limit may get through).
type Stored = { d: StoredDef[]; r: StoredRef[] } | { s: SkipReason; t?: number };

const CACHEABLE_SKIPS = new Set<SkipReason>(['binary', 'minified', 'parse-timeout']);

/** An outcome for a pack, with the time limit it was reached under (for a parse that ran out of time). */
export interface Packed {
  outcome: ExtractOutcome;
  parseTimeoutMs: number;
}

/** What an entry is found by: the language version and the content's SHA. */
export function entryKey(languageVersion: string, sha: string): string {
  return `${languageVersion}/${sha}`;
}

/** Whether an outcome is worth an entry: tags, or a skip the same content would meet again. */
export function isWorthKeeping(outcome: ExtractOutcome): boolean {
  return 'tags' in outcome || CACHEABLE_SKIPS.has(outcome.skip);
}

/**
 * An outcome as the text of an entry (undefined for a skip not worth keeping); `parseTimeoutMs` is
 * the time limit it was reached under. A parse worker sends this text: one string crosses between
 * threads for less than the objects it stands for.
 */
export function entryText(outcome: ExtractOutcome, parseTimeoutMs: number): string | undefined {
  const stored = toStored(outcome, parseTimeoutMs);
  return stored && JSON.stringify(stored);
}

/** The outcome an entry's text holds (checked as a pack's entry is), undefined when malformed. */
export function outcomeOfEntryText(text: string, parseTimeoutMs: number): ExtractOutcome | undefined {
  try {
    return fromStored(JSON.parse(text), parseTimeoutMs);
  } catch {
    return undefined;
  }
}

/** An outcome as an entry's text holds it; undefined for a skip not worth keeping (the file may be readable next time). */
function toStored(outcome: ExtractOutcome, parseTimeoutMs: number): Stored | undefined {
  if ('skip' in outcome) {
    if (!CACHEABLE_SKIPS.has(outcome.skip)) return undefined;
    return outcome.skip === 'parse-timeout' ? { s: outcome.skip, t: parseTimeoutMs } : { s: outcome.skip };
  }
  return {
    d: definitionList(outcome.tags.defs).map((d): StoredDef =>
      d.parent === undefined
        ? [d.name, d.kind, d.line, d.endLine, d.signature]
        : [d.name, d.kind, d.line, d.endLine, d.signature, d.parent],
    ),
    r: referenceList(outcome.tags.refs).map(({ name, kind, line }): StoredRef => [name, kind, line]),
  };
}

/** The outcome a stored entry holds, undefined when malformed (or a parse that ran out of less time than `parseTimeoutMs`). */
export function fromStored(value: unknown, parseTimeoutMs: number): ExtractOutcome | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const stored = value as Record<string, unknown>;
  if (typeof stored.s === 'string') {
    const skip = stored.s as SkipReason;
    if (!CACHEABLE_SKIPS.has(skip)) return undefined;
    if (skip === 'parse-timeout' && !(typeof stored.t === 'number' && stored.t >= parseTimeoutMs)) return undefined;
    return { skip };
  }
  if (!Array.isArray(stored.d) || !Array.isArray(stored.r)) return undefined;
  const defs: Definition[] = [];
  const count = stored.d.length;
  for (const d of stored.d as unknown[]) {
    if (!Array.isArray(d) || (d.length !== 5 && d.length !== 6)) return undefined;
    const [name, kind, line, endLine, signature, parent] = d;
    if (typeof name !== 'string' || typeof kind !== 'string' || typeof signature !== 'string') return undefined;
    if (!Number.isInteger(line) || !Number.isInteger(endLine)) return undefined;
    if (d.length === 6 && !(Number.isInteger(parent) && parent >= 0 && parent < count && parent !== defs.length))
      return undefined;
    defs.push(
      d.length === 6 ? { name, kind, line, endLine, signature, parent } : { name, kind, line, endLine, signature },
    );
  }
  const refs: Reference[] = [];
  for (const r of stored.r as unknown[]) {
    if (!Array.isArray(r) || r.length !== 3) return undefined;
    const [name, kind, line] = r;
    if (typeof name !== 'string' || typeof kind !== 'string' || !Number.isInteger(line)) return undefined;
    refs.push({ name, kind, line });
  }
  return { tags: packTags(defs, refs) };
}
