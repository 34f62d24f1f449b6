import type { Worker } from 'node:worker_threads';
import type { ExtractOutcome } from '../types';
import type { FileLimits } from '../types';
import { outcomeOfEntryText } from '../cache/entries';
import { parseAndCheck } from './worker';
import type { ParseJob, TestFaults, WorkerMessage } from './protocol';
import { newParseWorker } from './prestart';
import type { PrestartedParser } from '../types';
import { GrammarLoadError } from './grammars';
import { JobQueue } from './job-queue';

/** Files per message: small enough to balance big and small files, large enough to amortize messaging. */
const BATCH_FILES = 8;
/** Batches a worker holds at once, so it never waits for the main thread (it works through them in order). */
const IN_FLIGHT = 2;
/** A file that is being parsed when its worker dies this many times is skipped as a parse error. */
const MAX_CRASHES = 2;
/** A grammar that fails to load this many times, each in a fresh worker, is given up on. */
const MAX_GRAMMAR_FAILURES = 2;
/** Workers that die before they are ready, in a row, after which the rest is parsed on this thread. */
const MAX_START_FAILURES = 3;

/** What went wrong in the pool, for the user: files that crashed their workers, grammars that did not load. */
export interface PoolReport {
  /** Paths of the files that killed their worker MAX_CRASHES times, with the last error seen. */
  crashed: Map<string, string>;
  /** Languages whose grammar failed to load MAX_GRAMMAR_FAILURES times, with the error. */
  brokenGrammars: Map<string, string>;
  /** Worker threads could not be started (MAX_START_FAILURES in a row): the rest was parsed on this thread. */
  workersFailed: boolean;
}

interface Slot {
  worker: Worker;
  /** The jobs this worker has been sent and not answered, in the order it works through them. */
  assigned: ParseJob[];
  /** It initialised its runtime: a death after this is a job's fault, not the worker's. */
  ready: boolean;
  /** Told to stop (idle, done, or its thread is suspect); its exit is expected. */
  stopping: boolean;
  /** The language of the last files it was given: it gets more of them while there are any. */
  language?: string;
  lastError?: string;
  /** The worker started ahead, when this slot adopted it (see release), with the pool's listeners on it. */
  adopted?: { parser: PrestartedParser; listeners: SlotListeners };
}

/** What a pool listens to on a worker. */
interface SlotListeners {
  message: (message: WorkerMessage) => void;
  error: (error: unknown) => void;
  exit: () => void;
}

export function emptyReport(): PoolReport {
  return { crashed: new Map(), brokenGrammars: new Map(), workersFailed: false };
}

/**
 * A job's outcome, with the text of its cache entry when the parse made one (see entryText): what a
 * parse host sends on as it is.
 */
export type OnResult = (job: ParseJob, outcome: ExtractOutcome, text?: string) => void;

/**
 * Parse files on this thread, one after another: for a few files, or when no worker thread can be
 * had. A failure is the file's parse error (a grammar's, when it did not load).
 */
export async function parseOnThisThread(
  jobs: ParseJob[],
  limits: FileLimits,
  onResult: OnResult,
  report = emptyReport(),
): Promise<PoolReport> {
  for (const job of jobs) {
    let parsed: { outcome: ExtractOutcome; text?: string };
    try {
      parsed = await parseAndCheck(job, limits);
    } catch (error) {
      if (error instanceof GrammarLoadError) report.brokenGrammars.set(job.language, error.message);
      else report.crashed.set(job.path, (error as Error).message);
      parsed = { outcome: { skip: 'parse-error' } };
    }
    onResult(job, parsed.outcome, parsed.text);
  }
  return report;
}

/** How the pool parses: threads at most, the limits of a file, a worker to use first, faults a test injects. */
export interface PoolOptions {
  workers: number;
  limits: FileLimits;
  /** A worker to use first (see prestartParser), unless it has ended. */
  prestarted?: PrestartedParser;
  /** Given to every worker the pool starts (see TestFaults); never outside tests. */
  faults?: TestFaults;
}

/**
 * Parse files in worker threads, each with its own web-tree-sitter runtime and lazily loaded
 * grammars; results arrive through `onResult` in completion order, exactly one per job.
 *
 * Every job is at all times in one of three places: the queue, the list of one worker's assigned
 * jobs, or finished. A worker works through its assigned jobs in order and answers each one, so
 * when it dies the first of them is the one it died on: that job is charged a crash and the others
 * go back to the queue as they were. A job charged MAX_CRASHES times is a parse error. A grammar
 * that fails to load takes its worker out (the thread may be spoiled) and is retried in a fresh one;
 * after MAX_GRAMMAR_FAILURES, its language's files are parse errors and the other languages go on.
 * Workers that cannot even start leave the rest of the work to this thread.
 */
export function parseInWorkers(jobs: ParseJob[], options: PoolOptions, onResult: OnResult): Promise<PoolReport> {
  return new ParsePool(jobs, options, onResult).run();
}

/** One run of parseInWorkers: start workers, hand out jobs, collect results, replace dead workers, retry, finish. */
class ParsePool {
  private readonly report = emptyReport();
  private readonly queue: JobQueue;
  private readonly finished = new Set<number>();
  /** Charged crashes and grammar failures, per job. */
  private readonly failures = new Map<number, number>();
  private readonly grammarFailures = new Map<string, number>();
  private readonly slots = new Set<Slot>();
  private startFailures = 0;
  private settled = false;
  private resolve: () => void = () => {};
  private reject: (error: Error) => void = () => {};

  constructor(
    private readonly jobs: ParseJob[],
    private readonly options: PoolOptions,
    private readonly onResult: OnResult,
  ) {
    this.queue = new JobQueue(jobs);
  }

  async run(): Promise<PoolReport> {
    await new Promise<void>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
      this.guarded(() => this.step())();
    });
    return this.report;
  }

  /** After any change: finish, or put every queued job in reach of a worker. */
  private step(): void {
    if (this.settled) return;
    if (this.finished.size === this.jobs.length) return this.settle();
    for (const slot of this.slots) this.feed(slot);
    if (this.startFailures >= MAX_START_FAILURES) {
      if (!this.slots.size)
        void this.parseRestHere().then(
          () => this.settle(),
          (error: Error) => this.settle(error),
        );
      return;
    }
    while (this.queue.size && this.active() < this.options.workers) {
      const slot = this.startSlot();
      if (!slot) {
        this.startFailures = MAX_START_FAILURES; // no thread to be had: the rest is parsed here
        return this.step();
      }
      this.feed(slot);
    }
    if (!this.slots.size && !this.queue.size)
      this.settle(new Error(`the parse pool lost track of ${this.jobs.length - this.finished.size} file(s)`));
  }

  /** Top a worker up to IN_FLIGHT batches whenever it is down to fewer; stop it when there is nothing left for it. */
  private feed(slot: Slot): void {
    if (slot.stopping) return;
    while (slot.assigned.length <= (IN_FLIGHT - 1) * BATCH_FILES && this.queue.size) {
      const others = new Set(
        [...this.slots].flatMap((other) =>
          other !== slot && !other.stopping && other.language !== undefined ? [other.language] : [],
        ),
      );
      const batch = this.queue
        .take(BATCH_FILES, slot.language, others)
        .map((job) => ({ ...job, attempt: (this.failures.get(job.id) ?? 0) + 1 }));
      slot.language = batch[0].language;
      slot.assigned.push(...batch);
      slot.worker.postMessage({ jobs: batch, limits: this.options.limits });
    }
    if (!slot.assigned.length) this.stop(slot);
  }

  /** Workers that are not stopping. */
  private active(): number {
    return [...this.slots].filter((slot) => !slot.stopping).length;
  }

  /** A worker to work with: the one started ahead while it can be had, else a new one; undefined when no thread can be had. */
  private startSlot(): Slot | undefined {
    const { prestarted } = this.options;
    const adopted = prestarted && !prestarted.taken && !prestarted.exited ? prestarted : undefined;
    const worker = adopted?.worker ?? newParseWorker(this.options.faults);
    if (!worker) return undefined;
    if (adopted) {
      adopted.taken = true;
      adopted.used = true;
      worker.ref();
    }
    const slot: Slot = {
      worker,
      assigned: [],
      ready: adopted?.ready ?? false,
      stopping: false,
      lastError: adopted?.lastError,
    };
    this.slots.add(slot);
    const listeners: SlotListeners = {
      message: this.guarded((message: WorkerMessage) => this.onMessage(slot, message)),
      error: (error) => {
        slot.lastError = error instanceof Error ? error.message : String(error);
      },
      exit: this.guarded(() => this.onExit(slot)),
    };
    worker.on('message', listeners.message).on('error', listeners.error).on('exit', listeners.exit);
    if (adopted) slot.adopted = { parser: adopted, listeners };
    return slot;
  }

  private onMessage(slot: Slot, message: WorkerMessage): void {
    if (message.kind === 'ready') {
      slot.ready = true;
      this.startFailures = 0;
    } else if (message.kind === 'result' || message.kind === 'tags') {
      // Normally the first assigned job; after a requeue (a result that came late), a queued one.
      const job = takeAssigned(slot, message.id) ?? this.queue.remove(message.id);
      if (job)
        if (message.kind === 'result') this.finish(job, message.outcome);
        else this.finish(job, tagsOfMessage(message, this.options.limits), message.text);
    } else if (message.kind === 'grammar-failed') this.onGrammarFailed(slot, message.id, message.error);
    this.step();
  }

  /** The worker stops at the failed load: its other jobs go back as they were, it is replaced; the job is retried, or its language given up on. */
  private onGrammarFailed(slot: Slot, id: number, error: string): void {
    const job = takeAssigned(slot, id);
    this.stop(slot, false);
    this.requeueFront(slot.assigned.splice(0));
    if (!job) return;
    this.failures.set(job.id, (this.failures.get(job.id) ?? 0) + 1);
    const count = (this.grammarFailures.get(job.language) ?? 0) + 1;
    this.grammarFailures.set(job.language, count);
    if (count < MAX_GRAMMAR_FAILURES) this.requeueFront([job]);
    else {
      this.finish(job, { skip: 'parse-error' });
      this.giveUp(job.language, error);
    }
  }

  /** A worker ended: before it was ready, a failed start; else it died on the first job it had not answered, which is charged a crash. */
  private onExit(slot: Slot): void {
    this.slots.delete(slot);
    const lost = slot.assigned.splice(0);
    if (lost.length && !slot.ready) this.startFailures++;
    else if (lost.length) {
      const culprit = lost.shift()!;
      const count = (this.failures.get(culprit.id) ?? 0) + 1;
      this.failures.set(culprit.id, count);
      if (count >= MAX_CRASHES) {
        this.report.crashed.set(culprit.path, slot.lastError ?? 'the parse worker stopped');
        this.finish(culprit, { skip: 'parse-error' });
      } else lost.unshift(culprit);
    }
    this.requeueFront(lost);
    this.step();
  }

  private finish(job: ParseJob, outcome: ExtractOutcome, text?: string): void {
    if (this.finished.has(job.id)) return;
    this.finished.add(job.id);
    this.onResult(job, outcome, text);
  }

  private requeueFront(lost: ParseJob[]): void {
    this.queue.putBack(lost.filter((job) => !this.finished.has(job.id)));
  }

  /** Give up on a language: its queued files are parse errors, no worker is spent on them. */
  private giveUp(language: string, error: string): void {
    this.report.brokenGrammars.set(language, error);
    for (const job of this.queue.removeLanguage(language)) this.finish(job, { skip: 'parse-error' });
  }

  /** The workers could not start: parse what is left here. */
  private async parseRestHere(): Promise<void> {
    this.report.workersFailed = true;
    await parseOnThisThread(
      this.queue.drain(),
      this.options.limits,
      (job, outcome, text) => this.finish(job, outcome, text),
      this.report,
    );
  }

  /**
   * A worker with nothing left to do ends; the one started ahead is handed back instead when it is
   * sound (it has loaded the run's languages, and the next parse of the run, of the change's other
   * side, may want them): see release.
   */
  private stop(slot: Slot, sound = true): void {
    if (slot.stopping) return;
    slot.stopping = true;
    if (sound && slot.adopted && !slot.assigned.length) this.release(slot, slot.adopted);
    else void slot.worker.terminate();
  }

  /** The worker started ahead, given back untaken (its owner ends it when no pool takes it again). */
  private release(slot: Slot, { parser, listeners }: NonNullable<Slot['adopted']>): void {
    this.slots.delete(slot);
    slot.worker.off('message', listeners.message).off('error', listeners.error).off('exit', listeners.exit);
    slot.worker.unref();
    parser.ready = slot.ready;
    parser.lastError = slot.lastError;
    parser.taken = false;
  }

  /** The end of the run, once: every worker stopped. */
  private settle(error?: Error): void {
    if (this.settled) return;
    this.settled = true;
    for (const slot of [...this.slots]) this.stop(slot, !error);
    if (error) this.reject(error);
    else this.resolve();
  }

  /** An event's handling; a failure in it (a bug) ends the run with that error, never in an uncaught exception. */
  private guarded<T extends unknown[]>(handle: (...args: T) => void): (...args: T) => void {
    return (...args: T) => {
      try {
        handle(...args);
      } catch (error) {
        this.settle(error as Error);
      }
    };
  }
}

/** The job with this id, taken out of the worker's assigned jobs; undefined when it holds none. */
function takeAssigned(slot: Slot, id: number): ParseJob | undefined {
  const at = slot.assigned.findIndex((job) => job.id === id);
  return at < 0 ? undefined : slot.assigned.splice(at, 1)[0];
}

/** The outcome a worker sent as its entry's text (the text of this very run: malformed, it is a bug, and a parse error). */
export function tagsOfMessage({ text, edited }: { text: string; edited?: true }, limits: FileLimits): ExtractOutcome {
  const outcome = outcomeOfEntryText(text, limits.parseTimeoutMs) ?? { skip: 'parse-error' };
  return edited ? { ...outcome, edited } : outcome;
}
