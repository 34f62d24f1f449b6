import type { MapFile, SkipReason, Via } from '../types';
import { compareStrings } from '../util/order';

// The text map, for LLMs: a line per file in rank order, then a line per definition in source order.
// Nothing decorative: every token should carry information.

/** Files the diff changes are marked `(changed)`, other focus files `(focus)`. */
export type FileMark = 'changed' | 'focus' | undefined;

/** A file's line: its path, its mark, and the copies folded into it (a few by name, then how many more). */
export function fileLine(path: string, mark: FileMark, copies: readonly string[] = []): string {
  return shownPath(path) + (mark ? ` (${mark})` : '') + copiesNote(copies);
}

/** The copies on a file's line, `` when there are none. */
export function copiesNote(copies: readonly string[]): string {
  if (!copies.length) return '';
  const named = copies.length <= MAX_NAMED_COPIES ? copies : copies.slice(0, MAX_NAMED_COPIES - 1);
  const more = copies.length - named.length;
  return ` (also ${named.map((copy) => (copy.includes(',') ? quotePath(copy) : shownPath(copy))).join(', ')}${more ? ` + ${more} copies` : ''})`;
}

/** Copies named on a file's line; past this many, the rest are counted. */
const MAX_NAMED_COPIES = 3;

/** A path as the map shows it: as it is, or quoted when it could be misread (see AMBIGUOUS_PATH). */
export function shownPath(path: string): string {
  return AMBIGUOUS_PATH.test(path) ? quotePath(path) : path;
}

// Characters that show nothing: zero-width ones (spaces, joiners, the byte order mark, fillers that
// pass for letters) and the bidirectional controls, which make a line read in another order than
// it is written. Raw, `src/zero\u200Bwidth.ts` passes for `src/zerowidth.ts`.
const INVISIBLE_CHARS =
  '\\u00ad\\u034f\\u061c\\u115f\\u1160\\u180e\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u2069\\u3164\\ufeff\\uffa0';
const INVISIBLE = new RegExp(`[${INVISIBLE_CHARS}]`, 'g');

/**
 * Text from the repository with every invisible character shown as its escape (`\u200B`): every
 * rendering (the text map, markdown, the linked markdown of the comment and the summary) shows
 * paths, signatures and call sites through it. The JSON keeps the raw text, which its escapes make
 * unambiguous.
 */
export function showInvisible(text: string): string {
  return text.replace(INVISIBLE, unicodeEscape);
}

const unicodeEscape = (c: string): string => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

// A path that could break the map's layout or pass for something else (a line break, a tab, edge
// spaces that read as a symbol line, a mark of its own, a line in parentheses as the header's and the
// skip note's, an invisible character) is quoted as git quotes it, invisible characters as their escapes.
const AMBIGUOUS_PATH = new RegExp(
  `[\\x00-\\x1f\\x7f\\x85\\u2028\\u2029"\\\\${INVISIBLE_CHARS}]|^\\s|\\s$|\\((changed|focus)\\)$|\\(also .*\\)$|^\\(skipped |^\\(.*\\)$`,
);
const C_ESCAPES: Record<string, string> = {
  '\x07': 'a',
  '\b': 'b',
  '\t': 't',
  '\n': 'n',
  '\v': 'v',
  '\f': 'f',
  '\r': 'r',
  '"': '"',
  '\\': '\\',
};

/** C-style quoting as git's: named escapes, octal UTF-8 bytes for other control and line-breaking characters. */
export function quotePath(path: string): string {
  const escaped = path.replace(/[\x00-\x1f\x7f\x85\u2028\u2029"\\]/g, (c) =>
    C_ESCAPES[c]
      ? `\\${C_ESCAPES[c]}`
      : [...Buffer.from(c, 'utf8')].map((byte) => `\\${byte.toString(8).padStart(3, '0')}`).join(''),
  );
  return `"${showInvisible(escaped)}"`;
}

/** A definition's line, two spaces deeper per container it sits in. */
export function symbolLine(symbol: { line: number; signature: string }, depth = 0): string {
  return `${'  '.repeat(depth + 1)}${symbol.line}: ${showInvisible(symbol.signature)}`;
}

/** A call site's line: its marker (`│`, not a definition's `:`) cannot be mistaken for a definition. */
export function useLine(use: { line: number; text: string; via: Via }): string {
  return `  ${use.line}${useMark(use)}│ ${showInvisible(use.text)}`;
}

/** The mark after a call line's number: `?` when the line is linked to the change by the name alone. */
export function useMark(use: { via: Via }): string {
  return use.via === 'name' ? '?' : '';
}

/**
 * How deep each symbol sits, as listed (each container followed by its members): a member's
 * container is the nearest open symbol of that name.
 */
export function symbolDepths(symbols: readonly { name: string; container?: string }[]): number[] {
  const open: string[] = [];
  return symbols.map((symbol) => {
    if (symbol.container === undefined) open.length = 0;
    else while (open.length && open[open.length - 1] !== symbol.container) open.pop();
    const depth = open.length;
    open.push(symbol.name);
    return depth;
  });
}

/** The text map: per file, its line, its definitions (members under their containers), then its call sites. */
export function renderText(files: MapFile[], changed: ReadonlySet<string>): string {
  let out = '';
  for (const file of files) {
    out += fileLine(file.path, markOf(file, changed), file.copies) + '\n';
    const depths = symbolDepths(file.symbols);
    file.symbols.forEach((symbol, i) => (out += symbolLine(symbol, depths[i]) + '\n'));
    for (const use of file.uses ?? []) out += useLine(use) + '\n';
  }
  return out;
}

export function markOf(file: { path: string; focus: boolean }, changed: ReadonlySet<string>): FileMark {
  return changed.has(file.path) ? 'changed' : file.focus ? 'focus' : undefined;
}

/** Paths named per reason in the skip note; past this many, the rest are counted. */
const NAMED_SKIPS = 2;

/**
 * The text map's last line when files were skipped for what they hold (see NOTED_SKIPS): how many,
 * why, and a few of them by path, e.g. `(skipped 3 files: 2 minified: a.js, b.js; 1 too-large: c.ts)`;
 * then the same without paths, as a shorter note for a small budget. None when nothing was skipped.
 */
export function skipNotes(skipped: ReadonlyMap<string, SkipReason>): string[] {
  if (!skipped.size) return [];
  const byReason = new Map<string, string[]>();
  for (const [path, reason] of skipped) byReason.set(reason, [...(byReason.get(reason) ?? []), path]);
  const reasons = [...byReason].sort(([a], [b]) => compareStrings(a, b));
  const head = `(skipped ${skipped.size} file${skipped.size === 1 ? '' : 's'}: `;
  const named = reasons.map(([reason, paths]) => {
    const shown = paths
      .sort(compareStrings)
      .slice(0, NAMED_SKIPS)
      .map((path) => (/[,;()]/.test(path) ? quotePath(path) : shownPath(path)));
    const more = paths.length - shown.length;
    return `${paths.length} ${reason}: ${shown.join(', ')}${more ? ` + ${more} more` : ''}`;
  });
  const counted = reasons.map(([reason, paths]) => `${paths.length} ${reason}`);
  return [`${head}${named.join('; ')})\n`, `${head}${counted.join(', ')})\n`];
}
