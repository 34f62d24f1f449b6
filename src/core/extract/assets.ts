import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LanguageSpec } from '../languages';

// Where the runtime .wasm, the grammar .wasm files and the tags queries live.
// In the ncc bundle, scripts/build.ts copies them next to the bundle (dist/wasm, dist/queries):
// ncc's own asset copying mangles .wasm files. From the sources they come from node_modules and queries/.
export interface AssetDirs {
  runtimeWasm: string;
  /** The grammar .wasm file of a language: `<dir>/<source package>/<file>`, `out/` between them in node_modules. */
  grammarFile: (spec: Pick<LanguageSpec, 'source' | 'grammar'>) => string;
  queriesDir: string;
  /**
   * The bundle's SHA-1 of each grammar file, by its path relative to dist/wasm (scripts/build.ts
   * writes them as it copies the files); absent from the sources, where a grammar is hashed when needed.
   */
  grammarHashes?: string;
}

/** The name of the bundle's list of grammar hashes, in dist/wasm. */
export const GRAMMAR_HASHES = 'grammars.json';

let cached: AssetDirs | undefined;

export function assetDirs(): AssetDirs {
  if (cached) return cached;
  const here = __dirname;
  const bundled = join(here, 'wasm');
  if (existsSync(join(bundled, 'tree-sitter.wasm'))) {
    cached = {
      runtimeWasm: join(bundled, 'tree-sitter.wasm'),
      grammarFile: (spec) => join(bundled, bundledGrammarPath(spec)),
      queriesDir: join(here, 'queries'),
      grammarHashes: join(bundled, GRAMMAR_HASHES),
    };
  } else {
    const root = resolve(here, '..', '..', '..');
    const modules = join(root, 'node_modules');
    cached = {
      runtimeWasm: join(modules, 'web-tree-sitter', 'tree-sitter.wasm'),
      grammarFile: (spec) => join(modules, spec.source, 'out', spec.grammar),
      queriesDir: join(root, 'queries'),
    };
  }
  return cached;
}

/** Where scripts/build.ts puts a grammar in the bundle, relative to dist/wasm (with forward slashes on every system). */
export function bundledGrammarPath(spec: Pick<LanguageSpec, 'source' | 'grammar'>): string {
  return `${spec.source}/${spec.grammar}`;
}
