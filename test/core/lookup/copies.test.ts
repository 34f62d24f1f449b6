import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withCopies } from '../../../src/core/lookup/copies';
import { findReferences } from '../../../src/core/lookup/lookup';
import { withIndexOf } from '../../helpers/maps';

// A copy's uses are read with its entry's where its imports reach what the entry's do: only the
// entry's imports are resolved.

test('a copy is read with its entry where its relative imports name the same files, or copies of them', async () => {
  const store = 'export class Store {\n  get(key: string): string {\n    return key;\n  }\n}\n';
  const app = "import { Store } from './store';\nexport const value = new Store().get('k');\n";
  const deep = "import { Store } from '../../src/store';\nexport const value = new Store().get('k');\n";
  const pkg = 'package a\n\nfunc F() int {\n\treturn G()\n}\n';
  await withIndexOf(
    {
      'src/store.ts': store,
      'src/app.ts': app,
      'deno_dist/store.ts': store,
      'deno_dist/app.ts': app,
      'mirror/app.ts': app,
      'bench/a/deep.ts': deep,
      'bench/b/deep.ts': deep,
      'a/f.go': pkg,
      'a/g.go': 'package a\n\nfunc G() int {\n\treturn 1\n}\n',
      'b/f.go': pkg,
    },
    (index) => {
      const entryOf = (path: string) => index.copies.entryOf.get(path) ?? path;
      const group = (path: string) => withCopies(index, entryOf(path)).sort();
      // mirror/ has no store.ts: its `./store` is not the entry's.
      assert.deepEqual(group('src/app.ts'), ['deno_dist/app.ts', 'src/app.ts']);
      assert.equal(entryOf('mirror/app.ts'), entryOf('src/app.ts'), 'mirror/app.ts is a copy all the same');
      // `../../src/store` names one file from both folders.
      assert.deepEqual(group('bench/a/deep.ts'), ['bench/a/deep.ts', 'bench/b/deep.ts']);
      // A Go file in another folder is in another package: it reaches the same of other packages only.
      assert.deepEqual(group('a/f.go'), [entryOf('a/f.go')]);
      assert.deepEqual(withCopies(index, entryOf('a/f.go'), 'a/g.go'), [entryOf('a/f.go')]);
      assert.deepEqual(withCopies(index, entryOf('a/f.go'), 'lib/lib.go').sort(), ['a/f.go', 'b/f.go']);
      assert.deepEqual(
        findReferences(index, 'get', 'src/store.ts')
          .items.map((hit) => hit.path)
          .sort(),
        ['bench/a/deep.ts', 'bench/b/deep.ts', 'deno_dist/app.ts', 'src/app.ts'],
      );
    },
  );
});
