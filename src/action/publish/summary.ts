import type { RunStats, Stats } from '../../core/types';
import { renderMarkdown, type MarkdownMap } from '../../core/render/markdown';
import { commentBody } from './comment';

/** The counts the job summary reports under the map: the map's own, and the run's cache hits when known. */
export type SummaryStats = Pick<Stats, 'filesListed'> & { filesSkipped: Record<string, number> } & Partial<Pick<RunStats, 'filesParsed' | 'filesFromCache'>>;

/** The job summary: the map (cut to what fits a comment beyond 1 MiB, the summary's limit), then the counts. */
export function summaryMarkdown(map: MarkdownMap, stats: SummaryStats | undefined): string {
  let markdown = renderMarkdown(map);
  if (markdown.length > 1_000_000) markdown = commentBody(map, 'summary', '');
  if (!stats) return markdown;
  const skipped = Object.entries(stats.filesSkipped).map(([reason, count]) => `${count} ${reason}`).join(', ') || 'none';
  const run = stats.filesParsed !== undefined && stats.filesFromCache !== undefined ? `, ${stats.filesParsed} parsed, ${stats.filesFromCache} from the cache` : '';
  return `${markdown}\n${stats.filesListed} files listed${run}; skipped: ${skipped}.\n`;
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * The counts of a compute run's JSON map and of its run figures (in the artifact's metadata), read
 * as untrusted input: whole numbers only, and skip reasons that are plain lowercase words (nothing
 * that could be markdown, HTML or a mention). Undefined when the map's counts are missing or
 * malformed: the summary then shows the map alone. Run figures that are not counts are left out.
 */
export function statsFromArtifact(json: unknown, run?: unknown): SummaryStats | undefined {
  const stats = (json as { stats?: Record<string, unknown> } | null)?.stats;
  if (!stats || typeof stats !== 'object') return undefined;
  const { filesListed, filesSkipped } = stats;
  if (!isCount(filesListed)) return undefined;
  const skipped = Object.entries(filesSkipped && typeof filesSkipped === 'object' ? filesSkipped : {});
  if (!skipped.every(([reason, count]) => /^[a-z][a-z-]{0,31}$/.test(reason) && isCount(count))) return undefined;
  const { filesParsed, filesFromCache } = (run && typeof run === 'object' ? run : {}) as Record<string, unknown>;
  const counts = isCount(filesParsed) && isCount(filesFromCache) ? { filesParsed, filesFromCache } : {};
  return { filesListed, filesSkipped: Object.fromEntries(skipped), ...counts };
}
