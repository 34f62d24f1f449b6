import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../../src/core/languages';
import { languageOf } from '../../src/core/language-lookup';
import { TAG_FORMAT } from '../../src/core/cache/tag-cache';
import { encoderTable } from '../../src/core/tokens/encoder';
import { POLYGLOT, POLYGLOT_NAMES } from '../helpers/polyglot';
import { FixtureRepo, tempDir } from '../helpers/repo';

// What users run: the bundled CLI, on a repository with many languages, with two parse threads,
// again and again. Every file is mapped every time, and the output is the same to the byte.

const CLI = join(__dirname, '..', '..', 'dist', 'cli.js');

/**
 * How often a warm run is repeated. Each cold run costs some 14 CPU-seconds of grammar and query
 * loading: three are made (two at once on one cache directory, one on Liftoff only), and compared
 * byte for byte; on V8 13 and later (Node 24), whose optimizing compiler cannot take some grammars
 * (see runtime/wasm-tiers.ts), none of them may crash.
 */
const WARM_RUNS = 3;

interface Result {
  status: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], nodeFlags: string[] = []): Promise<Result> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...nodeFlags, CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

type MapJson = {
  focus: { files: string[] };
  files: { path: string; symbols: { name: string }[] }[];
  stats: { filesSkipped: Record<string, number> };
};

/** The run worked, skipped nothing, and mapped every polyglot file with its definition. */
function assertEveryFileMapped(result: Result, paths: string[]): MapJson {
  assert.equal(result.status, 0, result.stderr);
  assert.doesNotMatch(result.stderr, /warning|internal error/, result.stderr);
  const map = JSON.parse(result.stdout) as MapJson;
  assert.deepEqual(map.stats.filesSkipped, {}, 'nothing skipped');
  for (const path of paths) {
    const file = map.files.find((f) => f.path === path);
    assert.ok(
      file?.symbols.some((s) => s.name === POLYGLOT_NAMES[path]),
      `${path} shows ${POLYGLOT_NAMES[path]}`,
    );
  }
  return map;
}

test('the polyglot fixture has a file in every supported programming language', () => {
  const covered = new Set(Object.keys(POLYGLOT).map((path) => languageOf(path)?.id));
  assert.deepEqual(
    LANGUAGES.filter((l) => !l.outline && !covered.has(l.id)).map((l) => l.id),
    [],
  );
  assert.deepEqual(Object.keys(POLYGLOT_NAMES).sort(), Object.keys(POLYGLOT).sort());
});

test(
  'a pull request on a warm cache: mapped three times against its base, nothing skipped, the same map',
  { timeout: 900_000 },
  async () => {
    const repo = new FixtureRepo(POLYGLOT);
    const base = repo.commit('base');
    const cacheDir = join(tempDir(), 'cache');
    try {
      assertEveryFileMapped(
        await cli(['--root', repo.root, '--budget', '16000', '--cache-dir', cacheDir, '--format', 'json']),
        Object.keys(POLYGLOT),
      );
      repo.git('checkout', '-q', '-b', 'topic');
      repo.write({
        'a/ts.ts': 'export function tsThing(x: number, y = 2): number { return x * y; }\n',
        'a/tsx.tsx':
          'export function TsxThing(props: { title: string }): JSX.Element { return <h1>{props.title}</h1>; }\n',
        'a/py.py': 'def py_thing(x, y=2):\n    return x * y\n',
        'a/go.go': 'package a\n\nfunc GoThing(x int, y int) int { return x * y }\n',
        'a/rs.rs': 'pub fn rs_thing(x: u32, y: u32) -> u32 { x * y }\n',
      });
      repo.commit('change');
      const outputs: string[] = [];
      for (let run = 0; run < WARM_RUNS; run++) {
        const result = await cli([
          '--root',
          repo.root,
          '--base',
          base,
          '--budget',
          '16000',
          '--cache-dir',
          cacheDir,
          '--format',
          'json',
        ]);
        const map = assertEveryFileMapped(result, Object.keys(POLYGLOT));
        assert.deepEqual(map.focus.files, ['a/go.go', 'a/py.py', 'a/rs.rs', 'a/ts.ts', 'a/tsx.tsx']);
        outputs.push(result.stdout);
      }
      for (const output of outputs) assert.equal(output, outputs[0]);
      assert.match(outputs[0], /export function tsThing\(x: number, y = 2\): number/);
    } finally {
      repo.dispose();
      rmSync(join(cacheDir, '..'), { recursive: true, force: true });
    }
  },
);

test(
  'every language, three copies, with 2 parse threads: two cold runs at the same moment on one cache directory and one on Liftoff only with no cache map every file, byte for byte the same, and leave a valid cache',
  { timeout: 1_800_000 },
  async () => {
    // Three copies of the files: enough for the parse threads to race.
    const files: Record<string, string> = {};
    for (const copy of ['a', 'b', 'c'])
      for (const [path, source] of Object.entries(POLYGLOT)) files[path.replace(/^a\//, `${copy}/`)] = source;
    const repo = new FixtureRepo(files);
    repo.commit();
    const cacheDir = join(tempDir(), 'cache');
    const args = ['--root', repo.root, '--budget', '16000', '--cache-dir', cacheDir, '--format', 'json', '--jobs', '2'];
    try {
      // The tiers each run chooses, twice at once; then node's own --liftoff-only: the tiers change no byte.
      const [first, second] = await Promise.all([cli(args), cli(args)]);
      assertEveryFileMapped(first, Object.keys(POLYGLOT));
      assert.equal(second.stdout, first.stdout);
      assertEveryFileMapped(second, Object.keys(POLYGLOT));
      const liftoff = await cli(
        [...args.filter((arg) => arg !== cacheDir && arg !== '--cache-dir'), '--no-cache'],
        ['--liftoff-only'],
      );
      assertEveryFileMapped(liftoff, Object.keys(POLYGLOT));
      assert.equal(liftoff.stdout, first.stdout);

      // Every file in the cache is whole (no temporary file left over), and a third run parses nothing.
      const entries: string[] = [];
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          if (entry.isDirectory()) walk(join(dir, entry.name));
          else entries.push(join(dir, entry.name));
        }
      };
      walk(cacheDir);
      // The packs directory holds packs only, each named by its bytes; the checkout's list names some
      // of them; the encoder's table reads back whole.
      const packs = join(cacheDir, `tags-v${TAG_FORMAT}`);
      const checkouts = join(cacheDir, `checkouts-v${TAG_FORMAT}`);
      const tables = entries.filter((path) => path.endsWith('/ranks-o200k_base-v2.bin'));
      assert.equal(tables.length, 1, entries.join(', '));
      assert.equal(encoderTable(cacheDir).fromFile, true);
      const inPacks = entries.filter((path) => path.startsWith(`${packs}/`));
      const lists = entries.filter((path) => path.startsWith(`${checkouts}/`));
      assert.deepEqual(
        [...inPacks, ...lists, ...tables].sort(),
        [...entries].sort(),
        'nothing else (no temporary file)',
      );
      for (const path of inPacks) assert.match(path, /\/[0-9a-f]{40}\.pack$/);
      assert.equal(lists.length, 1, lists.join(', '));
      assert.match(lists[0], /\/[0-9a-f]{40}$/);
      // A list's lines: pack names, then the sides of the checkout's states (`side <stamp> <bits>`).
      const lines = readFileSync(lists[0], 'utf8').split('\n').filter(Boolean);
      for (const line of lines) assert.match(line, /^([0-9a-f]{40}|side \d+ [A-Za-z0-9+/=]*)$/);
      const named = lines.filter((line) => !line.startsWith('side ')).map((name) => join(packs, `${name}.pack`));
      assert.ok(
        named.length > 0 && named.every((path) => inPacks.includes(path)),
        `${named.join(', ')} in ${inPacks.join(', ')}`,
      );
      for (const path of named) assert.equal(readFileSync(path).toString('latin1', 0, 4), 'RMP4');
      const third = await cli([...args, '--timings']);
      assert.equal(third.status, 0, third.stderr);
      assert.match(
        third.stderr,
        /(^|\n)repomap: \d+ files listed, 0 parsed, \d+ from the cache; skipped: [^;]+; discover \d+ ms, extract \d+ ms, focus \d+ ms, resolve \d+ ms, rank \d+ ms, render \d+ ms\.\n$/,
      );
      const { stats, ...map } = JSON.parse(third.stdout);
      const { stats: firstStats, ...firstMap } = JSON.parse(first.stdout);
      assert.deepEqual(map, firstMap);
      assert.equal(stats.filesParsed, 0);
      assert.deepEqual(
        { ...stats, filesParsed: undefined, filesFromCache: undefined, ms: undefined },
        { ...firstStats, filesParsed: undefined, filesFromCache: undefined, ms: undefined },
      );
    } finally {
      repo.dispose();
      rmSync(join(cacheDir, '..'), { recursive: true, force: true });
    }
  },
);
