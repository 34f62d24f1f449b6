// A file's references are kept packed (see References in ./types): these make and read them.

import type { Reference, References } from './types';
import { StringTable } from './strings';

/** These references, packed in the same order. */
export function packReferences(list: readonly Reference[]): References {
  const table = new StringTable();
  const [names, kinds, lines] = [new Int32Array(list.length), new Int32Array(list.length), new Int32Array(list.length)];
  list.forEach((ref, i) => {
    names[i] = table.numberOf(ref.name);
    kinds[i] = table.numberOf(ref.kind);
    lines[i] = ref.line;
  });
  return { strings: table.strings, names, kinds, lines };
}

/** The references as objects, all or those of one kind: for the few files a resolver or a question looks at. */
export function referenceList({ strings, names, kinds, lines }: References, kind?: string): Reference[] {
  const list: Reference[] = [];
  for (let i = 0; i < names.length; i++) if (kind === undefined || strings[kinds[i]] === kind) list.push({ name: strings[names[i]], kind: strings[kinds[i]], line: lines[i] });
  return list;
}
