// What the extract stage tells the user (warnings) and the map (counts).
import type {
  Discovery,
  Extraction,
  FileLimits,
  FileTags,
  RepoIndex,
  RepoMapOptions,
  SkipReason,
  StageTimes,
  Stats,
} from '../types';
import { DEFAULT_LIMITS } from './extract-file';
import { compareStrings } from '../util/order';

/** Warn of parse threads that could not start, grammars that cannot be used, and files given up on. */
export function warnAboutExtraction(
  extraction: Extraction,
  parseTimeoutMs: number,
  warn: (message: string) => void,
): void {
  if (extraction.workersFailed) warn('parse threads could not be started: parsed on one thread');
  for (const [language, error] of extraction.brokenGrammars)
    warn(`the ${language} grammar cannot be used, so its files are skipped: ${error}`);
  if (extraction.failed.length)
    warn(`could not parse ${extraction.failed.length} file(s), skipped: ${someOf(extraction.failed)}`);
  if (extraction.timedOut.length) {
    warn(
      `gave up on ${extraction.timedOut.length} file(s) at the parse time limit of ${parseTimeoutMs} ms, skipped: ${someOf(extraction.timedOut)}`,
    );
  }
}

/** The first few paths of a list, for a warning: quoted, so that no file name can start a line of the log. */
function someOf(paths: string[]): string {
  return (
    paths
      .slice(0, 5)
      .map((path) => JSON.stringify(path))
      .join(', ') + (paths.length > 5 ? ', …' : '')
  );
}

/** A file's limits, as the options set them. */
export function limitsOf(options: Pick<RepoMapOptions, 'maxFileBytes' | 'parseTimeoutMs'>): FileLimits {
  return {
    maxBytes: options.maxFileBytes ?? DEFAULT_LIMITS.maxBytes,
    parseTimeoutMs: options.parseTimeoutMs ?? DEFAULT_LIMITS.parseTimeoutMs,
  };
}

/** What an index tells of its run: counts, cache hits and stage times, and the files skipped with why. */
export function figuresOf(
  discovery: Discovery,
  extraction: Extraction,
  tagged: ReadonlyMap<string, FileTags>,
  ms: StageTimes,
): Pick<RepoIndex, 'stats' | 'run' | 'skippedPaths'> {
  return {
    stats: statsOf(discovery, extraction, tagged),
    run: { filesParsed: extraction.parsed, filesFromCache: extraction.fromCache, ms },
    skippedPaths: new Map([...(discovery.skippedPaths ?? []), ...extraction.skippedPaths]),
  };
}

/** The map's counts: files listed and skipped (by reason), definitions and references of every file tagged. */
function statsOf(discovery: Discovery, extraction: Extraction, tagged: ReadonlyMap<string, FileTags>): Stats {
  const skipped: Partial<Record<SkipReason, number>> = { ...discovery.skipped };
  for (const [reason, count] of Object.entries(extraction.skipped) as [SkipReason, number][])
    skipped[reason] = (skipped[reason] ?? 0) + count;
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
