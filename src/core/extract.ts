import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { ExtractOutcome, FileTags, SkipReason, SourceFile } from './types';
import { TAG_FORMAT, TagCache } from './cache';
import { languageVersion } from './parse/runtime';
import { availableParallelism } from 'node:os';
import { DEFAULT_LIMITS, tagsOfBytes, type FileLimits } from './parse/extract-file';
import { parseJob, type ParseJob } from './parse/worker';
import { parseInWorkers } from './parse/pool';
import { compareStrings } from './order';

export interface ExtractOptions {
  root: string;
  cache?: TagCache;
  limits?: FileLimits;
  onProgress?: (done: number, total: number) => void;
  /** Parse threads at most (default: the number of cores); 1 parses on the main thread, more in worker threads. */
  workers?: number;
}

export interface Extraction {
  tags: Map<string, FileTags>;
  parsed: number;
  fromCache: number;
  skipped: Partial<Record<SkipReason, number>>;
  /** Files the parser failed on or gave up on (time limit). */
  failed: string[];
}

/** The git blob SHA-1 of some bytes: the same key inside and outside git. */
export function blobSha(bytes: Uint8Array): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/** Fewer cache misses than this are parsed on the main thread: starting workers would cost more. */
const MIN_FILES_FOR_WORKERS = 24;

/**
 * Tags for every listed file: from the cache when its content was seen before, else parsed once,
 * in worker threads when there is enough to parse. A file is read only on a cache miss (or to hash
 * it when the index has no SHA for it).
 */
export async function extractAll(files: SourceFile[], options: ExtractOptions): Promise<Extraction> {
  const tags = new Map<string, FileTags>();
  const skipped: Partial<Record<SkipReason, number>> = {};
  let parsed = 0;
  let fromCache = 0;
  let done = 0;
  const failed: string[] = [];
  const record = (file: SourceFile, outcome: ExtractOutcome) => {
    if ('tags' in outcome) tags.set(file.path, outcome.tags);
    else skipped[outcome.skip] = (skipped[outcome.skip] ?? 0) + 1;
    if ('skip' in outcome && (outcome.skip === 'parse-error' || outcome.skip === 'parse-timeout')) failed.push(file.path);
    options.onProgress?.(++done, files.length);
  };

  // 1. Cache lookups on the main thread: cheap, and a warm run needs nothing else.
  //    Files with the same content (and language) share one parse.
  const misses = new Map<string, { sha: string; version: string; files: SourceFile[] }>();
  for (const file of files) {
    let version: string;
    try {
      version = languageVersion(file.language, TAG_FORMAT);
    } catch {
      record(file, { skip: 'parse-error' }); // the language's query cannot be read: a broken install
      continue;
    }
    let sha = file.sha;
    if (!sha) {
      try {
        sha = blobSha(readFileSync(join(options.root, file.path)));
      } catch {
        record(file, { skip: 'unreadable' });
        continue;
      }
    }
    const key = `${version}:${sha}`;
    const same = misses.get(key);
    if (same) {
      same.files.push(file);
      continue;
    }
    const hit = options.cache?.get(version, sha);
    if (hit) {
      fromCache++;
      record(file, hit);
    } else misses.set(key, { sha, version, files: [file] });
  }

  // 2. Parse the misses, each content once.
  const limits = options.limits ?? DEFAULT_LIMITS;
  const work = [...misses.values()];
  const jobs: ParseJob[] = work.map(({ files: [file], sha, version }, id) => ({
    id,
    path: join(options.root, file.path),
    language: file.language,
    cacheEntry: options.cache?.entry(version, sha),
  }));
  const finish = (job: ParseJob, outcome: ExtractOutcome) => {
    parsed++;
    for (const file of work[job.id].files) record(file, outcome);
  };
  const threads = options.workers ?? availableParallelism();
  if (threads > 1 && jobs.length >= MIN_FILES_FOR_WORKERS) {
    await parseInWorkers(jobs, Math.min(threads, Math.ceil(jobs.length / MIN_FILES_FOR_WORKERS)), limits, finish);
  } else {
    for (const job of jobs) finish(job, await parseJob(job, limits).catch((): ExtractOutcome => ({ skip: 'parse-error' })));
  }
  return { tags: sortedByPath(tags), parsed, fromCache, skipped, failed: failed.sort(compareStrings) };
}

/** Results arrive in completion order; the rest of the pipeline sees them in path order. */
function sortedByPath(tags: Map<string, FileTags>): Map<string, FileTags> {
  return new Map([...tags.entries()].sort(([a], [b]) => compareStrings(a, b)));
}

/** Tags of one blob (a file's content on the base or head side of a diff), through the same cache. */
export async function extractBlob(language: string, sha: string, read: () => Uint8Array | undefined, options: ExtractOptions): Promise<FileTags | undefined> {
  const version = languageVersion(language, TAG_FORMAT);
  let outcome = options.cache?.get(version, sha);
  if (!outcome) {
    const bytes = read();
    if (!bytes) return undefined;
    outcome = await tagsOfBytes(bytes, language, options.limits ?? DEFAULT_LIMITS);
    options.cache?.set(version, sha, outcome);
  }
  return 'tags' in outcome ? outcome.tags : undefined;
}
