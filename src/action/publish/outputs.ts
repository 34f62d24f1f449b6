import type { RepoIndex } from '../../core/types';
import { changeImpact } from '../../core/lookup/impact';
import { hasFile } from '../../core/lookup/lookup';
import { changeSummaries } from '../../core/lookup/reach';
import { TESTS_SHOWN, type ImpactRow, type RowReview } from './linked';

/** A step output is at most 1 MB. */
export const OUTPUT_LIMIT_BYTES = 1_000_000;

/**
 * The `map` output: the text map itself, for a following step to put in a prompt. Past the output
 * size limit it says so, and where the map is instead. (@actions/core writes it to GITHUB_OUTPUT
 * between random delimiters that the value cannot contain, so no line of the map can end it.)
 */
export function mapOutput(text: string, mapPath: string): { value: string; tooLarge: boolean } {
  const bytes = Buffer.byteLength(text);
  if (bytes <= OUTPUT_LIMIT_BYTES) return { value: text, tooLarge: false };
  return {
    value: `The map is ${bytes} bytes, over the 1 MB limit of a step output: read it from the file at map-path (${mapPath}).\n`,
    tooLarge: true,
  };
}

/** Uses read per changed definition for the table (as many as the map's call sites read). */
const USES_READ = 400;

/** Caller files kept per changed definition (an artifact keeps as many); past them, files are counted. */
export const CALLER_FILES_KEPT = 100;

/**
 * Each definition the change touches with the files outside the change that use it, as the impact
 * table shows them: each file once, at its first use. An import line is no use: a file that only
 * imports the name (and never calls it or names its type) does not count.
 */
export function impactRowsOf(index: RepoIndex): ImpactRow[] {
  const reviews = new Map<string, RowReview>();
  for (const summary of changeSummaries(index)) {
    const { tests, untested, reach } = summary;
    reviews.set(`${summary.path}\0${summary.line}\0${summary.name}`, {
      tests: tests.slice(0, TESTS_SHOWN).map(({ path, line, name }) => ({ path, line, ...(name && { name }) })),
      testsTotal: tests.length,
      untested,
      reach,
    });
  }
  return changeImpact(index, USES_READ).map((entry) => {
    const review = reviews.get(`${entry.path}\0${entry.line}\0${entry.name}`);
    const firstUse = new Map<string, { line: number; byName: boolean }>();
    for (const hit of entry.callers.items)
      if (hit.kind !== 'import' && !firstUse.has(hit.path))
        firstUse.set(hit.path, { line: hit.line, byName: hit.via === 'name' });
    // Uses past those read are of files not told apart: each counts as one more file at most.
    const unread = entry.callers.total - entry.callers.items.length;
    const callers = [...firstUse]
      .slice(0, CALLER_FILES_KEPT)
      .map(([path, { line, byName }]) => ({ path, line, ...(byName && { byName: true as const }) }));
    return {
      path: entry.path,
      name: entry.name,
      kind: entry.kind,
      line: entry.line,
      status: entry.status,
      fileExists: hasFile(index, entry.path),
      callers,
      callerCount: firstUse.size + unread,
      ...(review && { review }),
    };
  });
}
