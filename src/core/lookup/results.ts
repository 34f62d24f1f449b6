// The types functions return, read from their heads: a call on a function's result
// (`openStore().get(k)`, `const s = openStore(); s.get(k)`, Go's `c := NewClient(); c.Do()`) means
// the member of the type the head says it returns (`function openStore(): Store`, `func
// NewClient() *Client`, Python's `def open_store() -> Store:`). See extract/receivers.ts, statedType.
import { basename, dirname } from 'node:path';
import type { RepoIndex } from '../types';
import { languageOf } from '../language-lookup';
import { definersOf, nameId } from '../rank/names';

/** A free function's returned type, with the file that defines the function. */
interface Returned {
  path: string;
  type: string;
}

const byIndex = new WeakMap<RepoIndex, Map<string, Map<string, Returned[] | undefined>>>();

/**
 * The types a free function named `fn` (its last part: `pkg.NewClient` is NewClient) returns, as
 * its heads in the files of a language family say (a Go type named bare with its package's name,
 * `client.Client`): those of the functions in files the caller `reaches` (is or imports) when
 * there are any, else all; undefined when a head says none, or no free function has the name.
 */
export function resultTypes(
  index: RepoIndex,
  family: string,
): (fn: string, reaches?: (path: string) => boolean) => string[] | undefined {
  let families = byIndex.get(index);
  if (!families) byIndex.set(index, (families = new Map()));
  let answers = families.get(family);
  if (!answers) families.set(family, (answers = new Map()));
  const known = answers;
  return (fn, reaches) => {
    if (!known.has(fn)) known.set(fn, returnsOf(index, family, fn.slice(fn.lastIndexOf('.') + 1)));
    const all = known.get(fn);
    if (!all) return undefined;
    const reached = reaches ? all.filter((returned) => reaches(returned.path)) : [];
    return [...new Set((reached.length ? reached : all).map((returned) => returned.type))].sort();
  };
}

function returnsOf(index: RepoIndex, family: string, name: string): Returned[] | undefined {
  const found: Returned[] = [];
  for (const file of definersOf(index.names, nameId(index.names, family, name))) {
    const path = index.names.files[file];
    const defs = index.tags.get(path)?.defs;
    if (!defs) continue;
    const { strings, names, kinds, parents, signatures } = defs;
    for (let i = 0; i < names.length; i++) {
      if (strings[names[i]] !== name || strings[kinds[i]] !== 'function' || parents[i] >= 0) continue;
      const language = languageOf(path)?.id;
      const type = returnedType(name, strings[signatures[i]], language);
      if (type === undefined) return undefined;
      found.push({
        path,
        type: language === 'go' && !type.includes('.') ? `${basename(dirname(path))}.${type}` : type,
      });
    }
  }
  return found.length ? found : undefined;
}

/** How each language writes a function's result after its parameters: the type's name is the first capture. */
const TYPESCRIPT_RETURNS = /^\s*:\s*(?:Promise\s*<\s*)?([A-Za-z_$][\w$]*)/;
const RETURNS: Readonly<Record<string, RegExp>> = {
  typescript: TYPESCRIPT_RETURNS,
  tsx: TYPESCRIPT_RETURNS,
  go: /^\s*\(?\s*\*?\s*((?:[A-Za-z_]\w*\.)?[A-Za-z_]\w*)/,
  python: /^\s*->\s*['"]?([A-Za-z_]\w*)/,
};

/**
 * The name of the type a function's head (`function openStore(): Store`, `func NewClient(h
 * string) (*Client, error)`, `def open_store() -> "Store":`) says it returns: the first type
 * written after its parameters (a promise's type, a Go pointer's, the first of Go's results).
 */
export function returnedType(name: string, head: string, language: string | undefined): string | undefined {
  const pattern = language === undefined ? undefined : RETURNS[language];
  if (!pattern) return undefined;
  const params = parametersOf(name, head);
  return params && pattern.exec(head.slice(params.end))?.[1];
}

/**
 * The parameters of the function `name` in its head: the parentheses after its name (past a Go
 * method's receiver; a TypeScript function's type parameters may come between), counted and ended
 * as `parenthesized` says; undefined when the head has none.
 */
export function parametersOf(name: string, head: string): { count: number; end: number } | undefined {
  const at = head.indexOf(name, /^func\s*\(/.test(head) ? head.indexOf(')') + 1 : 0);
  const open = at < 0 ? -1 : head.indexOf('(', at + name.length);
  return open < 0 ? undefined : parenthesized(head, open);
}

/**
 * The items between the parentheses that open at `open` (commas between them at their own depth,
 * plus one when they hold anything) and where they close; undefined when they do not close.
 */
export function parenthesized(text: string, open: number): { count: number; end: number } | undefined {
  let depth = 0;
  let commas = 0;
  let empty = true;
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if (char === '(' || char === '[' || char === '{') depth++;
    else if (char === ')' || char === ']' || char === '}') {
      if (--depth === 0) return { count: empty ? 0 : commas + 1, end: i + 1 };
    } else if (depth === 1 && char === ',') commas++;
    else if (depth === 1 && !/\s/.test(char)) empty = false;
  }
  return undefined;
}
