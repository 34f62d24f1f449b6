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
