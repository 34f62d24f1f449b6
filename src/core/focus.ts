import type { Definition, DefinitionChange, FileTags, Focus, LineRange, SourceFile } from './types';
import type { FileDiff } from './diff';
import { languageOf } from './languages';
import { blobSizes, readBlobs } from './git';
import { blobKey, extractBlobs, type BlobRequest, type ExtractOptions } from './extract';
import { DEFAULT_LIMITS } from './parse/extract-file';
import { blobSha } from './parse/read-file';
import { compareStrings } from './order';
import { isPathKind } from './imports';
import { definitionList } from './packed';

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

/** One side of a changed file to tag: its changed lines, and where its content can come from. */
interface Side {
  ranges: LineRange[];
  language: string;
  /** The side's blob SHA as the diff gives it (full or abbreviated), if it does. */
  sha?: string;
  /** What the diff shows of the side, by line number. */
  lines: Map<number, string>;
  /** Settled without a lookup: the head side is the checkout, whose tags are known. */
  inCheckout: boolean;
  tags?: FileTags;
}

/**
 * What a diff is about: the files it changes, the definitions it touches on either side (their
 * callers are the blast radius) and the identifiers that occur in its added lines (the context it
 * uses): the references that tree-sitter tags find there, and the words of those lines that name a
 * definition of the repository.
 */
export async function focusFromDiff(diff: FileDiff[], context: FocusContext): Promise<Focus> {
  const changedFiles = new Set<string>();
  const changed: ChangedFile[] = [];
  for (const change of diff) {
    if (!isSafePath(change.path) || (change.oldPath !== undefined && !isSafePath(change.oldPath))) {
      context.warn(`ignored a diff entry with an unsafe path: ${JSON.stringify(change.oldPath ?? change.path)}`);
      continue;
    }
    changedFiles.add(change.path);
    const language = languageOf(change.path) ?? (change.oldPath ? languageOf(change.oldPath) : undefined);
    // Outlined formats (Markdown, YAML…) are not code: their words and headings name nothing to look up.
    if (change.binary || !language || language.outline) continue;
    const entry: ChangedFile = { path: change.path };
    if (change.status !== 'deleted') {
      const file = context.files.get(change.path);
      const inCheckout = file !== undefined && (!change.newSha || !file.sha || file.sha.startsWith(change.newSha));
      const tags = inCheckout ? context.headTags.get(change.path) : undefined;
      // The head side's definitions tell a removed name from a modified one, even without added lines.
      if (change.added.length || inCheckout) entry.head = { ranges: change.added, language: language.id, sha: change.newSha, lines: change.newLines, inCheckout, tags };
    }
    if (change.status !== 'added' && change.removed.length) {
      entry.base = { ranges: change.removed, language: language.id, sha: change.oldSha, lines: change.oldLines, inCheckout: false };
    }
    changed.push(entry);
  }
  await tagSides(changed.flatMap(({ head, base }) => [head, base].filter((side): side is Side => side !== undefined && !side.inCheckout)), context);
  const identifiers = new Set<string>();
  const touched = new Set<string>();
  const inCode = new Set<string>();
  for (const { head, base } of changed) {
    for (const side of [head, base]) if (side?.tags) for (const def of touchedDefinitions(side.tags, side.ranges)) touched.add(def.name);
    // What the change uses is what its new lines name: a name that only removed lines used is out of its context.
    if (!head) continue;
    if (head.tags) for (const name of namesInRanges(head.tags, head.ranges)) identifiers.add(name);
    for (const range of head.ranges) {
      for (let line = range.start; line <= range.end; line++) {
        const text = head.lines.get(line);
        if (text) for (const name of namesInCode(text, head.language)) inCode.add(name);
      }
    }
  }
  for (const name of definedAmong(context.headTags, inCode)) identifiers.add(name);
  return {
    changedFiles: [...changedFiles].sort(compareStrings),
    files: [],
    identifiers: [...identifiers].sort(compareStrings),
    touched: [...touched].sort(compareStrings),
    changes: changed.flatMap(definitionChanges).sort((a, b) => compareStrings(a.path, b.path) || a.line - b.line || compareStrings(a.name, b.name)),
  };
}

/**
 * The names among `wanted` that the files define. Each string of a table of strings is looked at
 * once: the files read from a pack share one, and a repository has hundreds of thousands of
 * definitions (a set of all their names took ~50 ms on the Go library).
 */
function definedAmong(tags: ReadonlyMap<string, FileTags>, wanted: ReadonlySet<string>): Set<string> {
  const defined = new Set<string>();
  if (!wanted.size) return defined;
  const looked = new Map<readonly string[], Uint8Array>();
  for (const { defs } of tags.values()) {
    let seen = looked.get(defs.strings);
    if (!seen) looked.set(defs.strings, (seen = new Uint8Array(defs.strings.length)));
    for (const name of defs.names) {
      if (seen[name]) continue;
      seen[name] = 1;
      if (wanted.has(defs.strings[name])) defined.add(defs.strings[name]);
    }
  }
  return defined;
}

/** A changed file of the diff in a language we tag: its head side and base side, when they have lines to look at. */
interface ChangedFile {
  path: string;
  head?: Side;
  base?: Side;
}

/**
 * What the change does to one file's definitions. A touched definition of the head side is added
 * when its own line is new and the base side defined no such name (without removed lines there is
 * no base side: nothing can have been renamed into it), else modified; a touched definition of the
 * base side whose name the head side no longer defines is removed (its callers are left broken),
 * else its head namesake is modified.
 */
function definitionChanges({ path, head, base }: ChangedFile): DefinitionChange[] {
  const changes: DefinitionChange[] = [];
  const headTouched = head?.tags ? touchedDefinitions(head.tags, head.ranges) : [];
  const baseTouched = base?.tags ? touchedDefinitions(base.tags, base.ranges) : [];
  const baseNames = new Set(base?.tags ? definitionList(base.tags.defs).map((def) => def.name) : []);
  const listed = new Set<string>();
  for (const def of headTouched) {
    const added = !baseNames.has(def.name) && inRanges(def.line, head!.ranges);
    changes.push({ path, name: def.name, kind: def.kind, line: def.line, signature: def.signature, status: added ? 'added' : 'modified' });
    listed.add(def.name);
  }
  const headDefs = head?.tags ? definitionList(head.tags.defs) : [];
  for (const def of baseTouched) {
    if (listed.has(def.name)) continue;
    listed.add(def.name);
    const namesake = headDefs.find((d) => d.name === def.name);
    if (namesake) changes.push({ path, name: namesake.name, kind: namesake.kind, line: namesake.line, signature: namesake.signature, status: 'modified' });
    else changes.push({ path, name: def.name, kind: def.kind, line: def.line, signature: def.signature, status: 'removed' });
  }
  return changes;
}


/**
 * Tags for each side, all sides at once (a pull request may change thousands of files): from its
 * blob, read from git, when the repository has it; else from what the diff shows of it (a diff
 * from a file, a shallow clone), with every line at its own line number.
 */
async function tagSides(sides: Side[], context: FocusContext): Promise<void> {
  const shas = sides.flatMap((side) => (side.sha && !/^0+$/.test(side.sha) ? [side.sha] : []));
  const inGit = context.inGit ? blobSizes(context.root, shas) : new Map<string, { sha: string; size: number }>();
  const blobs = new Map<Side, BlobRequest>();
  for (const side of sides) {
    const blob = side.sha ? inGit.get(side.sha) : undefined;
    if (blob) blobs.set(side, { ...blob, language: side.language });
  }
  const blobTags = await extractBlobs([...blobs.values()], (wanted) => readBlobs(context.root, wanted), context);
  for (const [side, blob] of blobs) side.tags = blobTags.get(blobKey(blob.language, blob.sha));

  const limits = context.limits ?? DEFAULT_LIMITS;
  const fragments = new Map<string, Uint8Array>();
  const requests = new Map<Side, BlobRequest>();
  for (const side of sides) {
    const text = side.tags ? undefined : fragmentText(side.lines, limits.maxBytes);
    if (text === undefined) continue;
    const bytes = Buffer.from(text, 'utf8');
    const sha = blobSha(bytes);
    fragments.set(sha, bytes);
    requests.set(side, { sha, language: side.language, size: bytes.length });
  }
  // Fragments are not blobs of the repository: they stay out of the cache.
  const fragmentTags = await extractBlobs([...requests.values()], (wanted) => new Map(wanted.map((sha) => [sha, fragments.get(sha)!])), { ...context, cache: undefined });
  for (const [side, request] of requests) side.tags = fragmentTags.get(blobKey(request.language, request.sha));
}

/** The lines a diff shows of one side, each at its own line number; undefined when empty, or when it would be over the size limit. */
function fragmentText(lines: Map<number, string>, maxBytes: number): string | undefined {
  let last = 0;
  for (const number of lines.keys()) last = Math.max(last, number);
  if (last === 0 || last > maxBytes) return undefined; // a line number no real file reaches (each line takes a byte at least)
  const text: string[] = new Array(last).fill('');
  for (const [number, line] of lines) text[number - 1] = line;
  return text.join('\n');
}

function inRanges(line: number, ranges: LineRange[]): boolean {
  return ranges.some((r) => line >= r.start && line <= r.end);
}

const HASH_COMMENTS = new Set(['python', 'ruby', 'bash', 'elixir']);
const LINE_COMMENT: Record<string, RegExp> = { lua: /--.*$/, elisp: /;.*$/, ocaml: /\(\*.*?\*\)/g };

/**
 * The words of a changed line that can name something: outside string literals and comments.
 * Tags give a file's calls, types and imports; a reader of the diff also looks up the constants,
 * attributes and variables it reads (`token.NEWLINE`, `opts.timeout`), which no query captures.
 * Of these words, only the names the repository defines are kept.
 */
export function namesInCode(text: string, language: string): string[] {
  let code = text.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\\n]|\\.)*`/g, ' ');
  code = code.replace(HASH_COMMENTS.has(language) ? /#.*$/ : LINE_COMMENT[language] ?? /\/\/.*$|\/\*.*?(\*\/|$)/g, ' ');
  return code.match(/[A-Za-z_$][\w$]*/g)?.filter((name) => name.length > 1) ?? [];
}

/** The names that lines of a range define or reference (module paths aside): identifiers of the focus. */
function namesInRanges(tags: FileTags, ranges: LineRange[]): string[] {
  const names: string[] = [];
  for (let i = 0; i < tags.defs.lines.length; i++) if (inRanges(tags.defs.lines[i], ranges)) names.push(tags.defs.strings[tags.defs.names[i]]);
  const { strings, names: refNames, kinds, lines } = tags.refs;
  for (let i = 0; i < lines.length; i++) if (!isPathKind(strings[kinds[i]]) && inRanges(lines[i], ranges)) names.push(strings[refNames[i]]);
  return names;
}

/** The definitions a change touches: those whose own line changed, and the innermost one around each changed line. In source order. */
function touchedDefinitions(tags: FileTags, ranges: LineRange[]): Definition[] {
  const defs = definitionList(tags.defs);
  const touched = new Set<Definition>();
  for (const def of defs) if (inRanges(def.line, ranges)) touched.add(def);
  for (const range of ranges) {
    for (let line = range.start; line <= range.end; line++) {
      let innermost: Definition | undefined;
      for (const def of defs) {
        if (def.line <= line && def.endLine >= line && (!innermost || def.endLine - def.line < innermost.endLine - innermost.line)) innermost = def;
      }
      if (innermost) touched.add(innermost);
    }
  }
  return defs.filter((def) => touched.has(def));
}
