// `npm run bench:tests`: do the tests we name for a change include the tests its author touched?
//
// Cases are the latest commits of each repository that change production code and test files
// together (test files by src/core/language-tests.ts; production code: files of a language we parse
// that are not tests, nor data or prose). For each, the tests the engine names for the commit's
// changed production definitions (change_impact's `tests`: resolved links, directly or through one
// production function) are compared with the test files the commit added or modified:
//   recall: the share of the touched test files that we name;
//   extra:  the share of the test files we name that the commit did not touch (not all wrong: a test
//           of the changed code need not change with it).
//
//   npm run bench:tests -- --mirrors DIR [--repos hono,gson] [--commits 40] [--out FILE]
// DIR holds clones or bare mirrors as owner+name/repo (or owner+name); nothing is fetched.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildIndex, closeIndex } from '../src/core/index';
import { isTestPath } from '../src/core/language-tests';
import { languageOf } from '../src/core/language-lookup';
import { changeReach } from '../src/core/lookup/reach';
import { git, option, REPOS } from './args';

/** Languages of data and prose: a commit that changes only these changes no production code. */
const NOT_CODE = new Set(['markdown', 'json', 'yaml', 'html', 'css', 'scss', 'latex']);

/** Commits of more files than this are left out (merges of branches, vendored updates). */
const MAX_FILES = 40;

interface Case {
  sha: string;
  touched: string[];
  named: string[];
}

const isCode = (path: string) => {
  const language = languageOf(path);
  return language !== undefined && !NOT_CODE.has(language.id);
};

/** The latest `wanted` first-parent commits that change production code and tests (added or modified) together. */
function casesOf(checkout: string, wanted: number): { sha: string; touched: string[] }[] {
  const log = git(checkout, 'log', '--first-parent', '--no-merges', '--format=%x00%H', '--name-status', '-n', '2000');
  const found: { sha: string; touched: string[] }[] = [];
  for (const entry of log.split('\0').slice(1)) {
    const [sha, ...rows] = entry.trim().split('\n');
    const files = rows.map((row) => row.split('\t')).filter((cols) => cols.length >= 2);
    if (!files.length || files.length > MAX_FILES) continue;
    const touched = files.filter(([status, path]) => /^[AM]/.test(status) && isTestPath(path) && isCode(path));
    const production = files.some(([, path]) => !isTestPath(path) && isCode(path));
    if (touched.length && production) found.push({ sha, touched: touched.map(([, path]) => path).sort() });
    if (found.length === wanted) break;
  }
  return found;
}

async function measure(checkout: string, cache: string, sha: string): Promise<string[]> {
  git(checkout, 'checkout', '-q', '--detach', sha);
  const index = await buildIndex({ root: checkout, base: `${sha}~1`, cacheDir: cache });
  try {
    const changed = new Set(index.focus.changedFiles);
    const named = new Set<string>();
    for (const change of index.focus.changes) {
      if (isTestPath(change.path)) continue;
      for (const hit of changeReach(index, change, changed, 2).testHits) named.add(hit.path);
    }
    return [...named].sort();
  } finally {
    await closeIndex(index);
  }
}

async function main(): Promise<void> {
  const mirrors = option('mirrors');
  if (!mirrors) throw new Error('--mirrors DIR is required: a directory of clones (owner+name/repo)');
  const names = option('repos')?.split(',') ?? Object.keys(REPOS);
  const wanted = Number(option('commits') ?? 40);
  const work = mkdtempSync(join(tmpdir(), 'repomap-bench-tests-'));
  const results: Record<string, Case[]> = {};
  try {
    for (const name of names) {
      const dir = [join(mirrors, REPOS[name], 'repo'), join(mirrors, REPOS[name])].find((d) => existsSync(d));
      if (!dir) throw new Error(`no clone of ${name} under ${mirrors}`);
      const checkout = join(work, name);
      execFileSync('git', ['clone', '-q', dir, checkout]);
      const cache = join(work, `${name}-cache`);
      mkdirSync(cache);
      results[name] = [];
      for (const { sha, touched } of casesOf(checkout, wanted)) {
        const named = await measure(checkout, cache, sha);
        results[name].push({ sha, touched, named });
        process.stderr.write('.');
      }
      process.stderr.write('\n');
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const rows = Object.entries(results).map(([name, cases]) => {
    let touched = 0;
    let found = 0;
    let named = 0;
    let extra = 0;
    for (const c of cases) {
      const touchedSet = new Set(c.touched);
      touched += c.touched.length;
      found += c.named.filter((path) => touchedSet.has(path)).length;
      named += c.named.length;
      extra += c.named.filter((path) => !touchedSet.has(path)).length;
    }
    return { name, commits: cases.length, touched, found, named, extra };
  });
  const total = rows.reduce(
    (sum, r) => ({
      name: 'all',
      commits: sum.commits + r.commits,
      touched: sum.touched + r.touched,
      found: sum.found + r.found,
      named: sum.named + r.named,
      extra: sum.extra + r.extra,
    }),
    { name: 'all', commits: 0, touched: 0, found: 0, named: 0, extra: 0 },
  );
  const share = (a: number, b: number) => (b ? (a / b).toFixed(2) : '-');
  console.log('| repository | commits | touched test files | named | recall | extra |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of [...rows, total])
    console.log(
      `| ${r.name} | ${r.commits} | ${r.touched} | ${r.named} | ${share(r.found, r.touched)} | ${share(r.extra, r.named)} |`,
    );
  const out = resolve(option('out') ?? join(__dirname, 'results', 'tests.json'));
  writeFileSync(out, JSON.stringify({ rows: [...rows, total], cases: results }, null, 2) + '\n');
  console.log(`written to ${out}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
