import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * The size, in MB, of each of the two semi-spaces of a thread's young generation (V8's
 * `--max-semi-space-size`; V8's own is 16 on Node 20, 32 on Node 24). Most of what a run makes
 * lives to its end (tags, tables of names): in a big young generation it is copied from semi-space
 * to semi-space before it is promoted, and every fresh page costs a page fault. Worker threads get
 * it on every Node (WORKER_OPTIONS), and so do child processes (startWorkerProcess).
 */
export const SEMI_SPACE_MB = 4;

/** A worker thread's options: its young generation is its two semi-spaces and a space as big for large new objects. */
const WORKER_OPTIONS: WorkerOptions = { resourceLimits: { maxYoungGenerationSizeMb: 3 * SEMI_SPACE_MB } };

/**
 * Start a worker thread that runs `sourceModule`'s serving code, told apart by the mark in `data`
 * (its workerData). From dist/, a worker runs the module's own bundle, next to the entry point's and
 * named after it (`worker.ts` → dist/worker.cjs: the module serves when it sees its mark, and loads
 * nothing else); from the sources (tests, development), it loads the TypeScript module through tsx,
 * resolved inside the worker's code so that the bundler does not pull tsx into the bundles. Its
 * young generation has semi-spaces of SEMI_SPACE_MB.
 */
export function startWorker(sourceModule: string, data: unknown): Worker {
  if (!existsSync(sourceModule)) return new Worker(bundleOf(sourceModule), { ...WORKER_OPTIONS, workerData: data });
  const from = JSON.stringify(sourceModule);
  const code = `const r = require('node:module').createRequire(${from}); r(r.resolve('tsx/cjs')); r(${from});`;
  return new Worker(code, { ...WORKER_OPTIONS, eval: true, workerData: data });
}

/**
 * Start a child process of this node, with `flags` on its command line, that runs `sourceModule`
 * (from dist/, the module's own bundle, as startWorker's thread does) with `args`, and talks with
 * this one over node's IPC channel (structured clones). For what a thread cannot have: V8's flags
 * are the process's. Its young generation has semi-spaces of SEMI_SPACE_MB.
 */
export function startWorkerProcess(sourceModule: string, args: string[], flags: readonly string[]): ChildProcess {
  const fromSources = existsSync(sourceModule);
  // The loader of the sources, by its path: the child's working directory may be anywhere.
  const loader = fromSources ? ['--require', createRequire(sourceModule).resolve(['tsx', 'cjs'].join('/'))] : [];
  return fork(fromSources ? sourceModule : bundleOf(sourceModule), args, {
    execArgv: [...flags, `--max-semi-space-size=${SEMI_SPACE_MB}`, ...loader],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'], // standard output may carry a map or a protocol
  });
}

/**
 * Load, on this thread, a module that has a bundle of its own in dist/ (as a worker thread's module
 * does: see startWorker), when it is needed: from dist/, its bundle (so the entry point's bundle
 * does not carry it); from the sources, the module.
 */
export function loadBundled<T>(sourceModule: string): T {
  return createRequire(__filename)(existsSync(sourceModule) ? sourceModule : bundleOf(sourceModule)) as T;
}

/**
 * A module of src/ by its path there, e.g. `sourceModule('mcp', 'server.ts')`, for loadBundled and
 * startWorker (from dist/, a path that does not exist: the module's bundle is loaded). For a module
 * that cannot use its own __dirname (one loaded as an ES module from the sources).
 */
export function sourceModule(...path: string[]): string {
  return join(__dirname, '..', '..', ...path);
}

/** A source module's bundle, next to this one in dist/: `…/encoder.ts` → dist/encoder.cjs. */
function bundleOf(sourceModule: string): string {
  return join(__dirname, basename(sourceModule).replace(/\.ts$/, '.cjs'));
}
