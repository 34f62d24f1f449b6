import { lines, matrix, GO_MOD, CARGO, JAVA, KT } from '../../helpers/matrix';

// The rules' matrix (test/helpers/matrix.ts), rule 2: scope. A name the using file defines (in Java, C#
// and Kotlin: its own class's member, or a type nested in it) is its own, though an import reaches
// a namesake.
//
// In Go the same holds for the package (its folder's files): a bare call runs its own package's
// function, never an imported package's namesake (the last cell).
//
// In Java, Kotlin and C#, a type of the file's own package (or namespace) wins over an import on
// demand's namesake (`import b.*`, `using Other;`), not over an import that names it
// (`import b.Helper`). C#'s namespaces nest: an enclosing namespace's type is the file's own too.

matrix("a name defined in the using file is its own, not an imported namesake's", [
  {
    language: 'TypeScript',
    files: {
      'util.ts': 'export function helper(): number {\n  return 1;\n}\nexport const ONE = 1;\n',
      'use.ts': "import { helper } from './util';\nexport const one = helper();\n",
      'own.ts': lines(
        "import * as util from './util';",
        'function helper(): number {',
        '  return util.ONE;',
        '}',
        'export const two = helper();',
      ),
    },
    uses: [
      ['helper', 'own.ts', ['own.ts:5 scope']],
      ['helper', 'util.ts', ['use.ts:2 import']],
    ],
  },
  {
    language: 'JavaScript',
    files: {
      'util.js': 'export function helper() {\n  return 1;\n}\nexport const ONE = 1;\n',
      'use.js': "import { helper } from './util.js';\nexport const one = helper();\n",
      'own.js': lines(
        "import * as util from './util.js';",
        'function helper() {',
        '  return util.ONE;',
        '}',
        'export const two = helper();',
      ),
    },
    uses: [
      ['helper', 'own.js', ['own.js:5 scope']],
      ['helper', 'util.js', ['use.js:2 import']],
    ],
  },
  {
    language: 'Python',
    files: {
      'pkg/__init__.py': '',
      'pkg/util.py': 'def helper():\n    return 1\n',
      'pkg/use.py': 'from pkg.util import helper\n\nONE = helper()\n',
      'pkg/own.py': lines('from pkg.util import *', '', '', 'def helper():', '    return 2', '', '', 'TWO = helper()'),
    },
    uses: [
      ['helper', 'pkg/own.py', ['pkg/own.py:8 scope']],
      ['helper', 'pkg/util.py', ['pkg/use.py:3 import']],
    ],
  },
  {
    language: 'Go',
    files: {
      ...GO_MOD,
      'a/a.go': 'package a\n\nconst One = 1\n\nfunc Helper() int { return One }\n',
      'b/own.go': lines(
        'package b',
        '',
        'import "example.com/m/a"',
        '',
        'func Helper() int { return a.One }',
        '',
        'func page() int { return Helper() }',
      ),
      'c/use.go': 'package c\n\nimport "example.com/m/a"\n\nfunc page() int { return a.Helper() }\n',
    },
    uses: [
      ['Helper', 'b/own.go', ['b/own.go:7 scope']],
      ['Helper', 'a/a.go', ['c/use.go:5 import']],
    ],
  },
  {
    language: 'Rust',
    files: {
      ...CARGO,
      'src/lib.rs': 'pub mod util;\npub mod own;\npub mod usage;\n',
      'src/util.rs': 'pub fn helper() -> u32 {\n    1\n}\n',
      'src/usage.rs': 'use crate::util::helper;\n\npub fn one() -> u32 {\n    helper()\n}\n',
      'src/own.rs': lines(
        'use crate::util::*;',
        '',
        'fn helper() -> u32 {',
        '    2',
        '}',
        '',
        'pub fn two() -> u32 {',
        '    helper()',
        '}',
      ),
    },
    uses: [
      ['helper', 'src/own.rs', ['src/own.rs:8 scope']],
      ['helper', 'src/util.rs', ['src/usage.rs:4 import']],
    ],
  },
  {
    language: 'Java',
    files: {
      [`${JAVA}/b/Util.java`]:
        'package b;\n\npublic class Util {\n  public static int helper() {\n    return 1;\n  }\n}\n',
      [`${JAVA}/b/Helper.java`]: 'package b;\n\npublic class Helper {\n}\n',
      [`${JAVA}/a/Own.java`]: lines(
        'package a;',
        '',
        'import static b.Util.*;',
        'import b.*;',
        '',
        'class Own {',
        '  static class Helper {',
        '  }',
        '',
        '  int helper() {',
        '    return 2;',
        '  }',
        '',
        '  Object page() {',
        '    return helper() + new Helper().hashCode();',
        '  }',
        '}',
      ),
      [`${JAVA}/c/Use.java`]: lines(
        'package c;',
        '',
        'import static b.Util.helper;',
        '',
        'class Use {',
        '  int page() {',
        '    return helper();',
        '  }',
        '}',
      ),
    },
    uses: [
      ['helper', `${JAVA}/a/Own.java`, [`${JAVA}/a/Own.java:15 scope`]],
      ['Helper', `${JAVA}/a/Own.java`, [`${JAVA}/a/Own.java:15 scope`]],
      ['helper', `${JAVA}/b/Util.java`, [`${JAVA}/c/Use.java:7 import`]],
      ['Helper', `${JAVA}/b/Helper.java`, []],
    ],
  },
  {
    language: 'C#',
    files: {
      'Other/Util.cs':
        'namespace Other {\n  public static class Util {\n    public static int Helper() { return 1; }\n  }\n}\n',
      'Shop/Own.cs': lines(
        'using static Other.Util;',
        '',
        'namespace Shop {',
        '  class Own {',
        '    int Helper() { return 2; }',
        '    int Page() { return Helper(); }',
        '  }',
        '}',
      ),
      'App/Use.cs': lines(
        'using static Other.Util;',
        '',
        'namespace App {',
        '  class Use {',
        '    int Page() { return Helper(); }',
        '  }',
        '}',
      ),
    },
    uses: [
      ['Helper', 'Shop/Own.cs', ['Shop/Own.cs:6 scope']],
      ['Helper', 'Other/Util.cs', ['App/Use.cs:5 import']],
    ],
  },
  {
    language: 'Kotlin',
    files: {
      [`${KT}/other/Helper.kt`]: 'package other\n\nfun helper(): Int = 2\n',
      [`${KT}/shop/Own.kt`]: lines(
        'package shop',
        '',
        'import other.*',
        '',
        'fun helper(): Int = 1',
        '',
        'fun page(): Int = helper()',
      ),
      [`${KT}/shop/Tool.kt`]: lines(
        'package shop',
        '',
        'class Tool {',
        '  fun fill() {}',
        '',
        '  fun run() {',
        '    fill()',
        '  }',
        '}',
      ),
      [`${KT}/shop/Box.kt`]: 'package shop\n\nclass Box {\n  fun fill() {}\n}\n',
      [`${KT}/app/Use.kt`]: 'package app\n\nimport other.helper\n\nfun page(): Int = helper()\n',
    },
    uses: [
      ['helper', `${KT}/shop/Own.kt`, [`${KT}/shop/Own.kt:7 scope`]],
      ['helper', `${KT}/other/Helper.kt`, [`${KT}/app/Use.kt:5 import`]],
      ['fill', `${KT}/shop/Tool.kt`, [`${KT}/shop/Tool.kt:7 scope`]],
      ['fill', `${KT}/shop/Box.kt`, []],
    ],
  },
  {
    language: 'Go (package)',
    files: {
      ...GO_MOD,
      'a/a.go': 'package a\n\nfunc Helper() int { return 1 }\n',
      'b/b.go': 'package b\n\nfunc Helper() int { return 2 }\n',
      'b/use.go': lines(
        'package b',
        '',
        'import "example.com/m/a"',
        '',
        'func Use() int { return Helper() }',
        '',
        'func Other() int { return a.Helper() }',
      ),
    },
    uses: [
      ['Helper', 'b/b.go', ['b/use.go:5 import']],
      ['Helper', 'a/a.go', ['b/use.go:7 import']],
    ],
  },
  {
    language: 'Java (package)',
    files: {
      [`${JAVA}/a/Helper.java`]: 'package a;\n\npublic class Helper {}\n',
      [`${JAVA}/b/Helper.java`]: 'package b;\n\npublic class Helper {}\n',
      [`${JAVA}/a/Use.java`]: 'package a;\n\nimport b.*;\n\nclass Use {\n  Object h = new Helper();\n}\n',
      [`${JAVA}/c/Named.java`]: 'package c;\n\nimport b.Helper;\n\nclass Named {\n  Object h = new Helper();\n}\n',
    },
    uses: [
      ['Helper', `${JAVA}/a/Helper.java`, [`${JAVA}/a/Use.java:6 import`]],
      ['Helper', `${JAVA}/b/Helper.java`, [`${JAVA}/c/Named.java:6 import`]],
    ],
  },
  {
    language: 'Kotlin (package)',
    files: {
      [`${KT}/a/Helper.kt`]: 'package a\n\nclass Helper\n',
      [`${KT}/b/Helper.kt`]: 'package b\n\nclass Helper\n',
      [`${KT}/a/Use.kt`]: 'package a\n\nimport b.*\n\nfun use() = Helper()\n',
    },
    uses: [
      ['Helper', `${KT}/a/Helper.kt`, [`${KT}/a/Use.kt:5 import`]],
      ['Helper', `${KT}/b/Helper.kt`, []],
    ],
  },
  {
    language: 'C# (namespace)',
    files: {
      'Shop/Helper.cs': 'namespace Shop {\n  public class Helper {}\n}\n',
      'Other/Helper.cs': 'namespace Other {\n  public class Helper {}\n}\n',
      'Web/Use.cs': 'using Other;\n\nnamespace Shop {\n  class Use {\n    object h = new Helper();\n  }\n}\n',
      'Web/Far.cs': 'using Other;\n\nnamespace Far {\n  class Far {\n    object h = new Helper();\n  }\n}\n',
    },
    uses: [
      ['Helper', 'Shop/Helper.cs', ['Web/Use.cs:5 import']],
      ['Helper', 'Other/Helper.cs', ['Web/Far.cs:5 import']],
    ],
  },
  {
    // Namespaces nest: `namespace Shop.Web` sees Shop's types before a `using`'s.
    language: 'C# (enclosing namespace)',
    files: {
      'Shop/Helper.cs': 'namespace Shop {\n  public class Helper {}\n}\n',
      'Other/Helper.cs': 'namespace Other {\n  public class Helper {}\n}\n',
      'Web/Use.cs': 'using Other;\n\nnamespace Shop.Web {\n  class Use {\n    object h = new Helper();\n  }\n}\n',
      'Web/Far.cs': 'using Other;\n\nnamespace Shopping.Web;\n\nclass Far {\n  object h = new Helper();\n}\n',
    },
    uses: [
      ['Helper', 'Shop/Helper.cs', ['Web/Use.cs:5 import']],
      ['Helper', 'Other/Helper.cs', ['Web/Far.cs:6 import']],
    ],
  },
]);
