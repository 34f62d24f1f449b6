// `repomap query`: the MCP server's questions on the command line, for agents without MCP and for
// people. The answers are the tools' own (../core/answers): the same text, or their data as JSON.
import { isAbsolute, relative, sep } from 'node:path';
import { buildIndex, closeIndex, UserError } from '../core/index';
import type { RepoIndex } from '../core/types';
import { ANSWER_LIMITS, definitionsAnswer, impactAnswer, outlineAnswer, referencesAnswer, type Answer } from '../core/query/answers';
import { EXIT_STATUS, exitStatusOf, INDEX_OPTIONS, INDEX_USAGE, indexOptionsOf, parseCommandLine, reporting, wholeNumber, type CliIo } from './options';

export const QUERY_USAGE = `repomap query: answers about the code, from the same index as the map.

Usage: repomap query definitions NAME [--from PATH] [options]   where NAME is defined
       repomap query references NAME [--path PATH] [options]    who uses NAME (resolved to PATH's definition)
       repomap query outline PATH [options]                     the definitions of one file, nested
       repomap query impact (--base REF [--head REF] | --diff FILE) [options]
                                                                what the change adds, modifies and removes, with the callers of each

Paths are relative to --root (or absolute, inside it). NAME is exact and case-sensitive.

  --from PATH         definitions: the file the name is used in; the definition it reaches comes first
  --path PATH         references: the file that defines the name; only the uses that resolve to it
  --format F          text (default) or json (the same answer as data)
  --limit N           list at most N (default: ${ANSWER_LIMITS.definitions} definitions, ${ANSWER_LIMITS.references} references, ${ANSWER_LIMITS.outline} outline entries, ${ANSWER_LIMITS.changes} changed definitions with ${ANSWER_LIMITS.callers} callers each; impact: N of both)
${INDEX_USAGE}

A question with no answer (a name nothing defines) is not an error: its answer says so.
${EXIT_STATUS}
`;

const QUERY_OPTIONS = { ...INDEX_OPTIONS, from: { type: 'string' }, path: { type: 'string' }, format: { type: 'string' }, limit: { type: 'string' } } as const;

const QUESTIONS = ['definitions', 'references', 'outline', 'impact'] as const;
type Question = (typeof QUESTIONS)[number];
/** What each question takes after its name. */
const OPERAND: Record<Question, string | undefined> = { definitions: 'NAME', references: 'NAME', outline: 'PATH', impact: undefined };

/** A path as the user typed it: relative to the root as the index names files; an absolute one inside the root is made relative. */
function pathInRoot(index: RepoIndex, path: string): string {
  if (!isAbsolute(path)) return path;
  const inside = relative(index.root, path);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside.split(sep).join('/') : path;
}

export async function runQuery(argv: string[], io: CliIo): Promise<number> {
  return exitStatusOf(io, async () => {
    const { values: v, positionals } = parseCommandLine(argv, QUERY_OPTIONS, true);
    if (v.help) {
      io.stdout(QUERY_USAGE);
      return 0;
    }
    const [question, operand, ...extra] = positionals as [string | undefined, string | undefined, ...string[]];
    if (question === undefined) throw new UserError(`query needs a question: ${QUESTIONS.join(', ')} (see repomap query --help)`);
    if (!(QUESTIONS as readonly string[]).includes(question)) throw new UserError(`unknown question ${JSON.stringify(question)}: ask one of ${QUESTIONS.join(', ')} (see repomap query --help)`);
    const asked = question as Question;
    const wanted = OPERAND[asked];
    if (wanted && operand === undefined) throw new UserError(`query ${asked} needs a ${wanted}: repomap query ${asked} ${wanted}`);
    if ((!wanted && operand !== undefined) || extra.length) throw new UserError(`query ${asked} takes ${wanted ? `one ${wanted}` : 'no operand'}, not ${JSON.stringify((wanted ? extra : [operand, ...extra]).join(' '))}`);
    if (v.from !== undefined && asked !== 'definitions') throw new UserError('--from is for query definitions (the file the name is used in)');
    if (v.path !== undefined && asked !== 'references') throw new UserError('--path is for query references (the file that defines the name)');
    const format = v.format ?? 'text';
    if (format !== 'text' && format !== 'json') throw new UserError(`--format must be text or json, not ${JSON.stringify(format)}`);
    const limit = v.limit === undefined ? undefined : wholeNumber('--limit', v.limit, 1, 1_000_000, '');
    const options = indexOptionsOf(v, io);
    if (asked === 'impact' && options.base === undefined && options.diff === undefined) throw new UserError('query impact needs the change: --base REF [--head REF] or --diff FILE');

    const index = await buildIndex({ ...options, ...reporting(io, v.quiet ?? false) });
    let answer: Answer<unknown>;
    try {
      if (asked === 'definitions') answer = definitionsAnswer(index, operand!, v.from === undefined ? undefined : pathInRoot(index, v.from), limit);
      else if (asked === 'references') answer = referencesAnswer(index, operand!, v.path === undefined ? undefined : pathInRoot(index, v.path), limit);
      else if (asked === 'outline') answer = outlineAnswer(index, pathInRoot(index, operand!), limit);
      else answer = impactAnswer(index, limit === undefined ? undefined : { changes: limit, callers: limit });
    } finally {
      void closeIndex(index); // the answer needs no token counts: a thread still making the encoder's table ends
    }
    io.stdout(format === 'json' ? JSON.stringify(answer.data, null, 2) + '\n' : answer.text);
    return 0;
  });
}
