import { test } from 'node:test';
import assert from 'node:assert/strict';
import { outsideName } from '../../../src/core/lookup/outside';
import { withIndexOf } from '../../helpers/maps';
import { lines, usesOf } from '../../helpers/matrix';

// A Python module names only what it defines, imports or takes with a star import: a bare name it
// neither defines nor imports (sample code in a test's data), or one it imports from a module
// outside the repository, is no use of the repository's definition.

test("Python: a bare name a module neither defines nor imports, or imports from outside the repository, is not the repository's", async () => {
  await withIndexOf(
    {
      'pkg/__init__.py': '',
      'pkg/node.py': 'class Node:\n    pass\n',
      'pkg/use.py': lines('from pkg.node import Node', '', 'ROOT = Node()'),
      'pkg/star.py': lines('from pkg.node import *', '', 'ROOT = Node()'),
      'pkg/reexport.py': lines('from pkg.node import Node', '', 'ROOTS = [Node()]'),
      'pkg/ranges.py': lines('from pkg.reexport import Node', '', '', 'def first(n: Node):', '    return n'),
      'tests/data/case.py': lines('def build(x):', '    return Node(x)'),
      'tests/optional.py': lines('from _pytest.nodes import Node', '', '', 'def first(n: Node):', '    return n'),
    },
    (index) => {
      // pkg/ranges.py takes Node from a module of the repository that imports it: linked by name.
      assert.deepEqual(usesOf(index, 'Node', 'pkg/node.py'), [
        'pkg/reexport.py:3 import',
        'pkg/star.py:3 import',
        'pkg/use.py:3 import',
        'pkg/ranges.py:4 name',
      ]);
      assert.equal(outsideName(index, 'tests/data/case.py', 'Node')('call'), true);
      assert.equal(outsideName(index, 'tests/optional.py', 'Node')('type'), true);
      assert.equal(outsideName(index, 'pkg/star.py', 'Node')('call'), false);
      // A call through a receiver is not a bare name: its type decides (see ./typed).
      assert.equal(outsideName(index, 'tests/data/case.py', 'Node')('method'), false);
    },
  );
});

test("Python: a call through a module outside the repository (`sys.stdin.read()`, `os.replace()`) is not the repository's", async () => {
  await withIndexOf(
    {
      'pkg/__init__.py': '',
      'pkg/cache.py': lines(
        'class Cache:',
        '    def read(self):',
        '        pass',
        '',
        '    def replace(self, new):',
        '        pass',
      ),
      'pkg/main.py': lines(
        'import os',
        'import sys',
        'from os import path',
        'import numpy as np',
        'from pkg import cache',
        '',
        '',
        'def run(c: cache.Cache):',
        '    sys.stdin.read()',
        '    os.replace("a", "b")',
        '    path.replace("c")',
        '    np.read()',
        '    cache.read()',
      ),
    },
    (index) => {
      // numpy's alias is bound by no import of that name: nothing is known of it. cache is the
      // repository's own module.
      assert.deepEqual(usesOf(index, 'read', 'pkg/cache.py'), ['pkg/main.py:12 import', 'pkg/main.py:13 import']);
      assert.deepEqual(usesOf(index, 'replace', 'pkg/cache.py'), []);
    },
  );
});

test("JavaScript, TypeScript: a name a module imports from a package only is the package's, not the repository's; from a path or one of the repository's packages it may be", async () => {
  await withIndexOf(
    {
      'src/cookie.ts': 'export const parse = (text: string) => text.split(";");\n',
      'src/use.ts': lines("import { parse } from './cookie';", 'export const a = parse("x");'),
      'bench/fast-querystring.mts': lines(
        "import { parse } from 'fast-querystring';",
        '',
        'export const b = parse("y");',
      ),
      'bench/many.mts': lines(
        'import {',
        '  Suite,',
        '  parse,',
        "} from 'node-html-parser';",
        "import { render } from './render';",
        'export const c = parse(render());',
      ),
      'bench/render.ts': 'export const render = () => "<p/>";\n',
      'packages/ui/index.js': 'export const parse = (x) => x;\n',
      'apps/web.js': lines("import { parse } from '@acme/ui';", 'export const d = parse(1);'),
      'apps/alias.js': lines("import { parse } from '@/lib/cookie';", 'export const e = parse(2);'),
    },
    (index) => {
      assert.deepEqual(usesOf(index, 'parse', 'src/cookie.ts'), [
        'src/use.ts:2 import',
        'apps/alias.js:2 name',
        'apps/web.js:2 name',
      ]);
      assert.equal(outsideName(index, 'bench/fast-querystring.mts', 'parse')('call'), true);
      assert.equal(outsideName(index, 'bench/fast-querystring.mts', 'parse')('import'), true);
      assert.equal(outsideName(index, 'bench/many.mts', 'parse')('call'), true);
      // `@acme/ui` names a folder of the repository (a workspace package), `@/lib` an alias: either may be its own.
      assert.equal(outsideName(index, 'apps/web.js', 'parse')('call'), false);
      assert.equal(outsideName(index, 'apps/alias.js', 'parse')('call'), false);
      assert.equal(outsideName(index, 'bench/many.mts', 'render')('call'), false);
    },
  );
});
