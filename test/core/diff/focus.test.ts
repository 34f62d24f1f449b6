import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { buildRepoMap } from '../../../src/core/index';
import { FRAGMENT_BUDGET } from '../../../src/core/diff/sides';
import { innermostAround } from '../../../src/core/diff/touched';
import { focusFromDiff, isSafePath } from '../../../src/core/diff/focus';
import { parseUnifiedDiff } from '../../../src/core/diff/unified';
import type { LineRange } from '../../../src/core/types';
import { FixtureRepo } from '../../helpers/repo';

type Span = { line: number; endLine: number };

/** The innermost definition around each changed line, by looking at every definition for every line. */
function innermostByScan(defs: Span[], ranges: LineRange[]): Set<number> {
  const found = new Set<number>();
  for (const range of ranges) {
    for (let line = range.start; line <= range.end; line++) {
      let innermost = -1;
      defs.forEach((def, i) => {
        if (
          def.line <= line &&
          def.endLine >= line &&
          (innermost < 0 || def.endLine - def.line < defs[innermost].endLine - defs[innermost].line)
        )
          innermost = i;
      });
      if (innermost >= 0) found.add(innermost);
    }
  }
  return found;
}

test('the innermost definition around each changed line is the one a scan of every definition finds, overlapping hunks included', () => {
  const span = fc
    .tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 30 }))
    .map(([line, length]) => ({ line, endLine: line + length }));
  const range = fc
    .tuple(fc.integer({ min: 1, max: 70 }), fc.integer({ min: 0, max: 10 }))
    .map(([start, length]) => ({ start, end: start + length }));
  fc.assert(
    fc.property(fc.array(span, { maxLength: 30 }), fc.array(range, { maxLength: 8 }), (defs, ranges) => {
      assert.deepEqual(
        [...innermostAround(defs, ranges)].sort((a, b) => a - b),
        [...innermostByScan(defs, ranges)].sort((a, b) => a - b),
      );
    }),
    { seed: 20261206, numRuns: 3000 },
  );
});

test('finding the innermost definitions looks at each definition a few times, not once per changed line', () => {
  // A file of 4,000 one-line definitions, all of its lines changed: a scan per line reads 16 million spans.
  let reads = 0;
  const defs = Array.from({ length: 4000 }, (_, i) => ({
    get line() {
      reads++;
      return i + 1;
    },
    get endLine() {
      reads++;
      return i + 1;
    },
  }));
  assert.equal(innermostAround(defs, [{ start: 1, end: 4000 }]).size, 4000);
  assert.ok(reads < 4000 * 100, `${reads} reads of a definition's lines`);
});

test(
  'a huge diff from a file: the focus parses its smallest sides up to a budget, warns, and matches the words of the rest',
  { timeout: 120_000 },
  async () => {
    const repo = new FixtureRepo({
      'lib/defs.ts':
        'export function sharedHelper(n: number): number {\n  return n;\n}\nexport function onlyInLast(n: number): number {\n  return n;\n}\n',
    });
    repo.commit('base');
    // Three new files, not in the checkout: their sides are parsed from the diff's lines, the two smallest within the budget.
    const lines = (prefix: string, bytes: number, extra = '') => {
      const out: string[] = [];
      for (let i = 0, size = 0; size < bytes; i++) {
        const line = `export const ${prefix}${i} = sharedHelper(${i});`;
        out.push(line);
        size += line.length + 1;
      }
      if (extra) out.push(extra);
      return out;
    };
    // The last file's words are many (a generated table): past the words kept, each is looked up as it comes.
    const table = `export const table = [${Array.from({ length: 70_000 }, (_, i) => `w${i}`).join(', ')}, onlyInLast(1)];`;
    const files: [string, string[]][] = [
      ['gen/small.ts', lines('small', FRAGMENT_BUDGET * 0.4)],
      ['gen/middle.ts', lines('middle', FRAGMENT_BUDGET * 0.45)],
      ['gen/large.ts', lines('large', FRAGMENT_BUDGET * 0.5, table)],
    ];
    const diff =
      files
        .map(([path, added]) =>
          [
            `diff --git a/${path} b/${path}`,
            'new file mode 100644',
            '--- /dev/null',
            `+++ b/${path}`,
            `@@ -0,0 +1,${added.length} @@`,
            ...added.map((l) => `+${l}`),
          ].join('\n'),
        )
        .join('\n') + '\n';
    const warnings: string[] = [];
    try {
      const map = await buildRepoMap({
        root: repo.root,
        diff,
        cacheDir: false,
        budget: 512,
        warn: (message) => warnings.push(message),
      });
      assert.deepEqual(map.focus.files, ['gen/large.ts', 'gen/middle.ts', 'gen/small.ts']);
      assert.deepEqual(warnings, [
        `the diff is large: the focus parses ${FRAGMENT_BUDGET / 1024} KiB of the lines it shows, not all those of 1 changed file; their words still focus the map`,
      ]);
      const identifiers = new Set(map.focus.identifiers);
      assert.ok(identifiers.has('small0') && identifiers.has('middle0'), 'the definitions of the parsed sides');
      assert.ok(
        !identifiers.has('large0') && !identifiers.has('w1'),
        'the unparsed side: only words the repository defines',
      );
      assert.ok(
        identifiers.has('sharedHelper') && identifiers.has('onlyInLast'),
        'the words of every side that name a definition',
      );
    } finally {
      repo.dispose();
    }
  },
);

test('a path a diff may name stays relative and inside the root', () => {
  for (const path of ['src/a.ts', 'a', 'dir/..file', '.github/workflows/ci.yml']) assert.ok(isSafePath(path), path);
  for (const path of ['', '/etc/passwd', 'C:/x.ts', 'src/../../x.ts', '..', 'a\\..\\b', 'a\0b'])
    assert.ok(!isSafePath(path), path);
});

test("focusFromDiff outside git: a deleted file's definitions, read from the lines the diff shows, are removed; a binary file is changed and adds nothing", async () => {
  const diff = parseUnifiedDiff(
    'diff --git a/gone.ts b/gone.ts\ndeleted file mode 100644\n--- a/gone.ts\n+++ /dev/null\n@@ -1 +0,0 @@\n-export const gone = 1;\n' +
      'diff --git a/logo.png b/logo.png\nBinary files a/logo.png and b/logo.png differ\n',
  );
  const warnings: string[] = [];
  const focus = await focusFromDiff(diff, {
    root: '/nonexistent',
    headTags: new Map(),
    files: new Map(),
    inGit: false,
    warn: (message) => warnings.push(message),
  });
  assert.deepEqual(focus.changedFiles, ['gone.ts', 'logo.png']);
  assert.deepEqual(focus.identifiers, [], 'a removed line adds no identifier to look for');
  assert.deepEqual(focus.touched, ['gone']);
  assert.deepEqual(
    focus.changes.map((c) => [c.path, c.name, c.kind, c.status]),
    [['gone.ts', 'gone', 'constant', 'removed']],
  );
  assert.deepEqual(warnings, []);
});
