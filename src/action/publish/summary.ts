import { describeRun, type RunFigures } from '../../core/render/figures';
import type { LinkedMap } from './linked';
import { fittedMarkdown, unfocusedNote } from './comment';

/** A job summary is at most 1 MiB per step; this leaves room for the figures line. */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 16 * 1024;

/**
 * The job summary: the linked map, as the comment shows it (shortened past the summary's limit), then
 * the run's figures; above it, why it is not focused on the change, if it is not.
 */
export function summaryMarkdown(map: LinkedMap, figures: RunFigures | undefined, unfocused?: string): string {
  const line = figures ? `\n${describeRun(figures)}` : '';
  return fittedMarkdown(
    map,
    unfocusedNote(unfocused),
    line,
    (body) => Buffer.byteLength(body) <= SUMMARY_LIMIT_BYTES,
    "the job summary's size limit",
  );
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The stages a compute run times, in order: the only names the publish job shows. */
const STAGES = ['cache restore', 'discover', 'extract', 'focus', 'rank', 'render', 'cache save'];

/**
 * The figures of a compute run's JSON map and of its run (in the artifact's metadata), read as
 * untrusted input: whole numbers only, skip reasons that are plain lowercase words and stage times
 * of known stages (nothing that could be markdown, HTML or a mention). Undefined when the map's
 * counts are missing or malformed: the summary then shows the map alone. Run figures that are not
 * counts are left out.
 */
export function statsFromArtifact(json: unknown, run?: unknown): RunFigures | undefined {
  const stats = (json as { stats?: Record<string, unknown> } | null)?.stats;
  if (!stats || typeof stats !== 'object') return undefined;
  const { filesListed, filesSkipped } = stats;
  if (!isCount(filesListed)) return undefined;
  const skipped = Object.entries(filesSkipped && typeof filesSkipped === 'object' ? filesSkipped : {});
  if (!skipped.every(([reason, count]) => /^[a-z][a-z-]{0,31}$/.test(reason) && isCount(count))) return undefined;
  const { filesParsed, filesFromCache, ms } = (run && typeof run === 'object' ? run : {}) as Record<string, unknown>;
  const counts = isCount(filesParsed) && isCount(filesFromCache) ? { filesParsed, filesFromCache } : {};
  const times = ms && typeof ms === 'object' ? (ms as Record<string, unknown>) : {};
  const stages = STAGES.filter((stage) => isCount(times[stage])).map((stage) => [stage, times[stage] as number]);
  return {
    filesListed,
    filesSkipped: Object.fromEntries(skipped),
    ...counts,
    ...(stages.length ? { ms: Object.fromEntries(stages) } : {}),
  };
}
