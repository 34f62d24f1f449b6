import { test } from 'node:test';
import assert from 'node:assert/strict';
import { modulesOf, tagsOf } from './helpers/tags';
import { assertResolvesTo } from './helpers/links';

// Each language's import rules, on small repositories: a file links to the definition its imports
// reach (importedBoost) and a namesake elsewhere is shadowed (shadowedFactor), see assertResolvesTo.

// ---- Java, Kotlin, Scala -----------------------------------------------------------------------

test('JVM: packages and import paths are extracted', async () => {
  assert.deepEqual(modulesOf(await tagsOf('java', 'package a.b.c;\nimport static a.B.c;\nimport a.b.*;\nimport a.b.C;\nimport static a.B.*;\nclass X {}\n')), ['1 package a.b.c', '2 a.B.c', '3 a.b', '4 a.b.C', '5 a.B']);
  assert.deepEqual(modulesOf(await tagsOf('kotlin', 'package a.b.c\nimport a.b.C\nimport a.b.*\nimport a.B as D\nclass X\n')), ['1 package a.b.c', '2 a.b.C', '3 a.b', '4 a.B']);
  assert.deepEqual(modulesOf(await tagsOf('scala', 'package a.b\npackage c\nimport a.b.C\nimport a.b._\nimport a.{B, C => D}\nclass X\n')), ['1 package a.b', '2 package c', '3 a.b.C', '4 a.b', '5 a']);
});

/** Two classes `Reader` with a method `peek`, in packages com.acme.json and com.acme.xml of a Maven module. */
function readers(root = 'core/src/main/java'): Record<string, string> {
  const reader = (pkg: string) => `package com.acme.${pkg};\n\npublic class Reader {\n  public int peek() {\n    return 0;\n  }\n}\n`;
  return { [`${root}/com/acme/json/Reader.java`]: reader('json'), [`${root}/com/acme/xml/Reader.java`]: reader('xml') };
}
const JSON_READER = 'core/src/main/java/com/acme/json/Reader.java';
const XML_READER = 'core/src/main/java/com/acme/xml/Reader.java';
const USE_READER = 'class Main {\n  int run(Reader reader) {\n    return reader.peek();\n  }\n}\n';

test('Java: `import a.b.C` links to the C of package a.b, not to the namesake of another package', async () => {
  const main = 'app/src/main/java/com/acme/app/Main.java';
  await assertResolvesTo({ ...readers(), [main]: `package com.acme.app;\n\nimport com.acme.json.Reader;\n\n${USE_READER}` }, main, JSON_READER, XML_READER);
  await assertResolvesTo({ ...readers(), [main]: `package com.acme.app;\n\nimport com.acme.xml.Reader;\n\n${USE_READER}` }, main, XML_READER, JSON_READER);
});

test('Java: the same package without an import, on-demand imports, nested classes and static imports', async () => {
  // The same package: no import needed (the file sits in another source root of another module).
  const sibling = 'app/src/test/java/com/acme/json/ReaderTest.java';
  await assertResolvesTo({ ...readers(), [sibling]: `package com.acme.json;\n\n${USE_READER}` }, sibling, JSON_READER, XML_READER);
  const main = 'app/src/main/java/com/acme/app/Main.java';
  // `import a.b.*` reaches the package whole.
  await assertResolvesTo({ ...readers(), [main]: `package com.acme.app;\n\nimport com.acme.xml.*;\n\n${USE_READER}` }, main, XML_READER, JSON_READER);
  // A nested class is imported through its outer class's file; a static import through its class's file.
  await assertResolvesTo({ ...readers(), [main]: `package com.acme.app;\n\nimport com.acme.xml.Reader.Token;\n\n${USE_READER}` }, main, XML_READER, JSON_READER);
  await assertResolvesTo({ ...readers(), [main]: `package com.acme.app;\n\nimport static com.acme.json.Reader.peek;\n\nclass Main {\n  int run() {\n    return peek();\n  }\n}\n` }, main, JSON_READER, XML_READER);
});

test('Kotlin and Scala: imports reach Java classes; a file without a package declaration is in its directory below the source root', async () => {
  const kotlin = 'app/src/main/kotlin/com/acme/app/Main.kt';
  await assertResolvesTo({ ...readers(), [kotlin]: 'package com.acme.app\n\nimport com.acme.xml.Reader\n\nfun run(reader: Reader): Int = reader.peek()\n' }, kotlin, XML_READER, JSON_READER);
  const scala = 'app/src/main/scala/com/acme/app/Main.scala';
  await assertResolvesTo({ ...readers(), [scala]: 'package com.acme.app\n\nimport com.acme.json.{Reader, Writer}\n\nobject Main {\n  def run(reader: Reader): Int = reader.peek()\n}\n' }, scala, JSON_READER, XML_READER);
  // No `package` line: the directory below `src/main/kotlin` is the package (com.acme.xml).
  const undeclared = 'app/src/main/kotlin/com/acme/xml/Use.kt';
  await assertResolvesTo({ ...readers(), [undeclared]: 'fun run(reader: Reader): Int = reader.peek()\n' }, undeclared, XML_READER, JSON_READER);
});

