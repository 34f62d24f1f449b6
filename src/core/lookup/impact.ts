// What a change breaks: each definition it adds, modifies or removes, with its callers outside the
// change (the uses of its name that can mean it; for a constructor, where its class is built).
import type { DefinitionChange, RepoIndex } from '../types';
import { languageOf } from '../language-lookup';
import { rankOf } from '../rank/ranking';
import { compareStrings } from '../util/order';
import {
  changeKey,
  fileTags,
  lookup,
  usesInOrder,
  referencePage,
  referencesTo,
  UNLIMITED,
  type ReferenceHit,
  type ReferencePage,
  type Unread,
} from './lookup';
import { withSourceLines } from './source-lines';
import { meaningAt, meaningOfKind, visibilityMarks, type Meaning } from './shapes';
import { constructedBy, CONSTRUCTING } from './constructors';

/**
 * What the lookups know of a changed definition: its shape (see ./shapes; a removed one's by its
 * kind, its container being on the base side only), and for a constructor, its class's name: the
 * class is constructed by that name (`new Box()`, `Box()`).
 */
export function changedDefinition(
  index: RepoIndex,
  change: DefinitionChange,
): { meanings?: Meaning[]; constructs?: string } {
  if (change.status === 'removed') {
    const meaning = meaningOfKind(change.kind);
    return meaning ? { meanings: [meaning] } : {};
  }
  const tags = fileTags(index, change.path);
  if (!tags) return {};
  const { defs } = tags;
  for (let i = 0; i < defs.names.length; i++) {
    if (defs.lines[i] !== change.line || defs.strings[defs.names[i]] !== change.name) continue;
    const language = languageOf(change.path);
    const constructs = constructedBy(defs, i, language);
    const meaning = meaningAt(defs, i, language, visibilityMarks(tags.refs));
    return { meanings: [meaning], ...(constructs !== undefined && { constructs }) };
  }
  return {};
}

/** The uses of a changed definition outside the change: of its name, and for a constructor, where its class is constructed. */
export function callersOf(
  index: RepoIndex,
  change: DefinitionChange,
  changed: ReadonlySet<string>,
): Unread<ReferenceHit>[] {
  const { meanings, constructs } = changedDefinition(index, change);
  const uses = referencesTo(index, change.name, change.path, meanings);
  if (constructs !== undefined)
    for (const hit of referencesTo(index, constructs, change.path)) if (CONSTRUCTING.has(hit.kind)) uses.push(hit);
  return uses.filter((hit) => !changed.has(hit.path));
}

/**
 * The uses of the one definition of `name` on `line` of `path`, a page as findReferences gives it:
 * where the file defines the name more than once (an interface's member and a class's method), a
 * call typed by the other's class is not this one's. Undefined when no definition of the name is
 * on that line.
 */
export function definitionReferences(
  index: RepoIndex,
  name: string,
  path: string,
  line: number,
  limit = UNLIMITED,
  offset = 0,
): ReferencePage | undefined {
  const definition: DefinitionChange = { path, name, line, kind: '', signature: '', status: 'modified' };
  if (!changedDefinition(index, definition).meanings) return undefined;
  const uses = callersOf(index, definition, new Set());
  uses.sort(usesInOrder(index));
  const shown = referencePage(uses, limit, offset);
  return { ...shown, items: withSourceLines(index.root, shown.items) };
}

export interface ImpactEntry extends DefinitionChange {
  /** The callers outside the changed files: where they use the name, with the source line. */
  callers: ReferencePage;
}

/** Each index's impacts made so far, by callers per change: the changes they cover, and the entries. */
const impacts = new WeakMap<RepoIndex, Map<number, { wanted: number; entries: ImpactEntry[] }>>();

/**
 * What the change breaks: each definition it adds, modifies or removes (the `changesWanted` best
 * ranked), with its callers outside the change, ordered as the map ranks them (a removed
 * definition, which the map no longer has, ranks as its file does; callers by name alone last). Made once per index for as
 * many changes as asked (the map's call lines, the Action's table and the JSON map's changes ask
 * for the same callers): the entries are shared, not to be changed.
 */
export function changeImpact(index: RepoIndex, callersPerChange = UNLIMITED, changesWanted = UNLIMITED): ImpactEntry[] {
  let made = impacts.get(index);
  if (!made) impacts.set(index, (made = new Map()));
  const found = made.get(callersPerChange);
  if (found && found.wanted >= changesWanted) return found.entries.slice(0, changesWanted);
  const entries = computeImpact(index, callersPerChange, changesWanted);
  made.set(callersPerChange, { wanted: changesWanted, entries });
  return entries;
}

function computeImpact(index: RepoIndex, callersPerChange: number, changesWanted: number): ImpactEntry[] {
  // No change, no callers: and none of the lookups by name, which cost seconds on 100,000 files.
  if (!index.focus.changes.length) return [];
  const changed = new Set(index.focus.changedFiles);
  const { changedScores } = lookup(index);
  const scoreOf = (c: DefinitionChange) =>
    (c.status === 'removed' ? rankOf(index.ranking, c.path) : changedScores.get(changeKey(c))) ?? 0;
  const inOrder = usesInOrder(index);
  const ranked = [...index.focus.changes].sort(
    (a, b) =>
      scoreOf(b) - scoreOf(a) || compareStrings(a.path, b.path) || a.line - b.line || compareStrings(a.name, b.name),
  );
  const pages = ranked.slice(0, changesWanted).map((change) => {
    const outside = callersOf(index, change, changed);
    outside.sort(inOrder);
    return { change, callers: referencePage(outside, callersPerChange) };
  });
  // The source lines of every change's callers at once: a file many changes call from is read once.
  const lines = withSourceLines(
    index.root,
    pages.flatMap(({ callers }) => callers.items),
  );
  let at = 0;
  return pages.map(({ change, callers }): ImpactEntry => ({
    ...change,
    callers: { ...callers, items: lines.slice(at, (at += callers.items.length)) },
  }));
}
