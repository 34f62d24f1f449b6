import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { loadBundled, startWorker } from './threads';
import { writeAtomically } from './cache';
import { distinctPieces, sumOfPieces } from './pieces';
import { answer, readRankTable, tableCounter, type TokenRequest } from './ranks';
import type * as EncoderModule from './encoder';

// Token counts for the map's budget, exact, with o200k_base. Counts go through a memo of pieces first
// (see PieceCounts); the encoder is a table of the ranks (./ranks), read on this thread from the
// cache directory that keeps it, else made by a worker thread (./encoder, whose bundle carries the
// ranks), which keeps it there. This thread loads ./encoder only to count with no table kept and no
// worker (or after close): the ranks are not in this bundle.

export const TOKENIZER = 'o200k_base';

const ENCODER_MODULE = join(__dirname, 'encoder.ts');
/** The tokenizer thread's workerData: ENCODER_MARK, and the cache directory that keeps the encoder's table. */
export interface EncoderData {
  mark: string;
  dir?: string;
}
export const ENCODER_MARK = 'repomap-token-worker';
let encoderModule: typeof EncoderModule | undefined;
const encoderHere = () => (encoderModule ??= loadBundled<typeof EncoderModule>(ENCODER_MODULE));

/**
 * The exact o200k_base token count of a text, on this thread (see ./encoder: the first call loads
 * the encoder). Special-token strings such as `<|endoftext|>` count as plain text.
 */
export function countTokens(text: string): number {
  return encoderHere().countTokens(text);
}

/** Counts many texts at once; the same counts as countTokens. */
export interface TokenCounter {
  count(texts: string[]): Promise<number[]>;
  /** Let go of the encoder; resolves once what the counter keeps (its memo) is written. */
  close(): Promise<void>;
}

/** The encoder's work: counts of texts, and counts of the distinct pieces of texts. */
interface Encoder extends TokenCounter {
  /** The distinct pieces of the texts (see distinctPieces in ./pieces), each with its count; a worker leaves out those it gave before. */
  pieces(texts: string[]): Promise<[string, number][]>;
}

/** Counting on this thread with a table (see ./ranks), or with the encoder's own (which loads the ranks). */
function encoderHereWith(count: (text: string) => number): Encoder {
  return {
    count: async (texts) => answer({ texts }, count) as number[],
    pieces: async (texts) => answer({ texts, pieces: true }, count) as [string, number][],
    close: async () => {},
  };
}

/** Counting on this thread, with no table kept: for small jobs, and when a worker cannot be had. */
const localEncoder = encoderHereWith(countTokens);

export const localCounter: TokenCounter = localEncoder;

/**
 * Token counts of pre-tokenizer pieces (identifiers, runs of punctuation, spaces…), kept in the
 * cache directory: a run whose pieces were all counted before counts without loading the encoder.
 * Every count in it is the encoder's own, so counting through it gives the encoder's numbers. One
 * file per encoder, written through a rename; an unreadable or malformed file is an empty memo.
 */
export class PieceCounts {
  readonly counts = new Map<string, number>();
  /** Pieces counted since the file was read: the file is written again if there are any. */
  private added = 0;

  private readonly file: string | undefined;

  /** `dir`: the cache directory that keeps the memo, and the encoder's table (see ./encoder). */
  private constructor(readonly dir: string | undefined) {
    this.file = dir === undefined ? undefined : join(dir, `pieces-${TOKENIZER}-v1.json`);
  }

  /** The memo kept in a cache directory (or none: in memory only, for this run). */
  static load(dir: string | undefined): PieceCounts {
    const memo = new PieceCounts(dir);
    if (!memo.file) return memo;
    let stored: unknown;
    try {
      stored = JSON.parse(readFileSync(memo.file, 'utf8'));
    } catch {
      return memo;
    }
    if (!Array.isArray(stored) || stored.length % 2) return memo;
    for (let i = 0; i < stored.length; i += 2) {
      const [piece, count] = [stored[i], stored[i + 1]];
      if (typeof piece !== 'string' || !Number.isInteger(count) || count < 0) {
        memo.counts.clear();
        return memo;
      }
      memo.counts.set(piece, count);
    }
    return memo;
  }

  add(piece: string, count: number): void {
    if (this.counts.has(piece)) return;
    this.counts.set(piece, count);
    this.added++;
  }

  /** The texts' counts, if every piece of them is known. */
  countAll(texts: string[]): number[] | undefined {
    const counts: number[] = [];
    for (const text of texts) {
      const sum = sumOfPieces(text, (piece) => this.counts.get(piece));
      if (sum === undefined) return undefined;
      counts.push(sum);
    }
    return counts;
  }

  /** Write the file if pieces were added (a memo past MAX_PIECES starts over with this run's). */
  save(): void {
    if (!this.file || !this.added) return;
    let entries = [...this.counts];
    if (entries.length > MAX_PIECES) entries = entries.slice(-this.added).slice(-MAX_PIECES);
    writeAtomically(this.file, JSON.stringify(entries.flat()));
    this.added = 0;
  }
}

/** Pieces a memo keeps at most (a file of a few MB): past it, it starts over. */
const MAX_PIECES = 250_000;

/** A counter whose encoder loads once `load` is called (or when a count needs it). */
export interface LoadingTokenCounter extends TokenCounter {
  /** Start loading the encoder now; later calls do nothing. */
  load(): void;
  /** Count the pieces of these texts (lines a later map may show) into the memo, in the background: loads the encoder. */
  learn(texts: string[]): void;
  /** Whether the memo knows no piece yet (a first run on this cache, or no cache). */
  readonly knowsNothing: boolean;
}

/**
 * A counter whose encoder loads from the moment it is told to (or when a count needs a piece the
 * memo lacks), while this thread does other work (discovery, cache reads, ranking). The encoder is
 * this thread's when the cache directory keeps the encoder's table (read off this thread: see
 * ./ranks); otherwise, and to learn many texts, a worker thread's, which makes the table and keeps
 * it. Counts go through the memo: a text whose pieces it knows is counted here, without the
 * encoder. Falls back to this thread if the worker fails. Closing writes the memo, once what it
 * was told to learn is counted (until then, a worker keeps the process alive).
 */
export function startTokenCounter(memo: PieceCounts = PieceCounts.load(undefined)): LoadingTokenCounter {
  let here: Promise<Encoder | undefined> | undefined;
  let worker: Encoder | undefined;
  let closed = false;
  const learning = new Set<Promise<void>>();
  const inWorker = () => (closed ? localEncoder : (worker ??= workerEncoder(memo.dir)));
  const tableHere = () => (here ??= memo.dir === undefined ? Promise.resolve(undefined) : readRankTable(memo.dir).then((table) => table && encoderHereWith(tableCounter(table))));
  const loaded = async () => (closed ? localEncoder : ((await tableHere()) ?? inWorker()));
  const remember = (pieces: [string, number][]) => {
    for (const [piece, count] of pieces) memo.add(piece, count);
  };
  return {
    load: () => void loaded(),
    learn: (all) => {
      // What the memo knows is not sent (a new memo knows nothing: no need to look). The rest goes in
      // parts, which the worker serves after any count asked meanwhile: a map is not kept waiting.
      // A few parts (a changed file's lines) are learnt on this thread, when it has the table.
      const texts = memo.counts.size ? all.filter((text) => !memo.countAll([text])) : all;
      if (!texts.length) return;
      const encoder = texts.length > LEARN_HERE ? Promise.resolve(inWorker()) : loaded();
      for (let start = 0; start < texts.length; start += LEARN_BATCH) {
        const job = encoder.then((learner) => learner.pieces(texts.slice(start, start + LEARN_BATCH))).then(remember, () => {}).finally(() => learning.delete(job));
        learning.add(job);
      }
    },
    get knowsNothing() {
      return memo.counts.size === 0;
    },
    count: async (texts) => {
      const known = memo.countAll(texts);
      if (known) return known;
      const unknown = distinctPieces(texts, memo.counts);
      const counts = await (await loaded()).count(unknown);
      remember(unknown.map((piece, i) => [piece, counts[i]]));
      return memo.countAll(texts)!;
    },
    close: async () => {
      closed = true; // from now on, counts are made on this thread
      await Promise.all(learning);
      memo.save();
      await worker?.close();
    },
  };
}

/** Lines learnt per request to the worker. */
const LEARN_BATCH = 2048;
/** Lines learnt on this thread at most, when it has the table (more go to a worker, while this thread ranks). */
const LEARN_HERE = 4 * LEARN_BATCH;

function workerEncoder(dir: string | undefined): Encoder {
  let worker: Worker;
  try {
    worker = startWorker(ENCODER_MODULE, { mark: ENCODER_MARK, dir } satisfies EncoderData);
  } catch {
    return localEncoder;
  }
  let failed = false;
  let next = 0;
  const pending = new Map<number, { request: TokenRequest; resolve: (answer: never) => void }>();
  const fallBack = () => {
    failed = true;
    for (const [id, { request, resolve }] of pending) {
      pending.delete(id);
      resolve(answer(request, countTokens) as never);
    }
  };
  worker.on('message', ({ id, answer }: { id: number; answer: never }) => {
    pending.get(id)?.resolve(answer);
    pending.delete(id);
    if (!pending.size) worker.unref();
  });
  worker.on('error', fallBack);
  worker.on('exit', fallBack);
  // Only a pending request keeps the process alive: a counter nobody closed does not. (Unref after
  // adding the listeners: adding them refs the worker.)
  worker.unref();
  const ask = <T>(request: TokenRequest): Promise<T> => {
    if (failed) return Promise.resolve(answer(request, countTokens) as T);
    return new Promise<T>((resolve) => {
      const id = next++;
      if (!pending.size) worker.ref();
      pending.set(id, { request, resolve: resolve as (answer: never) => void });
      worker.postMessage({ id, request });
    });
  };
  return {
    count: (texts) => ask({ texts }),
    pieces: (texts) => ask({ texts, pieces: true }),
    close: async () => {
      worker.removeAllListeners('exit');
      void worker.terminate();
    },
  };
}
