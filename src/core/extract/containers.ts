// Members under their containers: which definition of a file holds which.

import type { Definition } from '../types';

/** A definition as the query found it: its node's span, and the name of a container the syntax does not nest it in. */
export interface FoundDefinition {
  def: Definition;
  start: number;
  end: number;
  container?: string;
}

/** Kinds of definitions that hold others: members are shown under them. */
export const CONTAINER_KINDS = new Set([
  'class',
  'struct',
  'interface',
  'trait',
  'impl',
  'enum',
  'union',
  'module',
  'type',
]);

/**
 * Each definition's container: the innermost definition of a container kind whose node encloses
 * its node, else (Go's methods, outside their type) the container of the name its `@container`
 * capture gives, when the file defines it. Sets `parent` to the container's index in `found`.
 */
export function linkContainers(found: FoundDefinition[]): void {
  const order = found
    .map((_, i) => i)
    .sort((a, b) => found[a].start - found[b].start || found[b].end - found[a].end || a - b);
  const open: number[] = [];
  for (const i of order) {
    while (open.length && found[open[open.length - 1]].end < found[i].end) open.pop();
    const top = open[open.length - 1];
    if (top !== undefined && (found[top].start < found[i].start || found[i].end < found[top].end))
      found[i].def.parent = top;
    if (CONTAINER_KINDS.has(found[i].def.kind)) open.push(i);
  }
  const byName = new Map<string, number>();
  found.forEach((f, i) => {
    if (CONTAINER_KINDS.has(f.def.kind) && !byName.has(f.def.name)) byName.set(f.def.name, i);
  });
  for (const f of found) {
    const parent = f.container === undefined ? undefined : byName.get(f.container);
    if (f.def.parent === undefined && parent !== undefined && found[parent] !== f) f.def.parent = parent;
  }
}
