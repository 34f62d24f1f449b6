// Reading an input whose size is not known before: a pipe, standard input. Kept apart (node:fs
// only) so that the entry point's small bundle can read standard input with it.
import { readSync } from 'node:fs';

/**
 * The bytes of an open file, up to `limit` and one more: a result longer than `limit` says the
 * input is over it, without reading the rest (a pipe that never ends, a device).
 */
export function readAtMost(fd: number, limit: number): Buffer {
  const chunks: Buffer[] = [];
  let total = 0;
  while (total <= limit) {
    const chunk = Buffer.allocUnsafe(Math.min(1 << 20, limit + 1 - total));
    let read: number;
    try {
      read = readSync(fd, chunk, 0, chunk.length, null);
    } catch (error) {
      // Standard input left non-blocking by another program: wait for it a little.
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
      continue;
    }
    if (read === 0) break;
    chunks.push(chunk.subarray(0, read));
    total += read;
  }
  return Buffer.concat(chunks, total);
}
