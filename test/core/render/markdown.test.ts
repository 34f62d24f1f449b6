import { test } from 'node:test';
import assert from 'node:assert/strict';
import { codeFence, markdownMapOf, renderMarkdown } from '../../../src/core/render/markdown';
import type { RepoMap } from '../../../src/core/types';

test('the markdown map: a summary line, then the text map fenced inside a collapsible block', () => {
  const text = 'src/a.ts (changed)\n  1: export function a(): void\n';
  assert.equal(
    renderMarkdown({ text, files: 2, tokens: 120, budget: 1024, changed: 1, callSites: 3 }),
    [
      '**Repository map** · 2 files · 120 / 1024 tokens · focus: 1 changed file · 3 call sites (│)',
      '',
      '<details><summary>Map</summary>',
      '',
      '```text',
      'src/a.ts (changed)',
      '  1: export function a(): void',
      '```',
      '',
      '</details>',
      '',
    ].join('\n'),
  );
  // One file, no focus, no call sites, another title.
  const plain = renderMarkdown({ text: 'a.py\n', files: 1, tokens: 5, budget: 10, changed: 0 }, 'Map of main');
  assert.equal(plain.split('\n')[0], '**Map of main** · 1 file · 5 / 10 tokens');
  assert.equal(
    renderMarkdown({ text: '', files: 0, tokens: 0, budget: 10, changed: 2, callSites: 1 }).split('\n')[0],
    '**Repository map** · 0 files · 0 / 10 tokens · focus: 2 changed files · 1 call site (│)',
  );
});

test('the fence is longer than any run of backticks in the map, so a signature cannot close it', () => {
  assert.equal(codeFence('no ticks'), '```');
  assert.equal(codeFence('a `b` c'), '```');
  assert.equal(codeFence('const s = ```;\nx = ````y'), '`````');
  const markdown = renderMarkdown({
    text: '  1: const fence = "````" + `</details>`\n',
    files: 1,
    tokens: 9,
    budget: 10,
    changed: 0,
  });
  assert.ok(markdown.includes('\n`````text\n') && markdown.includes('\n`````\n\n</details>'));
});

test('markdownMapOf: the numbers the markdown shows, from a map', () => {
  const map = {
    text: 'x',
    tokens: 7,
    budget: 50,
    files: [
      {
        path: 'a',
        rank: 1,
        focus: true,
        symbols: [],
        uses: [
          { line: 1, name: 'f', text: 'f()' },
          { line: 2, name: 'f', text: 'f()' },
        ],
      },
      { path: 'b', rank: 0.5, focus: false, symbols: [] },
    ],
    focus: { files: ['a', 'c'] },
  } as unknown as RepoMap;
  assert.deepEqual(markdownMapOf(map), { text: 'x', files: 2, tokens: 7, budget: 50, changed: 2, callSites: 2 });
});
