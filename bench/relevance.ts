// `npm run bench:relevance`: does the map of a real commit show what a reviewer of that commit needs?
//
// Cases are real commits of public repositories (bench/relevance/cases.json: URLs, SHAs, nothing
// else). For each one an oracle that does not use our extraction (the TypeScript compiler's parser
// for JS/TS and Universal Ctags for the rest give definitions, `git grep -w` gives uses) lists
//   needed: identifiers in the code of the added lines (not in comments or docstrings) defined
//           outside the changed files, in at most
//           NEEDED_MAX_DEFINERS files: a hit when the map shows that symbol in one of those files;
//   impact: files outside the change that use a definition the change modifies (a specific one:
//           defined in at most IMPACT_MAX_DEFINERS files): a hit when the map lists the file.
// The maps scored: ours (personalized by the commit's diff), the same engine unpersonalized, and
// the changed files alone, each at every budget.
//
//   npm run bench:relevance -- --mirrors DIR        clones or bare mirrors under DIR (no network)
//   npm run bench:relevance                         clone each repository from its URL
//   options: --repos a,b  --budgets 1024,4096  --show N (print N cases per repository in full)
//            --variants ours,unpersonalized,changed-only  --select (re-pick the cases)
//            --set rank.forwardShare=0.4 (override a constant of src/core/rank/tuning.ts, for tuning)  --out FILE (default bench/results/relevance.json)
// A case's git history is read from its parent (the history before the commit: never the commit itself
// nor anything later), timed, and given to the engine (the co-change signal, the companions).
// After the table, the median time per case of that read and of indexing, then the fidelity counts of
// our maps at each budget, summed over the cases (see ./fidelity). A run of `--variants ours` takes
// 5-7 minutes on two cores; the oracle's results and the tag cache are kept under REPOMAP_BENCH_DIR
// (else the temp directory) for the next run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { buildIndex, closeIndex, renderMap } from '../src/core/index';
import { changeLinks, noiseOf, type ChangeLinks } from './noise';
import { readHistory } from '../src/core/history/log';
import type { RepoIndex } from '../src/core/types';
import { parseUnifiedDiff } from '../src/core/diff/unified';
import { selectWithinBudget } from '../src/core/select/select';
import { rankingOf } from '../src/core/rank/ranking';
import { TUNING } from '../src/core/rank/tuning';
import type { MapFile } from '../src/core/types';
import { ctagsTags, type CtagsTag } from './universal-ctags';
import {
  addFidelity,
  addTokenParts,
  fidelityOf,
  NO_FIDELITY_ISSUES,
  NO_TOKENS,
  tokenPartsOf,
  type Fidelity,
  type TokenParts,
} from './fidelity';
import ts from 'typescript';
import { option } from './args';

const ROOT = resolve(__dirname, '..');
const CASES_FILE = join(ROOT, 'bench', 'relevance', 'cases.json');
const WORK = process.env.REPOMAP_BENCH_DIR
  ? join(process.env.REPOMAP_BENCH_DIR, 'relevance')
  : join(tmpdir(), 'repomap-relevance');

// ---- Case selection -------------------------------------------------------------------------------

/** Source files per repository language (the oracle's and the selection rule's notion of code). */
const SOURCE: Record<string, RegExp> = {
  typescript: /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/,
  javascript: /\.(js|jsx|mjs|cjs|ts)$/,
  python: /\.pyi?$/,
  go: /\.go$/,
  rust: /\.rs$/,
  java: /\.java$/,
};
const TEST =
  /(^|\/)(tests?|__tests__|spec|specs|testing|testutil)(\/|$)|[._-](test|spec)s?\.[a-z]+$|_test\.go$|(^|\/)test_[^/]*\.py$|Tests?\.java$/i;
/** Generated, vendored and fixture files: not what a reviewer reads, so neither needed nor impact. */
const NOISE =
  /(^|\/)(vendor|third_party|node_modules|dist|build|out|testdata|fixtures?|__fixtures__|__snapshots__|snapshots|generated|benchmarks?)(\/|$)|(^|\/)tests?\/data(\/|$)|\.min\.js$|\.d\.ts$|\.pb\.go$|_gen\.go$|\.generated\./i;
const MIN_FILES = 2;
const MAX_FILES = 20;
const MAX_LINES = 1500;
const CASES_PER_REPO = 20;

interface RepoCases {
  name: string;
  url: string;
  language: string;
  /** The commit the selection walked back from. */
  head: string;
  cases: string[];
}

function git(dir: string, args: string[], input?: string): string {
  return execFileSync('git', ['-c', 'core.hooksPath=/dev/null', '-c', 'core.fsmonitor=false', ...args], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    input,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/** Whether every blob of a commit's tree is present (snapshots can lack their largest files). */
function complete(mirror: string, sha: string): boolean {
  const blobs = git(mirror, ['ls-tree', '-r', sha])
    .split('\n')
    .filter((row) => row.includes(' blob '))
    .map((row) => row.split(' ')[2].split('\t')[0])
    .join('\n');
  return !git(mirror, ['cat-file', '--batch-check'], blobs).includes(' missing');
}

/** The deterministic rule: newest first along the first-parent history, non-merge commits with 2-20 changed source files (one not a test) and under 1,500 changed lines. Commits
 * whose objects a partial mirror lacks are passed over. */
function selectCases(mirror: string, repo: RepoCases): string[] {
  const log = git(mirror, ['log', '--first-parent', '--no-merges', '--format=%H', repo.head]).trim().split('\n');
  const chosen: string[] = [];
  for (const sha of log) {
    if (chosen.length >= CASES_PER_REPO) break;
    const parents = git(mirror, ['rev-list', '--parents', '-n', '1', sha]).trim().split(' ');
    if (parents.length !== 2 || !complete(mirror, sha) || !complete(mirror, parents[1])) continue;
    let lines = 0;
    const source: string[] = [];
    for (const row of git(mirror, ['diff', '--numstat', '-M', parents[1], sha]).trim().split('\n')) {
      const [added, removed, path] = row.split('\t');
      if (!path) continue;
      lines += (Number(added) || 0) + (Number(removed) || 0);
      const head = path.includes(' => ') ? path.replace(/\{([^}]*) => ([^}]*)\}/, '$2').replace(/^.* => /, '') : path;
      if (SOURCE[repo.language].test(head) && !NOISE.test(head)) source.push(head);
    }
    if (
      source.length >= MIN_FILES &&
      source.length <= MAX_FILES &&
      lines < MAX_LINES &&
      source.some((p) => !TEST.test(p))
    )
      chosen.push(sha);
  }
  return chosen;
}

// ---- The oracle -----------------------------------------------------------------------------------

/** A definition, from whichever source the language has (the TypeScript parser or ctags). */
type Definition = CtagsTag;

/** Ctags kinds that are not definitions a reader looks up (locals, parameters, imports, fields…). */
const NOT_DEFINITIONS = new Set([
  'local',
  'parameter',
  'label',
  'package',
  'packageName',
  'import',
  'namespace',
  'module',
  'unknown',
  'anchor',
  'key',
  'section',
  'field',
  'property',
  'anonMember',
  'enumerator',
  'enumConstant',
  'implementation',
  'heading1',
  'heading2',
  'heading3',
]);

/** The definitions of a repository's files: the TypeScript compiler's parser for JS/TS, Universal Ctags for the rest. */
function definitionsOf(cwd: string, paths: string[], language: string): Definition[] {
  if (language === 'typescript' || language === 'javascript')
    return paths.flatMap((path) => typescriptDefinitions(cwd, path));
  return ctags(cwd, paths, language);
}

/**
 * Module-level declarations (functions, classes, interfaces, types, enums, variables, namespaces'
 * contents) and class methods, by the TypeScript compiler's parser. Ctags 5.9's TypeScript parser
 * reports locals and keywords (`let`, `any`) as constants, which would make a noisy oracle.
 */
function typescriptDefinitions(cwd: string, path: string): Definition[] {
  const text = readFileSync(join(cwd, path), 'utf8');
  const kind = /\.tsx$/.test(path)
    ? ts.ScriptKind.TSX
    : /\.jsx$/.test(path)
      ? ts.ScriptKind.JSX
      : /\.[mc]?js$/.test(path)
        ? ts.ScriptKind.JS
        : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const defs: Definition[] = [];
  const add = (name: ts.Node | undefined, node: ts.Node, kind: string) => {
    if (!name || !(ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteral(name))) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    const end = source.getLineAndCharacterOfPosition(node.end).line + 1;
    defs.push({ name: name.text, path, line, end, kind });
  };
  const visit = (statements: ts.NodeArray<ts.Statement>) => {
    for (const node of statements) {
      if (ts.isFunctionDeclaration(node)) add(node.name, node, 'function');
      else if (ts.isInterfaceDeclaration(node)) add(node.name, node, 'interface');
      else if (ts.isTypeAliasDeclaration(node)) add(node.name, node, 'type');
      else if (ts.isEnumDeclaration(node)) add(node.name, node, 'enum');
      else if (ts.isVariableStatement(node))
        for (const d of node.declarationList.declarations) add(d.name, d, 'variable');
      else if (ts.isClassDeclaration(node)) {
        add(node.name, node, 'class');
        for (const member of node.members) {
          if (ts.isMethodDeclaration(member) || ts.isGetAccessor(member) || ts.isSetAccessor(member))
            add(member.name, member, 'method');
          else if (
            ts.isPropertyDeclaration(member) &&
            member.initializer &&
            (ts.isArrowFunction(member.initializer) || ts.isFunctionExpression(member.initializer))
          )
            add(member.name, member, 'method');
        }
      } else if (ts.isModuleDeclaration(node) && node.body && ts.isModuleBlock(node.body)) visit(node.body.statements);
    }
  };
  visit(source.statements);
  return defs;
}

function ctags(cwd: string, paths: string[], language: string): Definition[] {
  const tags = ctagsTags(cwd, paths, NOT_DEFINITIONS);
  return language === 'go' ? tags.filter((tag) => tag.kind !== 'member') : tags; // Go struct fields
}

/**
 * The lines of a whole file with what is not code blanked: block comments (slash-star to
 * star-slash, across lines), and for Python the strings in triple quotes (docstrings), followed from the top of the
 * file; strings and line comments on one line are left to identifiersOf.
 */
function codeLinesOf(text: string, language: string): string[] {
  const quotes = language === 'python' ? ['"""', "'''"] : [];
  let closing: string | undefined;
  return text.split('\n').map((line) => {
    let out = '';
    let at = 0;
    while (at < line.length) {
      if (closing) {
        const end = line.indexOf(closing, at);
        if (end < 0) return out;
        at = end + closing.length;
        closing = undefined;
        continue;
      }
      const rest = line.slice(at);
      const quote = quotes.find((q) => rest.startsWith(q));
      if (quote || (language !== 'python' && rest.startsWith('/*'))) {
        closing = quote ?? '*/';
        at += 2 + (quote ? 1 : 0);
        continue;
      }
      const string = /^("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/.exec(rest);
      if (string) {
        out += string[0];
        at += string[0].length;
        continue;
      }
      if (rest.startsWith(language === 'python' ? '#' : '//')) return out;
      out += line[at++];
    }
    return out;
  });
}

/** Identifiers in a line of code, with strings and line comments removed first. */
function identifiersOf(line: string, language: string): string[] {
  let code = line.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`/g, ' ');
  code = code.replace(language === 'python' ? /#.*$/ : /\/\/.*$|\/\*.*?\*\//g, ' ');
  return code.match(/[A-Za-z_$][A-Za-z0-9_$]*/g) ?? [];
}

/** The source files whose code (outside strings and line comments) uses a name. */
function codeUsers(checkout: string, name: string, language: string, isSource: (path: string) => boolean): Set<string> {
  const grep = spawnSync('git', ['grep', '-w', '-F', '-I', '--null', '-e', name], {
    cwd: checkout,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const users = new Set<string>();
  for (const row of grep.stdout.split('\n')) {
    const [path, text] = row.split('\0');
    if (
      path &&
      text !== undefined &&
      !users.has(path) &&
      isSource(path) &&
      identifiersOf(text, language).includes(name)
    )
      users.add(path);
  }
  return users;
}

function memo<T>(compute: (key: string) => T): (key: string) => T {
  const results = new Map<string, T>();
  return (key) => {
    if (!results.has(key)) results.set(key, compute(key));
    return results.get(key)!;
  };
}

/** The innermost definition around a line: by ctags' end line when it has one, else the nearest one above. */
function enclosing(defs: Definition[], line: number): Definition | undefined {
  let best: Definition | undefined;
  for (const def of defs) {
    if (def.line > line) continue;
    if (def.end !== undefined && def.end < line) continue;
    if (!best || def.line >= best.line) best = def;
  }
  return best;
}

interface Oracle {
  changed: string[];
  needed: { name: string; files: string[] }[];
  impact: string[];
  /** Which modified definitions each impact file uses (for --show). */
  impactVia: Record<string, string[]>;
}

/** Bump when the oracle changes: its results are cached per commit under this version. */
const ORACLE_VERSION = 4;
const NEEDED_MAX_DEFINERS = 3;
const IMPACT_MAX_DEFINERS = 2;
const MIN_NAME = 3;
const GENERIC_MIN_FILES = 10;
const GENERIC_SHARE = 0.05;

function oracleOf(checkout: string, parent: string, sha: string, language: string): Oracle {
  const isSource = (path: string) => SOURCE[language].test(path) && !NOISE.test(path);
  const diff = parseUnifiedDiff(git(checkout, ['diff', '--no-color', '--no-ext-diff', '-M', '-U0', parent, sha, '--']));
  const changed = new Set<string>();
  for (const file of diff) {
    changed.add(file.path);
    if (file.oldPath) changed.add(file.oldPath);
  }
  const tracked = git(checkout, ['ls-files', '-z']).split('\0').filter(isSource);
  const headDefs = definitionsOf(checkout, tracked, language);
  const definers = new Map<string, Set<string>>();
  for (const def of headDefs) {
    if (!definers.has(def.name)) definers.set(def.name, new Set());
    definers.get(def.name)!.add(def.path);
  }
  const byFile = new Map<string, Definition[]>();
  for (const def of headDefs) {
    if (!byFile.has(def.path)) byFile.set(def.path, []);
    byFile.get(def.path)!.push(def);
  }

  // The base side of the changed files, for the definitions the change removes or edits.
  const baseDir = mkdtempSync(join(tmpdir(), 'repomap-oracle-'));
  const baseDefs = new Map<string, Definition[]>();
  try {
    const basePaths: string[] = [];
    for (const file of diff) {
      const path = file.oldPath ?? file.path;
      if (file.status === 'added' || !isSource(path)) continue;
      mkdirSync(dirname(join(baseDir, path)), { recursive: true });
      writeFileSync(
        join(baseDir, path),
        execFileSync('git', ['show', `${parent}:${path}`], { cwd: checkout, maxBuffer: 1 << 30 }),
      );
      basePaths.push(path);
    }
    for (const def of definitionsOf(baseDir, basePaths, language)) {
      if (!baseDefs.has(def.path)) baseDefs.set(def.path, []);
      baseDefs.get(def.path)!.push(def);
    }
  } finally {
    rmSync(baseDir, { recursive: true, force: true });
  }
  const definedInChange = new Set<string>();
  for (const path of changed)
    for (const def of [...(byFile.get(path) ?? []), ...(baseDefs.get(path) ?? [])]) definedInChange.add(def.name);

  // needed: names used on added lines, defined only outside the change, in few files.
  const needed = new Map<string, string[]>();
  const modified = new Set<string>();
  for (const file of diff) {
    if (!isSource(file.path) || file.status === 'deleted') continue;
    // The added lines as code: prose in block comments and docstrings names nothing a reviewer needs.
    const code = codeLinesOf(readFileSync(join(checkout, file.path), 'utf8'), language);
    for (const range of file.added) {
      for (let line = range.start; line <= range.end; line++) {
        for (const name of identifiersOf(code[line - 1] ?? '', language)) {
          const files = definers.get(name);
          if (name.length < MIN_NAME || definedInChange.has(name) || !files || files.size > NEEDED_MAX_DEFINERS)
            continue;
          needed.set(name, [...files].sort());
        }
        const def = enclosing(byFile.get(file.path) ?? [], line);
        if (def) modified.add(def.name);
      }
    }
  }
  for (const file of diff) {
    const path = file.oldPath ?? file.path;
    for (const range of file.removed) {
      for (let line = range.start; line <= range.end; line++) {
        const def = enclosing(baseDefs.get(path) ?? [], line);
        if (def) modified.add(def.name);
      }
    }
  }

  // A name used in code all over the repository (a language built-in it also defines, like Result
  // or clone, or a common verb like create) is too generic to check a map against.
  const usersOf = memo((name: string) => codeUsers(checkout, name, language, isSource));
  const generic = (name: string) => usersOf(name).size > Math.max(GENERIC_MIN_FILES, GENERIC_SHARE * tracked.length);
  for (const name of [...needed.keys()]) if (generic(name)) needed.delete(name);

  // impact: files outside the change that use a specific modified definition.
  const specific = [...modified]
    .filter(
      (name) => name.length >= MIN_NAME && (definers.get(name)?.size ?? 1) <= IMPACT_MAX_DEFINERS && !generic(name),
    )
    .sort();
  const impactVia: Record<string, string[]> = {};
  for (const name of specific) {
    for (const path of usersOf(name)) {
      if (changed.has(path) || definers.get(name)?.has(path)) continue;
      (impactVia[path] ??= []).push(name);
    }
  }
  return {
    changed: [...changed].sort(),
    needed: [...needed].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, files]) => ({ name, files })),
    impact: Object.keys(impactVia).sort(),
    impactVia,
  };
}

// ---- Scoring --------------------------------------------------------------------------------------

interface Score {
  needed?: number;
  impact?: number;
  tokens: number;
  /** Ours only: the share of the map's files that nothing but a bare name links to the change (see ./noise). */
  noise?: number;
}

/** What a map shows, by path: a file's copies (folded into its entry) show what it shows. */
function shownSymbols(files: MapFile[]): Map<string, Set<string>> {
  const symbols = new Map<string, Set<string>>();
  for (const file of files as (MapFile & { copies?: string[] })[]) {
    const names = new Set(file.symbols.map((s) => s.name));
    for (const path of [file.path, ...(file.copies ?? [])]) symbols.set(path, names);
  }
  return symbols;
}

function score(files: MapFile[], tokens: number, budget: number, oracle: Oracle): Score {
  const symbols = shownSymbols(files);
  const needed = oracle.needed.length
    ? oracle.needed.filter((n) => n.files.some((path) => symbols.get(path)?.has(n.name))).length / oracle.needed.length
    : undefined;
  const impact = oracle.impact.length
    ? oracle.impact.filter((path) => symbols.has(path)).length / oracle.impact.length
    : undefined;
  return { needed, impact, tokens: tokens / budget };
}

const VARIANTS = ['ours', 'unpersonalized', 'changed-only'] as const;
type Variant = (typeof VARIANTS)[number];

async function mapsOf(index: RepoIndex, budget: number, changedOnly: boolean) {
  if (!changedOnly) return renderMap(index, budget);
  const changed = new Set(index.focus.changedFiles);
  const ranking = rankingOf(
    index.ranking.files.filter((f) => changed.has(f.path)),
    [...index.ranking.definitions].filter((d) => changed.has(d.path)),
    index.ranking.bestScores,
  );
  return selectWithinBudget({ ranking, tags: index.tags, copies: new Map(), uses: [], changed }, budget, index.counter);
}

// ---- Driver ---------------------------------------------------------------------------------------

/** Each tracked path's blob SHA in a checkout. */
function blobsOf(checkout: string): Map<string, string> {
  const blobs = new Map<string, string>();
  for (const row of git(checkout, ['ls-files', '-s', '-z']).split('\0')) {
    const tab = row.indexOf('\t');
    if (tab > 0) blobs.set(row.slice(tab + 1), row.split(' ')[1]);
  }
  return blobs;
}

/** A local copy of a repository: a clone or bare mirror under --mirrors, else a clone of its URL. */
function mirrorOf(repo: RepoCases): string {
  const [owner, name] = new URL(repo.url).pathname.slice(1).split('/');
  const mirrors = option('mirrors');
  if (mirrors) {
    for (const candidate of [`${owner}+${name}/repo`, `${owner}+${name}`, `${owner}/${name}`, `${name}.git`, name]) {
      const dir = join(mirrors, candidate);
      if (existsSync(dir)) return dir;
    }
    throw new Error(
      `no clone of ${repo.url} under ${mirrors} (tried ${owner}+${name}, ${owner}/${name}, ${name}.git, ${name})`,
    );
  }
  const dir = join(WORK, 'mirrors', `${owner}+${name}.git`);
  if (!existsSync(dir)) execFileSync('git', ['clone', '--bare', '--quiet', repo.url, dir], { stdio: 'inherit' });
  return dir;
}

function applyOverrides(): void {
  const tables: Record<string, Record<string, number>> = TUNING;
  process.argv.forEach((arg, i) => {
    if (arg !== '--set') return;
    const [key, value] = process.argv[i + 1].split('=');
    const [table, field] = key.split('.');
    if (!tables[table] || !(field in tables[table])) throw new Error(`--set: no tuning constant ${key}`);
    tables[table][field] = Number(value);
  });
}

const mean = (values: (number | undefined)[]) => {
  const defined = values.filter((v): v is number => v !== undefined);
  return defined.length ? defined.reduce((a, b) => a + b, 0) / defined.length : NaN;
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const fixed = (v: number) => (Number.isNaN(v) ? '-' : v.toFixed(2));

async function main(): Promise<void> {
  applyOverrides();
  const all: RepoCases[] = JSON.parse(readFileSync(CASES_FILE, 'utf8'));
  const only = option('repos')?.split(',');
  const repos = only ? all.filter((r) => only.includes(r.name)) : all;
  const budgets = (option('budgets') ?? '1024,4096').split(',').map(Number);
  const show = Number(option('show') ?? 0);
  const variants = (option('variants')?.split(',') ?? [...VARIANTS]) as Variant[];

  if (process.argv.includes('--select')) {
    for (const repo of repos) repo.cases = selectCases(mirrorOf(repo), repo);
    writeFileSync(CASES_FILE, JSON.stringify(all, null, 2) + '\n');
    console.log(`selected ${repos.map((r) => `${r.name} ${r.cases.length}`).join(', ')} → ${CASES_FILE}`);
    return;
  }

  const results: {
    repo: string;
    sha: string;
    needed: number;
    impact: number;
    /** Reading the history before the commit, and indexing the commit with it (ms). */
    historyMs: number;
    indexMs: number;
    scores: Record<Variant, Record<number, Score>>;
    fidelity: Record<number, Fidelity>;
    tokenParts: Record<number, TokenParts>;
  }[] = [];
  for (const repo of repos) {
    // A checkout of this run's own (runs with different --set can go side by side); objects shared.
    const checkout = join(WORK, 'checkouts', `${repo.name}-${process.pid}`);
    rmSync(checkout, { recursive: true, force: true });
    execFileSync('git', ['clone', '--quiet', '--shared', '--no-checkout', mirrorOf(repo), checkout]);
    const oracleDir = join(WORK, 'oracle', repo.name);
    mkdirSync(oracleDir, { recursive: true });
    let shown = 0;
    for (const sha of repo.cases) {
      git(checkout, ['checkout', '--quiet', '--force', '--detach', sha]);
      git(checkout, ['clean', '-fdxq']);
      const parent = `${sha}^`;
      const oracleFile = join(oracleDir, `${sha}.v${ORACLE_VERSION}.json`);
      let oracle: Oracle;
      if (existsSync(oracleFile)) oracle = JSON.parse(readFileSync(oracleFile, 'utf8'));
      else {
        oracle = oracleOf(checkout, parent, sha, repo.language);
        writeFileSync(`${oracleFile}.${process.pid}`, JSON.stringify(oracle));
        renameSync(`${oracleFile}.${process.pid}`, oracleFile); // whole or absent, for a run alongside
      }

      const cacheDir = join(WORK, 'cache');
      const scores = {} as Record<Variant, Record<number, Score>>;
      // The history before the commit (from its parent), read here to time it; the engine reads it the same way.
      const historyStart = performance.now();
      const history = readHistory(checkout, parent);
      const historyMs = performance.now() - historyStart;
      if (history.commits.some((commit) => commit.sha === sha)) throw new Error(`the history of ${sha} holds it`);
      const indexStart = performance.now();
      const personalized = await buildIndex({ root: checkout, base: parent, head: sha, cacheDir, history });
      const indexMs = performance.now() - indexStart;
      const plain = variants.includes('unpersonalized') ? await buildIndex({ root: checkout, cacheDir }) : undefined;
      const ourMaps: MapFile[][] = [];
      const fidelity: Record<number, Fidelity> = {};
      const tokenParts: Record<number, TokenParts> = {};
      const blobs = blobsOf(checkout);
      let links: ChangeLinks | undefined;
      try {
        for (const variant of variants) {
          scores[variant] = {};
          for (const budget of budgets) {
            const map = await mapsOf(
              variant === 'unpersonalized' ? plain! : personalized,
              budget,
              variant === 'changed-only',
            );
            scores[variant][budget] = score(map.files, map.tokens, budget, oracle);
            if (variant === 'ours') {
              links ??= changeLinks(personalized);
              scores[variant][budget].noise = noiseOf(
                map.files.map((file) => file.path),
                links,
                personalized,
              );
              ourMaps.push(map.files);
              fidelity[budget] = fidelityOf(personalized, map.files, blobs);
              tokenParts[budget] = tokenPartsOf(map.files, new Set(personalized.focus.changedFiles));
            }
          }
        }
      } finally {
        closeIndex(personalized);
        if (plain) closeIndex(plain);
      }
      results.push({
        repo: repo.name,
        sha,
        needed: oracle.needed.length,
        impact: oracle.impact.length,
        historyMs,
        indexMs,
        scores,
        fidelity,
        tokenParts,
      });
      if (shown++ < show) printCase(repo, sha, oracle, ourMaps, budgets);
    }
    rmSync(checkout, { recursive: true, force: true });
  }

  // The table: per repository and overall, mean recall over the cases that have such items.
  const rows = [...repos.map((r) => r.name), 'all'];
  console.log(
    `\n| repository | cases | needed (mean) | impact (mean) | ${budgets.flatMap((b) => variants.map((v) => `${v} @${b} needed / impact / tokens`)).join(' | ')} |`,
  );
  console.log(`|${' --- |'.repeat(4 + budgets.length * variants.length)}`);
  const summary: Record<string, unknown> = {};
  for (const row of rows) {
    const subset = results.filter((r) => row === 'all' || r.repo === row);
    const cells: string[] = [];
    const entry: Record<string, unknown> = { cases: subset.length };
    for (const budget of budgets) {
      for (const variant of variants) {
        const needed = mean(subset.map((r) => r.scores[variant][budget].needed));
        const impact = mean(subset.map((r) => r.scores[variant][budget].impact));
        const tokens = mean(subset.map((r) => r.scores[variant][budget].tokens));
        cells.push(`${fixed(needed)} / ${fixed(impact)} / ${fixed(tokens)}`);
        entry[`${variant}@${budget}`] = { needed: round(needed), impact: round(impact), tokens: round(tokens) };
        if (variant === 'ours')
          (entry[`${variant}@${budget}`] as Record<string, unknown>).noise = round(
            mean(subset.map((r) => r.scores[variant][budget].noise)),
          );
      }
    }
    entry.historyMs = median(subset.map((r) => r.historyMs));
    entry.indexMs = median(subset.map((r) => r.indexMs));
    summary[row] = entry;
    console.log(
      `| ${row} | ${subset.length} | ${mean(subset.map((r) => r.needed)).toFixed(1)} | ${mean(subset.map((r) => r.impact)).toFixed(1)} | ${cells.join(' | ')} |`,
    );
  }
  if (variants.includes('ours')) {
    console.log(`\n| map noise (ours: files linked to the change by name alone) | ${rows.join(' | ')} |`);
    console.log(`| --- |${' ---: |'.repeat(rows.length)}`);
    for (const budget of budgets) {
      const cells = rows.map((row) =>
        fixed(mean(results.filter((r) => row === 'all' || r.repo === row).map((r) => r.scores.ours[budget].noise))),
      );
      console.log(`| @${budget} | ${cells.join(' | ')} |`);
    }
  }
  console.log(`\n| per case, median ms | ${rows.join(' | ')} |\n| --- |${' ---: |'.repeat(rows.length)}`);
  for (const [label, key] of [
    ['reading the history before the commit (1,000 commits)', 'historyMs'],
    ['indexing the commit (ours)', 'indexMs'],
  ] as const) {
    const cells = rows.map((row) => (summary[row] as Record<string, number>)[key].toFixed(0));
    console.log(`| ${label} | ${cells.join(' | ')} |`);
  }
  if (variants.includes('ours')) {
    console.log(
      `\n| fidelity of our maps, summed over ${results.length} cases | ${budgets.map((b) => `@${b}`).join(' | ')} |`,
    );
    console.log(`| --- |${' ---: |'.repeat(budgets.length)}`);
    const totals = Object.fromEntries(
      budgets.map((b) => [b, results.reduce((sum, r) => addFidelity(sum, r.fidelity[b]), NO_FIDELITY_ISSUES)]),
    );
    const rowsOfFidelity: [string, (f: Fidelity) => string][] = [
      ['member lines shown without their container', (f) => String(f.membersWithoutContainer)],
      ['heads ending on an open bracket or a dangling operator', (f) => String(f.openHeads)],
      [
        'files with definitions shown twice as copies (of them kept apart on purpose)',
        (f) => `${f.copiesShownTwice} (${f.copiesKeptApart})`,
      ],
      [
        'callers of touched definitions shown without a use line / callers listed (of them linked by a shared name only)',
        (f) => `${f.callersWithoutUse} / ${f.callersListed} (${f.callersByNameOnly})`,
      ],
    ];
    for (const [label, cell] of rowsOfFidelity)
      console.log(`| ${label} | ${budgets.map((b) => cell(totals[b])).join(' | ')} |`);
    summary.fidelity = totals;

    console.log(
      `\n| where our maps' tokens go, summed over ${results.length} cases | ${budgets.map((b) => `@${b}`).join(' | ')} |`,
    );
    console.log(`| --- |${' ---: |'.repeat(budgets.length)}`);
    const tokens = Object.fromEntries(
      budgets.map((b) => [b, results.reduce((sum, r) => addTokenParts(sum, r.tokenParts[b]), NO_TOKENS)]),
    );
    const share = (parts: TokenParts, key: keyof TokenParts) => {
      const all = parts.fileLines + parts.containerHeads + parts.definitions + parts.callLines;
      return `${parts[key]} (${((100 * parts[key]) / all).toFixed(1)}%)`;
    };
    for (const [label, key] of [
      ['file lines', 'fileLines'],
      ['container heads above their members', 'containerHeads'],
      ['other definitions', 'definitions'],
      ['call lines', 'callLines'],
    ] as const) {
      console.log(`| ${label} | ${budgets.map((b) => share(tokens[b], key)).join(' | ')} |`);
    }
    summary.tokens = tokens;
  }
  const out = option('out') ?? join(ROOT, 'bench', 'results', 'relevance.json');
  writeFileSync(
    out,
    JSON.stringify(
      { date: new Date().toISOString().slice(0, 10), budgets, tuning: TUNING, summary, cases: results },
      roundReplacer,
      1,
    ) + '\n',
  );
  console.log(`\nwrote ${out}`);
}

function round(value: number): number | null {
  return Number.isNaN(value) ? null : Number(value.toFixed(4));
}

function roundReplacer(_key: string, value: unknown): unknown {
  return typeof value === 'number' ? Number(value.toFixed(4)) : value;
}

function printCase(repo: RepoCases, sha: string, oracle: Oracle, maps: MapFile[][], budgets: number[]): void {
  console.log(`\n## ${repo.name} ${sha.slice(0, 12)}: ${oracle.changed.length} changed file(s)`);
  console.log(`changed: ${oracle.changed.join(', ')}`);
  budgets.forEach((budget, i) => {
    const symbols = shownSymbols(maps[i]);
    console.log(
      `@${budget}: needed ${oracle.needed.map((n) => `${n.files.some((p) => symbols.get(p)?.has(n.name)) ? '+' : '-'}${n.name} (${n.files.join(' ')})`).join(', ') || 'none'}`,
    );
    console.log(
      `@${budget}: impact ${oracle.impact.map((p) => `${symbols.has(p) ? '+' : '-'}${p} [${oracle.impactVia[p].join(' ')}]`).join(', ') || 'none'}`,
    );
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
