// Calls on a receiver whose type its file states (`x.m()` after `const x = new Foo()`, a parameter
// `x: Foo`, Python's `x = []`: see extract/receivers.ts): they mean that type's member, linked
// `via: type`, and no other type's.
import { basename, dirname } from 'node:path';
import type { References, RepoIndex } from '../types';
import { TYPED_KIND, typedParts } from '../language-lookup';
import { wordsOf } from '../language-words';
import { definersOf, nameId } from '../rank/names';
import { CLASS_KINDS } from './shapes';

/** The types a file states for the receivers of its calls of `name`, by line. */
export function receiverTypes({ strings, names, kinds, lines }: References, name: string): Map<number, string[]> {
  const types = new Map<number, string[]>();
  for (let i = 0; i < names.length; i++) {
    if (strings[kinds[i]] !== TYPED_KIND) continue;
    const { type, member } = typedParts(strings[names[i]]);
    if (member !== name || !type) continue;
    const list = types.get(lines[i]);
    if (list) list.push(type);
    else types.set(lines[i], [type]);
  }
  return types;
}

/** How a typed call relates to a definer's member: its type's (`type`), another type's (`other`), or not known. */
export type TypedVerdict = 'type' | 'other' | undefined;

/**
 * What the stated types of a call's receiver say of `definerPath`'s member `name`, for a call in the
 * file `fromPath` of the language family `family` and language `language` (a Go type is of the
 * package its name says, see inPackage): `type` when one is a class of the
 * definer that defines the member, or a class or interface defining it that the definer extends or
 * implements (the call may run the definer's); `other` when they are classes of other files that define it, or
 * built-in types of the language (a list's `append`); undefined when one says nothing (a type the
 * repository does not define, or one that inherits the member): then the call is linked as any
 * call through a receiver is.
 */
export function typedVerdicts(
  index: RepoIndex,
  name: string,
  family: string,
): (types: readonly string[], definerPath: string, language: string | undefined, fromPath: string) => TypedVerdict {
  let holders: Map<string, Set<string>> | undefined;
  const holdersOf = () => (holders ??= classesDefining(index, name, family));
  return (types, definerPath, language, fromPath) => {
    let other = true;
    for (const stated of types) {
      const dot = stated.lastIndexOf('.');
      const type = stated.slice(dot + 1);
      let classes = holdersOf().get(type);
      if (classes && language === 'go')
        classes = inPackage(classes, dot < 0 ? undefined : stated.slice(0, dot), fromPath);
      // A call on an interface or a base class may run the definer's own member when it extends it.
      if (classes?.has(definerPath) || (classes && inherits(index, definerPath, type))) return 'type';
      if (!classes && !(language !== undefined && wordsOf(language).builtins.has(type))) other = false;
    }
    return other ? 'other' : undefined;
  };
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
 * Whether a file extends or implements a class or interface that `definerPath` defines: only then
 * may a call through `super` in it mean the definer's member.
 */
export function extendsClassOf(index: RepoIndex, path: string, definerPath: string): boolean {
  const defs = index.tags.get(definerPath)?.defs;
  if (!defs) return false;
  for (let i = 0; i < defs.names.length; i++)
    if (CLASS_KINDS.has(defs.strings[defs.kinds[i]]) && inherits(index, path, defs.strings[defs.names[i]])) return true;
  return false;
}

/** Whether a file extends or implements a type of this name (an `inherit` reference to it). */
function inherits(index: RepoIndex, path: string, type: string): boolean {
  const refs = index.tags.get(path)?.refs;
  if (!refs) return false;
  for (let i = 0; i < refs.names.length; i++)
    if (refs.strings[refs.kinds[i]] === 'inherit' && refs.strings[refs.names[i]] === type) return true;
  return false;
}

/** The classes (by name) that define a member `name`, each with the files that define it there. */
function classesDefining(index: RepoIndex, name: string, family: string): Map<string, Set<string>> {
  const holders = new Map<string, Set<string>>();
  for (const file of definersOf(index.names, nameId(index.names, family, name))) {
    const path = index.names.files[file];
    const defs = index.tags.get(path)?.defs;
    if (!defs) continue;
    for (let i = 0; i < defs.names.length; i++) {
      const parent = defs.parents[i];
      if (parent < 0 || defs.strings[defs.names[i]] !== name || !CLASS_KINDS.has(defs.strings[defs.kinds[parent]]))
        continue;
      const type = defs.strings[defs.names[parent]];
      const files = holders.get(type);
      if (files) files.add(path);
      else holders.set(type, new Set([path]));
    }
  }
  return holders;
}
