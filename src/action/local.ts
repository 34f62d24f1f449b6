// The Action's entry for GitHub's local runner, @github/local-action (`npm run local-action`): it
// imports this module from the sources, with @actions/core, github, artifact and cache replaced by
// its stand-ins, and calls run(). The runner's entry point is index.ts; this one does no relaunch.
import { join } from 'node:path';
import { run as runAction } from './main';

export async function run(): Promise<void> {
  // These sources are ES modules, without the __dirname each bundle defines (scripts/build.ts): the
  // mcp-config output looks for the CLI's bundle there, so it is the repository's dist/.
  (globalThis as { __dirname?: string }).__dirname ??= join(process.cwd(), 'dist');
  await runAction();
}
