// The o200k_base encoder (js-tiktoken) and the tokenizer thread that serves it. Its ranks, a 2.3 MB
// string, are bundled only here (dist/encoder.cjs): the entry points load this module when they
// count on their own thread (see ./tokens), which they rarely do. Making the encoder is making its
// table from the ranks (~0.25 s of CPU and ~100 MiB at its peak, see tableOfRanks): the tokenizer
// thread keeps the table in the cache directory, and reads it back next time (see encoderFor).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { dataFile, readDataFile, writeAtomically } from './cache';
import { sha1Hex } from './parse/read-file';
import { distinctPieces, sumOfPieces } from './pieces';
import { ENCODER_MARK, TOKENIZER, type EncoderData } from './tokens';

let counter: ((text: string) => number) | undefined;
/** The cache directory that keeps the encoder's table (the tokenizer thread's; none on other threads). */
let tableDir: string | undefined;

/**
 * The exact o200k_base token count of a text. The encoder is made on first use (its table is the
 * expensive part). Special-token strings such as `<|endoftext|>` count as plain text.
 */
export function countTokens(text: string): number {
  counter ??= counterOf(encoderFor(tableDir).encoder);
  return counter(text);
}

/** js-tiktoken's encoder as it keeps its table: each token's bytes, joined by commas, to its rank. */
interface WithTable {
  rankMap?: unknown;
}

/**
 * How many tokens `made.encode(text, [], [])` gives, counted without making its list. With no
 * special token allowed or refused, encode cuts the text with the encoding's pattern (PIECES, the
 * same: see ./pieces) and gives each piece's rank, or the ranks of its byte-pair merge; but it makes
 * two regular expressions and two sets on every call, which cost more than counting a short text,
 * and merges by joining every pair's bytes anew at each step. Here a piece's merge keeps each pair's
 * rank and looks up only the two pairs a merge changes: the same merges, in the same order (the
 * lowest rank first, the leftmost of equals); and each piece's count is kept (code repeats its
 * pieces). Falls back to encode when the table is not where this expects it.
 */
export function counterOf(made: Tiktoken): (text: string) => number {
  const ranks = (made as unknown as WithTable).rankMap;
  if (!(ranks instanceof Map) || !ranks.size) return (text) => made.encode(text, [], []).length;
  const utf8 = new TextEncoder();
  const counted = new Map<string, number>();
  const countPiece = (piece: string) => {
    let count = counted.get(piece);
    if (count === undefined) {
      const bytes = utf8.encode(piece);
      count = bytes.length === 1 || ranks.has(bytesKey(bytes, 0, bytes.length)) ? 1 : mergedLength(bytes, ranks as Map<string, number>);
      if (counted.size >= MAX_COUNTED) counted.clear();
      counted.set(piece, count);
    }
    return count;
  };
  return (text) => sumOfPieces(text, countPiece)!;
}

/** Pieces a counter keeps the counts of at most (a long-lived server's thread starts over past it). */
const MAX_COUNTED = 500_000;

/**
 * A run of bytes as the table keys it: the numbers joined by commas. Concatenated, for lookups
 * (twice as fast as joining a subarray); the table's own keys are joined (see tableOfRanks).
 */
function bytesKey(bytes: Uint8Array, start: number, end: number): string {
  let key = String(bytes[start]);
  for (let i = start + 1; i < end; i++) key += `,${bytes[i]}`;
  return key;
}

/** How many tokens js-tiktoken's byte-pair merge of a piece of two or more bytes gives (parts without a rank left out, as it leaves them). */
function mergedLength(bytes: Uint8Array, ranks: Map<string, number>): number {
  // Part i is bytes[bounds[i]..bounds[i + 1]); pair i, parts i and i + 1, merges at rank pairRank[i].
  const bounds = Array.from({ length: bytes.length + 1 }, (_, i) => i);
  const pairRank = (i: number) => ranks.get(bytesKey(bytes, bounds[i], bounds[i + 2])) ?? Infinity;
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
  for (let i = 0; i + 1 < bounds.length; i++) if (bounds[i + 1] - bounds[i] > 1 || ranks.has(String(bytes[bounds[i]]))) length++;
  return length;
}

/**
 * The encoder, and whether its table was read from `dir`. Made from the ranks' text, the table
 * takes ~0.25 s of CPU here (see tableOfRanks); read from the copy, ~0.1 s. The copy is named by
 * a hash of the ranks (other ranks make a copy of their own), and is used only if its SHA-1 holds
 * and the encoder it gives counts the samples as the one that wrote it did (a js-tiktoken that
 * keys its table otherwise fails them): else the table is made from the ranks, and the copy
 * written again. No `dir`: made from the ranks.
 */
export function encoderFor(dir: string | undefined): { encoder: Tiktoken; fromTable: boolean } {
  const file = dir === undefined ? undefined : join(dir, `${TABLE_PREFIX}${sha1Hex(o200kBase.bpe_ranks).slice(0, 16)}.bin`);
  const table = file === undefined ? undefined : readTable(file);
  if (table) {
    const made = encoderWith(table.ranks);
    if (made && table.samples.length === SAMPLES.length && SAMPLES.every((text, i) => table.samples[i]?.[0] === text && made.encode(text, [], []).length === table.samples[i][1])) {
      return { encoder: made, fromTable: true };
    }
  }
  const made = encoderWith(tableOfRanks(o200kBase.bpe_ranks)) ?? new Tiktoken(o200kBase);
  if (file !== undefined) writeTable(file, made);
  return { encoder: made, fromTable: false };
}

/** An o200k_base encoder around a table (see WithTable), or undefined when js-tiktoken does not keep its table where this expects it. */
function encoderWith(table: Map<string, number>): Tiktoken | undefined {
  const made = new Tiktoken({ ...o200kBase, bpe_ranks: '' });
  const inside = made as unknown as WithTable;
  if (!(inside.rankMap instanceof Map) || inside.rankMap.size !== 0) return undefined;
  inside.rankMap = table;
  return made;
}

/**
 * The table js-tiktoken makes from a ranks' text (lines of a name, the first rank, then tokens in
 * base64 that take the ranks from it on), the same entries with the same ranks (a test compares
 * them): without the map from ranks back to bytes it also makes, which only decoding reads, nor
 * the object of every token on the way. ~0.2 s and ~100 MiB less at its peak.
 */
export function tableOfRanks(text: string): Map<string, number> {
  const table = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    const [, first, ...tokens] = line.split(' ');
    const rank = Number.parseInt(first, 10);
    // Joined, not concatenated as bytesKey does: a kept key is then one flat string, not a chain
    // of pieces (~40 MiB less for the 200,000 keys).
    tokens.forEach((token, i) => table.set(Array.prototype.join.call(Buffer.from(token, 'base64'), ','), rank + i));
  }
  return table;
}

const TABLE_PREFIX = `ranks-${TOKENIZER}-`;
/** The first bytes of a table file (a data file: see ./cache's dataFile). */
const TABLE_MAGIC = 'RMT2';
/** Texts a table's encoder must count as the encoder that wrote it did: code, accents, CJK, an emoji, blank lines. */
const SAMPLES = ['export function parseConfig(path: string): Config {', '\tif err != nil { return fmt.Errorf("naïve café: %w", err) }', '日本語のテキスト 🎉 — “quoted”', '    }\n\n\n'];

/**
 * A table file, a data file: its JSON part holds the samples with their counts and the SHA-1 of
 * the rest (see tableHash); its text, the keys one per line (digits and commas); its numbers, the
 * ranks in the keys' order. Undefined when unreadable or malformed.
 */
function readTable(file: string): { ranks: Map<string, number>; samples: [string, number][] } | undefined {
  let data;
  try {
    data = readDataFile(readFileSync(file), TABLE_MAGIC);
  } catch {
    return undefined;
  }
  if (!data) return undefined;
  const { samples, sha1 } = (data.about ?? {}) as { samples?: unknown; sha1?: unknown };
  if (!Array.isArray(samples) || sha1 !== tableHash(data.text, data.numbers)) return undefined;
  const keys = data.text.toString('utf8').split('\n');
  if (keys.length !== data.numbers.length) return undefined;
  const ranks = new Map<string, number>();
  for (let i = 0; i < keys.length; i++) ranks.set(keys[i], data.numbers[i]);
  return { ranks, samples };
}

/** The SHA-1 of a table's keys (their text, or its bytes) and ranks, as its file keeps them. */
function tableHash(keys: string | Buffer, ranks: Int32Array): string {
  return sha1Hex(Buffer.concat([typeof keys === 'string' ? Buffer.from(keys) : keys, Buffer.from(ranks.buffer, ranks.byteOffset, ranks.byteLength)]));
}

/**
 * Write the encoder's table (when it is kept as expected), and remove the tables of other ranks and
 * any temporary file a write left (a process that ends while its tokenizer thread writes).
 */
function writeTable(file: string, made: Tiktoken): void {
  const ranks = (made as unknown as WithTable).rankMap;
  if (!(ranks instanceof Map)) return;
  const keys = [...ranks.keys()];
  if (!keys.every((key) => typeof key === 'string' && /^[0-9,]+$/.test(key))) return;
  const values = Int32Array.from(ranks.values() as Iterable<number>);
  const text = keys.join('\n');
  const samples = SAMPLES.map((sample) => [sample, made.encode(sample, [], []).length]);
  writeAtomically(file, dataFile(TABLE_MAGIC, { samples, sha1: tableHash(text, values) }, text, values));
  try {
    const dir = join(file, '..');
    for (const name of readdirSync(dir)) if (name.startsWith(TABLE_PREFIX) && join(dir, name) !== file) rmSync(join(dir, name), { force: true });
  } catch {
    // left behind: only space
  }
}

/** What the encoder is asked: the texts' counts, or (`pieces`) their distinct pieces, each with its count. */
export interface TokenRequest {
  texts: string[];
  pieces?: true;
}

/**
 * A request's answer. To `pieces`, the pieces not in `given`, which then has them: the tokenizer
 * thread answers one counter, whose memo keeps every piece it was given (see ./tokens), so the
 * parts of what it learns do not count the same pieces again.
 */
export function answer({ texts, pieces }: TokenRequest, given = new Set<string>()): number[] | [string, number][] {
  if (!pieces) return texts.map(countTokens);
  const fresh = distinctPieces(texts, given);
  for (const piece of fresh) given.add(piece);
  return fresh.map((piece): [string, number] => [piece, countTokens(piece)]);
}

function serveAsTokenWorker(): void {
  const data = workerData as EncoderData | undefined;
  if (isMainThread || data?.mark !== ENCODER_MARK || !parentPort) return;
  const port = parentPort;
  tableDir = data.dir;
  countTokens(''); // make the encoder now, before the first request
  // One request per turn of the event loop, counts before pieces: a count asked while the memo
  // learns (a map being selected) is served next, not after everything there is to learn.
  const waiting: { id: number; request: TokenRequest }[] = [];
  const given = new Set<string>();
  const serveNext = () => {
    const first = waiting.findIndex(({ request }) => !request.pieces);
    const [{ id, request }] = waiting.splice(Math.max(first, 0), 1);
    port.postMessage({ id, answer: answer(request, given) });
    if (waiting.length) setImmediate(serveNext);
  };
  port.on('message', (message: { id: number; request: TokenRequest }) => {
    if (waiting.push(message) === 1) setImmediate(serveNext);
  });
}

serveAsTokenWorker();
