import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import '../../helpers/esm-packages';
import { apiClient } from '../../../src/action/api';
import { DEFAULT_POLICY } from '../../../src/action/api-policy';
import { readInputs } from '../../../src/action/inputs';
import { Problems } from '../../../src/action/report';
import { linkedMap } from '../../../src/action/publish/context-links';
import { postComment, writeSummary } from '../../../src/action/publish/post';
import { summaryMarkdown } from '../../../src/action/publish/summary';
import { FakeGitHub, faults } from '../../helpers/fake-github';
import { mapOf } from '../../helpers/maps';
import { tempDir } from '../../helpers/repo';
import { parseOutputs } from '../harness';

// The runner's summary and output files, and the repository the event comes from.
const runner = tempDir('repomap-runner-');
const files = { summary: join(runner, 'summary.md'), output: join(runner, 'output') };
writeFileSync(files.summary, '');
writeFileSync(files.output, '');
process.env.GITHUB_STEP_SUMMARY = files.summary;
process.env.GITHUB_OUTPUT = files.output;
process.env.GITHUB_REPOSITORY = 'octo/widgets';
const inputs = readInputs(() => '', runner);
const SHA = 'c'.repeat(40);

async function linked() {
  const map = await mapOf({ 'a.ts': 'export function alpha() {}\n' });
  return linkedMap(map, ['a.ts'], [], SHA);
}

test('the job summary is the linked map, written to the step summary file', async () => {
  const map = await linked();
  await writeSummary(map, undefined, 'no change to focus on');
  assert.equal(readFileSync(files.summary, 'utf8'), summaryMarkdown(map, undefined, 'no change to focus on'));
});

test('the comment is made with its key, and its id and address are outputs; a refused one is a problem', async () => {
  const server = await new FakeGitHub().start();
  try {
    const octokit = apiClient('ghs_unit_token', { timeoutMs: 2_000, retryDelayMs: 10, maxWaitSeconds: 1 }, server.url);
    const problems = new Problems('ghs_unit_token', DEFAULT_POLICY);
    await postComment(octokit, 7, inputs, await linked(), '\nMade here.', problems);
    const [comment] = server.comments.get(7) ?? [];
    assert.ok(comment.body.startsWith('<!-- repomap-action:default -->'), comment.body);
    assert.ok(comment.body.includes('\nMade here.'), comment.body);
    const outputs = parseOutputs(readFileSync(files.output, 'utf8'));
    assert.equal(outputs['comment-id'], String(comment.id));
    assert.equal(outputs['comment-url'], comment.html_url);
    assert.deepEqual(problems.list, []);
    server.fault('GET /issues/\\d+/comments$', faults.status(403, 'Resource not accessible by integration'));
    await postComment(octokit, 8, inputs, await linked(), '\nMade here.', problems);
    assert.equal(problems.list.length, 1);
    assert.match(problems.list[0], /^commenting on the pull request: .*`permissions: pull-requests: write`/);
  } finally {
    await server.stop();
  }
});
