import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolveImports } from '../../../src/core/resolve/imports';
import { buildIndex } from '../../../src/core/index';
import { TUNING } from '../../../src/core/rank/tuning';
import type { FileTags } from '../../../src/core/types';
import { fileTags, modulesOf, tagsOf } from '../../helpers/tags';
import { FixtureRepo } from '../../helpers/repo';

test('module specifiers are extracted for JavaScript, TypeScript, Python, Go and Rust', async () => {
  assert.deepEqual(
    modulesOf(
      await tagsOf('typescript', "import { a } from './a';\nexport { b } from '../b.js';\nimport fs from 'node:fs';\n"),
    ),
    ['1 ./a', '2 ../b.js', '3 node:fs'],
  );
  assert.deepEqual(modulesOf(await tagsOf('javascript', "const x = require('./x');\nrequire('./side-effect');\n")), [
    '1 ./x',
    '2 ./side-effect',
  ]);
  assert.deepEqual(
    modulesOf(
      await tagsOf(
        'python',
        'from .models import User\nfrom ..core.db import connect\nimport os.path\nimport json as j\n',
      ),
    ),
    ['1 .models', '2 ..core.db', '3 os.path', '4 json'],
  );
  assert.deepEqual(
    modulesOf(await tagsOf('rust', 'use crate::store::Cache;\nuse super::util::{a, b};\nmod parser;\nmod inline {}\n')),
    ['1 crate::store::Cache', '2 super::util', '3 parser'],
  );
  assert.deepEqual(
    modulesOf(await tagsOf('go', 'package a\nimport (\n\t"fmt"\n\tstore "example.com/app/internal/store"\n)\n')),
    ['3 fmt', '4 example.com/app/internal/store'],
  );
});

function modules(...specifiers: string[]): FileTags {
  return fileTags(
    [],
    specifiers.map((name, i) => ({ name, kind: 'module', line: i + 1 })),
  );
}

test("imports resolve to the repository's files: relative JS/TS paths, Python modules, Go packages, Rust module paths", () => {
  const tags = new Map<string, FileTags>([
    ['web/app.ts', modules('./util', './components', '../shared/types.js', 'react')],
    ['web/util.ts', modules()],
    ['web/components/index.tsx', modules()],
    ['shared/types.ts', modules()],
    ['pkg/api/views.py', modules('.models', '..core.db', 'pkg.core', 'os.path')],
    ['pkg/api/models.py', modules()],
    ['pkg/core/db.py', modules()],
    ['pkg/core/__init__.py', modules()],
    ['cmd/server/main.go', modules('example.com/app/internal/store', 'fmt')],
    ['cmd/server/flags.go', modules()],
    ['internal/store/store.go', modules()],
    ['internal/store/cache.go', modules()],
    ['crates/app/src/lib.rs', modules('parser', 'crate::store::cache::Cache', 'std::io')],
    ['crates/app/src/parser.rs', modules('super::store::Store', 'self::tokens::Token')],
    ['crates/app/src/parser/tokens.rs', modules()],
    ['crates/app/src/store/mod.rs', modules()],
    ['crates/app/src/store/cache.rs', modules()],
  ]);
  const files = [...tags.keys()].sort();
  const resolved = resolveImports(files, tags);
  const of = (path: string) => resolved.reached(files.indexOf(path)).map((i) => files[i]);
  assert.deepEqual(of('web/app.ts'), ['shared/types.ts', 'web/components/index.tsx', 'web/util.ts']);
  assert.deepEqual(of('pkg/api/views.py'), ['pkg/api/models.py', 'pkg/core/__init__.py', 'pkg/core/db.py']);
  assert.deepEqual(of('cmd/server/main.go'), [
    'cmd/server/flags.go',
    'internal/store/cache.go',
    'internal/store/store.go',
  ]);
  assert.deepEqual(of('crates/app/src/lib.rs'), ['crates/app/src/parser.rs', 'crates/app/src/store/cache.rs']);
  assert.deepEqual(of('crates/app/src/parser.rs'), ['crates/app/src/parser/tokens.rs', 'crates/app/src/store/mod.rs']);
  assert.deepEqual(of('web/util.ts'), []);
});

test('a name links first to the definition the file imports, not to a namesake elsewhere', async () => {
  const repo = new FixtureRepo({
    'src/store.ts': 'export function create(name: string): object {\n  return { name };\n}\n',
    'src/widgets.ts': 'export function create(size: number): number {\n  return size;\n}\n',
    'src/app.ts': "import { create } from './store';\nexport function start(): object {\n  return create('main');\n}\n",
    'src/proto.ts': 'export function clone(value: object): object {\n  return Object.create(value);\n}\n',
  });
  repo.commit();
  try {
    const { graph } = await buildIndex({ root: repo.root, cacheDir: false });
    const weight = (from: string, to: string) => {
      for (let i = 0; i < graph.edgeFrom.length; i++) {
        if (graph.files[graph.edgeFrom[i]] === from && graph.files[graph.edgeTo[i]] === to) return graph.edgeWeight[i];
      }
      return 0;
    };
    const imported = weight('src/app.ts', 'src/store.ts');
    const namesake = weight('src/app.ts', 'src/widgets.ts');
    assert.ok(imported > 0 && namesake > 0);
    const ratio = TUNING.graph.importedBoost / TUNING.graph.shadowedFactor;
    assert.ok(ratio >= 10, 'the tuning keeps imported definitions well ahead');
    assert.ok(Math.abs(imported / namesake - ratio) < 1e-9, `imported ${imported} vs namesake ${namesake}`);
    // `Object.create` imports neither: both definers are linked, at half weight.
    assert.ok(weight('src/proto.ts', 'src/store.ts') < imported / 2);
  } finally {
    repo.dispose();
  }
});
