// One command measured as users would see it: wall time, the CPU seconds of its process and every
// process it starts (/usr/bin/time's, which counts the children it waits for), and the peak memory
// of the whole tree: the sum of the resident sets of the process and its descendants, sampled every
// 20 ms from /proc (a parse that runs apart, in child processes, is counted with its parent; pages
// the processes share, node's own code among them, are counted once per process).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export interface Measured {
  status: number | null;
  stdout: string;
  stderr: string;
  wallMs: number;
  /** User and system CPU seconds of the process tree; NaN without /usr/bin/time. */
  cpuS: number;
  /** The highest sum of the tree's resident sets seen, in MiB; NaN without /proc. */
  peakMiB: number;
}

const TIMER = '/usr/bin/time';

export function measure(
  command: string,
  args: string[],
  options: { cwd?: string; input?: string } = {},
): Promise<Measured> {
  const timed = existsSync(TIMER);
  const child = timed
    ? spawn(TIMER, ['-f', 'cpu-s=%U+%S', command, ...args], { cwd: options.cwd })
    : spawn(command, args, { cwd: options.cwd });
  const start = performance.now();
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdin.end(options.input ?? '');
  let peakKb = existsSync('/proc/self/status') ? 0 : NaN;
  const sampler = setInterval(() => {
    if (child.pid !== undefined) peakKb = Math.max(peakKb, treeRssKb(child.pid));
  }, 20);
  return new Promise((resolve) => {
    child.on('close', (status) => {
      clearInterval(sampler);
      const wallMs = performance.now() - start;
      const cpu = /cpu-s=([\d.]+)\+([\d.]+)\s*$/.exec(stderr);
      if (timed) stderr = stderr.replace(/(?:Command exited with non-zero status \d+\n)?cpu-s=[\d.+]+\s*$/, '');
      resolve({
        status,
        stdout,
        stderr,
        wallMs,
        cpuS: cpu ? Number(cpu[1]) + Number(cpu[2]) : NaN,
        peakMiB: peakKb / 1024,
      });
    });
  });
}

/** The resident set of a process and its descendants, in kB (0 for a process that has gone). */
function treeRssKb(pid: number): number {
  let total = 0;
  const pending = [pid];
  while (pending.length) {
    const next = pending.pop()!;
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${next}/status`, 'utf8'))?.[1] ?? 0);
      for (const task of readFileSync(`/proc/${next}/task/${next}/children`, 'utf8').split(' '))
        if (task.trim()) pending.push(Number(task));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}
