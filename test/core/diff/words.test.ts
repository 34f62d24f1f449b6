import { test } from 'node:test';
import assert from 'node:assert/strict';
import { namesInCode, wordsOfLines } from '../../../src/core/diff/words';

const shown = (lines: Record<number, string>) => new Map(Object.entries(lines).map(([n, text]) => [Number(n), text]));

test('the words of a line of code leave out its strings and comments, one-letter names and keywords', () => {
  assert.deepEqual(namesInCode('const total = add(a, "sum") // with_tax', 'typescript'), ['total', 'add']);
  assert.deepEqual(namesInCode('for (const type of default_types) return type as Kind;', 'typescript'), [
    'default_types',
    'Kind',
  ]);
  assert.deepEqual(namesInCode('if err != nil { return wrap(err) }', 'go'), ['err', 'wrap', 'err']);
});

test('members of built-ins are kept apart from the words: Math.min, JSON.parse, strings.Split, Vec::new, os.path', () => {
  const line = (text: string, language: string) => wordsOfLines(new Map([[1, text]]), language).get(1);
  assert.deepEqual(line('const low = Math.min(limit, JSON.parse(raw).max);', 'typescript'), {
    words: ['low', 'limit', 'raw', 'max'],
    builtinMembers: ['min', 'parse'],
  });
  assert.deepEqual(line('parts := strings.Split(header, sep)', 'go'), {
    words: ['parts', 'header', 'sep'],
    builtinMembers: ['Split'],
  });
  assert.deepEqual(line('let mut items = Vec::new();', 'rust'), { words: ['items'], builtinMembers: ['new'] });
  assert.deepEqual(line('base = os.path.join(root, name)', 'python'), {
    words: ['base', 'join', 'root', 'name'],
    builtinMembers: ['path'],
  });
});

test('a block comment or a docstring adds only the names of its code spans; prose and strings add none', () => {
  const typescript = wordsOfLines(
    shown({
      1: '/**',
      2: ' * Parses the header for every user and accept the value.',
      3: ' * See {@link parseCookie}, [clampMaxAge] and `cookie.serialize(value)`.',
      4: ' */',
      5: 'export function parse(header: Header) { /* every user */ return read(header); }',
    }),
    'typescript',
  );
  assert.deepEqual(
    [...typescript].map(([line, { words }]) => [line, words]),
    [
      [1, []],
      [2, []],
      [3, ['parseCookie', 'clampMaxAge', 'cookie', 'serialize', 'value']],
      [4, []],
      [5, ['parse', 'header', 'Header', 'read', 'header']],
    ],
  );
  const python = wordsOfLines(
    shown({
      1: 'def parse(text):',
      2: '    """Return the header of every user.',
      3: '    Calls `split_header`."""',
      4: '    return split_header(text)',
    }),
    'python',
  );
  assert.deepEqual(
    [...python.values()].map((line) => line.words),
    [['parse', 'text'], [], ['split_header'], ['split_header', 'text']],
  );
  assert.deepEqual(namesInCode('s = "/* not a comment"; callMe() // see `spanName` here', 'typescript'), [
    'callMe',
    'spanName',
  ]);
  assert.deepEqual(
    [...wordsOfLines(shown({ 1: '=begin', 2: 'every user', 3: '=end', 4: 'run_job' }), 'ruby').values()].map(
      (line) => line.words,
    ),
    [[], [], [], ['run_job']],
  );
  assert.deepEqual(namesInCode('{- every user -} mapUsers xs', 'haskell'), ['mapUsers', 'xs']);
});

test('lines shown after a gap: one that closes a comment, or a `* ` line of one, starts inside it; a `*pointer` line does not', () => {
  const lines = wordsOfLines(
    shown({
      10: ' * the header of every user',
      11: ' */',
      12: 'const limit = maxSize;',
      40: 'still prose */ after(it)',
      60: '*pointer = value;',
    }),
    'c',
  );
  assert.deepEqual(
    [...lines].map(([line, { words }]) => [line, words]),
    [
      [10, []],
      [11, []],
      [12, ['limit', 'maxSize']],
      [40, ['after', 'it']],
      [60, ['pointer', 'value']],
    ],
  );
});

test('the code of Javadoc and JSDoc tags counts: @see, @throws, {@code}, {@link} and types in braces; their prose does not', () => {
  const words = (text: string, language: string) => namesInCode(text, language);
  assert.deepEqual(
    words('/** @see GsonBuilder#setFieldNamingStrategy(FieldNamingStrategy) for every user */', 'java'),
    ['GsonBuilder', 'setFieldNamingStrategy'],
  );
  assert.deepEqual(words('/** @throws JsonParseException when {@code reader.peek()} fails */', 'java'), [
    'JsonParseException',
    'reader',
    'peek',
  ]);
  assert.deepEqual(words('/** @param {ASTNode} node the node of every user */', 'javascript'), ['ASTNode']);
});

test('a hunk that starts inside a docstring: its closing quotes end it, and the code after them counts', () => {
  const lines = wordsOfLines(
    shown({
      225: '    Higher numbers are higher priority.',
      226: '    """',
      227: '    if leaf.type == token.COMMA:',
      228: '        parent = leaf.parent',
      300: 'def split_line(line):',
      301: '    """',
      302: '    Split a line of every user.',
      303: '    """',
      304: '    return syms.exprlist',
    }),
    'python',
  );
  assert.deepEqual(
    [...lines].map(([line, { words }]) => [line, words]),
    [
      [225, []],
      [226, []],
      [227, ['leaf', 'type', 'token', 'COMMA']],
      [228, ['parent', 'leaf', 'parent']],
      [300, ['split_line', 'line']],
      [301, []],
      [302, []],
      [303, []],
      [304, ['syms', 'exprlist']],
    ],
  );
});
