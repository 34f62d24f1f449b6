// What the change does, and what a reviewer asks next: who calls what it touches, how far that
// reaches, and which tests reach it.
import type { DefinitionChange, RepoIndex } from '../types';
import { changeImpact } from '../lookup/impact';
import { findDefinitions } from '../lookup/definitions';
import {
  changeReach,
  DEFAULT_DEPTH,
  isUntested,
  reachCounts,
  reachOwners,
  type Reached,
  type ReachCounts,
  type TestHit,
} from '../lookup/reach';
import { fileLine } from '../render/text';
import {
  ANSWER_LIMITS,
  at,
  byNameNote,
  checkName,
  indexedPath,
  moreNote,
  plural,
  referenceData,
  referenceLine,
  type Answer,
  type ReferenceData,
} from './answers';

/** Tests listed with each changed definition. */
const TESTS_SHOWN = 5;

/** Reached definitions listed with each changed definition. */
const REACHED_LISTED = 20;

export interface ImpactData {
  changed_files: string[];
  total: number;
  depth: number;
  changes: {
    status: 'added' | 'modified' | 'removed';
    path: string;
    line: number;
    name: string;
    kind: string;
    signature: string;
    callers_total: number;
    /** Of `callers_total`, the callers linked by name alone. */
    callers_by_name: number;
    callers: ReferenceData[];
    reach: ReachCounts;
    tests: TestHit[];
    /** The definitions its callers reach, nearest first (at most REACHED_LISTED), each with the chain of callers that leads there. */
    reached: Reached[];
    /** Test files that use the name where it may mean a namesake. */
    tests_unsure: number;
    /** Exported or public, and no test reaches it (nor may reach it by name). */
    untested: boolean;
    /** The owners (CODEOWNERS) of its file and of the production files it reaches. */
    owners: string[];
  }[];
}

/** "b_test.go:40 TestAll (through parseAll)" */
const testLabel = (t: TestHit) =>
  `${at(t.path, t.line)}${t.name ? ` ${t.name}` : ''}${t.through ? ` (through ${t.through.name})` : ''}`;

/** "tests: a.test.ts:12 testParse, b_test.go:40 TestAll (through parseAll)" and what is left out. */
function testsLine(tests: TestHit[], unsure: number): string {
  const shown = tests.slice(0, TESTS_SHOWN).map(testLabel);
  const more = tests.length > TESTS_SHOWN ? `, and ${tests.length - TESTS_SHOWN} more` : '';
  const maybe = unsure ? `; ${plural(unsure, 'test file')} use the name where it may mean a namesake` : '';
  return `tests: ${shown.join(', ')}${more}${maybe}`;
}

/** The lines on a changed definition's tests and reach. */
function reachLines(change: ImpactData['changes'][number]): string[] {
  const lines: string[] = [];
  if (change.tests.length) lines.push(testsLine(change.tests, change.tests_unsure));
  else if (change.untested) lines.push('untested: no test reaches it, and other code can use it');
  else if (change.tests_unsure)
    lines.push(
      `no test reaches it for sure: ${plural(change.tests_unsure, 'test file')} use the name, which may mean a namesake`,
    );
  const { direct, transitive, production, tests, depth, partial } = change.reach;
  if (transitive)
    lines.push(
      `reaches ${partial ? 'at least ' : ''}${plural(direct, 'file')} directly, ${transitive} within ${plural(depth, 'hop')}: ${production} in production, ${plural(tests, 'test file')}`,
    );
  if (change.owners.length) lines.push(`owners: ${change.owners.join(', ')}`);
  return lines;
}

/** A changed definition's reach and tests, as the answers give them. */
function reachOf(index: RepoIndex, change: DefinitionChange, changed: ReadonlySet<string>, depth: number) {
  const reach = changeReach(index, change, changed, depth);
  return {
    reach: reachCounts(reach),
    tests: reach.testHits,
    reached: reach.reached.slice(0, REACHED_LISTED),
    tests_unsure: reach.unsureTests,
    untested: isUntested(index, change, reach),
    owners: reachOwners(index, change, reach),
  };
}

/**
 * What the change adds, modifies and removes, each with its callers outside the changed files, as
 * the map ranks them, the tests that reach it, and how far its callers reach in `depth` hops.
 */
export function impactAnswer(
  index: RepoIndex,
  limits = { changes: ANSWER_LIMITS.changes, callers: ANSWER_LIMITS.callers },
  depth = DEFAULT_DEPTH,
): Answer<ImpactData> {
  const total = index.focus.changes.length;
  const changedFiles = index.focus.changedFiles;
  const changed = new Set(changedFiles);
  const changes = changeImpact(index, limits.callers, limits.changes).map((entry) => ({
    status: entry.status,
    path: entry.path,
    line: entry.line,
    name: entry.name,
    kind: entry.kind,
    signature: entry.signature,
    callers_total: entry.callers.total,
    callers_by_name: entry.callers.byName,
    callers: entry.callers.items.map(referenceData),
    ...reachOf(index, entry, changed, depth),
  }));
  const data: ImpactData = { changed_files: changedFiles, total, depth, changes };
  if (!changedFiles.length) return { text: 'The change under review changes no files.\n', data };
  if (!total) {
    const shown = changedFiles
      .slice(0, 10)
      .map((path) => fileLine(path, undefined))
      .join(', ');
    const more = changedFiles.length > 10 ? `, and ${changedFiles.length - 10} more` : '';
    return {
      text: `The change adds, modifies or removes no definitions; it changes ${plural(changedFiles.length, 'file')}: ${shown}${more}.\n`,
      data,
    };
  }
  const lines: string[] = [];
  for (const change of changes) {
    lines.push(`${change.status} ${at(change.path, change.line)} (${change.kind}) ${change.signature}`.trimEnd());
    if (!change.callers_total) lines.push('  no callers outside the change');
    else if (change.callers_by_name)
      lines.push(
        `  ${plural(change.callers_total, 'caller')}${byNameNote(change.callers_total, change.callers_by_name)}:`,
      );
    for (const caller of change.callers) lines.push(`  ${referenceLine(caller)}`);
    if (change.callers_total > change.callers.length)
      lines.push(`  ${moreNote(change.callers_total - change.callers.length, 'caller')}`);
    for (const line of reachLines(change)) lines.push(`  ${line}`);
  }
  if (total > changes.length) lines.push(moreNote(total - changes.length, 'changed definition'));
  const head = `${plural(total, 'definition')} that the change adds, modifies or removes, most relevant first, each with its callers outside the changed files (a removed definition's line is the one it had before the change), the tests that reach it, and how far its callers reach (links that resolve, ${plural(depth, 'hop')}):`;
  return { text: `${head}\n${lines.join('\n')}\n`, data };
}

export interface TestsData {
  name: string;
  path?: string;
  line?: number;
  tests: TestHit[];
  tests_unsure: number;
}

/**
 * The tests that reach a definition (in `path`, else the best-ranked file that defines it): those
 * that use it through links that resolve, or when none does, that use it through one production definition.
 */
export function testsAnswer(index: RepoIndex, name: string, path?: string): Answer<TestsData> {
  checkName(name);
  const file = path === undefined ? undefined : indexedPath(index, path);
  const found = findDefinitions(index, name).items.find((d) => file === undefined || d.path === file);
  if (!found) {
    const where = file === undefined ? 'the index' : fileLine(file, undefined);
    return {
      text: `No definition of ${name} in ${where} (names are exact and case-sensitive).\n`,
      data: { name, tests: [], tests_unsure: 0 },
    };
  }
  const { kind, line, signature } = found;
  const definition: DefinitionChange = { path: found.path, name, kind, line, signature, status: 'modified' };
  const reach = changeReach(index, definition, new Set(), 2);
  const tests = reach.testHits;
  const data: TestsData = { name, path: found.path, line: found.line, tests, tests_unsure: reach.unsureTests };
  const what = `${name} (${at(found.path, found.line)})`;
  const maybe = reach.unsureTests
    ? `${plural(reach.unsureTests, 'test file')} use the name where it may mean a namesake (find_references lists them).\n`
    : '';
  if (!tests.length) return { text: `No test reaches ${what} through links that resolve.\n${maybe}`, data };
  return {
    text: `${plural(tests.length, 'test')} ${tests.length === 1 ? 'reaches' : 'reach'} ${what}${tests.some((t) => t.through) ? ' through one production definition' : ''}:\n${tests.map(testLabel).join('\n')}\n${maybe}`,
    data,
  };
}

export interface CompanionsData {
  changed_files: string[];
  /** Commits of the history that count (non-merge, at most 50 files, not the first). */
  commits: number;
  total: number;
  companions: { path: string; with: string; together: number; confidence: number; commits: number }[];
  /** Why there is little or no history to learn from, when so. */
  notice?: string;
}

/**
 * The files that usually change together with the changed files (in at least 3 commits, and at
 * least half of a changed file's commits) but that the change leaves out: a file the author may have forgotten.
 */
export function companionsAnswer(index: RepoIndex): Answer<CompanionsData> {
  const found = index.companions;
  const data: CompanionsData = {
    changed_files: index.focus.changedFiles,
    commits: found?.counted ?? 0,
    total: found?.total ?? 0,
    companions: (found?.missing ?? []).map((companion) => ({ ...companion })),
    ...(found?.notice && { notice: found.notice }),
  };
  if (!data.changed_files.length) return { text: 'The change under review changes no files.\n', data };
  if (!found)
    return { text: 'No history to learn from: the checkout is not in git, or history was turned off.\n', data };
  const notice = found.notice ? `Note: ${found.notice}.\n` : '';
  if (!data.companions.length)
    return {
      text: `${notice}No file usually changes with the changed files without being in the change (${plural(data.commits, 'commit')} of history counted).\n`,
      data,
    };
  const lines = data.companions.map(
    (c) =>
      `${fileLine(c.path, undefined)}: with ${fileLine(c.with, undefined)} in ${c.together} of its ${plural(c.commits, 'commit')} (${Math.round(c.confidence * 100)}%)`,
  );
  const more = data.total > lines.length ? `${moreNote(data.total - lines.length, 'file')}\n` : '';
  return {
    text: `${notice}${plural(data.total, 'file')} usually changed with the changed files but not in this change (from ${plural(data.commits, 'commit')} of history), strongest first:\n${lines.join('\n')}\n${more}`,
    data,
  };
}
