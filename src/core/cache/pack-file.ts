import { join } from 'node:path';
import type { ExtractOutcome } from '../types';
import { dataFile, readDataFile } from '../util/data-file';
import { sha1Hex } from '../util/files';
import { makeWhenRead, textAt } from '../util/packed';
import { writeAtomically } from '../util/storage';
import { StringTable } from '../util/strings';
import { fromStored, type Packed } from './entries';

// A pack's file: many entries in one data file, named by the SHA-1 of its bytes, never changed once
// written. One table of strings (its entry keys first, then the names, kinds and signatures of its
// entries, each once), and numbers: per entry, where its definitions and references are, or its
// skip. An entry's definitions and references are kept column by column, as FileTags holds them
// (names, kinds and signatures as indexes into the table), so a file read from a pack holds views
// of the pack's numbers.

/** A pack as read (see readPack). */
export interface Pack {
  name: string;
  /** The number of its first entry: how many entries the packs read before it hold. */
  first: number;
  entries: number;
  /** The table: the entries' keys are its first `entries` strings; from the `made`-th on, signatures made when first read. */
  strings: string[];
  made: number;
  numbers: Int32Array;
  /** Where the entries' rows of ENTRY_WIDTH numbers start (see writePack). */
  rows: number;
}

/** A pack's name: the SHA-1 of its bytes. */
export const PACK_NAME = /^[0-9a-f]{40}$/;

/** The first bytes of a pack file (see dataFile). */
const PACK_MAGIC = 'RMP4';

/** Numbers per entry in a pack's rows: [definitions at, count, references at, count], or a skip's [-1, reason, time limit or -1, 0]. */
const ENTRY_WIDTH = 4;
const SKIP_ROW = -1;

/** A pack's bytes as a Pack whose first entry is numbered `first`; undefined when its parts do not add up. */
export function readPack(bytes: Buffer, name: string, first: number): Pack | undefined {
  try {
    const data = readDataFile(bytes, PACK_MAGIC);
    if (!data) return undefined;
    const { about, numbers } = data;
    const { s, k, a, g = s } = (about ?? {}) as { s?: unknown; k?: unknown; a?: unknown; g?: unknown };
    if (!Number.isInteger(s) || !Number.isInteger(k) || (k as number) < 0 || (s as number) < (k as number))
      return undefined;
    if (!Number.isInteger(a) || (a as number) < 0 || (a as number) > data.text.length) return undefined;
    if (!Number.isInteger(g) || (g as number) < (k as number) || (g as number) > (s as number)) return undefined;
    const [strings, entries, made] = [s as number, k as number, g as number];
    if (strings + entries * ENTRY_WIDTH > numbers.length) return undefined;
    const table = readStrings(data.text, a as number, numbers, strings, made);
    return table && { name, first, entries, strings: table, made, numbers, rows: strings };
  } catch {
    return undefined;
  }
}

/**
 * A pack's table of strings; undefined when their lengths do not add up to its text. The first
 * `strings` numbers are their lengths. The ASCII strings are in the text's first `ascii` bytes,
 * decoded as Latin-1 (the same characters, decoded faster, and kept one byte per character); the
 * others, whose lengths are negative, in the rest (UTF-8). Each part holds its strings one after the
 * other. The strings from the `made`-th on are signatures and nothing else (see writePack): they are
 * made when first read (see makeWhenRead), from where they start.
 */
function readStrings(
  text: Buffer,
  asciiBytes: number,
  numbers: Int32Array,
  strings: number,
  made: number,
): string[] | undefined {
  const ascii = text.toString('latin1', 0, asciiBytes);
  const others = text.toString('utf8', asciiBytes);
  const table: string[] = new Array(strings);
  const starts = new Int32Array(strings - made);
  let [inAscii, inOthers] = [0, 0];
  for (let i = 0; i < strings; i++) {
    const length = numbers[i];
    if (length >= 0) {
      if (inAscii + length > ascii.length) return undefined;
      if (i < made) table[i] = ascii.slice(inAscii, inAscii + length);
      else starts[i - made] = inAscii;
      inAscii += length;
    } else {
      if (inOthers - length > others.length) return undefined;
      if (i < made) table[i] = others.slice(inOthers, inOthers - length);
      else starts[i - made] = inOthers;
      inOthers -= length;
    }
  }
  if (inAscii !== ascii.length || inOthers !== others.length) return undefined;
  if (made < strings) {
    makeWhenRead(table, (at) => {
      const [from, length] = [starts[at - made], numbers[at]];
      return length >= 0 ? ascii.slice(from, from + length) : others.slice(from, from - length);
    });
  }
  return table;
}

/**
 * Write a pack of these entries; its name, or the error that kept it from being written. A data file
 * (PACK_MAGIC): the JSON part holds the number of strings, of entries, the bytes of the text's
 * ASCII part, and the number of strings that are more than a signature; the text, the strings one
 * after the other (the ASCII ones, then the others: see readPack); the numbers, each string's
 * length, each entry's row (see ENTRY_WIDTH), then the entries' definitions and references. The
 * keys are the table's first strings; the names, kinds and skips come next, and the strings that
 * are signatures and nothing else last (a reader makes those only when it reads them).
 */
export function writePack(
  dir: string,
  keys: string[],
  outcomes: ReadonlyMap<string, Packed>,
): string | NodeJS.ErrnoException {
  const table = new StringTable([...keys]);
  const made = numberNamesAndKinds(table, keys, outcomes);
  const { rows, data } = entryNumbers(table, keys, outcomes);
  const { text, asciiLength, numbers } = packLayout(table.strings, rows, data);
  const content = dataFile(
    PACK_MAGIC,
    { s: table.strings.length, k: keys.length, a: asciiLength, g: made },
    text,
    numbers,
  );
  const name = sha1Hex(content);
  return writeAtomically(join(dir, `${name}.pack`), content) ?? name;
}

/**
 * Number the skips' reasons, the names and the kinds of the entries in the table, after the keys:
 * the strings numbered after them are signatures and nothing else. How many strings are numbered then.
 */
function numberNamesAndKinds(table: StringTable, keys: string[], outcomes: ReadonlyMap<string, Packed>): number {
  const numberColumn = (column: Int32Array, of: readonly string[]) => {
    for (let i = 0; i < column.length; i++) table.numberIn(of, column[i]);
  };
  for (const key of keys) {
    const { outcome } = outcomes.get(key)!;
    if ('skip' in outcome) {
      table.numberOf(outcome.skip);
      continue;
    }
    const { defs, refs } = outcome.tags;
    numberColumn(defs.names, defs.strings);
    numberColumn(defs.kinds, defs.strings);
    numberColumn(refs.names, refs.strings);
    numberColumn(refs.kinds, refs.strings);
  }
  return table.strings.length;
}

/**
 * The entries' rows (see ENTRY_WIDTH), pointing into `data`, and their columns one after the other
 * in `data`, made at their final size: strings numbered in the table (each string of a file's table
 * looked up once: see StringTable.numberIn), numbers as they are.
 */
function entryNumbers(
  table: StringTable,
  keys: string[],
  outcomes: ReadonlyMap<string, Packed>,
): { rows: Int32Array; data: Int32Array } {
  let size = 0;
  for (const key of keys) {
    const { outcome } = outcomes.get(key)!;
    if ('tags' in outcome) size += 6 * outcome.tags.defs.lines.length + 3 * outcome.tags.refs.lines.length;
  }
  const rows = new Int32Array(keys.length * ENTRY_WIDTH);
  const data = new Int32Array(size);
  let end = 0;
  const texts = (column: Int32Array, of: readonly string[]) => {
    for (let i = 0; i < column.length; i++) data[end++] = table.numberIn(of, column[i]);
  };
  const values = (column: Int32Array) => {
    data.set(column, end);
    end += column.length;
  };
  keys.forEach((key, k) => {
    const row = k * ENTRY_WIDTH;
    const { outcome, parseTimeoutMs } = outcomes.get(key)!;
    if ('skip' in outcome) {
      rows.set(
        [SKIP_ROW, table.numberOf(outcome.skip), outcome.skip === 'parse-timeout' ? parseTimeoutMs : -1, 0],
        row,
      );
      return;
    }
    const { defs, refs } = outcome.tags;
    rows.set([end, defs.lines.length], row);
    texts(defs.names, defs.strings);
    texts(defs.kinds, defs.strings);
    values(defs.lines);
    values(defs.endLines);
    // A signature that an entry read from a pack has not made yet is made (only signatures are made when read).
    for (let i = 0; i < defs.signatures.length; i++) textAt(defs.strings, defs.signatures[i]);
    texts(defs.signatures, defs.strings);
    values(defs.parents);
    rows.set([end, refs.lines.length], row + 2);
    texts(refs.names, refs.strings);
    texts(refs.kinds, refs.strings);
    values(refs.lines);
  });
  return { rows, data };
}

/**
 * A pack's text and numbers: the ASCII strings' text first, then the others' (see readPack), whose
 * lengths are negative; the numbers, the strings' lengths, then the rows, then the data the rows
 * point into (moved to where the data comes after the lengths and the rows).
 */
function packLayout(
  strings: readonly string[],
  rows: Int32Array,
  data: Int32Array,
): { text: string; asciiLength: number; numbers: Int32Array } {
  const at = strings.length + rows.length;
  for (let row = 0; row < rows.length; row += ENTRY_WIDTH) {
    if (rows[row] === SKIP_ROW) continue;
    rows[row] += at;
    rows[row + 2] += at;
  }
  const numbers = new Int32Array(at + data.length);
  const [ascii, others]: string[][] = [[], []];
  strings.forEach((string, i) => {
    const isAscii = /^[\0-\x7f]*$/.test(string);
    (isAscii ? ascii : others).push(string);
    numbers[i] = isAscii ? string.length : -string.length;
  });
  numbers.set(rows, strings.length);
  numbers.set(data, at);
  const asciiText = ascii.join('');
  return { text: asciiText + others.join(''), asciiLength: asciiText.length, numbers };
}

/**
 * A pack's entry as an outcome, checked as fromStored checks a worker's entry; undefined when
 * malformed (or a parse that had less time). Its definitions and references are views of the
 * pack's numbers.
 */
export function unpack(
  { strings, made, numbers, rows }: Pack,
  entry: number,
  parseTimeoutMs: number,
): ExtractOutcome | undefined {
  const row = rows + entry * ENTRY_WIDTH;
  const [defsAt, defCount, refsAt, refCount] = [numbers[row], numbers[row + 1], numbers[row + 2], numbers[row + 3]];
  if (defsAt === SKIP_ROW)
    return fromStored({ s: strings[defCount], t: refsAt < 0 ? undefined : refsAt }, parseTimeoutMs);
  const fits = (at: number, count: number, width: number) =>
    at >= 0 && count >= 0 && at + count * width <= numbers.length;
  if (!fits(defsAt, defCount, 6) || !fits(refsAt, refCount, 3)) return undefined;
  // Every string a number names is in the table: the definitions' names and kinds and the
  // references' among those made with it, the signatures anywhere; a container is another
  // definition of the file.
  if (
    !inRange(numbers, defsAt, defsAt + 2 * defCount, 0, made) ||
    !inRange(numbers, defsAt + 4 * defCount, defsAt + 5 * defCount, 0, strings.length)
  )
    return undefined;
  if (
    !inRange(numbers, refsAt, refsAt + 2 * refCount, 0, made) ||
    !inRange(numbers, defsAt + 5 * defCount, defsAt + 6 * defCount, -1, defCount)
  )
    return undefined;
  // Views made by the constructor: subarray (which looks up the species of the array) took several times longer.
  const column = (at: number, count: number, n: number) =>
    new Int32Array(numbers.buffer, numbers.byteOffset + (at + n * count) * 4, count);
  const parents = column(defsAt, defCount, 5);
  for (let i = 0; i < defCount; i++) if (parents[i] === i) return undefined;
  const defs = {
    strings,
    names: column(defsAt, defCount, 0),
    kinds: column(defsAt, defCount, 1),
    lines: column(defsAt, defCount, 2),
    endLines: column(defsAt, defCount, 3),
    signatures: column(defsAt, defCount, 4),
    parents,
  };
  return {
    tags: {
      defs,
      refs: {
        strings,
        names: column(refsAt, refCount, 0),
        kinds: column(refsAt, refCount, 1),
        lines: column(refsAt, refCount, 2),
      },
    },
  };
}

/** Whether the numbers from `from` up to `to` are all from `low` up to, not including, `high`. */
function inRange(numbers: Int32Array, from: number, to: number, low: number, high: number): boolean {
  for (let i = from; i < to; i++) if (numbers[i] < low || numbers[i] >= high) return false;
  return true;
}

/**
 * The third number of an entry's row: for a skip, the time limit it was reached under (-1 when it
 * is not a parse that ran out of time); for tags, where its references are (no time limit).
 */
export function storedTimeLimit(pack: Pack, entry: number): number {
  return pack.numbers[pack.rows + entry * ENTRY_WIDTH + 2];
}
