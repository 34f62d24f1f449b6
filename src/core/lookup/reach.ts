// How far a change reaches, and which tests reach it: the callers of each changed definition, the
// callers of those callers, and so on to a depth, over links that resolve (an import or the file's
// own scope; never a name alone, which may mean a namesake).
import type { ChangeSummary, Definition, DefinitionChange, MissingCompanion, RepoIndex } from '../types';
import { isTestModule, isTestPath, mayHoldTestModules, TEST_KIND } from '../language-tests';
import { languageOf } from '../language-lookup';
import { definersOf, nameId } from '../rank/names';
import { compareStrings } from '../util/order';
import { definitionList } from '../util/packed';
import { callersOf, changedDefinition, changeImpact } from './impact';
import { fileTags } from './lookup';
import { ownersOfPaths } from '../discover/codeowners';

/** How many hops of callers a change's reach follows by default. */
export const DEFAULT_DEPTH = 3;

/** The deepest a question may ask for. */
export const MAX_DEPTH = 6;

/**
 * The most definitions one change's walk visits: past it the counts are a lower bound (`partial`).
 * A hub's callers in a large repository run to thousands, and each is a lookup by name.
 */
const MAX_VISITED = 400;

/** Kinds of definitions whose users use what they contain: the walk goes on through them. */
const CARRIERS = new Set([
  'function',
  'method',
  'constructor',
  'constant',
  'variable',
  'property',
  'field',
  'macro',
  'class',
  'struct',
]);

/** Kinds of uses through a receiver or a path. */
const THROUGH_RECEIVER = new Set(['method', 'super', 'qualified']);

/** A test that reaches a changed definition. */
export interface TestHit {
  path: string;
  /** Where it uses the definition, or the production function in between (`through`). */
  line: number;
  /** The test function (or method) the use is in, where the grammar shows one. */
  name?: string;
  /** The production definition the test calls that calls the changed one, when the test does not call it itself. */
  through?: { path: string; name: string };
}

/** A definition reached through callers, with the chain of definitions from the change to it. */
export interface Reached {
  path: string;
  line: number;
  name: string;
  /** Hops from the changed definition: 1 for its direct callers. */
  depth: number;
  /** The names from the changed definition's direct caller down to this one (this one last). */
  chain: string[];
  test: boolean;
}

/** How far a change reaches: files outside the change, within `depth` hops. */
export type ReachCounts = ChangeSummary['reach'];

export interface ChangeReach {
  /** Files outside the change that use the definition directly (resolved links). */
  direct: number;
  /** Files outside the change reached within the depth, the direct ones included. */
  transitive: number;
  /** Of `transitive`, production files and test files. */
  production: number;
  tests: number;
  depth: number;
  /** Whether the walk stopped at its limit, so the counts are a lower bound. */
  partial: boolean;
  /** Test files that use its name where it may mean a namesake (by name alone, or through a receiver of a type not known). */
  unsureTests: number;
  /** The files of `direct`, and the production and test files of `transitive`, each sorted. */
  directFiles: string[];
  productionFiles: string[];
  testFiles: string[];
  /** The tests that use it; when none does, those that use it through one production definition. */
  testHits: TestHit[];
  /** The definitions reached, by depth, then path and line. */
  reached: Reached[];
}

/** The innermost definition whose lines hold `line`, and whether it lies in a test module (Rust's `mod tests`). */
function enclosing(defs: Definition[], line: number, language: string | undefined): { at?: number; inTests: boolean } {
  let at: number | undefined;
  for (let i = 0; i < defs.length; i++)
    if (defs[i].line <= line && line <= defs[i].endLine && (at === undefined || defs[i].line >= defs[at].line)) at = i;
  let inTests = false;
  for (let i = at; i !== undefined; i = defs[i].parent)
    if (defs[i].kind === 'module' && isTestModule(language, defs[i].name)) inTests = true;
  return { at, inTests };
}

/** A file's definitions, listed once per walk. */
function definitionReader(index: RepoIndex): (path: string) => Definition[] {
  const cache = new Map<string, Definition[]>();
  return (path) => {
    let defs = cache.get(path);
    if (!defs) {
      const tags = fileTags(index, path);
      cache.set(path, (defs = tags ? definitionList(tags.defs) : []));
    }
    return defs;
  };
}

/**
 * The name of the test a line is in, by the innermost definition `at` that holds it: that
 * definition's, or for a test block (`it('parses', …)`), the titles of the blocks that hold the
 * line, outermost first (`'Cookie' › 'parses'`).
 */
function testName(defs: Definition[], at: number | undefined, line: number): string | undefined {
  if (at === undefined) return undefined;
  if (defs[at].kind !== TEST_KIND) return defs[at].name;
  return defs
    .filter((def) => def.kind === TEST_KIND && def.line <= line && line <= def.endLine)
    .map((def) => def.name)
    .join(' › ');
}

/** A test's use, in the test named `name` (if any), of the change or of the production definition `through`. */
const testHit = (use: { path: string; line: number }, name?: string, through?: DefinitionChange): TestHit => ({
  path: use.path,
  line: use.line,
  ...(name !== undefined && { name }),
  ...(through && { through: { path: through.path, name: through.name } }),
});

/**
 * The tests that use a definition themselves, or when none does, those that use it through a
 * production definition: a class every test builds would otherwise name every test (measured in
 * docs/tests-and-reach.md).
 */
function directFirst(hits: TestHit[]): TestHit[] {
  const direct = hits.filter((hit) => !hit.through);
  return direct.length ? direct : hits;
}

/** A definition as the callers lookup takes a change: by its file, name and line. */
const asChange = (path: string, def: Definition): DefinitionChange => ({
  path,
  name: def.name,
  kind: def.kind,
  line: def.line,
  signature: def.signature,
  status: 'modified',
});

/**
 * The reach of a changed definition: its callers and theirs, to `depth` hops, over resolved links,
 * counting the files outside the change (`changed`); with the tests among them: a test that calls
 * it, or calls a production definition that calls it, the change's own tests included.
 */
export function changeReach(
  index: RepoIndex,
  change: DefinitionChange,
  changed: ReadonlySet<string>,
  depth = DEFAULT_DEPTH,
): ChangeReach {
  const definitionsOf = definitionReader(index);
  const files = new Map<string, boolean>(); // a file outside the change → whether all its uses are tests'
  const direct = new Set<string>();
  const reached: Reached[] = [];
  const testHits = new Map<string, TestHit>();
  const visited = new Set<string>([`${change.path}\0${change.line}\0${change.name}`]);
  const none = new Set<string>();
  const unsureTests = new Set<string>();
  const definers = ({ name, path }: DefinitionChange) =>
    definersOf(index.names, nameId(index.names, languageOf(path)?.family ?? '', name)).length;
  let partial = false;
  // Tests are where a walk ends: what uses a test is no production code.
  let frontier: { change: DefinitionChange; chain: string[] }[] = [{ change, chain: [] }];
  for (let hop = 1; hop <= depth && frontier.length; hop++) {
    const next: typeof frontier = [];
    for (const from of frontier) {
      const sharedName = definers(from.change) > 1;
      for (const use of callersOf(index, from.change, none)) {
        const unsure = mayMeanNamesake(use, sharedName);
        const defs = definitionsOf(use.path);
        const { at, inTests } = enclosing(defs, use.line, languageOf(use.path)?.id);
        const test = isTestPath(use.path) || inTests;
        if (unsure) {
          if (test && hop === 1 && use.kind !== 'import') unsureTests.add(use.path);
          continue;
        }
        if (!changed.has(use.path)) {
          files.set(use.path, test && files.get(use.path) !== false);
          if (hop === 1) direct.add(use.path);
        }
        const def = at === undefined ? undefined : defs[at];
        // An import alone is no test of it; a file's uses outside any definition count as one test.
        if (test && hop <= 2 && use.kind !== 'import') {
          const name = testName(defs, at, use.line);
          const key = `${use.path}\0${name ?? ''}`;
          if (!testHits.has(key)) testHits.set(key, testHit(use, name, hop === 2 ? from.change : undefined));
        }
        if (!def) continue;
        const key = `${use.path}\0${def.line}\0${def.name}`;
        if (visited.has(key)) continue;
        visited.add(key);
        const chain = [...from.chain, def.name];
        if (!changed.has(use.path))
          reached.push({ path: use.path, line: def.line, name: def.name, depth: hop, chain, test });
        if (test || !CARRIERS.has(def.kind)) continue;
        if (visited.size > MAX_VISITED) partial = true;
        else next.push({ change: asChange(use.path, def), chain });
      }
    }
    frontier = next;
  }
  const filesOf = (tests: boolean) =>
    [...files]
      .filter(([, test]) => test === tests)
      .map(([path]) => path)
      .sort(compareStrings);
  const [productionFiles, testFiles] = [filesOf(false), filesOf(true)];
  return {
    direct: direct.size,
    transitive: files.size,
    production: productionFiles.length,
    tests: testFiles.length,
    depth,
    partial,
    unsureTests: unsureTests.size,
    directFiles: [...direct].sort(compareStrings),
    productionFiles,
    testFiles,
    testHits: directFirst([...testHits.values()]).sort(inPlaceOrder),
    reached: reached.sort((a, b) => a.depth - b.depth || inPlaceOrder(a, b)),
  };
}

/**
 * Whether a use may mean a namesake: a name alone may; so may a call through a receiver or a path
 * (`x.build()`, `T::new()`) when other files define the name too (`sharedName`): which type the
 * receiver is, is not known, unless its file states it (`via: type`). A call through `this` or `self` in the definer's own
 * file means its own member.
 */
function mayMeanNamesake(use: { kind: string; via: string }, sharedName: boolean): boolean {
  if (use.via === 'name') return true;
  if (use.via === 'type') return false;
  return sharedName && (THROUGH_RECEIVER.has(use.kind) || (use.kind === 'self' && use.via !== 'scope'));
}

/** By path, line, then name. */
function inPlaceOrder(a: { path: string; line: number; name?: string }, b: typeof a): number {
  return compareStrings(a.path, b.path) || a.line - b.line || compareStrings(a.name ?? '', b.name ?? '');
}

/**
 * Whether a changed definition is part of what its file offers others, so a test should reach it:
 * seen from every file (see ./shapes), and exported or public where the language says so
 * (`export` in JavaScript and TypeScript, `pub` in Rust, `public` or `protected` in Java and C#).
 */
export function isPublic(index: RepoIndex, change: DefinitionChange): boolean {
  if (change.status === 'removed') return false;
  const { meanings } = changedDefinition(index, change);
  const meaning = meanings?.[0];
  if (!meaning || meaning.visibility !== 'everywhere') return false;
  const language = languageOf(change.path);
  const head = change.signature.slice(0, Math.max(0, change.signature.indexOf(change.name)));
  if (language?.family === 'js' && !meaning.member) return /\bexport\b/.test(head);
  if (language?.id === 'rust') return /\bpub\b/.test(head);
  if (language?.id === 'java' || language?.id === 'c_sharp') return /\b(public|protected)\b/.test(head);
  return true;
}

/** The changed definitions the JSON map summarizes, best ranked first, and the caller files kept for each. */
const SUMMARIZED = { changes: 200, callers: 20, usesRead: 400 };

/** The summaries, and the files they reach all together. */
interface Summarized {
  changes: ChangeSummary[];
  direct: Set<string>;
  production: Set<string>;
  tests: Set<string>;
}

const summaries = new WeakMap<RepoIndex, Summarized>();

/**
 * The change's best-ranked definitions (at most SUMMARIZED.changes), each with the files outside
 * the change that use it, its reach in DEFAULT_DEPTH hops, and its tests; made once per index.
 */
export function changeSummaries(index: RepoIndex): ChangeSummary[] {
  return summarized(index).changes;
}

/**
 * Of the summarized changed definitions: how many are untested, how many files outside the change
 * they reach (directly; production and test files within DEFAULT_DEPTH hops), and who owns those.
 */
export interface ChangeFigures {
  untested: number;
  /** Production files reached (the `reach` output). */
  reach: number;
  direct: number;
  tests: number;
  /** The owners (CODEOWNERS) of the changed files and of the production files reached, each with the files they own. */
  owners: { owner: string; paths: string[] }[];
  /** The files that usually change with the changed files but not in this change (the first 20), and how many there are. */
  companions: MissingCompanion[];
  companionsTotal: number;
}

/**
 * What a workflow gates on: how many of the summarized changed definitions are untested, and how
 * many production files outside the change they reach in DEFAULT_DEPTH hops, all together.
 */
export function changeFigures(index: RepoIndex): ChangeFigures {
  const { changes, production, direct, tests } = summarized(index);
  const owned = [...index.focus.changedFiles, ...production];
  return {
    untested: changes.filter((change) => change.untested).length,
    reach: production.size,
    direct: direct.size,
    tests: tests.size,
    owners: index.owners ? ownersOfPaths(index.owners, owned) : [],
    companions: [...(index.companions?.missing ?? [])],
    companionsTotal: index.companions?.total ?? 0,
  };
}

/** The owners (CODEOWNERS) of a changed definition's file and of the production files it reaches. */
export function reachOwners(index: RepoIndex, change: DefinitionChange, reach: ChangeReach): string[] {
  if (!index.owners) return [];
  return ownersOfPaths(index.owners, [change.path, ...reach.productionFiles]).map(({ owner }) => owner);
}

function summarized(index: RepoIndex): Summarized {
  let found = summaries.get(index);
  if (found) return found;
  const changed = new Set(index.focus.changedFiles);
  const [direct, production, tests] = [new Set<string>(), new Set<string>(), new Set<string>()];
  const changes = changeImpact(index, SUMMARIZED.usesRead, SUMMARIZED.changes).map((entry): ChangeSummary => {
    const firstUse = new Map<string, ChangeSummary['callers'][number]>();
    for (const { path, line, kind, via } of entry.callers.items)
      if (kind !== 'import' && !firstUse.has(path)) firstUse.set(path, { path, line, via });
    const reach = changeReach(index, entry, changed);
    for (const path of reach.directFiles) direct.add(path);
    for (const path of reach.productionFiles) production.add(path);
    for (const path of reach.testFiles) tests.add(path);
    return {
      name: entry.name,
      kind: entry.kind,
      path: entry.path,
      line: entry.line,
      status: entry.status,
      callers: [...firstUse.values()].slice(0, SUMMARIZED.callers),
      callersTotal: firstUse.size + entry.callers.total - entry.callers.items.length,
      reach: reachCounts(reach),
      tests: reach.testHits,
      testsUnsure: reach.unsureTests,
      untested: isUntested(index, entry, reach),
      owners: reachOwners(index, entry, reach),
    };
  });
  found = { changes, direct, production, tests };
  summaries.set(index, found);
  return found;
}

/** Whether a definition is a test's: in a test file, or in a module of tests (Rust's `mod tests`). */
function isTest(index: RepoIndex, change: DefinitionChange): boolean {
  if (isTestPath(change.path)) return true;
  const language = languageOf(change.path)?.id;
  if (!mayHoldTestModules(language)) return false;
  const tags = fileTags(index, change.path);
  return tags !== undefined && enclosing(definitionList(tags.defs), change.line, language).inTests;
}

/** Whether a changed definition is untested: not a test itself, other code can use it, no test reaches it, and none may by name. */
export function isUntested(index: RepoIndex, change: DefinitionChange, reach: ChangeReach): boolean {
  return !isTest(index, change) && isPublic(index, change) && !reach.testHits.length && !reach.unsureTests;
}

/** The counts of a reach, as the answers and the JSON map give them. */
export function reachCounts({ depth, direct, transitive, production, tests, partial }: ChangeReach): ReachCounts {
  return { depth, direct, transitive, production, tests, partial };
}
