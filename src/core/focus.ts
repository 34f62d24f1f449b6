import type { FileTags, Focus, LineRange, SourceFile } from './types';
import type { FileDiff } from './diff';
import { languageOf } from './languages';
import { readBlob } from './git';
import { extractBlob, type ExtractOptions } from './extract';
import { tagsOfSource } from './parse/extract-file';
import { compareStrings } from './order';

export interface FocusContext extends ExtractOptions {
  /** Tags of the checkout's files (the head side, when the checkout is the head). */
  headTags: Map<string, FileTags>;
  /** The checkout's files, for their blob SHAs. */
  files: Map<string, SourceFile>;
  /** Whether blobs can be read with git. */
  inGit: boolean;
  warn: (message: string) => void;
}

/** A path a diff may name: relative, inside the root, no `..` segments. */
export function isSafePath(path: string): boolean {
  return path !== '' && !path.startsWith('/') && !/^[A-Za-z]:/.test(path) && !path.split(/[\\/]/).includes('..') && !path.includes('\0');
}

/**
 * What a diff is about: the files it changes, the definitions it touches on either side (their
 * callers are the blast radius) and the identifiers that occur in its changed lines (the context it
 * uses). Identifiers come from tree-sitter tags of both sides, not from a regex over the text.
 */
export async function focusFromDiff(diff: FileDiff[], context: FocusContext): Promise<Focus> {
  const changedFiles = new Set<string>();
  const identifiers = new Set<string>();
  const touched = new Set<string>();
  for (const change of diff) {
    if (!isSafePath(change.path) || (change.oldPath !== undefined && !isSafePath(change.oldPath))) {
      context.warn(`ignored a diff entry with an unsafe path: ${JSON.stringify(change.oldPath ?? change.path)}`);
      continue;
    }
    changedFiles.add(change.path);
    const language = languageOf(change.path) ?? (change.oldPath ? languageOf(change.oldPath) : undefined);
    if (change.binary || !language) continue;
    if (change.status !== 'deleted') {
      const tags = await headSide(change, language.id, context);
      if (tags) collect(tags, change.added, identifiers, touched);
    }
    if (change.status !== 'added' && change.removed.length) {
      const tags = await baseSide(change, language.id, context);
      if (tags) collect(tags, change.removed, identifiers, touched);
    }
  }
  return {
    changedFiles: [...changedFiles].sort(compareStrings),
    files: [],
    identifiers: [...identifiers].sort(compareStrings),
    touched: [...touched].sort(compareStrings),
  };
}

async function headSide(change: FileDiff, language: string, context: FocusContext): Promise<FileTags | undefined> {
  const file = context.files.get(change.path);
  const inCheckout = file && (!change.newSha || !file.sha || file.sha.startsWith(change.newSha));
  if (inCheckout) return context.headTags.get(change.path);
  return (await fromBlob(change.newSha, language, context)) ?? fromFragment(change.newLines, language);
}

async function baseSide(change: FileDiff, language: string, context: FocusContext): Promise<FileTags | undefined> {
  return (await fromBlob(change.oldSha, language, context)) ?? fromFragment(change.oldLines, language);
}

async function fromBlob(sha: string | undefined, language: string, context: FocusContext): Promise<FileTags | undefined> {
  if (!sha || !context.inGit || /^0+$/.test(sha)) return undefined;
  if (sha.length === 40) return extractBlob(language, sha, () => readBlob(context.root, sha), context);
  // An abbreviated SHA cannot key the cache: read the blob once and tag it directly.
  const bytes = readBlob(context.root, sha);
  return bytes ? tagsOrUndefined(language, bytes.toString('utf8')) : undefined;
}

/**
 * When a side's blob is not available (a diff from a file, a shallow clone), tag what the diff
 * shows of it, with every line at its own line number.
 */
async function fromFragment(lines: Map<number, string>, language: string): Promise<FileTags | undefined> {
  if (!lines.size) return undefined;
  const last = Math.max(...lines.keys());
  const text: string[] = new Array(last).fill('');
  for (const [number, line] of lines) text[number - 1] = line;
  return tagsOrUndefined(language, text.join('\n'));
}

async function tagsOrUndefined(language: string, source: string): Promise<FileTags | undefined> {
  const tags = await tagsOfSource(language, source);
  return tags === 'parse-timeout' ? undefined : tags;
}

function inRanges(line: number, ranges: LineRange[]): boolean {
  return ranges.some((r) => line >= r.start && line <= r.end);
}

/**
 * Names in changed lines go to `identifiers`. A definition is touched when its own line changed or
 * when it is the innermost definition around a changed line.
 */
function collect(tags: FileTags, ranges: LineRange[], identifiers: Set<string>, touched: Set<string>): void {
  for (const def of tags.defs) {
    if (inRanges(def.line, ranges)) {
      touched.add(def.name);
      identifiers.add(def.name);
    }
  }
  for (const ref of tags.refs) if (ref.kind !== 'module' && inRanges(ref.line, ranges)) identifiers.add(ref.name);
  for (const range of ranges) {
    for (let line = range.start; line <= range.end; line++) {
      let innermost: FileTags['defs'][number] | undefined;
      for (const def of tags.defs) {
        if (def.line <= line && def.endLine >= line && (!innermost || def.endLine - def.line < innermost.endLine - innermost.line)) innermost = def;
      }
      if (innermost) touched.add(innermost.name);
    }
  }
}
