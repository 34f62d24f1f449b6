// The MCP server's module, loaded when `repomap mcp` runs: from dist/, from a bundle of its own
// (dist/server.cjs, with the MCP SDK and its schema libraries), so that they do not weigh on every
// map's start; from the sources, the module itself.
import { loadBundled, sourceModule } from '../core/util/threads';
import type * as ServerModule from './server';

export function loadServer(): typeof ServerModule {
  return loadBundled<typeof ServerModule>(sourceModule('mcp', 'server.ts'));
}
