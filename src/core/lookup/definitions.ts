// Where a name is defined: every definition of it, ordered by how a file asking reaches each.
import type { Definition, NameIndex, RepoIndex } from '../types';
import { definersOf, nameId } from '../rank/names';
import { compareStrings } from '../util/order';
import { definitionList } from '../util/packed';
import { entryOf, familyOf, fileNumber, lookup, page, rankOrder, UNLIMITED, type Page } from './lookup';

/** How a definition relates to the file a question comes from. */
export type Reach = 'same-file' | 'imported' | 'namesake' | 'other-language';

export interface DefinitionHit {
  path: string;
  line: number;
  /** The last line of the definition (of its body, where it has one). */
  endLine: number;
  kind: string;
  name: string;
  signature: string;
  /** The name of the class, struct, module… the definition belongs to. */
  container?: string;
  /** The file's copies (the same blob, or the same definitions), which define it too. */
  copies?: string[];
  /** With `fromPath`: how that file reaches this definition, best first. */
  reach?: Reach;
}

/** The files the name index gives for a name in each language family of the index (a file is of one family). */
function inEveryFamily(
  index: RepoIndex,
  filesOf: (index: NameIndex, id: number) => Int32Array,
  name: string,
): number[] {
  return lookup(index).families.flatMap((family) => [...filesOf(index.names, nameId(index.names, family, name))]);
}

/**
 * Every definition of `name`, in every language. With `fromPath`, ordered by how that file reaches
 * each one: its own, then those it imports, then namesakes in its language family (linked by name
 * alone), then other languages; else, and within each of those, by the ranking of their files.
 * `limit` of them from `offset` on.
 */
export function findDefinitions(
  index: RepoIndex,
  name: string,
  fromPath?: string,
  limit = UNLIMITED,
  offset = 0,
): Page<DefinitionHit> {
  const order = rankOrder(index);
  const fromEntry = fromPath === undefined ? undefined : entryOf(index, fromPath);
  const from = fromEntry === undefined ? undefined : fileNumber(index, fromEntry);
  const hits: DefinitionHit[] = [];
  for (const file of inEveryFamily(index, definersOf, name)) {
    const path = index.names.files[file];
    const defs = definitionList(index.tags.get(path)!.defs);
    for (const def of defs) {
      if (def.name !== name) continue;
      const copies = index.copies.of.get(path);
      const hit: DefinitionHit = {
        path,
        line: def.line,
        endLine: def.endLine,
        kind: def.kind,
        name,
        signature: def.signature,
        ...containerOf(def, defs),
        ...(copies && { copies }),
      };
      if (fromEntry !== undefined) {
        hit.reach =
          path === fromEntry
            ? 'same-file'
            : from !== undefined && index.imports.has(from, file)
              ? 'imported'
              : familyOf(path) === familyOf(fromEntry)
                ? 'namesake'
                : 'other-language';
      }
      hits.push(hit);
    }
  }
  const reachOrder: Record<Reach, number> = { 'same-file': 0, imported: 1, namesake: 2, 'other-language': 3 };
  hits.sort(
    (a, b) =>
      (a.reach && b.reach ? reachOrder[a.reach] - reachOrder[b.reach] : 0) ||
      order(a.path) - order(b.path) ||
      compareStrings(a.path, b.path) ||
      a.line - b.line,
  );
  return page(hits, limit, offset);
}

function containerOf(def: Definition, defs: Definition[]): { container?: string } {
  return def.parent === undefined ? {} : { container: defs[def.parent].name };
}
