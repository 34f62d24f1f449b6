// What the parse threads and the pool say to each other.
import type { ExtractOutcome, FileLimits } from '../types';

/** The mark in a parse worker's workerData: the worker module serves when it sees it. */
export const WORKER_MARK = 'repomap-parse-worker';

/**
 * Faults for tests of the pool (never given outside tests): `{"<path suffix>": {"kill": n}}` makes
 * the worker that tries that file die at once on the file's first n attempts, `{"<path suffix>":
 * {"grammar": n}}` makes its grammar fail to load on them, `{"(language <id>)": …}` does the same to
 * every file of a language, `{"(start)": {"kill": 1}}` makes every worker die before it is ready,
 * and `{"(host)": {"kill": 1}}` makes a parse host (see ./apart) die before it parses anything.
 */
export type TestFaults = Record<string, { kill?: number; grammar?: number }>;

/**
 * A parse worker's workerData: the mark, the faults a test injects, and the lock of a process that
 * compiles modules on chosen tiers (see wasm-tier.ts).
 */
export interface ParseWorkerData {
  mark: typeof WORKER_MARK;
  faults?: TestFaults;
  tierLock?: SharedArrayBuffer;
}

/** One file for a worker: where it is (or its content), its language, the SHA it was listed with, whether its tags are cached. */
export interface ParseJob {
  id: number;
  path: string;
  /** The content, when it is not read from `path` (a blob from git). */
  bytes?: Uint8Array;
  language: string;
  /** The blob SHA the file was listed with. */
  sha: string;
  /** The outcome goes to the tag cache, under `sha`: the thread that parses it checks that the content read has that SHA. */
  cached?: boolean;
  /** 1 for the first try; one more after each worker that died, or failed its grammar, on this file. */
  attempt?: number;
}

export interface ParseRequest {
  jobs: ParseJob[];
  limits: FileLimits;
}

/**
 * Load these languages (grammar and tags query) before any job of theirs comes: sent to a worker
 * started while the files to parse are not known yet (see prestartParser in ./prestart).
 */
export interface WarmRequest {
  warm: string[];
}

/**
 * A worker's messages: it is ready (its runtime is up), a job's outcome (tags as the text of their
 * cache entry, see entryText), or a grammar that did not load (then it stops).
 */
export type WorkerMessage =
  | { kind: 'ready' }
  | { kind: 'result'; id: number; outcome: ExtractOutcome }
  | { kind: 'tags'; id: number; text: string; edited?: true }
  | { kind: 'grammar-failed'; id: number; error: string };
