import { tagsOfSource } from '../../src/core/extract/extract-file';
import type { Definition, ExtractOutcome, FileTags, Reference } from '../../src/core/types';
import { isNameKind, isPathKind } from '../../src/core/language-lookup';
import { definitionList, packTags, referenceList } from '../../src/core/util/packed';

/** Tags of an in-memory source, as the engine would extract them from a file of that language. */
export async function tagsOf(language: string, source: string): Promise<FileTags> {
  const tags = await tagsOfSource(language, source);
  if (tags === 'parse-timeout') throw new Error('parse timed out');
  return tags;
}

/** A file's definitions as objects (none for no file). */
export function defList(tags: FileTags | undefined): Definition[] {
  return tags ? definitionList(tags.defs) : [];
}

/** Definitions without endLine, for exact comparison in fixtures. */
export function defsOf(tags: FileTags): { name: string; kind: string; line: number; signature: string }[] {
  return defList(tags).map(({ name, kind, line, signature }) => ({ name, kind, line, signature }));
}

/**
 * References to names as `line kind name` strings, in the engine's order, for exact comparison in
 * fixtures. Paths (import specifiers and declared packages, used to resolve imports to files) are
 * left out: test/imports.test.ts covers them; so are typed receivers (test/core/extract/receivers.test.ts).
 */
export function refsOf(tags: FileTags): string[] {
  return referenceList(tags.refs)
    .filter((r) => isNameKind(r.kind))
    .map((r) => `${r.line} ${r.kind} ${r.name}`);
}

/** Paths as `line specifier` strings (import specifiers), or `line kind path` for the other kinds (`package`, `relative`). */
export function modulesOf(tags: FileTags): string[] {
  return referenceList(tags.refs)
    .filter((r) => isPathKind(r.kind))
    .map((r) => (r.kind === 'module' ? `${r.line} ${r.name}` : `${r.line} ${r.kind} ${r.name}`));
}

/** A file's tags made by hand (packed as the engine keeps them). */
export function fileTags(defs: Definition[], refs: Reference[] = []): FileTags {
  return packTags(defs, refs);
}

/**
 * An outcome with its tags as objects: tags read from a pack and tags parsed hold the same
 * definitions and references numbered against different tables of strings, so they are compared
 * by what they say.
 */
export function plainOutcome(outcome: ExtractOutcome | undefined): unknown {
  if (!outcome || !('tags' in outcome)) return outcome;
  return { ...outcome, tags: { defs: definitionList(outcome.tags.defs), refs: referenceList(outcome.tags.refs) } };
}
