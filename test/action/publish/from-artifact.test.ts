import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../../helpers/esm-packages';
import * as github from '@actions/github';
import { DEFAULT_POLICY } from '../../../src/action/api-policy';
import { readInputs } from '../../../src/action/inputs';
import { Problems, SetupError } from '../../../src/action/report';
import { publishFromArtifact } from '../../../src/action/publish/from-artifact';
import { tempDir } from '../../helpers/repo';

// The publish job's setup errors, before it downloads anything (its whole run is in the end-to-end tests).
process.env.GITHUB_REPOSITORY = 'octo/widgets';
const inputs = readInputs((name) => ({ mode: 'publish', 'artifact-name': 'repomap' })[name] ?? '', tempDir());
const problems = new Problems('', DEFAULT_POLICY);

test('mode: publish runs on a workflow_run event only', async () => {
  github.context.eventName = 'push';
  await assert.rejects(
    publishFromArtifact(inputs, { kind: 'push', after: 'c'.repeat(40), ref: 'refs/heads/main' }, undefined, problems),
    (error) =>
      error instanceof SetupError &&
      error.message ===
        "mode: publish runs on a workflow_run event, not on push: use mode: full (the default) here, or see the README's fork-safe setup",
  );
});

test('mode: publish needs a token', async () => {
  const target = { kind: 'workflow_run' as const, runId: 5, headSha: 'c'.repeat(40), pullRequests: [3] };
  await assert.rejects(
    publishFromArtifact(inputs, target, undefined, problems),
    (error) => error instanceof SetupError && error.message === 'mode: publish needs a github-token',
  );
  assert.deepEqual(problems.list, []);
});
