#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { runCli } from './main';
import { optimizingWasmTier, relaunchWithLiftoff, relaunchWithLiftoffIfNeeded } from '../core/parse/liftoff';

const relaunched = relaunchWithLiftoffIfNeeded();
if (relaunched !== undefined) process.exitCode = relaunched;
else {
  let stdinText: string | undefined; // read once; a relaunched command gets it as its standard input
  runCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stdin: () => (stdinText ??= readFileSync(0, 'utf8')),
    stderrIsTty: process.stderr.isTTY === true,
    protocol: { stdin: process.stdin, stdout: process.stdout },
    relaunchWithLiftoff: optimizingWasmTier() ? () => relaunchWithLiftoff(stdinText) : undefined,
  }).then((status) => {
    process.exitCode = status;
    // The MCP server's client has gone: end now, even if indexing is still under way in its threads.
    if (process.argv[2] === 'mcp') process.exit(status);
  });
}
