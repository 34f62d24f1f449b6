import type { Definitions } from '../types';
import { pathRefs, push, type ResolveInput, type Resolver } from './common';

// Languages whose files declare a package or namespace and import types by qualified name (Java,
// Kotlin, Scala, C#, PHP): an index of `package<sep>TopLevelName` → files, and the packages.

export interface QualifiedIndex {
  separator: string;
  clean: (name: string) => string;
  /** Each file's package ('' for the default or global one). */
  packageOf: Map<number, string>;
  /** `package.Type` (and `package.function` where a language has top-level functions) → the files that define it. */
  types: Map<string, number[]>;
  packages: Set<string>;
}

export interface QualifiedRules {
  separator: string;
  /** The package of a file that declares none. */
  fallback: (path: string) => string;
  /** Several declarations chain (Scala's `package a; package b` is a.b), or the first one counts (a C# or PHP file's first namespace). */
  chained: boolean;
  /** A declared or imported name as the index keys it (`global::A.B` → A.B). */
  clean?: (name: string) => string;
}

/** Index the family's files: each one's package (what its `package` references say, else the fallback) and its top-level definitions. */
export function indexQualified(
  input: ResolveInput,
  { separator, fallback, chained, clean = (name) => name }: QualifiedRules,
): QualifiedIndex {
  const index: QualifiedIndex = { separator, clean, packageOf: new Map(), types: new Map(), packages: new Set() };
  for (const i of input.members) {
    const path = input.files[i];
    const tags = input.tags.get(path)!;
    const declared = pathRefs(tags, 'package').map((ref) => clean(ref.name));
    const pkg = !declared.length ? fallback(path) : chained ? declared.join(separator) : declared[0];
    index.packageOf.set(i, pkg);
    index.packages.add(pkg);
    const names = new Set(topLevelNames(tags.defs));
    const stem = /([^/]+?)(\.[^./]+)?$/.exec(path)![1]; // Java's public class is named after its file
    names.add(stem);
    for (const name of names) push(index.types, qualify(index, pkg, name), i);
  }
  return index;
}

/** What one import path reaches, added to a file's reach. */
export type ImportRule = (name: string, reach: { files: number[]; scopes: string[] }) => void;

/** The resolver of a qualified language: a file sees the packages `visible` gives for its own, and each import path goes through `rule`. */
export function qualifiedResolver(
  input: ResolveInput,
  index: QualifiedIndex,
  visible: (pkg: string) => string[],
  rule: ImportRule,
): Resolver {
  return {
    scopeOf: (file) => index.packageOf.get(file),
    reach(file) {
      const reach = { files: [] as number[], scopes: visible(index.packageOf.get(file)!) };
      for (const ref of pathRefs(input.tags.get(input.files[file]))) rule(index.clean(ref.name), reach);
      return reach;
    },
  };
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

/** The names of the definitions not inside another one (definitions come sorted by line). */
function topLevelNames({ strings, names, lines, endLines }: Definitions): string[] {
  const result: string[] = [];
  let openUntil = 0;
  for (let i = 0; i < names.length; i++) {
    if (lines[i] > openUntil) {
      result.push(strings[names[i]]);
      openUntil = endLines[i];
    }
  }
  return result;
}

/** A namespace and the ones that enclose it: `A.B.C` → A.B.C, A.B, A, ''. */
export function enclosing(pkg: string, separator: string): string[] {
  const result = [pkg];
  for (let at = pkg.lastIndexOf(separator); at > 0; at = pkg.lastIndexOf(separator, at - 1))
    result.push(pkg.slice(0, at));
  if (pkg) result.push('');
  return result;
}
