import type { FileLimits } from '../types';
import type { Definition, ExtractOutcome, FileTags, Reference } from '../types';
import { tagsFromTree } from './tags';
import { definitionList, packTags, referenceList } from '../util/packed';
import { loadLanguage, newParser } from './grammars';
import { languageById } from '../language-lookup';
import { syntaxOf, type LanguageSyntax } from '../language-syntax';
import type { Node, Parser, Query, Range } from 'web-tree-sitter';

export const DEFAULT_LIMITS: FileLimits = { maxBytes: 1024 * 1024, parseTimeoutMs: 5000 };

/**
 * Units of work per millisecond of the limit: what one core of a 2-core CI machine gets through
 * unloaded (7 to 10 on the Go library's biggest files), so that a limit in milliseconds is about
 * the time the work takes there. A unit is one call of a progress callback: every hundred steps of
 * the parser or of the query cursor, every few dozen matches handled.
 */
const WORK_PER_MS = 8;

/** How many times slower than nominal the work must run, past the limit, to count as stalled. */
const STALL_FACTOR = 20;

/**
 * One limit for all of a file's work: the parse, the tags query and the handling of each match.
 * It counts work, not wall time, so that a loaded machine gives up on exactly the files a quiet
 * one does and the map stays the same. Only a file whose work stalls is stopped by the clock: the
 * query cursor's steps on deeply nested code each cost time that grows with the depth (seconds
 * for a few hundred steps), so past the limit, work running at a twentieth of the nominal rate or
 * less is given up. No load slows normal work that much. A limit of 0 gives up on anything longer
 * than a few tokens.
 */
function workLimit(limitMs: number): (() => boolean) & { reached: boolean } {
  const budget = limitMs * WORK_PER_MS;
  const start = performance.now();
  let work = 0;
  const check = Object.assign(
    (): boolean => {
      if (check.reached) return true;
      work++;
      const elapsed = performance.now() - start;
      check.reached = work > budget || (elapsed > limitMs && elapsed > (work * STALL_FACTOR) / WORK_PER_MS);
      return check.reached;
    },
    { reached: false },
  );
  return check;
}

/**
 * Classify raw bytes: binary (a NUL byte early on, unless UTF-16 says so first) or minified (long
 * lines on average: one long line in a file of code is not enough, see tagsOfSource).
 */
export function contentSkip(bytes: Uint8Array): 'binary' | 'minified' | undefined {
  const head = utf16Decoder(bytes) ? 0 : Math.min(bytes.length, 8000);
  for (let i = 0; i < head; i++) if (bytes[i] === 0) return 'binary';
  if (bytes.length < 4096) return undefined;
  let lines = 1;
  for (let i = bytes.indexOf(10); i >= 0; i = bytes.indexOf(10, i + 1)) lines++;
  return bytes.length / lines > 300 ? 'minified' : undefined;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** For a part of a text that does not start it: a byte order mark there is a character. */
const utf8Within = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
// Windows-1252, the usual legacy encoding (Latin-1 with printable characters for 0x80-0x9F), by
// table: Node's own 'latin1' decoder gives Latin-1's control characters there, in some versions.
const WINDOWS_1252_80_9F = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';
const windows1252 = (byte: number): string =>
  byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_80_9F[byte - 0x80] : String.fromCharCode(byte);
const utf16le = new TextDecoder('utf-16le');
const utf16be = new TextDecoder('utf-16be');

/** A UTF-16 decoder when the bytes start with a UTF-16 byte order mark. */
function utf16Decoder(bytes: Uint8Array): typeof utf16le | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return utf16le;
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return utf16be;
  return undefined;
}

/**
 * Text of a file: UTF-16 when a BOM says so, else UTF-8 where it is valid and Windows-1252 (Latin-1)
 * for every byte that is not. A legacy file reads right, and so does the UTF-8 around a stray legacy
 * byte; line breaks stay where they are, so line numbers hold. The decoders drop a leading BOM.
 */
export function decode(bytes: Uint8Array): string {
  return utf16Decoder(bytes)?.decode(bytes) ?? decodeUtf8(bytes);
}

/** UTF-8 where it is valid, Windows-1252 where it is not (see decode); `first` decodes the run they start with. */
function decodeUtf8(bytes: Uint8Array, first = utf8): string {
  try {
    return first.decode(bytes);
  } catch {
    return decodeMixed(bytes, first);
  }
}

/** decodeUtf8 of bytes that are not all valid UTF-8, run by run. */
function decodeMixed(bytes: Uint8Array, first = utf8): string {
  let text = '';
  let run = 0; // where the current run of valid UTF-8 started
  for (let i = 0; i < bytes.length;) {
    const length = utf8SequenceLength(bytes, i);
    if (length) {
      i += length;
      continue;
    }
    text += (run ? utf8 : first).decode(bytes.subarray(run, i)) + windows1252(bytes[i]);
    run = ++i;
  }
  return text + (run ? utf8 : first).decode(bytes.subarray(run));
}

/**
 * Some lines of a file's text (numbered from 1), each as `decode(bytes).split('\n')` has it, only
 * those decoded: in UTF-8 and in Windows-1252 a line break is the byte 10 and no part of any other
 * character, so a line decodes on its own (UTF-16 is decoded whole). Lines past the end are left out.
 */
export function decodeLines(bytes: Uint8Array, wanted: Iterable<number>): Map<number, string> {
  const lines = new Map<number, string>();
  const numbers = [...new Set(wanted)].filter((n) => n >= 1).sort((a, b) => a - b);
  if (utf16Decoder(bytes)) {
    const all = decode(bytes).split('\n');
    for (const n of numbers) if (n <= all.length) lines.set(n, all[n - 1]);
    return lines;
  }
  let line = 1;
  let start = 0;
  for (const n of numbers) {
    for (; line < n; line++) {
      const end = bytes.indexOf(10, start);
      if (end < 0) return lines;
      start = end + 1;
    }
    const end = bytes.indexOf(10, start);
    const part = bytes.subarray(start, end < 0 ? bytes.length : end);
    // The first line may start with the text's byte order mark, which decode drops.
    lines.set(n, decodeUtf8(part, n === 1 ? utf8 : utf8Within));
  }
  return lines;
}

/** The length of the well-formed UTF-8 sequence at i (Unicode's table 3-7), or 0. */
function utf8SequenceLength(bytes: Uint8Array, i: number): number {
  const lead = bytes[i];
  if (lead < 0x80) return 1;
  let length: number;
  let low = 0x80;
  let high = 0xbf;
  if (lead >= 0xc2 && lead <= 0xdf) length = 2;
  else if (lead >= 0xe0 && lead <= 0xef) {
    length = 3;
    if (lead === 0xe0) low = 0xa0;
    if (lead === 0xed) high = 0x9f;
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    length = 4;
    if (lead === 0xf0) low = 0x90;
    if (lead === 0xf4) high = 0x8f;
  } else return 0;
  if (i + length > bytes.length || bytes[i + 1] < low || bytes[i + 1] > high) return 0;
  for (let k = 2; k < length; k++) if (bytes[i + k] < 0x80 || bytes[i + k] > 0xbf) return 0;
  return length;
}

/**
 * Parse one source text and run its language's tags query. Trees and parsers are freed before
 * returning. A text with long lines (a data URI, a generated table, brackets nested thousands deep)
 * is parsed whole with half of the work limit first; if that runs out, fails, or leaves lines under
 * errors, it is parsed again with its long lines blanked (same offsets and line numbers) with the
 * other half, and the parse with fewer broken lines is kept: one line never costs the file's other
 * definitions.
 */
export async function tagsOfSource(
  language: string,
  source: string,
  limits: FileLimits = DEFAULT_LIMITS,
): Promise<FileTags | 'parse-timeout'> {
  const loaded = await loadLanguage(language);
  const spec = languageById(language);
  if (spec.scannerReset && !source.startsWith('#!')) source = spec.scannerReset + source;
  let includedRanges: Range[] | undefined;
  if (spec.scriptBlocks) {
    includedRanges = scriptBlocks(source);
    if (!includedRanges.length) return packTags([], []);
  }
  const parser = newParser();
  try {
    parser.setLanguage(loaded.language);
    const parse = (text: string, limitMs: number) =>
      tagsOfText(parser, { query: loaded.query, syntax: syntaxOf(language) }, text, includedRanges, limitMs);
    const blanked = withoutLongLines(source);
    if (blanked === source) return parse(source, limits.parseTimeoutMs).tags;
    let whole: Parsed | undefined;
    try {
      whole = parse(source, limits.parseTimeoutMs / 2);
    } catch {
      // a stack exhausted by nesting thousands deep
    }
    if (whole && whole.tags !== 'parse-timeout' && !whole.broken) return whole.tags;
    parser.reset(); // a parse given up on would otherwise be resumed
    const around = parse(blanked, limits.parseTimeoutMs / 2);
    return whole && whole.tags !== 'parse-timeout' && (around.tags === 'parse-timeout' || whole.broken <= around.broken)
      ? whole.tags
      : around.tags;
  } finally {
    parser.delete();
  }
}

/** A text's tags, and how many of its lines its parse left under errors. */
interface Parsed {
  tags: FileTags | 'parse-timeout';
  broken: number;
}

/** A language's tags query, and the syntax facts its signatures are read with. */
interface TagsQuery {
  query: Query;
  syntax: LanguageSyntax;
}

/** The tags of one text, by a parser set to its language, within a work limit of `limitMs`. */
function tagsOfText(
  parser: Parser,
  tagsQuery: TagsQuery,
  source: string,
  includedRanges: Range[] | undefined,
  limitMs: number,
): Parsed {
  const overLimit = workLimit(limitMs);
  const tree = parser.parse(source, null, { includedRanges, progressCallback: overLimit });
  if (!tree) return { tags: 'parse-timeout', broken: 0 };
  try {
    // A broken file is read piece by piece first: the whole tree's query runs only when the
    // pieces do no better, or run out of their own work limit.
    const broken = includedRanges ? 0 : brokenLines(tree.rootNode);
    const pieced =
      broken >= RECOVER_FROM_LINES ? tagsOfPieces(parser, tagsQuery, source, broken, workLimit(limitMs)) : undefined;
    const tags = pieced ?? tagsFromTree(tree, tagsQuery.query, source, tagsQuery.syntax, overLimit);
    return { tags: !tags || overLimit.reached ? 'parse-timeout' : tags, broken };
  } finally {
    tree.delete();
  }
}

/** Lines longer than this many characters are data more than code: a parse that fails on them is tried without them. */
export const LONG_LINE = 1000;

/** The source with every line longer than LONG_LINE replaced by as many spaces: offsets and line numbers hold. */
export function withoutLongLines(source: string): string {
  let text = '';
  let at = 0;
  for (let start = 0; start < source.length;) {
    const newline = source.indexOf('\n', start);
    const end = newline < 0 ? source.length : newline;
    if (end - start > LONG_LINE) {
      text += source.slice(at, start) + ' '.repeat(end - start);
      at = end;
    }
    start = end + 1;
  }
  return at ? text + source.slice(at) : source;
}

/**
 * A file whose parse fails over this many lines or more is parsed again piece by piece. One
 * construct a grammar does not know can turn the rest of a file into an error node, and the tags
 * query finds little in one: hono's `src/context.ts` lost its `Context` class to call signatures
 * on lines of their own in an interface above it.
 */
const RECOVER_FROM_LINES = 20;

/** Lines under error nodes (outermost ones: an error inside an error counts once); a loop, for trees thousands deep. */
function brokenLines(root: Node): number {
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
function tagsOfPieces(
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

/** Script types that hold JavaScript or TypeScript (no type attribute means JavaScript). */
const SCRIPT_TYPES = /^(module|(text|application)\/(javascript|ecmascript|typescript)|ts|js|tsx|jsx)$/i;

/**
 * The contents of a markup file's `<script>` blocks (a Vue component's `<script setup lang="ts">`,
 * an HTML page's inline scripts), as ranges of the whole text: parsed alone, they keep their
 * line numbers in the file.
 */
export function scriptBlocks(source: string): Range[] {
  const ranges: Range[] = [];
  const open = /<script\b([^>]*)>/gi;
  for (let match = open.exec(source); match; match = open.exec(source)) {
    const attributes = match[1];
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\b(?:type|lang)\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    const start = match.index + match[0].length;
    const close = source.toLowerCase().indexOf('</script', start);
    const end = close < 0 ? source.length : close;
    open.lastIndex = end;
    if (type && !SCRIPT_TYPES.test(type)) continue;
    ranges.push({
      startIndex: start,
      endIndex: end,
      startPosition: pointAt(source, start),
      endPosition: pointAt(source, end),
    });
  }
  return ranges;
}

function pointAt(source: string, index: number): { row: number; column: number } {
  let row = 0;
  let lineStart = 0;
  for (let i = source.indexOf('\n'); i >= 0 && i < index; i = source.indexOf('\n', i + 1)) {
    row++;
    lineStart = i + 1;
  }
  return { row, column: index - lineStart };
}

/** Check and tag the bytes of one file. */
export async function tagsOfBytes(
  bytes: Uint8Array,
  language: string,
  limits: FileLimits = DEFAULT_LIMITS,
): Promise<ExtractOutcome> {
  if (bytes.length > limits.maxBytes) return { skip: 'too-large' };
  const skip = contentSkip(bytes);
  if (skip) return { skip };
  const tags = await tagsOfSource(language, decode(bytes), limits);
  return tags === 'parse-timeout' ? { skip: 'parse-timeout' } : { tags };
}
