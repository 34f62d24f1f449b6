import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findReferences } from '../../../src/core/lookup/lookup';
import { withIndexOf } from '../../helpers/maps';
import { usesOf } from '../../helpers/matrix';
import { receiverTypes } from '../../../src/core/lookup/typed';
import { callersOf } from '../../../src/core/lookup/impact';
import { packTags } from '../../../src/core/util/packed';

// A call on a receiver whose type its file states means that type's member (`via: type`), and no
// other type's; a built-in's (a list's `append`) means none of the repository's.

test("a typed receiver's call is linked to its type's member only; an untyped one to any type's, but in TypeScript from a file that imports two of them", async () => {
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
      // `m` is a Map (a built-in): its append is no member of the repository's. `other` may be a
      // Line or a Queue, both imported: TypeScript would have said which (see unlinkedByName).
      assert.deepEqual(uses('append', 'ts/line.ts'), ['ts/use.ts:5 type']);
      assert.deepEqual(uses('append', 'ts/queue.ts'), ['ts/use.ts:6 type']);
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

test("TypeScript: a call on an element of a typed collection (`for (const r of this.routers)`, `tries[m]`) means the element type's member", async () => {
  await withIndexOf(
    {
      'ts/router.ts': 'export interface Router {\n  add(path: string): void;\n}\n',
      'ts/trie.ts':
        "import type { Router } from './router';\nexport class Trie implements Router {\n  add(path: string): void {}\n}\n",
      'ts/other.ts': 'export class Other {\n  add(path: string): void {}\n}\n',
      'ts/smart.ts': [
        "import type { Router } from './router';",
        "import { Trie } from './trie';",
        "import { Other } from './other';",
        'export class Smart {',
        '  routers: Router[] = [];',
        '  tries: Record<string, Trie> = {};',
        '  others: Other[] = [];',
        '  add(path: string): void {',
        '    const routers = this.routers;',
        '    for (const router of routers) router.add(path);',
        "    this.tries['GET'].add(path);",
        '  }',
        '}',
        '',
      ].join('\n'),
    },
    (index) => {
      const uses = (path: string) =>
        findReferences(index, 'add', path).items.map((hit) => `${hit.path}:${hit.line} ${hit.via}`);
      assert.deepEqual(uses('ts/trie.ts'), ['ts/smart.ts:10 type', 'ts/smart.ts:11 type']);
      assert.deepEqual(uses('ts/router.ts'), ['ts/smart.ts:10 type']);
      // Other's `add` is a namesake the file imports: no element of its collections is called.
      assert.deepEqual(uses('ts/other.ts'), []);
    },
  );
});

test('the receiver types a file states for the calls of a name, by line, and those of the members calls go through', () => {
  const tags = packTags(
    [],
    [
      { name: 'append', kind: 'method', line: 3 },
      { name: 'Line#append', kind: 'typed', line: 3 },
      { name: 'list#append', kind: 'typed', line: 3 },
      { name: 'req#append', kind: 'chain', line: 3 },
      { name: 'Line#extend', kind: 'typed', line: 4 },
      { name: '#append', kind: 'typed', line: 5 },
      { name: 'Line#append', kind: 'call', line: 6 },
      { name: 'req#append', kind: 'chain', line: 7 },
      { name: 'opts#append', kind: 'chain', line: 8 },
      { name: 'req#extend', kind: 'chain', line: 9 },
    ],
  );
  const declared = (member: string) => (member === 'req' ? ['Request'] : undefined);
  assert.deepEqual(
    [...receiverTypes(tags.refs, 'append', declared)],
    [
      [3, ['Line', 'list']],
      [7, ['Request']],
    ],
  );
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

test("a call through a field of the object itself means the member of the field's declared type: an interface's implementations, not a namesake class's", async () => {
  await withIndexOf(
    {
      'ts/router.ts': 'export interface Router {\n  add(path: string): void;\n}\n',
      'ts/trie.ts':
        "import type { Router } from './router';\nexport class Trie implements Router {\n  add(path: string): void {}\n}\n",
      'ts/bag.ts': 'export class Bag {\n  add(path: string): void {}\n}\n',
      'ts/app.ts': [
        "import type { Router } from './router';",
        "import { Bag } from './bag';",
        'export class App {',
        '  router: Router;',
        '  constructor(private bag: Bag) {}',
        "  get(): void { this.router.add('/'); }",
        "  put(): void { this.bag.add('x'); }",
        '}',
        '',
      ].join('\n'),
      'py/__init__.py': '',
      'py/lines.py': 'class Line:\n    def append(self, leaf):\n        pass\n',
      'py/queue.py': 'class Queue:\n    def append(self, item):\n        pass\n',
      'py/gen.py': [
        'from py.lines import Line',
        'from py.queue import Queue',
        '',
        '',
        'class Generator:',
        '    current: Line',
        '',
        '    def visit(self, leaf):',
        '        self.current.append(leaf)',
        '',
      ].join('\n'),
    },
    (index) => {
      const uses = (name: string, path: string) => usesOf(index, name, path);
      assert.deepEqual(uses('add', 'ts/trie.ts'), ['ts/app.ts:6 type']);
      assert.deepEqual(uses('add', 'ts/bag.ts'), ['ts/app.ts:7 type']);
      assert.deepEqual(uses('add', 'ts/router.ts'), ['ts/app.ts:6 type']);
      assert.deepEqual(uses('append', 'py/lines.py'), ['py/gen.py:9 type']);
      assert.deepEqual(uses('append', 'py/queue.py'), []);
    },
  );
});

test("Go: a field read on a variable of a stated type (`opts.Limit` on `opts *Options`), or named in a composite literal (`&list.Options{Limit: 2}`), is a use of that type's field only", async () => {
  await withIndexOf(
    {
      'go.mod': 'module example.com/m\n',
      'get/get.go': 'package get\n\ntype Options struct {\n\tLimit int\n}\n',
      'list/list.go': 'package list\n\ntype Options struct {\n\tLimit int\n}\n',
      'cmd/main.go': [
        'package main',
        '',
        'import (',
        '\t"example.com/m/get"',
        '\t"example.com/m/list"',
        ')',
        '',
        'func run(opts *get.Options, other *list.Options, x any) int {',
        '\tn := opts.Limit',
        '\treturn n + other.Limit',
        '}',
        '',
        'func build() *list.Options {',
        '\treturn &list.Options{Limit: 2}',
        '}',
        '',
      ].join('\n'),
    },
    (index) => {
      const uses = (path: string) =>
        findReferences(index, 'Limit', path).items.map((hit) => `${hit.path}:${hit.line} ${hit.kind} ${hit.via}`);
      assert.deepEqual(uses('get/get.go'), ['cmd/main.go:9 value type']);
      assert.deepEqual(uses('list/list.go'), ['cmd/main.go:10 value type', 'cmd/main.go:14 value type']);
    },
  );
});

test("Java: a local, a parameter or a field of a stated type (`Bag bag`, `var s = new Sack()`, `this.bag`) means that type's member, not a namesake's", async () => {
  await withIndexOf(
    {
      'src/main/java/a/Bag.java': 'package a;\n\npublic class Bag {\n  public void fill(int x) {}\n}\n',
      'src/main/java/a/Sack.java': 'package a;\n\npublic class Sack {\n  public void fill(int x) {}\n}\n',
      'src/main/java/b/Use.java': [
        'package b;',
        '',
        'import a.Bag;',
        'import a.Sack;',
        '',
        'class Use {',
        '  private Bag kept;',
        '  void run(Bag bag) {',
        '    bag.fill(1);',
        '    var s = new Sack();',
        '    s.fill(2);',
        '    kept.fill(3);',
        '    this.kept.fill(4);',
        '  }',
        '}',
        '',
      ].join('\n'),
    },
    (index) => {
      const uses = (path: string) => usesOf(index, 'fill', path);
      assert.deepEqual(uses('src/main/java/a/Bag.java'), [
        'src/main/java/b/Use.java:9 type',
        'src/main/java/b/Use.java:12 type',
        'src/main/java/b/Use.java:13 type',
      ]);
      assert.deepEqual(uses('src/main/java/a/Sack.java'), ['src/main/java/b/Use.java:11 type']);
    },
  );
});

test("C#, Kotlin and Rust: a local, a parameter or a field of a stated type means that type's member, not a namesake's", async () => {
  await withIndexOf(
    {
      'cs/Bag.cs': 'namespace Shop {\n  public class Bag {\n    public void Fill(int x) {}\n  }\n}\n',
      'cs/Sack.cs': 'namespace Shop {\n  public class Sack {\n    public void Fill(int x) {}\n  }\n}\n',
      'cs/Use.cs': [
        'using Shop;',
        'namespace App {',
        '  public class Use {',
        '    private Bag kept;',
        '    public void Run(Sack sack) {',
        '      var bag = new Bag();',
        '      bag.Fill(1);',
        '      sack.Fill(2);',
        '      kept.Fill(3);',
        '    }',
        '  }',
        '}',
        '',
      ].join('\n'),
      'kt/src/main/kotlin/shop/Bag.kt': 'package shop\n\nclass Bag {\n  fun fill(x: Int) {}\n}\n',
      'kt/src/main/kotlin/shop/Sack.kt': 'package shop\n\nclass Sack {\n  fun fill(x: Int) {}\n}\n',
      'kt/src/main/kotlin/app/Use.kt': [
        'package app',
        '',
        'import shop.Bag',
        'import shop.Sack',
        '',
        'class Use(private val kept: Bag) {',
        '  fun run(sack: Sack) {',
        '    val bag = Bag()',
        '    bag.fill(1)',
        '    sack.fill(2)',
        '    this.kept.fill(3)',
        '  }',
        '}',
        '',
      ].join('\n'),
      'rs/src/lib.rs': 'pub mod bag;\npub mod sack;\npub mod usage;\n',
      'rs/src/bag.rs':
        'pub struct Bag;\nimpl Bag {\n    pub fn new() -> Bag { Bag }\n    pub fn fill(&self, x: u32) {}\n}\n',
      'rs/src/sack.rs': 'pub struct Sack;\nimpl Sack {\n    pub fn fill(&self, x: u32) {}\n}\n',
      'rs/src/usage.rs': [
        'use crate::bag::Bag;',
        'use crate::sack::Sack;',
        '',
        'pub fn run(sack: &Sack) {',
        '    let bag = Bag::new();',
        '    bag.fill(1);',
        '    sack.fill(2);',
        '}',
        '',
      ].join('\n'),
    },
    (index) => {
      const uses = (name: string, path: string) => usesOf(index, name, path);
      assert.deepEqual(uses('Fill', 'cs/Bag.cs'), ['cs/Use.cs:7 type', 'cs/Use.cs:9 type']);
      assert.deepEqual(uses('Fill', 'cs/Sack.cs'), ['cs/Use.cs:8 type']);
      assert.deepEqual(uses('fill', 'kt/src/main/kotlin/shop/Bag.kt'), [
        'kt/src/main/kotlin/app/Use.kt:9 type',
        'kt/src/main/kotlin/app/Use.kt:11 type',
      ]);
      assert.deepEqual(uses('fill', 'kt/src/main/kotlin/shop/Sack.kt'), ['kt/src/main/kotlin/app/Use.kt:10 type']);
      assert.deepEqual(uses('fill', 'rs/src/bag.rs'), ['rs/src/usage.rs:6 type']);
      assert.deepEqual(uses('fill', 'rs/src/sack.rs'), ['rs/src/usage.rs:7 type']);
    },
  );
});

test('Python: a member read through an imported class (`Preview.hug`) or a variable of a stated type (`mode.width` on `mode: Mode`) is a use of that member', async () => {
  await withIndexOf(
    {
      'pkg/__init__.py': '',
      'pkg/mode.py': 'class Preview:\n    hug = 1\n\n\nclass Mode:\n    width: int = 88\n',
      'pkg/other.py': 'class Page:\n    width: int = 80\n',
      'pkg/use.py': [
        'from pkg.mode import Mode, Preview',
        '',
        '',
        'def f(mode: Mode, page):',
        '    if Preview.hug:',
        '        return mode.width',
        '    return page.width',
        '',
      ].join('\n'),
    },
    (index) => {
      assert.deepEqual(usesOf(index, 'hug', 'pkg/mode.py'), ['pkg/use.py:5 import']);
      assert.deepEqual(usesOf(index, 'width', 'pkg/mode.py'), ['pkg/use.py:6 type']);
      assert.deepEqual(usesOf(index, 'width', 'pkg/other.py'), []);
    },
  );
});

test('TypeScript: a method call by name alone is not linked where several classes have the member; Python keeps it', async () => {
  await withIndexOf(
    {
      'ts/socket.ts': 'export class Socket {\n  send(data: string): void {}\n}\n',
      'ts/channel.ts': 'export class Channel {\n  send(data: string): void {}\n}\n',
      'ts/stream.ts': 'export class Stream {\n  pipe(to: unknown): void {}\n}\n',
      // Reaches neither class: `ws` may be a platform's socket.
      'ts/use.ts': "export function f(ws: any, s: any): void {\n  ws.send('x');\n  s.pipe(ws);\n}\n",
      'py/__init__.py': '',
      'py/socket.py': 'class Socket:\n    def send(self, data):\n        pass\n',
      'py/channel.py': 'class Channel:\n    def send(self, data):\n        pass\n',
      'py/use.py': 'def f(ws):\n    ws.send("x")\n',
    },
    (index) => {
      assert.deepEqual(usesOf(index, 'send', 'ts/socket.ts'), []);
      assert.deepEqual(usesOf(index, 'send', 'ts/channel.ts'), []);
      assert.deepEqual(usesOf(index, 'pipe', 'ts/stream.ts'), ['ts/use.ts:3 name']);
      assert.deepEqual(usesOf(index, 'send', 'py/socket.py'), ['py/use.py:2 name']);
      assert.deepEqual(usesOf(index, 'send', 'py/channel.py'), ['py/use.py:2 name']);
    },
  );
});

test("Python: a call on what a context manager, a class from outside the repository, a string literal or its method gives is none of the repository's members", async () => {
  await withIndexOf(
    {
      'pkg/__init__.py': '',
      'pkg/cache.py':
        'class Cache:\n    def read(self):\n        pass\n\n    def join(self, other):\n        pass\n\n    def strip(self):\n        pass\n',
      'pkg/use.py': [
        'import io',
        'from pkg.cache import Cache',
        '',
        '',
        'def f(path, data, parts):',
        '    with open(path) as src:',
        '        src.read()',
        '    buf = io.BytesIO(data)',
        '    buf.read()',
        '    ", ".join(parts)',
        '    with Cache() as cache:',
        '        cache.read()',
        '    build().read()',
        '    "".join(parts).strip()',
        '    cache.strip()',
        '',
      ].join('\n'),
    },
    (index) => {
      // `open` is the built-in's (a file), `io.BytesIO` a class the repository does not define,
      // `", "` a str, and so is what its `join` gives; `Cache()` is the repository's class;
      // `build()` says nothing: linked through the import.
      assert.deepEqual(usesOf(index, 'read', 'pkg/cache.py'), ['pkg/use.py:12 type', 'pkg/use.py:13 import']);
      assert.deepEqual(usesOf(index, 'join', 'pkg/cache.py'), []);
      assert.deepEqual(usesOf(index, 'strip', 'pkg/cache.py'), ['pkg/use.py:15 type']);
    },
  );
});

test('Go: a variable named as an imported package is the variable (`browser := &browser.Stub{}`); a type of a package outside the repository (`rt http.RoundTripper`) has none of its methods', async () => {
  await withIndexOf(
    {
      'go.mod': 'module example.com/m\n',
      'browser/stub.go': 'package browser\n\ntype Stub struct{}\n\nfunc (s *Stub) Verify(url string) {}\n',
      'mock/registry.go':
        'package mock\n\nimport "net/http"\n\ntype Registry struct{}\n\nfunc (r *Registry) Verify(t int) {}\n\nfunc (r *Registry) RoundTrip(req *http.Request) (*http.Response, error) {\n\treturn nil, nil\n}\n',
      'cmd/main_test.go': [
        'package cmd',
        '',
        'import (',
        '\t"net/http"',
        '',
        '\t"example.com/m/browser"',
        '\t"example.com/m/mock"',
        ')',
        '',
        'func check(rt http.RoundTripper, req *http.Request, reg *mock.Registry) {',
        '\tbrowser := &browser.Stub{}',
        '\tbrowser.Verify("x")',
        '\treg.Verify(1)',
        '\trt.RoundTrip(req)',
        '}',
        '',
      ].join('\n'),
    },
    (index) => {
      assert.deepEqual(usesOf(index, 'Verify', 'browser/stub.go'), ['cmd/main_test.go:12 type']);
      assert.deepEqual(usesOf(index, 'Verify', 'mock/registry.go'), ['cmd/main_test.go:13 type']);
      assert.deepEqual(usesOf(index, 'RoundTrip', 'mock/registry.go'), []);
    },
  );
});

test('Go: a call on an interface of the repository means the methods of the types that have all its methods (by name and numbers of parameters and results), in any package', async () => {
  await withIndexOf(
    {
      'go.mod': 'module example.com/m\n',
      'store/store.go': 'package store\n\ntype Store interface {\n\tGet(k string) string\n\tPut(k, v string)\n}\n',
      'mem/mem.go': 'package mem\n\ntype Mem struct{}\n\nfunc (m *Mem) Get(k string) string { return k }\n',
      'mem/put.go': 'package mem\n\nfunc (m *Mem) Put(k, v string) {}\n',
      'disk/disk.go': 'package disk\n\ntype Disk struct{}\n\nfunc (d Disk) Get(k string) string { return "" }\n',
      'pair/pair.go':
        'package pair\n\ntype Pair struct{}\n\nfunc (p Pair) Get(k, v string) string { return k }\n\nfunc (p Pair) Put(k, v string) {}\n',
      'cmd/main.go': [
        'package cmd',
        '',
        'import "example.com/m/store"',
        '',
        'func read(s store.Store) string {',
        '\treturn s.Get("a")',
        '}',
        '',
      ].join('\n'),
    },
    (index) => {
      // Mem has Get and Put (in two files of its package); Disk has no Put, and Pair's Get takes
      // two parameters: neither is a Store.
      assert.deepEqual(usesOf(index, 'Get', 'store/store.go'), ['cmd/main.go:6 type']);
      assert.deepEqual(usesOf(index, 'Get', 'mem/mem.go'), ['cmd/main.go:6 type']);
      assert.deepEqual(usesOf(index, 'Get', 'disk/disk.go'), []);
      assert.deepEqual(usesOf(index, 'Get', 'pair/pair.go'), []);
    },
  );
});

test('a stated type of a name that classes of several files have means the class the calling file imports', async () => {
  await withIndexOf(
    {
      'trie/node.ts': 'export class Node {\n  insert(path: string): void {}\n}\n',
      'regexp/node.ts': 'export class Node {\n  insert(tokens: string[]): void {}\n  children: Node[] = [];\n}\n',
      'regexp/trie.ts': [
        "import { Node } from './node';",
        'export class Trie {',
        '  #root: Node = new Node();',
        '  add(path: string, other: Node): void {',
        '    this.#root.insert(path);',
        '    other.insert(path);',
        '  }',
        '}',
        '',
      ].join('\n'),
    },
    (index) => {
      assert.deepEqual(usesOf(index, 'insert', 'regexp/node.ts'), ['regexp/trie.ts:5 type', 'regexp/trie.ts:6 type']);
      assert.deepEqual(usesOf(index, 'insert', 'trie/node.ts'), []);
    },
  );
});

test("Python, TypeScript: a built-in type's method name on a receiver of no stated type, from a file that names no class with the member, is not linked", async () => {
  await withIndexOf(
    {
      'ts/node.ts': 'export class JSXNode {\n  toString(): string {\n    return "";\n  }\n}\n',
      'ts/render.ts':
        "import { JSXNode } from './node';\nexport const show = (value: any, n: JSXNode) => {\n  const a = n.toString();\n  return [a, value.toString()];\n};\n",
      'ts/count.ts':
        "import * as node from './node';\nexport const id = (count: number) => count.toString(32);\nexport const f = (x: any) => x.toString();\n",
      'pkg/__init__.py': '',
      'pkg/tree.py': 'class Base:\n    def replace(self, new):\n        pass\n',
      'pkg/nodes.py': 'from pkg.tree import Base\n\n\nclass Node(Base):\n    pass\n',
      'pkg/strings.py': 'from pkg import tree\n\n\ndef fix(prefix):\n    return prefix.replace("F", "f")\n',
      'pkg/edit.py':
        'from pkg import tree\nfrom pkg.nodes import Node\n\n\ndef swap(old, new):\n    old.replace(new)\n',
      'pkg/base.py': 'from pkg.tree import Base\n\n\ndef swap(old, new: Base):\n    old.replace(new)\n',
    },
    (index) => {
      // strings.py imports the module but names no class with `replace`: its str's replace.
      assert.deepEqual(usesOf(index, 'replace', 'pkg/tree.py'), ['pkg/base.py:5 import', 'pkg/edit.py:6 import']);
      // count.ts imports node.ts but names no JSXNode: a number's toString, and an any's; render.ts
      // names it, so its value of no stated type may be one.
      assert.deepEqual(usesOf(index, 'toString', 'ts/node.ts'), ['ts/render.ts:3 type', 'ts/render.ts:4 import']);
    },
  );
});

test("one changed method of a file where several classes have one of its name: its callers are the calls typed by its class or a base of it, not by the file's other classes", async () => {
  await withIndexOf(
    {
      'ts/socket.ts': [
        'export interface SocketInit {',
        '  send(data: string): void;',
        '}',
        'export class Socket implements SocketInit {',
        '  send(data: string): void {}',
        '}',
        'export class Pipe {',
        '  send(data: string): void {}',
        '}',
        '',
      ].join('\n'),
      'ts/use.ts': [
        "import { Socket, Pipe, type SocketInit } from './socket';",
        'export function f(s: Socket, p: Pipe, i: SocketInit, other: unknown): void {',
        "  s.send('a');",
        "  p.send('b');",
        "  i.send('c');",
        "  other.send('d');",
        '}',
        '',
      ].join('\n'),
      'go/shapes/shapes.go': [
        'package shapes',
        '',
        'type Square struct{}',
        '',
        'func (s *Square) Area() int { return 1 }',
        '',
        'type Circle struct{}',
        '',
        'func (c *Circle) Area() int { return 2 }',
        '',
      ].join('\n'),
      'go/shapes/use.go': [
        'package shapes',
        '',
        'func Total(s *Square, c *Circle) int {',
        '\ta := s.Area()',
        '\treturn a + c.Area()',
        '}',
        '',
      ].join('\n'),
    },
    (index) => {
      const callers = (path: string, name: string, line: number, kind = 'method') =>
        callersOf(index, { path, name, line, kind, signature: '', status: 'modified' }, new Set([path]))
          .map((hit) => `${hit.path}:${hit.line} ${hit.via}`)
          .sort();
      // `other` is of no stated type: linked by name alone (an import) to each; `i` may be a Socket.
      assert.deepEqual(callers('ts/socket.ts', 'send', 5), [
        'ts/use.ts:3 type',
        'ts/use.ts:5 type',
        'ts/use.ts:6 import',
      ]);
      assert.deepEqual(callers('ts/socket.ts', 'send', 8), ['ts/use.ts:4 type', 'ts/use.ts:6 import']);
      assert.deepEqual(callers('ts/socket.ts', 'send', 2), ['ts/use.ts:5 type', 'ts/use.ts:6 import']);
      // Asked by file, every class's calls: the answer of `find_references` with a path.
      assert.deepEqual(
        findReferences(index, 'send', 'ts/socket.ts').items.map((hit) => hit.line),
        [3, 4, 5, 6],
      );
      assert.deepEqual(callers('go/shapes/shapes.go', 'Area', 5), ['go/shapes/use.go:4 type']);
      assert.deepEqual(callers('go/shapes/shapes.go', 'Area', 9), ['go/shapes/use.go:5 type']);
    },
  );
});

test("Go: a call on an element of a ranged slice (`for _, it := range items`) or on a copy of a variable (`opts := base`) means its type's member, not a namesake's", async () => {
  await withIndexOf(
    {
      'go/jobs/jobs.go': 'package jobs\n\ntype Item struct{ Limit int }\n\nfunc (i *Item) Run() {}\n',
      'go/other/other.go': 'package other\n\ntype Task struct{ Limit int }\n\nfunc (t *Task) Run() {}\n',
      'go/jobs/use.go': [
        'package jobs',
        '',
        'func All(items []*Item, base Item) {',
        '\tfor _, it := range items {',
        '\t\tit.Run()',
        '\t}',
        '\topts := base',
        '\topts.Limit = 2',
        '}',
        '',
      ].join('\n'),
    },
    (index) => {
      const uses = (name: string, path: string) =>
        findReferences(index, name, path).items.map((hit) => `${hit.path}:${hit.line} ${hit.via}`);
      assert.deepEqual(uses('Run', 'go/jobs/jobs.go'), ['go/jobs/use.go:5 type']);
      assert.deepEqual(uses('Run', 'go/other/other.go'), []);
      assert.deepEqual(uses('Limit', 'go/jobs/jobs.go'), ['go/jobs/use.go:8 type']);
      assert.deepEqual(uses('Limit', 'go/other/other.go'), []);
    },
  );
});

test("TypeScript: a built-in type's method name on a receiver of no stated type in the definer's own file is not linked; JavaScript and Python keep it", async () => {
  await withIndexOf(
    {
      'ts/router.ts': [
        'export class Router {',
        '  match(path: string): string[] {',
        '    const [route] = this.routes();',
        '    route.match(/x/);',
        '    return this.match(path);',
        '  }',
        '  routes(): string[] {',
        '    return new Router().match("/");',
        '  }',
        '}',
        '',
      ].join('\n'),
      'js/router.js':
        'export class Router {\n  match(path) {\n    return path;\n  }\n  run(other) {\n    return other.match("/");\n  }\n}\n',
      'py/router.py':
        'class Router:\n    def match(self, path):\n        return path\n\n    def run(self, other):\n        return other.match("/")\n',
    },
    (index) => {
      // `route` is a string destructured from what `routes()` gives: the TypeScript file states no type for it.
      assert.deepEqual(usesOf(index, 'match', 'ts/router.ts'), ['ts/router.ts:5 scope', 'ts/router.ts:8 type']);
      assert.deepEqual(usesOf(index, 'match', 'js/router.js'), ['js/router.js:6 scope']);
      assert.deepEqual(usesOf(index, 'match', 'py/router.py'), ['py/router.py:6 scope']);
    },
  );
});
