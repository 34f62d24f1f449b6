// A file's tags are kept packed, column by column (see Definitions and References in ./types):
// these make them and read them back as objects.

import type { Definition, Definitions, FileTags, Reference, References } from '../types';
import { StringTable } from './strings';

/** These definitions and references, packed in the same order, their strings in one table. */
export function packTags(defs: readonly Definition[], refs: readonly Reference[]): FileTags {
  const table = new StringTable([], Math.min(3 * defs.length + 2 * refs.length, MOST_EXPECTED));
  const id = (text: string) => table.numberOf(text);
  // A loop, not Int32Array.from with a map function, which goes through an iterator (~0.2 s of a cold Go run).
  const column = <T>(list: readonly T[], value: (item: T) => number) => {
    const numbers = new Int32Array(list.length);
    for (let i = 0; i < list.length; i++) numbers[i] = value(list[i]);
    return numbers;
  };
  return {
    defs: {
      strings: table.strings,
      names: column(defs, (def) => id(def.name)),
      kinds: column(defs, (def) => id(def.kind)),
      lines: column(defs, (def) => def.line),
      endLines: column(defs, (def) => def.endLine),
      signatures: column(defs, (def) => id(def.signature)),
      parents: column(defs, (def) => def.parent ?? -1),
    },
    refs: {
      strings: table.strings,
      names: column(refs, (ref) => id(ref.name)),
      kinds: column(refs, (ref) => id(ref.kind)),
      lines: column(refs, (ref) => ref.line),
    },
  };
}

/** Strings a file's table is made for at most at first (it grows past them). */
const MOST_EXPECTED = 1 << 16;

/**
 * Tables of strings whose signatures are made when first read (a pack's: see textAt), each with the
 * function that makes one.
 */
const madeWhenRead = new WeakMap<readonly string[], (at: number) => string>();

/**
 * Have `make` make the strings missing from `table` when first read (textAt): a pack's table leaves
 * out the signatures that are nothing else (half its strings), which a run mostly never reads.
 */
export function makeWhenRead(table: string[], make: (at: number) => string): void {
  madeWhenRead.set(table, (at) => (table[at] = make(at)));
}

/** `strings[at]`, made and kept if the table makes it when first read (see makeWhenRead). */
export function textAt(strings: readonly string[], at: number): string {
  return strings[at] ?? madeWhenRead.get(strings)!(at);
}

/** The i-th definition as an object. */
export function definitionAt(
  { strings, names, kinds, lines, endLines, signatures, parents }: Definitions,
  i: number,
): Definition {
  const def: Definition = {
    name: strings[names[i]],
    kind: strings[kinds[i]],
    line: lines[i],
    endLine: endLines[i],
    signature: textAt(strings, signatures[i]),
  };
  if (parents[i] >= 0) def.parent = parents[i];
  return def;
}

/** The definitions as objects: for the few files a focus, a map or a question looks at. */
export function definitionList(defs: Definitions): Definition[] {
  return Array.from(defs.names, (_, i) => definitionAt(defs, i));
}

/** The references as objects, all or those of one kind: for the few files a resolver or a question looks at. */
export function referenceList({ strings, names, kinds, lines }: References, kind?: string): Reference[] {
  const list: Reference[] = [];
  for (let i = 0; i < names.length; i++)
    if (kind === undefined || strings[kinds[i]] === kind)
      list.push({ name: strings[names[i]], kind: strings[kinds[i]], line: lines[i] });
  return list;
}
