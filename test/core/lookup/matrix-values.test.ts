import { lines, matrix, CARGO, GO_MOD, JAVA, KT } from '../../helpers/matrix';

// The rules' matrix (test/helpers/matrix.ts), rule 5: a function or constant passed (`map(clamp)`),
// assigned, returned or read (`[MAX]`) is a use; a parameter of its name is not. Kotlin's cell is a
// function reference (`::clamp`) only.
//
// Java's and C#'s cells are a static member read or passed through its class (`Limits.MAX`,
// `Limits::clamp`, the method group `Limits.Clamp`): that class's, not a namesake class's.
//
// Rust's cell is a name a `use` imports (`use crate::limits::{clamp, MAX}`, `use crate::limits::MAX`)
// read bare, and one read through a module the file imports (`limits::clamp`, `limits::MAX`); a
// parameter of its name (`clamp`, though the file imports `clamp` too) is not.
//
// Left out: a constant read bare in Kotlin, Java (`MAX` through `import static`) and C#; in Rust, a
// name read through a longer path (`crate::limits::MAX`), which is not linked.

matrix('a function or constant passed, assigned, returned or read is a use', [
  {
    language: 'TypeScript',
    files: {
      'limits.ts': 'export const MAX = 8;\nexport function clamp(n: number): number {\n  return n;\n}\n',
      'use.ts': lines(
        "import { MAX, clamp } from './limits';",
        'export const sizes = [MAX].map(clamp);',
        'export const pick = clamp;',
        'export function get(): (n: number) => number {',
        '  return clamp;',
        '}',
      ),
      'other.ts': 'export function other(MAX: number, clamp: unknown): unknown[] {\n  return [MAX, clamp];\n}\n',
    },
    uses: [
      ['MAX', 'limits.ts', ['use.ts:2 import']],
      ['clamp', 'limits.ts', ['use.ts:2 import', 'use.ts:3 import', 'use.ts:5 import']],
    ],
  },
  {
    language: 'JavaScript',
    files: {
      'limits.js': 'export const MAX = 8;\nexport function clamp(n) {\n  return n;\n}\n',
      'use.js': lines(
        "import { MAX, clamp } from './limits.js';",
        'export const sizes = [MAX].map(clamp);',
        'export const pick = clamp;',
        'export function get() {',
        '  return clamp;',
        '}',
      ),
      'other.js': 'export function other(MAX, clamp) {\n  return [MAX, clamp];\n}\n',
    },
    uses: [
      ['MAX', 'limits.js', ['use.js:2 import']],
      ['clamp', 'limits.js', ['use.js:2 import', 'use.js:3 import', 'use.js:5 import']],
    ],
  },
  {
    language: 'Python',
    files: {
      'pkg/__init__.py': '',
      'pkg/limits.py': 'MAX = 8\n\n\ndef clamp(n):\n    return n\n',
      'pkg/use.py': lines(
        'from pkg.limits import MAX, clamp',
        '',
        'SIZES = list(map(clamp, [MAX]))',
        'PICK = clamp',
        '',
        '',
        'def get():',
        '    return clamp',
      ),
      'pkg/other.py': 'def other(MAX, clamp):\n    return [MAX, clamp]\n',
    },
    uses: [
      ['MAX', 'pkg/limits.py', ['pkg/use.py:3 import']],
      ['clamp', 'pkg/limits.py', ['pkg/use.py:3 import', 'pkg/use.py:4 import', 'pkg/use.py:8 import']],
    ],
  },
  {
    language: 'Go',
    files: {
      ...GO_MOD,
      'limits/limits.go': 'package limits\n\nconst Max = 8\n\nfunc Clamp(n int) int { return n }\n',
      'limits/table.go': 'package limits\n\nvar table = []int{Max}\n\nvar pick = Clamp\n',
      'cmd/main.go': lines(
        'package main',
        '',
        'import "example.com/m/limits"',
        '',
        'func apply(f func(int) int) int { return f(limits.Max) }',
        '',
        'func get() func(int) int {',
        '\tapply(limits.Clamp)',
        '\treturn limits.Clamp',
        '}',
      ),
      'other/other.go':
        'package other\n\nfunc Other(Max int, Clamp func(int) int) []any {\n\treturn []any{Max, Clamp}\n}\n',
    },
    uses: [
      ['Max', 'limits/limits.go', ['cmd/main.go:5 import', 'limits/table.go:3 import']],
      ['Clamp', 'limits/limits.go', ['cmd/main.go:8 import', 'cmd/main.go:9 import', 'limits/table.go:5 import']],
    ],
  },
  {
    language: 'Rust',
    files: {
      ...CARGO,
      'src/lib.rs': 'pub mod limits;\npub mod other;\npub mod single;\npub mod usage;\n',
      'src/single.rs': 'use crate::limits::MAX;\n\npub fn one() -> u32 {\n    MAX\n}\n',
      'src/limits.rs': 'pub const MAX: u32 = 8;\n\npub fn clamp(n: u32) -> u32 {\n    n\n}\n',
      'src/usage.rs': lines(
        'use crate::limits;',
        'use crate::limits::{clamp, MAX};',
        '',
        'pub fn sizes() -> Vec<u32> {',
        '    [MAX].iter().copied().map(clamp).collect()',
        '}',
        '',
        'pub fn pick() -> fn(u32) -> u32 {',
        '    let f = clamp;',
        '    f',
        '}',
        '',
        'pub fn through() -> Vec<u32> {',
        '    [limits::MAX].iter().copied().map(limits::clamp).collect()',
        '}',
      ),
      'src/other.rs': lines(
        'use crate::limits::{self, clamp};',
        '',
        'pub fn wrap() -> (u32, fn(u32) -> u32) {',
        '    (limits::MAX, clamp)',
        '}',
        '',
        'pub fn other(MAX: u32, clamp: fn(u32) -> u32) -> Vec<u32> {',
        '    [MAX].iter().copied().map(clamp).collect()',
        '}',
      ),
    },
    uses: [
      [
        'MAX',
        'src/limits.rs',
        ['src/other.rs:4 import', 'src/single.rs:4 import', 'src/usage.rs:5 import', 'src/usage.rs:14 import'],
      ],
      [
        'clamp',
        'src/limits.rs',
        ['src/other.rs:4 import', 'src/usage.rs:5 import', 'src/usage.rs:9 import', 'src/usage.rs:14 import'],
      ],
    ],
  },
  {
    language: 'Kotlin',
    files: {
      [`${KT}/shop/Limits.kt`]: 'package shop\n\nfun clamp(n: Int): Int = n\n',
      [`${KT}/other/Other.kt`]: 'package other\n\nfun clamp(n: Int): Int = n\n',
      [`${KT}/app/Use.kt`]: lines(
        'package app',
        '',
        'import shop.clamp',
        '',
        'fun sizes(): List<Int> = listOf(8).map(::clamp)',
        '',
        'val pick: (Int) -> Int = ::clamp',
      ),
    },
    uses: [
      ['clamp', `${KT}/shop/Limits.kt`, [`${KT}/app/Use.kt:5 import`, `${KT}/app/Use.kt:7 import`]],
      ['clamp', `${KT}/other/Other.kt`, []],
    ],
  },
  {
    language: 'Java',
    files: {
      [`${JAVA}/p/Limits.java`]:
        'package p;\n\npublic class Limits {\n  public static final int MAX = 8;\n  public static int clamp(int n) { return n; }\n}\n',
      [`${JAVA}/p/Other.java`]:
        'package p;\n\npublic class Other {\n  public static final int MAX = 9;\n  public static int clamp(int n) { return n; }\n}\n',
      [`${JAVA}/p/Use.java`]: lines(
        'package p;',
        '',
        'import java.util.List;',
        '',
        'class Use {',
        '  List<Integer> sizes(List<Integer> xs) {',
        '    return xs.stream().map(Limits::clamp).toList();',
        '  }',
        '  int max() {',
        '    return Limits.MAX;',
        '  }',
        '}',
      ),
    },
    uses: [
      ['clamp', `${JAVA}/p/Limits.java`, [`${JAVA}/p/Use.java:7 type`]],
      ['clamp', `${JAVA}/p/Other.java`, []],
      ['MAX', `${JAVA}/p/Limits.java`, [`${JAVA}/p/Use.java:10 type`]],
      ['MAX', `${JAVA}/p/Other.java`, []],
    ],
  },
  {
    language: 'C#',
    files: {
      'Shop/Limits.cs':
        'namespace Shop {\n  public static class Limits {\n    public const int Max = 8;\n    public static int Clamp(int n) { return n; }\n  }\n}\n',
      'Shop/Other.cs':
        'namespace Shop {\n  public static class Other {\n    public const int Max = 9;\n    public static int Clamp(int n) { return n; }\n  }\n}\n',
      'Shop/Use.cs': lines(
        'using System;',
        '',
        'namespace Shop {',
        '  class Use {',
        '    Func<int, int> pick = Limits.Clamp;',
        '    int max = Limits.Max;',
        '  }',
        '}',
      ),
    },
    uses: [
      ['Clamp', 'Shop/Limits.cs', ['Shop/Use.cs:5 type']],
      ['Clamp', 'Shop/Other.cs', []],
      ['Max', 'Shop/Limits.cs', ['Shop/Use.cs:6 type']],
      ['Max', 'Shop/Other.cs', []],
    ],
  },
]);
