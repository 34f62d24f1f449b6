import { posix } from 'node:path';
import type { FileTags, Reference } from '../types';
import type { Manifests } from './manifests';
import { referenceList } from '../util/packed';

// What every language's resolver is given and gives back.

export interface ResolveInput {
  /** All files of the index, in path order; files are named by their index in it. */
  files: readonly string[];
  position: ReadonlyMap<string, number>;
  tags: ReadonlyMap<string, FileTags>;
  manifests: Manifests;
  /** The files of this resolver's language family. */
  members: readonly number[];
}

/** What one file's imports reach: files, and whole scopes by key (see Resolver.scopeOf). */
export interface Reach {
  files: Iterable<number>;
  scopes: Iterable<string>;
}

/** A language family's import rules, built once over the index, then asked once per file. */
export interface Resolver {
  /** The scope a file belongs to (its package, namespace or crate): importing the scope reaches the file. */
  scopeOf?(file: number): string | undefined;
  /** Whether a file re-exports what it imports (a package's `index.ts` or `__init__.py`): who reaches it reaches that too. */
  isBarrel?(path: string): boolean;
  reach(file: number): Reach;
}

export type ResolverFactory = (input: ResolveInput) => Resolver;

/** A resolver whose rule takes each import path to at most one file. */
export function oneFileEach(
  { files, tags }: ResolveInput,
  resolve: (from: string, specifier: string) => number | undefined,
  isBarrel?: (path: string) => boolean,
): Resolver {
  return {
    isBarrel,
    reach(file) {
      const found: number[] = [];
      for (const ref of pathRefs(tags.get(files[file]))) {
        const target = resolve(files[file], ref.name);
        if (target !== undefined) found.push(target);
      }
      return { files: found, scopes: [] };
    },
  };
}

/** The file's references of one path kind (`module`: import paths; `package`: the package or namespace it declares). */
export function pathRefs(tags: FileTags | undefined, kind = 'module'): Reference[] {
  return tags ? referenceList(tags.refs, kind) : [];
}

/**
 * The imported names that go with each import path: the `import` references from its line up to
 * the line of the next path (`from a import (b,\n c)` → b, c; `use x::{A,\n B}` → A, B).
 */
export function namesAfterPaths(tags: FileTags, kind = 'module'): Map<Reference, string[]> {
  const result = new Map<Reference, string[]>();
  const paths = pathRefs(tags, kind);
  if (!paths.length) return result;
  const names = referenceList(tags.refs, 'import');
  // The line of the next path on a later line, for each path (paths come sorted by line).
  const next = new Array<number>(paths.length);
  for (let p = paths.length - 1; p >= 0; p--) {
    next[p] = p + 1 === paths.length ? Infinity : paths[p + 1].line > paths[p].line ? paths[p + 1].line : next[p + 1];
  }
  let n = 0;
  for (let p = 0; p < paths.length; p++) {
    while (n < names.length && names[n].line < paths[p].line) n++;
    const own: string[] = [];
    for (let k = n; k < names.length && names[k].line < next[p]; k++) own.push(names[k].name);
    result.set(paths[p], own);
  }
  return result;
}

export function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** A path's directory, '' at the root (not '.'). */
export function dirOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** `dir/rest` normalized; undefined when it leaves the root. */
export function joinPath(dir: string, rest: string): string | undefined {
  const joined = posix.normalize(dir ? `${dir}/${rest}` : rest).replace(/\/$/, '');
  if (joined === '..' || joined.startsWith('../') || joined.startsWith('/')) return undefined;
  return joined === '.' ? '' : joined;
}

/** The directories that hold this family's files, and all their ancestors ('' for the root). */
export function directoriesOf(input: ResolveInput): Set<string> {
  const dirs = new Set<string>();
  for (const i of input.members) {
    for (let dir = dirOf(input.files[i]); !dirs.has(dir); dir = dirOf(dir)) {
      dirs.add(dir);
      if (dir === '') break;
    }
  }
  return dirs;
}

/** How many leading path segments two paths share. */
export function sharedPrefix(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  let k = 0;
  while (k < x.length && k < y.length && x[k] === y[k]) k++;
  return k;
}
