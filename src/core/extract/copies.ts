// Copies: files that say the same thing twice (a mirrored directory, a vendored duplicate, a build
// of the sources kept in the tree). Each group becomes one entry before the file graph is built, so
// a copy neither takes budget a second time nor splits rank and references with its original.
import { basename } from 'node:path';
import type { Copies, DefinitionChange, FileTags, Focus } from '../types';
import { languageOf } from '../language-lookup';
import { compareStrings } from '../util/order';
import { definitionList, referenceList } from '../util/packed';
import { TEST_KIND } from '../language-tests';

export const NO_COPIES: Copies = { of: new Map(), entryOf: new Map() };

/**
 * Fewer definitions than this are not enough to call two files of different content copies: two
 * `main.go` files with just `func main()` are not. Byte-identical files are copies at any size.
 * Files of different content must also have the same name: a mirrored directory keeps its file
 * names, while ESLint's rules each define the same `meta` and `create(context)` under their own.
 */
const MIN_DEFINITIONS_FOR_SAME_DEFINITIONS = 2;

/**
 * Groups of copies among the files: the same blob SHA, or exactly the same definitions (names,
 * kinds and signatures, in order) in files of the same name and language that declare the same
 * package or namespace. A group's entry is a focus file if it has
 * one, else the path nearest the root (fewest directories, then shortest, then by path).
 */
export function findCopies(
  tags: ReadonlyMap<string, FileTags>,
  blobOf: ReadonlyMap<string, string>,
  isFocus: (path: string) => boolean,
): Copies {
  const paths = foldablePaths(tags, blobOf);
  // A file can match one file by blob and another by definitions: both join the same group.
  const sets = new DisjointSets(paths.length);
  const blobs = paths.map((path) => blobOf.get(path));
  joinSameKeys(sets, blobs);
  joinSameKeys(sets, definitionKeys(paths, tags));
  return entriesOf(groupsOf(sets, paths), isFocus);
}

/** The files that may fold, in the order of the tags. */
function foldablePaths(tags: ReadonlyMap<string, FileTags>, blobOf: ReadonlyMap<string, string>): string[] {
  const paths: string[] = [];
  for (const [path, { defs }] of tags) {
    if (blobOf.get(path) === undefined) continue; // an outline of a non-code file: not folded
    // Nothing to show twice (empty files, scripts, tests of test blocks only), or only modules
    // declared (a Rust `lib.rs` of `mod a;` lines, which says where a crate's files are by where it
    // is itself): never folded away.
    if (defs.kinds.every((kind) => defs.strings[kind] === 'module' || defs.strings[kind] === TEST_KIND)) continue;
    paths.push(path);
  }
  return paths;
}

/** Union-find over files by their number. */
class DisjointSets {
  private readonly parent: Int32Array;
  constructor(size: number) {
    this.parent = Int32Array.from({ length: size }, (_, file) => file);
  }
  find(file: number): number {
    const { parent } = this;
    let root = file;
    while (parent[root] !== root) root = parent[root];
    for (let at = file; parent[at] !== root;) {
      const next = parent[at];
      parent[at] = root;
      at = next;
    }
    return root;
  }
  join(file: number, other: number): void {
    this.parent[this.find(file)] = this.find(other);
  }
}

/** Joins each file that has a key (by its number) to the first file with the same key. */
function joinSameKeys(sets: DisjointSets, keys: (string | undefined)[]): void {
  const firstWith = new Map<string, number>();
  for (let file = 0; file < keys.length; file++) {
    const key = keys[file];
    if (key === undefined) continue;
    const first = firstWith.get(key);
    if (first === undefined) firstWith.set(key, file);
    else sets.join(file, first);
  }
}

/**
 * What each file defines, as a key equal for files with the same definitions, or undefined for a
 * file with no namesake to compare with: only files of the same language and name, with as many
 * definitions, are compared definition by definition (most files have no such namesake).
 */
function definitionKeys(paths: string[], tags: ReadonlyMap<string, FileTags>): (string | undefined)[] {
  const alike = new Map<string, number[]>();
  // Test blocks are left out: two suites of the same titles test different code.
  paths.forEach((path, file) => {
    const { strings, kinds } = tags.get(path)!.defs;
    const defined = kinds.reduce((count, kind) => (strings[kind] === TEST_KIND ? count : count + 1), 0);
    if (defined < MIN_DEFINITIONS_FOR_SAME_DEFINITIONS) return;
    const key = `${languageOf(path)?.id ?? ''}\0${basename(path)}\0${defined}`;
    const files = alike.get(key);
    if (files) files.push(file);
    else alike.set(key, [file]);
  });
  const keys: (string | undefined)[] = paths.map(() => undefined);
  for (const [key, files] of alike) {
    if (files.length < 2) continue;
    for (const file of files) {
      const fileTags = tags.get(paths[file])!;
      // The package or namespace a file declares is part of what it defines: Java's com.acme.json.Reader
      // and com.acme.xml.Reader are two classes, whatever their members.
      const declared = referenceList(fileTags.refs, 'package').map((ref) => ref.name);
      const defined = definitionList(fileTags.defs)
        .filter((d) => d.kind !== TEST_KIND)
        .map((d) => [d.name, d.kind, d.signature]);
      keys[file] = `${key}\0${JSON.stringify([declared, defined])}`;
    }
  }
  return keys;
}

/** The groups of two files or more, in the order of their first files. */
function groupsOf(sets: DisjointSets, paths: string[]): string[][] {
  const size = new Int32Array(paths.length);
  for (let file = 0; file < paths.length; file++) size[sets.find(file)]++;
  const groups = new Map<number, string[]>();
  for (let file = 0; file < paths.length; file++) {
    const root = sets.find(file);
    if (size[root] < 2) continue;
    const group = groups.get(root);
    if (group) group.push(paths[file]);
    else groups.set(root, [paths[file]]);
  }
  return [...groups.values()];
}

/** Each group under its entry: a focus file first, then the path nearest the root. */
function entriesOf(groups: string[][], isFocus: (path: string) => boolean): Copies {
  const copies: Copies = { of: new Map(), entryOf: new Map() };
  for (const group of groups) {
    group.sort(
      (a, b) =>
        Number(isFocus(b)) - Number(isFocus(a)) ||
        depthOf(a) - depthOf(b) ||
        a.length - b.length ||
        compareStrings(a, b),
    );
    const [entry, ...rest] = group;
    copies.of.set(entry, rest.sort(compareStrings));
    for (const copy of rest) copies.entryOf.set(copy, entry);
  }
  return copies;
}

const depthOf = (path: string) => path.split('/').length;

/** The tags without the copies: only entries go into the graph. */
export function withoutCopies(tags: Map<string, FileTags>, copies: Copies): Map<string, FileTags> {
  if (!copies.entryOf.size) return tags;
  return new Map([...tags].filter(([path]) => !copies.entryOf.has(path)));
}

/**
 * The focus with each copy read as its entry: a changed copy makes its entry changed, and the
 * definitions it changes are the entry's (once per name and status).
 */
export function focusOnEntries(focus: Focus, copies: Copies): Focus {
  if (!copies.entryOf.size) return focus;
  const entry = (path: string) => copies.entryOf.get(path) ?? path;
  const keyOf = (path: string, change: DefinitionChange) => `${path}\0${change.name}\0${change.status}`;
  const seen = new Set(focus.changes.filter((c) => !copies.entryOf.has(c.path)).map((c) => keyOf(c.path, c)));
  const changes: DefinitionChange[] = [];
  for (const change of focus.changes) {
    const path = entry(change.path);
    if (path === change.path) changes.push(change);
    else if (!seen.has(keyOf(path, change))) {
      seen.add(keyOf(path, change));
      changes.push({ ...change, path });
    }
  }
  return {
    ...focus,
    changedFiles: [...new Set(focus.changedFiles.map(entry))],
    files: [...new Set(focus.files.map(entry))].sort(compareStrings),
    changes,
  };
}
