// Python names that no definition of the repository can be: a module names only what it defines,
// imports or takes with a star import (and the built-ins), so a bare name it neither defines nor
// imports is none of the repository's (a test's sample code, `Node(…)` in a case file), and one it
// imports from a module outside the repository (`from _pytest.nodes import Node`) is that module's;
// so is a call through such a module (`sys.stdin.read()`, `os.replace(a, b)`).
import type { RepoIndex } from '../types';
import { languageOf, QUALIFIER_KIND, typedParts } from '../language-lookup';
import { namesAfterPaths, push } from '../resolve/common';
import { referenceList } from '../util/packed';

/** A module a Python file imports, with the names taken from it (none: a star import, `from m import *`). */
interface ModuleImport {
  module: string;
  names: string[];
}

/** Uses by a bare name (not through a receiver): the kinds the rule applies to. */
const BARE_KINDS: ReadonlySet<string> = new Set(['call', 'type', 'inherit', 'value', 'new']);

/**
 * Whether, in the Python file at `path`, a use of `name` of kind `kind` on `line` can mean no
 * definition of the repository: where the file neither defines the name nor imports a file that
 * does (`known` says whether it does), a bare name the file neither imports nor takes with a star
 * import, or one it imports from modules outside the repository only (see ownModule); and
 * anywhere, a call through such a module (see throughOutside).
 */
export function outsideName(
  index: RepoIndex,
  path: string,
  name: string,
  known = false,
): (kind: string, line?: number) => boolean {
  if (languageOf(path)?.id !== 'python') return NEVER;
  let imports: ModuleImport[] | undefined;
  const read = () => (imports ??= importsOf(index, path));
  const bare =
    !known &&
    (read().some((i) => i.names.includes(name))
      ? read().every((i) => !i.names.includes(name) || !ownModule(index, i.module))
      : !read().some((i) => i.names.length === 0));
  let through: ((line: number) => boolean) | undefined;
  return (kind, line) =>
    (bare && BARE_KINDS.has(kind)) ||
    (kind === 'qualified' && line !== undefined && (through ??= throughOutside(index, path, name, read()))(line));
}

const NEVER = () => false;

/**
 * For a Python file's qualified calls of `name`, by line: whether the call goes through a module
 * outside the repository only (`sys.stdin.read()` after `import sys`, `path.join()` after `from os
 * import path`): the first name of each receiver on the line (QUALIFIER_KIND) is bound by imports
 * of such modules only. A name the imports do not bind so (an alias: `import numpy as np`) says
 * nothing.
 */
function throughOutside(
  index: RepoIndex,
  path: string,
  name: string,
  imports: ModuleImport[],
): (line: number) => boolean {
  const roots = new Map<number, string[]>();
  const tags = index.tags.get(path) ?? index.copyTags.get(path);
  const suffix = `#${name}`;
  for (const ref of tags ? referenceList(tags.refs, QUALIFIER_KIND) : [])
    if (ref.name.endsWith(suffix)) push(roots, ref.line, typedParts(ref.name).type);
  // `import a.b` binds `a`; `from a import b` binds `b`.
  const outside = (root: string) => {
    const binding = imports.filter(
      (i) =>
        (i.module.split('.')[0] === root && i.names.includes(i.module.slice(i.module.lastIndexOf('.') + 1))) ||
        i.names.includes(root),
    );
    return binding.length > 0 && binding.every((i) => !ownModule(index, i.module));
  };
  return (line) => roots.get(line)?.every(outside) ?? false;
}

/** A Python file's imports (see ModuleImport). */
function importsOf(index: RepoIndex, path: string): ModuleImport[] {
  const tags = index.tags.get(path) ?? index.copyTags.get(path);
  return tags ? [...namesAfterPaths(tags)].map(([ref, names]) => ({ module: ref.name, names })) : [];
}

const folders = new WeakMap<RepoIndex, Set<string>>();

/**
 * Whether a module path may be one of the repository's: relative (`.x`), or its top package is
 * the name of one of its folders or Python files (`black.nodes` in a repository with `src/black/`;
 * not `_pytest.nodes`). A module the repository has may re-export a name (`from black.nodes import
 * Node`, a name black.nodes imports), which the imports do not follow.
 */
function ownModule(index: RepoIndex, module: string): boolean {
  if (module.startsWith('.')) return true;
  let names = folders.get(index);
  if (!names) {
    names = new Set<string>();
    for (const file of index.names.files) {
      const parts = file.split('/');
      for (let i = 0; i < parts.length - 1; i++) names.add(parts[i]);
      names.add(parts[parts.length - 1].replace(/\.pyi?$/, ''));
    }
    folders.set(index, names);
  }
  return names.has(module.split('.')[0]);
}
