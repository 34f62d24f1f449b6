import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { FakeGitHub, faults } from '../helpers/fake-github';
import { FixtureRepo, tempDir } from '../helpers/repo';
import { actionRunner, BASE_FILES, copyDist, pullRequestCheckout, TOKEN } from './harness';
import { assertSafeComment, elements, textOf, WORD_JOINER } from '../helpers/github-render';

const server = new FakeGitHub();
before(() => server.start());
after(() => server.stop());
const runAction = actionRunner(copyDist(), server);
/** The workflow run's page, the one link of ours that is not into the repository. */
const RUN_PAGE = /^https:\/\/github\.com\/octo\/widgets\/actions\/runs\/4242$/;

test(
  'a pull request: the comment is created, then updated in place; outputs, summary and files are written',
  { timeout: 120_000 },
  async () => {
    const pr = pullRequestCheckout();
    const event = { name: 'pull_request', payload: pr.payload };
    const first = await runAction(pr.checkout, event, {
      'artifact-name': '',
      cache: 'false',
      budget: '512',
      'comment-budget': '512',
    });
    assert.equal(first.status, 0, first.stdout);
    // The runner masks the token after the action's `::add-mask::` command; it appears nowhere else.
    assert.equal(first.stdout.split(TOKEN).length - 1, 1);
    assert.ok(first.stdout.includes(`::add-mask::${TOKEN}\n`));
    const comments = server.comments.get(7)!;
    assert.equal(comments.length, 1);
    const body = comments[0].body;
    assert.ok(body.startsWith('<!-- repomap-action:default -->\n'), body);
    const blob = `https://github.com/octo/widgets/blob/${pr.headSha}/`;
    const { mapText } = assertSafeComment(body, { linkPrefix: blob, otherLinks: RUN_PAGE });
    assert.match(
      mapText,
      /src\/parser\.ts \(changed\)\n {2}1: export function parseInput\(text: string, separator = ","\): string\[\]/,
    );
    assert.match(mapText, /src\/main\.ts\n {2}2: export function runMain\(\): void/);
    assert.equal(
      mapText,
      first.outputs.map,
      'the comment shows the text map (the same at both budgets here), which the map output holds',
    );
    // Every path links to the file at the head commit, every line number to its line.
    assert.ok(
      body.includes(
        `<pre>(untested: parseInput)\n(reaches 1 file directly, 1 within 3 hops: 1 in production, 0 test files)\n<a href="${blob}src/parser.ts">src/parser.ts</a> (changed)\n  <a href="${blob}src/parser.ts#L1">1</a>: export function parseInput(`,
      ),
      body,
    );
    assert.ok(
      body.includes(
        `<a href="${blob}src/main.ts">src/main.ts</a>\n  <a href="${blob}src/main.ts#L2">2</a>: export function runMain(): void\n`,
      ),
      body,
    );
    // Above the map: what the change touches, and who uses it (the call in src/main.ts; its import is no use).
    const row =
      `<tr><td><code>parseInput</code> function, modified, <a href="${blob}src/parser.ts#L1"><code>src/parser.ts:1</code></a></td>` +
      `<td>1 file: <a href="${blob}src/main.ts#L3"><code>src/main.ts:3</code></a></td>` +
      '<td><strong>untested</strong></td><td>1 file within 3 hops (1 in production), 1 directly</td></tr>';
    assert.ok(body.indexOf(row) > 0 && body.indexOf(row) < body.indexOf('<details>'), body);
    assert.match(body, /\[this workflow run\]\(https:\/\/github\.com\/octo\/widgets\/actions\/runs\/4242\)/);
    assert.equal(first.outputs['comment-id'], String(comments[0].id));
    assert.equal(first.outputs['comment-url'], comments[0].html_url);
    assert.equal(first.outputs.files, '3');
    assert.ok(Number(first.outputs.tokens) > 0 && Number(first.outputs.tokens) <= 512);
    // parseInput is exported and no test reaches it; its caller src/main.ts is the one file it reaches.
    // The base is the repository's first commit: no history to learn companions from, and a notice that says so.
    assert.deepEqual(
      [first.outputs.untested, first.outputs.reach, first.outputs['companions-missing']],
      ['1', '1', '0'],
    );
    assert.match(first.stdout, /::notice::repomap: no usual companions of the change: the repository has one commit/);
    assert.equal(readFileSync(first.outputs['map-path'], 'utf8').split('\n')[2], 'src/parser.ts (changed)');
    assert.equal(
      first.outputs.map,
      readFileSync(first.outputs['map-path'], 'utf8'),
      'the map output is the text map, byte for byte',
    );
    assert.deepEqual(JSON.parse(readFileSync(first.outputs['json-path'], 'utf8')).focus.files, ['src/parser.ts']);
    // The header: the head commit, linked; the comment says when it was updated, the summary need not.
    const commit = `<a href="https://github.com/octo/widgets/commit/${pr.headSha}"><code>${pr.headSha.slice(0, 7)}</code></a>`;
    assert.match(
      body,
      new RegExp(
        `^<!-- repomap-action:default -->\\n\\*\\*Repository map\\*\\* for ${commit} · updated \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\n\\nChanges 1 definition in 1 file; used by 1 other file \\(no tests\\)\\.\\n`,
      ),
    );
    assert.ok(
      first.summary.startsWith(
        `**Repository map** for ${commit}\n\nChanges 1 definition in 1 file; used by 1 other file (no tests).\n`,
      ),
      first.summary,
    );
    assert.match(first.summary, /\n3 files of the repository, ranked for this change · \d+ \/ 512 tokens\n/);
    // The summary has the same linked map and table, then the run's figures, as the log has them.
    assert.equal(assertSafeComment(first.summary, { linkPrefix: blob }).mapText, first.outputs.map);
    assert.ok(first.summary.includes(row));
    const figures =
      /\n(3 files listed, 3 parsed, 0 from the cache; skipped: none; discover \d+ ms, extract \d+ ms, focus \d+ ms, resolve \d+ ms, rank \d+ ms, render \d+ ms\.)\n$/.exec(
        first.summary,
      );
    assert.ok(figures, first.summary);
    assert.ok(first.stdout.includes(`repomap: ${figures[1]}\n`), 'the log has the same line');
    assert.match(first.stdout, /comment created/);
    const writesAfterFirst = server.writes().length;

    // Same content: no write at all.
    const second = await runAction(pr.checkout, event, {
      'artifact-name': '',
      cache: 'false',
      budget: '512',
      'comment-budget': '512',
    });
    assert.equal(second.status, 0, second.stdout);
    assert.equal(server.writes().length, writesAfterFirst, 'an unchanged comment is not written again');
    assert.match(second.stdout, /comment unchanged/);

    // Different content: the same comment is updated, never a second one.
    const third = await runAction(pr.checkout, event, {
      'artifact-name': '',
      cache: 'false',
      budget: '512',
      'comment-budget': '128',
    });
    assert.equal(third.status, 0, third.stdout);
    assert.equal(server.comments.get(7)!.length, 1);
    assert.equal(server.writes().at(-1)!.method, 'PATCH');
    assert.equal(third.outputs['comment-id'], String(comments[0].id));
    server.comments.delete(7);
  },
);

test(
  'a read-only token (a fork): the comment fails with a warning, the run succeeds with its outputs and summary',
  { timeout: 120_000 },
  async () => {
    const pr = pullRequestCheckout();
    const fork = {
      ...pr.payload,
      pull_request: {
        ...pr.payload.pull_request,
        head: { ...pr.payload.pull_request.head, repo: { full_name: 'someone/widgets' } },
      },
    };
    server.fault('POST /issues/\\d+/comments$', faults.status(403, 'Resource not accessible by integration'));
    try {
      const run = await runAction(
        pr.checkout,
        { name: 'pull_request', payload: fork },
        { 'artifact-name': '', cache: 'false' },
      );
      assert.equal(run.status, 0, run.stdout);
      assert.match(run.stdout, /::warning::repomap: commenting on the pull request: .*403.*fork/);
      assert.ok(run.outputs['map-path'] && run.outputs['json-path']);
      assert.match(run.summary, /Repository map/);
      const strict = await runAction(
        pr.checkout,
        { name: 'pull_request', payload: fork },
        { 'artifact-name': '', cache: 'false', 'fail-on-error': 'true' },
      );
      assert.equal(strict.status, 1, 'fail-on-error turns the warning into a failure');
      assert.match(strict.stdout, /::error::repomap: commenting on the pull request/);
    } finally {
      server.clearFaults();
      server.comments.delete(7);
    }
  },
);

test(
  'nothing from the repository can ping, link or inject HTML in the comment, rendered as GitHub renders it',
  { timeout: 120_000 },
  async () => {
    const pr = pullRequestCheckout({
      'src/evil.ts': [
        "export function ping(): string { return '@octocat'; }",
        '/** </details> <script>alert(1)</script> */',
        "export function closeDetails(a = '</details><img src=x>', b = '@someone', c = '```'): void {}",
        "export function closePre(a = '</pre><img src=x onerror=alert(1)>', b = '#12 GH-7 &amp; <!-- x'): void {}",
        '',
      ].join('\n'),
      'src/@team`s ```file```.ts':
        "import { parseInput } from './parser';\nexport function mentionTeam(): string[] { return parseInput('@octocat'); }\n",
      'src/#12 GH-7 <b>&amp;.ts':
        "import { parseInput } from './parser';\nexport function issueLink(): string[] { return parseInput('#12'); }\n",
    });
    try {
      const run = await runAction(
        pr.checkout,
        { name: 'pull_request', payload: pr.payload },
        { 'artifact-name': '', cache: 'false', 'comment-budget': '4096' },
      );
      assert.equal(run.status, 0, run.stdout);
      const body = server.comments.get(7)![0].body;
      // Checked on the HTML that GitHub's markdown and sanitizer would make of it: our elements only,
      // one collapsible block with one map of text and links into the repository, no mention or
      // issue reference anywhere, and the repository's text only inside the map and the table's code.
      const { mapText, rendered } = assertSafeComment(body, {
        linkPrefix: `https://github.com/octo/widgets/blob/${pr.headSha}/`,
        otherLinks: RUN_PAGE,
        repositoryText: [
          '@octocat',
          '@someone',
          '@team',
          '<script',
          '<img',
          '</details>',
          '</pre>',
          '#12',
          'GH-7',
          '&amp;',
          'evil',
          'src/',
        ],
      });
      assert.ok(
        mapText.includes("closeDetails(a = '</details><img src=x>', b = '@someone', c = '```')"),
        'the signature is shown as it is',
      );
      assert.ok(mapText.includes("closePre(a = '</pre><img src=x onerror=alert(1)>', b = '#12 GH-7 &amp; <!-- x')"));
      assert.equal(
        mapText,
        readFileSync(run.outputs['map-path'], 'utf8'),
        'the map reads as the text map, line for line',
      );
      // The hostile files are the callers in the table, shown as they are, inside code and links.
      const cells = elements(rendered.raw)
        .filter(({ element }) => element.tagName === 'td')
        .map(({ element }) => textOf(element).replaceAll(WORD_JOINER, ''));
      assert.ok(
        cells.some((cell) => /^3 files: .*src\/#12 GH-7 <b>&amp;\.ts:2, src\/@team`s ```file```\.ts:2, /.test(cell)),
        cells.join('\n'),
      );
      // In the markdown itself: one block of each, and no tag of the repository's.
      for (const tag of ['<details>', '</details>', '<pre>', '</pre>', '<table>', '</table>'])
        assert.equal(body.split(tag).length - 1, 1, tag);
      assert.doesNotMatch(body, /<script|<img|<b>|<!-- x/);
    } finally {
      server.comments.delete(7);
    }
  },
);

test(
  "a comment never exceeds GitHub's 65,536 characters: the map is shortened and says so",
  { timeout: 120_000 },
  async () => {
    const many: Record<string, string> = {};
    for (let i = 0; i < 400; i++) {
      const long = `parameter${i}_${'x'.repeat(120)}: string`;
      many[`src/generated/module_${i}.ts`] =
        `export function exportedFunction${i}(${long}): void {}\nexport function secondFunction${i}(${long}): void {}\n`;
    }
    const pr = pullRequestCheckout(many);
    try {
      const run = await runAction(
        pr.checkout,
        { name: 'pull_request', payload: pr.payload },
        { 'artifact-name': '', cache: 'false', 'comment-budget': '60000', budget: '60000' },
      );
      assert.equal(run.status, 0, run.stdout);
      const body = server.comments.get(7)![0].body;
      assert.ok(body.length <= 65_536, `${body.length} characters`);
      assert.match(body, /_Shortened to \d+ of \d+ files to fit GitHub's comment size limit\._/);
      assert.ok(body.includes('>src/parser.ts</a> (changed)'), 'the top-ranked file is kept');
      const { mapText } = assertSafeComment(body, {
        linkPrefix: `https://github.com/octo/widgets/blob/${pr.headSha}/`,
        otherLinks: RUN_PAGE,
      });
      assert.ok(
        readFileSync(run.outputs['map-path'], 'utf8').startsWith(mapText),
        'a prefix of whole files of the map',
      );
    } finally {
      server.comments.delete(7);
    }
  },
);

test('a bad input fails the step with a message naming the input', { timeout: 60_000 }, async () => {
  const pr = pullRequestCheckout();
  const run = await runAction(pr.checkout, { name: 'pull_request', payload: pr.payload }, { budget: 'lots' });
  assert.equal(run.status, 1);
  assert.match(
    run.stdout,
    /::error::repomap: input 'budget' must be a whole number of tokens from 64 to 1000000, not "lots"/,
  );
  const mode = await runAction(pr.checkout, { name: 'pull_request', payload: pr.payload }, { mode: 'sideways' });
  assert.match(mode.stdout, /::error::repomap: input 'mode' must be one of full, compute, publish, not "sideways"/);
});

test('the artifact is uploaded to the artifact service with the map files', { timeout: 120_000 }, async () => {
  const pr = pullRequestCheckout();
  try {
    const run = await runAction(
      pr.checkout,
      { name: 'pull_request', payload: pr.payload },
      { 'artifact-name': 'repomap', cache: 'false', comment: 'false' },
      server.artifactEnv(),
    );
    assert.equal(run.status, 0, run.stdout);
    assert.equal(run.outputs['artifact-id'], '98765', run.stdout);
    const zip = server.artifacts.get('repomap');
    assert.ok(zip && zip.subarray(0, 2).toString() === 'PK', 'a zip archive was uploaded');
    for (const file of ['repomap.txt', 'repomap.json', 'repomap-meta.json'])
      assert.ok(zip.includes(Buffer.from(file)), `${file} is in the artifact`);
    assert.ok(!server.comments.has(7), 'comment: false posts nothing');
    // Without the artifact service (e.g. GitHub Enterprise Server): a warning, and the run goes on.
    const without = await runAction(
      pr.checkout,
      { name: 'pull_request', payload: pr.payload },
      { 'artifact-name': 'repomap', cache: 'false', comment: 'false' },
    );
    assert.equal(without.status, 0, without.stdout);
    assert.match(without.stdout, /::warning::repomap: uploading the artifact: /);
    assert.ok(without.outputs['map-path']);
  } finally {
    server.artifacts.clear();
  }
});

test(
  'fork-safe pair: compute uploads the map and comments nothing; publish comments it from the workflow_run',
  { timeout: 120_000 },
  async () => {
    const pr = pullRequestCheckout();
    try {
      const compute = await runAction(
        pr.checkout,
        { name: 'pull_request', payload: pr.payload },
        { mode: 'compute', 'artifact-name': 'repomap', cache: 'false' },
        server.artifactEnv(),
      );
      assert.equal(compute.status, 0, compute.stdout);
      assert.ok(!server.comments.has(7), 'compute never comments');
      assert.ok(server.artifacts.has('repomap'));

      // The publish job has no checkout of the pull request: an empty workspace.
      const workspace = tempDir('repomap-publish-');
      const workflowRun = (headSha: string) => ({
        name: 'workflow_run',
        payload: {
          workflow_run: { id: 555, head_sha: headSha, pull_requests: [] },
          repository: { full_name: 'octo/widgets', default_branch: 'main' },
        },
      });
      server.openPulls = [{ number: 7, head: { sha: pr.headSha } }];
      const publish = await runAction(workspace, workflowRun(pr.headSha), {
        mode: 'publish',
        'artifact-name': 'repomap',
      });
      assert.equal(publish.status, 0, publish.stdout);
      const body = server.comments.get(7)![0].body;
      // Linked to the head commit that the workflow run and the artifact both name; the footer to the run that made the artifact.
      const computeRun = /^https:\/\/github\.com\/octo\/widgets\/actions\/runs\/555$/;
      const { mapText } = assertSafeComment(body, {
        linkPrefix: `https://github.com/octo/widgets/blob/${pr.headSha}/`,
        otherLinks: computeRun,
      });
      assert.ok(
        body.endsWith(
          'is in the artifact of [the workflow run that made it](https://github.com/octo/widgets/actions/runs/555).\n',
        ),
        body,
      );
      assert.match(mapText, /^\(untested: parseInput\)\n\(reaches [^\n]*\)\nsrc\/parser\.ts \(changed\)\n/);
      assert.equal(mapText, compute.outputs.map);
      assert.equal(publish.outputs.map, compute.outputs.map, 'the map output, from the artifact');
      assert.deepEqual(
        [publish.outputs.untested, publish.outputs.reach],
        [compute.outputs.untested, compute.outputs.reach],
        'the gate outputs, from the artifact',
      );
      assert.deepEqual([compute.outputs.untested, compute.outputs.reach], ['1', '1']);
      assert.ok(
        body.includes('<code>parseInput</code> function, modified, '),
        'the impact table comes through the artifact',
      );
      assert.equal(publish.outputs['comment-id'], String(server.comments.get(7)![0].id));
      assert.ok(server.requests.some((r) => r.path.startsWith('/repos/octo/widgets/actions/runs/555/artifacts')));

      // An artifact made for another commit is refused: nothing is posted.
      server.comments.delete(7);
      const other = await runAction(workspace, workflowRun('e'.repeat(40)), {
        mode: 'publish',
        'artifact-name': 'repomap',
      });
      assert.match(other.stdout, /::error::repomap: the artifact was made for another commit/);
      assert.ok(!server.comments.has(7));
    } finally {
      server.artifacts.clear();
      server.openPulls = [];
      server.comments.delete(7);
    }
  },
);

test(
  'commit-path commits the map once, through one GraphQL commit guarded by the head SHA; never for forks',
  { timeout: 120_000 },
  async () => {
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
      assert.equal(
        server.requests.filter((r) => r.path === '/graphql').length,
        1,
        'an unchanged map is not committed again',
      );
      assert.match(second.stdout, /unchanged on feature; nothing to commit/);
      const fork = {
        ...pr.payload,
        pull_request: {
          ...pr.payload.pull_request,
          head: { ...pr.payload.pull_request.head, repo: { full_name: 'someone/widgets' } },
        },
      };
      server.files.clear();
      const fromFork = await runAction(pr.checkout, { name: 'pull_request', payload: fork }, inputs);
      assert.equal(fromFork.status, 0, fromFork.stdout);
      assert.match(fromFork.stdout, /not committing the map to a pull request from a fork/);
      assert.equal(server.requests.filter((r) => r.path === '/graphql').length, 1);
    } finally {
      server.files.clear();
    }
  },
);

test(
  'commit-path with format json: a second run on the unchanged tree, warm from the tag cache, commits nothing',
  { timeout: 120_000 },
  async () => {
    const pr = pullRequestCheckout();
    const inputs = {
      'artifact-name': '',
      cache: 'true',
      comment: 'false',
      format: 'json',
      'commit-path': 'docs/REPOMAP.json',
    };
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
  },
);

test(
  'a push maps before..after; a checkout of the head finds the merge base; no usable git falls back to the API',
  { timeout: 120_000 },
  async () => {
    const pr = pullRequestCheckout();
    // push: the full history is there.
    const full = tempDir('repomap-full-');
    pr.upstream.git('clone', '-q', pr.upstream.root, full);
    const push = await runAction(
      full,
      {
        name: 'push',
        payload: {
          before: pr.payload.pull_request.base.sha,
          after: pr.headSha,
          ref: 'refs/heads/feature',
          repository: { default_branch: 'main' },
        },
      },
      { 'artifact-name': '', cache: 'true' },
    );
    assert.equal(push.status, 0, push.stdout);
    assert.deepEqual(JSON.parse(readFileSync(push.outputs['json-path'], 'utf8')).focus.files, ['src/parser.ts']);
    assert.match(push.stdout, /focus on push /);
    assert.match(push.stdout, /cache service is not available/);

    // pull request, checkout of the head commit itself (not the merge commit), shallow: fetch and deepen.
    const headOnly = tempDir('repomap-head-');
    pr.upstream.git('clone', '-q', '--depth=1', '--branch', 'feature', `file://${pr.upstream.root}`, headOnly);
    const head = await runAction(
      headOnly,
      { name: 'pull_request', payload: pr.payload },
      { 'artifact-name': '', cache: 'false', comment: 'false' },
    );
    assert.equal(head.status, 0, head.stdout);
    assert.match(head.stdout, /from the merge base/);
    assert.deepEqual(JSON.parse(readFileSync(head.outputs['json-path'], 'utf8')).focus.files, ['src/parser.ts']);

    // No way to fetch the base: the API's patches give the focus.
    const offline = tempDir('repomap-offline-');
    pr.upstream.git('clone', '-q', '--depth=1', '--branch', 'feature', `file://${pr.upstream.root}`, offline);
    new FixtureRepo({}, { git: false }).git('-C', offline, 'remote', 'remove', 'origin');
    server.pullFiles = [
      {
        filename: 'src/parser.ts',
        status: 'modified',
        patch:
          '@@ -1,3 +1,3 @@\n-export function parseInput(text: string): string[] {\n+export function parseInput(text: string, separator = ","): string[] {\n-  return text.split(",");\n+  return text.split(separator);\n }',
      },
    ];
    try {
      const api = await runAction(
        offline,
        { name: 'pull_request', payload: pr.payload },
        { 'artifact-name': '', cache: 'false', comment: 'false' },
      );
      assert.equal(api.status, 0, api.stdout);
      assert.match(api.stdout, /patches from the API/);
      const json = JSON.parse(readFileSync(api.outputs['json-path'], 'utf8'));
      assert.deepEqual(json.focus.files, ['src/parser.ts']);
      assert.ok(json.focus.identifiers.includes('parseInput'));
    } finally {
      server.pullFiles = [];
    }
  },
);

/** A run's cache scopes as GitHub gives them: a push writes its branch; a pull request writes its own ref and reads the default branch. */
const onMain = { write: 'refs/heads/main' };
const inPullRequest = (number: number) => ({ write: `refs/pull/${number}/merge`, read: ['refs/heads/main'] });

/** The start of each job on a runner: RUNNER_TEMP is at the same path, but empty. */
function newJob(runnerTemp: string): void {
  for (const dir of ['repomap-cache', 'repomap-cache-layer'])
    rmSync(join(runnerTemp, dir), { recursive: true, force: true });
}

/** A pull request's head, checked out alone at depth 1 (as with `ref: head.sha`), and its event. */
function headCheckout(upstream: FixtureRepo, number: number, baseSha: string, branch: string) {
  const checkout = tempDir('repomap-checkout-');
  upstream.git('clone', '-q', '--depth=1', '--branch', branch, `file://${upstream.root}`, checkout);
  const headSha = upstream.git('rev-parse', branch).trim();
  const payload = {
    pull_request: {
      number,
      base: { sha: baseSha, ref: 'main' },
      head: { sha: headSha, ref: branch, repo: { full_name: 'octo/widgets' } },
    },
    repository: { full_name: 'octo/widgets', default_branch: 'main' },
  };
  return { checkout, event: { name: 'pull_request', payload } };
}

const KEY = (scope: string, run: number, attempt = 1) =>
  new RegExp(`^repomap-tags-v\\d+-linux-[0-9a-f]{8}-${scope}-${run}-${attempt}-[0-9a-f]{6}$`);

test(
  'the default branch saves its tag cache; a pull request restores it and, having parsed nothing new, saves nothing',
  { timeout: 180_000 },
  async () => {
    const pr = pullRequestCheckout();
    const full = tempDir('repomap-main-');
    pr.upstream.git('clone', '-q', pr.upstream.root, full);
    // Runners keep RUNNER_TEMP at one path across jobs; the cache is restored to where it was saved from.
    const runnerTemp = tempDir('repomap-runner-temp-');
    const saved = server.cacheEntries.length;
    try {
      const push = {
        name: 'push',
        payload: {
          before: pr.payload.pull_request.base.sha,
          after: pr.headSha,
          ref: 'refs/heads/main',
          repository: { default_branch: 'main' },
        },
      };
      const save = await runAction(
        full,
        push,
        { 'artifact-name': '', cache: 'true' },
        { ...server.artifactEnv(onMain), RUNNER_TEMP: runnerTemp, GITHUB_REF: 'refs/heads/main' },
      );
      assert.equal(save.status, 0, save.stdout);
      assert.equal(server.cacheEntries.length, saved + 1, save.stdout);
      const entry = server.cacheEntries.at(-1)!;
      assert.match(entry.key, KEY('default', 4242));
      assert.equal(entry.scope, 'refs/heads/main');
      assert.ok(save.stdout.includes(`repomap: saved the tag cache ${entry.key}\n`), save.stdout);
      const kept = readdirSync(join(runnerTemp, 'repomap-cache'));
      assert.ok(
        kept.includes('ranks-o200k_base-v2.bin'),
        `the encoder's table is not an entry the run left unused: it is saved with them: ${kept.join(', ')}`,
      );
      newJob(runnerTemp);

      // The pull request's merge commit is the tree the default branch's run mapped: nothing is new.
      const env = { ...server.artifactEnv(inPullRequest(7)), RUNNER_TEMP: runnerTemp };
      const inPr = await runAction(
        pr.checkout,
        { name: 'pull_request', payload: pr.payload },
        { 'artifact-name': '', cache: 'true', comment: 'false' },
        env,
      );
      assert.equal(inPr.status, 0, inPr.stdout);
      assert.ok(inPr.stdout.includes(`repomap: restored the tag cache ${entry.key}\n`), inPr.stdout);
      const fromCache = Number(/(\d+) from cache/.exec(inPr.stdout)?.[1]);
      assert.ok(fromCache >= 2, `files from the restored cache: ${inPr.stdout}`);
      assert.match(inPr.stdout, /, 0 parsed, \d+ from cache/);
      assert.match(inPr.stdout, /repomap: saved no tag cache: no new content was parsed\n/);
      assert.equal(server.cacheEntries.length, saved + 1, 'a pull request that parsed nothing new saves nothing');
      assert.ok(
        inPr.summary.includes(
          `cache: restored ${entry.key}, saved nothing (no new content was parsed); cache restore `,
        ),
        inPr.summary,
      );
    } finally {
      server.artifacts.clear();
    }
  },
);

test(
  'two runs on the same pull request: the first saves, the second restores it and parses only the changed file, a re-run saves nothing',
  { timeout: 240_000 },
  async () => {
    const upstream = new FixtureRepo(BASE_FILES);
    const baseSha = upstream.commit('base');
    upstream.git('checkout', '-q', '-b', 'topic');
    upstream.write({
      'src/parser.ts':
        'export function parseInput(text: string, separator = ","): string[] {\n  return text.split(separator);\n}\n',
    });
    upstream.commit('first push');
    const runnerTemp = tempDir('repomap-runner-temp-');
    const env = { ...server.artifactEnv(inPullRequest(8)), RUNNER_TEMP: runnerTemp, GITHUB_REF: 'refs/pull/8/merge' };
    const inputs = { 'artifact-name': '', cache: 'true', comment: 'false' };
    const saved = server.cacheEntries.length;
    try {
      // The README's minimal workflow: no cache on the default branch. The first run parses everything and saves.
      const first = headCheckout(upstream, 8, baseSha, 'topic');
      const one = await runAction(first.checkout, first.event, inputs, env);
      assert.equal(one.status, 0, one.stdout);
      assert.match(one.stdout, /no tag cache to restore/);
      assert.match(one.stdout, /repomap: 3 files listed, 3 parsed, 0 from the cache; /);
      assert.equal(server.cacheEntries.length, saved + 1);
      const firstCache = server.cacheEntries.at(-1)!;
      assert.match(firstCache.key, KEY('pr-8', 4242));
      assert.equal(firstCache.scope, 'refs/pull/8/merge', 'GitHub keeps it to the pull request');
      assert.match(
        one.stdout,
        new RegExp(`cache: restored nothing, saved ${firstCache.key} \\([1-9]\\d* entries, [\\d.]+ kB\\)`),
      );

      // A second push changes one file: the next run restores the first's cache and parses that file only.
      newJob(runnerTemp);
      upstream.write({ 'src/other.ts': 'export function unrelatedThing(): number {\n  return 2;\n}\n' });
      upstream.commit('second push');
      const second = headCheckout(upstream, 8, baseSha, 'topic');
      const two = await runAction(second.checkout, second.event, inputs, { ...env, GITHUB_RUN_ID: '4243' });
      assert.equal(two.status, 0, two.stdout);
      assert.ok(two.stdout.includes(`repomap: restored the tag cache ${firstCache.key}\n`), two.stdout);
      assert.match(two.stdout, /repomap: 3 files listed, 1 parsed, 2 from the cache; /);
      assert.equal(server.cacheEntries.length, saved + 2, 'new content: a new cache');
      const secondCache = server.cacheEntries.at(-1)!;
      assert.match(secondCache.key, KEY('pr-8', 4243));

      // A re-run of the same commit restores the newest cache, parses nothing and saves nothing.
      newJob(runnerTemp);
      const again = await runAction(second.checkout, second.event, inputs, {
        ...env,
        GITHUB_RUN_ID: '4243',
        GITHUB_RUN_ATTEMPT: '2',
      });
      assert.equal(again.status, 0, again.stdout);
      assert.ok(again.stdout.includes(`repomap: restored the tag cache ${secondCache.key}\n`), again.stdout);
      assert.match(again.stdout, /repomap: 3 files listed, 0 parsed, 3 from the cache; /);
      assert.match(again.stdout, /saved no tag cache: no new content was parsed/);
      assert.equal(server.cacheEntries.length, saved + 2);
    } finally {
      server.artifacts.clear();
    }
  },
);

test(
  "a new pull request restores the default branch's cache and saves only what it adds, as a layer of its own",
  { timeout: 240_000 },
  async () => {
    const upstream = new FixtureRepo(BASE_FILES);
    const baseSha = upstream.commit('base');
    const full = tempDir('repomap-main-');
    upstream.git('clone', '-q', upstream.root, full);
    const runnerTemp = tempDir('repomap-runner-temp-');
    try {
      const push = {
        name: 'push',
        payload: { after: baseSha, ref: 'refs/heads/main', repository: { default_branch: 'main' } },
      };
      const onDefault = await runAction(
        full,
        push,
        { 'artifact-name': '' },
        {
          ...server.artifactEnv(onMain),
          RUNNER_TEMP: runnerTemp,
          GITHUB_REF: 'refs/heads/main',
          GITHUB_RUN_ID: '5000',
        },
      );
      assert.equal(onDefault.status, 0, onDefault.stdout);
      const shared = server.cacheEntries.at(-1)!;
      assert.match(shared.key, KEY('default', 5000));

      newJob(runnerTemp);
      upstream.git('checkout', '-q', '-b', 'other-topic');
      upstream.write({ 'src/other.ts': 'export function unrelatedThing(): number {\n  return 3;\n}\n' });
      upstream.commit('a new pull request');
      const pr = headCheckout(upstream, 9, baseSha, 'other-topic');
      const env = {
        ...server.artifactEnv(inPullRequest(9)),
        RUNNER_TEMP: runnerTemp,
        GITHUB_REF: 'refs/pull/9/merge',
        GITHUB_RUN_ID: '5001',
      };
      const first = await runAction(pr.checkout, pr.event, { 'artifact-name': '', comment: 'false' }, env);
      assert.equal(first.status, 0, first.stdout);
      assert.ok(first.stdout.includes(`repomap: restored the tag cache ${shared.key}\n`), first.stdout);
      assert.match(first.stdout, /repomap: 3 files listed, 1 parsed, 2 from the cache; /);
      const layer = server.cacheEntries.at(-1)!;
      assert.match(layer.key, KEY('pr-9', 5001));
      assert.equal(layer.scope, 'refs/pull/9/merge');
      assert.notEqual(layer.version, shared.version, 'a layer is saved from its own directory');
      // What the default branch's cache has is not saved again: the layer is the changed file's tags.
      assert.match(first.stdout, new RegExp(`saved ${layer.key} \\(1 entry, [\\d.]+ kB\\)`));
      assert.ok(layer.sizeBytes < shared.sizeBytes, `${layer.sizeBytes} < ${shared.sizeBytes}`);

      // Its next run reads both, parses nothing and saves nothing.
      newJob(runnerTemp);
      const again = await runAction(
        pr.checkout,
        pr.event,
        { 'artifact-name': '', comment: 'false' },
        { ...env, GITHUB_RUN_ATTEMPT: '2' },
      );
      assert.equal(again.status, 0, again.stdout);
      assert.ok(
        again.stdout.includes(`repomap: restored the tag cache ${layer.key} and ${shared.key}\n`),
        again.stdout,
      );
      assert.match(again.stdout, /repomap: 3 files listed, 0 parsed, 3 from the cache; /);
      assert.match(again.stdout, /saved no tag cache: no new content was parsed/);
      assert.equal(server.cacheEntries.at(-1), layer);
    } finally {
      server.artifacts.clear();
    }
  },
);

test('on GitHub Enterprise Server the links go to GITHUB_SERVER_URL', { timeout: 120_000 }, async () => {
  const pr = pullRequestCheckout();
  try {
    const run = await runAction(
      pr.checkout,
      { name: 'pull_request', payload: pr.payload },
      { 'artifact-name': '', cache: 'false' },
      { GITHUB_SERVER_URL: 'https://ghe.example.com/' },
    );
    assert.equal(run.status, 0, run.stdout);
    const body = server.comments.get(7)![0].body;
    const blob = `https://ghe.example.com/octo/widgets/blob/${pr.headSha}/`;
    assertSafeComment(body, {
      linkPrefix: blob,
      otherLinks: /^https:\/\/ghe\.example\.com\/octo\/widgets\/actions\/runs\/4242$/,
    });
    assert.ok(body.includes(`<a href="${blob}src/parser.ts#L1">1</a>: export function parseInput(`), body);
    assert.ok(!body.includes('https://github.com'), body);
  } finally {
    server.comments.delete(7);
  }
});
