// `repomap mcp`: a Model Context Protocol server over stdio, a thin shell over the engine. It indexes
// the repository once, as it starts (with the tag cache), and answers every tool call from that index.
// Indexing starts once the client has initialized the session (or on its first call, or a second
// after start without a handshake): its stages keep the main thread busy, which must not hold up the
// handshake, since clients give up on a server that does not initialize in time.
// Standard output is the protocol: everything else it says goes to the log (standard error).
import type { Readable, Writable } from 'node:stream';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { buildIndex, closeIndex } from '../core/index';
import type { RepoIndex, RepoMapOptions } from '../core/types';
import { prepareQueries } from '../core/lookup/lookup';
import { UserError } from '../core/util/errors';
import { pinnedRoot } from '../core/discover/confine';
import type { Answer } from '../core/query/answers';
import { checkArguments } from './arguments';
import { boundedLines, MAX_MESSAGE_BYTES } from './lines';
import { serverInstructions, TOOLS, type Tool, type ToolContext } from './tools';

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

/** How many different answers to costly questions are kept (a repo_map answer is a rendering of the map, worth reusing). */
const REMEMBERED = 16;

/** The index, built once when first wanted; its stages' warnings and its figures go to the log. */
function indexOnDemand(options: McpOptions, io: McpIo) {
  let started: number | undefined;
  let built: RepoIndex | undefined;
  let start = () => {};
  const indexing = new Promise<RepoIndex>((resolve, reject) => {
    start = () => {
      if (started !== undefined) return;
      started = performance.now();
      Promise.resolve()
        .then(() =>
          buildIndex({
            ...options.index,
            root: pinnedRoot(options.index.root),
            warn: (message) => io.log(`repomap: warning: ${message}`),
          }),
        )
        .then(resolve, reject);
    };
  });
  const ready = indexing.then((index) => {
    built = index;
    prepareQueries(index);
    const { filesParsed, filesFromCache } = index.run;
    io.log(
      `repomap mcp: indexed ${index.tags.size} files (${filesParsed} parsed, ${filesFromCache} from the cache) in ${Math.round(performance.now() - started!)} ms`,
    );
    return index;
  });
  return { start: () => start(), ready, built: () => built };
}

/** The last REMEMBERED answers by question; a failed one is forgotten, to be asked again. */
function rememberer(): ToolContext['remember'] {
  const remembered = new Map<string, Promise<Answer<unknown>>>();
  return (key, make) => {
    let answer = remembered.get(key);
    if (!answer) {
      answer = make();
      answer.catch(() => remembered.delete(key));
      remembered.set(key, answer);
      if (remembered.size > REMEMBERED) remembered.delete(remembered.keys().next().value!);
    }
    return answer;
  };
}

/** A tool call's result: the answer as text and data, or an error result (the server goes on either way). */
async function callTool(tool: Tool, context: ToolContext, args: unknown, io: McpIo): Promise<CallToolResult> {
  try {
    const answer = await tool.answer(context, checkArguments(tool.inputSchema, args));
    return {
      content: [{ type: 'text', text: answer.text }],
      structuredContent: answer.data as Record<string, unknown>,
    };
  } catch (error) {
    // A bad question is an answer the model can read and act on.
    if (error instanceof UserError)
      return {
        content: [{ type: 'text', text: `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}.` }],
        isError: true,
      };
    io.log(`repomap mcp: internal error in ${tool.name}: ${(error as Error).stack ?? String(error)}`);
    return {
      content: [{ type: 'text', text: `internal error in repomap: ${(error as Error).message}` }],
      isError: true,
    };
  }
}

/**
 * A protocol error (a JSON-RPC error response) with its message as it is: McpError's message starts
 * with "MCP error <code>: ", and a client that reports the error puts that in front again.
 */
function protocolError(code: ErrorCode, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/** The protocol's server: the tools listed, and each call answered. */
function toolServer(version: string, context: ToolContext, io: McpIo): Server {
  const server = new Server(
    { name: 'repomap', version },
    { capabilities: { tools: {} }, instructions: serverInstructions() },
  );
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
    if (!tool)
      throw protocolError(
        ErrorCode.InvalidParams,
        `unknown tool ${JSON.stringify(request.params.name)}: the tools are ${TOOLS.map((t) => t.name).join(', ')}`,
      );
    return callTool(tool, context, request.params.arguments, io);
  });
  return server;
}

/** Standard input and output as the protocol's transport; a message over the limit is answered with an error and dropped. */
function protocolTransport(io: McpIo): StdioServerTransport {
  const messages = boundedLines(io.stdin, {
    maxBytes: MAX_MESSAGE_BYTES,
    onTooLarge: (bytes, id) => {
      const message = `a message of ${bytes} bytes is over the server's limit of ${MAX_MESSAGE_BYTES} bytes: send less in one call`;
      io.log(`repomap mcp: refused a message of ${bytes} bytes, over the limit of ${MAX_MESSAGE_BYTES} bytes`);
      io.stdout.write(
        JSON.stringify({ jsonrpc: '2.0', id, error: { code: ErrorCode.InvalidRequest, message } }) + '\n',
      );
    },
  });
  return new StdioServerTransport(messages, io.stdout, { maxBufferSize: MAX_MESSAGE_BYTES + 1 });
}

/**
 * Serve until the client closes standard input. Resolves with the exit status: 0 when the client is
 * done; 2 when the repository could not be indexed (a bad root, ref or diff: the message is logged,
 * and every tool call until the client is done answers with it, so the model reads why); 1 on an
 * internal error while indexing (logged, and the server ends).
 */
export async function serveMcp(options: McpOptions, io: McpIo): Promise<number> {
  const index = indexOnDemand(options, io);
  const unindexed = (error: unknown) => {
    throw error instanceof UserError
      ? new UserError(`the repository could not be indexed, so no tool can answer: ${error.message}`)
      : error;
  };
  let failed = false;
  const context: ToolContext = {
    index: () => {
      index.start();
      return index.ready.catch(unindexed);
    },
    budget: options.budget,
    hasChange: options.index.base !== undefined || options.index.diff !== undefined,
    remember: rememberer(),
  };
  const server = toolServer(options.version, context, io);
  server.oninitialized = index.start;
  const noHandshake = setTimeout(index.start, 1000);
  const done = new Promise<number>((resolve) => {
    io.stdin.once('end', () => resolve(0));
    io.stdin.once('close', () => resolve(0));
    server.onclose = () => resolve(0);
    index.ready.catch((error: unknown) => {
      if (error instanceof UserError) {
        io.log(`repomap: ${error.message}`);
        failed = true;
        return;
      }
      io.log(`repomap mcp: internal error while indexing: ${(error as Error).stack ?? String(error)}`);
      resolve(1);
    });
  });
  await server.connect(protocolTransport(io));
  const status = await done;
  clearTimeout(noHandshake);
  await server.close().catch(() => {});
  const built = index.built();
  if (built) await closeIndex(built);
  return failed && status === 0 ? 2 : status;
}
