// The engine: buildRepoMap runs the stages in order. Read this file top to bottom to learn the algorithm.
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { Discovery, FileTags, Focus, Format, Ranking, RepoMap, SkipReason, Stats } from './types';
import { checkRoot, discover } from './discover';
import { extractAll } from './extract';
import { TagCache, defaultCacheDir } from './cache';
import { DEFAULT_LIMITS } from './parse/extract-file';
import { isKeyProjectFile, outlineOf } from './outline';
import { resolveImports } from './imports';
import { readManifests } from './resolve/manifests';
import { parseUnifiedDiff } from './diff';
import { focusFromDiff, isSafePath } from './focus';
import { git, gitRaw, isGitWorkTree, isShallow, resolveCommit } from './git';
import { buildFileGraph, edgeWeigher, indexNames, type FileGraph } from './graph';
import { rank } from './rank';
import { selectWithinBudget } from './select';
import { TOKENIZER, startTokenCounter, type TokenCounter } from './tokens';
import { renderJson } from './render/json';
import { markdownMapOf, renderMarkdown } from './render/markdown';
import { UserError } from './errors';
import { compareStrings } from './order';

export interface RepoMapOptions {
  /** The checkout to map. */
  root: string;
  /** Focus on the changes of `head` (default HEAD) since its merge base with `base`, as a pull request shows them. */
  base?: string;
  head?: string;
  /** Or focus on a unified diff's changes (its text). */
  diff?: string;
  /** More focus: files (paths relative to the root) and identifiers. */
  focusFiles?: string[];
  identifiers?: string[];
  /** Token budget of the text map (o200k_base). */
  budget?: number;
  /** Tag cache directory; false for none. Default: the user's cache directory. */
  cacheDir?: string | false;
  include?: string[];
  exclude?: string[];
  /** Also map untracked files that .gitignore does not exclude. */
  untracked?: boolean;
  maxFileBytes?: number;
  /** Time limit of one file's parse and tags query, in milliseconds; a file over it is skipped (parse-timeout). */
  parseTimeoutMs?: number;
  /** Parse threads (default: the number of cores). */
  jobs?: number;
  onProgress?: (done: number, total: number) => void;
  warn?: (message: string) => void;
}

export const DEFAULT_BUDGET = 4096;
export const DEFAULT_PARSE_TIMEOUT_MS = DEFAULT_LIMITS.parseTimeoutMs;

/** The whole pipeline: rank the repository, then render the map that fits the budget. */
export async function buildRepoMap(options: RepoMapOptions): Promise<RepoMap> {
  const budget = options.budget ?? DEFAULT_BUDGET;
  checkBudget(budget);
  const ranked = await rankRepository(options);
  try {
    return await renderRepoMap(ranked, budget);
  } finally {
    ranked.counter.close();
  }
}

/** A ranked repository: everything but the budget, so maps of several sizes cost one ranking. */
export interface RankedRepository {
  /** Counts tokens; its encoder has been loading since the ranking started. */
  counter: TokenCounter;
  focus: Focus;
  ranking: Ranking;
  /** The file graph the ranking ran on (see toGraphology in ./graph to inspect or export it). */
  graph: FileGraph;
  stats: Stats;
}

function checkBudget(budget: number): void {
  if (!Number.isInteger(budget) || budget < 1) throw new UserError(`budget must be a positive whole number of tokens, not ${budget}`);
}

export async function rankRepository(options: RepoMapOptions): Promise<RankedRepository> {
  // The tokenizer takes ~0.6 s to load: a worker thread loads it while this one ranks.
  const counter = startTokenCounter();
  try {
    return { counter, ...(await rankWithoutCounter(options)) };
  } catch (error) {
    counter.close();
    throw error;
  }
}

async function rankWithoutCounter(options: RepoMapOptions): Promise<Omit<RankedRepository, 'counter'>> {
  const root = resolve(options.root);
  const warn = options.warn ?? (() => {});
  // 0. The commits to compare, first: a wrong ref fails at once, not after the repository is parsed.
  const range = options.base !== undefined || options.head !== undefined ? pullRequestRange(root, options.base, options.head) : undefined;
  const ms = { discover: 0, extract: 0, focus: 0, resolve: 0, rank: 0, render: 0 };
  let clock = performance.now();
  const lap = (stage: keyof typeof ms) => {
    const now = performance.now();
    ms[stage] = Math.round(now - clock);
    clock = now;
  };

  // 1. Discover: the files to read, each with the blob SHA its tags are cached under.
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_LIMITS.maxBytes;
  const discovery = discover({ root, untracked: options.untracked, include: options.include, exclude: options.exclude, maxFileBytes });
  if (!discovery.listed && !options.untracked && isGitWorkTree(root)) warn(`git tracks no files in ${root}: stage them, or map untracked files too with --untracked`);
  lap('discover');

  // 2. Extract: definitions and references per file, from the cache or from one parse.
  const cache = options.cacheDir === false ? undefined : new TagCache(options.cacheDir ?? defaultCacheDir());
  const extractOptions = {
    root,
    cache,
    limits: { maxBytes: maxFileBytes, parseTimeoutMs: options.parseTimeoutMs ?? DEFAULT_PARSE_TIMEOUT_MS },
    onProgress: options.onProgress,
    workers: options.jobs,
  };
  const extraction = await extractAll(discovery.files, extractOptions);
  if (extraction.failed.length) warn(`could not parse ${extraction.failed.length} file(s), skipped: ${someOf(extraction.failed)}`);
  if (extraction.timedOut.length) {
    warn(`gave up on ${extraction.timedOut.length} file(s) at the parse time limit of ${extractOptions.limits.parseTimeoutMs} ms, skipped: ${someOf(extraction.timedOut)}`);
  }
  lap('extract');

  // 3. Focus: what the change touches, from the diff, plus what the user named.
  const diffText = range ? diffOfCommits(root, range.from, range.to) : options.diff;
  const files = new Map(discovery.files.map((f) => [f.path, f]));
  const fromDiff = diffText === undefined
    ? undefined
    : await focusFromDiff(parseUnifiedDiff(diffText), { ...extractOptions, headTags: extraction.tags, files, inGit: isGitWorkTree(root), warn });
  const focus = mergeFocus(fromDiff, (options.focusFiles ?? []).map((f) => focusPath(root, f)), options.identifiers ?? []);
  lap('focus');

  // 4. Resolve: what each file's imports reach, by its language's rules and the manifests git lists.
  //    Changed files in no supported language, and the key project files, join as one-line outlines.
  for (const [path, outline] of outlines(root, focus, discovery, extraction.tags)) extraction.tags.set(path, outline);
  const index = indexNames(extraction.tags);
  const imports = resolveImports(index.files, extraction.tags, readManifests(root, [...discovery.unsupported, ...files.keys()]));
  lap('resolve');

  // 5. Rank: a file graph of reference→definition links, personalized PageRank from the focus.
  const weigh = edgeWeigher(index, focus);
  const graph = buildFileGraph(index, weigh, imports);
  const ranking = rank(graph, index, extraction.tags, focus, weigh, new Set(index.files.filter(isKeyProjectFile)));
  lap('rank');

  const skipped: Partial<Record<SkipReason, number>> = { ...discovery.skipped };
  for (const [reason, count] of Object.entries(extraction.skipped) as [SkipReason, number][]) skipped[reason] = (skipped[reason] ?? 0) + count;
  let definitions = 0;
  let references = 0;
  for (const tags of extraction.tags.values()) {
    definitions += tags.defs.length;
    references += tags.refs.length;
  }
  const stats: Stats = {
    filesListed: discovery.listed,
    filesParsed: extraction.parsed,
    filesFromCache: extraction.fromCache,
    filesSkipped: Object.fromEntries(Object.entries(skipped).sort(([a], [b]) => compareStrings(a, b))),
    definitions,
    references,
    ms,
  };
  return { focus, ranking, graph, stats };
}

/**
 * 6. Select and render: the longest rank-ordered map that fits the budget, counted exactly. Call it
 * for as many budgets as needed, then close the ranked repository's counter.
 */
export async function renderRepoMap(ranked: RankedRepository, budget: number): Promise<RepoMap> {
  checkBudget(budget);
  const start = performance.now();
  const { focus } = ranked;
  const selection = await selectWithinBudget(ranked.ranking, budget, new Set(focus.changedFiles), ranked.counter);
  return {
    budget,
    tokens: selection.tokens,
    tokenizer: TOKENIZER,
    focus: {
      files: [...new Set([...focus.changedFiles, ...focus.files])].sort(compareStrings),
      identifiers: [...new Set([...focus.identifiers, ...focus.touched])].sort(compareStrings),
    },
    files: selection.files,
    text: selection.text,
    stats: { ...ranked.stats, ms: { ...ranked.stats.ms, render: Math.round(performance.now() - start) } },
  };
}

/** The map in one of its formats. */
export function formatRepoMap(map: RepoMap, format: Format): string {
  if (format === 'json') return renderJson(map);
  if (format === 'markdown') return renderMarkdown(markdownMapOf(map));
  return map.text;
}

/** What a pull request shows: head against the merge base of base and head. */
function pullRequestRange(root: string, base: string | undefined, head: string | undefined): { from: string; to: string } {
  if (base === undefined) throw new UserError('--head needs --base (the branch or commit the change is compared with)');
  checkRoot(root);
  if (!isGitWorkTree(root)) throw new UserError(`--base needs a git repository, and ${root} is not one`);
  const baseSha = resolveCommit(root, base);
  const headSha = resolveCommit(root, head ?? 'HEAD');
  const mergeBase = gitRaw(root, ['merge-base', baseSha, headSha]);
  if (!mergeBase.ok) {
    const names = `${base} and ${head ?? 'HEAD'}`;
    throw new UserError(
      isShallow(root)
        ? `no common ancestor of ${names} in this shallow clone: fetch more history (e.g. 'git fetch --deepen=100', or fetch-depth: 0), or pass the diff with --diff`
        : `no common ancestor of ${names}: their histories are unrelated; pass the diff with --diff`,
    );
  }
  return { from: mergeBase.stdout.toString().trim(), to: headSha };
}

/**
 * The diff between two commits, in the form the focus stage reads (full blob SHAs, renames found),
 * with paths relative to the root, as the map names files (the root may be a monorepo's package).
 */
export function diffOfCommits(root: string, from: string, to: string): string {
  return git(root, ['diff', '--no-color', '--no-ext-diff', '--no-textconv', '--full-index', '-M', '-U3', '--relative', from, to, '--']);
}

/**
 * Files in no supported language that belong in the graph: changed or focus files, and the key
 * project files. They enter as their first meaningful line.
 */
function outlines(root: string, focus: Focus, discovery: Discovery, tags: Map<string, FileTags>): Map<string, FileTags> {
  const listed = new Set([...discovery.unsupported, ...discovery.files.map((f) => f.path)]);
  const wanted = [...focus.changedFiles, ...focus.files].filter((path) => listed.has(path) && !tags.has(path));
  wanted.push(...discovery.unsupported.filter(isKeyProjectFile));
  const result = new Map<string, FileTags>();
  for (const path of wanted) {
    const outline = outlineOf(root, path);
    if (outline) result.set(path, outline);
  }
  return result;
}

/** The first few paths of a list, for a warning: quoted, so that no file name can start a line of the log. */
function someOf(paths: string[]): string {
  return paths.slice(0, 5).map((path) => JSON.stringify(path)).join(', ') + (paths.length > 5 ? ', …' : '');
}

/** A focus path as the map names files: relative to the root, forward slashes. */
function focusPath(root: string, path: string): string {
  const relativePath = relative(root, isAbsolute(path) ? path : resolve(root, path)).split(sep).join('/');
  if (!isSafePath(relativePath)) throw new UserError(`focus file is outside the root: ${path}`);
  return relativePath;
}

function mergeFocus(fromDiff: Focus | undefined, files: string[], identifiers: string[]): Focus {
  return {
    changedFiles: fromDiff?.changedFiles ?? [],
    files: [...new Set(files)].sort(compareStrings),
    identifiers: [...new Set([...(fromDiff?.identifiers ?? []), ...identifiers])].sort(compareStrings),
    touched: fromDiff?.touched ?? [],
  };
}

export type { RepoMap, Format } from './types';
export { UserError } from './errors';
