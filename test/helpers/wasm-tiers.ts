// Loaded before every test file on V8 before 13 (see scripts/test.ts): the WebAssembly tiers the
// entry points choose (grammars on Liftoff, web-tree-sitter's runtime optimized), so that the
// engine under test compiles as the CLI and the Action do.
import { chooseWasmTiers } from '../../src/runtime/wasm-tiers';

chooseWasmTiers();
