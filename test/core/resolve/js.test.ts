import { test } from 'node:test';
import assert from 'node:assert/strict';
import { jsResolver } from '../../../src/core/resolve/js';
import { resolveWith } from '../../helpers/resolve';

test('JavaScript and TypeScript: relative paths find files by the extensions and index files bundlers try', async () => {
  const resolved = await resolveWith(jsResolver, 'js', {
    'web/app.ts':
      "import { a } from './util';\nimport { b } from './components';\nimport { c } from '../shared/types.js';\nimport { d } from './widget.mjs';\n",
    'web/util.ts': 'export const a = 1;\n',
    'web/components/index.tsx': 'export const b = 2;\n',
    'web/widget.mts': 'export const d = 4;\n',
    'shared/types.ts': 'export type c = string;\n',
  });
  // `../shared/types.js` is the TypeScript source `types.ts`; `./widget.mjs` is `widget.mts`.
  assert.deepEqual(resolved.files('web/app.ts'), [
    'shared/types.ts',
    'web/components/index.tsx',
    'web/util.ts',
    'web/widget.mts',
  ]);
});

test('JavaScript: a file beats a directory of the same name, and .ts beats .js', async () => {
  const resolved = await resolveWith(jsResolver, 'js', {
    'src/main.js': "const store = require('./store');\nconst api = require('./api');\n",
    'src/store.js': 'module.exports = {};\n',
    'src/store/index.js': 'module.exports = {};\n',
    'src/api.ts': 'export const api = 1;\n',
    'src/api.js': 'exports.api = 1;\n',
  });
  assert.deepEqual(resolved.files('src/main.js'), ['src/api.ts', 'src/store.js']);
});

test('JavaScript: packages, missing files and paths above the root reach nothing', async () => {
  const resolved = await resolveWith(jsResolver, 'js', {
    'app.ts':
      "import React from 'react';\nimport fs from 'node:fs';\nimport { x } from './missing';\nimport { y } from '../outside';\nimport { z } from '@scope/util';\n",
    'util.ts': 'export const util = 1;\n',
  });
  assert.deepEqual(resolved.files('app.ts'), []);
});

test('JavaScript: an index file is a barrel, other files are not', async () => {
  const resolved = await resolveWith(jsResolver, 'js', {
    'lib/index.ts': "export * from './a';\n",
    'lib/a.ts': 'export const a = 1;\n',
  });
  assert.equal(resolved.isBarrel('lib/index.ts'), true);
  assert.equal(resolved.isBarrel('lib/index.mjs'), true);
  assert.equal(resolved.isBarrel('lib/index.jsx'), true);
  assert.equal(resolved.isBarrel('lib/a.ts'), false);
  assert.equal(resolved.isBarrel('lib/reindex.ts'), false);
  assert.deepEqual(resolved.files('lib/index.ts'), ['lib/a.ts']);
});
