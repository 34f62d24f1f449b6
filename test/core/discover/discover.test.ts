import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, readdirSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import picomatch from 'picomatch';
import { anyOf, discover, GENERATED, VENDORED } from '../../../src/core/discover/discover';
import { FixtureRepo } from '../../helpers/repo';

const MAX = 2000;

test('git discovery lists tracked source files with blob SHAs and counts every skip', async () => {
  const repo = new FixtureRepo({
    'src/a.ts': 'export const a = 1;\n',
    'src/b.py': 'def b():\n    pass\n',
    'README.md': '# readme\n',
    'vendor/lib.go': 'package lib\n',
    'dist/index.js': 'module.exports = 1;\n',
    'gen/api.ts': 'export const api = 1;\n',
    'big.ts': `export const big = "${'x'.repeat(MAX)}";\n`,
    '.gitattributes': 'gen/** linguist-generated\n',
    'src/gone.ts': 'export const gone = 1;\n',
  });
  symlinkSync('src/a.ts', join(repo.root, 'link.ts'));
  repo.commit('base');
  repo.write({ 'src/a.ts': 'export const a = 2;\n', 'untracked.ts': 'export const u = 1;\n' });
  rmSync(join(repo.root, 'src/gone.ts')); // deleted from the work tree, still in the index: not listed
  try {
    const found = await discover({ root: repo.root, maxFileBytes: MAX });
    assert.deepEqual(
      found.files.map((f) => f.path),
      ['src/a.ts', 'src/b.py'],
    );
    assert.equal(found.listed, 9);
    assert.deepEqual(found.skipped, { unsupported: 2, vendored: 1, generated: 2, symlink: 1, 'too-large': 1 });
    const [a, b] = found.files;
    assert.equal(a.sha, '', 'a file edited in the work tree is hashed on read, not taken from the index');
    assert.match(b.sha, /^[0-9a-f]{40}$/);
    assert.equal(b.sha, repo.git('rev-parse', 'HEAD:src/b.py').trim());
    assert.equal(b.language, 'python');

    const withUntracked = await discover({ root: repo.root, maxFileBytes: MAX, untracked: true });
    assert.deepEqual(
      withUntracked.files.map((f) => f.path),
      ['src/a.ts', 'src/b.py', 'untracked.ts'],
    );

    const filtered = await discover({ root: repo.root, maxFileBytes: MAX, include: ['src/**'], exclude: ['**/*.py'] });
    assert.deepEqual(
      filtered.files.map((f) => f.path),
      ['src/a.ts'],
    );
    assert.deepEqual(filtered.skipped, { excluded: 7, symlink: 1 });
  } finally {
    repo.dispose();
  }
});

test('outside git, discovery walks the tree, honours nested .gitignore files and never follows symlinks', async () => {
  const dir = new FixtureRepo(
    {
      '.gitignore': 'build/\n*.log.ts\n',
      'a.ts': 'export const a = 1;\n',
      'x.log.ts': '',
      'build/out.ts': 'export const o = 1;\n',
      'pkg/.gitignore': 'secret.ts\n',
      'pkg/secret.ts': 'export const s = 1;\n',
      'pkg/keep.ts': 'export const k = 1;\n',
      'outside/target.ts': 'export const t = 1;\n',
    },
    { git: false },
  );
  symlinkSync(join(dir.root, 'outside'), join(dir.root, 'linked-dir'));
  symlinkSync('/etc/hostname', join(dir.root, 'escape.ts'));
  try {
    const found = await discover({ root: dir.root, maxFileBytes: MAX });
    assert.deepEqual(
      found.files.map((f) => f.path),
      ['a.ts', 'outside/target.ts', 'pkg/keep.ts'],
    );
    assert.ok(
      found.files.every((f) => f.sha === ''),
      'outside git, content is hashed on read',
    );
    assert.equal(found.skipped.symlink, 2);
  } finally {
    dir.dispose();
  }
});

test('a root that does not exist is a user error', async () => {
  await assert.rejects(discover({ root: '/nonexistent/repomap', maxFileBytes: MAX }), {
    name: 'UserError',
    message: /root is not a directory/,
  });
});

test('a sparse checkout: paths it leaves out of the work tree are counted as excluded, not unreadable', async () => {
  const repo = new FixtureRepo({
    'app/a.ts': 'export const a = 1;\n',
    'lib/b.ts': 'export const b = 1;\n',
    'lib/c.py': 'c = 1\n',
    'top.ts': 'export const t = 1;\n',
  });
  repo.commit();
  repo.git('sparse-checkout', 'set', 'app');
  try {
    const found = await discover({ root: repo.root, maxFileBytes: MAX });
    assert.deepEqual(
      found.files.map((f) => f.path),
      ['app/a.ts', 'top.ts'],
    );
    assert.deepEqual(found.skipped, { excluded: 2 });
  } finally {
    repo.dispose();
  }
});

test('linguist marks are read as git check-attr gives them: nested and uncommitted .gitattributes, untracked files, a subdirectory root', async () => {
  const repo = new FixtureRepo({
    '.gitattributes': 'sub/gen/** linguist-generated\nsub/both.ts linguist-generated linguist-vendored\n',
    'sub/.gitattributes':
      'v.ts linguist-vendored=true\nw.ts linguist-generated=false\ngen/keep.ts -linguist-generated\n',
    'sub/gen/a.ts': 'export const a = 1;\n',
    'sub/gen/keep.ts': 'export const keep = 1;\n',
    'sub/v.ts': 'export const v = 1;\n',
    'sub/w.ts': 'export const w = 1;\n',
    'sub/both.ts': 'export const both = 1;\n',
    'sub/x/k.ts': 'export const k = 1;\n',
    'top.ts': 'export const top = 1;\n',
  });
  repo.commit('base');
  repo.write({ 'sub/x/.gitattributes': 'k.ts linguist-generated\n', 'sub/gen/u.ts': 'export const u = 1;\n' });
  try {
    const all = await discover({ root: repo.root, maxFileBytes: MAX, untracked: true });
    assert.deepEqual(
      all.files.map((f) => f.path),
      ['sub/gen/keep.ts', 'sub/w.ts', 'top.ts'],
    );
    assert.deepEqual(all.skipped, { generated: 3, vendored: 2, unsupported: 3 });
    // The same marks as check-attr gives for each path (vendored when both are set).
    const paths = repo
      .git('ls-files', '-c', '-o', '--exclude-standard')
      .split('\n')
      .filter((p) => p.endsWith('.ts'));
    const attrs = repo.git('check-attr', 'linguist-generated', 'linguist-vendored', '--', ...paths);
    const marked = new Set(
      attrs
        .split('\n')
        .filter((line) => / (set|true)$/.test(line))
        .map((line) => line.slice(0, line.indexOf(': '))),
    );
    assert.deepEqual(
      paths.filter((p) => !marked.has(p)).sort(),
      all.files.map((f) => f.path),
    );

    const tracked = await discover({ root: repo.root, maxFileBytes: MAX });
    assert.deepEqual(tracked.skipped, { generated: 2, vendored: 2, unsupported: 2 });
    const sub = await discover({ root: join(repo.root, 'sub'), maxFileBytes: MAX, untracked: true });
    assert.deepEqual(
      sub.files.map((f) => f.path),
      ['gen/keep.ts', 'w.ts'],
    );
    assert.deepEqual(sub.skipped, { generated: 3, vendored: 2, unsupported: 2 });
  } finally {
    repo.dispose();
  }
});

test('sizes: from the index for files git found unchanged, from the work tree for the rest', async () => {
  const repo = new FixtureRepo({
    'a.ts': 'export const a = 1;\n',
    'empty.ts': '',
    '  spaced.ts': 'export const spaced = 22;\n',
    'new\nline.ts': 'export const newline = 333;\n',
    'edited.ts': 'export const edited = 4444;\n',
    'trusted.ts': 'export const trusted = 55555;\n',
  });
  // Written long before the index: not racily clean, so the index keeps their sizes.
  const past = new Date(Date.now() - 60_000);
  for (const name of readdirSync(repo.root)) if (name !== '.git') utimesSync(join(repo.root, name), past, past);
  repo.commit('base');
  repo.write({ 'edited.ts': 'export const edited = 4444; // and more\n' });
  repo.git('update-index', '--assume-unchanged', 'trusted.ts');
  appendFileSync(join(repo.root, 'trusted.ts'), '// git does not look at this file\n');
  try {
    const found = await discover({ root: repo.root, maxFileBytes: MAX });
    assert.deepEqual(
      found.files.map((f) => f.path),
      ['  spaced.ts', 'a.ts', 'edited.ts', 'empty.ts', 'new\nline.ts', 'trusted.ts'],
    );
    for (const file of found.files) {
      const size = statSync(join(repo.root, file.path)).size;
      // A file marked assume-unchanged is taken as the index has it: its SHA (as ever) and its size.
      if (file.path === 'trusted.ts') assert.equal(file.size, size - '// git does not look at this file\n'.length);
      else assert.equal(file.size, size, file.path);
    }
    assert.equal(found.files.find((f) => f.path === 'edited.ts')!.sha, '');
    assert.equal(
      found.files.find((f) => f.path === 'trusted.ts')!.sha,
      repo.git('rev-parse', 'HEAD:trusted.ts').trim(),
    );
  } finally {
    repo.dispose();
  }
});

test('the vendored and generated tests agree with picomatch on every path, the quick search first or not', () => {
  const segment = fc.oneof(
    fc.constantFrom(
      'dist',
      'vendor',
      'node_modules',
      '.yarn',
      'Pods',
      '__generated__',
      'third_party',
      'src',
      'a',
      '.git',
      'distant',
      'vendored',
    ),
    fc.constantFrom(
      'x.min.js',
      'x.min.mjs',
      'app.bundle.js',
      'api.pb.go',
      'm_pb2.py',
      'a.generated.ts',
      'w.g.dart',
      'min.js',
      'x.pb.go.txt',
      '.min.js',
    ),
    fc.string({
      unit: fc.constantFrom('a', '.', '_', '-', 'g', 'd', 'i', 's', 't', 'm', 'n', 'j'),
      minLength: 1,
      maxLength: 8,
    }),
  );
  const path = fc.array(segment, { minLength: 1, maxLength: 5 }).map((parts) => parts.join('/'));
  for (const globs of [VENDORED, GENERATED]) {
    const quick = anyOf(globs);
    const exact = picomatch(globs, { dot: true });
    fc.assert(
      fc.property(path, (p) => quick(p) === exact(p)),
      { numRuns: 3000 },
    );
  }
});

test('a conflicted file is listed once, with its content read from the work tree', async () => {
  const repo = new FixtureRepo({ 'a.ts': 'export const a = 1;\n', 'b.ts': 'export const b = 1;\n' });
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'other');
  repo.write({ 'a.ts': 'export const a = 2;\n' }).commit('other');
  repo.git('checkout', '-q', 'main');
  repo.write({ 'a.ts': 'export const a = 3;\n' }).commit('main');
  assert.throws(() => repo.git('merge', '-q', 'other'), /Command failed/);
  assert.match(repo.git('ls-files', '-u'), /a\.ts/, 'three stages of a.ts in the index');
  try {
    const found = await discover({ root: repo.root, maxFileBytes: MAX });
    assert.deepEqual(
      found.files.map((f) => f.path),
      ['a.ts', 'b.ts'],
    );
    const [a] = found.files;
    assert.equal(a.sha, '', 'hashed on read: the work tree holds the conflict');
    assert.equal(a.size, statSync(join(repo.root, 'a.ts')).size);
  } finally {
    repo.dispose();
  }
});

test('without a writable temp directory, git lists the files all the same', async () => {
  const repo = new FixtureRepo({ 'a.ts': 'export const a = 1;\n', 'b.py': 'b = 1\n' });
  repo.commit('base');
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = join(repo.root, 'no', 'such', 'dir');
  try {
    const found = await discover({ root: repo.root, maxFileBytes: MAX });
    assert.deepEqual(
      found.files.map((f) => f.path),
      ['a.ts', 'b.py'],
    );
    assert.equal(found.files[0].sha, repo.git('rev-parse', 'HEAD:a.ts').trim());
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
    repo.dispose();
  }
});

test('git runs in the environment as it is at the call: an index named by GIT_INDEX_FILE after start is the one listed', async () => {
  const repo = new FixtureRepo({ 'a.ts': 'export const a = 1;\n', 'b.ts': 'export const b = 1;\n' });
  repo.commit('base');
  const index = join(repo.root, '.git', 'other-index');
  const env = { ...process.env, GIT_INDEX_FILE: index };
  execFileSync('git', ['read-tree', 'HEAD'], { cwd: repo.root, env });
  execFileSync('git', ['rm', '-q', '--cached', 'b.ts'], { cwd: repo.root, env });
  process.env.GIT_INDEX_FILE = index;
  try {
    const found = await discover({ root: repo.root, maxFileBytes: MAX });
    assert.deepEqual(
      found.files.map((f) => f.path),
      ['a.ts'],
    );
  } finally {
    delete process.env.GIT_INDEX_FILE;
    repo.dispose();
  }
});

test('a skip-worktree file with edits in the work tree is mapped from the work tree; one a sparse checkout leaves out is excluded', async () => {
  const repo = new FixtureRepo({
    'a.ts': 'export const a = 1;\n',
    'kept.ts': 'export const kept = 1;\n',
    'out/gone.ts': 'export const gone = 1;\n',
  });
  repo.commit('base');
  repo.git('update-index', '--skip-worktree', 'kept.ts', 'out/gone.ts');
  repo.write({ 'kept.ts': 'export const kept = 1;\nexport const edited = 2;\n' }).remove('out/gone.ts');
  assert.equal(repo.git('ls-files', '-m'), '', 'git does not see the edit');
  try {
    const found = await discover({ root: repo.root, maxFileBytes: MAX });
    assert.deepEqual(
      found.files.map((f) => f.path),
      ['a.ts', 'kept.ts'],
    );
    const kept = found.files[1];
    assert.equal(kept.sha, '', 'hashed on read: the index has the content before the edit');
    assert.equal(kept.size, statSync(join(repo.root, 'kept.ts')).size);
    assert.deepEqual(found.skipped, { excluded: 1 });
  } finally {
    repo.dispose();
  }
});

test('file names that are not UTF-8 are counted as unreadable and named in a warning, their bytes escaped', async () => {
  const latin1 = Buffer.from('caf\xe9.ts', 'latin1');
  const repo = new FixtureRepo({ 'ok.ts': 'export const ok = 1;\n', 'é.ts': 'export const utf8 = 1;\n' });
  writeFileSync(Buffer.concat([Buffer.from(`${repo.root}/`), latin1]), 'export const latin = 1;\n');
  repo.commit('base');
  writeFileSync(Buffer.concat([Buffer.from(`${repo.root}/new-`), latin1]), 'export const untracked = 1;\n');
  try {
    const warnings: string[] = [];
    const found = await discover({
      root: repo.root,
      maxFileBytes: MAX,
      untracked: true,
      warn: (m) => warnings.push(m),
    });
    assert.deepEqual(
      found.files.map((f) => f.path),
      ['ok.ts', 'é.ts'],
    );
    assert.equal(found.listed, 4);
    assert.deepEqual(found.skipped, { unreadable: 2 });
    assert.deepEqual(warnings, [
      '2 file name(s) are not UTF-8, which the map cannot name, skipped: "caf\\xe9.ts", "new-caf\\xe9.ts" (rename them to UTF-8 to map them)',
    ]);

    // Outside git, the same names are found by the walk.
    rmSync(join(repo.root, '.git'), { recursive: true });
    warnings.length = 0;
    const walked = await discover({ root: repo.root, maxFileBytes: MAX, warn: (m) => warnings.push(m) });
    assert.deepEqual(
      [walked.files.map((f) => f.path), walked.skipped, walked.listed],
      [['ok.ts', 'é.ts'], { unreadable: 2 }, 4],
    );
    assert.equal(warnings.length, 1);
  } finally {
    repo.dispose();
  }
});
