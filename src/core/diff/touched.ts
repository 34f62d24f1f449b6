// The definitions a change touches, found by line: those on a changed line and the innermost one
// around each, and what the change does to them (added, modified, removed).
import type { Definition, DefinitionChange, FileTags, LineRange } from '../types';
import { definitionList } from '../util/packed';
import type { ChangedFile } from './sides';
import { TEST_KIND } from '../language-tests';

/**
 * What the change does to one file's definitions. A touched definition of the head side is added
 * when its own line is new and the base side defined no such name (without removed lines there is
 * no base side: nothing can have been renamed into it), else modified; a touched definition of the
 * base side whose name the head side no longer defines is removed (its callers are left broken),
 * else its head namesake is modified.
 */
export function definitionChanges({ path, head, base }: ChangedFile): DefinitionChange[] {
  const changes: DefinitionChange[] = [];
  const changeOf = (def: Definition, status: DefinitionChange['status']): DefinitionChange => {
    const { name, kind, line, signature } = def;
    return { path, name, kind, line, signature, status };
  };
  const headTouched = head?.tags ? touchedDefinitions(head.tags, head.ranges) : [];
  const baseTouched = base?.tags ? touchedDefinitions(base.tags, base.ranges) : [];
  const baseNames = new Set(base?.tags ? definitionList(base.tags.defs).map((def) => def.name) : []);
  const listed = new Set<string>();
  const headChanged = head && lineSet(head.ranges);
  for (const def of headTouched) {
    const added = !baseNames.has(def.name) && headChanged!(def.line);
    changes.push(changeOf(def, added ? 'added' : 'modified'));
    listed.add(def.name);
  }
  const headDefs = new Map<string, Definition>();
  for (const def of head?.tags ? definitionList(head.tags.defs) : [])
    if (!headDefs.has(def.name)) headDefs.set(def.name, def);
  for (const def of baseTouched) {
    if (listed.has(def.name)) continue;
    listed.add(def.name);
    const namesake = headDefs.get(def.name);
    changes.push(namesake ? changeOf(namesake, 'modified') : changeOf(def, 'removed'));
  }
  return changes;
}

/** The lines of the ranges as ranges in order, none overlapping or touching another. */
function disjoint(ranges: LineRange[]): LineRange[] {
  const merged: LineRange[] = [];
  for (const { start, end } of [...ranges].sort((a, b) => a.start - b.start)) {
    const last = merged[merged.length - 1];
    if (last && start <= last.end + 1) last.end = Math.max(last.end, end);
    else merged.push({ start, end });
  }
  return merged;
}

/** Whether a line is in one of the ranges: a binary search, as a diff may have thousands of hunks. */
export function lineSet(ranges: LineRange[]): (line: number) => boolean {
  const sorted = disjoint(ranges);
  return (line) => {
    let low = 0;
    let high = sorted.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (sorted[middle].end < line) low = middle + 1;
      else if (sorted[middle].start > line) high = middle - 1;
      else return true;
    }
    return false;
  };
}

/**
 * The definitions a change touches: those whose own line changed, and the innermost one around each
 * changed line. In source order. Test blocks (`it('parses', …)`) are no definitions others use: not these.
 */
export function touchedDefinitions(tags: FileTags, ranges: LineRange[]): Definition[] {
  const defs = definitionList(tags.defs).filter((def) => def.kind !== TEST_KIND);
  const changed = lineSet(ranges);
  const touched = new Set<number>();
  defs.forEach((def, i) => {
    if (changed(def.line)) touched.add(i);
  });
  for (const i of innermostAround(defs, ranges)) touched.add(i);
  return defs.filter((_, i) => touched.has(i));
}

/**
 * The innermost definition around each line of the ranges (the shortest, the first of equals), by
 * index: one sweep down the lines, with the definitions open at a line in a heap by their length.
 */
export function innermostAround(defs: Pick<Definition, 'line' | 'endLine'>[], ranges: LineRange[]): Set<number> {
  const found = new Set<number>();
  const byStart = defs.map((_, i) => i).sort((a, b) => defs[a].line - defs[b].line);
  const open = new DefinitionHeap(defs);
  let next = 0;
  for (const range of disjoint(ranges)) {
    for (let line = range.start; line <= range.end; line++) {
      while (next < byStart.length && defs[byStart[next]].line <= line) open.push(byStart[next++]);
      while (open.size && defs[open.top()].endLine < line) open.pop(); // closed before this line, so for every later one
      if (open.size) found.add(open.top());
    }
  }
  return found;
}

/** A min-heap of definitions by index: the shortest first, then the first in source order. */
class DefinitionHeap {
  private readonly items: number[] = [];
  constructor(private readonly defs: Pick<Definition, 'line' | 'endLine'>[]) {}
  get size(): number {
    return this.items.length;
  }
  top(): number {
    return this.items[0];
  }
  push(index: number): void {
    const { items } = this;
    items.push(index);
    for (let i = items.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (!this.before(items[i], items[parent])) break;
      [items[i], items[parent]] = [items[parent], items[i]];
      i = parent;
    }
  }
  pop(): void {
    const { items } = this;
    const last = items.pop()!;
    if (!items.length) return;
    items[0] = last;
    for (let i = 0; ;) {
      const left = 2 * i + 1;
      const smallest = [left, left + 1].reduce(
        (best, child) => (child < items.length && this.before(items[child], items[best]) ? child : best),
        i,
      );
      if (smallest === i) return;
      [items[i], items[smallest]] = [items[smallest], items[i]];
      i = smallest;
    }
  }
  private before(a: number, b: number): boolean {
    const spanA = this.defs[a].endLine - this.defs[a].line;
    const spanB = this.defs[b].endLine - this.defs[b].line;
    return spanA < spanB || (spanA === spanB && a < b);
  }
}
