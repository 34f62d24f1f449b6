// The o200k_base encoder (js-tiktoken) and the tokenizer thread that serves it. Its ranks, a 2.3 MB
// string that takes ~1 s and ~150 MiB to load, are bundled only here (dist/encoder.cjs): the entry
// points load this module when they count on their own thread (see ./tokens), which they rarely do.
// Most of that second is js-tiktoken making its table from the ranks: the tokenizer thread keeps
// the table in the cache directory, and reads it back next time (see encoderFor).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { dataFile, readDataFile, writeAtomically } from './cache';
import { sha1Hex } from './parse/read-file';
import { distinctPieces } from './pieces';
import { ENCODER_MARK, TOKENIZER, type EncoderData } from './tokens';

let encoder: Tiktoken | undefined;
/** The cache directory that keeps the encoder's table (the tokenizer thread's; none on other threads). */
let tableDir: string | undefined;

/**
 * The exact o200k_base token count of a text. The encoder is made on first use (its table is the
 * expensive part). Special-token strings such as `<|endoftext|>` count as plain text.
 */
export function countTokens(text: string): number {
  encoder ??= encoderFor(tableDir).encoder;
  return encoder.encode(text, [], []).length;
}

/** js-tiktoken's encoder as it keeps its table: each token's bytes, joined by commas, to its rank. */
interface WithTable {
  rankMap?: unknown;
}

/**
 * The encoder, and whether its table was read from `dir`. js-tiktoken makes the table from the
 * ranks' text in 1.3-3 s on this machine; read from the copy, it takes ~0.25 s. The copy is named
 * by a hash of the ranks (other ranks make a copy of their own), and is used only if its SHA-1
 * holds and the encoder it gives counts the samples as the one that wrote it did (a js-tiktoken
 * that keys its table otherwise fails them): else the table is made from the ranks, and the copy
 * written again. No `dir`: made from the ranks.
 */
export function encoderFor(dir: string | undefined): { encoder: Tiktoken; fromTable: boolean } {
  const file = dir === undefined ? undefined : join(dir, `${TABLE_PREFIX}${sha1Hex(o200kBase.bpe_ranks).slice(0, 16)}.bin`);
  const table = file === undefined ? undefined : readTable(file);
  if (table) {
    const made = new Tiktoken({ ...o200kBase, bpe_ranks: '' });
    const inside = made as unknown as WithTable;
    if (inside.rankMap instanceof Map && inside.rankMap.size === 0) {
      inside.rankMap = table.ranks;
      if (table.samples.length === SAMPLES.length && SAMPLES.every((text, i) => table.samples[i]?.[0] === text && made.encode(text, [], []).length === table.samples[i][1])) {
        return { encoder: made, fromTable: true };
      }
    }
  }
  const made = new Tiktoken(o200kBase);
  if (file !== undefined) writeTable(file, made);
  return { encoder: made, fromTable: false };
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
  const keys = data.text.split('\n');
  if (keys.length !== data.numbers.length) return undefined;
  const ranks = new Map<string, number>();
  for (let i = 0; i < keys.length; i++) ranks.set(keys[i], data.numbers[i]);
  return { ranks, samples };
}

/** The SHA-1 of a table's keys and ranks, as its file keeps it. */
function tableHash(keys: string, ranks: Int32Array): string {
  return sha1Hex(Buffer.concat([Buffer.from(keys), Buffer.from(ranks.buffer, ranks.byteOffset, ranks.byteLength)]));
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

export function answer({ texts, pieces }: TokenRequest): number[] | [string, number][] {
  if (!pieces) return texts.map(countTokens);
  return distinctPieces(texts).map((piece): [string, number] => [piece, countTokens(piece)]);
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
  const serveNext = () => {
    const first = waiting.findIndex(({ request }) => !request.pieces);
    const [{ id, request }] = waiting.splice(Math.max(first, 0), 1);
    port.postMessage({ id, answer: answer(request) });
    if (waiting.length) setImmediate(serveNext);
  };
  port.on('message', (message: { id: number; request: TokenRequest }) => {
    if (waiting.push(message) === 1) setImmediate(serveNext);
  });
}

serveAsTokenWorker();
