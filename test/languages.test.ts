import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { LANGUAGES, languageOf } from '../src/core/languages';
import { loadLanguage } from '../src/core/parse/runtime';
import { assetDirs } from '../src/core/assets';
import { tagsOfSource } from '../src/core/parse/extract-file';

// A broken query or a grammar that does not load must fail CI, not be skipped at run time.
for (const spec of LANGUAGES) {
  test(`${spec.id}: grammar loads and its tags query compiles`, async () => {
    const loaded = await loadLanguage(spec.id);
    assert.ok(loaded.query.captureNames.includes('name'), 'the query captures @name');
    assert.ok(
      loaded.query.captureNames.some((c) => c.startsWith('definition.')),
      'the query captures at least one @definition.*',
    );
  });
}

test('every query file in queries/ belongs to a language in the table', () => {
  const used = new Set(LANGUAGES.flatMap((l) => l.queries));
  for (const file of readdirSync(assetDirs().queriesDir)) assert.ok(used.has(file), `${file} is not used by any language`);
});

test('languageOf maps extensions case-insensitively and ignores dotfiles', () => {
  assert.equal(languageOf('src/a.TS')?.id, 'typescript');
  assert.equal(languageOf('a/b.tsx')?.id, 'tsx');
  assert.equal(languageOf('lib/x.h')?.id, 'cpp');
  assert.equal(languageOf('.eslintrc'), undefined);
  assert.equal(languageOf('Makefile'), undefined);
  assert.equal(languageOf('dir.d/file'), undefined);
});

test('bash: case statements and [[ == ]] parse (the grammar imports isalpha, which the runtime serves as iswalpha)', async () => {
  const source = 'deploy() {\n  case "$1" in\n    prod) [[ "$2" == yes ]] && release ;;\n  esac\n}\n';
  const tags = await tagsOfSource('bash', source);
  assert.notEqual(tags, 'parse-timeout');
  assert.deepEqual(tags !== 'parse-timeout' && tags.defs.map((d) => d.name), ['deploy']);
  assert.ok(tags !== 'parse-timeout' && tags.refs.some((r) => r.name === 'release'));
});
