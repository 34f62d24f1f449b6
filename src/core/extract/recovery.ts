// The recovery of a broken file: when its parse leaves many lines under errors, each top-level piece
// is parsed on its own, so that one construct the grammar does not know costs only its own piece.
import type { Definition, FileTags, Reference } from '../types';
import { tagsFromTree } from './tags';
import { definitionList, packTags, referenceList } from '../util/packed';
import type { LanguageSyntax } from '../language-syntax';
import type { Node, Parser, Query } from 'web-tree-sitter';

/** A language's tags query, and the syntax facts its signatures are read with. */
export interface TagsQuery {
  query: Query;
  syntax: LanguageSyntax;
}

/**
 * A file whose parse fails over this many lines or more is parsed again piece by piece. One
 * construct a grammar does not know can turn the rest of a file into an error node, and the tags
 * query finds little in one: hono's `src/context.ts` lost its `Context` class to call signatures
 * on lines of their own in an interface above it.
 */
export const RECOVER_FROM_LINES = 20;

/** Lines under error nodes (outermost ones: an error inside an error counts once); a loop, for trees thousands deep. */
export function brokenLines(root: Node): number {
  let lines = 0;
  const stack = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'ERROR') lines += node.endPosition.row - node.startPosition.row + 1;
    else if (node.hasError) for (const child of node.children) if (child) stack.push(child);
  }
  return lines;
}

/**
 * The tags of a broken file, each top-level piece parsed on its own (as a text of its own: the
 * parser copies the whole text it is given, every time), its lines moved to the file's, so that an
 * error stays within its piece: when the pieces leave fewer lines under errors than the whole
 * file's parse left, undefined otherwise (a piece boundary guessed wrong, in a string that spans
 * lines at their start, costs more than it saves) or when the work limit ran out.
 */
export function tagsOfPieces(
  parser: Parser,
  { query, syntax }: TagsQuery,
  source: string,
  wholeBroken: number,
  stop: () => boolean,
): FileTags | undefined {
  const defs: Definition[] = [];
  const refs: Reference[] = [];
  let broken = 0;
  for (const piece of topLevelPieces(source)) {
    const text = source.slice(piece.start, piece.end);
    const tree = parser.parse(text, null, { progressCallback: stop });
    if (!tree) return undefined;
    try {
      const tags = tagsFromTree(tree, query, text, syntax, stop);
      if (!tags) return undefined;
      broken += brokenLines(tree.rootNode);
      // Pieces are whole lines in file order, so their tags stay in line order; parents move by the definitions before.
      const rows = piece.row;
      const offset = defs.length;
      for (const def of definitionList(tags.defs))
        defs.push({
          ...def,
          line: def.line + rows,
          endLine: def.endLine + rows,
          ...(def.parent !== undefined && { parent: def.parent + offset }),
        });
      for (const ref of referenceList(tags.refs)) refs.push({ ...ref, line: ref.line + rows });
    } finally {
      tree.delete();
    }
    if (broken >= wholeBroken) return undefined;
  }
  return packTags(defs, refs);
}

/** A piece of a source: its text from `start` to `end`, which starts at the start of line `row` (0-based). */
export interface Piece {
  start: number;
  end: number;
  row: number;
}

/**
 * The top-level pieces of a source: a piece starts at a line that starts at its first column, but
 * for a line that closes a bracket or goes on with the statement before it (`> {` after type
 * parameters, `| B` in a union, `} else {`, `except:`), and the line after a decorator. Pieces
 * cover the whole text.
 */
export function topLevelPieces(source: string): Piece[] {
  const pieces: Piece[] = [];
  let start = 0;
  let startRow = 0;
  let previous = '';
  for (let at = 0, row = 0; at < source.length; row++) {
    const newline = source.indexOf('\n', at);
    const end = newline < 0 ? source.length : newline + 1;
    const line = source.slice(at, end);
    if (at > start && PIECE_START.test(line) && !GOES_ON.test(line) && !previous.startsWith('@')) {
      pieces.push({ start, end: at, row: startRow });
      start = at;
      startRow = row;
    }
    if (/\S/.test(line)) previous = line;
    at = end;
  }
  if (start < source.length) pieces.push({ start, end: source.length, row: startRow });
  return pieces;
}

const PIECE_START = /^[^\s)\]}>=|&.,?:]/;
const GOES_ON = /^(else|elif|except|finally|catch)\b/;
