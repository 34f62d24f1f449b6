// Files that change together: from a history's counted commits, the usual companions of each file,
// and the companions a change leaves out ("did the author forget a file that usually changes with
// these?").
import { compareStrings } from '../util/order';
import type { Companions, History, MissingCompanion } from '../types';

/** When a file is a usual companion of a changed file, and how many are listed. */
export interface CompanionRules {
  /** Commits that changed both files, at least. */
  minTogether: number;
  /** together(F, G) / commits(F), at least. */
  minConfidence: number;
  /** Companions listed at most (the rest are only counted). */
  listed: number;
}

/** The thresholds: all of them, in one place. */
export const COMPANION_RULES: Readonly<CompanionRules> = {
  minTogether: 3,
  minConfidence: 0.5, // G changed in half the commits of F, or more
  listed: 20,
};

/** The counted commits of a history, by path. */
export interface CoChangeIndex {
  /** For each path, the indexes in `files` of the commits that changed it. */
  readonly commitsOf: ReadonlyMap<string, readonly number[]>;
  /** Each counted commit's paths, each once. */
  readonly files: readonly (readonly string[])[];
  /** Why the history is empty or short, when it is (History.notice). */
  readonly notice?: string;
}

/** A file that changed with another: in `together` commits, `confidence` of the other's. */
export interface CoChange {
  readonly path: string;
  readonly together: number;
  readonly confidence: number;
}

/** The counted commits of a history indexed by path: build once, ask for many files. */
export function coChangeIndex(history: Pick<History, 'commits' | 'notice'>): CoChangeIndex {
  const commitsOf = new Map<string, number[]>();
  const files: string[][] = [];
  for (const commit of history.commits) {
    if (commit.kind !== 'counted') continue;
    const paths = [...new Set(commit.files)];
    for (const path of paths) {
      const list = commitsOf.get(path);
      if (list) list.push(files.length);
      else commitsOf.set(path, [files.length]);
    }
    files.push(paths);
  }
  return history.notice === undefined ? { commitsOf, files } : { commitsOf, files, notice: history.notice };
}

/**
 * The files that changed with `path`, strongest first (confidence, then together, then path), and
 * the number of commits that changed it: a per-file co-change score, costing the sizes of its commits.
 */
export function coChangesOf(index: CoChangeIndex, path: string): { commits: number; with: CoChange[] } {
  const mine = index.commitsOf.get(path) ?? [];
  const together = new Map<string, number>();
  for (const at of mine) {
    for (const other of index.files[at]) if (other !== path) together.set(other, (together.get(other) ?? 0) + 1);
  }
  const found = [...together].map(([other, count]) => ({
    path: other,
    together: count,
    confidence: count / mine.length,
  }));
  return { commits: mine.length, with: found.sort((a, b) => stronger(a, b) || compareStrings(a.path, b.path)) };
}

/** Negative when a is the stronger co-change: higher confidence, then more commits together. */
function stronger(a: CoChange, b: CoChange): number {
  return b.confidence - a.confidence || b.together - a.together;
}

/**
 * The usual companions of the changed files that the change leaves out: G for a changed F when
 * together(F, G) ≥ minTogether and together / commits(F) ≥ minConfidence, G not changed and still
 * existing. A G reached from several changed files is listed once, through the strongest (then
 * the first in path order). Sorted by confidence, together, path, then `with`.
 */
export function missingCompanions(
  source: Pick<History, 'commits' | 'notice'> | CoChangeIndex,
  changed: Iterable<string>,
  exists: ((path: string) => boolean) | ReadonlySet<string>,
  rules: Partial<CompanionRules> = {},
): Companions {
  const { minTogether, minConfidence, listed } = { ...COMPANION_RULES, ...rules };
  const index = 'commitsOf' in source ? source : coChangeIndex(source);
  const changes = new Set(changed);
  const present = existence(exists);
  const best = new Map<string, MissingCompanion>();
  for (const path of [...changes].sort(compareStrings)) {
    const { commits, with: companions } = coChangesOf(index, path);
    for (const { path: other, together, confidence } of companions) {
      if (together < minTogether || confidence < minConfidence || changes.has(other) || !present(other)) continue;
      const held = best.get(other);
      // Changed files are visited in path order, so a tie keeps the first.
      if (!held || stronger({ path: other, together, confidence }, held) < 0)
        best.set(other, { path: other, with: path, together, confidence, commits });
    }
  }
  const all = [...best.values()].sort(
    (a, b) => stronger(a, b) || compareStrings(a.path, b.path) || compareStrings(a.with, b.with),
  );
  const counted = index.files.length;
  const result = { missing: all.slice(0, listed), total: all.length, counted };
  return index.notice === undefined ? result : { ...result, notice: index.notice };
}

/** A predicate from a set or a predicate, asked once per path. */
function existence(exists: ((path: string) => boolean) | ReadonlySet<string>): (path: string) => boolean {
  if (typeof exists !== 'function') return (path) => exists.has(path);
  const answers = new Map<string, boolean>();
  return (path) => answers.get(path) ?? answers.set(path, exists(path)).get(path)!;
}
