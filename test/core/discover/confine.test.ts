import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, realpathSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { confinedRoot, isInside, pinnedRoot } from '../../../src/core/discover/confine';
import { UserError } from '../../../src/core/util/errors';
import { tempDir } from '../../helpers/repo';

test('isInside: the directory itself and what is below it; not its parent, a sibling, or a name that only starts the same', () => {
  assert.equal(isInside('/checkout/repo', '/checkout/repo'), true);
  assert.equal(isInside('/checkout/repo/src/a.ts', '/checkout/repo'), true);
  assert.equal(isInside('/checkout/repo/..foo', '/checkout/repo'), true, 'a name starting with two dots is inside');
  assert.equal(isInside('/checkout', '/checkout/repo'), false);
  assert.equal(isInside('/checkout/repo-other', '/checkout/repo'), false);
  assert.equal(isInside('/checkout/other/x', '/checkout/repo'), false);
});

test('confinedRoot: the real path of a root inside the boundary; a root a symlink leads out of is refused', () => {
  const outside = realpathSync(tempDir('repomap-outside-'));
  const workspace = realpathSync(tempDir('repomap-workspace-'));
  mkdirSync(join(workspace, 'pkg', 'lib'), { recursive: true });
  symlinkSync(join(workspace, 'pkg'), join(workspace, 'inside-link'));
  symlinkSync(outside, join(workspace, 'escape'));
  assert.equal(confinedRoot(workspace, workspace), workspace);
  assert.equal(confinedRoot(join(workspace, 'inside-link', 'lib'), workspace), join(workspace, 'pkg', 'lib'));
  assert.throws(
    () => confinedRoot(join(workspace, 'escape'), workspace),
    (error: Error) =>
      error instanceof UserError &&
      error.message === `${join(workspace, 'escape')} leads to ${outside}, outside the workspace ${workspace}`,
  );
  assert.throws(
    () => confinedRoot(join(workspace, 'missing'), workspace),
    (error: Error) => error instanceof UserError && /^cannot resolve .*missing: ENOENT$/.test(error.message),
  );
});

test('pinnedRoot: a root as its real path, resolved once; a missing root is a user error', () => {
  const dir = realpathSync(tempDir('repomap-pinned-'));
  mkdirSync(join(dir, 'real'));
  symlinkSync(join(dir, 'real'), join(dir, 'link'));
  assert.equal(pinnedRoot(join(dir, 'link')), join(dir, 'real'));
  assert.throws(
    () => pinnedRoot(join(dir, 'gone')),
    (error: Error) =>
      error instanceof UserError && error.message.startsWith(`root is not a directory: ${join(dir, 'gone')} (ENOENT`),
  );
});
