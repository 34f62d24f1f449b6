import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VERSION } from '../../../src/core/util/version';

test("the version is package.json's, a semantic version", () => {
  assert.equal(VERSION, JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')).version);
  assert.match(VERSION, /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/);
});
