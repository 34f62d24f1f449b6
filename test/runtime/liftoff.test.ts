import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { relaunchEnvironment, relaunchFlags } from '../../src/runtime/liftoff';
import { GROWN_NEW_SPACE } from '../helpers/heap';
import { tempDir } from '../helpers/repo';

test('the relaunched node has a young generation of SEMI_SPACE_MB, unless the user sized it', () => {
  assert.deepEqual(relaunchFlags([]), ['--liftoff-only', '--max-semi-space-size=4']);
  assert.deepEqual(
    relaunchFlags(['--stack-size=2000'], '--enable-source-maps'),
    ['--liftoff-only', '--max-semi-space-size=4', '--stack-size=2000'],
    'its own options after ours',
  );
  assert.deepEqual(relaunchFlags(['--max-semi-space-size=64']), ['--liftoff-only', '--max-semi-space-size=64']);
  assert.deepEqual(relaunchFlags(['--max_semi_space_size', '64']), ['--liftoff-only', '--max_semi_space_size', '64']);
  assert.deepEqual(
    relaunchFlags([], '--enable-source-maps  --max-semi-space-size=8'),
    ['--liftoff-only'],
    'NODE_OPTIONS',
  );
});

test("the relaunched node asks glibc for huge pages, unless the user's GLIBC_TUNABLES says otherwise", () => {
  assert.equal(relaunchEnvironment({ PATH: '/bin' }).GLIBC_TUNABLES, 'glibc.malloc.hugetlb=1');
  assert.equal(relaunchEnvironment({ PATH: '/bin' }).PATH, '/bin', 'the rest of the environment kept');
  assert.equal(
    relaunchEnvironment({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' }).GLIBC_TUNABLES,
    'glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1',
  );
  assert.equal(
    relaunchEnvironment({ GLIBC_TUNABLES: 'glibc.malloc.hugetlb=0' }).GLIBC_TUNABLES,
    'glibc.malloc.hugetlb=0',
    "the user's choice",
  );
  assert.equal(
    relaunchEnvironment({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2:glibc.malloc.hugetlb=2' }).GLIBC_TUNABLES,
    'glibc.malloc.arena_max=2:glibc.malloc.hugetlb=2',
  );
});

test('the process run again has that environment and young generation, and its exit status comes back', () => {
  const dir = tempDir();
  const script = join(dir, 'env.mts');
  writeFileSync(
    script,
    `
    import { getHeapSpaceStatistics } from 'node:v8';
    import { relaunchWithLiftoff } from ${JSON.stringify(join(__dirname, '..', '..', 'src', 'runtime', 'liftoff.ts'))};
    if (process.execArgv.includes('--liftoff-only')) {
      console.log(process.env.GLIBC_TUNABLES, ${GROWN_NEW_SPACE} / 2 ** 20);
      process.exitCode = 3;
    } else process.exitCode = relaunchWithLiftoff();
  `,
  );
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: join(__dirname, '..', '..'),
    encoding: 'utf8',
    env: { ...process.env, GLIBC_TUNABLES: 'glibc.malloc.arena_max=4' },
  });
  rmSync(dir, { recursive: true, force: true });
  assert.equal(run.status, 3, run.stderr);
  assert.equal(
    run.stdout.trim(),
    'glibc.malloc.arena_max=4:glibc.malloc.hugetlb=1 8',
    'and two semi-spaces of 4 MB (V8 13 makes 64 MB without the flag, V8 11 32 MB)',
  );
});
