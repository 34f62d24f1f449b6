import { readdirSync, realpathSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isStaleTemporary, readSmall, removeFile, TEMPORARY, writeAtomically } from '../util/storage';
import { PACK_NAME } from './pack-file';

// A checkout's list: the packs its runs read, a name a line, then the sides of the checkout (what
// the runs of each of its states used, as bits over the packs' entries). What names a list, and
// what the lists of a directory leave unnamed (removed once stale).

/**
 * What the runs of one state of a checkout used (a branch, a worktree), as bits over the entries of
 * the packs listed, in order; with when a run of it last wrote the list (seconds). A list keeps the
 * sides of a few states (MAX_SIDES): a run on one of them keeps what the others use when it makes
 * its packs into one, so that going back to a branch, or to another worktree, does not parse it all
 * again. A run's own side is the one it mostly uses; a side no run wrote for SIDE_SECONDS goes.
 */
export interface Side {
  stamp: number;
  bits: Uint8Array;
}

/** What a list holds: the packs it names and its sides. */
export interface List {
  names: string[];
  sides: Side[];
}

/** The largest list a run reads: ~50 bytes a pack, and its sides' bits (see Side). */
const MAX_LIST_BYTES = 16 << 20;

/** Sides a list keeps at most: the run's own, and two others (two branches checked out in turn, and one more). */
const MAX_SIDES = 3;
/** A side no run has written for so long (30 days) goes. */
const SIDE_SECONDS = 30 * 24 * 3600;
/** A run writes its side again when it was written longer ago than this (a day), so that it does not go. */
export const REFRESH_SECONDS = 24 * 3600;

/**
 * Write a list of packs: their names, a line each, then its sides (see Side), a line each:
 * `side <stamp> <bits in base64>`; the error that kept it from being written, if any.
 */
export function writeList(list: string, names: string[], sides: Side[] = []): NodeJS.ErrnoException | undefined {
  const lines = [...names, ...sides.map((side) => `side ${side.stamp} ${Buffer.from(side.bits).toString('base64')}`)];
  return writeAtomically(list, lines.map((line) => `${line}\n`).join(''));
}

/** What a list holds (nothing when there is no list, or no readable one), or the error of a directory that cannot be read. */
export function readList(list: string): List | NodeJS.ErrnoException {
  const file = readSmall(list, MAX_LIST_BYTES);
  if (file instanceof Error) return file;
  const lines = Buffer.isBuffer(file) ? file.toString('utf8').split('\n') : [];
  const sides: Side[] = [];
  for (const line of lines) {
    const side = /^side (\d+) ([A-Za-z0-9+/=]*)$/.exec(line);
    if (side) sides.push({ stamp: Number(side[1]), bits: new Uint8Array(Buffer.from(side[2], 'base64')) });
  }
  return { names: lines.filter((name) => PACK_NAME.test(name)), sides };
}

/** The packs the lists in a directory of lists name. */
export function namedByLists(dir: string): Set<string> {
  const named = new Set<string>();
  try {
    for (const list of readdirSync(dir)) {
      const read = list.endsWith(TEMPORARY) ? undefined : readList(join(dir, list));
      if (read && !(read instanceof Error)) for (const name of read.names) named.add(name);
    }
  } catch {
    // no lists
  }
  return named;
}

/**
 * What names a checkout's list: for the top of a git work tree, the git directory it shares with
 * the repository's other worktrees (`.git`, or the common directory of a worktree's), so that a
 * new worktree reads the packs of the others; for anything else (a subdirectory, no git), the root.
 */
export function listKey(root: string): string {
  const dotGit = join(root, '.git');
  try {
    const stat = statSync(dotGit, { throwIfNoEntry: false });
    if (stat?.isDirectory()) return realpathSync(dotGit);
    if (stat?.isFile()) {
      const gitDir = /^gitdir: (.+)$/m.exec(smallText(dotGit))?.[1];
      if (gitDir) {
        const linked = resolve(root, gitDir.trim());
        return realpathSync(resolve(linked, smallText(join(linked, 'commondir')).trim()));
      }
    }
  } catch {
    // not a worktree of a repository with others (a submodule, a broken link): the root
  }
  return root;
}

/** A small regular file's text (a `.git` file, a `commondir`); throws when there is none. */
function smallText(file: string): string {
  const read = readSmall(file, MAX_LIST_BYTES);
  if (!Buffer.isBuffer(read)) throw new Error(`${file} is not a small regular file`);
  return read.toString('utf8');
}

/**
 * Remove what killed runs and runs beside each other left: temp files of the packs' and the lists'
 * directories, and packs no list names (`listed`, read after this run wrote its list), once they
 * are stale (see isStaleTemporary). Run when a run writes its list: a pack a list names is never removed.
 */
export function collectGarbage(packsDir: string, listsDir: string, listed: ReadonlySet<string>): void {
  const orphan = (name: string) =>
    name.endsWith(TEMPORARY) ||
    (name.endsWith('.pack') && PACK_NAME.test(name.slice(0, -5)) && !listed.has(name.slice(0, -5)));
  for (const [dir, collected] of [
    [packsDir, orphan],
    [listsDir, (name: string) => name.endsWith(TEMPORARY)],
  ] as const) {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) if (collected(name) && isStaleTemporary(join(dir, name))) removeFile(join(dir, name));
  }
}

/**
 * Of the sides of a list: the one that holds every entry the run used when it parsed nothing (a run
 * on that state: the list need not change for it), and the others: not the run's own state as it
 * was (a side that shares at least half of its entries and of the run's, or the one the run is
 * within), nor those no run wrote for SIDE_SECONDS.
 */
export function sidesBeside(
  sides: Side[],
  mine: Uint8Array,
  missing: number,
  now: number,
): { within?: Side; others: Side[] } {
  const fresh = sides.filter((side) => now - side.stamp < SIDE_SECONDS);
  const within = missing ? undefined : fresh.find((side) => mine.every((byte, i) => (byte & ~side.bits[i]) === 0));
  const size = countBits(mine) + missing;
  let own = within;
  let most = 0;
  for (const side of own ? [] : fresh) {
    let shared = 0;
    for (let i = 0; i < mine.length; i++) shared += BIT_COUNTS[mine[i] & side.bits[i]];
    if (shared > most && 2 * shared >= countBits(side.bits) && 2 * shared >= size) [own, most] = [side, shared];
  }
  return { within, others: fresh.filter((side) => side !== own).slice(0, MAX_SIDES - 1) };
}

// Bit sets over the entries of a list's packs, numbered in order (a side's bits, the entries a run used).
const BIT_COUNTS = Uint8Array.from({ length: 256 }, (_, byte) => byte.toString(2).replaceAll('0', '').length);
export const bitsLength = (entries: number) => Math.ceil(entries / 8);
export const hasBit = (bits: Uint8Array, at: number) => (bits[at >> 3] & (1 << (at & 7))) !== 0;
export const setBit = (bits: Uint8Array, at: number) => void (bits[at >> 3] |= 1 << (at & 7));
export const setIf = (bits: Uint8Array, at: number | undefined) => at !== undefined && setBit(bits, at);
export function countBits(bits: Uint8Array): number {
  let count = 0;
  for (const byte of bits) count += BIT_COUNTS[byte];
  return count;
}
