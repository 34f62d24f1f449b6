// A file folded into another as its copy (the same blob, or the same definitions) is one entry of
// the map and the graph, but it uses names on its own lines: the lookups read its uses too.
import { posix } from 'node:path';
import type { RepoIndex } from '../types';
import { isPathKind, languageOf } from '../language-lookup';

/**
 * A file of the index and the copies folded into it (the same blob, or the same definitions) that
 * reach what it reaches (of `definerPath`, where the question is about one definer): each uses
 * names on its own lines.
 */
export function withCopies(index: RepoIndex, path: string, definerPath?: string): string[] {
  const copies = index.copies.of.get(path);
  return copies ? [path, ...copies.filter((copy) => reachesAsEntry(index, path, copy, definerPath))] : [path];
}

/**
 * Whether a copy's imports reach what its entry's do (only the entry's are resolved): in the same
 * folder, or where each of its relative specifiers (`../store`) names the same file from both
 * folders, or a copy of it (`deno_dist/store.ts` of `src/store.ts`). A Go file in another folder is
 * in another package: it reaches the same only of a definer its entry imports (of another package).
 */
function reachesAsEntry(index: RepoIndex, entry: string, copy: string, definerPath: string | undefined): boolean {
  const [from, to] = [posix.dirname(entry), posix.dirname(copy)];
  if (from === to) return true;
  if (languageOf(copy)?.id === 'go') return definerPath !== undefined && posix.dirname(definerPath) !== from;
  const { strings, names, kinds } = index.copyTags.get(copy)!.refs;
  const stems = copyStems(index);
  for (let i = 0; i < names.length; i++) {
    const spec = strings[names[i]];
    if (!isPathKind(strings[kinds[i]]) || !spec.startsWith('.')) continue;
    const [mine, its] = [stem(posix.join(to, spec)), stem(posix.join(from, spec))];
    if (mine !== its && stems.get(mine) !== its) return false;
  }
  return true;
}

/** A path without its extension and without a last `/index`: how a specifier names a file. */
const stem = (path: string) => path.replace(/\.[^/.]+$/, '').replace(/\/index$/, '');

/** Each copy's stem, to its entry's. */
function copyStems(index: RepoIndex): Map<string, string> {
  let stems = stemsOfCopies.get(index);
  if (!stems) {
    stems = new Map([...index.copies.entryOf].map(([copy, entry]) => [stem(copy), stem(entry)]));
    stemsOfCopies.set(index, stems);
  }
  return stems;
}

const stemsOfCopies = new WeakMap<RepoIndex, Map<string, string>>();
