import { spawnSync } from 'node:child_process';

// V8 13 and later (Node 24 and later) crash the whole process ("Fatal process out of memory: Zone",
// nodejs/node#63421) when their optimizing WebAssembly compiler (turboshaft) tiers up the big
// functions of tree-sitter grammars: a repository with a dozen languages is enough. Liftoff, V8's
// baseline WebAssembly compiler, is unaffected. The flag only works on node's own command line
// (not in NODE_OPTIONS, not through v8.setFlagsFromString once V8 is up, not in a worker's
// execArgv), so the entry points relaunch themselves with it.

export const LIFTOFF_ONLY = '--liftoff-only';

/** Whether this process runs on a V8 whose optimizing WebAssembly tier crashes on grammars, without the flag that avoids it. */
export function needsLiftoffRelaunch(v8Version = process.versions.v8, execArgv = process.execArgv): boolean {
  return Number(v8Version.split('.')[0]) >= 13 && !execArgv.includes(LIFTOFF_ONLY);
}

/**
 * On such a V8, run this same script again with `--liftoff-only`, sharing standard input, output
 * and error and the environment, and return its exit status; otherwise undefined (go on here).
 */
export function relaunchWithLiftoffIfNeeded(): number | undefined {
  if (!needsLiftoffRelaunch()) return undefined;
  const child = spawnSync(process.execPath, [LIFTOFF_ONLY, ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  if (child.error) {
    process.stderr.write(`repomap: could not restart node with ${LIFTOFF_ONLY}: ${child.error.message}\n`);
    return 1;
  }
  if (child.signal) process.kill(process.pid, child.signal);
  return child.status ?? 1;
}
