import type { FileTags, Reference } from '../types';
import type { Manifests } from './manifests';

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
  reach(file: number): Reach;
}

export type ResolverFactory = (input: ResolveInput) => Resolver;

/** A resolver whose rule takes each import path to at most one file. */
export function oneFileEach({ files, tags }: ResolveInput, resolve: (from: string, specifier: string) => number | undefined): Resolver {
  return {
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
  return tags ? tags.refs.filter((ref) => ref.kind === kind) : [];
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


