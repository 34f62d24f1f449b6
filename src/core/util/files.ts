import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { createHash } from 'node:crypto';

/** The SHA-1 of bytes (or of a text's UTF-8), in hex. */
export function sha1Hex(bytes: Uint8Array | string): string {
  return createHash('sha1').update(bytes).digest('hex');
}

/** The git blob SHA-1 of some bytes: the same key inside and outside git. */
export function blobSha(bytes: Uint8Array): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/**
 * The bytes of a regular file, at most `limit` of them; undefined when the path is not a regular
 * file (any more) or cannot be read. The path was listed a moment ago and may have changed since:
 * a symlink put in its place is not followed, and a FIFO or a device is never waited on.
 */
export function readRegularFile(path: string, limit = Number.MAX_SAFE_INTEGER): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return undefined;
    const bytes = Buffer.allocUnsafe(Math.min(stat.size, limit));
    let length = 0;
    while (length < bytes.length) {
      const read = readSync(fd, bytes, length, bytes.length - length, length);
      if (read === 0) break; // shrunk while being read
      length += read;
    }
    return bytes.subarray(0, length);
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}
