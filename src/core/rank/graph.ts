import type { FileGraph, Imports } from '../types';
import type { NameIndex } from '../types';
import Graph from 'graphology';
import type { FileTags, Focus } from '../types';
import { isPathKind, languageOf } from '../languages';
import { compareStrings } from '../util/order';
import { NO_IMPORTS } from '../resolve/imports';
import { StringTable } from '../util/strings';

/** Knobs of the ranking, in one place so they can be tuned by measurement. */
export const TUNING = {
  /** A name defined in more files than this is too ambiguous to link anything. */
  maxDefiners: 20,
  /** Edge weight multipliers for names the change touches (their callers) and names in added lines. */
  touchedBoost: 10,
  identifierBoost: 5,
  /**
   * For a file whose imports are resolved: a link to a definition it imports weighs more; to a
   * namesake when it imports another definer of the name, much less; to a definer it does not
   * import at all (a method on an object from elsewhere, or `Object.create`), less.
   */
  importedBoost: 2,
  shadowedFactor: 0.1,
  unimportedFactor: 0.5,
  /** A name is used everywhere when more than this share of the files reference it (in a repository of 20 files or more). */
  everywhereShare: 0.1,
};

/** Whether a name is used everywhere: by more than TUNING.everywhereShare of the files, in a repository of 20 or more. */
export function usedEverywhere(referencingFiles: number, totalFiles: number): boolean {
  return totalFiles >= 20 && referencingFiles > totalFiles * TUNING.everywhereShare;
}

/** How much a reference to this name says about a dependency: specific names up, generic ones down. */
export function nameSpecificity(name: string, definers: number, referencingFiles: number, totalFiles: number): number {
  if (definers === 0 || definers > TUNING.maxDefiners || name.length < 2) return 0;
  let weight = 1;
  if (name.length <= 2) weight *= 0.05;
  else if (name.length <= 4) weight *= 0.4;
  if (name.length >= 8 && wordsIn(name) >= 2) weight *= 2.5;
  if (name.startsWith('__') && name.endsWith('__')) weight *= 0.1; // dunder protocol methods
  else if (name.startsWith('_')) weight *= 0.3; // private by convention
  if (usedEverywhere(referencingFiles, totalFiles)) weight *= 0.3;
  return weight / definers;
}

/**
 * The words of a name: its parts between underscores, with a new word at each capital after a
 * small letter or a digit (`parse_config` and `parseConfig` have two). Counted without making the
 * parts: a repository has ~10⁵ names.
 */
export function wordsIn(name: string): number {
  let words = 0;
  let before = 0x5f; // as if an underscore came first
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code !== 0x5f && (before === 0x5f || (isAsciiCapital(code) && (isAsciiSmall(before) || isAsciiDigit(before))))) words++;
    before = code;
  }
  return words;
}

const isAsciiCapital = (code: number) => code >= 0x41 && code <= 0x5a;
const isAsciiSmall = (code: number) => code >= 0x61 && code <= 0x7a;
const isAsciiDigit = (code: number) => code >= 0x30 && code <= 0x39;


/** Tables of strings this long or longer are a pack's, shared by its files (see indexNames). */
const SHARED_TABLE = 4096;

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
  return id < 0 ? new Int32Array(0) : index.referrerFiles.subarray(index.referrerStart[id], index.referrerStart[id + 1]);
}

export function indexNames(tags: Map<string, FileTags>): NameIndex {
  const files = [...tags.keys()].sort(compareStrings);
  // Every array is made at its most (a name per definition and per reference, or per string of the
  // tables the names come from): typed arrays that grow by doubling, or JavaScript arrays of
  // millions of elements, cost far more at 10⁵ files, and so does fresh memory made far too big.
  let totalDefs = 0;
  let totalRefs = 0;
  // A family has at most as many names as its files have definitions and references, and as the
  // tables of strings they come from hold (a pack's table is shared by all languages).
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
  const ids = new Map<string, StringTable>();
  const names: string[] = [];
  // One (name, file) pair per name a file defines, and per name it references with its count: the
  // pairs come file by file, so each name's files come out ascending when they are bucketed by name.
  const defIds = new Int32Array(totalDefs);
  const defFiles = new Int32Array(totalDefs);
  let defPairs = 0;
  const refIds = new Int32Array(totalRefs);
  const refFiles = new Int32Array(totalRefs);
  const refCounts = new Int32Array(totalRefs);
  let refPairs = 0;
  // Per id: the last file that defined it, and the last pair that counts its references.
  const lastDefiner = new Int32Array(allNames).fill(-1);
  const lastRefPair = new Int32Array(allNames).fill(-1);
  const definedOrder = new Int32Array(Math.min(totalDefs, allNames));
  let defined = 0;
  const referencedOrder = new Int32Array(Math.min(totalRefs, allNames));
  let referenced = 0;
  const definitionStart = new Int32Array(files.length + 1);
  const definitionIds = new Int32Array(totalDefs);
  let definitions = 0;
  for (let file = 0; file < files.length; file++) {
    const path = files[file];
    const family = familyOf[file];
    let ofFamily = ids.get(family);
    if (!ofFamily) ids.set(family, (ofFamily = new StringTable(names, mostNames.get(family))));
    // The tags of a pack's files share its table of strings: their names are looked up by number
    // (see StringTable.numberIn). A parsed file's table is its own, and small.
    const { defs, refs } = tags.get(path)!;
    const idOf = (strings: readonly string[], at: number) => (strings.length >= SHARED_TABLE ? ofFamily.numberIn(strings, at) : ofFamily.numberOf(strings[at]));
    for (let i = 0; i < defs.names.length; i++) {
      const id = idOf(defs.strings, defs.names[i]);
      definitionIds[definitions++] = id;
      if (lastDefiner[id] === file) continue;
      if (lastDefiner[id] < 0) definedOrder[defined++] = id;
      lastDefiner[id] = file;
      defIds[defPairs] = id;
      defFiles[defPairs++] = file;
    }
    const { strings, names: refNames, kinds } = refs;
    for (let i = 0; i < refNames.length; i++) {
      if (isPathKind(strings[kinds[i]])) continue; // a path, resolved by ./imports
      const id = idOf(strings, refNames[i]);
      const pair = lastRefPair[id];
      if (pair >= 0 && refFiles[pair] === file) {
        refCounts[pair]++;
        continue;
      }
      if (pair < 0) referencedOrder[referenced++] = id;
      lastRefPair[id] = refPairs;
      refIds[refPairs] = id;
      refFiles[refPairs] = file;
      refCounts[refPairs++] = 1;
    }
    definitionStart[file + 1] = definitions;
  }
  // The arrays indexed by id were made at a bound: past it, writes would be lost without a sound.
  if (names.length > allNames) throw new Error(`${names.length} names, more than the ${allNames} the tags can hold`);
  const definers = bucketed(names.length, defIds.subarray(0, defPairs), [defFiles]);
  const referrers = bucketed(names.length, refIds.subarray(0, refPairs), [refFiles, refCounts]);
  return {
    files,
    ids,
    names,
    definerStart: definers.start,
    definerFiles: definers.columns[0],
    referrerStart: referrers.start,
    referrerFiles: referrers.columns[0],
    referrerCounts: referrers.columns[1],
    definedOrder: definedOrder.slice(0, defined),
    referencedOrder: referencedOrder.slice(0, referenced),
    definitionStart,
    definitionIds,
  };
}

/**
 * Rows bucketed by a key from 0 to count - 1, by a stable counting sort: `order` lists the rows of
 * key 0, then of key 1…, each in row order; key k's are `order[start[k]] … order[start[k + 1] - 1]`.
 */
export function bucketOrder(count: number, keys: ArrayLike<number>): { start: Int32Array; order: Int32Array } {
  const start = bucketStarts(count, keys);
  const next = start.slice(0, count);
  const order = new Int32Array(keys.length);
  for (let i = 0; i < keys.length; i++) order[next[keys[i]]++] = i;
  return { start, order };
}

/** Where each key's rows start in bucketOrder's order (`start[count]`: the number of rows). */
export function bucketStarts(count: number, keys: ArrayLike<number>): Int32Array {
  const start = new Int32Array(count + 1);
  for (let i = 0; i < keys.length; i++) start[keys[i] + 1]++;
  for (let k = 0; k < count; k++) start[k + 1] += start[k];
  return start;
}

/** Columns of (id, …) rows bucketed by id: id k's rows are from `start[k]` to `start[k + 1]`. */
function bucketed(count: number, ids: Int32Array, columns: Int32Array[]): { start: Int32Array; columns: Int32Array[] } {
  const { start, order } = bucketOrder(count, ids);
  return {
    start,
    columns: columns.map((column) => {
      const sorted = new Int32Array(order.length);
      for (let at = 0; at < order.length; at++) sorted[at] = column[order[at]];
      return sorted;
    }),
  };
}

/**
 * The weight one referencing file gives one name (by id), before it is split among the name's
 * definers: whether it is above 0 is the name's alone (the count of references only scales it).
 */
export type EdgeWeigher = (id: number, references: number) => number;

export function edgeWeigher(index: NameIndex, focus: Focus | undefined): EdgeWeigher {
  const touched = new Set(focus?.touched);
  const identifiers = new Set(focus?.identifiers);
  const total = index.files.length;
  const specificity = new Float64Array(index.names.length).fill(NaN);
  return (id, references) => {
    let spec = specificity[id];
    if (Number.isNaN(spec)) {
      const name = index.names[id];
      const definers = index.definerStart[id + 1] - index.definerStart[id];
      spec = nameSpecificity(name, definers, index.referrerStart[id + 1] - index.referrerStart[id], total);
      if (touched.has(name)) spec *= TUNING.touchedBoost;
      else if (identifiers.has(name)) spec *= TUNING.identifierBoost;
      specificity[id] = spec;
    }
    return spec * Math.sqrt(references);
  };
}


/**
 * Link every file that references a name to every other file of its language family that defines
 * it, weighted by the name's specificity and by whether the file imports that definer: the one
 * place that decides which links exist and how much each weighs.
 */
export function buildFileGraph(index: NameIndex, weigh: EdgeWeigher, imports: Imports = NO_IMPORTS): FileGraph {
  const n = index.files.length;
  const { definerStart, definerFiles, referrerStart, referrerFiles, referrerCounts } = index;
  const slotBase = new Int32Array(index.names.length).fill(-1);
  let slots = 0;
  // Links go straight into typed arrays made for the most there can be: a link from each file that
  // references a name that weighs anything to each file that defines it (fewer: a file does not
  // link to itself). Fresh memory is dear (see README, Performance): no arrays doubled and copied.
  let most = 0;
  for (const id of index.referencedOrder) {
    const definers = definerStart[id + 1] - definerStart[id];
    if (definers && weigh(id, 1) > 0) most += (referrerStart[id + 1] - referrerStart[id]) * definers;
  }
  let links = 0;
  const from = new Int32Array(most);
  const to = new Int32Array(most);
  const slot = new Int32Array(most);
  const weights = new Float64Array(most);
  for (const id of index.referencedOrder) {
    const firstDefiner = definerStart[id];
    const definers = definerStart[id + 1] - firstDefiner;
    if (!definers) continue;
    for (let r = referrerStart[id]; r < referrerStart[id + 1]; r++) {
      const source = referrerFiles[r];
      const named = weigh(id, referrerCounts[r]);
      if (named <= 0) continue;
      const resolved = imports.resolves(source);
      const importsADefiner = resolved && definers > 1 && definersOf(index, id).some((d) => imports.has(source, d));
      if (slotBase[id] < 0) {
        slotBase[id] = slots;
        slots += definers;
      }
      for (let i = 0; i < definers; i++) {
        const target = definerFiles[firstDefiner + i];
        if (target === source) continue;
        const weight = !resolved
          ? named
          : imports.has(source, target)
            ? named * TUNING.importedBoost
            : named * (importsADefiner ? TUNING.shadowedFactor : TUNING.unimportedFactor);
        from[links] = source;
        to[links] = target;
        slot[links] = slotBase[id] + i;
        weights[links++] = weight;
      }
    }
  }
  if (links > most) throw new Error(`${links} links, more than the ${most} counted`); // writes past the arrays are lost
  const [linkFrom, linkTo, linkSlot, linkWeight] = [from.subarray(0, links), to.subarray(0, links), slot.subarray(0, links), weights.subarray(0, links)];
  return { files: index.files, slotBase, slots, linkFrom, linkSlot, linkWeight, ...mergeLinks(n, linkFrom, linkTo, linkWeight) };
}

/**
 * Links merged into edges, one per (from, to), sorted by source then target: links are bucketed by
 * source (stable, so weights add up in link order), then merged per target through arrays indexed
 * by file — linear in links, no map keyed by pairs.
 */
function mergeLinks(n: number, from: Int32Array, to: Int32Array, weights: Float64Array): Pick<FileGraph, 'edgeFrom' | 'edgeTo' | 'edgeWeight'> {
  const { start, order: bySource } = bucketOrder(n, from);

  const edgeFrom = new Int32Array(from.length);
  const edgeTo = new Int32Array(from.length);
  const edgeWeight = new Float64Array(from.length);
  const seenFrom = new Int32Array(n).fill(-1);
  const sum = new Float64Array(n);
  let edges = 0;
  for (let source = 0; source < n; source++) {
    const first = edges;
    for (let k = start[source]; k < start[source + 1]; k++) {
      const link = bySource[k];
      const target = to[link];
      if (seenFrom[target] !== source) {
        seenFrom[target] = source;
        sum[target] = 0;
        edgeTo[edges++] = target;
      }
      sum[target] += weights[link];
    }
    edgeTo.subarray(first, edges).sort();
    for (let e = first; e < edges; e++) {
      edgeFrom[e] = source;
      edgeWeight[e] = sum[edgeTo[e]];
    }
  }
  return { edgeFrom: edgeFrom.subarray(0, edges), edgeTo: edgeTo.subarray(0, edges), edgeWeight: edgeWeight.subarray(0, edges) };
}

/**
 * The file graph as a graphology graph (for inspection and export): a node per file, weighted
 * edges keyed `source->target` (graphology's own edge keys count graphs made in the process, so
 * two runs would export different bytes).
 */
export function toGraphology(graph: FileGraph): Graph<{ label: string }, { weight: number }> {
  const model = new Graph<{ label: string }, { weight: number }>({ type: 'directed', multi: false, allowSelfLoops: false });
  graph.files.forEach((path) => model.addNode(path, { label: path }));
  for (let i = 0; i < graph.edgeFrom.length; i++) {
    const [source, target] = [graph.files[graph.edgeFrom[i]], graph.files[graph.edgeTo[i]]];
    model.addDirectedEdgeWithKey(`${source}->${target}`, source, target, { weight: graph.edgeWeight[i] });
  }
  return model;
}
