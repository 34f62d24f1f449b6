import type { ExtractOutcome, FileTags } from '../types';
import { tagsFromTree } from '../tags';
import { loadLanguage, newParser } from './runtime';
import { languageById } from '../languages';
import type { Range } from 'web-tree-sitter';

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
  const spec = languageById(language);
  if (spec.scannerReset && !source.startsWith('#!')) source = spec.scannerReset + source;
  let includedRanges: Range[] | undefined;
  if (spec.scriptBlocks) {
    includedRanges = scriptBlocks(source);
    if (!includedRanges.length) return { defs: [], refs: [] };
  }
  const parser = newParser();
  try {
    parser.setLanguage(loaded.language);
    const deadline = Date.now() + limits.parseTimeoutMs;
    const tree = parser.parse(source, null, { includedRanges, progressCallback: () => Date.now() > deadline });
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

/** Script types that hold JavaScript or TypeScript (no type attribute means JavaScript). */
const SCRIPT_TYPES = /^(module|(text|application)\/(javascript|ecmascript|typescript)|ts|js|tsx|jsx)$/i;

/**
 * The contents of a markup file's `<script>` blocks (a Vue component's `<script setup lang="ts">`,
 * an HTML page's inline scripts), as ranges of the whole text: parsed alone, they keep their
 * line numbers in the file.
 */
export function scriptBlocks(source: string): Range[] {
  const ranges: Range[] = [];
  const open = /<script\b([^>]*)>/gi;
  for (let match = open.exec(source); match; match = open.exec(source)) {
    const attributes = match[1];
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\b(?:type|lang)\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    const start = match.index + match[0].length;
    const close = source.toLowerCase().indexOf('</script', start);
    const end = close < 0 ? source.length : close;
    open.lastIndex = end;
    if (type && !SCRIPT_TYPES.test(type)) continue;
    ranges.push({ startIndex: start, endIndex: end, startPosition: pointAt(source, start), endPosition: pointAt(source, end) });
  }
  return ranges;
}

function pointAt(source: string, index: number): { row: number; column: number } {
  let row = 0;
  let lineStart = 0;
  for (let i = source.indexOf('\n'); i >= 0 && i < index; i = source.indexOf('\n', i + 1)) {
    row++;
    lineStart = i + 1;
  }
  return { row, column: index - lineStart };
}

/** Check and tag the bytes of one file. */
export async function tagsOfBytes(bytes: Uint8Array, language: string, limits: FileLimits = DEFAULT_LIMITS): Promise<ExtractOutcome> {
  if (bytes.length > limits.maxBytes) return { skip: 'too-large' };
  const skip = contentSkip(bytes);
  if (skip) return { skip };
  const tags = await tagsOfSource(language, decode(bytes), limits);
  return tags === 'parse-timeout' ? { skip: 'parse-timeout' } : { tags };
}
