import type { LoadingTokenCounter } from '../types';
import type { TokenCounter } from '../types';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { loadBundled, startWorker } from '../util/threads';
import { rankTableFile, rankTableOf, tableCounter, type RankTable } from './table';
import { readWhole } from '../util/storage';
import { MAX_TABLE_BYTES } from './table';
import type * as EncoderModule from './encoder';
import { ENCODER_MARK, type EncoderData, type EncoderMessage, type OnCacheFailure } from './protocol';

// Token counts for the map's budget, exact, with o200k_base. The encoder is a table of the ranks in
// typed arrays (./ranks), kept in the cache directory and read back off this thread; when the
// directory keeps none, a worker thread (./encoder, whose bundle carries the ranks) makes it, keeps it
// there and hands it over. Counting is this thread's: a map counts ~1,000 lines (~10 ms). This thread
// loads ./encoder only to count with no table and no worker (or after close): the ranks are not in
// this bundle.

export const TOKENIZER = 'o200k_base';

const ENCODER_MODULE = join(__dirname, 'encoder.ts');
let encoderModule: typeof EncoderModule | undefined;
const encoderHere = () => (encoderModule ??= loadBundled<typeof EncoderModule>(ENCODER_MODULE));

/**
 * The exact o200k_base token count of a text, on this thread (see ./encoder: the first call loads
 * the encoder). Special-token strings such as `<|endoftext|>` count as plain text.
 */
export function countTokens(text: string): number {
  return encoderHere().countTokens(text);
}

/** Counting on this thread, with no table kept: for small jobs, and when a worker cannot be had. */
export const localCounter: TokenCounter = {
  count: async (texts) => texts.map(countTokens),
  close: async () => {},
};

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
  const bytes = (dir === undefined ? Promise.resolve(undefined) : readWhole(rankTableFile(dir), MAX_TABLE_BYTES)).then(
    (file) => {
      if (file instanceof Error) onFailure('read', file);
      return Buffer.isBuffer(file) ? file : undefined;
    },
  );
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
  const counter = () =>
    (counting ??= bytes
      .then((kept) => (kept && rankTableOf(kept)) ?? made())
      .then((table) => (table ? tableCounter(table) : countTokens)));
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
