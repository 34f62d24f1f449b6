// The MCP server's tools: for each, what a model is told about it, the JSON Schemas of its input and
// of its structured output, and how it is answered (by ../core/answers, from the server's one index).
import { MIN_BUDGET } from '../core/index';
import type { RepoIndex } from '../core/types';
import { ANSWER_LIMITS, definitionsAnswer, impactAnswer, mapAnswer, outlineAnswer, referencesAnswer, type Answer } from '../core/query/answers';
import { UserError } from '../core/util/errors';
import type { InputSchema } from './arguments';

/** What a tool answers from: the server's index, its change and its default budget. */
export interface ToolContext {
  index(): Promise<RepoIndex>;
  /** repo_map's budget when the call names none. */
  budget: number;
  /** Whether the server was started for a change (--base/--head or --diff). */
  hasChange: boolean;
  /** The same answer for the same question (answers are deterministic): made once, then reused. */
  remember(key: string, make: () => Promise<Answer<unknown>>): Promise<Answer<unknown>>;
}

export interface Tool {
  name: string;
  title: string;
  description: string;
  inputSchema: InputSchema;
  outputSchema: object;
  answer(context: ToolContext, args: Record<string, unknown>): Promise<Answer<unknown>>;
}

export const MAX_BUDGET = 100_000;
export { MIN_BUDGET };

// JSON Schema of the structured outputs.
const text = { type: 'string' };
const whole = { type: 'integer' };
const list = (items: object) => ({ type: 'array', items });
const object = (properties: Record<string, object>, optional: string[] = []) => ({
  type: 'object',
  properties,
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
  additionalProperties: false,
});
const reach = { type: 'string', enum: ['same-file', 'imported', 'namesake', 'other-language'] };
const reference = object({ path: text, line: whole, kind: text, text, reach }, ['reach']);

const name = { type: 'string', minLength: 1, maxLength: 500, description: 'The identifier to look up, exactly as the code spells it (case-sensitive, no qualifier: parseInput, not parser.parseInput).' } as const;
const path = (description: string) => ({ type: 'string', minLength: 1, maxLength: 4096, description }) as const;
const inputs = (properties: InputSchema['properties'], required: string[] = []): InputSchema => ({ type: 'object', properties, required, additionalProperties: false });
const strings = (description: string, maxLength: number) => ({ type: 'array', items: { type: 'string', minLength: 1, maxLength }, maxItems: 100, description }) as const;

const optionalString = (args: Record<string, unknown>, key: string) => args[key] as string | undefined;

export const TOOLS: Tool[] = [
  {
    name: 'repo_map',
    title: 'Repository map',
    description:
      'A map of the repository ranked for the change under review: files in order of relevance (the changed files first, marked "(changed)", then the code the change uses and the code that uses what it touches), each followed by the most relevant of its definitions as "line: signature", members indented under their class, then, in a file that uses what the change touches, the lines that use it as "line│ source line"; a file with copies elsewhere (the same content or definitions) names them as "(also …)". All within a token budget. Call it first to see where the change sits; name focus_files or identifiers to get the map around other code as well (they are added to the change, not put in its place), and raise budget for more detail.',
    inputSchema: inputs({
      focus_files: strings('Files to focus on as well, relative to the repository root, as the map names them.', 4096),
      identifiers: strings('Identifiers to focus on as well: their definitions and users rank higher.', 500),
      budget: { type: 'integer', minimum: MIN_BUDGET, maximum: MAX_BUDGET, description: "The map's size in o200k_base tokens, a hard maximum (the server's default when omitted)." },
    }),
    outputSchema: object({
      budget: whole,
      tokens: whole,
      focus: object({ files: list(text), identifiers: list(text), identifiersTotal: whole }),
      files: list(
        object(
          {
            path: text,
            rank: { type: 'number' },
            focus: { type: 'boolean' },
            copies: list(text),
            symbols: list(object({ name: text, kind: text, line: whole, signature: text, container: text }, ['container'])),
            uses: list(object({ line: whole, name: text, text })),
          },
          ['copies', 'uses'],
        ),
      ),
    }),
    answer: async (context, args) => {
      const request = { files: args.focus_files as string[] | undefined, identifiers: args.identifiers as string[] | undefined, budget: (args.budget as number | undefined) ?? context.budget };
      const index = await context.index();
      return context.remember(JSON.stringify(request), () => mapAnswer(index, request));
    },
  },
  {
    name: 'find_definitions',
    title: 'Find definitions',
    description: `Where a name is defined: every definition of the identifier in the repository (function, method, class, type, constant…) with its file, line, kind, signature and the class, struct or module it belongs to. Give from_path, the file where you saw the name, to get first the definition that file actually reaches: its own, then the one it imports, then namesakes linked by name only, then other languages. Names are exact and case-sensitive. At most ${ANSWER_LIMITS.definitions} are listed, with a note of how many more there are.`,
    inputSchema: inputs({ name, from_path: path('The file the name is used in, relative to the repository root: its definitions of the name come first, then what it imports.') }, ['name']),
    outputSchema: object(
      {
        name: text,
        from_path: text,
        total: whole,
        definitions: list(object({ path: text, line: whole, kind: text, signature: text, container: { type: ['string', 'null'] }, copies: list(text), reach }, ['copies', 'reach'])),
      },
      ['from_path'],
    ),
    answer: async (context, args) => definitionsAnswer(await context.index(), args.name as string, optionalString(args, 'from_path')),
  },
  {
    name: 'find_references',
    title: 'Find references',
    description: `Who uses a name: its references (calls, type uses, imports, inheritance…) with the trimmed source line of each, the most relevant files first. Give path, the file whose definition you mean, to keep only the uses that resolve to that definition the way the map's graph resolves them (a file that imports another definition of the same name is left out), e.g. the callers of one function among several namesakes; without path, every use of the name. Names are exact and case-sensitive. At most ${ANSWER_LIMITS.references} are listed, with a note of how many more there are.`,
    inputSchema: inputs({ name, path: path('The file that defines the name, relative to the repository root: only the uses that resolve to its definition are listed.') }, ['name']),
    outputSchema: object({ name: text, path: text, total: whole, references: list(reference) }, ['path']),
    answer: async (context, args) => referencesAnswer(await context.index(), args.name as string, optionalString(args, 'path')),
  },
  {
    name: 'file_outline',
    title: 'File outline',
    description: `What is in one file: all its definitions in source order, each as "line: signature", members indented under their class, struct, interface or module. Cheaper than reading the file when you need its shape or a line number. The path is relative to the repository root with forward slashes, as the map and the other tools name files. At most ${ANSWER_LIMITS.outline} definitions are listed, with a note of how many more there are.`,
    inputSchema: inputs({ path: path('The file to outline, relative to the repository root.') }, ['path']),
    outputSchema: {
      ...object({ path: text, total: whole, definitions: list({ $ref: '#/$defs/definition' }) }),
      $defs: { definition: object({ name: text, kind: text, line: whole, signature: text, members: list({ $ref: '#/$defs/definition' }) }) },
    },
    answer: async (context, args) => outlineAnswer(await context.index(), args.path as string),
  },
  {
    name: 'change_impact',
    title: 'Change impact',
    description: `What the change under review does to the code: each definition it adds, modifies or removes (file, line, kind, signature), with its callers outside the changed files (file, line, kind and source line of each use), most relevant first, as the map ranks them. Use it to find the call sites a change could break, such as the callers of a function that was removed or whose signature changed. It takes no arguments: the change is the one the server was started for. At most ${ANSWER_LIMITS.changes} definitions with ${ANSWER_LIMITS.callers} callers each are listed, with notes of how many more there are (find_references with the name and path lists all callers).`,
    inputSchema: inputs({}),
    outputSchema: object({
      changed_files: list(text),
      total: whole,
      changes: list(
        object({
          status: { type: 'string', enum: ['added', 'modified', 'removed'] },
          path: text,
          line: whole,
          name: text,
          kind: text,
          signature: text,
          callers_total: whole,
          callers: list(reference),
        }),
      ),
    }),
    answer: async (context) => {
      if (!context.hasChange) throw new UserError('this server was started without a change to review (repomap mcp --base REF or --diff FILE), so there is no change to assess');
      return impactAnswer(await context.index());
    },
  },
];
