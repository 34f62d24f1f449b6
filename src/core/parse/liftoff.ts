import { spawnSync } from 'node:child_process';

// V8 13 and later (Node 24 and later) crash the whole process ("Fatal process out of memory: Zone",
// nodejs/node#63421) when their optimizing WebAssembly compiler (turboshaft) tiers up the big
// functions of tree-sitter grammars: a repository with a dozen languages is enough. Liftoff, V8's
// baseline WebAssembly compiler, is unaffected. The flag only works on node's own command line
// (not in NODE_OPTIONS, not through v8.setFlagsFromString once V8 is up, not in a worker's
// execArgv), so the entry points relaunch themselves with it.

export const LIFTOFF_ONLY = '--liftoff-only';

/** Whether V8's optimizing WebAssembly tier is on in this process: node was started without the flag. */
export function optimizingWasmTier(execArgv = process.execArgv): boolean {
  return !execArgv.includes(LIFTOFF_ONLY);
}

/** Whether this process runs on a V8 whose optimizing WebAssembly tier crashes on grammars, without the flag that avoids it. */
export function needsLiftoffRelaunch(v8Version = process.versions.v8, execArgv = process.execArgv): boolean {
  return Number(v8Version.split('.')[0]) >= 13 && optimizingWasmTier(execArgv);
}

/** On such a V8, relaunchWithLiftoff and return its exit status; otherwise undefined (go on here). */
export function relaunchWithLiftoffIfNeeded(): number | undefined {
  return needsLiftoffRelaunch() ? relaunchWithLiftoff() : undefined;
}

/**
 * Run this same script again with `--liftoff-only`, sharing standard output and error and the
 * environment, and return its exit status. Standard input is shared too, or is `input` when this
 * process has read it already. On older V8s, the CLI also does this for a run that will parse most
 * of a checkout: the optimizing tier's compiles of the grammars' biggest functions then take cores
 * from the parse threads, and go on after the parse (OpenClaude cold: 12.8-13.2 s against
 * 14.0-14.4 s; hono: 6 s against 10-15 s; the Go library: the same time, 80 MiB less).
 */
export function relaunchWithLiftoff(input?: string): number {
  const stdio = [input === undefined ? 'inherit' : 'pipe', 'inherit', 'inherit'] as const;
  const child = spawnSync(process.execPath, [LIFTOFF_ONLY, ...process.execArgv, ...process.argv.slice(1)], { stdio: [...stdio], input });
  if (child.error) {
    process.stderr.write(`repomap: could not restart node with ${LIFTOFF_ONLY}: ${child.error.message}\n`);
    return 1;
  }
  if (child.signal) process.kill(process.pid, child.signal);
  return child.status ?? 1;
}
