import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { ExtractOutcome, FileTags, SkipReason, SourceFile } from './types';
import { TAG_FORMAT, TagCache } from './cache';
import { languageVersion } from './parse/runtime';
import { DEFAULT_LIMITS, tagsOfBytes, type FileLimits } from './parse/extract-file';

export interface ExtractOptions {
  root: string;
  cache?: TagCache;
  limits?: FileLimits;
  onProgress?: (done: number, total: number) => void;
}

export interface Extraction {
  tags: Map<string, FileTags>;
  parsed: number;
  fromCache: number;
  skipped: Partial<Record<SkipReason, number>>;
}

/** The git blob SHA-1 of some bytes: the same key inside and outside git. */
export function blobSha(bytes: Uint8Array): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/**
 * Tags for every listed file: from the cache when its content was seen before, else parsed once.
 * A file is read only on a cache miss (or to hash it when the index has no SHA for it).
 */
export async function extractAll(files: SourceFile[], options: ExtractOptions): Promise<Extraction> {
  const tags = new Map<string, FileTags>();
  const skipped: Partial<Record<SkipReason, number>> = {};
  let parsed = 0;
  let fromCache = 0;
  let done = 0;
  const record = (file: SourceFile, outcome: ExtractOutcome) => {
    if ('tags' in outcome) tags.set(file.path, outcome.tags);
    else skipped[outcome.skip] = (skipped[outcome.skip] ?? 0) + 1;
    options.onProgress?.(++done, files.length);
  };
  for (const file of files) {
    const version = languageVersion(file.language, TAG_FORMAT);
    let bytes: Uint8Array | undefined;
    let sha = file.sha;
    if (!sha) {
      try {
        bytes = readFileSync(join(options.root, file.path));
      } catch {
        record(file, { skip: 'unreadable' });
        continue;
      }
      sha = blobSha(bytes);
    }
    const hit = options.cache?.get(version, sha);
    if (hit) {
      fromCache++;
      record(file, hit);
      continue;
    }
    if (!bytes) {
      try {
        bytes = readFileSync(join(options.root, file.path));
      } catch {
        record(file, { skip: 'unreadable' });
        continue;
      }
    }
    const outcome = await tagsOfBytes(bytes, file.language, options.limits ?? DEFAULT_LIMITS);
    parsed++;
    options.cache?.set(version, sha, outcome);
    record(file, outcome);
  }
  return { tags, parsed, fromCache, skipped };
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
