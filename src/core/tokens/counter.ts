import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { loadBundled, startWorker } from '../util/threads';
import { rankTableFile, rankTableOf, tableCounter, type RankTable } from './table';
import { readWhole } from '../cache/tag-cache';
import { MAX_TABLE_BYTES } from './table';
import type * as EncoderModule from './encoder';

// Token counts for the map's budget, exact, with o200k_base. The encoder is a table of the ranks in
// typed arrays (./ranks), kept in the cache directory and read back off this thread; when the
// directory keeps none, a worker thread (./encoder, whose bundle carries the ranks) makes it, keeps it
// there and hands it over. Counting is this thread's: a map counts ~1,000 lines (~10 ms). This thread
// loads ./encoder only to count with no table and no worker (or after close): the ranks are not in
// this bundle.

export const TOKENIZER = 'o200k_base';

const ENCODER_MODULE = join(__dirname, 'encoder.ts');
/** The tokenizer thread's workerData: ENCODER_MARK, and the cache directory to keep the encoder's table in. */
export interface EncoderData {
  mark: string;
  dir?: string;
}
/** What the tokenizer thread hands over: the table, with the error that kept it from being read or written in the directory, if any. */
export interface EncoderMessage extends RankTable {
  failure?: CacheFailure;
}
/** A failure of the cache directory, as it crosses between threads. */
export interface CacheFailure {
  doing: 'read' | 'write';
  code?: string;
  message: string;
}
/** Told when the cache directory cannot be read or written (see TagCache.failed). */
export type OnCacheFailure = (doing: 'read' | 'write', error: NodeJS.ErrnoException) => void;
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
  /** Let go of the encoder (a thread still making its table ends). */
  close(): Promise<void>;
}

/** Counting on this thread, with no table kept: for small jobs, and when a worker cannot be had. */
export const localCounter: TokenCounter = {
  count: async (texts) => texts.map(countTokens),
  close: async () => {},
};

/** A counter whose encoder loads once `load` is called (or when a count needs it). */
export interface LoadingTokenCounter extends TokenCounter {
  /** Start making the encoder's table now if no table is kept; later calls do nothing. */
  load(): void;
}

/**
 * A counter that counts on this thread with the encoder's table: the table a cache directory `dir`
 * keeps, its bytes read off this thread from the start (see readWhole) and checked at the first
 * count (a run that counts nothing, such as a question's, spends nothing on them); when there is
 * none, one made by a worker thread (which keeps it in `dir`) from the moment the counter is told
 * to load (or a count needs it), while this thread does other work. Falls back to this thread's
 * own encoder if the worker fails, or after close. A table that cannot be read or written there is
 * told to `onFailure`; a file in its place that is not one (a FIFO, a symlink) is made again.
 */
export function startTokenCounter(dir?: string, onFailure: OnCacheFailure = () => {}): LoadingTokenCounter {
  const bytes = (dir === undefined ? Promise.resolve(undefined) : readWhole(rankTableFile(dir), MAX_TABLE_BYTES)).then((file) => {
    if (file instanceof Error) onFailure('read', file);
    return Buffer.isBuffer(file) ? file : undefined;
  });
  let worker: Worker | undefined;
  let closed = false;
  let counting: Promise<(text: string) => number> | undefined;
  const made = (): Promise<RankTable | undefined> => {
    if (closed) return Promise.resolve(undefined);
    try {
      worker = startWorker(ENCODER_MODULE, { mark: ENCODER_MARK, dir } satisfies EncoderData);
    } catch {
      return Promise.resolve(undefined);
    }
    const making = worker;
    return new Promise((resolve) => {
      making.once('message', ({ failure, ...table }: EncoderMessage) => {
        if (failure) onFailure(failure.doing, Object.assign(new Error(failure.message), { code: failure.code }));
        resolve(table);
      });
      making.once('error', () => resolve(undefined));
      making.once('exit', () => resolve(undefined));
    });
  };
  const counter = () => (counting ??= bytes.then((kept) => (kept && rankTableOf(kept)) ?? made()).then((table) => (table ? tableCounter(table) : countTokens)));
  return {
    load: () =>
      void bytes.then((kept) => {
        if (!kept) void counter();
      }),
    count: async (texts) => texts.map(await counter()),
    close: async () => {
      closed = true;
      await worker?.terminate();
    },
  };
}
