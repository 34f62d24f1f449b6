// The name index: every name a file defines or references gets an id in its language family, and
// each id the files that define it and the files that reference it (with how often), ascending.
import type { Definitions, FileTags, NameIndex, References } from '../types';
import { isNameKind, languageOf, VALUE_KIND } from '../language-lookup';
import { compareStrings } from '../util/order';
import { StringTable } from '../util/strings';
import { bucketed } from './buckets';
import { TUNING } from './tuning';

/** Whether a name is used everywhere: by more than TUNING.graph.everywhereShare of the files, in a repository of 20 or more. */
export function usedEverywhere(referencingFiles: number, totalFiles: number): boolean {
  return totalFiles >= 20 && referencingFiles > totalFiles * TUNING.graph.everywhereShare;
}

/** The id of a name in a language family, or -1 when no file of the family defines or references it. */
export function nameId(index: NameIndex, family: string, name: string): number {
  return index.ids.get(family)?.get(name) ?? -1;
}

/** The files that define a name (by id; none for -1), ascending. */
export function definersOf(index: NameIndex, id: number): Int32Array {
  return id < 0 ? new Int32Array(0) : index.definerFiles.subarray(index.definerStart[id], index.definerStart[id + 1]);
}

/** The files that reference a name (by id; none for -1), ascending. */
export function referrersOf(index: NameIndex, id: number): Int32Array {
  return id < 0
    ? new Int32Array(0)
    : index.referrerFiles.subarray(index.referrerStart[id], index.referrerStart[id + 1]);
}

/** Tables of strings this long or longer are a pack's, shared by its files (see indexNames). */
const SHARED_TABLE = 4096;

/** The number of a tag's name in its family's table: by number in a pack's shared table, by string in a file's own. */
type IdOf = (strings: readonly string[], at: number) => number;

export function indexNames(tags: Map<string, FileTags>): NameIndex {
  const files = [...tags.keys()].sort(compareStrings);
  const bounds = nameBounds(tags, files);
  const ids = new Map<string, StringTable>();
  const names: string[] = [];
  const pairs = emptyPairs(bounds, files.length);
  for (let file = 0; file < files.length; file++) {
    const family = bounds.familyOf[file];
    let ofFamily = ids.get(family);
    if (!ofFamily) ids.set(family, (ofFamily = new StringTable(names, bounds.mostNames.get(family))));
    // The tags of a pack's files share its table of strings: their names are looked up by number
    // (see StringTable.numberIn). A parsed file's table is its own, and small.
    const { defs, refs } = tags.get(files[file])!;
    const idOf: IdOf = (strings, at) =>
      strings.length >= SHARED_TABLE ? ofFamily.numberIn(strings, at) : ofFamily.numberOf(strings[at]);
    addDefinitions(pairs, file, defs, idOf);
    addReferences(pairs, file, refs, idOf);
    pairs.definitionStart[file + 1] = pairs.definitions;
  }
  // The arrays indexed by id were made at a bound: past it, writes would be lost without a sound.
  if (names.length > bounds.allNames)
    throw new Error(`${names.length} names, more than the ${bounds.allNames} the tags can hold`);
  return indexOfPairs(files, ids, names, pairs);
}

/**
 * The most names and tags there can be: every array is made at its most (a name per definition and
 * per reference, or per string of the tables the names come from): typed arrays that grow by
 * doubling, or JavaScript arrays of millions of elements, cost far more at 10⁵ files, and so does
 * fresh memory made far too big.
 */
interface NameBounds {
  /** Each file's language family, in path order. */
  familyOf: string[];
  totalDefs: number;
  totalRefs: number;
  /** The most names of each family, and of all together. */
  mostNames: Map<string, number>;
  allNames: number;
}

/**
 * A family has at most as many names as its files have definitions and references, and as the
 * tables of strings they come from hold (a pack's table is shared by all languages).
 */
function nameBounds(tags: Map<string, FileTags>, files: string[]): NameBounds {
  let totalDefs = 0;
  let totalRefs = 0;
  const familyOf: string[] = [];
  type Counts = { tags: number; strings: number; tables: Set<readonly string[]> };
  const byFamily = new Map<string, Counts>();
  const count = (counts: Counts, strings: readonly string[], tagged: number) => {
    counts.tags += tagged;
    if (strings.length < SHARED_TABLE) counts.strings += tagged;
    else if (!counts.tables.has(strings)) {
      counts.tables.add(strings);
      counts.strings += strings.length;
    }
  };
  for (const path of files) {
    const family = languageOf(path)?.family ?? '';
    familyOf.push(family);
    const { defs, refs } = tags.get(path)!;
    totalDefs += defs.names.length;
    totalRefs += refs.lines.length;
    let counts = byFamily.get(family);
    if (!counts) byFamily.set(family, (counts = { tags: 0, strings: 0, tables: new Set() }));
    count(counts, defs.strings, defs.names.length);
    count(counts, refs.strings, refs.lines.length);
  }
  const mostNames = new Map([...byFamily].map(([family, counts]) => [family, Math.min(counts.tags, counts.strings)]));
  let allNames = 0;
  for (const most of mostNames.values()) allNames += most;
  return { familyOf, totalDefs, totalRefs, mostNames, allNames };
}

/**
 * One (name, file) pair per name a file defines, and per name it references with its count: the
 * pairs come file by file, so each name's files come out ascending when they are bucketed by name.
 */
interface NamePairs {
  defIds: Int32Array;
  defFiles: Int32Array;
  defPairs: number;
  refIds: Int32Array;
  refFiles: Int32Array;
  refCounts: Int32Array;
  refPairs: number;
  /** Per id: the last file that defined it, and the last pair that counts its references. */
  lastDefiner: Int32Array;
  lastRefPair: Int32Array;
  /** The ids in the order of their first definition, and of their first reference. */
  definedOrder: Int32Array;
  defined: number;
  referencedOrder: Int32Array;
  referenced: number;
  /** The id of each definition, file by file. */
  definitionStart: Int32Array;
  definitionIds: Int32Array;
  definitions: number;
}

function emptyPairs({ totalDefs, totalRefs, allNames }: NameBounds, files: number): NamePairs {
  return {
    defIds: new Int32Array(totalDefs),
    defFiles: new Int32Array(totalDefs),
    defPairs: 0,
    refIds: new Int32Array(totalRefs),
    refFiles: new Int32Array(totalRefs),
    refCounts: new Int32Array(totalRefs),
    refPairs: 0,
    lastDefiner: new Int32Array(allNames).fill(-1),
    lastRefPair: new Int32Array(allNames).fill(-1),
    definedOrder: new Int32Array(Math.min(totalDefs, allNames)),
    defined: 0,
    referencedOrder: new Int32Array(Math.min(totalRefs, allNames)),
    referenced: 0,
    definitionStart: new Int32Array(files + 1),
    definitionIds: new Int32Array(totalDefs),
    definitions: 0,
  };
}

/** A file's definitions: each one's id, and a pair for each name the file defines. */
function addDefinitions(pairs: NamePairs, file: number, defs: Definitions, idOf: IdOf): void {
  const { defIds, defFiles, lastDefiner, definedOrder, definitionIds } = pairs;
  for (let i = 0; i < defs.names.length; i++) {
    const id = idOf(defs.strings, defs.names[i]);
    definitionIds[pairs.definitions++] = id;
    if (lastDefiner[id] === file) continue;
    if (lastDefiner[id] < 0) definedOrder[pairs.defined++] = id;
    lastDefiner[id] = file;
    defIds[pairs.defPairs] = id;
    defFiles[pairs.defPairs++] = file;
  }
}

/**
 * A file's references to names (paths are resolved by ../resolve/imports): a pair per name, counting
 * its references. A value (a constant read) makes the file a referrer for the lookups, but counts
 * for nothing in the graph: the import or call it goes with does.
 */
function addReferences(pairs: NamePairs, file: number, refs: References, idOf: IdOf): void {
  const { refIds, refFiles, refCounts, lastRefPair, referencedOrder } = pairs;
  const { strings, names, kinds } = refs;
  for (let i = 0; i < names.length; i++) {
    const kind = strings[kinds[i]];
    if (!isNameKind(kind)) continue;
    const id = idOf(strings, names[i]);
    const pair = lastRefPair[id];
    const counted = kind === VALUE_KIND ? 0 : 1;
    if (pair >= 0 && refFiles[pair] === file) {
      refCounts[pair] += counted;
      continue;
    }
    if (pair < 0) referencedOrder[pairs.referenced++] = id;
    lastRefPair[id] = pairs.refPairs;
    refIds[pairs.refPairs] = id;
    refFiles[pairs.refPairs] = file;
    refCounts[pairs.refPairs++] = counted;
  }
}

/** The index of the pairs: each name's definers and referrers bucketed by id. */
function indexOfPairs(files: string[], ids: Map<string, StringTable>, names: string[], pairs: NamePairs): NameIndex {
  const definers = bucketed(names.length, pairs.defIds.subarray(0, pairs.defPairs), [pairs.defFiles]);
  const referrers = bucketed(names.length, pairs.refIds.subarray(0, pairs.refPairs), [pairs.refFiles, pairs.refCounts]);
  return {
    files,
    ids,
    names,
    definerStart: definers.start,
    definerFiles: definers.columns[0],
    referrerStart: referrers.start,
    referrerFiles: referrers.columns[0],
    referrerCounts: referrers.columns[1],
    definedOrder: pairs.definedOrder.slice(0, pairs.defined),
    referencedOrder: pairs.referencedOrder.slice(0, pairs.referenced),
    definitionStart: pairs.definitionStart,
    definitionIds: pairs.definitionIds,
  };
}
