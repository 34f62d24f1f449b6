import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import '../helpers/esm-packages';
import { cachePlan, restoreTagCache, saveTagCache, type CacheContext } from '../../src/action/cache';
import type { Target } from '../../src/action/event';
import { TAG_FORMAT } from '../../src/core/cache/tag-cache';
import { FakeGitHub } from '../helpers/fake-github';
import { tempDir } from '../helpers/repo';

// The tag cache between runs, against the local cache service: the keys a run restores and saves
// under, and which packs it saves (everything from the default branch, a layer from anything else).

const PR: Target = {
  kind: 'pull_request',
  number: 7,
  baseSha: 'b'.repeat(40),
  headSha: 'c'.repeat(40),
  headRef: 'feature',
  sameRepository: true,
};
const PUSH: Target = { kind: 'push', after: 'd'.repeat(40), ref: 'refs/heads/main' };
const onMain: CacheContext = {
  eventName: 'push',
  ref: 'refs/heads/main',
  defaultBranch: 'main',
  runId: 11,
  runAttempt: 2,
};
const inPullRequest: CacheContext = {
  eventName: 'pull_request',
  ref: 'refs/pull/7/merge',
  defaultBranch: 'main',
  runId: 12,
  runAttempt: 1,
};
const CONFIGURATION = 'path=.\ninclude=\nexclude=';

test('cachePlan: one prefix per format, platform and configuration; a scope per default branch, pull request or other ref; a unique key per save', () => {
  const temp = '/runner/temp';
  const main = cachePlan(PUSH, onMain, CONFIGURATION, temp);
  const prefix = main.defaultPrefix.slice(0, -'default-'.length);
  assert.match(prefix, new RegExp(`^repomap-tags-v${TAG_FORMAT}-${process.platform}-[0-9a-f]{8}-$`));
  assert.equal(main.own, main.defaultPrefix);
  assert.equal(main.layered, false);
  assert.equal(main.noSave, undefined);
  assert.match(main.key, new RegExp(`^${main.own}11-2-[0-9a-f]{6}$`));
  assert.notEqual(
    cachePlan(PUSH, onMain, CONFIGURATION, temp).key,
    main.key,
    'keys cannot be overwritten: each save has its own',
  );
  assert.equal(main.dir, join(temp, 'repomap-cache'));
  assert.equal(main.layerDir, join(temp, 'repomap-cache-layer'));

  const pr = cachePlan(PR, inPullRequest, CONFIGURATION, temp);
  assert.equal(pr.own, `${prefix}pr-7-`);
  assert.equal(pr.defaultPrefix, main.defaultPrefix);
  assert.equal(pr.layered, true);
  const branch = cachePlan(
    { ...PUSH, ref: 'refs/heads/topic' },
    { ...onMain, ref: 'refs/heads/topic' },
    CONFIGURATION,
    temp,
  );
  assert.equal(branch.own, `${prefix}ref-`);
  assert.equal(
    cachePlan(PUSH, { ...onMain, defaultBranch: undefined }, CONFIGURATION, temp).own,
    `${prefix}ref-`,
    'without a known default branch, no run writes its scope',
  );
  assert.equal(
    cachePlan(PR, { ...inPullRequest, eventName: 'pull_request_target' }, CONFIGURATION, temp).noSave,
    'a pull_request_target run saves no cache',
  );
  assert.notEqual(
    cachePlan(PUSH, onMain, 'path=src', temp).defaultPrefix,
    main.defaultPrefix,
    'another configuration keeps apart',
  );
  assert.match(cachePlan(PUSH, { ...onMain, runId: 0, runAttempt: 0 }, CONFIGURATION, temp).key, /-0-1-[0-9a-f]{6}$/);
});

let server: FakeGitHub;
const saved = { ...process.env };
before(async () => {
  server = await new FakeGitHub().start();
});
after(async () => {
  process.env = saved;
  await server.stop();
});

/** Point @actions/cache at the local service as a run in these cache scopes. */
function runIn(refs: { write: string; read?: string[] }): void {
  Object.assign(process.env, server.artifactEnv(refs), { RUNNER_TEMP: tempDir('repomap-runner-') });
}

const pack = (n: number) => `tags-v${TAG_FORMAT}/${String(n).repeat(40)}.pack`;

function writePacks(dir: string, ...numbers: number[]): void {
  for (const n of numbers) {
    mkdirSync(dirname(join(dir, pack(n))), { recursive: true });
    writeFileSync(join(dir, pack(n)), `pack ${n}`.repeat(10));
  }
}

/**
 * The runner's temp directory, the same path on every run (a cache's version is a hash of its
 * paths), emptied as a new machine's would be.
 */
const RUNNER_TEMP = tempDir('repomap-runner-temp-');
function newMachine(): string {
  rmSync(RUNNER_TEMP, { recursive: true, force: true });
  mkdirSync(RUNNER_TEMP);
  return RUNNER_TEMP;
}

const packsIn = (dir: string) =>
  existsSync(join(dir, `tags-v${TAG_FORMAT}`)) ? readdirSync(join(dir, `tags-v${TAG_FORMAT}`)).sort() : [];

test('the default branch saves every pack it used (and drops the rest); a pull request restores it and saves only a layer of what it added', async () => {
  const checkout = tempDir('repomap-checkout-');
  // The default branch: nothing to restore; it parses packs 1, 2 and 3, and uses 1 and 2.
  runIn({ write: 'refs/heads/main' });
  const main = cachePlan(PUSH, onMain, CONFIGURATION, newMachine());
  const mainRestored = await restoreTagCache(main, checkout);
  assert.deepEqual(mainRestored.keys, []);
  writePacks(main.dir, 1, 2, 3);
  const mainSaved = await saveTagCache(
    main,
    mainRestored,
    new Map([
      [pack(1), 5],
      [pack(2), 3],
    ]),
  );
  assert.deepEqual(mainSaved, { key: main.key, entries: 8, bytes: 120 });
  assert.deepEqual(packsIn(main.dir), [`${'1'.repeat(40)}.pack`, `${'2'.repeat(40)}.pack`]);
  assert.deepEqual(
    server.cacheEntries.map((e) => [e.key, e.scope]),
    [[main.key, 'refs/heads/main']],
  );
  // A re-run that parsed nothing new saves nothing.
  assert.deepEqual(await saveTagCache(main, await restoreTagCache(main, checkout), new Map([[pack(1), 5]])), {
    nothing: 'no new content was parsed',
  });

  // A pull request: the default branch's cache under its own; it adds pack 4.
  runIn({ write: 'refs/pull/7/merge', read: ['refs/heads/main'] });
  const pr = cachePlan(PR, inPullRequest, CONFIGURATION, newMachine());
  const prRestored = await restoreTagCache(pr, checkout);
  assert.deepEqual(prRestored.keys, [main.key]);
  assert.deepEqual([...prRestored.base].sort(), [pack(1), pack(2)]);
  writePacks(pr.dir, 4);
  const prSaved = await saveTagCache(
    pr,
    prRestored,
    new Map([
      [pack(1), 5],
      [pack(4), 7],
    ]),
  );
  assert.deepEqual(prSaved, { key: pr.key, entries: 7, bytes: 60 });
  assert.equal(server.cacheEntries.at(-1)!.scope, 'refs/pull/7/merge');
  assert.ok(pr.key.startsWith(pr.own));

  // Its next run restores its layer and the default branch's cache, both read from one directory.
  const next = cachePlan(PR, { ...inPullRequest, runAttempt: 2 }, CONFIGURATION, newMachine());
  const nextRestored = await restoreTagCache(next, checkout);
  assert.deepEqual(nextRestored.keys, [pr.key, main.key]);
  assert.deepEqual(packsIn(next.dir), [`${'1'.repeat(40)}.pack`, `${'2'.repeat(40)}.pack`, `${'4'.repeat(40)}.pack`]);
  assert.deepEqual([...nextRestored.base].sort(), [pack(1), pack(2)], 'the layer is not part of the base');
  assert.equal(existsSync(next.layerDir), false, 'the layer is merged in');
  // It parsed pack 5 but used only the default branch's packs: nothing to save.
  writePacks(next.dir, 5);
  assert.deepEqual(await saveTagCache(next, nextRestored, new Map([[pack(2), 3]])), {
    nothing: "the default branch's cache has everything this run used",
  });
});

test("the checkouts' lists of packs are derived data: they never make a run save", async () => {
  runIn({ write: 'refs/heads/other' });
  const plan = cachePlan(
    { ...PUSH, ref: 'refs/heads/other' },
    { ...onMain, ref: 'refs/heads/other' },
    'derived',
    tempDir('repomap-temp-'),
  );
  const restored = await restoreTagCache(plan, tempDir('repomap-checkout-'));
  mkdirSync(join(plan.dir, 'ranks-x'), { recursive: true });
  writeFileSync(join(plan.dir, 'checkouts-v1'), 'list');
  writeFileSync(join(plan.dir, 'ranks-x', 'table'), 'ranks');
  assert.deepEqual(await saveTagCache(plan, restored, new Map()), { nothing: 'no new content was parsed' });
});

test('a pull_request_target run saves nothing; without the cache service a run restores nothing and saves nothing', async () => {
  runIn({ write: 'refs/heads/main' });
  const target = cachePlan(
    PR,
    { ...inPullRequest, eventName: 'pull_request_target' },
    CONFIGURATION,
    tempDir('repomap-temp-'),
  );
  assert.deepEqual(await saveTagCache(target, { keys: [], base: new Set(), before: new Set() }, new Map()), {
    nothing: 'a pull_request_target run saves no cache',
  });

  delete process.env.ACTIONS_RESULTS_URL;
  delete process.env.ACTIONS_CACHE_URL;
  const before = server.requests.length;
  const plan = cachePlan(PUSH, onMain, 'offline', tempDir('repomap-temp-'));
  const restored = await restoreTagCache(plan, tempDir('repomap-checkout-'));
  assert.deepEqual(restored.keys, []);
  writePacks(plan.dir, 6);
  assert.deepEqual(await saveTagCache(plan, restored, new Map([[pack(6), 1]])), {
    nothing: 'the cache service is not available',
  });
  assert.equal(server.requests.length, before);
});
