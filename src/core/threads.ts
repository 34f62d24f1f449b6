import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * Start a worker thread that runs `sourceModule`'s serving code, told apart by the mark in `data`
 * (its workerData). From dist/, a worker runs the module's own bundle, next to the entry point's and
 * named after it (`worker.ts` → dist/worker.cjs: the module serves when it sees its mark, and loads
 * nothing else); from the sources (tests, development), it loads the TypeScript module through tsx,
 * resolved inside the worker's code so that the bundler does not pull tsx into the bundles.
 */
export function startWorker(sourceModule: string, data: unknown): Worker {
  if (!existsSync(sourceModule)) return new Worker(bundleOf(sourceModule), { workerData: data });
  const from = JSON.stringify(sourceModule);
  const code = `const r = require('node:module').createRequire(${from}); r(r.resolve('tsx/cjs')); r(${from});`;
  return new Worker(code, { eval: true, workerData: data });
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
  return join(__dirname, '..', ...path);
}

/** A source module's bundle, next to this one in dist/: `…/encoder.ts` → dist/encoder.cjs. */
function bundleOf(sourceModule: string): string {
  return join(__dirname, basename(sourceModule).replace(/\.ts$/, '.cjs'));
}
