// The o200k_base encoder's table in typed arrays, and the token count it gives. Made from js-tiktoken's
// ranks once (see ./encoder, whose bundle carries them) and kept in the cache directory, the table is
// read back in one piece: no thread has to load the ranks, or make a map of 200,000 keys (~0.4 s of
// CPU and ~100 MiB), to count the ~1,000 lines a map is made of.
import { join } from 'node:path';
import { dataFile, readDataFile } from '../util/data-file';
import { writeAtomically } from '../util/storage';
import { sha1Hex } from '../util/files';

// How the encoding cuts a text before it encodes it: into pieces, each encoded on its own.
const LETTERS_CASED_LOWER = '[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+';
const LETTERS_CASED_UPPER = '[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*';
/** English contractions, in every case: 's 't 're 've 'm 'll 'd. */
const CONTRACTION = "('s|'S|'t|'T|'re|'rE|'Re|'RE|'ve|'vE|'Ve|'VE|'m|'M|'ll|'lL|'Ll|'LL|'d|'D)?";

/** The encoding's pre-tokenizer pattern, alternative by alternative (the first that matches wins). */
export const O200K_PATTERN = [
  LETTERS_CASED_LOWER + CONTRACTION, // a word ending in lower case (capitals may lead), after at most one other sign
  LETTERS_CASED_UPPER + CONTRACTION, // a word in capitals (lower case may follow)
  '\\p{N}{1,3}', // up to three digits
  ' ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*', // punctuation, with a space before and line breaks after
  '\\s*[\\r\\n]+', // line breaks, with the spaces before them
  '\\s+(?!\\S)', // spaces, but the last before a word
  '\\s+',
].join('|');

/**
 * The pieces of texts: a text's count is the sum of its pieces' counts (the encoder knows no special
 * token here), and a piece counted alone (the pattern cuts it into itself again) counts as it does
 * in the text. Written out here, not read from js-tiktoken, whose ranks this thread does not load (a
 * test checks that the two agree).
 */
export const PIECES = new RegExp(O200K_PATTERN, 'gu');

/**
 * Every token's bytes with its rank: token k's bytes are `bytes[starts[k]] … bytes[starts[k + 1] - 1]`
 * and its rank `ranks[k]`; `slots` is an open-addressing table of the tokens by the hash of their
 * bytes (token k + 1 in a slot, 0 for none; at most half the slots full).
 */
export interface RankTable {
  bytes: Uint8Array;
  starts: Int32Array;
  ranks: Int32Array;
  slots: Int32Array;
}

/** A table of these tokens (their bytes, one after the other, from `starts`) and ranks. */
export function rankTable(bytes: Uint8Array, starts: Int32Array, ranks: Int32Array): RankTable {
  let size = 64;
  while (size < ranks.length * 2) size *= 2;
  const slots = new Int32Array(size);
  for (let k = 0; k < ranks.length; k++) {
    let at = hashOf(bytes, starts[k], starts[k + 1]) & (size - 1);
    while (slots[at]) at = (at + 1) & (size - 1);
    slots[at] = k + 1;
  }
  return { bytes, starts, ranks, slots };
}

/** The rank of the token made of `bytes[start] … bytes[end - 1]`, or -1 when no token is. */
export function tokenRank(table: RankTable, bytes: Uint8Array, start: number, end: number): number {
  const { slots, starts } = table;
  const mask = slots.length - 1;
  for (let at = hashOf(bytes, start, end) & mask; slots[at]; at = (at + 1) & mask) {
    const k = slots[at] - 1;
    if (starts[k + 1] - starts[k] === end - start && sameBytes(table.bytes, starts[k], bytes, start, end - start))
      return table.ranks[k];
  }
  return -1;
}

function sameBytes(a: Uint8Array, aStart: number, b: Uint8Array, bStart: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (a[aStart + i] !== b[bStart + i]) return false;
  return true;
}

/** The 32-bit FNV-1a hash of some bytes. */
function hashOf(bytes: Uint8Array, start: number, end: number): number {
  let hash = 0x811c9dc5 | 0;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ bytes[i], 0x01000193);
  return hash;
}

/**
 * A text's o200k_base token count, as js-tiktoken's `encode(text, [], []).length` gives it. With no
 * special token allowed or refused, encode cuts the text with the encoding's pattern (PIECES) and
 * gives each piece's rank, or the ranks of its byte-pair merge; this counts the merge's parts
 * without making them: the same merges, in the same order (the lowest rank first, the leftmost of
 * equals), each step looking up only the two pairs it changes. Each piece's count is kept (code
 * repeats its pieces).
 */
export function tableCounter(table: RankTable): (text: string) => number {
  const utf8 = new TextEncoder();
  const counted = new Map<string, number>();
  const countPiece = (piece: string) => {
    let count = counted.get(piece);
    if (count === undefined) {
      const bytes = utf8.encode(piece);
      count = bytes.length === 1 || tokenRank(table, bytes, 0, bytes.length) >= 0 ? 1 : mergedLength(table, bytes);
      if (counted.size >= MAX_COUNTED) counted.clear();
      counted.set(piece, count);
    }
    return count;
  };
  return (text) => {
    let sum = 0;
    for (const match of text.matchAll(PIECES)) sum += countPiece(match[0]);
    return sum;
  };
}

/** Pieces a counter keeps the counts of at most (a long-lived server's counter starts over past it). */
const MAX_COUNTED = 500_000;

/** How many parts the byte-pair merge of a piece of two or more bytes gives (parts without a rank left out, as js-tiktoken leaves them). */
function mergedLength(table: RankTable, bytes: Uint8Array): number {
  // Part i is bytes[bounds[i]..bounds[i + 1]); pair i, parts i and i + 1, merges at rank pairs[i].
  const bounds = Array.from({ length: bytes.length + 1 }, (_, i) => i);
  const pairRank = (i: number) => {
    const rank = tokenRank(table, bytes, bounds[i], bounds[i + 2]);
    return rank < 0 ? Infinity : rank;
  };
  const pairs = Array.from({ length: bytes.length - 1 }, (_, i) => pairRank(i));
  while (pairs.length) {
    let best = 0;
    for (let i = 1; i < pairs.length; i++) if (pairs[i] < pairs[best]) best = i;
    if (pairs[best] === Infinity) break;
    bounds.splice(best + 1, 1);
    pairs.splice(best, 1);
    if (best < pairs.length) pairs[best] = pairRank(best);
    if (best > 0) pairs[best - 1] = pairRank(best - 1);
  }
  let length = 0;
  for (let i = 0; i + 1 < bounds.length; i++)
    if (bounds[i + 1] - bounds[i] > 1 || tokenRank(table, bytes, bounds[i], bounds[i] + 1) >= 0) length++;
  return length;
}

/** Where a cache directory keeps the table (one per encoding: o200k_base's ranks do not change). */
export function rankTableFile(dir: string): string {
  return join(dir, 'ranks-o200k_base-v2.bin');
}

/** The first bytes of a table file (a data file: see util/data-file). */
const TABLE_MAGIC = 'RMT3';

/**
 * A table file, a data file: its JSON part holds the number of tokens, of bytes and of slots, and
 * the SHA-1 of its numbers; the numbers are the starts, the ranks, the slots, then the bytes, four
 * to a number. Undefined when unreadable or malformed.
 */
export function rankTableOf(bytes: Buffer): RankTable | undefined {
  const data = readDataFile(bytes, TABLE_MAGIC);
  if (!data) return undefined;
  const { tokens, length, slots, sha1 } = (data.about ?? {}) as Record<string, unknown>;
  if (!Number.isInteger(tokens) || !Number.isInteger(length) || !Number.isInteger(slots)) return undefined;
  const [n, b, s] = [tokens as number, length as number, slots as number];
  const { numbers } = data;
  if (n < 0 || b < 0 || s < 2 * n || s & (s - 1) || numbers.length !== 2 * n + 1 + s + Math.ceil(b / 4))
    return undefined;
  if (sha1 !== sha1Hex(new Uint8Array(numbers.buffer, numbers.byteOffset, numbers.byteLength))) return undefined;
  // Tokens of one byte or more, one after the other; slots naming tokens, some of them empty (a lookup stops at one).
  const starts = numbers.subarray(0, n + 1);
  if (starts[0] !== 0 || starts[n] !== b) return undefined;
  for (let k = 1; k <= n; k++) if (starts[k] <= starts[k - 1]) return undefined;
  const at = 2 * n + 1 + s;
  const table = numbers.subarray(2 * n + 1, at);
  let empty = false;
  for (let i = 0; i < s; i++) {
    if (table[i] < 0 || table[i] > n) return undefined;
    empty ||= table[i] === 0;
  }
  if (!empty) return undefined;
  return {
    starts,
    ranks: numbers.subarray(n + 1, 2 * n + 1),
    slots: table,
    bytes: new Uint8Array(numbers.buffer, numbers.byteOffset + at * 4, b),
  };
}

/** A table as its file keeps it (see rankTableOf). */
export function rankTableBytes({ bytes, starts, ranks, slots }: RankTable): Buffer {
  const n = ranks.length;
  const numbers = new Int32Array(2 * n + 1 + slots.length + Math.ceil(bytes.length / 4));
  numbers.set(starts);
  numbers.set(ranks, n + 1);
  numbers.set(slots, 2 * n + 1);
  new Uint8Array(numbers.buffer).set(bytes, (2 * n + 1 + slots.length) * 4);
  const about = { tokens: n, length: bytes.length, slots: slots.length, sha1: sha1Hex(new Uint8Array(numbers.buffer)) };
  return dataFile(TABLE_MAGIC, about, '', numbers);
}

/** The largest table file a run reads (o200k_base's is ~5 MB): a bigger file is not one this engine wrote. */
export const MAX_TABLE_BYTES = 64 << 20;

/** Write a table into a cache directory; the error that kept it from being written, if any (the next run makes it again). */
export function writeRankTable(dir: string, table: RankTable): NodeJS.ErrnoException | undefined {
  return writeAtomically(rankTableFile(dir), rankTableBytes(table));
}
