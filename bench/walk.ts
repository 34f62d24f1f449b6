// `npm run bench:walk -- DIR [FILES]`: references by tree walk or by query? Parses the TypeScript and
// TSX files of a git checkout once, then times over the same trees: the whole tags query, the query
// without its reference patterns, and a tree-cursor walk over every node (bare, and reading each
// identifier leaf's position and parent type, as taking references from it would). Two rounds.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as WebTreeSitter from 'web-tree-sitter';
import { splitPatterns } from './patterns';
import { loadLanguage, newParser, querySource } from '../src/core/extract/grammars';
import { decode } from '../src/core/extract/decode';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const TreeSitter = require('web-tree-sitter') as typeof WebTreeSitter;

const IDENTIFIER_LEAVES = new Set([
  'identifier',
  'type_identifier',
  'property_identifier',
  'shorthand_property_identifier',
  'private_property_identifier',
]);

/**
 * Visit every node of a tree with a cursor; with `details`, read each identifier leaf's row and
 * parent type too (summed into `read`, so that the reads are not optimized away).
 */
function walk(tree: WebTreeSitter.Tree, details: boolean): { nodes: number; leaves: number; read: number } {
  const cursor = tree.walk();
  let nodes = 0;
  let leaves = 0;
  let read = 0;
  for (;;) {
    nodes++;
    if (IDENTIFIER_LEAVES.has(cursor.nodeType)) {
      leaves++;
      if (details) read += cursor.startPosition.row + (cursor.currentNode.parent?.type.length ?? 0);
    }
    if (cursor.gotoFirstChild()) continue;
    let next = cursor.gotoNextSibling();
    while (!next && cursor.gotoParent()) next = cursor.gotoNextSibling();
    if (!next) break;
  }
  cursor.delete();
  return { nodes, leaves, read };
}

async function main(): Promise<void> {
  const [root, limit] = [process.argv[2], Number(process.argv[3] ?? Infinity)];
  if (!root) throw new Error('usage: npm run bench:walk -- DIR [FILES]');
  const paths = execFileSync('git', ['-C', root, 'ls-files'], { encoding: 'utf8' })
    .split('\n')
    .filter((p) => /\.tsx?$/.test(p))
    .slice(0, limit);
  const queries = new Map<
    string,
    { whole: WebTreeSitter.Query; definitions: WebTreeSitter.Query; language: WebTreeSitter.Language }
  >();
  for (const id of ['typescript', 'tsx']) {
    const { language, query } = await loadLanguage(id);
    const definitions = splitPatterns(querySource(id), id)
      .map((p) => p.text)
      .filter((text) => !text.includes('@reference.'))
      .join('\n');
    queries.set(id, { whole: query, definitions: new TreeSitter.Query(language, definitions), language });
  }
  const trees: { tree: WebTreeSitter.Tree; id: string }[] = [];
  for (const path of paths) {
    const bytes = readFileSync(join(root, path));
    if (bytes.length > 1 << 20) continue;
    const id = path.endsWith('x') ? 'tsx' : 'typescript';
    const parser = newParser();
    parser.setLanguage(queries.get(id)!.language);
    const tree = parser.parse(decode(bytes));
    parser.delete();
    if (tree) trees.push({ tree, id });
  }
  const time = (run: () => number) => {
    const start = performance.now();
    const count = run();
    return `${(performance.now() - start).toFixed(0)} ms (${count})`;
  };
  for (let round = 1; round <= 2; round++) {
    const whole = time(() =>
      trees.reduce((n, { tree, id }) => n + queries.get(id)!.whole.matches(tree.rootNode).length, 0),
    );
    const definitions = time(() =>
      trees.reduce((n, { tree, id }) => n + queries.get(id)!.definitions.matches(tree.rootNode).length, 0),
    );
    const bare = time(() => trees.reduce((n, { tree }) => n + walk(tree, false).nodes, 0));
    const detailed = time(() => trees.reduce((n, { tree }) => n + walk(tree, true).leaves, 0));
    console.log(
      `round ${round}, ${trees.length} files: whole query ${whole} matches; definitions only ${definitions}; walk ${bare} nodes; walk reading identifier leaves ${detailed}`,
    );
  }
}

void main();
