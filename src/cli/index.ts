#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { runCli } from './main';
import { liftoffOnly } from '../core/parse/liftoff';

const relaunched = liftoffOnly();
if (relaunched !== undefined) process.exitCode = relaunched;
else {
  runCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stdin: () => readFileSync(0, 'utf8'),
    stderrIsTty: process.stderr.isTTY === true,
    protocol: { stdin: process.stdin, stdout: process.stdout },
  }).then((status) => {
    process.exitCode = status;
    // The MCP server's client has gone: end now, even if indexing is still under way in its threads.
    if (process.argv[2] === 'mcp') process.exit(status);
  });
}
