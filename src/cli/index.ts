#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import type * as Main from './main';
import { liftoffOnly } from '../core/parse/liftoff';

// On Node 24 this process only runs node again (see liftoffOnly): the engine is loaded after that
// is decided, so that this process does not load it too. In the bundle, ncc resolves the require
// within it; from the sources as an ES module (tsx on Node 24), there is no require: it is imported.
const relaunched = liftoffOnly();
if (relaunched !== undefined) process.exitCode = relaunched;
else {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loading: Promise<typeof Main> = typeof require === 'function' ? Promise.resolve(require('./main')) : import(/* webpackIgnore: true */ './main');
  loading.then(({ runCli }) => runCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stdin: () => readFileSync(0, 'utf8'),
    stderrIsTty: process.stderr.isTTY === true,
    protocol: { stdin: process.stdin, stdout: process.stdout },
  })).then((status) => {
    process.exitCode = status;
    // The MCP server's client has gone: end now, even if indexing is still under way in its threads.
    if (process.argv[2] === 'mcp') process.exit(status);
  });
}
