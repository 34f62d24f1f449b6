import { lines, matrix, GO_MOD, CARGO, JAVA, KT } from '../../helpers/matrix';

// The rules' matrix (test/helpers/matrix.ts), rule 1: a use's shape. A call through a receiver means
// members; a bare call free functions.
//
// Java and C# have no free functions: the free namesake of a method there is a type of its name;
// their bare calls (and Kotlin's) run a member of the caller's class or of one it inherits from,
// never an unrelated class's (the last matrix).
// Kotlin imports a top-level function, or an object's member, by name, never a class's member.

matrix('x.m() is linked to members named m, never to a free function (or type) of the name', [
  {
    language: 'TypeScript',
    files: {
      'util.ts': 'export function helper(): number {\n  return 1;\n}\n',
      'box.ts': 'export class Box {\n  helper(): number {\n    return 2;\n  }\n}\n',
      'use.ts': lines(
        "import { helper } from './util';",
        "import { Box } from './box';",
        'export function f(b: any): number {',
        '  return b.helper();',
        '}',
      ),
    },
    uses: [
      ['helper', 'box.ts', ['use.ts:4 import']],
      ['helper', 'util.ts', []],
    ],
  },
  {
    language: 'JavaScript',
    files: {
      'util.js': 'export function helper() {\n  return 1;\n}\n',
      'box.js': 'export class Box {\n  helper() {\n    return 2;\n  }\n}\n',
      'use.js': lines(
        "import { helper } from './util.js';",
        "import { Box } from './box.js';",
        'export function f(b) {',
        '  return b.helper();',
        '}',
      ),
    },
    uses: [
      ['helper', 'box.js', ['use.js:4 import']],
      ['helper', 'util.js', []],
    ],
  },
  {
    language: 'Python',
    files: {
      'pkg/__init__.py': '',
      'pkg/util.py': 'def helper():\n    return 1\n',
      'pkg/box.py': 'class Box:\n    def helper(self):\n        return 2\n',
      'pkg/use.py': lines(
        'from pkg.util import helper',
        'from pkg.box import Box',
        '',
        '',
        'def f(b):',
        '    return b.helper()',
      ),
    },
    uses: [
      ['helper', 'pkg/box.py', ['pkg/use.py:6 import']],
      ['helper', 'pkg/util.py', []],
    ],
  },
  {
    language: 'Go',
    files: {
      ...GO_MOD,
      'a/util.go': 'package a\n\nfunc helper() int { return 1 }\n',
      'a/box.go': 'package a\n\ntype Box struct{}\n\nfunc (b Box) helper() int { return 2 }\n',
      'a/use.go': lines('package a', '', 'func f(make func() Box) int {', '\tb := make()', '\treturn b.helper()', '}'),
    },
    uses: [
      ['helper', 'a/box.go', ['a/use.go:5 import']],
      ['helper', 'a/util.go', []],
    ],
  },
  {
    language: 'Rust',
    files: {
      ...CARGO,
      'src/lib.rs': 'pub mod util;\npub mod shapes;\npub mod usage;\n',
      'src/util.rs': 'pub fn helper() -> u32 {\n    1\n}\n',
      'src/shapes.rs': 'pub struct Shape;\nimpl Shape {\n    pub fn helper(&self) -> u32 {\n        2\n    }\n}\n',
      'src/usage.rs': lines(
        'use crate::shapes::Shape;',
        'use crate::util::helper;',
        '',
        'pub fn f<T>(make: impl Fn() -> T) -> u32 {',
        '    let b = make();',
        '    b.helper()',
        '}',
      ),
    },
    uses: [
      ['helper', 'src/shapes.rs', ['src/usage.rs:6 import']],
      ['helper', 'src/util.rs', []],
    ],
  },
  {
    language: 'Java',
    files: {
      [`${JAVA}/a/Render.java`]: 'package a;\n\npublic class Render {\n}\n',
      [`${JAVA}/a/Page.java`]: 'package a;\n\npublic class Page {\n  public void Render() {}\n}\n',
      [`${JAVA}/b/Use.java`]: lines(
        'package b;',
        '',
        'import a.*;',
        '',
        'class Use {',
        '  void f(Ext e) {',
        '    e.Render();',
        '  }',
        '}',
      ),
    },
    uses: [
      ['Render', `${JAVA}/a/Page.java`, [`${JAVA}/b/Use.java:7 import`]],
      ['Render', `${JAVA}/a/Render.java`, []],
    ],
  },
  {
    language: 'C#',
    files: {
      'Shop/Render.cs': 'namespace Shop {\n  public class Render {\n  }\n}\n',
      'Shop/Page.cs': 'namespace Shop {\n  public class Page {\n    public void Render() {}\n  }\n}\n',
      'App/Use.cs': lines(
        'using Shop;',
        '',
        'namespace App {',
        '  class Use {',
        '    void F(Ext e) {',
        '      e.Render();',
        '    }',
        '  }',
        '}',
      ),
    },
    uses: [
      ['Render', 'Shop/Page.cs', ['App/Use.cs:6 import']],
      ['Render', 'Shop/Render.cs', []],
    ],
  },
  {
    language: 'Kotlin',
    files: {
      [`${KT}/shop/Util.kt`]: 'package shop\n\nfun helper(): Int = 1\n',
      [`${KT}/shop/Box.kt`]: 'package shop\n\nclass Box {\n  fun helper(): Int = 2\n}\n',
      [`${KT}/shop/Use.kt`]: lines(
        'package shop',
        '',
        'fun f(make: () -> Any): Int {',
        '  val b = make()',
        '  return b.helper()',
        '}',
      ),
    },
    uses: [
      ['helper', `${KT}/shop/Box.kt`, [`${KT}/shop/Use.kt:5 import`]],
      ['helper', `${KT}/shop/Util.kt`, []],
    ],
  },
]);

matrix('a bare m() is linked to free functions, never to a member of the name', [
  {
    language: 'TypeScript',
    files: {
      'util.ts': 'export function helper(): number {\n  return 1;\n}\n',
      'box.ts': 'export class Box {\n  helper(): number {\n    return 2;\n  }\n}\n',
      'use.ts': lines(
        "import { helper } from './util';",
        "import { Box } from './box';",
        'export function f(): number {',
        '  return helper();',
        '}',
      ),
    },
    uses: [
      ['helper', 'util.ts', ['use.ts:4 import']],
      ['helper', 'box.ts', []],
    ],
  },
  {
    language: 'JavaScript',
    files: {
      'util.js': 'export function helper() {\n  return 1;\n}\n',
      'box.js': 'export class Box {\n  helper() {\n    return 2;\n  }\n}\n',
      'use.js': lines(
        "import { helper } from './util.js';",
        "import { Box } from './box.js';",
        'export function f() {',
        '  return helper();',
        '}',
      ),
    },
    uses: [
      ['helper', 'util.js', ['use.js:4 import']],
      ['helper', 'box.js', []],
    ],
  },
  {
    language: 'Python',
    files: {
      'pkg/__init__.py': '',
      'pkg/util.py': 'def helper():\n    return 1\n',
      'pkg/box.py': 'class Box:\n    def helper(self):\n        return 2\n',
      'pkg/use.py': lines(
        'from pkg.util import helper',
        'from pkg.box import Box',
        '',
        '',
        'def f():',
        '    return helper()',
      ),
    },
    uses: [
      ['helper', 'pkg/util.py', ['pkg/use.py:6 import']],
      ['helper', 'pkg/box.py', []],
    ],
  },
  {
    language: 'Go',
    files: {
      ...GO_MOD,
      'a/util.go': 'package a\n\nfunc helper() int { return 1 }\n',
      'a/box.go': 'package a\n\ntype Box struct{}\n\nfunc (b Box) helper() int { return 2 }\n',
      'a/use.go': 'package a\n\nfunc f() int {\n\treturn helper()\n}\n',
    },
    uses: [
      ['helper', 'a/util.go', ['a/use.go:4 import']],
      ['helper', 'a/box.go', []],
    ],
  },
  {
    language: 'Rust',
    files: {
      ...CARGO,
      'src/lib.rs': 'pub mod util;\npub mod shapes;\npub mod usage;\n',
      'src/util.rs': 'pub fn helper() -> u32 {\n    1\n}\n',
      'src/shapes.rs': 'pub struct Shape;\nimpl Shape {\n    pub fn helper(&self) -> u32 {\n        2\n    }\n}\n',
      'src/usage.rs': lines(
        'use crate::shapes::Shape;',
        'use crate::util::helper;',
        '',
        'pub fn f() -> u32 {',
        '    helper()',
        '}',
      ),
    },
    uses: [
      ['helper', 'src/util.rs', ['src/usage.rs:5 import']],
      ['helper', 'src/shapes.rs', []],
    ],
  },
  {
    language: 'Kotlin',
    files: {
      [`${KT}/shop/Util.kt`]: 'package shop\n\nfun helper() = 1\n',
      [`${KT}/shop/Box.kt`]: 'package shop\n\nclass Box {\n  fun helper() = 2\n}\n',
      [`${KT}/app/Use.kt`]: lines(
        'package app',
        '',
        'import shop.Box',
        'import shop.helper',
        '',
        'fun f(b: Box) = helper() + b.helper()',
      ),
    },
    uses: [
      ['helper', `${KT}/shop/Util.kt`, [`${KT}/app/Use.kt:6 import`]],
      ['helper', `${KT}/shop/Box.kt`, [`${KT}/app/Use.kt:6 type`]],
    ],
  },
]);

matrix(
  "a bare m() in Java, C# and Kotlin is linked to a member of the caller's class or of a base, never an unrelated class's",
  [
    {
      language: 'Java',
      files: {
        [`${JAVA}/p/Store.java`]: 'package p;\n\npublic class Store {\n  protected void fill() {}\n}\n',
        [`${JAVA}/p/Tool.java`]: 'package p;\n\npublic class Tool {\n  public void fill() {}\n}\n',
        [`${JAVA}/p/Cache.java`]: 'package p;\n\npublic class Cache extends Store {\n  void load() { fill(); }\n}\n',
      },
      uses: [
        ['fill', `${JAVA}/p/Store.java`, [`${JAVA}/p/Cache.java:4 import`]],
        ['fill', `${JAVA}/p/Tool.java`, []],
      ],
    },
    {
      language: 'C#',
      files: {
        'Shop/Store.cs': 'namespace Shop {\n  public class Store {\n    protected void Fill() {}\n  }\n}\n',
        'Shop/Tool.cs': 'namespace Shop {\n  public class Tool {\n    public void Fill() {}\n  }\n}\n',
        'Shop/Cache.cs': 'namespace Shop {\n  public class Cache : Store {\n    void Load() { Fill(); }\n  }\n}\n',
      },
      uses: [
        ['Fill', 'Shop/Store.cs', ['Shop/Cache.cs:3 import']],
        ['Fill', 'Shop/Tool.cs', []],
      ],
    },
    {
      language: 'Kotlin',
      files: {
        [`${KT}/shop/Store.kt`]: 'package shop\n\nopen class Store {\n  fun fill() {}\n}\n',
        [`${KT}/shop/Tool.kt`]: 'package shop\n\nclass Tool {\n  fun fill() {}\n}\n',
        [`${KT}/shop/Cache.kt`]: 'package shop\n\nclass Cache : Store() {\n  fun load() {\n    fill()\n  }\n}\n',
      },
      uses: [
        ['fill', `${KT}/shop/Store.kt`, [`${KT}/shop/Cache.kt:5 import`]],
        ['fill', `${KT}/shop/Tool.kt`, []],
      ],
    },
  ],
);
