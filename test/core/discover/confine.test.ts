import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { confinedRoot, isInside, pinnedRoot } from '../../../src/core/discover/confine';
import { UserError } from '../../../src/core/util/errors';
import { tempDir } from '../../helpers/repo';

test('isInside: the directory itself and what is under it, not a sibling that shares its prefix', () => {
  assert.ok(isInside('/work/repo', '/work/repo'));
  assert.ok(isInside('/work/repo/src/a.ts', '/work/repo'));
  assert.ok(!isInside('/work/repo-other', '/work/repo'));
  assert.ok(!isInside('/work', '/work/repo'));
});

test('confinedRoot: a root inside the boundary is its real path; a symlink that leads out is refused', () => {
  const dir = tempDir('repomap-confine-');
  try {
    const workspace = join(dir, 'workspace');
    mkdirSync(join(workspace, 'repo'), { recursive: true });
    mkdirSync(join(dir, 'outside'));
    symlinkSync(join(dir, 'outside'), join(workspace, 'escape'));
    assert.equal(confinedRoot(join(workspace, 'repo'), workspace), realpathSync(join(workspace, 'repo')));
    assert.throws(() => confinedRoot(join(workspace, 'escape'), workspace), (error) => error instanceof UserError && /outside the workspace/.test(error.message));
    assert.throws(() => confinedRoot(join(workspace, 'missing'), workspace), (error) => error instanceof UserError && /cannot resolve/.test(error.message));
    assert.throws(() => pinnedRoot(join(workspace, 'missing')), (error) => error instanceof UserError && /root is not a directory/.test(error.message));
    assert.equal(pinnedRoot(join(workspace, 'repo')), realpathSync(join(workspace, 'repo')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
