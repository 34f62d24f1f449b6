import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defList, defsOf, modulesOf, refsOf, tagsOf } from '../helpers/tags';

// JSON is outlined, not parsed as code: the keys of the top-level object are definitions of kind
// `key`, signed by their line (a nested object or array by its key alone).

// A realistic package.json: scalar values, an inline object, nested objects and an array; their
// own keys are not in the outline.
const PACKAGE = `{
  "name": "shop-server",
  "version": "1.4.0",
  "description": "A small shop backend",
  "bin": { "shop": "dist/cli.js" },
  "scripts": {
    "build": "tsc -p .",
    "test": "node --test"
  },
  "dependencies": {
    "express": "4.19.2"
  },
  "files": [
    "dist"
  ]
}
`;

test('json: the top-level keys of a package.json', async () => {
  const tags = await tagsOf('json', PACKAGE);
  assert.deepEqual(defsOf(tags), [
    { name: 'name', kind: 'key', line: 2, signature: '"name": "shop-server"' },
    { name: 'version', kind: 'key', line: 3, signature: '"version": "1.4.0"' },
    { name: 'description', kind: 'key', line: 4, signature: '"description": "A small shop backend"' },
    { name: 'bin', kind: 'key', line: 5, signature: '"bin": { "shop": "dist/cli.js" }' },
    { name: 'scripts', kind: 'key', line: 6, signature: '"scripts"' },
    { name: 'dependencies', kind: 'key', line: 10, signature: '"dependencies"' },
    { name: 'files', kind: 'key', line: 13, signature: '"files"' },
  ]);
  assert.deepEqual(
    defList(tags).map((d) => `${d.line}-${d.endLine}`),
    ['2-2', '3-3', '4-4', '5-5', '6-9', '10-12', '13-15'],
  );
  assert.deepEqual(refsOf(tags), []);
  assert.deepEqual(modulesOf(tags), []);
});
