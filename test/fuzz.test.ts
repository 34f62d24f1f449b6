import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseUnifiedDiff } from '../src/core/diff';
import { UserError } from '../src/core/errors';
import { commentBody, commentMarker } from '../src/action/publish/comment';

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
  .array(fc.tuple(fc.nat(), fc.constantFrom('drop', 'dup', 'replace', 'truncate'), fc.string({ maxLength: 40 })), { maxLength: 6 })
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

/** Text as hostile as a repository can make it: mentions, issue links, HTML, fences, markdown. */
const hostile = fc.array(
  fc.oneof(
    fc.constantFrom('@octocat', '@org/team', '#123', '</details>', '<details>', '<script>alert(1)</script>', '<img src=x onerror=1>', '```', '````', '~~~', '|a|b|', '[x](http://e.com)', '**', '\n', '  ', '-->', '<!--'),
    fc.string({ maxLength: 12 }),
  ),
  { maxLength: 30 },
);

test('a comment body keeps every piece of repository text inside one code fence, under the size limit', () => {
  fc.assert(
    fc.property(hostile, fc.integer({ min: 200, max: 4000 }), (pieces, limit) => {
      const text = pieces.join('') + '\n';
      const body = commentBody({ text, files: 3, tokens: 50, budget: 100, changed: 1 }, 'default', '\nfooter', limit);
      assert.ok(body.startsWith(`${commentMarker('default')}\n`));
      assert.ok(body.length <= limit, `${body.length} > ${limit}`);
      const opening = /^(`{3,})text$/m.exec(body);
      assert.ok(opening, 'the map is fenced');
      const fence = opening[1];
      const start = opening.index + opening[0].length;
      const end = body.indexOf(`\n${fence}\n`, start);
      assert.ok(end >= start, 'the fence is closed');
      const inside = body.slice(start, end);
      assert.ok(!inside.includes(fence), 'nothing inside can close the fence');
      const outside = body.slice(0, opening.index) + body.slice(end + fence.length + 1);
      assert.doesNotMatch(outside, /@\w|#\d|<script|<img|<!--(?! repomap)/, outside);
      assert.equal((outside.match(/<details>/g) ?? []).length, 1);
      assert.equal((outside.match(/<\/details>/g) ?? []).length, 1);
    }),
    { seed: 20261130, numRuns: 500 },
  );
});
