import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { GRAMMAR_SOURCES, LANGUAGES } from '../../src/core/languages';
import { languageOf } from '../../src/core/language-lookup';
import { loadLanguage, versionOf } from '../../src/core/extract/grammars';
import { sha1Hex } from '../../src/core/util/files';
import { assetDirs, bundledGrammarPath, GRAMMAR_HASHES } from '../../src/core/extract/assets';
import { tagsOfSource } from '../../src/core/extract/extract-file';
import { referenceList } from '../../src/core/util/packed';
import { defList } from '../helpers/tags';

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

// Where each grammar comes from. tree-sitter-wasms 0.1.13 is the first source; the languages it
// lacks, and Elm (whose grammar there does not load), come from @cursorless/tree-sitter-wasms 0.7.0.
test('each language names its grammar source, and the file is in that package', () => {
  const bySource = Object.fromEntries(
    GRAMMAR_SOURCES.map((source) => [source, LANGUAGES.filter((l) => l.source === source).map((l) => l.id)]),
  );
  assert.deepEqual(bySource, {
    'tree-sitter-wasms': [
      'typescript',
      'tsx',
      'javascript',
      'python',
      'go',
      'rust',
      'java',
      'kotlin',
      'scala',
      'c',
      'cpp',
      'c_sharp',
      'ruby',
      'php',
      'swift',
      'dart',
      'lua',
      'elixir',
      'ocaml',
      'zig',
      'bash',
      'solidity',
      'objc',
      'elisp',
      'rescript',
      'vue',
      'html',
    ],
    '@cursorless/tree-sitter-wasms': [
      'haskell',
      'elm',
      'r',
      'perl',
      'clojure',
      'nix',
      'hcl',
      'gleam',
      'gdscript',
      'agda',
      'markdown',
      'yaml',
      'css',
      'scss',
      'json',
      'latex',
    ],
  });
  for (const spec of LANGUAGES) {
    const inPackage = join(dirname(require.resolve(`${spec.source}/package.json`)), 'out', spec.grammar);
    assert.ok(existsSync(inPackage), `${spec.id}: ${spec.grammar} is in ${spec.source}`);
    assert.equal(assetDirs().grammarFile(spec), inPackage, `${spec.id} loads its grammar from its own source`);
  }
  // Both packages have a tree-sitter-elm.wasm: the bundle keeps them apart by package.
  const elm = (source: (typeof GRAMMAR_SOURCES)[number]) =>
    assetDirs().grammarFile({ source, grammar: 'tree-sitter-elm.wasm' });
  assert.notEqual(elm('tree-sitter-wasms'), elm('@cursorless/tree-sitter-wasms'));
});

test('the outlined formats are the non-code ones, each in a family of its own', () => {
  const outlined = LANGUAGES.filter((l) => l.outline);
  assert.deepEqual(
    outlined.map((l) => l.id),
    ['markdown', 'yaml', 'css', 'scss', 'json', 'latex'],
  );
  const codeFamilies = new Set(LANGUAGES.filter((l) => !l.outline).map((l) => l.family));
  for (const spec of outlined) {
    assert.ok(!codeFamilies.has(spec.family), `${spec.id} shares no family with code`);
    assert.equal(outlined.filter((l) => l.family === spec.family).length, 1, `${spec.id} has a family of its own`);
  }
});

test('the tag cache key changes with the grammar file, even one of the same size and name', () => {
  const query = '(identifier) @name';
  const a = versionOf(1, 'tree-sitter-wasms/tree-sitter-elm.wasm', sha1Hex(Buffer.from('grammar one')), query);
  assert.notEqual(
    versionOf(1, 'tree-sitter-wasms/tree-sitter-elm.wasm', sha1Hex(Buffer.from('grammar two')), query),
    a,
    'same size, other bytes',
  );
  assert.notEqual(
    versionOf(1, '@cursorless/tree-sitter-wasms/tree-sitter-elm.wasm', sha1Hex(Buffer.from('grammar one')), query),
    a,
    'same bytes, other source',
  );
  assert.notEqual(
    versionOf(2, 'tree-sitter-wasms/tree-sitter-elm.wasm', sha1Hex(Buffer.from('grammar one')), query),
    a,
    'other tag format',
  );
  assert.notEqual(
    versionOf(1, 'tree-sitter-wasms/tree-sitter-elm.wasm', sha1Hex(Buffer.from('grammar one')), `${query}\n`),
    a,
    'other query',
  );
  assert.equal(
    versionOf(1, 'tree-sitter-wasms/tree-sitter-elm.wasm', sha1Hex(Buffer.from('grammar one')), query),
    a,
    'deterministic',
  );
});

test("the bundle's list of grammar hashes names each of its grammar files with that file's SHA-1", () => {
  const wasm = join(__dirname, '..', '..', 'dist', 'wasm');
  const listed = JSON.parse(readFileSync(join(wasm, GRAMMAR_HASHES), 'utf8')) as Record<string, string>;
  const files = readdirSync(wasm, { recursive: true })
    .map(String)
    .map((f) => f.split('\\').join('/'))
    .filter((f) => f.endsWith('.wasm') && f !== 'tree-sitter.wasm');
  assert.deepEqual(Object.keys(listed).sort(), files.sort());
  assert.deepEqual(Object.keys(listed).sort(), [...new Set(LANGUAGES.map(bundledGrammarPath))].sort());
  for (const [file, hash] of Object.entries(listed)) assert.equal(hash, sha1Hex(readFileSync(join(wasm, file))), file);
  // The sources hash node_modules' copies: the same bytes, so the same cache keys.
  for (const spec of LANGUAGES)
    assert.equal(listed[bundledGrammarPath(spec)], sha1Hex(readFileSync(assetDirs().grammarFile(spec))), spec.id);
});

test('every query file in queries/ belongs to a language in the table', () => {
  const used = new Set(LANGUAGES.flatMap((l) => l.queries));
  for (const file of readdirSync(assetDirs().queriesDir))
    assert.ok(used.has(file), `${file} is not used by any language`);
});

test('languageOf maps extensions case-insensitively and ignores dotfiles', () => {
  assert.equal(languageOf('src/a.TS')?.id, 'typescript');
  assert.equal(languageOf('a/b.tsx')?.id, 'tsx');
  assert.equal(languageOf('lib/x.h')?.id, 'cpp');
  assert.equal(languageOf('.eslintrc'), undefined);
  assert.equal(languageOf('Makefile'), undefined);
  assert.equal(languageOf('dir.d/file'), undefined);
  assert.equal(languageOf('infra/main.tf')?.id, 'hcl');
  assert.equal(languageOf('prod.tfvars')?.id, 'hcl');
  assert.equal(languageOf('analysis/Model.R')?.id, 'r');
  assert.equal(languageOf('docs/README.markdown')?.id, 'markdown');
  assert.equal(languageOf('.github/workflows/ci.yml')?.id, 'yaml');
  assert.equal(languageOf('tsconfig.json')?.id, 'json');
});

test('bash: case statements and [[ == ]] parse (the grammar imports isalpha, which the runtime serves as iswalpha)', async () => {
  const source = 'deploy() {\n  case "$1" in\n    prod) [[ "$2" == yes ]] && release ;;\n  esac\n}\n';
  const tags = await tagsOfSource('bash', source);
  assert.notEqual(tags, 'parse-timeout');
  assert.deepEqual(tags !== 'parse-timeout' && defList(tags).map((d) => d.name), ['deploy']);
  assert.ok(tags !== 'parse-timeout' && referenceList(tags.refs).some((ref) => ref.name === 'release'));
});
