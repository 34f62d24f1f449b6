import type { Definition } from '../types';
import { pathRefs, push, type ResolveInput } from './common';

// Languages whose files declare a package or namespace and import types by qualified name (Java,
// Kotlin, Scala, C#, PHP): an index of `package<sep>TopLevelName` → files, and the packages.

export interface QualifiedIndex {
  separator: string;
  /** Each file's package ('' for the default or global one). */
  packageOf: Map<number, string>;
  /** `package.Type` (and `package.function` where a language has top-level functions) → the files that define it. */
  types: Map<string, number[]>;
  packages: Set<string>;
}

/**
 * Index the family's files. A file's package is what its `package` references say (joined with the
 * separator: Scala's `package a; package b` is a.b), else `fallback(path)`.
 */
export function indexQualified(input: ResolveInput, separator: string, fallback: (path: string) => string, clean: (name: string) => string = (n) => n): QualifiedIndex {
  const index: QualifiedIndex = { separator, packageOf: new Map(), types: new Map(), packages: new Set() };
  for (const i of input.members) {
    const path = input.files[i];
    const tags = input.tags.get(path)!;
    const declared = pathRefs(tags, 'package').map((ref) => clean(ref.name));
    const pkg = declared.length ? declared.join(separator) : fallback(path);
    index.packageOf.set(i, pkg);
    index.packages.add(pkg);
    const names = new Set(topLevel(tags.defs).map((def) => def.name));
    const stem = /([^/]+?)(\.[^./]+)?$/.exec(path)![1]; // Java's public class is named after its file
    names.add(stem);
    for (const name of names) push(index.types, qualify(index, pkg, name), i);
  }
  return index;
}

export function qualify(index: QualifiedIndex, pkg: string, name: string): string {
  return pkg ? `${pkg}${index.separator}${name}` : name;
}

/**
 * The files of the longest prefix of a qualified name that is a type, of at least `min` segments
 * (`a.b.Outer.Inner` and `a.b.Type.member` reach a.b.Outer's and a.b.Type's files).
 */
export function typeFiles(index: QualifiedIndex, name: string, min = 2): number[] | undefined {
  const parts = name.split(index.separator);
  for (let k = parts.length; k >= min; k--) {
    const found = index.types.get(parts.slice(0, k).join(index.separator));
    if (found) return found;
  }
  return undefined;
}

/** Definitions not inside another one (definitions come sorted by line). */
export function topLevel(defs: readonly Definition[]): Definition[] {
  const result: Definition[] = [];
  let openUntil = 0;
  for (const def of defs) {
    if (def.line > openUntil) {
      result.push(def);
      openUntil = def.endLine;
    }
  }
  return result;
}

/** A namespace and the ones that enclose it: `A.B.C` → A.B.C, A.B, A, ''. */
export function enclosing(pkg: string, separator: string): string[] {
  const result = [pkg];
  for (let at = pkg.lastIndexOf(separator); at > 0; at = pkg.lastIndexOf(separator, at - 1)) result.push(pkg.slice(0, at));
  if (pkg) result.push('');
  return result;
}
