// The MCP server's tools, made from the engine's questions (../core/query/registry): for each, what a
// model is told about it, the JSON Schemas of its input and of its structured output, and how it is
// answered from the server's one index. The server's instructions name them too.
import { MIN_BUDGET } from '../core/index';
import type { RepoIndex } from '../core/types';
import type { Answer } from '../core/query/answers';
import {
  MAX_BUDGET,
  MAX_DEPTH,
  MAX_LINE,
  MAX_PAGE,
  QUESTIONS,
  type ArgumentType,
  type Question,
} from '../core/query/registry';
import { UserError } from '../core/util/errors';
import type { ArgumentSchema, InputSchema } from './arguments';

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

const identifier = { type: 'string', minLength: 1, maxLength: 500 } as const;
const path = { type: 'string', minLength: 1, maxLength: 4096 } as const;
const listOf = <T>(items: T) => ({ type: 'array', items, maxItems: 100 }) as const;

type Undescribed<S> = S extends unknown ? Omit<S, 'description'> : never;

/** The JSON Schema of each type of argument, its description aside: what a call may send. */
const ARGUMENT_SCHEMAS: Record<ArgumentType, Undescribed<ArgumentSchema>> = {
  identifier,
  path,
  identifiers: listOf(identifier),
  paths: listOf(path),
  budget: { type: 'integer', minimum: MIN_BUDGET, maximum: MAX_BUDGET },
  offset: { type: 'integer', minimum: 0, maximum: 1_000_000_000 },
  limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE },
  depth: { type: 'integer', minimum: 1, maximum: MAX_DEPTH },
  line: { type: 'integer', minimum: 1, maximum: MAX_LINE },
};

function inputSchemaOf(question: Question): InputSchema {
  const properties = Object.fromEntries(
    question.arguments.map((argument) => [
      argument.name,
      { ...ARGUMENT_SCHEMAS[argument.type], description: argument.description },
    ]),
  );
  const required = question.arguments.filter((argument) => argument.required).map((argument) => argument.name);
  return { type: 'object', properties, required, additionalProperties: false };
}

async function answerCall(
  question: Question,
  context: ToolContext,
  args: Record<string, unknown>,
): Promise<Answer<unknown>> {
  if (question.needsChange && !context.hasChange) {
    throw new UserError(
      'this server was started without a change to review (repomap mcp --base REF or --diff FILE), so there is no change to assess',
    );
  }
  const index = await context.index();
  const answer = async () => question.answer(index, { args, budget: context.budget });
  // The server's budget stands for an omitted one: a call that names it asks the same question.
  return question.costly
    ? context.remember(`${question.tool} ${JSON.stringify({ budget: context.budget, ...args })}`, answer)
    : answer();
}

export const TOOLS: Tool[] = QUESTIONS.map((question) => ({
  name: question.tool,
  title: question.title,
  description: question.description,
  inputSchema: inputSchemaOf(question),
  outputSchema: question.output,
  answer: (context, args) => answerCall(question, context, args),
}));

/**
 * What the server tells a client it is for, naming every tool: "… repo_map for a ranked overview,
 * find_definitions and find_references for a name, …" (neighbours with the same use are named together).
 */
export function serverInstructions(): string {
  const uses: { tools: string[]; useFor: string }[] = [];
  for (const question of QUESTIONS) {
    const last = uses.at(-1);
    if (last?.useFor === question.useFor) last.tools.push(question.tool);
    else uses.push({ tools: [question.tool], useFor: question.useFor });
  }
  const named = (tools: string[]) =>
    tools.length > 1 ? `${tools.slice(0, -1).join(', ')} and ${tools.at(-1)}` : tools[0];
  const tools = uses.map((use) => `${named(use.tools)} for ${use.useFor}`).join(', ');
  return `This server answers questions about one repository and the change under review in it, from an index of every file's definitions and references: ${tools}. Paths are relative to the repository root, with forward slashes. Ask it before searching the files: its answers follow imports the way the code does, and each use says how it is linked (via): check those linked by name alone (via "name"), which may mean a namesake.`;
}

/** A tool and its arguments for a help text: "find_definitions {name, from_path?}". */
export function toolSignature(tool: Tool): string {
  const args = Object.keys(tool.inputSchema.properties).map((name) =>
    tool.inputSchema.required.includes(name) ? name : `${name}?`,
  );
  return `${tool.name} {${args.join(', ')}}`;
}
