import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { assetDirs } from '../../../src/core/extract/assets';
import { withRuntimeImports } from '../../../src/core/extract/wasm-imports';
import { languageById } from '../../../src/core/languages';

/** Whether a wasm module names `name` (as the length-prefixed string an import's field is). */
function names(wasm: Uint8Array, name: string): boolean {
  return Buffer.from(wasm).includes(Buffer.from([name.length, ...Buffer.from(name)]));
}

test("bash's grammar imports libc's isalpha, which the runtime lacks: the import is pointed at iswalpha", () => {
  const wasm = readFileSync(assetDirs().grammarFile(languageById('bash')));
  assert.ok(names(wasm, 'isalpha'));
  const renamed = withRuntimeImports(wasm);
  assert.ok(!names(renamed, 'isalpha') && names(renamed, 'iswalpha'));
  assert.equal(renamed.length, wasm.length + 1);
});

test('a grammar with nothing to rename is given back as it is', () => {
  const wasm = readFileSync(assetDirs().grammarFile(languageById('go')));
  assert.equal(withRuntimeImports(wasm), wasm);
});
