// `repomap mcp`: a Model Context Protocol server over stdio, a thin shell over the engine. It indexes
// the repository once, as it starts (with the tag cache), and answers every tool call from that index.
// Indexing starts once the client has initialized the session (or on its first call, or a second
// after start without a handshake): its stages keep the main thread busy, which must not hold up the
// handshake, since clients give up on a server that does not initialize in time.
// Standard output is the protocol: everything else it says goes to the log (standard error).
import type { Readable, Writable } from 'node:stream';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { buildIndex, closeIndex } from '../core/index';
import type { RepoIndex } from '../core/types';
import type { RepoMapOptions } from '../core/types';
import { prepareQueries } from '../core/lookup/lookup';
import { UserError } from '../core/util/errors';
import { pinnedRoot } from '../core/discover/confine';
import type { Answer } from '../core/query/answers';
import { checkArguments } from './arguments';
import { boundedLines, MAX_MESSAGE_BYTES } from './lines';
import { TOOLS, type ToolContext } from './tools';

export interface McpOptions {
  /** What to index, and the change under review. */
  index: RepoMapOptions;
  /** repo_map's budget when a call names none. */
  budget: number;
  version: string;
}

export interface McpIo {
  stdin: Readable;
  stdout: Writable;
  /** One line for the log (standard error). */
  log: (line: string) => void;
}

const INSTRUCTIONS =
  "This server answers questions about one repository and the change under review in it, from an index of every file's definitions and references: repo_map for a ranked overview, find_definitions and find_references for a name, file_outline for a file, change_impact for what the change does and who calls what it touches. Paths are relative to the repository root, with forward slashes. Ask it instead of searching the files: its answers follow imports the way the code does.";

/** How many different repo_map answers are kept (each is a rendering of the map, worth reusing). */
const REMEMBERED = 16;

/**
 * Serve until the client closes standard input. Resolves with the exit status: 0 when the client is
 * done, 2 when the repository cannot be indexed (a bad ref or diff: the message is logged).
 */
export async function serveMcp(options: McpOptions, io: McpIo): Promise<number> {
  let started: number | undefined;
  let startIndexing = () => {};
  const indexing = new Promise<RepoIndex>((resolve, reject) => {
    startIndexing = () => {
      if (started !== undefined) return;
      started = performance.now();
      Promise.resolve()
        .then(() => buildIndex({ ...options.index, root: pinnedRoot(options.index.root), warn: (message) => io.log(`repomap: warning: ${message}`) }))
        .then(resolve, reject);
    };
  });
  let built: RepoIndex | undefined;
  const ready = indexing.then((index) => {
    built = index;
    prepareQueries(index);
    const { filesParsed, filesFromCache } = index.run;
    io.log(`repomap mcp: indexed ${index.tags.size} files (${filesParsed} parsed, ${filesFromCache} from the cache) in ${Math.round(performance.now() - started!)} ms`);
    return index;
  });

  const remembered = new Map<string, Promise<Answer<unknown>>>();
  const context: ToolContext = {
    index: () => {
      startIndexing();
      return ready;
    },
    budget: options.budget,
    hasChange: options.index.base !== undefined || options.index.diff !== undefined,
    remember: (key, make) => {
      let answer = remembered.get(key);
      if (!answer) {
        answer = make();
        answer.catch(() => remembered.delete(key));
        remembered.set(key, answer);
        if (remembered.size > REMEMBERED) remembered.delete(remembered.keys().next().value!);
      }
      return answer;
    },
  };

  const server = new Server({ name: 'repomap', version: options.version }, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: TOOLS.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: tool.inputSchema,
      outputSchema: tool.outputSchema,
      annotations: { title: tool.title, readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = TOOLS.find((t) => t.name === request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `unknown tool ${JSON.stringify(request.params.name)}: the tools are ${TOOLS.map((t) => t.name).join(', ')}`);
    try {
      const answer = await tool.answer(context, checkArguments(tool.inputSchema, request.params.arguments));
      return { content: [{ type: 'text', text: answer.text }], structuredContent: answer.data as Record<string, unknown> };
    } catch (error) {
      // A bad question is an answer the model can read and act on; the server goes on either way.
      if (error instanceof UserError) return { content: [{ type: 'text', text: `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}.` }], isError: true };
      io.log(`repomap mcp: internal error in ${tool.name}: ${(error as Error).stack ?? String(error)}`);
      return { content: [{ type: 'text', text: `internal error in repomap: ${(error as Error).message}` }], isError: true };
    }
  });

  server.oninitialized = startIndexing;
  const noHandshake = setTimeout(startIndexing, 1000);
  const messages = boundedLines(io.stdin, {
    maxBytes: MAX_MESSAGE_BYTES,
    onTooLarge: (bytes, id) => {
      const message = `a message of ${bytes} bytes is over the server's limit of ${MAX_MESSAGE_BYTES} bytes: send less in one call`;
      io.log(`repomap mcp: refused a message of ${bytes} bytes, over the limit of ${MAX_MESSAGE_BYTES} bytes`);
      io.stdout.write(JSON.stringify({ jsonrpc: '2.0', id, error: { code: ErrorCode.InvalidRequest, message } }) + '\n');
    },
  });
  const transport = new StdioServerTransport(messages, io.stdout, { maxBufferSize: MAX_MESSAGE_BYTES + 1 });
  const done = new Promise<number>((resolve) => {
    io.stdin.once('end', () => resolve(0));
    io.stdin.once('close', () => resolve(0));
    server.onclose = () => resolve(0);
    ready.catch((error: unknown) => {
      if (error instanceof UserError) io.log(`repomap: ${error.message}`);
      else io.log(`repomap mcp: internal error while indexing: ${(error as Error).stack ?? String(error)}`);
      resolve(error instanceof UserError ? 2 : 1);
    });
  });
  await server.connect(transport);
  const status = await done;
  clearTimeout(noHandshake);
  await server.close().catch(() => {});
  if (built) await closeIndex(built);
  return status;
}
