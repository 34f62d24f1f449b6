import { dirOf, joinPath, pathRefs, push, type ResolverFactory } from './common';
import type { Manifests } from './manifests';

// Go: a package is a directory, and a file sees its own package whole. An import path names a
// directory through the module that contains it: go.mod `module` paths (several modules in one
// repository too), go.work `use` (which module wins a path two go.mod files declare) and local
// `replace` directives. Without any go.mod, the longest suffix of the path that is a directory of
// the repository.

interface Module {
  path: string;
  dirs: string[];
}

export const goResolver: ResolverFactory = ({ files, tags, members, manifests }) => {
  const packages = new Set(members.map((i) => dirOf(files[i])));
  const modules = goModules(manifests);
  const bySuffix = new Map<string, string[]>();
  if (!modules.length) {
    for (const dir of packages) {
      const parts = dir ? dir.split('/') : [];
      for (let k = 0; k < parts.length; k++) push(bySuffix, parts.slice(k).join('/'), dir);
    }
  }
  // An import path names the same directories from every file: each is resolved once.
  const resolved = new Map<string, string[]>();
  const resolve = (specifier: string): string[] => {
    let dirs = resolved.get(specifier);
    if (!dirs) resolved.set(specifier, (dirs = directoriesNamed(specifier)));
    return dirs;
  };
  const directoriesNamed = (specifier: string): string[] => {
    if (modules.length) {
      // The longest module path that the import path starts with (modules are sorted longest first).
      for (const module of modules) {
        if (specifier !== module.path && !specifier.startsWith(`${module.path}/`)) continue;
        const rest = specifier.slice(module.path.length + 1);
        return module.dirs
          .map((dir) => joinPath(dir, rest))
          .filter((dir): dir is string => dir !== undefined && packages.has(dir));
      }
      return []; // another module: the standard library or a dependency
    }
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

/** The modules of the repository, longest path first, each with the directories that hold it. */
function goModules(manifests: Manifests): Module[] {
  const declared = new Map<string, string[]>();
  const replaced = new Map<string, string>();
  const used = new Set<string>();
  for (const [path, text] of manifests.named('go.mod')) {
    const dir = dirOf(path);
    for (const { verb, args } of goDirectives(text)) {
      if (verb === 'module' && args.length === 1) push(declared, args[0], dir);
      else if (verb === 'replace') replacement(dir, args, replaced);
    }
  }
  for (const [path, text] of manifests.named('go.work')) {
    const dir = dirOf(path);
    for (const { verb, args } of goDirectives(text)) {
      const target = verb === 'use' && args.length === 1 ? joinPath(dir, args[0]) : undefined;
      if (target !== undefined) used.add(target);
      else if (verb === 'replace') replacement(dir, args, replaced);
    }
  }
  const modules: Module[] = [];
  for (const [path, dirs] of declared) {
    const inWorkspace = dirs.filter((dir) => used.has(dir));
    modules.push({ path, dirs: inWorkspace.length ? inWorkspace : dirs });
  }
  for (const [path, dir] of replaced) {
    const module = modules.find((m) => m.path === path);
    if (module) module.dirs = [dir];
    else modules.push({ path, dirs: [dir] });
  }
  return modules.sort((a, b) => b.path.length - a.path.length || (a.path < b.path ? -1 : 1));
}

/** `replace old [version] => ./local` (a replacement by another module version is not a directory here). */
function replacement(dir: string, args: string[], replaced: Map<string, string>): void {
  const arrow = args.indexOf('=>');
  const target = args[arrow + 1];
  if (arrow < 1 || !target || !/^\.\.?(\/|$)/.test(target)) return;
  const local = joinPath(dir, target);
  if (local !== undefined) replaced.set(args[0], local);
}

/** The directives of a go.mod or go.work file, blocks (`use ( … )`) expanded, comments and quotes removed. */
function goDirectives(text: string): { verb: string; args: string[] }[] {
  const directives: { verb: string; args: string[] }[] = [];
  let block: string | undefined;
  for (const raw of text.split('\n')) {
    const words = (raw.replace(/\/\/.*$/, '').match(/"(?:[^"\\]|\\.)*"|`[^`]*`|\S+/g) ?? []).map((w) =>
      w.replace(/^["`]|["`]$/g, ''),
    );
    if (!words.length) continue;
    if (block !== undefined) {
      if (words[0] === ')') block = undefined;
      else directives.push({ verb: block, args: words });
    } else if (words[1] === '(' && words.length === 2) block = words[0];
    else directives.push({ verb: words[0], args: words.slice(1) });
  }
  return directives;
}
