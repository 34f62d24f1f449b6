import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { moveMajorTag, ReleaseError } from '../../scripts/release-tags';
import { testFiles } from '../../scripts/test';
import { buildRepoMap, formatRepoMap } from '../../src/core/index';
import { FixtureRepo, tempDir } from '../helpers/repo';

// The release workflow's tag logic (scripts/release-tags.ts), against a real bare remote in a temp
// directory: a checkout that tags releases and pushes them, as a maintainer does, then the script.

const root = join(__dirname, '..', '..');

class Releases {
  readonly remote = tempDir('repomap-release-remote-');
  readonly repo = new FixtureRepo({ 'README.md': 'a project\n' });

  constructor() {
    execFileSync('git', ['init', '-q', '--bare', this.remote]);
    this.repo.git('remote', 'add', 'origin', this.remote);
  }

  /** Commit package.json at `version`, tag the commit `tag` (default v<version>) and push both; returns the commit. */
  release(version: string, tag = `v${version}`, { annotated = false } = {}): string {
    this.repo.write({ 'package.json': JSON.stringify({ name: 'x', version }, null, 2) + '\n' });
    const commit = this.repo.commit(`release ${version}`);
    this.repo.git('tag', ...(annotated ? ['-a', '-m', tag] : []), tag);
    this.repo.git('push', '-q', 'origin', 'HEAD', `refs/tags/${tag}`);
    return commit;
  }

  /** Where the remote's tag points (its commit), or undefined. */
  remoteTag(name: string): string | undefined {
    const out = this.repo.git('ls-remote', '--tags', 'origin', `refs/tags/${name}`, `refs/tags/${name}^{}`).trim();
    const lines = out ? out.split('\n') : [];
    return (lines.find((l) => l.endsWith('^{}')) ?? lines[0])?.split('\t')[0];
  }

  dispose(): void {
    this.repo.dispose();
    execFileSync('rm', ['-rf', this.remote]);
  }
}

test('the first release creates v1; a patch release moves it; a v2 release creates v2 and leaves v1 alone', () => {
  const r = new Releases();
  try {
    const first = r.release('1.0.0', 'v1.0.0', { annotated: true });
    assert.match(moveMajorTag(r.repo.root, 'v1.0.0').message, /^created v1 to v1\.0\.0/);
    assert.equal(r.remoteTag('v1'), first);

    const patch = r.release('1.0.1');
    assert.match(moveMajorTag(r.repo.root, 'v1.0.1').message, /^moved v1 from [0-9a-f]{40} to v1\.0\.1/);
    assert.equal(r.remoteTag('v1'), patch);
    assert.match(
      moveMajorTag(r.repo.root, 'v1.0.1').message,
      /already points at v1\.0\.1/,
      'running it again changes nothing',
    );

    const major = r.release('2.0.0');
    assert.match(moveMajorTag(r.repo.root, 'v2.0.0').message, /^created v2/);
    assert.equal(r.remoteTag('v2'), major);
    assert.equal(r.remoteTag('v1'), patch, 'a v2 release never moves v1');
  } finally {
    r.dispose();
  }
});

test('a backport release older than the newest of its major leaves the major tag where it is', () => {
  const r = new Releases();
  try {
    r.release('1.0.0');
    moveMajorTag(r.repo.root, 'v1.0.0');
    const newer = r.release('1.2.0');
    moveMajorTag(r.repo.root, 'v1.2.0');
    r.repo.git('checkout', '-q', '-b', 'backport', 'v1.0.0');
    r.release('1.1.1');
    assert.match(moveMajorTag(r.repo.root, 'v1.1.1').message, /v1 stays where it is: v1\.2\.0 is newer than v1\.1\.1/);
    assert.equal(r.remoteTag('v1'), newer);
  } finally {
    r.dispose();
  }
});

test("a tag that does not match package.json's version, or that is not vX.Y.Z, is refused and moves nothing", () => {
  const r = new Releases();
  try {
    const first = r.release('1.0.0');
    moveMajorTag(r.repo.root, 'v1.0.0');
    r.release('1.0.1', 'v1.0.2');
    assert.throws(
      () => moveMajorTag(r.repo.root, 'v1.0.2'),
      (e: Error) =>
        e instanceof ReleaseError &&
        /the tag v1\.0\.2 does not match package\.json's version 1\.0\.1: set "version": "1\.0\.2"/.test(e.message),
    );
    for (const tag of ['v1', 'v1.0', '1.0.1', 'v1.0.1-rc.1', 'v01.0.1', 'release-1.0.1']) {
      assert.throws(
        () => moveMajorTag(r.repo.root, tag),
        (e: Error) => e instanceof ReleaseError && e.message.startsWith(`${JSON.stringify(tag)} is not a release tag`),
        tag,
      );
    }
    assert.equal(r.remoteTag('v1'), first);
  } finally {
    r.dispose();
  }
});

test("a tag that is not the checkout's commit, or not on the remote, is refused", () => {
  const r = new Releases();
  try {
    r.release('1.0.0');
    r.repo.commit('after the release'); // package.json still says 1.0.0
    assert.throws(() => moveMajorTag(r.repo.root, 'v1.0.0'), /the checkout is at [0-9a-f]{40}, not at v1\.0\.0/);
    assert.throws(() => moveMajorTag(r.repo.root, 'v2.0.0'), /does not match package\.json's version 1\.0\.0/);
    r.repo.write({ 'package.json': JSON.stringify({ version: '1.0.5' }) });
    r.repo.commit('unpushed');
    r.repo.git('tag', 'v1.0.5');
    assert.throws(() => moveMajorTag(r.repo.root, 'v1.0.5'), /the tag v1\.0\.5 is not on origin: push it first/);
    assert.equal(r.remoteTag('v1'), undefined);
  } finally {
    r.dispose();
  }
});

test('the script run as the workflow runs it: one line and exit 0, or one line saying what to fix and exit 1', () => {
  const r = new Releases();
  try {
    r.release('1.0.0');
    // From the release's checkout, which has no node_modules: tsx is named by its path.
    const tsx = pathToFileURL(require.resolve('tsx')).href;
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', tsx, join(root, 'scripts', 'release-tags.ts'), ...args], {
        cwd: r.repo.root,
        encoding: 'utf8',
      });
    const ok = run('v1.0.0');
    assert.equal(ok.status, 0, ok.stderr);
    assert.match(ok.stdout, /^release-tags: created v1 to v1\.0\.0 \([0-9a-f]{40}\)\n$/);
    const bad = run('1.0.0');
    assert.equal(bad.status, 1);
    assert.equal(
      bad.stderr,
      'release-tags: "1.0.0" is not a release tag: name releases vMAJOR.MINOR.PATCH (e.g. v1.2.3); pre-releases do not move the major tag\n',
    );
    assert.equal(run().status, 2);
  } finally {
    r.dispose();
  }
});

test("the JSON map names the version of repomap that wrote it, package.json's", async () => {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const repo = new FixtureRepo({ 'a.ts': 'export function a(): number {\n  return 1;\n}\n' });
  try {
    repo.commit('base');
    const map = await buildRepoMap({ root: repo.root, cacheDir: false, budget: 256 });
    assert.equal(JSON.parse(formatRepoMap(map, 'json')).repomapVersion, version);
  } finally {
    repo.dispose();
  }
});

test('action.yml fits the Marketplace: a description under 125 characters, an author, branding', () => {
  const action = readFileSync(join(root, 'action.yml'), 'utf8');
  const top = (key: string) => new RegExp(`^${key}: *(.*)$`, 'm').exec(action)?.[1].trim() ?? '';
  const description = top('description');
  assert.ok(description.length > 20 && description.length < 125, `${description.length} characters: ${description}`);
  assert.ok(top('author') && top('author') !== 'repomap-action', 'a real author, not a placeholder');
  assert.match(action, /^branding:\n {2}icon: \S+\n {2}color: \S+$/m);
});

test('the release workflow runs on a published release, checks dist/ against a fresh build, then runs the tag script', () => {
  const workflow = readFileSync(join(root, '.github', 'workflows', 'release.yml'), 'utf8');
  assert.match(workflow, /^on:\n {2}release:\n {4}types: \[published\]$/m);
  assert.match(workflow, /^ {2}contents: write/m);
  const steps = [
    'npm ci',
    'npm run build',
    'git diff --quiet -- dist',
    'node --import tsx scripts/release-tags.ts "$TAG"',
  ].map((step) => workflow.indexOf(step));
  assert.ok(
    steps.every((at, i) => at > 0 && (i === 0 || at > steps[i - 1])),
    `in this order: ${steps}`,
  );
});

test('npm run local-action runs an entry module that exports run(), with an .env.example whose inputs action.yml declares', () => {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [, entry, env] = /local-action \. (\S+) (\S+)$/.exec(scripts['local-action']) ?? [];
  assert.equal(env, '.env');
  // Loaded as local-action loads it: an ES module, in a process of its own (it imports ES-only packages).
  const loaded = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const entry = await import(${JSON.stringify(pathToFileURL(join(root, entry)).href)}); console.log(typeof entry.run);`,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  assert.equal(loaded.stdout, 'function\n', loaded.stderr);
  const declared = new Set(
    [
      ...readFileSync(join(root, 'action.yml'), 'utf8')
        .split(/^outputs:/m)[0]
        .matchAll(/^ {2}([a-z-]+):$/gm),
    ].map((m) => m[1].toUpperCase()),
  );
  const inputs = [...readFileSync(join(root, '.env.example'), 'utf8').matchAll(/^INPUT_([A-Z-]+)=/gm)].map((m) => m[1]);
  assert.ok(inputs.length >= 5);
  for (const input of inputs) assert.ok(declared.has(input), `INPUT_${input} is an input of action.yml`);
});

test('npm test runs every *.test.ts under test/ at any depth, and none under test/helpers/', () => {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  assert.equal(scripts.test, 'tsc -p . && node --import tsx scripts/test.ts');
  const tests = new FixtureRepo(
    {
      'a.test.ts': '',
      'core/rank/b.test.ts': '',
      'core/rank/deeper/c.test.ts': '',
      'e2e/d.test.ts': '',
      'helpers/e.test.ts': '',
      'core/helpers/f.test.ts': '',
      'core/g.ts': '',
      'h.test.ts.bak': '',
    },
    { git: false },
  );
  try {
    const found = testFiles(tests.root, join(tests.root, 'helpers')).map((path) => path.slice(tests.root.length + 1));
    assert.deepEqual(found, [
      'a.test.ts',
      'core/helpers/f.test.ts',
      'core/rank/b.test.ts',
      'core/rank/deeper/c.test.ts',
      'e2e/d.test.ts',
    ]);
    assert.deepEqual(
      testFiles(join(tests.root, 'core', 'rank', 'b.test.ts')),
      [join(tests.root, 'core', 'rank', 'b.test.ts')],
      'a file names itself',
    );
  } finally {
    tests.dispose();
  }
  const listed = readdirSync(join(root, 'test'), { recursive: true, encoding: 'utf8' }).map((path) => `test/${path}`);
  const expected = listed.filter((path) => path.endsWith('.test.ts') && !path.startsWith('test/helpers/'));
  assert.deepEqual(
    testFiles(join(root, 'test')).map((path) => path.slice(root.length + 1)),
    expected.sort(),
  );
});

test('the ci workflow runs each step of .ci/run once: the suite on Node 20 and on the Node 24 .ci/run fetches, the type check, the linter and dist/ once', () => {
  const run = readFileSync(join(root, '.ci', 'run'), 'utf8');
  const node24 = /^NODE24_VERSION=(\S+)$/m.exec(run)?.[1];
  const workflow = readFileSync(join(root, '.github', 'workflows', 'ci.yml'), 'utf8');
  assert.ok(node24 && workflow.includes(`\n        node: [20, ${node24}]\n`), `a matrix over Node 20 and ${node24}`);
  const runs = [...workflow.matchAll(/^ {6}- run: (.*)$/gm)].map((m) => m[1]);
  assert.deepEqual(runs, ['bash .ci/run install test', 'bash .ci/run install typecheck lint dist']);
  assert.ok(
    !existsSync(join(root, '.github', 'workflows', 'check-dist.yml')),
    'the dist check is the dist step of ci.yml',
  );
});
