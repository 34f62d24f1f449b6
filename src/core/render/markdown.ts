import type { RepoMap } from '../types';

/** What the markdown rendering needs: the text map and its numbers (nothing else from the repository). */
export interface MarkdownMap {
  text: string;
  files: number;
  tokens: number;
  budget: number;
  /** Files the change touches (0 for an unfocused map). */
  changed: number;
  /** Call sites shown (lines marked `│`); absent from maps made before there were any. */
  callSites?: number;
}

export function markdownMapOf(map: RepoMap): MarkdownMap {
  const callSites = map.files.reduce((sum, file) => sum + (file.uses?.length ?? 0), 0);
  return {
    text: map.text,
    files: map.files.length,
    tokens: map.tokens,
    budget: map.budget,
    changed: map.focus.files.length,
    callSites,
  };
}

/** A fence longer than any run of backticks in the text, so nothing inside can close it. */
export function codeFence(text: string): string {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return '`'.repeat(Math.max(3, longest + 1));
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The map for people, e.g. in a PR comment: a summary line and the text map in a collapsible block.
 * The map sits in a fenced code block, where GitHub renders no mention, link, HTML or emphasis,
 * whatever the repository's file names and signatures contain.
 */
export function renderMarkdown(map: MarkdownMap, title = 'Repository map'): string {
  const focus = map.changed ? ` · focus: ${plural(map.changed, 'changed file')}` : '';
  const callSites = map.callSites ? ` · ${plural(map.callSites, 'call site')} (│)` : '';
  const fence = codeFence(map.text);
  return [
    `**${title}** · ${plural(map.files, 'file')} · ${map.tokens} / ${map.budget} tokens${focus}${callSites}`,
    '',
    '<details><summary>Map</summary>',
    '',
    `${fence}text`,
    map.text.replace(/\n$/, ''),
    fence,
    '',
    '</details>',
    '',
  ].join('\n');
}
