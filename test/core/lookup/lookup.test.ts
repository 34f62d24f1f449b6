import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildIndex, closeIndex, withFocus } from '../../../src/core/index';
import type { RepoIndex } from '../../../src/core/types';
import { changeImpact } from '../../../src/core/lookup/impact';
import { findReferences, UNLIMITED } from '../../../src/core/lookup/lookup';
import { findDefinitions } from '../../../src/core/lookup/definitions';
import { fileOutline } from '../../../src/core/query/outline';
import { reviewRepo } from '../../helpers/review';
import { FixtureRepo } from '../../helpers/repo';

// The questions a review agent asks, answered from the same index as the map.

async function withIndex(check: (index: RepoIndex) => void | Promise<void>): Promise<void> {
  const { repo, base } = reviewRepo();
  const index = await buildIndex({ root: repo.root, base, cacheDir: false, jobs: 1 });
  try {
    await check(index);
  } finally {
    await closeIndex(index);
    repo.dispose();
  }
}

test('find definitions: every namesake; from a file, the one it imports first, then namesakes, then other languages', async () => {
  await withIndex((index) => {
    const all = findDefinitions(index, 'refreshSession');
    assert.equal(all.total, 3);
    assert.deepEqual(all.items.map((d) => d.path).sort(), [
      'src/other/session-copy.ts',
      'src/session.ts',
      'tools/refresh.py',
    ]);
    const fromLogin = findDefinitions(index, 'refreshSession', 'src/routes/login.ts');
    assert.deepEqual(
      fromLogin.items.map((d) => [d.path, d.reach]),
      [
        ['src/session.ts', 'imported'],
        ['src/other/session-copy.ts', 'namesake'],
        ['tools/refresh.py', 'other-language'],
      ],
    );
    assert.deepEqual(fromLogin.items[0], {
      path: 'src/session.ts',
      line: 6,
      endLine: 8,
      kind: 'function',
      name: 'refreshSession',
      signature: 'export function refreshSession(token: string, ttl = 60): string',
      reach: 'imported',
    });
    assert.deepEqual(
      findDefinitions(index, 'refreshSession', 'src/legacy.ts').items[0].path,
      'src/other/session-copy.ts',
    );
    assert.deepEqual(findDefinitions(index, 'save').items, [
      {
        path: 'src/session.ts',
        line: 2,
        endLine: 2,
        kind: 'method',
        name: 'save',
        signature: 'save(id: string): void',
        container: 'SessionStore',
      },
    ]);
    assert.deepEqual(findDefinitions(index, 'noSuchName'), { items: [], total: 0 });
    assert.deepEqual(findDefinitions(index, 'refreshSession', undefined, 1).total, 3, 'a page says how many there are');
    assert.equal(findDefinitions(index, 'refreshSession', undefined, 1).items.length, 1);
  });
});

test('find references: all uses of a name, or those that resolve to one definer, with their source lines', async () => {
  await withIndex((index) => {
    const toSession = findReferences(index, 'refreshSession', 'src/session.ts');
    assert.deepEqual(toSession.items, [
      {
        path: 'src/routes/login.ts',
        line: 1,
        kind: 'import',
        reach: 'imported',
        text: "import { refreshSession } from '../session';",
        via: 'import',
      },
      {
        path: 'src/routes/login.ts',
        line: 4,
        kind: 'call',
        reach: 'imported',
        text: 'const next = refreshSession(token);',
        via: 'import',
      },
    ]);
    const everywhere = findReferences(index, 'refreshSession');
    assert.deepEqual(everywhere.items.map((r) => `${r.path}:${r.line}`).sort(), [
      'src/legacy.ts:1',
      'src/legacy.ts:4',
      'src/routes/login.ts:1',
      'src/routes/login.ts:4',
    ]);
    assert.equal(findReferences(index, 'refreshSession', undefined, 1).total, 4);
  });
});

test('file outline: every definition of a file, nested under its container, in source order', async () => {
  await withIndex((index) => {
    assert.deepEqual(fileOutline(index, 'src/session.ts'), [
      {
        name: 'SessionStore',
        kind: 'class',
        line: 1,
        endLine: 4,
        signature: 'export class SessionStore',
        members: [
          { name: 'save', kind: 'method', line: 2, endLine: 2, signature: 'save(id: string): void', members: [] },
          { name: 'load', kind: 'method', line: 3, endLine: 3, signature: 'load(id: string): string', members: [] },
        ],
      },
      {
        name: 'refreshSession',
        kind: 'function',
        line: 6,
        endLine: 8,
        signature: 'export function refreshSession(token: string, ttl = 60): string',
        members: [],
      },
      {
        name: 'rotateToken',
        kind: 'function',
        line: 10,
        endLine: 12,
        signature: 'export function rotateToken(token: string): string',
        members: [],
      },
    ]);
    assert.equal(fileOutline(index, 'src/nope.ts'), undefined);
  });
});

test('change impact: what the change adds, modifies and removes, each with its callers outside the change', async () => {
  await withIndex((index) => {
    const impact = changeImpact(index);
    const summary = impact.map((e) => ({
      status: e.status,
      name: e.name,
      line: e.line,
      callers: e.callers.items.map((c) => `${c.path}:${c.line} ${c.text}`),
    }));
    assert.deepEqual(
      [...summary].sort((a, b) => a.name.localeCompare(b.name)),
      [
        {
          status: 'removed',
          name: 'dropSession',
          line: 10,
          callers: [
            "src/routes/logout.ts:1 import { dropSession } from '../session';",
            'src/routes/logout.ts:4 dropSession(id);',
          ],
        },
        {
          status: 'modified',
          name: 'refreshSession',
          line: 6,
          callers: [
            "src/routes/login.ts:1 import { refreshSession } from '../session';",
            'src/routes/login.ts:4 const next = refreshSession(token);',
          ],
        },
        { status: 'added', name: 'rotateToken', line: 10, callers: [] },
      ],
    );
    assert.equal(
      impact.find((e) => e.name === 'dropSession')?.signature,
      'export function dropSession(id: string): void',
    );
    // Made once per index and callers per change: fewer changes are the first of them, more are made anew.
    const names = (entries: { name: string }[]) => entries.map((e) => e.name);
    assert.deepEqual(names(changeImpact(index)), names(impact));
    assert.deepEqual(names(changeImpact(index, UNLIMITED, 2)), names(impact).slice(0, 2));
    const one = changeImpact(index, 1, 1);
    assert.deepEqual(names(one), names(impact).slice(0, 1));
    assert.equal(one[0].callers.items.length, Math.min(1, impact[0].callers.items.length));
    assert.deepEqual(names(changeImpact(index, 1)), names(impact), 'asked for more changes: all of them');
  });
});

test('withFocus ranks the same index for more files and identifiers, without parsing again', async () => {
  await withIndex((index) => {
    const refocused = withFocus(index, { files: ['src/legacy.ts'], identifiers: ['SessionStore'] });
    assert.deepEqual(refocused.focus.files, ['src/legacy.ts']);
    assert.ok(refocused.focus.identifiers.includes('SessionStore'));
    assert.equal(refocused.tags, index.tags, 'the tags are shared');
    assert.deepEqual(refocused.focus.changedFiles, index.focus.changedFiles);
    assert.ok(
      refocused.ranking.files.findIndex((f) => f.path === 'src/legacy.ts') <
        index.ranking.files.findIndex((f) => f.path === 'src/legacy.ts'),
    );
  });
});

test('every use says how it is linked: through an import, in the file itself, or by name alone (counted apart)', async () => {
  const repo = new FixtureRepo({
    'a/util.ts':
      'export function helper(): number {\n  return 1;\n}\nexport function own(): number {\n  return helper();\n}\n',
    'a/main.ts': "import { helper } from './util';\nexport const total = helper();\n",
    'b/other.ts': 'export function helper(): number {\n  return 2;\n}\n',
    'b/loose.ts': 'export const guess = helper();\n',
  });
  repo.commit();
  const index = await buildIndex({ root: repo.root, cacheDir: false, jobs: 1 });
  try {
    const toUtil = findReferences(index, 'helper', 'a/util.ts');
    assert.deepEqual(toUtil.items.map((r) => [r.path, r.line, r.via]).sort(), [
      ['a/main.ts', 1, 'import'],
      ['a/main.ts', 2, 'import'],
      ['a/util.ts', 5, 'scope'],
      ['b/loose.ts', 1, 'name'],
    ]);
    assert.deepEqual([toUtil.total, toUtil.byName], [4, 1]);
    const everywhere = findReferences(index, 'helper');
    assert.deepEqual(everywhere.items.map((r) => [r.path, r.line, r.via]).sort(), [
      ['a/main.ts', 1, 'import'],
      ['a/main.ts', 2, 'import'],
      ['a/util.ts', 5, 'scope'],
      ['b/loose.ts', 1, 'name'],
    ]);
    assert.equal(everywhere.byName, 1);
    assert.equal(findReferences(index, 'helper', 'a/util.ts', 1).byName, 1, 'counted over every use, not the page');
  } finally {
    await closeIndex(index);
    repo.dispose();
  }
});
