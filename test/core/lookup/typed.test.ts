import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findReferences } from '../../../src/core/lookup/lookup';
import { withIndexOf } from '../../helpers/maps';
import { receiverTypes } from '../../../src/core/lookup/typed';
import { packTags } from '../../../src/core/util/packed';

// A call on a receiver whose type its file states means that type's member (`via: type`), and no
// other type's; a built-in's (a list's `append`) means none of the repository's.

test("a typed receiver's call is linked to its type's member only; an untyped one to any type's", async () => {
  await withIndexOf(
    {
      'ts/line.ts': 'export class Line {\n  append(x: number): void {}\n}\n',
      'ts/queue.ts': 'export class Queue {\n  append(x: number): void {}\n}\n',
      'ts/use.ts': [
        "import { Line } from './line';",
        "import { Queue } from './queue';",
        'export function f(q: Queue, other: unknown): void {',
        '  const line = new Line();',
        '  line.append(1);',
        '  q.append(2);',
        '  const m = new Map();',
        '  m.append(3);',
        '  other.append(4);',
        '}',
        '',
      ].join('\n'),
      'py/__init__.py': '',
      'py/lines.py': 'class Line:\n    def append(self, leaf):\n        pass\n',
      'py/use.py':
        'from py.lines import Line\n\n\ndef f(mode):\n    line = Line()\n    line.append(1)\n    out = []\n    out.append(2)\n    mode.append(3)\n',
    },
    (index) => {
      const uses = (name: string, path: string) =>
        findReferences(index, name, path)
          .items.map((hit) => `${hit.path}:${hit.line} ${hit.via}`)
          .sort();
      // `m` is a Map (a built-in): its append is no member of the repository's.
      assert.deepEqual(uses('append', 'ts/line.ts'), ['ts/use.ts:5 type', 'ts/use.ts:9 import']);
      assert.deepEqual(uses('append', 'ts/queue.ts'), ['ts/use.ts:6 type', 'ts/use.ts:9 import']);
      // `out` is a list; `mode` is of a type the file does not state.
      assert.deepEqual(uses('append', 'py/lines.py'), ['py/use.py:6 type', 'py/use.py:9 import']);
    },
  );
});

test('a call on an interface or base class type means the members of the classes that extend or implement it', async () => {
  await withIndexOf(
    {
      'ts/router.ts': 'export interface Router {\n  add(path: string): void;\n}\n',
      'ts/trie.ts':
        "import type { Router } from './router';\nexport class Trie implements Router {\n  add(path: string): void {}\n}\n",
      'ts/other.ts': 'export class Other {\n  add(path: string): void {}\n}\n',
      'ts/use.ts': "import type { Router } from './router';\nexport function f(r: Router): void {\n  r.add('/');\n}\n",
    },
    (index) => {
      const uses = (path: string) =>
        findReferences(index, 'add', path).items.map((hit) => `${hit.path}:${hit.line} ${hit.via}`);
      assert.deepEqual(uses('ts/router.ts'), ['ts/use.ts:3 type']);
      assert.deepEqual(uses('ts/trie.ts'), ['ts/use.ts:3 type']);
      assert.deepEqual(uses('ts/other.ts'), []);
    },
  );
});

test('the receiver types a file states for the calls of a name, by line', () => {
  const tags = packTags(
    [],
    [
      { name: 'append', kind: 'method', line: 3 },
      { name: 'Line#append', kind: 'typed', line: 3 },
      { name: 'list#append', kind: 'typed', line: 3 },
      { name: 'Line#extend', kind: 'typed', line: 4 },
      { name: '#append', kind: 'typed', line: 5 },
      { name: 'Line#append', kind: 'call', line: 6 },
    ],
  );
  assert.deepEqual([...receiverTypes(tags.refs, 'append')], [[3, ['Line', 'list']]]);
});

test("a built-in type's method name on a receiver of no stated type is linked only from files that reach the definer", async () => {
  await withIndexOf(
    {
      // A repository's own `add` and `read`, used by a file that imports them and by one that does not.
      'ts/bag.ts': 'export class Bag {\n  add(x: number): void {}\n  stash(x: number): void {}\n}\n',
      'ts/uses-bag.ts': "import { Bag } from './bag';\nexport function f(b: unknown): void {\n  b.add(1);\n}\n",
      'ts/elsewhere.ts': 'export function g(seen: unknown): void {\n  seen.add(2);\n  seen.stash(3);\n}\n',
      'py/__init__.py': '',
      'py/cache.py': 'class Cache:\n    def read(self):\n        pass\n',
      'py/uses_cache.py': 'from py.cache import Cache\n\n\ndef f(c):\n    c.read()\n',
      'py/other.py': 'def g(f):\n    return f.read()\n',
      'java/src/main/java/a/Bag.java': 'package a;\n\npublic class Bag {\n  public void add(int x) {}\n}\n',
      'java/src/main/java/b/Use.java':
        'package b;\n\nclass Use {\n  void f(java.util.List<Integer> xs) {\n    xs.add(1);\n  }\n}\n',
      'rs/src/lib.rs': 'pub mod stack;\npub mod other;\n',
      'rs/src/stack.rs': 'pub struct Stack;\nimpl Stack {\n    pub fn push(&mut self, x: u32) {}\n}\n',
      'rs/src/other.rs': 'pub fn g(v: &mut Vec<u32>) {\n    v.push(1);\n}\n',
    },
    (index) => {
      const uses = (name: string, path: string) =>
        findReferences(index, name, path)
          .items.map((hit) => `${hit.path}:${hit.line} ${hit.via}`)
          .sort();
      // `seen.add` in a file that does not import Bag is most often a Set's; `stash` is no built-in's.
      assert.deepEqual(uses('add', 'ts/bag.ts'), ['ts/uses-bag.ts:3 import']);
      assert.deepEqual(uses('stash', 'ts/bag.ts'), ['ts/elsewhere.ts:3 name']);
      assert.deepEqual(uses('read', 'py/cache.py'), ['py/uses_cache.py:5 import']);
      assert.deepEqual(uses('add', 'java/src/main/java/a/Bag.java'), []);
      assert.deepEqual(uses('push', 'rs/src/stack.rs'), []);
    },
  );
});

test('uses linked by name alone come after those linked by type, import or scope, whatever the ranks of their files', async () => {
  await withIndexOf(
    {
      'src/client.ts': 'export class Client {\n  fetch(url: string): string {\n    return url;\n  }\n}\n',
      'src/app.ts': 'export function serve(app: { fetch(u: string): string }): string {\n  return app.fetch("/");\n}\n',
      'src/a.ts': "import { serve } from './app';\nexport const a = serve;\n",
      'src/b.ts': "import { serve } from './app';\nexport const b = serve;\n",
      'src/c.ts': "import { serve } from './app';\nexport const c = serve;\n",
      'src/z.ts':
        "import { Client } from './client';\nexport function z(c: Client): string {\n  return c.fetch('/');\n}\n",
    },
    (index) => {
      const uses = findReferences(index, 'fetch', 'src/client.ts').items.map(
        (hit) => `${hit.path}:${hit.line} ${hit.via}`,
      );
      assert.deepEqual(uses, ['src/z.ts:3 type', 'src/app.ts:2 name']);
    },
  );
});

test("Go: a call on a parameter, a method's receiver, var x T or x := &T{} means T's method, not another type's", async () => {
  await withIndexOf(
    {
      'go.mod': 'module example.com/m\n',
      'server/server.go':
        'package server\n\ntype Server struct{}\n\nfunc (s *Server) Run() {}\n\nfunc (s *Server) Serve() {\n\ts.Run()\n}\n',
      'job/job.go': 'package job\n\ntype Job struct{}\n\nfunc (j Job) Run() {}\n',
      'cmd/main.go': [
        'package main',
        '',
        'import (',
        '\t"example.com/m/job"',
        '\t"example.com/m/server"',
        ')',
        '',
        'func start(s *server.Server) {',
        '\ts.Run()',
        '\tj := &job.Job{}',
        '\tj.Run()',
        '\tvar k job.Job',
        '\tk.Run()',
        '}',
        '',
      ].join('\n'),
    },
    (index) => {
      const uses = (name: string, path: string) =>
        findReferences(index, name, path)
          .items.map((hit) => `${hit.path}:${hit.line} ${hit.via}`)
          .sort();
      assert.deepEqual(uses('Run', 'server/server.go'), ['cmd/main.go:9 type', 'server/server.go:8 type']);
      assert.deepEqual(uses('Run', 'job/job.go'), ['cmd/main.go:11 type', 'cmd/main.go:13 type']);
    },
  );
});
