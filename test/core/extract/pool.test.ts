import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { languageOf } from '../../../src/core/language-lookup';
import { DEFAULT_LIMITS } from '../../../src/core/extract/extract-file';
import { JobQueue } from '../../../src/core/extract/job-queue';
import { parseInWorkers, type PoolReport } from '../../../src/core/extract/pool';
import { prestartParser, warmUp } from '../../../src/core/extract/prestart';
import type { PrestartedParser } from '../../../src/core/types';
import { parseJob } from '../../../src/core/extract/worker';
import type { ParseJob, TestFaults } from '../../../src/core/extract/protocol';
import { SEMI_SPACE_MB, startWorker } from '../../../src/core/util/threads';
import type { ExtractOutcome } from '../../../src/core/types';
import { GROWN_NEW_SPACE } from '../../helpers/heap';
import { POLYGLOT } from '../../helpers/polyglot';
import { tempDir } from '../../helpers/repo';
import { defList } from '../../helpers/tags';

// Crash injection: the pool's `faults` make chosen files kill their worker (or fail their grammar's
// load) on their first n attempts. Whatever dies when, every job must end in exactly one outcome,
// the right one.

/**
 * The languages of these tests, about the pool's mechanics (deaths, retries, give-ups), not about
 * every language: a few whose grammar and tags query load fast (under 0.15 s each), since each
 * injected death starts a fresh worker that loads them again. The polyglot end-to-end tests load
 * every language.
 */
const MECHANICS_LANGUAGES = new Set([
  'javascript',
  'python',
  'go',
  'rust',
  'java',
  'lua',
  'bash',
  'solidity',
  'elisp',
  'rescript',
  'elm',
  'nix',
  'hcl',
  'gleam',
  'gdscript',
]);

/** Three copies of the polyglot files of those languages: several batches per worker. */
function polyglotJobs(): { root: string; jobs: ParseJob[] } {
  const root = tempDir('repomap-pool-');
  const jobs: ParseJob[] = [];
  for (const copy of ['a', 'b', 'c']) {
    for (const [path, source] of Object.entries(POLYGLOT)) {
      if (!MECHANICS_LANGUAGES.has(languageOf(path)!.id)) continue;
      const file = join(root, path.replace(/^a\//, `${copy}/`));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, source);
      jobs.push({ id: jobs.length, path: file, language: languageOf(file)!.id, sha: '' });
    }
  }
  assert.equal(jobs.length, 3 * MECHANICS_LANGUAGES.size, 'one polyglot file per language');
  return { root, jobs };
}

async function runPool(
  jobs: ParseJob[],
  workers: number,
  faults: TestFaults,
  prestarted?: PrestartedParser,
): Promise<{ outcomes: Map<number, ExtractOutcome>; report: PoolReport }> {
  const outcomes = new Map<number, ExtractOutcome>();
  const report = await parseInWorkers(jobs, { workers, limits: DEFAULT_LIMITS, prestarted, faults }, (job, outcome) => {
    assert.ok(!outcomes.has(job.id), `a second outcome for ${job.path}`);
    outcomes.set(job.id, outcome);
  });
  return { outcomes, report };
}

const { root, jobs } = polyglotJobs();
const suffix = (job: ParseJob) => job.path.slice(root.length + 1);
const byPath = new Map(jobs.map((job) => [suffix(job), job]));
const clean = new Map<number, ExtractOutcome>();

test.before(async () => {
  for (const job of jobs) clean.set(job.id, await parseJob(job, DEFAULT_LIMITS));
  for (const outcome of clean.values())
    assert.ok('tags' in outcome && defList(outcome.tags).length > 0, 'every fixture file has a definition');
});
test.after(() => rmSync(root, { recursive: true, force: true }));

/** Every job has one outcome: a parse error for `failed`, the clean parse's for all others. */
function assertOutcomes(outcomes: Map<number, ExtractOutcome>, failed: string[]): void {
  assert.equal(outcomes.size, jobs.length, 'one outcome per job');
  for (const job of jobs) {
    const expected = failed.includes(suffix(job)) ? { skip: 'parse-error' } : clean.get(job.id);
    assert.deepEqual(outcomes.get(job.id), expected, suffix(job));
  }
}

for (const workers of [1, 2, 4]) {
  test(
    `${workers} worker(s): files that kill their worker once are parsed on the retry; twice, they are parse errors`,
    { timeout: 120_000 },
    async () => {
      const first = suffix(jobs[0]);
      const last = suffix(jobs[jobs.length - 1]);
      const faults = {
        [first]: { kill: 1 }, // the very first job
        'a/py.py': { kill: 1 },
        'b/go.go': { kill: 1 },
        'b/rs.rs': { kill: 2 },
        'b/Java.java': { kill: 2 }, // right after a file that kills twice (in the fixture's order)
        [last]: { kill: 2 }, // the very last job, while the other workers are stopping
        'c/lua.lua': { grammar: 1 },
      };
      const { outcomes, report } = await runPool(jobs, workers, faults);
      const failed = ['b/rs.rs', 'b/Java.java', last];
      assertOutcomes(outcomes, failed);
      assert.deepEqual(
        [...report.crashed.keys()].map((path) => path.slice(root.length + 1)).sort(),
        [...failed].sort(),
      );
      assert.deepEqual(report.brokenGrammars, new Map(), 'one failed load is retried in a fresh worker');
      assert.equal(report.workersFailed, false);
    },
  );
}

test(
  'a grammar that fails to load twice is given up on; the files of every other language are parsed',
  { timeout: 120_000 },
  async () => {
    const { outcomes, report } = await runPool(jobs, 2, { '(language lua)': { grammar: 2 } });
    const luaFiles = jobs.filter((job) => job.language === 'lua').map(suffix);
    assert.equal(luaFiles.length, 3);
    assertOutcomes(outcomes, luaFiles);
    assert.deepEqual([...report.brokenGrammars.keys()], ['lua']);
    assert.equal(report.crashed.size, 0);
  },
);

test('workers that cannot start leave the work to this thread, and it is all done', { timeout: 120_000 }, async () => {
  const { outcomes, report } = await runPool(jobs, 2, { '(start)': { kill: 1 } });
  assertOutcomes(outcomes, []);
  assert.equal(report.workersFailed, true);
});

test(
  'a worker started ahead is the first the pool uses: it parses every job, of its languages or not; when done, it is given back alive for the next parse, which takes it again',
  { timeout: 120_000 },
  async () => {
    const prestarted = prestartParser();
    assert.ok(prestarted);
    warmUp(prestarted, ['go', 'python']);
    for (const run of ['first', 'second']) {
      const outcomes = new Map<number, ExtractOutcome>();
      const takenWhileParsing = new Set<boolean>();
      const report = await parseInWorkers(jobs, { workers: 1, limits: DEFAULT_LIMITS, prestarted }, (job, outcome) => {
        takenWhileParsing.add(prestarted.taken);
        outcomes.set(job.id, outcome);
      });
      assert.deepEqual([...takenWhileParsing], [true], `${run} run: the pool parsed with the worker started ahead`);
      assertOutcomes(outcomes, []);
      assert.equal(report.workersFailed, false);
      assert.equal(prestarted.taken, false, `${run} run: the worker is given back`);
      assert.equal(prestarted.exited, false, `${run} run: the worker given back is alive`);
    }
    await prestarted.worker.terminate();
  },
);

test('a worker started ahead that has ended is left alone: the pool starts its own', { timeout: 120_000 }, async () => {
  const prestarted = prestartParser();
  assert.ok(prestarted);
  warmUp(prestarted, ['go']);
  await prestarted.worker.terminate();
  await new Promise((resolve) => setImmediate(resolve)); // its exit event
  assert.equal(prestarted.exited, true);
  const { outcomes, report } = await runPool(jobs, 2, {}, prestarted);
  assert.equal(prestarted.taken, false);
  assertOutcomes(outcomes, []);
  assert.equal(report.workersFailed, false);
});

test(
  'random faults on every file, random worker counts: one right outcome per job, every time',
  { timeout: 300_000 },
  async () => {
    let seed = 20261201;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 3; round++) {
      const faults: TestFaults = {};
      const failed: string[] = [];
      const loadFails = new Set<string>(); // one failed load per language: two would give the language up
      for (const [path, job] of byPath) {
        const roll = random();
        if (roll < 0.06) {
          faults[path] = { kill: 2 };
          failed.push(path);
        } else if (roll < 0.14) faults[path] = { kill: 1 };
        else if (roll < 0.2 && !loadFails.has(job.language)) {
          faults[path] = { grammar: 1 };
          loadFails.add(job.language);
        }
      }
      const workers = 1 + Math.floor(random() * 4);
      const { outcomes } = await runPool(jobs, workers, faults);
      assertOutcomes(outcomes, failed);
    }
  },
);

test('the queue gives each worker files of one language, and keeps a worker to its language while it has files', () => {
  const job = (id: number, language: string): ParseJob => ({ id, path: `f${id}`, language, sha: '' });
  // 5 Go files, 3 Swift, 2 Lua, in no order.
  const queue = new JobQueue([
    job(0, 'go'),
    job(1, 'swift'),
    job(2, 'go'),
    job(3, 'lua'),
    job(4, 'go'),
    job(5, 'swift'),
    job(6, 'go'),
    job(7, 'lua'),
    job(8, 'swift'),
    job(9, 'go'),
  ]);
  const ids = (jobs: ParseJob[]) => jobs.map((j) => j.id);
  assert.equal(queue.size, 10);
  // A new worker starts on the language with the most files; a second one on the next, not on Go.
  assert.deepEqual(ids(queue.take(2, undefined, new Set())), [0, 2]);
  assert.deepEqual(ids(queue.take(2, undefined, new Set(['go']))), [1, 5]);
  // Each keeps to its language while it has files left, in their order.
  assert.deepEqual(ids(queue.take(2, 'go', new Set(['swift']))), [4, 6]);
  assert.deepEqual(ids(queue.take(2, 'swift', new Set(['go']))), [8]);
  // Swift is done: that worker takes Lua, which nobody parses, rather than help with Go.
  assert.deepEqual(ids(queue.take(2, 'swift', new Set(['go']))), [3, 7]);
  // Nothing free: help with what has most files left.
  queue.putBack([job(5, 'swift'), job(8, 'swift')]); // a dead worker's files, back at the front as they were
  assert.deepEqual(ids(queue.take(1, 'lua', new Set(['go', 'swift']))), [5]);
  assert.equal(queue.remove(8)?.id, 8);
  assert.equal(queue.remove(8), undefined);
  assert.equal(queue.size, 1);
  assert.deepEqual(ids(queue.drain()), [9]);
  assert.equal(queue.size, 0);
  assert.deepEqual(queue.take(4, 'go', new Set()), []);
});

test('a language given up on leaves the queue whole, the others stay as they were', () => {
  const job = (id: number, language: string): ParseJob => ({ id, path: `f${id}`, language, sha: '' });
  const queue = new JobQueue([job(0, 'go'), job(1, 'swift'), job(2, 'go'), job(3, 'swift')]);
  assert.deepEqual(
    queue.removeLanguage('swift').map((j) => j.id),
    [1, 3],
  );
  assert.equal(queue.size, 2);
  assert.deepEqual(
    queue.drain().map((j) => j.id),
    [0, 2],
  );
});

test("a worker thread starts with a young generation of SEMI_SPACE_MB semi-spaces, not V8's default", async () => {
  // A module that keeps what it makes for a while (as a parse thread does), then tells its new space's size.
  const dir = tempDir('repomap-heap-');
  symlinkSync(join(__dirname, '..', '..', '..', 'node_modules'), join(dir, 'node_modules')); // the worker's code loads tsx from here
  const module = join(dir, 'heap.cjs');
  writeFileSync(
    module,
    `
    const { parentPort } = require('node:worker_threads');
    const { getHeapSpaceStatistics } = require('node:v8');
    parentPort.postMessage(${GROWN_NEW_SPACE});
  `,
  );
  const newSpaceOf = (worker: Worker) =>
    new Promise<number>((done, fail) => worker.once('message', done).once('error', fail));
  try {
    const [ours, plain] = await Promise.all([newSpaceOf(startWorker(module, null)), newSpaceOf(new Worker(module))]);
    assert.ok(ours <= 2 * SEMI_SPACE_MB * 2 ** 20, `new space ${ours} bytes`);
    assert.ok(
      plain > 2 * SEMI_SPACE_MB * 2 ** 20,
      `without the limit, V8's default grows past it (${plain} bytes): the check above can fail`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
