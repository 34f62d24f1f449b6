import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAP_FORMATS, QUESTIONS } from '../../src/core/query/registry';
import { USAGE } from '../../src/cli/main';
import { MCP_USAGE } from '../../src/cli/mcp';
import { wrapped } from '../../src/cli/options';
import { QUERY_USAGE } from '../../src/cli/query';

// The help texts are made from the registry of questions and formats: they name exactly its questions.

test("repomap query --help shows one usage line for each of the registry's questions with a command, and its flags", () => {
  const asked = [...QUERY_USAGE.matchAll(/^(?:Usage:| {6}) repomap query (\S+)/gm)].map((match) => match[1]);
  assert.deepEqual(
    asked,
    QUESTIONS.flatMap((q) => (q.command ? [q.command.name] : [])),
  );
  const flags = QUESTIONS.flatMap((q) =>
    q.arguments.flatMap((a) => (typeof a.cli === 'object' ? [`--${a.cli.flag}`] : [])),
  );
  assert.deepEqual(flags, [
    '--from',
    '--offset',
    '--path',
    '--line',
    '--offset',
    '--path',
    '--offset',
    '--depth',
    '--path',
  ]);
  for (const flag of ['--from', '--path']) assert.match(QUERY_USAGE, new RegExp(`^  ${flag} PATH {9}\\w+: `, 'm'));
  // A flag that means the same for several questions is one line that names them.
  assert.match(
    QUERY_USAGE,
    /^ {2}--offset N {10}definitions, references, outline: how many items to skip; for the next page$/m,
  );
  assert.match(
    QUERY_USAGE,
    /^ {64}what the change adds, modifies and removes: callers, tests, reach$/m,
    'a long usage line puts its summary on the next',
  );
});

test("repomap mcp --help names exactly the registry's tools, and the map's --help its formats", () => {
  const tools = /^Tools: ([^]*?)\.\n/m.exec(MCP_USAGE)![1];
  assert.deepEqual(
    [...tools.matchAll(/(\w+)\s+\{/g)].map((match) => match[1]),
    QUESTIONS.map((q) => q.tool),
  );
  assert.match(USAGE, new RegExp(`--format F {10}${MAP_FORMATS.map((f) => f.name).join('.*')}`));
});

test('help paragraphs are wrapped between words at 94 columns, later lines indented', () => {
  const paragraph = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
  const lines = wrapped(paragraph, '  ').split('\n');
  assert.ok(lines.length > 1 && lines.every((line) => line.length <= 94));
  assert.ok(lines.slice(1).every((line) => line.startsWith('  word')));
  assert.equal(lines.join(' ').replace(/ +/g, ' '), paragraph);
  assert.equal(wrapped('short'), 'short');
});
