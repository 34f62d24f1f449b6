// A change whose head is not the checkout (`--base main --head feature` while main is checked out):
// the index is made from a checkout of the head commit, so that the map, the source lines it shows
// and every answer come from the commit the change is, not from the files on disk. The checkout is a
// clone that shares the repository's objects (nothing in the repository is written), in the
// temporary directory, removed when the index is closed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { git, gitRaw, isGitWorkTree, resolveCommit } from './git';
import { UserError } from '../util/errors';

export interface HeadCheckout {
  /** The root to index: the same folder of the repository as the one asked for, at the head commit. */
  root: string;
  /** The base and head, as commits (a branch name need not exist in the clone). */
  base: string;
  head: string;
  remove(): void;
}

/**
 * A checkout of `head` for a change from `base` in the repository at `root`, or undefined when
 * `head` is the commit checked out there (then its files, edits included, are the change's).
 */
export function checkoutOfHead(
  root: string,
  base: string | undefined,
  head: string | undefined,
): HeadCheckout | undefined {
  // Outside a git work tree, the change's own checks say what is wrong (see ../diff/pull-request).
  if (base === undefined || head === undefined || !isGitWorkTree(root)) return undefined;
  const headSha = resolveCommit(root, head);
  const current = gitRaw(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']);
  if (current.ok && current.stdout.toString().trim() === headSha) return undefined;
  const baseSha = resolveCommit(root, base);
  const [top, prefix = ''] = git(root, ['rev-parse', '--show-toplevel', '--show-prefix']).split('\n');
  const dir = mkdtempSync(join(tmpdir(), 'repomap-head-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const clone = join(dir, 'repo');
  for (const [at, args] of [
    [dir, ['clone', '--quiet', '--shared', '--no-checkout', '--', top, clone]],
    [clone, ['-c', 'advice.detachedHead=false', 'checkout', '--quiet', '--detach', headSha]],
  ] as const) {
    const result = gitRaw(at, [...args]);
    if (result.ok) continue;
    remove();
    throw new UserError(
      `cannot check out --head ${head} apart from ${top} (${result.stderr.trim().split('\n').pop()}): check it out yourself (git checkout ${head}) and leave --head out`,
    );
  }
  return { root: join(clone, prefix), base: baseSha, head: headSha, remove };
}
