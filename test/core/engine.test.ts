import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { discover } from '../../src/core/discover/discover';
import { extractAll } from '../../src/core/extract/extract';
import { buildRepoMap, formatRepoMap, type RepoMap } from '../../src/core/index';
import { TAG_FORMAT } from '../../src/core/cache/tag-cache';
import { FixtureRepo, tempDir } from '../helpers/repo';

const FILES = {
  'lib/store.py':
    'class Store:\n    def get(self, key):\n        return key\n\ndef open_store(path):\n    return Store()\n',
  'lib/api.py':
    'from lib.store import open_store\n\ndef handle_request(req):\n    store = open_store("x")\n    return store.get(req)\n',
  'web/app.ts': 'export function mountApp(root: Element): void {\n  renderView(root);\n}\n',
  'web/view.ts': 'export function renderView(root: Element): void {\n  root.textContent = "hi";\n}\n',
};

test('the same checkout and options give byte-identical maps in every format', async () => {
  const repo = new FixtureRepo(FILES);
  repo.commit();
  try {
    const run = () => buildRepoMap({ root: repo.root, cacheDir: false, budget: 300, identifiers: ['open_store'] });
    const [first, second] = [await run(), await run()];
    assert.equal(formatRepoMap(first, 'text'), formatRepoMap(second, 'text'));
    assert.equal(formatRepoMap(first, 'markdown'), formatRepoMap(second, 'markdown'));
    assert.equal(formatRepoMap(first, 'json'), formatRepoMap(second, 'json'));
    assert.ok(first.text.includes('def open_store(path)'), first.text);
  } finally {
    repo.dispose();
  }
});

test('a second run on an unchanged tree parses nothing; an edited file is parsed again', async () => {
  const repo = new FixtureRepo(FILES);
  repo.commit();
  const cacheDir = join(tempDir(), 'cache');
  try {
    const run = () => buildRepoMap({ root: repo.root, cacheDir, budget: 500 });
    const cold = await run();
    assert.equal(cold.run.filesParsed, 4);
    assert.equal(cold.run.filesFromCache, 0);
    const warm = await run();
    assert.equal(warm.run.filesParsed, 0);
    assert.equal(warm.run.filesFromCache, 4);
    assert.equal(warm.text, cold.text);
    repo.write({ 'web/view.ts': 'export function renderView(root: Element, title: string): void {}\n' });
    const edited = await run();
    assert.equal(edited.run.filesParsed, 1);
    assert.ok(edited.text.includes('renderView(root: Element, title: string)'));
  } finally {
    repo.dispose();
  }
});

test(
  'a change on a mapped checkout: its new files are parsed in a thread started with the diff, and the map is the one parsing here gives',
  { timeout: 60_000 },
  async () => {
    const repo = new FixtureRepo(FILES);
    repo.commit('base');
    repo.git('branch', 'base');
    const caches = [join(tempDir(), 'cache'), join(tempDir(), 'cache')];
    try {
      for (const cacheDir of caches)
        assert.equal((await buildRepoMap({ root: repo.root, cacheDir })).run.filesParsed, 4);
      repo.write({
        'web/view.ts':
          'export function renderView(root: Element, title: string): void {\n  root.textContent = title;\n}\n',
        'lib/store.py':
          'class Store:\n    def get(self, key, default=None):\n        return key or default\n\ndef open_store(path):\n    return Store()\n',
      });
      repo.commit('change');
      // With parse threads (the default), a thread loads TypeScript and Python from the diff on; with one job, all is parsed here.
      const [threads, here] = await Promise.all([
        buildRepoMap({ root: repo.root, cacheDir: caches[0], base: 'base', head: 'HEAD' }),
        buildRepoMap({ root: repo.root, cacheDir: caches[1], base: 'base', head: 'HEAD', jobs: 1 }),
      ]);
      assert.equal(threads.run.filesParsed, 2);
      assert.equal(here.run.filesParsed, 2);
      assert.equal(formatRepoMap(threads, 'json'), formatRepoMap(here, 'json'));
      assert.ok(threads.text.includes('def get(self, key, default=None)'), threads.text);
    } finally {
      repo.dispose();
    }
  },
);

test('a corrupted cache pack is ignored and rewritten, never trusted', async () => {
  const repo = new FixtureRepo(FILES);
  repo.commit();
  const cacheDir = join(tempDir(), 'cache');
  try {
    const good: RepoMap = await buildRepoMap({ root: repo.root, cacheDir, budget: 500 });
    const packs = join(cacheDir, `tags-v${TAG_FORMAT}`);
    const [pack, ...more] = readdirSync(packs);
    assert.equal(more.length, 0);
    // Cut short, as a full disk or a killed copy would leave it.
    const bytes = readFileSync(join(packs, pack));
    writeFileSync(join(packs, pack), bytes.subarray(0, bytes.length >> 1));
    const again = await buildRepoMap({ root: repo.root, cacheDir, budget: 500 });
    assert.equal(again.run.filesParsed, 4);
    assert.equal(again.text, good.text);
    const third = await buildRepoMap({ root: repo.root, cacheDir, budget: 500 });
    assert.equal(third.run.filesParsed, 0, 'the pack was written again');
  } finally {
    repo.dispose();
  }
});

test('files edited in the work tree are mapped as they are on disk', async () => {
  const repo = new FixtureRepo(FILES);
  repo.commit();
  repo.write({ 'lib/store.py': 'def brand_new_function(a, b):\n    return a\n' });
  try {
    const map = await buildRepoMap({ root: repo.root, cacheDir: false, budget: 500 });
    assert.ok(map.text.includes('def brand_new_function(a, b)'), map.text);
    assert.ok(!map.text.includes('class Store'));
  } finally {
    repo.dispose();
  }
});

test('a focus from a diff file works without git, tagging what the diff shows of each side', async () => {
  const dir = new FixtureRepo(FILES, { git: false });
  const diff = [
    '--- a/lib/store.py',
    '+++ b/lib/store.py',
    '@@ -4,3 +4,3 @@',
    ' ',
    '-def open_store(path):',
    '+def open_store(path, mode):',
    '     return Store()',
    '',
  ].join('\n');
  try {
    const map = await buildRepoMap({ root: dir.root, diff, cacheDir: false, budget: 500 });
    assert.deepEqual(map.focus.files, ['lib/store.py']);
    assert.ok(map.focus.identifiers.includes('open_store'), map.focus.identifiers.join());
    assert.equal(map.files[0].path, 'lib/store.py');
    assert.equal(map.files[1].path, 'lib/api.py', 'the caller of the changed function comes next');
    const traversal = '--- a/../../etc/passwd\n+++ b/../../etc/passwd\n@@ -1 +1 @@\n-a\n+b\n';
    const warnings: string[] = [];
    const safe = await buildRepoMap({
      root: dir.root,
      diff: traversal,
      cacheDir: false,
      warn: (m) => warnings.push(m),
    });
    assert.deepEqual(safe.focus.files, []);
    assert.match(warnings[0], /unsafe path/);
  } finally {
    dir.dispose();
  }
});

test('the identifiers of a change are those of its added lines: a name only its removed lines used is out of its context', async () => {
  const dir = new FixtureRepo(
    {
      'lib/old.py': 'def legacy_helper(x):\n    return x\n',
      'lib/new.py': 'def modern_helper(x):\n    return x\n',
      'app.py': 'from lib.new import modern_helper\n\n\ndef run(x):\n    return modern_helper(x)\n',
    },
    { git: false },
  );
  const diff = [
    '--- a/app.py',
    '+++ b/app.py',
    '@@ -1,5 +1,5 @@',
    '-from lib.old import legacy_helper',
    '+from lib.new import modern_helper',
    ' ',
    ' ',
    ' def run(x):',
    '-    return legacy_helper(x)',
    '+    return modern_helper(x)',
    '',
  ].join('\n');
  try {
    const map = await buildRepoMap({ root: dir.root, diff, cacheDir: false, budget: 500 });
    assert.deepEqual(map.focus.identifiers, ['modern_helper', 'run']);
    assert.deepEqual(
      map.files.map((f) => f.path),
      ['app.py', 'lib/new.py', 'lib/old.py'],
      'what the new code calls before what the old code did',
    );
  } finally {
    dir.dispose();
  }
});

test('parsing in worker threads gives exactly the tags of parsing on the main thread', async () => {
  const root = tempDir();
  cpSync(dirname(require.resolve('@types/node/package.json')), root, { recursive: true });
  const discovery = await discover({ root, maxFileBytes: 1 << 20 });
  assert.ok(discovery.files.length >= 48, 'enough files for the worker pool');
  // The cores are free (for the tokenizer's load) once the worker threads are done; on the main
  // thread, at once: it would only wait for the parse there.
  const progress: (number | 'cores free')[] = [];
  const inWorkers = await extractAll(discovery.files, {
    root,
    workers: 2,
    onProgress: (done) => progress.push(done),
    onCoresFree: () => progress.push('cores free'),
  });
  const onMainProgress: (number | 'cores free')[] = [];
  const onMain = await extractAll(discovery.files, {
    root,
    workers: 1,
    onProgress: (done) => onMainProgress.push(done),
    onCoresFree: () => onMainProgress.push('cores free'),
  });
  assert.equal(inWorkers.parsed, onMain.parsed);
  assert.deepEqual([...inWorkers.tags.keys()], [...onMain.tags.keys()]);
  assert.deepEqual(inWorkers.tags, onMain.tags);
  assert.deepEqual(progress, [...discovery.files.map((_, i) => i + 1), 'cores free']);
  assert.deepEqual(onMainProgress, ['cores free', ...discovery.files.map((_, i) => i + 1)]);
});

test('files with the same content are parsed once', async () => {
  const body = 'export function sharedHelper(): number {\n  return 1;\n}\n';
  const repo = new FixtureRepo({ 'a/x.ts': body, 'b/x.ts': body, 'c/y.ts': 'export const other = 2;\n' });
  repo.commit();
  try {
    const map = await buildRepoMap({ root: repo.root, cacheDir: false });
    assert.equal(map.run.filesParsed, 2);
    // …and shown once: the second is a copy, folded into the first.
    assert.deepEqual(
      map.files.filter((f) => f.symbols.some((s) => s.name === 'sharedHelper')).map((f) => [f.path, f.copies]),
      [['a/x.ts', ['b/x.ts']]],
    );
  } finally {
    repo.dispose();
  }
});

test('changed files in no supported language enter as their first meaningful line, unless generated, vendored, excluded or binary', async () => {
  const repo = new FixtureRepo({
    ...FILES,
    'README.md': '# widgets\n',
    'dist/bundle.js': 'x();\n',
    'vendor/lib.py': 'def v():\n    pass\n',
    'logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]),
  });
  repo.commit('base');
  repo.write({
    'README.md': '# widgets!\n',
    'dist/bundle.js': 'y();\n',
    'vendor/lib.py': 'def w():\n    pass\n',
    'logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 0, 0, 0]),
    'notes.txt': 'new\n',
  });
  repo.commit('head');
  try {
    const map = await buildRepoMap({ root: repo.root, base: 'HEAD~1', cacheDir: false, exclude: ['notes.txt'] });
    const listed = map.files.filter((f) => f.focus).map((f) => f.path);
    assert.deepEqual(listed, ['README.md']);
    assert.match(map.text, /^README\.md \(changed\)\n {2}1: # widgets!$/m);
  } finally {
    repo.dispose();
  }
});

test('--base diffs from the merge base (a commit the base gained since is not the change), as git merge-base picks it when there are two', async () => {
  const repo = new FixtureRepo({
    'src/a.ts': 'export const a = 1;\n',
    'src/b.ts': 'export const b = 1;\n',
    'src/c.ts': 'export const c = 1;\n',
  });
  repo.commit('start');
  repo.git('checkout', '-q', '-b', 'feature');
  repo.write({ 'src/b.ts': 'export const b = 2;\n' });
  repo.commit('feature');
  repo.git('checkout', '-q', 'main');
  repo.write({ 'src/a.ts': 'export const a = 2;\n' });
  repo.commit('main moves on');
  const changed = async (base: string, head: string) =>
    (await buildRepoMap({ root: repo.root, base, head, cacheDir: false })).focus.files;
  try {
    assert.deepEqual(await changed('main', 'feature'), ['src/b.ts']);
    assert.deepEqual(await changed('feature', 'main'), ['src/a.ts']);
    // A criss-cross: each branch merges the other's commit, so the two have two merge bases; the
    // head then changes c.ts.
    repo.git('checkout', '-q', '-b', 'other', 'feature');
    repo.git('merge', '-q', '--no-edit', 'main~0');
    repo.git('checkout', '-q', 'main');
    repo.git('merge', '-q', '--no-edit', 'feature');
    repo.git('checkout', '-q', 'other');
    repo.write({ 'src/c.ts': 'export const c = 2;\n' });
    repo.commit('other changes c');
    assert.equal(repo.git('merge-base', '--all', 'main', 'other').trim().split('\n').length, 2, 'two merge bases');
    const picked = repo.git('merge-base', 'main', 'other').trim();
    const expected = repo.git('diff', '--name-only', picked, 'other').trim().split('\n').sort();
    assert.ok(expected.includes('src/c.ts'), expected.join(', '));
    assert.deepEqual(await changed('main', 'other'), expected);
  } finally {
    repo.dispose();
  }
});

test('key project files get a small prior and show their outline, or their first meaningful line', async () => {
  const repo = new FixtureRepo({
    ...FILES,
    'package.json': '{\n  "name": "widgets",\n  "version": "1.0.0"\n}\n',
    Dockerfile: '# syntax=docker/dockerfile:1\nFROM node:20\n',
    'docs/notes.md': '# notes\n',
  });
  repo.commit();
  try {
    const map = await buildRepoMap({ root: repo.root, cacheDir: false, budget: 4000 });
    const entry = (path: string) => map.files.find((f) => f.path === path);
    assert.deepEqual(entry('package.json')?.symbols, [
      { name: 'name', kind: 'key', line: 2, signature: '"name": "widgets"' },
      { name: 'version', kind: 'key', line: 3, signature: '"version": "1.0.0"' },
    ]);
    assert.deepEqual(entry('Dockerfile')?.symbols, [
      { name: 'Dockerfile', kind: 'file', line: 2, signature: 'FROM node:20' },
    ]);
    assert.equal(entry('docs/notes.md'), undefined, 'other documents are not key files');
  } finally {
    repo.dispose();
  }
});
