// What the extract stage tells the user (warnings) and the map (counts).
import type { Discovery, Extraction, FileTags, SkipReason, Stats } from '../types';
import { compareStrings } from '../util/order';

/** Warn of parse threads that could not start, grammars that cannot be used, and files given up on. */
export function warnAboutExtraction(extraction: Extraction, parseTimeoutMs: number, warn: (message: string) => void): void {
  if (extraction.workersFailed) warn('parse threads could not be started: parsed on one thread');
  for (const [language, error] of extraction.brokenGrammars) warn(`the ${language} grammar cannot be used, so its files are skipped: ${error}`);
  if (extraction.failed.length) warn(`could not parse ${extraction.failed.length} file(s), skipped: ${someOf(extraction.failed)}`);
  if (extraction.timedOut.length) {
    warn(`gave up on ${extraction.timedOut.length} file(s) at the parse time limit of ${parseTimeoutMs} ms, skipped: ${someOf(extraction.timedOut)}`);
  }
}

/** The first few paths of a list, for a warning: quoted, so that no file name can start a line of the log. */
function someOf(paths: string[]): string {
  return paths.slice(0, 5).map((path) => JSON.stringify(path)).join(', ') + (paths.length > 5 ? ', …' : '');
}

/** The map's counts: files listed and skipped (by reason), definitions and references of every file tagged. */
export function statsOf(discovery: Discovery, extraction: Extraction, tagged: ReadonlyMap<string, FileTags>): Stats {
  const skipped: Partial<Record<SkipReason, number>> = { ...discovery.skipped };
  for (const [reason, count] of Object.entries(extraction.skipped) as [SkipReason, number][]) skipped[reason] = (skipped[reason] ?? 0) + count;
  let definitions = 0;
  let references = 0;
  for (const fileTags of tagged.values()) {
    definitions += fileTags.defs.names.length;
    references += fileTags.refs.lines.length;
  }
  return {
    filesListed: discovery.listed,
    filesSkipped: Object.fromEntries(Object.entries(skipped).sort(([a], [b]) => compareStrings(a, b))),
    definitions,
    references,
  };
}
