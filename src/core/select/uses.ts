// Call sites of the blast radius: where the files outside the change use what it touches (or
// removed). Each line is a candidate of the map of its own, so a caller shows how it calls before
// it shows more of what it defines.
import type { RepoIndex } from '../types';
import type { DefinitionChange, RankedDefinition, RankedDefinitions, Via } from '../types';
import { changeImpact } from '../lookup/impact';
import type { ReferenceHit } from '../lookup/lookup';
import { compareStrings } from '../util/order';
import { definersOf, nameId, referrersOf, usedEverywhere } from '../rank/names';
import { rankOf } from '../rank/ranking';
import { TUNING } from '../rank/tuning';
import { languageOf } from '../language-lookup';

export interface RankedUse {
  path: string;
  line: number;
  /** The touched name used on the line (the best-ranked change's, when the line uses several). */
  name: string;
  /** The trimmed source line. */
  text: string;
  via: Via;
  score: number;
}

/** Callers read per change, best-ranked first: enough for any budget's map. */
const CALLERS_PER_CHANGE = 400;

/** What the map chooses from besides the files: the call sites, and the definitions ranked with them. */
export interface BlastRadius {
  uses: RankedUse[];
  /** The index's ranked definitions, a caller's scaled by TUNING.uses.callerDefinitionShare, in score order. */
  definitions: RankedDefinitions;
}

/** The call sites and definitions of an index, made once: a map is rendered for several budgets from one index. */
export function blastRadius(index: RepoIndex): BlastRadius {
  let known = computed.get(index);
  if (!known) {
    const uses = callSites(index);
    computed.set(index, (known = { uses, definitions: callersFirst(index.ranking.definitions, uses) }));
  }
  return known;
}

const computed = new WeakMap<RepoIndex, BlastRadius>();

/**
 * The call sites of a file outside the change, in the order of the changes they use (best-ranked
 * first), then by line. The first scores as the file's best definition (and goes before it); each
 * next one half of that. A caller that defines nothing scores by its file's rank.
 */
function callSites(index: RepoIndex): RankedUse[] {
  const impact = changeImpact(index, CALLERS_PER_CHANGE);
  if (!impact.length) return [];
  // Each file's call lines by their text: a line is shown once, and so is the same text on another
  // line (a test's `const client = hc(…)` again shows nothing new).
  const byFile = new Map<string, Map<string, { line: number; name: string; via: Via }>>();
  for (const change of impact) {
    const guess = byNameOnly(index, change);
    for (const hit of change.callers.items) {
      // An import says that a file uses the name, not how: its line is no call site. A copy's
      // lines are its entry's, which the map shows (with the copy's path beside it).
      if (!hit.text || hit.kind === 'import' || guess(hit) || index.copies.entryOf.has(hit.path)) continue;
      let lines = byFile.get(hit.path);
      if (!lines) byFile.set(hit.path, (lines = new Map()));
      if (lines.size < TUNING.uses.usesPerFile && !lines.has(hit.text))
        lines.set(hit.text, { line: hit.line, name: change.name, via: hit.via });
    }
  }
  const uses: RankedUse[] = [];
  for (const [path, lines] of byFile) {
    const top = index.ranking.bestScores.get(path) ?? rankOf(index.ranking, path) ?? 0;
    [...lines].forEach(([text, { line, name, via }], k) =>
      uses.push({ path, line, name, text, via, score: top * TUNING.uses.firstUseShare * TUNING.uses.useDecay ** k }),
    );
  }
  uses.sort((a, b) => b.score - a.score || compareStrings(a.path, b.path) || a.line - b.line);
  return uses;
}

/**
 * Whether a use is linked to the change's definition by its name alone (no import says which) and
 * that link is a guess, shown as no call site: when other files define the name too
 * (TUNING.uses.namesakeMaxDefiners), when the change adds the name (code it leaves alone was not calling
 * what did not exist: a new `unwrap` is not what `x.unwrap()` calls), or when the name is used
 * everywhere (usedEverywhere, as the graph weighs it).
 */
export function byNameOnly(
  index: RepoIndex,
  change: Pick<DefinitionChange, 'path' | 'name' | 'status'>,
): (hit: Pick<ReferenceHit, 'reach'>) => boolean {
  const id = nameId(index.names, languageOf(change.path)?.family ?? '', change.name);
  const definers = definersOf(index.names, id).length;
  const everywhere = usedEverywhere(referrersOf(index.names, id).length, index.names.files.length);
  const guess = change.status === 'added' || definers > TUNING.uses.namesakeMaxDefiners || everywhere;
  return (hit) => hit.reach === 'namesake' && guess;
}

/**
 * The definitions with those of the files that show call sites scaled, in score order (ties keep
 * their order), made as they are read: the scaled ones keep their order among themselves, and so do
 * the others, so the two merge (a scaled one waits for the first other of no higher score).
 */
export function callersFirst(
  definitions: RankedDefinitions,
  uses: readonly Pick<RankedUse, 'path'>[],
): RankedDefinitions {
  const share = TUNING.uses.callerDefinitionShare;
  if (share === 1 || !uses.length) return definitions;
  const callers = new Set(uses.map((use) => use.path));
  return {
    *[Symbol.iterator]() {
      const waiting: RankedDefinition[] = [];
      let next = 0;
      for (const def of definitions) {
        if (callers.has(def.path)) {
          waiting.push({ ...def, score: def.score * share });
          continue;
        }
        while (next < waiting.length && waiting[next].score >= def.score) yield waiting[next++];
        yield def;
      }
      while (next < waiting.length) yield waiting[next++];
    },
  };
}
