// The test suite: every *.test.ts under test/, at any depth (test/helpers/ holds no tests), run by
// node's test runner on the node that runs this script. Node 20's --test expands no globs and its
// own search of a directory finds only .js files, so the files are listed here. Test files load
// through tsx's require hook, which starts faster than its ES module loader.
//
//   node --import tsx scripts/test.ts [node flags] [files or folders under test/]
//
// Flags (those of the test runner, e.g. --test-concurrency=2, with `=`) are passed to node;
// files and folders narrow the run to the tests they hold.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { compareStrings } from '../src/core/util/order';

const root = join(__dirname, '..');
const tests = join(root, 'test');

/** Every test file at path (a file or a folder, at any depth, but not helpers), in one fixed order. */
export function testFiles(path: string, helpers = join(tests, 'helpers')): string[] {
  if (!statSync(path).isDirectory()) return path.endsWith('.test.ts') ? [path] : [];
  const found: string[] = [];
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const inner = join(path, entry.name);
    if (entry.isDirectory() && inner !== helpers) found.push(...testFiles(inner, helpers));
    else if (entry.isFile() && entry.name.endsWith('.test.ts')) found.push(inner);
  }
  return found.sort(compareStrings);
}

/**
 * Node's flags for the WebAssembly tiers of the test files: where a process chooses its tiers itself
 * (V8 before 13), the entry points' choice, made by a module loaded first; on V8 13 and later,
 * whose optimizing compiler fails on some grammars and takes the choice only from node's command
 * line, Liftoff only (the CLI and the Action parse those grammars in a child process instead, which
 * an engine called from a test does not).
 */
function tierFlags(): string[] {
  if (Number(process.versions.v8.split('.')[0]) >= 13) return ['--liftoff-only'];
  return ['--require', join(tests, 'helpers', 'wasm-tiers.ts')];
}

function main(args: string[]): number {
  const flags = args.filter((arg) => arg.startsWith('-'));
  const paths = args.filter((arg) => !arg.startsWith('-')).map((arg) => resolve(arg));
  const outside = paths.find((path) => path !== tests && !path.startsWith(tests + sep));
  if (outside !== undefined) {
    console.error(`scripts/test.ts: ${outside} is not under test/: name test files or folders under test/.`);
    return 2;
  }
  const files = [...new Set((paths.length > 0 ? paths : [tests]).flatMap((path) => testFiles(path)))].map((path) =>
    relative(root, path),
  );
  if (files.length === 0) {
    console.error(`scripts/test.ts: no *.test.ts file in ${paths.map((path) => relative(root, path)).join(', ')}.`);
    return 2;
  }
  // Many tests wait on child processes and git: run two files at a time even on two cores.
  if (!flags.some((flag) => flag.startsWith('--test-concurrency')))
    flags.push(`--test-concurrency=${Math.max(2, availableParallelism() - 1)}`);
  const run = spawnSync(process.execPath, ['--require', 'tsx/cjs', ...tierFlags(), '--test', ...flags, ...files], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.error) throw run.error;
  if (run.signal) console.error(`scripts/test.ts: the test runner was ended by ${run.signal}.`);
  return run.status ?? 1;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
