import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { ExtractOutcome } from '../types';
import { tagsOfBytes } from './extract-file';
import type { FileLimits } from '../types';
import { entryText } from '../cache/entries';
import { blobSha, readRegularFile } from '../util/files';
import { GrammarLoadError, initRuntime, loadLanguage } from './grammars';
import { adoptTierLock } from './wasm-tier';
import {
  WORKER_MARK,
  type ParseJob,
  type ParseRequest,
  type ParseWorkerData,
  type TestFaults,
  type WarmRequest,
  type WorkerMessage,
} from './protocol';

/**
 * Read and tag one file. A file that is gone or no longer a regular file is a skip; a parser failure
 * throws. A file to cache that was edited since it was listed is tagged as read, and marked `edited`:
 * the cache keeps tags under the content the file was listed with (see TagCache.remember).
 */
export async function parseJob(job: ParseJob, limits: FileLimits): Promise<ExtractOutcome> {
  return (await parseAndCheck(job, limits)).outcome;
}

/** parseJob, with the text of the outcome's entry when it has one (see entryText). */
export async function parseAndCheck(
  job: ParseJob,
  limits: FileLimits,
): Promise<{ outcome: ExtractOutcome; text?: string }> {
  const bytes = job.bytes ?? readRegularFile(job.path, limits.maxBytes + 1); // one byte over is enough to know
  if (!bytes) return { outcome: { skip: 'unreadable' } };
  const outcome = await tagsOfBytes(bytes, job.language, limits);
  const text = entryText(outcome, limits.parseTimeoutMs);
  if (job.cached && text && blobSha(bytes) !== job.sha) return { outcome: { ...outcome, edited: true }, text };
  return { outcome, text };
}

/** A job's outcome as a worker (or a parse host) sends it: tags as their entry's text, a skip as it is. */
export function resultMessage(
  id: number,
  { outcome, text }: { outcome: ExtractOutcome; text?: string },
): WorkerMessage {
  if (!('tags' in outcome) || text === undefined) return { kind: 'result', id, outcome };
  return outcome.edited ? { kind: 'tags', id, text, edited: true } : { kind: 'tags', id, text };
}

/** The fault a test injects into this attempt at the job, if any (see TestFaults). */
function injectedFault(faults: TestFaults, job: ParseJob): 'kill' | 'grammar' | undefined {
  const attempt = job.attempt ?? 1;
  for (const [suffix, fault] of Object.entries(faults)) {
    if (!job.path.endsWith(`/${suffix}`) && suffix !== `(language ${job.language})`) continue;
    if (attempt <= (fault.kill ?? 0)) return 'kill';
    if (attempt <= (fault.grammar ?? 0)) return 'grammar';
  }
  return undefined;
}

/**
 * When this thread was started as a parse worker, serve parse requests: one job after another, in
 * the order they came, answering each, so that no two grammar loads ever overlap and the pool
 * always knows which job a dead worker died on. A grammar that fails to load is reported and ends
 * the service (the thread's runtime may be spoiled; the pool replaces it); any other failure ends
 * the thread, and the pool retries its jobs in a fresh one. (From dist/, a worker runs this
 * module's own bundle, dist/worker.cjs: see startWorker.)
 */
function serveAsParseWorker(): void {
  const data = workerData as ParseWorkerData | undefined;
  if (isMainThread || data?.mark !== WORKER_MARK || !parentPort) return;
  const port = parentPort;
  const faults = data.faults ?? {};
  if (faults['(start)']?.kill) process.exit(70);
  if (data.tierLock) adoptTierLock(data.tierLock);
  const post = (message: WorkerMessage) => port.postMessage(message);
  let stopped = false;
  const serve = async ({ jobs, limits }: ParseRequest) => {
    for (const job of jobs) {
      if (stopped) return;
      const fault = injectedFault(faults, job);
      if (fault === 'kill') process.exit(70);
      try {
        if (fault === 'grammar') throw new GrammarLoadError(job.language, 'injected by a test');
        post(resultMessage(job.id, await parseAndCheck(job, limits)));
      } catch (error) {
        if (!(error instanceof GrammarLoadError)) throw error;
        stopped = true;
        post({ kind: 'grammar-failed', id: job.id, error: error.message });
      }
    }
  };
  const crash = (error: unknown) => {
    stopped = true;
    // Thrown outside any promise: the pool sees it as the worker's 'error', then its exit.
    setImmediate(() => {
      throw error;
    });
  };
  // A language that fails to load while warming fails again, the same way, for its first job.
  const warm = async ({ warm: languages }: WarmRequest) => {
    for (const language of languages) await loadLanguage(language).catch(() => {});
  };
  let previous = initRuntime().then(() => post({ kind: 'ready' }));
  port.on('message', (request: ParseRequest | WarmRequest) => {
    previous = previous.then(() => ('warm' in request ? warm(request) : serve(request))).catch(crash);
  });
  previous.catch(crash);
}

serveAsParseWorker();
