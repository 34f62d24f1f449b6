// Names that no definition of the repository can be. A Python module names only what it defines,
// imports or takes with a star import (and the built-ins), so a bare name it neither defines nor
// imports is none of the repository's (a test's sample code, `Node(…)` in a case file), and one it
// imports from a module outside the repository (`from _pytest.nodes import Node`) is that module's;
// so is a call through such a module (`sys.stdin.read()`, `os.replace(a, b)`). A JavaScript or
// TypeScript module's name imported from a package (`import { parse } from 'qs'`) is the package's.
import type { RepoIndex } from '../types';
import { languageOf, QUALIFIER_KIND, typedParts } from '../language-lookup';
import { namesAfterPaths, pathRefs, push } from '../resolve/common';
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
  const language = languageOf(path);
  if (language?.family === 'js') return known || !fromPackagesOnly(index, path, name) ? NEVER : bareUse;
  if (language?.id !== 'python') return NEVER;
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
const bareUse = (kind: string) => BARE_KINDS.has(kind) || kind === 'jsx' || kind === 'import';

/**
 * Whether the JavaScript or TypeScript file at `path` imports `name` from packages only: every
 * import of it names a path that is neither relative nor one of the repository's (see ownPackage).
 * The names of an import come before its path (`import {\n a,\n b\n} from 'x'`): each is taken
 * with the first path on its line or after it.
 */
function fromPackagesOnly(index: RepoIndex, path: string, name: string): boolean {
  const tags = index.tags.get(path) ?? index.copyTags.get(path);
  if (!tags) return false;
  const names = referenceList(tags.refs, 'import');
  if (!names.some((ref) => ref.name === name)) return false;
  const paths = pathRefs(tags);
  let found = false;
  for (const ref of names) {
    if (ref.name !== name) continue;
    const from = paths.find((p) => p.line >= ref.line);
    if (!from || ownPackage(index, from.name)) return false;
    found = true;
  }
  return found;
}

/**
 * Whether a JavaScript import path may be one of the repository's: relative or absolute, an alias
 * (`@/x`, `~/x`, `#x`), or a package named as one of its folders (a workspace's `@scope/ui`, a
 * `baseUrl` import `components/Button`). Not as one of its files: a benchmark that compares the
 * package `fast-querystring` is often named `fast-querystring.mts`.
 */
function ownPackage(index: RepoIndex, specifier: string): boolean {
  if (/^[./~#]|^@\//.test(specifier)) return true;
  const parts = specifier.split('/');
  const { folders } = repositoryNames(index);
  return folders.has(parts[0]) || (parts[0].startsWith('@') && parts.length > 1 && folders.has(parts[1]));
}

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

const namesByIndex = new WeakMap<RepoIndex, { folders: Set<string>; files: Set<string> }>();

/** The names of the repository's folders, and of its files (a Python file's without its extension). */
function repositoryNames(index: RepoIndex): { folders: Set<string>; files: Set<string> } {
  let names = namesByIndex.get(index);
  if (!names) {
    names = { folders: new Set<string>(), files: new Set<string>() };
    for (const file of index.names.files) {
      const parts = file.split('/');
      for (let i = 0; i < parts.length - 1; i++) names.folders.add(parts[i]);
      names.files.add(parts[parts.length - 1].replace(/\.pyi?$/, ''));
    }
    namesByIndex.set(index, names);
  }
  return names;
}

/**
 * Whether a module path may be one of the repository's: relative (`.x`), or its top package is
 * the name of one of its folders or Python files (`black.nodes` in a repository with `src/black/`;
 * not `_pytest.nodes`). A module the repository has may re-export a name (`from black.nodes import
 * Node`, a name black.nodes imports), which the imports do not follow.
 */
function ownModule(index: RepoIndex, module: string): boolean {
  const top = module.split('.')[0];
  const { folders, files } = repositoryNames(index);
  return module.startsWith('.') || folders.has(top) || files.has(top);
}
