import type { Definition, DefinitionChange, FileTags, Focus, LineRange, SourceFile } from '../types';
import type { FileDiff } from '../types';
import { isPathKind, languageOf } from '../language-lookup';
import { syntaxOf } from '../language-syntax';
import { blobSizes, readBlobs } from '../discover/git';
import { blobKey, extractBlobs, type BlobRequest, type ExtractOptions } from '../extract/extract';
import { DEFAULT_LIMITS } from '../extract/extract-file';
import { blobSha } from '../util/files';
import { compareStrings } from '../util/order';
import { definitionList } from '../util/packed';

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
  return (
    path !== '' &&
    !path.startsWith('/') &&
    !/^[A-Za-z]:/.test(path) &&
    !path.split(/[\\/]/).includes('..') &&
    !path.includes('\0')
  );
}

/** One side of a changed file to tag: its changed lines, and where its content can come from. */
interface Side {
  /** The changed file's path (its head-side path). */
  path: string;
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
      if (change.added.length || inCheckout)
        entry.head = {
          path: change.path,
          ranges: change.added,
          language: language.id,
          sha: change.newSha,
          lines: change.newLines,
          inCheckout,
          tags,
        };
    }
    if (change.status !== 'added' && change.removed.length) {
      entry.base = {
        path: change.path,
        ranges: change.removed,
        language: language.id,
        sha: change.oldSha,
        lines: change.oldLines,
        inCheckout: false,
      };
    }
    changed.push(entry);
  }
  await tagSides(
    changed.flatMap(({ head, base }) =>
      [head, base].filter((side): side is Side => side !== undefined && !side.inCheckout),
    ),
    context,
  );
  const identifiers = new Set<string>();
  const touched = new Set<string>();
  const inCode = new DefinedWords(context.headTags);
  for (const { head, base } of changed) {
    for (const side of [head, base])
      if (side?.tags) for (const def of touchedDefinitions(side.tags, side.ranges)) touched.add(def.name);
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
  for (const name of inCode.defined()) identifiers.add(name);
  return {
    changedFiles: [...changedFiles].sort(compareStrings),
    files: [],
    identifiers: [...identifiers].sort(compareStrings),
    touched: [...touched].sort(compareStrings),
    changes: changed
      .flatMap(definitionChanges)
      .sort((a, b) => compareStrings(a.path, b.path) || a.line - b.line || compareStrings(a.name, b.name)),
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

/**
 * The words of changed lines that name a definition of the repository. The words are kept, and
 * looked up at the end (definedAmong); past WORDS_KEPT of them (a huge diff), the names the
 * repository defines are gathered once, and each word is looked up as it comes.
 */
class DefinedWords {
  private words = new Set<string>();
  private names?: Set<string>;
  constructor(private readonly tags: ReadonlyMap<string, FileTags>) {}
  add(word: string): void {
    if (this.names) {
      if (this.names.has(word)) this.words.add(word);
      return;
    }
    this.words.add(word);
    if (this.words.size <= WORDS_KEPT) return;
    this.names = definedNames(this.tags);
    this.words = definedAmong(this.tags, this.words);
  }
  defined(): Set<string> {
    return this.names ? this.words : definedAmong(this.tags, this.words);
  }
}

const WORDS_KEPT = 1 << 16;

/** Every name the files define. */
function definedNames(tags: ReadonlyMap<string, FileTags>): Set<string> {
  const names = new Set<string>();
  for (const { defs } of tags.values()) for (const name of defs.names) names.add(defs.strings[name]);
  return names;
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
  const headChanged = head && lineSet(head.ranges);
  for (const def of headTouched) {
    const added = !baseNames.has(def.name) && headChanged!(def.line);
    changes.push({
      path,
      name: def.name,
      kind: def.kind,
      line: def.line,
      signature: def.signature,
      status: added ? 'added' : 'modified',
    });
    listed.add(def.name);
  }
  const headDefs = new Map<string, Definition>();
  for (const def of head?.tags ? definitionList(head.tags.defs) : [])
    if (!headDefs.has(def.name)) headDefs.set(def.name, def);
  for (const def of baseTouched) {
    if (listed.has(def.name)) continue;
    listed.add(def.name);
    const namesake = headDefs.get(def.name);
    if (namesake)
      changes.push({
        path,
        name: namesake.name,
        kind: namesake.kind,
        line: namesake.line,
        signature: namesake.signature,
        status: 'modified',
      });
    else
      changes.push({
        path,
        name: def.name,
        kind: def.kind,
        line: def.line,
        signature: def.signature,
        status: 'removed',
      });
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
  const { parsed, left } = fragmentsToParse(
    sides.filter((side) => !side.tags),
    limits.maxBytes,
  );
  for (const side of parsed) {
    const bytes = Buffer.from(fragmentText(side.lines), 'utf8');
    const sha = blobSha(bytes);
    fragments.set(sha, bytes);
    requests.set(side, { sha, language: side.language, size: bytes.length });
  }
  if (left)
    context.warn(
      `the diff is large: the focus parses ${FRAGMENT_BUDGET / 1024} KiB of the lines it shows, not all those of ${left} changed ${left === 1 ? 'file' : 'files'}; their words still focus the map`,
    );
  // Fragments are not blobs of the repository: they stay out of the cache.
  const fragmentTags = await extractBlobs(
    [...requests.values()],
    (wanted) => new Map(wanted.map((sha) => [sha, fragments.get(sha)!])),
    { ...context, cache: undefined },
  );
  for (const [side, request] of requests) side.tags = fragmentTags.get(blobKey(request.language, request.sha));
}

/**
 * The most of a diff's own lines the focus parses, all sides together (well under a second of parsing):
 * the sides git cannot give are few in a pull request, but a huge diff from a file is all such
 * sides, and parsing all of it would take a minute. The smallest sides are parsed first.
 */
export const FRAGMENT_BUDGET = 256 * 1024;

/** The sides whose diff lines are parsed, within the budget, and how many files have a side left out. */
function fragmentsToParse(sides: Side[], maxBytes: number): { parsed: Side[]; left: number } {
  const sized = sides.flatMap((side) => {
    const size = fragmentSize(side.lines);
    return size > 0 && size <= maxBytes ? [{ side, size }] : [];
  });
  sized.sort((a, b) => a.size - b.size); // stable: equal sizes stay in the diff's order
  const parsed: Side[] = [];
  let total = 0;
  for (const { side, size } of sized) {
    if (total + size > FRAGMENT_BUDGET) break;
    total += size;
    parsed.push(side);
  }
  return { parsed, left: new Set(sized.slice(parsed.length).map(({ side }) => side.path)).size };
}

/** About the bytes of a side's fragment: one per line up to the last the diff shows, plus their text (0 when it shows none). */
function fragmentSize(lines: Map<number, string>): number {
  let last = 0;
  let text = 0;
  for (const [number, line] of lines) {
    last = Math.max(last, number);
    text += line.length;
  }
  return last === 0 ? 0 : last + text;
}

/** The lines a diff shows of one side, each at its own line number. */
function fragmentText(lines: Map<number, string>): string {
  let last = 0;
  for (const number of lines.keys()) last = Math.max(last, number);
  const text: string[] = new Array(last).fill('');
  for (const [number, line] of lines) text[number - 1] = line;
  return text.join('\n');
}

/** The lines of the ranges as ranges in order, none overlapping or touching another. */
function disjoint(ranges: LineRange[]): LineRange[] {
  const merged: LineRange[] = [];
  for (const { start, end } of [...ranges].sort((a, b) => a.start - b.start)) {
    const last = merged[merged.length - 1];
    if (last && start <= last.end + 1) last.end = Math.max(last.end, end);
    else merged.push({ start, end });
  }
  return merged;
}

/** Whether a line is in one of the ranges: a binary search, as a diff may have thousands of hunks. */
function lineSet(ranges: LineRange[]): (line: number) => boolean {
  const sorted = disjoint(ranges);
  return (line) => {
    let low = 0;
    let high = sorted.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (sorted[middle].end < line) low = middle + 1;
      else if (sorted[middle].start > line) high = middle - 1;
      else return true;
    }
    return false;
  };
}

/**
 * The words of a changed line that can name something: outside string literals and comments.
 * Tags give a file's calls, types and imports; a reader of the diff also looks up the constants,
 * attributes and variables it reads (`token.NEWLINE`, `opts.timeout`), which no query captures.
 * Of these words, only the names the repository defines are kept.
 */
export function namesInCode(text: string, language: string): string[] {
  let code = text.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\\n]|\\.)*`/g, ' ');
  code = code.replace(syntaxOf(language).lineComment, ' ');
  return code.match(/[A-Za-z_$][\w$]*/g)?.filter((name) => name.length > 1) ?? [];
}

/** The names that lines of a range define or reference (module paths aside): identifiers of the focus. */
function namesInRanges(tags: FileTags, ranges: LineRange[]): string[] {
  const names: string[] = [];
  const changed = lineSet(ranges);
  for (let i = 0; i < tags.defs.lines.length; i++)
    if (changed(tags.defs.lines[i])) names.push(tags.defs.strings[tags.defs.names[i]]);
  const { strings, names: refNames, kinds, lines } = tags.refs;
  for (let i = 0; i < lines.length; i++)
    if (!isPathKind(strings[kinds[i]]) && changed(lines[i])) names.push(strings[refNames[i]]);
  return names;
}

/** The definitions a change touches: those whose own line changed, and the innermost one around each changed line. In source order. */
function touchedDefinitions(tags: FileTags, ranges: LineRange[]): Definition[] {
  const defs = definitionList(tags.defs);
  const changed = lineSet(ranges);
  const touched = new Set<number>();
  defs.forEach((def, i) => {
    if (changed(def.line)) touched.add(i);
  });
  for (const i of innermostAround(defs, ranges)) touched.add(i);
  return defs.filter((_, i) => touched.has(i));
}

/**
 * The innermost definition around each line of the ranges (the shortest, the first of equals), by
 * index: one sweep down the lines, with the definitions open at a line in a heap by their length.
 */
export function innermostAround(defs: Pick<Definition, 'line' | 'endLine'>[], ranges: LineRange[]): Set<number> {
  const found = new Set<number>();
  const byStart = defs.map((_, i) => i).sort((a, b) => defs[a].line - defs[b].line);
  const open = new DefinitionHeap(defs);
  let next = 0;
  for (const range of disjoint(ranges)) {
    for (let line = range.start; line <= range.end; line++) {
      while (next < byStart.length && defs[byStart[next]].line <= line) open.push(byStart[next++]);
      while (open.size && defs[open.top()].endLine < line) open.pop(); // closed before this line, so for every later one
      if (open.size) found.add(open.top());
    }
  }
  return found;
}

/** A min-heap of definitions by index: the shortest first, then the first in source order. */
class DefinitionHeap {
  private readonly items: number[] = [];
  constructor(private readonly defs: Pick<Definition, 'line' | 'endLine'>[]) {}
  get size(): number {
    return this.items.length;
  }
  top(): number {
    return this.items[0];
  }
  push(index: number): void {
    const { items } = this;
    items.push(index);
    for (let i = items.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (!this.before(items[i], items[parent])) break;
      [items[i], items[parent]] = [items[parent], items[i]];
      i = parent;
    }
  }
  pop(): void {
    const { items } = this;
    const last = items.pop()!;
    if (!items.length) return;
    items[0] = last;
    for (let i = 0; ;) {
      const left = 2 * i + 1;
      const smallest = [left, left + 1].reduce(
        (best, child) => (child < items.length && this.before(items[child], items[best]) ? child : best),
        i,
      );
      if (smallest === i) return;
      [items[i], items[smallest]] = [items[smallest], items[i]];
      i = smallest;
    }
  }
  private before(a: number, b: number): boolean {
    const spanA = this.defs[a].endLine - this.defs[a].line;
    const spanB = this.defs[b].endLine - this.defs[b].line;
    return spanA < spanB || (spanA === spanB && a < b);
  }
}
