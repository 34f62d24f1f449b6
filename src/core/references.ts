// A file's references are kept packed (see References in ./types): these make and read them.

import type { Reference, References } from './types';

/** A table of strings that numbers each string the first time it is asked for one (the next after those in `strings`). */
export function stringTable(strings: string[] = []): { strings: string[]; numberOf: (text: string) => number } {
  const numbers = new Map<string, number>();
  const numberOf = (text: string) => {
    let at = numbers.get(text);
    if (at === undefined) numbers.set(text, (at = strings.push(text) - 1));
    return at;
  };
  return { strings, numberOf };
}

/** These references, packed in the same order. */
export function packReferences(list: readonly Reference[]): References {
  const { strings, numberOf } = stringTable();
  const [names, kinds, lines] = [new Int32Array(list.length), new Int32Array(list.length), new Int32Array(list.length)];
  list.forEach((ref, i) => {
    names[i] = numberOf(ref.name);
    kinds[i] = numberOf(ref.kind);
    lines[i] = ref.line;
  });
  return { strings, names, kinds, lines };
}

/** The references as objects, all or those of one kind: for the few files a resolver or a question looks at. */
export function referenceList({ strings, names, kinds, lines }: References, kind?: string): Reference[] {
  const list: Reference[] = [];
  for (let i = 0; i < names.length; i++) if (kind === undefined || strings[kinds[i]] === kind) list.push({ name: strings[names[i]], kind: strings[kinds[i]], line: lines[i] });
  return list;
}
