import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chownSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { FakeGitHub, faults } from '../helpers/fake-github';
import { FixtureRepo, tempDir } from '../helpers/repo';
import { actionRunner, BASE_FILES, copyDist, pullRequestCheckout, type Run } from './harness';

// No silent failure: each way a workflow goes wrong says so, in the log and where the user looks,
// and the ones that leave nothing worth posting fail the step. Run on the bundle against the local
// stand-in for GitHub. Also: the Action never maps outside the workspace, and never rewrites a
// person's comment.

const server = new FakeGitHub();
before(() => server.start());
after(() => server.stop());
const runAction = actionRunner(copyDist(), server);
const MARKER = '<!-- repomap-action:default -->';

/**
 * The log is the Action's own: every line outside a group is a workflow command or starts with
 * `repomap: `; every group, warning, error and notice is the Action's (`repomap: `).
 */
function assertTidyLog(run: Run): void {
  let inGroup = false;
  for (const line of run.stdout.split('\n')) {
    if (line.startsWith('::group::')) {
      assert.ok(line.startsWith('::group::repomap: '), line);
      inGroup = true;
    } else if (line.startsWith('::endgroup::')) inGroup = false;
    else if (/^::(warning|error|notice)::/.test(line)) assert.match(line, /^::(warning|error|notice)::repomap: /);
    else if (!inGroup && line && !line.startsWith('::'))
      assert.ok(line.startsWith('repomap: '), `an unprefixed line: ${JSON.stringify(line)}\n${run.stdout}`);
  }
}

function lines(run: Run, pattern: RegExp): string[] {
  return run.stdout.split('\n').filter((line) => pattern.test(line));
}

test(
  'a checkout git refuses for its owner fails the step with the safe.directory fix, and posts nothing',
  { timeout: 120_000, skip: process.getuid?.() !== 0 && 'needs root, to give the checkout to another user' },
  async () => {
    const pr = pullRequestCheckout();
    chownSync(pr.checkout, 12345, 12345);
    const writes = server.writes().length;
    const run = await runAction(
      pr.checkout,
      { name: 'pull_request', payload: pr.payload },
      { 'artifact-name': '', cache: 'false' },
    );
    assert.equal(run.status, 1, run.stdout);
    assert.deepEqual(lines(run, /^::error::/), [
      `::error::repomap: git refuses the repository at ${pr.checkout} because another user owns it: if you trust it, run 'git config --global --add safe.directory ${pr.checkout}', in a step before this one`,
    ]);
    assert.equal(server.writes().length, writes, 'nothing posted');
    assert.equal(run.outputs['map-path'], undefined);
  },
);

test(
  'no checkout: an error that names actions/checkout, no comment, and the step fails',
  { timeout: 120_000 },
  async () => {
    const pr = pullRequestCheckout();
    const workspace = new FixtureRepo(
      { 'a.ts': 'export function lonely(): number {\n  return 1;\n}\n' },
      { git: false },
    ).root;
    const writes = server.writes().length;
    const run = await runAction(
      workspace,
      { name: 'pull_request', payload: pr.payload },
      { 'artifact-name': '', cache: 'false' },
    );
    assert.equal(run.status, 1, run.stdout);
    assert.deepEqual(lines(run, /^::error::/), [
      `::error::repomap: no git repository at the workspace (${workspace}): add a step \`uses: actions/checkout\` before this action`,
    ]);
    assert.equal(server.writes().length, writes, 'nothing posted');
    assert.ok(!server.comments.has(7));
    assert.equal(run.outputs['map-path'], undefined);
    assert.equal(run.summary, '');
    assertTidyLog(run);
  },
);

test(
  "no artifact: the footer does not name one; with one, it does; the artifact library's lines stay out of the log",
  { timeout: 180_000 },
  async () => {
    const pr = pullRequestCheckout();
    const event = { name: 'pull_request', payload: pr.payload };
    const footer = () => server.comments.get(7)!.at(-1)!.body.split('\n').at(-2)!;
    const runPage = '[this workflow run](https://github.com/octo/widgets/actions/runs/4242).';
    try {
      const none = await runAction(pr.checkout, event, {
        'artifact-name': '',
        cache: 'false',
        budget: '512',
        'comment-budget': '256',
      });
      assert.equal(none.status, 0, none.stdout);
      assert.equal(footer(), `The full map is in the job summary of ${runPage}`);
      assertTidyLog(none);

      // The upload fails (no artifact service here): a warning, and the footer does not promise the artifact.
      const failed = await runAction(pr.checkout, event, {
        'artifact-name': 'repomap',
        cache: 'false',
        budget: '512',
        'comment-budget': '128',
      });
      assert.equal(failed.status, 0, failed.stdout);
      assert.match(failed.stdout, /::warning::repomap: uploading the artifact: /);
      assert.equal(footer(), `The full map is in the job summary of ${runPage}`);
      assertTidyLog(failed);

      const uploaded = await runAction(
        pr.checkout,
        event,
        { 'artifact-name': 'repomap', cache: 'false', budget: '512', 'comment-budget': '256' },
        server.artifactEnv(),
      );
      assert.equal(uploaded.status, 0, uploaded.stdout);
      assert.equal(uploaded.outputs['artifact-id'], '98765');
      assert.equal(footer(), `The full map is in the artifact and the job summary of ${runPage}`);
      assert.doesNotMatch(uploaded.stdout, /Artifact name is valid|Uploaded bytes|successfully finalized/);
      assert.match(uploaded.stdout, /^repomap: uploaded the artifact repomap$/m);
      assertTidyLog(uploaded);
    } finally {
      server.comments.delete(7);
      server.artifacts.clear();
    }
  },
);

/** A checkout of the pull request's head that cannot reach its base: git cannot give the diff. */
function offlineCheckout() {
  const pr = pullRequestCheckout();
  const offline = tempDir('repomap-offline-');
  pr.upstream.git('clone', '-q', '--depth=1', '--branch', 'feature', `file://${pr.upstream.root}`, offline);
  new FixtureRepo({}, { git: false }).git('-C', offline, 'remote', 'remove', 'origin');
  return { pr, offline };
}

test(
  'no change found (neither git nor the API gives it): a warning, and the comment says the map is unfocused and why',
  { timeout: 180_000 },
  async () => {
    const { pr, offline } = offlineCheckout();
    const event = { name: 'pull_request', payload: pr.payload };
    try {
      server.pullFiles = [];
      const run = await runAction(offline, event, { 'artifact-name': '', cache: 'false' });
      assert.equal(run.status, 0, run.stdout);
      const why = 'git could not produce the pull request diff, and the API listed no changed files';
      assert.deepEqual(lines(run, /^::warning::/), [
        `::warning::repomap: the map is not focused on the change: ${why}. It ranks the whole repository.`,
      ]);
      const body = server.comments.get(7)![0].body;
      assert.ok(
        body.startsWith(
          `${MARKER}\n_This map is not focused on the change: ${why}. It ranks the whole repository._\n\n**Repository map**`,
        ),
        body,
      );
      assert.ok(
        run.summary.startsWith(
          `_This map is not focused on the change: ${why}. It ranks the whole repository._\n\n**Repository map**`,
        ),
        run.summary,
      );
      assertTidyLog(run);

      // The API's list fails: the same, with the API's reason; the map is still posted.
      server.fault('GET /pulls/\\d+/files$', faults.status(404, 'Not Found'), 1);
      const failed = await runAction(offline, event, { 'artifact-name': '', cache: 'false' });
      assert.equal(failed.status, 0, failed.stdout);
      assert.deepEqual(lines(failed, /^::(warning|error)::/), [
        "::warning::repomap: the map is not focused on the change: git could not produce the pull request diff, and the API's list of its files failed: Not Found - https://docs.github.com/rest (HTTP 404: gone, or not visible to the token). It ranks the whole repository.",
      ]);
      assert.match(
        server.comments.get(7)![0].body,
        /_This map is not focused on the change: git could not produce the pull request diff, and the API's list of its files failed: /,
      );

      // Git gives the diff, and it is empty (a pull request whose commits change nothing).
      const empty = new FixtureRepo(BASE_FILES);
      const baseSha = empty.commit('base');
      empty.git('checkout', '-q', '-b', 'feature');
      empty.git('commit', '-q', '--allow-empty', '-m', 'nothing');
      const headSha = empty.git('rev-parse', 'HEAD').trim();
      empty.git('checkout', '-q', 'main');
      empty.git('merge', '-q', '--no-ff', '-m', 'merge', 'feature');
      const checkout = tempDir('repomap-checkout-');
      new FixtureRepo({}, { git: false }).git(
        'clone',
        '-q',
        '--depth=1',
        '--branch',
        'main',
        `file://${empty.root}`,
        checkout,
      );
      const payload = {
        ...pr.payload,
        pull_request: {
          ...pr.payload.pull_request,
          base: { sha: baseSha, ref: 'main' },
          head: { ...pr.payload.pull_request.head, sha: headSha },
        },
      };
      const nothing = await runAction(
        checkout,
        { name: 'pull_request', payload },
        { 'artifact-name': '', cache: 'false', comment: 'false' },
      );
      assert.equal(nothing.status, 0, nothing.stdout);
      assert.deepEqual(lines(nothing, /^::(warning|error)::/), [
        '::warning::repomap: the map is not focused on the change: git found no changed file in pull request #7 (merge commit against its base). It ranks the whole repository.',
      ]);
    } finally {
      server.clearFaults();
      server.comments.delete(7);
    }
  },
);

test(
  "a 403 on a pull request from the same repository names the permission; only a fork's names the fork",
  { timeout: 180_000 },
  async () => {
    const pr = pullRequestCheckout();
    server.fault('POST /issues/\\d+/comments$', faults.status(403, 'Resource not accessible by integration'));
    try {
      const run = await runAction(
        pr.checkout,
        { name: 'pull_request', payload: pr.payload },
        { 'artifact-name': '', cache: 'false' },
      );
      assert.equal(run.status, 0, run.stdout);
      assert.deepEqual(lines(run, /^::(warning|error)::/), [
        '::warning::repomap: commenting on the pull request: Resource not accessible by integration - https://docs.github.com/rest (HTTP 403: the token may not do this; give the workflow or the job `permissions: pull-requests: write`)',
      ]);
      const fork = {
        ...pr.payload,
        pull_request: {
          ...pr.payload.pull_request,
          head: { ...pr.payload.pull_request.head, repo: { full_name: 'someone/widgets' } },
        },
      };
      const fromFork = await runAction(
        pr.checkout,
        { name: 'pull_request', payload: fork },
        { 'artifact-name': '', cache: 'false' },
      );
      assert.deepEqual(lines(fromFork, /^::(warning|error)::/), [
        "::warning::repomap: commenting on the pull request: Resource not accessible by integration - https://docs.github.com/rest (HTTP 403: a pull request from a fork gets a read-only token; see the README's fork-safe setup)",
      ]);
    } finally {
      server.clearFaults();
      server.comments.delete(7);
    }
  },
);

test('mode: publish on a pull_request event fails the step', { timeout: 60_000 }, async () => {
  const pr = pullRequestCheckout();
  const run = await runAction(
    pr.checkout,
    { name: 'pull_request', payload: pr.payload },
    { mode: 'publish', 'artifact-name': 'repomap' },
  );
  assert.equal(run.status, 1, run.stdout);
  assert.deepEqual(lines(run, /^::error::/), [
    "::error::repomap: mode: publish runs on a workflow_run event, not on pull_request: use mode: full (the default) here, or see the README's fork-safe setup",
  ]);
  assert.ok(!server.comments.has(7));
});

test(
  'a push with comment: true says once why no comment came; a comment-budget above budget is a notice',
  { timeout: 120_000 },
  async () => {
    const pr = pullRequestCheckout();
    const full = tempDir('repomap-full-');
    pr.upstream.git('clone', '-q', pr.upstream.root, full);
    const push = {
      name: 'push',
      payload: {
        before: pr.payload.pull_request.base.sha,
        after: pr.headSha,
        ref: 'refs/heads/feature',
        repository: { default_branch: 'main' },
      },
    };
    const writes = server.writes().length;
    const run = await runAction(full, push, {
      'artifact-name': '',
      cache: 'false',
      comment: 'true',
      budget: '1024',
      'comment-budget': '8192',
    });
    assert.equal(run.status, 0, run.stdout);
    assert.deepEqual(lines(run, /comment/i), [
      '::notice::repomap: comment-budget 8192 is above budget 1024: the comment shows the map at 1024 tokens',
      'repomap: no comment: a push event has no pull request to comment on; the map is in the job summary and the outputs',
    ]);
    assert.equal(server.writes().length, writes);
    assertTidyLog(run);
  },
);

test(
  'a path that a symlink leads out of the workspace fails the step and posts nothing; a symlinked directory inside it is not followed',
  { timeout: 180_000 },
  async () => {
    const outside = new FixtureRepo({
      'secret.ts': 'export function leakedSecret(): string {\n  return "outside";\n}\n',
    }).root;
    const upstream = new FixtureRepo({ ...BASE_FILES, 'app/index.ts': 'export function appMain(): void {}\n' });
    symlinkSync(outside, join(upstream.root, 'src', 'linked'));
    const baseSha = upstream.commit('base');
    upstream.git('checkout', '-q', '-b', 'feature');
    // The pull request replaces the mapped directory with a symlink out of the workspace.
    rmSync(join(upstream.root, 'app'), { recursive: true });
    symlinkSync(outside, join(upstream.root, 'app'));
    upstream.write({
      'src/parser.ts':
        'export function parseInput(text: string, separator = ","): string[] {\n  return text.split(separator);\n}\n',
    });
    const headSha = upstream.commit('head');
    const checkout = tempDir('repomap-checkout-');
    new FixtureRepo({}, { git: false }).git('clone', '-q', '--branch', 'feature', `file://${upstream.root}`, checkout);
    const payload = {
      pull_request: {
        number: 7,
        base: { sha: baseSha, ref: 'main' },
        head: { sha: headSha, ref: 'feature', repo: { full_name: 'octo/widgets' } },
      },
      repository: { full_name: 'octo/widgets', default_branch: 'main' },
    };
    const writes = server.writes().length;
    const escaped = await runAction(
      checkout,
      { name: 'pull_request', payload },
      { path: 'app', 'artifact-name': '', cache: 'false' },
    );
    assert.equal(escaped.status, 1, escaped.stdout);
    assert.match(
      escaped.stdout,
      /::error::repomap: input 'path' must be a directory inside the workspace, not a symlink out of it \(.*\/app leads to .*, outside the workspace .*\), not "app"/,
    );
    assert.doesNotMatch(escaped.stdout + escaped.summary + JSON.stringify(escaped.outputs), /leakedSecret|secret\.ts/);
    assert.equal(server.writes().length, writes, 'nothing posted');
    assert.equal(escaped.outputs.map, undefined);

    // The whole checkout: the symlinked directory src/linked is skipped, never followed.
    const whole = await runAction(checkout, { name: 'pull_request', payload }, { 'artifact-name': '', cache: 'false' });
    assert.equal(whole.status, 0, whole.stdout);
    const json = JSON.parse(readFileSync(whole.outputs['json-path'], 'utf8'));
    assert.ok(json.stats.filesSkipped.symlink >= 2, JSON.stringify(json.stats));
    assert.doesNotMatch(whole.outputs.map + server.comments.get(7)![0].body + whole.summary, /leakedSecret|secret\.ts/);
    const mcp = JSON.parse(whole.outputs['mcp-config']).mcpServers.repomap.args as string[];
    assert.equal(mcp[mcp.indexOf('--root') + 1], checkout);
    assert.equal(mcp[mcp.indexOf('--within') + 1], checkout, 'the server refuses a root outside the workspace too');
    server.comments.delete(7);
  },
);

test(
  "a person's comment that begins with the marker is left alone: the token's own comment is posted, then updated",
  { timeout: 180_000 },
  async () => {
    const pr = pullRequestCheckout();
    const event = { name: 'pull_request', payload: pr.payload };
    const person = {
      id: 1,
      body: `${MARKER}\nmy own words`,
      html_url: 'https://github.com/octo/widgets/pull/7#issuecomment-1',
      user: { login: 'mallory', type: 'User' },
    };
    const patchesBefore = server.requestsTo('PATCH /issues/comments/\\d+$').length;
    const patches = () =>
      server
        .requestsTo('PATCH /issues/comments/\\d+$')
        .slice(patchesBefore)
        .map((r) => r.path);
    try {
      // The workflow's GITHUB_TOKEN: GET /user is refused, and the comments are github-actions[bot]'s.
      server.comments.set(7, [{ ...person }]);
      const first = await runAction(pr.checkout, event, {
        'artifact-name': '',
        cache: 'false',
        'comment-budget': '256',
      });
      assert.equal(first.status, 0, first.stdout);
      assert.deepEqual(patches(), [], 'no update');
      const [theirs, ours] = server.comments.get(7)!;
      assert.deepEqual(theirs, person, "the person's comment is unchanged");
      assert.equal(ours.user.login, 'github-actions[bot]');
      assert.match(first.stdout, /repomap: comment created: /);
      const second = await runAction(pr.checkout, event, {
        'artifact-name': '',
        cache: 'false',
        'comment-budget': '128',
      });
      assert.equal(second.status, 0, second.stdout);
      assert.deepEqual(patches(), [`/repos/octo/widgets/issues/comments/${ours.id}`]);
      assert.deepEqual(server.comments.get(7)![0], person);
      assert.equal(server.comments.get(7)!.length, 2);

      // A personal access token: its user's comments are the Action's; a github-actions[bot] comment is not.
      server.tokenUser = { login: 'review-bot-user', type: 'User' };
      server.comments.set(7, [{ ...person }, { ...ours, user: { login: 'github-actions[bot]', type: 'Bot' } }]);
      const pat = await runAction(pr.checkout, event, { 'artifact-name': '', cache: 'false', 'comment-budget': '256' });
      assert.equal(pat.status, 0, pat.stdout);
      const comments = server.comments.get(7)!;
      assert.equal(comments.length, 3);
      assert.equal(comments[2].user.login, 'review-bot-user');
      assert.ok(server.requestsTo('GET /user$').length > 0);
      assert.equal(patches().length, 1, 'the bot comment is not updated with a personal access token');
    } finally {
      server.tokenUser = undefined;
      server.comments.delete(7);
    }
  },
);
