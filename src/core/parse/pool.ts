import { join } from 'node:path';
import { startWorker } from '../threads';
import type { ExtractOutcome } from '../types';
import type { FileLimits } from './extract-file';
import { WORKER_MARK, type ParseJob, type ParseResult } from './worker';

/** Files per message: small enough to balance big and small files, large enough to amortize messaging. */
const BATCH_FILES = 8;
/** Batches a worker holds at once, so it never waits for the main thread. */
const IN_FLIGHT = 2;


/**
 * Parse files in worker threads, each with its own web-tree-sitter runtime and lazily loaded
 * grammars; results arrive through `onResult` in completion order. A worker that dies takes
 * only its in-flight files with it: they are retried one by one, and a file that kills a worker
 * twice is skipped as a parse error.
 */
export async function parseInWorkers(
  jobs: ParseJob[],
  workers: number,
  limits: FileLimits,
  onResult: (job: ParseJob, outcome: ExtractOutcome) => void,
): Promise<void> {
  const queue: ParseJob[][] = [];
  for (let i = 0; i < jobs.length; i += BATCH_FILES) queue.push(jobs.slice(i, i + BATCH_FILES));
  const byId = new Map(jobs.map((job) => [job.id, job]));
  const crashes = new Map<number, number>();
  let remaining = jobs.length;

  await new Promise<void>((resolve, reject) => {
    if (!remaining) return resolve();
    let live = 0;
    const start = () => {
      const worker = startWorker(join(__dirname, 'worker.ts'), WORKER_MARK);
      const inFlight: ParseJob[][] = [];
      live++;
      const feed = () => {
        while (inFlight.length < IN_FLIGHT && queue.length) {
          const batch = queue.shift()!;
          inFlight.push(batch);
          worker.postMessage({ jobs: batch, limits });
        }
        if (!inFlight.length) void worker.terminate();
      };
      worker.on('message', (results: ParseResult[]) => {
        inFlight.shift();
        for (const { id, outcome } of results) {
          onResult(byId.get(id)!, outcome);
          remaining--;
        }
        if (remaining === 0) resolve();
        feed();
      });
      worker.on('error', () => {}); // a parser failure: handled on 'exit'
      worker.on('exit', () => {
        live--;
        if (inFlight.length) {
          // Retry the lost files alone, so one bad file cannot take its neighbours down again.
          for (const job of inFlight.flat()) {
            const count = (crashes.get(job.id) ?? 0) + 1;
            crashes.set(job.id, count);
            if (count >= 2) {
              onResult(job, { skip: 'parse-error' });
              remaining--;
            } else queue.unshift([job]);
          }
          inFlight.length = 0;
          if (remaining === 0) return resolve();
        }
        if (queue.length && live < workers) start();
        else if (!live && remaining > 0) reject(new Error('parse workers stopped with files left to parse'));
      });
      feed();
    };
    for (let i = 0; i < Math.min(workers, queue.length); i++) start();
  });
}
