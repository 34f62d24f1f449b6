import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import '../../helpers/esm-packages';
import * as github from '@actions/github';
import { buildIndex, closeIndex, renderMap } from '../../../src/core/index';
import { apiClient } from '../../../src/action/api';
import { DEFAULT_POLICY } from '../../../src/action/api-policy';
import type { Target } from '../../../src/action/event';
import { readInputs } from '../../../src/action/inputs';
import { writeMapFiles } from '../../../src/action/map-outputs';
import { Problems } from '../../../src/action/report';
import { impactRowsOf } from '../../../src/action/publish/outputs';
import { changeFigures } from '../../../src/core/lookup/reach';
import { publish, type Mapped, type PublishRun } from '../../../src/action/publish/computed';
import { FakeGitHub } from '../../helpers/fake-github';
import { FixtureRepo, tempDir } from '../../helpers/repo';

// The runner's files and the repository the event comes from.
const runner = tempDir('repomap-runner-');
const summary = join(runner, 'summary.md');
writeFileSync(summary, '');
writeFileSync(join(runner, 'output'), '');
Object.assign(process.env, {
  RUNNER_TEMP: runner,
  GITHUB_STEP_SUMMARY: summary,
  GITHUB_OUTPUT: join(runner, 'output'),
  GITHUB_REPOSITORY: 'octo/widgets',
});
github.context.eventName = 'pull_request';
github.context.runId = 7;

const HEAD = 'c'.repeat(40);
const pullRequest = (sameRepository: boolean): Target => ({
  kind: 'pull_request',
  number: 4,
  baseSha: 'b'.repeat(40),
  headSha: HEAD,
  headRef: 'feature',
  sameRepository,
});
const inputsOf = (values: Record<string, string>) => readInputs((name) => values[name] ?? '', runner);
const figures = { figures: { filesListed: 1, filesSkipped: {} }, ms: {} };

/** A computed map of a one-file repository, as the run's mapping step gives it. */
async function mapped(): Promise<Mapped> {
  const repo = new FixtureRepo({ 'a.ts': 'export function alpha() {}\n' });
  repo.commit();
  const index = await buildIndex({ root: repo.root, cacheDir: false });
  try {
    const map = await renderMap(index, 4096);
    return {
      map,
      commentMap: map,
      impact: impactRowsOf(index),
      review: changeFigures(index),
      index,
      files: writeMapFiles(map, inputsOf({})),
    };
  } finally {
    await closeIndex(index);
    repo.dispose();
  }
}

test('without a token: the summary is written, and the comment and the commit are problems', async () => {
  const problems = new Problems('', DEFAULT_POLICY);
  const run: PublishRun = {
    inputs: inputsOf({ 'commit-path': 'docs/map.md' }),
    target: pullRequest(true),
    octokit: undefined,
    problems,
  };
  await publish(run, await mapped(), figures, undefined);
  assert.match(readFileSync(summary, 'utf8'), /\*\*Repository map\*\*/);
  assert.deepEqual(problems.list, ['commenting: no github-token', 'committing the map: no github-token']);
});

test("the comment's footer names the job summary; a fork's pull request gets no commit", async () => {
  const server = await new FakeGitHub().start();
  try {
    const problems = new Problems('ghs_unit_token', DEFAULT_POLICY);
    const octokit = apiClient('ghs_unit_token', { timeoutMs: 2_000, retryDelayMs: 10, maxWaitSeconds: 1 }, server.url);
    const run: PublishRun = {
      inputs: inputsOf({ 'commit-path': 'docs/map.md' }),
      target: pullRequest(false),
      octokit,
      problems,
    };
    await publish(run, await mapped(), figures, undefined);
    const [comment] = server.comments.get(4) ?? [];
    assert.match(
      comment.body,
      /The full map is in the job summary of \[this workflow run\]\(.*\/octo\/widgets\/actions\/runs\/7\)/,
    );
    assert.deepEqual(server.requestsTo('GET /contents/'), []);
    assert.deepEqual(problems.list, []);
  } finally {
    await server.stop();
  }
});
