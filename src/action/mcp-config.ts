import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// The `mcp-config` output: how a later step of the same job starts `repomap mcp` on the checkout the
// action just mapped, with the change it mapped and the tag cache it just filled, so that the agent's
// first question costs no parse. The change goes to the server as the diff file the map was focused
// on, not as --base/--head: actions/checkout's depth-1 clone has no merge base to diff from, and the
// file is exactly the map's focus however the action got it (git or the API's patches).

export interface McpServerSetup {
  /** The mapped checkout. */
  root: string;
  /** The directory the server must not read outside of (the workspace). */
  within: string;
  /** The diff the map was focused on; undefined for a map of the whole repository. */
  diff: string | undefined;
  /** Where the diff file is written. */
  dir: string;
  cacheDir: string | false;
  budget: number;
  include: string[];
  exclude: string[];
}

/** This action's own CLI bundle: beside the running dist/index.js, in the action's directory the runner keeps for the whole job. */
export function bundledCli(actionPath = process.env.GITHUB_ACTION_PATH, bundleDir = __dirname): string {
  const fromActionPath = actionPath ? join(actionPath, 'dist', 'cli.js') : undefined;
  return resolve(fromActionPath && existsSync(fromActionPath) ? fromActionPath : join(bundleDir, 'cli.js'));
}

/** An MCP client configuration (the `mcpServers` form) that starts the server; writes the diff file it names. */
export function mcpConfig(setup: McpServerSetup, cli = bundledCli(), node = process.execPath): string {
  const args = [cli, 'mcp', '--root', setup.root, '--within', setup.within];
  if (setup.diff !== undefined) {
    mkdirSync(setup.dir, { recursive: true });
    const diffPath = join(setup.dir, 'change.diff');
    writeFileSync(diffPath, setup.diff);
    args.push('--diff', diffPath);
  }
  args.push(...(setup.cacheDir ? ['--cache-dir', setup.cacheDir] : ['--no-cache']), '--budget', String(setup.budget));
  // `--flag=value`: a glob may start with a dash.
  for (const glob of setup.include) args.push(`--include=${glob}`);
  for (const glob of setup.exclude) args.push(`--exclude=${glob}`);
  return JSON.stringify({ mcpServers: { repomap: { command: node, args } } });
}
