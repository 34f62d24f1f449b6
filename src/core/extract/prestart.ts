import type { PrestartedParser } from '../types';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../util/threads';
import { sharedTierLock } from './wasm-tier';
import { WORKER_MARK, type ParseWorkerData, type TestFaults, type WarmRequest, type WorkerMessage } from './protocol';

// A parse thread started before the files to parse are known. This module is small on purpose: the
// entry points load it before the engine (see startEarlyParser), so it imports no more than threads.

/**
 * A new parse worker thread (with the faults a test injects); undefined when no thread can be had.
 * It compiles modules on chosen tiers when this thread does (see adoptTierLock).
 */
export function newParseWorker(faults?: TestFaults): Worker | undefined {
  try {
    const data: ParseWorkerData = { mark: WORKER_MARK, faults, tierLock: sharedTierLock() };
    return startWorker(join(__dirname, 'worker.ts'), data);
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
