// The questions the engine answers, and the formats it writes, each listed once. The shells are made
// from these lists: the MCP server's tools, their input schemas and its instructions (src/mcp), and
// `repomap query`'s questions, options and usage (src/cli). A new question is one entry here, its
// answer in ./answers and the JSON Schema of its data in ./schemas.
import { DEFAULT_BUDGET, type Format } from '../index';
import type { RepoIndex } from '../types';
import { ANSWER_LIMITS, definitionsAnswer, mapAnswer, referencesAnswer, type Answer } from './answers';
import { companionsAnswer, impactAnswer, testsAnswer } from './impact';
import { DEFAULT_DEPTH, MAX_DEPTH } from '../lookup/reach';

export { MAX_DEPTH };
import { outlineAnswer } from './outline';
import { sourceAnswer } from './source';
import {
  COMPANIONS_SCHEMA,
  DEFINITIONS_SCHEMA,
  IMPACT_SCHEMA,
  MAP_SCHEMA,
  OUTLINE_SCHEMA,
  REFERENCES_SCHEMA,
  SOURCE_SCHEMA,
  TESTS_SCHEMA,
} from './schemas';

/**
 * The largest map a question may ask for, in tokens: an answer clients take whole. Claude Code
 * refuses a tool's answer of more than 25,000 tokens (unless MAX_MCP_OUTPUT_TOKENS says more); a
 * map is at most its budget, and 20,000 leaves room for the rest of the answer. The map command
 * (`repomap --budget N`) has no such cap.
 */
export const MAX_BUDGET = 20_000;

/**
 * What an argument is: an identifier, a path, a list of either, a token budget, where a page of a
 * long answer starts and how long it is, how many hops of callers to follow, or the line of a
 * definition.
 */
export type ArgumentType =
  'identifier' | 'path' | 'identifiers' | 'paths' | 'budget' | 'offset' | 'limit' | 'depth' | 'line';

/** The largest line number an argument may give. */
export const MAX_LINE = 100_000_000;

/** The longest page of an answer a call may ask for. */
export const MAX_PAGE = 1000;

export interface QuestionArgument {
  /** Its name in a tool call. */
  name: string;
  type: ArgumentType;
  required?: boolean;
  /** What it is, for a model reading the tool's schema and for the error when it is missing. */
  description: string;
  /**
   * How `repomap query` takes it: as the question's one operand, or as an option --flag that says
   * `what` it is and `more` about it. Without it, only the MCP tool takes the argument.
   */
  cli?: 'operand' | { flag: string; what: string; more: string };
}

/** What a question is asked with: its arguments, checked, and the shell's limits. */
export interface Asked {
  args: Record<string, unknown>;
  /** At most this many items in the answer (the question's default when undefined). */
  limit?: number;
  /** The map's budget when the arguments name none. */
  budget?: number;
}

export interface Question {
  /** The MCP tool's name. */
  tool: string;
  title: string;
  /** What the MCP server's instructions say the tool is for (tools with the same one are named together). */
  useFor: string;
  /** For a model: what the tool answers and how to ask it, in one paragraph. */
  description: string;
  /** The question's name on the command line, and its one-line summary there; none: MCP only. */
  command?: { name: string; summary: string };
  arguments: QuestionArgument[];
  /** How much of a long answer is given by default: `default` of `items`; `cli`, what --limit N means when not N items. */
  limit?: { default: number; items: string; cli?: string };
  /** Answered only for a change under review (--base/--head or --diff). */
  needsChange?: boolean;
  /** Costly to answer (the map is rendered and counted): a server keeps its answers to reuse. */
  costly?: boolean;
  /** The JSON Schema of the answer's data. */
  output: object;
  answer(index: RepoIndex, asked: Asked): Answer<unknown> | Promise<Answer<unknown>>;
}

const NAME: QuestionArgument = {
  name: 'name',
  type: 'identifier',
  required: true,
  description:
    'The identifier to look up, exactly as the code spells it (case-sensitive, no qualifier: parseInput, not parser.parseInput).',
  cli: 'operand',
};

/** The file whose definition of the name a question is about; without it, the best-ranked file that defines it. */
const DEFINER: QuestionArgument = {
  name: 'path',
  type: 'path',
  description:
    'The file that defines the name, relative to the repository root (without it, the best-ranked file that defines it).',
  cli: { flag: 'path', what: 'the file that defines the name', more: 'else the best-ranked one' },
};

const optional = <T>(args: Record<string, unknown>, key: string) => args[key] as T | undefined;

/** Where a page of a long answer starts, and how long it is: on the command line, --offset and the shell's --limit. */
const PAGE: QuestionArgument[] = [
  {
    name: 'offset',
    type: 'offset',
    description: "How many of the answer's items to skip, for the next page of a long answer (0 when omitted).",
    cli: { flag: 'offset', what: 'how many items to skip', more: 'for the next page' },
  },
  {
    name: 'limit',
    type: 'limit',
    description: `How many items to list at most (up to ${MAX_PAGE}; the tool's default when omitted).`,
  },
];

/** How many hops of callers a change's reach follows. */
const DEPTH: QuestionArgument = {
  name: 'depth',
  type: 'depth',
  description: `How many hops of callers to follow for each changed definition's reach (1 to ${MAX_DEPTH}; ${DEFAULT_DEPTH} when omitted).`,
  cli: { flag: 'depth', what: 'hops of callers to follow', more: `1 to ${MAX_DEPTH}, default ${DEFAULT_DEPTH}` },
};

/** The page a question is asked for: its arguments', else the shell's limit. */
const pageOf = ({ args, limit }: Asked) => ({
  limit: optional<number>(args, 'limit') ?? limit,
  offset: optional<number>(args, 'offset') ?? 0,
});

export const QUESTIONS: Question[] = [
  {
    tool: 'repo_map',
    title: 'Repository map',
    useFor: 'a ranked overview',
    description:
      'A map of the repository ranked for the change under review: files in order of relevance (the changed files first, marked "(changed)", then the code the change uses and the code that uses what it touches), each followed by the most relevant of its definitions as "line: signature", members indented under their class, then, in a file that uses what the change touches, the lines that use it as "line│ source line"; a file with copies elsewhere (the same content or definitions) names them as "(also …)". All within a token budget. Call it first to see where the change sits; name focus_files or identifiers to get the map around other code as well (they are added to the change, not put in its place), and raise budget for more detail.',
    arguments: [
      {
        name: 'focus_files',
        type: 'paths',
        description: 'Files to focus on as well, relative to the repository root, as the map names them.',
      },
      {
        name: 'identifiers',
        type: 'identifiers',
        description: 'Identifiers to focus on as well: their definitions and users rank higher.',
      },
      {
        name: 'budget',
        type: 'budget',
        description: "The map's size in o200k_base tokens, a hard maximum (the server's default when omitted).",
      },
    ],
    costly: true,
    output: MAP_SCHEMA,
    answer: (index, { args, budget }) =>
      mapAnswer(index, {
        files: optional<string[]>(args, 'focus_files'),
        identifiers: optional<string[]>(args, 'identifiers'),
        budget: optional<number>(args, 'budget') ?? budget ?? DEFAULT_BUDGET,
      }),
  },
  {
    tool: 'find_definitions',
    title: 'Find definitions',
    useFor: 'a name',
    description: `Where a name is defined: every definition of the identifier in the repository (function, method, class, type, constant…) with its file, line, kind, signature and the class, struct or module it belongs to. Give from_path, the file where you saw the name, to get first the definition that file actually reaches: its own, then the one it imports, then namesakes linked by name only, then other languages. Names are exact and case-sensitive. At most ${ANSWER_LIMITS.definitions} are listed (limit), with a note of how many more there are: ask for the next page with offset.`,
    command: { name: 'definitions', summary: 'where NAME is defined' },
    arguments: [
      NAME,
      {
        name: 'from_path',
        type: 'path',
        description:
          'The file the name is used in, relative to the repository root: its definitions of the name come first, then what it imports.',
        cli: { flag: 'from', what: 'the file the name is used in', more: 'the definition it reaches comes first' },
      },
      ...PAGE,
    ],
    limit: { default: ANSWER_LIMITS.definitions, items: 'definitions' },
    output: DEFINITIONS_SCHEMA,
    answer: (index, asked) => {
      const { limit, offset } = pageOf(asked);
      return definitionsAnswer(
        index,
        asked.args.name as string,
        optional<string>(asked.args, 'from_path'),
        limit,
        offset,
      );
    },
  },
  {
    tool: 'find_references',
    title: 'Find references',
    useFor: 'a name',
    description: `Who uses a name: its references (calls, type uses, imports, inheritance…) with the trimmed source line of each, the most relevant files first. Give path, the file whose definition you mean, to keep only the uses that resolve to that definition the way the map's graph resolves them (a file that imports another definition of the same name is left out), e.g. the callers of one function among several namesakes; without path, every use of the name. Each use says how it is linked (via): import (its file imports the definer), scope (the definer's own file), type (a call on a receiver whose type its file states) or name (by the bare name alone: it may mean a namesake, so check it before relying on it); by_name counts those. Names are exact and case-sensitive. At most ${ANSWER_LIMITS.references} are listed (limit), with a note of how many more there are: ask for the next page with offset.`,
    command: { name: 'references', summary: "who uses NAME (resolved to PATH's definition)" },
    arguments: [
      NAME,
      {
        name: 'path',
        type: 'path',
        description:
          'The file that defines the name, relative to the repository root: only the uses that resolve to its definition are listed.',
        cli: { flag: 'path', what: 'the file that defines the name', more: 'only the uses that resolve to it' },
      },
      {
        name: 'line',
        type: 'line',
        description:
          'With path, the line of the one definition you mean where the file defines the name more than once (an interface member and a class method): only the uses that resolve to that definition.',
        cli: { flag: 'line', what: "the line of PATH's definition", more: 'where PATH defines NAME more than once' },
      },
      ...PAGE,
    ],
    limit: { default: ANSWER_LIMITS.references, items: 'references' },
    output: REFERENCES_SCHEMA,
    answer: (index, asked) => {
      const { limit, offset } = pageOf(asked);
      const { name, path, line } = asked.args as { name: string; path?: string; line?: number };
      return referencesAnswer(index, name, path, limit, offset, line);
    },
  },
  {
    tool: 'definition_source',
    title: 'Definition source',
    useFor: 'a name',
    description: `The source of a definition, to read its body without opening the file: each definition of the name in path (several for overloads), else in the best-ranked file that defines it, as its lines from its first to its last (end_line), with the file, kind and class it belongs to. A definition longer than ${ANSWER_LIMITS.sourceLines} lines is cut there, with a note of where it ends. Names are exact and case-sensitive.`,
    command: { name: 'source', summary: "the source of NAME's definition" },
    arguments: [NAME, DEFINER],
    limit: { default: ANSWER_LIMITS.sourceLines, items: 'source lines of each definition' },
    output: SOURCE_SCHEMA,
    answer: (index, { args, limit }) => sourceAnswer(index, args.name as string, optional<string>(args, 'path'), limit),
  },
  {
    tool: 'file_outline',
    title: 'File outline',
    useFor: 'a file',
    description: `What is in one file: all its definitions in source order, each as "line: signature", members indented under their class, struct, interface or module. Cheaper than reading the file when you need its shape or a line number. The path is relative to the repository root with forward slashes, as the map and the other tools name files. At most ${ANSWER_LIMITS.outline} definitions are listed (limit), with a note of how many more there are: ask for the next page with offset.`,
    command: { name: 'outline', summary: 'the definitions of one file, nested' },
    arguments: [
      {
        name: 'path',
        type: 'path',
        required: true,
        description: 'The file to outline, relative to the repository root.',
        cli: 'operand',
      },
      ...PAGE,
    ],
    limit: { default: ANSWER_LIMITS.outline, items: 'outline entries' },
    output: OUTLINE_SCHEMA,
    answer: (index, asked) => {
      const { limit, offset } = pageOf(asked);
      return outlineAnswer(index, asked.args.path as string, limit, offset);
    },
  },
  {
    tool: 'change_impact',
    title: 'Change impact',
    useFor: 'what the change does and who calls what it touches',
    description: `What the change under review does to the code: each definition it adds, modifies or removes (file, line, kind, signature), with its callers outside the changed files (file, line, kind and source line of each use, and via: how it is linked, import, scope, type or name), most relevant first, as the map ranks them; callers_by_name counts the callers linked by the bare name alone, which may mean a namesake. Each also has its tests (test files and test functions that use it by links that resolve, or when none does, that use it through one production function; tests_unsure counts test files that use the name where it may mean a namesake), untested (exported or public, and no test reaches it), owners (of its file and the production files it reaches, from CODEOWNERS), and reach: how many files its callers, their callers and so on reach within depth hops (direct, transitive, in production and tests). Use it to find the call sites a change could break, such as the callers of a function that was removed or whose signature changed, and what is not tested. The change is the one the server was started for. At most ${ANSWER_LIMITS.changes} definitions with ${ANSWER_LIMITS.callers} callers each are listed, with notes of how many more there are (find_references with the name and path lists all callers).`,
    command: { name: 'impact', summary: 'what the change adds, modifies and removes: callers, tests, reach' },
    arguments: [DEPTH],
    limit: {
      default: ANSWER_LIMITS.changes,
      items: `changed definitions with ${ANSWER_LIMITS.callers} callers each`,
      cli: 'N of both',
    },
    needsChange: true,
    output: IMPACT_SCHEMA,
    answer: (index, { args, limit }) =>
      impactAnswer(
        index,
        limit === undefined ? undefined : { changes: limit, callers: limit },
        optional<number>(args, 'depth') ?? DEFAULT_DEPTH,
      ),
  },
  {
    tool: 'tests_for',
    title: 'Tests for a definition',
    useFor: 'the tests of a definition',
    description:
      'Which tests reach a definition: the test files (by the conventions of each language: *.test.ts, *_test.go, test_*.py, src/test/java, *_spec.rb, Rust mod tests…) that use it through links that resolve (an import or its own file), or when none does, that use it through one production function, each with the test function where the grammar shows one. tests_unsure counts test files that use the name where it may mean a namesake (by the name alone, or a method call on a receiver whose type is not known): find_references lists them. Names are exact and case-sensitive.',
    command: { name: 'tests', summary: 'the tests that reach NAME (its definition in PATH)' },
    arguments: [NAME, DEFINER],
    output: TESTS_SCHEMA,
    answer: (index, { args }) => testsAnswer(index, args.name as string, optional<string>(args, 'path')),
  },
  {
    tool: 'companions',
    title: 'Usual companions left out',
    useFor: 'files the change may have forgotten',
    description:
      "The files that usually change together with the change's files but that the change leaves out: from the base's last 1,000 commits (merges, the first commit and commits of more than 50 files not counted), a file that changed in at least 3 of a changed file's commits and in at least half of them. Each with the changed file it goes with, the commits they share (together), that file's commits, and the share (confidence). A notice says when the history is too short to learn from (one commit, a shallow clone). The change is the one the server was started for.",
    command: {
      name: 'companions',
      summary: 'files that usually change with the changed files, left out of the change',
    },
    arguments: [],
    needsChange: true,
    output: COMPANIONS_SCHEMA,
    answer: (index) => companionsAnswer(index),
  },
];

/** How much of each long answer is given by default, in words: "50 definitions, 100 references, …". */
export function answerLimitsInWords(): string {
  return QUESTIONS.flatMap((question) =>
    question.limit ? [`${question.limit.default} ${question.limit.items}`] : [],
  ).join(', ');
}

/** An output format, and what it is for ('' when its name says enough). The first of a list is the default. */
export interface OutputFormat<F extends string = Format> {
  name: F;
  purpose: string;
}

/** The map's formats (see formatRepoMap). */
export const MAP_FORMATS: OutputFormat[] = [
  { name: 'text', purpose: 'for LLMs' },
  { name: 'markdown', purpose: 'for a PR comment' },
  { name: 'json', purpose: '' },
];

/** An answer's formats, each with how it writes an answer. */
export const ANSWER_FORMATS: (OutputFormat<'text' | 'json'> & { write(answer: Answer<unknown>): string })[] = [
  { name: 'text', purpose: '', write: (answer) => answer.text },
  { name: 'json', purpose: 'the same answer as data', write: (answer) => JSON.stringify(answer.data, null, 2) + '\n' },
];

/** A list of formats for a help line: "text (for LLMs; default), markdown (for a PR comment) or json". */
export function formatsInWords(formats: OutputFormat<string>[]): string {
  const words = formats.map((format, i) => {
    const notes = [format.purpose, ...(i === 0 ? ['default'] : [])].filter((note) => note !== '');
    return notes.length ? `${format.name} (${notes.join('; ')})` : format.name;
  });
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}
