// Questions about a repository, answered from its index (the same parse, links and ranking as the
// map): where is a name defined, who uses it, what is in a file, what does the change break.
import type { FileTags, References, Via } from '../types';
import type { LanguageSpec } from '../languages';
import type { RepoIndex } from '../types';
import { isNameKind, languageOf, VALUE_KIND } from '../language-lookup';
import { withCopies } from './copies';
import { definersOf, nameId, referrersOf } from '../rank/names';
import { compareStrings } from '../util/order';
import {
  visibilityMarks,
  meaningsOf,
  meansOwn,
  ownClassDefines,
  reaches,
  UNKNOWN_MEANINGS,
  visibleShapes,
  type Holder,
  type Meaning,
} from './shapes';
import { callTypes, memberTypes, namesHolder, THROUGH_TYPED, typedVerdicts, unlinkedByName } from './typed';
import { inheritsFrom } from './bases';
import { outsideName } from './outside';
import { resultTypes } from './results';
import { builtinMembersOf, leavesBuiltinCallsOut } from '../language-words';
import { classesConstructedBy, CONSTRUCTING } from './constructors';
import { withSourceLines } from './source-lines';
import { bareCallReaches, ownPackageShadows, qualifiedCallReaches } from './bare';

/** Some of a longer list: the first `limit` items, and how many there were in all. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Items `offset` to `offset + limit` of a list, and how many there are in all. */
export function page<T>(items: T[], limit: number, offset = 0): Page<T> {
  return { items: items.slice(offset, offset + Math.max(0, limit)), total: items.length };
}

export const UNLIMITED = Number.MAX_SAFE_INTEGER;

/** Lookups the questions need, made once per index on its first question. */
export interface Lookup {
  /** A file's number in the index's name index. */
  fileNumbers: Map<string, number>;
  /** The language families of the index's files (a name's key in the name index is per family). */
  families: string[];
  /** The scores of the changed files' definitions (by changeKey). */
  changedScores: Map<string, number>;
}

export const changeKey = (d: { path: string; line: number; name: string }) => `${d.path}\0${d.line}\0${d.name}`;

const lookups = new WeakMap<RepoIndex, Lookup>();

export function lookup(index: RepoIndex): Lookup {
  let found = lookups.get(index);
  if (found) return found;
  found = {
    fileNumbers: new Map(index.names.files.map((path, i) => [path, i])),
    families: [...new Set(index.names.files.map(familyOf))],
    changedScores: new Map(),
  };
  const changed = new Set(index.focus.changedFiles);
  for (const d of index.ranking.definitions) if (changed.has(d.path)) found.changedScores.set(changeKey(d), d.score);
  lookups.set(index, found);
  return found;
}

/**
 * Make the lookups the questions use now rather than on the first question (a server's first
 * answer should be as quick as the others).
 */
export function prepareQueries(index: RepoIndex): void {
  lookup(index);
}

/** A file's number in the index, or undefined when the index has no such file. */
export function fileNumber(index: RepoIndex, path: string): number | undefined {
  return lookup(index).fileNumbers.get(path);
}

/** Files in the order the ranking puts them: the better-ranked first. */
export function rankOrder(index: RepoIndex): (path: string) => number {
  const { placeOf } = index.ranking;
  return (path) => placeOf.get(path) ?? Number.MAX_SAFE_INTEGER;
}

/** Whether the index has this file (parsed, or outlined; a copy folded into another entry too). */
export function hasFile(index: RepoIndex, path: string): boolean {
  return fileTags(index, path) !== undefined;
}

/** A file's definitions and references: a folded copy's are its own, though the graph holds its entry's only. */
export function fileTags(index: RepoIndex, path: string): FileTags | undefined {
  return index.tags.get(path) ?? index.copyTags.get(path);
}

/** The entry of the map and the graph that stands for a path: itself, unless it is a copy folded into another. */
export const entryOf = (index: RepoIndex, path: string) => index.copies.entryOf.get(path) ?? path;

export const familyOf = (path: string) => languageOf(path)?.family ?? '';

export type { Via };

export interface ReferenceHit {
  path: string;
  line: number;
  kind: string;
  /** The trimmed source line. */
  text: string;
  /** With a definer: `imported` when the file imports it, `namesake` when it is linked by name alone. */
  reach?: 'imported' | 'namesake' | 'same-file';
  /** How the use is linked: to the definer asked about, or, without one, to the definition its file reaches first. */
  via: Via;
}

/** Uses, some of them linked by name alone (`byName` of `total`). */
export interface ReferencePage extends Page<ReferenceHit> {
  byName: number;
}

const VIA_OF_REACH: Record<NonNullable<ReferenceHit['reach']>, Via> = {
  'same-file': 'scope',
  imported: 'import',
  namesake: 'name',
};

export function referencePage(
  hits: Unread<ReferenceHit>[],
  limit: number,
  offset = 0,
): Omit<ReferencePage, 'items'> & { items: Unread<ReferenceHit>[] } {
  return { ...page(hits, limit, offset), byName: hits.filter((hit) => hit.via === 'name').length };
}

/**
 * The order uses are listed in: those linked by name alone (which may mean a namesake) after the
 * others, each by file rank, then line.
 */
export function usesInOrder(index: RepoIndex): (a: Unread<ReferenceHit>, b: Unread<ReferenceHit>) => number {
  const order = rankOrder(index);
  return (a, b) =>
    Number(a.via === 'name') - Number(b.via === 'name') ||
    order(a.path) - order(b.path) ||
    compareStrings(a.path, b.path) ||
    a.line - b.line ||
    compareStrings(a.kind, b.kind);
}

/**
 * The uses of `name`: every reference to it, or with `definerPath` the references that resolve to
 * that file's definition as the graph resolves them (in its language family; not from files that
 * import another definer of the name instead). In the order of usesInOrder; `limit` of them from `offset` on.
 */
export function findReferences(
  index: RepoIndex,
  name: string,
  definerPath?: string,
  limit = UNLIMITED,
  offset = 0,
): ReferencePage {
  const hits = definerPath === undefined ? allReferences(index, name) : referencesTo(index, name, definerPath);
  hits.sort(usesInOrder(index));
  const shown = referencePage(hits, limit, offset);
  return { ...shown, items: withSourceLines(index.root, shown.items) };
}

export type Unread<T> = Omit<T, 'text'>;

/**
 * Every use of `name`, each linked as its file reaches a definition of it that the use's shape can
 * mean (see ./shapes): its own, an imported one, or by name.
 */
function allReferences(index: RepoIndex, name: string): Unread<ReferenceHit>[] {
  const hits: Unread<ReferenceHit>[] = [];
  for (const family of lookup(index).families) {
    const id = nameId(index.names, family, name);
    const definers = [...definersOf(index.names, id)].map((file) => {
      const path = index.names.files[file];
      return { file, path, meanings: meaningsIn(index, path, name) };
    });
    for (const file of referrersOf(index.names, id))
      for (const path of withCopies(index, index.names.files[file])) {
        const language = languageOf(path);
        const uses = namedReferences(fileTags(index, path)!.refs, name);
        const importsName = uses.some((use) => use.kind === 'import');
        const seen = definers.map((d) => ({
          file: d.file,
          shapes: visibleShapes(d.meanings, d.path, path, importsName || index.imports.has(file, d.file)),
        }));
        for (const { line, kind } of uses) {
          const meant = seen.filter((d) => d.shapes && reaches(kind, language, d.shapes)).map((d) => d.file);
          const via: Via = meant.includes(file)
            ? 'scope'
            : index.imports.resolves(file) && meant.some((d) => index.imports.has(file, d))
              ? 'import'
              : 'name';
          hits.push({ path, line, kind, via });
        }
      }
  }
  return hits;
}

/** Where a file refers to `name` (as a name: not a path). */
function namedReferences({ strings, names, kinds, lines }: References, name: string): { line: number; kind: string }[] {
  const found: { line: number; kind: string }[] = [];
  for (let i = 0; i < names.length; i++)
    if (strings[names[i]] === name && isNameKind(strings[kinds[i]]))
      found.push({ line: lines[i], kind: strings[kinds[i]] });
  return found;
}

/**
 * References to `name` that the graph links to the definer (whether or not the definer still
 * defines it: a removed name's callers), from files that can see its definition, and whose shape
 * can mean it (`meanings`: by default, the definer's definitions of the name; see ./shapes). A bare
 * name that the using file defines itself means its own definition, not this one. By default, a
 * constructor that the language names (`constructor`, `__init__`) is also used where its class is
 * constructed (see ./constructors).
 */
export function referencesTo(
  index: RepoIndex,
  name: string,
  definerOrCopy: string,
  meanings?: Meaning[],
): Unread<ReferenceHit>[] {
  const definerPath = entryOf(index, definerOrCopy);
  const family = familyOf(definerPath);
  const id = nameId(index.names, family, name);
  const definer = fileNumber(index, definerPath);
  const definers = definersOf(index.names, id).filter((file) => file !== definer);
  const defined = meanings ?? meaningsIn(index, definerPath, name);
  const meant = defined.length > 0 ? defined : UNKNOWN_MEANINGS;
  const owners = ownersOf(meanings);
  const hits: Unread<ReferenceHit>[] = [];
  const verdict = typedVerdicts(index, name, family);
  const declared = memberTypes(index, family);
  const returned = resultTypes(index, family);
  const unlinked = unlinkedByName(index, name, family);
  const namer = namesHolder(index, name, definerPath, family);
  for (const file of referrersOf(index.names, id))
    for (const path of withCopies(index, index.names.files[file], definerPath)) {
      const importsIt = definer !== undefined && index.imports.has(file, definer);
      const reachesFile = (other: string) => other === path || index.imports.has(file, fileNumber(index, other) ?? -1);
      // A file that imports another definer of the name, and not this one, means that one (so does
      // one whose own package has it, see ./bare); but for a call on a receiver of a type it states
      // that the definer's class is or extends.
      const importsOther = !importsIt && definers.some((d) => index.imports.has(file, d));
      const shadowed =
        path !== definerPath &&
        ((importsOther && index.imports.resolves(file)) || ownPackageShadows(index, path, definerPath, definers, name));
      const { refs, defs } = fileTags(index, path)!;
      const uses = namedReferences(refs, name);
      const typesAt = callTypes(refs, uses, name, declared, (fn) => returned(fn, reachesFile));
      if (shadowed && !typesAt.size) continue;
      const importsName = uses.some((use) => use.kind === 'import');
      const seen = visibleShapes(meant, definerPath, path, importsName || importsIt);
      if (!seen) continue;
      const reach = path === definerPath ? 'same-file' : importsIt ? 'imported' : 'namesake';
      const language = languageOf(path);
      const meansOwnUse = ownUses(index, name, path, definerPath, defs, language);
      // A call on a receiver of no stated type of a built-in type's method name (see builtinNameAlone),
      // or in TypeScript of a member that classes of other files have too, from a file that reaches
      // no definer or imports another of them (see unlinkedByName): most often none of this definer's.
      const builtinName = builtinNameAlone(language, name, reach, () => namer(path));
      const sees = (other: string) =>
        visibleShapes(meaningsIn(index, other, name), other, path, importsName) !== undefined;
      const ambiguous =
        reach !== 'same-file' && unlinked(definerPath, language?.id, sees, reach === 'imported' ? file : undefined);
      // A bare call runs a function of its own Go package, a member of its own class or of a base;
      // a Go call through a package's name, a function of another package (see ./bare); a Python
      // bare name its file neither defines nor imports from the repository, or a call through a
      // module outside it, none (see ./outside).
      const outside = outsideName(index, path, name, reach !== 'namesake' || importsOther || definers.includes(file));
      const bareReaches =
        path === definerPath ||
        !uses.some((use) => use.kind === 'call') ||
        bareCallReaches(index, family, name, path, definerPath, language, seen, importsIt);
      let inheritsIt: boolean | undefined;
      for (const { line, kind } of uses) {
        if (!reaches(kind, language, seen) || meansOwnUse(kind, line)) continue;
        if ((kind === 'call' && !bareReaches) || outside(kind, line)) continue;
        if (kind === 'qualified' && !qualifiedCallReaches(path, definerPath, language, importsIt)) continue;
        // A call through `super` runs a base class's member: the definer's only where it is the one the file's class inherits.
        if (kind === 'super' && !(inheritsIt ??= inheritsFrom(index, family, path, definerPath, name))) continue;
        // A call on a receiver whose type the file states means that type's member, and no other's;
        // a value read on one (`opts.Limit`), that type's member only.
        const types = THROUGH_TYPED.has(kind) ? typesAt.get(line) : undefined;
        const typed = types?.length ? verdict(types, definerPath, language?.id, path, reachesFile, owners) : undefined;
        if (types && kind === VALUE_KIND && typed !== 'type') continue;
        if (typed === undefined && builtinName && kind === 'method') continue;
        if (typed === undefined && kind === 'method' && ambiguous) continue;
        if (typed === 'type' || (typed === undefined && !shadowed))
          hits.push({ path, line, kind, reach, via: typed ?? VIA_OF_REACH[reach] });
      }
    }
  return meanings ? hits : [...hits, ...constructions(index, name, definerPath)];
}

/** The classes of the members asked about, if all are members: a call typed by another class of their file is not theirs. */
function ownersOf(meanings: Meaning[] | undefined): Holder[] | undefined {
  return meanings?.length && meanings.every((meaning) => meaning.holder)
    ? meanings.map((meaning) => meaning.holder!)
    : undefined;
}

/**
 * Whether a call of a built-in type's method name (`x.add(y)`) on a receiver of no stated type most
 * often means no definition of the repository: from a file that neither is nor imports the definer,
 * or that imports it but names none of its classes with the member (`namesHolder`) where files
 * state their receivers' types (see leavesBuiltinCallsOut).
 */
function builtinNameAlone(
  language: LanguageSpec | undefined,
  name: string,
  reach: ReferenceHit['reach'],
  namesHolder: () => boolean,
): boolean {
  if (language === undefined || !builtinMembersOf(language.id).has(name)) return false;
  return (
    reach === 'namesake' ||
    (reach === 'imported' && leavesBuiltinCallsOut(language.id) && !namesHolder()) ||
    (reach === 'same-file' && STATES_TYPES.has(language.id))
  );
}

/**
 * Languages whose code states the types of what it calls: an untyped receiver there, even in the
 * definer's own file, is a value whose type was inferred (`routePath.match(re)` on a string taken
 * from a tuple), most often a built-in's, not the file's own class (which `this`, `new` and typed
 * parameters name).
 */
const STATES_TYPES: ReadonlySet<string> = new Set(['typescript', 'tsx']);

/** A constructor asked about by its name (`constructor`, `__init__`) is used where its class is built. */
function constructions(index: RepoIndex, name: string, definerPath: string): Unread<ReferenceHit>[] {
  const defs = fileTags(index, definerPath)?.defs;
  return (defs ? classesConstructedBy(defs, name, languageOf(definerPath)) : []).flatMap((built) =>
    referencesTo(index, built, definerPath, meaningsIn(index, definerPath, built)).filter((hit) =>
      CONSTRUCTING.has(hit.kind),
    ),
  );
}

/**
 * Whether a use in the file at `path` (another than the definer's) means a definition of its own: a
 * bare name it defines; a call through `this` or `self`, what its own class defines.
 */
function ownUses(
  index: RepoIndex,
  name: string,
  path: string,
  definerPath: string,
  defs: FileTags['defs'],
  language: LanguageSpec | undefined,
): (kind: string, line: number) => boolean {
  const own = path === definerPath ? undefined : visibleShapes(meaningsIn(index, path, name), path, path, true);
  return (kind, line) =>
    kind === 'self' ? own !== undefined && ownClassDefines(defs, line, name) : meansOwn(kind, language, own);
}

/** A file's definitions of `name`, as the lookups weigh them (see ./shapes). */
function meaningsIn(index: RepoIndex, path: string, name: string): Meaning[] {
  const tags = fileTags(index, path);
  return tags ? meaningsOf(tags.defs, name, languageOf(path), visibilityMarks(tags.refs)) : [];
}
