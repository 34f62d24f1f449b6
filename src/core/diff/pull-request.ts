// The change to focus on: a diff given, or what a pull request shows, read from git (the diff of its
// head against the merge base).
import { checkRoot } from '../discover/discover';
import { git, gitRaw, isGitWorkTree, isShallow, resolveCommit } from '../discover/git';
import type { FileDiff, PrestartedParser, RepoMapOptions } from '../types';
import type { TagCache } from '../cache/tag-cache';
import { endUntaken, firstParser, mayParseChangeApart, parserForChange } from '../extract/early';
import { parseUnifiedDiff } from './unified';
import { UserError } from '../util/errors';

/**
 * The change, read first (a wrong ref fails at once, not after the repository is parsed), and the
 * parse thread for its new contents: started before the change is read when the cache's packs hold
 * the rest (see ../extract/early), else the caller's, if any.
 */
export function changeAndParser(
  root: string,
  options: RepoMapOptions,
  cache: TagCache | undefined,
  opening: Promise<void> | undefined,
): { diff: FileDiff[] | undefined; fromCommits: boolean; parsing: Promise<PrestartedParser | undefined> } {
  const fromCommits = options.base !== undefined || options.head !== undefined;
  const apart = mayParseChangeApart(root, cache, options.jobs);
  // A commit range takes git a while to diff: long enough for a new thread to come up meanwhile.
  const early = firstParser(options.parser, apart && fromCommits);
  let diff;
  try {
    const given = fromCommits ? pullRequestDiff(root, options.base, options.head) : options.diff;
    diff = typeof given === 'string' ? parseUnifiedDiff(given) : given;
  } catch (error) {
    endUntaken(early);
    throw error;
  }
  return { diff, fromCommits, parsing: parserForChange(diff, early, apart ? { cache: cache!, opening } : undefined) };
}

/** What a pull request shows: the diff of head against the merge base of base and head (see diffOfCommits). */
export function pullRequestDiff(root: string, base: string | undefined, head = 'HEAD'): string {
  if (base === undefined) throw new UserError('--head needs --base (the branch or commit the change is compared with)');
  checkRoot(root);
  // Mostly two git processes: one finds the base in a work tree, one diffs from the merge base (git
  // 2.30 and later; it fails when there are several). Else one step at a time, each failure with
  // its own message.
  if (!base.startsWith('-') && !head.startsWith('-')) {
    const found = gitRaw(root, [
      'rev-parse',
      '--is-inside-work-tree',
      '--verify',
      '--quiet',
      '--end-of-options',
      `${base}^{commit}`,
    ]);
    const [inWorkTree, baseSha] = found.stdout.toString().split('\n');
    const diff =
      found.ok && inWorkTree === 'true'
        ? gitRaw(root, ['diff', '--merge-base', ...DIFF_OPTIONS, baseSha, `${head}^{commit}`, '--'])
        : undefined;
    if (diff?.ok) return diff.stdout.toString('utf8');
  }
  if (!isGitWorkTree(root)) throw new UserError(`--base needs a git repository, and ${root} is not one`);
  const baseSha = resolveCommit(root, base);
  const headSha = resolveCommit(root, head);
  const mergeBase = gitRaw(root, ['merge-base', baseSha, headSha]);
  if (!mergeBase.ok) {
    const names = `${base} and ${head}`;
    throw new UserError(
      isShallow(root)
        ? `no common ancestor of ${names} in this shallow clone: fetch more history (e.g. 'git fetch --deepen=100', or fetch-depth: 0), or pass the diff with --diff`
        : `no common ancestor of ${names}: their histories are unrelated; pass the diff with --diff`,
    );
  }
  return diffOfCommits(root, mergeBase.stdout.toString().trim(), headSha);
}

/** How a diff is asked for: full blob names, renames found, paths relative to the root. */
const DIFF_OPTIONS = ['--no-color', '--no-ext-diff', '--no-textconv', '--full-index', '-M', '-U3', '--relative'];

/**
 * The diff between two commits, in the form the focus stage reads (full blob SHAs, renames found),
 * with paths relative to the root, as the map names files (the root may be a monorepo's package).
 */
export function diffOfCommits(root: string, from: string, to: string): string {
  return git(root, ['diff', ...DIFF_OPTIONS, from, to, '--']);
}
