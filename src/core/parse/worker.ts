import { readFileSync } from 'node:fs';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { ExtractOutcome } from '../types';
import { tagsOfBytes, type FileLimits } from './extract-file';
import { writeCacheEntry } from '../cache';

/** One file for a worker: where it is, its language, and the limits that apply. */
export interface ParseJob {
  id: number;
  path: string;
  language: string;
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

/** Read, tag and cache one file. A file that cannot be read is a skip; a parser failure throws. */
export async function parseJob(job: ParseJob, limits: FileLimits): Promise<ExtractOutcome> {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(job.path);
  } catch {
    return { skip: 'unreadable' };
  }
  const outcome = await tagsOfBytes(bytes, job.language, limits);
  if (job.cacheEntry) writeCacheEntry(job.cacheEntry, outcome);
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
  port.on('message', async (request: ParseRequest) => {
    const results: ParseResult[] = [];
    for (const job of request.jobs) results.push({ id: job.id, outcome: await parseJob(job, request.limits) });
    port.postMessage(results);
  });
}

serveAsParseWorker();
