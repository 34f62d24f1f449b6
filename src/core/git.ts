import { spawnSync } from 'node:child_process';
import { UserError } from './errors';

// Git as we run it: nothing from the repository's config may run a command (hooks, fsmonitor,
// external diff or textconv drivers), paths come out unquoted where git allows, and no pager.
const SAFE = [
  '-c', 'core.hooksPath=/dev/null',
  '-c', 'core.fsmonitor=false',
  '-c', 'core.quotePath=false',
  '-c', 'diff.external=',
  '--no-pager',
];

export interface GitResult {
  ok: boolean;
  stdout: Buffer;
  stderr: string;
}

export function gitRaw(root: string, args: string[], input?: string | Buffer): GitResult {
  const result = spawnSync('git', [...SAFE, ...args], {
    cwd: root,
    input,
    maxBuffer: 1 << 30,
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' },
  });
  if (result.error) {
    const code = (result.error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new UserError('git is not installed or not on PATH');
    throw result.error;
  }
  return { ok: result.status === 0, stdout: result.stdout, stderr: result.stderr.toString('utf8').trim() };
}

/** Run git and return its stdout as text; a failure throws an error with git's own message. */
export function git(root: string, args: string[], input?: string): string {
  const result = gitRaw(root, args, input);
  if (!result.ok) throw new Error(`git ${args[0]} failed: ${result.stderr || 'no message'}`);
  return result.stdout.toString('utf8');
}

/** True when root is inside a git work tree. */
export function isGitWorkTree(root: string): boolean {
  const result = gitRaw(root, ['rev-parse', '--is-inside-work-tree']);
  return result.ok && result.stdout.toString().trim() === 'true';
}

/** The full SHA of a commit-ish, or a UserError that says what to do. */
export function resolveCommit(root: string, ref: string): string {
  if (ref.startsWith('-')) throw new UserError(`bad ref: ${JSON.stringify(ref)}`);
  const result = gitRaw(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]);
  if (!result.ok) {
    throw new UserError(
      `unknown git ref ${JSON.stringify(ref)} in ${root}: fetch it first (in a shallow clone, e.g. 'git fetch --depth=1 origin ${ref}')`,
    );
  }
  return result.stdout.toString().trim();
}

/** The content of a blob, or undefined when the object is not in the repository. */
export function readBlob(root: string, sha: string): Buffer | undefined {
  if (!/^[0-9a-f]{7,64}$/.test(sha)) return undefined;
  const result = gitRaw(root, ['cat-file', 'blob', sha]);
  return result.ok ? result.stdout : undefined;
}
