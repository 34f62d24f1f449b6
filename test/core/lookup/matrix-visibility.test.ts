import { lines, matrix, GO_MOD, CARGO, JAVA, KT } from '../../helpers/matrix';

// The rules' matrix (test/helpers/matrix.ts), rule 3: visibility. TypeScript has two cells: a
// `private` member, and a function its ES module does not export; JavaScript the latter.

matrix('a definition the using file cannot see is never linked from it', [
  {
    language: 'TypeScript (not exported)',
    files: {
      'b/hidden.ts': lines('function helper(): number {', '  return 1;', '}', 'export const two = helper() + 1;'),
      'b/shown.ts': 'export function helper(): number {\n  return 2;\n}\n',
      'c/use.ts': lines(
        "import { two } from '../b/hidden';",
        "import { helper } from '../b/shown';",
        'export const guess = helper() + two;',
      ),
    },
    uses: [
      ['helper', 'b/hidden.ts', ['b/hidden.ts:4 scope']],
      ['helper', 'b/shown.ts', ['c/use.ts:3 import']],
    ],
  },
  {
    language: 'JavaScript (not exported)',
    files: {
      'b/hidden.js': lines('function helper() {', '  return 1;', '}', 'export const two = helper() + 1;'),
      'b/shown.js': 'export function helper() {\n  return 2;\n}\n',
      'c/use.js': lines(
        "import { two } from '../b/hidden.js';",
        "import { helper } from '../b/shown.js';",
        'export const guess = helper() + two;',
      ),
    },
    uses: [
      ['helper', 'b/hidden.js', ['b/hidden.js:4 scope']],
      ['helper', 'b/shown.js', ['c/use.js:3 import']],
    ],
  },
  {
    language: 'TypeScript',
    files: {
      'vault.ts': lines(
        'export class Vault {',
        '  private fill(): void {}',
        '  run(): void {',
        '    this.fill();',
        '  }',
        '}',
      ),
      'bag.ts': 'export class Bag {\n  fill(): void {}\n}\n',
      'use.ts': lines(
        "import { Vault } from './vault';",
        "import { Bag } from './bag';",
        'export function f(x: any): void {',
        '  x.fill();',
        '}',
      ),
    },
    uses: [
      ['fill', 'bag.ts', ['use.ts:4 import']],
      ['fill', 'vault.ts', ['vault.ts:4 scope']],
    ],
  },
  {
    language: 'Python',
    files: {
      'pkg/__init__.py': '',
      'pkg/mod.py': 'def _helper():\n    return 1\n',
      'pkg/imp.py': 'from pkg.mod import _helper\n\n\ndef f():\n    return _helper()\n',
      'pkg/other.py': 'def g():\n    return _helper()\n',
      'pkg/listed.py': "__all__ = ['shown']\n\n\ndef shown():\n    return 1\n\n\ndef kept():\n    return 2\n",
      'pkg/module.py': 'from pkg import listed\n\n\ndef m():\n    return listed.kept()\n',
      // A star import may bring any name a module lists in `__all__` (here, through pkg.other).
      'pkg/blind.py': 'from pkg.other import *\n\n\ndef b():\n    return kept() + shown()\n',
    },
    uses: [
      ['_helper', 'pkg/mod.py', ['pkg/imp.py:5 import']],
      ['kept', 'pkg/listed.py', ['pkg/module.py:5 import']],
      ['shown', 'pkg/listed.py', ['pkg/blind.py:5 name']],
    ],
  },
  {
    language: 'Go',
    files: {
      ...GO_MOD,
      'a/util.go': 'package a\n\nfunc helper() int { return 1 }\n',
      'a/more.go': 'package a\n\nfunc More() int { return helper() }\n',
      'b/use.go': 'package b\n\nfunc Use() int { return helper() }\n',
    },
    uses: [['helper', 'a/util.go', ['a/more.go:3 import']]],
  },
  {
    language: 'Rust',
    files: {
      ...CARGO,
      'src/lib.rs': 'mod walk;\nmod other;\n',
      'src/walk.rs': 'mod inner;\n\nfn step() -> u8 {\n    1\n}\n',
      'src/walk/inner.rs': 'fn deeper() -> u8 {\n    step()\n}\n',
      'src/other.rs': 'fn elsewhere() -> u8 {\n    step()\n}\n',
    },
    uses: [['step', 'src/walk.rs', ['src/walk/inner.rs:2 name']]],
  },
  {
    language: 'Java',
    files: {
      [`${JAVA}/a/Vault.java`]: lines(
        'package a;',
        '',
        'public class Vault {',
        '  private void fill() {}',
        '',
        '  void run() {',
        '    fill();',
        '  }',
        '}',
      ),
      [`${JAVA}/a/Bag.java`]: 'package a;\n\npublic class Bag {\n  public void fill() {}\n}\n',
      [`${JAVA}/b/Use.java`]: lines(
        'package b;',
        '',
        'import a.Bag;',
        'import a.Vault;',
        '',
        'class Use {',
        '  void f(Ext e) {',
        '    e.fill();',
        '  }',
        '}',
      ),
    },
    uses: [
      ['fill', `${JAVA}/a/Bag.java`, [`${JAVA}/b/Use.java:8 import`]],
      ['fill', `${JAVA}/a/Vault.java`, [`${JAVA}/a/Vault.java:7 scope`]],
    ],
  },
  {
    // A member without an access modifier is private.
    language: 'C#',
    files: {
      'Shop/Vault.cs':
        'namespace Shop {\n  public class Vault {\n    void Fill() {}\n    public void Run() { Fill(); }\n  }\n}\n',
      'Shop/Bag.cs': 'namespace Shop {\n  public class Bag {\n    public void Fill() {}\n  }\n}\n',
      'App/Use.cs': lines(
        'using Shop;',
        '',
        'namespace App {',
        '  class Use {',
        '    void F(Ext e) {',
        '      e.Fill();',
        '    }',
        '  }',
        '}',
      ),
    },
    uses: [
      ['Fill', 'Shop/Bag.cs', ['App/Use.cs:6 import']],
      ['Fill', 'Shop/Vault.cs', ['Shop/Vault.cs:4 scope']],
    ],
  },
  {
    language: 'Kotlin',
    files: {
      [`${KT}/shop/A.kt`]: 'package shop\n\nprivate fun helper(): Int = 1\n\nfun api(): Int = helper()\n',
      [`${KT}/shop/B.kt`]: 'package shop\n\nfun helper(): Int = 2\n',
      [`${KT}/shop/Use.kt`]: 'package shop\n\nfun use(): Int = helper()\n',
    },
    uses: [
      ['helper', `${KT}/shop/B.kt`, [`${KT}/shop/Use.kt:3 import`]],
      ['helper', `${KT}/shop/A.kt`, [`${KT}/shop/A.kt:5 scope`]],
    ],
  },
]);
