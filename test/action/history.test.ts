import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../helpers/esm-packages';
import { changeHistory, historyCachePlan } from '../../src/action/history';
import { cachePlan } from '../../src/action/cache';
import { FixtureRepo, tempDir } from '../helpers/repo';

/** An upstream of `commits` commits after its first, each changing a.ts and b.ts, served with partial clones allowed. */
function upstreamOf(commits: number): { upstream: FixtureRepo; tip: string } {
  const upstream = new FixtureRepo({ 'a.ts': '0\n', 'b.ts': '0\n' });
  upstream.commit('first');
  for (let i = 1; i <= commits; i++) upstream.write({ 'a.ts': `${i}\n`, 'b.ts': `${i}\n` }).commit(`change ${i}`);
  upstream.git('config', 'uploadpack.allowFilter', 'true');
  return { upstream, tip: upstream.git('rev-parse', 'HEAD').trim() };
}

function shallowClone(upstream: FixtureRepo): FixtureRepo {
  const clone = new FixtureRepo({}, { git: false });
  clone.git('clone', '-q', '--depth=1', `file://${upstream.root}`, clone.root);
  return clone;
}

test("a shallow checkout's history is fetched without file contents, and read whole", async () => {
  const { upstream, tip } = upstreamOf(6);
  const clone = shallowClone(upstream);
  const logged: string[] = [];
  const { history, fetched } = await changeHistory(clone.root, tip, undefined, (m) => logged.push(m), assert.fail);
  assert.equal(fetched, true);
  assert.deepEqual([history.end, history.read, history.counted], ['start', 7, 6]);
  assert.deepEqual(logged, []);
  // A partial clone now: the old commits' trees are there, their blobs are not.
  assert.equal(clone.git('config', 'remote.origin.partialclonefilter').trim(), 'blob:none');
  const missing = clone
    .git('rev-list', '--objects', '--missing=print', 'HEAD')
    .split('\n')
    .filter((line) => line.startsWith('?'));
  // a.ts and b.ts hold the same text at each commit: one blob each for the six older contents.
  assert.equal(missing.length, 6, missing.join(', '));
});

test('a shallow checkout whose history cannot be fetched: what it has, the reason in the log, no error', async () => {
  const { upstream, tip } = upstreamOf(3);
  const clone = shallowClone(upstream);
  clone.git('remote', 'set-url', 'origin', `file://${tempDir()}/gone`);
  const logged: string[] = [];
  const { history, fetched } = await changeHistory(clone.root, tip, undefined, (m) => logged.push(m), assert.fail);
  assert.equal(fetched, false);
  assert.deepEqual([history.end, history.read, history.counted], ['shallow', 1, 0]);
  assert.equal(logged.length, 1);
  assert.match(logged[0], new RegExp(`^git could not fetch the history of ${tip.slice(0, 7)}: `));
});

test("the history's cache keys: the tag cache's scopes, under a name of their own", () => {
  const plan = cachePlan(
    {
      kind: 'pull_request',
      number: 7,
      baseSha: 'a'.repeat(40),
      headSha: 'b'.repeat(40),
      headRef: 'topic',
      sameRepository: true,
    },
    { eventName: 'pull_request', ref: 'refs/pull/7/merge', defaultBranch: 'main', runId: 42, runAttempt: 1 },
    '[]',
    '/runner/temp',
  );
  const history = historyCachePlan(plan);
  assert.match(history.own, /^repomap-history-v1-[a-z0-9]+-[0-9a-f]{8}-pr-7-$/);
  assert.match(history.defaultPrefix, /^repomap-history-v1-[a-z0-9]+-[0-9a-f]{8}-default-$/);
  assert.ok(history.key.startsWith(`${history.own}42-1-`));
  assert.equal(history.dir, '/runner/temp/repomap-history');
  assert.equal(history.noSave, undefined);
});
