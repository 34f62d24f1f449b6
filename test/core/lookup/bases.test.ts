import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inheritsFrom } from '../../../src/core/lookup/bases';
import { languageOf } from '../../../src/core/language-lookup';
import { withIndexOf } from '../../helpers/maps';
import { lines, JAVA, usesOf } from '../../helpers/matrix';

// A call through `super`, and a Java, C# or Kotlin bare call of a member, runs the nearest base's
// member: a grandparent's through a parent that does not define it, never one that a nearer base
// overrides.

test("a call through super runs the nearest base's member: a grandparent's, unless a nearer base overrides it", async () => {
  await withIndexOf(
    {
      'a.ts': 'export class A {\n  m(): void {}\n}\n',
      'b.ts': "import { A } from './a';\nexport class B extends A {}\n",
      'c.ts': "import { B } from './b';\nexport class C extends B {\n  m(): void {\n    super.m();\n  }\n}\n",
      'o.ts': "import { A } from './a';\nexport class O extends A {\n  m(): void {}\n}\n",
      'p.ts': "import { O } from './o';\nexport class P extends O {\n  m(): void {\n    super.m();\n  }\n}\n",
    },
    (index) => {
      assert.deepEqual(usesOf(index, 'm', 'a.ts'), ['c.ts:4 name']);
      assert.deepEqual(usesOf(index, 'm', 'o.ts'), ['p.ts:4 import']);
      const family = languageOf('a.ts')!.family;
      assert.equal(inheritsFrom(index, family, 'p.ts', 'a.ts', 'm'), false);
      assert.equal(inheritsFrom(index, family, 'p.ts', 'a.ts', 'other'), true);
    },
  );
});

test("Java: a bare call of a member runs the nearest base's, not one a nearer base overrides", async () => {
  await withIndexOf(
    {
      [`${JAVA}/a/A.java`]: 'package a;\n\npublic class A {\n  public void fill() {}\n}\n',
      [`${JAVA}/a/B.java`]: 'package a;\n\npublic class B extends A {\n  public void fill() {}\n}\n',
      [`${JAVA}/a/C.java`]: lines(
        'package a;',
        '',
        'public class C extends B {',
        '  void run() {',
        '    fill();',
        '  }',
        '}',
      ),
    },
    (index) => {
      assert.deepEqual(usesOf(index, 'fill', `${JAVA}/a/B.java`), [`${JAVA}/a/C.java:5 import`]);
      assert.deepEqual(usesOf(index, 'fill', `${JAVA}/a/A.java`), []);
    },
  );
});
