import { posix } from 'node:path';
import type { FileTags } from './types';
import { languageOf } from './languages';

// Module specifiers (references of kind `module`) resolved to the repository's own files, where that
// is cheap and certain: relative imports in JavaScript and TypeScript, Python modules by dotted path,
// Go packages by directory, Rust `use crate::…`/`super::…`/`self::…` paths and `mod x;`. The graph
// then prefers the definition a file imports over a namesake.

/** The families whose imports are resolved: for them, a definition the file does not import is less likely meant. */
const RESOLVING_FAMILIES = new Set(['js', 'python', 'go', 'rust']);

const JS_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.vue'];

/** For each file (by index), the files its imports resolve to; Go files also see their own package. */
export function resolveImports(files: string[], tags: Map<string, FileTags>): Map<number, Set<number>> {
  const position = new Map(files.map((path, i) => [path, i]));
  const pythonModules = new Map<string, number[]>();
  const goPackages = new Map<string, number[]>();
  files.forEach((path, i) => {
    const family = languageOf(path)?.family;
    if (family === 'python') {
      const parts = path.replace(/\.pyi?$/, '').split('/');
      if (parts[parts.length - 1] === '__init__') parts.pop();
      for (let k = 0; k < parts.length; k++) push(pythonModules, parts.slice(k).join('.'), i);
    } else if (family === 'go') {
      const dir = posix.dirname(path);
      const parts = dir === '.' ? [] : dir.split('/');
      for (let k = 0; k < parts.length; k++) push(goPackages, parts.slice(k).join('/'), i);
      push(goPackages, `./${dir}`, i); // the file's own package, exactly
    }
  });

  const imports = new Map<number, Set<number>>();
  files.forEach((path, i) => {
    const family = languageOf(path)?.family;
    if (!family || !RESOLVING_FAMILIES.has(family)) return;
    const resolved = new Set<number>();
    if (family === 'go') for (const j of goPackages.get(`./${posix.dirname(path)}`) ?? []) if (j !== i) resolved.add(j);
    for (const ref of tags.get(path)!.refs) {
      if (ref.kind !== 'module') continue;
      const targets =
        family === 'js'
          ? resolveJs(path, ref.name, position)
          : family === 'python'
            ? resolvePython(path, ref.name, pythonModules)
            : family === 'go'
              ? resolveGo(ref.name, goPackages)
              : resolveRust(path, ref.name, position);
      for (const j of targets) if (j !== i) resolved.add(j);
    }
    imports.set(i, resolved);
  });
  return imports;
}

function push(map: Map<string, number[]>, key: string, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function resolveJs(from: string, specifier: string, position: Map<string, number>): number[] {
  if (!specifier.startsWith('.')) return []; // a package, not a file of this repository
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  const stems = [base];
  const compiled = /\.(m|c)?jsx?$/.exec(base); // `import './x.js'` in TypeScript means ./x.ts
  if (compiled) stems.push(base.slice(0, -compiled[0].length));
  for (const stem of stems) {
    for (const candidate of [stem, ...JS_EXTENSIONS.map((e) => stem + e), ...JS_EXTENSIONS.map((e) => `${stem}/index${e}`)]) {
      const found = position.get(candidate);
      if (found !== undefined) return [found];
    }
  }
  return [];
}

function resolvePython(from: string, specifier: string, modules: Map<string, number[]>): number[] {
  const dots = /^\.*/.exec(specifier)![0].length;
  if (!dots) return modules.get(specifier) ?? [];
  // Relative: one dot is the file's own package, each further dot one package up.
  let dir = posix.dirname(from);
  for (let k = 1; k < dots; k++) dir = posix.dirname(dir);
  const rest = specifier.slice(dots);
  const absolute = [...(dir === '.' ? [] : dir.split('/')), ...(rest ? rest.split('.') : [])].join('.');
  return modules.get(absolute) ?? [];
}

/** A Go import path, matched to the repository's directories by its longest known suffix. */
function resolveGo(specifier: string, packages: Map<string, number[]>): number[] {
  const parts = specifier.split('/');
  for (let k = 0; k < parts.length; k++) {
    const found = packages.get(parts.slice(k).join('/'));
    if (found) return found;
  }
  return [];
}

/** The directory a Rust file's child modules live in: its own for mod.rs, lib.rs and main.rs, else one named after it. */
function rustModuleDir(path: string): string {
  const base = posix.basename(path, '.rs');
  return ['mod', 'lib', 'main'].includes(base) ? posix.dirname(path) : posix.join(posix.dirname(path), base);
}

/** The crate root's directory: the nearest `src` above the file, else the file's own directory. */
function rustCrateDir(path: string): string {
  const parts = path.split('/');
  const src = parts.lastIndexOf('src', parts.length - 2);
  return src >= 0 ? parts.slice(0, src + 1).join('/') : posix.dirname(path);
}

function resolveRust(from: string, specifier: string, position: Map<string, number>): number[] {
  let base: string;
  let segments = specifier.split('::');
  if (segments.length === 1) base = rustModuleDir(from); // `mod x;`
  else if (segments[0] === 'crate') base = rustCrateDir(from);
  else if (segments[0] === 'self') base = rustModuleDir(from);
  else if (segments[0] === 'super') base = posix.dirname(rustModuleDir(from));
  else return []; // another crate
  if (segments.length > 1) segments = segments.slice(1);
  // The longest prefix of the path that is a module file (the rest names items inside it).
  for (let k = segments.length; k > 0; k--) {
    const stem = posix.join(base, ...segments.slice(0, k));
    const found = position.get(`${stem}.rs`) ?? position.get(`${stem}/mod.rs`);
    if (found !== undefined) return [found];
  }
  return [];
}
