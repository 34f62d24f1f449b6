import type { FileDiff, PrestartedParser, RepoIndex } from '../core/types';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as core from '@actions/core';
import * as github from '@actions/github';
import {
  formatRepoMap,
  buildIndex,
  closeIndex,
  parserForDiff,
  renderMap,
  UserError,
  type RepoMap,
} from '../core/index';
import { parseUnifiedDiff } from '../core/diff/unified';
import { confinedRoot } from '../core/discover/confine';
import { gitRaw } from '../core/discover/git';
import { describeRun, type CacheFigures, type RunFigures } from '../core/render/figures';
import type { ImpactRow, LinkedMap } from './publish/linked';
import { readInputs, InputError, type ActionInputs } from './inputs';
import { targetOf, type Target } from './event';
import { focusSource, type FocusSource } from './diff-source';
import { commentBody, upsertComment } from './publish/comment';
import { summaryMarkdown } from './publish/summary';
import { uploadMapArtifact, downloadMapArtifact, type ArtifactMeta, type MapArtifact } from './publish/artifact';
import { commitMapFile } from './publish/commit';
import { blobLinker, commitUrl } from './publish/links';
import { impactRowsOf, mapOutput } from './publish/outputs';
import { cachePlan, restoreTagCache, saveTagCache, type CachePlan, type RestoredCache } from './cache';
import { mcpConfig } from './mcp-config';
import { apiClient, commentApi, type Octokit } from './api';
import { apiPolicy, describeApiError, type ApiPolicy } from './api-policy';
import { prefixLibraryCommands } from './library-log';

/** A run this workflow cannot make (no checkout, a mode this event cannot run): it fails the step, as a bad input does. */
class SetupError extends UserError {}

/** The permission each API step needs, named when the API refuses it (403). */
const PERMISSIONS: Record<string, string> = {
  'commenting on the pull request': 'pull-requests: write',
  'committing the map': 'contents: write',
};

/** Problems with optional steps: warnings, or the step's failure with `fail-on-error: true`. */
class Problems {
  readonly list: string[] = [];
  /** Whether the pull request comes from a fork, once the event is read. */
  fork: boolean | undefined;
  constructor(
    private readonly secret: string,
    private readonly policy: ApiPolicy,
  ) {}

  /** An error in words, never with the token in it (an error may quote a request; the runner's mask applies to its own log only). */
  describe(error: unknown, step?: string): string {
    const permission = step === undefined ? undefined : PERMISSIONS[step];
    const message =
      error instanceof UserError || error instanceof InputError
        ? error.message
        : describeApiError(error, this.policy, { fork: this.fork, permission });
    return this.secret ? message.replaceAll(this.secret, '***') : message;
  }

  warn(step: string, error: unknown): void {
    const message = `${step}: ${this.describe(error, step)}`;
    this.list.push(message);
    core.warning(`repomap: ${message}`);
  }
}

/** A part of the log, folded under its title. */
const group = <T>(title: string, work: () => Promise<T>): Promise<T> => core.group(`repomap: ${title}`, work);

function runUrl(runId = github.context.runId): string {
  const { serverUrl } = github.context;
  const { owner, repo } = github.context.repo;
  return `${serverUrl.replace(/\/+$/, '')}/${owner}/${repo}/actions/runs/${runId}`;
}

/** The comment's last line: where the full map is in this run (`places`: the artifact, the job summary), if anywhere. */
function footer(places: string[]): string {
  const run = `[this workflow run](${runUrl()})`;
  if (!places.length) return `\nMade by ${run}.`;
  return `\nThe full map is in the ${places.join(' and the ')} of ${run}.`;
}

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
 * problem fails the step. `early`: a parse thread the entry point started, for the run to use.
 */
export async function run(early?: PrestartedParser): Promise<void> {
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
    else await computeAndPublish(inputs, target, octokit, problems, early);
  } catch (error) {
    const message = `repomap: ${problems.describe(error)}`;
    if (inputs.failOnError || error instanceof SetupError) core.setFailed(message);
    else core.error(message);
    return;
  }
  if (inputs.failOnError && problems.list.length)
    core.setFailed(problems.list.map((line) => `repomap: ${line}`).join('\n'));
}

/** The map with links into the repository at `sha` (the commit the map describes, as the event names it). */
function linkedMap(
  map: Pick<RepoMap, 'files' | 'tokens' | 'budget'>,
  changed: Iterable<string>,
  impact: ImpactRow[],
  sha: string,
): LinkedMap {
  const { owner, repo } = github.context.repo;
  const { serverUrl } = github.context;
  const head = { sha, url: commitUrl(serverUrl, `${owner}/${repo}`, sha) };
  return {
    files: map.files,
    tokens: map.tokens,
    budget: map.budget,
    changed: new Set(changed),
    impact,
    link: blobLinker(serverUrl, `${owner}/${repo}`, sha),
    head,
  };
}

/** The commit the map's links point at: a pull request's head, a push's last commit, else the run's commit. */
function linkSha(target: Target): string {
  return target.kind === 'pull_request' ? target.headSha : target.kind === 'push' ? target.after : github.context.sha;
}

/** Milliseconds since `start`, rounded. */
const since = (start: number) => Math.round(performance.now() - start);

/** What one run works with, once its inputs and event are read. */
interface Run {
  inputs: ActionInputs;
  target: Target;
  octokit: Octokit | undefined;
  problems: Problems;
  root: string;
  /** The include/exclude globs of the map: the committed map file is never an input of the map, so committing it cannot change the next map. */
  exclude: string[];
  plan: CachePlan | undefined;
}

async function computeAndPublish(
  inputs: ActionInputs,
  target: Target,
  octokit: Octokit | undefined,
  problems: Problems,
  early?: PrestartedParser,
): Promise<void> {
  const root = checkoutRoot(inputs.path);
  const exclude = inputs.commitPath ? [...inputs.exclude, inputs.commitPath] : inputs.exclude;
  if (inputs.commentBudget > inputs.budget) {
    core.notice(
      `repomap: comment-budget ${inputs.commentBudget} is above budget ${inputs.budget}: the comment shows the map at ${inputs.budget} tokens`,
    );
  }
  const run: Run = { inputs, target, octokit, problems, root, exclude, plan: tagCachePlan(inputs, target, exclude) };
  const { source, restored, restoreMs } = await readChangeAndRestore(run);
  const diff = source.diff === undefined ? undefined : parseUnifiedDiff(source.diff);
  // A change the event names but that gives no file to focus on: the map is of the whole repository, and says why.
  const unfocused =
    source.unfocused ?? (diff && !diff.length ? `git found no changed file in ${source.description}` : undefined);
  if (unfocused)
    core.warning(`repomap: the map is not focused on the change: ${unfocused}. It ranks the whole repository.`);
  const mapped = await group('mapping the repository', () =>
    mapRepository(run, diff, diff ? parserForDiff(diff, early) : early, source.diff),
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

interface Mapped {
  map: RepoMap;
  commentMap: RepoMap;
  impact: ImpactRow[];
  index: RepoIndex;
  files: MapArtifact;
}

/** The index, the map at each budget, the changes' callers, and the outputs that give them. */
async function mapRepository(
  run: Run,
  diff: FileDiff[] | undefined,
  parser: PrestartedParser | undefined,
  diffText: string | undefined,
): Promise<Mapped> {
  const { inputs, root, exclude, plan } = run;
  const cacheDir = plan?.dir ?? false;
  const index = await buildIndex({
    root,
    diff,
    parser,
    include: inputs.include,
    exclude,
    cacheDir,
    warn: (m) => core.warning(`repomap: ${m}`),
  });
  let map: RepoMap;
  let commentMap: RepoMap;
  let impact: ImpactRow[];
  try {
    map = await renderMap(index, inputs.budget);
    commentMap = inputs.commentBudget < inputs.budget ? await renderMap(index, inputs.commentBudget) : map;
    impact = impactRowsOf(index);
  } finally {
    await closeIndex(index);
  }
  const files = writeMapFiles(map, inputs);
  setMapOutputs(map, files);
  try {
    const dir = join(process.env.RUNNER_TEMP ?? tmpdir(), 'repomap-mcp');
    core.setOutput(
      'mcp-config',
      mcpConfig({
        root,
        within: resolve(process.env.GITHUB_WORKSPACE ?? '.'),
        diff: diffText,
        dir,
        cacheDir,
        budget: inputs.budget,
        include: inputs.include,
        exclude,
      }),
    );
  } catch (error) {
    run.problems.warn('writing the mcp-config output', error);
  }
  const { filesParsed, filesFromCache } = map.run;
  core.info(
    `repomap: ${map.files.length} files, ${map.tokens}/${map.budget} tokens, ${filesParsed} parsed, ${filesFromCache} from cache`,
  );
  return { map, commentMap, impact, index, files };
}

function setMapOutputs(map: RepoMap, files: MapArtifact): void {
  core.setOutput('map-path', files.map);
  core.setOutput('json-path', files.json);
  core.setOutput('tokens', String(map.tokens));
  core.setOutput('files', String(map.files.length));
  const output = mapOutput(map.text, files.map);
  if (output.tooLarge) core.warning(`repomap: the map output: ${output.value.trim()}`);
  core.setOutput('map', output.value);
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

/** The job summary, then the artifact, the comment and the committed file, as the inputs ask. */
async function publish(
  run: Run,
  { map, commentMap, impact, index, files }: Mapped,
  { figures, ms }: { figures: RunFigures; ms: Partial<Record<string, number>> },
  unfocused: string | undefined,
): Promise<void> {
  const { inputs, target, octokit, problems } = run;
  const changed = index.focus.changedFiles;
  const sha = linkSha(target);
  // Where the full map is: the comment's footer names only the places that got it.
  const places: string[] = [];
  await writeSummary(linkedMap(map, changed, impact, sha), figures, unfocused).then(
    () => void places.push('job summary'),
    (error) => problems.warn('writing the job summary', error),
  );
  const { filesParsed, filesFromCache } = map.run;
  const meta =
    target.kind === 'pull_request'
      ? {
          version: 1 as const,
          pullRequest: target.number,
          headSha: target.headSha,
          run: { filesParsed, filesFromCache, ms },
          impact,
        }
      : undefined;
  if (inputs.artifactName && (await uploadArtifact(inputs.artifactName, files, meta, problems)))
    places.unshift('artifact');
  if (inputs.mode === 'full' && inputs.comment) {
    if (target.kind !== 'pull_request')
      core.info(
        `repomap: no comment: a ${github.context.eventName} event has no pull request to comment on; the map is in the job summary and the outputs`,
      );
    else if (!octokit) problems.warn('commenting', new Error('no github-token'));
    else
      await postComment(
        octokit,
        target.number,
        inputs,
        linkedMap(commentMap, changed, impact, sha),
        footer(places),
        problems,
        unfocused,
      );
  }
  if (inputs.mode === 'full' && inputs.commitPath) await commitMap(run, map);
}

/** Whether the artifact was uploaded (a pull request's carries what a publish job needs in `meta`). */
async function uploadArtifact(
  name: string,
  files: MapArtifact,
  meta: ArtifactMeta | undefined,
  problems: Problems,
): Promise<boolean> {
  try {
    const id = await uploadMapArtifact(name, files, meta);
    core.setOutput('artifact-id', String(id));
    core.info(`repomap: uploaded the artifact ${name}`);
    return true;
  } catch (error) {
    problems.warn('uploading the artifact', error);
    return false;
  }
}

async function commitMap({ inputs, target, octokit, problems }: Run, map: RepoMap): Promise<void> {
  if (!octokit) return problems.warn('committing the map', new Error('no github-token'));
  if (target.kind === 'pull_request' && !target.sameRepository)
    return core.info('repomap: not committing the map to a pull request from a fork');
  if (target.kind !== 'pull_request' && target.kind !== 'push')
    return core.info('repomap: commit-path applies to pull requests and pushes only');
  const { owner, repo } = github.context.repo;
  const branch = target.kind === 'pull_request' ? target.headRef : target.ref.replace(/^refs\/heads\//, '');
  const expectedHead = target.kind === 'pull_request' ? target.headSha : target.after;
  await commitMapFile(octokit, {
    owner,
    repo,
    branch,
    expectedHead,
    path: inputs.commitPath!,
    content: formatRepoMap(map, inputs.format),
  })
    .then((result: string) => core.info(`repomap: ${result}`))
    .catch((error: unknown) => problems.warn('committing the map', error));
}

async function postComment(
  octokit: Octokit,
  number: number,
  inputs: ActionInputs,
  map: LinkedMap,
  end: string,
  problems: Problems,
  unfocused?: string,
): Promise<void> {
  try {
    const body = commentBody(map, inputs.commentKey, end, undefined, unfocused, new Date());
    const { owner, repo } = github.context.repo;
    const result = await upsertComment(commentApi(octokit, owner, repo), number, inputs.commentKey, body);
    core.setOutput('comment-id', String(result.id));
    core.setOutput('comment-url', result.url);
    core.info(`repomap: comment ${result.action}: ${result.url}`);
  } catch (error) {
    problems.warn('commenting on the pull request', error);
  }
}

function writeMapFiles(map: RepoMap, inputs: ActionInputs): MapArtifact {
  const dir = join(process.env.RUNNER_TEMP ?? tmpdir(), 'repomap');
  mkdirSync(dir, { recursive: true });
  const extension = { text: 'txt', markdown: 'md', json: 'json' }[inputs.format];
  const mapPath = join(dir, `repomap.${extension}`);
  const jsonPath = join(dir, 'repomap.json');
  writeFileSync(mapPath, formatRepoMap(map, inputs.format));
  if (mapPath !== jsonPath) writeFileSync(jsonPath, formatRepoMap(map, 'json'));
  const textPath = join(dir, 'repomap.txt');
  if (textPath !== mapPath) writeFileSync(textPath, map.text);
  return { dir, map: mapPath, json: jsonPath, text: textPath };
}

async function writeSummary(map: LinkedMap, figures: RunFigures | undefined, unfocused?: string): Promise<void> {
  await core.summary.addRaw(summaryMarkdown(map, figures, unfocused)).write();
}

/** mode: publish — in a workflow_run job with a write token and no checkout of the pull request's code. */
async function publishFromArtifact(
  inputs: ActionInputs,
  target: Target,
  octokit: Octokit | undefined,
  problems: Problems,
): Promise<void> {
  if (target.kind !== 'workflow_run') {
    throw new SetupError(
      `mode: publish runs on a workflow_run event, not on ${github.context.eventName}: use mode: full (the default) here, or see the README's fork-safe setup`,
    );
  }
  if (!octokit) throw new SetupError('mode: publish needs a github-token');
  const { owner, repo } = github.context.repo;
  const dir = join(process.env.RUNNER_TEMP ?? tmpdir(), 'repomap-download');
  const artifact = await group('downloading the artifact', () =>
    downloadMapArtifact(inputs.artifactName, dir, {
      token: inputs.token,
      workflowRunId: target.runId,
      repositoryOwner: owner,
      repositoryName: repo,
    }),
  );
  // The artifact was made by a run of the pull request's code: trust nothing in it but plain numbers,
  // the text map, and the map's names and lines, which are escaped as any checkout's are. Its links
  // point at the head commit, which the artifact must name as the workflow run does.
  if (artifact.meta.headSha !== target.headSha)
    throw new UserError('the artifact was made for another commit than the workflow run');
  let candidates = target.pullRequests;
  if (!candidates.length) {
    const open = await octokit.paginate(octokit.rest.pulls.list, { owner, repo, state: 'open', per_page: 100 });
    candidates = open.filter((pr) => pr.head.sha === target.headSha).map((pr) => pr.number);
  }
  if (!candidates.includes(artifact.meta.pullRequest)) {
    core.warning(
      `repomap: no open pull request #${artifact.meta.pullRequest} with head ${target.headSha.slice(0, 7)}: nothing to comment on`,
    );
    return;
  }
  core.setOutput('tokens', String(artifact.numbers.tokens));
  core.setOutput('files', String(artifact.numbers.files));
  core.setOutput('map-path', artifact.textPath);
  core.setOutput('json-path', artifact.jsonPath);
  core.setOutput('map', mapOutput(artifact.text, artifact.textPath).value);
  const map = linkedMap(
    { files: artifact.files, tokens: artifact.numbers.tokens, budget: artifact.numbers.budget },
    artifact.changed,
    artifact.impact,
    target.headSha,
  );
  await writeSummary(map, artifact.stats).catch((error) => problems.warn('writing the job summary', error));
  // The full map is in the artifact of the run that made it, not of this one.
  const end = `\nThe full map is in the artifact of [the workflow run that made it](${runUrl(target.runId)}).`;
  if (inputs.comment)
    await group('publishing the map', () =>
      postComment(octokit, artifact.meta.pullRequest, inputs, map, end, problems),
    );
}
