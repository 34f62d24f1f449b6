import { spawnSync } from 'node:child_process';
import type { WasmTierPolicy } from '../core/types';
import { adoptTierLock } from '../core/extract/wasm-tier';
import { languageById, languageOf } from '../core/language-lookup';

// Which of V8's WebAssembly tiers compiles what, for this process: Liftoff (V8's baseline
// compiler: quick to compile, slower code) or, for a module's hot functions, its optimizing
// compiler too. That second compile pays for web-tree-sitter's runtime, whose functions are small
// and hot in every parse and query, but was not measured to pay for any grammar within 48 MB of
// its language to parse: a grammar's largest function, its lexer, takes up to seconds to optimize.
// The measurements are in docs/performance.md ("WebAssembly tiers").
//
// - V8 before 13 (Node 20, 22) reads `--liftoff-only` at each compile: grammars are compiled with
//   it, the runtime without (see core/extract/wasm-tier.ts).
// - V8 13 (Node 24) takes the flag only on node's command line. Its optimizing compiler needs
//   hundreds of megabytes, or gigabytes, of memory for most grammars' lexers, and gives up on
//   Swift's ("Fatal process out of memory: Zone"): the languages of such grammars are parsed in
//   child processes started with `--liftoff-only`, the rest in this process, on V8's tiering. A
//   run that parses a change is run again with the flag instead when the checkout has files of
//   such languages (see changeRunNeedsLiftoff).

/**
 * Memory (MB) that V8 13.6's optimizing compiler takes for each grammar's largest function, or
 * 'crash' (each function compiled alone, `--wasm-eager-tier-up-function`).
 */
export const V13_OPTIMIZING_MB: Readonly<Record<string, number | 'crash'>> = {
  'tree-sitter-agda.wasm': 270,
  'tree-sitter-bash.wasm': 1732,
  'tree-sitter-c.wasm': 170,
  'tree-sitter-c_sharp.wasm': 10,
  'tree-sitter-clojure.wasm': 19,
  'tree-sitter-cpp.wasm': 1259,
  'tree-sitter-css.wasm': 20,
  'tree-sitter-dart.wasm': 13,
  'tree-sitter-elisp.wasm': 104,
  'tree-sitter-elixir.wasm': 875,
  'tree-sitter-elm.wasm': 6,
  'tree-sitter-gdscript.wasm': 3,
  'tree-sitter-gleam.wasm': 182,
  'tree-sitter-go.wasm': 12,
  'tree-sitter-haskell.wasm': 7,
  'tree-sitter-hcl.wasm': 205,
  'tree-sitter-java.wasm': 8,
  'tree-sitter-javascript.wasm': 740,
  'tree-sitter-json.wasm': 1,
  'tree-sitter-kotlin.wasm': 567,
  'tree-sitter-latex.wasm': 3180,
  'tree-sitter-lua.wasm': 0,
  'tree-sitter-markdown.wasm': 435,
  'tree-sitter-nix.wasm': 10,
  'tree-sitter-objc.wasm': 358,
  'tree-sitter-ocaml.wasm': 4214,
  'tree-sitter-perl.wasm': 52,
  'tree-sitter-php.wasm': 13,
  'tree-sitter-python.wasm': 4,
  'tree-sitter-r.wasm': 4,
  'tree-sitter-rescript.wasm': 304,
  'tree-sitter-ruby.wasm': 333,
  'tree-sitter-rust.wasm': 12,
  'tree-sitter-scala.wasm': 4,
  'tree-sitter-scss.wasm': 225,
  'tree-sitter-solidity.wasm': 24,
  'tree-sitter-swift.wasm': 'crash',
  'tree-sitter-tsx.wasm': 2896,
  'tree-sitter-typescript.wasm': 1291,
  'tree-sitter-yaml.wasm': 3,
  'tree-sitter-zig.wasm': 6,
};

/** Grammars whose largest function V8 13 optimizes within this much memory are parsed in this process. */
const V13_SAFE_MB = 64;

/** A flag on node's command line that chooses the tiers itself: then the process's flags decide. */
const TIER_FLAG = /^--(no-)?(liftoff|liftoff-only|wasm-tier-up|wasm-dynamic-tiering)(=|$)/;

function tiersOnCommandLine(execArgv: readonly string[]): boolean {
  return execArgv.some((flag) => TIER_FLAG.test(flag.replace(/_/g, '-')));
}

/**
 * Whether a run that parses a change should run again with `--liftoff-only`: on V8 13 and later,
 * when the checkout at `root` has files of a language that is parsed apart (or git cannot list
 * it). Such a run parses a few files, most often on a warm cache: a parse thread started first thing
 * loads their grammars while the cache is read, where a parse process, started once the files are
 * known, would make the run wait (OpenClaude, one changed file, Node 24: 1.30-1.52 s run again
 * against 1.47-1.59 s with a parse process).
 */
export function changeRunNeedsLiftoff(
  root: string,
  v8Version = process.versions.v8,
  execArgv: readonly string[] = process.execArgv,
): boolean {
  if (tiersOnCommandLine(execArgv) || Number(v8Version.split('.')[0]) < 13) return false;
  const listed = spawnSync('git', ['-C', root, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  if (listed.status !== 0 || listed.error) return true;
  const languages = new Map<string, number>();
  for (const path of listed.stdout.split('\0')) {
    const language = languageOf(path)?.id;
    if (language) languages.set(language, 0);
  }
  return unsafeOnV13(languages).length > 0;
}

/**
 * This process's WebAssembly tiers, chosen before anything is compiled: on V8 before 13, grammars
 * compiled for Liftoff only, under a lock its threads share; on V8 13 and later, the languages
 * parsed apart. Undefined when node's command line chose the tiers.
 */
export function chooseWasmTiers(
  v8Version = process.versions.v8,
  execArgv: readonly string[] = process.execArgv,
): WasmTierPolicy | undefined {
  if (tiersOnCommandLine(execArgv)) return undefined;
  if (Number(v8Version.split('.')[0]) >= 13) return { apart: unsafeOnV13 };
  return { tierLock: adoptTierLock(), apart: () => [] };
}

/** The languages whose grammars V8 13's optimizing compiler cannot take within V13_SAFE_MB. */
export function unsafeOnV13(work: ReadonlyMap<string, number>): string[] {
  return [...work.keys()].filter((language) => {
    const { grammar } = languageById(language);
    const megabytes = V13_OPTIMIZING_MB[grammar];
    if (megabytes === undefined) throw new Error(`no measurement of V8 13's optimizing compiler for ${grammar}`);
    return megabytes === 'crash' || megabytes > V13_SAFE_MB;
  });
}
