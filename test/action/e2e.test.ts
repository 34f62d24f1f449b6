import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { FakeGitHub, faults } from '../helpers/fake-github';
import { FixtureRepo, tempDir } from '../helpers/repo';
import { actionRunner, copyDist, pullRequestCheckout, TOKEN } from './harness';

const server = new FakeGitHub();
before(() => server.start());
after(() => server.stop());
const runAction = actionRunner(copyDist(), server);

test('a pull request: the comment is created, then updated in place; outputs, summary and files are written', { timeout: 120_000 }, async () => {
  const pr = pullRequestCheckout();
  const event = { name: 'pull_request', payload: pr.payload };
  const first = await runAction(pr.checkout, event, { 'artifact-name': '', cache: 'false', budget: '512', 'comment-budget': '256' });
  assert.equal(first.status, 0, first.stdout);
  // The runner masks the token after the action's `::add-mask::` command; it appears nowhere else.
  assert.equal(first.stdout.split(TOKEN).length - 1, 1);
  assert.ok(first.stdout.includes(`::add-mask::${TOKEN}\n`));
  const comments = server.comments.get(7)!;
  assert.equal(comments.length, 1);
  const body = comments[0].body;
  assert.ok(body.startsWith('<!-- repomap-action:default -->\n'), body);
  assert.match(body, /src\/parser\.ts \(changed\)\n {2}1: export function parseInput\(text: string, separator = ","\): string\[\]/);
  assert.match(body, /src\/main\.ts\n {2}2: export function runMain\(\): void/);
  assert.match(body, /\[this workflow run\]\(https:\/\/github\.com\/octo\/widgets\/actions\/runs\/4242\)/);
  assert.equal(first.outputs['comment-id'], String(comments[0].id));
  assert.equal(first.outputs['comment-url'], comments[0].html_url);
  assert.equal(first.outputs.files, '3');
  assert.ok(Number(first.outputs.tokens) > 0 && Number(first.outputs.tokens) <= 512);
  assert.equal(readFileSync(first.outputs['map-path'], 'utf8').split('\n')[0], 'src/parser.ts (changed)');
  assert.deepEqual(JSON.parse(readFileSync(first.outputs['json-path'], 'utf8')).focus.files, ['src/parser.ts']);
  assert.match(first.summary, /\*\*Repository map\*\* · 3 files/);
  assert.match(first.stdout, /comment created/);
  const writesAfterFirst = server.writes().length;

  // Same content: no write at all.
  const second = await runAction(pr.checkout, event, { 'artifact-name': '', cache: 'false', budget: '512', 'comment-budget': '256' });
  assert.equal(second.status, 0, second.stdout);
  assert.equal(server.writes().length, writesAfterFirst, 'an unchanged comment is not written again');
  assert.match(second.stdout, /comment unchanged/);

  // Different content: the same comment is updated, never a second one.
  const third = await runAction(pr.checkout, event, { 'artifact-name': '', cache: 'false', budget: '512', 'comment-budget': '128' });
  assert.equal(third.status, 0, third.stdout);
  assert.equal(server.comments.get(7)!.length, 1);
  assert.equal(server.writes().at(-1)!.method, 'PATCH');
  assert.equal(third.outputs['comment-id'], String(comments[0].id));
  server.comments.delete(7);
});

test('a read-only token (a fork): the comment fails with a warning, the run succeeds with its outputs and summary', { timeout: 120_000 }, async () => {
  const pr = pullRequestCheckout();
  server.fault('POST /issues/\\d+/comments$', faults.status(403, 'Resource not accessible by integration'));
  try {
    const run = await runAction(pr.checkout, { name: 'pull_request', payload: pr.payload }, { 'artifact-name': '', cache: 'false' });
    assert.equal(run.status, 0, run.stdout);
    assert.match(run.stdout, /::warning::commenting on the pull request: .*403.*fork/);
    assert.ok(run.outputs['map-path'] && run.outputs['json-path']);
    assert.match(run.summary, /Repository map/);
    const strict = await runAction(pr.checkout, { name: 'pull_request', payload: pr.payload }, { 'artifact-name': '', cache: 'false', 'fail-on-error': 'true' });
    assert.equal(strict.status, 1, 'fail-on-error turns the warning into a failure');
    assert.match(strict.stdout, /::error::commenting on the pull request/);
  } finally {
    server.clearFaults();
    server.comments.delete(7);
  }
});

test('nothing from the repository can ping, link or inject HTML in the comment', { timeout: 120_000 }, async () => {
  const pr = pullRequestCheckout({
    'src/evil.ts': "export function ping(): string { return '@octocat'; }\n/** </details> <script>alert(1)</script> */\nexport function closeDetails(a = '</details><img src=x>', b = '@someone', c = '```'): void {}\n",
    'src/@team`s ```file```.ts': 'export function mentionTeam(): void {}\n',
  });
  try {
    const run = await runAction(pr.checkout, { name: 'pull_request', payload: pr.payload }, { 'artifact-name': '', cache: 'false', 'comment-budget': '4096' });
    assert.equal(run.status, 0, run.stdout);
    const body = server.comments.get(7)![0].body;
    assert.ok(body.includes("closeDetails(a = '</details><img src=x>', b = '@someone', c = '```')"), 'the signature is shown as it is');
    // Everything from the repository sits inside one code fence longer than any backtick run in it.
    const fence = body.match(/^(`{4,})text$/m)![1];
    const start = body.indexOf(`${fence}text\n`);
    const end = body.indexOf(`\n${fence}\n`, start);
    assert.ok(start > 0 && end > start);
    const outside = body.slice(0, start) + body.slice(end + fence.length + 1);
    assert.doesNotMatch(outside, /@|<script|<img|src\//, outside);
    assert.equal((body.match(/<details>/g) ?? []).length, 1);
    assert.equal((outside.match(/<\/details>/g) ?? []).length, 1);
  } finally {
    server.comments.delete(7);
  }
});

test('a comment never exceeds GitHub\'s 65,536 characters: the map is shortened and says so', { timeout: 120_000 }, async () => {
  const many: Record<string, string> = {};
  for (let i = 0; i < 400; i++) {
    const long = `parameter${i}_${'x'.repeat(120)}: string`;
    many[`src/generated/module_${i}.ts`] = `export function exportedFunction${i}(${long}): void {}\nexport function secondFunction${i}(${long}): void {}\n`;
  }
  const pr = pullRequestCheckout(many);
  try {
    const run = await runAction(pr.checkout, { name: 'pull_request', payload: pr.payload }, { 'artifact-name': '', cache: 'false', 'comment-budget': '60000', budget: '60000' });
    assert.equal(run.status, 0, run.stdout);
    const body = server.comments.get(7)![0].body;
    assert.ok(body.length <= 65_536, `${body.length} characters`);
    assert.match(body, /_Shortened to \d+ of \d+ files to fit GitHub's comment size limit\._/);
    assert.ok(body.includes('src/parser.ts (changed)'), 'the top-ranked file is kept');
  } finally {
    server.comments.delete(7);
  }
});

test('a bad input fails the step with a message naming the input', { timeout: 60_000 }, async () => {
  const pr = pullRequestCheckout();
  const run = await runAction(pr.checkout, { name: 'pull_request', payload: pr.payload }, { budget: 'lots' });
  assert.equal(run.status, 1);
  assert.match(run.stdout, /::error::input 'budget' must be a whole number of tokens from 64 to 1000000, not "lots"/);
  const mode = await runAction(pr.checkout, { name: 'pull_request', payload: pr.payload }, { mode: 'sideways' });
  assert.match(mode.stdout, /::error::input 'mode' must be one of full, compute, publish, not "sideways"/);
});

test('the artifact is uploaded to the artifact service with the map files', { timeout: 120_000 }, async () => {
  const pr = pullRequestCheckout();
  try {
    const run = await runAction(pr.checkout, { name: 'pull_request', payload: pr.payload }, { 'artifact-name': 'repomap', cache: 'false', comment: 'false' }, server.artifactEnv());
    assert.equal(run.status, 0, run.stdout);
    assert.equal(run.outputs['artifact-id'], '98765', run.stdout);
    const zip = server.artifacts.get('repomap');
    assert.ok(zip && zip.subarray(0, 2).toString() === 'PK', 'a zip archive was uploaded');
    for (const file of ['repomap.txt', 'repomap.json', 'repomap-meta.json']) assert.ok(zip.includes(Buffer.from(file)), `${file} is in the artifact`);
    assert.ok(!server.comments.has(7), 'comment: false posts nothing');
    // Without the artifact service (e.g. GitHub Enterprise Server): a warning, and the run goes on.
    const without = await runAction(pr.checkout, { name: 'pull_request', payload: pr.payload }, { 'artifact-name': 'repomap', cache: 'false', comment: 'false' });
    assert.equal(without.status, 0, without.stdout);
    assert.match(without.stdout, /::warning::uploading the artifact: /);
    assert.ok(without.outputs['map-path']);
  } finally {
    server.artifacts.clear();
  }
});

test('fork-safe pair: compute uploads the map and comments nothing; publish comments it from the workflow_run', { timeout: 120_000 }, async () => {
  const pr = pullRequestCheckout();
  try {
    const compute = await runAction(pr.checkout, { name: 'pull_request', payload: pr.payload }, { mode: 'compute', 'artifact-name': 'repomap', cache: 'false' }, server.artifactEnv());
    assert.equal(compute.status, 0, compute.stdout);
    assert.ok(!server.comments.has(7), 'compute never comments');
    assert.ok(server.artifacts.has('repomap'));

    // The publish job has no checkout of the pull request: an empty workspace.
    const workspace = tempDir('repomap-publish-');
    const workflowRun = (headSha: string) => ({
      name: 'workflow_run',
      payload: { workflow_run: { id: 555, head_sha: headSha, pull_requests: [] }, repository: { full_name: 'octo/widgets', default_branch: 'main' } },
    });
    server.openPulls = [{ number: 7, head: { sha: pr.headSha } }];
    const publish = await runAction(workspace, workflowRun(pr.headSha), { mode: 'publish', 'artifact-name': 'repomap' });
    assert.equal(publish.status, 0, publish.stdout);
    const body = server.comments.get(7)![0].body;
    assert.match(body, /src\/parser\.ts \(changed\)/);
    assert.equal(publish.outputs['comment-id'], String(server.comments.get(7)![0].id));
    assert.ok(server.requests.some((r) => r.path.startsWith('/repos/octo/widgets/actions/runs/555/artifacts')));

    // An artifact made for another commit is refused: nothing is posted.
    server.comments.delete(7);
    const other = await runAction(workspace, workflowRun('e'.repeat(40)), { mode: 'publish', 'artifact-name': 'repomap' });
    assert.match(other.stdout, /::error::repomap: the artifact was made for another commit/);
    assert.ok(!server.comments.has(7));
  } finally {
    server.artifacts.clear();
    server.openPulls = [];
    server.comments.delete(7);
  }
});

test('commit-path commits the map once, through one GraphQL commit guarded by the head SHA; never for forks', { timeout: 120_000 }, async () => {
  const pr = pullRequestCheckout();
  const inputs = { 'artifact-name': '', cache: 'false', comment: 'false', 'commit-path': 'docs/REPOMAP.md' };
  try {
    const first = await runAction(pr.checkout, { name: 'pull_request', payload: pr.payload }, inputs);
    assert.equal(first.status, 0, first.stdout);
    const commits = server.requests.filter((r) => r.path === '/graphql');
    assert.equal(commits.length, 1);
    const input = (commits[0].body as { variables: { input: Record<string, any> } }).variables.input;
    assert.equal(input.expectedHeadOid, pr.headSha);
    assert.deepEqual(input.branch, { repositoryNameWithOwner: 'octo/widgets', branchName: 'feature' });
    assert.equal(server.files.get('docs/REPOMAP.md'), readFileSync(first.outputs['map-path'], 'utf8'));
    const second = await runAction(pr.checkout, { name: 'pull_request', payload: pr.payload }, inputs);
    assert.equal(second.status, 0, second.stdout);
    assert.equal(server.requests.filter((r) => r.path === '/graphql').length, 1, 'an unchanged map is not committed again');
    assert.match(second.stdout, /unchanged on feature; nothing to commit/);
    const fork = { ...pr.payload, pull_request: { ...pr.payload.pull_request, head: { ...pr.payload.pull_request.head, repo: { full_name: 'someone/widgets' } } } };
    server.files.clear();
    const fromFork = await runAction(pr.checkout, { name: 'pull_request', payload: fork }, inputs);
    assert.equal(fromFork.status, 0, fromFork.stdout);
    assert.match(fromFork.stdout, /not committing the map to a pull request from a fork/);
    assert.equal(server.requests.filter((r) => r.path === '/graphql').length, 1);
  } finally {
    server.files.clear();
  }
});

test('commit-path with format json: a second run on the unchanged tree, warm from the tag cache, commits nothing', { timeout: 120_000 }, async () => {
  const pr = pullRequestCheckout();
  const inputs = { 'artifact-name': '', cache: 'true', comment: 'false', format: 'json', 'commit-path': 'docs/REPOMAP.json' };
  // One RUNNER_TEMP for both runs: the second finds the first run's tag cache on disk.
  const env = { RUNNER_TEMP: tempDir('repomap-runner-temp-') };
  const graphqlCalls = () => server.requests.filter((r) => r.path === '/graphql').length;
  const before = graphqlCalls();
  try {
    const cold = await runAction(pr.checkout, { name: 'pull_request', payload: pr.payload }, inputs, env);
    assert.equal(cold.status, 0, cold.stdout);
    assert.match(cold.stdout, /, [1-9]\d* parsed, 0 from cache/);
    const committed = server.files.get('docs/REPOMAP.json');
    assert.equal(committed, readFileSync(cold.outputs['map-path'], 'utf8'));
    const warm = await runAction(pr.checkout, { name: 'pull_request', payload: pr.payload }, inputs, env);
    assert.equal(warm.status, 0, warm.stdout);
    assert.match(warm.stdout, /, 0 parsed, [1-9]\d* from cache/);
    assert.equal(readFileSync(warm.outputs['map-path'], 'utf8'), committed, 'the same JSON, byte for byte');
    assert.match(warm.stdout, /docs\/REPOMAP\.json is unchanged on feature; nothing to commit/);
    assert.equal(graphqlCalls() - before, 1, 'one commit, by the first run');
  } finally {
    server.files.clear();
  }
});

test('a push maps before..after; a checkout of the head finds the merge base; no usable git falls back to the API', { timeout: 120_000 }, async () => {
  const pr = pullRequestCheckout();
  // push: the full history is there.
  const full = tempDir('repomap-full-');
  pr.upstream.git('clone', '-q', pr.upstream.root, full);
  const push = await runAction(full, { name: 'push', payload: { before: pr.payload.pull_request.base.sha, after: pr.headSha, ref: 'refs/heads/feature', repository: { default_branch: 'main' } } }, { 'artifact-name': '', cache: 'true' });
  assert.equal(push.status, 0, push.stdout);
  assert.deepEqual(JSON.parse(readFileSync(push.outputs['json-path'], 'utf8')).focus.files, ['src/parser.ts']);
  assert.match(push.stdout, /focus on push /);
  assert.match(push.stdout, /cache service is not available/);

  // pull request, checkout of the head commit itself (not the merge commit), shallow: fetch and deepen.
  const headOnly = tempDir('repomap-head-');
  pr.upstream.git('clone', '-q', '--depth=1', '--branch', 'feature', `file://${pr.upstream.root}`, headOnly);
  const head = await runAction(headOnly, { name: 'pull_request', payload: pr.payload }, { 'artifact-name': '', cache: 'false', comment: 'false' });
  assert.equal(head.status, 0, head.stdout);
  assert.match(head.stdout, /from the merge base/);
  assert.deepEqual(JSON.parse(readFileSync(head.outputs['json-path'], 'utf8')).focus.files, ['src/parser.ts']);

  // No way to fetch the base: the API's patches give the focus.
  const offline = tempDir('repomap-offline-');
  pr.upstream.git('clone', '-q', '--depth=1', '--branch', 'feature', `file://${pr.upstream.root}`, offline);
  new FixtureRepo({}, { git: false }).git('-C', offline, 'remote', 'remove', 'origin');
  server.pullFiles = [{ filename: 'src/parser.ts', status: 'modified', patch: '@@ -1,3 +1,3 @@\n-export function parseInput(text: string): string[] {\n+export function parseInput(text: string, separator = ","): string[] {\n-  return text.split(",");\n+  return text.split(separator);\n }' }];
  try {
    const api = await runAction(offline, { name: 'pull_request', payload: pr.payload }, { 'artifact-name': '', cache: 'false', comment: 'false' });
    assert.equal(api.status, 0, api.stdout);
    assert.match(api.stdout, /patches from the API/);
    const json = JSON.parse(readFileSync(api.outputs['json-path'], 'utf8'));
    assert.deepEqual(json.focus.files, ['src/parser.ts']);
    assert.ok(json.focus.identifiers.includes('parseInput'));
  } finally {
    server.pullFiles = [];
  }
});

test('the tag cache is saved from the default branch only and restored by prefix in pull requests', { timeout: 180_000 }, async () => {
  const pr = pullRequestCheckout();
  const full = tempDir('repomap-main-');
  pr.upstream.git('clone', '-q', pr.upstream.root, full);
  // Runners keep RUNNER_TEMP at one path across jobs; the cache is restored to where it was saved from.
  const runnerTemp = tempDir('repomap-runner-temp-');
  const env = { ...server.artifactEnv(), RUNNER_TEMP: runnerTemp };
  try {
    const onMain = { name: 'push', payload: { before: pr.payload.pull_request.base.sha, after: pr.headSha, ref: 'refs/heads/main', repository: { default_branch: 'main' } } };
    const save = await runAction(full, onMain, { 'artifact-name': '', cache: 'true' }, { ...env, GITHUB_REF: 'refs/heads/main' });
    assert.equal(save.status, 0, save.stdout);
    assert.equal(server.cacheKeys.length, 1, save.stdout);
    assert.match(server.cacheKeys[0], /^repomap-tags-v\d+-linux-a{40}$/);
    rmSync(join(runnerTemp, 'repomap-cache'), { recursive: true, force: true }); // a new job starts without it

    const inPr = await runAction(pr.checkout, { name: 'pull_request', payload: pr.payload }, { 'artifact-name': '', cache: 'true', comment: 'false' }, env);
    assert.equal(inPr.status, 0, inPr.stdout);
    assert.match(inPr.stdout, /restored the tag cache repomap-tags-v\d+-linux-a{40}/);
    const fromCache = Number(/(\d+) from cache/.exec(inPr.stdout)?.[1]);
    assert.ok(fromCache >= 2, `files from the restored cache: ${inPr.stdout}`);
    assert.equal(server.cacheKeys.length, 1, 'a pull request does not save the cache');
  } finally {
    server.artifacts.clear();
  }
});
