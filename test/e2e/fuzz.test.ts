import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseUnifiedDiff } from '../../src/core/diff/unified';
import { UserError } from '../../src/core/util/errors';
import { commentBody, commentMarker } from '../../src/action/publish/comment';
import { blobLinker } from '../../src/action/publish/links';
import { fileRows, rowsText } from '../../src/action/publish/linked';
import { showInvisible } from '../../src/core/render/text';
import { assertSafeComment } from '../helpers/github-render';

// Property tests: random and mutated inputs for the two places that read untrusted text the most
// (a diff from anywhere, and repository text that ends up in a PR comment). Seeds are fixed so a
// failure reproduces.

const DIFF = [
  'diff --git a/src/a b.ts b/src/a b.ts',
  'index 1111111..2222222 100644',
  '--- a/src/a b.ts',
  '+++ b/src/a b.ts',
  '@@ -1,3 +1,4 @@',
  ' context',
  '-old line',
  '+new line',
  '+another',
  ' tail',
  '\\ No newline at end of file',
  'diff --git "a/q\\"x.py" "b/q\\"x.py"',
  'deleted file mode 100644',
  '--- "a/q\\"x.py"',
  '+++ /dev/null',
  '@@ -1 +0,0 @@',
  '-gone',
].join('\n');

/** The diff with some lines dropped, duplicated or replaced by random text. */
const mutatedDiff = fc
  .array(fc.tuple(fc.nat(), fc.constantFrom('drop', 'dup', 'replace', 'truncate'), fc.string({ maxLength: 40 })), {
    maxLength: 6,
  })
  .map((mutations) => {
    const lines = DIFF.split('\n');
    for (const [at, kind, text] of mutations) {
      const i = at % lines.length;
      if (kind === 'drop') lines.splice(i, 1);
      else if (kind === 'dup') lines.splice(i, 0, lines[i]);
      else if (kind === 'replace') lines[i] = text;
      else lines[i] = lines[i].slice(0, text.length);
    }
    return lines.join('\n');
  });

test('the diff parser, on random and mutated diffs, returns files with sane ranges or a UserError', () => {
  fc.assert(
    fc.property(fc.oneof(mutatedDiff, fc.string({ maxLength: 400 }), fc.constant(DIFF)), (text) => {
      let files;
      try {
        files = parseUnifiedDiff(text);
      } catch (error) {
        assert.ok(error instanceof UserError, `an unexpected error: ${(error as Error).stack}`);
        return;
      }
      for (const file of files) {
        assert.equal(typeof file.path, 'string');
        for (const range of [...file.added, ...file.removed]) assert.ok(range.start >= 0 && range.end >= range.start);
      }
    }),
    { seed: 20261130, numRuns: 2000 },
  );
});

/** Text as hostile as a repository can make it: mentions, issue links, HTML, fences, markdown, controls. */
const hostilePiece = fc.oneof(
  fc.constantFrom(
    '@octocat',
    '@org/team',
    '#123',
    'GH-42',
    'o/r#7',
    '</details>',
    '<details>',
    '</pre>',
    '<pre>',
    '<script>alert(1)</script>',
    '<img src=x onerror=1>',
    '```',
    '````',
    '~~~',
    '|a|b|',
    '[x](http://e.com)',
    '**',
    '\n',
    '  ',
    '-->',
    '<!--',
    '&amp;',
    '&#64;',
    '"',
    "'",
    '\u202e',
    '\u0000',
    '\r',
    ':tada:',
  ),
  fc.string({ maxLength: 12 }),
);
const hostile = fc.array(hostilePiece, { maxLength: 12 }).map((pieces) => pieces.join(''));

const LINK_PREFIX = `https://github.com/octo/widgets/blob/${'a'.repeat(40)}/`;
const link = blobLinker('https://github.com', 'octo/widgets', 'a'.repeat(40));

/** A map and a change whose every name, path and signature is hostile. */
const hostileMap = fc.record({
  files: fc.array(
    fc.record({
      path: hostile,
      symbols: fc.array(fc.record({ name: hostile, line: fc.integer({ min: 1, max: 99_999 }), signature: hostile }), {
        maxLength: 4,
      }),
    }),
    { minLength: 1, maxLength: 6 },
  ),
  impact: fc.array(fc.record({ name: hostile, path: hostile, caller: hostile }), { maxLength: 3 }),
});

test('a comment keeps every piece of repository text inside the map and the table, under the size limit, rendered as GitHub does', () => {
  fc.assert(
    fc.property(hostileMap, fc.integer({ min: 1500, max: 6000 }), ({ files, impact }, limit) => {
      const mapFiles = files.map((f, i) => ({
        path: `${f.path || 'x'}${i}`,
        rank: 1,
        focus: i === 0,
        symbols: f.symbols.map((s) => ({ ...s, kind: 'function' })),
      }));
      const rows = impact.map((c) => ({
        name: c.name,
        kind: 'function',
        path: c.path || 'x',
        line: 3,
        status: 'modified' as const,
        fileExists: true,
        callers: [{ path: c.caller || 'y', line: 9 }],
        callerCount: 4,
      }));
      const map = {
        files: mapFiles,
        changed: new Set([mapFiles[0].path]),
        tokens: 50,
        budget: 100,
        impact: rows,
        link,
      };
      const body = commentBody(map, 'default', '\nfooter', limit);
      assert.ok(body.startsWith(`${commentMarker('default')}\n`));
      assert.ok(body.length <= limit, `${body.length} > ${limit}`);
      const { mapText } = assertSafeComment(body, {
        linkPrefix: LINK_PREFIX,
        repositoryText: ['octocat', '<script', '<img', 'e.com'],
      });
      // What the map shows is the text map of the files kept, but for zero-width and bidirectional
      // characters, which show as their escapes, and controls, which show as U+FFFD.
      const kept = Number(/_Shortened to (\d+) of/.exec(body)?.[1] ?? mapFiles.length);
      const shown = fileRows(mapFiles.slice(0, kept), map.changed)
        .flat()
        .map((row) =>
          row.map((span) => ({
            ...span,
            text: showInvisible(span.text).replace(/[\x00-\x08\x0a-\x1f\x7f-\x9f]/g, '\ufffd'),
          })),
        );
      assert.equal(mapText, rowsText(shown));
    }),
    { seed: 20261130, numRuns: 300 },
  );
});
