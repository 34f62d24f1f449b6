import { test } from 'node:test';
import assert from 'node:assert/strict';
import { QUESTIONS } from '../../src/core/query/registry';
import { checkArguments } from '../../src/mcp/arguments';
import type { RepoIndex } from '../../src/core/types';
import { serverInstructions, TOOLS, toolSignature, type ToolContext } from '../../src/mcp/tools';
import { loadServer } from '../../src/mcp/load';

// The MCP tools, made from the registry of questions: no bundle, no server (test/mcp/mcp.test.ts
// talks to the server itself).

test('the tools are exactly the registry questions, in its order, with input schemas made from their arguments', () => {
  assert.deepEqual(
    TOOLS.map((tool) => tool.name),
    QUESTIONS.map((question) => question.tool),
  );
  for (const [i, tool] of TOOLS.entries()) {
    const question = QUESTIONS[i];
    assert.equal(tool.description, question.description);
    assert.equal(tool.outputSchema, question.output);
    assert.deepEqual(
      Object.keys(tool.inputSchema.properties),
      question.arguments.map((a) => a.name),
    );
    assert.deepEqual(
      tool.inputSchema.required,
      question.arguments.filter((a) => a.required).map((a) => a.name),
    );
  }
  const definitions = TOOLS.find((tool) => tool.name === 'find_definitions')!;
  assert.deepEqual(definitions.inputSchema.properties.name, {
    type: 'string',
    minLength: 1,
    maxLength: 500,
    description:
      'The identifier to look up, exactly as the code spells it (case-sensitive, no qualifier: parseInput, not parser.parseInput).',
  });
  assert.deepEqual(TOOLS[0].inputSchema.properties.focus_files, {
    type: 'array',
    items: { type: 'string', minLength: 1, maxLength: 4096 },
    maxItems: 100,
    description: 'Files to focus on as well, relative to the repository root, as the map names them.',
  });
  assert.deepEqual(checkArguments(definitions.inputSchema, { name: 'x', from_path: 'a.ts' }), {
    name: 'x',
    from_path: 'a.ts',
  });
  assert.throws(
    () => checkArguments(definitions.inputSchema, { from_path: 'a.ts' }),
    /^UserError: missing argument "name": the identifier to look up/,
  );
});

test("the server's instructions name each tool once, neighbours with the same use together", () => {
  assert.equal(
    serverInstructions(),
    'This server answers questions about one repository and the change under review in it, from an index of every file\'s definitions and references: repo_map for a ranked overview, find_definitions, find_references and definition_source for a name, file_outline for a file, change_impact for what the change does and who calls what it touches, tests_for for the tests of a definition, companions for files the change may have forgotten. Paths are relative to the repository root, with forward slashes. Ask it before searching the files: its answers follow imports the way the code does, and each use says how it is linked (via): check those linked by name alone (via "name"), which may mean a namesake.',
  );
  for (const question of QUESTIONS) assert.equal(serverInstructions().split(question.tool).length, 2, question.tool);
});

test('a tool and its arguments for the help: the optional ones marked', () => {
  assert.deepEqual(TOOLS.map(toolSignature), [
    'repo_map {focus_files?, identifiers?, budget?}',
    'find_definitions {name, from_path?, offset?, limit?}',
    'find_references {name, path?, line?, offset?, limit?}',
    'definition_source {name, path?}',
    'file_outline {path, offset?, limit?}',
    'change_impact {depth?}',
    'tests_for {name, path?}',
    'companions {}',
  ]);
});

test("a costly answer is remembered under its question, the server's budget standing for an omitted one; change_impact needs a change", async () => {
  const keys: string[] = [];
  const context: ToolContext = {
    index: async () => ({}) as RepoIndex,
    budget: 4096,
    hasChange: false,
    remember: async (key) => {
      keys.push(key);
      return { text: '', data: {} };
    },
  };
  const map = TOOLS.find((tool) => tool.name === 'repo_map')!;
  await map.answer(context, {});
  await map.answer(context, { budget: 4096 });
  await map.answer(context, { identifiers: ['x'], budget: 64 });
  assert.deepEqual(keys, [
    'repo_map {"budget":4096}',
    'repo_map {"budget":4096}',
    'repo_map {"budget":64,"identifiers":["x"]}',
  ]);
  const impact = TOOLS.find((tool) => tool.name === 'change_impact')!;
  await assert.rejects(impact.answer(context, {}), /^UserError: this server was started without a change to review/);
});

test('from the sources, repomap mcp loads the server module itself', () => {
  assert.equal(typeof loadServer().serveMcp, 'function');
});
