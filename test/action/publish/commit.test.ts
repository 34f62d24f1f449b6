import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../../helpers/esm-packages';
import { apiClient } from '../../../src/action/api';
import { commitMapFile, type CommitRequest } from '../../../src/action/publish/commit';
import { FakeGitHub, faults } from '../../helpers/fake-github';

const HEAD = 'c'.repeat(40);
const request = (content: string): CommitRequest => ({
  owner: 'octo',
  repo: 'widgets',
  branch: 'main',
  expectedHead: HEAD,
  path: 'docs/repomap.md',
  content,
});

async function withServer(
  body: (server: FakeGitHub, octokit: ReturnType<typeof apiClient>) => Promise<void>,
): Promise<void> {
  const server = await new FakeGitHub().start();
  try {
    await body(
      server,
      apiClient('ghs_unit_token', { timeoutMs: 2_000, retryDelayMs: 10, maxWaitSeconds: 1 }, server.url),
    );
  } finally {
    await server.stop();
  }
}

test('a new or changed map file is committed in one API commit on the branch, pinned to the expected head', async () => {
  await withServer(async (server, octokit) => {
    assert.equal(
      await commitMapFile(octokit, request('# Map ✓\n')),
      'committed docs/repomap.md to main: https://github.com/o/r/commit/fff',
    );
    const [read] = server.requestsTo('GET /repos/octo/widgets/contents/');
    assert.match(read.path, /^\/repos\/octo\/widgets\/contents\/docs(\/|%2F)repomap\.md\?ref=main$/);
    const [commit] = server.requestsTo('POST /graphql');
    assert.match((commit.body as { query: string }).query, /createCommitOnBranch/);
    assert.deepEqual((commit.body as { variables: unknown }).variables, {
      input: {
        branch: { repositoryNameWithOwner: 'octo/widgets', branchName: 'main' },
        expectedHeadOid: HEAD,
        message: { headline: 'Update docs/repomap.md (repository map)' },
        fileChanges: {
          additions: [{ path: 'docs/repomap.md', contents: Buffer.from('# Map ✓\n').toString('base64') }],
        },
      },
    });
    assert.equal(server.files.get('docs/repomap.md'), '# Map ✓\n');
    await commitMapFile(octokit, request('# Map, changed\n'));
    assert.equal(server.requestsTo('POST /graphql').length, 2);
  });
});

test('an unchanged map commits nothing (so a commit cannot start a loop of runs)', async () => {
  await withServer(async (server, octokit) => {
    server.files.set('docs/repomap.md', '# Map\n');
    assert.equal(
      await commitMapFile(octokit, request('# Map\n')),
      'docs/repomap.md is unchanged on main; nothing to commit',
    );
    assert.deepEqual(server.writes(), []);
  });
});

test('a read that fails for another reason than a missing file, or a refused commit, fails the publish: nothing is committed blindly', async () => {
  await withServer(async (server, octokit) => {
    server.fault('GET /repos/octo/widgets/contents/', faults.status(403, 'Resource not accessible by integration'), 1);
    await assert.rejects(
      commitMapFile(octokit, request('# Map\n')),
      (error: { status?: number }) => error.status === 403,
    );
    assert.deepEqual(server.requestsTo('POST /graphql'), []);
    server.fault('POST /graphql', faults.status(403, 'Resource not accessible by integration'), 1);
    await assert.rejects(commitMapFile(octokit, request('# Map\n')), /Resource not accessible/);
    assert.equal(server.files.has('docs/repomap.md'), false);
  });
});
