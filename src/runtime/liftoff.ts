import { spawnSync } from 'node:child_process';
import { setFlagsFromString } from 'node:v8';
import { SEMI_SPACE_MB } from '../core/util/threads';

// V8 13 and later (Node 24 and later) crash the whole process ("Fatal process out of memory: Zone",
// nodejs/node#63421) when their optimizing WebAssembly compiler (turboshaft) tiers up the big
// functions of tree-sitter grammars: a repository with a dozen languages is enough. Liftoff, V8's
// baseline WebAssembly compiler, is unaffected. There the flag only works on node's own command
// line (not in NODE_OPTIONS, not through v8.setFlagsFromString once V8 is up, not in a worker's
// execArgv), so the entry points relaunch themselves with it; on older V8s they set it (liftoffOnly).

export const LIFTOFF_ONLY = '--liftoff-only';

/** Whether V8's optimizing WebAssembly tier is on in this process: node was started without the flag. */
function optimizingWasmTier(execArgv = process.execArgv): boolean {
  return !execArgv.includes(LIFTOFF_ONLY);
}

/** Whether this process runs on a V8 whose optimizing WebAssembly tier crashes on grammars, without the flag that avoids it. */
export function needsLiftoffRelaunch(v8Version = process.versions.v8, execArgv = process.execArgv): boolean {
  return Number(v8Version.split('.')[0]) >= 13 && optimizingWasmTier(execArgv);
}

/**
 * Make this process compile WebAssembly with Liftoff only, before any module is compiled; undefined
 * when it goes on, or the exit status of the process it was run again in. On V8s before 13 (Node 20
 * and 22) the flag is set here: they read it at each compile. V8's optimizing tier would compile the
 * grammars' biggest functions a second time in background threads: in a cold run that takes cores
 * from the parse threads and goes on after the parse (OpenClaude cold: 12.8-13.2 s against
 * 14.0-14.4 s; hono: 6 s against 10-15 s; the Go library: the same time, 80 MiB less), and a run
 * that parses one changed file pays ~1.3 CPU-seconds for one grammar. Later V8s take the flag only
 * on node's command line, so there the process is run again with it (relaunchWithLiftoff).
 */
export function liftoffOnly(v8Version = process.versions.v8, execArgv = process.execArgv): number | undefined {
  if (!optimizingWasmTier(execArgv)) return undefined;
  if (needsLiftoffRelaunch(v8Version, execArgv)) return relaunchWithLiftoff();
  setFlagsFromString(LIFTOFF_ONLY);
  return undefined;
}

/**
 * Run this same script again with `--liftoff-only` (see relaunchFlags), sharing standard input,
 * output and error and the environment (see relaunchEnvironment), and return its exit status.
 */
function relaunchWithLiftoff(): number {
  const child = spawnSync(
    process.execPath,
    [...relaunchFlags(process.execArgv, process.env.NODE_OPTIONS), ...process.argv.slice(1)],
    { stdio: 'inherit', env: relaunchEnvironment(process.env) },
  );
  if (child.error) {
    process.stderr.write(`repomap: could not restart node with ${LIFTOFF_ONLY}: ${child.error.message}\n`);
    return 1;
  }
  if (child.signal) process.kill(process.pid, child.signal);
  return child.status ?? 1;
}

const SEMI_SPACE_FLAG = '--max-semi-space-size';

/**
 * Node's options for the process run again: `--liftoff-only`, a young generation of SEMI_SPACE_MB
 * (a thread's size can only be set as it starts: this thread's, on node's command line), then this
 * process's own options. A size the user gives, on the command line or in NODE_OPTIONS, is kept.
 */
export function relaunchFlags(execArgv: readonly string[], nodeOptions = ''): string[] {
  const sized = [...execArgv, ...nodeOptions.split(/\s+/)].some(
    (option) => option.replace(/_/g, '-').split('=')[0] === SEMI_SPACE_FLAG,
  );
  return [LIFTOFF_ONLY, ...(sized ? [] : [`${SEMI_SPACE_FLAG}=${SEMI_SPACE_MB}`]), ...execArgv];
}

/** The glibc tunable that has malloc ask the kernel for transparent huge pages (glibc 2.35 and later). */
const HUGE_PAGES = 'glibc.malloc.hugetlb';

/**
 * The environment of the process run again: the same, with glibc's malloc asking for transparent
 * huge pages (unless the user's GLIBC_TUNABLES says otherwise). A warm run makes ~40 MB of typed
 * arrays, and touching fresh memory costs a page fault per 4 kB page: with huge pages the Go
 * library's warm run takes ~12,000 fewer faults (42,000 → 28,000-30,000) and ~0.1 s less on Node
 * 24. Where the kernel gives no huge pages, or the C library is not glibc, nothing changes.
 */
export function relaunchEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const tunables = env.GLIBC_TUNABLES ?? '';
  if (tunables.split(':').some((tunable) => tunable.startsWith(`${HUGE_PAGES}=`))) return env;
  return { ...env, GLIBC_TUNABLES: tunables ? `${tunables}:${HUGE_PAGES}=1` : `${HUGE_PAGES}=1` };
}
