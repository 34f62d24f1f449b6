import { leavesBuiltinCallsOut, wordsOf } from '../../src/core/language-words';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type * as WebTreeSitter from 'web-tree-sitter';
import { LANGUAGES } from '../../src/core/languages';
import { SYNTAX, syntaxOf } from '../../src/core/language-syntax';
import { loadGrammar } from '../../src/core/extract/grammars';
import { namesInCode } from '../../src/core/diff/words';

/** A grammar's node type names: all of them, and the named ones (a body is always a named node). */
function nodeTypes(language: WebTreeSitter.Language): { all: Set<string>; named: Set<string> } {
  const all = new Set<string>();
  const named = new Set<string>();
  language.types.forEach((type, id) => {
    if (!type) return;
    all.add(type);
    if (language.nodeTypeIsNamed(id)) named.add(type);
  });
  return { all, named };
}

/**
 * The node types signatures were read with when one list served every grammar. A language's lists
 * must hold exactly those of them its grammar has (as named nodes, for bodies): a type its grammar
 * lacks never matched, so the per-language lists read every head as the shared ones did.
 */
const SHARED_BODIES = [
  'block',
  'statement_block',
  'class_body',
  'compound_statement',
  'field_declaration_list',
  'declaration_list',
  'enum_body',
  'enum_variant_list',
  'enumerator_list',
  'interface_body',
  'enum_class_body',
  'annotation_type_body',
  'record_declaration_body',
  'constructor_body',
  'body_statement',
  'do_block',
  'object_type',
  'object',
  'class',
  'arrow_function',
  'function_expression',
  'function',
  'lambda',
  'accessor_list',
  'switch_body',
  'arrow_expression_clause',
  'initializer_list',
  'function_body',
  'getter',
  'setter',
  'computed_property',
  'match',
  'data_constructors',
  'class_declarations',
  'instance_declarations',
  'union_variant',
  'block_start',
  'attrset_expression',
  'rec_attrset_expression',
  'let_attrset_expression',
  'indented_string_expression',
  'instance_variables',
  'implementation_definition',
  'macro_rule',
];
const SHARED_COMMENTS = ['comment', 'line_comment', 'block_comment', 'multiline_comment', 'documentation_comment'];

test('every language of the table has its syntax, and the syntax table names no other', () => {
  assert.deepEqual(Object.keys(SYNTAX).sort(), LANGUAGES.map((spec) => spec.id).sort());
  assert.throws(() => syntaxOf('cobol'), /no syntax for language id: cobol/);
});

for (const spec of LANGUAGES) {
  test(`${spec.id}: its comment and body node types are its grammar's, the ones the shared lists matched`, async () => {
    const { all, named } = nodeTypes(await loadGrammar(spec));
    const { comments, bodies } = syntaxOf(spec.id);
    for (const type of comments) assert.ok(all.has(type), `${type} is no node type of ${spec.grammar}`);
    for (const type of bodies) assert.ok(named.has(type), `${type} is no named node type of ${spec.grammar}`);
    assert.deepEqual([...comments].sort(), SHARED_COMMENTS.filter((type) => all.has(type)).sort());
    assert.deepEqual([...bodies].sort(), SHARED_BODIES.filter((type) => named.has(type)).sort());
  });
}

test('a changed line is read without its comment, in the syntax of its language', () => {
  assert.deepEqual(namesInCode('total = add(a, b) # sum_of', 'python'), ['total', 'add']);
  assert.deepEqual(namesInCode('local total = add(a, b) -- sum_of', 'lua'), ['local', 'total', 'add']);
  assert.deepEqual(namesInCode('(setq total (add a b)) ; sum_of', 'elisp'), ['setq', 'total', 'add']);
  assert.deepEqual(namesInCode('let total = add a b (* sum_of *) in total', 'ocaml'), [
    'let',
    'total',
    'add',
    'in',
    'total',
  ]);
  assert.deepEqual(namesInCode('const total = add(a, b); /* sum_of */ // other_name', 'typescript'), ['total', 'add']);
  assert.deepEqual(namesInCode('total <- add(a, b) # sum_of', 'r'), ['total', 'add']);
  assert.deepEqual(namesInCode('total = add a b -- sum_of', 'haskell'), ['total', 'add']);
});

test('each language with words of its own lists keywords and no built-in twice; the rest has none', () => {
  for (const id of [
    'typescript',
    'python',
    'go',
    'rust',
    'java',
    'kotlin',
    'c',
    'cpp',
    'c_sharp',
    'ruby',
    'php',
    'swift',
  ]) {
    const { keywords, builtins } = wordsOf(id);
    assert.ok(keywords.size > 20, `${id}: ${keywords.size} keywords`);
    assert.deepEqual(
      [...builtins].filter((name) => keywords.has(name)),
      [],
      `${id}: a built-in that is a keyword`,
    );
  }
  assert.deepEqual([...wordsOf('lua').keywords], []);
  assert.equal(wordsOf('go').standardImport?.('net/http'), true);
  assert.equal(wordsOf('go').standardImport?.('github.com/cli/cli/v2/pkg/iostreams'), false);
});

test('the languages whose focus leaves calls of built-in method names out are among those whose tags queries capture receiver types', () => {
  const capturing = (queries: string[]) =>
    queries.some((file) => readFileSync(join(__dirname, '..', '..', 'queries', file), 'utf8').includes('@binding'));
  for (const language of LANGUAGES)
    if (leavesBuiltinCallsOut(language.id)) assert.ok(capturing(language.queries), language.id);
  for (const id of ['java', 'c_sharp', 'kotlin', 'rust'])
    assert.ok(capturing(LANGUAGES.find((language) => language.id === id)!.queries), id);
});
