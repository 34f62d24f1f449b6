// One line of a run's figures, for people: the CLI's --timings, the Action's log and job summary.
import type { StageTimes } from '../types';

/** What a run did with a saved tag cache (the Action's): what it restored and saved, and how long that took. */
export interface CacheFigures {
  /** The keys restored, in order; empty when there was none to restore. */
  restored: string[];
  /** What was saved, or why nothing was. */
  saved: { key: string; entries: number; bytes: number } | { nothing: string };
}

export interface RunFigures {
  filesListed: number;
  filesSkipped: Partial<Record<string, number>>;
  /** The run's cache hits: unknown for a map made elsewhere (the publish job's). */
  filesParsed?: number;
  filesFromCache?: number;
  /** Wall time of each stage in milliseconds, in the order they ran. */
  ms?: Partial<Record<string, number>> | StageTimes;
  cache?: CacheFigures;
}

/** A byte count for people: kB up to a megabyte, then MB (powers of ten, as the cache service counts). */
export function formatBytes(bytes: number): string {
  return bytes < 1_000_000 ? `${(bytes / 1000).toFixed(1)} kB` : `${(bytes / 1_000_000).toFixed(1)} MB`;
}

function describeCache(cache: CacheFigures): string {
  const restored = cache.restored.length ? `restored ${cache.restored.join(' and ')}` : 'restored nothing';
  const { saved } = cache;
  const save =
    'key' in saved
      ? `saved ${saved.key} (${saved.entries} ${saved.entries === 1 ? 'entry' : 'entries'}, ${formatBytes(saved.bytes)})`
      : `saved nothing (${saved.nothing})`;
  return `cache: ${restored}, ${save}`;
}

/**
 * `8176 files listed, 3 parsed, 4833 from the cache; skipped: 3340 unsupported; cache: restored …,
 * saved …; discover 180 ms, extract 390 ms, ….` Parts the run does not know are left out.
 */
export function describeRun(figures: RunFigures): string {
  const { filesParsed, filesFromCache } = figures;
  const hits =
    filesParsed !== undefined && filesFromCache !== undefined
      ? `, ${filesParsed} parsed, ${filesFromCache} from the cache`
      : '';
  const reasons = Object.entries(figures.filesSkipped).filter(
    (entry): entry is [string, number] => entry[1] !== undefined,
  );
  const parts = [
    `${figures.filesListed} files listed${hits}`,
    `skipped: ${reasons.map(([reason, count]) => `${count} ${reason}`).join(', ') || 'none'}`,
  ];
  if (figures.cache) parts.push(describeCache(figures.cache));
  const stages = Object.entries(figures.ms ?? {}).filter((entry): entry is [string, number] => entry[1] !== undefined);
  if (stages.length) parts.push(stages.map(([stage, ms]) => `${stage} ${ms} ms`).join(', '));
  return `${parts.join('; ')}.`;
}
