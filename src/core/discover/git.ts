import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { UserError } from '../util/errors';

// Git as we run it: nothing from the repository's config may run a command (hooks, fsmonitor,
// external diff; textconv is off in every diff we ask for; filter drivers: see filterOverrides),
// a bare repository is used only when named (one inside a checkout brings its own config), the
// `ext::` transport runs no command, paths come out unquoted where git allows, and no pager.
const SAFE = [
  '-c',
  'core.hooksPath=/dev/null',
  '-c',
  'core.fsmonitor=false',
  '-c',
  'core.quotePath=false',
  '-c',
  'diff.external=',
  '-c',
  'safe.bareRepository=explicit',
  '-c',
  'protocol.ext.allow=never',
  '--no-pager',
];

export interface GitResult {
  ok: boolean;
  stdout: Buffer;
  stderr: string;
}

/** The environment git runs in: the process's as it is now (a caller may have set GIT_* since), never prompting, never writing the index. */
function baseEnv(): NodeJS.ProcessEnv {
  return { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' };
}

/** The environment of a git command in root: baseEnv, with every filter driver the config defines turned off. */
function gitEnv(root: string): NodeJS.ProcessEnv {
  const env = baseEnv();
  // Added after the caller's own GIT_CONFIG_KEY_<n>, which stay as they are.
  let count = Number(env.GIT_CONFIG_COUNT ?? 0) || 0;
  for (const [key, value] of filterOverrides(root)) {
    env[`GIT_CONFIG_KEY_${count}`] = key;
    env[`GIT_CONFIG_VALUE_${count}`] = value;
    count++;
  }
  if (count) env.GIT_CONFIG_COUNT = String(count);
  return env;
}

const overridesByRoot = new Map<string, [string, string][]>();

/**
 * Config that turns off each filter driver root's config defines (`filter.<name>.clean`, `.smudge`,
 * `.process`): git runs a clean filter whenever it compares a file's content with the index. An
 * empty command runs nothing, and `required=false` lets git take the content as it is. The names
 * come from git itself, includes followed, once per root for the process. They pass in the
 * environment (GIT_CONFIG_KEY_<n>): a `-c` option splits at the first `=`, which a driver's name
 * may hold.
 */
function filterOverrides(root: string): [string, string][] {
  let overrides = overridesByRoot.get(root);
  if (overrides) return overrides;
  const listed = spawnSync('git', [...SAFE, 'config', '-z', '--name-only', '--get-regexp', '^filter\\.'], {
    cwd: root,
    env: baseEnv(),
  });
  const drivers = new Set<string>();
  // Nothing listed (no driver, no repository, no git) leaves nothing to turn off.
  for (const key of listed.stdout?.toString('utf8').split('\0') ?? []) {
    const last = key.lastIndexOf('.');
    if (last > 'filter.'.length) drivers.add(key.slice('filter.'.length, last));
  }
  overrides = [...drivers].sort().flatMap((name): [string, string][] => [
    [`filter.${name}.clean`, ''],
    [`filter.${name}.smudge`, ''],
    [`filter.${name}.process`, ''],
    [`filter.${name}.required`, 'false'],
  ]);
  overridesByRoot.set(root, overrides);
  return overrides;
}

export function gitRaw(root: string, args: string[], input?: string | Buffer): GitResult {
  const result = spawnSync('git', [...SAFE, ...args], { cwd: root, input, maxBuffer: 1 << 30, env: gitEnv(root) });
  if (result.error) throw spawnError(root, result.error);
  return refused(root, {
    ok: result.status === 0,
    stdout: result.stdout,
    stderr: result.stderr.toString('utf8').trim(),
  });
}

/**
 * Git run in the background while this thread goes on with other work: its output goes to temp
 * files, so it never waits for a reader (a pipe holds 64 kB); the promise reads them once it exits.
 * Without a writable temp directory, git runs at once, as gitRaw runs it.
 */
export function gitInBackground(root: string, args: string[]): Promise<GitResult> {
  let dir: string;
  try {
    dir = mkdtempSync(join(tmpdir(), 'repomap-git-'));
  } catch {
    return Promise.resolve(gitRaw(root, args));
  }
  const [stdout, stderr] = [join(dir, 'stdout'), join(dir, 'stderr')];
  const fds = [openSync(stdout, 'w'), openSync(stderr, 'w')];
  return new Promise<GitResult>((resolve, reject) => {
    const child = spawn('git', [...SAFE, ...args], { cwd: root, env: gitEnv(root), stdio: ['ignore', ...fds] });
    for (const fd of fds) closeSync(fd); // the child has its own
    child.on('error', (error) => reject(spawnError(root, error)));
    child.on('close', (code) => {
      try {
        resolve(
          refused(root, { ok: code === 0, stdout: readFileSync(stdout), stderr: readFileSync(stderr, 'utf8').trim() }),
        );
      } catch (error) {
        reject(error as Error); // after an error, when the files are gone
      }
    });
  }).finally(() => rmSync(dir, { recursive: true, force: true }));
}

/**
 * The result of a git run, or a UserError when git refused the repository itself: every command
 * would fail the same way, and walking the directory instead would map files git does not track.
 */
function refused(root: string, result: GitResult): GitResult {
  if (result.ok) return result;
  const owner = /detected dubious ownership in repository at '(.*)'/.exec(result.stderr)?.[1];
  if (owner !== undefined) {
    throw new UserError(
      `git refuses the repository at ${owner} because another user owns it: if you trust it, run 'git config --global --add safe.directory ${shellWord(owner)}'`,
    );
  }
  const bare = /cannot use bare repository '(.*)' \(/.exec(result.stderr)?.[1];
  if (bare !== undefined) throw notAWorkTree(root, bare);
  return result;
}

/** The error for a root inside a git directory: a bare repository, or the .git of a checkout. */
function notAWorkTree(root: string, gitDir: string): UserError {
  if (basename(gitDir) === '.git') {
    return new UserError(
      `root ${root} is inside the .git directory of a checkout, which holds git's data, not its files: map the checkout itself (${dirname(gitDir)})`,
    );
  }
  return new UserError(
    `root ${root} is a bare git repository (${gitDir}), which has no files to map: map a checkout of it instead (git clone, or git worktree add)`,
  );
}

/** A word the shell reads as it is: quoted when it holds anything but plain path characters. */
function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The error of a git that could not be started: a UserError when git or the root is missing. */
function spawnError(root: string, error: Error): Error {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return error;
  return new UserError(existsSync(root) ? 'git is not installed or not on PATH' : `root is not a directory: ${root}`);
}

/** Run git and return its stdout as text; a failure throws an error with git's own message. */
export function git(root: string, args: string[], input?: string): string {
  return stdoutOf(args, gitRaw(root, args, input));
}

/** The stdout of a git run as text, or an error with git's own message when it failed. */
export function stdoutOf(args: string[], result: GitResult): string {
  if (!result.ok) throw new Error(`git ${args[0]} failed: ${result.stderr || 'no message'}`);
  return result.stdout.toString('utf8');
}

/** True when root is inside a git work tree; a UserError when it is inside a git directory (bare, or a .git). */
export function isGitWorkTree(root: string): boolean {
  const result = gitRaw(root, ['rev-parse', '--is-inside-work-tree', '--is-inside-git-dir', '--absolute-git-dir']);
  const [inWorkTree, inGitDir, gitDir] = result.stdout.toString().split('\n');
  if (result.ok && inGitDir === 'true') throw notAWorkTree(root, gitDir);
  return result.ok && inWorkTree === 'true';
}

/** The full SHA of a commit-ish, or a UserError that says what to do. */
export function resolveCommit(root: string, ref: string): string {
  if (ref.startsWith('-')) throw new UserError(`bad ref: ${JSON.stringify(ref)}`);
  const result = gitRaw(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]);
  if (!result.ok)
    throw new UserError(`unknown git ref ${JSON.stringify(ref)} in ${root}: ${missingRefAdvice(root, ref)}`);
  return result.stdout.toString().trim();
}

function missingRefAdvice(root: string, ref: string): string {
  if (!gitRaw(root, ['rev-parse', '--verify', '--quiet', 'HEAD']).ok) {
    return 'the repository has no commits yet (without --base, the files in its index are mapped)';
  }
  const branch = ref.replace(/^(refs\/remotes\/)?origin\//, '');
  if (isShallow(root)) {
    return `this is a shallow clone, and the commit may be outside its history: fetch it ('git fetch --depth=1 origin ${branch}'), or clone with more history (fetch-depth: 0)`;
  }
  return `check the name, or fetch it ('git fetch origin ${branch}')`;
}

/** True in a shallow clone: history stops at its grafted commits. */
export function isShallow(root: string): boolean {
  return gitRaw(root, ['rev-parse', '--is-shallow-repository']).stdout.toString().trim() === 'true';
}

/** Full SHAs and sizes of the blobs that object names (full or abbreviated SHAs) stand for; names of nothing, or of no blob, are left out. */
export function blobSizes(root: string, names: string[]): Map<string, { sha: string; size: number }> {
  const result = new Map<string, { sha: string; size: number }>();
  const unique = [...new Set(names)].filter((name) => /^[0-9a-f]{7,64}$/.test(name));
  if (!unique.length) return result;
  const output = gitRaw(root, ['cat-file', '--batch-check'], unique.join('\n') + '\n');
  if (!output.ok) return result;
  const lines = output.stdout.toString('utf8').split('\n');
  unique.forEach((name, i) => {
    const match = /^([0-9a-f]{40,64}) blob (\d+)$/.exec(lines[i] ?? '');
    if (match) result.set(name, { sha: match[1], size: Number(match[2]) });
  });
  return result;
}

/** The contents of blobs by full SHA, read by one git process; a blob it cannot read is left out. */
export function readBlobs(root: string, shas: string[]): Map<string, Buffer> {
  return readObjects(root, shas, 'blob');
}

/** The contents of objects of one type by full SHA, read by one git process; one it cannot read, or of another type, is left out. */
export function readObjects(root: string, shas: string[], type: 'blob' | 'commit'): Map<string, Buffer> {
  const result = new Map<string, Buffer>();
  if (!shas.length) return result;
  const output = gitRaw(root, ['cat-file', '--batch'], shas.join('\n') + '\n');
  if (!output.ok) return result;
  // Per object: `<sha> <type> <size>\n<content>\n`, or `<name> missing\n`.
  const data = output.stdout;
  let at = 0;
  for (const sha of shas) {
    const newline = data.indexOf(10, at);
    if (newline < 0) break;
    const header = /^[0-9a-f]+ (\w+) (\d+)$/.exec(data.subarray(at, newline).toString('latin1'));
    at = newline + 1;
    if (!header) continue;
    const size = Number(header[2]);
    if (header[1] === type) result.set(sha, data.subarray(at, at + size));
    at += size + 1;
  }
  return result;
}
