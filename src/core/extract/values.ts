// Which of a file's values (names read, passed, assigned: `value` references) are kept: those that
// can be a use of a definition of the repository (see valuesKept).
import type { Reference } from '../types';
import type { FoundDefinition } from './containers';
import { chainedMember, receiverKind } from './receivers';
import { isNameKind, VALUE_KIND } from '../language-lookup';

/**
 * A reference as the query found it; a call through a receiver with the receiver's text and where
 * it starts; a member of a type the match states (`@type`) with that type.
 */
export type Use = Reference & { receiver?: string; at?: number; type?: string };

/** A name a function declares for itself, and where it stands for it: from its declaration to the function's end. */
export interface Local {
  name: string;
  start: number;
  end: number;
}

/** Whether a function around a place in the source (`at`) declares a name for itself. */
export function localsAt(locals: readonly Local[]): (name: string, at: number) => boolean {
  const byName = new Map<string, Local[]>();
  for (const local of locals) {
    const same = byName.get(local.name);
    if (same) same.push(local);
    else byName.set(local.name, [local]);
  }
  return (name, at) => !!byName.get(name)?.some((l) => l.start <= at && at < l.end);
}

/** What a file's values are read against: its definitions, its functions' own names, and the names its folder shares. */
export interface FileScope {
  found: readonly FoundDefinition[];
  /** Whether a function around a place (`at`) declares a name for itself (see localsAt). */
  isLocal: (name: string, at: number) => boolean;
  /** The variables whose type the file states (see ./receivers). */
  bound: ReadonlySet<string>;
  /** Names the files of a folder share without importing them (see LanguageSyntax.sharedValues). */
  shared: RegExp | undefined;
  /** Whether qualified calls keep their receiver's first name (see LanguageSyntax.qualifiers). */
  qualifiers: boolean;
  /** The members whose types the file declares (MEMBER_TYPE_KIND: `opts *Options` in a struct, a test table's too). */
  held: ReadonlySet<string>;
}

/**
 * The uses, without the bare calls of a name that a function around them declares for itself (see
 * SHADOWED_KINDS), and with a value (a name read, passed or assigned: a `value` reference) only where the
 * file defines the name outside any container, imports it (not as a module), or shares it with its
 * folder's files, no function around it declares the name for itself, and no other reference or
 * definition of the name is on its line (but a type's, for a member read through a receiver:
 * `tt.opts.Config = func() (gh.Config, error)`): a name a file neither defines nor imports is a local
 * variable, a parameter or a global, and a line that calls or defines a name says so already. A
 * value read through a receiver is kept where the receiver is imported (`api.IssueFields`, see
 * receiverKind), of a type the file states (`opts.Limit` on a parameter `opts *Options`), the
 * object itself and the file defines a member of the name (`this.paths`), or a member whose type
 * the file declares (`tt.opts.Config`); a member of a type the
 * match states (`Options{Limit: 1}`) is kept; a private member (`#count`) where the file defines it.
 */
export function valuesKept(
  uses: Use[],
  imported: ReadonlySet<string>,
  { found, isLocal, bound, shared, held }: FileScope,
): Use[] {
  if (!uses.some((use) => use.kind === VALUE_KIND || SHADOWED_KINDS.has(use.kind))) return uses;
  const own = new Set(found.filter((f) => f.def.parent === undefined).map((f) => f.def.name));
  const members = new Set(found.filter((f) => f.def.parent !== undefined).map((f) => f.def.name));
  // A module or namespace a file imports under its own name (`import re`, `import * as util from
  // './util'`, `import React from 'react'`) is read through, not a value. (A Rust path names an
  // item as often as a module, `use crate::limits::MAX`: not one.)
  const word = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const modules = new Set(
    uses
      .filter((use) => use.kind === 'module' && !use.name.includes('::'))
      .map((use) => word(use.name.split(/[/.:]/).pop()!)),
  );
  const namesOn = (kinds: (kind: string) => boolean) => {
    const names = new Set(uses.filter((use) => kinds(use.kind)).map((use) => `${use.name}\0${use.line}`));
    for (const f of found) names.add(`${f.def.name}\0${f.def.line}`);
    return names;
  };
  const named = namesOn((kind) => kind !== VALUE_KIND && isNameKind(kind));
  // A type of the name on the line (`gh.Config` in `tt.opts.Config = func() (gh.Config, error)`)
  // says nothing of a member read or written through a receiver there.
  const namedBesidesTypes = namesOn((kind) => kind !== VALUE_KIND && kind !== 'type' && isNameKind(kind));
  // A member read through an imported module or class, a variable of a stated type, the object
  // itself where the file defines the member (`this.paths`, `self.mode`), or a member whose type
  // the file declares (`tt.opts.Config` where its test table has `opts *Options`).
  const readThrough = (receiver: string, name: string, at: number | undefined) => {
    const kind = receiverKind(receiver, imported, (root) => at !== undefined && isLocal(root, at));
    const through = chainedMember(receiver);
    return (
      kind === 'qualified' ||
      bound.has(receiver) ||
      (kind === 'self' && members.has(name)) ||
      (through !== undefined && held.has(through))
    );
  };
  const shadowed = (use: Use) => use.at !== undefined && isLocal(use.name, use.at);
  const kept = (use: Use) =>
    use.type !== undefined ||
    (use.receiver !== undefined
      ? readThrough(use.receiver, use.name, use.at)
      : use.name.startsWith('#')
        ? members.has(use.name) // a private member is named by its own class only
        : (own.has(use.name) || imported.has(use.name) || shared?.test(use.name) === true) &&
          !modules.has(word(use.name)) &&
          !shadowed(use));
  return uses.filter((use) =>
    use.kind === VALUE_KIND
      ? kept(use) && !(use.receiver === undefined ? named : namedBesidesTypes).has(`${use.name}\0${use.line}`)
      : !SHADOWED_KINDS.has(use.kind) || use.receiver !== undefined || !shadowed(use),
  );
}

/**
 * Uses by a bare name that a function's own variable or parameter of that name stands for inside
 * it: `createContext()` in a function with a parameter `createContext` calls the parameter.
 */
const SHADOWED_KINDS = new Set(['call', 'new', 'jsx']);
