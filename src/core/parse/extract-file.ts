import type { ExtractOutcome, FileTags } from '../types';
import { tagsFromTree } from '../tags';
import { loadLanguage, newParser } from './runtime';

export interface FileLimits {
  /** Files larger than this are skipped as too large. */
  maxBytes: number;
  /** A parse that takes longer than this is abandoned. */
  parseTimeoutMs: number;
}

export const DEFAULT_LIMITS: FileLimits = { maxBytes: 1024 * 1024, parseTimeoutMs: 5000 };

/** Classify raw bytes: binary (a NUL byte early on) or minified (long lines on average). */
export function contentSkip(bytes: Uint8Array): 'binary' | 'minified' | undefined {
  const head = Math.min(bytes.length, 8000);
  for (let i = 0; i < head; i++) if (bytes[i] === 0) return 'binary';
  if (bytes.length < 4096) return undefined;
  let lines = 1;
  let longest = 0;
  let current = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 10) {
      lines++;
      if (current > longest) longest = current;
      current = 0;
    } else current++;
  }
  if (current > longest) longest = current;
  const average = bytes.length / lines;
  return average > 300 || longest > 20000 ? 'minified' : undefined;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');

/** Text of a file: UTF-8 (BOM dropped) when valid, else Latin-1 so every byte still maps to a character. */
export function decode(bytes: Uint8Array): string {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    text = latin1.decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Parse one source text and run its language's tags query. Trees and parsers are freed before returning. */
export async function tagsOfSource(language: string, source: string, limits: FileLimits = DEFAULT_LIMITS): Promise<FileTags | 'parse-timeout'> {
  const loaded = await loadLanguage(language);
  const parser = newParser();
  try {
    parser.setLanguage(loaded.language);
    const deadline = Date.now() + limits.parseTimeoutMs;
    const tree = parser.parse(source, null, { progressCallback: () => Date.now() > deadline });
    if (!tree) return 'parse-timeout';
    try {
      return tagsFromTree(tree, loaded.query, source);
    } finally {
      tree.delete();
    }
  } finally {
    parser.delete();
  }
}

/** Check and tag the bytes of one file. */
export async function tagsOfBytes(bytes: Uint8Array, language: string, limits: FileLimits = DEFAULT_LIMITS): Promise<ExtractOutcome> {
  if (bytes.length > limits.maxBytes) return { skip: 'too-large' };
  const skip = contentSkip(bytes);
  if (skip) return { skip };
  const tags = await tagsOfSource(language, decode(bytes), limits);
  return tags === 'parse-timeout' ? { skip: 'parse-timeout' } : { tags };
}
