// The ranking: files and definitions in score order, made from their scores (see ./signals), and
// read by path.
import type { Definitions, RankedDefinition, RankedDefinitions, RankedFile, Ranking } from '../types';
import { byScoreDescending, byScoreDescendingWhenRead } from '../util/order';
import { definitionAt } from '../util/packed';

/** The definitions' scores, on flat arrays: file f's definitions are from `start[f]` to `start[f + 1]`. */
export interface DefinitionScores {
  start: Int32Array;
  /** Each file's definitions, in path order of the files. */
  defsOf: Definitions[];
  scores: Float64Array;
  /** The definitions in the order that breaks ties of score: by file (path), line, name, position. */
  tieOrder: Int32Array;
  /** Flags of the definitions that are no entries of the map (test blocks: see testBlocksOf in ./signals). */
  notEntries?: Uint8Array;
}

/** The ranking of files by their scores (the graph's files, in path order) and of definitions by theirs. */
export function rankingByScores(
  files: readonly string[],
  fileScores: Float64Array,
  focusFiles: ReadonlySet<string>,
  definitionScores: DefinitionScores,
): Ranking {
  const { start, defsOf, scores, tieOrder, notEntries } = definitionScores;
  const owner = ownersOf(start);
  const placed = byScoreDescendingWhenRead(scores, tieOrder);
  const definitions = rankedDefinitions(scores.length, (r) => {
    const k = placed(r);
    if (notEntries?.[k]) return undefined;
    const position = k - start[owner[k]];
    const { name, kind, line, endLine, signature } = definitionAt(defsOf[owner[k]], position);
    return { name, kind, line, endLine, signature, path: files[owner[k]], position, score: scores[k] };
  });
  // The graph's files are in path order: a stable order by score breaks ties by path.
  const ranked: RankedFile[] = Array.from(byScoreDescending(fileScores), (i) => ({
    path: files[i],
    rank: fileScores[i],
    focus: focusFiles.has(files[i]),
  }));
  return rankingOf(ranked, definitions, bestScoresOf(files, definitionScores));
}

/** The file of each definition k: file f owns those from `start[f]` to `start[f + 1]`. */
function ownersOf(start: Int32Array): Int32Array {
  const owner = new Int32Array(start[start.length - 1]);
  for (let file = 0; file + 1 < start.length; file++) owner.fill(file, start[file], start[file + 1]);
  return owner;
}

/** Each file's best definition score (its first in the order), for the files with entries of the map. */
function bestScoresOf(files: readonly string[], { start, scores, notEntries }: DefinitionScores): Map<string, number> {
  const bestScores = new Map<string, number>();
  for (let file = 0; file < files.length; file++) {
    let best = -Infinity;
    for (let k = start[file]; k < start[file + 1]; k++) if (!notEntries?.[k]) best = Math.max(best, scores[k]);
    if (best > -Infinity) bestScores.set(files[file], best);
  }
  return bestScores;
}

/** Ranked definitions made by `make` (from a place to its definition, or undefined for none) when first read, then kept. */
function rankedDefinitions(length: number, make: (place: number) => RankedDefinition | undefined): RankedDefinitions {
  const made: (RankedDefinition | null | undefined)[] = new Array(length);
  return {
    *[Symbol.iterator]() {
      for (let place = 0; place < length; place++) {
        const definition = (made[place] ??= make(place) ?? null);
        if (definition) yield definition;
      }
    },
  };
}

/** A ranking of these files and definitions, each in rank order; `bestScores` as Ranking has them. */
export function rankingOf(
  files: RankedFile[],
  definitions: RankedDefinitions,
  bestScores: ReadonlyMap<string, number>,
): Ranking {
  const placeOf = new Map<string, number>();
  files.forEach((file, place) => placeOf.set(file.path, place));
  return { files, definitions, placeOf, bestScores };
}

/** A file's rank, undefined for a path the ranking does not hold. */
export function rankOf(ranking: Ranking, path: string): number | undefined {
  const place = ranking.placeOf.get(path);
  return place === undefined ? undefined : ranking.files[place].rank;
}
