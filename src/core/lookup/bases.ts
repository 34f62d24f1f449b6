// The classes a file's classes inherit from, followed by name through the files that define them:
// a call through `super`, and in Java, C# and Kotlin a bare call of a member, runs the nearest
// base's member of its name.
import type { RepoIndex } from '../types';
import { definersOf, nameId } from '../rank/names';
import { referenceList } from '../util/packed';

/** How many classes up a chain of bases is followed. */
const MAX_BASES = 6;

/**
 * Whether a class of the file at `path` inherits `definerPath`'s member `name`: one of its bases,
 * or theirs through up to MAX_BASES classes, is a class of that file. The bases are followed by
 * name through the files of the language family `family` that define them; a base of another file
 * that defines `name` itself ends its branch (its own member is the one inherited from there).
 */
export function inheritsFrom(
  index: RepoIndex,
  family: string,
  path: string,
  definerPath: string,
  name: string,
): boolean {
  const overriding = new Set(definersOf(index.names, nameId(index.names, family, name)));
  const visited = new Set([path]);
  let files = [path];
  for (let depth = 0; depth < MAX_BASES && files.length; depth++) {
    const next: string[] = [];
    for (const file of files) {
      const refs = index.tags.get(file)?.refs;
      if (!refs) continue;
      for (const base of referenceList(refs, 'inherit'))
        for (const definer of definersOf(index.names, nameId(index.names, family, base.name))) {
          const basePath = index.names.files[definer];
          if (basePath === definerPath) return true;
          if (visited.has(basePath)) continue;
          visited.add(basePath);
          if (!overriding.has(definer)) next.push(basePath);
        }
    }
    files = next;
  }
  return false;
}
