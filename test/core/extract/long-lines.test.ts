import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contentSkip } from '../../../src/core/extract/decode';
import { tagsOfBytes, tagsOfSource, withoutLongLines } from '../../../src/core/extract/extract-file';
import { buildRepoMap } from '../../../src/core/index';
import { countTokens } from '../../../src/core/tokens/counter';
import { FixtureRepo } from '../../helpers/repo';
import { defList } from '../../helpers/tags';

// One long line (a data URI, a generated table, brackets nested thousands deep) is data in a file of
// code: the file's definitions stay in the map. Only a file that is long lines throughout is minified.

/** A TypeScript module of `count` small exported functions, then `line`, then as many more. */
function moduleWith(line: string, count = 40): string {
  const functions = (prefix: string) =>
    Array.from(
      { length: count },
      (_, i) => `export function ${prefix}${i}(a: number): number {\n  return a + ${i};\n}\n`,
    ).join('\n');
  return `${functions('before')}\n${line}\n\n${functions('after')}`;
}

const LOGO = `export const LOGO = "data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUg'.repeat(1000)}";`;

test('a file of code with one line over 20,000 bytes is not minified, and keeps every definition', async () => {
  const source = moduleWith(LOGO);
  assert.ok(LOGO.length > 21_000);
  assert.equal(contentSkip(Buffer.from(source)), undefined);
  const outcome = await tagsOfBytes(Buffer.from(source), 'typescript');
  assert.ok('tags' in outcome, JSON.stringify(outcome));
  const defs = defList(outcome.tags);
  assert.equal(defs.length, 81);
  const logo = defs.find((d) => d.name === 'LOGO')!;
  assert.equal(logo.line, 161);
  assert.match(logo.signature, /^export const LOGO = "data:image\/png;base64,iVBOR.*…$/);
  assert.ok(logo.signature.length <= 120, 'the signature that reaches the token counter is cut');
  // A bundle is long lines throughout: still minified.
  assert.equal(contentSkip(Buffer.from('function m(){return 1};'.repeat(9000))), 'minified');
  assert.equal(
    contentSkip(Buffer.from(`/*! license */\n${'var a=1;'.repeat(4000)}\n//# sourceMappingURL=a.map\n`)),
    'minified',
  );
});

test('a line of brackets nested 20,000 deep costs the file no definition: parsed around when the parse cannot take it', async () => {
  const cases: [string, string, string, (deep: string) => string][] = [
    [
      'scala',
      'object Before {\n  def one(): Int = 1\n}\n',
      'object After {\n  def two(): Int = 2\n}\n',
      (deep) => `val x = ${deep}`,
    ],
    ['dart', 'int before() {\n  return 1;\n}\n', 'int after() {\n  return 2;\n}\n', (deep) => `var x = ${deep};`],
    [
      'elixir',
      'defmodule Before do\n  def one, do: 1\nend\n',
      'defmodule After do\n  def two, do: 2\nend\n',
      (deep) => `x = ${deep}`,
    ],
    ['perl', 'sub before {\n  return 1;\n}\n', 'sub after {\n  return 2;\n}\n', (deep) => `my $x = ${deep};`],
    ['gleam', 'pub fn before() {\n  1\n}\n', 'pub fn after() {\n  2\n}\n', (deep) => `pub fn deep() { ${deep} }`],
  ];
  for (const [language, before, after, line] of cases)
    for (const [open, close] of [
      ['(', ')'],
      ['[', ']'],
    ]) {
      const source = `${before}\n${line(`${open.repeat(20_000)}1${close.repeat(20_000)}`)}\n\n${after}`;
      const tags = await tagsOfSource(language, source, { maxBytes: 1 << 20, parseTimeoutMs: 1000 });
      assert.notEqual(tags, 'parse-timeout', `${language} ${open}`);
      const names = defList(tags as Exclude<typeof tags, string>).map((d) => `${d.line} ${d.name}`);
      for (const name of [/^1 before$|^1 Before$/, /^(6|7) (after|After)$/])
        assert.ok(
          names.some((n) => name.test(n)),
          `${language} ${open}: ${names.join(', ')}`,
        );
    }
});

test('long lines are blanked with their offsets and line numbers kept', () => {
  const long = 'y'.repeat(1001);
  assert.equal(withoutLongLines(`a\n${long}\nb`), `a\n${' '.repeat(1001)}\nb`);
  assert.equal(withoutLongLines(`${long}`), ' '.repeat(1001));
  const short = `a\n${'y'.repeat(1000)}\nb`;
  assert.equal(withoutLongLines(short), short);
});

test('the map keeps a file with a long line, and its last line names the files skipped, within the budget', async () => {
  const repo = new FixtureRepo({
    'src/context.ts': moduleWith(LOGO),
    'src/caller.ts':
      "import { before1, LOGO } from './context';\nexport function useIt(): string {\n  return LOGO + before1(2);\n}\n",
    'static/lib.js': 'function m(){return 1};'.repeat(9000),
    'static/other.js': 'var a=1;'.repeat(4000),
    'src/blob.ts': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]),
    'src/huge.ts': 'export const filler = 1;\n'.repeat(50_000),
  });
  try {
    repo.commit();
    const map = await buildRepoMap({ root: repo.root, budget: 1024, cacheDir: false, focusFiles: ['src/context.ts'] });
    assert.match(map.text, /^src\/context\.ts \(focus\)\n/);
    assert.match(map.text, /\n {2}161: export const LOGO = "data:image/);
    const lines = map.text.trimEnd().split('\n');
    assert.equal(
      lines[lines.length - 1],
      '(skipped 4 files: 1 binary: src/blob.ts; 2 minified: static/lib.js, static/other.js; 1 too-large: src/huge.ts)',
    );
    assert.ok(map.tokens <= 1024 && map.tokens === countTokens(map.text), `${map.tokens} tokens`);
    // A budget too small for the paths gets the counts; one too small for those, no note.
    const small = await buildRepoMap({ root: repo.root, budget: 100, cacheDir: false });
    assert.match(small.text, /\n\(skipped 4 files: 1 binary, 2 minified, 1 too-large\)\n$/);
    assert.ok(small.tokens <= 100);
    const tiny = await buildRepoMap({ root: repo.root, budget: 40, cacheDir: false });
    assert.doesNotMatch(tiny.text, /skipped/);
    assert.ok(tiny.tokens <= 40);
  } finally {
    repo.dispose();
  }
});
