// A map's noise, for bench:relevance: the share of the files it lists that are neither changed,
// nor linked to the change other than by a bare name (an import either way, a caller that
// change_impact links by import, scope or type), so that nothing but namesakes brought them in.
import { changeImpact } from '../src/core/lookup/impact';
import { lookup } from '../src/core/lookup/lookup';
import type { RepoIndex } from '../src/core/types';

/** What a change is linked to: its files, the files they import, and its callers not linked by name alone. */
export interface ChangeLinks {
  changed: number[];
  linked: Set<string>;
  number: ReadonlyMap<string, number>;
}

export function changeLinks(index: RepoIndex): ChangeLinks {
  const number = lookup(index).fileNumbers;
  const changed = index.focus.changedFiles.flatMap((path) => number.get(path) ?? []);
  const linked = new Set(index.focus.changedFiles);
  for (const file of changed) for (const target of index.imports.reached(file)) linked.add(index.names.files[target]);
  for (const entry of changeImpact(index))
    for (const caller of entry.callers.items) if (caller.via !== 'name') linked.add(caller.path);
  return { changed, linked, number };
}

/** The share of `paths` (a map's files) that nothing but a bare name links to the change; undefined for an empty map. */
export function noiseOf(
  paths: string[],
  { changed, linked, number }: ChangeLinks,
  index: RepoIndex,
): number | undefined {
  if (!paths.length) return undefined;
  const importsChange = (path: string) => {
    const file = number.get(path);
    return file !== undefined && changed.some((target) => index.imports.has(file, target));
  };
  return paths.filter((path) => !linked.has(path) && !importsChange(path)).length / paths.length;
}
