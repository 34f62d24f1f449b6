import { lines, matrix, GO_MOD, CARGO } from '../../helpers/matrix';

// The rules' matrix (test/helpers/matrix.ts), rule 2 again: scope inside a function, and the names
// imports give. A function's own variable or parameter of a name is what a bare call of that name
// in it calls (`run(parse)` then `parse(s)`), not the file's or an import's definition. A name
// imported under another (`import { parse as readIt }`, `from m import parse as read_it`, `use
// m::parse as read_it`) is used under that other name, and the uses are of the imported one.

matrix("a function's own variable or parameter shadows a definition; an alias stands for what it imports", [
  {
    language: 'TypeScript',
    files: {
      'util.ts': 'export function parse(s: string): number {\n  return s.length;\n}\n',
      'use.ts': lines(
        "import { parse as readIt } from './util';",
        "export const one = readIt('x');",
        'export function run(parse: (s: string) => number): number {',
        "  return parse('y');",
        '}',
      ),
    },
    uses: [['parse', 'util.ts', ['use.ts:2 import']]],
  },
  {
    language: 'JavaScript',
    files: {
      'util.js': 'export function parse(s) {\n  return s.length;\n}\n',
      'use.js': lines(
        "import { parse as readIt } from './util.js';",
        "export const one = readIt('x');",
        'export function run(options) {',
        '  const parse = options.parse;',
        "  return parse('y');",
        '}',
      ),
    },
    uses: [['parse', 'util.js', ['use.js:2 import']]],
  },
  {
    language: 'Python',
    files: {
      'pkg/__init__.py': '',
      'pkg/util.py': 'def parse(s):\n    return len(s)\n',
      'pkg/use.py': lines(
        'from pkg.util import parse as read_it',
        '',
        'ONE = read_it("x")',
        '',
        '',
        'def run(parse):',
        '    return parse("y")',
      ),
    },
    uses: [['parse', 'pkg/util.py', ['pkg/use.py:3 import']]],
  },
  {
    language: 'Go',
    files: {
      ...GO_MOD,
      'a/a.go': 'package a\n\nfunc parse(s string) int { return len(s) }\n\nfunc one() int { return parse("x") }\n',
      'a/b.go': 'package a\n\nfunc run(parse func(string) int) int { return parse("y") }\n',
    },
    uses: [['parse', 'a/a.go', ['a/a.go:5 scope']]],
  },
  {
    language: 'Rust',
    files: {
      ...CARGO,
      'src/lib.rs': 'pub mod util;\npub mod usage;\n',
      'src/util.rs': 'pub fn parse(s: &str) -> usize {\n    s.len()\n}\n',
      'src/usage.rs': lines(
        'use crate::util::parse as read_it;',
        '',
        'pub fn one() -> usize {',
        '    read_it("x")',
        '}',
      ),
    },
    uses: [['parse', 'src/util.rs', ['src/usage.rs:4 import']]],
  },
]);
