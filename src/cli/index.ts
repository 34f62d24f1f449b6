#!/usr/bin/env node
import * as nodeModule from 'node:module';
import type * as Main from './main';
import { changeRunNeedsLiftoff, chooseWasmTiers } from '../runtime/wasm-tiers';
import { relaunchWithLiftoff } from '../runtime/liftoff';
import { prestartParser } from '../core/extract/prestart';
import { commandLineRoot, mapsCommitRange } from './early';
import { readAtMost } from './read';

// The entry point's bundle (dist/cli.js) is small, and the CLI's code a bundle of its own
// (dist/cli-main.js), loaded once this process is known to run it: the WebAssembly tiers are
// chosen first (see chooseWasmTiers; a run that parses a change may run node again for them, see
// changeRunNeedsLiftoff), and such a run starts its parse thread (see prestartParser), both before
// the ~0.8 MB of the CLI's bundle are compiled. From the sources (tsx), the module is imported.
const argv = process.argv.slice(2);
const changeRun = mapsCommitRange(argv);
const relaunched = changeRun && changeRunNeedsLiftoff(commandLineRoot(argv)) ? relaunchWithLiftoff() : undefined;
if (relaunched !== undefined) process.exitCode = relaunched;
else run();

function run(): void {
  const wasmTiers = chooseWasmTiers();
  // A reader that stops early (repomap | head -1) ends the run quietly, as other Unix tools do.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      process.exit(0);
    });
  }
  const early = changeRun ? prestartParser() : undefined;
  const bundled = typeof __filename === 'string' && __filename.endsWith('.js');
  // Node 22.1 and later keep the code V8 compiles from the bundles between runs, in the directory
  // NODE_COMPILE_CACHE names, else node-compile-cache in the temporary directory (none with
  // NODE_DISABLE_COMPILE_CACHE=1): the CLI's bundle is compiled once per version of it.
  if (bundled) (nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
  const loading = import(/* webpackIgnore: true */ bundled ? './cli-main.js' : './main') as Promise<typeof Main>;
  loading
    .then(({ runCli }) =>
      runCli(
        argv,
        {
          stdout: (text) => process.stdout.write(text),
          stderr: (text) => process.stderr.write(text),
          stdin: (limit) => readAtMost(0, limit),
          stderrIsTty: process.stderr.isTTY === true,
          protocol: { stdin: process.stdin, stdout: process.stdout },
          wasmTiers,
        },
        early,
      ),
    )
    .then((status) => {
      process.exitCode = status;
      // The MCP server's client has gone: end now, even if indexing is still under way in its threads.
      if (argv[0] === 'mcp') process.exit(status);
    });
}
