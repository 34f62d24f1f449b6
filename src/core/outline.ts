import { join } from 'node:path';
import type { FileTags } from './types';
import { contentSkip, decode } from './parse/extract-file';
import { readRegularFile } from './parse/read-file';

// Files in no supported language (a README, a manifest, a Dockerfile, a workflow) enter the map as a
// single entry: their first meaningful line, as a definition of kind `file`.

const KEY_FILES = /^(README(\.\w+)?|package\.json|go\.mod|Cargo\.toml|pyproject\.toml|setup\.py|setup\.cfg|requirements\.txt|Gemfile|composer\.json|pom\.xml|build\.gradle(\.kts)?|settings\.gradle(\.kts)?|CMakeLists\.txt|Makefile|Dockerfile|docker-compose\.ya?ml|action\.ya?ml|\.github\/workflows\/[^/]+\.ya?ml)$/i;

/** Manifests, build and CI configuration at the root: they get a small prior in the ranking. */
export function isKeyProjectFile(path: string): boolean {
  return KEY_FILES.test(path);
}

const MAX_LINE = 120;

/** The first line that says something: not blank, not punctuation alone, not a comment (but a markdown heading). */
export function firstMeaningfulLine(text: string, path: string): { line: number; text: string } | undefined {
  const markdown = /\.(md|markdown|rst|txt)$/i.test(path) || /^README$/i.test(path.split('/').pop() ?? '');
  const lines = text.split('\n');
  for (let i = 0; i < lines.length && i < 200; i++) {
    const line = lines[i].trim();
    if (!/[\p{L}\p{N}]/u.test(line)) continue;
    if (!markdown && /^(#|\/\/|\/\*|\*|<!--|;|--|%)/.test(line)) continue;
    if (/^(<\?xml|<!doctype)/i.test(line)) continue;
    return { line: i + 1, text: line.length > MAX_LINE ? `${line.slice(0, MAX_LINE - 1)}…` : line };
  }
  return undefined;
}

/** A non-code file as tags: one `file` definition named by its base name. Undefined for binary, empty or special files. */
export function outlineOf(root: string, path: string): FileTags | undefined {
  const bytes = readRegularFile(join(root, path), 64 * 1024);
  if (!bytes) return undefined;
  if (contentSkip(bytes.subarray(0, 8000)) === 'binary') return undefined;
  const first = firstMeaningfulLine(decode(bytes), path);
  if (!first) return undefined;
  const name = path.split('/').pop()!;
  return { defs: [{ name, kind: 'file', line: first.line, endLine: first.line, signature: first.text }], refs: [] };
}
