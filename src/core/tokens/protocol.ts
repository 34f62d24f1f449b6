// What the tokenizer thread and its callers say to each other.
import type { RankTable } from './table';

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
/** The tokenizer thread's mark in its workerData: the encoder module serves when it sees it. */
export const ENCODER_MARK = 'repomap-token-worker';
