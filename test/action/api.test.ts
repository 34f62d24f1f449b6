import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../helpers/esm-packages';
import { apiClient, commentApi } from '../../src/action/api';
import type { ApiPolicy } from '../../src/action/api-policy';
import { GITHUB_ACTIONS_BOT } from '../../src/action/publish/comment';
import { FakeGitHub, faults } from '../helpers/fake-github';

// The API client's wiring of the policy (api-policy.ts): which answers are retried and how often, the
// deadline of each attempt, the rate limits it waits out, and the calls that must not be retried.

const TOKEN = 'ghs_unit_token';
/** Retries after 10 ms and 40 ms, a 300 ms deadline per attempt, rate limits waited out up to 1 s. */
const FAST: ApiPolicy = { timeoutMs: 300, retryDelayMs: 10, maxWaitSeconds: 1 };
const LIST = 'GET /issues/\\d+/comments$';

async function withServer(
  body: (server: FakeGitHub, api: ReturnType<typeof commentApi>) => Promise<void>,
): Promise<void> {
  const server = await new FakeGitHub().start();
  try {
    await body(server, commentApi(apiClient(TOKEN, FAST, server.url), 'octo', 'widgets'));
  } finally {
    await server.stop();
  }
}

const statusOf = async (call: Promise<unknown>) => {
  try {
    await call;
    return 'ok';
  } catch (error) {
    return (error as { status?: number }).status;
  }
};

test('a 5xx answer is retried twice, then the call fails; the token goes with every attempt', async () => {
  await withServer(async (server, api) => {
    server.comments.set(7, [{ id: 1, body: 'hello', html_url: 'u', user: { login: 'x', type: 'User' } }]);
    server.fault(LIST, faults.status(502), 2);
    assert.deepEqual(
      (await api.list(7)).map((c) => c.body),
      ['hello'],
    );
    assert.equal(server.requestsTo(LIST).length, 3);
    assert.ok(server.requestsTo(LIST).every((r) => r.authorization === `token ${TOKEN}`));
    server.fault(LIST, faults.status(500), 3);
    assert.equal(await statusOf(api.list(7)), 500);
    assert.equal(server.requestsTo(LIST).length, 6);
  });
});

test('a client error (403, 404, 422) fails at once, without a retry', async () => {
  await withServer(async (server, api) => {
    for (const status of [403, 404, 422]) {
      server.clearFaults();
      server.fault(LIST, faults.status(status), 1);
      const before = server.requestsTo(LIST).length;
      assert.equal(await statusOf(api.list(7)), status);
      assert.equal(server.requestsTo(LIST).length, before + 1, `HTTP ${status}`);
    }
  });
});

test('each attempt has its own deadline: a hung answer is abandoned and the call retried', async () => {
  await withServer(async (server, api) => {
    server.fault(LIST, faults.delay(2_000), 1);
    const started = Date.now();
    assert.deepEqual(await api.list(7), []);
    assert.equal(server.requestsTo(LIST).length, 2);
    assert.ok(Date.now() - started < 1_500, 'the first attempt was cut at its deadline');
  });
});

test('a secondary rate limit is waited out once when GitHub asks for no more than the policy allows, else the call fails at once', async () => {
  await withServer(async (server, api) => {
    server.fault(LIST, faults.secondaryRateLimit(429, 1), 1);
    assert.deepEqual(await api.list(7), []);
    assert.equal(server.requestsTo(LIST).length, 2);
    // Twice in a row: waited out once only.
    server.fault(LIST, faults.secondaryRateLimit(403, 1), 2);
    assert.equal(await statusOf(api.list(7)), 403);
    assert.equal(server.requestsTo(LIST).length, 4);
    // Asked to wait longer than maxWaitSeconds: not waited.
    server.clearFaults();
    server.fault(LIST, faults.secondaryRateLimit(429, 120), 1);
    const started = Date.now();
    assert.equal(await statusOf(api.list(7)), 429);
    assert.equal(server.requestsTo(LIST).length, 5);
    assert.ok(Date.now() - started < 1_000);
  });
});

test('the comment calls: who the token is (the Actions bot when GET /user is refused), a create never retried, an update retried', async () => {
  await withServer(async (server, api) => {
    assert.deepEqual(await api.self(), GITHUB_ACTIONS_BOT);
    assert.equal(server.requestsTo('GET /user$').length, 1);
    server.tokenUser = { login: 'octocat', type: 'User' };
    assert.deepEqual(await api.self(), { login: 'octocat', type: 'User' });

    // The answer to a create is lost after the comment was made: not sent again (upsertComment looks first).
    server.fault('POST /issues/\\d+/comments$', faults.reset(true), 1);
    await assert.rejects(api.create(7, 'body'));
    assert.equal(server.requestsTo('POST /issues/\\d+/comments$').length, 1);
    assert.equal(server.comments.get(7)?.length, 1);

    const id = server.comments.get(7)![0].id;
    server.fault('PATCH /issues/comments/\\d+$', faults.status(503), 1);
    assert.equal((await api.update(id, 'edited')).body, 'edited');
    assert.equal(server.requestsTo('PATCH /issues/comments/\\d+$').length, 2);
  });
});
