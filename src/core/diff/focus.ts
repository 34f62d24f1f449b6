import type { FileDiff, FileTags, Focus, SourceFile } from '../types';
import { languageOf } from '../language-lookup';
import { compareStrings } from '../util/order';
import { identifiersOf } from './identifiers';
import { tagSides, type ChangedFile, type Side, type SideContext } from './sides';
import { definitionChanges, touchedDefinitions } from './touched';

// The words of a changed line, as the language tests read them.

export interface FocusContext extends SideContext {
  /** Tags of the checkout's files (the head side, when the checkout is the head). */
  headTags: Map<string, FileTags>;
  /** The checkout's files, for their blob SHAs. */
  files: Map<string, SourceFile>;
}

/** A path a diff may name: relative, inside the root, no `..` segments. */
export function isSafePath(path: string): boolean {
  return (
    path !== '' &&
    !path.startsWith('/') &&
    !/^[A-Za-z]:/.test(path) &&
    !path.split(/[\\/]/).includes('..') &&
    !path.includes('\0')
  );
}

/**
 * What a diff is about: the files it changes, the definitions it touches on either side (their
 * callers are the blast radius) and the identifiers that occur in its added lines (the context it
 * uses): the references that tree-sitter tags find there, and the words of those lines that name a
 * definition of the repository.
 */
export async function focusFromDiff(diff: FileDiff[], context: FocusContext): Promise<Focus> {
  const changedFiles = new Set<string>();
  const changed: ChangedFile[] = [];
  for (const change of diff) {
    if (!isSafePath(change.path) || (change.oldPath !== undefined && !isSafePath(change.oldPath))) {
      context.warn(`ignored a diff entry with an unsafe path: ${JSON.stringify(change.oldPath ?? change.path)}`);
      continue;
    }
    changedFiles.add(change.path);
    const entry = changedFile(change, context);
    if (entry) changed.push(entry);
  }
  await tagSides(
    changed.flatMap(({ head, base }) =>
      [head, base].filter((side): side is Side => side !== undefined && !side.inCheckout),
    ),
    context,
  );
  const touched = new Set<string>();
  for (const { head, base } of changed)
    for (const side of [head, base])
      if (side?.tags) for (const def of touchedDefinitions(side.tags, side.ranges)) touched.add(def.name);
  return {
    changedFiles: [...changedFiles].sort(compareStrings),
    files: [],
    identifiers: [...identifiersOf(changed, context.headTags)].sort(compareStrings),
    touched: [...touched].sort(compareStrings),
    changes: changed
      .flatMap(definitionChanges)
      .sort((a, b) => compareStrings(a.path, b.path) || a.line - b.line || compareStrings(a.name, b.name)),
  };
}

/** A changed file with the sides to look at, or undefined when it is not code in a language we tag. */
function changedFile(change: FileDiff, context: FocusContext): ChangedFile | undefined {
  const language = languageOf(change.path) ?? (change.oldPath ? languageOf(change.oldPath) : undefined);
  // Outlined formats (Markdown, YAML…) are not code: their words and headings name nothing to look up.
  if (change.binary || !language || language.outline) return undefined;
  const entry: ChangedFile = { path: change.path };
  if (change.status !== 'deleted') {
    const file = context.files.get(change.path);
    const inCheckout = file !== undefined && (!change.newSha || !file.sha || file.sha.startsWith(change.newSha));
    const tags = inCheckout ? context.headTags.get(change.path) : undefined;
    // The head side's definitions tell a removed name from a modified one, even without added lines.
    if (change.added.length || inCheckout)
      entry.head = {
        path: change.path,
        ranges: change.added,
        language: language.id,
        sha: change.newSha,
        lines: change.newLines,
        inCheckout,
        tags,
      };
  }
  if (change.status !== 'added' && change.removed.length) {
    entry.base = {
      path: change.path,
      ranges: change.removed,
      language: language.id,
      sha: change.oldSha,
      lines: change.oldLines,
      inCheckout: false,
    };
  }
  return entry;
}
