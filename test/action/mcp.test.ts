import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FakeGitHub } from '../helpers/fake-github';
import { connectMcp } from '../helpers/mcp-client';
import { tempDir } from '../helpers/repo';
import { bundledCli } from '../../src/action/mcp-config';
import { actionRunner, copyDist, pullRequestCheckout } from './harness';

// The action's `mcp-config` output, end to end: run the bundled action on a pull request against the
// local fake GitHub, then start the server it describes, as an agent step of the same job would.

const server = new FakeGitHub();
before(() => server.start());
after(() => server.stop());
const dist = copyDist();
const runAction = actionRunner(dist, server);

test(
  "mcp-config starts this action's server on the checkout, with the change and the warm tag cache: change_impact answers for the pull request",
  { timeout: 180_000 },
  async () => {
    const pr = pullRequestCheckout();
    const run = await runAction(
      pr.checkout,
      { name: 'pull_request', payload: pr.payload },
      { 'artifact-name': '', comment: 'false', budget: '512', exclude: 'docs/**' },
    );
    assert.equal(run.status, 0, run.stdout);
    const config = JSON.parse(run.outputs['mcp-config']);
    const { command, args } = config.mcpServers.repomap;
    assert.deepEqual(Object.keys(config), ['mcpServers']);
    assert.equal(command, process.execPath, 'the node that ran the action');
    assert.equal(args[0], join(dist, 'cli.js'));
    assert.deepEqual(args.slice(1, 4), ['mcp', '--root', pr.checkout]);
    const diffPath = args[args.indexOf('--diff') + 1];
    assert.match(readFileSync(diffPath, 'utf8'), /^diff --git a\/src\/parser\.ts b\/src\/parser\.ts\n/);
    const cacheDir = args[args.indexOf('--cache-dir') + 1];
    assert.ok(existsSync(cacheDir) && readdirSync(cacheDir).length > 0, 'the tag cache the action filled');
    assert.deepEqual(args.slice(args.indexOf('--budget')), ['--budget', '512', '--exclude=docs/**']);

    const agent = await connectMcp(command, args, pr.checkout);
    try {
      const impact = await agent.call('change_impact');
      assert.equal(impact.isError, false, impact.text);
      assert.equal(
        impact.text,
        [
          "1 definition that the change adds, modifies or removes, most relevant first, each with its callers outside the changed files (a removed definition's line is the one it had before the change), the tests that reach it, and how far its callers reach (links that resolve, 3 hops):",
          'modified src/parser.ts:1 (function) export function parseInput(text: string, separator = ","): string[]',
          "  src/main.ts:1 (import, imported) import { parseInput } from './parser';",
          "  src/main.ts:3 (call, imported) parseInput('a,b');",
          '  untested: no test reaches it, and other code can use it',
          '  reaches 1 file directly, 1 within 3 hops: 1 in production, 0 test files',
          '',
        ].join('\n'),
      );
      const map = await agent.call('repo_map');
      assert.equal(map.text, readFileSync(run.outputs['map-path'], 'utf8'), "the server's map is the action's map");
      assert.match(agent.log(), /indexed 3 files \(0 parsed, 3 from the cache\)/, 'the first answer costs no parse');
    } finally {
      await agent.close();
    }
  },
);

test("the server's path: the action's directory when the runner gives it, else beside the running bundle", () => {
  const action = tempDir('repomap-action-path-');
  assert.equal(bundledCli(action, '/bundle/dist'), '/bundle/dist/cli.js', 'no dist/cli.js there');
  mkdirSync(join(action, 'dist'));
  writeFileSync(join(action, 'dist', 'cli.js'), '');
  assert.equal(bundledCli(action, '/bundle/dist'), join(action, 'dist', 'cli.js'));
  assert.equal(bundledCli(undefined, '/bundle/dist'), '/bundle/dist/cli.js');
});
