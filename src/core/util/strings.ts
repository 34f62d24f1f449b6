// Numbering strings: the tables that give each distinct string a number, the engine's one way to
// intern names, kinds and signatures (the name index, packs, packed references).

/**
 * A table that numbers strings: the first time a string is asked for, it is appended to `strings`
 * and its number is its place there (strings already in the list when the table is made are not
 * in the table). An open-addressing hash table in typed arrays: interning into a JavaScript Map
 * took 1.0-1.2 s in profiles of a 200,000-file run (600,000 names; the map's table is a heap object
 * that the collector scans); this one probes arrays of numbers, and compares a string's text only
 * when its hash matches.
 */
export class StringTable {
  /** Per slot: a string's number + 1, or 0 when the slot is empty; and that string's hash. */
  private slots: Int32Array;
  private hashes: Int32Array;
  private size = 0;
  /** Per table of strings another source numbered (see numberIn): the number here of each of its numbers, + 1. */
  private readonly fromTables = new Map<readonly string[], Int32Array>();
  /** The table numberIn was last asked about, and its numbers: the files of a pack come one after the other. */
  private lastTable: readonly string[] | undefined;
  private lastNumbers: Int32Array = new Int32Array(0);

  /** `expected`: how many strings it will number at most, if known (its slots are made for them, not grown by doubling). */
  constructor(
    readonly strings: string[] = [],
    expected = 0,
  ) {
    let size = 64;
    while (size < expected * 2) size *= 2;
    [this.slots, this.hashes] = [new Int32Array(size), new Int32Array(size)];
  }

  /** The number of a string, or undefined when the table has not numbered it. */
  get(text: string): number | undefined {
    const at = this.slotOf(text, hashOf(text));
    return this.slots[at] ? this.slots[at] - 1 : undefined;
  }

  /** The number of a string, a new one the first time. */
  numberOf(text: string): number {
    const hash = hashOf(text);
    const at = this.slotOf(text, hash);
    if (this.slots[at]) return this.slots[at] - 1;
    const number = this.strings.push(text) - 1;
    this.slots[at] = number + 1;
    this.hashes[at] = hash;
    if (++this.size * 2 > this.slots.length) this.grow();
    return number;
  }

  /**
   * The number of `table[at]`, a string of a table that many sources share (a pack's): looked up by
   * its text once, then by its number there.
   */
  numberIn(table: readonly string[], at: number): number {
    if (table !== this.lastTable) {
      let numbers = this.fromTables.get(table);
      if (!numbers) this.fromTables.set(table, (numbers = new Int32Array(table.length)));
      [this.lastTable, this.lastNumbers] = [table, numbers];
    }
    const numbers = this.lastNumbers;
    if (!numbers[at]) numbers[at] = this.numberOf(table[at]) + 1;
    return numbers[at] - 1;
  }

  /** The slot that holds a string, or the empty slot where it goes. */
  private slotOf(text: string, hash: number): number {
    const mask = this.slots.length - 1;
    let at = hash & mask;
    while (this.slots[at] && !(this.hashes[at] === hash && this.strings[this.slots[at] - 1] === text))
      at = (at + 1) & mask;
    return at;
  }

  /** Twice the slots, each string moved to its place in them (at most half the slots are full). */
  private grow(): void {
    const [slots, hashes] = [this.slots, this.hashes];
    this.slots = new Int32Array(slots.length * 2);
    this.hashes = new Int32Array(slots.length * 2);
    const mask = this.slots.length - 1;
    for (let i = 0; i < slots.length; i++) {
      if (!slots[i]) continue;
      let at = hashes[i] & mask;
      while (this.slots[at]) at = (at + 1) & mask;
      this.slots[at] = slots[i];
      this.hashes[at] = hashes[i];
    }
  }
}

/** A string's 32-bit FNV-1a hash, over its UTF-16 code units, as a signed integer (as an Int32Array keeps it). */
function hashOf(text: string): number {
  let hash = 0x811c9dc5 | 0;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash;
}
