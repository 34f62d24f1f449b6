import { test } from 'node:test';
import { assertCallLinks } from '../helpers/links';

// For the first twelve languages: a file that calls what another file defines is linked to it.
// (The languages added later carry the same test in their own test files.)
const PAIRS: Record<string, { caller: [string, string]; definer: [string, string] }> = {
  typescript: {
    caller: [
      'a.ts',
      "import { parseThing } from './b';\nexport function useIt(): number {\n  return parseThing();\n}\n",
    ],
    definer: ['b.ts', 'export function parseThing(): number {\n  return 1;\n}\n'],
  },
  tsx: {
    caller: ['a.tsx', "import { Widget } from './b';\nexport const App = () => <Widget />;\n"],
    definer: ['b.tsx', 'export function Widget() {\n  return <div />;\n}\n'],
  },
  javascript: {
    caller: [
      'a.js',
      "const { parseThing } = require('./b');\nfunction useIt() {\n  return parseThing();\n}\nmodule.exports = { useIt };\n",
    ],
    definer: ['b.js', 'function parseThing() {\n  return 1;\n}\nmodule.exports = { parseThing };\n'],
  },
  python: {
    caller: ['a.py', 'from b import parse_thing\n\ndef use_it():\n    return parse_thing()\n'],
    definer: ['b.py', 'def parse_thing():\n    return 1\n'],
  },
  go: {
    caller: ['a.go', 'package p\n\nfunc UseIt() int { return ParseThing() }\n'],
    definer: ['b.go', 'package p\n\nfunc ParseThing() int { return 1 }\n'],
  },
  rust: {
    caller: ['src/a.rs', 'use crate::b::parse_thing;\npub fn use_it() -> u32 {\n    parse_thing()\n}\n'],
    definer: ['src/b.rs', 'pub fn parse_thing() -> u32 {\n    1\n}\n'],
  },
  java: {
    caller: ['A.java', 'class A {\n  int useIt() { return new B().parseThing(); }\n}\n'],
    definer: ['B.java', 'class B {\n  int parseThing() { return 1; }\n}\n'],
  },
  c: {
    caller: ['a.c', 'int use_it(void) {\n  return parse_thing();\n}\n'],
    definer: ['b.c', 'int parse_thing(void) {\n  return 1;\n}\n'],
  },
  cpp: {
    caller: ['a.cpp', 'int useIt() {\n  return parseThing();\n}\n'],
    definer: ['b.cpp', 'int parseThing() {\n  return 1;\n}\n'],
  },
  c_sharp: {
    caller: ['A.cs', 'class A {\n  int UseIt() { return new B().ParseThing(); }\n}\n'],
    definer: ['B.cs', 'class B {\n  public int ParseThing() { return 1; }\n}\n'],
  },
  ruby: {
    caller: ['a.rb', 'def use_it\n  parse_thing(1)\nend\n'],
    definer: ['b.rb', 'def parse_thing(x)\n  x\nend\n'],
  },
  php: {
    caller: ['a.php', '<?php\nfunction use_it() {\n  return parse_thing();\n}\n'],
    definer: ['b.php', '<?php\nfunction parse_thing() {\n  return 1;\n}\n'],
  },
};

for (const [language, { caller, definer }] of Object.entries(PAIRS)) {
  test(`${language}: a call links the caller to the definer`, () =>
    assertCallLinks({ [caller[0]]: caller[1], [definer[0]]: definer[1] }, `${caller[0]} -> ${definer[0]}`));
}
