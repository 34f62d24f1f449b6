import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildIndex, closeIndex } from '../../../src/core/index';
import { rankFor, withFocus } from '../../../src/core/rank/focused';
import { FixtureRepo } from '../../helpers/repo';

const FILES = {
  'src/core.ts': 'export function core(): number {\n  return 1;\n}\n',
  'src/a.ts': "import { core } from './core';\nexport function alpha(): number {\n  return core();\n}\n",
  'src/b.ts': "import { core } from './core';\nexport function beta(): number {\n  return core();\n}\n",
  'src/lonely.ts': 'export function lonely(): number {\n  return 2;\n}\n',
};

test('rankFor gives the index its own ranking back for its own focus', async () => {
  const repo = new FixtureRepo(FILES);
  repo.commit();
  const index = await buildIndex({ root: repo.root, focusFiles: ['src/a.ts'], jobs: 1 });
  try {
    const again = rankFor(index, index.focus);
    assert.deepEqual(again.ranking.files, index.ranking.files);
    assert.deepEqual([...again.ranking.definitions], [...index.ranking.definitions]);
  } finally {
    await closeIndex(index);
    repo.dispose();
  }
});

test('withFocus ranks a file named after indexing above where it stood, and leaves the index it came from alone', async () => {
  const repo = new FixtureRepo(FILES);
  repo.commit();
  const index = await buildIndex({ root: repo.root, jobs: 1 });
  try {
    const place = (files: { path: string }[]) => files.findIndex((file) => file.path === 'src/lonely.ts');
    const before = place(index.ranking.files);
    const focused = withFocus(index, { files: ['src/lonely.ts'], identifiers: ['lonely'] });
    assert.deepEqual(focused.focus.files, ['src/lonely.ts']);
    assert.ok(focused.focus.identifiers.includes('lonely'));
    assert.equal(place(focused.ranking.files), 0, 'the named file comes first');
    assert.ok(before > 0, 'it did not before');
    assert.deepEqual(index.focus.files, [], 'the original index keeps its focus');
    assert.throws(() => withFocus(index, { files: ['../outside.ts'] }), /outside the root/);
  } finally {
    await closeIndex(index);
    repo.dispose();
  }
});
