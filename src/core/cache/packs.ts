import { basename, dirname, join } from 'node:path';
import type { ExtractOutcome } from '../types';
import { compareStrings } from '../util/order';
import { removeFile } from '../util/storage';
import type { Packed } from './entries';
import {
  bitsLength,
  collectGarbage,
  countBits,
  hasBit,
  namedByLists,
  REFRESH_SECONDS,
  setBit,
  setIf,
  sidesBeside,
  writeList,
  type Side,
} from './lists';
import { readPack, storedTimeLimit, unpack, writePack, type Pack } from './pack-file';

/** Packs a checkout reads at most: past it, or when most of what they hold no side uses, they are made into one or two. */
const MAX_PACKS = 8;

/** What a run's update works from: what it parsed and the packs lack, what it used, the other sides. */
interface Update {
  parsed: ReadonlyMap<string, Packed>;
  /** The keys of what the run parsed that the packs lack. */
  missing: string[];
  /** The entries the run used, as a side's bits. */
  mine: Uint8Array;
  /** The side that holds every entry the run used, when it parsed nothing (see sidesBeside). */
  within: Side | undefined;
  others: Side[];
  /** The entries some side uses (the run's, or another's). */
  live: Uint8Array;
  now: number;
}

/** What a list is to name after an update: its packs, its sides, and the packs as files() gives them. */
interface Listing {
  kept: string[];
  sides: Side[];
  written: Map<string, number>;
}

/**
 * The packs of one checkout: its list (see lists.ts) and the packs it names (see pack-file.ts).
 * A run reads them all; at its end, what it used that they lack goes into one more, small pack (a
 * changed file's tags), until there are MAX_PACKS or they hold more entries that no side (see Side)
 * uses than the run used: then one pack of what the run used, and one of what the list's other
 * sides use (another branch's, another worktree's), replace them all, and the packs they replaced
 * are deleted unless a list names them. Packs no list names (see collectGarbage) go once stale.
 * Entries are checked when asked for. Two runs that update the same list at once keep one's update:
 * the other's pack is left unlisted (and collected once stale), and its files are parsed again next time.
 */
export class Packs {
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
    return new Packs(
      dir,
      list,
      packs,
      names,
      whole ? sides.filter((side) => side.bits.length === bitsLength(entries)) : [],
    );
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
        const stored = storedTimeLimit(pack, i);
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
    if (!used || (!missing.length && unused <= used && this.packs.length === this.listed.length && sidesKept))
      return files;
    // One more pack of what they lack (none when only the sides change), or, past MAX_PACKS or
    // when most of what they hold is unused, one pack of what the run used and one of what the
    // other sides use in place of them all.
    const update: Update = { parsed, missing, mine, within, others, live, now };
    const listing = this.packs.length < MAX_PACKS && unused <= used ? this.added(update, files) : this.replaced(update);
    return listing instanceof Error ? listing : this.relist(listing);
  }

  /** The packs with one more of what they lack (none when only the sides change), their sides grown to its entries. */
  private added(
    { parsed, missing, mine, within, others, now }: Update,
    files: Map<string, number>,
  ): Listing | NodeJS.ErrnoException {
    const name = missing.length ? writePack(this.dir, missing.sort(compareStrings), parsed) : undefined;
    if (name instanceof Error) return name;
    const kept = [...this.packs.map((pack) => pack.name), ...(name ? [name] : [])];
    const total = this.used.length + missing.length;
    const grown = (bits: Uint8Array, added: boolean) => {
      const more = new Uint8Array(bitsLength(total));
      more.set(bits);
      for (let at = this.used.length; added && at < total; at++) setBit(more, at);
      return more;
    };
    const current = within && !missing.length ? within.bits : mine;
    const sides = [
      { stamp: now, bits: grown(current, true) },
      ...others.map((side) => ({ stamp: side.stamp, bits: grown(side.bits, false) })),
    ];
    if (name) files.set(this.relative(name), missing.length);
    return { kept, sides, written: files };
  }

  /** One pack of what the run used and one of what the other sides use, in place of them all; the sides renumbered to them. */
  private replaced({ parsed, mine, others, live, now }: Update): Listing | NodeJS.ErrnoException {
    const theirs = new Uint8Array(live.length);
    for (let i = 0; i < live.length; i++) theirs[i] = live[i] & ~mine[i];
    const ownEntries = new Map([...this.entries(), ...parsed]);
    const otherEntries = this.entries(theirs);
    for (const key of ownEntries.keys()) otherEntries.delete(key);
    const groups = [ownEntries, otherEntries]
      .filter((group) => group.size)
      .map((group) => ({ group, keys: [...group.keys()].sort(compareStrings) }));
    const kept: string[] = [];
    for (const { group, keys } of groups) {
      const name = writePack(this.dir, keys, group);
      if (name instanceof Error) return name;
      kept.push(name);
    }
    // Entries are numbered in the new packs' order: the sides' bits follow their keys there.
    const order = new Map(groups.flatMap(({ keys }) => keys).map((key, at) => [key, at]));
    const renumbered = (bits: Uint8Array) => {
      const moved = new Uint8Array(bitsLength(order.size));
      for (const pack of this.packs)
        for (let i = 0; i < pack.entries; i++)
          if (hasBit(bits, pack.first + i)) setIf(moved, order.get(pack.strings[i]));
      return moved;
    };
    const own = new Uint8Array(bitsLength(order.size));
    for (const key of ownEntries.keys()) setIf(own, order.get(key));
    const sides = [
      { stamp: now, bits: own },
      ...others.map((side) => ({ stamp: side.stamp, bits: renumbered(side.bits) })),
    ];
    return { kept, sides, written: new Map(groups.map(({ keys }, i) => [this.relative(kept[i]), keys.length])) };
  }

  /** Write the list, then remove what no list names any more; the packs listed, or the error that kept the list from being written. */
  private relist({ kept, sides, written }: Listing): Map<string, number> | NodeJS.ErrnoException {
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
