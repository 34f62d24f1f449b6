// Lookups in the table of languages.ts: a path's language by its extension, a language by its id,
// and the reference kinds that are paths rather than names.
import { LANGUAGES, type LanguageSpec } from './languages';

const byExtension = new Map<string, LanguageSpec>();
const byId = new Map<string, LanguageSpec>();
for (const spec of LANGUAGES) {
  byId.set(spec.id, spec);
  for (const ext of spec.extensions) byExtension.set(ext, spec);
}

/** The language of a path, by its extension (case-insensitive), or undefined. */
export function languageOf(path: string): LanguageSpec | undefined {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  if (dot <= slash + 1) return undefined; // no extension, or a dotfile such as `.eslintrc`
  return byExtension.get(path.slice(dot).toLowerCase());
}

export function languageById(id: string): LanguageSpec {
  const spec = byId.get(id);
  if (!spec) throw new Error(`unknown language id: ${id}`);
  return spec;
}

/**
 * Reference kinds that are paths for the resolvers, not names to link: import paths (`module`),
 * the package or namespace a file declares (`package`), paths relative to the file (`relative`,
 * Ruby's `require_relative`).
 */
const PATH_KINDS: ReadonlySet<string> = new Set(['module', 'package', 'relative']);

export function isPathKind(kind: string): boolean {
  return PATH_KINDS.has(kind);
}

/**
 * The kind of a typed receiver's reference (see extract/receivers.ts): `Foo#m`, beside the call
 * `x.m()` on its line, where the file says `x` is a `Foo`. No name to link: the lookups read it.
 */
export const TYPED_KIND = 'typed';

/**
 * The kind of a member's declared type (see extract/receivers.ts): `Foo#req` on the line of a
 * class's `req: Foo` (a field, property or getter). No use: the lookups read it to type calls
 * through the member from other files (`c.req.header()`, see CHAIN_KIND).
 */
export const MEMBER_TYPE_KIND = 'holds';

/**
 * The kind of a call through a member of a receiver whose type its file does not state
 * (`c.req.header()`): `req#header`, beside the call on its line. The lookups type the call by
 * the types the repository declares for the member (see MEMBER_TYPE_KIND).
 */
export const CHAIN_KIND = 'chain';

/**
 * The kind of the first name of a qualified call's receiver (see LanguageSyntax.qualifiers):
 * `sys#read`, beside the call `sys.stdin.read()` on its line. No name to link: the lookups read it.
 */
export const QUALIFIER_KIND = 'through';

/**
 * A type that is the result of a call of the function `fn` (`openStore()`), in a typed reference
 * (`openStore()#get`) or a binding: the lookups read the type from the function's head.
 */
export function resultOf(fn: string): string {
  return `${fn}()`;
}

/** The function whose result a type is (see resultOf), or undefined for a type's name. */
export function resultFunction(type: string): string | undefined {
  return type.endsWith('()') ? type.slice(0, -2) : undefined;
}

/** A typed reference's name: the receiver's type and the member called on it, `Foo#m`. */
export function typedName(type: string, member: string): string {
  return `${type}#${member}`;
}

/** The receiver's type and the member of a typed reference's name (see typedName). */
export function typedParts(name: string): { type: string; member: string } {
  const at = name.lastIndexOf('#');
  return { type: name.slice(0, at), member: name.slice(at + 1) };
}

/**
 * The kind of a name read, passed, assigned or returned as a value (`f(handler)`, `x ?? DEFAULT`),
 * where its file defines or imports it: a use of a constant, or of a function as a value.
 */
export const VALUE_KIND = 'value';

/**
 * The kind of a name a module lists as the ones other modules may take (Python's `__all__`): no
 * use of the name. The lookups read it (see lookup/shapes.ts).
 */
export const EXPORTS_KIND = 'exports';

/**
 * The kind of a keyword that opens a section of a class body with its own visibility (Ruby's bare
 * `private`, `protected`, `public`), named by the keyword: no use. The lookups read it.
 */
export const SECTION_KIND = 'section';

/**
 * The kind of a name a class body makes private after defining it (Ruby's `private :name`): no
 * use. The lookups read it.
 */
export const HIDDEN_KIND = 'hidden';

/** Kinds of references that the lookups read but that name nothing to link. */
const UNNAMED_KINDS: ReadonlySet<string> = new Set([
  TYPED_KIND,
  MEMBER_TYPE_KIND,
  CHAIN_KIND,
  QUALIFIER_KIND,
  EXPORTS_KIND,
  SECTION_KIND,
  HIDDEN_KIND,
]);

/** Whether references of this kind name something to link: not paths, nor kinds the lookups only read (UNNAMED_KINDS). */
export function isNameKind(kind: string): boolean {
  return !PATH_KINDS.has(kind) && !UNNAMED_KINDS.has(kind);
}
