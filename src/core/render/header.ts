// The text map's first lines for a change: what a reviewer asks after the map, in a few lines. Each
// is a whole line in parentheses (a path that could pass for one is quoted, see ./text); the
// selection keeps the longest prefix of them that fits in a share of the budget, so they are the
// first thing a tight budget cuts.
import type { ChangeSummary } from '../types';
import type { ChangeFigures } from '../lookup/reach';
import { shownPath, showInvisible } from './text';

/** Names listed on the `untested` line, and companions listed, at most. */
const LISTED = { untested: 5, companions: 3, owners: 5 };

/** What the header tells: the changes' summaries, and the figures of the change as a whole (see lookup/reach). */
export interface ChangeHeader {
  changes: readonly ChangeSummary[];
  figures: Pick<ChangeFigures, 'direct' | 'reach' | 'tests' | 'owners' | 'companions' | 'companionsTotal'>;
  depth: number;
}

/** The header's lines, most useful first: untested definitions, companions left out, reach, owners. */
export function changeHeaderLines({ changes, figures, depth }: ChangeHeader): string[] {
  const lines: string[] = [];
  const untested = changes.filter((change) => change.untested).map((change) => change.name);
  if (untested.length) lines.push(`(untested: ${listed(untested, LISTED.untested)})`);
  const companions = figures.companions.slice(0, LISTED.companions);
  for (const companion of companions)
    lines.push(
      `(usually changed with ${shownPath(companion.with)}, but not in this change: ${shownPath(companion.path)}, in ${companion.together} of ${companion.commits} commits)`,
    );
  const more = figures.companionsTotal - companions.length;
  if (more > 0) lines.push(`(and ${more} more files usually changed with the changed files)`);
  const transitive = figures.reach + figures.tests;
  if (transitive)
    lines.push(
      `(reaches ${count(figures.direct, 'file')} directly, ${transitive} within ${count(depth, 'hop')}: ${figures.reach} in production, ${count(figures.tests, 'test file')})`,
    );
  if (figures.owners.length) {
    const named = figures.owners.map(({ owner, paths }) => `${owner} ${paths.length}`);
    lines.push(`(owners of the changed and reached files, with how many each owns: ${listed(named, LISTED.owners)})`);
  }
  return lines.map((line) => showInvisible(line) + '\n');
}

function listed(items: readonly string[], most: number): string {
  const shown = items.slice(0, most);
  return shown.join(', ') + (items.length > shown.length ? ` + ${items.length - shown.length} more` : '');
}

function count(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
}

/** The header lines a text map starts with (none when it has none): lines in parentheses, which no path's line can be. */
export function headerOfText(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    if (!/^\(.*\)$/.test(line)) break;
    lines.push(line);
  }
  return lines;
}
