import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildIndex, closeIndex } from '../../../src/core/index';
import { definitionsAnswer, referencesAnswer } from '../../../src/core/query/answers';
import { impactAnswer } from '../../../src/core/query/impact';
import { outlineAnswer } from '../../../src/core/query/outline';
import {
  ANSWER_FORMATS,
  answerLimitsInWords,
  formatsInWords,
  MAP_FORMATS,
  QUESTIONS,
} from '../../../src/core/query/registry';
import { MAP_SCHEMA } from '../../../src/core/query/schemas';
import { REVIEW_ANSWERS, reviewRepo } from '../../helpers/review';

// The registry of questions and formats, which the CLI and the MCP server are made from.

test('each question has one tool name, at most one command name, distinct arguments and at most one operand', () => {
  const unique = (names: string[]) => assert.deepEqual(names, [...new Set(names)]);
  unique(QUESTIONS.map((q) => q.tool));
  unique(QUESTIONS.flatMap((q) => (q.command ? [q.command.name] : [])));
  for (const question of QUESTIONS) {
    unique(question.arguments.map((a) => a.name));
    assert.ok(question.arguments.filter((a) => a.cli === 'operand').length <= 1, question.tool);
    assert.ok(
      question.description.length > 200 && !question.description.includes('\n'),
      `${question.tool}: one paragraph for a model`,
    );
    assert.ok(
      question.arguments.every((a) => a.description.endsWith('.')),
      `${question.tool}: each argument described in a sentence`,
    );
    assert.equal((question.output as { type: string }).type, 'object', question.tool);
    assert.ok(!question.command || !question.command.summary.includes('\n'), `${question.tool}: a one-line summary`);
  }
  assert.deepEqual(
    QUESTIONS.map((q) => [q.tool, q.command?.name]),
    [
      ['repo_map', undefined],
      ['find_definitions', 'definitions'],
      ['find_references', 'references'],
      ['definition_source', 'source'],
      ['file_outline', 'outline'],
      ['change_impact', 'impact'],
      ['tests_for', 'tests'],
      ['companions', 'companions'],
    ],
  );
  assert.equal(QUESTIONS[0].output, MAP_SCHEMA);
});

test('default limits and formats, in the words of the help', () => {
  assert.equal(
    answerLimitsInWords(),
    '50 definitions, 100 references, 200 source lines of each definition, 300 outline entries, 50 changed definitions with 10 callers each',
  );
  assert.equal(formatsInWords(MAP_FORMATS), 'text (for LLMs; default), markdown (for a PR comment) or json');
  assert.equal(formatsInWords(ANSWER_FORMATS), 'text (default) or json (the same answer as data)');
  const answer = { text: 'two lines\nof text\n', data: { total: 2, names: ['a', 'b'] } };
  assert.equal(ANSWER_FORMATS.find((f) => f.name === 'text')!.write(answer), answer.text);
  assert.equal(
    ANSWER_FORMATS.find((f) => f.name === 'json')!.write(answer),
    '{\n  "total": 2,\n  "names": [\n    "a",\n    "b"\n  ]\n}\n',
  );
});

test(
  "each question's answer is its answer function's, with the arguments by name and the limit",
  { timeout: 120_000 },
  async () => {
    const { repo, base } = reviewRepo();
    const index = await buildIndex({ root: repo.root, base, cacheDir: false, jobs: 1 });
    try {
      const ask = (tool: string, args: Record<string, unknown>, limit?: number) =>
        QUESTIONS.find((q) => q.tool === tool)!.answer(index, { args, limit });
      assert.deepEqual(
        await ask('find_definitions', { name: 'refreshSession', from_path: 'src/legacy.ts' }, 1),
        definitionsAnswer(index, 'refreshSession', 'src/legacy.ts', 1),
      );
      assert.deepEqual(
        await ask('find_references', { name: 'refreshSession', path: 'src/session.ts' }),
        referencesAnswer(index, 'refreshSession', 'src/session.ts'),
      );
      assert.equal((await ask('file_outline', { path: 'src/session.ts' })).text, REVIEW_ANSWERS.outline);
      assert.deepEqual(
        await ask('file_outline', { path: 'src/session.ts' }, 2),
        outlineAnswer(index, 'src/session.ts', 2),
      );
      assert.equal((await ask('change_impact', {})).text, REVIEW_ANSWERS.impact);
      assert.deepEqual(await ask('change_impact', {}, 1), impactAnswer(index, { changes: 1, callers: 1 }));
      const map = await QUESTIONS[0].answer(index, { args: { identifiers: ['SessionStore'] }, budget: 64 });
      assert.equal((map.data as { budget: number }).budget, 64, 'the budget when the arguments name none');
      assert.equal(((await ask('repo_map', { budget: 80 })).data as { budget: number }).budget, 80);
    } finally {
      await closeIndex(index);
      repo.dispose();
    }
  },
);
