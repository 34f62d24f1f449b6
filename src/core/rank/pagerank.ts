import type { FileTags, Focus, Imports, RankedDefinition, RankedDefinitions, RankedFile, Ranking } from '../types';
import { bucketOrder, bucketStarts, definersOf, referrersOf, TUNING as GRAPH_TUNING, usedEverywhere, type EdgeWeigher } from './graph';
import type { FileGraph } from '../types';
import type { NameIndex } from '../types';
import { byScoreDescending, byScoreDescendingWhenRead, inSourceOrder } from '../util/order';
import { NO_IMPORTS } from '../resolve/imports';
import { definitionAt } from '../util/packed';

export const TUNING = {
  damping: 0.85,
  /** Teleport mass of the changed and focus files, of the files defining identifiers in added lines, and of the callers of touched definitions. */
  focusFilesMass: 0.5,
  definersMass: 0.25,
  callersMass: 0.25,
  /** Share of the jumps that goes to the key project files (manifests, build and CI config at the root). */
  keyFilesMass: 0.05,
  /** Weight of the forward (what the change uses) ranking against the reverse (who uses what it touches). */
  forwardShare: 0.5,
  /** Within a file: a definition's floor, and its bonuses for being touched by the change or calling what it touches. */
  definitionFloor: 0.05,
  touchedBonus: 1,
  callerBonus: 0.5,
  /** Bonus of a definition outside the change whose name occurs in added lines (what the change uses). */
  identifierBonus: 3,
  /**
   * Factor on that bonus for a name used everywhere (graph.ts usedEverywhere): `clone`, `fmt`,
   * `default` in a changed line say little about which of their many definitions the change needs.
   */
  ubiquitousIdentifier: 0,
  /**
   * A name in added lines that the changed files' imports do not resolve, defined in more files
   * than this: each definer's bonus shrinks by this number over theirs (`id`, `title`, `type` in an
   * added line name a field in dozens of files, and say nothing about any one of them).
   */
  identifierDefiners: 10,
  /** Factor on the score of test data and fixtures (unless in the focus). */
  fixtureFactor: 0.1,
  /**
   * Factors on a changed file's definitions: all of them (the reviewer has the diff; the budget
   * goes to the context first), and again on those the change neither touches nor makes call what it touches.
   */
  changedFactor: 0.1,
  untouchedInChanged: 0.1,
  /**
   * A name the change uses, in a language whose imports resolve: its definers that the changed files
   * using it reach count whole, and the others this factor, in the teleport vector and the
   * identifier bonus (a method name the change calls on its own types is not about every namesake's type).
   */
  shadowedIdentifier: 0.1,
  /** Factor on the share of a definition whose name its file defined already (a Rust type's impl blocks, overloads). */
  repeatedNameFactor: 0.2,
  /**
   * Factor on each further definition of a file, in score order (the j-th counts fileDecay^j), but
   * the definitions named in added lines: the budget reaches more files, and a reviewer a file's best lines.
   */
  fileDecay: 0.5,
  /**
   * How a file's score is divided among its definitions: by their shares' total (0), by the best
   * one's (1), or the geometric blend between. By the total alone, a file that defines much had its
   * best definition diluted by all the others, and the callers with many definitions (a test suite,
   * a facade class) lost their place in the budget to smaller files.
   */
  bestShare: 0.5,
};

/** Test data, fixtures and snapshots: inputs of tests, rarely what a reviewer looks up (vendored code is not even listed). */
const FIXTURE_PATH = /(^|\/)(testdata|fixtures?|__fixtures__|__snapshots__)(\/|$)|(^|\/)tests?\/data(\/|$)/i;

/**
 * The edges as rows by source, for both walks: row i's edges go to `target[start[i]] …
 * target[start[i+1]-1]`, ascending; `forward[e]` is edge e's share of its source's out-weight (a
 * step along it), `reverse[e]` its share of its target's in-weight (a step against it).
 */
interface Walks {
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
  const { start, order } = inRowOrder(from, to) ? { start: bucketStarts(n, from), order: undefined } : bySourceThenTarget(n, from, to);
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
  for (let i = 1; i < from.length; i++) if (from[i] < from[i - 1] || (from[i] === from[i - 1] && to[i] < to[i - 1])) return false;
  return true;
}

/** The edges' order by source, then by target, then as given (two stable bucketings), and the rows' starts. */
function bySourceThenTarget(n: number, from: ArrayLike<number>, to: ArrayLike<number>): { start: Int32Array; order: Int32Array } {
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
export function personalizedPageRank(walks: Walks, teleport: Float64Array, both = false, damping = TUNING.damping, tolerance = 1e-10, maxIterations = 200): { forward: Float64Array; reverse?: Float64Array } {
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
 * The definers of a name the change uses that the changed files referencing it reach by their
 * imports: undefined when none is reached, or when no changed file that references it resolves imports.
 */
function reachedDefiners(index: NameIndex, imports: Imports, changed: number[]): (id: number) => ReadonlySet<number> | undefined {
  const cache = new Map<number, Set<number> | undefined>();
  return (id) => {
    if (cache.has(id)) return cache.get(id);
    const referrers = referrersOf(index, id);
    const users = changed.filter((c) => referrers.includes(c) && imports.resolves(c));
    const found = definersOf(index, id).filter((d) => users.some((c) => c === d || imports.has(c, d)));
    const reached = found.length ? new Set(found) : undefined;
    cache.set(id, reached);
    return reached;
  };
}

/** The teleport vector: where a reader of this change starts looking. Uniform without a focus. */
function teleportVector(index: NameIndex, focus: Focus | undefined, weigh: EdgeWeigher, priors: ReadonlySet<string>, intended: (id: number, definer: number) => number): Float64Array {
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
    for (const id of index.definedOrder) {
      const name = index.names[id];
      if (!identifiers.has(name) && !touched.has(name)) continue;
      const files = definersOf(index, id);
      if (files.length > GRAPH_TUNING.maxDefiners) continue;
      for (const file of files) definers[file] += intended(id, file) / files.length;
      if (touched.has(name)) {
        for (let r = index.referrerStart[id]; r < index.referrerStart[id + 1]; r++) callers[index.referrerFiles[r]] += weigh(id, index.referrerCounts[r]);
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
  normalize(teleport);
  // Key project files (manifests, build and CI config) get a small share of the jumps.
  const keyFiles = index.files.map((path, i) => (priors.has(path) ? i : -1)).filter((i) => i >= 0);
  if (keyFiles.length) {
    for (let i = 0; i < n; i++) teleport[i] *= 1 - TUNING.keyFilesMass;
    for (const i of keyFiles) teleport[i] += TUNING.keyFilesMass / keyFiles.length;
  }
  return teleport;
}

/** Which ids (in any family) have one of these names: an array of flags by id. */
function idsNamed(index: NameIndex, names: ReadonlySet<string>): Uint8Array {
  const flags = new Uint8Array(index.names.length);
  if (names.size) {
    for (const ids of index.ids.values()) {
      for (const name of names) {
        const id = ids.get(name);
        if (id !== undefined) flags[id] = 1;
      }
    }
  }
  return flags;
}

function hasFocus(focus: Focus | undefined): boolean {
  return !!focus && (focus.changedFiles.length + focus.files.length + focus.identifiers.length + focus.touched.length > 0);
}

/**
 * Rank files and their definitions. With a focus, two walks from the same start: along
 * reference→definition edges (the context the change uses) and against them (the code that uses
 * what the change touches); their average is a file's score. A file's score is then shared among
 * its definitions by how much rank reaches each one (TUNING.bestShare: a big file's best definition
 * is not diluted by the number of the others).
 */
export function rank(
  graph: FileGraph,
  index: NameIndex,
  tags: Map<string, FileTags>,
  focus: Focus | undefined,
  weigh: EdgeWeigher,
  /** Files with a small prior of their own (the key project files). */
  priors: ReadonlySet<string> = new Set(),
  /** What each file's imports reach: the definers of the names the change uses that it means. */
  imports: Imports = NO_IMPORTS,
): Ranking {
  const n = graph.files.length;
  const changedPaths = new Set(focus?.changedFiles);
  const changedIndices = graph.files.flatMap((path, i) => (changedPaths.has(path) ? [i] : []));
  const reached = reachedDefiners(index, imports, changedIndices);
  // How much a name the change uses means each of its definers: those reached whole, the others
  // shadowedIdentifier; when none is reached, all of them alike.
  const intended = (id: number, definer: number) => {
    const found = reached(id);
    return !found || found.has(definer) ? 1 : TUNING.shadowedIdentifier;
  };
  const teleport = teleportVector(index, focus, weigh, priors, intended);
  const walks = toWalks(n, graph.edgeFrom, graph.edgeTo, graph.edgeWeight);
  const { forward, reverse } = personalizedPageRank(walks, teleport, hasFocus(focus));
  let score = forward;
  if (reverse) {
    score = new Float64Array(n);
    for (let i = 0; i < n; i++) score[i] = TUNING.forwardShare * forward[i] + (1 - TUNING.forwardShare) * reverse[i];
  }

  const focusFiles = new Set([...(focus?.changedFiles ?? []), ...(focus?.files ?? [])]);
  if (TUNING.fixtureFactor !== 1) {
    score = Float64Array.from(score);
    graph.files.forEach((path, i) => {
      if (!focusFiles.has(path) && FIXTURE_PATH.test(path)) score[i] *= TUNING.fixtureFactor;
    });
  }

  // Rank arriving at each (file, name) along forward links: how much the rest of the map needs it.
  const { outWeight } = walks;
  const inflow = new Float64Array(graph.slots);
  for (let i = 0; i < graph.linkFrom.length; i++) {
    const from = graph.linkFrom[i];
    inflow[graph.linkSlot[i]] += (forward[from] * graph.linkWeight[i]) / outWeight[from];
  }
  const { definitionStart, definitionIds } = index;
  const inflowOf = (file: number, id: number) => {
    const base = graph.slotBase[id];
    if (base < 0) return 0;
    // The file defines the name: it is among the name's definers, from definerStart[id] on.
    const first = index.definerStart[id];
    return inflow[base + index.definerFiles.indexOf(file, first) - first];
  };

  const changed = new Set(focus?.changedFiles);
  const touched = new Set(focus?.touched);
  const identifiers = new Set(focus?.identifiers);
  const isIdentifier = idsNamed(index, identifiers);
  const isTouched = idsNamed(index, touched);
  // Definition k is the (k - definitionStart[f])-th of file f = owner[k]. Scores go into flat arrays
  // first, and definitions are ordered as numbers; only then are the objects made.
  const total = definitionIds.length;
  const owner = new Int32Array(total);
  const shares = new Float64Array(total);
  const factors = new Float64Array(total);
  const scores = new Float64Array(total);
  // The definitions in the order that breaks ties of score: by file (path), line, name, position.
  const tieOrder = new Int32Array(total);
  // The file that last defined each id: a name its file defined already.
  const definedIn = new Int32Array(index.names.length).fill(-1);
  const defsOf = graph.files.map((path) => tags.get(path)!.defs);
  let mostInAFile = 0;
  for (let file = 0; file < n; file++) mostInAFile = Math.max(mostInAFile, definitionStart[file + 1] - definitionStart[file]);
  const decay = new Float64Array(mostInAFile);
  for (let j = 0; j < mostInAFile; j++) decay[j] = TUNING.fileDecay ** j;
  for (let file = 0; file < n; file++) {
    const first = definitionStart[file];
    const end = definitionStart[file + 1];
    if (first === end) continue;
    const path = graph.files[file];
    const defs = defsOf[file];
    let inflowTotal = 0;
    // shares[k] holds the rank the definition receives, then its share of the file's score.
    for (let k = first; k < end; k++) inflowTotal += shares[k] = inflowOf(file, definitionIds[k]);
    const refs = touched.size ? tags.get(path)!.refs : undefined;
    const callsTouched = refs ? refs.lines.filter((_, i) => touched.has(refs.strings[refs.names[i]])) : [];
    const isChanged = changed.has(path);
    let sharesTotal = 0;
    let bestShare = 0;
    for (let k = first; k < end; k++) {
      const line = defs.lines[k - first];
      const endLine = defs.endLines[k - first];
      const id = definitionIds[k];
      let share = TUNING.definitionFloor;
      if (inflowTotal > 0) share += shares[k] / inflowTotal;
      const callsTouchedHere = callsTouched.length > 0 && callsTouched.some((call) => call >= line && call <= endLine);
      if (callsTouchedHere) share += TUNING.callerBonus;
      // A changed file's definitions that the change neither touches nor calls into are already in
      // the diff's context: they rank below the file's score (the factor applies after the sharing).
      let factor = 1;
      if (isChanged) {
        if (isTouched[id]) share += TUNING.touchedBonus;
        else if (!callsTouchedHere) factor = TUNING.untouchedInChanged;
        factor *= TUNING.changedFactor;
      } else if (isIdentifier[id]) {
        const everywhere = usedEverywhere(referrersOf(index, id).length, graph.files.length);
        // A name the change's imports resolve means the definers they reach; one they do not, all of its
        // definers, each the less the more files define it.
        const meant = reached(id) ? intended(id, file) : Math.min(1, TUNING.identifierDefiners / definersOf(index, id).length);
        share += TUNING.identifierBonus * meant * (everywhere ? TUNING.ubiquitousIdentifier : 1);
      }
      // A name the file defines again (a Rust type's impl blocks, overloads) takes a smaller share.
      if (definedIn[id] === file) share *= TUNING.repeatedNameFactor;
      definedIn[id] = file;
      shares[k] = share;
      factors[k] = factor;
      sharesTotal += share;
      bestShare = Math.max(bestShare, share);
    }
    const divisor = sharesTotal ** (1 - TUNING.bestShare) * bestShare ** TUNING.bestShare;
    for (let k = first; k < end; k++) {
      owner[k] = file;
      tieOrder[k] = k;
      scores[k] = (score[file] * shares[k] * factors[k]) / divisor;
    }
    const inFile = tieOrder.subarray(first, end);
    const bySource = inSourceOrder(defs);
    // Definitions mostly come from a parse in source order: sorted only when they are not.
    let sorted = true;
    for (let i = 1; i < end - first && sorted; i++) sorted = bySource(i - 1, i) <= 0;
    if (!sorted) inFile.sort((a, b) => bySource(a - first, b - first));
    // Each further definition of the file counts less, but those named in added lines.
    if (TUNING.fileDecay !== 1) {
      const byScore = Int32Array.from(inFile).sort((a, b) => scores[b] - scores[a] || a - b);
      let j = 0;
      for (const k of byScore) if (isChanged || !isIdentifier[definitionIds[k]]) scores[k] *= decay[j++];
    }
  }
  const placed = byScoreDescendingWhenRead(scores, tieOrder);
  // Each file's best definition score: its first in the order.
  const bestScores = new Map<string, number>();
  for (let file = 0; file < n; file++) {
    let best = -Infinity;
    for (let k = definitionStart[file]; k < definitionStart[file + 1]; k++) best = Math.max(best, scores[k]);
    if (best > -Infinity) bestScores.set(graph.files[file], best);
  }
  const definitions = rankedDefinitions(total, (r) => {
    const k = placed(r);
    const position = k - definitionStart[owner[k]];
    const { name, kind, line, endLine, signature } = definitionAt(defsOf[owner[k]], position);
    return { name, kind, line, endLine, signature, path: graph.files[owner[k]], position, score: scores[k] };
  });
  // The graph's files are in path order: a stable order by score breaks ties by path.
  const files: RankedFile[] = Array.from(byScoreDescending(score), (i) => ({ path: graph.files[i], rank: score[i], focus: focusFiles.has(graph.files[i]) }));
  return rankingOf(files, definitions, bestScores);
}

/** Ranked definitions made by `make` (from a place to its definition) when first read, then kept. */
function rankedDefinitions(length: number, make: (place: number) => RankedDefinition): RankedDefinitions {
  const made: (RankedDefinition | undefined)[] = new Array(length);
  return {
    *[Symbol.iterator]() {
      for (let place = 0; place < length; place++) yield (made[place] ??= make(place));
    },
  };
}

/** A ranking of these files and definitions, each in rank order; `bestScores` as Ranking has them. */
export function rankingOf(files: RankedFile[], definitions: RankedDefinitions, bestScores: ReadonlyMap<string, number>): Ranking {
  const placeOf = new Map<string, number>();
  files.forEach((file, place) => placeOf.set(file.path, place));
  return { files, definitions, placeOf, bestScores };
}

/** A file's rank, undefined for a path the ranking does not hold. */
export function rankOf(ranking: Ranking, path: string): number | undefined {
  const place = ranking.placeOf.get(path);
  return place === undefined ? undefined : ranking.files[place].rank;
}
