// The file graph: a link from each file that references a name to each file of its language family
// that defines it, weighed by how specific the name is and by what the file imports; links between
// the same two files merged into one edge.
import type { FileGraph, Focus, Imports, NameIndex } from '../types';
import Graph from 'graphology';
import { NO_IMPORTS } from '../resolve/imports';
import { bucketOrder } from './buckets';
import { definersOf, usedEverywhere } from './names';
import { TUNING } from './tuning';

/** How much a reference to this name says about a dependency: specific names up, generic ones down. */
export function nameSpecificity(name: string, definers: number, referencingFiles: number, totalFiles: number): number {
  if (definers === 0 || definers > TUNING.graph.maxDefiners || name.length < 2) return 0;
  let weight = 1;
  if (name.length <= 2) weight *= 0.05;
  else if (name.length <= 4) weight *= 0.4;
  if (name.length >= 8 && wordsIn(name) >= 2) weight *= 2.5;
  if (name.startsWith('__') && name.endsWith('__'))
    weight *= 0.1; // dunder protocol methods
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
    if (code !== 0x5f && (before === 0x5f || (isAsciiCapital(code) && (isAsciiSmall(before) || isAsciiDigit(before)))))
      words++;
    before = code;
  }
  return words;
}

const isAsciiCapital = (code: number) => code >= 0x41 && code <= 0x5a;
const isAsciiSmall = (code: number) => code >= 0x61 && code <= 0x7a;
const isAsciiDigit = (code: number) => code >= 0x30 && code <= 0x39;

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
      if (touched.has(name)) spec *= TUNING.graph.touchedBoost;
      else if (identifiers.has(name)) spec *= TUNING.graph.identifierBoost;
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
            ? named * TUNING.graph.importedBoost
            : named * (importsADefiner ? TUNING.graph.shadowedFactor : TUNING.graph.unimportedFactor);
        from[links] = source;
        to[links] = target;
        slot[links] = slotBase[id] + i;
        weights[links++] = weight;
      }
    }
  }
  if (links > most) throw new Error(`${links} links, more than the ${most} counted`); // writes past the arrays are lost
  const [linkFrom, linkTo, linkSlot, linkWeight] = [
    from.subarray(0, links),
    to.subarray(0, links),
    slot.subarray(0, links),
    weights.subarray(0, links),
  ];
  return {
    files: index.files,
    slotBase,
    slots,
    linkFrom,
    linkSlot,
    linkWeight,
    ...mergeLinks(n, linkFrom, linkTo, linkWeight),
  };
}

/**
 * Links merged into edges, one per (from, to), sorted by source then target: links are bucketed by
 * source (stable, so weights add up in link order), then merged per target through arrays indexed
 * by file — linear in links, no map keyed by pairs.
 */
function mergeLinks(
  n: number,
  from: Int32Array,
  to: Int32Array,
  weights: Float64Array,
): Pick<FileGraph, 'edgeFrom' | 'edgeTo' | 'edgeWeight'> {
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
  return {
    edgeFrom: edgeFrom.subarray(0, edges),
    edgeTo: edgeTo.subarray(0, edges),
    edgeWeight: edgeWeight.subarray(0, edges),
  };
}

/**
 * The file graph as a graphology graph (for inspection and export): a node per file, weighted
 * edges keyed `source->target` (graphology's own edge keys count graphs made in the process, so
 * two runs would export different bytes).
 */
export function toGraphology(graph: FileGraph): Graph<{ label: string }, { weight: number }> {
  const model = new Graph<{ label: string }, { weight: number }>({
    type: 'directed',
    multi: false,
    allowSelfLoops: false,
  });
  graph.files.forEach((path) => model.addNode(path, { label: path }));
  for (let i = 0; i < graph.edgeFrom.length; i++) {
    const [source, target] = [graph.files[graph.edgeFrom[i]], graph.files[graph.edgeTo[i]]];
    model.addDirectedEdgeWithKey(`${source}->${target}`, source, target, { weight: graph.edgeWeight[i] });
  }
  return model;
}
