// Calls on a receiver whose type its file states (`x.m()` after `const x = new Foo()`, a parameter
// `x: Foo`, Python's `x = []`: see extract/receivers.ts): they mean that type's member, linked
// `via: type`, and no other type's. So do calls through a member of a receiver (`c.req.header()`)
// where every class of the repository that has such a member declares its type.
import { basename, dirname } from 'node:path';
import type { References, RepoIndex } from '../types';
import {
  CHAIN_KIND,
  isNameKind,
  languageOf,
  MEMBER_TYPE_KIND,
  resultFunction,
  TYPED_KIND,
  typedParts,
  VALUE_KIND,
} from '../language-lookup';
import { wordsOf } from '../language-words';
import { definersOf, nameId, referrersOf } from '../rank/names';
import { referenceList } from '../util/packed';
import { push } from '../resolve/common';
import { implementsInterface } from './interfaces';
import { CLASS_KINDS, type Holder } from './shapes';

/**
 * The types a file states for the receivers of its calls of `name`, by line (a function's result,
 * `openStore()`, as `returned` gives its types: see ./results); on a line where it states none,
 * those of the member a call goes through (`c.req.header()`: the types of `req`): as the file
 * itself declares them (a test table's `opts *Options`), else as `declared` gives (see memberTypes).
 */
export function receiverTypes(
  refs: References,
  name: string,
  declared: (member: string) => string[] | undefined,
  returned: (fn: string) => string[] | undefined = () => undefined,
): Map<number, string[]> {
  const { strings, names, kinds, lines } = refs;
  const types = new Map<number, string[]>();
  const chains: { line: number; through: string }[] = [];
  const suffix = `#${name}`;
  for (let i = 0; i < names.length; i++) {
    const kind = strings[kinds[i]];
    if ((kind !== TYPED_KIND && kind !== CHAIN_KIND) || !strings[names[i]].endsWith(suffix)) continue;
    const { type } = typedParts(strings[names[i]]);
    if (!type) continue;
    if (kind === CHAIN_KIND) {
      chains.push({ line: lines[i], through: type });
      continue;
    }
    // A function's result: the types its heads say it returns; none where they do not say (a
    // value read on it is then of no known type, and a call on it as one on no stated type).
    const fn = resultFunction(type);
    const stated = fn === undefined ? [type] : (returned(fn) ?? []);
    const list = types.get(lines[i]);
    if (list) list.push(...stated);
    else types.set(lines[i], [...stated]);
  }
  if (!chains.length) return types;
  // The file's own declaration of the member's type first (its test table's `opts *Options`).
  const held = new Map<string, string[]>();
  for (const declaration of referenceList(refs, MEMBER_TYPE_KIND)) {
    const { type, member } = typedParts(declaration.name);
    push(held, member, type);
  }
  for (const { line, through } of chains) {
    const found = types.has(line) ? undefined : (held.get(through) ?? declared(through));
    if (found) types.set(line, found);
  }
  return types;
}

/** Kinds of uses through a receiver whose type a file may state: a method call, a value read. */
export const THROUGH_TYPED: ReadonlySet<string> = new Set(['method', VALUE_KIND]);

const NO_TYPES: ReadonlyMap<number, string[]> = new Map();

/** The receiver types of a file's `uses` of `name` (see receiverTypes), read only where it has a use through a receiver. */
export function callTypes(
  refs: References,
  uses: readonly { kind: string }[],
  name: string,
  declared: (member: string) => string[] | undefined,
  returned: (fn: string) => string[] | undefined,
): ReadonlyMap<number, string[]> {
  return uses.some((use) => THROUGH_TYPED.has(use.kind)) ? receiverTypes(refs, name, declared, returned) : NO_TYPES;
}

/** Where the repository declares a member's types: the types, and its lines (`path:line`). */
interface Declared {
  types: Set<string>;
  at: Set<string>;
}

const declaredByIndex = new WeakMap<RepoIndex, Map<string, Map<string, Declared>>>();

/**
 * The types the files of a language family declare for members of a name (MEMBER_TYPE_KIND: a
 * field `req: Foo`, a getter `get req(): Foo`, `self.req = Foo()`), or undefined when a class of
 * the family has a member of that name whose type it does not declare (a method, an untyped
 * field), or none declares one: then a call through the member is not typed.
 */
export function memberTypes(index: RepoIndex, family: string): (member: string) => string[] | undefined {
  let byFamily = declaredByIndex.get(index);
  if (!byFamily) declaredByIndex.set(index, (byFamily = new Map()));
  let declared = byFamily.get(family);
  if (!declared) byFamily.set(family, (declared = declarationsOf(index, family)));
  const found = declared;
  const answers = new Map<string, string[] | undefined>();
  return (member) => {
    if (!answers.has(member)) answers.set(member, typesOfMember(index, family, member, found.get(member)));
    return answers.get(member);
  };
}

function declarationsOf(index: RepoIndex, family: string): Map<string, Declared> {
  const declared = new Map<string, Declared>();
  for (const [path, { refs }] of index.tags) {
    const language = languageOf(path);
    if (language?.family !== family) continue;
    // A Go type named bare is of the declaring file's package (see inPackage).
    const inGo = language.id === 'go';
    for (let i = 0; i < refs.names.length; i++) {
      if (refs.strings[refs.kinds[i]] !== MEMBER_TYPE_KIND) continue;
      const { type: named, member } = typedParts(refs.strings[refs.names[i]]);
      const type = inGo && !named.includes('.') ? `${basename(dirname(path))}.${named}` : named;
      let found = declared.get(member);
      if (!found) declared.set(member, (found = { types: new Set(), at: new Set() }));
      found.types.add(type);
      found.at.add(`${path}:${refs.lines[i]}`);
    }
  }
  return declared;
}

/** A member's declared types, when every class member of that name in the family declares one. */
function typesOfMember(
  index: RepoIndex,
  family: string,
  member: string,
  declared: Declared | undefined,
): string[] | undefined {
  if (!declared) return undefined;
  for (const file of definersOf(index.names, nameId(index.names, family, member))) {
    const path = index.names.files[file];
    const defs = index.tags.get(path)?.defs;
    if (!defs) continue;
    for (let i = 0; i < defs.names.length; i++) {
      const parent = defs.parents[i];
      if (parent < 0 || defs.strings[defs.names[i]] !== member || !CLASS_KINDS.has(defs.strings[defs.kinds[parent]]))
        continue;
      if (!declared.at.has(`${path}:${defs.lines[i]}`)) return undefined;
    }
  }
  return [...declared.types].sort();
}

/** How a typed call relates to a definer's member: its type's (`type`), another type's (`other`), or not known. */
export type TypedVerdict = 'type' | 'other' | undefined;

/**
 * What the stated types of a call's receiver say of `definerPath`'s member `name`, for a call in the
 * file `fromPath` of the language family `family` and language `language` (a Go type is of the
 * package its name says, see inPackage): `type` when one is a class of the definer that defines
 * the member, or a class or interface defining it that the definer extends or implements, in Go
 * by having its methods (the call may run the definer's, see ./interfaces); `other` when they are
 * classes of other files that define it, built-in types of the language (a list's `append`) or
 * types from outside the repository (see foreign); undefined when one says nothing (another type
 * the repository does not define, a function's name, one that inherits the member): then the call
 * is linked as any call through a receiver is. Asked about members of some of the definer's classes
 * (`owners`: one changed method of a file with several of its name), a class of the definer is
 * `type` only when it is one of them, and a base only when one of them extends it.
 */
export function typedVerdicts(
  index: RepoIndex,
  name: string,
  family: string,
): (
  types: readonly string[],
  definerPath: string,
  language: string | undefined,
  fromPath: string,
  sees?: (path: string) => boolean,
  owners?: readonly Holder[],
) => TypedVerdict {
  let holders: Map<string, Set<string>> | undefined;
  const byClass = () => (holders ??= classesDefining(index, name, family));
  return (types, definerPath, language, fromPath, sees, owners) => {
    let other = true;
    for (const stated of types) {
      const dot = stated.lastIndexOf('.');
      const type = stated.slice(dot + 1);
      let classes = byClass().get(type);
      if (classes && language === 'go')
        classes = inPackage(classes, dot < 0 ? undefined : stated.slice(0, dot), fromPath);
      else if (classes && classes.size > 1 && sees) classes = reached(classes, sees);
      // A call on an interface or a base class may run the definer's own member when it extends it
      // (in Go, when it has the interface's methods).
      // With `owners` (the classes of the definitions asked about), only their own or a base's.
      const own = owners
        ? owners.some(
            (owner) => (owner.name === type && classes?.has(definerPath)) || inherits(index, definerPath, type, owner),
          )
        : classes?.has(definerPath) || inherits(index, definerPath, type);
      if (classes && (own || (language === 'go' && implementsInterface(index, definerPath, name, classes, type))))
        return 'type';
      if (
        !classes &&
        !(language !== undefined && wordsOf(language).builtins.has(type)) &&
        !foreign(stated, type, language)
      )
        other = false;
    }
    return other ? 'other' : undefined;
  };
  /**
   * A type the repository defines nowhere, whose members are then not the repository's: in Python a
   * class (`io.BytesIO()`, `Path(p)`; a lower-case name may be a function's, returning anything),
   * in Go one of another package (`rt http.RoundTripper`).
   */
  function foreign(stated: string, type: string, language: string | undefined): boolean {
    const shaped = language === 'python' ? /^[A-Z]\w*[a-z]/.test(type) : language === 'go' && stated !== type;
    return shaped && definersOf(index.names, nameId(index.names, family, type)).length === 0;
  }
}

/**
 * Languages whose code states or infers the types of its receivers: a method call there on a
 * receiver of no type its file states, from a file that reaches no definer of the method, is most
 * often on an object of a type from outside the repository (`app.fetch()` on an `any`, `ws.send()`
 * on a platform's socket); from a file that imports two classes with the member, on either
 * (`c.header()` on a callback's `c`, from a file importing both `Context` and `HonoRequest`).
 * bench:references on TypeScript: 29 of 30 such lines linked by name were wrong, and 14 of 17
 * linked through an import. In Python and Go (duck typing, implicit interfaces) leaving the first
 * out lost more right lines than wrong ones (docs/references-benchmark.md).
 */
const RECEIVERS_TYPED = new Set(['typescript', 'tsx']);

/**
 * Whether a method call of `name` on a receiver of no known type, in a file of `language`, is left
 * unlinked to `definerPath`'s member: in a language of RECEIVERS_TYPED, where a class of another
 * file has a member `name` too that the calling file `sees`, and the calling file reaches no
 * definer of it or (`importer`, its number) imports that other file as well: the name alone does
 * not say which is meant, if any.
 */
export function unlinkedByName(
  index: RepoIndex,
  name: string,
  family: string,
): (definerPath: string, language: string | undefined, sees: (path: string) => boolean, importer?: number) => boolean {
  let holders: Map<number, string> | undefined;
  return (definerPath, language, sees, importer) => {
    if (language === undefined || !RECEIVERS_TYPED.has(language)) return false;
    holders ??= holderFiles(index, name, family);
    for (const [file, path] of holders)
      if (path !== definerPath && (importer === undefined || index.imports.has(importer, file)) && sees(path))
        return true;
    return false;
  };
}

/** The files (by number) whose classes have a member `name`. */
function holderFiles(index: RepoIndex, name: string, family: string): Map<number, string> {
  const paths = new Set([...classesDefining(index, name, family).values()].flatMap((held) => [...held]));
  const files = new Map<number, string>();
  for (const file of definersOf(index.names, nameId(index.names, family, name)))
    if (paths.has(index.names.files[file])) files.set(file, index.names.files[file]);
  return files;
}

/**
 * Of the files defining a Go type, those of the package a type names: its own package's (a
 * folder) for a bare name, else the folders named as the package it is qualified by (`gh.Config`:
 * a folder `gh`); undefined when there is none (an import under another name: nothing is known).
 */
function inPackage(files: Set<string>, qualifier: string | undefined, fromPath: string): Set<string> | undefined {
  const folder = qualifier === undefined ? dirname(fromPath) : undefined;
  const found = new Set(
    [...files].filter((file) =>
      folder !== undefined ? dirname(file) === folder : basename(dirname(file)) === qualifier,
    ),
  );
  return found.size ? found : undefined;
}

/**
 * Of the files with a class of one name (`Node` of two routers), those the calling file `sees` (is
 * or imports): its own or imported class is the one its code names. All of them where it sees none.
 */
function reached(files: Set<string>, sees: (path: string) => boolean): Set<string> {
  const found = new Set([...files].filter(sees));
  return found.size ? found : files;
}

/** Whether a file, or one class of it (`within`: on its lines), extends or implements a type of this name (an `inherit` reference to it). */
function inherits(index: RepoIndex, path: string, type: string, within?: Holder): boolean {
  const refs = index.tags.get(path)?.refs;
  return (
    !!refs &&
    referenceList(refs, 'inherit').some(
      (ref) => ref.name === type && (!within || (ref.line >= within.line && ref.line <= within.endLine)),
    )
  );
}

/** The classes (by name) that define a member `name`, each with the files that define it there. */
function classesDefining(index: RepoIndex, name: string, family: string): Map<string, Set<string>> {
  const holders = new Map<string, Set<string>>();
  for (const file of definersOf(index.names, nameId(index.names, family, name))) {
    const path = index.names.files[file];
    for (const type of holdersOf(index, path, name)) {
      const files = holders.get(type);
      if (files) files.add(path);
      else holders.set(type, new Set([path]));
    }
  }
  return holders;
}

/** The classes of the file at `path` that have a member `name`. */
export function holdersOf(index: RepoIndex, path: string, name: string): Set<string> {
  const holders = new Set<string>();
  const defs = index.tags.get(path)?.defs;
  if (!defs) return holders;
  for (let i = 0; i < defs.names.length; i++) {
    const parent = defs.parents[i];
    if (parent >= 0 && defs.strings[defs.names[i]] === name && CLASS_KINDS.has(defs.strings[defs.kinds[parent]]))
      holders.add(defs.strings[defs.names[parent]]);
  }
  return holders;
}

/**
 * Whether a file names (calls, types, imports, reads) a class of `definerPath` with a member
 * `name`, or a class that extends one (by name, one level: `class Node(Base)`). In Python,
 * TypeScript and JavaScript, a call of a built-in type's method name (`x.read()`, `x.replace(…)`,
 * `x.toString()`) on a receiver of no stated type, from a file that imports the definer but names
 * neither, most often runs the built-in's (`response.read()`, a str's `replace`, a number's `toString`).
 */
export function namesHolder(
  index: RepoIndex,
  name: string,
  definerPath: string,
  family: string,
): (path: string) => boolean {
  let classes: Set<string> | undefined;
  return (path) => {
    classes ??= withSubclasses(index, holdersOf(index, definerPath, name), family);
    const refs = index.tags.get(path)?.refs ?? index.copyTags.get(path)?.refs;
    if (!refs) return false;
    const { strings, names, kinds } = refs;
    for (let i = 0; i < names.length; i++)
      if (classes.has(strings[names[i]]) && isNameKind(strings[kinds[i]])) return true;
    return false;
  };
}

/** Classes with the classes that extend one of them (a class whose head's line names it as a base). */
function withSubclasses(index: RepoIndex, classes: Set<string>, family: string): Set<string> {
  const all = new Set(classes);
  for (const base of classes)
    for (const file of referrersOf(index.names, nameId(index.names, family, base))) {
      const tags = index.tags.get(index.names.files[file]);
      if (!tags) continue;
      const lines = new Set(
        referenceList(tags.refs, 'inherit')
          .filter((ref) => ref.name === base)
          .map((ref) => ref.line),
      );
      const { strings, names, kinds, lines: at } = tags.defs;
      for (let i = 0; i < names.length; i++)
        if (lines.has(at[i]) && CLASS_KINDS.has(strings[kinds[i]])) all.add(strings[names[i]]);
    }
  return all;
}
