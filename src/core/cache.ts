import { closeSync, existsSync, fstatSync, mkdirSync, openSync, read, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { endianness, homedir, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { Definition, ExtractOutcome, Reference, SkipReason } from './types';
import { definitionList, makeWhenRead, packTags, referenceList, textAt } from './packed';
import { StringTable } from './strings';
import { compareStrings } from './order';
import { sha1Hex } from './parse/read-file';

/**
 * Bump when the shape or meaning of extracted tags changes, or how the cache keeps them (not for
 * query edits: the query text is part of every language's version already).
 */
export const TAG_FORMAT = 11; // 3: a cached parse-timeout ran out of work, no longer of wall time; 4: containers, whole heads; 5: broken files recovered piece by piece; 6: packs only, no file per content; 7: a pack's keys and entries in its strings and numbers; 8: references column by column; 9: definitions column by column; 10: a pack's ASCII strings apart; 11: one long line no longer makes a file minified, a head ends at its own `;`

/** Where the tag cache lives unless told otherwise: the user's cache directory, else the temp dir. */
export function defaultCacheDir(): string {
  const xdg = process.env.XDG_CACHE_HOME;
  if (xdg) return join(xdg, 'repomap');
  const home = homedir();
  return home ? join(home, '.cache', 'repomap') : join(tmpdir(), 'repomap-cache');
}

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
 * malformed is a miss: the file is parsed, and its entry goes into the next pack.
 */
export class TagCache {
  /** What this run parsed, by entry key: for the packs (what it found there, they keep count of). */
  private readonly parsed = new Map<string, Packed>();
  private packs: Packs | undefined;
  /**
   * The packs the checkout reads (after closePacks: with the one the run added), as paths relative
   * to the directory, with how many entries each holds: what a run used, so that whoever keeps the
   * directory (the Action's saved cache) can keep just those.
   */
  files: ReadonlyMap<string, number> = new Map();

  constructor(readonly dir: string) {}

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
   * Read the packs of this checkout, if it has any. Their bytes are read off this thread (see
   * readWhole): start it early, and do other work until it resolves (it never rejects).
   */
  async openPacks(root: string): Promise<void> {
    const list = this.listOf(root);
    const names = readList(list);
    const bytes = await Promise.all(names.map((name) => readWhole(join(this.packsDir(), `${name}.pack`))));
    this.packs = Packs.of(this.packsDir(), list, names, bytes);
    this.files = this.packs.files();
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

  private packsDir(): string {
    return join(this.dir, `tags-v${TAG_FORMAT}`);
  }

  private listOf(root: string): string {
    return join(this.dir, `checkouts-v${TAG_FORMAT}`, sha1Hex(listKey(root)));
  }

  /** Add what this run used and the packs lack to them (see Packs.update), and let go of what was read. */
  closePacks(): void {
    if (this.packs) this.files = this.packs.update(this.parsed);
    this.packs = undefined;
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
      const gitDir = /^gitdir: (.+)$/m.exec(readFileSync(dotGit, 'utf8'))?.[1];
      if (gitDir) {
        const linked = resolve(root, gitDir.trim());
        return realpathSync(resolve(linked, readFileSync(join(linked, 'commondir'), 'utf8').trim()));
      }
    }
  } catch {
    // not a worktree of a repository with others (a submodule, a broken link): the root
  }
  return root;
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

/** Packs a checkout reads at most: past it, or when most of what they hold went unused, they are made into one. */
const MAX_PACKS = 8;

/**
 * The packs of one checkout: its list (a file of pack names, one per line) and the packs it names.
 * A run reads them all; at its end, what it used that they lack goes into one more, small pack (a
 * changed file's tags), until there are MAX_PACKS or they hold more unused entries than used ones:
 * then one pack of what the run used replaces them all, and the packs it replaced are deleted
 * unless another checkout's list names them.
 *
 * Inside a pack (see writePack): one table of strings (its entry keys first, then the names,
 * kinds and signatures of its entries, each once), and numbers: per entry, where its definitions
 * and references are, or its skip. An entry's definitions and references are kept column by
 * column, as FileTags holds them (names, kinds and signatures as indexes into the table), so a
 * file read from a pack holds views of the pack's numbers.
 * Entries are checked when asked for. Two runs that update the same list at once keep one's update:
 * the other's pack is left unlisted, and its files are parsed again next time.
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
  ) {
    for (const pack of packs) for (let i = 0; i < pack.entries; i++) this.index.set(pack.strings[i], pack.first + i);
    this.used = new Int32Array(packs.reduce((sum, pack) => sum + pack.entries, 0)).fill(-1);
  }

  /** The packs a list names (`names`), from their bytes (undefined for a pack that could not be read). */
  static of(dir: string, list: string, names: string[], bytes: (Buffer | undefined)[]): Packs {
    const packs: Pack[] = [];
    let entries = 0;
    for (const [i, name] of names.entries()) {
      const pack = bytes[i] && readPack(bytes[i], name, entries);
      if (pack) packs.push(pack);
      entries += pack?.entries ?? 0;
    }
    return new Packs(dir, list, packs, names);
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

  /** The keys of the entries the run used, with their outcomes (read again: a rare need). */
  private usedEntries(): Map<string, Packed> {
    const entries = new Map<string, Packed>();
    for (const pack of this.packs) {
      for (let i = 0; i < pack.entries; i++) {
        const parseTimeoutMs = this.used[pack.first + i];
        const outcome = parseTimeoutMs < 0 ? undefined : unpack(pack, i, parseTimeoutMs);
        if (outcome) entries.set(pack.strings[i], { outcome, parseTimeoutMs });
      }
    }
    return entries;
  }

  /** Write what the run used (found, or `parsed`) and the packs lack, and list it; the packs listed then, as files() gives them. */
  update(parsed: ReadonlyMap<string, Packed>): Map<string, number> {
    const files = this.files();
    const missing: string[] = [];
    for (const [key, { parseTimeoutMs }] of parsed) {
      const at = this.index.get(key);
      if (at === undefined) missing.push(key);
      else this.markUsed(at, parseTimeoutMs);
    }
    const used = this.usedCount + missing.length;
    const unused = this.used.length - this.usedCount;
    if (!used || (!missing.length && unused <= used && this.packs.length === this.listed.length)) return files;
    // One more pack of what they lack, or one pack of what the run used in place of them all.
    const adding = this.packs.length < MAX_PACKS && unused <= used;
    const outcomes = adding ? parsed : new Map([...this.usedEntries(), ...parsed]);
    const keys = (adding ? missing : [...outcomes.keys()]).sort(compareStrings);
    const name = keys.length ? writePack(this.dir, keys, outcomes) : undefined;
    if (keys.length && !name) return files;
    const kept = [...(adding ? this.packs.map((pack) => pack.name) : []), ...(name ? [name] : [])];
    if (!writeList(this.list, kept)) return files;
    // The packs the list no longer names (replaced, or unreadable), unless another checkout reads them.
    const gone = this.listed.filter((old) => !kept.includes(old));
    const elsewhere = gone.length ? namedByOtherLists(this.list) : new Set<string>();
    for (const old of gone) {
      try {
        if (!elsewhere.has(old)) rmSync(join(this.dir, `${old}.pack`), { force: true });
      } catch {
        // left behind: only space
      }
    }
    const written = adding ? files : new Map<string, number>();
    if (name) written.set(this.relative(name), keys.length);
    return written;
  }
}

/** Write a list of packs: their names, a line each. */
function writeList(list: string, names: string[]): boolean {
  return writeAtomically(list, names.map((name) => `${name}\n`).join(''));
}

/** The pack names a list gives (none when it cannot be read). */
function readList(list: string): string[] {
  try {
    return readFileSync(list, 'utf8').split('\n').filter((name) => PACK_NAME.test(name));
  } catch {
    return [];
  }
}

/** The packs the lists of the other checkouts (next to `list`) name. */
function namedByOtherLists(list: string): Set<string> {
  const named = new Set<string>();
  const dir = dirname(list);
  try {
    for (const other of readdirSync(dir)) if (join(dir, other) !== list) for (const name of readList(join(dir, other))) named.add(name);
  } catch {
    // no other lists
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
 * A file's bytes, read by one request to libuv's threads, so that the copy into fresh memory (~3 ms
 * per MB here) is not this thread's work (fs.readFile asks for 512 KiB at a time, each next part
 * asked for by this thread, when it is free); undefined when the file cannot be read.
 */
export function readWhole(file: string): Promise<Buffer | undefined> {
  let fd: number;
  let bytes: Buffer;
  try {
    fd = openSync(file, 'r');
  } catch {
    return Promise.resolve(undefined);
  }
  try {
    bytes = Buffer.allocUnsafeSlow(fstatSync(fd).size);
  } catch {
    closeSync(fd);
    return Promise.resolve(undefined);
  }
  return new Promise((resolve) => {
    const readFrom = (at: number) =>
      read(fd, bytes, at, bytes.length - at, at, (error, count) => {
        if (!error && count > 0 && at + count < bytes.length) return readFrom(at + count);
        closeSync(fd);
        // A file cut short as it was read is not what it was named for: the pack's checks drop it.
        resolve(error ? undefined : bytes.subarray(0, at + count));
      });
    readFrom(0);
  });
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
 * Write a pack of these entries; its name, or undefined when it could not be written. A data file
 * (PACK_MAGIC): the JSON part holds the number of strings, of entries, the bytes of the text's
 * ASCII part, and the number of strings that are more than a signature; the text, the strings one
 * after the other (the ASCII ones, then the others: see readPack); the numbers, each string's
 * length, each entry's row (see ENTRY_WIDTH), then the entries' definitions and references. The
 * keys are the table's first strings; the names, kinds and skips come next, and the strings that
 * are signatures and nothing else last (a reader makes those only when it reads them).
 */
function writePack(dir: string, keys: string[], outcomes: ReadonlyMap<string, Packed>): string | undefined {
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
  return writeAtomically(join(dir, `${name}.pack`), content) ? name : undefined;
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
 * of it; false when it cannot be written (read-only or full disk: a cache that cannot be written
 * only costs speed).
 */
export function writeAtomically(target: string, text: string | Uint8Array): boolean {
  const temporary = `${target}.${process.pid}.${threadId}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(temporary, text);
    renameSync(temporary, target);
    return true;
  } catch {
    rmSync(temporary, { force: true });
    return false;
  }
}

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
