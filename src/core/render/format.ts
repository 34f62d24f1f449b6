// The map in the format asked for.
import type { Format, RepoMap } from '../types';
import { renderJson } from './json';
import { markdownMapOf, renderMarkdown } from './markdown';

/** The map in one of its formats, byte-identical for the same checkout and options; `timings` adds the run's stage times and cache hits to the JSON. */
export function formatRepoMap(map: RepoMap, format: Format, { timings = false } = {}): string {
  if (format === 'json') return renderJson(map, timings);
  if (format === 'markdown') return renderMarkdown(markdownMapOf(map));
  return map.text;
}
