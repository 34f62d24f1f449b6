import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

// The official SDK's client, speaking to a `repomap mcp` command over stdio, as an agent would.

export interface McpSession {
  client: Client;
  /** What the server wrote to standard error so far. */
  log: () => string;
  /** One tool call: its text, its structured content, and whether it is an error result. */
  call: (name: string, args?: Record<string, unknown>) => Promise<{ text: string; data: unknown; isError: boolean }>;
  close: () => Promise<void>;
}

export async function connectMcp(command: string, args: string[], cwd?: string): Promise<McpSession> {
  const transport = new StdioClientTransport({ command, args, cwd, stderr: 'pipe' });
  let log = '';
  transport.stderr?.on('data', (chunk) => (log += chunk));
  const client = new Client({ name: 'repomap-test', version: '1.0.0' });
  await client.connect(transport);
  // With the tools listed, the client checks every structured result against its tool's outputSchema.
  await client.listTools();
  return {
    client,
    log: () => log,
    call: async (name, args = {}) => {
      const result = await client.callTool({ name, arguments: args });
      const content = result.content as { type: string; text: string }[];
      return {
        text: content.map((c) => c.text).join(''),
        data: result.structuredContent,
        isError: result.isError === true,
      };
    },
    close: () => client.close(),
  };
}
