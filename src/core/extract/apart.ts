// Parsing apart: a child process of node started with `--liftoff-only` (the parse host) runs a
// parse pool of its own, with its own threads, and sends each file's outcome back. For the grammars
// that this process's optimizing WebAssembly tier cannot take (see runtime/wasm-tiers.ts): V8 13
// and later take that flag only on node's command line.
import { join } from 'node:path';
import type { ExtractOutcome, FileLimits } from '../types';
import { startWorkerProcess } from '../util/threads';
import { emptyReport, parseInWorkers, parseOnThisThread, tagsOfMessage, type OnResult, type PoolReport } from './pool';
import { resultMessage } from './worker';
import type { ParseJob, TestFaults, WorkerMessage } from './protocol';

/** The mark in the parse host's first argument: the module serves when it sees it. */
const HOST_MARK = 'repomap-parse-host';

/** What the parse host is asked: every job at once, with its pool's size and limits. */
interface HostRequest {
  jobs: ParseJob[];
  workers: number;
  limits: FileLimits;
  faults?: TestFaults;
}

/** What the parse host sends: each job's outcome, as a parse worker sends it, then its pool's report. */
type HostMessage = WorkerMessage | { kind: 'report'; report: PoolReport };

/**
 * Parse `jobs` in a parse host with `workers` threads; results arrive through `onResult`, exactly
 * one per job. If the host ends before it has answered them all (or cannot start), the rest are
 * parse errors, named in the report as crashed.
 */
export function parseApart(
  jobs: ParseJob[],
  options: { workers: number; limits: FileLimits; faults?: TestFaults },
  onResult: (job: ParseJob, outcome: ExtractOutcome) => void,
): Promise<PoolReport> {
  const byId = new Map(jobs.map((job) => [job.id, job]));
  const finish = (id: number, outcome: ExtractOutcome) => {
    const job = byId.get(id);
    if (!job) return;
    byId.delete(id);
    onResult(job, outcome);
  };
  return new Promise((resolve) => {
    let report: PoolReport | undefined;
    let settled = false;
    const end = (why: string) => {
      if (settled) return;
      settled = true;
      const ended = report ?? emptyReport();
      for (const job of [...byId.values()]) {
        ended.crashed.set(job.path, why);
        finish(job.id, { skip: 'parse-error' });
      }
      resolve(ended);
    };
    let host;
    try {
      host = startWorkerProcess(join(__dirname, 'apart.ts'), [HOST_MARK], ['--liftoff-only']);
    } catch (error) {
      return end(`the parse process did not start: ${(error as Error).message}`);
    }
    host.on('message', (message: HostMessage) => {
      if (message.kind === 'report') report = message.report;
      else if (message.kind === 'tags') finish(message.id, tagsOfMessage(message, options.limits));
      else if (message.kind === 'result') finish(message.id, message.outcome);
    });
    // A host that could not start says so here (and may never close); one that ran, by its end.
    host.on('error', (error) => {
      if (host.pid === undefined) end(`the parse process did not start: ${error.message}`);
    });
    // 'close': the process has ended and every message it sent has been read.
    host.on('close', (code, signal) => end(`the parse process ended (${signal ?? `exit ${code}`})`));
    host.send({ ...options, jobs } satisfies HostRequest);
  });
}

/**
 * When this process was started as a parse host (see parseApart): parse what it is asked in a pool
 * of its own, send each outcome, then the report, and end (as it does when its parent goes).
 */
function serveAsParseHost(): void {
  if (!process.send || process.argv[2] !== HOST_MARK) return;
  // A message that cannot be sent: the parent has gone (it ended, or its run did), and so does the host.
  const send = (message: HostMessage, then?: () => void) =>
    process.send!(message, undefined, {}, (error) => (error ? process.exit(0) : then?.()));
  process.on('disconnect', () => process.exit(0));
  process.once('message', (request: HostRequest) => {
    const { jobs, workers, limits, faults } = request;
    if (faults?.['(host)']?.kill) process.exit(70);
    // Outcomes go on as the parse made them: tags as their entry's text, not encoded again.
    const onResult: OnResult = (job, outcome, text) => send(resultMessage(job.id, { outcome, text }));
    // A few files are parsed on the host's own thread, as they are in a run's own process.
    const parsed =
      workers > 1
        ? parseInWorkers(jobs, { workers, limits, faults }, onResult)
        : parseOnThisThread(jobs, limits, onResult);
    // Once the report is sent, the host lets its parent go, and ends.
    void parsed.then((report) => send({ kind: 'report', report }, () => process.disconnect()));
  });
}

serveAsParseHost();
