import { diffOfCommits } from '../core/index';
import { gitRaw } from '../core/discover/git';
import type { Target } from './event';

/** One file of a pull request as the REST API lists it (`GET /repos/{owner}/{repo}/pulls/{n}/files`). */
export interface PullFile {
  filename: string;
  previous_filename?: string;
  status: string;
  patch?: string;
}

export interface FocusSource {
  /** The unified diff to focus on; undefined for a map of the whole repository. */
  diff?: string;
  /** How the diff was obtained, for the log and the summary. */
  description: string;
  /** Why there is no diff to focus on when the event names a change (the map is then of the whole repository). */
  unfocused?: string;
  /** The commit the change is made on, when the checkout has it: its history tells which files usually change together. */
  base?: string;
}

interface Sources {
  root: string;
  log: (message: string) => void;
  /** The pull request's files from the API: the fallback when git cannot produce the diff. */
  pullFiles: (number: number) => Promise<PullFile[]>;
  /** A failed API call in words. */
  describe: (error: unknown) => string;
}

function hasCommit(root: string, sha: string): boolean {
  return gitRaw(root, ['cat-file', '-e', `${sha}^{commit}`]).ok;
}

/** Fetch commits by SHA from origin; false (and a log line) when git cannot. */
function fetchCommits(root: string, shas: string[], depthArgs: string[], log: (m: string) => void): boolean {
  const result = gitRaw(root, [
    'fetch',
    '--no-tags',
    '--no-recurse-submodules',
    '--quiet',
    ...depthArgs,
    'origin',
    ...shas,
  ]);
  if (!result.ok) log(`git fetch ${depthArgs.join(' ')} ${shas.join(' ')} failed: ${result.stderr.split('\n')[0]}`);
  return result.ok;
}

function headSha(root: string): string | undefined {
  const result = gitRaw(root, ['rev-parse', '--verify', '--quiet', 'HEAD']);
  return result.ok ? result.stdout.toString().trim() : undefined;
}

/** The merge commit's parents, as the commit object records them (present even in a shallow clone). */
function parentsOfHead(root: string): string[] {
  const result = gitRaw(root, ['cat-file', 'commit', 'HEAD']);
  if (!result.ok) return [];
  return [...result.stdout.toString('utf8').matchAll(/^parent ([0-9a-f]{40})$/gm)].map((m) => m[1]);
}

/**
 * The diff to focus on, as a pull request shows it, working with the shallow clone that
 * actions/checkout makes by default: fetch what is missing, and fall back to the API's patches.
 */
export async function focusSource(target: Target, sources: Sources): Promise<FocusSource> {
  const { root, log } = sources;
  if (target.kind === 'push') {
    if (!target.before) return { description: 'a new branch: the whole repository' };
    if (!hasCommit(root, target.before)) fetchCommits(root, [target.before], ['--depth=1'], log);
    if (hasCommit(root, target.before) && hasCommit(root, target.after)) {
      return {
        diff: diffOfCommits(root, target.before, target.after),
        description: `push ${target.before.slice(0, 7)}..${target.after.slice(0, 7)}`,
        base: target.before,
      };
    }
    return {
      description: 'the push (its commits could not be fetched): the whole repository',
      unfocused: `git could not fetch the push's commits ${target.before.slice(0, 7)}..${target.after.slice(0, 7)}`,
    };
  }
  if (target.kind !== 'pull_request') return { description: 'the whole repository' };

  const { baseSha, headSha: prHead, number } = target;
  const head = headSha(root);
  const parents = head ? parentsOfHead(root) : [];
  // actions/checkout's default for pull_request: the merge commit of head into base. Its diff
  // against its first parent is the pull request's change, and needs only that parent.
  if (head && parents.length === 2 && parents[1] === prHead) {
    const base = parents[0];
    if (hasCommit(root, base) || fetchCommits(root, [base], ['--depth=1'], log)) {
      return {
        diff: diffOfCommits(root, base, head),
        description: `pull request #${number} (merge commit against its base)`,
        base,
      };
    }
  } else {
    // A checkout of the head itself: the diff from the merge base, deepening history until there is one.
    for (const depth of ['--depth=50', '--deepen=500']) {
      const mergeBase =
        hasCommit(root, baseSha) && hasCommit(root, prHead) ? gitRaw(root, ['merge-base', baseSha, prHead]) : undefined;
      if (mergeBase?.ok) return fromMergeBase(root, mergeBase.stdout.toString().trim(), prHead, number);
      if (!fetchCommits(root, [baseSha, prHead], [depth], log)) break;
    }
    const mergeBase = gitRaw(root, ['merge-base', baseSha, prHead]);
    if (mergeBase.ok) return fromMergeBase(root, mergeBase.stdout.toString().trim(), prHead, number);
  }
  log('git could not produce the pull request diff; using the patches from the API');
  const noGit = 'git could not produce the pull request diff';
  let files: PullFile[];
  try {
    files = await sources.pullFiles(number);
  } catch (error) {
    return {
      description: `pull request #${number} (no diff): the whole repository`,
      unfocused: `${noGit}, and the API's list of its files failed: ${sources.describe(error)}`,
    };
  }
  if (!files.length)
    return {
      description: `pull request #${number} (no diff): the whole repository`,
      unfocused: `${noGit}, and the API listed no changed files`,
    };
  return { diff: diffFromPullFiles(files), description: `pull request #${number} (patches from the API)` };
}

function fromMergeBase(root: string, mergeBase: string, head: string, number: number): FocusSource {
  return {
    diff: diffOfCommits(root, mergeBase, head),
    description: `pull request #${number} (from the merge base)`,
    base: mergeBase,
  };
}

/** Quote a path the way git does when it has to (so the diff parser reads it back exactly). */
export function quotePath(path: string): string {
  if (!/["\\\s\x00-\x1f\x7f]/.test(path)) return path;
  const escapes: Record<string, string> = { '"': '\\"', '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
  let out = '';
  for (const byte of Buffer.from(path, 'utf8')) {
    const c = String.fromCharCode(byte);
    if (escapes[c]) out += escapes[c];
    else if (byte < 0x20 || byte === 0x7f) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else if (byte >= 0x80) out += `\\${byte.toString(8)}`;
    else out += c;
  }
  return `"${out}"`;
}

/** A unified diff in git's format from the API's list of files and patches. */
export function diffFromPullFiles(files: PullFile[]): string {
  const out: string[] = [];
  for (const file of files) {
    const newPath = file.filename;
    const oldPath = file.previous_filename ?? file.filename;
    out.push(`diff --git ${quotePath(`a/${oldPath}`)} ${quotePath(`b/${newPath}`)}`);
    if (file.status === 'added') out.push('new file mode 100644');
    if (file.status === 'removed') out.push('deleted file mode 100644');
    if (file.status === 'renamed' && oldPath !== newPath)
      out.push(`rename from ${quotePath(oldPath)}`, `rename to ${quotePath(newPath)}`);
    if (file.patch === undefined) {
      out.push(`Binary files ${quotePath(`a/${oldPath}`)} and ${quotePath(`b/${newPath}`)} differ`);
      continue;
    }
    out.push(`--- ${file.status === 'added' ? '/dev/null' : quotePath(`a/${oldPath}`)}`);
    out.push(`+++ ${file.status === 'removed' ? '/dev/null' : quotePath(`b/${newPath}`)}`);
    out.push(file.patch.replace(/\n$/, ''));
  }
  return out.length ? out.join('\n') + '\n' : '';
}
