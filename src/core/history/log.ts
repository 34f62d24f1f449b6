// The commit history behind a change, as the co-change statistics need it: which paths each commit
// changed, read from git's log without file contents (a blob-less partial clone fetches nothing),
// continued through a cached history where a shallow clone stops, and cached in a compact form.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { gitRaw, readObjects } from '../discover/git';
import { compareStrings } from '../util/order';
import type { CommitKind, History, HistoryCommit, HistoryEnd } from '../types';

/** Non-merge commits read by default. */
export const HISTORY_LIMIT = 1000;
/** A commit that changed more files than this (a reformat, a vendored update) counts in no statistic. */
export const MAX_COMMIT_FILES = 50;

export interface HistoryOptions {
  /** Non-merge commits to read (HISTORY_LIMIT by default). */
  limit?: number;
  /** The most files a counted commit may change (MAX_COMMIT_FILES by default). */
  maxFiles?: number;
  /**
   * Commits known from an earlier read (parseHistory(...).commits): where the local history stops at
   * a shallow boundary, the walk goes on through them; a boundary commit they hold in full counts.
   */
  known?: Iterable<HistoryCommit> | ReadonlyMap<string, HistoryCommit>;
}

const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const isSha = (value: unknown): value is string => typeof value === 'string' && SHA.test(value);
const KINDS: readonly CommitKind[] = ['counted', 'merge', 'root', 'boundary', 'large'];
const ENDS: readonly HistoryEnd[] = ['limit', 'start', 'shallow', 'one-commit', 'no-commit', 'no-repository'];

/**
 * The history reachable from `base` (a commit-ish), newest first, up to `limit` non-merge commits.
 * Never throws: without git, a repository or a commit at base, the history is empty and says why.
 */
export function readHistory(root: string, base: string, options: HistoryOptions = {}): History {
  const limit = options.limit ?? HISTORY_LIMIT;
  try {
    const tip = resolveBase(root, base);
    if (typeof tip !== 'string') return tip;
    const known = knownMap(options.known);
    const walk = new Walk(limit);
    const local = readLocal(root, tip, walk, known, options.maxFiles ?? MAX_COMMIT_FILES);
    if (local.more) return walk.result(tip, 'limit');
    return continueWalk(walk, tip, local.frontier, known);
  } catch (error) {
    return empty('', 'no-repository', `cannot read the git history: ${(error as Error).message}`);
  }
}

/**
 * The history reachable from `tips` through known commits alone, as readHistory would walk it past
 * a shallow boundary: newest committer time first, up to `limit` non-merge commits.
 */
export function historyFrom(
  known: Iterable<HistoryCommit> | ReadonlyMap<string, HistoryCommit>,
  tips: readonly string[],
  { limit = HISTORY_LIMIT }: { limit?: number } = {},
): History {
  return continueWalk(new Walk(limit), tips[0] ?? '', tips, knownMap(known));
}

/** The commits of a walk, newest first, with the counts of a History. */
class Walk {
  readonly commits: HistoryCommit[] = [];
  readonly seen = new Set<string>();
  read = 0;
  cached = 0;

  constructor(readonly limit: number) {}

  get full(): boolean {
    return this.read >= this.limit;
  }

  add(commit: HistoryCommit, cached: boolean): void {
    this.commits.push(commit);
    this.seen.add(commit.sha);
    if (commit.kind !== 'merge') this.read++;
    if (cached) this.cached++;
  }

  result(base: string, end: HistoryEnd): History {
    if (end === 'start' && this.read === 1 && this.commits.some((c) => c.kind === 'root')) end = 'one-commit';
    const count = (kind: CommitKind) => this.commits.filter((commit) => commit.kind === kind).length;
    const history = {
      base,
      commits: this.commits,
      read: this.read,
      counted: count('counted'),
      ignored: count('large'),
      cached: this.cached,
      end,
    };
    const notice = noticeOf(end, this.read, this.cached);
    return notice ? { ...history, notice } : history;
  }
}

function noticeOf(end: HistoryEnd, read: number, cached: number): string | undefined {
  if (end === 'one-commit') return 'the repository has one commit: there is no history of changes to learn from';
  if (end !== 'shallow') return undefined;
  const from = cached ? ` (${cached} of them from the cache)` : '';
  return `the history of this shallow clone stops after ${read} commits${from}: fetch more history (git fetch --deepen) to learn from more`;
}

function empty(base: string, end: HistoryEnd, notice: string): History {
  return { base, commits: [], read: 0, counted: 0, ignored: 0, cached: 0, end, notice };
}

function knownMap(known: HistoryOptions['known']): ReadonlyMap<string, HistoryCommit> {
  if (known instanceof Map) return known;
  return new Map([...((known ?? []) as Iterable<HistoryCommit>)].map((commit) => [commit.sha, commit]));
}

/** The full SHA of base, or the empty history that says why there is none. */
function resolveBase(root: string, base: string): string | History {
  const found = base.startsWith('-')
    ? undefined
    : gitRaw(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${base}^{commit}`]);
  if (found?.ok) return found.stdout.toString('utf8').trim();
  if (!gitRaw(root, ['rev-parse', '--git-dir']).ok) return empty('', 'no-repository', `not a git repository: ${root}`);
  if (!gitRaw(root, ['rev-parse', '--verify', '--quiet', 'HEAD']).ok)
    return empty('', 'no-commit', 'the repository has no commits yet');
  return empty('', 'no-commit', `no commit at ${JSON.stringify(base)}: there is no history to learn from`);
}

/** A commit as git log prints it: grafted parents, files shown as of a root for a boundary. */
interface Logged {
  sha: string;
  parents: string[];
  time: number;
  committed: number;
  files: string[];
}

/**
 * Git's walk from tip, added to `walk` until its limit. `more`: git had commits past the limit;
 * `frontier`: the true parents of the shallow boundaries reached, where a cached walk goes on.
 */
function readLocal(
  root: string,
  tip: string,
  walk: Walk,
  known: ReadonlyMap<string, HistoryCommit>,
  maxFiles: number,
): { more: boolean; frontier: string[] } {
  const shallow = shallowCommits(root);
  const frontier: string[] = [];
  let skip = 0;
  for (;;) {
    // One commit more than the limit needs, to know whether there are more; merges do not count.
    const want = walk.limit - walk.read + 1;
    const logged = logChunk(root, tip, skip, want);
    skip += logged.length;
    const parents = trueParents(
      root,
      logged.filter((commit) => shallow.has(commit.sha)).map((commit) => commit.sha),
    );
    for (const commit of logged) {
      if (walk.full) return { more: true, frontier };
      const boundary = parents.get(commit.sha);
      const cached = boundary && known.get(commit.sha);
      if (cached && cached.kind !== 'boundary') walk.add(cached, true);
      else walk.add(classify(commit, boundary, maxFiles), false);
      if (boundary) frontier.push(...boundary);
    }
    if (logged.length < want) return { more: false, frontier };
  }
}

function classify(commit: Logged, boundary: string[] | undefined, maxFiles: number): HistoryCommit {
  const { sha, time, committed } = commit;
  const parents = boundary ?? commit.parents;
  const kind: CommitKind =
    parents.length > 1
      ? 'merge'
      : parents.length === 0
        ? 'root'
        : boundary
          ? 'boundary'
          : new Set(commit.files).size > maxFiles
            ? 'large'
            : 'counted';
  return { sha, parents, time, committed, kind, files: kind === 'counted' ? commit.files : [] };
}

/** The commits a shallow clone's history stops at (their parents are not fetched). */
function shallowCommits(root: string): Set<string> {
  const path = gitRaw(root, ['rev-parse', '--git-path', 'shallow']);
  const file = resolve(root, path.stdout.toString('utf8').trim());
  if (!path.ok || !existsSync(file)) return new Set();
  return new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => SHA.test(line)),
  );
}

/** `count` commits of git log from tip after `skip`, with the paths each changed. */
function logChunk(root: string, tip: string, skip: number, count: number): Logged[] {
  // Each commit: NUL, the header, NUL, then (when it changed files) a newline and NUL-ended paths. A
  // path is never empty, so an empty field always comes before a header. --no-renames: a rename
  // detection reads blobs, which a blob-less clone would fetch one by one.
  const args = ['log', '-z', '--no-renames', '--no-relative', '--no-show-signature', '--name-only'];
  args.push('--format=%x00%H %P %at %ct', `--max-count=${count}`, `--skip=${skip}`, tip, '--');
  const result = gitRaw(root, args);
  if (!result.ok) throw new Error(`git log failed: ${result.stderr || 'no message'}`);
  const fields = result.stdout.toString('utf8').split('\0');
  const commits: Logged[] = [];
  for (let at = 0; at < fields.length; at++) {
    if (fields[at] !== '' || at + 1 >= fields.length) continue;
    const words = fields[++at].split(' ');
    const [sha, committed, time] = [words[0], Number(words.pop()) || 0, Number(words.pop()) || 0];
    const files: string[] = [];
    while (at + 1 < fields.length && fields[at + 1] !== '') files.push(fields[++at]);
    if (files.length) files[0] = files[0].replace(/^\n/, '');
    commits.push({ sha, parents: words.slice(1).filter(Boolean), time, committed, files });
  }
  return commits;
}

/** The parents of commits as their own objects name them: a shallow clone grafts them away. */
function trueParents(root: string, shas: string[]): Map<string, string[]> {
  const parents = new Map<string, string[]>();
  for (const [sha, bytes] of readObjects(root, shas, 'commit')) {
    const text = bytes.toString('utf8');
    const blank = text.indexOf('\n\n'); // the headers end at the first blank line
    const head = blank < 0 ? text : text.slice(0, blank);
    parents.set(
      sha,
      [...head.matchAll(/^parent ([0-9a-f]+)$/gm)].map((m) => m[1]),
    );
  }
  return parents;
}

/**
 * The walk on from `frontier` through known commits, newest committer time first (ties: the larger
 * SHA), until the limit. A commit not known is a gap: the history ends there as `shallow`.
 */
function continueWalk(
  walk: Walk,
  base: string,
  frontier: readonly string[],
  known: ReadonlyMap<string, HistoryCommit>,
): History {
  const queue: HistoryCommit[] = []; // oldest first, so the newest pops from the end
  const queued = new Set<string>();
  let gaps = 0;
  const push = (sha: string) => {
    if (walk.seen.has(sha) || queued.has(sha)) return;
    queued.add(sha);
    const commit = known.get(sha);
    if (!commit) return void gaps++;
    let at = queue.length;
    while (at > 0 && newer(queue[at - 1], commit)) at--;
    queue.splice(at, 0, commit);
  };
  frontier.forEach(push);
  while (queue.length && !walk.full) {
    const commit = queue.pop()!;
    walk.add(commit, true);
    commit.parents.forEach(push);
  }
  const more = queue.length > 0 || (gaps > 0 && walk.full);
  return walk.result(base, more ? 'limit' : gaps ? 'shallow' : 'start');
}

function newer(a: HistoryCommit, b: HistoryCommit): boolean {
  return a.committed > b.committed || (a.committed === b.committed && compareStrings(a.sha, b.sha) > 0);
}

const MAGIC = 'repomap-history 1\n';

/** A history as a compact Buffer for a cache: a version line, then deflated JSON with each path once. */
export function serializeHistory(history: History): Buffer {
  const paths = new Map<string, number>();
  const id = (path: string) => paths.get(path) ?? paths.set(path, paths.size).get(path)!;
  const commits = history.commits.map((c) => [c.sha, c.parents, c.time, c.committed, c.kind, c.files.map(id)]);
  const { base, end, notice } = history;
  const json = JSON.stringify({ base, end, notice, paths: [...paths.keys()], commits });
  return Buffer.concat([Buffer.from(MAGIC), deflateRawSync(json)]);
}

/** The history serializeHistory wrote, with `cached` 0; undefined for anything else (corrupt, another version). */
export function parseHistory(data: Buffer): History | undefined {
  if (!data.subarray(0, MAGIC.length).equals(Buffer.from(MAGIC))) return undefined;
  try {
    const json = JSON.parse(inflateRawSync(data.subarray(MAGIC.length), { maxOutputLength: 1 << 30 }).toString());
    const { base, end, notice, paths, commits: rows } = json;
    const text = (value: unknown) => typeof value === 'string';
    if (!text(base) || !ENDS.includes(end) || !(notice === undefined || text(notice))) return undefined;
    if (!Array.isArray(paths) || !paths.every(text) || !Array.isArray(rows)) return undefined;
    const walk = new Walk(Infinity);
    for (const row of rows) {
      const commit = commitOf(row, paths);
      if (!commit) return undefined;
      walk.add(commit, false);
    }
    const { notice: recomputed, ...history } = walk.result(base, end); // the stored one is kept
    return notice === undefined ? history : { ...history, notice };
  } catch {
    return undefined;
  }
}

function commitOf(row: unknown, paths: string[]): HistoryCommit | undefined {
  if (!Array.isArray(row) || row.length !== 6) return undefined;
  const [sha, parents, time, committed, kind, files] = row;
  const valid =
    isSha(sha) &&
    Array.isArray(parents) &&
    parents.every(isSha) &&
    Number.isInteger(time) &&
    Number.isInteger(committed) &&
    KINDS.includes(kind) &&
    Array.isArray(files) &&
    files.every((file) => Number.isInteger(file) && file >= 0 && file < paths.length);
  if (!valid) return undefined;
  return { sha, parents, time, committed, kind, files: files.map((file: number) => paths[file]) };
}
