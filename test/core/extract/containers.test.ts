import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { TagCache } from '../../../src/core/cache/tag-cache';
import { entryText, outcomeOfEntryText } from '../../../src/core/cache/entries';
import { linkContainers, type FoundDefinition } from '../../../src/core/extract/containers';
import { defList, plainOutcome, tagsOf } from '../../helpers/tags';
import { tempDir } from '../../helpers/repo';

// Every definition knows its innermost container (class, struct, interface, trait, impl, enum,
// module, namespace): what a member belongs to when the map shows it.

async function nesting(language: string, source: string): Promise<string[]> {
  const defs = defList(await tagsOf(language, source));
  return defs.map(
    (d) =>
      `${d.line} ${d.kind} ${d.name}${d.parent === undefined ? '' : ` in ${defs[d.parent].kind} ${defs[d.parent].name}`}`,
  );
}

test('linkContainers: the innermost enclosing container, else the container a @container capture names', () => {
  const found = (name: string, kind: string, start: number, end: number, container?: string): FoundDefinition => ({
    def: { name, kind, line: start, endLine: end, signature: name },
    start,
    end,
    container,
  });
  const defs = [
    found('Server', 'class', 0, 100),
    found('Inner', 'struct', 10, 50),
    found('field', 'field', 20, 30),
    found('helper', 'function', 60, 70),
    found('Serve', 'method', 200, 220, 'Server'),
    found('Missing', 'method', 300, 320, 'Nowhere'),
  ];
  linkContainers(defs);
  assert.deepEqual(
    defs.map((f) => f.def.parent),
    [undefined, 0, 1, 0, 0, undefined],
  );
});

test('containers: TypeScript namespaces, classes and interfaces', async () => {
  const source =
    'export namespace Auth {\n  export class Session {\n    token: string;\n    refresh(): void {}\n  }\n  export interface Store {\n    get(id: string): Session;\n  }\n}\nexport function top(): void {}\n';
  assert.deepEqual(await nesting('typescript', source), [
    '1 module Auth',
    '2 class Session in module Auth',
    '3 field token in class Session',
    '4 method refresh in class Session',
    '6 interface Store in module Auth',
    '7 method get in interface Store',
    '10 function top',
  ]);
});

test('containers: Python classes, nested classes; a function inside a method belongs to no container of its own', async () => {
  const source =
    'class Store:\n    LIMIT = 3\n    def get(self, key):\n        return key\n    class Meta:\n        ordering = 1\n\ndef top():\n    pass\n';
  assert.deepEqual(await nesting('python', source), [
    '1 class Store',
    '2 constant LIMIT in class Store',
    '3 method get in class Store',
    '5 class Meta in class Store',
    '6 field ordering in class Meta',
    '8 function top',
  ]);
});

test('containers: Go struct fields and interface methods, and methods by their receiver type', async () => {
  const source =
    'package a\n\ntype Server struct {\n\tAddr string\n}\n\ntype Handler interface {\n\tServe() error\n}\n\nfunc (s *Server) Start() error { return nil }\nfunc (h Handler2[T]) Other() {}\nfunc Top() {}\n';
  assert.deepEqual(await nesting('go', source), [
    '3 struct Server',
    '4 field Addr in struct Server',
    '7 interface Handler',
    '8 method Serve in interface Handler',
    '11 method Start in struct Server',
    '12 method Other',
    '13 function Top',
  ]);
});

test('containers: Rust impls, traits, modules', async () => {
  const source =
    'pub struct Point { pub x: i32 }\nimpl Point {\n    pub fn norm(&self) -> i32 { self.x }\n}\npub trait Shape {\n    fn area(&self) -> f64;\n}\nmod inner {\n    pub fn helper() {}\n}\n';
  assert.deepEqual(await nesting('rust', source), [
    '1 struct Point',
    '1 field x in struct Point',
    '2 impl Point',
    '3 method norm in impl Point',
    '5 trait Shape',
    '6 method area in trait Shape',
    '8 module inner',
    '9 function helper in module inner',
  ]);
});

test('containers: Java nested classes', async () => {
  const source =
    'package a;\npublic class Outer {\n  private int count;\n  public void run() {}\n  static class Inner {\n    void go() {}\n  }\n}\n';
  assert.deepEqual(await nesting('java', source), [
    '2 class Outer',
    '3 field count in class Outer',
    '4 method run in class Outer',
    '5 class Inner in class Outer',
    '6 method go in class Inner',
  ]);
});

test('containers: C++ namespaces and classes', async () => {
  const source = 'namespace net {\nclass Socket {\n public:\n  int fd;\n  void close();\n};\n}\n';
  assert.deepEqual(await nesting('cpp', source), [
    '1 module net',
    '2 class Socket in module net',
    '4 field fd in class Socket',
    '5 method close in class Socket',
  ]);
  // Defined outside the class, in the same file: under the class its name is qualified by.
  const outside = 'class Buffer {\n public:\n  void clear();\n};\nvoid Buffer::clear() {\n}\nvoid Other::run() {\n}\n';
  assert.deepEqual(await nesting('cpp', outside), [
    '1 class Buffer',
    '3 method clear in class Buffer',
    '5 method clear in class Buffer',
    '7 method run',
  ]);
});

test('containers survive the tag cache; an entry whose container index is out of range is a miss', async () => {
  const dir = tempDir();
  try {
    const tags = await tagsOf('java', 'class Outer {\n  void run() {}\n}\n');
    assert.equal(defList(tags)[1].parent, 0);
    const cache = new TagCache(dir);
    await cache.openPacks(dir);
    cache.remember('v', 'ab'.repeat(20), { tags }, 5000);
    cache.closePacks();
    const again = new TagCache(dir);
    await again.openPacks(dir);
    assert.deepEqual(plainOutcome(again.get('v', 'ab'.repeat(20), 5000)), plainOutcome({ tags }));
    // As a parse worker sends an entry: a container past the definitions, or a definition its own.
    assert.equal(
      outcomeOfEntryText(JSON.stringify({ d: [['run', 'method', 2, 2, 'void run()', 7]], r: [] }), 5000),
      undefined,
    );
    assert.equal(
      outcomeOfEntryText(JSON.stringify({ d: [['run', 'method', 2, 2, 'void run()', 0]], r: [] }), 5000),
      undefined,
      'a definition is not its own container',
    );
    assert.deepEqual(outcomeOfEntryText(entryText({ tags }, 5000)!, 5000), { tags });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
