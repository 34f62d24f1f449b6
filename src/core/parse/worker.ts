import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { ExtractOutcome } from '../types';
import { tagsOfBytes, type FileLimits } from './extract-file';
import { writeCacheEntry } from '../cache';
import { blobSha, readRegularFile } from './read-file';

/** One file for a worker: where it is (or its content), its language, the SHA it was listed with, where to cache its tags. */
export interface ParseJob {
  id: number;
  path: string;
  /** The content, when it is not read from `path` (a blob from git). */
  bytes?: Uint8Array;
  language: string;
  /** The blob SHA the file was listed with. */
  sha: string;
  /** The tag cache entry to write the outcome to (by the thread that parsed it). */
  cacheEntry?: string;
}

export interface ParseRequest {
  jobs: ParseJob[];
  limits: FileLimits;
}

export interface ParseResult {
  id: number;
  outcome: ExtractOutcome;
}

export const WORKER_MARK = 'repomap-parse-worker';

/**
 * Read, tag and cache one file. A file that is gone or no longer a regular file is a skip; a parser
 * failure throws. A file edited since it was listed is tagged as read, and not cached: its entry is
 * for the content it was listed with.
 */
export async function parseJob(job: ParseJob, limits: FileLimits): Promise<ExtractOutcome> {
  const bytes = job.bytes ?? readRegularFile(job.path, limits.maxBytes + 1); // one byte over is enough to know
  if (!bytes) return { skip: 'unreadable' };
  const outcome = await tagsOfBytes(bytes, job.language, limits);
  if (job.cacheEntry && blobSha(bytes) === job.sha) writeCacheEntry(job.cacheEntry, outcome, limits.parseTimeoutMs);
  return outcome;
}

/**
 * When this thread was started as a parse worker, serve parse requests. A parser failure is not
 * caught: it ends the worker, whose WASM runtime may be left in a bad state, and the pool retries
 * the file in a fresh one. (The bundles' entry points run only on the main thread, so a worker
 * started from a bundle does nothing but this.)
 */
function serveAsParseWorker(): void {
  if (isMainThread || workerData !== WORKER_MARK || !parentPort) return;
  const port = parentPort;
  // One request at a time, in the order they came: the pool keeps two in flight so that a worker
  // never waits for it, and handling them at once would interleave their grammar loads.
  let previous = Promise.resolve();
  port.on('message', (request: ParseRequest) => {
    previous = previous.then(async () => {
      const results: ParseResult[] = [];
      for (const job of request.jobs) results.push({ id: job.id, outcome: await parseJob(job, request.limits) });
      port.postMessage(results);
    });
  });
}

serveAsParseWorker();
