import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, realpathSync, rmSync } from 'node:fs';
import { buildIndex, closeIndex } from '../../../src/core/index';
import { checkoutOfHead } from '../../../src/core/discover/head-checkout';
import { findReferences } from '../../../src/core/lookup/lookup';
import { sourceAnswer } from '../../../src/core/query/source';
import { FixtureRepo, tempDir } from '../../helpers/repo';

// main is checked out, with an edit on disk; the change under review is the branch feature.
function twoBranches(): FixtureRepo {
  const repo = new FixtureRepo({
    'pkg/util.ts': 'export function helper(n: number): number {\n  return n;\n}\n',
    'pkg/use.ts': "import { helper } from './util';\nexport const one = helper(1);\n",
    'pkg/same.ts': 'export const same = 1;\n',
    'README.md': '# demo\n',
  });
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  repo.write({
    'pkg/util.ts': 'export function helper(n: number, m = 2): number {\n  return n * m;\n}\n',
    'pkg/more.ts': "import { helper } from './util';\nexport const two = helper(2, 3);\n",
  });
  repo.commit('feature');
  repo.git('checkout', '-q', 'main');
  repo.write({ 'pkg/use.ts': "import { helper } from './util';\nexport const one = helper(1); // edited on disk\n" });
  return repo;
}

test('a head that is not checked out is indexed from its own commit: the map, its source lines and the answers agree with the change', async () => {
  const repo = twoBranches();
  try {
    const index = await buildIndex({ root: repo.root, base: 'main', head: 'feature', cacheDir: false, jobs: 1 });
    const clone = index.root;
    try {
      assert.notEqual(clone, realpathSync(repo.root));
      assert.deepEqual(index.focus.changedFiles, ['pkg/more.ts', 'pkg/util.ts']);
      assert.ok(index.tags.has('pkg/more.ts'), 'a file the head adds is in the index');
      const uses = findReferences(index, 'helper', 'pkg/util.ts').items.map(
        (hit) => `${hit.path}:${hit.line} ${hit.text}`,
      );
      assert.deepEqual(uses.sort(), [
        "pkg/more.ts:1 import { helper } from './util';",
        'pkg/more.ts:2 export const two = helper(2, 3);',
        "pkg/use.ts:1 import { helper } from './util';",
        'pkg/use.ts:2 export const one = helper(1);',
      ]);
      const source = sourceAnswer(index, 'helper', 'pkg/util.ts').data.definitions[0].source;
      assert.match(source, /return n \* m;/);
    } finally {
      await closeIndex(index);
    }
    assert.equal(existsSync(clone), false, 'the checkout is removed with the index');
    // Nothing of the repository changed: main is still checked out, with its edit.
    assert.equal(repo.git('rev-parse', '--abbrev-ref', 'HEAD').trim(), 'main');
    assert.equal(repo.git('status', '--porcelain').trim(), 'M pkg/use.ts');
  } finally {
    repo.dispose();
  }
});

test('a head that is checked out is indexed where it is, edits on disk included; a folder of the repository keeps its place in the checkout', async () => {
  const repo = twoBranches();
  try {
    assert.equal(checkoutOfHead(repo.root, 'main', 'main'), undefined);
    assert.equal(checkoutOfHead(repo.root, 'main', undefined), undefined);
    const checkout = checkoutOfHead(`${repo.root}/pkg`, 'main', 'feature');
    assert.ok(checkout);
    try {
      assert.ok(checkout.root.endsWith('/repo/pkg/'), checkout.root);
      assert.ok(existsSync(`${checkout.root}more.ts`));
      assert.equal(checkout.head, repo.git('rev-parse', 'feature').trim());
      assert.equal(checkout.base, repo.git('rev-parse', 'main').trim());
    } finally {
      checkout.remove();
    }
    assert.throws(() => checkoutOfHead(repo.root, 'main', 'nope'), /unknown git ref "nope"/);
    // Outside git, the change's own check says so.
    const plain = tempDir('repomap-plain-');
    try {
      assert.equal(checkoutOfHead(plain, 'main', 'feature'), undefined);
      await assert.rejects(
        buildIndex({ root: plain, base: 'main', head: 'feature', cacheDir: false }),
        /--base needs a git repository/,
      );
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  } finally {
    repo.dispose();
  }
});

test("a head's checkout reads the tag cache of the checkout it was asked of: only the files the head changes are parsed", async () => {
  const repo = twoBranches();
  const cacheDir = tempDir('repomap-cache-');
  try {
    const checkedOut = await buildIndex({ root: repo.root, cacheDir, jobs: 1 });
    await closeIndex(checkedOut);
    const index = await buildIndex({ root: repo.root, base: 'main', head: 'feature', cacheDir, jobs: 1 });
    try {
      // util.ts and more.ts differ from the files on disk, and so does use.ts (edited on disk); same.ts does not.
      assert.deepEqual([index.run.filesParsed, index.run.filesFromCache], [3, 1]);
    } finally {
      await closeIndex(index);
    }
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
    repo.dispose();
  }
});
