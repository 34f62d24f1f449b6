import { directoriesOf, dirOf, joinPath, namesAfterPaths, push, type ResolverFactory } from './common';
import type { Manifests } from './manifests';
import { isTable, parseToml, tomlAt, tomlString, tomlStrings } from './toml';

// Python: a dotted module is a file (`a/b.py`, `a/b/__init__.py`, stubs too) under an import root:
// the repository's root, `src/`, and the roots pyproject.toml declares (setuptools `package-dir`
// and `packages.find.where`, poetry `packages`, hatch wheel `packages`/`sources`). Directories
// without `__init__.py` are namespace packages: `from ns import mod` reaches `ns/mod.py`. Relative
// imports count dots from the file's package. A package's `__init__.py` re-exports what it imports,
// so who imports the package reaches that too. A module found under no root falls back to the
// longest dotted suffix of a path in the repository.

export const pythonResolver: ResolverFactory = ({ files, position, tags, members, manifests }) => {
  const dirs = directoriesOf({ files, position, tags, members, manifests });
  const { roots, packageDirs } = importRoots(manifests, dirs);
  const bySuffix = new Map<string, number[]>();
  for (const i of members) {
    const parts = files[i].replace(/\.pyi?$/, '').split('/');
    if (parts[parts.length - 1] === '__init__') parts.pop();
    for (let k = 0; k < parts.length; k++) push(bySuffix, parts.slice(k).join('.'), i);
  }
  /** The file of a dotted module under a directory ('' for the package that directory is). */
  const under = (base: string, dotted: string): number | undefined => {
    const stem = dotted ? joinPath(base, dotted.split('.').join('/')) : base;
    if (stem === undefined) return undefined;
    const inside = (name: string) => (stem ? `${stem}/${name}` : name);
    const candidates = dotted
      ? [`${stem}.py`, inside('__init__.py'), `${stem}.pyi`, inside('__init__.pyi')]
      : [inside('__init__.py'), inside('__init__.pyi')];
    for (const candidate of candidates) {
      const found = position.get(candidate);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  /** Whether a dotted path is a directory under a root: a package, maybe a namespace package without a file. */
  const isPackageDir = (dotted: string) =>
    roots.some((root) => dirs.has(joinPath(root, dotted.split('.').join('/')) ?? '\0'));
  const absolute = (dotted: string): number[] => {
    const found: number[] = [];
    const top = dotted.split('.')[0];
    const mapped = packageDirs.get(top);
    if (mapped !== undefined) {
      const file = under(mapped, dotted.slice(top.length + 1));
      if (file !== undefined) found.push(file);
    }
    for (const root of roots) {
      const file = under(root, dotted);
      if (file !== undefined && !found.includes(file)) found.push(file);
    }
    return found;
  };
  return {
    isBarrel: (path) => /(^|\/)__init__\.pyi?$/.test(path),
    reach(file) {
      const reached = new Set<number>();
      const path = files[file];
      for (const [ref, names] of namesAfterPaths(tags.get(path)!)) {
        const specifier = ref.name;
        const dots = /^\.*/.exec(specifier)![0].length;
        let targets: number[];
        let lookup: (dotted: string) => number[];
        if (dots) {
          // One dot is the file's own package, each further dot one package up.
          let dir = dirOf(path);
          for (let k = 1; k < dots; k++) dir = dirOf(dir);
          lookup = (dotted) => {
            const found = under(dir, dotted);
            return found === undefined ? [] : [found];
          };
          targets = lookup(specifier.slice(dots));
        } else {
          lookup = absolute;
          targets = absolute(specifier);
          if (!targets.length && !isPackageDir(specifier)) targets = bySuffix.get(specifier) ?? [];
        }
        for (const target of targets) reached.add(target);
        // `from pkg import mod`: a submodule is imported by name too.
        const base = dots ? specifier.slice(dots) : specifier;
        for (const name of names) for (const target of lookup(base ? `${base}.${name}` : name)) reached.add(target);
      }
      reached.delete(file);
      return { files: reached, scopes: [] };
    },
  };
};

/**
 * Where dotted paths start: the root, `src/`, and what each pyproject.toml declares (relative to its
 * directory); `packageDirs` maps a top-level package to its directory (setuptools `package-dir = {pkg = "lib/pkg"}`).
 */
function importRoots(manifests: Manifests, dirs: Set<string>): { roots: string[]; packageDirs: Map<string, string> } {
  const roots = new Set<string>(['']);
  const packageDirs = new Map<string, string>();
  const add = (dir: string, relative: string | undefined) => {
    const root = relative === undefined ? undefined : joinPath(dir, relative);
    if (root !== undefined && dirs.has(root)) roots.add(root);
  };
  add('', 'src');
  for (const [path, text] of manifests.named('pyproject.toml')) {
    const toml = parseToml(text);
    if (!toml) continue;
    const dir = dirOf(path);
    add(dir, '.');
    add(dir, 'src');
    const setuptools = tomlAt(toml, 'tool', 'setuptools');
    const packageDir = tomlAt(setuptools, 'package-dir');
    if (isTable(packageDir)) {
      for (const [name, target] of Object.entries(packageDir)) {
        const location = typeof target === 'string' ? joinPath(dir, target) : undefined;
        if (location === undefined) continue;
        if (name === '') add(dir, target as string);
        else if (!name.includes('.')) packageDirs.set(name, location);
      }
    }
    for (const where of tomlStrings(tomlAt(setuptools, 'packages', 'find', 'where'))) add(dir, where);
    const poetry = tomlAt(toml, 'tool', 'poetry', 'packages');
    if (Array.isArray(poetry)) for (const entry of poetry) if (isTable(entry)) add(dir, tomlString(entry.from) ?? '.');
    const wheel = tomlAt(toml, 'tool', 'hatch', 'build', 'targets', 'wheel');
    for (const built of [wheel, tomlAt(toml, 'tool', 'hatch', 'build')]) {
      if (!isTable(built)) continue;
      // `packages = ["src/pkg"]`: the package's parent is a root.
      for (const pkg of tomlStrings(built.packages)) add(dir, dirOf(pkg) || '.');
      // `sources = ["src"]` or `sources = {"src" = ""}`: those prefixes are stripped, so they are roots.
      const sources = built.sources;
      for (const source of isTable(sources) ? Object.keys(sources) : tomlStrings(sources)) add(dir, source);
    }
  }
  return { roots: [...roots], packageDirs };
}
