// The engine: buildIndex runs the stages in order, renderMap makes a map of the result, buildRepoMap
// does both. Read this file top to bottom to learn the algorithm.
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { Discovery, FileTags, Focus, Format, RepoIndex, RepoMap, RepoMapOptions, SkipReason, SourceFile, StageTimes, Stats } from './types';
import { checkRoot, discover } from './discover/discover';
import { extractAll } from './extract/extract';
import type { Extraction } from './types';
import { TAG_FORMAT, TagCache, defaultCacheDir } from './cache/tag-cache';
import { DEFAULT_LIMITS } from './extract/extract-file';
import type { FileLimits } from './types';
import { isKeyProjectFile, OUTLINES_BYTES, outlinesOf } from './extract/outline';
import { findCopies, focusOnEntries, withoutCopies } from './extract/copies';
import { resolveImports } from './resolve/imports';
import { readManifests } from './resolve/manifests';
import { parseUnifiedDiff } from './diff/unified';
import type { FileDiff } from './types';
import { prestartParser, takeEarlyParser, warmUp } from './extract/prestart';
import type { PrestartedParser } from './types';
import { languageVersion } from './extract/grammars';
import { languageOf } from './languages';
import { focusFromDiff, isSafePath } from './diff/focus';
import { git, gitRaw, isGitWorkTree, isShallow, resolveCommit } from './discover/git';
import { buildFileGraph, edgeWeigher } from './rank/graph';
import { indexNames } from './rank/names';
import { rank } from './rank/signals';
import { selectWithinBudget } from './select/select';
import { blastRadius } from './select/uses';
import { TOKENIZER, startTokenCounter } from './tokens/counter';
import type { LoadingTokenCounter } from './types';
import { renderJson } from './render/json';
import { skipNotes } from './render/text';
import { markdownMapOf, renderMarkdown } from './render/markdown';
import { UserError } from './util/errors';
import { compareStrings } from './util/order';


export const DEFAULT_BUDGET = 4096;
/** The smallest budget worth asking for: a file's line and one definition's fit in it. */
export const MIN_BUDGET = 64;
export const DEFAULT_PARSE_TIMEOUT_MS = DEFAULT_LIMITS.parseTimeoutMs;

/** The whole pipeline: index the repository, then render the map that fits the budget. */
export async function buildRepoMap(options: RepoMapOptions): Promise<RepoMap> {
  const budget = options.budget ?? DEFAULT_BUDGET;
  checkBudget(budget);
  const index = await buildIndex(options);
  try {
    return await renderMap(index, budget);
  } finally {
    await closeIndex(index);
  }
}


function checkBudget(budget: number): void {
  if (!Number.isInteger(budget) || budget < 1) throw new UserError(`budget must be a positive whole number of tokens, not ${budget}`);
}

/** Stages 1 to 4: discover, extract, focus, rank. Close the index when done with it. */
export async function buildIndex(options: RepoMapOptions): Promise<RepoIndex> {
  // The cache's packs, and the encoder's table, are read off this thread from the start (see
  // TagCache.openPacks and startTokenCounter). A cache that keeps no table has one made by a worker
  // thread, once parsing leaves the cores free (see indexWithoutCounter).
  const cache = tagCacheOf(options.cacheDir, options.warn);
  const opening = cache?.openPacks(resolve(options.root));
  const counter = startTokenCounter(cache?.dir, (doing, error) => cache?.failed(doing, error));
  try {
    return { ...(await indexWithoutCounter(options, cache, opening, counter)), counter };
  } catch (error) {
    void counter.close();
    throw error;
  }
}

/** The tag cache the options name: none (false), a directory, or the user's cache directory. */
function tagCacheOf(cacheDir: RepoMapOptions['cacheDir'], warn: RepoMapOptions['warn']): TagCache | undefined {
  return cacheDir === false ? undefined : new TagCache(cacheDir ?? defaultCacheDir(), warn);
}

/** Let go of the index's token counter (a thread still making the encoder's table ends). */
export function closeIndex(index: RepoIndex): Promise<void> {
  return index.counter.close();
}

async function indexWithoutCounter(options: RepoMapOptions, cache: TagCache | undefined, opening: Promise<void> | undefined, counter: LoadingTokenCounter): Promise<Omit<RepoIndex, 'counter'>> {
  const root = resolve(options.root);
  const warn = options.warn ?? (() => {});
  // A checkout mapped before reads most of its tags from the cache's packs: there is little to parse.
  // With a change, the files it adds or edits are the ones to parse, unless the packs hold their new
  // contents (a run on the same change before): a parse thread starts on the other core before the
  // change is even read (it takes ~0.2 s to come up, and its languages' queries as long to compile),
  // and is ended if the change needs no parse (see prestartFor). The entry points start that thread
  // sooner still, before the engine is loaded (see startEarlyParser): then the run takes theirs.
  const packed = !!cache?.hasPacks(root); // a cheap guess, made before anything is read
  const mayParseChange = packed && options.jobs !== 1;
  const comparing = options.base !== undefined || options.head !== undefined;
  const early = options.parser ?? takeEarlyParser() ?? (mayParseChange && comparing ? prestartParser() : undefined);
  let fromCommits: string | undefined;
  let diff: FileDiff[] | undefined;
  try {
    // 0. The commits to compare, first: a wrong ref fails at once, not after the repository is parsed.
    fromCommits = comparing ? pullRequestDiff(root, options.base, options.head) : undefined;
    const given = fromCommits ?? options.diff;
    diff = typeof given === 'string' ? parseUnifiedDiff(given) : given;
  } catch (error) {
    if (early) void early.worker.terminate();
    throw error;
  }
  // Without packs (or with one job) a thread the caller started is the parse pool's first.
  const prestarting = diff && mayParseChange ? prestartFor(diff, cache!, opening, early) : early && Promise.resolve(early);
  const ms: StageTimes = { discover: 0, extract: 0, focus: 0, resolve: 0, rank: 0, render: 0 };
  let clock = performance.now();
  const lap = (stage: keyof StageTimes) => {
    const now = performance.now();
    ms[stage] = Math.round(now - clock);
    clock = now;
  };

  // 1. Discover: the files to read, each with the blob SHA its tags are cached under (a commit range
  //    was found in git: no need to ask whether the root is in git again).
  // 2. Extract: definitions and references per file, from the cache or from one parse.
  //    The thread started from the diff ends after the focus stage (3) if no parse took it.
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_LIMITS.maxBytes;
  const extractOptions = {
    root,
    cache,
    limits: { maxBytes: maxFileBytes, parseTimeoutMs: options.parseTimeoutMs ?? DEFAULT_PARSE_TIMEOUT_MS },
    onProgress: options.onProgress,
    workers: options.jobs,
  };
  let discovery: Discovery;
  let extraction: Extraction;
  let files: Map<string, SourceFile>;
  let fromDiff: Focus | undefined;
  let prestarted: PrestartedParser | undefined;
  try {
    discovery = await discover({ root, untracked: options.untracked, include: options.include, exclude: options.exclude, maxFileBytes, inGit: fromCommits !== undefined ? true : undefined, warn });
    if (!discovery.listed && !options.untracked && discovery.inGit) warn(`git tracks no files in ${root}: stage them, or map untracked files too with --untracked`);
    await opening;
    prestarted = await prestarting;
    lap('discover');
    extraction = await extractAll(discovery.files, { ...extractOptions, prestarted, onCoresFree: () => counter.load() });
    if (extraction.workersFailed) warn('parse threads could not be started: parsed on one thread');
    for (const [language, error] of extraction.brokenGrammars) warn(`the ${language} grammar cannot be used, so its files are skipped: ${error}`);
    if (extraction.failed.length) warn(`could not parse ${extraction.failed.length} file(s), skipped: ${someOf(extraction.failed)}`);
    if (extraction.timedOut.length) {
      warn(`gave up on ${extraction.timedOut.length} file(s) at the parse time limit of ${extractOptions.limits.parseTimeoutMs} ms, skipped: ${someOf(extraction.timedOut)}`);
    }
    lap('extract');

    // 3. Focus: what the change touches, from the diff, plus what the user named. A changed file the
    //    map leaves out (vendored, generated) is parsed from git here: by the thread started from the
    //    diff, if no parse took it.
    files = new Map(discovery.files.map((f) => [f.path, f]));
    fromDiff = diff === undefined ? undefined : await focusFromDiff(diff, { ...extractOptions, prestarted, headTags: extraction.tags, files, inGit: discovery.inGit, warn });
  } finally {
    const started = prestarted ?? (await prestarting);
    if (started && !started.taken) void started.worker.terminate();
  }
  const namedFocus = mergeFocus(fromDiff, (options.focusFiles ?? []).map((f) => focusPath(root, f)), options.identifiers ?? []);
  lap('focus');

  // 4. Resolve: what each file's imports reach, by its language's rules and the manifests git lists.
  //    Changed files in no programming language, and the key project files, join as outlines.
  //    Copies (the same blob, or exactly the same definitions) fold into one entry first, a focus
  //    file if one is among them: the graph and the focus see the entry only.
  const extracted = extraction.tags;
  const outlined = await outlines(root, namedFocus, discovery, files, extracted, extractOptions.limits, cache);
  for (const [path, outline] of outlined) extracted.set(path, outline);
  const focusPaths = new Set([...namedFocus.changedFiles, ...namedFocus.files]);
  const copies = findCopies(extracted, extraction.blobs, (path) => focusPaths.has(path));
  const tags = withoutCopies(extracted, copies);
  const focus = focusOnEntries(namedFocus, copies);
  const names = indexNames(tags);
  const imports = resolveImports(names.files, tags, readManifests(root, [...discovery.unsupported, ...files.keys()]), copies.entryOf);
  cache?.closePacks(); // every entry of the run has been read or parsed by now
  lap('resolve');

  // 5. Rank: a file graph of reference→definition links, personalized PageRank from the focus.
  const keyFiles = new Set(names.files.filter(isKeyProjectFile));
  const { graph, ranking } = rankFor({ tags, names, imports, keyFiles }, focus);
  lap('rank');

  const skipped: Partial<Record<SkipReason, number>> = { ...discovery.skipped };
  for (const [reason, count] of Object.entries(extraction.skipped) as [SkipReason, number][]) skipped[reason] = (skipped[reason] ?? 0) + count;
  let definitions = 0;
  let references = 0;
  for (const fileTags of extracted.values()) {
    definitions += fileTags.defs.names.length;
    references += fileTags.refs.lines.length;
  }
  const stats: Stats = {
    filesListed: discovery.listed,
    filesSkipped: Object.fromEntries(Object.entries(skipped).sort(([a], [b]) => compareStrings(a, b))),
    definitions,
    references,
  };
  const run = { filesParsed: extraction.parsed, filesFromCache: extraction.fromCache, ms };
  const copyTags = new Map([...copies.entryOf.keys()].map((path) => [path, extracted.get(path)!]));
  const skippedPaths = new Map([...(discovery.skippedPaths ?? []), ...extraction.skippedPaths]);
  return { root, tags, copies, copyTags, names, imports, keyFiles, focus, graph, ranking, stats, run, skippedPaths, cacheFiles: cache?.files ?? new Map() };
}

/** The ranking of an index's files and definitions for a focus: the graph weighs links by what the focus touches. */
function rankFor(index: Pick<RepoIndex, 'tags' | 'names' | 'imports' | 'keyFiles'>, focus: Focus): Pick<RepoIndex, 'graph' | 'ranking'> {
  const weigh = edgeWeigher(index.names, focus);
  const graph = buildFileGraph(index.names, weigh, index.imports);
  return { graph, ranking: rank(graph, index.names, index.tags, focus, weigh, index.keyFiles, index.imports) };
}

/**
 * The index ranked for its focus plus more files and identifiers (a question about other code than
 * the change's): parsing and linking are reused, only stage 5 runs again.
 */
export function withFocus(index: RepoIndex, more: { files?: string[]; identifiers?: string[] }): RepoIndex {
  const files = (more.files ?? []).map((f) => focusPath(index.root, f)).map((path) => index.copies.entryOf.get(path) ?? path);
  const focus = mergeFocus(index.focus, [...index.focus.files, ...files], more.identifiers ?? []);
  return { ...index, focus, ...rankFor(index, focus) };
}

/**
 * 6. Select and render: the longest rank-ordered map that fits the budget, counted exactly: the
 * ranked definitions (each member with its containers' heads), and the lines where callers outside
 * the change use what it touches. Call it for as many budgets as needed, then close the index.
 */
export async function renderMap(index: RepoIndex, budget: number): Promise<RepoMap> {
  checkBudget(budget);
  const start = performance.now();
  const { focus } = index;
  const { uses, definitions } = blastRadius(index);
  const notes = skipNotes(index.skippedPaths);
  const candidates = { ranking: { ...index.ranking, definitions }, tags: index.tags, copies: index.copies.of, uses, changed: new Set(focus.changedFiles), notes };
  const selection = await selectWithinBudget(candidates, budget, index.counter);
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
    stats: index.stats,
    run: { ...index.run, ms: { ...index.run.ms, render: Math.round(performance.now() - start) } },
  };
}

/**
 * The map in one of its formats: byte-identical for the same checkout and options. `timings` adds
 * the run's own figures (stage times, cache hits) to the JSON, which then differs between runs.
 */
export function formatRepoMap(map: RepoMap, format: Format, { timings = false } = {}): string {
  if (format === 'json') return renderJson(map, timings);
  if (format === 'markdown') return renderMarkdown(markdownMapOf(map));
  return map.text;
}

/** What a pull request shows: the diff of head against the merge base of base and head (see diffOfCommits). */
function pullRequestDiff(root: string, base: string | undefined, head = 'HEAD'): string {
  if (base === undefined) throw new UserError('--head needs --base (the branch or commit the change is compared with)');
  checkRoot(root);
  // Mostly two git processes: one finds the base in a work tree, one diffs from the merge base (git
  // 2.30 and later; it fails when there are several). Else one step at a time, each failure with
  // its own message.
  if (!base.startsWith('-') && !head.startsWith('-')) {
    const found = gitRaw(root, ['rev-parse', '--is-inside-work-tree', '--verify', '--quiet', '--end-of-options', `${base}^{commit}`]);
    const [inWorkTree, baseSha] = found.stdout.toString().split('\n');
    const diff = found.ok && inWorkTree === 'true' ? gitRaw(root, ['diff', '--merge-base', ...DIFF_OPTIONS, baseSha, `${head}^{commit}`, '--']) : undefined;
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

/**
 * Files in no programming language that belong in the graph: changed or focus files, and the key
 * project files. They enter as their outline (Markdown headings, YAML keys…) or their first meaningful line.
 */
function outlines(root: string, focus: Focus, discovery: Discovery, files: ReadonlyMap<string, SourceFile>, tags: Map<string, FileTags>, limits: FileLimits, cache: TagCache | undefined): Promise<Map<string, FileTags>> {
  const unsupported = new Set(discovery.unsupported);
  const wanted = [...focus.changedFiles, ...focus.files].filter((path) => (files.has(path) || unsupported.has(path)) && !tags.has(path));
  wanted.push(...discovery.unsupported.filter(isKeyProjectFile));
  return outlinesOf(root, [...new Set(wanted)], limits, OUTLINES_BYTES, cache);
}

/**
 * A parse thread loading the languages of the source files a diff adds or changes (none when it
 * changes no source file): `started` (a thread started before the diff was read), else a new one.
 * It is told the languages at once, for a new change's contents are what the packs lack; once the
 * packs are read (`opening`), it is ended if they hold every new content (a re-run of the change).
 */
export async function prestartFor(diff: FileDiff[], cache: TagCache, opening?: Promise<void>, started?: PrestartedParser): Promise<PrestartedParser | undefined> {
  const prestarted = threadForDiff(diff, started);
  if (!prestarted) return undefined;
  await opening?.catch(() => {});
  if (languagesToParse(diff, cache).length) return prestarted;
  void prestarted.worker.terminate();
  return undefined;
}

/**
 * A parse thread that starts loading the languages of the source files a diff adds or changes
 * (none when it changes none), for a caller that has other work before buildIndex: pass it as
 * `parser` with the same diff. The thread an entry point started (see startEarlyParser) if there
 * is one, else a new one; with no languages to load, that thread is ended.
 */
export function parserForDiff(diff: FileDiff[]): PrestartedParser | undefined {
  return threadForDiff(diff, takeEarlyParser());
}

/** `started` (else a new thread) told the languages the diff's source files need; `started` ended and none when they need none. */
function threadForDiff(diff: FileDiff[], started: PrestartedParser | undefined): PrestartedParser | undefined {
  const languages = languagesToParse(diff);
  if (!languages.length) {
    if (started) void started.worker.terminate();
    return undefined;
  }
  const thread = started ?? prestartParser();
  if (thread) warmUp(thread, languages);
  return thread;
}

/** The languages of the source files a diff adds or changes, but those whose new contents the packs of `cache` hold. */
function languagesToParse(diff: FileDiff[], cache?: TagCache): string[] {
  const languages = new Set<string>();
  for (const change of diff) {
    const language = change.status === 'deleted' || change.binary ? undefined : languageOf(change.path);
    if (!language || language.outline) continue;
    // A diff with full blob names (--full-index, as diffOfCommits asks) says which contents the packs hold.
    if (cache && change.newSha?.length === 40 && cache.has(languageVersion(language.id, TAG_FORMAT), change.newSha)) continue;
    languages.add(language.id);
  }
  return [...languages].sort(compareStrings);
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
    changes: fromDiff?.changes ?? [],
  };
}

export type { RepoMap, Format } from './types';
export { UserError } from './util/errors';
