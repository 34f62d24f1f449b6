import { closeSync, constants, existsSync, fstatSync, lstatSync, mkdirSync, openSync, read, readdirSync, readSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { endianness } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { Definition, ExtractOutcome, Reference, SkipReason } from '../types';
import { definitionList, makeWhenRead, packTags, referenceList, textAt } from '../util/packed';
import { StringTable } from '../util/strings';
import { compareStrings } from '../util/order';
import { sha1Hex } from '../util/files';

/**
 * Bump when the shape or meaning of extracted tags changes, or how the cache keeps them (not for
 * query edits: the query text is part of every language's version already).
 */
export const TAG_FORMAT = 11; // 3: a cached parse-timeout ran out of work, no longer of wall time; 4: containers, whole heads; 5: broken files recovered piece by piece; 6: packs only, no file per content; 7: a pack's keys and entries in its strings and numbers; 8: references column by column; 9: definitions column by column; 10: a pack's ASCII strings apart; 11: one long line no longer makes a file minified, a head ends at its own `;`

// An entry, as a parse worker sends it, compact:
// [name, kind, line, endLine, signature, parent?] and [name, kind, line].
type StoredDef = [string, string, number, number, string] | [string, string, number, number, string, number];
type StoredRef = [string, string, number];
// A skip, and for a parse that ran out of time, the time it had (a longer limit may get through).
type Stored = { d: StoredDef[]; r: StoredRef[] } | { s: SkipReason; t?: number };

const CACHEABLE_SKIPS = new Set<SkipReason>(['binary', 'minified', 'parse-timeout']);

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
    if (!outcome.edited && ('tags' in outcome || CACHEABLE_SKIPS.has(outcome.skip))) this.parsed.set(entryKey(languageVersion, sha), { outcome, parseTimeoutMs });
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
    const files = await Promise.all(names.map((name) => readWhole(this.packPath(name), MAX_PACK_BYTES).then((file) => verified(file, name))));
    if (files.some((file) => this.read(file) === undefined)) return;
    const damaged = names.filter((_, i) => files[i] === 'damaged');
    for (const name of damaged) removeFile(this.packPath(name));
    if (damaged.length) this.warn(`${damaged.length} damaged pack(s) in the tag cache in ${this.dir} (their bytes are not what they are named for): deleted, and their files parsed again`);
    this.packs = Packs.of(this.packsDir(), list, names, files.map((file) => (Buffer.isBuffer(file) ? file : undefined)), sides);
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
    const fix = ['EACCES', 'EPERM', 'EROFS'].includes(code) ? 'fix its permissions' : ['ENOSPC', 'EDQUOT'].includes(code) ? 'free some disk space' : 'make it a directory you can write';
    const outcome = doing === 'read' ? 'this run parsed every file and kept nothing' : 'what this run parsed is not kept, and the next run parses it again';
    this.warn(`cannot ${doing} the tag cache in ${this.dir} (${code}): ${fix}, or pass --cache-dir with another directory, or --no-cache; ${outcome}`);
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
/** The largest list a run reads: ~50 bytes a pack, and its sides' bits (see Side). */
const MAX_LIST_BYTES = 16 << 20;

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

/**
 * Remove what killed runs and runs beside each other left: temp files of the packs' and the lists'
 * directories, and packs no list names (`listed`, read after this run wrote its list), once they
 * are older than STALE_MS. Run when a run writes its list: a pack a list names is never removed.
 */
function collectGarbage(packsDir: string, listsDir: string, listed: ReadonlySet<string>): void {
  const orphan = (name: string) => name.endsWith(TEMPORARY) || (name.endsWith('.pack') && PACK_NAME.test(name.slice(0, -5)) && !listed.has(name.slice(0, -5)));
  for (const [dir, collected] of [[packsDir, orphan], [listsDir, (name: string) => name.endsWith(TEMPORARY)]] as const) {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) if (collected(name) && isStaleTemporary(join(dir, name))) removeFile(join(dir, name));
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

/** A pack's name: the SHA-1 of its bytes. */
const PACK_NAME = /^[0-9a-f]{40}$/;

/**
 * What names a checkout's list: for the top of a git work tree, the git directory it shares with
 * the repository's other worktrees (`.git`, or the common directory of a worktree's), so that a
 * new worktree reads the packs of the others; for anything else (a subdirectory, no git), the root.
 */
function listKey(root: string): string {
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
 * Whether a name at the top of a cache directory holds what runs derive from the packs, not tags:
 * the checkouts' lists and the encoder's table (see ./encoder), and the memo of token counts that
 * earlier versions kept (`pieces-*`).
 */
export function isDerivedData(name: string): boolean {
  return name.startsWith('checkouts-') || name.startsWith('pieces-') || name.startsWith('ranks-');
}

function entryKey(languageVersion: string, sha: string): string {
  return `${languageVersion}/${sha}`;
}

/** An outcome for a pack, with the time limit it was reached under (for a parse that ran out of time). */
interface Packed {
  outcome: ExtractOutcome;
  parseTimeoutMs: number;
}

/** Packs a checkout reads at most: past it, or when most of what they hold no side uses, they are made into one or two. */
const MAX_PACKS = 8;

/**
 * The packs of one checkout: its list (a file of pack names, one per line) and the packs it names.
 * A run reads them all; at its end, what it used that they lack goes into one more, small pack (a
 * changed file's tags), until there are MAX_PACKS or they hold more entries that no side (see Side)
 * uses than the run used: then one pack of what the run used, and one of what the list's other
 * sides use (another branch's, another worktree's), replace them all, and the packs they replaced
 * are deleted unless a list names them. Packs no list names (see collectGarbage) go once stale.
 *
 * Inside a pack (see writePack): one table of strings (its entry keys first, then the names,
 * kinds and signatures of its entries, each once), and numbers: per entry, where its definitions
 * and references are, or its skip. An entry's definitions and references are kept column by
 * column, as FileTags holds them (names, kinds and signatures as indexes into the table), so a
 * file read from a pack holds views of the pack's numbers.
 * Entries are checked when asked for. Two runs that update the same list at once keep one's update:
 * the other's pack is left unlisted (and collected once stale), and its files are parsed again next time.
 */
class Packs {
  /** Each entry key's number: the packs' entries one after the other (see Pack.first). */
  private readonly index = new Map<string, number>();
  /** Per entry number: the time limit of the run's lookup that found it, or -1 when it went unused. */
  private readonly used: Int32Array;
  private usedCount = 0;

  private constructor(
    private readonly dir: string,
    private readonly list: string,
    private readonly packs: Pack[],
    /** The names the list gave, a pack that could not be read (an older format's, a broken one) among them. */
    private readonly listed: string[],
    /** What the runs of other states of the checkout used (see Side), when every pack listed was read. */
    private readonly sides: Side[],
  ) {
    for (const pack of packs) for (let i = 0; i < pack.entries; i++) this.index.set(pack.strings[i], pack.first + i);
    this.used = new Int32Array(packs.reduce((sum, pack) => sum + pack.entries, 0)).fill(-1);
  }

  /** The packs a list names (`names`), from their bytes (undefined for a pack that could not be read), with the list's sides. */
  static of(dir: string, list: string, names: string[], bytes: (Buffer | undefined)[], sides: Side[]): Packs {
    const packs: Pack[] = [];
    let entries = 0;
    for (const [i, name] of names.entries()) {
      const pack = bytes[i] && readPack(bytes[i], name, entries);
      if (pack) packs.push(pack);
      entries += pack?.entries ?? 0;
    }
    // A side numbers the entries of every pack listed: with one unread, the numbers mean nothing.
    const whole = packs.length === names.length;
    return new Packs(dir, list, packs, names, whole ? sides.filter((side) => side.bits.length === bitsLength(entries)) : []);
  }

  /** The packs read, as paths relative to the cache directory, with their entries' counts. */
  files(): Map<string, number> {
    return new Map(this.packs.map((pack) => [this.relative(pack.name), pack.entries]));
  }

  private relative(name: string): string {
    return `${basename(this.dir)}/${name}.pack`;
  }

  has(key: string): boolean {
    return this.index.has(key);
  }

  get(key: string, parseTimeoutMs: number): ExtractOutcome | undefined {
    const at = this.index.get(key);
    if (at === undefined) return undefined;
    const pack = this.packs.find((p) => at < p.first + p.entries)!;
    const outcome = unpack(pack, at - pack.first, parseTimeoutMs);
    // A broken entry (or a parse that had less time) counts as missing: the run's own outcome goes into the next pack.
    if (!outcome) this.index.delete(key);
    else this.markUsed(at, parseTimeoutMs);
    return outcome;
  }

  private markUsed(entry: number, parseTimeoutMs: number): void {
    if (this.used[entry] < 0) this.usedCount++;
    this.used[entry] = parseTimeoutMs;
  }

  /**
   * The keys of the entries the run used, or of those `kept` names (entries of other sides), with
   * their outcomes (read again: a rare need). An entry the run did not use keeps the time limit it
   * was reached under.
   */
  private entries(kept?: Uint8Array): Map<string, Packed> {
    const entries = new Map<string, Packed>();
    for (const pack of this.packs) {
      for (let i = 0; i < pack.entries; i++) {
        const at = pack.first + i;
        const stored = pack.numbers[pack.rows + i * ENTRY_WIDTH + 2];
        const parseTimeoutMs = kept ? (hasBit(kept, at) ? Math.max(0, stored) : -1) : this.used[at];
        const outcome = parseTimeoutMs < 0 ? undefined : unpack(pack, i, parseTimeoutMs);
        if (outcome) entries.set(pack.strings[i], { outcome, parseTimeoutMs });
      }
    }
    return entries;
  }

  /** The entries this run used, as a side's bits. */
  private usedBits(): Uint8Array {
    const bits = new Uint8Array(bitsLength(this.used.length));
    for (let at = 0; at < this.used.length; at++) if (this.used[at] >= 0) setBit(bits, at);
    return bits;
  }

  /**
   * Write what the run used (found, or `parsed`) and the packs lack, and list it; the packs listed
   * then, as files() gives them, or the error that kept them from being written.
   */
  update(parsed: ReadonlyMap<string, Packed>): Map<string, number> | NodeJS.ErrnoException {
    const files = this.files();
    const missing: string[] = [];
    for (const [key, { parseTimeoutMs }] of parsed) {
      const at = this.index.get(key);
      if (at === undefined) missing.push(key);
      else this.markUsed(at, parseTimeoutMs);
    }
    const now = Math.floor(Date.now() / 1000);
    const mine = this.usedBits();
    const { within, others } = sidesBeside(this.sides, mine, missing.length, now);
    // Entries no side uses: older contents of the files, or of files gone.
    const live = new Uint8Array(mine);
    for (const side of others) for (let i = 0; i < live.length; i++) live[i] |= side.bits[i];
    const used = this.usedCount + missing.length;
    const unused = this.used.length - countBits(live);
    const sidesKept = !!within && now - within.stamp < REFRESH_SECONDS;
    if (!used || (!missing.length && unused <= used && this.packs.length === this.listed.length && sidesKept)) return files;
    // One more pack of what they lack (none when only the sides change), or, past MAX_PACKS or
    // when most of what they hold is unused, one pack of what the run used and one of what the
    // other sides use in place of them all.
    const adding = this.packs.length < MAX_PACKS && unused <= used;
    let written: Map<string, number>;
    let kept: string[];
    let sides: Side[];
    if (adding) {
      const name = missing.length ? writePack(this.dir, missing.sort(compareStrings), parsed) : undefined;
      if (name instanceof Error) return name;
      kept = [...this.packs.map((pack) => pack.name), ...(name ? [name] : [])];
      const total = this.used.length + missing.length;
      const grown = (bits: Uint8Array, added: boolean) => {
        const more = new Uint8Array(bitsLength(total));
        more.set(bits);
        for (let at = this.used.length; added && at < total; at++) setBit(more, at);
        return more;
      };
      const current = within && !missing.length ? within.bits : mine;
      sides = [{ stamp: now, bits: grown(current, true) }, ...others.map((side) => ({ stamp: side.stamp, bits: grown(side.bits, false) }))];
      written = files;
      if (name) written.set(this.relative(name), missing.length);
    } else {
      const theirs = new Uint8Array(live.length);
      for (let i = 0; i < live.length; i++) theirs[i] = live[i] & ~mine[i];
      const ownEntries = new Map([...this.entries(), ...parsed]);
      const otherEntries = this.entries(theirs);
      for (const key of ownEntries.keys()) otherEntries.delete(key);
      const groups = [ownEntries, otherEntries].filter((group) => group.size).map((group) => ({ group, keys: [...group.keys()].sort(compareStrings) }));
      kept = [];
      for (const { group, keys } of groups) {
        const name = writePack(this.dir, keys, group);
        if (name instanceof Error) return name;
        kept.push(name);
      }
      // Entries are numbered in the new packs' order: the sides' bits follow their keys there.
      const order = new Map(groups.flatMap(({ keys }) => keys).map((key, at) => [key, at]));
      const renumbered = (bits: Uint8Array) => {
        const moved = new Uint8Array(bitsLength(order.size));
        for (const pack of this.packs) for (let i = 0; i < pack.entries; i++) if (hasBit(bits, pack.first + i)) setIf(moved, order.get(pack.strings[i]));
        return moved;
      };
      const own = new Uint8Array(bitsLength(order.size));
      for (const key of ownEntries.keys()) setIf(own, order.get(key));
      sides = [{ stamp: now, bits: own }, ...others.map((side) => ({ stamp: side.stamp, bits: renumbered(side.bits) }))];
      written = new Map(groups.map(({ keys }, i) => [this.relative(kept[i]), keys.length]));
    }
    const error = writeList(this.list, kept, sides);
    if (error) return error;
    // The packs the list no longer names (replaced, or unreadable), unless a list names them now
    // (another checkout's, or this one's as a run beside this one wrote it).
    const gone = this.listed.filter((old) => !kept.includes(old));
    const listed = namedByLists(dirname(this.list));
    for (const old of gone) if (!listed.has(old)) removeFile(join(this.dir, `${old}.pack`));
    collectGarbage(this.dir, dirname(this.list), listed);
    return written;
  }
}

/**
 * What the runs of one state of a checkout used (a branch, a worktree), as bits over the entries of
 * the packs listed, in order; with when a run of it last wrote the list (seconds). A list keeps the
 * sides of a few states (MAX_SIDES): a run on one of them keeps what the others use when it makes
 * its packs into one, so that going back to a branch, or to another worktree, does not parse it all
 * again. A run's own side is the one it mostly uses; a side no run wrote for SIDE_SECONDS goes.
 */
interface Side {
  stamp: number;
  bits: Uint8Array;
}

/** Sides a list keeps at most: the run's own, and two others (two branches checked out in turn, and one more). */
const MAX_SIDES = 3;
/** A side no run has written for so long (30 days) goes. */
const SIDE_SECONDS = 30 * 24 * 3600;
/** A run writes its side again when it was written longer ago than this (a day), so that it does not go. */
const REFRESH_SECONDS = 24 * 3600;

/**
 * Of the sides of a list: the one that holds every entry the run used when it parsed nothing (a run
 * on that state: the list need not change for it), and the others: not the run's own state as it
 * was (a side that shares at least half of its entries and of the run's, or the one the run is
 * within), nor those no run wrote for SIDE_SECONDS.
 */
function sidesBeside(sides: Side[], mine: Uint8Array, missing: number, now: number): { within?: Side; others: Side[] } {
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

const BIT_COUNTS = Uint8Array.from({ length: 256 }, (_, byte) => byte.toString(2).replaceAll('0', '').length);
const bitsLength = (entries: number) => Math.ceil(entries / 8);
const hasBit = (bits: Uint8Array, at: number) => (bits[at >> 3] & (1 << (at & 7))) !== 0;
const setBit = (bits: Uint8Array, at: number) => void (bits[at >> 3] |= 1 << (at & 7));
const setIf = (bits: Uint8Array, at: number | undefined) => at !== undefined && setBit(bits, at);
function countBits(bits: Uint8Array): number {
  let count = 0;
  for (const byte of bits) count += BIT_COUNTS[byte];
  return count;
}

/**
 * Write a list of packs: their names, a line each, then its sides (see Side), a line each:
 * `side <stamp> <bits in base64>`; the error that kept it from being written, if any.
 */
function writeList(list: string, names: string[], sides: Side[] = []): NodeJS.ErrnoException | undefined {
  const lines = [...names, ...sides.map((side) => `side ${side.stamp} ${Buffer.from(side.bits).toString('base64')}`)];
  return writeAtomically(list, lines.map((line) => `${line}\n`).join(''));
}

/** What a list holds: the packs it names and its sides. */
interface List {
  names: string[];
  sides: Side[];
}

/** What a list holds (nothing when there is no list, or no readable one), or the error of a directory that cannot be read. */
function readList(list: string): List | NodeJS.ErrnoException {
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
function namedByLists(dir: string): Set<string> {
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

interface Pack {
  name: string;
  /** The number of its first entry: how many entries the packs read before it hold. */
  first: number;
  entries: number;
  /** The table: the entries' keys are its first `entries` strings; from the `made`-th on, signatures made when first read. */
  strings: string[];
  made: number;
  numbers: Int32Array;
  /** Where the entries' rows of ENTRY_WIDTH numbers start (see writePack). */
  rows: number;
}

/** The first bytes of a pack file (see dataFile). */
const PACK_MAGIC = 'RMP4';
/** A data file's head: its magic, then the lengths of its JSON part and of its text (32 bits each, little-endian). */
const DATA_HEAD = 12;
/** A data file's numbers are little-endian: this machine's are not, and are swapped on the way in and out. */
const SWAP_NUMBERS = endianness() === 'BE';

/**
 * The bytes of a data file, the layout of the packs and of the encoder's table: `magic` (4 bytes),
 * the lengths of the JSON part and of the text, the JSON part (`about`), the text (UTF-8), zeros to a
 * multiple of 4, then the numbers as 32-bit integers, little-endian.
 */
export function dataFile(magic: string, about: unknown, text: string, numbers: Int32Array): Buffer {
  const json = Buffer.from(JSON.stringify(about));
  const textBytes = Buffer.from(text);
  const head = Buffer.alloc(numbersStart(json.length, textBytes.length) - json.length - textBytes.length);
  head.write(magic, 0, 'latin1');
  head.writeUInt32LE(json.length, 4);
  head.writeUInt32LE(textBytes.length, 8);
  const numberBytes = Buffer.from(numbers.buffer, numbers.byteOffset, numbers.byteLength);
  return Buffer.concat([head.subarray(0, DATA_HEAD), json, textBytes, head.subarray(DATA_HEAD), SWAP_NUMBERS ? Buffer.from(numberBytes).swap32() : numberBytes]);
}

/**
 * A data file's parts (see dataFile), or undefined when its magic or lengths are wrong or its JSON
 * part does not parse. The text comes as its bytes (the caller decodes it). The numbers are read in
 * place when they start on a 4-byte boundary of the bytes' buffer (a copy of 50 MB costs ~0.15 s
 * where fresh memory is slow to touch), so the bytes stay in memory as long as the numbers do.
 */
export function readDataFile(bytes: Buffer, magic: string): { about: unknown; text: Buffer; numbers: Int32Array } | undefined {
  if (bytes.length < DATA_HEAD || bytes.toString('latin1', 0, 4) !== magic) return undefined;
  const [jsonLength, textLength] = [bytes.readUInt32LE(4), bytes.readUInt32LE(8)];
  const start = numbersStart(jsonLength, textLength);
  if (start > bytes.length || (bytes.length - start) % 4) return undefined;
  try {
    const about: unknown = JSON.parse(bytes.toString('utf8', DATA_HEAD, DATA_HEAD + jsonLength));
    const text = bytes.subarray(DATA_HEAD + jsonLength, DATA_HEAD + jsonLength + textLength);
    const at = bytes.byteOffset + start;
    const count = (bytes.length - start) / 4;
    // Otherwise a copy: numbers must start on a 4-byte boundary of their buffer.
    const numbers = at % 4 === 0 ? new Int32Array(bytes.buffer, at, count) : new Int32Array(bytes.buffer.slice(at, at + count * 4));
    if (SWAP_NUMBERS) Buffer.from(numbers.buffer, numbers.byteOffset, numbers.byteLength).swap32();
    return { about, text, numbers };
  } catch {
    return undefined;
  }
}

/** Numbers per entry in a pack's rows: [definitions at, count, references at, count], or a skip's [-1, reason, time limit or -1, 0]. */
const ENTRY_WIDTH = 4;
const SKIP_ROW = -1;

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
    for (let count = 1; at < bytes.length && count > 0; at += count) count = readSync(opened.fd, bytes, at, bytes.length - at, at);
    return bytes.subarray(0, at);
  } catch (error) {
    return error as NodeJS.ErrnoException;
  } finally {
    closeSync(opened.fd);
  }
}

function readPack(bytes: Buffer, name: string, first: number): Pack | undefined {
  try {
    const data = readDataFile(bytes, PACK_MAGIC);
    if (!data) return undefined;
    const { about, numbers } = data;
    const { s, k, a, g = s } = (about ?? {}) as { s?: unknown; k?: unknown; a?: unknown; g?: unknown };
    if (!Number.isInteger(s) || !Number.isInteger(k) || (k as number) < 0 || (s as number) < (k as number)) return undefined;
    if (!Number.isInteger(a) || (a as number) < 0 || (a as number) > data.text.length) return undefined;
    if (!Number.isInteger(g) || (g as number) < (k as number) || (g as number) > (s as number)) return undefined;
    const [strings, entries, made] = [s as number, k as number, g as number];
    if (strings + entries * ENTRY_WIDTH > numbers.length) return undefined;
    // The strings: the first `s` numbers are their lengths. The ASCII strings are in the text's first
    // `a` bytes, decoded as Latin-1 (the same characters, decoded faster, and kept one byte per
    // character); the others, whose lengths are negative, in the rest (UTF-8). Each part holds its
    // strings one after the other. The strings from the `g`-th on are signatures and nothing else
    // (see writePack): they are made when first read (see makeWhenRead), from where they start.
    const ascii = data.text.toString('latin1', 0, a as number);
    const others = data.text.toString('utf8', a as number);
    const table: string[] = new Array(strings);
    const starts = new Int32Array(strings - made);
    let [inAscii, inOthers] = [0, 0];
    for (let i = 0; i < strings; i++) {
      const length = numbers[i];
      if (length >= 0) {
        if (inAscii + length > ascii.length) return undefined;
        if (i < made) table[i] = ascii.slice(inAscii, inAscii + length);
        else starts[i - made] = inAscii;
        inAscii += length;
      } else {
        if (inOthers - length > others.length) return undefined;
        if (i < made) table[i] = others.slice(inOthers, inOthers - length);
        else starts[i - made] = inOthers;
        inOthers -= length;
      }
    }
    if (inAscii !== ascii.length || inOthers !== others.length) return undefined;
    if (made < strings) {
      makeWhenRead(table, (at) => {
        const [from, length] = [starts[at - made], numbers[at]];
        return length >= 0 ? ascii.slice(from, from + length) : others.slice(from, from - length);
      });
    }
    return { name, first, entries, strings: table, made, numbers, rows: strings };
  } catch {
    return undefined;
  }
}

/** Where a data file's numbers start: after the head, the JSON part and the text, at a multiple of 4. */
function numbersStart(jsonLength: number, textLength: number): number {
  return Math.ceil((DATA_HEAD + jsonLength + textLength) / 4) * 4;
}

/**
 * Write a pack of these entries; its name, or the error that kept it from being written. A data file
 * (PACK_MAGIC): the JSON part holds the number of strings, of entries, the bytes of the text's
 * ASCII part, and the number of strings that are more than a signature; the text, the strings one
 * after the other (the ASCII ones, then the others: see readPack); the numbers, each string's
 * length, each entry's row (see ENTRY_WIDTH), then the entries' definitions and references. The
 * keys are the table's first strings; the names, kinds and skips come next, and the strings that
 * are signatures and nothing else last (a reader makes those only when it reads them).
 */
function writePack(dir: string, keys: string[], outcomes: ReadonlyMap<string, Packed>): string | NodeJS.ErrnoException {
  const table = new StringTable([...keys]);
  const { strings } = table;
  // The keys, the skips' reasons, the names and the kinds are numbered first: the strings numbered
  // after them are signatures and nothing else.
  const numberColumn = (column: Int32Array, of: readonly string[]) => {
    for (let i = 0; i < column.length; i++) table.numberIn(of, column[i]);
  };
  for (const key of keys) {
    const { outcome } = outcomes.get(key)!;
    if ('skip' in outcome) {
      table.numberOf(outcome.skip);
      continue;
    }
    const { defs, refs } = outcome.tags;
    numberColumn(defs.names, defs.strings);
    numberColumn(defs.kinds, defs.strings);
    numberColumn(refs.names, refs.strings);
    numberColumn(refs.kinds, refs.strings);
  }
  const made = strings.length;
  // The rows and the entries' columns, made at their final size.
  let size = 0;
  for (const key of keys) {
    const { outcome } = outcomes.get(key)!;
    if ('tags' in outcome) size += 6 * outcome.tags.defs.lines.length + 3 * outcome.tags.refs.lines.length;
  }
  const rows = new Int32Array(keys.length * ENTRY_WIDTH);
  const data = new Int32Array(size);
  let end = 0;
  // Each column as the pack keeps it: strings numbered in its table (each string of a file's table
  // looked up once: see StringTable.numberIn), numbers as they are.
  const texts = (column: Int32Array, of: readonly string[]) => {
    for (let i = 0; i < column.length; i++) data[end++] = table.numberIn(of, column[i]);
  };
  const values = (column: Int32Array) => {
    data.set(column, end);
    end += column.length;
  };
  keys.forEach((key, k) => {
    const row = k * ENTRY_WIDTH;
    const { outcome, parseTimeoutMs } = outcomes.get(key)!;
    if ('skip' in outcome) {
      rows.set([SKIP_ROW, table.numberOf(outcome.skip), outcome.skip === 'parse-timeout' ? parseTimeoutMs : -1, 0], row);
      return;
    }
    const { defs, refs } = outcome.tags;
    rows.set([end, defs.lines.length], row);
    texts(defs.names, defs.strings);
    texts(defs.kinds, defs.strings);
    values(defs.lines);
    values(defs.endLines);
    // A signature that an entry read from a pack has not made yet is made (only signatures are made when read).
    for (let i = 0; i < defs.signatures.length; i++) textAt(defs.strings, defs.signatures[i]);
    texts(defs.signatures, defs.strings);
    values(defs.parents);
    rows.set([end, refs.lines.length], row + 2);
    texts(refs.names, refs.strings);
    texts(refs.kinds, refs.strings);
    values(refs.lines);
  });
  // Rows point into the data, which comes after the strings' lengths and the rows.
  const at = strings.length + rows.length;
  for (let row = 0; row < rows.length; row += ENTRY_WIDTH) {
    if (rows[row] === SKIP_ROW) continue;
    rows[row] += at;
    rows[row + 2] += at;
  }
  const all = new Int32Array(at + data.length);
  // The ASCII strings' text first, then the others' (see readPack), whose lengths are negative.
  const [ascii, others]: string[][] = [[], []];
  strings.forEach((string, i) => {
    const isAscii = /^[\0-\x7f]*$/.test(string);
    (isAscii ? ascii : others).push(string);
    all[i] = isAscii ? string.length : -string.length;
  });
  all.set(rows, strings.length);
  all.set(data, at);
  const asciiText = ascii.join('');
  const content = dataFile(PACK_MAGIC, { s: strings.length, k: keys.length, a: asciiText.length, g: made }, asciiText + others.join(''), all);
  const name = sha1Hex(content);
  return writeAtomically(join(dir, `${name}.pack`), content) ?? name;
}

/**
 * A pack's entry as an outcome, checked as fromStored checks a worker's entry; undefined when
 * malformed (or a parse that had less time). Its definitions and references are views of the
 * pack's numbers.
 */
function unpack({ strings, made, numbers, rows }: Pack, entry: number, parseTimeoutMs: number): ExtractOutcome | undefined {
  const row = rows + entry * ENTRY_WIDTH;
  const [defsAt, defCount, refsAt, refCount] = [numbers[row], numbers[row + 1], numbers[row + 2], numbers[row + 3]];
  if (defsAt === SKIP_ROW) return fromStored({ s: strings[defCount], t: refsAt < 0 ? undefined : refsAt }, parseTimeoutMs);
  const fits = (at: number, count: number, width: number) => at >= 0 && count >= 0 && at + count * width <= numbers.length;
  if (!fits(defsAt, defCount, 6) || !fits(refsAt, refCount, 3)) return undefined;
  // Every string a number names is in the table: the definitions' names and kinds and the
  // references' among those made with it, the signatures anywhere; a container is another
  // definition of the file.
  if (!inRange(numbers, defsAt, defsAt + 2 * defCount, 0, made) || !inRange(numbers, defsAt + 4 * defCount, defsAt + 5 * defCount, 0, strings.length)) return undefined;
  if (!inRange(numbers, refsAt, refsAt + 2 * refCount, 0, made) || !inRange(numbers, defsAt + 5 * defCount, defsAt + 6 * defCount, -1, defCount)) return undefined;
  // Views made by the constructor: subarray (which looks up the species of the array) took several times longer.
  const column = (at: number, count: number, n: number) => new Int32Array(numbers.buffer, numbers.byteOffset + (at + n * count) * 4, count);
  const parents = column(defsAt, defCount, 5);
  for (let i = 0; i < defCount; i++) if (parents[i] === i) return undefined;
  const defs = { strings, names: column(defsAt, defCount, 0), kinds: column(defsAt, defCount, 1), lines: column(defsAt, defCount, 2), endLines: column(defsAt, defCount, 3), signatures: column(defsAt, defCount, 4), parents };
  return { tags: { defs, refs: { strings, names: column(refsAt, refCount, 0), kinds: column(refsAt, refCount, 1), lines: column(refsAt, refCount, 2) } } };
}

/** Whether the numbers from `from` up to `to` are all from `low` up to, not including, `high`. */
function inRange(numbers: Int32Array, from: number, to: number, low: number, high: number): boolean {
  for (let i = from; i < to; i++) if (numbers[i] < low || numbers[i] >= high) return false;
  return true;
}

/**
 * An outcome as the text of an entry (undefined for a skip not worth keeping); `parseTimeoutMs` is
 * the time limit it was reached under. A parse worker sends this text: one string crosses between
 * threads for less than the objects it stands for.
 */
export function entryText(outcome: ExtractOutcome, parseTimeoutMs: number): string | undefined {
  const stored = toStored(outcome, parseTimeoutMs);
  return stored && JSON.stringify(stored);
}

/** The outcome an entry's text holds (checked as a pack's entry is), undefined when malformed. */
export function outcomeOfEntryText(text: string, parseTimeoutMs: number): ExtractOutcome | undefined {
  try {
    return fromStored(JSON.parse(text), parseTimeoutMs);
  } catch {
    return undefined;
  }
}

/** An outcome as an entry's text holds it; undefined for a skip not worth keeping (the file may be readable next time). */
function toStored(outcome: ExtractOutcome, parseTimeoutMs: number): Stored | undefined {
  if ('skip' in outcome) {
    if (!CACHEABLE_SKIPS.has(outcome.skip)) return undefined;
    return outcome.skip === 'parse-timeout' ? { s: outcome.skip, t: parseTimeoutMs } : { s: outcome.skip };
  }
  return {
    d: definitionList(outcome.tags.defs).map((d): StoredDef => (d.parent === undefined ? [d.name, d.kind, d.line, d.endLine, d.signature] : [d.name, d.kind, d.line, d.endLine, d.signature, d.parent])),
    r: referenceList(outcome.tags.refs).map(({ name, kind, line }): StoredRef => [name, kind, line]),
  };
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

function fromStored(value: unknown, parseTimeoutMs: number): ExtractOutcome | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const stored = value as Record<string, unknown>;
  if (typeof stored.s === 'string') {
    const skip = stored.s as SkipReason;
    if (!CACHEABLE_SKIPS.has(skip)) return undefined;
    if (skip === 'parse-timeout' && !(typeof stored.t === 'number' && stored.t >= parseTimeoutMs)) return undefined;
    return { skip };
  }
  if (!Array.isArray(stored.d) || !Array.isArray(stored.r)) return undefined;
  const defs: Definition[] = [];
  const count = stored.d.length;
  for (const d of stored.d as unknown[]) {
    if (!Array.isArray(d) || (d.length !== 5 && d.length !== 6)) return undefined;
    const [name, kind, line, endLine, signature, parent] = d;
    if (typeof name !== 'string' || typeof kind !== 'string' || typeof signature !== 'string') return undefined;
    if (!Number.isInteger(line) || !Number.isInteger(endLine)) return undefined;
    if (d.length === 6 && !(Number.isInteger(parent) && parent >= 0 && parent < count && parent !== defs.length)) return undefined;
    defs.push(d.length === 6 ? { name, kind, line, endLine, signature, parent } : { name, kind, line, endLine, signature });
  }
  const refs: Reference[] = [];
  for (const r of stored.r as unknown[]) {
    if (!Array.isArray(r) || r.length !== 3) return undefined;
    const [name, kind, line] = r;
    if (typeof name !== 'string' || typeof kind !== 'string' || !Number.isInteger(line)) return undefined;
    refs.push({ name, kind, line });
  }
  return { tags: packTags(defs, refs) };
}
