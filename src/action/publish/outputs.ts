import type { RepoIndex } from '../../core/index';
import { changeImpact, hasFile } from '../../core/query';
import type { ImpactRow } from '../../core/render/linked';

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
  return { value: `The map is ${bytes} bytes, over the 1 MB limit of a step output: read it from the file at map-path (${mapPath}).\n`, tooLarge: true };
}

/** Callers shown per changed definition in the impact table. */
export const CALLERS_SHOWN = 3;

/** Each definition the change touches with its callers outside the change, as the impact table shows them. */
export function impactRowsOf(index: RepoIndex): ImpactRow[] {
  return changeImpact(index, CALLERS_SHOWN).map((entry) => ({
    path: entry.path,
    name: entry.name,
    kind: entry.kind,
    line: entry.line,
    status: entry.status,
    fileExists: hasFile(index, entry.path),
    callers: entry.callers.items.map(({ path, line }) => ({ path, line })),
    callerCount: entry.callers.total,
  }));
}
