import { test } from 'node:test';
import assert from 'node:assert/strict';
import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { manifestsOf, NO_MANIFESTS, readManifests } from '../../../src/core/resolve/manifests';
import { FixtureRepo } from '../../helpers/repo';

test('readManifests: reads the listed build manifests by name, in path order, and nothing else', () => {
  const repo = new FixtureRepo(
    {
      'go.mod': 'module a\n',
      'svc/go.mod': 'module b\n',
      'Cargo.toml': '[package]\n',
      'README.md': '# x\n',
      'other/go.mod': 'module c\n',
      'web/package.json': '{}',
    },
    { git: false },
  );
  try {
    const manifests = readManifests(repo.root, [
      'svc/go.mod',
      'go.mod',
      'Cargo.toml',
      'README.md',
      'web/package.json',
      'missing/go.mod',
    ]);
    assert.deepEqual(manifests.named('go.mod'), [
      ['go.mod', 'module a\n'],
      ['svc/go.mod', 'module b\n'],
    ]);
    assert.deepEqual(manifests.named('Cargo.toml'), [['Cargo.toml', '[package]\n']]);
    assert.deepEqual(manifests.named('package.json'), []);
    assert.deepEqual(manifests.named('README.md'), []);
  } finally {
    repo.dispose();
  }
});

test('readManifests: a manifest through a symlink, or over the size limit, is left out; a missing root gives none', () => {
  const repo = new FixtureRepo(
    {
      'real/go.mod': 'module real\n',
      'pyproject.toml': `# ${'x'.repeat(512 * 1024)}\n`,
      'compile_commands.json': `[${' '.repeat(600 * 1024)}]`,
    },
    { git: false },
  );
  try {
    symlinkSync(join(repo.root, 'real'), join(repo.root, 'linked'));
    symlinkSync(join(repo.root, 'real', 'go.mod'), join(repo.root, 'go.mod'));
    writeFileSync(join(repo.root, 'composer.json'), '{}');
    const manifests = readManifests(repo.root, [
      'linked/go.mod',
      'go.mod',
      'real/go.mod',
      'pyproject.toml',
      'compile_commands.json',
      'composer.json',
    ]);
    assert.deepEqual(manifests.named('go.mod'), [['real/go.mod', 'module real\n']]);
    assert.deepEqual(manifests.named('pyproject.toml'), [], 'over 512 KiB');
    assert.equal(manifests.named('compile_commands.json').length, 1, 'compile_commands.json may be larger');
    assert.deepEqual(manifests.named('composer.json'), [['composer.json', '{}']]);
    assert.equal(readManifests(join(repo.root, 'gone'), ['go.mod']), NO_MANIFESTS);
  } finally {
    repo.dispose();
  }
});

test("manifestsOf: a test's texts by name, sorted by path, unknown names ignored", () => {
  const manifests = manifestsOf({
    'b/CMakeLists.txt': 'b',
    'CMakeLists.txt': 'top',
    'go.work': 'use .',
    'setup.py': 'x',
  });
  assert.deepEqual(manifests.named('CMakeLists.txt'), [
    ['CMakeLists.txt', 'top'],
    ['b/CMakeLists.txt', 'b'],
  ]);
  assert.deepEqual(manifests.named('go.work'), [['go.work', 'use .']]);
  assert.deepEqual(manifests.named('setup.py'), []);
});
