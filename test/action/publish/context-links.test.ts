import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../../helpers/esm-packages';
import * as github from '@actions/github';
import { footer, linkedMap, linkSha, runUrl } from '../../../src/action/publish/context-links';
import type { Target } from '../../../src/action/event';

const HEAD = 'a'.repeat(40);
process.env.GITHUB_REPOSITORY = 'octo/widgets';
github.context.serverUrl = 'https://ghe.example.com/';
github.context.runId = 7;
github.context.sha = 'b'.repeat(40);

test("the run's address and the comment's footer name this repository's run", () => {
  assert.equal(runUrl(), 'https://ghe.example.com/octo/widgets/actions/runs/7');
  assert.equal(runUrl(9), 'https://ghe.example.com/octo/widgets/actions/runs/9');
  assert.equal(footer([]), '\nMade by [this workflow run](https://ghe.example.com/octo/widgets/actions/runs/7).');
  assert.equal(
    footer(['artifact', 'job summary']),
    '\nThe full map is in the artifact and the job summary of [this workflow run](https://ghe.example.com/octo/widgets/actions/runs/7).',
  );
});

test("a map's links point at the commit the event names", () => {
  const pullRequest: Target = {
    kind: 'pull_request',
    number: 1,
    baseSha: 'd'.repeat(40),
    headSha: HEAD,
    headRef: 'feature',
    sameRepository: true,
  };
  assert.equal(linkSha(pullRequest), HEAD);
  assert.equal(linkSha({ kind: 'push', after: 'c'.repeat(40), ref: 'refs/heads/main' }), 'c'.repeat(40));
  assert.equal(linkSha({ kind: 'repository' }), 'b'.repeat(40));
  const text = '(untested: a)\n(reaches 1 file directly, 1 within 3 hops: 1 in production, 0 test files)\nsrc/a.ts\n';
  const linked = linkedMap({ files: [], tokens: 10, budget: 512, text }, ['src/a.ts'], [], HEAD);
  assert.deepEqual(linked.header, [
    '(untested: a)',
    '(reaches 1 file directly, 1 within 3 hops: 1 in production, 0 test files)',
  ]);
  assert.deepEqual(linked.head, { sha: HEAD, url: `https://ghe.example.com/octo/widgets/commit/${HEAD}` });
  assert.deepEqual([...linked.changed], ['src/a.ts']);
  assert.equal(linked.link('src/a.ts', 3), `https://ghe.example.com/octo/widgets/blob/${HEAD}/src/a.ts#L3`);
});
