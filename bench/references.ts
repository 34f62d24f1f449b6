// `npm run bench:references`: are the uses we name for a definition the uses a type checker finds?
//
// Cases are the latest non-merge first-parent commits of each repository that add or modify
// production files of its language. For each commit, the definitions it adds or modifies
// (change_impact's entries, at most 12 per commit, not removed ones, not in test files) are looked up
// twice: by our engine (the uses of that one definition, as `repomap query references NAME --path
// FILE --line N` answers; and change_impact's callers) and by the language's checker (see
// bench/references/). Both sides leave out the definition's own line; import lines stay on both.
//   file level: the files that use it;  line level: the path:line of each use.
//
//   npm run bench:references -- --mirrors DIR [--repos hono,black,cli] [--commits 15] [--out FILE] [--keep]
// DIR holds clones or bare mirrors as owner+name/repo (or owner+name); nothing is fetched.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildIndex, closeIndex } from '../src/core/index';
import { isTestPath } from '../src/core/language-tests';
import { languageOf } from '../src/core/language-lookup';
import { changeImpact, definitionReferences } from '../src/core/lookup/impact';
import type { Via } from '../src/core/lookup/lookup';
import { git, option, REPOS } from './args';
import { GoTruth } from './references/go';
import { PythonTruth } from './references/python';
import { TypeScriptTruth } from './references/typescript';
import type { Definition, TruthSource } from './references/types';

/** The repositories measured: their language (by our language ids) and where the truth comes from. */
const LANGUAGES: Record<string, { language: string; ids: string[]; truth: (root: string) => TruthSource }> = {
  hono: { language: 'TypeScript', ids: ['typescript', 'tsx'], truth: (root) => new TypeScriptTruth(root) },
  black: { language: 'Python', ids: ['python'], truth: (root) => new PythonTruth(root) },
  cli: { language: 'Go', ids: ['go'], truth: (root) => new GoTruth(root) },
};

/** Definitions taken per commit, in change_impact's order: one big commit does not dominate. */
const PER_COMMIT = 12;
/** Definitions wanted per repository: more commits are taken (up to 6× --commits) until there are this many. */
const WANTED_DEFINITIONS = 150;
/** How far back the cases are looked for. */
const WALK = 300;

/** Our kinds, grouped. */
const GROUPS: Record<string, string> = {
  function: 'function',
  method: 'method',
  class: 'class/type',
  interface: 'class/type',
  type: 'class/type',
  struct: 'class/type',
  enum: 'class/type',
  trait: 'class/type',
  union: 'class/type',
  constant: 'constant/variable',
  variable: 'constant/variable',
  constructor: 'constructor',
  field: 'field/property',
  property: 'field/property',
};
const groupOf = (kind: string) => GROUPS[kind] ?? 'other';

interface Result extends Definition {
  repo: string;
  sha: string;
  kind: string;
  status: string;
  /** The checker's uses (path:line), none when it could not resolve the definition. */
  truth?: string[];
  /** Our uses: path:line, and how each is linked (the best link of the line). */
  ours: { use: string; via: Via }[];
  /** change_impact's callers (outside the commit's changed files). */
  callers: string[];
  /** The commit's changed files: the callers leave them out. */
  changed: string[];
}

/** The latest first-parent commits, not merges nor roots, that add or modify production files of the language. */
function casesOf(checkout: string, ids: string[]): string[] {
  const log = git(
    checkout,
    'log',
    '--first-parent',
    '--no-merges',
    '--format=%x00%H %P',
    '--name-status',
    '-n',
    `${WALK}`,
  );
  const found: string[] = [];
  for (const entry of log.split('\0').slice(1)) {
    const [head, ...rows] = entry.trim().split('\n');
    const [sha, parent] = head.split(' ');
    if (!parent) continue;
    const production = rows
      .map((row) => row.split('\t'))
      .some(([status, path]) => /^[AM]/.test(status) && path && isProduction(path, ids));
    if (production) found.push(sha);
  }
  return found;
}

const isProduction = (path: string, ids: string[]) => ids.includes(languageOf(path)?.id ?? '') && !isTestPath(path);

/** Our answers for the commit's changed definitions (at most PER_COMMIT of them). */
async function ourAnswers(
  checkout: string,
  cache: string,
  repo: string,
  sha: string,
  ids: string[],
): Promise<Result[]> {
  git(checkout, 'checkout', '-q', '--detach', sha);
  const index = await buildIndex({ root: checkout, base: `${sha}~1`, cacheDir: cache, history: false });
  try {
    const changed = [...index.focus.changedFiles].sort();
    const entries = changeImpact(index)
      .filter((entry) => entry.status !== 'removed' && isProduction(entry.path, ids))
      .slice(0, PER_COMMIT);
    return entries.map((entry): Result => {
      const vias = new Map<string, Via>();
      for (const hit of definitionReferences(index, entry.name, entry.path, entry.line)?.items ?? []) {
        const use = `${hit.path}:${hit.line}`;
        if (vias.get(use) === undefined || vias.get(use) === 'name') vias.set(use, hit.via);
      }
      return {
        repo,
        sha,
        path: entry.path,
        line: entry.line,
        name: entry.name,
        kind: entry.kind,
        status: entry.status,
        ours: [...vias].map(([use, via]) => ({ use, via })),
        callers: [...new Set(entry.callers.items.map((hit) => `${hit.path}:${hit.line}`))],
        changed,
      };
    });
  } finally {
    await closeIndex(index);
  }
}

async function measure(mirrors: string, work: string, repo: string, wanted: number): Promise<Result[]> {
  const dir = [join(mirrors, REPOS[repo], 'repo'), join(mirrors, REPOS[repo])].find((d) => existsSync(d));
  if (!dir) throw new Error(`no clone of ${repo} under ${mirrors}`);
  const checkout = join(work, repo);
  execFileSync('git', ['clone', '-q', '--shared', dir, checkout]);
  const cache = join(work, `${repo}-cache`);
  mkdirSync(cache);
  const { ids, truth: makeTruth } = LANGUAGES[repo];
  let truth: TruthSource;
  try {
    truth = makeTruth(checkout);
  } catch (error) {
    // No checker for the language here (Go or jedi not installed): the others are still measured.
    process.stderr.write(`${repo} skipped, no truth: ${error instanceof Error ? error.message : String(error)}\n`);
    return [];
  }
  const results: Result[] = [];
  let commits = 0;
  try {
    for (const sha of casesOf(checkout, ids)) {
      if (commits >= wanted && (results.length >= WANTED_DEFINITIONS || commits >= 6 * wanted)) break;
      const found = await ourAnswers(checkout, cache, repo, sha, ids);
      if (!found.length) continue;
      const truths = await truth.references(found);
      found.forEach((result, at) => (result.truth = truths[at]));
      results.push(...found);
      commits++;
      process.stderr.write(`${repo} ${sha.slice(0, 8)}: ${found.length} definitions (${results.length} in all)\n`);
    }
  } finally {
    truth.close();
  }
  return results;
}

interface Counts {
  definitions: number;
  noTruth: number;
  fileHits: number;
  fileOurs: number;
  fileTruth: number;
  lineHits: number;
  lineOurs: number;
  lineTruth: number;
  /** Line level, our uses not linked by name alone. */
  linkedHits: number;
  linked: number;
  /** change_impact's callers, and the checker's uses outside the changed files. */
  callerHits: number;
  callers: number;
  truthOutside: number;
}

const zero = (): Counts => ({
  definitions: 0,
  noTruth: 0,
  fileHits: 0,
  fileOurs: 0,
  fileTruth: 0,
  lineHits: 0,
  lineOurs: 0,
  lineTruth: 0,
  linkedHits: 0,
  linked: 0,
  callerHits: 0,
  callers: 0,
  truthOutside: 0,
});

const fileOf = (use: string) => use.slice(0, use.lastIndexOf(':'));

/** One definition's counts; the definition's own line is left out of both sides. */
function score(result: Result): Counts {
  const counts = { ...zero(), definitions: 1 };
  if (!result.truth) return { ...counts, noTruth: 1 };
  const own = `${result.path}:${result.line}`;
  const truth = new Set(result.truth.filter((use) => use !== own));
  const ours = result.ours.filter(({ use }) => use !== own);
  const truthFiles = new Set([...truth].map(fileOf));
  const ourFiles = new Set(ours.map(({ use }) => fileOf(use)));
  const changed = new Set(result.changed);
  const callers = result.callers.filter((use) => use !== own);
  const linked = ours.filter(({ via }) => via !== 'name');
  return {
    ...counts,
    fileHits: [...ourFiles].filter((file) => truthFiles.has(file)).length,
    fileOurs: ourFiles.size,
    fileTruth: truthFiles.size,
    lineHits: ours.filter(({ use }) => truth.has(use)).length,
    lineOurs: ours.length,
    lineTruth: truth.size,
    linkedHits: linked.filter(({ use }) => truth.has(use)).length,
    linked: linked.length,
    callerHits: callers.filter((use) => truth.has(use)).length,
    callers: callers.length,
    truthOutside: [...truth].filter((use) => !changed.has(fileOf(use))).length,
  };
}

function add(into: Counts, counts: Counts): void {
  for (const key of Object.keys(into) as (keyof Counts)[]) into[key] += counts[key];
}

const share = (a: number, b: number) => (b ? (a / b).toFixed(2) : '-');

/** The rows of the tables: per language and kind group, per language, and all. */
function rowsOf(results: Result[]): { language: string; kind: string; counts: Counts }[] {
  const rows = new Map<string, { language: string; kind: string; counts: Counts }>();
  const row = (language: string, kind: string) => {
    const key = `${language}\0${kind}`;
    if (!rows.has(key)) rows.set(key, { language, kind, counts: zero() });
    return rows.get(key)!.counts;
  };
  const order = Object.values(LANGUAGES).map((l) => l.language);
  const sorted = [...results].sort(
    (a, b) =>
      order.indexOf(LANGUAGES[a.repo].language) - order.indexOf(LANGUAGES[b.repo].language) ||
      groupOf(a.kind).localeCompare(groupOf(b.kind)),
  );
  for (const result of sorted) {
    const counts = score(result);
    const { language } = LANGUAGES[result.repo];
    add(row(language, groupOf(result.kind)), counts);
    add(row(language, 'all'), counts);
  }
  const all = zero();
  for (const result of results) add(all, score(result));
  const perKind = [...rows.values()].filter((r) => r.kind !== 'all');
  const perLanguage = [...rows.values()].filter((r) => r.kind === 'all');
  return [
    ...order.flatMap((language) => [
      ...perKind.filter((r) => r.language === language),
      ...perLanguage.filter((r) => r.language === language),
    ]),
    { language: 'all', kind: 'all', counts: all },
  ];
}

function print(rows: { language: string; kind: string; counts: Counts }[]): void {
  console.log(
    '| language | kind | definitions | no truth | file P | file R | line P | line R | line P, not by name | by name |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { language, kind, counts: c } of rows) {
    const scored = c.definitions - c.noTruth;
    const bold = (text: string) => (kind === 'all' ? `**${text}**` : text);
    console.log(
      `| ${bold(language)} | ${bold(kind)} | ${scored} | ${c.noTruth} | ${share(c.fileHits, c.fileOurs)} | ${share(c.fileHits, c.fileTruth)} | ${share(c.lineHits, c.lineOurs)} | ${share(c.lineHits, c.lineTruth)} | ${share(c.linkedHits, c.linked)} | ${share(c.lineOurs - c.linked, c.lineOurs)} |`,
    );
  }
  console.log('\nImpact callers (change_impact, outside the changed files), line level:\n');
  console.log('| language | callers | precision | recall (of the uses outside the change) |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const { language, kind, counts: c } of rows)
    if (kind === 'all')
      console.log(
        `| ${language} | ${c.callers} | ${share(c.callerHits, c.callers)} | ${share(c.callerHits, c.truthOutside)} |`,
      );
}

async function main(): Promise<void> {
  const mirrors = option('mirrors');
  if (!mirrors) throw new Error('--mirrors DIR is required: a directory of clones (owner+name/repo)');
  const names = option('repos')?.split(',') ?? Object.keys(LANGUAGES);
  for (const name of names) if (!LANGUAGES[name]) throw new Error(`no truth source for ${name}`);
  const wanted = Number(option('commits') ?? 15);
  const keep = process.argv.includes('--keep');
  const work = mkdtempSync(join(tmpdir(), 'repomap-bench-references-'));
  const started = performance.now();
  const results: Result[] = [];
  const seconds: Record<string, number> = {};
  try {
    // One repository at a time: one checkout, index and checker in memory.
    for (const name of names) {
      const start = performance.now();
      results.push(...(await measure(mirrors, work, name, wanted)));
      seconds[name] = Math.round((performance.now() - start) / 1000);
    }
  } finally {
    if (keep) process.stderr.write(`work folder kept: ${work}\n`);
    else rmSync(work, { recursive: true, force: true });
  }
  const rows = rowsOf(results);
  print(rows);
  const total = Math.round((performance.now() - started) / 1000);
  console.log(`\n${results.length} definitions in ${total} s (${JSON.stringify(seconds)})`);
  const out = resolve(option('out') ?? join(__dirname, 'results', 'references.json'));
  // One definition a line, our uses as "path:line via": the file stays small enough to read and diff.
  const definitions = results.map(({ changed: _changed, ours, ...result }) =>
    JSON.stringify({ ...result, group: groupOf(result.kind), ours: ours.map(({ use, via }) => `${use} ${via}`) }),
  );
  const commits = Object.fromEntries(results.map((r) => [r.sha, r.changed]));
  const head = JSON.stringify({ seconds, rows, commits }, null, 2).slice(0, -2);
  writeFileSync(out, `${head},\n  "definitions": [\n    ${definitions.join(',\n    ')}\n  ]\n}\n`);
  console.log(`written to ${out}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
