// `repomap query`: the MCP server's questions on the command line, for agents without MCP and for
// people. The questions, their operands and options, and the answers are the registry's
// (../core/query/registry), as the tools are: the same text, or their data as JSON.
import { isAbsolute, relative, sep } from 'node:path';
import { buildIndex, closeIndex, UserError } from '../core/index';
import type { RepoIndex } from '../core/types';
import type { Answer } from '../core/query/answers';
import {
  ANSWER_FORMATS,
  answerLimitsInWords,
  formatsInWords,
  QUESTIONS,
  type ArgumentType,
  type Question,
  type QuestionArgument,
  MAX_DEPTH,
  MAX_LINE,
} from '../core/query/registry';
import {
  EXIT_STATUS,
  exitStatusOf,
  INDEX_OPTIONS,
  INDEX_USAGE,
  indexOptionsOf,
  parseCommandLine,
  reporting,
  wholeNumber,
  type CliIo,
} from './options';

type Command = Question & { command: NonNullable<Question['command']> };
type Flag = QuestionArgument & { cli: { flag: string; what: string; more: string } };

/** The questions the command line asks: those with a command. */
const COMMANDS = QUESTIONS.filter((question): question is Command => question.command !== undefined);
const COMMAND_NAMES = COMMANDS.map((question) => question.command.name).join(', ');

/** How the usage names an argument of each type. */
const PLACEHOLDER: Record<ArgumentType, string> = {
  identifier: 'NAME',
  path: 'PATH',
  identifiers: 'NAME…',
  paths: 'PATH…',
  budget: 'N',
  offset: 'N',
  limit: 'N',
  depth: 'N',
  line: 'N',
};

const operandOf = (question: Question) => question.arguments.find((argument) => argument.cli === 'operand');
const flagsOf = (question: Question) =>
  question.arguments.filter((argument): argument is Flag => typeof argument.cli === 'object');

/** Where the usage's summaries start. */
const SUMMARY_COLUMN = 64;

/** One usage line a question: "repomap query definitions NAME [--from PATH] [options]   where NAME is defined". */
function usageLine(question: Command, first: boolean): string {
  const operand = operandOf(question);
  const words = [
    `${first ? 'Usage:' : '      '} repomap query ${question.command.name}`,
    ...(operand ? [PLACEHOLDER[operand.type]] : []),
    ...flagsOf(question).map((flag) => `[--${flag.cli.flag} ${PLACEHOLDER[flag.type]}]`),
    ...(question.needsChange ? ['(--base REF [--head REF] | --diff FILE)'] : []),
    '[options]',
  ];
  const line = words.join(' ');
  const summary = question.command.summary;
  return line.length + 2 <= SUMMARY_COLUMN
    ? `${line.padEnd(SUMMARY_COLUMN)}${summary}`
    : `${line}\n${' '.repeat(SUMMARY_COLUMN)}${summary}`;
}

function optionLine(option: string, help: string): string {
  return `  ${option.padEnd(20)}${help}`;
}

function queryUsage(): string {
  // A flag that means the same for several questions (--offset) is one line that names them all.
  const lines = new Map<string, { option: string; questions: string[]; help: string }>();
  for (const question of COMMANDS)
    for (const flag of flagsOf(question)) {
      const help = `${flag.cli.what}; ${flag.cli.more}`;
      const key = `${flag.cli.flag}\0${help}`;
      const line = lines.get(key);
      if (line) line.questions.push(question.command.name);
      else
        lines.set(key, {
          option: `--${flag.cli.flag} ${PLACEHOLDER[flag.type]}`,
          questions: [question.command.name],
          help,
        });
    }
  const flags = [...lines.values()].map(({ option, questions, help }) =>
    optionLine(option, `${questions.join(', ')}: ${help}`),
  );
  const limitNotes = COMMANDS.flatMap((question) =>
    question.limit?.cli ? [`; ${question.command.name}: ${question.limit.cli}`] : [],
  ).join('');
  return `repomap query: answers about the code, from the same index as the map.

${COMMANDS.map((question, i) => usageLine(question, i === 0)).join('\n')}

Paths are relative to --root (or absolute, inside it). NAME is exact and case-sensitive.

${flags.join('\n')}
${optionLine('--format F', formatsInWords(ANSWER_FORMATS))}
${optionLine('--limit N', `list at most N (default: ${answerLimitsInWords()}${limitNotes})`)}
${INDEX_USAGE}

A question with no answer (a name nothing defines) is not an error: its answer says so.
${EXIT_STATUS}
`;
}

export const QUERY_USAGE = queryUsage();

/** The questions' flags (--from, --path), each with the first question that takes it. */
const FLAGS = new Map<string, { question: Command; flag: Flag }>();
for (const question of COMMANDS)
  for (const flag of flagsOf(question)) if (!FLAGS.has(flag.cli.flag)) FLAGS.set(flag.cli.flag, { question, flag });

const QUERY_OPTIONS = {
  ...INDEX_OPTIONS,
  ...Object.fromEntries([...FLAGS.keys()].map((flag) => [flag, { type: 'string' } as const])),
  format: { type: 'string' },
  limit: { type: 'string' },
} as const;

/** A path as the user typed it: relative to the root as the index names files; an absolute one inside the root is made relative. */
function pathInRoot(index: RepoIndex, path: string): string {
  if (!isAbsolute(path)) return path;
  const inside = relative(index.root, path);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside.split(sep).join('/') : path;
}

/** The question asked, checked with its operand and flags: a UserError for anything that does not fit it. */
function askedQuestion(
  positionals: string[],
  flags: Record<string, string | undefined>,
): { question: Command; operand?: string } {
  const [name, operand, ...extra] = positionals as [string | undefined, string | undefined, ...string[]];
  if (name === undefined) throw new UserError(`query needs a question: ${COMMAND_NAMES} (see repomap query --help)`);
  const question = COMMANDS.find((command) => command.command.name === name);
  if (!question)
    throw new UserError(
      `unknown question ${JSON.stringify(name)}: ask one of ${COMMAND_NAMES} (see repomap query --help)`,
    );
  const operandArgument = operandOf(question);
  const wanted = operandArgument && PLACEHOLDER[operandArgument.type];
  if (wanted && operand === undefined)
    throw new UserError(`query ${name} needs a ${wanted}: repomap query ${name} ${wanted}`);
  if ((!wanted && operand !== undefined) || extra.length)
    throw new UserError(
      `query ${name} takes ${wanted ? `one ${wanted}` : 'no operand'}, not ${JSON.stringify((wanted ? extra : [operand, ...extra]).join(' '))}`,
    );
  for (const [flag, { question: owner, flag: argument }] of FLAGS) {
    if (flags[flag] !== undefined && !flagsOf(question).some((taken) => taken.cli.flag === flag))
      throw new UserError(`--${flag} is for query ${owner.command.name} (${argument.cli.what})`);
  }
  return { question, operand };
}

/** The question's arguments by name, from its operand and flags; paths made relative to the root. */
function argumentsOf(
  index: RepoIndex,
  question: Command,
  operand: string | undefined,
  flags: Record<string, string | undefined>,
): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const argument of question.arguments) {
    const value =
      argument.cli === 'operand' ? operand : typeof argument.cli === 'object' ? flags[argument.cli.flag] : undefined;
    if (value === undefined) continue;
    args[argument.name] =
      argument.type === 'path'
        ? pathInRoot(index, value)
        : argument.type === 'offset'
          ? wholeNumber(`--${(argument.cli as Flag['cli']).flag}`, value, 0, 1_000_000_000, '')
          : argument.type === 'depth'
            ? wholeNumber(`--${(argument.cli as Flag['cli']).flag}`, value, 1, MAX_DEPTH, '')
            : argument.type === 'line'
              ? wholeNumber(`--${(argument.cli as Flag['cli']).flag}`, value, 1, MAX_LINE, '')
              : value;
  }
  return args;
}

export async function runQuery(argv: string[], io: CliIo): Promise<number> {
  return exitStatusOf(io, async () => {
    const { values: v, positionals } = parseCommandLine(argv, QUERY_OPTIONS, true);
    if (v.help) {
      io.stdout(QUERY_USAGE);
      return 0;
    }
    const flags = v as Record<string, string | undefined>;
    const { question, operand } = askedQuestion(positionals, flags);
    const format = ANSWER_FORMATS.find((known) => known.name === (v.format ?? ANSWER_FORMATS[0].name));
    if (!format)
      throw new UserError(
        `--format must be ${ANSWER_FORMATS.map((known) => known.name).join(' or ')}, not ${JSON.stringify(v.format)}`,
      );
    const limit = v.limit === undefined ? undefined : wholeNumber('--limit', v.limit, 1, 1_000_000, '');
    const options = indexOptionsOf(v, io);
    if (question.needsChange && options.base === undefined && options.diff === undefined)
      throw new UserError(`query ${question.command.name} needs the change: --base REF [--head REF] or --diff FILE`);

    const index = await buildIndex({ ...options, ...reporting(io, v.quiet ?? false) });
    let answer: Answer<unknown>;
    try {
      answer = await question.answer(index, { args: argumentsOf(index, question, operand, flags), limit });
    } finally {
      void closeIndex(index); // the answer needs no token counts: a thread still making the encoder's table ends
    }
    io.stdout(format.write(answer));
    return 0;
  });
}
