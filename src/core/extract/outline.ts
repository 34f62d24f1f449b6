import { join } from 'node:path';
import type { Discovery, FileTags, Focus } from '../types';
import { contentSkip, decode } from './decode';
import { DEFAULT_LIMITS, tagsOfSource } from './extract-file';
import type { FileLimits } from '../types';
import { blobSha, readRegularFile } from '../util/files';
import { languageOf } from '../language-lookup';
import { packTags } from '../util/packed';
import { languageVersion } from './grammars';
import { TAG_FORMAT, type TagCache } from '../cache/tag-cache';

// Files in no programming language (a README, a manifest, a Dockerfile, a workflow) enter the map
// when the change touches them, and the key project files always do. A format with a tags query
// (`outline` in the language table: Markdown, YAML, JSON, CSS, SCSS, LaTeX) enters as its outline:
// headings, top-level keys, rules, with their lines and signatures. Any other file, or an outline
// that finds nothing, enters as a single entry: its first meaningful line, as a definition of kind `file`.

const KEY_FILES =
  /^(README(\.\w+)?|package\.json|go\.mod|Cargo\.toml|pyproject\.toml|setup\.py|setup\.cfg|requirements\.txt|Gemfile|composer\.json|pom\.xml|build\.gradle(\.kts)?|settings\.gradle(\.kts)?|CMakeLists\.txt|Makefile|Dockerfile|docker-compose\.ya?ml|action\.ya?ml|\.github\/workflows\/[^/]+\.ya?ml)$/i;

/** Manifests, build and CI configuration at the root: they get a small prior in the ranking. */
export function isKeyProjectFile(path: string): boolean {
  return KEY_FILES.test(path);
}

const MAX_LINE = 120;
/** The first line is looked for in this much of a file. */
const FIRST_LINE_BYTES = 64 * 1024;
/** An outline covers this much of a file at most: a long changelog is outlined from its start. */
export const OUTLINE_BYTES = 256 * 1024;
/**
 * Bytes outlined per map at most: a change to thousands of large YAML or Markdown files costs
 * seconds, not minutes (about 2 MB/s are parsed); the files past it enter as their first line.
 */
export const OUTLINES_BYTES = 8 * 1024 * 1024;

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

/**
 * The outlines of non-code files, in the order given, with at most `budget` bytes outlined by
 * tags queries; files without one are left out (binary, empty, special files). An outline is cached
 * like any file's tags, by the content outlined: a warm run loads no grammar for its README.
 */
export async function outlinesOf(
  root: string,
  paths: string[],
  limits: FileLimits = DEFAULT_LIMITS,
  budget = OUTLINES_BYTES,
  cache?: TagCache,
): Promise<Map<string, FileTags>> {
  const result = new Map<string, FileTags>();
  let left = budget;
  for (const path of paths) {
    const format = languageOf(path)?.outline ? languageOf(path) : undefined;
    const bytes = readRegularFile(
      join(root, path),
      format && left > 0 ? Math.min(OUTLINE_BYTES, limits.maxBytes) : FIRST_LINE_BYTES,
    );
    if (!bytes || contentSkip(bytes.subarray(0, 8000)) === 'binary') continue;
    const text = decode(bytes);
    let tags: FileTags | undefined;
    if (format && left > 0 && contentSkip(bytes) !== 'minified') {
      left -= bytes.length;
      const version = languageVersion(format.id, TAG_FORMAT);
      const sha = blobSha(bytes);
      let outcome = cache?.get(version, sha, limits.parseTimeoutMs);
      if (!outcome) {
        const outline = await tagsOfSource(format.id, text, limits);
        outcome = outline === 'parse-timeout' ? { skip: outline } : { tags: outline };
        cache?.remember(version, sha, outcome, limits.parseTimeoutMs);
      }
      if ('tags' in outcome && outcome.tags.defs.names.length) tags = outcome.tags;
    }
    tags ??= firstLineOutline(text, path);
    if (tags) result.set(path, tags);
  }
  return result;
}

/** A file as one `file` definition named by its base name: its first meaningful line. */
function firstLineOutline(text: string, path: string): FileTags | undefined {
  const first = firstMeaningfulLine(text, path);
  if (!first) return undefined;
  const name = path.split('/').pop()!;
  return packTags([{ name, kind: 'file', line: first.line, endLine: first.line, signature: first.text }], []);
}

/**
 * Files in no programming language that belong in the graph: changed or focus files, and the key
 * project files. They enter as their outline (Markdown headings, YAML keys…) or their first meaningful line.
 */
export function outlinesFor(
  root: string,
  focus: Focus,
  discovery: Discovery,
  tags: ReadonlyMap<string, FileTags>,
  limits: FileLimits,
  cache: TagCache | undefined,
): Promise<Map<string, FileTags>> {
  const unsupported = new Set(discovery.unsupported);
  const listed = new Set(discovery.files.map((file) => file.path));
  const wanted = [...focus.changedFiles, ...focus.files].filter(
    (path) => (listed.has(path) || unsupported.has(path)) && !tags.has(path),
  );
  wanted.push(...discovery.unsupported.filter(isKeyProjectFile));
  return outlinesOf(root, [...new Set(wanted)], limits, OUTLINES_BYTES, cache);
}
