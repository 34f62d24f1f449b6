// The source of a definition, for an agent that wants to read its body without opening the file:
// its lines as the file has them now, cut at a limit.
import { join } from 'node:path';
import type { RepoIndex } from '../types';
import { findDefinitions, type DefinitionHit } from '../lookup/definitions';
import { decodeLines } from '../extract/decode';
import { readRegularFile } from '../util/files';
import { fileLine } from '../render/text';
import {
  ANSWER_LIMITS,
  at,
  checkName,
  definitionData,
  indexedPath,
  plural,
  type Answer,
  type DefinitionData,
} from './answers';

/** The source of a definition: its lines, the first `limit` of them, and whether it has more. */
interface DefinitionSource {
  lines: { line: number; text: string }[];
  cut: boolean;
}

/** The source lines of a definition, as the file has them now (undefined when it cannot be read). */
function definitionSource(
  index: RepoIndex,
  hit: Pick<DefinitionHit, 'path' | 'line' | 'endLine'>,
  limit: number,
): DefinitionSource | undefined {
  const bytes = readRegularFile(join(index.root, hit.path));
  if (!bytes) return undefined;
  const last = Math.min(hit.endLine, hit.line + Math.max(1, limit) - 1);
  const numbers = Array.from({ length: last - hit.line + 1 }, (_, i) => hit.line + i);
  const texts = decodeLines(bytes, numbers);
  return {
    lines: numbers.flatMap((line) => (texts.has(line) ? [{ line, text: texts.get(line)!.trimEnd() }] : [])),
    cut: hit.endLine > last,
  };
}

export interface SourceData {
  name: string;
  path?: string;
  total: number;
  definitions: (DefinitionData & {
    /** The definition's lines, `line` to `end_line`, the first `limit` of them. */
    source: string;
    /** The source stops before end_line: the definition is longer than the limit. */
    cut: boolean;
  })[];
}

/**
 * The source of a definition, so that its body can be read without opening the file: every
 * definition of the name in `path`, else in the file the ranking puts first among its definers;
 * each cut after `limit` lines, and saying so.
 */
export function sourceAnswer(
  index: RepoIndex,
  name: string,
  path?: string,
  limit = ANSWER_LIMITS.sourceLines,
): Answer<SourceData> {
  checkName(name);
  const file = path === undefined ? undefined : indexedPath(index, path);
  const all = findDefinitions(index, name).items;
  const where = file ?? all[0]?.path;
  const chosen = all.filter((d) => d.path === where);
  const definitions = chosen.flatMap((d) => {
    const source = definitionSource(index, d, limit);
    if (!source) return [];
    return [
      {
        ...definitionData(d),
        source: source.lines.map((l) => l.text).join('\n'),
        cut: source.cut,
      },
    ];
  });
  const data: SourceData = { name, ...(file !== undefined ? { path: file } : {}), total: all.length, definitions };
  if (!definitions.length) {
    const text =
      file === undefined
        ? `No definition of ${name} in the index (names are exact and case-sensitive).`
        : `${fileLine(file, undefined)} has no definition of ${name}.`;
    return { text: `${text}\n`, data };
  }
  const blocks = definitions.map((d) => {
    const head = `${at(d.path, d.line)}-${d.end_line} (${d.container === null ? d.kind : `${d.kind} of ${d.container}`})`;
    const note = d.cut ? `\n… cut after ${limit} lines: the definition ends at line ${d.end_line}` : '';
    return `${head}\n${d.source}${note}`;
  });
  const others = all.length - definitions.length;
  const more = others
    ? `\n(${plural(others, 'other definition')} of ${name} elsewhere: find_definitions lists them)`
    : '';
  return { text: `${blocks.join('\n\n')}${more}\n`, data };
}
