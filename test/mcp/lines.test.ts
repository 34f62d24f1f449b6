import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { boundedLines } from '../../src/mcp/lines';

// The server's input, one message a line: a line over the limit is dropped as it comes, and told of.

test('lines pass whole, however they are cut; one over the limit is dropped with its size and id', async () => {
  const input = new PassThrough();
  const dropped: [number, string | number | null][] = [];
  const output = boundedLines(input, { maxBytes: 20, onTooLarge: (bytes, id) => dropped.push([bytes, id]) });
  const read: Buffer[] = [];
  output.on('data', (chunk: Buffer) => read.push(chunk));
  const ended = new Promise((resolve) => output.on('end', resolve));
  const big = `{"id":"big","x":"${'x'.repeat(25)}"}`;
  const bigger = `{"jsonrpc":"2.0","id":7,"more":"${'z'.repeat(30)}"}`;
  input.write('{"id":1}\n{"id"');
  input.write(':2}\n');
  input.write(big.slice(0, 15));
  input.write(`${big.slice(15)}\n${bigger}\nnext\n`);
  input.end();
  await ended;
  assert.equal(Buffer.concat(read).toString(), '{"id":1}\n{"id":2}\nnext\n');
  assert.deepEqual(dropped, [
    [big.length, 'big'],
    [bigger.length, 7],
  ]);
});
