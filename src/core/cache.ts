import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Definition, ExtractOutcome, Reference, SkipReason } from './types';

/**
 * Bump when the shape or meaning of extracted tags changes (not for query edits: the query text is
 * part of every language's version already).
 */
export const TAG_FORMAT = 1;

/** Where the tag cache lives unless told otherwise: the user's cache directory, else the temp dir. */
export function defaultCacheDir(): string {
  const xdg = process.env.XDG_CACHE_HOME;
  if (xdg) return join(xdg, 'repomap');
  const home = homedir();
  return home ? join(home, '.cache', 'repomap') : join(tmpdir(), 'repomap-cache');
}

// On disk, compact: [name, kind, line, endLine, signature] and [name, kind, line].
type StoredDef = [string, string, number, number, string];
type StoredRef = [string, string, number];
type Stored = { d: StoredDef[]; r: StoredRef[] } | { s: SkipReason };

const CACHEABLE_SKIPS = new Set<SkipReason>(['binary', 'minified', 'parse-timeout']);

/**
 * Content-addressed tags: one small JSON file per (language version, blob SHA). Entries never change
 * once written, so runs and branches can share the directory; writes go through a rename, so a reader
 * never sees half a file. Anything unreadable or malformed is a miss, and gets rewritten.
 */
export class TagCache {
  hits = 0;
  misses = 0;

  constructor(private readonly dir: string) {}

  private file(languageVersion: string, sha: string): string {
    return join(this.dir, `tags-v${TAG_FORMAT}`, languageVersion, sha.slice(0, 2), `${sha.slice(2)}.json`);
  }

  get(languageVersion: string, sha: string): ExtractOutcome | undefined {
    let stored: unknown;
    try {
      stored = JSON.parse(readFileSync(this.file(languageVersion, sha), 'utf8'));
    } catch {
      this.misses++;
      return undefined;
    }
    const outcome = fromStored(stored);
    if (outcome) this.hits++;
    else this.misses++;
    return outcome;
  }

  set(languageVersion: string, sha: string, outcome: ExtractOutcome): void {
    let stored: Stored;
    if ('skip' in outcome) {
      if (!CACHEABLE_SKIPS.has(outcome.skip)) return;
      stored = { s: outcome.skip };
    } else {
      stored = {
        d: outcome.tags.defs.map((d) => [d.name, d.kind, d.line, d.endLine, d.signature]),
        r: outcome.tags.refs.map((r) => [r.name, r.kind, r.line]),
      };
    }
    const target = this.file(languageVersion, sha);
    const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      mkdirSync(join(target, '..'), { recursive: true });
      writeFileSync(temporary, JSON.stringify(stored));
      renameSync(temporary, target);
    } catch {
      // A cache that cannot be written (read-only disk, full disk) only costs speed.
    }
  }
}

function fromStored(value: unknown): ExtractOutcome | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const stored = value as Record<string, unknown>;
  if (typeof stored.s === 'string') return CACHEABLE_SKIPS.has(stored.s as SkipReason) ? { skip: stored.s as SkipReason } : undefined;
  if (!Array.isArray(stored.d) || !Array.isArray(stored.r)) return undefined;
  const defs: Definition[] = [];
  for (const d of stored.d as unknown[]) {
    if (!Array.isArray(d) || d.length !== 5) return undefined;
    const [name, kind, line, endLine, signature] = d;
    if (typeof name !== 'string' || typeof kind !== 'string' || typeof signature !== 'string') return undefined;
    if (!Number.isInteger(line) || !Number.isInteger(endLine)) return undefined;
    defs.push({ name, kind, line, endLine, signature });
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
