// `npm run bench:companions`: when we name a file that usually changes with a change's files, had the
// author forgotten it?
//
// Cases are the latest non-merge commits of each repository that count in the statistics (1 to 50
// files, not a root), leaving out the last 7 days before its newest commit (their future is not
// known yet). For each commit C, the missing companions of C's files are named from the history
// before C alone (base: C's first parent, up to 1,000 commits, as the product reads them), among the
// files that exist in C. The truth, C's forgotten files: files of C's tree, not in C, that a later
// commit (newer in git log's order, committed at most 7 days after C) changed together with at least
// one of C's files.
//   precision: the share of named companions that were forgotten files;
//   recall:    the share of forgotten files that were named.
//
//   npm run bench:companions -- --mirrors DIR [--repos hono,gson] [--commits 200] [--out FILE]
// DIR holds clones or bare mirrors as owner+name/repo (or owner+name); nothing is fetched.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { COMPANION_RULES, coChangeIndex, missingCompanions, type CompanionRules } from '../src/core/history/cochange';
import { HISTORY_LIMIT, historyFrom, readHistory } from '../src/core/history/log';
import type { HistoryCommit } from '../src/core/types';
import { git, option, REPOS } from './args';

/** How long after a commit a follow-up still counts as finishing it. */
const WINDOW = 7 * 24 * 3600;

/** Other thresholds measured beside the product's, on the same cases. */
const VARIANTS: Partial<CompanionRules>[] = [
  {},
  { minTogether: 2 },
  { minTogether: 5 },
  { minConfidence: 0.3 },
  { minConfidence: 0.7 },
];

interface Case {
  sha: string;
  files: number;
  /** The companions named, strongest first. */
  named: string[];
  forgotten: string[];
  /** Counted commits in the history before it. */
  history: number;
  /** Files of its tree it did not change: what could be named. */
  others: number;
}

interface Counts {
  name: string;
  commits: number;
  withNamed: number;
  named: number;
  withForgotten: number;
  forgotten: number;
  hits: number;
  withHit: number;
  others: number;
}

/** The files of C's tree that later commits changed together with one of C's files. */
function forgottenFiles(commits: readonly HistoryCommit[], at: number, tree: Set<string>): string[] {
  const commit = commits[at];
  const own = new Set(commit.files);
  const found = new Set<string>();
  for (let later = at - 1; later >= 0; later--) {
    const { kind, files, committed } = commits[later];
    if (kind !== 'counted' || committed - commit.committed > WINDOW || !files.some((path) => own.has(path))) continue;
    for (const path of files) if (!own.has(path) && tree.has(path)) found.add(path);
  }
  return [...found].sort();
}

/** Time readHistory at the product's limit: the median of three runs, in ms. */
function timeRead(checkout: string): { ms: number; read: number; merges: number; ignored: number } {
  const runs: number[] = [];
  let history = readHistory(checkout, 'HEAD');
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    history = readHistory(checkout, 'HEAD');
    runs.push(performance.now() - start);
  }
  const merges = history.commits.length - history.read;
  return { ms: Math.round(runs.sort((a, b) => a - b)[1]), read: history.read, merges, ignored: history.ignored };
}

/** The cases of one checkout, under each variant of the rules. */
function measure(checkout: string, wanted: number): Case[][] {
  // Enough history for the oldest case's own 1,000 commits: read more until no case runs out of it.
  for (let limit = HISTORY_LIMIT + 4 * wanted + 500; ; limit *= 2) {
    const all = readHistory(checkout, 'HEAD', { limit });
    const known = new Map(all.commits.map((commit) => [commit.sha, commit]));
    const newest = Math.max(...all.commits.map((commit) => commit.committed));
    const picked = all.commits
      .map((commit, at) => ({ commit, at }))
      .filter(({ commit }) => commit.kind === 'counted' && commit.files.length && commit.committed <= newest - WINDOW)
      .slice(0, wanted);
    const results: Case[][] = VARIANTS.map(() => []);
    let short = false;
    for (const { commit, at } of picked) {
      const before = historyFrom(known, [commit.parents[0]]);
      if (before.end === 'shallow' && all.end === 'limit') short = true;
      if (short) break;
      const tree = new Set(git(checkout, 'ls-tree', '-r', '-z', '--name-only', commit.sha).split('\0').filter(Boolean));
      const forgotten = forgottenFiles(all.commits, at, tree);
      const index = coChangeIndex(before);
      const others = tree.size - commit.files.filter((path) => tree.has(path)).length;
      VARIANTS.forEach((rules, variant) => {
        const named = missingCompanions(index, commit.files, tree, rules).missing.map((c) => c.path);
        results[variant].push({
          sha: commit.sha,
          files: commit.files.length,
          named,
          forgotten,
          history: before.counted,
          others,
        });
      });
    }
    if (!short) return results;
  }
}

/** Counts of no commit, named. */
const none = (name: string): Counts => ({
  name,
  commits: 0,
  withNamed: 0,
  named: 0,
  withForgotten: 0,
  forgotten: 0,
  hits: 0,
  withHit: 0,
  others: 0,
});

function count(name: string, cases: Case[]): Counts {
  const counts = { ...none(name), commits: cases.length };
  for (const c of cases) {
    const forgotten = new Set(c.forgotten);
    const hits = c.named.filter((path) => forgotten.has(path)).length;
    counts.withNamed += c.named.length ? 1 : 0;
    counts.named += c.named.length;
    counts.withForgotten += c.forgotten.length ? 1 : 0;
    counts.forgotten += c.forgotten.length;
    counts.hits += hits;
    counts.withHit += hits ? 1 : 0;
    counts.others += c.others;
  }
  return counts;
}

function sum(rows: Counts[]): Counts {
  const total = none('all');
  for (const row of rows)
    for (const key of Object.keys(total) as (keyof Counts)[]) if (key !== 'name') total[key] += row[key];
  return total;
}

const share = (a: number, b: number) => (b ? (a / b).toFixed(2) : '-');
const label = (rules: Partial<CompanionRules>) => {
  const { minTogether, minConfidence } = { ...COMPANION_RULES, ...rules };
  return `together ≥ ${minTogether}, confidence ≥ ${minConfidence}`;
};

/** The tables of docs/companions.md. `chance`: the precision of naming files of the tree at random. */
function print(
  rows: Counts[],
  variants: (Counts & { rules: string })[],
  timings: Record<string, { ms: number }>,
): void {
  console.log(
    '| repository | commits | with a companion named | named | with forgotten files | forgotten files | with a hit | precision | recall | chance | readHistory |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const time = timings[r.name] ? `${timings[r.name].ms} ms` : '';
    console.log(
      `| ${r.name} | ${r.commits} | ${r.withNamed} | ${r.named} | ${r.withForgotten} | ${r.forgotten} | ${r.withHit} | ${share(r.hits, r.named)} | ${share(r.hits, r.forgotten)} | ${(r.forgotten / r.others).toFixed(4)} | ${time} |`,
    );
  }
  console.log('\n| rules | with a companion named | named | with a hit | precision | recall |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const v of variants)
    console.log(
      `| ${v.rules} | ${v.withNamed} | ${v.named} | ${v.withHit} | ${share(v.hits, v.named)} | ${share(v.hits, v.forgotten)} |`,
    );
}

async function main(): Promise<void> {
  const mirrors = option('mirrors');
  if (!mirrors) throw new Error('--mirrors DIR is required: a directory of clones (owner+name/repo)');
  const names = option('repos')?.split(',') ?? Object.keys(REPOS);
  const wanted = Number(option('commits') ?? 200);
  const work = mkdtempSync(join(tmpdir(), 'repomap-bench-companions-'));
  const results: Record<string, Case[][]> = {};
  const timings: Record<string, ReturnType<typeof timeRead>> = {};
  try {
    for (const name of names) {
      const dir = [join(mirrors, REPOS[name], 'repo'), join(mirrors, REPOS[name])].find((d) => existsSync(d));
      if (!dir) throw new Error(`no clone of ${name} under ${mirrors}`);
      const checkout = join(work, name);
      execFileSync('git', ['clone', '-q', '--no-checkout', dir, checkout]);
      timings[name] = timeRead(checkout);
      results[name] = measure(checkout, wanted);
      process.stderr.write(`${name}: ${results[name][0].length} commits\n`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const rows = Object.entries(results).map(([name, cases]) => count(name, cases[0]));
  const variants = VARIANTS.map((rules, variant) => ({
    rules: label(rules),
    ...sum(Object.entries(results).map(([name, cases]) => count(name, cases[variant]))),
  }));
  print([...rows, sum(rows)], variants, timings);
  // The cases that named something: what was named, which of it was forgotten, how much was.
  const cases = Object.fromEntries(
    Object.entries(results).map(([name, list]) => [
      name,
      list[0]
        .filter((c) => c.named.length)
        .map(({ sha, files, named, forgotten }) => {
          const hits = named.filter((path) => forgotten.includes(path));
          return { sha, files, named, hits, forgotten: forgotten.length };
        }),
    ]),
  );
  const out = resolve(option('out') ?? join(__dirname, 'results', 'companions.json'));
  const rules = { ...COMPANION_RULES, window: '7 days', history: HISTORY_LIMIT };
  writeFileSync(out, JSON.stringify({ rules, rows: [...rows, sum(rows)], timings, variants, cases }, null, 2) + '\n');
  console.log(`written to ${out}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
