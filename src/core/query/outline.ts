// A file's outline as an answer: its definitions in source order, members nested, a page at a time.
import type { RepoIndex } from '../types';
import { fileTags } from '../lookup/lookup';
import { definitionList } from '../util/packed';
import { fileLine } from '../render/text';
import { ANSWER_LIMITS, indexedPath, pageNotes, plural, type Answer } from './answers';

export interface OutlineEntry {
  name: string;
  kind: string;
  line: number;
  endLine: number;
  signature: string;
  members: OutlineEntry[];
}

/** All definitions of one file, nested by container, in source order; undefined when the index has no such file. */
export function fileOutline(index: RepoIndex, path: string): OutlineEntry[] | undefined {
  const tags = fileTags(index, path);
  if (!tags) return undefined;
  const defs = definitionList(tags.defs);
  const entries = defs.map((def): OutlineEntry => ({
    name: def.name,
    kind: def.kind,
    line: def.line,
    endLine: def.endLine,
    signature: def.signature,
    members: [],
  }));
  const top: OutlineEntry[] = [];
  defs.forEach((def, i) => (def.parent === undefined ? top : entries[def.parent].members).push(entries[i]));
  return top;
}

/** A definition of an outline, as the answer gives it: its members nested. */
export interface OutlineItem {
  name: string;
  kind: string;
  line: number;
  end_line: number;
  signature: string;
  members: OutlineItem[];
}

export interface OutlineData {
  path: string;
  total: number;
  /** How many of `total` (in source order, containers before their members) come before these. */
  offset: number;
  definitions: OutlineItem[];
}

/**
 * `limit` entries of an outline from `offset` on, in source order (containers before their
 * members; a member shown without its container stands where the container would), and how many
 * there are in all.
 */
function cutOutline(
  entries: OutlineEntry[],
  limit: number,
  offset: number,
): { entries: OutlineItem[]; total: number; shown: number } {
  let total = 0;
  let shown = 0;
  const cut = (list: OutlineEntry[]): OutlineItem[] => {
    const kept: OutlineItem[] = [];
    for (const { name, kind, line, endLine, signature, members } of list) {
      const inPage = total++ >= offset && shown < limit;
      if (inPage) shown++;
      const inner = cut(members);
      if (inPage) kept.push({ name, kind, line, end_line: endLine, signature, members: inner });
      else kept.push(...inner);
    }
    return kept;
  };
  return { entries: cut(entries), total, shown };
}

/** All definitions of one file, members under their container, in source order. */
export function outlineAnswer(
  index: RepoIndex,
  path: string,
  limit = ANSWER_LIMITS.outline,
  offset = 0,
): Answer<OutlineData> {
  const file = indexedPath(index, path);
  const { entries, total, shown } = cutOutline(fileOutline(index, file)!, limit, offset);
  const data: OutlineData = { path: file, total, offset, definitions: entries };
  const lines: string[] = [];
  const walk = (list: OutlineItem[], depth: number) => {
    for (const entry of list) {
      lines.push(`${'  '.repeat(depth)}${entry.line}: ${entry.signature}`.trimEnd());
      walk(entry.members, depth + 1);
    }
  };
  walk(entries, 1);
  const { before, after } = pageNotes(total, offset, shown, 'definition');
  const head = `${fileLine(file, undefined)}: ${total ? plural(total, 'definition') : 'no definitions'}`;
  const notes = (list: string[]) => list.map((note) => `  ${note}`);
  return { text: `${[head, ...notes(before), ...lines, ...notes(after)].join('\n')}\n`, data };
}
