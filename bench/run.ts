// `npm run bench`: time the bundled CLI on real code bases, cold (an empty cache to fill, one parse
// thread and all cores; and all cores with --no-cache, the cold run of #15, from which MB/s and CPU
// s/MB are taken), warm (full cache) and with one changed file, plus a scaling check on generated
// repositories, and the MCP server's answer times after indexing. Prints tables, writes
// bench/results/latest.json. Timings belong here, not in tests.
//
//   npm run bench                      every corpus that can be prepared here
//   npm run bench -- go python         only these (go, python, typescript, openclaude: see CORPORA)
//   npm run bench -- --scaling 50000   also the generated repositories (N and 2N files)
//   npm run bench -- go --queries      only the MCP server's times (after a warm run that fills the cache); writes nothing
//   npm run bench -- go openclaude --tiers [--reps 3]
//                                      cold runs with the WebAssembly tier policy, Liftoff only and V8's default,
//                                      in turn; writes bench/results/tiers-node<major>.json
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { discover } from '../src/core/discover/discover';
import { DEFAULT_LIMITS } from '../src/core/extract/extract-file';
import type { OutlineEntry } from '../src/core/query/outline';
import { connectMcp } from '../test/helpers/mcp-client';
import { measure } from './measure';

const ROOT = resolve(__dirname, '..');
const CLI = join(ROOT, 'dist', 'cli.js');
const WORK = join(process.env.REPOMAP_BENCH_DIR ?? join(tmpdir(), 'repomap-bench'));

interface Corpus {
  name: string;
  /** Copies the code base into `dir` (which does not exist yet); false when it cannot be had here. */
  prepare: (dir: string) => boolean;
}

function git(dir: string, ...args: string[]): string {
  return execFileSync(
    'git',
    ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', '-c', 'commit.gpgsign=false', ...args],
    { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 30 },
  );
}

const CORPORA: Corpus[] = [
  {
    name: 'go',
    // Debian's golang-1.19-src: `apt-get install golang-1.19-src`.
    prepare: (dir) => {
      const source = '/usr/share/go-1.19/src';
      if (!existsSync(source)) return false;
      cpSync(source, dir, { recursive: true });
      return true;
    },
  },
  {
    name: 'python',
    // The standard library of the machine's python3.
    prepare: (dir) => {
      const found = spawnSync('python3', ['-c', "import sysconfig; print(sysconfig.get_paths()['stdlib'])"], {
        encoding: 'utf8',
      });
      const source = found.stdout?.trim();
      if (found.status !== 0 || !source || !existsSync(source)) return false;
      cpSync(source, dir, {
        recursive: true,
        filter: (path) => !/(site-packages|__pycache__|lib-dynload|config-3)/.test(path),
      });
      return true;
    },
  },
  {
    name: 'typescript',
    // The TypeScript sources that the rxjs package ships (from the npm registry).
    prepare: (dir) => {
      const packDir = join(WORK, 'pack');
      mkdirSync(packDir, { recursive: true });
      const packed = spawnSync('npm', ['pack', 'rxjs@7.8.1', '--silent'], { cwd: packDir, encoding: 'utf8' });
      if (packed.status !== 0) return false;
      mkdirSync(dir, { recursive: true });
      execFileSync('tar', [
        '-xzf',
        join(packDir, packed.stdout.trim()),
        '-C',
        dir,
        '--strip-components=1',
        'package/src',
      ]);
      return true;
    },
  },
  {
    name: 'openclaude',
    // OpenClaude (TypeScript, 3,424 files) at 421f4599, from a clone or bare mirror of
    // github.com/Gitlawb/openclaude: REPOMAP_BENCH_MIRRORS=DIR, with DIR/Gitlawb+openclaude(/repo).
    prepare: (dir) => {
      const mirrors = process.env.REPOMAP_BENCH_MIRRORS;
      const source =
        mirrors &&
        ['Gitlawb+openclaude/repo', 'Gitlawb+openclaude', 'openclaude']
          .map((name) => join(mirrors, name))
          .find((path) => existsSync(path));
      if (!source) return false;
      mkdirSync(dir, { recursive: true });
      const archive = spawnSync('git', ['-C', source, 'archive', '--format=tar', OPENCLAUDE_COMMIT], {
        maxBuffer: 1 << 30,
      });
      if (archive.status !== 0) return false;
      execFileSync('tar', ['-x', '-C', dir], { input: archive.stdout });
      return true;
    },
  },
];

const OPENCLAUDE_COMMIT = '421f45992c440420775ff28e3a8a060869195034';

/** The corpus as a git repository with one commit (made once, then reused). */
function ensureRepository(corpus: Corpus): string | undefined {
  const dir = join(WORK, corpus.name);
  if (existsSync(join(dir, '.git'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  if (!corpus.prepare(dir)) return undefined;
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'corpus');
  return dir;
}

interface Run {
  wallMs: number;
  /** User plus system CPU seconds of the process and its threads (NaN without /usr/bin/time). */
  cpuS: number;
  peakMiB: number;
  stats: {
    filesListed: number;
    filesParsed: number;
    filesFromCache: number;
    definitions: number;
    references: number;
    ms: Record<string, number>;
  };
  tokens: number;
  /** A hash of the map's files: equal maps, equal hashes. */
  mapHash: string;
}

/** One CLI run as a separate process: wall time, CPU time and peak memory of its process tree (see measure). */
async function runCli(args: string[], nodeFlags: string[] = []): Promise<Run> {
  const out = join(WORK, 'out.json');
  // --timings: the JSON's stats then also hold the run's own figures (files parsed, stage times).
  const command = [...nodeFlags, CLI, ...args, '--format', 'json', '--out', out, '--quiet', '--timings'];
  const result = await measure(process.execPath, command);
  if (result.status !== 0) throw new Error(`repomap failed: ${result.stderr}`);
  const json = JSON.parse(readFileSync(out, 'utf8'));
  const mapHash = createHash('sha256').update(JSON.stringify(json.files)).digest('hex').slice(0, 16);
  return {
    wallMs: result.wallMs,
    cpuS: result.cpuS,
    peakMiB: result.peakMiB,
    stats: json.stats,
    tokens: json.tokens,
    mapHash,
  };
}

/** Bytes of the files the engine maps (the same discovery as the CLI's). */
async function sourceBytes(dir: string): Promise<number> {
  return (await discover({ root: dir, maxFileBytes: DEFAULT_LIMITS.maxBytes })).files.reduce(
    (total, file) => total + file.size,
    0,
  );
}

/** Make a change to one mapped file on a branch, so `--base main --head HEAD` has something to focus on. */
function branchWithOneChange(dir: string, files: string[]): void {
  git(dir, 'checkout', '-q', '-B', 'bench-change', 'main');
  const target = files[Math.floor(files.length / 2)];
  const text = readFileSync(join(dir, target), 'utf8');
  writeFileSync(join(dir, target), text.replace(/\n/, '\n\n'));
  git(dir, 'commit', '-q', '-am', 'one change');
}

/**
 * On top of that, for the questions: a change that modifies definitions, so that change_impact has
 * callers to find. The head lines of the first top-level functions and classes of three files get
 * a trailing comment (a modified definition each); the files are picked the same way every run.
 */
function commitChangedDefinitions(dir: string, files: string[]): string[] {
  const comment: Record<string, string> = { go: '//', py: '#', ts: '//', tsx: '//', js: '//' };
  const edited: string[] = [];
  for (let i = Math.floor(files.length / 3); i < files.length && edited.length < 3; i += 97) {
    const path = files[i];
    const marker = comment[path.slice(path.lastIndexOf('.') + 1)];
    let heads = 0;
    const text = readFileSync(join(dir, path), 'utf8')
      .split('\n')
      .map((line) => {
        if (heads >= 5 || !/^(func |def |class |export function |function )/.test(line)) return line;
        heads++;
        return `${line} ${marker} changed for the benchmark`;
      });
    if (!heads) continue;
    writeFileSync(join(dir, path), text.join('\n'));
    edited.push(path);
  }
  git(dir, 'commit', '-q', '-am', 'changed definitions');
  return edited;
}

/** A small seeded generator (mulberry32), so that every run asks the same questions. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sample<T>(items: T[], count: number, random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];

/**
 * The MCP server on the checkout's change (the warm cache): how long until it answers, then each
 * tool's answer time over many calls, as its client sees them (stdio round trip included). Names and
 * paths are sampled from the index itself: outlines of sampled files give the names to look up.
 */
async function benchQueries(dir: string, cache: string, files: string[]) {
  const random = seeded(13);
  const load = [loadavg()[0]];
  const start = performance.now();
  const server = await connectMcp(process.execPath, [
    CLI,
    'mcp',
    '--root',
    dir,
    '--cache-dir',
    cache,
    '--base',
    'main',
    '--head',
    'HEAD',
    '--quiet',
  ]);
  const times = new Map<string, number[]>();
  /** One call, timed; an error answer is not counted, and fails the benchmark unless `mayFail` (a file the parse gave up on). */
  const timed = async (tool: string, args: Record<string, unknown>, series = tool, mayFail = false) => {
    const before = performance.now();
    const answer = await server.call(tool, args);
    const ms = performance.now() - before;
    if (answer.isError && mayFail) return undefined;
    if (answer.isError) throw new Error(`${tool} ${JSON.stringify(args)}: ${answer.text}`);
    times.set(series, [...(times.get(series) ?? []), ms]);
    return answer;
  };
  // Files the index holds (discovery's list, less what could not be parsed).
  const mapped = new Set(files);
  const indexed = (await discover({ root: dir, maxFileBytes: DEFAULT_LIMITS.maxBytes })).files
    .map((f) => f.path)
    .filter((path) => mapped.has(path));
  try {
    // The first answer waits for the index (the handshake too: indexing keeps the main thread busy).
    const first = await server.call('change_impact', {});
    const readyMs = performance.now() - start;
    const impact = first.data as { total: number; changes: { callers_total: number }[] };
    const changes = { definitions: impact.total, callers: impact.changes.reduce((sum, c) => sum + c.callers_total, 0) };
    const indexMs = Number(/indexed \d+ files .* in (\d+) ms/.exec(server.log())?.[1] ?? NaN);
    const names: { name: string; path: string }[] = [];
    for (const path of sample(indexed, 200, random)) {
      const outline = await timed('file_outline', { path }, 'file_outline', true);
      if (!outline) continue;
      const walk = (entries: OutlineEntry[]) => {
        for (const entry of entries) {
          names.push({ name: entry.name, path });
          walk(entry.members);
        }
      };
      walk((outline.data as { definitions: OutlineEntry[] }).definitions);
    }
    for (const { name, path } of sample(names, 200, random)) {
      await timed('find_definitions', { name });
      await timed('find_definitions', { name, from_path: path }, 'find_definitions from_path');
      await timed('find_references', { name });
      await timed('find_references', { name, path }, 'find_references path');
    }
    for (let i = 0; i < 50; i++) await timed('change_impact', {});
    await timed('repo_map', {}, 'repo_map');
    for (const { name } of sample(names, 10, random))
      await timed('repo_map', { identifiers: [name] }, 'repo_map identifiers');
    load.push(loadavg()[0]);
    const tools = Object.fromEntries(
      [...times].map(([series, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return [
          series,
          {
            calls: list.length,
            p50Ms: percentile(sorted, 0.5),
            p95Ms: percentile(sorted, 0.95),
            maxMs: sorted[sorted.length - 1],
          },
        ];
      }),
    );
    return { readyMs, indexMs, changes, load1: load, tools };
  } finally {
    await server.close();
  }
}

/** The MCP server's times on a change that modifies definitions, on top of the one-change branch; back on main after. */
async function queriesOnChange(dir: string, cache: string, files: string[]) {
  const changedFiles = commitChangedDefinitions(dir, files);
  try {
    return { changedFiles, ...(await benchQueries(dir, cache, files)) };
  } finally {
    git(dir, 'checkout', '-q', 'main');
  }
}

/** With --queries: only the MCP server's times, with the cache filled by a map run first. */
async function benchQueriesOnly(name: string, dir: string) {
  const cache = join(WORK, `cache-${name}`);
  const files = git(dir, 'ls-files')
    .split('\n')
    .filter((p) => /\.(go|py|ts|tsx|js)$/.test(p));
  git(dir, 'checkout', '-q', 'main');
  await runCli(['--root', dir, '--cache-dir', cache]);
  branchWithOneChange(dir, files);
  return { name, queries: await queriesOnChange(dir, cache, files) };
}

async function benchCorpus(name: string, dir: string) {
  const cache = join(WORK, `cache-${name}`);
  const files = git(dir, 'ls-files')
    .split('\n')
    .filter((p) => /\.(go|py|ts|tsx|js)$/.test(p));
  git(dir, 'checkout', '-q', 'main');
  rmSync(cache, { recursive: true, force: true });
  const coldOne = await runCli(['--root', dir, '--cache-dir', cache, '--jobs', '1']);
  rmSync(cache, { recursive: true, force: true });
  const cold = await runCli(['--root', dir, '--cache-dir', cache]);
  // #15's cold run: all threads, no cache to read or to fill.
  const noCache = await runCli(['--root', dir, '--no-cache']);
  const warm = await runCli(['--root', dir, '--cache-dir', cache]);
  branchWithOneChange(dir, files);
  const changed = await runCli(['--root', dir, '--cache-dir', cache, '--base', 'main', '--head', 'HEAD']);
  const queries = await queriesOnChange(dir, cache, files);
  const bytes = await sourceBytes(dir);
  return {
    name,
    files: cold.stats.filesListed,
    parsed: cold.stats.filesParsed,
    megabytes: bytes / 1e6,
    definitions: cold.stats.definitions,
    references: cold.stats.references,
    coldOneThreadS: coldOne.wallMs / 1000,
    coldS: cold.wallMs / 1000,
    speedup: coldOne.wallMs / cold.wallMs,
    coldCpuS: cold.cpuS,
    noCacheS: noCache.wallMs / 1000,
    mbPerS: bytes / 1e6 / (noCache.wallMs / 1000),
    noCacheCpuS: noCache.cpuS,
    cpuSPerMb: noCache.cpuS / (bytes / 1e6),
    noCachePeakMiB: noCache.peakMiB,
    warmS: warm.wallMs / 1000,
    warmCpuS: warm.cpuS,
    oneChangeS: changed.wallMs / 1000,
    coldPeakMiB: Math.max(coldOne.peakMiB, cold.peakMiB),
    warmPeakMiB: Math.max(warm.peakMiB, changed.peakMiB),
    stagesColdMs: cold.stats.ms,
    stagesWarmMs: warm.stats.ms,
    tokens: warm.tokens,
    queries,
  };
}

/** A repository of `count` small TypeScript files that import each other, for the scaling check. */
function generatedRepository(count: number): string {
  const dir = join(WORK, `generated-${count}`);
  if (existsSync(join(dir, '.git'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  for (let i = 0; i < count; i++) {
    const folder = join(dir, `pkg${Math.floor(i / 500)}`);
    if (i % 500 === 0) mkdirSync(folder, { recursive: true });
    const uses = [(i * 7919) % count, (i * 104729 + 1) % count].map(
      (j) => `  return computeValue${j}(input) + formatLabel${(j * 31) % count}(input).length;`,
    );
    writeFileSync(
      join(folder, `module${i}.ts`),
      `export function computeValue${i}(input: number): number {\n${uses[0]}\n}\nexport function formatLabel${i}(input: number): string {\n  return String(input);\n}\nexport class Widget${i} {\n  render(): number {\n${uses[1].replace('  return', '    return')}\n  }\n}\n`,
    );
  }
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'generated');
  return dir;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column formats values of its own type
function table(rows: Record<string, unknown>[], columns: [string, string, (v: any) => string][]): string {
  const cells = rows.map((row) => columns.map(([key, , format]) => format(row[key])));
  const widths = columns.map(([, title], i) => Math.max(title.length, ...cells.map((c) => c[i].length)));
  const line = (values: string[]) => values.map((v, i) => v.padStart(widths[i])).join('  ');
  return [line(columns.map(([, title]) => title)), ...cells.map(line)].join('\n');
}

const f1 = (v: number) => v.toFixed(1);
const f2 = (v: number) => v.toFixed(2);

function printQueries(r: { name: string; queries: Awaited<ReturnType<typeof queriesOnChange>> }): void {
  const { readyMs, indexMs, changes, load1, tools } = r.queries;
  console.log(
    `\n${r.name}: repomap mcp (warm cache; the change adds, modifies or removes ${changes.definitions} definitions, with ${changes.callers} callers outside it) indexed in ${(indexMs / 1000).toFixed(2)} s, first answer after ${(readyMs / 1000).toFixed(2)} s; load ${load1.map(f2).join(' → ')}`,
  );
  const rows = Object.entries(tools).map(([tool, t]) => ({ tool, ...t }));
  console.log(
    table(rows, [
      ['tool', 'tool', String],
      ['calls', 'calls', String],
      ['p50Ms', 'p50 ms', f1],
      ['p95Ms', 'p95 ms', f1],
      ['maxMs', 'max ms', f1],
    ]),
  );
}

/** The WebAssembly tiers compared: the policy (runtime/wasm-tiers.ts), Liftoff only, and V8's own tiering. */
const TIER_MODES: [string, string[]][] = [
  ['policy', []],
  ['Liftoff only', ['--liftoff-only']],
  ["V8's default", ['--no-liftoff-only']],
];

/**
 * Cold runs (`--no-cache`) of each corpus with each tier mode, taken in turn `reps` times: wall
 * time, CPU seconds and CPU seconds per MB, MB/s, and the peak memory of the process tree. The maps
 * of every mode must be the same. Writes bench/results/tiers-node<major>.json.
 */
async function benchTiers(corpora: [string, string][], reps: number): Promise<void> {
  const rows = [];
  for (const [name, dir] of corpora) {
    const megabytes = (await sourceBytes(dir)) / 1e6;
    const runs = new Map<string, Run[]>(TIER_MODES.map(([mode]) => [mode, []]));
    for (let rep = 0; rep < reps; rep++)
      for (const [mode, flags] of TIER_MODES)
        runs.get(mode)!.push(await runCli(['--root', dir, '--no-cache', '--budget', '4096'], flags));
    const hashes = new Set([...runs.values()].flat().map((run) => run.mapHash));
    if (hashes.size !== 1) throw new Error(`${name}: the tiers gave different maps (${[...hashes].join(', ')})`);
    for (const [mode, list] of runs) {
      const cpu = list.map((run) => run.cpuS);
      const wall = list.map((run) => run.wallMs / 1000);
      rows.push({
        name,
        node: process.versions.node,
        mode,
        megabytes,
        wallS: wall.map(f2).join(', '),
        cpuS: cpu.map(f1).join(', '),
        cpuSPerMb: Math.min(...cpu) / megabytes,
        mbPerS: megabytes / Math.min(...wall),
        peakMiB: Math.max(...list.map((run) => run.peakMiB)),
      });
    }
  }
  console.log(
    table(rows, [
      ['name', 'corpus', String],
      ['node', 'node', String],
      ['mode', 'tiers', String],
      ['megabytes', 'MB', f1],
      ['wallS', 'wall s', String],
      ['cpuS', 'CPU s', String],
      ['cpuSPerMb', 'CPU s/MB (best)', f2],
      ['mbPerS', 'MB/s (best)', f1],
      ['peakMiB', 'peak MiB (tree)', f1],
    ]),
  );
  const file = join(ROOT, 'bench', 'results', `tiers-node${process.versions.node.split('.')[0]}.json`);
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), load1: loadavg()[0], rows }, null, 2) + '\n');
  console.log(`\nwritten to ${relative(ROOT, file)}`);
}

async function main(): Promise<void> {
  if (!existsSync(CLI)) throw new Error('dist/cli.js is missing: run npm run build');
  mkdirSync(WORK, { recursive: true });
  const args = process.argv.slice(2);
  const scalingAt = args.includes('--scaling') ? Number(args[args.indexOf('--scaling') + 1]) : 0;
  const wanted = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--scaling' && args[i - 1] !== '--reps');
  const queriesOnly = args.includes('--queries');
  const tiers = args.includes('--tiers');
  const reps = args.includes('--reps') ? Number(args[args.indexOf('--reps') + 1]) : 3;
  const machine = `${cpus()[0]?.model ?? 'unknown cpu'}, ${availableParallelism()} cores, Node ${process.version}`;
  console.log(`repomap benchmark on ${machine}; corpora in ${WORK}\n`);

  const results = [];
  const tierCorpora: [string, string][] = [];
  for (const corpus of CORPORA.filter((c) => !wanted.length || wanted.includes(c.name))) {
    const dir = ensureRepository(corpus);
    if (!dir) {
      console.log(`${corpus.name}: not available on this machine, skipped`);
      continue;
    }
    if (tiers) tierCorpora.push([corpus.name, dir]);
    else if (queriesOnly) printQueries(await benchQueriesOnly(corpus.name, dir));
    else results.push(await benchCorpus(corpus.name, dir));
  }
  if (tiers) return benchTiers(tierCorpora, reps);
  if (queriesOnly) return;
  console.log(
    table(results, [
      ['name', 'corpus', String],
      ['files', 'files', String],
      ['parsed', 'parsed', String],
      ['megabytes', 'MB', f1],
      ['coldOneThreadS', 'cold 1 thread s', f2],
      ['coldS', 'cold s', f2],
      ['speedup', 'speedup', f2],
      ['coldCpuS', 'cold CPU s', f1],
      ['coldPeakMiB', 'cold peak MiB', f1],
      ['noCacheS', 'no cache s', f2],
      ['mbPerS', 'MB/s', f1],
      ['noCacheCpuS', 'no cache CPU s', f1],
      ['cpuSPerMb', 'CPU s/MB', f2],
      ['noCachePeakMiB', 'no cache peak MiB', f1],
      ['warmS', 'warm s', f2],
      ['oneChangeS', '1 change s', f2],
      ['warmPeakMiB', 'warm peak MiB', f1],
    ]),
  );
  for (const r of results)
    console.log(`${r.name} stages (ms) cold ${JSON.stringify(r.stagesColdMs)} warm ${JSON.stringify(r.stagesWarmMs)}`);
  for (const r of results) printQueries(r);

  const scaling = [];
  if (scalingAt > 0) {
    for (const count of [scalingAt, scalingAt * 2]) {
      const dir = generatedRepository(count);
      const cache = join(WORK, `cache-generated-${count}`);
      rmSync(cache, { recursive: true, force: true });
      const cold = await runCli(['--root', dir, '--cache-dir', cache]);
      const warm = await runCli(['--root', dir, '--cache-dir', cache]);
      scaling.push({
        files: count,
        coldS: cold.wallMs / 1000,
        warmS: warm.wallMs / 1000,
        coldPeakMiB: cold.peakMiB,
        warmPeakMiB: warm.peakMiB,
        stagesColdMs: cold.stats.ms,
        stagesWarmMs: warm.stats.ms,
      });
    }
    console.log('\nscaling (generated repositories)');
    for (const s of scaling)
      console.log(
        `${s.files} files: cold ${f2(s.coldS)} s, peak ${f1(s.coldPeakMiB)} MiB; warm ${f2(s.warmS)} s, peak ${f1(s.warmPeakMiB)} MiB; cold stages ${JSON.stringify(s.stagesColdMs)}; warm stages ${JSON.stringify(s.stagesWarmMs)}`,
      );
    if (scaling.length === 2) {
      const [a, b] = scaling;
      for (const stage of Object.keys(a.stagesWarmMs)) {
        const ratio = b.stagesWarmMs[stage] / Math.max(1, a.stagesWarmMs[stage]);
        console.log(`  warm ${stage}: x${ratio.toFixed(2)} for x2 files`);
      }
    }
  }

  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  const report = { date: new Date().toISOString(), machine, load1: loadavg()[0], corpora: results, scaling };
  writeFileSync(join(ROOT, 'bench', 'results', 'latest.json'), JSON.stringify(report, null, 2) + '\n');
  console.log('\nwritten to bench/results/latest.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
