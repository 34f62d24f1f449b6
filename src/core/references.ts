// A file's references are kept packed (see References in ./types): these make and read them.

import type { Reference, References } from './types';

/** These references, packed in the same order. */
export function packReferences(list: readonly Reference[]): References {
  const lines = new Int32Array(list.length);
  for (let i = 0; i < list.length; i++) lines[i] = list[i].line;
  return { names: list.map((ref) => ref.name), kinds: list.map((ref) => ref.kind), lines };
}

/** The references as objects, all or those of one kind: for the few files a resolver or a question looks at. */
export function referenceList({ names, kinds, lines }: References, kind?: string): Reference[] {
  const list: Reference[] = [];
  for (let i = 0; i < names.length; i++) if (kind === undefined || kinds[i] === kind) list.push({ name: names[i], kind: kinds[i], line: lines[i] });
  return list;
}
