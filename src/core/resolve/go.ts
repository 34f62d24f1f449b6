import { dirOf, pathRefs, push, type ResolverFactory } from './common';

// Go: a package is a directory, and a file sees its own package whole. An import path names the
// directory that is its longest suffix among the repository's directories.

export const goResolver: ResolverFactory = ({ files, tags, members }) => {
  const bySuffix = new Map<string, string[]>();
  for (const dir of new Set(members.map((i) => dirOf(files[i])))) {
    const parts = dir ? dir.split('/') : [];
    for (let k = 0; k < parts.length; k++) push(bySuffix, parts.slice(k).join('/'), dir);
  }
  const resolve = (specifier: string): string[] => {
    const parts = specifier.split('/');
    for (let k = 0; k < parts.length; k++) {
      const found = bySuffix.get(parts.slice(k).join('/'));
      if (found) return found;
    }
    return [];
  };
  return {
    scopeOf: (file) => dirOf(files[file]),
    reach(file) {
      const scopes = [dirOf(files[file])];
      for (const ref of pathRefs(tags.get(files[file]))) scopes.push(...resolve(ref.name));
      return { files: [], scopes };
    },
  };
};
