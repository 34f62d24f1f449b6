import type Graph from 'graphology';
import type { FileTags, Focus, RankedDefinition, RankedFile, Ranking } from './types';
import { forEachLink, nameOfKey, TUNING as GRAPH_TUNING, type EdgeWeigher, type NameIndex } from './graph';
import { compareStrings } from './order';

export const TUNING = {
  damping: 0.85,
  /** Teleport mass of the changed and focus files, of the files defining identifiers in changed lines, and of the callers of touched definitions. */
  focusFilesMass: 0.5,
  definersMass: 0.25,
  callersMass: 0.25,
  /** Weight of the forward (what the change uses) ranking against the reverse (who uses what it touches). */
  forwardShare: 0.5,
  /** Within a file: a definition's floor, and its bonuses for being touched by the change or calling what it touches. */
  definitionFloor: 0.05,
  touchedBonus: 1,
  callerBonus: 0.5,
};

/** Compressed sparse rows: the out-edges of node i are `col[start[i]] … col[start[i+1]-1]`, weights normalized per row. */
interface Csr {
  start: Int32Array;
  col: Int32Array;
  weight: Float64Array;
}

export function toCsr(n: number, edges: [number, number, number][]): Csr {
  const start = new Int32Array(n + 1);
  for (const [from] of edges) start[from + 1]++;
  for (let i = 0; i < n; i++) start[i + 1] += start[i];
  const fill = start.slice(0, n);
  const col = new Int32Array(edges.length);
  const weight = new Float64Array(edges.length);
  const total = new Float64Array(n);
  for (const [from, , w] of edges) total[from] += w;
  for (const [from, to, w] of edges) {
    const at = fill[from]++;
    col[at] = to;
    weight[at] = w / total[from];
  }
  return { start, col, weight };
}

/**
 * Personalized PageRank by power iteration: with probability `damping` follow an out-edge by weight,
 * else (and from nodes without out-edges) jump to a node drawn from `teleport`.
 */
export function personalizedPageRank(csr: Csr, teleport: Float64Array, damping = TUNING.damping, tolerance = 1e-10, maxIterations = 200): Float64Array {
  const n = teleport.length;
  let rank = Float64Array.from(teleport);
  let next = new Float64Array(n);
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    next.fill(0);
    let dangling = 0;
    for (let i = 0; i < n; i++) {
      const from = csr.start[i];
      const to = csr.start[i + 1];
      if (from === to) {
        dangling += rank[i];
        continue;
      }
      const flow = damping * rank[i];
      for (let e = from; e < to; e++) next[csr.col[e]] += flow * csr.weight[e];
    }
    const jump = damping * dangling + (1 - damping);
    let delta = 0;
    for (let j = 0; j < n; j++) {
      next[j] += jump * teleport[j];
      delta += Math.abs(next[j] - rank[j]);
    }
    [rank, next] = [next, rank];
    if (delta < tolerance) break;
  }
  return rank;
}

function normalize(vector: Float64Array): Float64Array {
  let sum = 0;
  for (const v of vector) sum += v;
  if (sum > 0) for (let i = 0; i < vector.length; i++) vector[i] /= sum;
  return vector;
}

/** The teleport vector: where a reader of this change starts looking. Uniform without a focus. */
function teleportVector(index: NameIndex, focus: Focus | undefined, weigh: EdgeWeigher): Float64Array {
  const n = index.files.length;
  const position = new Map(index.files.map((path, i) => [path, i]));
  const focusFiles = new Float64Array(n);
  for (const path of [...(focus?.changedFiles ?? []), ...(focus?.files ?? [])]) {
    const i = position.get(path);
    if (i !== undefined) focusFiles[i] = 1;
  }
  const identifiers = new Set(focus?.identifiers);
  const touched = new Set(focus?.touched);
  const definers = new Float64Array(n);
  const callers = new Float64Array(n);
  if (identifiers.size || touched.size) {
    for (const [key, files] of index.definers) {
      const name = nameOfKey(key);
      if (files.length > GRAPH_TUNING.maxDefiners) continue;
      if (identifiers.has(name) || touched.has(name)) for (const file of files) definers[file] += 1 / files.length;
      if (touched.has(name)) {
        for (const [file, count] of index.referencers.get(key) ?? []) callers[file] += weigh(key, count);
      }
    }
  }
  const parts: [Float64Array, number][] = [
    [normalize(focusFiles), TUNING.focusFilesMass],
    [normalize(definers), TUNING.definersMass],
    [normalize(callers), TUNING.callersMass],
  ];
  const teleport = new Float64Array(n);
  for (const [vector, mass] of parts) for (let i = 0; i < n; i++) teleport[i] += vector[i] * mass;
  if (!teleport.some((v) => v > 0)) teleport.fill(1);
  return normalize(teleport);
}

function hasFocus(focus: Focus | undefined): boolean {
  return !!focus && (focus.changedFiles.length + focus.files.length + focus.identifiers.length + focus.touched.length > 0);
}

/**
 * Rank files and their definitions. With a focus, two walks from the same start: along
 * reference→definition edges (the context the change uses) and against them (the code that uses
 * what the change touches); their average is a file's score. A file's score is then shared among
 * its definitions by how much rank reaches each one.
 */
export function rank(
  graph: Graph<{ index: number }, { weight: number }>,
  index: NameIndex,
  tags: Map<string, FileTags>,
  focus: Focus | undefined,
  weigh: EdgeWeigher,
  /** Focus files in the checkout that have no tags (a changed README, a file of another language): listed by path alone. */
  untagged: string[] = [],
): Ranking {
  const n = index.files.length;
  const forwardEdges: [number, number, number][] = [];
  const reverseEdges: [number, number, number][] = [];
  graph.forEachEdge((_edge, { weight }, _source, _target, sourceAttributes, targetAttributes) => {
    forwardEdges.push([sourceAttributes.index, targetAttributes.index, weight]);
    reverseEdges.push([targetAttributes.index, sourceAttributes.index, weight]);
  });
  const teleport = teleportVector(index, focus, weigh);
  const forward = personalizedPageRank(toCsr(n, forwardEdges), teleport);
  const focused = hasFocus(focus);
  let score = forward;
  if (focused) {
    const reverse = personalizedPageRank(toCsr(n, reverseEdges), teleport);
    score = new Float64Array(n);
    for (let i = 0; i < n; i++) score[i] = TUNING.forwardShare * forward[i] + (1 - TUNING.forwardShare) * reverse[i];
  }

  // Rank arriving at each (file, name) along forward links: how much the rest of the map needs it.
  const outWeight = new Float64Array(n);
  forEachLink(index, weigh, (from, _to, _key, weight) => (outWeight[from] += weight));
  const inflow = new Map<number, Map<string, number>>();
  forEachLink(index, weigh, (from, to, key, weight) => {
    let names = inflow.get(to);
    if (!names) inflow.set(to, (names = new Map()));
    const name = nameOfKey(key);
    names.set(name, (names.get(name) ?? 0) + (forward[from] * weight) / outWeight[from]);
  });

  const changed = new Set(focus?.changedFiles);
  const focusFiles = new Set([...(focus?.changedFiles ?? []), ...(focus?.files ?? [])]);
  const touched = new Set(focus?.touched);
  const definitions: RankedDefinition[] = [];
  index.files.forEach((path, file) => {
    const { defs, refs } = tags.get(path)!;
    if (!defs.length) return;
    const names = inflow.get(file);
    let inflowTotal = 0;
    for (const def of defs) inflowTotal += names?.get(def.name) ?? 0;
    const callsTouched = touched.size ? refs.filter((r) => touched.has(r.name)).map((r) => r.line) : [];
    const raw = defs.map((def) => {
      let share = TUNING.definitionFloor;
      if (inflowTotal > 0) share += (names?.get(def.name) ?? 0) / inflowTotal;
      if (changed.has(path) && touched.has(def.name)) share += TUNING.touchedBonus;
      if (callsTouched.some((line) => line >= def.line && line <= def.endLine)) share += TUNING.callerBonus;
      return share;
    });
    const rawTotal = raw.reduce((a, b) => a + b, 0);
    defs.forEach((def, i) => definitions.push({ ...def, path, score: (score[file] * raw[i]) / rawTotal }));
  });
  definitions.sort((a, b) => b.score - a.score || compareStrings(a.path, b.path) || a.line - b.line || compareStrings(a.name, b.name));

  const files: RankedFile[] = index.files.map((path, i) => ({ path, rank: score[i], focus: focusFiles.has(path) }));
  if (untagged.length) {
    // As important as a typical focus file in the graph.
    const inGraph = files.filter((f) => f.focus);
    const typical = inGraph.length ? inGraph.reduce((a, f) => a + f.rank, 0) / inGraph.length : 1 / Math.max(1, n);
    for (const path of untagged) files.push({ path, rank: typical, focus: true });
  }
  files.sort((a, b) => b.rank - a.rank || compareStrings(a.path, b.path));
  return { files, definitions };
}
