// The protocol's input, one message a line, with a bound on a line's size. The SDK's stdio transport
// closes the session on a message over its buffer's size, and the server would end in silence: here
// such a line is dropped as it comes (never held whole), answered with a JSON-RPC error, and logged.
import { Readable } from 'node:stream';

/** The largest message the server reads: far more than any tool call needs. */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/** What the start of a dropped message gives to answer it: its id, when it is the first or second member. */
const HEAD_KEPT = 512;
const ID = /^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")\s*[,}]/;

export interface LineLimit {
  /** The largest line passed on, in bytes, its newline aside. */
  maxBytes: number;
  /** Told of each line over the limit: its size and the id of its request, if its start gives one. */
  onTooLarge: (bytes: number, id: string | number | null) => void;
}

/** The lines of `input` up to the limit, as a stream of whole lines for the transport. */
export function boundedLines(input: Readable, { maxBytes, onTooLarge }: LineLimit): Readable {
  const output = new Readable({ read() {} });
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let dropping: { bytes: number; head: Buffer } | undefined;

  const take = (chunk: Buffer) => {
    if (dropping) dropping.bytes += chunk.length;
    else if (pendingBytes + chunk.length > maxBytes) {
      const all = Buffer.concat([...pending, chunk]);
      dropping = { bytes: all.length, head: all.subarray(0, HEAD_KEPT) };
      pending = [];
      pendingBytes = 0;
    } else {
      pending.push(chunk);
      pendingBytes += chunk.length;
    }
  };
  const endLine = () => {
    if (dropping) {
      const id = ID.exec(dropping.head.toString('utf8'))?.[1];
      onTooLarge(dropping.bytes, id === undefined ? null : JSON.parse(id));
      dropping = undefined;
    } else {
      output.push(Buffer.concat([...pending, Buffer.from('\n')]));
      pending = [];
      pendingBytes = 0;
    }
  };

  input.on('data', (data: Buffer | string) => {
    let chunk = typeof data === 'string' ? Buffer.from(data) : data;
    for (let newline = chunk.indexOf(10); newline >= 0; newline = chunk.indexOf(10)) {
      take(chunk.subarray(0, newline));
      endLine();
      chunk = chunk.subarray(newline + 1);
    }
    if (chunk.length) take(chunk);
  });
  input.once('end', () => output.push(null));
  input.on('error', (error) => output.destroy(error));
  return output;
}
