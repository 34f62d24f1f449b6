import type { PrestartedParser } from '../types';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../util/threads';
import { WORKER_MARK, type ParseWorkerData, type TestFaults, type WarmRequest, type WorkerMessage } from './protocol';

// A parse thread started before the files to parse are known. This module is small on purpose: the
// entry points load it before the engine (see startEarlyParser), so it imports no more than threads.



/** A new parse worker thread (with the faults a test injects); undefined when no thread can be had. */
export function newParseWorker(faults?: TestFaults): Worker | undefined {
  try {
    return startWorker(join(__dirname, 'worker.ts'), { mark: WORKER_MARK, faults } satisfies ParseWorkerData);
  } catch {
    return undefined;
  }
}

/** Start a parse worker (tell it the languages to load with warmUp); undefined when no thread can be had. */
export function prestartParser(): PrestartedParser | undefined {
  const worker = newParseWorker();
  if (!worker) return undefined;
  const prestarted: PrestartedParser = { worker, ready: false, exited: false, taken: false };
  // Until a pool takes it, these listeners keep what the pool would need to know.
  worker.on('message', (message: WorkerMessage) => {
    if (message.kind === 'ready') prestarted.ready = true;
  });
  worker.on('error', (error) => {
    prestarted.lastError = error instanceof Error ? error.message : String(error);
  });
  worker.on('exit', () => {
    prestarted.exited = true;
  });
  worker.unref(); // until a pool takes it, it does not keep the process alive
  return prestarted;
}

/** Tell a worker started ahead to load these languages too (after what it was told before). */
export function warmUp({ worker }: PrestartedParser, languages: string[]): void {
  worker.postMessage({ warm: languages } satisfies WarmRequest);
}

// The entry points and the engine are separate bundles, each with its own copy of this module: the
// thread an entry point starts is handed over in a slot of the process's global object.
const EARLY = Symbol.for('repomap.earlyParser');
type Slot = { [EARLY]?: PrestartedParser };

/**
 * Start a parse thread as the process starts, for a run that will parse a change: an entry point
 * calls this before it loads the engine's bundle, so that the thread comes up (~0.1-0.2 s) while the
 * bundle loads and the run reads git and the cache; the run takes it (see takeEarlyParser).
 */
export function startEarlyParser(): void {
  (globalThis as Slot)[EARLY] ??= prestartParser();
}

/** The thread startEarlyParser started, once; undefined when none was (or it has ended). */
export function takeEarlyParser(): PrestartedParser | undefined {
  const slot = globalThis as Slot;
  const early = slot[EARLY];
  slot[EARLY] = undefined;
  return early && !early.exited ? early : undefined;
}
