import { spawnSync } from 'node:child_process';
import { SEMI_SPACE_MB } from '../core/util/threads';

// Running this process again, with `--liftoff-only` on node's command line: where V8 13 and later
// must compile everything for Liftoff (see wasm-tiers.ts), which they take only from there.

export const LIFTOFF_ONLY = '--liftoff-only';

/**
 * Run this same script again with `--liftoff-only` (see relaunchFlags), sharing standard input,
 * output and error and the environment (see relaunchEnvironment), and return its exit status.
 */
export function relaunchWithLiftoff(): number {
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
