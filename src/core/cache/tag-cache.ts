import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { ExtractOutcome } from '../types';
import { compareStrings } from '../util/order';
import { sha1Hex } from '../util/files';
import { readWhole, removeFile, type CacheFile, type Unread } from '../util/storage';
import { entryKey, isWorthKeeping, type Packed } from './entries';
import { listKey, readList, writeList } from './lists';
import { PACK_NAME } from './pack-file';
import { Packs } from './packs';

/**
 * Bump when the shape or meaning of extracted tags changes, or how the cache keeps them (not for
 * query edits: the query text is part of every language's version already); docs/caching.md keeps
 * the history of formats.
 */
export const TAG_FORMAT = 21;

/**
 * Content-addressed tags, kept in *packs*: each entry is the outcome of one content in one language
 * version (its tags, or a skip worth keeping), keyed by the two; a pack is a file of many entries,
 * named by the SHA-1 of its bytes, in `tags-v<format>/`. A pack never changes once written (it is
 * written to a temp file and renamed), so runs and branches can share the directory.
 *
 * Which packs a run reads is a checkout's *list* (see Packs), in `checkouts-v<format>/`: the packs
 * its runs wrote. A run adds a pack of what it parsed; the entries of the other packs in the
 * directory (other repositories') are not read. Worktrees of one repository share a list (see
 * listKey); a repository's first run in a new clone parses it all. Anything unreadable or
 * malformed is a miss: the file is parsed, and its entry goes into the next pack. A pack is checked
 * against its name when read; only regular files are read. A directory that cannot be read or
 * written costs the run its cache, never its map (see failed).
 */
export class TagCache {
  /** What this run parsed, by entry key: for the packs (what it found there, they keep count of). */
  private readonly parsed = new Map<string, Packed>();
  private packs: Packs | undefined;
  /** Set when the directory could not be read or written: the run goes on without it (see failed). */
  private off = false;
  /**
   * The packs the checkout reads (after closePacks: with the one the run added), as paths relative
   * to the directory, with how many entries each holds: what a run used, so that whoever keeps the
   * directory (the Action's saved cache) can keep just those.
   */
  files: ReadonlyMap<string, number> = new Map();

  /** `warn`: told once when the directory cannot be used, and once when damaged packs were found. */
  constructor(
    readonly dir: string,
    private readonly warn: (message: string) => void = () => {},
  ) {}

  /** The outcome cached for a content; a parse that ran out of time counts only if it had at least `parseTimeoutMs`. */
  get(languageVersion: string, sha: string, parseTimeoutMs: number): ExtractOutcome | undefined {
    return this.packs?.get(entryKey(languageVersion, sha), parseTimeoutMs);
  }

  /** Whether the packs hold an outcome for a content (it may still be found broken, or short of time, when asked for). */
  has(languageVersion: string, sha: string): boolean {
    return !!this.packs?.has(entryKey(languageVersion, sha));
  }

  /** An outcome this run parsed: it goes into the next pack, unless the file was edited as it was read (see parseJob) or the skip is not worth keeping. */
  remember(languageVersion: string, sha: string, outcome: ExtractOutcome, parseTimeoutMs: number): void {
    if (!outcome.edited && isWorthKeeping(outcome))
      this.parsed.set(entryKey(languageVersion, sha), { outcome, parseTimeoutMs });
  }

  /**
   * Read the packs of this checkout, if it has any. Their bytes are read and checked against their
   * names off this thread (see readWhole, verified): start it early, and do other work until it
   * resolves (it never rejects). A pack whose bytes are not what it is named for is deleted, and its
   * files parsed again.
   */
  async openPacks(root: string): Promise<void> {
    const list = this.listOf(root);
    const listed = this.read(readList(list));
    if (!listed) return;
    const { names, sides } = listed;
    const files = await Promise.all(
      names.map((name) => readWhole(this.packPath(name), MAX_PACK_BYTES).then((file) => verified(file, name))),
    );
    if (files.some((file) => this.read(file) === undefined)) return;
    const damaged = names.filter((_, i) => files[i] === 'damaged');
    for (const name of damaged) removeFile(this.packPath(name));
    if (damaged.length)
      this.warn(
        `${damaged.length} damaged pack(s) in the tag cache in ${this.dir} (their bytes are not what they are named for): deleted, and their files parsed again`,
      );
    this.packs = Packs.of(
      this.packsDir(),
      list,
      names,
      files.map((file) => (Buffer.isBuffer(file) ? file : undefined)),
      sides,
    );
    this.files = this.packs.files();
  }

  /** A file read from the directory, or undefined when it could not be (the run goes on without the cache). */
  private read<T>(file: T | NodeJS.ErrnoException): T | undefined {
    if (!(file instanceof Error)) return file;
    this.failed('read', file);
    return undefined;
  }

  /**
   * The directory cannot be read or written: the run goes on without it (nothing more is read or
   * written), and says so once, with what to do. Any errno: a cache costs speed when it fails, never a run.
   */
  failed(doing: 'read' | 'write', error: NodeJS.ErrnoException): void {
    if (this.off) return;
    this.off = true;
    this.packs = undefined;
    const code = error.code ?? error.message;
    const fix = ['EACCES', 'EPERM', 'EROFS'].includes(code)
      ? 'fix its permissions'
      : ['ENOSPC', 'EDQUOT'].includes(code)
        ? 'free some disk space'
        : 'make it a directory you can write';
    const outcome =
      doing === 'read'
        ? 'this run parsed every file and kept nothing'
        : 'what this run parsed is not kept, and the next run parses it again';
    this.warn(
      `cannot ${doing} the tag cache in ${this.dir} (${code}): ${fix}, or pass --cache-dir with another directory, or --no-cache; ${outcome}`,
    );
  }

  /** Whether runs on this checkout have left packs: it was mapped before, and most of it will be read from them. */
  hasPacks(root: string): boolean {
    return existsSync(this.listOf(root));
  }

  /**
   * Make this checkout's list name every pack in the directory: for a directory that holds the
   * cache of one repository only (the Action's, restored from the cache service), where the
   * checkout that wrote the packs may have been at another path.
   */
  adoptPacks(root: string): void {
    const names: string[] = [];
    try {
      for (const file of readdirSync(this.packsDir())) {
        const name = basename(file, '.pack');
        if (name !== file && PACK_NAME.test(name)) names.push(name);
      }
    } catch {
      // no packs
    }
    if (names.length) writeList(this.listOf(root), names.sort(compareStrings));
  }

  /** Where the packs are. */
  packsDir(): string {
    return join(this.dir, `tags-v${TAG_FORMAT}`);
  }

  packPath(name: string): string {
    return join(this.packsDir(), `${name}.pack`);
  }

  private listOf(root: string): string {
    return join(this.dir, `checkouts-v${TAG_FORMAT}`, sha1Hex(listKey(root)));
  }

  /** Add what this run used and the packs lack to them (see Packs.update), and let go of what was read. */
  closePacks(): void {
    if (this.packs && !this.off) {
      const written = this.packs.update(this.parsed);
      if (written instanceof Error) this.failed('write', written);
      else this.files = written;
    }
    this.packs = undefined;
  }
}

/** The largest pack a run reads: a bigger file is not one this engine wrote (a pack of 100,000 files is ~100 MB). */
const MAX_PACK_BYTES = 1 << 30;

/**
 * A pack's bytes when they are what it is named for (their SHA-1, computed off this thread);
 * 'damaged' when not, or when it is not a regular file. A pack there is none of is left to the list.
 */
async function verified(file: CacheFile, name: string): Promise<Buffer | 'damaged' | Unread> {
  if (file === 'not-a-file') return 'damaged';
  if (!Buffer.isBuffer(file)) return file;
  return (await sha1Off(file)) === name ? file : 'damaged';
}

/** The SHA-1 of some bytes, in hex: by WebCrypto, whose digests run on libuv's threads, where it has it. */
async function sha1Off(bytes: Buffer): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return sha1Hex(bytes);
  return Buffer.from(await subtle.digest('SHA-1', bytes)).toString('hex');
}

/**
 * Whether a name at the top of a cache directory holds what runs derive from the packs, not tags:
 * the checkouts' lists and the encoder's table (see ./encoder), and the memo of token counts that
 * earlier versions kept (`pieces-*`).
 */
export function isDerivedData(name: string): boolean {
  return name.startsWith('checkouts-') || name.startsWith('pieces-') || name.startsWith('ranks-');
}
