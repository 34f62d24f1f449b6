// Fidelity of a map: does what it prints read right? Four counts, each from the index and the
// checkout rather than from the map's own bookkeeping (a map cannot pass by claiming it did it):
//   membersWithoutContainer  a member (a definition the index nests in a class, struct, impl…)
//                            shown while its container's line is not
//   openHeads                a code signature that ends on an open bracket or a dangling operator
//                            (a head cut at its first line: `MiddlewareHandler<`), an ellipsis aside
//   copiesShownTwice         a file listed while an earlier entry has the same blob, or exactly the
//                            same definitions (names, kinds, signatures)
//   callersWithoutUse        a file outside the change whose references resolve to a definition the
//                            change touches, listed without a single line of how it uses it
// `callersListed` is the denominator of the last one.
import type { RepoIndex } from '../src/core/index';
import { changeImpact } from '../src/core/query';
import type { MapFile } from '../src/core/types';

export interface Fidelity {
  membersWithoutContainer: number;
  openHeads: number;
  copiesShownTwice: number;
  callersWithoutUse: number;
  callersListed: number;
}

export const NO_FIDELITY_ISSUES: Fidelity = { membersWithoutContainer: 0, openHeads: 0, copiesShownTwice: 0, callersWithoutUse: 0, callersListed: 0 };

/** Kinds of non-code outlines and one-line entries: headings and keys, not declarations. */
const NOT_CODE = new Set(['heading', 'key', 'selector', 'file']);

/** An open bracket, or an operator that expects more after it, at the end of a head. */
const DANGLING = /(?:[([{<,=|&+\-*/%^~:.]|=>|->)$/;

export function openHead(signature: string): boolean {
  return DANGLING.test(signature.replace(/…$/, '').trimEnd());
}

/** A map file as the fidelity counts read it: whatever version of the map it comes from. */
type ShownFile = MapFile & { uses?: unknown[]; copies?: string[] };

export function fidelityOf(index: RepoIndex, files: MapFile[], blobOf: ReadonlyMap<string, string>): Fidelity {
  const result = { ...NO_FIDELITY_ISSUES };
  const changed = new Set(index.focus.changedFiles);
  const callers = new Set<string>();
  for (const entry of changeImpact(index)) for (const hit of entry.callers.items) if (!changed.has(hit.path)) callers.add(hit.path);

  const seenBlobs = new Set<string>();
  const seenDefinitions = new Set<string>();
  for (const file of files as ShownFile[]) {
    const defs = index.tags.get(file.path)?.defs ?? [];
    const shown = new Set(file.symbols.map((s) => `${s.name}\0${s.line}`));
    for (const symbol of file.symbols) {
      const def = defs.find((d) => d.name === symbol.name && d.line === symbol.line);
      const parent = def?.parent === undefined ? undefined : defs[def.parent];
      if (parent && !shown.has(`${parent.name}\0${parent.line}`)) result.membersWithoutContainer++;
      if (!NOT_CODE.has(symbol.kind) && openHead(symbol.signature)) result.openHeads++;
    }

    const blob = blobOf.get(file.path);
    const definitions = defs.length ? JSON.stringify(defs.map((d) => [d.name, d.kind, d.signature])) : undefined;
    if ((blob !== undefined && seenBlobs.has(blob)) || (definitions !== undefined && seenDefinitions.has(definitions))) result.copiesShownTwice++;
    for (const path of [file.path, ...(file.copies ?? [])]) {
      const copyBlob = blobOf.get(path);
      if (copyBlob !== undefined) seenBlobs.add(copyBlob);
    }
    if (definitions !== undefined) seenDefinitions.add(definitions);

    if (callers.has(file.path)) {
      result.callersListed++;
      if (!file.uses?.length) result.callersWithoutUse++;
    }
  }
  return result;
}

export function addFidelity(total: Fidelity, more: Fidelity): Fidelity {
  const sum = { ...total };
  for (const key of Object.keys(sum) as (keyof Fidelity)[]) sum[key] += more[key];
  return sum;
}
