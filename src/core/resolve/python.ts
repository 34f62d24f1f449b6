import { dirOf, pathRefs, push, type ResolverFactory } from './common';

// Python: a dotted module is a file (`a/b.py`, `a/b/__init__.py`, stubs too) whose path ends with
// it. Relative imports count dots from the file's package.

export const pythonResolver: ResolverFactory = ({ files, tags, members }) => {
  const bySuffix = new Map<string, number[]>();
  for (const i of members) {
    const parts = files[i].replace(/\.pyi?$/, '').split('/');
    if (parts[parts.length - 1] === '__init__') parts.pop();
    for (let k = 0; k < parts.length; k++) push(bySuffix, parts.slice(k).join('.'), i);
  }
  return {
    reach(file) {
      const reached: number[] = [];
      const path = files[file];
      for (const { name: specifier } of pathRefs(tags.get(path))) {
        const dots = /^\.*/.exec(specifier)![0].length;
        if (!dots) {
          reached.push(...(bySuffix.get(specifier) ?? []));
          continue;
        }
        // One dot is the file's own package, each further dot one package up.
        let dir = dirOf(path);
        for (let k = 1; k < dots; k++) dir = dirOf(dir);
        const rest = specifier.slice(dots);
        const absolute = [...(dir ? dir.split('/') : []), ...(rest ? rest.split('.') : [])].join('.');
        reached.push(...(bySuffix.get(absolute) ?? []));
      }
      return { files: reached, scopes: [] };
    },
  };
};
