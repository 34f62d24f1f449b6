// Which definitions a use can mean: by its shape (a call through a receiver, `x.m()`, means a
// member; a bare call, where members are called through a receiver only, a free definition; a bare
// name a file defines itself, its own definition) and by what the definition lets other files see
// (a private member is seen from its own file only, a Go name in lower case from its package only).
import { dirname } from 'node:path';
import type { Definitions, References } from '../types';
import { EXPORTS_KIND, HIDDEN_KIND, SECTION_KIND } from '../language-lookup';
import type { LanguageSpec } from '../languages';
import { CONTAINER_KINDS } from '../extract/containers';

/**
 * What a file defines under one name: a member of a class or type, a free definition, or both;
 * whether one of them can be named where a type is (`type`: not a function, method, field or
 * property); and whether a member among them can be called (`called`: see Meaning).
 */
export interface Shapes {
  member: boolean;
  free: boolean;
  type: boolean;
  called: boolean;
}

/**
 * Where a definition can be used from: any file; its own file (`private`, `fileprivate`, a C#
 * class member without an access modifier, a Dart `_name`, a TypeScript `#name`, a Ruby method
 * under a bare `private` or named by `private :name`, a top-level declaration that an ES module
 * does not export); the files of its directory (a Go package's names in lower case); the files of
 * its module and of the modules under it (a Rust item without `pub`, or `pub(self)`: see
 * moduleFolder); of its parent module (`pub(super)`); of its crate's sources (`pub(crate)`,
 * `pub(in path)`: see crateFolder); or its own file and the files that import the name or its
 * module (a Python module's `_name`, or a name its `__all__` leaves out).
 */
export type Visibility = 'everywhere' | 'file' | 'directory' | 'module' | 'parent' | 'crate' | 'importers';

/** One definition of a name, as the lookups weigh it. */
export interface Meaning {
  member: boolean;
  /** Whether a call can run it: not a Go field of a type that no call runs (`Value string`, `Items []Item`). */
  called: boolean;
  /** Whether it can be named where a type is: anything but a function, method, field, property or constructor. */
  type: boolean;
  visibility: Visibility;
  /** The class, struct, interface or type it is a member of, and its lines: a call typed by another class of its file is not its. */
  holder?: Holder;
}

/** A member's container: its name and the lines it spans. */
export interface Holder {
  name: string;
  line: number;
  endLine: number;
}

/**
 * The definitions of `name` in a file of `language`: each a member when its container is a class,
 * struct, interface, trait, impl, enum, union or type (a module's definitions are free), with where
 * it can be used from (`marks`: what the file's references say of it, see visibilityMarks).
 */
export function meaningsOf(
  defs: Definitions,
  name: string,
  language: LanguageSpec | undefined,
  marks: VisibilityMarks = NO_MARKS,
): Meaning[] {
  const meanings: Meaning[] = [];
  for (let i = 0; i < defs.names.length; i++)
    if (defs.strings[defs.names[i]] === name) meanings.push(meaningAt(defs, i, language, marks));
  return meanings;
}

/**
 * What a file's references say of what its definitions let other files see: the names a module
 * lists for other modules to take (Python's `__all__`; undefined where it lists none), the
 * sections of class bodies (Ruby's bare `private`), by line, and the names a class body makes
 * private after defining them (Ruby's `private :name`), by line.
 */
export interface VisibilityMarks {
  exported?: ReadonlySet<string>;
  sections: readonly { line: number; keyword: string }[];
  hidden: readonly { line: number; name: string }[];
}

const NO_MARKS: VisibilityMarks = { sections: [], hidden: [] };

export function visibilityMarks({ strings, names, kinds, lines }: References): VisibilityMarks {
  let exported: Set<string> | undefined;
  const sections: { line: number; keyword: string }[] = [];
  const hidden: { line: number; name: string }[] = [];
  for (let i = 0; i < names.length; i++) {
    const kind = strings[kinds[i]];
    if (kind === EXPORTS_KIND) (exported ??= new Set()).add(strings[names[i]]);
    else if (kind === SECTION_KIND) sections.push({ line: lines[i], keyword: strings[names[i]] });
    else if (kind === HIDDEN_KIND) hidden.push({ line: lines[i], name: strings[names[i]] });
  }
  return exported || sections.length || hidden.length ? { exported, sections, hidden } : NO_MARKS;
}

/**
 * The keyword of the section of its container's body that the i-th definition is in (the last one
 * before it that is the container's own, not a nested class's), if any.
 */
function sectionOf(defs: Definitions, i: number, sections: VisibilityMarks['sections']): string | undefined {
  const holder = defs.parents[i];
  if (holder < 0 || !sections.length) return undefined;
  let found: { line: number; keyword: string } | undefined;
  for (const section of sections) {
    if (section.line <= defs.lines[holder] || section.line >= defs.lines[i]) continue;
    if (found && found.line > section.line) continue;
    // A section of a class nested in the container is that class's.
    const { lines, endLines, kinds, strings } = defs;
    let nested = false;
    for (let j = holder + 1; j < lines.length && !nested; j++)
      nested =
        CLASS_KINDS.has(strings[kinds[j]]) &&
        endLines[j] <= endLines[holder] &&
        lines[j] < section.line &&
        section.line <= endLines[j];
    if (!nested) found = section;
  }
  return found?.keyword;
}

/** The i-th definition of a file of `language`, as the lookups weigh it (see meaningsOf). */
export function meaningAt(
  defs: Definitions,
  i: number,
  language: LanguageSpec | undefined,
  marks: VisibilityMarks = NO_MARKS,
): Meaning {
  const { strings, names, kinds, parents, signatures } = defs;
  const holder = parents[i] >= 0 ? strings[kinds[parents[i]]] : undefined;
  const name = strings[names[i]];
  const member = holder !== undefined && holder !== 'module';
  return {
    member,
    ...(member && {
      holder: { name: strings[names[parents[i]]], line: defs.lines[parents[i]], endLine: defs.endLines[parents[i]] },
    }),
    called: language?.id !== 'go' || strings[kinds[i]] !== 'field' || goCalled(strings[signatures[i]], name),
    type: !VALUE_KINDS.has(strings[kinds[i]]),
    visibility: visibility(
      language?.id,
      {
        name,
        kind: strings[kinds[i]],
        signature: strings[signatures[i]],
        holder,
        holderHead: parents[i] >= 0 ? strings[signatures[parents[i]]] : '',
        section: sectionOf(defs, i, marks.sections),
        hidden:
          parents[i] >= 0 &&
          marks.hidden.some(
            (mark) =>
              mark.name === name && mark.line > defs.lines[parents[i]] && mark.line <= defs.endLines[parents[i]],
          ),
      },
      marks.exported,
    ),
  };
}

/**
 * Whether a Go field of this head (`Value string`, `HttpClient func() (*http.Client, error)`) can
 * be called: its type is no basic type, pointer, slice, array, map, channel or struct (a named
 * type may be a function's).
 */
function goCalled(signature: string, name: string): boolean {
  const type = signature.slice(signature.indexOf(name) + name.length).trimStart();
  return !NOT_CALLED_GO.test(type);
}

const NOT_CALLED_GO =
  /^(\*|\[|map\[|chan\b|<-|struct\b|(string|bool|u?int(8|16|32|64)?|uintptr|float(32|64)|complex(64|128)|byte|rune|error)\b)/;

/** What a name its definer no longer defines may have been: anything, seen from anywhere. */
export const UNKNOWN_MEANINGS: Meaning[] = [
  { member: true, called: true, type: true, visibility: 'everywhere' },
  { member: false, called: true, type: true, visibility: 'everywhere' },
];

/** The shape of a definition by its kind alone (a removed one, whose container is no longer known), or undefined. */
export function meaningOfKind(kind: string): Meaning | undefined {
  if (MEMBER_KINDS.has(kind)) return { member: true, called: true, type: false, visibility: 'everywhere' };
  if (kind === 'function') return { member: false, called: true, type: false, visibility: 'everywhere' };
  return undefined;
}

const MEMBER_KINDS = new Set(['method', 'field', 'property', 'constructor']);
/** Kinds of definitions that a type (`x: Foo`, `extends Foo`) never names. */
const VALUE_KINDS = new Set([...MEMBER_KINDS, 'function']);

/** Languages whose `private` (Swift's `fileprivate` too; Ruby's `private def`) keeps a definition in its file. */
const PRIVATE_KEYWORD = new Set([
  'java',
  'c_sharp',
  'kotlin',
  'swift',
  'scala',
  'typescript',
  'tsx',
  'php',
  'dart',
  'ruby',
]);

/** Languages whose files are ES modules when they export a name (`export function f`, `export { a }`). */
const ES_MODULES = new Set(['typescript', 'tsx', 'javascript']);

/** Kinds of the members of an object, which may have no container when the object is a literal. */
const OBJECT_MEMBER_KINDS = new Set(['method', 'field', 'property', 'constructor']);

/** What Rust's `pub(crate)`, `pub(super)`, `pub(self)` and `pub(in path)` let see an item (`in`: a module of the crate, taken as the crate). */
const RUST_RESTRICTED: Readonly<Record<string, Visibility>> = {
  crate: 'crate',
  in: 'crate',
  super: 'parent',
  self: 'module',
};

/** A definition as its visibility is read: its name, kind and head, and its container's kind and head. */
interface Declared {
  name: string;
  kind: string;
  signature: string;
  holder: string | undefined;
  holderHead: string;
  /** The keyword of the section of its container's body it is in (Ruby's `private`), if any. */
  section: string | undefined;
  /** Whether its container's body makes it private after defining it (Ruby's `private :name`). */
  hidden: boolean;
}

/** What a definition's head says before its name (`pub(super) fn up()`: `pub(super) fn `), the name taken as a whole word. */
function modifiersOf(signature: string, name: string): string {
  let at = signature.indexOf(name);
  while (at > 0 && (/[\w$]/.test(signature[at - 1]) || /[\w$]/.test(signature[at + name.length] ?? '')))
    at = signature.indexOf(name, at + 1);
  return signature.slice(0, Math.max(0, at));
}

function visibility(
  language: string | undefined,
  { name, kind, signature, holder, holderHead, section, hidden }: Declared,
  exported: ReadonlySet<string> | undefined,
): Visibility {
  if (language === 'go') return /^[\p{Lu}]/u.test(name) ? 'everywhere' : 'directory';
  // Rust: an item without `pub` is its module's and its submodules'; a trait's items, a trait
  // implementation's, and macros are seen wherever the trait or the macro is.
  if (language === 'rust') {
    if (kind === 'macro' || holder === 'trait' || (holder === 'impl' && /\sfor\s/.test(holderHead)))
      return 'everywhere';
    const modifiers = modifiersOf(signature, name);
    const restricted = /\bpub\s*\(\s*(crate|super|self|in\b)/.exec(modifiers);
    if (restricted) return RUST_RESTRICTED[restricted[1]];
    return /\bpub\b/.test(modifiers) ? 'everywhere' : 'module';
  }
  if (language === 'python')
    return holder === undefined && (/^_(?!_)/.test(name) || (exported !== undefined && !exported.has(name)))
      ? 'importers'
      : 'everywhere';
  // An ES module's top-level declaration that it does not export (while it exports others) is its
  // own; a method of an object literal (`export const api = { get() {…} }`) is seen through the object.
  if (
    ES_MODULES.has(language ?? '') &&
    holder === undefined &&
    !OBJECT_MEMBER_KINDS.has(kind) &&
    exported !== undefined &&
    !exported.has(name)
  )
    return 'file';
  if (language === 'dart' && name.startsWith('_')) return 'file';
  if (language === 'ruby' && (section === 'private' || hidden)) return 'file';
  if (name.startsWith('#')) return 'file';
  if (language === undefined || !PRIVATE_KEYWORD.has(language)) return 'everywhere';
  const modifiers = modifiersOf(signature, name);
  if (/\b(private|fileprivate)\b/.test(modifiers)) return 'file';
  // A C# class or struct member is private unless it says otherwise.
  if (
    language === 'c_sharp' &&
    (holder === 'class' || holder === 'struct') &&
    !/\b(public|protected|internal)\b/.test(modifiers)
  )
    return 'file';
  return 'everywhere';
}

/**
 * The shapes of the definitions among `meanings` (a definer's, at `definerPath`) that the file
 * at `fromPath` can see (`importsName`: that file imports the name itself); undefined when it can
 * see none of them.
 */
export function visibleShapes(
  meanings: readonly Meaning[],
  definerPath: string,
  fromPath: string,
  importsName: boolean,
): Shapes | undefined {
  let shapes: Shapes | undefined;
  for (const { member, called, type, visibility } of meanings) {
    if (!sees(visibility, definerPath, fromPath, importsName)) continue;
    shapes ??= { member: false, free: false, type: false, called: false };
    if (member) shapes.member = true;
    if (member && called) shapes.called = true;
    else shapes.free = true;
    if (type) shapes.type = true;
  }
  return shapes;
}

function sees(visibility: Visibility, definerPath: string, fromPath: string, importsName: boolean): boolean {
  if (visibility === 'everywhere' || fromPath === definerPath) return true;
  if (visibility === 'directory') return dirname(fromPath) === dirname(definerPath);
  if (visibility === 'module') return fromPath.startsWith(moduleFolder(definerPath));
  if (visibility === 'parent') {
    // The parent module: its file (`src/a.rs` of `src/a/b.rs`) and the files in its folder.
    const folder = moduleFolder(definerPath).replace(/[^/]*\/$/, '');
    return fromPath.startsWith(folder) || `${fromPath.replace(/\.rs$/, '')}/` === folder;
  }
  if (visibility === 'crate') return fromPath.startsWith(crateFolder(definerPath));
  return visibility === 'importers' && importsName;
}

/**
 * Whether a use of kind `kind` in a file of `language` can mean a definition of `shapes`: a call
 * through a receiver (`x.m()`, `this.m()`) only a member that can be called; a bare call or an import, where the
 * language calls members through a receiver only (and imports none), only a free definition; a
 * type or a base type (`x: Config`, `extends Base`) no function, method or field; anything else, any.
 */
export function reaches(kind: string, language: LanguageSpec | undefined, shapes: Shapes): boolean {
  if (kind === 'type' || kind === 'inherit') return shapes.type;
  if (kind === 'method' || kind === 'self' || kind === 'super') return shapes.called;
  if ((kind === 'call' || kind === 'import') && language?.bareCallsAreFree) return shapes.free;
  return true;
}

/** Containers whose members a call through `this`, `self` or a typed receiver reaches: a class and its kin, not a module. */
export const CLASS_KINDS = new Set([...CONTAINER_KINDS].filter((kind) => kind !== 'module'));

/**
 * For a call through `this` or `self` on `line` of a file (`defs`): whether the innermost class
 * around the line defines a member `name` (then the call means it; if not, it means an inherited
 * one, though another class of the file defines the name). Outside any class (a class expression
 * the tags do not name, a prototype's methods), whether the file defines `name` outside classes.
 */
export function ownClassDefines(defs: Definitions, line: number, name: string): boolean {
  let around = -1;
  for (let i = 0; i < defs.lines.length; i++)
    if (
      CLASS_KINDS.has(defs.strings[defs.kinds[i]]) &&
      defs.lines[i] <= line &&
      line <= defs.endLines[i] &&
      (around < 0 || defs.lines[i] >= defs.lines[around])
    )
      around = i;
  for (let i = 0; i < defs.names.length; i++)
    if (defs.parents[i] === around && defs.strings[defs.names[i]] === name) return true;
  return false;
}

/** Kinds of uses through a receiver or a path: their name is not looked up in the using file's own scope. */
const NOT_IN_SCOPE = new Set(['method', 'super', 'qualified']);

/**
 * Whether a use means the using file's own definition of the name (`own`, the shapes of its
 * definitions of that name, if any): a bare name, or a call through `this` or `self` (kind
 * `self`), that the file defines in a shape the use can mean. A call through any other receiver
 * may mean any type's member.
 */
export function meansOwn(kind: string, language: LanguageSpec | undefined, own: Shapes | undefined): boolean {
  return own !== undefined && !NOT_IN_SCOPE.has(kind) && reaches(kind, language, own);
}

/**
 * The folder of the Rust module a file is, which its submodules' files are in: a `mod.rs`, `lib.rs`
 * or `main.rs` is its folder's module (`src/a/` for `src/a/mod.rs`), another file the module of
 * its name (`src/a/b/` for `src/a/b.rs`).
 */
export function moduleFolder(path: string): string {
  const slash = path.lastIndexOf('/') + 1;
  const file = path.slice(slash);
  if (file === 'mod.rs' || file === 'lib.rs' || file === 'main.rs') return path.slice(0, slash);
  return `${path.replace(/\.rs$/, '')}/`;
}

/**
 * The folder of the sources of the Rust crate a file is in: up to its last `src/` (a crate's
 * tests, benches and examples are crates of their own); the whole repository when it has none.
 */
export function crateFolder(path: string): string {
  const at = `/${path}`.lastIndexOf('/src/');
  return at < 0 ? '' : path.slice(0, at + 'src/'.length);
}
