import { test } from 'node:test';
import assert from 'node:assert/strict';
import type * as WebTreeSitter from 'web-tree-sitter';
import { loadLanguage, newParser } from '../../../src/core/extract/grammars';
import { tagsFromTree } from '../../../src/core/extract/tags';
import { predicatesAllow } from '../../../src/core/extract/predicates';
import { syntaxOf } from '../../../src/core/language-syntax';
import { referenceList } from '../../../src/core/util/packed';
import { defList } from '../../helpers/tags';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const TreeSitter = require('web-tree-sitter') as typeof WebTreeSitter;

async function run(queryText: string, source: string): Promise<string[]> {
  const { language } = await loadLanguage('javascript');
  const query = new TreeSitter.Query(language, queryText);
  const parser = newParser();
  parser.setLanguage(language);
  const tree = parser.parse(source)!;
  try {
    const tags = tagsFromTree(tree, query, source, syntaxOf('javascript'))!;
    return [
      ...defList(tags).map((d) => `def ${d.line} ${d.name}`),
      ...referenceList(tags.refs).map((r) => `ref ${r.line} ${r.kind} ${r.name}`),
    ];
  } finally {
    tree.delete();
    parser.delete();
    query.delete();
  }
}

const SOURCE = 'f(1);\nconst x = g(2);\nfunction h() { return k(3); }\n';

test('#has-parent? keeps the matches whose captured node has one of the parents', async () => {
  const kept = await run(
    '((call_expression function: (identifier) @name) @reference.call (#has-parent? @reference.call expression_statement variable_declarator))',
    SOURCE,
  );
  assert.deepEqual(kept, ['ref 1 call f', 'ref 2 call g']);
});

test('#not-has-parent? drops them; captures named with an underscore can be the subject', async () => {
  assert.deepEqual(
    await run(
      '((call_expression function: (identifier) @name) @reference.call (#not-has-parent? @reference.call expression_statement))',
      SOURCE,
    ),
    ['ref 2 call g', 'ref 3 call k'],
  );
  assert.deepEqual(
    await run(
      '((function_declaration body: (_ (return_statement (call_expression function: (identifier) @name) @reference.call))) @_owner (#has-parent? @_owner program))',
      SOURCE,
    ),
    ['ref 3 call k'],
  );
});

test('#field-match? and #field-not-match? test the text of a field of the captured node', async () => {
  const source = 'const a = make(1);\nconst b = build(2);\nlet c;\n';
  const pattern = (predicate: string): string =>
    `((variable_declarator name: (identifier) @name) @definition.constant (${predicate} @definition.constant value "^make"))`;
  assert.deepEqual(await run(pattern('#field-match?'), source), ['def 1 a', 'def 3 c']);
  assert.deepEqual(await run(pattern('#field-not-match?'), source), ['def 2 b', 'def 3 c']);
});

test('predicatesAllow answers per match, and leaves the predicates web-tree-sitter applies to it', async () => {
  const { language } = await loadLanguage('javascript');
  const query = new TreeSitter.Query(
    language,
    '((call_expression function: (identifier) @name) @call (#not-has-parent? @call expression_statement) (#match? @name "^[fgk]$"))',
  );
  const parser = newParser();
  parser.setLanguage(language);
  const tree = parser.parse(SOURCE)!;
  try {
    // #match? is web-tree-sitter's: all three calls pass it; ours keeps the two not in a statement.
    const matches = query.matches(tree.rootNode);
    assert.deepEqual(
      matches.map(
        (match) => `${match.captures.find((c) => c.name === 'name')!.node.text} ${predicatesAllow(query, match)}`,
      ),
      ['f false', 'g true', 'k true'],
    );
  } finally {
    tree.delete();
    parser.delete();
    query.delete();
  }
});
