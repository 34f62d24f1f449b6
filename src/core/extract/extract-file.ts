// One file's tags: its bytes checked and decoded (decode.ts), its text parsed within a work limit,
// long lines blanked when they break the parse, a broken file recovered piece by piece (recovery.ts).
import type { ExtractOutcome, FileLimits, FileTags } from '../types';
import { tagsFromTree } from './tags';
import { packTags } from '../util/packed';
import { loadLanguage, newParser } from './grammars';
import { languageById } from '../language-lookup';
import { syntaxOf } from '../language-syntax';
import { contentSkip, decode } from './decode';
import { brokenLines, RECOVER_FROM_LINES, tagsOfPieces, type TagsQuery } from './recovery';
import { scriptBlocks } from './script-blocks';
import type { Language, Parser, Range } from 'web-tree-sitter';

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
  const tagsQuery = { query: loaded.query, syntax: syntaxOf(language) };
  const parsers = [newParser()];
  try {
    const byParser = (parser: Parser) =>
      tagsByParser(parser, loaded.language, tagsQuery, source, includedRanges, limits);
    let best = byParser(parsers[0]);
    // A scanner that starts from memory it never sets (see scannerReset) may break a parse that is
    // fine: lines under errors are parsed again by up to two more parsers, each made while the
    // others live (its scanner's state is elsewhere), and the parse with the fewest is kept.
    while (spec.scannerReset && best.tags !== 'parse-timeout' && best.broken > 0 && parsers.length < 3) {
      parsers.push(newParser());
      const next = byParser(parsers[parsers.length - 1]);
      if (next.tags !== 'parse-timeout' && next.broken < best.broken) best = next;
    }
    return best.tags;
  } finally {
    for (const parser of parsers) parser.delete();
  }
}

/** The tags of a file's text by one parser (see tagsOfSource: whole, else with its long lines blanked). */
function tagsByParser(
  parser: Parser,
  language: Language,
  tagsQuery: TagsQuery,
  source: string,
  includedRanges: Range[] | undefined,
  limits: FileLimits,
): Parsed {
  parser.setLanguage(language);
  const parse = (text: string, limitMs: number) => tagsOfText(parser, tagsQuery, text, includedRanges, limitMs);
  const blanked = withoutLongLines(source);
  if (blanked === source) return parse(source, limits.parseTimeoutMs);
  let whole: Parsed | undefined;
  try {
    whole = parse(source, limits.parseTimeoutMs / 2);
  } catch {
    // a stack exhausted by nesting thousands deep
  }
  if (whole && whole.tags !== 'parse-timeout' && !whole.broken) return whole;
  parser.reset(); // a parse given up on would otherwise be resumed
  const around = parse(blanked, limits.parseTimeoutMs / 2);
  return whole && whole.tags !== 'parse-timeout' && (around.tags === 'parse-timeout' || whole.broken <= around.broken)
    ? whole
    : around;
}

/** A text's tags, and how many of its lines its parse left under errors. */
interface Parsed {
  tags: FileTags | 'parse-timeout';
  broken: number;
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
