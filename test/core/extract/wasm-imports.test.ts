import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withRuntimeImports } from '../../../src/core/extract/wasm-imports';

/** WebAssembly's module reflection: a global of Node that this project's TypeScript libraries do not declare. */
interface ModuleReflection {
  new (bytes: Uint8Array): object;
  imports(module: object): { module: string; name: string; kind: string }[];
  customSections(module: object, name: string): ArrayBuffer[];
}
const WasmModule = (globalThis as unknown as { WebAssembly: { Module: ModuleReflection } }).WebAssembly.Module;

const bytes = (text: string) => [...Buffer.from(text, 'utf8')];
const name = (text: string) => [text.length, ...bytes(text)];
const section = (id: number, body: number[]) => [id, body.length, ...body];

/** A module importing `env.<fn>` (a function of type (i32) → i32), a memory and a global, with a type section before and a custom section after. */
function moduleImporting(fn: string): Uint8Array {
  const types = section(1, [1, 0x60, 1, 0x7f, 1, 0x7f]);
  const imports = section(2, [
    3,
    ...name('env'),
    ...name(fn),
    0,
    0,
    ...name('env'),
    ...name('memory'),
    2,
    0,
    1,
    ...name('env'),
    ...name('__stack_pointer'),
    3,
    0x7f,
    1,
  ]);
  const custom = section(0, [...name('note'), 1, 2, 3]);
  return new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, ...types, ...imports, ...custom]);
}

const importsOf = (wasm: Uint8Array) =>
  WasmModule.imports(new WasmModule(wasm)).map(({ module, name, kind }) => `${module}.${name} ${kind}`);

test("libc's isalpha, which web-tree-sitter's runtime lacks, is imported as iswalpha; the other imports and sections stay", () => {
  const rewritten = withRuntimeImports(moduleImporting('isalpha'));
  assert.deepEqual(importsOf(rewritten), ['env.iswalpha function', 'env.memory memory', 'env.__stack_pointer global']);
  const module = new WasmModule(rewritten);
  assert.deepEqual(
    WasmModule.customSections(module, 'note').map((data) => [...new Uint8Array(data)]),
    [[1, 2, 3]],
  );
});

test('a module without such an import is returned as it is', () => {
  const wasm = moduleImporting('iswspace');
  assert.equal(withRuntimeImports(wasm), wasm);
  const noImports = new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]);
  assert.equal(withRuntimeImports(noImports), noImports);
});

test("tree-sitter-bash's grammar: its isalpha import is renamed, and it still compiles", () => {
  const wasm = new Uint8Array(
    readFileSync(
      join(__dirname, '..', '..', '..', 'node_modules', 'tree-sitter-wasms', 'out', 'tree-sitter-bash.wasm'),
    ),
  );
  const before = importsOf(wasm);
  assert.ok(before.includes('env.isalpha function'));
  const after = importsOf(withRuntimeImports(wasm));
  assert.deepEqual(
    after,
    before.map((entry) => (entry === 'env.isalpha function' ? 'env.iswalpha function' : entry)),
  );
});
