import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  read,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { threadId } from 'node:worker_threads';

// The files of a cache directory (the tag cache's packs and lists, the encoder's table): read only
// when they are regular files of a bounded size, written through a temp file and a rename, removed
// without failing. A cache that cannot be read or written costs speed, never a run.

/**
 * Why a cache file was not read: there is none; it is not a regular file of at most the size its
 * reader allows (a FIFO, a device, a symlink, a sparse giant: never read, so never a hang or a read
 * without end); or the error of a directory that cannot be read (see TagCache.failed).
 */
export type Unread = 'none' | 'not-a-file' | NodeJS.ErrnoException;

/** A cache file's bytes, or why not (see Unread). */
export type CacheFile = Buffer | Unread;

/** Opened without following a symlink, and without waiting for a FIFO's writer: then checked with fstat. */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/** A regular file of at most `maxBytes` opened for reading, with its size; or why it was not. */
function openCacheFile(file: string, maxBytes: number): { fd: number; size: number } | Unread {
  let fd: number;
  try {
    fd = openSync(file, OPEN_FLAGS);
  } catch (error) {
    return unreadFor(file, error as NodeJS.ErrnoException);
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isFile() && stat.size <= maxBytes) return { fd, size: stat.size };
  } catch (error) {
    closeSync(fd);
    return error as NodeJS.ErrnoException;
  }
  closeSync(fd);
  return 'not-a-file';
}

/** What an error opening a cache file means: none there, a symlink in its place (O_NOFOLLOW's ELOOP), or a directory that cannot be read. */
function unreadFor(file: string, error: NodeJS.ErrnoException): Unread {
  if (error.code === 'ENOENT') return 'none';
  if (error.code === 'ELOOP' || error.code === 'EMLINK') {
    try {
      if (lstatSync(file).isSymbolicLink()) return 'not-a-file';
    } catch {
      // a loop in the directory's own path: the directory's error
    }
  }
  return error;
}

/**
 * A file's bytes, read by one request to libuv's threads, so that the copy into fresh memory (~3 ms
 * per MB here) is not this thread's work (fs.readFile asks for 512 KiB at a time, each next part
 * asked for by this thread, when it is free); or why it was not read.
 */
export function readWhole(file: string, maxBytes: number): Promise<CacheFile> {
  const opened = openCacheFile(file, maxBytes);
  if (typeof opened === 'string' || opened instanceof Error) return Promise.resolve(opened);
  const { fd, size } = opened;
  let bytes: Buffer;
  try {
    bytes = Buffer.allocUnsafeSlow(size);
  } catch (error) {
    closeSync(fd);
    return Promise.resolve(error as NodeJS.ErrnoException);
  }
  return new Promise((resolve) => {
    const readFrom = (at: number) =>
      read(fd, bytes, at, bytes.length - at, at, (error, count) => {
        if (!error && count > 0 && at + count < bytes.length) return readFrom(at + count);
        closeSync(fd);
        // A file cut short as it was read is not what it was named for: the pack's checks drop it.
        resolve(error ?? bytes.subarray(0, at + count));
      });
    readFrom(0);
  });
}

/** A small cache file's bytes (a list), read on this thread; or why it was not read. */
export function readSmall(file: string, maxBytes: number): CacheFile {
  const opened = openCacheFile(file, maxBytes);
  if (typeof opened === 'string' || opened instanceof Error) return opened;
  try {
    const bytes = Buffer.alloc(opened.size);
    let at = 0;
    for (let count = 1; at < bytes.length && count > 0; at += count)
      count = readSync(opened.fd, bytes, at, bytes.length - at, at);
    return bytes.subarray(0, at);
  } catch (error) {
    return error as NodeJS.ErrnoException;
  } finally {
    closeSync(opened.fd);
  }
}

/**
 * Write a file of the cache directory through a temp file and a rename, so that no reader sees half
 * of it; the error that kept it from being written, if any (read-only or full disk, a path that is
 * not a directory: a cache that cannot be written only costs speed, and says so: see TagCache.failed).
 */
export function writeAtomically(target: string, text: string | Uint8Array): NodeJS.ErrnoException | undefined {
  const temporary = `${target}.${process.pid}.${threadId}.${Math.random().toString(36).slice(2)}${TEMPORARY}`;
  try {
    makeDirectory(dirname(target));
    writeFileSync(temporary, text);
    renameSync(temporary, target);
    return undefined;
  } catch (error) {
    try {
      rmSync(temporary, { force: true });
    } catch {
      // never made (its directory cannot be reached)
    }
    return error as NodeJS.ErrnoException;
  }
}

/**
 * Make a directory and its missing parents. Not mkdirSync's `recursive`, which loops for ever where
 * a parent is there but the directory cannot be made in it (under /proc).
 */
function makeDirectory(dir: string): void {
  try {
    mkdirSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' && statSync(dir).isDirectory()) return;
    if (code !== 'ENOENT' || dirname(dir) === dir) throw error;
    makeDirectory(dirname(dir));
    mkdirSync(dir);
  }
}

/** How the temp files of writeAtomically end: one left by a run that was killed is removed later (see collectGarbage). */
export const TEMPORARY = '.tmp';

/**
 * How long a temp file, or a pack no list names, is left before it is removed: longer than any run
 * takes to rename what it wrote and list its pack (a pack written but not listed yet is a run's
 * that is still going; one older is an orphan: of a run that was killed, or of a list another run
 * beside it rewrote).
 */
const STALE_MS = 60 * 60 * 1000;

/** Whether a file was last written over STALE_MS ago (a temp file left by a killed run; false when it is gone). */
export function isStaleTemporary(path: string): boolean {
  try {
    return Date.now() - lstatSync(path).mtimeMs > STALE_MS;
  } catch {
    return false;
  }
}

/** Remove a file of the directory (a damaged pack, a pack no list names): left behind when it cannot be, which costs only space. */
export function removeFile(file: string): void {
  try {
    rmSync(file, { force: true });
  } catch {
    // left behind: only space
  }
}
