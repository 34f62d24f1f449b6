import Graph from 'graphology';
import type { FileTags, Focus } from './types';
import { languageOf } from './languages';
import { compareStrings } from './order';
import { isPathKind, NO_IMPORTS, type Imports } from './imports';

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
  const words = name.split(/_+|(?<=[a-z0-9])(?=[A-Z])/).filter(Boolean).length;
  if (words >= 2 && name.length >= 8) weight *= 2.5;
  if (name.startsWith('__') && name.endsWith('__')) weight *= 0.1; // dunder protocol methods
  else if (name.startsWith('_')) weight *= 0.3; // private by convention
  if (usedEverywhere(referencingFiles, totalFiles)) weight *= 0.3;
  return weight / definers;
}

/** Who defines and who references each name, per language family. Files are indices into `files`. */
export interface NameIndex {
  files: string[];
  /** key = `family\0name` */
  definers: Map<string, number[]>;
  referencers: Map<string, Map<number, number>>;
}

export function nameKey(family: string, name: string): string {
  return `${family}\0${name}`;
}

export function nameOfKey(key: string): string {
  return key.slice(key.indexOf('\0') + 1);
}

export function indexNames(tags: Map<string, FileTags>): NameIndex {
  const files = [...tags.keys()].sort(compareStrings);
  const definers = new Map<string, number[]>();
  const referencers = new Map<string, Map<number, number>>();
  // Each name's key is made once per family: a tag's name is one string wherever it occurs (in
  // the cache's packs), so looking it up by itself is cheap, while a key made again is hashed again.
  const keys = new Map<string, Map<string, string>>();
  files.forEach((path, file) => {
    const family = languageOf(path)?.family ?? '';
    let ofFamily = keys.get(family);
    if (!ofFamily) keys.set(family, (ofFamily = new Map()));
    const keyOf = (name: string) => {
      let key = ofFamily.get(name);
      if (key === undefined) ofFamily.set(name, (key = nameKey(family, name)));
      return key;
    };
    const fileTags = tags.get(path)!;
    for (const def of fileTags.defs) {
      const key = keyOf(def.name);
      const list = definers.get(key);
      if (!list) definers.set(key, [file]);
      else if (list[list.length - 1] !== file) list.push(file);
    }
    const { names, kinds } = fileTags.refs;
    for (let i = 0; i < names.length; i++) {
      if (isPathKind(kinds[i])) continue; // a path, resolved by ./imports
      const key = keyOf(names[i]);
      let counts = referencers.get(key);
      if (!counts) referencers.set(key, (counts = new Map()));
      counts.set(file, (counts.get(file) ?? 0) + 1);
    }
  });
  return { files, definers, referencers };
}

/** The weight one referencing file gives one name, before it is split among the name's definers. */
export type EdgeWeigher = (key: string, references: number) => number;

export function edgeWeigher(index: NameIndex, focus: Focus | undefined): EdgeWeigher {
  const touched = new Set(focus?.touched);
  const identifiers = new Set(focus?.identifiers);
  const total = index.files.length;
  const specificity = new Map<string, number>();
  return (key, references) => {
    let spec = specificity.get(key);
    if (spec === undefined) {
      const name = nameOfKey(key);
      spec = nameSpecificity(name, index.definers.get(key)?.length ?? 0, index.referencers.get(key)?.size ?? 0, total);
      if (touched.has(name)) spec *= TUNING.touchedBoost;
      else if (identifiers.has(name)) spec *= TUNING.identifierBoost;
      specificity.set(key, spec);
    }
    return spec * Math.sqrt(references);
  };
}

/**
 * The file graph, on compact arrays (the hot loops of ranking run over these). A *link* is one
 * reference→definition connection between two files through one name; an *edge* is all the links
 * from one file to another, their weights summed.
 */
export interface FileGraph {
  files: string[];
  /**
   * Where a (name, defining file) pair's incoming links are counted: slot `slotBase.get(key) + i`
   * for the i-th file of `definers.get(key)` in the name index.
   */
  slotBase: Map<string, number>;
  slots: number;
  linkFrom: Int32Array;
  linkSlot: Int32Array;
  linkWeight: Float64Array;
  edgeFrom: Int32Array;
  edgeTo: Int32Array;
  edgeWeight: Float64Array;
}

/**
 * Link every file that references a name to every other file of its language family that defines
 * it, weighted by the name's specificity and by whether the file imports that definer: the one
 * place that decides which links exist and how much each weighs.
 */
export function buildFileGraph(index: NameIndex, weigh: EdgeWeigher, imports: Imports = NO_IMPORTS): FileGraph {
  const n = index.files.length;
  const slotBase = new Map<string, number>();
  let slots = 0;
  // Links go straight into typed arrays, doubled when full.
  let links = 0;
  let from = new Int32Array(1024);
  let to = new Int32Array(1024);
  let slot = new Int32Array(1024);
  let weights = new Float64Array(1024);
  for (const [key, refs] of index.referencers) {
    const defs = index.definers.get(key);
    if (!defs) continue;
    let base = -1;
    for (const [source, count] of refs) {
      const named = weigh(key, count);
      if (named <= 0) continue;
      const resolved = imports.resolves(source);
      const importsADefiner = resolved && defs.length > 1 && defs.some((d) => imports.has(source, d));
      if (base < 0) {
        base = slots;
        slotBase.set(key, base);
        slots += defs.length;
      }
      for (let i = 0; i < defs.length; i++) {
        const target = defs[i];
        if (target === source) continue;
        const weight = !resolved
          ? named
          : imports.has(source, target)
            ? named * TUNING.importedBoost
            : named * (importsADefiner ? TUNING.shadowedFactor : TUNING.unimportedFactor);
        if (links === from.length) [from, to, slot, weights] = [doubled(from), doubled(to), doubled(slot), doubled(weights)];
        from[links] = source;
        to[links] = target;
        slot[links] = base + i;
        weights[links++] = weight;
      }
    }
  }
  [from, to, slot, weights] = [from.slice(0, links), to.slice(0, links), slot.slice(0, links), weights.slice(0, links)];
  return { files: index.files, slotBase, slots, linkFrom: from, linkSlot: slot, linkWeight: weights, ...mergeLinks(n, from, to, weights) };
}

/** A typed array twice as long, beginning with the elements of the given one. */
function doubled<T extends Int32Array | Float64Array>(array: T): T {
  const bigger = new (array.constructor as new (length: number) => T)(array.length * 2);
  bigger.set(array);
  return bigger;
}

/**
 * Links merged into edges, one per (from, to), sorted by source then target: links are bucketed by
 * source (stable, so weights add up in link order), then merged per target through arrays indexed
 * by file — linear in links, no map keyed by pairs.
 */
function mergeLinks(n: number, from: Int32Array, to: Int32Array, weights: Float64Array): Pick<FileGraph, 'edgeFrom' | 'edgeTo' | 'edgeWeight'> {
  const start = new Int32Array(n + 1);
  for (const source of from) start[source + 1]++;
  for (let i = 0; i < n; i++) start[i + 1] += start[i];
  const next = start.slice(0, n);
  const bySource = new Int32Array(from.length);
  for (let i = 0; i < from.length; i++) bySource[next[from[i]]++] = i;

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
  return { edgeFrom: edgeFrom.slice(0, edges), edgeTo: edgeTo.slice(0, edges), edgeWeight: edgeWeight.slice(0, edges) };
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
