import { languageOf } from '../../src/core/language-lookup';
import type { ResolverFactory } from '../../src/core/resolve/common';
import { manifestsOf } from '../../src/core/resolve/manifests';
import type { FileTags } from '../../src/core/types';
import { tagsOf } from './tags';

/** What one resolver says about a small repository: per file, what it reaches, its scope, whether it is a barrel. */
export interface Resolved {
  /** The files a file's imports reach one by one, as sorted paths (the file itself left out, as resolveImports does). */
  files(path: string): string[];
  /** The scopes a file's imports reach whole, sorted. */
  scopes(path: string): string[];
  scopeOf(path: string): string | undefined;
  isBarrel(path: string): boolean;
}

/**
 * Runs one language family's resolver the way resolveImports does: every file of the repository
 * in path order, the family's files as members, the manifests by path. Sources are parsed by the
 * engine's extraction (the language from each path), so the tags are the ones a real run has;
 * files of other languages (and manifests) are listed but have no tags.
 */
export async function resolveWith(
  factory: ResolverFactory,
  family: string,
  sources: Record<string, string>,
  manifests: Record<string, string> = {},
): Promise<Resolved> {
  const files = [...Object.keys(sources), ...Object.keys(manifests)].sort();
  const position = new Map(files.map((path, i) => [path, i]));
  const tags = new Map<string, FileTags>();
  for (const [path, source] of Object.entries(sources)) {
    const language = languageOf(path);
    if (language?.family === family) tags.set(path, await tagsOf(language.id, source));
  }
  const members = files.flatMap((path, i) => (tags.has(path) ? [i] : []));
  const resolver = factory({ files, position, tags, manifests: manifestsOf(manifests), members });
  const index = (path: string) => {
    const i = position.get(path);
    if (i === undefined || !tags.has(path)) throw new Error(`${path} is not a ${family} file of the fixture`);
    return i;
  };
  return {
    files: (path) =>
      [...new Set([...resolver.reach(index(path)).files].filter((i) => i !== index(path)).map((i) => files[i]))].sort(),
    scopes: (path) => [...new Set(resolver.reach(index(path)).scopes)].sort(),
    scopeOf: (path) => resolver.scopeOf?.(index(path)),
    isBarrel: (path) => resolver.isBarrel?.(path) ?? false,
  };
}
