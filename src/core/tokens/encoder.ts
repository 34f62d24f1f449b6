// The o200k_base encoder and the tokenizer thread that makes it. Its ranks (js-tiktoken's, a 2.3 MB
// string) are bundled only here (dist/encoder.cjs): the entry points load this module when they
// count on their own thread with no table and no worker (see ./tokens), which they rarely do. The
// encoder is a table of the ranks (see ./ranks): made from them once (~0.2 s), then kept in the
// cache directory, where runs read it back in one piece.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { isStaleTemporary, readSmall, removeFile, TEMPORARY } from '../util/storage';
import {
  MAX_TABLE_BYTES,
  rankTable,
  rankTableFile,
  rankTableOf,
  tableCounter,
  writeRankTable,
  type RankTable,
} from './table';
import { ENCODER_MARK, type CacheFailure, type EncoderData, type EncoderMessage } from './protocol';

let counter: ((text: string) => number) | undefined;

/**
 * The exact o200k_base token count of a text, as js-tiktoken's encode gives it. The table is read or
 * made on first use. Special-token strings such as `<|endoftext|>` count as plain text.
 */
export function countTokens(text: string): number {
  counter ??= tableCounter(encoderTable(undefined).table);
  return counter(text);
}

/**
 * The table, and whether it was read from `dir`: read back when the directory keeps one, else made
 * from the ranks and written there (a broken copy, or a file in its place that is not a regular
 * file, is made again); with the error of a directory that cannot be read or written. No `dir`: made.
 */
export function encoderTable(dir: string | undefined): { table: RankTable; fromFile: boolean; failure?: CacheFailure } {
  const file = dir === undefined ? undefined : readSmall(rankTableFile(dir), MAX_TABLE_BYTES);
  const kept = Buffer.isBuffer(file) ? rankTableOf(file) : undefined;
  if (kept) return { table: kept, fromFile: true };
  const table = tableOfRanks(o200kBase.bpe_ranks);
  if (file instanceof Error)
    return { table, fromFile: false, failure: { doing: 'read', code: file.code, message: file.message } };
  const error = dir === undefined ? undefined : writeRankTable(dir, table);
  if (error) return { table, fromFile: false, failure: { doing: 'write', code: error.code, message: error.message } };
  if (dir !== undefined) removeOtherTables(dir);
  return { table, fromFile: false };
}

/** Base64's digits, by character code: a digit's value, -1 for anything else (the padding). */
const BASE64 = new Int8Array(128).fill(-1);
[...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].forEach(
  (digit, value) => (BASE64[digit.charCodeAt(0)] = value),
);

/**
 * The table of a ranks' text as js-tiktoken reads it (lines of a name, the first rank, then tokens in
 * base64 that take the ranks from it on), every token with its rank (a test compares them with
 * js-tiktoken's own). The base64 is decoded here into one array: a Buffer per token cost ~0.1 s more.
 */
export function tableOfRanks(text: string): RankTable {
  const bytes = new Uint8Array(text.length); // base64 takes more characters than the bytes it holds
  const starts: number[] = [0];
  const ranks: number[] = [];
  let length = 0;
  for (const line of text.split('\n')) {
    if (!line) continue;
    const [, first, ...tokens] = line.split(' ');
    let rank = Number.parseInt(first, 10);
    for (const token of tokens) {
      let bits = 0;
      let held = 0;
      for (let i = 0; i < token.length; i++) {
        const value = BASE64[token.charCodeAt(i)] ?? -1;
        if (value < 0) continue;
        bits = ((bits << 6) | value) & 0xffffff;
        held += 6;
        if (held >= 8) bytes[length++] = (bits >> (held -= 8)) & 0xff;
      }
      starts.push(length);
      ranks.push(rank++);
    }
  }
  return rankTable(bytes.slice(0, length), Int32Array.from(starts), Int32Array.from(ranks));
}

/**
 * Remove the tables of other versions, and the temporary files a write left long ago (a process
 * that ended while its tokenizer thread wrote; a newer one is another thread's, writing now).
 */
function removeOtherTables(dir: string): void {
  const kept = rankTableFile(dir);
  try {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (!name.startsWith('ranks-o200k_base-') || path === kept) continue;
      if (!name.endsWith(TEMPORARY) || isStaleTemporary(path)) removeFile(path);
    }
  } catch {
    // left behind: only space
  }
}

/** The tokenizer thread: makes the table (or reads it back), keeps it in its directory, hands it over and ends. */
function serveAsTokenWorker(): void {
  const data = workerData as EncoderData | undefined;
  if (isMainThread || data?.mark !== ENCODER_MARK || !parentPort) return;
  const { table, failure } = encoderTable(data.dir);
  const buffers = new Set([table.bytes.buffer, table.starts.buffer, table.ranks.buffer, table.slots.buffer]);
  parentPort.postMessage({ ...table, ...(failure ? { failure } : {}) } satisfies EncoderMessage, [
    ...buffers,
  ] as ArrayBuffer[]);
}

serveAsTokenWorker();
