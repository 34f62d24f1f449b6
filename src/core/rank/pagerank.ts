// Personalized PageRank over the file graph: where a reader of the change starts (the teleport
// vector), and the walks along the links (what the change uses) and against them (who uses it).
import type { ChangeHistory, Focus, NameIndex } from '../types';
import { coChangeIndex, coChangesOf, COMPANION_RULES } from '../history/cochange';
import { bucketOrder, bucketStarts } from './buckets';
import type { EdgeWeigher } from './graph';
import { definersOf } from './names';
import { TUNING } from './tuning';

/**
 * The edges as rows by source, for both walks: row i's edges go to `target[start[i]] …
 * target[start[i+1]-1]`, ascending; `forward[e]` is edge e's share of its source's out-weight (a
 * step along it), `reverse[e]` its share of its target's in-weight (a step against it).
 */
export interface Walks {
  start: Int32Array;
  target: Int32Array;
  forward: Float64Array;
  reverse: Float64Array;
  /** Each node's total out-weight (what a forward step's shares are of). */
  outWeight: Float64Array;
  /** Edges into each node: a node without any has nowhere to go against the edges. */
  inDegree: Int32Array;
}

/** The walks over the edges `from[i] → to[i]` with weight `weight[i]`. */
export function toWalks(n: number, from: ArrayLike<number>, to: ArrayLike<number>, weight: ArrayLike<number>): Walks {
  const outWeight = new Float64Array(n);
  const inWeight = new Float64Array(n);
  const inDegree = new Int32Array(n);
  for (let i = 0; i < from.length; i++) {
    outWeight[from[i]] += weight[i];
    inWeight[to[i]] += weight[i];
    inDegree[to[i]]++;
  }
  // By target, then (stably) by source: rows by source, each row's edges by target, then as given.
  // The file graph's edges come in that order (see buildFileGraph): then only the rows' starts are counted.
  const { start, order } = inRowOrder(from, to)
    ? { start: bucketStarts(n, from), order: undefined }
    : bySourceThenTarget(n, from, to);
  const target = new Int32Array(from.length);
  const forward = new Float64Array(from.length);
  const reverse = new Float64Array(from.length);
  for (let at = 0; at < from.length; at++) {
    const i = order ? order[at] : at;
    target[at] = to[i];
    forward[at] = weight[i] / outWeight[from[i]];
    reverse[at] = weight[i] / inWeight[to[i]];
  }
  return { start, target, forward, reverse, outWeight, inDegree };
}

/** Whether edges are sorted by source, then by target. */
function inRowOrder(from: ArrayLike<number>, to: ArrayLike<number>): boolean {
  for (let i = 1; i < from.length; i++)
    if (from[i] < from[i - 1] || (from[i] === from[i - 1] && to[i] < to[i - 1])) return false;
  return true;
}

/** The edges' order by source, then by target, then as given (two stable bucketings), and the rows' starts. */
function bySourceThenTarget(
  n: number,
  from: ArrayLike<number>,
  to: ArrayLike<number>,
): { start: Int32Array; order: Int32Array } {
  const { order: byTarget } = bucketOrder(n, to);
  const sources = new Int32Array(byTarget.length);
  for (let at = 0; at < byTarget.length; at++) sources[at] = from[byTarget[at]];
  const { start, order } = bucketOrder(n, sources);
  for (let at = 0; at < order.length; at++) order[at] = byTarget[order[at]];
  return { start, order };
}

/**
 * Personalized PageRank by power iteration: with probability `damping` follow an edge by weight,
 * else (and from nodes without one to follow) jump to a node drawn from `teleport`. The walk along
 * the edges, and with `both` the walk against them, in one pass over the rows per iteration: the
 * forward walk spreads each source's rank to its targets, the reverse one gathers into each source
 * the rank of its targets. Each node sums what it receives in the order of the nodes it comes from
 * (ascending), as a walk spreading over rows of its own would: the ranks are the same to the bit.
 */
export function personalizedPageRank(
  walks: Walks,
  teleport: Float64Array,
  both = false,
  damping = TUNING.rank.damping,
  tolerance = 1e-10,
  maxIterations = 200,
): { forward: Float64Array; reverse?: Float64Array } {
  const n = teleport.length;
  const { start, target, inDegree } = walks;
  const [forwardShare, reverseShare] = [walks.forward, walks.reverse];
  let forward = Float64Array.from(teleport);
  let nextForward = new Float64Array(n);
  // The reverse walk's vectors, when it is asked for.
  let reverse = both ? Float64Array.from(teleport) : new Float64Array(0);
  let nextReverse = new Float64Array(both ? n : 0);
  const reverseFlow = new Float64Array(both ? n : 0);
  let forwardDone = false;
  let reverseDone = !both;
  /** The jump's share of the rank, and the iteration's change; `next` holds the rank received so far. */
  const finish = (next: Float64Array, rank: Float64Array, lost: number) => {
    const jump = damping * lost + (1 - damping);
    let delta = 0;
    for (let j = 0; j < n; j++) {
      next[j] += jump * teleport[j];
      delta += Math.abs(next[j] - rank[j]);
    }
    return delta;
  };
  for (let iteration = 0; iteration < maxIterations && !(forwardDone && reverseDone); iteration++) {
    let forwardLost = 0;
    let reverseLost = 0;
    if (!forwardDone) nextForward.fill(0);
    if (!reverseDone) {
      for (let i = 0; i < n; i++) {
        reverseFlow[i] = damping * reverse[i];
        if (inDegree[i] === 0) reverseLost += reverse[i];
      }
    }
    for (let i = 0; i < n; i++) {
      const first = start[i];
      const end = start[i + 1];
      if (!forwardDone) {
        if (first === end) forwardLost += forward[i];
        else {
          const flow = damping * forward[i];
          for (let e = first; e < end; e++) nextForward[target[e]] += flow * forwardShare[e];
        }
      }
      if (!reverseDone) {
        let received = 0;
        for (let e = first; e < end; e++) received += reverseFlow[target[e]] * reverseShare[e];
        nextReverse[i] = received;
      }
    }
    if (!forwardDone) {
      const delta = finish(nextForward, forward, forwardLost);
      [forward, nextForward] = [nextForward, forward];
      forwardDone = delta < tolerance;
    }
    if (!reverseDone) {
      const delta = finish(nextReverse, reverse, reverseLost);
      [reverse, nextReverse] = [nextReverse, reverse];
      reverseDone = delta < tolerance;
    }
  }
  return both ? { forward, reverse } : { forward };
}

function normalize(vector: Float64Array): Float64Array {
  let sum = 0;
  for (const v of vector) sum += v;
  if (sum > 0) for (let i = 0; i < vector.length; i++) vector[i] /= sum;
  return vector;
}

/**
 * The files that usually change with the changed files, each with its seed in the teleport vector:
 * the sum of its confidences with the changed files it changed with in COMPANION_RULES.minTogether
 * commits or more. Paths relative to the root (the history says where it is in its repository); a
 * copy seeds its entry. Empty without a history, or when TUNING.rank.coChangeMass is 0.
 */
export function coChangeSeeds(
  history: ChangeHistory | undefined,
  changedFiles: readonly string[],
  entryOf: ReadonlyMap<string, string> = new Map(),
): Map<string, number> {
  const seeds = new Map<string, number>();
  if (!history || !changedFiles.length || TUNING.rank.coChangeMass === 0) return seeds;
  const { log, under } = history;
  const coChange = coChangeIndex(log);
  const changed = new Set(changedFiles.map((path) => under + path));
  for (const path of changed) {
    for (const { path: other, together, confidence } of coChangesOf(coChange, path).with) {
      if (together < COMPANION_RULES.minTogether || changed.has(other) || !other.startsWith(under)) continue;
      const relative = other.slice(under.length);
      const entry = entryOf.get(relative) ?? relative;
      seeds.set(entry, (seeds.get(entry) ?? 0) + confidence);
    }
  }
  return seeds;
}

/**
 * The teleport vector: where a reader of this change starts looking. Uniform without a focus.
 * `intended(id, definer)`: how much a name the change uses means that definer of it (1 whole);
 * `coChanged`: the seeds of the files that usually change with the changed files (coChangeSeeds).
 */
export function teleportVector(
  index: NameIndex,
  focus: Focus | undefined,
  weigh: EdgeWeigher,
  priors: ReadonlySet<string>,
  intended: (id: number, definer: number) => number,
  coChanged: ReadonlyMap<string, number> = new Map(),
): Float64Array {
  const n = index.files.length;
  const position = new Map(index.files.map((path, i) => [path, i]));
  const focusFiles = new Float64Array(n);
  for (const path of [...(focus?.changedFiles ?? []), ...(focus?.files ?? [])]) {
    const i = position.get(path);
    if (i !== undefined) focusFiles[i] = 1;
  }
  const companions = new Float64Array(n);
  for (const [path, seed] of coChanged) {
    const i = position.get(path);
    if (i !== undefined && !focusFiles[i]) companions[i] += seed;
  }
  const identifiers = new Set(focus?.identifiers);
  const touched = new Set(focus?.touched);
  const definers = new Float64Array(n);
  const callers = new Float64Array(n);
  if (identifiers.size || touched.size) {
    for (const id of index.definedOrder) {
      const name = index.names[id];
      if (!identifiers.has(name) && !touched.has(name)) continue;
      const files = definersOf(index, id);
      if (files.length > TUNING.graph.maxDefiners) continue;
      for (const file of files) definers[file] += intended(id, file) / files.length;
      if (touched.has(name)) {
        for (let r = index.referrerStart[id]; r < index.referrerStart[id + 1]; r++)
          callers[index.referrerFiles[r]] += weigh(id, index.referrerCounts[r]);
      }
    }
  }
  const parts: [Float64Array, number][] = [
    [normalize(focusFiles), TUNING.rank.focusFilesMass],
    [normalize(definers), TUNING.rank.definersMass],
    [normalize(callers), TUNING.rank.callersMass],
    [normalize(companions), TUNING.rank.coChangeMass],
  ];
  const teleport = new Float64Array(n);
  for (const [vector, mass] of parts) for (let i = 0; i < n; i++) teleport[i] += vector[i] * mass;
  if (!teleport.some((v) => v > 0)) teleport.fill(1);
  normalize(teleport);
  // Key project files (manifests, build and CI config) get a small share of the jumps.
  const keyFiles = index.files.map((path, i) => (priors.has(path) ? i : -1)).filter((i) => i >= 0);
  if (keyFiles.length) {
    for (let i = 0; i < n; i++) teleport[i] *= 1 - TUNING.rank.keyFilesMass;
    for (const i of keyFiles) teleport[i] += TUNING.rank.keyFilesMass / keyFiles.length;
  }
  return teleport;
}
