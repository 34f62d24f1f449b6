import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractAll } from '../../../src/core/extract/extract';
import { parseApart } from '../../../src/core/extract/apart';
import { DEFAULT_LIMITS } from '../../../src/core/extract/extract-file';
import type { ParseJob } from '../../../src/core/extract/protocol';
import { languageById, languageOf } from '../../../src/core/language-lookup';
import { assetDirs } from '../../../src/core/extract/assets';
import { choosesTiers, compileOnTier } from '../../../src/core/extract/wasm-tier';
import type { ExtractOutcome, SourceFile } from '../../../src/core/types';
import { chooseWasmTiers } from '../../../src/runtime/wasm-tiers';
import { POLYGLOT } from '../../helpers/polyglot';
import { FixtureRepo, tempDir } from '../../helpers/repo';
import { defList } from '../../helpers/tags';

const SRC = join(__dirname, '..', '..', '..', 'src');

/** The size of the largest function body of a WebAssembly module (its code section read, nothing else). */
function largestFunctionBody(wasm: Uint8Array): number {
  let at = 8;
  const u32 = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = wasm[at++];
      value += (byte & 0x7f) * 2 ** shift;
      if (!(byte & 0x80)) return value;
    }
  };
  while (at < wasm.length) {
    const id = wasm[at++];
    const size = u32();
    const end = at + size;
    if (id === 10) {
      let largest = 0;
      for (let count = u32(); count > 0; count--) {
        const body = u32();
        largest = Math.max(largest, body);
        at += body;
      }
      return largest;
    }
    at = end;
  }
  throw new Error('no code section');
}
const BEFORE_V8_13 = Number(process.versions.v8.split('.')[0]) < 13;

/** The policy of Node 24's V8, whatever node runs the test: it only chooses, it sets nothing. */
const NODE24 = chooseWasmTiers('13.6.233.17-node.37', [])!;

/** Files of these polyglot paths, a few copies each, as discovery lists them. */
function filesOf(repo: FixtureRepo, paths: string[], copies = 3): SourceFile[] {
  const files: SourceFile[] = [];
  for (let copy = 0; copy < copies; copy++)
    for (const path of paths) {
      const copyPath = path.replace(/^a\//, `c${copy}/`);
      repo.write({ [copyPath]: POLYGLOT[path] });
      files.push({ path: copyPath, language: languageOf(path)!.id, sha: '', size: POLYGLOT[path].length });
    }
  return files;
}

test('on V8 13, the languages its optimizing compiler cannot take are parsed apart, with the same tags', async () => {
  const repo = new FixtureRepo({}, { git: false });
  try {
    const files = filesOf(repo, ['a/go.go', 'a/py.py', 'a/swift.swift', 'a/ts.ts', 'a/sh.sh']);
    const options = { root: repo.root, workers: 2 };
    const here = await extractAll(files, options);
    const apart = await extractAll(files, { ...options, wasmTiers: NODE24 });
    assert.equal(here.parsedApart, 0);
    assert.equal(apart.parsedApart, 3, 'Swift, TypeScript and Bash (copies of a file are parsed once)');
    assert.deepEqual(apart.failed, []);
    assert.equal(apart.tags.size, files.length);
    for (const [path, tags] of here.tags) assert.deepEqual(defList(apart.tags.get(path)!), defList(tags), path);
    assert.ok(defList(apart.tags.get('c0/swift.swift')!).length > 0, 'Swift has tags');
  } finally {
    repo.dispose();
  }
});

test('on V8 13, a Go-only run is parsed in this process', async () => {
  const repo = new FixtureRepo({}, { git: false });
  try {
    const files = filesOf(repo, ['a/go.go'], 30);
    const extraction = await extractAll(files, { root: repo.root, workers: 2, wasmTiers: NODE24 });
    assert.equal(extraction.parsedApart, 0);
    assert.equal(extraction.tags.size, 30);
  } finally {
    repo.dispose();
  }
});

test('apart, a parse thread that dies is replaced, and its file parsed in the next one', async () => {
  const repo = new FixtureRepo({}, { git: false });
  try {
    const files = filesOf(repo, ['a/swift.swift', 'a/go.go'], 2);
    const jobs: ParseJob[] = files.map((file, id) => ({
      id,
      path: join(repo.root, file.path),
      language: file.language,
      sha: '',
    }));
    const outcomes = new Map<number, ExtractOutcome>();
    const faults = { 'c1/swift.swift': { kill: 1 } };
    const report = await parseApart(jobs, { workers: 2, limits: DEFAULT_LIMITS, faults }, (job, outcome) => {
      assert.ok(!outcomes.has(job.id), `a second outcome for ${job.path}`);
      outcomes.set(job.id, outcome);
    });
    assert.equal(outcomes.size, jobs.length, 'one outcome per file');
    assert.deepEqual([...report.crashed.keys()], [], 'one death is not a crash of the file');
    for (const [id, outcome] of outcomes) assert.ok('tags' in outcome, jobs[id].path);
  } finally {
    repo.dispose();
  }
});

test('a parse process that ends early leaves its files as parse errors, each named', async () => {
  const repo = new FixtureRepo({}, { git: false });
  try {
    const files = filesOf(repo, ['a/swift.swift'], 1);
    const jobs: ParseJob[] = [{ id: 0, path: join(repo.root, files[0].path), language: 'swift', sha: '' }];
    const outcomes: ExtractOutcome[] = [];
    const report = await parseApart(
      jobs,
      { workers: 1, limits: DEFAULT_LIMITS, faults: { '(host)': { kill: 1 } } },
      (_job, outcome) => outcomes.push(outcome),
    );
    assert.deepEqual(outcomes, [{ skip: 'parse-error' }]);
    assert.match(report.crashed.get(jobs[0].path) ?? '', /the parse process ended \(exit 70\)/);
  } finally {
    repo.dispose();
  }
});

test('a process that was not told to choose tiers compiles nothing ahead of web-tree-sitter', () => {
  // In a child: the test files themselves run on the tiers the entry points choose (scripts/test.ts).
  const tier = JSON.stringify(join(SRC, 'core', 'extract', 'wasm-tier.ts'));
  const runtime = JSON.stringify(assetDirs().runtimeWasm);
  const run = spawnSync(
    process.execPath,
    [
      '--require',
      'tsx/cjs',
      '-e',
      `const t = require(${tier}); console.log(t.choosesTiers(), t.compileOnTier(require('node:fs').readFileSync(${runtime}), 'liftoff'));`,
    ],
    { cwd: join(__dirname, '..', '..', '..'), encoding: 'utf8' },
  );
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stdout, 'false undefined\n');
  // Here, told: a module comes back.
  assert.equal(choosesTiers(), BEFORE_V8_13);
  assert.equal(compileOnTier(readFileSync(assetDirs().runtimeWasm), 'liftoff') !== undefined, BEFORE_V8_13);
});

test(
  'before V8 13, grammars are compiled for Liftoff only, and the runtime for both tiers',
  { skip: !BEFORE_V8_13 && 'V8 13 takes --liftoff-only only on the command line' },
  () => {
    const dir = tempDir();
    const script = join(dir, 'tiers.mts');
    // Go files parsed often enough for V8 to optimize the hot functions of every module that may be
    // (a small tiering budget); each compile by V8's optimizing tier is traced with the function's size.
    writeFileSync(
      script,
      `
    import { chooseWasmTiers } from ${JSON.stringify(join(SRC, 'runtime', 'wasm-tiers.ts'))};
    import { loadLanguage, newParser } from ${JSON.stringify(join(SRC, 'core', 'extract', 'grammars.ts'))};
    if (process.argv[2] !== 'plain') chooseWasmTiers();
    const { language } = await loadLanguage('go');
    const parser = newParser();
    parser.setLanguage(language);
    const source = 'package a\\n\\nfunc F(x int) int {\\n\\tif x > 1 { return F(x - 1) + x }\\n\\treturn \\'a\\'\\n}\\n'.repeat(200);
    for (let i = 0; i < 60; i++) parser.parse(source)!.delete();
    setTimeout(() => {}, 500); // optimizing happens in the background
  `,
    );
    // The optimized functions' sizes: the largest function of the runtime, and of Go's grammar (its lexer).
    const runtime = largestFunctionBody(readFileSync(assetDirs().runtimeWasm));
    const grammar = largestFunctionBody(readFileSync(assetDirs().grammarFile(languageById('go'))));
    const optimized = (mode: string) => {
      const run = spawnSync(
        process.execPath,
        ['--wasm-tiering-budget=10000', '--trace-wasm-compilation-times', '--import', 'tsx', script, mode],
        { cwd: join(__dirname, '..', '..', '..'), encoding: 'utf8' },
      );
      assert.equal(run.status, 0, run.stderr);
      const sizes = new Set([...run.stdout.matchAll(/using TurboFan.* bodysize (\d+)/g)].map((m) => Number(m[1])));
      return { runtime: sizes.has(runtime), grammar: sizes.has(grammar) };
    };
    assert.deepEqual(optimized('policy'), { runtime: true, grammar: false });
    assert.deepEqual(
      optimized('plain'),
      { runtime: true, grammar: true },
      'without the policy, V8 optimizes both (so the first check can fail)',
    );
    rmSync(dir, { recursive: true, force: true });
  },
);
