// The engine. buildIndex runs the stages in order: discover, extract, focus, resolve, rank; renderMap
// selects what fits a budget and renders it; buildRepoMap does both. Read top to bottom.
import { resolve } from 'node:path';
import type {
  Discovery,
  Extraction,
  FileLimits,
  Focus,
  ChangeHistory,
  LoadingTokenCounter,
  RepoIndex,
  RepoMap,
  RepoMapOptions,
  StageTimes,
} from './types';
import { discover } from './discover/discover';
import { codeOwnersOf } from './discover/codeowners';
import { checkoutOfHead } from './discover/head-checkout';
import { changeCompanions, changeHistory } from './history/companions';
import { startTokenCounter, TOKENIZER } from './tokens/counter';
import { TagCache } from './cache/tag-cache';
import { extractAll } from './extract/extract';
import { DEFAULT_LIMITS } from './extract/extract-file';
import { endUntaken } from './extract/early';
import { changeAndParser } from './diff/pull-request';
import { isKeyProjectFile, outlinesFor } from './extract/outline';
import { figuresOf, limitsOf, warnAboutExtraction } from './extract/report';
import { findCopies, focusOnEntries, withoutCopies } from './extract/copies';
import { focusFromDiff } from './diff/focus';
import { focusPaths, mergeFocus } from './diff/named';
import { resolveImports } from './resolve/imports';
import { readManifests } from './resolve/manifests';
import { indexNames } from './rank/names';
import { rankFor } from './rank/focused';
import { coChangeSeeds } from './rank/pagerank';
import { candidatesOf, selectWithinBudget } from './select/select';
import { changeSummaries } from './lookup/reach';
import { mapFocus } from './render/format';
import { UserError } from './util/errors';
import { stageClock } from './util/clock';
import { adoptTierLock } from './extract/wasm-tier';

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

/** Discover, extract, focus, resolve and rank. Close the index when done with it. */
export async function buildIndex(given: RepoMapOptions): Promise<RepoIndex> {
  // A head that is not the checkout is indexed from a checkout of its own (see ./discover/head-checkout).
  const checkout = checkoutOfHead(resolve(given.root), given.base, given.head);
  const options = checkout ? { ...given, root: checkout.root, base: checkout.base, head: checkout.head } : given;
  // The cache's packs and the encoder's table are read off this thread from the start; the table is
  // made by a thread of its own when none is kept, once parsing leaves the cores free. A head's
  // checkout reads and adds to the packs of the checkout it was asked of: most files are the same.
  const cache = options.cacheDir ? new TagCache(options.cacheDir, options.warn) : undefined;
  const opening = cache?.openPacks(resolve(given.root));
  const counter = startTokenCounter(cache?.dir, (doing, error) => cache?.failed(doing, error));
  try {
    return { ...(await indexStages(options, cache, opening, counter)), counter, ...(checkout && { checkout }) };
  } catch (error) {
    void counter.close();
    checkout?.remove();
    throw error;
  }
}

/** Let go of the index's token counter (a thread still making the encoder's table ends) and of its head's checkout. */
export function closeIndex(index: RepoIndex): Promise<void> {
  index.checkout?.remove();
  return index.counter.close();
}

async function indexStages(
  options: RepoMapOptions,
  cache: TagCache | undefined,
  opening: Promise<void> | undefined,
  counter: LoadingTokenCounter,
): Promise<Omit<RepoIndex, 'counter'>> {
  const root = resolve(options.root);
  const warn = options.warn ?? (() => {});
  const { ms, lap } = stageClock();
  if (options.wasmTiers?.tierLock) adoptTierLock(options.wasmTiers.tierLock); // before a parse thread starts
  // 0. The change, first: a wrong ref fails at once, not after the repository is parsed. A thread
  //    for its new contents starts meanwhile when the cache holds the rest (see ./extract/early).
  const { diff, fromCommits, parsing } = changeAndParser(root, options, cache, opening);
  const limits = limitsOf(options);
  const extractOptions = {
    root,
    cache,
    limits,
    onProgress: options.onProgress,
    workers: options.jobs,
    wasmTiers: options.wasmTiers,
  };
  let discovery, extraction, fromDiff: Focus | undefined;
  try {
    // 1. Discover: the files to read, each with the blob SHA its tags are cached under.
    discovery = await discover({
      ...options,
      root,
      maxFileBytes: limits.maxBytes,
      inGit: fromCommits || undefined,
      warn,
    });
    await opening;
    const prestarted = await parsing;
    lap('discover');
    // 2. Extract: definitions and references per file, from the cache or from one parse.
    extraction = await extractAll(discovery.files, {
      ...extractOptions,
      prestarted,
      onCoresFree: () => counter.load(),
    });
    warnAboutExtraction(extraction, limits.parseTimeoutMs, warn);
    lap('extract');
    // 3. Focus: what the change touches. A changed file the map leaves out (vendored, generated) is parsed from git.
    const files = new Map(discovery.files.map((f) => [f.path, f]));
    const context = { ...extractOptions, prestarted, headTags: extraction.tags, files, inGit: discovery.inGit, warn };
    fromDiff = diff && (await focusFromDiff(diff, context));
  } finally {
    endUntaken(await parsing);
  }
  const named = mergeFocus(fromDiff, focusPaths(root, options.focusFiles), options.identifiers ?? []);
  lap('focus');
  // The history behind a change, read once: the ranking and the companions left out both use it.
  const history = named.changedFiles.length ? changeHistory(root, options.history, options.base) : undefined;
  return {
    ...(await resolveAndRank(root, named, discovery, extraction, { limits, cache, lap }, history)),
    ...figuresOf(discovery, extraction, extraction.tags, ms),
    // For a change: who owns what it reaches, and the files that usually change with its files.
    ...(named.changedFiles.length && {
      owners: codeOwnersOf(root, warn),
      companions: changeCompanions(root, named.changedFiles, history),
    }),
  };
}

/** Stages 4 and 5, on what the first three found. */
async function resolveAndRank(
  root: string,
  named: Focus,
  discovery: Discovery,
  extraction: Extraction,
  { limits, cache, lap }: { limits: FileLimits; cache: TagCache | undefined; lap: (stage: keyof StageTimes) => void },
  /** The change's history, and where the root is in its repository. */
  history?: ChangeHistory,
): Promise<Omit<RepoIndex, 'counter' | 'stats' | 'run' | 'skippedPaths'>> {
  // 4. Resolve: files in no language that the focus needs join as outlines; copies fold into one
  //    entry (a focus file if one is among them); imports are resolved by each language's rules.
  const extracted = extraction.tags;
  for (const [path, outline] of await outlinesFor(root, named, discovery, extracted, limits, cache))
    extracted.set(path, outline);
  const inFocus = new Set([...named.changedFiles, ...named.files]);
  const copies = findCopies(extracted, extraction.blobs, (path) => inFocus.has(path));
  const tags = withoutCopies(extracted, copies);
  const focus = focusOnEntries(named, copies);
  const names = indexNames(tags);
  const manifests = readManifests(root, [...discovery.unsupported, ...discovery.files.map((f) => f.path)]);
  const imports = resolveImports(names.files, tags, manifests, copies.entryOf);
  cache?.closePacks(); // every entry of the run has been read or parsed by now
  lap('resolve');

  // 5. Rank: a file graph of reference→definition links, personalized PageRank from the focus.
  const keyFiles = new Set(names.files.filter(isKeyProjectFile));
  const coChanged = coChangeSeeds(history, named.changedFiles, copies.entryOf);
  const { graph, ranking } = rankFor({ tags, names, imports, keyFiles, coChanged }, focus);
  lap('rank');

  const copyTags = new Map([...copies.entryOf.keys()].map((path) => [path, extracted.get(path)!]));
  const cacheFiles = cache?.files ?? new Map();
  return { root, tags, copies, copyTags, names, imports, keyFiles, focus, graph, ranking, cacheFiles, coChanged };
}

/**
 * 6. Select and render: the longest rank-ordered map that fits the budget, counted exactly: the
 * ranked definitions (each member with its containers' heads), and the lines where callers outside
 * the change use what it touches. Call it for as many budgets as needed, then close the index.
 */
export async function renderMap(index: RepoIndex, budget: number): Promise<RepoMap> {
  checkBudget(budget);
  const start = performance.now();
  const { files, text, tokens } = await selectWithinBudget(candidatesOf(index), budget, index.counter);
  const run = { ...index.run, ms: { ...index.run.ms, render: Math.round(performance.now() - start) } };
  const changes = index.focus.changedFiles.length ? { changes: changeSummaries(index) } : {};
  const companions = index.companions && {
    companions: index.companions.missing.map((companion) => ({ ...companion })),
  };
  return {
    budget,
    tokens,
    tokenizer: TOKENIZER,
    focus: mapFocus(index.focus),
    files,
    ...changes,
    ...companions,
    text,
    stats: index.stats,
    run,
  };
}

function checkBudget(budget: number): void {
  if (!Number.isInteger(budget) || budget < 1)
    throw new UserError(`budget must be a positive whole number of tokens, not ${budget}`);
}

export { diffOfCommits } from './diff/pull-request';
export { formatRepoMap } from './render/format';
export { withFocus } from './rank/focused';
export { parserForDiff } from './extract/early';
export type { RepoIndex, RepoMap, RepoMapOptions, Format } from './types';
export { UserError } from './util/errors';
