import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { Definition, ExtractOutcome, Reference, SkipReason } from './types';

/**
 * Bump when the shape or meaning of extracted tags changes (not for query edits: the query text is
 * part of every language's version already).
 */
export const TAG_FORMAT = 4; // 3: a cached parse-timeout ran out of work, no longer of wall time; 4: containers, whole heads

/** Where the tag cache lives unless told otherwise: the user's cache directory, else the temp dir. */
export function defaultCacheDir(): string {
  const xdg = process.env.XDG_CACHE_HOME;
  if (xdg) return join(xdg, 'repomap');
  const home = homedir();
  return home ? join(home, '.cache', 'repomap') : join(tmpdir(), 'repomap-cache');
}

// On disk, compact: [name, kind, line, endLine, signature, parent?] and [name, kind, line].
type StoredDef = [string, string, number, number, string] | [string, string, number, number, string, number];
type StoredRef = [string, string, number];
// A skip, and for a parse that ran out of time, the time it had (a longer limit may get through).
type Stored = { d: StoredDef[]; r: StoredRef[] } | { s: SkipReason; t?: number };

const CACHEABLE_SKIPS = new Set<SkipReason>(['binary', 'minified', 'parse-timeout']);

/**
 * Content-addressed tags: one small JSON file per (language version, blob SHA). Entries never change
 * once written, so runs and branches can share the directory; writes go through a rename, so a reader
 * never sees half a file. Anything unreadable or malformed is a miss, and gets rewritten.
 */
export class TagCache {
  /**
   * The entries this cache was asked for, found or not, as paths relative to its directory: what a
   * run used, so that whoever keeps the directory (the Action's saved cache) can keep just those.
   */
  readonly used = new Set<string>();

  constructor(private readonly dir: string) {}

  /** The entry's file: what a parse worker writes, and `get` reads. */
  entry(languageVersion: string, sha: string): string {
    const relative = `tags-v${TAG_FORMAT}/${languageVersion}/${sha.slice(0, 2)}/${sha.slice(2)}.json`;
    this.used.add(relative);
    return join(this.dir, relative);
  }

  /** The outcome cached for a content; a parse that ran out of time counts only if it had at least `parseTimeoutMs`. */
  get(languageVersion: string, sha: string, parseTimeoutMs: number): ExtractOutcome | undefined {
    try {
      return fromStored(JSON.parse(readFileSync(this.entry(languageVersion, sha), 'utf8')), parseTimeoutMs);
    } catch {
      return undefined;
    }
  }

  set(languageVersion: string, sha: string, outcome: ExtractOutcome, parseTimeoutMs: number): void {
    writeCacheEntry(this.entry(languageVersion, sha), outcome, parseTimeoutMs);
  }
}

const madeDirs = new Set<string>();

/**
 * Write one entry atomically (a temp file, then a rename); a cache that cannot be written only costs
 * speed. `parseTimeoutMs` is the time limit the outcome was reached under.
 */
export function writeCacheEntry(target: string, outcome: ExtractOutcome, parseTimeoutMs: number): void {
  let stored: Stored;
  if ('skip' in outcome) {
    if (!CACHEABLE_SKIPS.has(outcome.skip)) return;
    stored = outcome.skip === 'parse-timeout' ? { s: outcome.skip, t: parseTimeoutMs } : { s: outcome.skip };
  } else {
    stored = {
      d: outcome.tags.defs.map((d): StoredDef => (d.parent === undefined ? [d.name, d.kind, d.line, d.endLine, d.signature] : [d.name, d.kind, d.line, d.endLine, d.signature, d.parent])),
      r: outcome.tags.refs.map((r) => [r.name, r.kind, r.line]),
    };
  }
  const temporary = `${target}.${process.pid}.${threadId}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    const dir = join(target, '..');
    if (!madeDirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      madeDirs.add(dir);
    }
    writeFileSync(temporary, JSON.stringify(stored));
    renameSync(temporary, target);
  } catch {
    // read-only or full disk
  }
}

function fromStored(value: unknown, parseTimeoutMs: number): ExtractOutcome | undefined {
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
    if (d.length === 6 && !(Number.isInteger(parent) && parent >= 0 && parent < count && parent !== defs.length)) return undefined;
    defs.push(d.length === 6 ? { name, kind, line, endLine, signature, parent } : { name, kind, line, endLine, signature });
  }
  const refs: Reference[] = [];
  for (const r of stored.r as unknown[]) {
    if (!Array.isArray(r) || r.length !== 3) return undefined;
    const [name, kind, line] = r;
    if (typeof name !== 'string' || typeof kind !== 'string' || !Number.isInteger(line)) return undefined;
    refs.push({ name, kind, line });
  }
  return { tags: { defs, refs } };
}
