// Bare calls (`helper()`, `fill()`): which definitions of another file a call without a receiver
// can run. In Go, a function of the calling file's own package only: another package's is called
// through its name (`a.Helper()`), which runs no function of the file's own. In Java, C# and
// Kotlin, where a bare call may run a member, a member only of the caller's own class, of a class
// it inherits from, or one it imports by name. And a Java, Kotlin or C# file's own package's (or
// namespace's) types win over an import on demand's.
import { dirname } from 'node:path';
import type { RepoIndex } from '../types';
import type { LanguageSpec } from '../languages';
import { languageOf } from '../language-lookup';
import { referenceList } from '../util/packed';
import { holdersOf } from './typed';
import { CLASS_KINDS, type Shapes } from './shapes';
import { inheritsFrom } from './bases';

/** Languages whose bare calls may run a member of the caller's class or of its bases (see bareCallReaches). */
const MEMBERS_CALLED_BARE = new Set(['java', 'c_sharp', 'kotlin']);

/**
 * Whether a bare call of `name` in the file at `path` (of `language`, in the language family
 * `family`) can run the definition at `definerPath`, another file, whose visible shapes are `seen`;
 * `importsIt`: the file imports that file (then an import of the name, or of its class, is a
 * static import: `import static a.B.fill`, `using static Other.Util`).
 */
export function bareCallReaches(
  index: RepoIndex,
  family: string,
  name: string,
  path: string,
  definerPath: string,
  language: LanguageSpec | undefined,
  seen: Shapes,
  importsIt: boolean,
): boolean {
  if (language?.id === 'go') return dirname(path) === dirname(definerPath);
  if (!language || !MEMBERS_CALLED_BARE.has(language.id) || seen.free) return true;
  const holders = holdersOf(index, definerPath, name);
  // Kotlin imports an object's members only (`import shop.Util.helper`), never a class's.
  const importable = language.id === 'kotlin' ? objectsOf(index, definerPath, holders) : holders;
  return (
    (importsIt && importable.size > 0 && importsOneOf(index, path, new Set([name, ...importable]))) ||
    ownsOrExtends(index, path, holders) ||
    inheritsFrom(index, family, path, definerPath, name)
  );
}

/** Of the classes `holders` of the file at `path`, Kotlin's objects (`object Util`). */
function objectsOf(index: RepoIndex, path: string, holders: Set<string>): Set<string> {
  const objects = new Set<string>();
  const defs = index.tags.get(path)?.defs;
  if (!defs) return objects;
  for (let i = 0; i < defs.names.length; i++) {
    const own = defs.strings[defs.names[i]];
    if (holders.has(own) && /^\s*(\w+\s+)*object\b/.test(defs.strings[defs.signatures[i]])) objects.add(own);
  }
  return objects;
}

/** Whether the file at `path` imports one of `names` (Java's `import static a.B.fill`, C#'s `using static Other.Util`). */
function importsOneOf(index: RepoIndex, path: string, names: Set<string>): boolean {
  const refs = index.tags.get(path)?.refs;
  return !!refs && referenceList(refs, 'import').some((ref) => names.has(ref.name));
}

/**
 * Whether a call through a package's, module's or class's name in the file at `path` can run the
 * definition at `definerPath`: in Go, only one of another package (folder), which the file imports.
 */
export function qualifiedCallReaches(
  path: string,
  definerPath: string,
  language: LanguageSpec | undefined,
  importsIt: boolean,
): boolean {
  return language?.id !== 'go' || (importsIt && dirname(path) !== dirname(definerPath));
}

/** Languages whose files share the names of their package or namespace (see ownPackageShadows). */
const SHARED_PACKAGES = new Set(['java', 'kotlin', 'c_sharp']);

/**
 * Whether, in Java, Kotlin or C#, a type `name` of the file's own package or namespace (a file
 * among `others`, the other definers, that declares the same one; without a declaration, of the
 * same folder) hides the definer's, of another, from the file at `path`: a package's own names win
 * over an import on demand (`import b.*`, `using Other;`), not over one that names the type
 * (`import b.Helper`). C#'s namespaces nest: `namespace Shop.Web` has Shop's types as its own too.
 */
export function ownPackageShadows(
  index: RepoIndex,
  path: string,
  definerPath: string,
  others: Int32Array,
  name: string,
): boolean {
  const language = languageOf(path)?.id;
  if (!language || !SHARED_PACKAGES.has(language)) return false;
  const own = language === 'c_sharp' ? withEnclosing(packagesOf(index, path)) : packagesOf(index, path);
  const shares = (other: string) =>
    own.size ? [...packagesOf(index, other)].some((p) => own.has(p)) : dirname(other) === dirname(path);
  if (shares(definerPath)) return false;
  // Whether the package has such a type is the same for all its files: asked once per index.
  const key = `${name}\0${own.size ? [...own].sort().join('\0') : `/${dirname(path)}`}`;
  let answers = typesByPackage.get(index);
  if (!answers) typesByPackage.set(index, (answers = new Map()));
  let hidden = answers.get(key);
  if (hidden === undefined) {
    hidden = others.some((file) => {
      const other = index.names.files[file];
      return shares(other) && definesType(index, other, name);
    });
    answers.set(key, hidden);
  }
  return hidden && !importsOneOf(index, path, new Set([name]));
}

const typesByPackage = new WeakMap<RepoIndex, Map<string, boolean>>();
const packagesByIndex = new WeakMap<RepoIndex, Map<string, Set<string>>>();

/** Namespaces with those that enclose them: `Shop.Web` and `Shop`. */
function withEnclosing(namespaces: Set<string>): Set<string> {
  const all = new Set(namespaces);
  for (const namespace of namespaces)
    for (let dot = namespace.lastIndexOf('.'); dot > 0; dot = namespace.lastIndexOf('.', dot - 1))
      all.add(namespace.slice(0, dot));
  return all;
}

/** The packages or namespaces a file declares (`package a;`, `namespace Shop`), read once per index. */
function packagesOf(index: RepoIndex, path: string): Set<string> {
  let known = packagesByIndex.get(index);
  if (!known) packagesByIndex.set(index, (known = new Map()));
  let packages = known.get(path);
  if (packages) return packages;
  const refs = index.tags.get(path)?.refs;
  packages = new Set(refs ? referenceList(refs, 'package').map((ref) => ref.name) : []);
  known.set(path, packages);
  return packages;
}

/** Whether the file at `path` defines a type named `name` outside any class (in a namespace, at most). */
function definesType(index: RepoIndex, path: string, name: string): boolean {
  const defs = index.tags.get(path)?.defs;
  if (!defs) return false;
  for (let i = 0; i < defs.names.length; i++) {
    const parent = defs.parents[i];
    if (
      defs.strings[defs.names[i]] === name &&
      CLASS_KINDS.has(defs.strings[defs.kinds[i]]) &&
      (parent < 0 || !CLASS_KINDS.has(defs.strings[defs.kinds[parent]]))
    )
      return true;
  }
  return false;
}

/**
 * Whether the file at `path` defines a class of one of those names (C#'s partial classes, a
 * class split over files) or a Kotlin extension of one (`fun Box.fill()`, whose body calls Box's
 * members bare).
 */
function ownsOrExtends(index: RepoIndex, path: string, holders: Set<string>): boolean {
  const defs = index.tags.get(path)?.defs;
  if (!defs || !holders.size) return false;
  for (let i = 0; i < defs.names.length; i++) {
    const own = defs.strings[defs.names[i]];
    if (CLASS_KINDS.has(defs.strings[defs.kinds[i]]) && holders.has(own)) return true;
    const signature = defs.strings[defs.signatures[i]];
    for (const holder of holders)
      if (new RegExp(`\\bfun\\s+(<[^>]*>\\s*)?${holder}\\s*(<[^>]*>)?\\.`).test(signature)) return true;
  }
  return false;
}
