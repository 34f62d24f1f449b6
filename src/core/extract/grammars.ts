import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as WebTreeSitter from 'web-tree-sitter';
import { assetDirs, bundledGrammarPath } from './assets';
import type { LanguageSpec } from '../languages';
import { languageById } from '../language-lookup';
import { withRuntimeImports } from './wasm-imports';
import { sha1Hex } from '../util/files';
import { choosesTiers, compileOnTier } from './wasm-tier';

// web-tree-sitter's ESM build breaks inside an ncc bundle; its CommonJS build works in both.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const TreeSitter = require('web-tree-sitter') as typeof WebTreeSitter;

export type Tree = WebTreeSitter.Tree;
export type Node = WebTreeSitter.Node;

export interface LoadedLanguage {
  id: string;
  language: WebTreeSitter.Language;
  query: WebTreeSitter.Query;
}

let runtime: Promise<void> | undefined;
const loaded = new Map<string, Promise<LoadedLanguage>>();
/**
 * The last grammar load of this thread: each load waits for the one before it. Two loads of
 * different grammars that interleave in one thread fail at random inside web-tree-sitter's dynamic
 * linker on Node 20 ("bad export type for 'tree_sitter_<lang>_external_scanner_create'",
 * tree-sitter/tree-sitter#2338), and a failed load can spoil the thread's later loads.
 */
let lastLoad: Promise<unknown> = Promise.resolve();

/**
 * Initialise the WASM runtime once per thread. Where this thread chooses tiers (see wasm-tier.ts),
 * the runtime gets V8's optimizing tier: its functions are small and hot in every parse.
 */
export function initRuntime(): Promise<void> {
  if (!runtime) {
    const { runtimeWasm } = assetDirs();
    const compiled = choosesTiers() ? compileOnTier(readFileSync(runtimeWasm), 'optimizing') : undefined;
    runtime = TreeSitter.Parser.init({ locateFile: () => runtimeWasm }).then(() => void compiled);
  }
  return runtime;
}

/** The source text of a language's tags query (its query files concatenated). */
export function querySource(id: string): string {
  const { queriesDir } = assetDirs();
  return languageById(id)
    .queries.map((file) => readFileSync(join(queriesDir, file), 'utf8'))
    .join('\n');
}

const versions = new Map<string, string>();

/**
 * A short hash that changes whenever what a language's tags would be changes: the query text,
 * the grammar file (where it comes from and its bytes) and the tag format. Part of every cache
 * key, so stale entries are never read.
 */
export function languageVersion(id: string, tagFormat: number): string {
  const key = `${id}:${tagFormat}`;
  let version = versions.get(key);
  if (!version) {
    const spec = languageById(id);
    version = versionOf(tagFormat, `${spec.source}/${spec.grammar}`, grammarHash(spec), querySource(id));
    versions.set(key, version);
  }
  return version;
}

/** The hash of languageVersion, from its parts (the grammar's by grammarHash). */
export function versionOf(tagFormat: number, grammarName: string, grammarHash: string, query: string): string {
  return sha1Hex(`${tagFormat}\0${grammarName}\0${grammarHash}\0${query}`).slice(0, 12);
}

let bundledHashes: Record<string, unknown> | undefined;

/**
 * The SHA-1 of a language's grammar file: from the bundle's list when it has the file (a warm run
 * would otherwise read and hash megabytes of grammars at every start), else from its bytes.
 */
function grammarHash(spec: LanguageSpec): string {
  const { grammarHashes, grammarFile } = assetDirs();
  if (grammarHashes && !bundledHashes) {
    try {
      bundledHashes = JSON.parse(readFileSync(grammarHashes, 'utf8')) as Record<string, unknown>;
    } catch {
      bundledHashes = {}; // no list: every grammar is hashed
    }
  }
  const listed = bundledHashes?.[bundledGrammarPath(spec)];
  return typeof listed === 'string' ? listed : sha1Hex(readFileSync(grammarFile(spec)));
}

/**
 * Load a grammar and compile its tags query, once per thread (and once for languages that share
 * both, such as TypeScript and the script blocks of Vue files). A query that does not compile throws.
 */
export function loadLanguage(id: string): Promise<LoadedLanguage> {
  const { source, grammar, queries } = languageById(id);
  const key = `${source}/${grammar}:${queries.join(',')}`;
  let promise = loaded.get(key);
  if (!promise) {
    promise = lastLoad.then(async () => {
      const spec = languageById(id);
      const language = await loadGrammar(spec);
      let query: WebTreeSitter.Query;
      try {
        query = new TreeSitter.Query(language, querySource(id));
      } catch (error) {
        throw new GrammarLoadError(
          id,
          `the tags query for ${id} (${spec.queries.join(', ')}) does not compile: ${(error as Error).message}`,
        );
      }
      return { id, language, query };
    });
    lastLoad = promise.catch(() => {});
    loaded.set(key, promise);
  }
  return promise;
}

/**
 * A language's grammar, loaded into this thread's runtime (without its query: see loadLanguage,
 * which loads each once); compiled for Liftoff only where this thread chooses tiers: no grammar's
 * optimizing tier was measured to pay for itself (docs/performance.md, "WebAssembly tiers").
 */
export async function loadGrammar(spec: LanguageSpec): Promise<WebTreeSitter.Language> {
  await initRuntime();
  try {
    const bytes = withRuntimeImports(readFileSync(assetDirs().grammarFile(spec)));
    const compiled = compileOnTier(bytes, 'liftoff');
    const language = await TreeSitter.Language.load(bytes);
    void compiled; // kept until here: web-tree-sitter's compile of the same bytes got it from V8's cache
    return language;
  } catch (error) {
    throw new GrammarLoadError(
      spec.id,
      `the grammar ${spec.source}/${spec.grammar} does not load: ${(error as Error).message}`,
    );
  }
}

/** A language that cannot be used in this thread: its grammar did not load, or its query did not compile. */
export class GrammarLoadError extends Error {
  constructor(
    readonly language: string,
    message: string,
  ) {
    super(message);
    this.name = 'GrammarLoadError';
  }
}

export function newParser(): WebTreeSitter.Parser {
  return new TreeSitter.Parser();
}
