// The answers to a reviewer's questions, each as text a model reads well and as plain data: the one
// shape that the MCP server's tools (src/mcp) and `repomap query` (src/cli) both give. The questions
// themselves are in ./query; this module checks what they are asked with, cuts long answers, and words them.
import { posix } from 'node:path';
import { renderMap, withFocus } from '../index';
import type { RepoIndex } from '../types';
import { fileTags, findReferences, hasFile, type ReferenceHit, type Via } from '../lookup/lookup';
import { findDefinitions, type DefinitionHit, type Reach } from '../lookup/definitions';
import { definitionReferences } from '../lookup/impact';
import { isSafePath } from '../diff/focus';
import { copiesNote, fileLine } from '../render/text';
import { focusOfMap } from '../render/json';
import { UserError } from '../util/errors';
import { definitionList } from '../util/packed';

export interface Answer<T> {
  /** For a model or a person to read. */
  text: string;
  /** The same answer as data (the MCP tools' structured content, `repomap query --format json`). */
  data: T;
}

/** How much of a long answer is given: the first items, and a note that says how many were left out. */
export const ANSWER_LIMITS = {
  definitions: 50,
  references: 100,
  outline: 300,
  changes: 50,
  callers: 10,
  sourceLines: 200,
};

/** How a definition or a use relates to the file the question is about, in words. */
const REACH_WORDS: Record<Reach, string> = {
  'same-file': 'same file',
  imported: 'imported',
  namesake: 'by name only',
  'other-language': 'other language',
};

/** How a use is linked, in words. */
const VIA_WORDS: Record<Via, string> = {
  import: 'imported',
  scope: 'same file',
  type: 'by its type',
  name: 'by name only',
};

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
export const at = (path: string, line: number) => `${fileLine(path, undefined)}:${line}`;
export const moreNote = (left: number, what: string) => `… ${plural(left, `more ${what}`, `more ${what}s`)} not shown`;

/**
 * The notes around a page of `shown` items from `offset` on, of `total`: how many came before, and
 * how many are left, with the offset that asks for them.
 */
export function pageNotes(
  total: number,
  offset: number,
  shown: number,
  what: string,
): { before: string[]; after: string[] } {
  const left = total - offset - shown;
  return {
    before: offset > 0 ? [`… ${plural(Math.min(offset, total), `earlier ${what}`, `earlier ${what}s`)} not shown`] : [],
    after: left > 0 ? [`${moreNote(left, what)}: ask again with offset ${offset + shown}`] : [],
  };
}

/** A name to look up: exact, as the code spells it. */
export function checkName(name: string): string {
  if (name.trim() === '')
    throw new UserError('the name to look up is empty: give an identifier exactly as the code spells it');
  return name;
}

/**
 * A path a question names, as the map names files: relative to the root, forward slashes. Anything
 * that could leave the root is refused before the index is consulted; a path the index does not hold
 * (no such file, or one the map does not read) is an error too. Nothing is read from disk here.
 */
export function indexedPath(index: RepoIndex, path: string): string {
  const refuse = () =>
    new UserError(
      `the path ${JSON.stringify(path)} is refused: give a path relative to the repository root, with forward slashes and no "..", as the map shows it`,
    );
  if (!isSafePath(path)) throw refuse();
  const normal = posix.normalize(path).replace(/^(\.\/)+/, '');
  if (!isSafePath(normal) || normal === '.') throw refuse();
  if (!hasFile(index, normal)) {
    throw new UserError(
      `there is no file ${JSON.stringify(normal)} in the index: it does not exist, or it is one the map does not read (binary, generated, vendored, too large, or in no supported language)`,
    );
  }
  return normal;
}

/** A definition as the answers give it. */
export interface DefinitionData {
  path: string;
  line: number;
  end_line: number;
  kind: string;
  signature: string;
  container: string | null;
}

export function definitionData(d: DefinitionHit): DefinitionData {
  return {
    path: d.path,
    line: d.line,
    end_line: d.endLine,
    kind: d.kind,
    signature: d.signature,
    container: d.container ?? null,
  };
}

export interface DefinitionsData {
  name: string;
  from_path?: string;
  total: number;
  /** How many of `total` come before these. */
  offset: number;
  definitions: (DefinitionData & { copies?: string[]; reach?: Reach })[];
}

/** Where a name is defined; from a file, in the order that file reaches the definitions. */
export function definitionsAnswer(
  index: RepoIndex,
  name: string,
  fromPath?: string,
  limit = ANSWER_LIMITS.definitions,
  offset = 0,
): Answer<DefinitionsData> {
  checkName(name);
  const from = fromPath === undefined ? undefined : indexedPath(index, fromPath);
  const found = findDefinitions(index, name, from, limit, offset);
  const definitions = found.items.map((d) => ({
    ...definitionData(d),
    ...(d.copies && { copies: d.copies }),
    ...(d.reach ? { reach: d.reach } : {}),
  }));
  const data: DefinitionsData = {
    name,
    ...(from !== undefined ? { from_path: from } : {}),
    total: found.total,
    offset,
    definitions,
  };
  if (!found.total)
    return { text: `No definition of ${name} in the index (names are exact and case-sensitive).\n`, data };
  const order =
    from === undefined
      ? 'best-ranked files first'
      : `the one ${fileLine(from, undefined)} reaches first (its own, then imported, then by name only, then other languages)`;
  const lines = definitions.map((d) => {
    const about = [
      d.container === null ? d.kind : `${d.kind} of ${d.container}`,
      ...(d.reach ? [REACH_WORDS[d.reach]] : []),
    ].join(', ');
    return `${at(d.path, d.line)}${copiesNote(d.copies ?? [])} (${about}) ${d.signature}`.trimEnd();
  });
  const { before, after } = pageNotes(found.total, offset, definitions.length, 'definition');
  const shown = [...before, ...lines, ...after];
  return { text: `${plural(found.total, 'definition')} of ${name}, ${order}:\n${shown.join('\n')}\n`, data };
}

export interface ReferenceData {
  path: string;
  line: number;
  kind: string;
  text: string;
  reach?: ReferenceHit['reach'];
  via: Via;
}

export interface ReferencesData {
  name: string;
  path?: string;
  /** The line of the one definition in `path` asked about. */
  line?: number;
  total: number;
  /** How many of `total` come before these. */
  offset: number;
  /** Of `total`, the uses linked by name alone. */
  by_name: number;
  references: ReferenceData[];
}

export function referenceData(hit: ReferenceHit): ReferenceData {
  return {
    path: hit.path,
    line: hit.line,
    kind: hit.kind,
    text: hit.text,
    ...(hit.reach ? { reach: hit.reach } : {}),
    via: hit.via,
  };
}

export function referenceLine(hit: ReferenceData): string {
  return `${at(hit.path, hit.line)} (${hit.kind}, ${VIA_WORDS[hit.via]}) ${hit.text}`.trimEnd();
}

/** How many of `total` uses are linked by name alone, in words; nothing when none is. */
export const byNameNote = (total: number, byName: number) =>
  !byName ? '' : byName === total ? ', all by name only' : `, ${byName} of them by name only`;

/**
 * Who uses a name: everywhere, or only where the use resolves to the definition in `definerPath`
 * (with `line`, to the one definition on that line of it).
 */
export function referencesAnswer(
  index: RepoIndex,
  name: string,
  definerPath?: string,
  limit = ANSWER_LIMITS.references,
  offset = 0,
  line?: number,
): Answer<ReferencesData> {
  checkName(name);
  const definer = definerPath === undefined ? undefined : indexedPath(index, definerPath);
  if (line !== undefined && definer === undefined)
    throw new UserError(`a line needs a path: the file whose definition of ${name} is on that line`);
  const found =
    line === undefined
      ? findReferences(index, name, definer, limit, offset)
      : (definitionReferences(index, name, definer!, line, limit, offset) ??
        noDefinitionOn(index, name, definer!, line));
  const references = found.items.map(referenceData);
  const data: ReferencesData = {
    name,
    ...(definer !== undefined ? { path: definer } : {}),
    ...(line !== undefined ? { line } : {}),
    total: found.total,
    offset,
    by_name: found.byName,
    references,
  };
  const shownDefiner =
    definer === undefined ? '' : fileLine(definer, undefined) + (line === undefined ? '' : `:${line}`);
  // A definer that does not (or no longer) define the name still has the uses that would resolve to it.
  const note =
    definer !== undefined && !definitionList(fileTags(index, definer)!.defs).some((d) => d.name === name)
      ? ` (${shownDefiner} does not define ${name}: these uses would resolve to it)`
      : '';
  if (!found.total) {
    const text =
      definer === undefined
        ? `No reference to ${name} in the index (names are exact and case-sensitive).`
        : `No reference to ${name} resolves to ${shownDefiner}${note}.`;
    return { text: `${text}\n`, data };
  }
  const { before, after } = pageNotes(found.total, offset, references.length, 'reference');
  const lines = [...before, ...references.map(referenceLine), ...after];
  const resolved = found.total - found.byName;
  const scope =
    definer === undefined
      ? byNameNote(found.total, found.byName)
      : !found.byName
        ? ` that resolve to ${shownDefiner}`
        : ` linked to ${shownDefiner}: ${resolved} through an import or the file itself, ${found.byName} by name only (they may mean a namesake)`;
  return {
    text: `${plural(found.total, 'reference')} to ${name}${scope}${note}, best-ranked files first:\n${lines.join('\n')}\n`,
    data,
  };
}

/** The error of a `line` with no definition of the name on it: where the file defines the name, if it does. */
function noDefinitionOn(index: RepoIndex, name: string, definer: string, line: number): never {
  const lines = definitionList(fileTags(index, definer)!.defs)
    .filter((definition) => definition.name === name)
    .map((definition) => definition.line);
  const where = lines.length
    ? `; it is defined there on ${lines.length === 1 ? 'line' : 'lines'} ${lines.join(', ')}`
    : `, nor anywhere in it`;
  throw new UserError(`no definition of ${name} is on line ${line} of ${definer}${where}`);
}

export interface MapData {
  budget: number;
  tokens: number;
  focus: { files: string[]; identifiers: string[]; identifiersTotal: number };
  files: {
    path: string;
    rank: number;
    focus: boolean;
    symbols: { name: string; kind: string; line: number; signature: string }[];
  }[];
}

/** The text map, for the index's focus plus the files and identifiers named. */
export async function mapAnswer(
  index: RepoIndex,
  request: { files?: string[]; identifiers?: string[]; budget: number },
): Promise<Answer<MapData>> {
  const files = (request.files ?? []).map((path) => indexedPath(index, path));
  const identifiers = (request.identifiers ?? []).map(checkName);
  const focused = files.length || identifiers.length ? withFocus(index, { files, identifiers }) : index;
  const map = await renderMap(focused, request.budget);
  const data: MapData = {
    budget: map.budget,
    tokens: map.tokens,
    focus: focusOfMap(map),
    files: map.files.map((file) => ({ ...file, rank: Number(file.rank.toPrecision(6)) })),
  };
  return { text: map.text || 'The map is empty: the index has no files.\n', data };
}
