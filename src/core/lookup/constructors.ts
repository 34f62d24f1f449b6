// Constructors named by the language (`constructor`, `__init__`, `initialize`): a use of one is where
// its class is constructed by the class's name (`new Box()`, `Box()`, `mod.Box()`).
import type { Definitions } from '../types';
import type { LanguageSpec } from '../languages';
import { meaningAt } from './shapes';

/** A class's constructors by name, in the languages that do not name them after the class. */
const CONSTRUCTOR_NAMES: Readonly<Record<string, readonly string[]>> = {
  typescript: ['constructor'],
  tsx: ['constructor'],
  javascript: ['constructor'],
  vue: ['constructor'],
  html: ['constructor'],
  python: ['__init__', '__new__'],
  ruby: ['initialize'],
  php: ['__construct'],
  swift: ['init'],
};

/** Kinds of the uses of a class's name that construct it: `new Box()`, Python's `Box()`, `mod.Box()`. */
export const CONSTRUCTING: ReadonlySet<string> = new Set(['new', 'call', 'qualified']);

/** The class a file's definition `i` constructs, when it is a constructor the language names so. */
export function constructedBy(defs: Definitions, i: number, language: LanguageSpec | undefined): string | undefined {
  const name = defs.strings[defs.names[i]];
  if (!CONSTRUCTOR_NAMES[language?.id ?? '']?.includes(name) || !meaningAt(defs, i, language).member) return undefined;
  return defs.strings[defs.names[defs.parents[i]]];
}

/** The classes whose constructor a file defines under `name`, in the order it defines them. */
export function classesConstructedBy(defs: Definitions, name: string, language: LanguageSpec | undefined): string[] {
  const classes: string[] = [];
  for (let i = 0; i < defs.names.length; i++) {
    if (defs.strings[defs.names[i]] !== name) continue;
    const constructed = constructedBy(defs, i, language);
    if (constructed !== undefined && !classes.includes(constructed)) classes.push(constructed);
  }
  return classes;
}
