// Python's second checker: pyright's language server (the `pyright` package), asked for each
// definition's references over the Language Server Protocol on stdio. It infers from annotations
// where jedi gives up (`parent.insert_child(…)` on an `Optional[Node]` narrowed by an `assert`,
// `last_line.append(…)` after `last_line = line.clone()`), so the Python truth is jedi's uses and
// pyright's together (see python.ts).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** A definition as pyright is asked about it: 1-based line, 0-based column of its name. */
export interface Asked {
  path: string;
  line: number;
  column: number;
}

interface Message {
  id?: number;
  method?: string;
  params?: { items?: unknown[] };
  result?: unknown;
  error?: { message: string };
}

interface Location {
  uri: string;
  range: { start: { line: number } };
}

/** How long one answer may take before the run fails: pyright's first answers analyse the project. */
const ANSWER_MS = 120_000;

/** The language server's entry point, or undefined when the package is not installed. */
export function pyrightServer(): string | undefined {
  try {
    return require.resolve('pyright/langserver.index.js');
  } catch {
    return undefined;
  }
}

/**
 * The uses pyright lists for each definition, as `path:line` relative to `root`, in the order
 * asked; undefined where it finds no symbol at the name. One server per call: the checkout moves
 * between commits, and a fresh server reads it afresh.
 */
export async function pyrightReferences(
  server: string,
  root: string,
  asked: Asked[],
): Promise<(string[] | undefined)[]> {
  const connection = new Connection(spawn(process.execPath, [server, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] }));
  try {
    const rootUri = pathToFileURL(root).href;
    await connection.request('initialize', {
      processId: process.pid,
      rootUri,
      workspaceFolders: [{ uri: rootUri, name: 'root' }],
      capabilities: {},
    });
    connection.notify('initialized', {});
    const answers: (string[] | undefined)[] = [];
    for (const { path, line, column } of asked) {
      const uri = pathToFileURL(join(root, path)).href;
      const text = readFileSync(join(root, path), 'utf8');
      connection.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'python', version: 1, text } });
      const at = { textDocument: { uri }, position: { line: line - 1, character: column } };
      // A hover first: an answer to references asked before the file is analysed can be empty.
      await connection.request('textDocument/hover', at);
      const found = (await connection.request('textDocument/references', {
        ...at,
        context: { includeDeclaration: false },
      })) as Location[] | null;
      connection.notify('textDocument/didClose', { textDocument: { uri } });
      answers.push(
        found === null
          ? undefined
          : found.map((use) => `${relative(root, fileURLToPath(use.uri))}:${use.range.start.line + 1}`),
      );
    }
    return answers;
  } finally {
    connection.close();
  }
}

/** JSON-RPC over the server's stdio, with the Language Server Protocol's `Content-Length` framing. */
class Connection {
  private buffered = Buffer.alloc(0);
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private stderr = '';

  constructor(private readonly child: ChildProcessWithoutNullStreams) {
    child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    child.stderr.on('data', (chunk: Buffer) => (this.stderr = (this.stderr + chunk.toString()).slice(-4000)));
    child.on('exit', (code) => {
      for (const { reject } of this.pending.values()) reject(new Error(`pyright exited (${code}): ${this.stderr}`));
      this.pending.clear();
    });
  }

  request(method: string, params: unknown): Promise<unknown> {
    const id = ++this.nextId;
    this.send({ jsonrpc: '2.0', id, method, params });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`pyright gave no answer to ${method} in ${ANSWER_MS} ms`)),
        ANSWER_MS,
      );
      this.pending.set(id, {
        resolve: (value) => (clearTimeout(timer), resolve(value)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
    });
  }

  notify(method: string, params: unknown): void {
    this.send({ jsonrpc: '2.0', method, params });
  }

  close(): void {
    this.child.kill();
  }

  private send(message: object): void {
    const body = JSON.stringify(message);
    this.child.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  }

  private receive(chunk: Buffer): void {
    this.buffered = Buffer.concat([this.buffered, chunk]);
    for (;;) {
      const end = this.buffered.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/Content-Length: *(\d+)/i.exec(this.buffered.subarray(0, end).toString())?.[1]);
      if (this.buffered.length < end + 4 + length) return;
      const message = JSON.parse(this.buffered.subarray(end + 4, end + 4 + length).toString()) as Message;
      this.buffered = this.buffered.subarray(end + 4 + length);
      this.handle(message);
    }
  }

  private handle(message: Message): void {
    if (message.method !== undefined) {
      // A request of the server's (its settings, progress tokens): answered with defaults.
      if (message.id !== undefined) {
        const items = message.params?.items;
        const result = message.method === 'workspace/configuration' ? (items ?? []).map(() => ({})) : null;
        this.send({ jsonrpc: '2.0', id: message.id, result });
      }
      return;
    }
    const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id!);
    if (message.error) waiting.reject(new Error(`pyright: ${message.error.message}`));
    else waiting.resolve(message.result);
  }
}
