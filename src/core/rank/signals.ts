// The scores of files and definitions. A file scores by the two walks from where a reader of the
// change starts; its score is then shared among its definitions, signal by signal (a function
// each, applied in the order rank() lists them), and the ranking is made in score order.
import type { Definitions, FileGraph, FileTags, Focus, Imports, NameIndex, Ranking } from '../types';
import { NO_IMPORTS } from '../resolve/imports';
import { inSourceOrder } from '../util/order';
import type { EdgeWeigher } from './graph';
import { definersOf, referrersOf, usedEverywhere } from './names';
import { personalizedPageRank, teleportVector, toWalks, type Walks } from './pagerank';
import { rankingByScores } from './ranking';
import { TUNING } from './tuning';
import { TEST_KIND } from '../language-tests';

/** Test data, fixtures and snapshots: inputs of tests, rarely what a reviewer looks up (vendored code is not even listed). */
const FIXTURE_PATH = /(^|\/)(testdata|fixtures?|__fixtures__|__snapshots__)(\/|$)|(^|\/)tests?\/data(\/|$)/i;

/**
 * Rank files and their definitions. With a focus, two walks from the same start: along
 * reference→definition edges (the context the change uses) and against them (the code that uses
 * what the change touches); their blend is a file's score. A file's score is then shared among
 * its definitions by how much rank reaches each one and by what the change does to them.
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
  /** The files that usually change with the changed files, with their seeds (coChangeSeeds in ./pagerank). */
  coChanged: ReadonlyMap<string, number> = new Map(),
): Ranking {
  const change = changeOf(graph, index, focus, imports);
  const teleport = teleportVector(index, focus, weigh, priors, change.intended, coChanged);
  const walks = toWalks(graph.files.length, graph.edgeFrom, graph.edgeTo, graph.edgeWeight);
  const { forward, reverse } = personalizedPageRank(walks, teleport, hasFocus(focus));
  const fileScores = lowerFixtures(blendWalks(forward, reverse), graph.files, change.focusFiles);

  // shares[k]: definition k's share of its file's score; factors[k]: a factor applied after the sharing.
  const shares = inflowShares(graph, index, walks, forward);
  const callsTouched = callerBonus(shares, graph, index, tags, change);
  const factors = changedFileFactors(shares, callsTouched, graph, index, change);
  identifierBonus(shares, graph, index, change);
  repeatedNames(shares, index);
  const defsOf = graph.files.map((path) => tags.get(path)!.defs);
  const testBlocks = testBlocksOf(index, defsOf);
  for (let k = 0; k < shares.length; k++) if (testBlocks[k]) shares[k] = 0;
  const scores = divideFileScores(fileScores, shares, factors, index);
  const tieOrder = sourceOrder(index, defsOf);
  fileDecay(scores, tieOrder, graph, index, change);
  return rankingByScores(graph.files, fileScores, change.focusFiles, {
    start: index.definitionStart,
    defsOf,
    scores,
    tieOrder,
    notEntries: testBlocks,
  });
}

/** The change as the signals read it. */
interface Change {
  /** The changed files and the focus files (paths). */
  focusFiles: Set<string>;
  changed: Set<string>;
  touched: Set<string>;
  /** Flags by id: a name the change touches (defines, edits or removes), a name in its added lines. */
  isTouched: Uint8Array;
  isIdentifier: Uint8Array;
  /** The definers of a name the change uses that the changed files' imports reach (reachedDefiners). */
  reached: (id: number) => ReadonlySet<number> | undefined;
  /**
   * How much a name the change uses means each of its definers: those reached whole, the others
   * TUNING.rank.shadowedIdentifier; when none is reached, all of them alike.
   */
  intended: (id: number, definer: number) => number;
}

function changeOf(graph: FileGraph, index: NameIndex, focus: Focus | undefined, imports: Imports): Change {
  const changed = new Set(focus?.changedFiles);
  const changedIndices = graph.files.flatMap((path, i) => (changed.has(path) ? [i] : []));
  const reached = reachedDefiners(index, imports, changedIndices);
  const intended = (id: number, definer: number) => {
    const found = reached(id);
    return !found || found.has(definer) ? 1 : TUNING.rank.shadowedIdentifier;
  };
  const touched = new Set(focus?.touched);
  return {
    focusFiles: new Set([...(focus?.changedFiles ?? []), ...(focus?.files ?? [])]),
    changed,
    touched,
    isTouched: idsNamed(index, touched),
    isIdentifier: idsNamed(index, new Set(focus?.identifiers)),
    reached,
    intended,
  };
}

function hasFocus(focus: Focus | undefined): boolean {
  return (
    !!focus && focus.changedFiles.length + focus.files.length + focus.identifiers.length + focus.touched.length > 0
  );
}

/**
 * The definers of a name the change uses that the changed files referencing it reach by their
 * imports: undefined when none is reached, or when no changed file that references it resolves imports.
 */
function reachedDefiners(
  index: NameIndex,
  imports: Imports,
  changed: number[],
): (id: number) => ReadonlySet<number> | undefined {
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

/** A file's score: the walk along the links blended with the walk against them (TUNING.rank.forwardShare), or the first alone. */
function blendWalks(forward: Float64Array, reverse: Float64Array | undefined): Float64Array {
  if (!reverse) return forward;
  const score = new Float64Array(forward.length);
  for (let i = 0; i < forward.length; i++)
    score[i] = TUNING.rank.forwardShare * forward[i] + (1 - TUNING.rank.forwardShare) * reverse[i];
  return score;
}

/** The scores with test data and fixtures outside the focus lowered (TUNING.rank.fixtureFactor), as a new array. */
function lowerFixtures(score: Float64Array, files: string[], focusFiles: ReadonlySet<string>): Float64Array {
  if (TUNING.rank.fixtureFactor === 1) return score;
  const lowered = Float64Array.from(score);
  files.forEach((path, i) => {
    if (!focusFiles.has(path) && FIXTURE_PATH.test(path)) lowered[i] *= TUNING.rank.fixtureFactor;
  });
  return lowered;
}

/**
 * Each definition's share by the rank arriving at its (file, name) along forward links (how much
 * the rest of the map needs it) over its file's total, above a floor (TUNING.rank.definitionFloor).
 */
function inflowShares(graph: FileGraph, index: NameIndex, walks: Walks, forward: Float64Array): Float64Array {
  const { outWeight } = walks;
  const inflow = new Float64Array(graph.slots);
  for (let i = 0; i < graph.linkFrom.length; i++) {
    const from = graph.linkFrom[i];
    inflow[graph.linkSlot[i]] += (forward[from] * graph.linkWeight[i]) / outWeight[from];
  }
  const inflowOf = (file: number, id: number) => {
    const base = graph.slotBase[id];
    if (base < 0) return 0;
    // The file defines the name: it is among the name's definers, from definerStart[id] on.
    const first = index.definerStart[id];
    return inflow[base + index.definerFiles.indexOf(file, first) - first];
  };
  const { definitionStart, definitionIds } = index;
  const shares = new Float64Array(definitionIds.length);
  for (let file = 0; file < graph.files.length; file++) {
    const [first, end] = [definitionStart[file], definitionStart[file + 1]];
    let inflowTotal = 0;
    for (let k = first; k < end; k++) inflowTotal += shares[k] = inflowOf(file, definitionIds[k]);
    for (let k = first; k < end; k++) {
      let share = TUNING.rank.definitionFloor;
      if (inflowTotal > 0) share += shares[k] / inflowTotal;
      shares[k] = share;
    }
  }
  return shares;
}

/** The bonus of a definition whose lines call a name the change touches (TUNING.rank.callerBonus): flags of those that do. */
function callerBonus(
  shares: Float64Array,
  graph: FileGraph,
  index: NameIndex,
  tags: Map<string, FileTags>,
  { touched }: Change,
): Uint8Array {
  const { definitionStart } = index;
  const callsTouched = new Uint8Array(shares.length);
  if (!touched.size) return callsTouched;
  for (let file = 0; file < graph.files.length; file++) {
    const [first, end] = [definitionStart[file], definitionStart[file + 1]];
    if (first === end) continue;
    const { defs, refs } = tags.get(graph.files[file])!;
    const calls = refs.lines.filter((_, i) => touched.has(refs.strings[refs.names[i]]));
    if (!calls.length) continue;
    for (let k = first; k < end; k++) {
      const [line, endLine] = [defs.lines[k - first], defs.endLines[k - first]];
      if (!calls.some((call) => call >= line && call <= endLine)) continue;
      shares[k] += TUNING.rank.callerBonus;
      callsTouched[k] = 1;
    }
  }
  return callsTouched;
}

/**
 * In a changed file: the bonus of the definitions the change touches (TUNING.rank.touchedBonus).
 * Its definitions that the change neither touches nor calls into are already in the diff's
 * context: they rank below the file's score, by factors applied after the sharing.
 */
function changedFileFactors(
  shares: Float64Array,
  callsTouched: Uint8Array,
  graph: FileGraph,
  index: NameIndex,
  change: Change,
): Float64Array {
  const { definitionStart, definitionIds } = index;
  const factors = new Float64Array(shares.length).fill(1);
  for (let file = 0; file < graph.files.length; file++) {
    if (!change.changed.has(graph.files[file])) continue;
    for (let k = definitionStart[file]; k < definitionStart[file + 1]; k++) {
      let factor = 1;
      if (change.isTouched[definitionIds[k]]) shares[k] += TUNING.rank.touchedBonus;
      else if (!callsTouched[k]) factor = TUNING.rank.untouchedInChanged;
      factors[k] = factor * TUNING.rank.changedFactor;
    }
  }
  return factors;
}

/**
 * Outside the changed files, the bonus of a definition whose name is in added lines (what the
 * change uses): a name the change's imports resolve means the definers they reach; one they do
 * not, all of its definers, each the less the more files define it. A name used everywhere earns
 * TUNING.rank.ubiquitousIdentifier of it.
 */
function identifierBonus(shares: Float64Array, graph: FileGraph, index: NameIndex, change: Change): void {
  const { definitionStart, definitionIds } = index;
  for (let file = 0; file < graph.files.length; file++) {
    if (change.changed.has(graph.files[file])) continue;
    for (let k = definitionStart[file]; k < definitionStart[file + 1]; k++) {
      const id = definitionIds[k];
      if (!change.isIdentifier[id]) continue;
      const everywhere = usedEverywhere(referrersOf(index, id).length, graph.files.length);
      const meant = change.reached(id)
        ? change.intended(id, file)
        : Math.min(1, TUNING.rank.identifierDefiners / definersOf(index, id).length);
      shares[k] += TUNING.rank.identifierBonus * meant * (everywhere ? TUNING.rank.ubiquitousIdentifier : 1);
    }
  }
}

/** A name the file defines again (a Rust type's impl blocks, overloads) takes a smaller share (TUNING.rank.repeatedNameFactor). */
function repeatedNames(shares: Float64Array, index: NameIndex): void {
  const { definitionStart, definitionIds } = index;
  const definedIn = new Int32Array(index.names.length).fill(-1);
  for (let file = 0; file + 1 < definitionStart.length; file++) {
    for (let k = definitionStart[file]; k < definitionStart[file + 1]; k++) {
      const id = definitionIds[k];
      if (definedIn[id] === file) shares[k] *= TUNING.rank.repeatedNameFactor;
      definedIn[id] = file;
    }
  }
}

/**
 * The test blocks among the definitions (`it('parses', …)`), flagged: they name tests for the
 * questions about tests, are no entries of the map, and take no share of their file's score from
 * the definitions that are.
 */
function testBlocksOf(index: NameIndex, defsOf: Definitions[]): Uint8Array {
  const { definitionStart } = index;
  const flags = new Uint8Array(index.definitionIds.length);
  for (let file = 0; file < defsOf.length; file++) {
    const { strings, kinds } = defsOf[file];
    for (let k = definitionStart[file]; k < definitionStart[file + 1]; k++)
      if (strings[kinds[k - definitionStart[file]]] === TEST_KIND) flags[k] = 1;
  }
  return flags;
}

/**
 * Each definition's score: its file's score times its share and factor, over a divisor between the
 * shares' total and the best share (TUNING.rank.bestShare: a big file's best definition is not
 * diluted by the number of the others).
 */
function divideFileScores(
  fileScores: Float64Array,
  shares: Float64Array,
  factors: Float64Array,
  index: NameIndex,
): Float64Array {
  const { definitionStart } = index;
  const scores = new Float64Array(shares.length);
  for (let file = 0; file + 1 < definitionStart.length; file++) {
    const [first, end] = [definitionStart[file], definitionStart[file + 1]];
    let sharesTotal = 0;
    let bestShare = 0;
    for (let k = first; k < end; k++) {
      sharesTotal += shares[k];
      bestShare = Math.max(bestShare, shares[k]);
    }
    const divisor = sharesTotal ** (1 - TUNING.rank.bestShare) * bestShare ** TUNING.rank.bestShare;
    for (let k = first; k < end; k++) scores[k] = (fileScores[file] * shares[k] * factors[k]) / divisor;
  }
  return scores;
}

/**
 * The definitions in the order that breaks ties of score: by file (path), then in source order
 * (line, name, position). They mostly come from a parse in source order: sorted only when they are not.
 */
function sourceOrder(index: NameIndex, defsOf: Definitions[]): Int32Array {
  const { definitionStart } = index;
  const tieOrder = new Int32Array(index.definitionIds.length);
  for (let k = 0; k < tieOrder.length; k++) tieOrder[k] = k;
  for (let file = 0; file < defsOf.length; file++) {
    const [first, end] = [definitionStart[file], definitionStart[file + 1]];
    const bySource = inSourceOrder(defsOf[file]);
    let sorted = true;
    for (let i = 1; i < end - first && sorted; i++) sorted = bySource(i - 1, i) <= 0;
    if (!sorted) tieOrder.subarray(first, end).sort((a, b) => bySource(a - first, b - first));
  }
  return tieOrder;
}

/**
 * Each further definition of a file, in score order, counts less (the j-th TUNING.rank.fileDecay^j),
 * but those named in added lines outside the changed files.
 */
function fileDecay(
  scores: Float64Array,
  tieOrder: Int32Array,
  graph: FileGraph,
  index: NameIndex,
  change: Change,
): void {
  if (TUNING.rank.fileDecay === 1) return;
  const { definitionStart, definitionIds } = index;
  let mostInAFile = 0;
  for (let file = 0; file < graph.files.length; file++)
    mostInAFile = Math.max(mostInAFile, definitionStart[file + 1] - definitionStart[file]);
  const decay = new Float64Array(mostInAFile);
  for (let j = 0; j < mostInAFile; j++) decay[j] = TUNING.rank.fileDecay ** j;
  for (let file = 0; file < graph.files.length; file++) {
    const [first, end] = [definitionStart[file], definitionStart[file + 1]];
    if (first === end) continue;
    const isChanged = change.changed.has(graph.files[file]);
    const byScore = Int32Array.from(tieOrder.subarray(first, end)).sort((a, b) => scores[b] - scores[a] || a - b);
    let j = 0;
    for (const k of byScore) if (isChanged || !change.isIdentifier[definitionIds[k]]) scores[k] *= decay[j++];
  }
}
