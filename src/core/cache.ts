import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { endianness, homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { Definition, ExtractOutcome, FileTags, References, SkipReason } from './types';
import { sha1Hex } from './parse/read-file';

/**
 * Bump when the shape or meaning of extracted tags changes (not for query edits: the query text is
 * part of every language's version already).
 */
export const TAG_FORMAT = 5; // 3: a cached parse-timeout ran out of work, no longer of wall time; 4: containers, whole heads; 5: broken files recovered piece by piece

/** Where the tag cache lives unless told otherwise: the user's cache directory, else the temp dir. */
export function defaultCacheDir(): string {
  const xdg = process.env.XDG_CACHE_HOME;
  if (xdg) return join(xdg, 'repomap');
  const home = homedir();
  return home ? join(home, '.cache', 'repomap') : join(tmpdir(), 'repomap-cache');
}

// On disk, compact: [name, kind, line, endLine, signature, parent?] and [name, kind, line].
type StoredDef = [string, string, number, number, string] | [string, string, number, number, string, number];
type StoredRef = [string, string, number];
// A skip, and for a parse that ran out of time, the time it had (a longer limit may get through).
type Stored = { d: StoredDef[]; r: StoredRef[] } | { s: SkipReason; t?: number };

const CACHEABLE_SKIPS = new Set<SkipReason>(['binary', 'minified', 'parse-timeout']);

/**
 * Content-addressed tags: one small JSON file per (language version, blob SHA). Entries never change
 * once written, so runs and branches can share the directory; writes go through a rename, so a reader
 * never sees half a file. Anything unreadable or malformed is a miss, and gets rewritten.
 *
 * On top of the entries, the *packs* of each checkout (see Packs): what its runs used, in a few big
 * files, so that a run reads a few files, not one per source file. They are only a faster way to
 * the same entries: a missing, stale or broken pack costs speed, never a wrong tag.
 */
export class TagCache {
  /**
   * The entries this cache was asked for, found or not, as paths relative to its directory: what a
   * run used, so that whoever keeps the directory (the Action's saved cache) can keep just those.
   */
  readonly used = new Set<string>();
  /** What this run got for each entry (found, written or parsed), by entry key: for the packs. */
  private readonly outcomes = new Map<string, Packed>();
  private packs: Packs | undefined;

  constructor(readonly dir: string) {}

  /** The entry's file: what a parse worker writes, and `get` reads. */
  entry(languageVersion: string, sha: string): string {
    return join(this.dir, this.use(entryKey(languageVersion, sha)));
  }

  /** The entry file of a key, relative to the directory, noted as used. */
  private use(key: string): string {
    const relative = `tags-v${TAG_FORMAT}/${key}.json`;
    this.used.add(relative);
    return relative;
  }

  /** The outcome cached for a content; a parse that ran out of time counts only if it had at least `parseTimeoutMs`. */
  get(languageVersion: string, sha: string, parseTimeoutMs: number): ExtractOutcome | undefined {
    const key = entryKey(languageVersion, sha);
    const relative = this.use(key);
    let outcome = this.packs?.get(key, parseTimeoutMs);
    if (!outcome) {
      try {
        outcome = outcomeOfEntryText(readFileSync(join(this.dir, relative), 'utf8'), parseTimeoutMs);
      } catch {
        return undefined;
      }
    }
    if (outcome) this.outcomes.set(key, { outcome, parseTimeoutMs });
    return outcome;
  }

  set(languageVersion: string, sha: string, outcome: ExtractOutcome, parseTimeoutMs: number): void {
    const text = entryText(outcome, parseTimeoutMs);
    if (text) writeCacheEntry(this.entry(languageVersion, sha), text);
    this.remember(languageVersion, sha, outcome, parseTimeoutMs);
  }

  /** An outcome another thread wrote to the entry (a parse worker's): the packs get it too. */
  remember(languageVersion: string, sha: string, outcome: ExtractOutcome, parseTimeoutMs: number): void {
    if (!outcome.edited && ('tags' in outcome || CACHEABLE_SKIPS.has(outcome.skip))) this.outcomes.set(entryKey(languageVersion, sha), { outcome, parseTimeoutMs });
  }

  /** Read the packs of this checkout, if it has any (on a little-endian machine: see writePack). */
  openPacks(root: string): void {
    if (endianness() === 'LE') this.packs = Packs.read(this.packsDir(), root);
  }

  /** Whether runs on this checkout have left packs: it was mapped before, and most of it will be read from them. */
  hasPacks(root: string): boolean {
    return existsSync(Packs.listOf(this.packsDir(), root));
  }

  private packsDir(): string {
    return join(this.dir, `packs-v${TAG_FORMAT}`);
  }

  /** Add what this run used and the packs lack to them (see Packs.update), and let go of what was read. */
  closePacks(): void {
    this.packs?.update(this.outcomes);
    this.packs = undefined;
  }
}

/**
 * Whether a name at the top of a cache directory holds what runs derive from the entries, not an
 * entry: the packs, the token counter's memo of pieces (see PieceCounts) and the encoder's table
 * (see ./encoder).
 */
export function isDerivedData(name: string): boolean {
  return name.startsWith('packs-') || name.startsWith('pieces-') || name.startsWith('ranks-');
}

function entryKey(languageVersion: string, sha: string): string {
  return `${languageVersion}/${sha.slice(0, 2)}/${sha.slice(2)}`;
}

/** An outcome for a pack, with the time limit it was reached under (for a parse that ran out of time). */
interface Packed {
  outcome: ExtractOutcome;
  parseTimeoutMs: number;
}

/** Packs a checkout reads at most: past it, or when most of what they hold went unused, they are made into one. */
const MAX_PACKS = 8;

/**
 * The packs of one checkout, in `packs-v<format>/`: a list, `checkout-<SHA-1 of its path>`, of the
 * packs its runs wrote, and the packs, each `<SHA-1 of its bytes>.pack` (named by content, so no
 * reader sees one change). A run reads them all; at its end, what it used that they lack goes into
 * one more, small pack (a changed file's tags), until there are MAX_PACKS or they hold more unused
 * entries than used ones: then one pack of what the run used replaces them all.
 *
 * Inside a pack (see writePack): one table of the strings of its entries (names repeat across
 * files), its entry keys, and each entry's definitions and references as numbers ([name, kind,
 * line, end line, signature, parent or -1] per definition, [name, kind, line] per reference; names,
 * kinds and signatures as indexes into the table), or a skip as an entry file stores it. Entries
 * are checked as entry files are, when asked for. Two runs that update the same checkout's list at
 * once keep one's update: the other's pack is left unlisted (and its entries are in their files).
 */
class Packs {
  /** Each entry key's pack and place in it. */
  private readonly index = new Map<string, [Pack, number]>();

  private constructor(
    private readonly dir: string,
    private readonly list: string,
    private readonly packs: Pack[],
    /** The names the list gave, a pack that could not be read (an older format's, a broken one) among them. */
    private readonly listed: string[],
  ) {
    for (const pack of packs) pack.keys.forEach((key, i) => this.index.set(key, [pack, i]));
  }

  /** The file that lists a checkout's packs. */
  static listOf(dir: string, root: string): string {
    return join(dir, `checkout-${sha1Hex(root)}`);
  }

  static read(dir: string, root: string): Packs {
    const list = Packs.listOf(dir, root);
    const packs: Pack[] = [];
    let names: string[] = [];
    try {
      names = readFileSync(list, 'utf8').split('\n').filter((name) => /^[0-9a-f]{40}$/.test(name));
    } catch {
      // no packs yet
    }
    for (const name of names) {
      const pack = readPack(join(dir, `${name}.pack`), name);
      if (pack) packs.push(pack);
    }
    return new Packs(dir, list, packs, names);
  }

  get(key: string, parseTimeoutMs: number): ExtractOutcome | undefined {
    const found = this.index.get(key);
    if (!found) return undefined;
    const [pack, at] = found;
    const entry = pack.entries[at];
    const outcome = Array.isArray(entry) ? unpack(entry, pack) : fromStored(entry, parseTimeoutMs);
    // A broken entry (or a parse that had less time) counts as missing: the run's own outcome goes into the next pack.
    if (!outcome) this.index.delete(key);
    return outcome;
  }

  update(used: ReadonlyMap<string, Packed>): void {
    const missing = [...used.keys()].filter((key) => !this.index.has(key));
    const held = this.packs.reduce((sum, pack) => sum + pack.keys.length, 0);
    const unused = held - (used.size - missing.length);
    if (!used.size || (!missing.length && unused <= used.size)) return;
    // One more pack of what they lack, or one pack of what the run used in place of them all.
    const adding = this.packs.length < MAX_PACKS && unused <= used.size;
    const name = writePack(this.dir, (adding ? missing : [...used.keys()]).sort(), used);
    if (!name) return;
    const kept = adding ? [...this.packs.map((pack) => pack.name), name] : [name];
    if (!writeAtomically(this.list, kept.join('\n') + '\n')) return;
    // The packs the list no longer names: replaced, or unreadable.
    for (const old of this.listed) {
      try {
        if (!kept.includes(old)) rmSync(join(this.dir, `${old}.pack`), { force: true });
      } catch {
        // left behind: only space
      }
    }
  }
}

interface Pack {
  name: string;
  strings: string[];
  keys: string[];
  /** Per key: [first definition number, definitions, first reference number, references], or a stored skip. */
  entries: unknown[];
  numbers: Int32Array;
}

/** The first bytes of a pack file (see dataFile). */
const PACK_MAGIC = 'RMP2';
/** A data file's head: its magic, then the lengths of its JSON part and of its text (32 bits each, little-endian). */
const DATA_HEAD = 12;

/**
 * The bytes of a data file, the layout of the packs and of the encoder's table: `magic` (4 bytes),
 * the lengths of the JSON part and of the text, the JSON part (`about`), the text (UTF-8), zeros to a
 * multiple of 4, then the numbers as 32-bit integers, little-endian (such files are kept only on
 * such machines).
 */
export function dataFile(magic: string, about: unknown, text: string, numbers: Int32Array): Buffer {
  const json = Buffer.from(JSON.stringify(about));
  const textBytes = Buffer.from(text);
  const head = Buffer.alloc(numbersStart(json.length, textBytes.length) - json.length - textBytes.length);
  head.write(magic, 0, 'latin1');
  head.writeUInt32LE(json.length, 4);
  head.writeUInt32LE(textBytes.length, 8);
  return Buffer.concat([head.subarray(0, DATA_HEAD), json, textBytes, head.subarray(DATA_HEAD), Buffer.from(numbers.buffer, numbers.byteOffset, numbers.byteLength)]);
}

/** A data file's parts (see dataFile), or undefined when its magic or lengths are wrong or its JSON part does not parse. */
export function readDataFile(bytes: Buffer, magic: string): { about: unknown; text: string; numbers: Int32Array } | undefined {
  if (bytes.length < DATA_HEAD || bytes.toString('latin1', 0, 4) !== magic) return undefined;
  const [jsonLength, textLength] = [bytes.readUInt32LE(4), bytes.readUInt32LE(8)];
  const start = numbersStart(jsonLength, textLength);
  if (start > bytes.length || (bytes.length - start) % 4) return undefined;
  try {
    const about: unknown = JSON.parse(bytes.toString('utf8', DATA_HEAD, DATA_HEAD + jsonLength));
    const text = bytes.toString('utf8', DATA_HEAD + jsonLength, DATA_HEAD + jsonLength + textLength);
    // A copy: the numbers must start on a 4-byte boundary of their own buffer.
    return { about, text, numbers: new Int32Array(bytes.buffer.slice(bytes.byteOffset + start, bytes.byteOffset + bytes.length)) };
  } catch {
    return undefined;
  }
}

function readPack(file: string, name: string): Pack | undefined {
  try {
    const data = readDataFile(readFileSync(file), PACK_MAGIC);
    if (!data) return undefined;
    const { about, text, numbers } = data;
    const { s, k, e } = (about ?? {}) as { s?: unknown; k?: unknown; e?: unknown };
    if (!Array.isArray(k) || !Array.isArray(e) || k.length !== e.length || !k.every((x) => typeof x === 'string')) return undefined;
    // The strings: the first `s` numbers are their lengths in the text, one after the other.
    if (!Number.isInteger(s) || (s as number) < 0 || (s as number) > numbers.length) return undefined;
    const strings: string[] = new Array(s as number);
    let at = 0;
    for (let i = 0; i < strings.length; i++) {
      const length = numbers[i];
      if (length < 0 || at + length > text.length) return undefined;
      strings[i] = text.slice(at, (at += length));
    }
    if (at !== text.length) return undefined;
    return { name, strings, keys: k, entries: e, numbers };
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
 * (PACK_MAGIC): the JSON part holds the number of strings, the keys and the entries; the text, the
 * strings one after the other; the numbers, each string's length, then the entries' definitions
 * and references.
 */
function writePack(dir: string, keys: string[], outcomes: ReadonlyMap<string, Packed>): string | undefined {
  const strings: string[] = [];
  const ids = new Map<string, number>();
  const id = (text: string) => {
    let at = ids.get(text);
    if (at === undefined) ids.set(text, (at = strings.push(text) - 1));
    return at;
  };
  const numbers: number[] = [];
  const entries = keys.map((key) => {
    const { outcome, parseTimeoutMs } = outcomes.get(key)!;
    if ('skip' in outcome) return toStored(outcome, parseTimeoutMs);
    const { defs, refs } = outcome.tags;
    const defsAt = numbers.length;
    for (const d of defs) numbers.push(id(d.name), id(d.kind), d.line, d.endLine, id(d.signature), d.parent ?? -1);
    const refsAt = numbers.length;
    for (let i = 0; i < refs.lines.length; i++) numbers.push(id(refs.names[i]), id(refs.kinds[i]), refs.lines[i]);
    return [defsAt, defs.length, refsAt, refs.lines.length];
  });
  // The numbers begin with the strings' lengths: entries point past them.
  const shifted = entries.map((entry) => (Array.isArray(entry) ? [entry[0] + strings.length, entry[1], entry[2] + strings.length, entry[3]] : entry));
  const all = new Int32Array(strings.length + numbers.length);
  strings.forEach((string, i) => (all[i] = string.length));
  all.set(numbers, strings.length);
  const content = dataFile(PACK_MAGIC, { s: strings.length, k: keys, e: shifted }, strings.join(''), all);
  const name = sha1Hex(content);
  return writeAtomically(join(dir, `${name}.pack`), content) ? name : undefined;
}

/** A pack's tags entry as tags, checked as fromStored checks an entry file's; undefined when malformed. */
function unpack(entry: unknown[], { strings, numbers }: Pack): ExtractOutcome | undefined {
  const [defsAt, defCount, refsAt, refCount] = entry;
  const fits = (at: unknown, count: unknown, width: number) => Number.isInteger(at) && Number.isInteger(count) && (at as number) >= 0 && (count as number) >= 0 && (at as number) + (count as number) * width <= numbers.length;
  if (entry.length !== 4 || !fits(defsAt, defCount, 6) || !fits(refsAt, refCount, 3)) return undefined;
  const text = (at: number) => strings[at] as string | undefined;
  const tags: FileTags = { defs: [], refs: { names: new Array(refCount as number), kinds: new Array(refCount as number), lines: new Int32Array(refCount as number) } };
  for (let k = 0, i = defsAt as number; k < (defCount as number); k++, i += 6) {
    const [name, kind, signature, parent] = [text(numbers[i]), text(numbers[i + 1]), text(numbers[i + 4]), numbers[i + 5]];
    const [line, endLine] = [numbers[i + 2], numbers[i + 3]];
    if (name === undefined || kind === undefined || signature === undefined) return undefined;
    if (parent === -1) tags.defs.push({ name, kind, line, endLine, signature });
    else if (parent >= 0 && parent < (defCount as number) && parent !== k) tags.defs.push({ name, kind, line, endLine, signature, parent });
    else return undefined;
  }
  const { names, kinds, lines } = tags.refs;
  for (let k = 0, i = refsAt as number; k < (refCount as number); k++, i += 3) {
    const [name, kind] = [text(numbers[i]), text(numbers[i + 1])];
    if (name === undefined || kind === undefined) return undefined;
    names[k] = name;
    kinds[k] = kind;
    lines[k] = numbers[i + 2];
  }
  return { tags };
}

const madeDirs = new Set<string>();

/**
 * An outcome as the text of its entry file (undefined for a skip not worth keeping); `parseTimeoutMs`
 * is the time limit it was reached under. A parse worker writes this text, and sends it: one string
 * crosses between threads for less than the objects it stands for.
 */
export function entryText(outcome: ExtractOutcome, parseTimeoutMs: number): string | undefined {
  const stored = toStored(outcome, parseTimeoutMs);
  return stored && JSON.stringify(stored);
}

/** The outcome an entry file's text holds (checked as when the entry is read), undefined when malformed. */
export function outcomeOfEntryText(text: string, parseTimeoutMs: number): ExtractOutcome | undefined {
  try {
    return fromStored(JSON.parse(text), parseTimeoutMs);
  } catch {
    return undefined;
  }
}

/** Write one entry's text atomically (a temp file, then a rename); a cache that cannot be written only costs speed. */
export function writeCacheEntry(target: string, text: string | Uint8Array): void {
  writeAtomically(target, text);
}

/** An outcome as an entry stores it; undefined for a skip not worth keeping (the file may be readable next time). */
function toStored(outcome: ExtractOutcome, parseTimeoutMs: number): Stored | undefined {
  if ('skip' in outcome) {
    if (!CACHEABLE_SKIPS.has(outcome.skip)) return undefined;
    return outcome.skip === 'parse-timeout' ? { s: outcome.skip, t: parseTimeoutMs } : { s: outcome.skip };
  }
  return {
    d: outcome.tags.defs.map((d): StoredDef => (d.parent === undefined ? [d.name, d.kind, d.line, d.endLine, d.signature] : [d.name, d.kind, d.line, d.endLine, d.signature, d.parent])),
    r: Array.from(outcome.tags.refs.lines, (line, i) => [outcome.tags.refs.names[i], outcome.tags.refs.kinds[i], line]),
  };
}

/** Write a file through a temp file and a rename; false when it cannot be written (read-only or full disk). */
function writeAtomically(target: string, text: string | Uint8Array): boolean {
  const temporary = `${target}.${process.pid}.${threadId}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    const dir = join(target, '..');
    if (!madeDirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      madeDirs.add(dir);
    }
    writeFileSync(temporary, text);
    renameSync(temporary, target);
    return true;
  } catch {
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
  const refs: References = { names: [], kinds: [], lines: new Int32Array(stored.r.length) };
  for (const r of stored.r as unknown[]) {
    if (!Array.isArray(r) || r.length !== 3) return undefined;
    const [name, kind, line] = r;
    if (typeof name !== 'string' || typeof kind !== 'string' || !Number.isInteger(line)) return undefined;
    refs.lines[refs.names.length] = line;
    refs.names.push(name);
    refs.kinds.push(kind);
  }
  return { tags: { defs, refs } };
}
