import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { modulesOf, tagsOf } from '../../helpers/tags';
import { assertResolvesTo, edgeWeights } from '../../helpers/links';
import { tempDir } from '../../helpers/repo';
import { parseToml, tomlAt } from '../../../src/core/resolve/toml';

// Each language's import rules, on small repositories: a file links to the definition its imports
// reach (importedBoost) and a namesake elsewhere is shadowed (shadowedFactor), see assertResolvesTo.

// ---- Java, Kotlin, Scala -----------------------------------------------------------------------

test('JVM: packages and import paths are extracted', async () => {
  assert.deepEqual(
    modulesOf(
      await tagsOf(
        'java',
        'package a.b.c;\nimport static a.B.c;\nimport a.b.*;\nimport a.b.C;\nimport static a.B.*;\nclass X {}\n',
      ),
    ),
    ['1 package a.b.c', '2 a.B.c', '3 a.b', '4 a.b.C', '5 a.B'],
  );
  assert.deepEqual(
    modulesOf(await tagsOf('kotlin', 'package a.b.c\nimport a.b.C\nimport a.b.*\nimport a.B as D\nclass X\n')),
    ['1 package a.b.c', '2 a.b.C', '3 a.b', '4 a.B'],
  );
  assert.deepEqual(
    modulesOf(
      await tagsOf('scala', 'package a.b\npackage c\nimport a.b.C\nimport a.b._\nimport a.{B, C => D}\nclass X\n'),
    ),
    ['1 package a.b', '2 package c', '3 a.b.C', '4 a.b', '5 a'],
  );
});

/** Two classes `Reader` with a method `peek`, in packages com.acme.json and com.acme.xml of a Maven module. */
function readers(root = 'core/src/main/java'): Record<string, string> {
  const reader = (pkg: string) =>
    `package com.acme.${pkg};\n\npublic class Reader {\n  public int peek() {\n    return 0;\n  }\n}\n`;
  return { [`${root}/com/acme/json/Reader.java`]: reader('json'), [`${root}/com/acme/xml/Reader.java`]: reader('xml') };
}
const JSON_READER = 'core/src/main/java/com/acme/json/Reader.java';
const XML_READER = 'core/src/main/java/com/acme/xml/Reader.java';
const USE_READER = 'class Main {\n  int run(Reader reader) {\n    return reader.peek();\n  }\n}\n';

test('Java: `import a.b.C` links to the C of package a.b, not to the namesake of another package', async () => {
  const main = 'app/src/main/java/com/acme/app/Main.java';
  await assertResolvesTo(
    { ...readers(), [main]: `package com.acme.app;\n\nimport com.acme.json.Reader;\n\n${USE_READER}` },
    main,
    JSON_READER,
    XML_READER,
  );
  await assertResolvesTo(
    { ...readers(), [main]: `package com.acme.app;\n\nimport com.acme.xml.Reader;\n\n${USE_READER}` },
    main,
    XML_READER,
    JSON_READER,
  );
});

test('Java: the same package without an import, on-demand imports, nested classes and static imports', async () => {
  // The same package: no import needed (the file sits in another source root of another module).
  const sibling = 'app/src/test/java/com/acme/json/ReaderTest.java';
  await assertResolvesTo(
    { ...readers(), [sibling]: `package com.acme.json;\n\n${USE_READER}` },
    sibling,
    JSON_READER,
    XML_READER,
  );
  const main = 'app/src/main/java/com/acme/app/Main.java';
  // `import a.b.*` reaches the package whole.
  await assertResolvesTo(
    { ...readers(), [main]: `package com.acme.app;\n\nimport com.acme.xml.*;\n\n${USE_READER}` },
    main,
    XML_READER,
    JSON_READER,
  );
  // A nested class is imported through its outer class's file; a static import through its class's file.
  await assertResolvesTo(
    { ...readers(), [main]: `package com.acme.app;\n\nimport com.acme.xml.Reader.Token;\n\n${USE_READER}` },
    main,
    XML_READER,
    JSON_READER,
  );
  await assertResolvesTo(
    {
      ...readers(),
      [main]: `package com.acme.app;\n\nimport static com.acme.json.Reader.peek;\n\nclass Main {\n  int run() {\n    return peek();\n  }\n}\n`,
    },
    main,
    JSON_READER,
    XML_READER,
  );
});

test('Kotlin and Scala: imports reach Java classes; a file without a package declaration is in its directory below the source root', async () => {
  const kotlin = 'app/src/main/kotlin/com/acme/app/Main.kt';
  await assertResolvesTo(
    {
      ...readers(),
      [kotlin]: 'package com.acme.app\n\nimport com.acme.xml.Reader\n\nfun run(reader: Reader): Int = reader.peek()\n',
    },
    kotlin,
    XML_READER,
    JSON_READER,
  );
  const scala = 'app/src/main/scala/com/acme/app/Main.scala';
  await assertResolvesTo(
    {
      ...readers(),
      [scala]:
        'package com.acme.app\n\nimport com.acme.json.{Reader, Writer}\n\nobject Main {\n  def run(reader: Reader): Int = reader.peek()\n}\n',
    },
    scala,
    JSON_READER,
    XML_READER,
  );
  // No `package` line: the directory below `src/main/kotlin` is the package (com.acme.xml).
  const undeclared = 'app/src/main/kotlin/com/acme/xml/Use.kt';
  await assertResolvesTo(
    { ...readers(), [undeclared]: 'fun run(reader: Reader): Int = reader.peek()\n' },
    undeclared,
    XML_READER,
    JSON_READER,
  );
});

// ---- Rust --------------------------------------------------------------------------------------

test('Rust: use-list paths, globs and extern crates are extracted', async () => {
  assert.deepEqual(
    modulesOf(
      await tagsOf(
        'rust',
        'use super::*;\npub use self::x::{A as B, c::D};\npub extern crate grep_cli as cli;\nuse {bstr::BString, grep::printer::{X, Y}};\nuse crate::{\n    flags::lowargs::{A, B},\n    haystack::{H},\n};\n',
      ),
    ),
    [
      '1 super',
      '2 c::D',
      '2 self::x',
      '3 grep_cli',
      '4 bstr::BString',
      '4 grep::printer',
      '5 crate',
      '6 flags::lowargs',
      '7 haystack',
    ],
  );
});

/** A workspace of two library crates that both define `Searcher` and its `search` method, and a binary crate that uses one. */
function workspace(
  user: string,
  manifest = '[package]\nname = "app"\n\n[[bin]]\nname = "app"\npath = "crates/core/main.rs"\n\n[workspace]\nmembers = ["crates/*"]\n',
): Record<string, string> {
  const searcher =
    'pub struct Searcher;\n\nimpl Searcher {\n    pub fn search(&self) -> usize {\n        0\n    }\n}\n';
  return {
    'Cargo.toml': manifest,
    'crates/core/main.rs': user,
    'crates/searcher/Cargo.toml': '[package]\nname = "grep-searcher"\nversion = "0.1.0"\n',
    'crates/searcher/src/lib.rs': 'mod searcher;\n\npub use crate::searcher::Searcher;\n',
    'crates/searcher/src/searcher.rs': searcher,
    'crates/printer/Cargo.toml': '[package]\nname = "grep-printer"\nversion = "0.1.0"\n\n[lib]\nname = "printing"\n',
    'crates/printer/src/lib.rs': 'mod searcher;\n\npub use crate::searcher::Searcher;\n',
    'crates/printer/src/searcher.rs': searcher,
  };
}
const USE_SEARCHER = 'fn main() {\n    let searcher = Searcher;\n    searcher.search();\n}\n';
const SEARCHER = 'crates/searcher/src/searcher.rs';
const PRINTER_SEARCHER = 'crates/printer/src/searcher.rs';

test('Rust: a workspace crate by its package name (dashes become underscores) or its [lib] name, through its re-exports', async () => {
  await assertResolvesTo(
    workspace(`use grep_searcher::Searcher;\n\n${USE_SEARCHER}`),
    'crates/core/main.rs',
    SEARCHER,
    PRINTER_SEARCHER,
  );
  await assertResolvesTo(
    workspace(`use printing::Searcher;\n\n${USE_SEARCHER}`),
    'crates/core/main.rs',
    PRINTER_SEARCHER,
    SEARCHER,
  );
  // A use list names the items: `use grep_searcher::{Searcher}` reaches the file that defines them.
  await assertResolvesTo(
    workspace(`use grep_searcher::{Searcher};\n\n${USE_SEARCHER}`),
    'crates/core/main.rs',
    SEARCHER,
    PRINTER_SEARCHER,
  );
});

test('Rust: a renamed path dependency, and a crate another crate re-exports (`pub extern crate x as y`)', async () => {
  const renamed =
    '[package]\nname = "app"\n\n[[bin]]\nname = "app"\npath = "crates/core/main.rs"\n\n[dependencies]\nsearch = { path = "crates/printer", package = "grep-printer" }\n\n[workspace]\nmembers = ["crates/*"]\n';
  await assertResolvesTo(
    workspace(`use search::Searcher;\n\n${USE_SEARCHER}`, renamed),
    'crates/core/main.rs',
    PRINTER_SEARCHER,
    SEARCHER,
  );
  const facade = {
    'crates/grep/Cargo.toml': '[package]\nname = "grep"\n',
    'crates/grep/src/lib.rs': 'pub extern crate grep_searcher as searcher;\n',
  };
  await assertResolvesTo(
    { ...workspace(`use grep::searcher::Searcher;\n\n${USE_SEARCHER}`), ...facade },
    'crates/core/main.rs',
    SEARCHER,
    PRINTER_SEARCHER,
  );
});

test('Rust: paths inside nested use lists, relative to the crate root', async () => {
  const files = {
    'src/lib.rs': 'mod store;\nmod other;\nmod app;\n',
    'src/store.rs': 'pub struct Cache;\n',
    'src/other.rs': 'pub struct Cache;\n',
    'src/app.rs': 'use crate::{\n    store::{Cache},\n};\n\npub fn make() -> Cache {\n    Cache\n}\n',
  };
  await assertResolvesTo(files, 'src/app.rs', 'src/store.rs', 'src/other.rs');
});

test('Rust: a malformed Cargo.toml is ignored, and one behind a symlink to outside the root is not read', async () => {
  const user = `use grep_searcher::Searcher;\n\n${USE_SEARCHER}`;
  const malformed = { ...workspace(user), 'crates/searcher/Cargo.toml': '[package\nname = "grep-searcher"\n' };
  const [right, wrong] = await edgeWeights(malformed, [
    `crates/core/main.rs -> ${SEARCHER}`,
    `crates/core/main.rs -> ${PRINTER_SEARCHER}`,
  ]);
  assert.ok(right > 0 && right === wrong, `unresolved: both definers weigh the same (${right}, ${wrong})`);

  const outside = tempDir();
  try {
    writeFileSync(join(outside, 'Cargo.toml'), '[package]\nname = "grep-searcher"\n');
    const files = workspace(user);
    delete (files as Record<string, string>)['crates/searcher/Cargo.toml'];
    const [viaLink, other] = await edgeWeights(
      files,
      [`crates/core/main.rs -> ${SEARCHER}`, `crates/core/main.rs -> ${PRINTER_SEARCHER}`],
      (repo) => symlinkSync(join(outside, 'Cargo.toml'), join(repo.root, 'crates/searcher/Cargo.toml')),
    );
    assert.ok(viaLink > 0 && viaLink === other, `the symlinked manifest was not read (${viaLink}, ${other})`);
  } finally {
    rmSync(outside, { recursive: true, force: true });
  }
});

test('TOML: the subset manifests use, and undefined for what is malformed', () => {
  const toml = parseToml(`# a comment
[package]
name = "grep-searcher" # trailing comment
"quoted key" = 'literal \\n'
description = """
multi
line"""

[workspace]
members = [
  "crates/*", # the crates
  'tools/x',
]
dependencies = { grep = { path = "crates/grep" }, bstr = "1" }

[[bin]]
name = "rg"
path = "crates/core/main.rs"

[[bin]]
name = "other"

[target.'cfg(windows)'.dependencies]
winapi = { version = "0.3", features = ["std"] }
`)!;
  assert.equal(tomlAt(toml, 'package', 'name'), 'grep-searcher');
  assert.equal(tomlAt(toml, 'package', 'quoted key'), 'literal \\n');
  assert.equal(tomlAt(toml, 'package', 'description'), 'multi\nline');
  assert.deepEqual(tomlAt(toml, 'workspace', 'members'), ['crates/*', 'tools/x']);
  assert.equal(tomlAt(toml, 'workspace', 'dependencies', 'grep', 'path'), 'crates/grep');
  assert.deepEqual(
    (tomlAt(toml, 'bin') as { name: string }[]).map((b) => b.name),
    ['rg', 'other'],
  );
  assert.deepEqual(tomlAt(toml, 'target', 'cfg(windows)', 'dependencies', 'winapi', 'features'), ['std']);
  for (const bad of ['[package\nname = "x"', 'name = "unterminated', 'a = [1, 2', 'a = 1 b = 2', 'x = {a = 1', '= 3'])
    assert.equal(parseToml(bad), undefined, bad);
  assert.equal(parseToml('a = ' + '['.repeat(100) + ']'.repeat(100)), undefined, 'nesting is bounded');
});

// ---- C# ----------------------------------------------------------------------------------------

/** Two classes `Reader` with a method `Peek`, in namespaces Acme.Json and Acme.Xml. */
function csharpReaders(): Record<string, string> {
  const reader = (ns: string) =>
    `namespace Acme.${ns};\n\npublic class Reader\n{\n    public int Peek() { return 0; }\n}\n`;
  return { 'Lib/Json/Reader.cs': reader('Json'), 'Lib/Xml/Reader.cs': reader('Xml') };
}
const CSHARP_USE = 'class Main\n{\n    int Run(Reader reader) { return reader.Peek(); }\n}\n';

test('C#: `using` a namespace, the enclosing namespaces, `using static` and aliases', async () => {
  await assertResolvesTo(
    { ...csharpReaders(), 'App/Main.cs': `using Acme.Json;\n\nnamespace Acme.App;\n\n${CSHARP_USE}` },
    'App/Main.cs',
    'Lib/Json/Reader.cs',
    'Lib/Xml/Reader.cs',
  );
  // Acme.Xml.Tests sits inside Acme.Xml: no using needed.
  await assertResolvesTo(
    { ...csharpReaders(), 'Tests/ReaderTests.cs': `namespace Acme.Xml.Tests\n{\n${CSHARP_USE}}\n` },
    'Tests/ReaderTests.cs',
    'Lib/Xml/Reader.cs',
    'Lib/Json/Reader.cs',
  );
  await assertResolvesTo(
    { ...csharpReaders(), 'App/Main.cs': `using R = Acme.Xml.Reader;\n\nnamespace Acme.App;\n\n${CSHARP_USE}` },
    'App/Main.cs',
    'Lib/Xml/Reader.cs',
    'Lib/Json/Reader.cs',
  );
  await assertResolvesTo(
    { ...csharpReaders(), 'App/Main.cs': `using static Acme.Json.Reader;\n\nnamespace Acme.App;\n\n${CSHARP_USE}` },
    'App/Main.cs',
    'Lib/Json/Reader.cs',
    'Lib/Xml/Reader.cs',
  );
});

// ---- PHP ---------------------------------------------------------------------------------------

const PHP_READER = (ns: string) =>
  `<?php\nnamespace Acme\\${ns};\n\nclass Reader\n{\n    public function peek() { return 0; }\n}\n`;
const PHP_USE = 'class Main\n{\n    public function run(Reader $reader) { return $reader->peek(); }\n}\n';

test('PHP: `use` resolved by the PSR-4 autoloading of composer.json, ahead of another file declaring the same class', async () => {
  const files = {
    'composer.json': JSON.stringify({ autoload: { 'psr-4': { 'Acme\\': 'src/' } } }),
    'src/Json/Reader.php': PHP_READER('Json'),
    'legacy/Json/Reader.php': PHP_READER('Json'),
    'src/App/Main.php': `<?php\nnamespace Acme\\App;\n\nuse Acme\\Json\\Reader;\n\n${PHP_USE}`,
  };
  await assertResolvesTo(files, 'src/App/Main.php', 'src/Json/Reader.php', 'legacy/Json/Reader.php');
  // A malformed composer.json is ignored: both declarations of the class are reached, neither wins.
  const [src, legacy] = await edgeWeights({ ...files, 'composer.json': '{"autoload": {"psr-4": ' }, [
    'src/App/Main.php -> src/Json/Reader.php',
    'src/App/Main.php -> legacy/Json/Reader.php',
  ]);
  assert.ok(src > 0 && src === legacy, `${src}, ${legacy}`);
});

test('PHP: a file sees its own namespace; a group `use` reaches the namespace', async () => {
  const readers = { 'src/Json/Reader.php': PHP_READER('Json'), 'src/Xml/Reader.php': PHP_READER('Xml') };
  await assertResolvesTo(
    { ...readers, 'src/Xml/Main.php': `<?php\nnamespace Acme\\Xml;\n\n${PHP_USE}` },
    'src/Xml/Main.php',
    'src/Xml/Reader.php',
    'src/Json/Reader.php',
  );
  await assertResolvesTo(
    {
      ...readers,
      'src/App/Main.php': `<?php\nnamespace Acme\\App;\n\nuse Acme\\Json\\{Reader, Writer};\n\n${PHP_USE}`,
    },
    'src/App/Main.php',
    'src/Json/Reader.php',
    'src/Xml/Reader.php',
  );
});

// ---- Ruby --------------------------------------------------------------------------------------

test("Ruby: `require` searches lib/, `require_relative` the requiring file's directory", async () => {
  const reader = 'module Acme\n  class Reader\n    def peek\n      0\n    end\n  end\nend\n';
  const files = { 'lib/acme/reader.rb': reader, 'app/acme/reader.rb': reader };
  await assertResolvesTo(
    { ...files, 'bin/run.rb': 'require "acme/reader"\n\nAcme::Reader.new.peek\n' },
    'bin/run.rb',
    'lib/acme/reader.rb',
    'app/acme/reader.rb',
  );
  await assertResolvesTo(
    { ...files, 'bin/run.rb': 'require_relative "../app/acme/reader"\n\nAcme::Reader.new.peek\n' },
    'bin/run.rb',
    'app/acme/reader.rb',
    'lib/acme/reader.rb',
  );
});

// ---- C and C++ ---------------------------------------------------------------------------------

test('C: `#include` next to the file, then in include/ directories, CMake include directories and compile_commands.json -I flags', async () => {
  const header = 'int reader_peek(void);\n';
  const headers = {
    'include/acme/reader.h': header,
    'third/inc/acme/reader.h': header,
    'src/legacy/acme/reader.h': header,
  };
  const main = (include: string) => `#include ${include}\n\nint main(void) {\n    return reader_peek();\n}\n`;
  await assertResolvesTo(
    { ...headers, 'src/main.c': main('"acme/reader.h"') },
    'src/main.c',
    'include/acme/reader.h',
    'third/inc/acme/reader.h',
  );
  await assertResolvesTo(
    { ...headers, 'src/legacy/main.c': main('"acme/reader.h"') },
    'src/legacy/main.c',
    'src/legacy/acme/reader.h',
    'include/acme/reader.h',
  );
  const cmake =
    'cmake_minimum_required(VERSION 3.20)\nproject(acme C)\nadd_executable(app src/main.c)\ntarget_include_directories(app PRIVATE\n  $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/third/inc> # vendored\n  $<INSTALL_INTERFACE:include>)\n';
  await assertResolvesTo(
    { ...headers, 'CMakeLists.txt': cmake, 'src/main.c': main('<acme/reader.h>') },
    'src/main.c',
    'third/inc/acme/reader.h',
    'include/acme/reader.h',
  );
  // Paths from another machine: its root is found by the compiled file.
  const commands = JSON.stringify([
    {
      directory: '/home/dev/acme/build',
      file: '/home/dev/acme/src/main.c',
      command: 'cc -I../src/legacy -o main.o -c ../src/main.c',
    },
  ]);
  await assertResolvesTo(
    { ...headers, 'compile_commands.json': commands, 'src/main.c': main('"acme/reader.h"') },
    'src/main.c',
    'src/legacy/acme/reader.h',
    'include/acme/reader.h',
  );
});

// ---- Go ----------------------------------------------------------------------------------------

const GO_STORE = 'package store\n\nfunc Open() int {\n\treturn 0\n}\n';
const GO_MAIN = (path: string) => `package main\n\nimport "${path}"\n\nfunc main() {\n\tstore.Open()\n}\n`;

test('Go: an import path names a directory through the go.mod module path', async () => {
  // The path's last segment `store` is also the suffix of lib/store: only the module path says which.
  const files = {
    'go.mod': 'module example.com/app\n\ngo 1.22\n',
    'store/store.go': GO_STORE,
    'lib/store/store.go': GO_STORE,
  };
  await assertResolvesTo(
    { ...files, 'cmd/app/main.go': GO_MAIN('example.com/app/store') },
    'cmd/app/main.go',
    'store/store.go',
    'lib/store/store.go',
  );
  await assertResolvesTo(
    { ...files, 'cmd/app/main.go': GO_MAIN('example.com/app/lib/store') },
    'cmd/app/main.go',
    'lib/store/store.go',
    'store/store.go',
  );
});

test('Go: several modules, go.work choosing between two go.mod files of one module path, and local replace directives', async () => {
  const copies = {
    'lib/go.mod': 'module example.com/lib\n',
    'lib/store/store.go': GO_STORE,
    'old/lib/go.mod': '// a copy kept for reference\nmodule example.com/lib\n',
    'old/lib/store/store.go': GO_STORE,
    'app/go.mod': 'module example.com/app\n\nrequire example.com/lib v1.0.0\n',
    'app/main.go': GO_MAIN('example.com/lib/store'),
  };
  await assertResolvesTo(
    { ...copies, 'go.work': 'go 1.22\n\nuse (\n\t./app\n\t./lib\n)\n' },
    'app/main.go',
    'lib/store/store.go',
    'old/lib/store/store.go',
  );
  await assertResolvesTo(
    {
      ...copies,
      'app/go.mod':
        'module example.com/app\n\nrequire example.com/lib v1.0.0\n\nreplace example.com/lib => ../old/lib\n',
    },
    'app/main.go',
    'old/lib/store/store.go',
    'lib/store/store.go',
  );
});

// ---- Python ------------------------------------------------------------------------------------

const PY_UTIL = 'def helper():\n    return 0\n';
const PY_USE = (line: string) => `${line}\n\n\ndef main():\n    return helper()\n`;

test('Python: import roots from pyproject.toml (setuptools, poetry, hatch) and src/', async () => {
  const copies = {
    'python/acme/__init__.py': '',
    'python/acme/util.py': PY_UTIL,
    'tools/acme/__init__.py': '',
    'tools/acme/util.py': PY_UTIL,
    'app.py': PY_USE('from acme.util import helper'),
  };
  await assertResolvesTo(
    { ...copies, 'pyproject.toml': '[tool.setuptools.packages.find]\nwhere = ["python"]\n' },
    'app.py',
    'python/acme/util.py',
    'tools/acme/util.py',
  );
  await assertResolvesTo(
    {
      ...copies,
      'pyproject.toml': '[tool.poetry]\nname = "acme"\npackages = [{ include = "acme", from = "tools" }]\n',
    },
    'app.py',
    'tools/acme/util.py',
    'python/acme/util.py',
  );
  await assertResolvesTo(
    { ...copies, 'pyproject.toml': '[tool.hatch.build.targets.wheel]\npackages = ["python/acme"]\n' },
    'app.py',
    'python/acme/util.py',
    'tools/acme/util.py',
  );
  // Without a pyproject.toml: src/ is a root.
  const src = {
    'src/acme/__init__.py': '',
    'src/acme/util.py': PY_UTIL,
    'tools/acme/__init__.py': '',
    'tools/acme/util.py': PY_UTIL,
    'app.py': PY_USE('from acme.util import helper'),
  };
  await assertResolvesTo(src, 'app.py', 'src/acme/util.py', 'tools/acme/util.py');
  // A malformed pyproject.toml is ignored: both copies end in acme.util, neither wins.
  const [python, tools] = await edgeWeights(
    { ...copies, 'pyproject.toml': '[tool.setuptools.packages.find\nwhere = ["python"]\n' },
    ['app.py -> python/acme/util.py', 'app.py -> tools/acme/util.py'],
  );
  assert.ok(python > 0 && python === tools, `${python}, ${tools}`);
});

test('Python: a namespace package (no __init__.py), and a submodule imported by name (`from pkg import mod`)', async () => {
  const files = {
    'pyproject.toml': '[tool.setuptools.packages.find]\nwhere = ["python"]\n',
    'python/acme/util.py': PY_UTIL,
    'tools/acme/util.py': PY_UTIL,
  };
  await assertResolvesTo(
    { ...files, 'app.py': PY_USE('from acme import util\nfrom acme.util import helper') },
    'app.py',
    'python/acme/util.py',
    'tools/acme/util.py',
  );
  await assertResolvesTo(
    { ...files, 'python/acme/cli.py': PY_USE('from . import util\nhelper = util.helper') },
    'python/acme/cli.py',
    'python/acme/util.py',
    'tools/acme/util.py',
  );
});

// ---- Re-exports through index files and packages ------------------------------------------------

test('JavaScript and Python: a file that imports an index file or a package reaches what it re-exports', async () => {
  const validator = 'export function validator(target: string): boolean {\n  return target.length > 0;\n}\n';
  await assertResolvesTo(
    {
      'src/validator/index.ts': "export { validator } from './validator';\n",
      'src/validator/validator.ts': validator,
      'src/legacy/validator.ts': validator,
      'src/app.ts': "import { validator } from './validator';\n\nexport const ok = validator('x');\n",
    },
    'src/app.ts',
    'src/validator/validator.ts',
    'src/legacy/validator.ts',
  );
  await assertResolvesTo(
    {
      'acme/__init__.py': 'from .util import helper\n',
      'acme/util.py': PY_UTIL,
      'tools/util.py': PY_UTIL,
      'app.py': PY_USE('from acme import helper'),
    },
    'app.py',
    'acme/util.py',
    'tools/util.py',
  );
});
