// The map in the format asked for.
import type { Focus, Format, RepoMap } from '../types';
import { compareStrings } from '../util/order';
import { renderJson } from './json';
import { markdownMapOf, renderMarkdown } from './markdown';

/** The map in one of its formats, byte-identical for the same checkout and options; `timings` adds the run's stage times and cache hits to the JSON. */
export function formatRepoMap(map: RepoMap, format: Format, { timings = false } = {}): string {
  if (format === 'json') return renderJson(map, timings);
  if (format === 'markdown') return renderMarkdown(markdownMapOf(map));
  return map.text;
}

/** The map's focus as it lists it: the files changed or named, and the identifiers changed, touched or named. */
export function mapFocus(focus: Focus): RepoMap['focus'] {
  return {
    files: [...new Set([...focus.changedFiles, ...focus.files])].sort(compareStrings),
    identifiers: [...new Set([...focus.identifiers, ...focus.touched])].sort(compareStrings),
  };
}
