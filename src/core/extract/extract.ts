import type { Extraction } from '../types';
import { join } from 'node:path';
import type { ExtractOutcome, FileTags, SkipReason, SourceFile } from '../types';
import { NOTED_SKIPS } from '../discover/discover';
import { TAG_FORMAT, TagCache } from '../cache/tag-cache';
import { languageVersion } from './grammars';
import { availableParallelism } from 'node:os';
import { DEFAULT_LIMITS } from './extract-file';
import type { FileLimits } from '../types';
import type { ParseJob } from './protocol';
import { emptyReport, parseInWorkers, parseOnThisThread, type PoolReport } from './pool';
import { parseApart } from './apart';
import type { PrestartedParser, WasmTierPolicy } from '../types';
import { blobSha, readRegularFile } from '../util/files';
import { compareStrings } from '../util/order';

export interface ExtractOptions {
  root: string;
  cache?: TagCache;
  limits?: FileLimits;
  onProgress?: (done: number, total: number) => void;
  /** Parse threads at most (default: the number of cores); 1 parses on the main thread, more in worker threads. */
  workers?: number;
  /**
   * Called once, when the extraction no longer needs the machine's cores for itself: at once when
   * there is nothing to parse in worker threads, else when they are done (other work started then
   * does not compete with them for cores and memory).
   */
  onCoresFree?: () => void;
  /** A parse worker started ahead (see prestartParser): the files to parse go to it, even a few. */
  prestarted?: PrestartedParser;
  /** How grammars are compiled and where they are parsed; absent, by this process's flags, in it. */
  wasmTiers?: WasmTierPolicy;
}

/** The worker started ahead, if there is one still to take and something to parse. */
function prestartedFor(jobs: ParseJob[], prestarted: PrestartedParser | undefined): PrestartedParser | undefined {
  return prestarted && !prestarted.exited && !prestarted.taken && jobs.length ? prestarted : undefined;
}

/** Fewer cache misses than this are parsed on the main thread: starting workers would cost more. */
const MIN_FILES_FOR_WORKERS = 24;

/**
 * Tags for every listed file: from the cache when its content was seen before, else parsed once,
 * in worker threads when there is enough to parse. A file is read only on a cache miss (or to hash
 * it when the index has no SHA for it).
 */
export async function extractAll(files: SourceFile[], options: ExtractOptions): Promise<Extraction> {
  const limits = options.limits ?? DEFAULT_LIMITS;
  const tally = new Tally(files.length, options.onProgress);
  // 1. Cache lookups on the main thread: cheap, and a warm run needs nothing else.
  const work = [...cacheMisses(files, options, limits, tally).values()];
  // 2. Parse the misses, each content once.
  const jobs: ParseJob[] = work.map(({ files: [file], sha }, id) => ({
    id,
    path: join(options.root, file.path),
    language: file.language,
    sha,
    cached: !!options.cache,
  }));
  const finish = (job: ParseJob, outcome: ExtractOutcome) => {
    tally.parsed++;
    options.cache?.remember(work[job.id].version, job.sha, outcome, limits.parseTimeoutMs);
    for (const file of work[job.id].files) tally.record(file, outcome);
  };
  const plan = parsePlan(jobs, (job) => work[job.id].files[0].size, options);
  if (!plan.inWorkers) options.onCoresFree?.();
  const report = await runJobs(plan, limits, finish);
  if (plan.inWorkers) options.onCoresFree?.();
  return { ...tally.extraction(report), parsedApart: plan.apart.length };
}

/** A content to parse: its SHA, its language's tags version, and the files that have it. */
interface Miss {
  sha: string;
  version: string;
  files: SourceFile[];
}

/**
 * The files' tags from the cache, recorded in the tally; the files the cache does not have, by
 * content (and language): files with the same content share one parse.
 */
function cacheMisses(
  files: SourceFile[],
  options: ExtractOptions,
  limits: FileLimits,
  tally: Tally,
): Map<string, Miss> {
  const misses = new Map<string, Miss>();
  for (const file of files) {
    let version: string;
    try {
      version = languageVersion(file.language, TAG_FORMAT);
    } catch {
      tally.record(file, { skip: 'parse-error' }); // the language's query cannot be read: a broken install
      continue;
    }
    let sha = file.sha;
    if (!sha) {
      const bytes = readRegularFile(join(options.root, file.path), limits.maxBytes + 1);
      if (!bytes || bytes.length > limits.maxBytes) {
        tally.record(file, { skip: bytes ? 'too-large' : 'unreadable' }); // gone, or grown, since it was listed
        continue;
      }
      sha = blobSha(bytes);
    }
    tally.blobs.set(file.path, sha);
    const hit = options.cache?.get(version, sha, limits.parseTimeoutMs);
    if (hit) {
      tally.fromCache++;
      tally.record(file, hit);
      continue;
    }
    // A content is parsed once for all of its files (a warm run builds no key: it has no miss).
    const key = `${version}:${sha}`;
    const same = misses.get(key);
    if (same) same.files.push(file);
    else misses.set(key, { sha, version, files: [file] });
  }
  return misses;
}

/** What the extraction found so far, file by file, with its progress. */
class Tally {
  readonly tags = new Map<string, FileTags>();
  readonly blobs = new Map<string, string>();
  parsed = 0;
  fromCache = 0;
  private readonly skipped: Partial<Record<SkipReason, number>> = {};
  private readonly skippedPaths = new Map<string, SkipReason>();
  private readonly failed: string[] = [];
  private readonly timedOut: string[] = [];
  private done = 0;

  constructor(
    private readonly total: number,
    private readonly onProgress?: (done: number, total: number) => void,
  ) {}

  record(file: SourceFile, outcome: ExtractOutcome): void {
    if ('tags' in outcome) this.tags.set(file.path, outcome.tags);
    else this.skipped[outcome.skip] = (this.skipped[outcome.skip] ?? 0) + 1;
    if ('skip' in outcome && NOTED_SKIPS.has(outcome.skip)) this.skippedPaths.set(file.path, outcome.skip);
    if ('skip' in outcome && outcome.skip === 'parse-error') this.failed.push(file.path);
    if ('skip' in outcome && outcome.skip === 'parse-timeout') this.timedOut.push(file.path);
    this.onProgress?.(++this.done, this.total);
  }

  /** The extraction, in path order, with what went wrong in the pool. */
  extraction({ brokenGrammars, workersFailed }: PoolReport): Omit<Extraction, 'parsedApart'> {
    return {
      tags: sortedByPath(this.tags),
      blobs: this.blobs,
      parsed: this.parsed,
      fromCache: this.fromCache,
      skipped: this.skipped,
      skippedPaths: this.skippedPaths,
      failed: this.failed.sort(compareStrings),
      timedOut: this.timedOut.sort(compareStrings),
      brokenGrammars: new Map([...brokenGrammars].sort(([a], [b]) => compareStrings(a, b))),
      workersFailed,
    };
  }
}

/** How many threads parse this many files: worker threads when there is enough to parse, else 1 (this thread). */
function parseThreads(jobs: number, workers = availableParallelism()): number {
  return workers > 1 && jobs >= MIN_FILES_FOR_WORKERS ? Math.min(workers, Math.ceil(jobs / MIN_FILES_FOR_WORKERS)) : 1;
}

/**
 * Where the files are parsed: in this process (`here`, in `threads`), and apart, in a process that
 * compiles for Liftoff only (in `threadsApart`).
 */
interface ParsePlan {
  here: ParseJob[];
  threads: number;
  prestarted?: PrestartedParser;
  apart: ParseJob[];
  threadsApart: number;
  /** Parsed by other threads than this one, or apart: the cores are busy until they are done. */
  inWorkers: boolean;
}

/**
 * Where each file is parsed, as the tier policy chooses for the bytes of each language (`size` of
 * a job). The cores are shared by the two sides as the bytes are: each gets at least its share, and
 * the threads its files are worth.
 */
function parsePlan(
  jobs: ParseJob[],
  size: (job: ParseJob) => number,
  options: Pick<ExtractOptions, 'workers' | 'prestarted' | 'wasmTiers'>,
): ParsePlan {
  const cores = options.workers ?? availableParallelism();
  const work = new Map<string, number>();
  for (const job of jobs) work.set(job.language, (work.get(job.language) ?? 0) + size(job));
  const away = new Set(options.wasmTiers?.apart(work));
  const here: ParseJob[] = [];
  const apart: ParseJob[] = [];
  for (const job of jobs) (away.has(job.language) ? apart : here).push(job);
  const total = [...work.values()].reduce((sum, bytes) => sum + bytes, 0) || 1;
  const bytesApart = apart.reduce((sum, job) => sum + size(job), 0);
  const share = (bytes: number, count: number) =>
    Math.max(1, Math.min(parseThreads(count, cores), Math.ceil((cores * bytes) / total)));
  const threads = apart.length ? share(total - bytesApart, here.length) : parseThreads(here.length, cores);
  const prestarted = prestartedFor(here, options.prestarted);
  return {
    here,
    threads,
    prestarted,
    apart,
    threadsApart: share(bytesApart, apart.length),
    inWorkers: threads > 1 || prestarted !== undefined || apart.length > 0,
  };
}

/**
 * Parse as planned: here, in worker threads when more than one, else in this thread (with a worker
 * started ahead, worker threads from it on: its languages are loaded, or loading, and this thread
 * would load them again); and apart, at the same time, in a parse host (see ./apart).
 */
async function runJobs(
  plan: ParsePlan,
  limits: FileLimits,
  finish: (job: ParseJob, outcome: ExtractOutcome) => void,
): Promise<PoolReport> {
  const { here, threads, prestarted, apart, threadsApart } = plan;
  const local = !here.length
    ? Promise.resolve(emptyReport())
    : threads > 1 || prestarted
      ? parseInWorkers(here, { workers: threads, limits, prestarted }, finish)
      : parseOnThisThread(here, limits, finish);
  const away = apart.length
    ? parseApart(apart, { workers: threadsApart, limits }, finish)
    : Promise.resolve(emptyReport());
  const [one, other] = await Promise.all([local, away]);
  return {
    crashed: new Map([...one.crashed, ...other.crashed]),
    brokenGrammars: new Map([...one.brokenGrammars, ...other.brokenGrammars]),
    workersFailed: one.workersFailed || other.workersFailed,
  };
}

/** Results arrive in completion order (in path order when nothing was parsed); the rest of the pipeline sees them in path order. */
function sortedByPath(tags: Map<string, FileTags>): Map<string, FileTags> {
  let previous: string | undefined;
  for (const path of tags.keys()) {
    if (previous !== undefined && compareStrings(previous, path) > 0)
      return new Map([...tags.entries()].sort(([a], [b]) => compareStrings(a, b)));
    previous = path;
  }
  return tags;
}

/** A content to tag that is not a file of the checkout (a side of a diff): its full blob SHA, language and size. */
export interface BlobRequest {
  sha: string;
  language: string;
  size: number;
}

export function blobKey(language: string, sha: string): string {
  return `${language}:${sha}`;
}

/** Blobs are read and parsed in batches of about this many bytes: a huge diff never sits in memory whole. */
const BLOB_BATCH_BYTES = 128 * 1024 * 1024;

/**
 * Tags of blobs, by blobKey: from the cache, else read with `read` and parsed like the checkout's
 * files (in the parse threads when there are many), each content once. Blobs over the size limit
 * are not read; blobs that are binary, minified or too slow to parse have no tags.
 */
export async function extractBlobs(
  requests: BlobRequest[],
  read: (shas: string[]) => Map<string, Uint8Array>,
  options: ExtractOptions,
): Promise<Map<string, FileTags>> {
  const limits = options.limits ?? DEFAULT_LIMITS;
  const tags = new Map<string, FileTags>();
  const misses: (BlobRequest & { version: string })[] = [];
  const seen = new Set<string>();
  for (const request of requests) {
    const key = blobKey(request.language, request.sha);
    if (seen.has(key) || request.size > limits.maxBytes) continue;
    seen.add(key);
    const version = languageVersion(request.language, TAG_FORMAT);
    const hit = options.cache?.get(version, request.sha, limits.parseTimeoutMs);
    if (!hit) misses.push({ ...request, version });
    else if ('tags' in hit) tags.set(key, hit.tags);
  }
  for (let start = 0, end = 0; start < misses.length; start = end) {
    for (let bytes = 0; end < misses.length && (end === start || bytes + misses[end].size <= BLOB_BATCH_BYTES); end++)
      bytes += misses[end].size;
    const batch = misses.slice(start, end);
    const contents = read([...new Set(batch.map((blob) => blob.sha))]);
    const jobs: ParseJob[] = [];
    batch.forEach(({ sha, language }, id) => {
      const bytes = contents.get(sha);
      if (bytes) jobs.push({ id, path: `blob ${sha}`, bytes, language, sha, cached: !!options.cache });
    });
    const finish = (job: ParseJob, outcome: ExtractOutcome) => {
      options.cache?.remember(batch[job.id].version, job.sha, outcome, limits.parseTimeoutMs);
      if ('tags' in outcome) tags.set(blobKey(job.language, job.sha), outcome.tags);
    };
    await runJobs(
      parsePlan(jobs, (job) => job.bytes!.length, options),
      limits,
      finish,
    );
  }
  return tags;
}
