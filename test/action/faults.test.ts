import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { FakeGitHub, faults, type Fault } from '../helpers/fake-github';
import { tempDir } from '../helpers/repo';
import { actionRunner, copyDist, pullRequestCheckout, TOKEN, type Run, type RunAction } from './harness';

// The GitHub API failing in every way it does, against the committed bundle: the run must still
// write the job summary, the map files and the outputs, warn naming what failed (or, with
// fail-on-error, fail with it), never print the token, and never hang.

const dist = copyDist();
// Short waits under test: retries after 10 ms and 40 ms, and a 500 ms deadline per request.
const FAST = { REPOMAP_API_RETRY_DELAY_MS: '10', REPOMAP_API_TIMEOUT_MS: '500' };

const ROUTE = {
  list: 'GET /issues/\\d+/comments$',
  create: 'POST /issues/\\d+/comments$',
  update: 'PATCH /issues/comments/\\d+$',
  commit: 'POST /graphql',
};
type CommentCall = 'list' | 'create' | 'update';

/** Each test gets its own server, so tests can run side by side. */
async function withServer(body: (server: FakeGitHub, runAction: RunAction) => Promise<void>): Promise<void> {
  const server = await new FakeGitHub().start();
  try {
    await body(server, actionRunner(dist, server));
  } finally {
    await server.stop();
  }
}

const MARKER = '<!-- repomap-action:default -->';

/** An earlier run's comment, so that the run updates it (PATCH) rather than creating one. */
function seedComment(server: FakeGitHub): void {
  server.comments.set(7, [
    {
      id: 1,
      body: `${MARKER}\nan older map`,
      html_url: 'https://github.com/octo/widgets/pull/7#issuecomment-1',
      user: { login: 'github-actions[bot]', type: 'Bot' },
    },
  ]);
}

/** What every run must leave, whatever the API did: the map files, the outputs, the summary; and no token. */
function assertMapDelivered(run: Run): void {
  for (const output of ['map-path', 'json-path'])
    assert.ok(
      run.outputs[output] && existsSync(run.outputs[output]),
      `${output}: ${run.outputs[output]}\n${run.stdout}`,
    );
  assert.match(readFileSync(run.outputs['map-path'], 'utf8'), /^(\(.*\)\n)*src\/parser\.ts \(changed\)\n/);
  assert.ok(Number(run.outputs.tokens) > 0 && run.outputs.files === '3', JSON.stringify(run.outputs));
  assert.match(
    run.summary,
    /^\*\*Repository map\*\* for <a href="[^"]+\/commit\/[0-9a-f]{40}"><code>[0-9a-f]{7}<\/code><\/a>\n/,
  );
  assert.match(run.summary, /\n3 files of the repository, ranked for this change · \d+ \/ \d+ tokens\n/);
  assertNoToken(run);
}

/** The token appears once: in the command that asks the runner to mask it. */
function assertNoToken(run: Run): void {
  assert.equal(run.stdout.split(TOKEN).length - 1, 1, run.stdout);
  assert.ok(run.stdout.includes(`::add-mask::${TOKEN}\n`));
}

interface FaultCase {
  name: string;
  fault: Fault;
  /** Where the comment meets it. */
  call: CommentCall;
  /** The reason the warning gives, on the comment and on the commit. */
  comment: RegExp;
  commit: RegExp;
  /** Requests the comment call and the commit make when they meet it: 1 when not retried, 3 when retried twice. */
  commentCalls: number;
  commitCalls: number;
}

const SECONDARY =
  /You have exceeded a secondary rate limit.*rate limited; GitHub asked to wait 3600 s, the action waits at most 60 s/;
const CASES: FaultCase[] = [
  {
    name: '404 (the pull request is gone)',
    fault: faults.status(404, 'Not Found'),
    call: 'list',
    comment: /Not Found.*HTTP 404: gone, or not visible to the token/,
    commit: /HTTP 404: gone/,
    commentCalls: 1,
    commitCalls: 1,
  },
  {
    name: '422 (body too long)',
    fault: faults.status(422, 'Validation Failed: body is too long (maximum is 65536 characters)'),
    call: 'create',
    comment: /Validation Failed: body is too long.*\(HTTP 422\)/,
    commit: /Validation Failed.*\(HTTP 422\)/,
    commentCalls: 1,
    commitCalls: 1,
  },
  {
    name: '500',
    fault: faults.status(500),
    call: 'update',
    comment: /fake failure 500.*\(HTTP 500, after 3 attempts\)/,
    commit: /\(HTTP 500, after 3 attempts\)/,
    commentCalls: 3,
    commitCalls: 3,
  },
  // A create is not retried blindly (its answer may be lost after it worked): the comments are listed again, then one more create.
  {
    name: '502',
    fault: faults.status(502),
    call: 'create',
    comment: /fake failure 502.*\(HTTP 502\)/,
    commit: /\(HTTP 502, after 3 attempts\)/,
    commentCalls: 2,
    commitCalls: 3,
  },
  {
    name: 'secondary rate limit, 403 with a long retry-after',
    fault: faults.secondaryRateLimit(403, 3600),
    call: 'create',
    comment: SECONDARY,
    commit: SECONDARY,
    commentCalls: 1,
    commitCalls: 1,
  },
  {
    name: 'secondary rate limit, 429 with a long retry-after',
    fault: faults.secondaryRateLimit(429, 3600),
    call: 'update',
    comment: SECONDARY,
    commit: SECONDARY,
    commentCalls: 1,
    commitCalls: 1,
  },
  {
    name: 'connection reset',
    fault: faults.reset(),
    call: 'list',
    comment: /no answer \(.+\), after 3 attempts/,
    commit: /no answer \(.+\), after 3 attempts/,
    commentCalls: 3,
    commitCalls: 3,
  },
  // Held far longer than the test's own time limit: only the per-request deadline lets the run finish.
  {
    name: 'a response slower than the request timeout',
    fault: faults.delay(600_000),
    call: 'update',
    comment: /no answer within 0\.5 s, after 3 attempts/,
    commit: /no answer within 0\.5 s, after 3 attempts/,
    commentCalls: 3,
    commitCalls: 3,
  },
];

const INPUTS = { 'artifact-name': '', cache: 'false', 'commit-path': 'docs/REPOMAP.md' };

// Each case meets the comment in one run and the commit in the other, once with fail-on-error and once without.
const PAIRS: [FaultCase, FaultCase][] = [
  [CASES[0], CASES[3]],
  [CASES[1], CASES[6]],
  [CASES[2], CASES[7]],
  [CASES[4], CASES[5]],
];

describe('the GitHub API and the cache service failing', { concurrency: 2 }, () => {
  for (const [a, b] of PAIRS) {
    test(`${a.name}; ${b.name}`, { timeout: 300_000 }, async () => {
      const pr = pullRequestCheckout();
      const event = { name: 'pull_request', payload: pr.payload };
      const runs = [
        { onComment: a, onCommit: b, failOnError: false },
        { onComment: b, onCommit: a, failOnError: true },
      ];
      for (const { onComment, onCommit, failOnError } of runs) {
        await withServer(async (server, runAction) => {
          if (onComment.call === 'update') seedComment(server);
          server.fault(ROUTE[onComment.call], onComment.fault).fault(ROUTE.commit, onCommit.fault);
          const run = await runAction(pr.checkout, event, { ...INPUTS, 'fail-on-error': String(failOnError) }, FAST);
          assertMapDelivered(run);
          const level = failOnError ? 'error' : 'warning';
          const lines = run.stdout.split('\n');
          const comment = lines.find(
            (l) => l.startsWith(`::${level}::`) && l.includes('commenting on the pull request: '),
          );
          const commit = lines.find((l) => l.startsWith(`::${level}::`) && l.includes('committing the map: '));
          assert.match(comment ?? '', onComment.comment, run.stdout);
          assert.match(commit ?? '', onCommit.commit, run.stdout);
          assert.equal(run.status, failOnError ? 1 : 0, run.stdout);
          assert.equal(
            server.requestsTo(ROUTE[onComment.call]).length,
            onComment.commentCalls,
            `${onComment.call} calls`,
          );
          assert.equal(server.requestsTo(ROUTE.commit).length, onCommit.commitCalls, 'commit calls');
        });
      }
    });
  }

  // Faults that pass: retried, or waited out, then done.
  const recoveries: { name: string; faults: [string, Fault][]; calls: [string, number][] }[] = [
    {
      name: 'retried: a reset on the list, a 502 on the create (listed again, created again), a 500 then a reset on the commit',
      faults: [
        [ROUTE.list, faults.reset()],
        [ROUTE.create, faults.status(502)],
        [ROUTE.commit, faults.status(500)],
        [ROUTE.commit, faults.reset()],
      ],
      calls: [
        [ROUTE.list, 3],
        [ROUTE.create, 2],
        [ROUTE.commit, 3],
      ],
    },
    {
      name: 'waited out: a slow list, a secondary rate limit of 1 s on the create (429) and on the commit (403), then a slow commit',
      faults: [
        [ROUTE.list, faults.delay(600_000)],
        [ROUTE.create, faults.secondaryRateLimit(429, 1)],
        [ROUTE.commit, faults.secondaryRateLimit(403, 1)],
        [ROUTE.commit, faults.delay(600_000)],
      ],
      calls: [
        [ROUTE.list, 2],
        [ROUTE.create, 2],
        [ROUTE.commit, 3],
      ],
    },
  ];
  for (const r of recoveries) {
    test(r.name, { timeout: 300_000 }, async () => {
      const pr = pullRequestCheckout();
      await withServer(async (server, runAction) => {
        for (const [route, fault] of r.faults) server.fault(route, fault, 1);
        const run = await runAction(
          pr.checkout,
          { name: 'pull_request', payload: pr.payload },
          { ...INPUTS, 'fail-on-error': 'true' },
          FAST,
        );
        assert.equal(run.status, 0, run.stdout);
        assert.doesNotMatch(run.stdout, /::(warning|error)::/);
        assertMapDelivered(run);
        assert.equal(server.comments.get(7)?.length, 1, 'one comment');
        assert.equal(run.outputs['comment-id'], String(server.comments.get(7)![0].id));
        assert.equal(
          server.files.get('docs/REPOMAP.md'),
          readFileSync(run.outputs['map-path'], 'utf8'),
          'the map was committed',
        );
        for (const [route, count] of r.calls) assert.equal(server.requestsTo(route).length, count, route);
      });
    });
  }

  test('a create whose answer is lost after it worked makes one comment, not two', { timeout: 300_000 }, async () => {
    const pr = pullRequestCheckout();
    await withServer(async (server, runAction) => {
      server.fault(ROUTE.create, faults.reset(true), 1);
      const run = await runAction(
        pr.checkout,
        { name: 'pull_request', payload: pr.payload },
        { 'artifact-name': '', cache: 'false', 'fail-on-error': 'true' },
        FAST,
      );
      assert.equal(run.status, 0, run.stdout);
      assert.equal(server.comments.get(7)?.length, 1, 'exactly one comment');
      assert.equal(run.outputs['comment-id'], String(server.comments.get(7)![0].id));
      assert.match(run.stdout, /comment created/);
      assert.equal(server.requestsTo(ROUTE.create).length, 1, 'found on the second listing, not posted again');
    });
  });

  test("an error message that quotes the request's token is printed without it", { timeout: 300_000 }, async () => {
    const pr = pullRequestCheckout();
    await withServer(async (server, runAction) => {
      server.fault(ROUTE.create, {
        kind: 'status',
        status: 403,
        message: 'Resource not accessible by integration',
        echoAuthorization: true,
      });
      const run = await runAction(
        pr.checkout,
        { name: 'pull_request', payload: pr.payload },
        { 'artifact-name': '', cache: 'false' },
        FAST,
      );
      assert.equal(run.status, 0, run.stdout);
      assert.match(
        run.stdout,
        /::warning::repomap: commenting on the pull request: Resource not accessible by integration \(sent with token \*\*\*\)/,
      );
      assertMapDelivered(run);
    });
  });

  test(
    'the cache service unreachable, on restore and on save: warnings, and the map',
    { timeout: 300_000 },
    async () => {
      const pr = pullRequestCheckout();
      const full = tempDir('repomap-main-');
      pr.upstream.git('clone', '-q', pr.upstream.root, full);
      const closed = await closedPort();
      await withServer(async (server, runAction) => {
        const env = {
          ...server.artifactEnv(),
          ACTIONS_RESULTS_URL: `http://127.0.0.1:${closed}/`,
          GITHUB_REF: 'refs/heads/main',
          ...FAST,
        };
        const push = {
          name: 'push',
          payload: {
            before: pr.payload.pull_request.base.sha,
            after: pr.headSha,
            ref: 'refs/heads/main',
            repository: { default_branch: 'main' },
          },
        };
        for (const failOnError of [false, true]) {
          const run = await runAction(
            full,
            push,
            { 'artifact-name': '', cache: 'true', 'fail-on-error': String(failOnError) },
            env,
          );
          assert.equal(run.status, failOnError ? 1 : 0, run.stdout);
          assert.match(run.stdout, /::warning::repomap: restoring the tag cache: Failed to restore: .*ECONNREFUSED/);
          assert.match(
            run.stdout,
            new RegExp(
              `::${failOnError ? 'error' : 'warning'}::repomap: saving the tag cache: the cache service did not save repomap-tags-v\\d+-linux-[0-9a-f]{8}-default-4242-1-[0-9a-f]{6} `,
            ),
          );
          assert.ok(run.outputs['map-path'] && existsSync(run.outputs['map-path']), run.stdout);
          assert.deepEqual(JSON.parse(readFileSync(run.outputs['json-path'], 'utf8')).focus.files, ['src/parser.ts']);
          assert.match(run.summary, /Repository map/);
          assertNoToken(run);
        }
      });
    },
  );
});

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
