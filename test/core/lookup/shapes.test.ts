import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildIndex, closeIndex } from '../../../src/core/index';
import { changeImpact } from '../../../src/core/lookup/impact';
import { findReferences } from '../../../src/core/lookup/lookup';
import { meaningsOf, meansOwn, moduleFolder, reaches, visibleShapes } from '../../../src/core/lookup/shapes';
import type { FileTags } from '../../../src/core/types';
import { languageById } from '../../../src/core/language-lookup';
import type { RepoIndex } from '../../../src/core/types';
import { FixtureRepo } from '../../helpers/repo';
import { withIndexOf } from '../../helpers/maps';
import { usesOf } from '../../helpers/matrix';
import { refsOf, tagsOf } from '../../helpers/tags';

// A use is linked only to definitions its shape can mean: a call through a receiver to members, a
// bare call (where members are called through a receiver only) to free definitions, a bare name
// the file defines itself to its own definition; a constructor is called where its class is built.

const BASE: Record<string, string> = {
  'src/box.ts': [
    'export class Box {',
    '  constructor(private n: number) {}',
    '  render(): number {',
    '    return this.size();',
    '  }',
    '  size(): number {',
    '    return this.n;',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/render.ts': "export function render(): string {\n  return 'page';\n}\n",
  'src/use.ts': [
    "import { Box } from './box';",
    "import { render } from './render';",
    'export function show(): string {',
    '  const box = new Box(2);',
    '  const drawn = box.render();',
    '  return `${drawn} ${render()}`;',
    '}',
    '',
  ].join('\n'),
  'src/own.ts': [
    'function render(): string {',
    "  return 'own';",
    '}',
    'export function page(): string {',
    '  return render();',
    '}',
    '',
  ].join('\n'),
  'src/app.ts': 'export class App {\n  init(): void {}\n}\n',
  'src/start.ts': "import { App } from './app';\nexport const app = new App();\n",
  'pkg/shapes.py':
    'class Shape:\n    def __init__(self, n):\n        self.n = n\n\n\ndef draw(shape):\n    return shape.n\n',
  'pkg/use.py': 'from pkg.shapes import Shape, draw\n\n\ndef main():\n    s = Shape(3)\n    return draw(s)\n',
  'rs/lib.rs': 'pub fn file_name() -> u32 {\n    1\n}\n',
  'rs/path.rs': 'pub struct P;\n\nimpl P {\n    pub fn file_name(&self) -> u32 {\n        2\n    }\n}\n',
  'rs/main.rs': 'fn main() {\n    let p = P;\n    let n = p.file_name();\n}\n',
};

const HEAD: Record<string, string> = {
  'src/box.ts': BASE['src/box.ts']
    .replace('constructor(private n: number)', 'constructor(private n: number, private scale = 1)')
    .replace('return this.size();', 'return this.size() * this.scale;'),
  'pkg/shapes.py': BASE['pkg/shapes.py'].replace('self.n = n', 'self.n = abs(n)'),
  'src/app.ts': 'export class App {\n  init(): void {\n    return;\n  }\n}\n',
};

async function withChange(check: (index: RepoIndex) => void): Promise<void> {
  const repo = new FixtureRepo(BASE);
  const base = repo.commit('base');
  repo.write(HEAD).commit('head');
  const index = await buildIndex({ root: repo.root, base, cacheDir: false, jobs: 1 });
  try {
    check(index);
  } finally {
    await closeIndex(index);
    repo.dispose();
  }
}

const at = (hits: { path: string; line: number; kind: string }[]) => hits.map((h) => `${h.path}:${h.line} ${h.kind}`);

test('a method call is linked to members only, a bare call to free functions only, and a name a file defines means its own', async () => {
  await withChange((index) => {
    assert.deepEqual(at(findReferences(index, 'render', 'src/render.ts').items), [
      'src/use.ts:2 import',
      'src/use.ts:6 call',
    ]);
    assert.deepEqual(at(findReferences(index, 'render', 'src/box.ts').items), ['src/use.ts:5 method']);
    assert.deepEqual(at(findReferences(index, 'render', 'src/own.ts').items), ['src/own.ts:5 call']);
    assert.deepEqual(at(findReferences(index, 'file_name', 'rs/path.rs').items), ['rs/main.rs:3 method']);
    assert.deepEqual(findReferences(index, 'file_name', 'rs/lib.rs').items, []);
    // Without a definer, every use is listed, linked as its file reaches a definition it can mean.
    assert.deepEqual(
      findReferences(index, 'render').items.map((h) => `${h.path}:${h.line} ${h.kind} ${h.via}`),
      [
        'src/use.ts:2 import import',
        'src/use.ts:5 method import',
        'src/use.ts:6 call import',
        'src/own.ts:5 call scope',
      ],
    );
  });
});

test("change impact: a constructor's callers are where its class is built; a method's are its method calls", async () => {
  await withChange((index) => {
    const impact = new Map(
      changeImpact(index).map((entry) => [`${entry.path} ${entry.name}`, at(entry.callers.items)]),
    );
    assert.deepEqual(impact.get('src/box.ts constructor'), ['src/use.ts:4 new']);
    assert.deepEqual(impact.get('src/box.ts render'), ['src/use.ts:5 method']);
    assert.deepEqual(impact.get('pkg/shapes.py __init__'), ['pkg/use.py:5 call']);
    assert.deepEqual(impact.get('src/app.ts init'), [], "TypeScript's `init` is a method like any other");
  });
});

/** The shapes of a file's definitions of `name`, as the file itself sees them. */
const shapesOf = (tags: FileTags, language: string, name: string) =>
  visibleShapes(meaningsOf(tags.defs, name, languageById(language)), 'a', 'a', true);

test('the shapes of a definition, and which uses can mean it', async () => {
  const box = await tagsOf('typescript', BASE['src/box.ts'] + BASE['src/render.ts']);
  assert.deepEqual(shapesOf(box, 'typescript', 'render'), { member: true, free: true, type: false, called: true });
  assert.deepEqual(shapesOf(box, 'typescript', 'size'), { member: true, free: false, type: false, called: true });
  assert.deepEqual(shapesOf(box, 'typescript', 'Box'), { member: false, free: true, type: true, called: false });
  assert.equal(shapesOf(box, 'typescript', 'missing'), undefined);
  const mod = await tagsOf('rust', 'mod util {\n    pub fn helper() {}\n}\n');
  assert.deepEqual(
    shapesOf(mod, 'rust', 'helper'),
    { member: false, free: true, type: false, called: false },
    "a module's function is free",
  );

  const [ts, java] = [languageById('typescript'), languageById('java')];
  const member = { member: true, free: false, type: false, called: true };
  const free = { member: false, free: true, type: false, called: false };
  const type = { member: false, free: true, type: true, called: false };
  assert.equal(reaches('method', ts, free), false);
  assert.equal(reaches('method', ts, member), true);
  assert.equal(reaches('call', ts, member), false, 'TypeScript calls members through this');
  assert.equal(reaches('call', java, member), true, 'Java calls its members bare');
  assert.equal(reaches('qualified', ts, member), true);
  assert.equal(reaches('type', ts, member), false, 'a type is no field');
  assert.equal(reaches('inherit', java, free), false, 'a base class is no function');
  assert.equal(reaches('type', ts, type), true);
  // A Rust module's folder, which its submodules' files are in.
  assert.deepEqual(['src/lib.rs', 'src/a/mod.rs', 'src/a/b.rs', 'main.rs'].map(moduleFolder), [
    'src/',
    'src/a/',
    'src/a/b/',
    '',
  ]);
  assert.equal(reaches('qualified', ts, free), true);
  assert.equal(reaches('import', ts, member), false, 'TypeScript imports no member');
  assert.equal(reaches('import', java, member), true, "Java's static imports do");
  assert.equal(meansOwn('call', ts, free), true);
  assert.equal(meansOwn('call', ts, member), false, "a bare call in TypeScript cannot mean the file's method");
  assert.equal(meansOwn('qualified', ts, free), false, '`ns.f()` names another module');
  assert.equal(meansOwn('call', ts, undefined), false);
  assert.equal(meansOwn('import', languageById('rust'), free), true, "Rust's `use super::f` in a test module");
});

test('a call through an imported module, package or namespace is qualified; through a value, a method call', async () => {
  const kinds = async (language: string, source: string) => refsOf(await tagsOf(language, source));
  assert.deepEqual(
    await kinds(
      'typescript',
      "import * as util from './util';\nimport api from './api';\nutil.helper();\napi.client.get();\nthis.size();\nx().y();\n",
    ),
    [
      '1 import util',
      '2 import api',
      '3 qualified helper',
      '4 value client',
      '4 qualified get',
      '5 self size',
      '6 call x',
      '6 method y',
    ],
  );
  assert.deepEqual(
    await kinds('python', 'import os.path\nfrom pkg import mod\nos.path.join("a")\nmod.f()\nself.g()\n"".join([])\n'),
    ['1 import path', '2 import mod', '3 qualified join', '4 qualified f', '4 value mod', '5 self g', '6 method join'],
  );
  assert.deepEqual(
    await kinds(
      'go',
      'package a\n\nimport (\n\t"strings"\n\tyaml "gopkg.in/yaml.v3"\n)\n\nfunc F(b B) {\n\tstrings.Split("", "")\n\tyaml.Marshal(b)\n\tb.Size()\n}\n',
    ),
    ['4 import strings', '5 import yaml', '8 type B', '9 qualified Split', '10 qualified Marshal', '11 method Size'],
  );
  assert.deepEqual(
    await kinds(
      'rust',
      'fn f(p: P) {\n    util::helper();\n    P::new();\n    p.size();\n    p.collect::<Vec<u8>>();\n}\n',
    ),
    [
      '1 type P',
      '2 qualified helper',
      '3 type P',
      '3 qualified new',
      '4 method size',
      '5 type Vec',
      '5 method collect',
    ],
  );
});

test('a definition that cannot be seen from a file is never linked from it', async () => {
  const repo = new FixtureRepo({
    'go/a/util.go': 'package a\n\nfunc helper() int { return 1 }\n\nfunc Exported() int { return helper() }\n',
    'go/a/more.go': 'package a\n\nfunc More() int { return helper() }\n',
    'go/b/use.go': 'package b\n\nfunc Use() int { return helper() }\n',
    'java/A.java': 'class A {\n  private int tryBegin() { return 1; }\n  int run() { return tryBegin(); }\n}\n',
    'java/B.java': 'class B {\n  private int tryBegin() { return 2; }\n  int go() { return tryBegin(); }\n}\n',
    'java/C.java': 'class C {\n  int x(A a) { return a.tryBegin() + a.run(); }\n}\n',
    'py/mod.py': 'def _helper():\n    return 1\n\n\ndef pub():\n    return _helper()\n',
    'py/imp.py': 'from py.mod import _helper\n\n\ndef f():\n    return _helper()\n',
    'py/other.py': 'def g():\n    return _helper()\n',
    // A module that lists its public names: the others are seen only by the files that import them or it.
    'py/listed.py': "__all__ = ['shown']\n\n\ndef shown():\n    return kept()\n\n\ndef kept():\n    return 1\n",
    'py/takes.py': 'from py.listed import kept\n\n\ndef t():\n    return kept()\n',
    'py/module.py': 'from py import listed\n\n\ndef m():\n    return listed.kept()\n',
    // A star import may bring any name a module lists in `__all__` (here, through py.other).
    'py/blind.py': 'from py.other import *\n\n\ndef b():\n    return kept() + shown()\n',
    'ts/k.ts': [
      'export class K {',
      '  #secret(): number {',
      '    return 1;',
      '  }',
      '  private hidden(): number {',
      '    return this.#secret();',
      '  }',
      '  open(): number {',
      '    return this.hidden();',
      '  }',
      '}',
      '',
    ].join('\n'),
    'ts/u.ts':
      "import { K } from './k';\nexport function u(k: K): number {\n  return k.open() + (k as any).hidden();\n}\n",
    // An ES module's top-level definitions that it does not export are its own; a script's (no
    // export) are everyone's.
    'ts/mod.ts':
      'type Shape = number;\nfunction helper(): Shape {\n  return 1;\n}\nexport const two: Shape = helper() + 1;\n',
    'ts/script.ts': 'function shared(): number {\n  return 2;\n}\n',
    'ts/other.ts': 'export function o(s: Shape): number {\n  return helper() + shared() + s;\n}\n',
    'js/mod.js':
      'function inner() {\n  return 1;\n}\nconst shown = () => inner();\nexport { shown as default };\nexport const api = { refresh() {} };\n',
    'js/use.js': "import { api } from './mod.js';\nexport const v = inner() + shown();\napi.refresh();\n",
    'cs/A.cs': 'class A {\n  void Helper() {}\n  public void Run() { Helper(); }\n}\n',
    'cs/B.cs': 'class B {\n  void Go(A a) { a.Helper(); a.Run(); }\n}\n',
    'kt/A.kt': 'private fun helper() = 1\n\nfun api() = helper()\n',
    'kt/B.kt': 'fun b() = helper()\n',
    // Rust: an item without `pub` is seen from its module and the modules under it.
    'rs/Cargo.toml': '[package]\nname = "rs"\n',
    'rs/src/lib.rs': 'mod walk;\nmod other;\n',
    'rs/src/walk.rs': [
      'mod inner;',
      'pub struct W;',
      'fn step() -> u8 {',
      '    1',
      '}',
      'impl W {',
      '    fn hidden(&self) {}',
      '}',
      'impl std::fmt::Display for W {',
      '    fn fmt(&self) {}',
      '}',
      'pub fn run(w: &W) -> u8 {',
      '    w.hidden();',
      '    step()',
      '}',
      '',
    ].join('\n'),
    'rs/src/walk/inner.rs': [
      'fn deeper(w: &super::W) -> u8 {',
      '    w.hidden();',
      '    step()',
      '}',
      // Seen from the parent module (walk.rs, and the files under src/walk/), and from the crate's sources.
      'pub(super) fn up() {}',
      'pub(crate) fn shared() {}',
      '',
    ].join('\n'),
    'rs/src/walk/side.rs': 'fn s() {\n    up();\n    shared();\n}\n',
    'rs/tests/it.rs': 'fn t() {\n    up();\n    shared();\n}\n',
    // Ruby: a method under a bare `private` (its class's own, not a nested class's `public`), or `private def`.
    'rb/store.rb': [
      'class Store',
      '  def fetch(key)',
      '    lookup(key)',
      '  end',
      '',
      '  private',
      '',
      '  def lookup(key)',
      '    key',
      '  end',
      '',
      '  class Inner',
      '    public',
      '',
      '    def open(x); end',
      '  end',
      '',
      '  def after_inner(x); end',
      'end',
      '',
      'class Shop',
      '  private def secret(x); end',
      '',
      '  def counter(x); end',
      'end',
      '',
      'class Till',
      '  def tally(x); end',
      '  def total(x); end',
      '  private :tally',
      'end',
      '',
    ].join('\n'),
    'rb/client.rb':
      'class Client\n  def run(store)\n    store.lookup(1)\n    store.fetch(1)\n    store.after_inner(1)\n    store.open(1)\n    store.secret(1)\n    store.counter(1)\n    store.tally(1)\n    store.total(1)\n  end\nend\n',
    'rs/src/other.rs':
      'fn elsewhere(w: &W) -> u8 {\n    w.hidden();\n    w.fmt();\n    step();\n    up();\n    shared()\n}\n',
  });
  repo.commit();
  const index = await buildIndex({ root: repo.root, cacheDir: false, jobs: 1 });
  try {
    const uses = (name: string, path: string) => at(findReferences(index, name, path).items).sort();
    assert.deepEqual(uses('helper', 'go/a/util.go'), ['go/a/more.go:3 call', 'go/a/util.go:5 call']);
    assert.deepEqual(uses('tryBegin', 'java/A.java'), ['java/A.java:3 call']);
    assert.deepEqual(uses('tryBegin', 'java/B.java'), ['java/B.java:3 call']);
    assert.deepEqual(uses('run', 'java/A.java'), ['java/C.java:2 method']);
    assert.deepEqual(uses('_helper', 'py/mod.py'), ['py/imp.py:1 import', 'py/imp.py:5 call', 'py/mod.py:6 call']);
    assert.deepEqual(uses('kept', 'py/listed.py'), [
      'py/listed.py:5 call',
      'py/module.py:5 qualified',
      'py/takes.py:1 import',
      'py/takes.py:5 call',
    ]);
    assert.deepEqual(uses('shown', 'py/listed.py'), ['py/blind.py:5 call']);
    assert.deepEqual(uses('#secret', 'ts/k.ts'), ['ts/k.ts:6 self']);
    assert.deepEqual(uses('hidden', 'ts/k.ts'), ['ts/k.ts:9 self']);
    assert.deepEqual(uses('open', 'ts/k.ts'), ['ts/u.ts:3 method']);
    assert.deepEqual(uses('helper', 'ts/mod.ts'), ['ts/mod.ts:5 call']);
    assert.deepEqual(uses('Shape', 'ts/mod.ts'), ['ts/mod.ts:2 type', 'ts/mod.ts:5 type']);
    assert.deepEqual(uses('shared', 'ts/script.ts'), ['ts/other.ts:2 call']);
    assert.deepEqual(uses('inner', 'js/mod.js'), ['js/mod.js:4 call']);
    assert.deepEqual(uses('shown', 'js/mod.js'), ['js/mod.js:5 value', 'js/use.js:2 call']);
    assert.deepEqual(uses('refresh', 'js/mod.js'), ['js/use.js:3 qualified']);
    assert.deepEqual(uses('Helper', 'cs/A.cs'), ['cs/A.cs:3 call']);
    assert.deepEqual(uses('Run', 'cs/A.cs'), ['cs/B.cs:2 method']);
    assert.deepEqual(uses('helper', 'kt/A.kt'), ['kt/A.kt:3 call']);
    assert.deepEqual(uses('lookup', 'rb/store.rb'), ['rb/store.rb:3 call']);
    assert.deepEqual(uses('fetch', 'rb/store.rb'), ['rb/client.rb:4 call']);
    assert.deepEqual(uses('after_inner', 'rb/store.rb'), []);
    assert.deepEqual(uses('open', 'rb/store.rb'), ['rb/client.rb:6 call']);
    assert.deepEqual(uses('secret', 'rb/store.rb'), []);
    assert.deepEqual(uses('counter', 'rb/store.rb'), ['rb/client.rb:8 call']);
    assert.deepEqual(uses('tally', 'rb/store.rb'), []);
    assert.deepEqual(uses('total', 'rb/store.rb'), ['rb/client.rb:10 call']);
    assert.deepEqual(uses('step', 'rs/src/walk.rs'), ['rs/src/walk.rs:14 call', 'rs/src/walk/inner.rs:3 call']);
    assert.deepEqual(uses('hidden', 'rs/src/walk.rs'), ['rs/src/walk.rs:13 method', 'rs/src/walk/inner.rs:2 method']);
    assert.deepEqual(uses('fmt', 'rs/src/walk.rs'), ['rs/src/other.rs:3 method']);
    assert.deepEqual(uses('up', 'rs/src/walk/inner.rs'), ['rs/src/walk/side.rs:2 call']);
    assert.deepEqual(uses('shared', 'rs/src/walk/inner.rs'), ['rs/src/other.rs:6 call', 'rs/src/walk/side.rs:3 call']);
  } finally {
    await closeIndex(index);
    repo.dispose();
  }
});

test('a call through this or self means the member its own class defines, else a member of another file (an inherited one)', async () => {
  await withIndexOf(
    {
      'ts/a.ts':
        'export class A {\n  render(): number {\n    return 1;\n  }\n  show(): number {\n    return this.render();\n  }\n}\n',
      'ts/b.ts': 'export class B {\n  render(): number {\n    return this.render();\n  }\n}\n',
      'ts/c.ts':
        "import { A } from './a';\nexport class C extends A {\n  draw(): number {\n    return this.render();\n  }\n}\n",
      'ts/base.ts': 'export class Base {\n  b(): number {\n    return 0;\n  }\n}\n',
      'ts/two.ts':
        "import { Base } from './base';\nexport class P {\n  b(): number {\n    return 1;\n  }\n}\nexport class Q extends Base {\n  run(): number {\n    return this.b();\n  }\n}\n",
      'py/a.py':
        'class A:\n    def render(self):\n        return 1\n\n    def show(self):\n        return self.render()\n',
      'py/b.py':
        'class B:\n    def render(self):\n        return 2\n\n    @classmethod\n    def make(cls):\n        return cls.render(None)\n',
    },
    (index) => {
      const uses = (name: string, path: string) =>
        findReferences(index, name, path)
          .items.map((hit) => `${hit.path}:${hit.line} ${hit.kind} ${hit.via}`)
          .sort();
      // b.ts's own this.render() is not a use of A's; c.ts, which defines no render, means the one it
      // inherits (it imports A, so not B's).
      assert.deepEqual(uses('render', 'ts/a.ts'), ['ts/a.ts:6 self scope', 'ts/c.ts:4 self import']);
      assert.deepEqual(uses('render', 'ts/b.ts'), ['ts/b.ts:3 self scope']);
      // Q's this.b() is not P's, though the file defines P.b: Q, which defines no b, inherits Base's.
      assert.deepEqual(uses('b', 'ts/base.ts'), ['ts/two.ts:9 self import']);
      assert.deepEqual(uses('render', 'py/a.py'), ['py/a.py:6 self scope']);
      assert.deepEqual(uses('render', 'py/b.py'), ['py/b.py:7 self scope']);
    },
  );
});

test("a call through super means a base class's member: the definer's only from a file that extends one of its classes", async () => {
  assert.deepEqual(
    refsOf(await tagsOf('python', 'class B(A):\n    def __init__(self):\n        super().__init__()\n')),
    ['1 inherit A', '3 super __init__', '3 call super'],
  );
  assert.deepEqual(refsOf(await tagsOf('typescript', 'class B extends A {\n  m() {\n    super.m();\n  }\n}\n')), [
    '1 inherit A',
    '3 super m',
  ]);
  await withIndexOf(
    {
      'py/__init__.py': '',
      'py/base.py': 'class Base:\n    def __init__(self):\n        pass\n',
      'py/child.py':
        'from py.base import Base\n\n\nclass Child(Base):\n    def __init__(self):\n        super().__init__()\n',
      'py/other.py':
        'from py.base import Base\n\n\nclass Other(Exception):\n    def __init__(self):\n        super().__init__()\n        Base()\n',
      'ts/a.ts': 'export class A {\n  m(): void {}\n}\n',
      'ts/b.ts': "import { A } from './a';\nexport class B extends A {\n  m(): void {\n    super.m();\n  }\n}\n",
      'ts/c.ts':
        "import { A } from './a';\nexport class C extends Map<string, A> {\n  m(): void {\n    super.m();\n  }\n}\n",
    },
    (index) => {
      const uses = (name: string, path: string) =>
        findReferences(index, name, path).items.map((hit) => `${hit.path}:${hit.line} ${hit.kind}`);
      // other.py's super() is Exception's; it builds a Base too (a use of Base's constructor).
      assert.deepEqual(uses('__init__', 'py/base.py'), ['py/child.py:6 super', 'py/other.py:7 call']);
      assert.deepEqual(uses('m', 'ts/a.ts'), ['ts/b.ts:4 super']);
    },
  );
});

test('a type, or a base type, names no field, method or function: a field and a type of one name are told apart', async () => {
  await withIndexOf(
    {
      'go.mod': 'module example.com/m\n',
      'gh/config.go': 'package gh\n\ntype Config interface {\n\tGet(key string) string\n}\n',
      'cmd/get/get.go': [
        'package get',
        '',
        'import "example.com/m/gh"',
        '',
        'type Options struct {',
        '\tConfig func() (gh.Config, error)',
        '}',
        '',
        'func run(opts *Options) string {',
        '\tcfg, _ := opts.Config()',
        '\treturn cfg.Get("host")',
        '}',
        '',
      ].join('\n'),
      'ts/env.ts': 'export type Bindings = Record<string, string>;\n',
      'ts/hono.ts': [
        "import type { Bindings } from './env';",
        'export type Env = {',
        '  Bindings?: Bindings;',
        '};',
        'export function bindings(env: Env): Bindings | undefined {',
        '  return env.Bindings;',
        '}',
        '',
      ].join('\n'),
    },
    (index) => {
      const uses = (name: string, path: string) =>
        findReferences(index, name, path).items.map((hit) => `${hit.path}:${hit.line} ${hit.kind}`);
      // The field is called through a receiver; the type is named in the field's own declaration.
      assert.deepEqual(uses('Config', 'cmd/get/get.go'), ['cmd/get/get.go:10 method']);
      assert.deepEqual(uses('Config', 'gh/config.go'), ['cmd/get/get.go:6 type']);
      assert.deepEqual(
        uses('Bindings', 'ts/env.ts').filter((use) => !use.endsWith(' import')),
        ['ts/hono.ts:3 type', 'ts/hono.ts:5 type'],
      );
    },
  );
});

test('call shape in JavaScript, Go and Kotlin: x.helper() means a member, a bare or qualified helper() the free function', async () => {
  await withIndexOf(
    {
      'js/util.js': 'export function helper() {\n  return 1;\n}\n',
      'js/box.js': 'export class Box {\n  helper() {\n    return 2;\n  }\n}\n',
      'js/use.js': "import { helper } from './util.js';\nexport function f() {\n  return helper();\n}\n",
      'js/other.js': 'export function g(b) {\n  return b.helper();\n}\n',
      'go.mod': 'module example.com/m\n',
      'util/util.go': 'package util\n\nfunc Helper() int { return 1 }\n',
      'box/box.go': 'package box\n\ntype Box struct{}\n\nfunc (b Box) Helper() int { return 2 }\n',
      'cmd/use.go':
        'package main\n\nimport (\n\t"example.com/m/box"\n\t"example.com/m/util"\n)\n\nfunc f(b box.Box) int {\n\treturn util.Helper() + b.Helper()\n}\n',
      'kt/Util.kt': 'fun helper(): Int = 1\n',
      'kt/Box.kt': 'class Box {\n    fun helper(): Int = 2\n}\n',
      'kt/Use.kt': 'fun f(b: Box): Int = b.helper()\n',
    },
    (index) => {
      const uses = (name: string, path: string) =>
        findReferences(index, name, path)
          .items.map((hit) => `${hit.path}:${hit.line} ${hit.kind}`)
          .sort();
      assert.deepEqual(uses('helper', 'js/util.js'), ['js/use.js:1 import', 'js/use.js:3 call']);
      assert.deepEqual(uses('helper', 'js/box.js'), ['js/other.js:2 method']);
      assert.deepEqual(uses('Helper', 'util/util.go'), ['cmd/use.go:9 qualified']);
      // The typed call means Box's Helper; a call through a package (util.Helper()) is not told from a member's yet.
      assert.deepEqual(
        uses('Helper', 'box/box.go').filter((use) => !use.endsWith(' qualified')),
        ['cmd/use.go:9 method'],
      );
      assert.deepEqual(uses('helper', 'kt/Util.kt'), []);
      assert.deepEqual(uses('helper', 'kt/Box.kt'), ['kt/Use.kt:1 method']);
    },
  );
});

test("Go: a call through a receiver runs a struct's field only when the field's type can be called", async () => {
  await withIndexOf(
    {
      'go.mod': 'module example.com/m\n',
      'get/get.go': [
        'package get',
        '',
        'type Options struct {',
        '\tHttpClient func() (int, error)',
        '\tName       string',
        '\tItems      []string',
        '\tValue      string `json:"value"`',
        '}',
        '',
      ].join('\n'),
      'use/use.go': [
        'package use',
        '',
        'func run(opts, iter any) {',
        '\topts.HttpClient()',
        '\titer.Value()',
        '\titer.Items()',
        '}',
        '',
      ].join('\n'),
    },
    (index) => {
      assert.deepEqual(usesOf(index, 'HttpClient', 'get/get.go'), ['use/use.go:4 name']);
      assert.deepEqual(usesOf(index, 'Value', 'get/get.go'), []);
      assert.deepEqual(usesOf(index, 'Items', 'get/get.go'), []);
    },
  );
});
