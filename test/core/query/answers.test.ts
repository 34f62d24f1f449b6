import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildIndex, closeIndex } from '../../../src/core/index';
import { referencesAnswer } from '../../../src/core/query/answers';
import { companionsAnswer, impactAnswer } from '../../../src/core/query/impact';
import { FixtureRepo } from '../../helpers/repo';

// Uses linked by name alone are counted apart, and never called resolved.

test('references and callers linked by name alone are counted apart, in the text and in the data', async () => {
  const repo = new FixtureRepo({
    'a/util.ts': 'export function helper(): number {\n  return 1;\n}\n',
    'a/main.ts': "import { helper } from './util';\nexport const total = helper();\n",
    'b/other.ts': 'export function helper(): number {\n  return 2;\n}\n',
    'b/loose.ts': 'export const guess = helper();\n',
  });
  const base = repo.commit();
  repo.write({ 'a/util.ts': 'export function helper(): number {\n  return 3;\n}\n' });
  repo.commit();
  const index = await buildIndex({ root: repo.root, base, cacheDir: false, jobs: 1 });
  try {
    const references = referencesAnswer(index, 'helper', 'a/util.ts');
    assert.equal(
      references.text.split('\n')[0],
      '3 references to helper linked to a/util.ts: 2 through an import or the file itself, 1 by name only (they may mean a namesake), best-ranked files first:',
    );
    assert.deepEqual(
      [references.data.total, references.data.by_name, references.data.references.map((r) => r.via).sort()],
      [3, 1, ['import', 'import', 'name']],
    );
    assert.match(references.text, /^b\/loose\.ts:1 \(call, by name only\) export const guess = helper\(\);$/m);
    const impact = impactAnswer(index);
    const [change] = impact.data.changes;
    assert.deepEqual([change.name, change.callers_total, change.callers_by_name], ['helper', 3, 1]);
    assert.match(impact.text, /^ {2}3 callers, 1 of them by name only:$/m);
  } finally {
    await closeIndex(index);
    repo.dispose();
  }
});

test('the usual companions a change leaves out, and the owners of what it reaches, in the text and in the data', async () => {
  const repo = new FixtureRepo({
    'a/util.ts': 'export function helper(): number {\n  return 0;\n}\n',
    'a/util.md': 'v0\n',
    'a/main.ts': "import { helper } from './util';\nexport const total = helper();\n",
    CODEOWNERS: '* @org/all\na/main.ts @org/app\n',
  });
  repo.commit('first');
  for (const version of [1, 2, 3]) {
    repo.write({
      'a/util.ts': `export function helper(): number {\n  return ${version};\n}\n`,
      'a/util.md': `v${version}\n`,
    });
    repo.commit(`version ${version}`);
  }
  const base = repo.git('rev-parse', 'HEAD').trim();
  repo.write({ 'a/util.ts': 'export function helper(): number {\n  return 4;\n}\n' });
  repo.commit('the code alone');
  const index = await buildIndex({ root: repo.root, base, cacheDir: false, jobs: 1 });
  try {
    const answer = companionsAnswer(index);
    assert.deepEqual(answer.data, {
      changed_files: ['a/util.ts'],
      commits: 3,
      total: 1,
      companions: [{ path: 'a/util.md', with: 'a/util.ts', together: 3, confidence: 1, commits: 3 }],
    });
    assert.equal(
      answer.text,
      '1 file usually changed with the changed files but not in this change (from 3 commits of history), strongest first:\na/util.md: with a/util.ts in 3 of its 3 commits (100%)\n',
    );
    const [change] = impactAnswer(index).data.changes;
    assert.deepEqual([change.name, change.owners], ['helper', ['@org/all', '@org/app']]);
    assert.match(impactAnswer(index).text, /^ {2}owners: @org\/all, @org\/app$/m);
  } finally {
    await closeIndex(index);
    repo.dispose();
  }
});

test('a change in a repository of one commit: no companions, and a note that says why', async () => {
  const repo = new FixtureRepo({ 'a.ts': 'export const a = 1;\n' });
  repo.commit('first');
  const index = await buildIndex({
    root: repo.root,
    diff: 'diff --git a/a.ts b/a.ts\n--- a/a.ts\n+++ b/a.ts\n@@ -1 +1 @@\n-export const a = 1;\n+export const a = 2;\n',
    cacheDir: false,
    jobs: 1,
  });
  try {
    const answer = companionsAnswer(index);
    assert.equal(answer.data.notice, 'the repository has one commit: there is no history of changes to learn from');
    assert.equal(
      answer.text,
      'Note: the repository has one commit: there is no history of changes to learn from.\nNo file usually changes with the changed files without being in the change (0 commits of history counted).\n',
    );
  } finally {
    await closeIndex(index);
    repo.dispose();
  }
});

test("with a line, the uses of that one definition: a call typed by the file's other class of the name is not its", async () => {
  const repo = new FixtureRepo({
    'ws.ts': [
      'export interface Init {',
      '  send(data: string): void',
      '}',
      'export class Socket {',
      '  constructor(private init: Init) {}',
      '  send(data: string): void {',
      '    this.init.send(data)',
      '  }',
      '}',
      '',
    ].join('\n'),
    'use.ts': [
      "import { Socket } from './ws'",
      'export function hello(socket: Socket): void {',
      "  socket.send('hello')",
      '}',
      '',
    ].join('\n'),
  });
  repo.commit();
  const index = await buildIndex({ root: repo.root, cacheDir: false, jobs: 1 });
  try {
    const uses = (line?: number) =>
      referencesAnswer(index, 'send', 'ws.ts', undefined, 0, line).data.references.map((r) => `${r.path}:${r.line}`);
    assert.deepEqual(uses(), ['ws.ts:7', 'use.ts:3']);
    assert.deepEqual(uses(2), ['ws.ts:7']);
    assert.deepEqual(uses(6), ['use.ts:3']);
    const answer = referencesAnswer(index, 'send', 'ws.ts', undefined, 0, 2);
    assert.equal(answer.data.line, 2);
    assert.match(answer.text, /^1 reference to send that resolve to ws\.ts:2,/);
    assert.throws(() => referencesAnswer(index, 'send', 'ws.ts', undefined, 0, 3), {
      message: 'no definition of send is on line 3 of ws.ts; it is defined there on lines 2, 6',
    });
    assert.throws(() => referencesAnswer(index, 'send', undefined, undefined, 0, 2), {
      message: 'a line needs a path: the file whose definition of send is on that line',
    });
  } finally {
    await closeIndex(index);
    repo.dispose();
  }
});
