import { test } from 'node:test';
import assert from 'node:assert/strict';
import { topLevelPieces } from '../../../src/core/extract/recovery';
import { defList, defsOf, tagsOf } from '../../helpers/tags';
import { referenceList } from '../../../src/core/util/packed';

// Overloaded call signatures in an interface, a generic return type followed by type parameters on
// the next line: the TypeScript grammar of tree-sitter-wasms turns everything from there to the
// end of the file into one error node.
const UNKNOWN_CONSTRUCT = `interface Reply {
  <B extends Body, C extends Code>(
    body: B
  ): Response & Typed<B, C, 'text'>
  <B extends Body, C extends Code>(
    body: B, code: C
  ): Response & Typed<B, C, 'text'>
  <B extends null, C extends Status>(
    body: B
  ): Response & Typed<null, C, 'text'>
  <B extends null, C extends Status>(
    body: B, code: C
  ): Response & Typed<null, C, 'text'>
}
`;

/** Lines of filler that parse well alone: a function a line. */
const filler = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => `function ${prefix}${i}() { return ${i} }`).join('\n') + '\n';

test('a construct the grammar does not know costs its own piece of the file, not the rest of it', async () => {
  const source = `${UNKNOWN_CONSTRUCT}
export class Context<
  E extends object = {},
> {
  #raw: string
  status = 200
  newResponse(data: string, status?: number): Response {
    return new Response(data, { status })
  }
  json = (object: unknown): Response => this.newResponse(JSON.stringify(object))
}

${filler(25, 'helper')}`;
  const tags = await tagsOf('typescript', source);
  const defs = defsOf(tags).filter((d) => d.name !== 'Reply');
  const contextLine = source.split('\n').indexOf('export class Context<') + 1;
  assert.deepEqual(
    defs.filter((d) => !d.name.startsWith('helper')),
    [
      { name: 'Context', kind: 'class', line: contextLine, signature: 'export class Context<E extends object = {}>' },
      { name: '#raw', kind: 'field', line: contextLine + 3, signature: '#raw: string' },
      { name: 'status', kind: 'field', line: contextLine + 4, signature: 'status = 200' },
      {
        name: 'newResponse',
        kind: 'method',
        line: contextLine + 5,
        signature: 'newResponse(data: string, status?: number): Response',
      },
      { name: 'json', kind: 'method', line: contextLine + 8, signature: 'json = (object: unknown): Response' },
    ],
  );
  assert.equal(defs.filter((d) => d.name.startsWith('helper')).length, 25);
  const context = defList(tags).findIndex((d) => d.name === 'Context');
  assert.deepEqual(
    defList(tags)
      .filter((d) => d.parent === context)
      .map((d) => d.name),
    ['#raw', 'status', 'newResponse', 'json'],
    'members keep their container across the pieces before them',
  );
  assert.ok(
    referenceList(tags.refs).some((r) => r.name === 'newResponse' && r.line === contextLine + 8),
    'references in the recovered piece are found too',
  );
});

test('when the pieces would break more than the whole file did (a string of many lines at column 0), the whole parse stands', async () => {
  // 25 lines of garbage break the whole parse; cut into pieces, the string's 60 lines would break too.
  const template = Array.from({ length: 60 }, (_, i) => `line ${i} of (a text`).join('\n');
  const source = `export const text = \`\n${template}\n\`\n\nexport function after() { return text }\n${'%%% not code\n'.repeat(25)}${filler(20, 'tail')}`;
  const defs = defList(await tagsOf('typescript', source)).map((d) => `${d.line} ${d.name}`);
  assert.deepEqual(
    defs.slice(0, 3),
    ['1 text', '64 after', '90 tail0'],
    'the string is one definition, not pieces of code',
  );
  assert.equal(defs.length, 22);
});

test('a file that parses well is read in one piece, the same as before', async () => {
  const source = filler(30, 'f');
  assert.deepEqual(
    defsOf(await tagsOf('typescript', source)).map((d) => `${d.line} ${d.name}`),
    Array.from({ length: 30 }, (_, i) => `${i + 1} f${i}`),
  );
});

test('pieces start at lines that start at column 0, but not at closing brackets, continuations or after a decorator', () => {
  const source = [
    '@decorator',
    'class A {',
    '  x = 1',
    '}',
    'type T<',
    '  X,',
    '> = X',
    '  | string',
    'if (a) {',
    '} else {',
    '}',
    'def f():',
    '  pass',
    'except:',
    'last',
  ].join('\n');
  const pieces = topLevelPieces(source);
  assert.deepEqual(
    pieces.map((p) => source.slice(p.start, p.end).split('\n')[0]),
    ['@decorator', 'type T<', 'if (a) {', 'def f():', 'last'],
  );
  assert.deepEqual(
    pieces.map((p) => p.row),
    [0, 4, 8, 11, 14],
  );
  assert.equal(pieces[0].start, 0);
  assert.equal(pieces.at(-1)!.end, source.length);
  for (let i = 1; i < pieces.length; i++)
    assert.equal(pieces[i].start, pieces[i - 1].end, 'pieces cover the text without gaps');
});
