// Fidelity of a map: does what it prints read right? Four counts, each from the index and the
// checkout rather than from the map's own bookkeeping (a map cannot pass by claiming it did it):
//   membersWithoutContainer  a member (a definition the index nests in a class, struct, impl…)
//                            shown while its container's line is not
//   openHeads                a code signature that ends on an open bracket or a dangling operator
//                            (a head cut at its first line: `MiddlewareHandler<`), an ellipsis aside
//   copiesShownTwice         a file with definitions listed while an earlier entry has the same
//                            blob, or exactly the same definitions (names, kinds, signatures)
//   copiesKeptApart          of those, the ones the fold keeps apart on purpose: only modules
//                            declared (a Rust `lib.rs`), or the same definitions under another file
//                            name or package (ESLint's rules, two Java packages)
//   callersWithoutUse        a file outside the change whose references resolve to a definition the
//                            change touches, listed without a single line of how it uses it
//   callersByNameOnly        of those, the ones linked to it by a name that other files define too,
//                            with no import that says which (the map shows no line for such a use)
// `callersListed` is the denominator of the last one.
import type { RepoIndex } from '../src/core/types';
import { changeImpact } from '../src/core/lookup/impact';
import { byNameOnly } from '../src/core/select/uses';
import type { MapFile, MapUse } from '../src/core/types';
import { countTokens } from '../src/core/tokens/counter';
import { fileLine, markOf, symbolDepths, symbolLine, useLine } from '../src/core/render/text';
import { definitionList, referenceList } from '../src/core/util/packed';

export interface Fidelity {
  membersWithoutContainer: number;
  openHeads: number;
  copiesShownTwice: number;
  copiesKeptApart: number;
  callersWithoutUse: number;
  callersByNameOnly: number;
  callersListed: number;
}

export const NO_FIDELITY_ISSUES: Fidelity = {
  membersWithoutContainer: 0,
  openHeads: 0,
  copiesShownTwice: 0,
  copiesKeptApart: 0,
  callersWithoutUse: 0,
  callersByNameOnly: 0,
  callersListed: 0,
};

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
  // Each caller, and whether any of its uses is linked by more than a name that others define too.
  const callers = new Map<string, boolean>();
  for (const entry of changeImpact(index)) {
    const guess = byNameOnly(index, entry);
    for (const hit of entry.callers.items) {
      if (changed.has(hit.path)) continue;
      const specific = !guess(hit);
      callers.set(hit.path, (callers.get(hit.path) ?? false) || specific);
    }
  }

  const seenBlobs = new Set<string>();
  // Each set of definitions shown, with what the fold compares besides: file name and package.
  const seenDefinitions = new Map<string, string>();
  const foldKeyOf = (path: string, declared: string[]) =>
    JSON.stringify([path.slice(path.lastIndexOf('/') + 1), declared]);
  for (const file of files as ShownFile[]) {
    const tags = index.tags.get(file.path);
    const defs = tags ? definitionList(tags.defs) : [];
    const shown = new Set(file.symbols.map((s) => `${s.name}\0${s.line}`));
    for (const symbol of file.symbols) {
      const def = defs.find((d) => d.name === symbol.name && d.line === symbol.line);
      const parent = def?.parent === undefined ? undefined : defs[def.parent];
      if (parent && !shown.has(`${parent.name}\0${parent.line}`)) result.membersWithoutContainer++;
      if (!NOT_CODE.has(symbol.kind) && openHead(symbol.signature)) result.openHeads++;
    }

    const blob = blobOf.get(file.path);
    const definitions = defs.length ? JSON.stringify(defs.map((d) => [d.name, d.kind, d.signature])) : undefined;
    const refs = index.tags.get(file.path)?.refs;
    const declared = refs ? referenceList(refs, 'package').map((r) => r.name) : [];
    const sameBlob = blob !== undefined && seenBlobs.has(blob);
    const sameDefinitions = definitions !== undefined && seenDefinitions.has(definitions);
    if (definitions !== undefined && (sameBlob || sameDefinitions)) {
      result.copiesShownTwice++;
      const onlyModules = defs.every((d) => d.kind === 'module');
      if (onlyModules || (!sameBlob && seenDefinitions.get(definitions) !== foldKeyOf(file.path, declared)))
        result.copiesKeptApart++;
    }
    for (const path of [file.path, ...(file.copies ?? [])]) {
      const copyBlob = blobOf.get(path);
      if (copyBlob !== undefined) seenBlobs.add(copyBlob);
    }
    if (definitions !== undefined && !seenDefinitions.has(definitions))
      seenDefinitions.set(definitions, foldKeyOf(file.path, declared));

    if (callers.has(file.path)) {
      result.callersListed++;
      if (!file.uses?.length) {
        result.callersWithoutUse++;
        if (!callers.get(file.path)) result.callersByNameOnly++;
      }
    }
  }
  return result;
}

export function addFidelity(total: Fidelity, more: Fidelity): Fidelity {
  const sum = { ...total };
  for (const key of Object.keys(sum) as (keyof Fidelity)[]) sum[key] += more[key];
  return sum;
}

/** Where a map's tokens go: file lines, container heads shown above their members, other definitions, call lines. */
export interface TokenParts {
  fileLines: number;
  containerHeads: number;
  definitions: number;
  callLines: number;
}

export const NO_TOKENS: TokenParts = { fileLines: 0, containerHeads: 0, definitions: 0, callLines: 0 };

export function tokenPartsOf(files: MapFile[], changed: ReadonlySet<string>): TokenParts {
  const parts = { ...NO_TOKENS };
  for (const file of files as ShownFile[]) {
    parts.fileLines += countTokens(fileLine(file.path, markOf(file, changed), file.copies) + '\n');
    const depths = symbolDepths(file.symbols);
    file.symbols.forEach((symbol, i) => {
      const tokens = countTokens(symbolLine(symbol, depths[i]) + '\n');
      if (file.symbols[i + 1]?.container === symbol.name && depths[i + 1] > depths[i]) parts.containerHeads += tokens;
      else parts.definitions += tokens;
    });
    for (const use of (file.uses ?? []) as MapUse[]) parts.callLines += countTokens(useLine(use) + '\n');
  }
  return parts;
}

export function addTokenParts(total: TokenParts, more: TokenParts): TokenParts {
  return {
    fileLines: total.fileLines + more.fileLines,
    containerHeads: total.containerHeads + more.containerHeads,
    definitions: total.definitions + more.definitions,
    callLines: total.callLines + more.callLines,
  };
}
