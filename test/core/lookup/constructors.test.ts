import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findReferences } from '../../../src/core/lookup/lookup';
import { classesConstructedBy } from '../../../src/core/lookup/constructors';
import { languageOf } from '../../../src/core/language-lookup';
import { tagsOf } from '../../helpers/tags';
import { withIndexOf } from '../../helpers/maps';

// A constructor that the language names (`constructor`, `__init__`) is used where its class is
// constructed by the class's name; another class's constructor is not.

test("the references of a named constructor are where its class is constructed, not another class's", async () => {
  await withIndexOf(
    {
      'ts/box.ts': 'export class Box {\n  constructor(readonly size: number) {}\n}\n',
      'ts/crate.ts': 'export class Crate {\n  constructor(readonly size: number) {}\n}\n',
      'ts/use.ts':
        "import { Box } from './box';\nimport { Crate } from './crate';\nexport const b = new Box(1);\nexport const c = new Crate(2);\n",
      'py/__init__.py': '',
      'py/shapes.py':
        'class Box:\n    def __init__(self, size):\n        self.size = size\n\n\nclass Crate:\n    def __init__(self):\n        pass\n',
      'py/use.py': 'from py.shapes import Box\n\n\ndef f():\n    return Box(3)\n',
    },
    (index) => {
      const uses = (name: string, path: string) =>
        findReferences(index, name, path).items.map((hit) => `${hit.path}:${hit.line} ${hit.kind} ${hit.via}`);
      assert.deepEqual(uses('constructor', 'ts/box.ts'), ['ts/use.ts:3 new import']);
      assert.deepEqual(uses('constructor', 'ts/crate.ts'), ['ts/use.ts:4 new import']);
      // Both classes of the file have an __init__: the file's answer holds the uses of each.
      assert.deepEqual(uses('__init__', 'py/shapes.py'), ['py/use.py:5 call import']);
    },
  );
});

test('a constructor is named by its class; a method of that name outside a class constructs nothing', async () => {
  const source = 'class Box:\n    def __init__(self):\n        pass\n\n\ndef __init__():\n    pass\n';
  const { defs } = await tagsOf('python', source);
  assert.deepEqual(classesConstructedBy(defs, '__init__', languageOf('a.py')), ['Box']);
  assert.deepEqual(classesConstructedBy(defs, 'Box', languageOf('a.py')), []);
  const ts = await tagsOf('typescript', 'class A {\n  constructor() {}\n}\n');
  assert.deepEqual(classesConstructedBy(ts.defs, 'constructor', languageOf('a.go')), [], 'Go names no constructor');
});
