import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  appendFileSync,
  chmodSync,
  chownSync,
  mkdirSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { discover } from '../../../src/core/discover/discover';
import { gitRaw } from '../../../src/core/discover/git';
import { buildIndex, buildRepoMap, closeIndex } from '../../../src/core/index';
import type { RepoMapOptions } from '../../../src/core/types';
import { changeImpact } from '../../../src/core/lookup/impact';
import { FixtureRepo, tempDir } from '../../helpers/repo';

const FILES = {
  'src/store.ts': 'export function openStore(path: string) {\n  return path;\n}\n',
  'src/api.ts': "import { openStore } from './store';\nexport function handle() {\n  return openStore('x');\n}\n",
  'src/eq.ts': 'export function eqDriver() {}\n',
  'src/inc.ts': 'export function included() {}\n',
  'src/cond.ts': 'export function conditional() {}\n',
  // Each path names a filter driver of the config below; every .ts file a diff and a merge driver.
  '.gitattributes': [
    '*.ts diff=evil merge=evil',
    'src/store.ts filter=clean',
    'src/api.ts filter=proc',
    'src/eq.ts filter=a=b',
    'src/inc.ts filter=Inc',
    'src/cond.ts filter=cond',
    '',
  ].join('\n'),
};
const CHANGE = {
  'src/api.ts': "import { openStore } from './store';\nexport function handle() {\n  return openStore('y');\n}\n",
};

/** A base commit and a change, committed before the config is made hostile (git itself would run it). */
function twoCommits(): FixtureRepo {
  const repo = new FixtureRepo(FILES);
  repo.commit('base');
  repo.write(CHANGE).commit('change');
  return repo;
}

/**
 * Config that would run a command at every hook git has for one: each command leaves a marker
 * file named after its key in `markers` (a filter passes its input through first).
 */
function makeHostile(repo: FixtureRepo, markers: string): string {
  const bin = tempDir('repomap-hostile-bin-');
  const command = (name: string, status = 0) => {
    const path = join(bin, name);
    writeFileSync(path, `#!/bin/sh\n: > '${join(markers, name)}'\nexit ${status}\n`);
    chmodSync(path, 0o755);
    return path;
  };
  const filter = (name: string) => {
    const path = join(bin, name);
    writeFileSync(path, `#!/bin/sh\n: > '${join(markers, name)}'\ncat\n`);
    chmodSync(path, 0o755);
    return path;
  };
  const hooks = join(bin, 'hooks');
  mkdirSync(hooks);
  for (const hook of ['post-index-change', 'reference-transaction', 'post-checkout', 'pre-auto-gc'])
    command(join('hooks', hook));
  writeFileSync(join(bin, 'include.cfg'), `[filter "Inc"]\n\tclean = ${filter('include-clean')}\n`);
  writeFileSync(join(bin, 'cond.cfg'), `[filter "cond"]\n\tclean = ${filter('includeif-clean')}\n`);
  const config: [string, string][] = [
    ['filter.clean.clean', filter('filter-clean')],
    ['filter.clean.smudge', filter('filter-smudge')],
    // A long-running filter that fails, and is required: git stops when it cannot run it.
    ['filter.proc.process', command('filter-process', 1)],
    ['filter.proc.required', 'true'],
    // A driver's name may hold `=`, which a `-c name=value` option splits at.
    ['filter.a=b.clean', filter('filter-eq')],
    ['include.path', join(bin, 'include.cfg')],
    [`includeIf.gitdir:${repo.root}/.path`, join(bin, 'cond.cfg')],
    ['diff.evil.textconv', command('textconv')],
    ['diff.evil.command', command('diff-command')],
    ['diff.external', command('diff-external')],
    ['merge.evil.driver', command('merge-driver')],
    ['core.fsmonitor', command('fsmonitor')],
    ['core.hooksPath', hooks],
    ['core.pager', command('pager')],
    ['pager.diff', command('pager-diff')],
    ['core.editor', command('editor')],
    ['sequence.editor', command('sequence-editor')],
    ['gpg.program', command('gpg')],
    ['log.showSignature', 'true'],
    ['core.alternateRefsCommand', command('alternate-refs')],
    ['core.sshCommand', command('ssh')],
    ['core.askPass', command('askpass')],
    ['core.gitProxy', command('git-proxy')],
    ['credential.helper', command('credential')],
    ['uploadpack.packObjectsHook', command('pack-objects-hook')],
  ];
  for (const [key, value] of config) repo.git('config', key, value);
  // A stat that differs from the index's makes git compare the content, through the clean filter.
  const later = new Date(Date.now() + 5_000);
  for (const path of Object.keys(FILES)) utimesSync(join(repo.root, path), later, later);
  return bin;
}

async function impactOf(options: RepoMapOptions): Promise<string[]> {
  const index = await buildIndex(options);
  try {
    return changeImpact(index).map(
      (entry) => `${entry.status} ${entry.name}: ${entry.callers.items.map((c) => `${c.path}:${c.line}`).join(' ')}`,
    );
  } finally {
    await closeIndex(index);
  }
}

test("no command of the repository's git config runs, and a failing filter ends nothing: a plain map, --base, --diff, query impact", async () => {
  // The same commits, in a repository that defines no command: what each run must give.
  const clean = twoCommits();
  const repo = twoCommits();
  const diff = repo.git('diff', 'HEAD~1', 'HEAD');
  const markers = tempDir('repomap-markers-');
  const bin = makeHostile(repo, markers);
  try {
    const runs = async (root: string) => ({
      plain: (await buildRepoMap({ root, cacheDir: false })).text,
      base: (await buildRepoMap({ root, cacheDir: false, base: 'HEAD~1' })).text,
      diff: (await buildRepoMap({ root, cacheDir: false, diff })).text,
      impact: await impactOf({ root, cacheDir: false, base: 'HEAD~1' }),
    });
    const expected = await runs(clean.root);
    for (const name of ['openStore', 'handle', 'eqDriver', 'included', 'conditional'])
      assert.ok(expected.plain.includes(name), name);
    assert.deepEqual(expected.impact, ['modified handle: ']);

    assert.deepEqual(await runs(repo.root), expected);
    assert.deepEqual(readdirSync(markers), [], 'no command ran');
    // The config is in force for git itself: the same comparison runs its commands, and fails.
    assert.notEqual(spawnSync('git', ['ls-files', '-m'], { cwd: repo.root }).status, 0);
    assert.deepEqual(readdirSync(markers), ['filter-process', 'fsmonitor']);
  } finally {
    clean.dispose();
    repo.dispose();
    for (const dir of [markers, bin]) rmSync(dir, { recursive: true, force: true });
  }
});

/** Run with a global config of its own (no safe.directory from the machine's) and no system config. */
async function withOwnGlobalConfig<T>(run: () => Promise<T>): Promise<T> {
  const saved = {
    GIT_CONFIG_GLOBAL: process.env.GIT_CONFIG_GLOBAL,
    GIT_CONFIG_NOSYSTEM: process.env.GIT_CONFIG_NOSYSTEM,
  };
  const global = join(tempDir(), 'gitconfig');
  writeFileSync(global, '');
  process.env.GIT_CONFIG_GLOBAL = global;
  process.env.GIT_CONFIG_NOSYSTEM = '1';
  try {
    return await run();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    rmSync(dirname(global), { recursive: true, force: true });
  }
}

test('a repository git refuses for its owner is an error that names safe.directory, never a walk of its files', async () => {
  const repo = new FixtureRepo({ 'a.ts': 'export const a = 1;\n' });
  repo.commit('base');
  repo.write({ 'untracked.ts': 'export const u = 1;\n' });
  // Another user owns it: as root, by chown; else git's own switch for its tests says so.
  const root = process.getuid?.() === 0;
  if (root) chownSync(repo.root, 12345, 12345);
  else process.env.GIT_TEST_ASSUME_DIFFERENT_OWNER = '1';
  const refused = {
    name: 'UserError',
    message: new RegExp(`another user owns it.*git config --global --add safe\\.directory ${repo.root}'$`),
  };
  try {
    await withOwnGlobalConfig(async () => {
      await assert.rejects(discover({ root: repo.root, maxFileBytes: 10_000 }), refused);
      await assert.rejects(buildRepoMap({ root: repo.root, cacheDir: false }), refused);
      await assert.rejects(buildRepoMap({ root: repo.root, cacheDir: false, base: 'HEAD' }), refused);
      writeFileSync(process.env.GIT_CONFIG_GLOBAL!, `[safe]\n\tdirectory = ${repo.root}\n`);
      const found = await discover({ root: repo.root, maxFileBytes: 10_000 });
      assert.deepEqual(
        found.files.map((f) => f.path),
        ['a.ts'],
        'trusted, it is mapped as git lists it',
      );
    });
  } finally {
    delete process.env.GIT_TEST_ASSUME_DIFFERENT_OWNER;
    repo.dispose();
  }
});

test('a bare repository or a .git directory as the root is an error that says what to map instead', async () => {
  const repo = new FixtureRepo({ 'a.ts': 'export const a = 1;\n' });
  repo.commit('base');
  const bare = join(tempDir(), 'repo.git');
  repo.git('clone', '-q', '--bare', repo.root, bare);
  try {
    for (const root of [join(repo.root, '.git'), join(repo.root, '.git', 'objects')]) {
      const message = new RegExp(
        `^root ${root} is inside the \\.git directory of a checkout.*map the checkout itself \\(${repo.root}\\)$`,
      );
      await assert.rejects(discover({ root, maxFileBytes: 10_000 }), { name: 'UserError', message });
      await assert.rejects(buildRepoMap({ root, cacheDir: false, base: 'HEAD' }), { name: 'UserError', message });
    }
    for (const root of [bare, join(bare, 'refs')]) {
      const message = new RegExp(`^root ${root} is a bare git repository \\(${bare}\\).*git worktree add`);
      await assert.rejects(discover({ root, maxFileBytes: 10_000 }), { name: 'UserError', message });
      await assert.rejects(buildRepoMap({ root, cacheDir: false, base: 'HEAD' }), { name: 'UserError', message });
    }
  } finally {
    repo.dispose();
    rmSync(dirname(bare), { recursive: true, force: true });
  }
});

test('a directory laid out as a bare repository inside a checkout is refused, not read with the config it brings', async () => {
  const repo = new FixtureRepo({ 'top.ts': 'export const top = 1;\n' });
  repo.commit('base');
  // What a change could commit: git's files, whose config points git at another work tree.
  const fake = join(repo.root, 'pkg', 'fake');
  const elsewhere = tempDir();
  writeFileSync(join(elsewhere, 'secret.ts'), 'export const secret = 1;\n');
  repo.git('init', '-q', '--bare', fake);
  appendFileSync(join(fake, 'config'), `[core]\n\tbare = false\n\tworktree = ${elsewhere}\n`);
  try {
    const message = new RegExp(`^root ${fake} is a bare git repository`);
    await assert.rejects(discover({ root: fake, maxFileBytes: 10_000, untracked: true }), {
      name: 'UserError',
      message,
    });
  } finally {
    repo.dispose();
    rmSync(elsewhere, { recursive: true, force: true });
  }
});

test('a fetch (the Action fetches the base) never runs the command of an ext:: remote, whatever the config allows', () => {
  const repo = new FixtureRepo({ 'a.ts': 'export const a = 1;\n' });
  repo.commit('base');
  const markers = tempDir('repomap-markers-');
  repo.git('config', 'protocol.ext.allow', 'always');
  repo.git('remote', 'add', 'origin', `ext::sh -c touch% ${join(markers, 'ext')}`);
  try {
    const fetched = gitRaw(repo.root, ['fetch', '--quiet', 'origin']);
    assert.equal(fetched.ok, false);
    assert.match(fetched.stderr, /transport 'ext' not allowed/);
    assert.deepEqual(readdirSync(markers), []);
  } finally {
    repo.dispose();
    rmSync(markers, { recursive: true, force: true });
  }
});
