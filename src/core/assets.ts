import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Where the runtime .wasm, the grammar .wasm files and the tags queries live.
// In the ncc bundle, scripts/build.mjs copies them next to the bundle (dist/wasm, dist/queries):
// ncc's own asset copying mangles .wasm files. From the sources they come from node_modules and queries/.
export interface AssetDirs {
  runtimeWasm: string;
  grammarsDir: string;
  queriesDir: string;
}

let cached: AssetDirs | undefined;

export function assetDirs(): AssetDirs {
  if (cached) return cached;
  const here = __dirname;
  const bundled = join(here, 'wasm');
  if (existsSync(join(bundled, 'tree-sitter.wasm'))) {
    cached = { runtimeWasm: join(bundled, 'tree-sitter.wasm'), grammarsDir: bundled, queriesDir: join(here, 'queries') };
  } else {
    const root = resolve(here, '..', '..');
    const modules = join(root, 'node_modules');
    cached = {
      runtimeWasm: join(modules, 'web-tree-sitter', 'tree-sitter.wasm'),
      grammarsDir: join(modules, 'tree-sitter-wasms', 'out'),
      queriesDir: join(root, 'queries'),
    };
  }
  return cached;
}
