import Graph from 'graphology';
import type { FileTags, Focus } from './types';
import { languageOf } from './languages';
import { compareStrings } from './order';

/** Knobs of the ranking, in one place so they can be tuned by measurement. */
export const TUNING = {
  /** A name defined in more files than this is too ambiguous to link anything. */
  maxDefiners: 20,
  /** Edge weight multipliers for names the change touches (their callers) and names in changed lines. */
  touchedBoost: 10,
  identifierBoost: 3,
};

/** How much a reference to this name says about a dependency: specific names up, generic ones down. */
export function nameSpecificity(name: string, definers: number, referencingFiles: number, totalFiles: number): number {
  if (definers === 0 || definers > TUNING.maxDefiners || name.length < 2) return 0;
  let weight = 1;
  if (name.length <= 2) weight *= 0.05;
  else if (name.length <= 4) weight *= 0.4;
  const words = name.split(/_+|(?<=[a-z0-9])(?=[A-Z])/).filter(Boolean).length;
  if (words >= 2 && name.length >= 8) weight *= 2.5;
  if (name.startsWith('__') && name.endsWith('__')) weight *= 0.1; // dunder protocol methods
  else if (name.startsWith('_')) weight *= 0.3; // private by convention
  if (totalFiles >= 20 && referencingFiles > totalFiles / 4) weight *= 0.3; // used everywhere
  return weight / definers;
}

/** Who defines and who references each name, per language family. Files are indices into `files`. */
export interface NameIndex {
  files: string[];
  /** key = `family\0name` */
  definers: Map<string, number[]>;
  referencers: Map<string, Map<number, number>>;
}

export function nameKey(family: string, name: string): string {
  return `${family}\0${name}`;
}

export function nameOfKey(key: string): string {
  return key.slice(key.indexOf('\0') + 1);
}

export function indexNames(tags: Map<string, FileTags>): NameIndex {
  const files = [...tags.keys()].sort(compareStrings);
  const definers = new Map<string, number[]>();
  const referencers = new Map<string, Map<number, number>>();
  files.forEach((path, file) => {
    const family = languageOf(path)?.family ?? '';
    const fileTags = tags.get(path)!;
    for (const def of fileTags.defs) {
      const key = nameKey(family, def.name);
      const list = definers.get(key);
      if (!list) definers.set(key, [file]);
      else if (list[list.length - 1] !== file) list.push(file);
    }
    for (const ref of fileTags.refs) {
      const key = nameKey(family, ref.name);
      let counts = referencers.get(key);
      if (!counts) referencers.set(key, (counts = new Map()));
      counts.set(file, (counts.get(file) ?? 0) + 1);
    }
  });
  return { files, definers, referencers };
}

/** The weight one referencing file gives one name, before it is split among the name's definers. */
export type EdgeWeigher = (key: string, references: number) => number;

export function edgeWeigher(index: NameIndex, focus: Focus | undefined): EdgeWeigher {
  const touched = new Set(focus?.touched);
  const identifiers = new Set(focus?.identifiers);
  const total = index.files.length;
  const specificity = new Map<string, number>();
  return (key, references) => {
    let spec = specificity.get(key);
    if (spec === undefined) {
      const name = nameOfKey(key);
      spec = nameSpecificity(name, index.definers.get(key)?.length ?? 0, index.referencers.get(key)?.size ?? 0, total);
      if (touched.has(name)) spec *= TUNING.touchedBoost;
      else if (identifiers.has(name)) spec *= TUNING.identifierBoost;
      specificity.set(key, spec);
    }
    return spec * Math.sqrt(references);
  };
}

/**
 * Calls `visit(from, to, key, weight)` for every reference→definition link between two different
 * files: the one place that decides which links exist and how much each weighs.
 */
export function forEachLink(index: NameIndex, weigh: EdgeWeigher, visit: (from: number, to: number, key: string, weight: number) => void): void {
  for (const [key, refs] of index.referencers) {
    const defs = index.definers.get(key);
    if (!defs) continue;
    for (const [from, count] of refs) {
      const weight = weigh(key, count);
      if (weight <= 0) continue;
      for (const to of defs) if (to !== from) visit(from, to, key, weight);
    }
  }
}

/** The file graph: a node per file, a directed edge from each file to the files whose definitions it uses. */
export function buildFileGraph(index: NameIndex, weigh: EdgeWeigher): Graph<{ index: number }, { weight: number }> {
  const merged = new Map<number, number>();
  const n = index.files.length;
  forEachLink(index, weigh, (from, to, _key, weight) => {
    const edge = from * n + to;
    merged.set(edge, (merged.get(edge) ?? 0) + weight);
  });
  const graph = new Graph<{ index: number }, { weight: number }>({ type: 'directed', multi: false, allowSelfLoops: false });
  index.files.forEach((path, i) => graph.addNode(path, { index: i }));
  for (const edge of [...merged.keys()].sort((a, b) => a - b)) {
    graph.addDirectedEdge(index.files[Math.floor(edge / n)], index.files[edge % n], { weight: merged.get(edge)! });
  }
  return graph;
}
