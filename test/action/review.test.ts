import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { FakeGitHub } from '../helpers/fake-github';
import { tempDir } from '../helpers/repo';
import { actionRunner, copyDist, pullRequestCheckout } from './harness';
import { assertSafeComment } from '../helpers/github-render';

// What a reviewer asks after the map, end to end through the bundled Action: the tests of the
// change, the files that usually change with it (from a shallow checkout's history, fetched
// without file contents, then kept in the cache), and the owners of what it reaches, named
// without notifying anyone.

const server = new FakeGitHub();
before(() => server.start());
after(() => server.stop());
const runAction = actionRunner(copyDist(), server);

const TEST_FILE =
  "import { parseInput } from './parser';\nexport function testParse(): void {\n  parseInput('x');\n}\n";

/**
 * Pull request #7 on an upstream whose parser changed with its test three times, with other.ts
 * twice, and in a commit of 60 files with other.ts (left out: counted, it would make other.ts a
 * companion too); the pull request changes the parser alone.
 */
function reviewedPullRequest() {
  const extra = {
    'src/parser.test.ts': TEST_FILE,
    '.github/CODEOWNERS': '/src/ @octo/parsers\nsrc/main.ts @octocat\n',
  };
  const pr = pullRequestCheckout(extra, (upstream) => {
    const bump = (paths: string[], version: number) =>
      upstream.write(
        Object.fromEntries(
          paths.map((path) => [path, `${readFileSync(join(upstream.root, path), 'utf8')}// ${version}\n`]),
        ),
      );
    for (const version of [1, 2, 3]) {
      bump(['src/parser.ts', 'src/parser.test.ts'], version);
      upstream.commit(`parser and its test ${version}`);
    }
    for (const version of [4, 5]) {
      bump(['src/parser.ts', 'src/other.ts'], version);
      upstream.commit(`parser and other ${version}`);
    }
    bump(['src/parser.ts', 'src/other.ts'], 6);
    upstream.write(Object.fromEntries(Array.from({ length: 58 }, (_, i) => [`gen/file${i}.txt`, `${i}\n`])));
    upstream.commit('a reformat of 60 files');
    upstream.git('config', 'uploadpack.allowFilter', 'true');
  });
  return { ...pr, event: { name: 'pull_request', payload: pr.payload } };
}

test(
  'a pull request: its tests and reach in the table, the usual companion it leaves out, the owners unmentioned, and the outputs',
  { timeout: 180_000 },
  async () => {
    const pr = reviewedPullRequest();
    const env = {
      ...server.artifactEnv({ write: 'refs/pull/7/merge', read: ['refs/heads/main'] }),
      RUNNER_TEMP: tempDir('repomap-runner-temp-'),
      GITHUB_REF: 'refs/pull/7/merge',
    };
    const inputs = { 'artifact-name': '', cache: 'true', budget: '2048' };
    const saved = server.cacheEntries.length;
    const first = await runAction(pr.checkout, pr.event, inputs, env);
    assert.equal(first.status, 0, first.stdout);
    // The shallow checkout's history, fetched without file contents: 7 commits, 5 counted (not the
    // first, not the one of 60 files), then saved in the cache beside the tags.
    const historyKey =
      /repomap: history of [0-9a-f]{7}: 7 commits read \(after fetching commits and trees without file contents\), 5 counted, 1 of more than 50 files left out; saved (repomap-history-v1-linux-[0-9a-f]{8}-pr-7-4242-1-[0-9a-f]{6})\n/.exec(
        first.stdout,
      );
    assert.ok(historyKey, first.stdout);
    assert.ok(
      server.cacheEntries.slice(saved).some((entry) => entry.key === historyKey[1]),
      'the history is in the cache',
    );
    assert.deepEqual(
      [first.outputs.untested, first.outputs.reach, first.outputs['companions-missing']],
      ['0', '1', '1'],
      'parseInput is tested; src/main.ts uses it; the test usually changes with the parser',
    );

    const body = server.comments.get(7)![0].body;
    const blob = `https://github.com/octo/widgets/blob/${pr.headSha}/`;
    assertSafeComment(body, {
      linkPrefix: blob,
      otherLinks: /^https:\/\/github\.com\/octo\/widgets\/actions\/runs\/4242$/,
    });
    assert.ok(
      body.includes(
        `<td><a href="${blob}src/parser.test.ts#L3"><code>src/parser.test.ts:3 testParse</code></a></td><td>2 files within 3 hops (1 in production), 2 directly</td></tr>`,
      ),
      body,
    );
    assert.ok(
      body.includes(
        `Usually changed with the changed files, but not in this change: <a href="${blob}src/parser.test.ts"><code>src/parser.test.ts</code></a> (with <code>src/parser.ts</code> in 3 of 5 commits).`,
      ),
      body,
    );
    // The owners of the parser and of its caller, as CODEOWNERS names them: shown, never mentioned.
    assert.ok(
      body.includes(
        'Owners of the changed files and of the code they reach (CODEOWNERS): <code>@&#x2060;octo/parsers</code> (1 file), <code>@&#x2060;octocat</code> (1 file).',
      ),
      body,
    );
    assert.doesNotMatch(body.replaceAll('@&#x2060;', ''), /@octo/, 'every @ is followed by a word joiner');
    // The text map starts with the same facts, within its budget.
    assert.ok(
      first.outputs.map.startsWith(
        '(usually changed with src/parser.ts, but not in this change: src/parser.test.ts, in 3 of 5 commits)\n(reaches 2 files directly, 2 within 3 hops: 1 in production, 1 test file)\n(owners of the changed and reached files, with how many each owns: @octo/parsers 1, @octocat 1)\n',
      ),
      first.outputs.map,
    );
    const json = JSON.parse(readFileSync(first.outputs['json-path'], 'utf8'));
    assert.deepEqual(json.companions, [
      { path: 'src/parser.test.ts', with: 'src/parser.ts', together: 3, confidence: 0.6, commits: 5 },
    ]);
    assert.deepEqual(json.changes[0].owners, ['@octo/parsers', '@octocat']);

    // A new job on a new depth-1 checkout: the history comes from the cache, nothing is fetched, nothing saved.
    // (Runners keep RUNNER_TEMP at one path across jobs: the cache's version is made from its paths.)
    rmSync(join(env.RUNNER_TEMP, 'repomap-history'), { recursive: true, force: true });
    const second = await runAction(pr.cloneCheckout(), pr.event, inputs, { ...env, GITHUB_RUN_ID: '4243' });
    assert.equal(second.status, 0, second.stdout);
    assert.match(
      second.stdout,
      new RegExp(
        `repomap: history of [0-9a-f]{7}: 7 commits read \\(\\d+ from the cache ${historyKey[1]}\\), 5 counted, 1 of more than 50 files left out\\n`,
      ),
    );
    assert.equal(second.outputs['companions-missing'], '1');
  },
);

test(
  'a repository of one commit, or history turned off: no companions, a notice, and a green step',
  { timeout: 120_000 },
  async () => {
    const pr = pullRequestCheckout();
    const [checkout, event] = [pr.checkout, { name: 'pull_request', payload: pr.payload }];
    const inputs = { 'artifact-name': '', cache: 'false', comment: 'false' };
    const one = await runAction(checkout, event, inputs);
    assert.equal(one.status, 0, one.stdout);
    assert.match(
      one.stdout,
      /::notice::repomap: no usual companions of the change: the repository has one commit: there is no history of changes to learn from\n/,
    );
    assert.equal(one.outputs['companions-missing'], '0');
    const off = await runAction(checkout, event, { ...inputs, history: 'false' });
    assert.equal(off.status, 0, off.stdout);
    assert.doesNotMatch(off.stdout, /history of|usual companions/);
    assert.equal(off.outputs['companions-missing'], '0');
    assert.equal(JSON.parse(readFileSync(off.outputs['json-path'], 'utf8')).companions, undefined);
  },
);
