import type { FileDiff, PrestartedParser, WasmTierPolicy } from '../core/types';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import * as core from '@actions/core';
import * as github from '@actions/github';
import { buildIndex, closeIndex, parserForDiff, renderMap, UserError, type RepoMap } from '../core/index';
import { parseUnifiedDiff } from '../core/diff/unified';
import { confinedRoot } from '../core/discover/confine';
import { gitRaw } from '../core/discover/git';
import { describeRun, type CacheFigures, type RunFigures } from '../core/render/figures';
import type { ImpactRow } from './publish/linked';
import { readInputs, type ActionInputs } from './inputs';
import { targetOf, type Target } from './event';
import { focusSource, type FocusSource } from './diff-source';
import { impactRowsOf } from './publish/outputs';
import { publish, type Mapped, type PublishRun } from './publish/computed';
import { publishFromArtifact } from './publish/from-artifact';
import { cachePlan, restoreTagCache, saveTagCache, type CachePlan, type RestoredCache } from './cache';
import { apiClient, type Octokit } from './api';
import { apiPolicy, type ApiPolicy } from './api-policy';
import { prefixLibraryCommands } from './library-log';
import { group, Problems, SetupError } from './report';
import { setMapOutputs, setMcpConfigOutput, setReviewOutputs, writeMapFiles } from './map-outputs';
import { changeFigures, type ChangeFigures } from '../core/lookup/reach';
import type { History } from '../core/types';
import { changeHistory, historyCachePlan } from './history';

// The compute run's steps, top to bottom: inputs, checkout, change and tag cache, map, cache save,
// then the publishers (publish/computed.ts); a publish run hands over to publish/from-artifact.ts.

/**
 * The checkout to map: `path` under the workspace, as its real path (inputs checked that no symlink
 * leads out of the workspace), and a git repository: without one, the step fails and says how to
 * check the repository out.
 */
function checkoutRoot(path: string): string {
  const workspace = process.env.GITHUB_WORKSPACE ?? '.';
  const root = confinedRoot(resolve(workspace, path), workspace);
  let probe: ReturnType<typeof gitRaw>;
  try {
    probe = gitRaw(root, ['rev-parse', '--is-inside-work-tree']);
  } catch (error) {
    // A repository git refuses (another owner, a bare one): git's own words say what to do.
    if (error instanceof UserError) throw new SetupError(`${error.message}, in a step before this one`);
    throw error;
  }
  if (probe.ok && probe.stdout.toString().trim() === 'true') return root;
  throw new SetupError(
    `no git repository at ${path === '.' ? 'the workspace' : `'${path}'`} (${root}): add a step \`uses: actions/checkout\` before this action${path === '.' ? '' : ', or set `path` to where it checks the repository out'}`,
  );
}

/**
 * The action: inputs → the map → its publishers. Only a bad input or, with fail-on-error, any
 * problem fails the step. `early`: a parse thread the entry point started, for the run to use;
 * `wasmTiers`: how the entry point chose to compile grammars (see runtime/wasm-tiers.ts).
 */
export async function run(early?: PrestartedParser, wasmTiers?: WasmTierPolicy): Promise<void> {
  let inputs: ActionInputs;
  let policy: ApiPolicy;
  try {
    inputs = readInputs((name) => core.getInput(name), process.env.GITHUB_WORKSPACE ?? '.');
    policy = apiPolicy();
  } catch (error) {
    core.setFailed(`repomap: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  if (inputs.token) core.setSecret(inputs.token);
  const problems = new Problems(inputs.token, policy);
  const octokit = inputs.token ? apiClient(inputs.token, policy) : undefined;
  try {
    const { owner, repo } = github.context.repo;
    const target = targetOf(
      github.context.eventName,
      github.context.payload as Record<string, unknown>,
      `${owner}/${repo}`,
    );
    if (target.kind === 'pull_request') problems.fork = !target.sameRepository;
    if (inputs.mode === 'publish') await publishFromArtifact(inputs, target, octokit, problems);
    else await computeAndPublish(inputs, target, octokit, problems, early, wasmTiers);
  } catch (error) {
    const message = `repomap: ${problems.describe(error)}`;
    if (inputs.failOnError || error instanceof SetupError) core.setFailed(message);
    else core.error(message);
    return;
  }
  if (inputs.failOnError && problems.list.length)
    core.setFailed(problems.list.map((line) => `repomap: ${line}`).join('\n'));
}

/** Milliseconds since `start`, rounded. */
const since = (start: number) => Math.round(performance.now() - start);

/** What one run works with, once its inputs and event are read. */
interface Run extends PublishRun {
  root: string;
  /** The include/exclude globs of the map: the committed map file is never an input of the map, so committing it cannot change the next map. */
  exclude: string[];
  plan: CachePlan | undefined;
  wasmTiers: WasmTierPolicy | undefined;
}

async function computeAndPublish(
  inputs: ActionInputs,
  target: Target,
  octokit: Octokit | undefined,
  problems: Problems,
  early?: PrestartedParser,
  wasmTiers?: WasmTierPolicy,
): Promise<void> {
  const root = checkoutRoot(inputs.path);
  const exclude = inputs.commitPath ? [...inputs.exclude, inputs.commitPath] : inputs.exclude;
  if (inputs.commentBudget > inputs.budget) {
    core.notice(
      `repomap: comment-budget ${inputs.commentBudget} is above budget ${inputs.budget}: the comment shows the map at ${inputs.budget} tokens`,
    );
  }
  const plan = tagCachePlan(inputs, target, exclude);
  const run: Run = { inputs, target, octokit, problems, root, exclude, plan, wasmTiers };
  const { source, restored, restoreMs } = await readChangeAndRestore(run);
  const diff = source.diff === undefined ? undefined : parseUnifiedDiff(source.diff);
  // A change the event names but that gives no file to focus on: the map is of the whole repository, and says why.
  const unfocused =
    source.unfocused ?? (diff && !diff.length ? `git found no changed file in ${source.description}` : undefined);
  if (unfocused)
    core.warning(`repomap: the map is not focused on the change: ${unfocused}. It ranks the whole repository.`);
  const history =
    inputs.history && diff?.length && source.base
      ? await group('reading the history', () => readHistoryOf(run, source.base!))
      : false;
  const mapped = await group('mapping the repository', () =>
    mapRepository(run, diff, diff ? parserForDiff(diff, early) : early, source.diff, history),
  );
  // The cache is saved before the summary is written, so that the summary can say what was saved.
  const saved =
    run.plan && restored ? await saveCache(run.plan, restored, mapped.index.cacheFiles, problems) : undefined;
  const { filesParsed, filesFromCache } = mapped.map.run;
  const ms = {
    ...(run.plan ? { 'cache restore': restoreMs } : {}),
    ...mapped.map.run.ms,
    ...(saved ? { 'cache save': saved.ms } : {}),
  };
  const figures: RunFigures = {
    ...mapped.map.stats,
    filesParsed,
    filesFromCache,
    ms,
    ...(saved ? { cache: saved.cache } : {}),
  };
  core.info(`repomap: ${describeRun(figures)}`);
  await group('publishing the map', () => publish(run, mapped, { figures, ms }, unfocused));
}

/** Where the tag cache is restored from and saved to, with `cache: true`. */
function tagCachePlan(inputs: ActionInputs, target: Target, exclude: string[]): CachePlan | undefined {
  if (!inputs.cache) return undefined;
  const { eventName, ref, runId, runAttempt } = github.context;
  const defaultBranch = (github.context.payload as { repository?: { default_branch?: string } }).repository
    ?.default_branch;
  const configuration = JSON.stringify([inputs.path, inputs.include, exclude]);
  return cachePlan(
    target,
    { eventName, ref, defaultBranch, runId, runAttempt },
    configuration,
    process.env.RUNNER_TEMP ?? tmpdir(),
  );
}

/**
 * The change, read while the tag cache is restored (and a parse thread loads the languages of the
 * files it changes meanwhile: they are the files a run with a restored cache parses).
 */
function readChangeAndRestore({
  plan,
  root,
  target,
  octokit,
  problems,
}: Run): Promise<{ source: FocusSource; restored: RestoredCache | undefined; restoreMs: number }> {
  const { owner, repo } = github.context.repo;
  return group('reading the change and restoring the tag cache', async () => {
    let restoreMs = 0;
    const restoreStart = performance.now();
    const restoring: Promise<RestoredCache | undefined> = plan
      ? prefixLibraryCommands('restoring the tag cache', () => restoreTagCache(plan, root))
          .catch((error) => void problems.warn('restoring the tag cache', error))
          .finally(() => (restoreMs = since(restoreStart)))
      : Promise.resolve(undefined);
    const source = await focusSource(target, {
      root,
      log: (message) => core.info(`repomap: ${message}`),
      pullFiles: async (number) => {
        if (!octokit) throw new UserError('no github-token to read the pull request files with');
        return octokit.paginate(octokit.rest.pulls.listFiles, { owner, repo, pull_number: number, per_page: 100 });
      },
      describe: (error) => problems.describe(error),
    }).catch(async (error) => {
      await restoring; // nothing of the restore goes on after the run has failed
      throw error;
    });
    core.info(`repomap: focus on ${source.description}`);
    const restored = await restoring;
    return { source, restored, restoreMs };
  });
}

/**
 * The base's history for the usual companions of the change (see ./history), said in the log; a
 * history too short to learn from is a notice, never a failure.
 */
async function readHistoryOf({ root, plan, problems }: Run, base: string): Promise<History> {
  const log = (message: string) => core.info(`repomap: ${message}`);
  const { history, fetched, restored, saved } = await changeHistory(
    root,
    base,
    plan && historyCachePlan(plan),
    log,
    (doing, error) => problems.warn(doing, error),
  );
  const from = [
    history.cached ? `${history.cached} from the cache ${restored}` : '',
    fetched ? 'after fetching commits and trees without file contents' : '',
  ].filter(Boolean);
  log(
    `history of ${base.slice(0, 7)}: ${history.read} commits read${from.length ? ` (${from.join(', ')})` : ''}, ${history.counted} counted, ${history.ignored} of more than 50 files left out${saved ? `; saved ${saved}` : ''}`,
  );
  if (history.end === 'shallow')
    core.notice(
      `repomap: the checkout's history stops after ${history.read} commits, and more could not be fetched: the usual companions of the change come from those (give actions/checkout fetch-depth: 0 for more)`,
    );
  else if (history.notice) core.notice(`repomap: no usual companions of the change: ${history.notice}`);
  return history;
}

/** The index, the map at each budget, the changes' callers, and the outputs that give them. */
async function mapRepository(
  run: Run,
  diff: FileDiff[] | undefined,
  parser: PrestartedParser | undefined,
  diffText: string | undefined,
  history: History | false,
): Promise<Mapped> {
  const { inputs, root, exclude, plan, wasmTiers } = run;
  const cacheDir = plan?.dir ?? false;
  const index = await buildIndex({
    root,
    diff,
    parser,
    wasmTiers,
    include: inputs.include,
    exclude,
    cacheDir,
    history,
    warn: (m) => core.warning(`repomap: ${m}`),
  });
  let map: RepoMap;
  let commentMap: RepoMap;
  let impact: ImpactRow[];
  let review: ChangeFigures;
  try {
    map = await renderMap(index, inputs.budget);
    commentMap = inputs.commentBudget < inputs.budget ? await renderMap(index, inputs.commentBudget) : map;
    impact = impactRowsOf(index);
    review = changeFigures(index);
  } finally {
    await closeIndex(index);
  }
  const files = writeMapFiles(map, inputs);
  setMapOutputs(map, files);
  setReviewOutputs(review);
  setMcpConfigOutput(
    { root, diff: diffText, cacheDir, budget: inputs.budget, include: inputs.include, exclude },
    run.problems,
  );
  const { filesParsed, filesFromCache } = map.run;
  core.info(
    `repomap: ${map.files.length} files, ${map.tokens}/${map.budget} tokens, ${filesParsed} parsed, ${filesFromCache} from cache`,
  );
  return { map, commentMap, impact, review, index, files };
}

async function saveCache(
  plan: CachePlan,
  restored: RestoredCache,
  cacheFiles: ReadonlyMap<string, number>,
  problems: Problems,
): Promise<{ cache: CacheFigures; ms: number }> {
  return group('saving the tag cache', async () => {
    const saveStart = performance.now();
    const saved = await prefixLibraryCommands('saving the tag cache', () =>
      saveTagCache(plan, restored, cacheFiles),
    ).catch((error) => {
      problems.warn('saving the tag cache', error);
      return { nothing: 'the save failed' };
    });
    core.info(
      'key' in saved ? `repomap: saved the tag cache ${saved.key}` : `repomap: saved no tag cache: ${saved.nothing}`,
    );
    return { cache: { restored: restored.keys, saved }, ms: since(saveStart) };
  });
}
