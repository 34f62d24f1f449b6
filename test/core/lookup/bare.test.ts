import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findReferences } from '../../../src/core/lookup/lookup';
import { bareCallReaches } from '../../../src/core/lookup/bare';
import type { RepoIndex } from '../../../src/core/types';
import { withIndexOf } from '../../helpers/maps';
import { usesOf } from '../../helpers/matrix';

// A bare call (`Helper()`, `fill()`) runs a function of the calling file's own Go package, or in
// Java, C# and Kotlin a member of the caller's own class, of a class it inherits from (through
// several), of its other part (a C# partial class) or of the class a Kotlin extension extends.

test("Go: a bare call means its own package's function, never an imported package's namesake", async () => {
  await withIndexOf(
    {
      'go.mod': 'module example.com/m\n\ngo 1.21\n',
      'a/a.go': 'package a\n\nfunc Helper() int { return 1 }\n',
      'b/b.go': 'package b\n\nfunc Helper() int { return 2 }\n',
      'b/use.go': 'package b\n\nimport "example.com/m/a"\n\nfunc Use() int {\n\treturn Helper() +\n\t\ta.Helper()\n}\n',
    },
    (index) => {
      assert.deepEqual(usesOf(index, 'Helper', 'b/b.go'), ['b/use.go:6 import']);
      assert.deepEqual(usesOf(index, 'Helper', 'a/a.go'), ['b/use.go:7 import']);
      const a = findReferences(index, 'Helper', 'a/a.go').items.filter((hit) => hit.kind !== 'import');
      assert.deepEqual(
        a.map((hit) => hit.kind),
        ['qualified'],
      );
    },
  );
});

test("Java and C#: a bare call means a member of the caller's class, of a base (through two), or of its other part; not an unrelated class's", async () => {
  await withIndexOf(
    {
      'java/src/main/java/p/Store.java': 'package p;\n\npublic class Store {\n  protected void fill() {}\n}\n',
      'java/src/main/java/p/Cache.java': 'package p;\n\npublic class Cache extends Store {\n}\n',
      'java/src/main/java/p/Lru.java': 'package p;\n\npublic class Lru extends Cache {\n  void load() { fill(); }\n}\n',
      'java/src/main/java/p/Tool.java': 'package p;\n\npublic class Tool {\n  public void fill() {}\n}\n',
      'java/src/main/java/p/Worker.java':
        'package p;\n\npublic class Worker extends Thread {\n  void go() { fill(); }\n}\n',
      'cs/Bag.cs': 'namespace Shop {\n  public partial class Bag {\n    public void Fill() {}\n  }\n}\n',
      'cs/Bag.More.cs': 'namespace Shop {\n  public partial class Bag {\n    public void Load() { Fill(); }\n  }\n}\n',
      'cs/Stranger.cs': 'namespace Shop {\n  public class Stranger {\n    public void Go() { Fill(); }\n  }\n}\n',
    },
    (index) => {
      assert.deepEqual(usesOf(index, 'fill', 'java/src/main/java/p/Store.java'), [
        'java/src/main/java/p/Lru.java:4 import',
      ]);
      assert.deepEqual(usesOf(index, 'fill', 'java/src/main/java/p/Tool.java'), []);
      assert.deepEqual(usesOf(index, 'Fill', 'cs/Bag.cs'), ['cs/Bag.More.cs:3 import']);
    },
  );
});

test("Kotlin: a bare call in an extension of the member's class means that member; a top-level function's call, the function", async () => {
  await withIndexOf(
    {
      'src/main/kotlin/shop/Box.kt': 'package shop\n\nclass Box {\n  fun fill() {}\n}\n',
      'src/main/kotlin/shop/Crate.kt': 'package shop\n\nclass Crate {\n  fun fill() {}\n}\n',
      'src/main/kotlin/shop/Ext.kt': 'package shop\n\nfun Box.refill() {\n  fill()\n}\n',
      'src/main/kotlin/shop/Top.kt': 'package shop\n\nfun pack() {\n  fill()\n}\n',
      // An imported top-level function is no class's member; an object's member can be imported.
      'src/main/kotlin/shop/Util.kt': 'package shop\n\nfun helper() {}\n\nobject Tools {\n  fun tidy() {}\n}\n',
      'src/main/kotlin/shop/Box2.kt': 'package shop\n\nclass Box2 {\n  fun helper() {}\n}\n',
      'src/main/kotlin/app/Use.kt': [
        'package app',
        '',
        'import shop.helper',
        'import shop.Box2',
        'import shop.Tools.tidy',
        '',
        'fun use(b: Box2) {',
        '  helper()',
        '  tidy()',
        '}',
        '',
      ].join('\n'),
    },
    (index) => {
      assert.deepEqual(usesOf(index, 'fill', 'src/main/kotlin/shop/Box.kt'), ['src/main/kotlin/shop/Ext.kt:4 import']);
      assert.deepEqual(usesOf(index, 'fill', 'src/main/kotlin/shop/Crate.kt'), []);
      assert.deepEqual(usesOf(index, 'helper', 'src/main/kotlin/shop/Util.kt'), [
        'src/main/kotlin/app/Use.kt:8 import',
      ]);
      assert.deepEqual(usesOf(index, 'helper', 'src/main/kotlin/shop/Box2.kt'), []);
      assert.deepEqual(usesOf(index, 'tidy', 'src/main/kotlin/shop/Util.kt'), ['src/main/kotlin/app/Use.kt:9 import']);
    },
  );
});

test('a bare call of a free definition, or in a language whose bare calls are free, is not decided here', () => {
  const shapes = { member: false, free: true, type: false, called: false };
  const index = {} as RepoIndex;
  assert.equal(bareCallReaches(index, 'jvm', 'f', 'A.kt', 'B.kt', undefined, shapes, false), true);
});
