import { test } from 'node:test';
import assert from 'node:assert/strict';
import { focusPath, mergeFocus } from '../../../src/core/diff/named';
import { UserError } from '../../../src/core/util/errors';
import type { Focus } from '../../../src/core/types';

test('focusPath: a focus file as the map names it, relative to the root with forward slashes; outside the root is refused', () => {
  assert.equal(focusPath('/repo', 'src/a.ts'), 'src/a.ts');
  assert.equal(focusPath('/repo', './src/../lib/b.py'), 'lib/b.py');
  assert.equal(focusPath('/repo', '/repo/pkg/c.go'), 'pkg/c.go');
  assert.throws(
    () => focusPath('/repo', '../other/x.ts'),
    (error: Error) => error instanceof UserError && error.message === 'focus file is outside the root: ../other/x.ts',
  );
  assert.throws(() => focusPath('/repo', '/etc/passwd'), UserError);
});

test("mergeFocus: the change's focus plus the user's files and identifiers, each sorted once", () => {
  const fromDiff: Focus = {
    changedFiles: ['b.ts'],
    files: ['b.ts'],
    identifiers: ['parse', 'Zeta'],
    touched: ['parse'],
    changes: [],
  };
  const merged = mergeFocus(fromDiff, ['z.ts', 'a.ts', 'a.ts'], ['alpha', 'parse']);
  assert.deepEqual(merged.changedFiles, ['b.ts']);
  assert.deepEqual(merged.files, ['a.ts', 'z.ts'], "the user's files; the change's files are its changedFiles");
  assert.deepEqual(merged.identifiers, ['Zeta', 'alpha', 'parse']);
  assert.deepEqual(merged.touched, ['parse']);
  assert.deepEqual(mergeFocus(undefined, [], ['x']), {
    changedFiles: [],
    files: [],
    identifiers: ['x'],
    touched: [],
    changes: [],
  });
});
