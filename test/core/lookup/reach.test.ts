import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildIndex, closeIndex } from '../../../src/core/index';
import type { RepoIndex } from '../../../src/core/types';
import { changeReach, isPublic } from '../../../src/core/lookup/reach';
import { impactAnswer, testsAnswer } from '../../../src/core/query/impact';
import { FixtureRepo } from '../../helpers/repo';

// Tests of a change and how far it reaches: over links that resolve, never a namesake's.

const BASE: Record<string, string> = {
  'src/parse.ts': 'export function parse(s: string): string[] {\n  return s.split(",");\n}\n',
  'src/all.ts':
    "import { parse } from './parse';\nexport function parseAll(xs: string[]): string[][] {\n  return xs.map((x) => parse(x));\n}\n",
  'src/cli.ts': "import { parseAll } from './all';\nexport function main(): void {\n  parseAll([]);\n}\n",
  'src/entry.ts': "import { main } from './cli';\nexport function start(): void {\n  main();\n}\n",
  'test/parse.test.ts': "import { parse } from '../src/parse';\nit('splits', () => {\n  parse('a,b');\n});\n",
  'test/all.test.ts':
    "import { parseAll } from '../src/all';\nexport function checkAll(): void {\n  parseAll(['a']);\n}\n",
  'src/a.ts': 'export class A {\n  run(): number {\n    return 1;\n  }\n}\n',
  'src/b.ts': 'export class B {\n  run(): number {\n    return 2;\n  }\n}\n',
  // A receiver of no stated type (`new A().run()` would say A): the test may call B's `run`.
  'test/run.test.ts':
    "import { A } from '../src/a';\nexport function checkRun(made: () => A): number {\n  const a = made();\n  return a.run();\n}\n",
  'pkg/x.go': 'package pkg\n\nfunc Parse() int {\n\treturn 1\n}\n',
  'pkg/x_test.go': 'package pkg\n\nimport "testing"\n\nfunc TestParse(t *testing.T) {\n\tParse()\n}\n',
  'src/fmt.ts': 'export function pad(s: string): string {\n  return s;\n}\n',
  'src/view.ts': "import { pad } from './fmt';\nexport function show(s: string): string {\n  return pad(s);\n}\n",
  'test/view.test.ts':
    "import { show } from '../src/view';\nexport function checkShow(): string {\n  return show('x');\n}\n",
  'src/trim.ts': 'export function trim(s: string): string {\n  return s;\n}\n',
  'test/trim.test.ts':
    "import { trim } from '../src/trim';\ndescribe('trim', () => {\n  it.each(['a'])('keeps %s', (s) => {\n    trim(s);\n  });\n  test(`ends`, () => trim(' a '));\n});\n",
  'src/lib.rs':
    'pub fn add(a: i32, b: i32) -> i32 {\n    a + b\n}\n\n#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[test]\n    fn adds() {\n        let sum = add(1, 2);\n        assert_eq!(sum, 3);\n    }\n}\n',
};

const HEAD: Record<string, string> = {
  'src/parse.ts':
    'export function parse(s: string): string[] {\n  return s.split(";");\n}\n\nexport function fresh(): number {\n  return 1;\n}\n\nfunction hidden(): number {\n  return 2;\n}\n',
  'src/a.ts': 'export class A {\n  run(): number {\n    return 3;\n  }\n}\n',
  'pkg/x.go': 'package pkg\n\nfunc Parse() int {\n\treturn 2\n}\n',
  'pkg/x_test.go': 'package pkg\n\nimport "testing"\n\nfunc TestParse(t *testing.T) {\n\t_ = Parse()\n}\n',
  'src/trim.ts': 'export function trim(s: string): string {\n  return s.trim();\n}\n',
  'src/fmt.ts': 'export function pad(s: string): string {\n  return s.trim();\n}\n',
  'src/lib.rs':
    'pub fn add(a: i32, b: i32) -> i32 {\n    b + a\n}\n\n#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[test]\n    fn adds() {\n        let sum = add(1, 2);\n        assert_eq!(sum, 3);\n    }\n}\n',
};

async function withChange(check: (index: RepoIndex) => void): Promise<void> {
  const repo = new FixtureRepo(BASE);
  const base = repo.commit();
  repo.write(HEAD);
  repo.commit();
  const index = await buildIndex({ root: repo.root, base, cacheDir: false, jobs: 1 });
  try {
    check(index);
  } finally {
    await closeIndex(index);
    repo.dispose();
  }
}

const changeOf = (index: RepoIndex, name: string) => {
  const change = index.focus.changes.find((c) => c.name === name);
  assert.ok(change, `${name} among ${index.focus.changes.map((c) => c.name).join(', ')}`);
  return change;
};

test('a change reaches its callers, theirs and so on, hop by hop, each with the chain that leads to it', async () => {
  await withChange((index) => {
    const changed = new Set(index.focus.changedFiles);
    const reach = changeReach(index, changeOf(index, 'parse'), changed);
    assert.deepEqual(
      reach.reached.map((r) => `${r.depth} ${r.path}:${r.line} ${r.chain.join(' <- ')}${r.test ? ' (test)' : ''}`),
      [
        '1 src/all.ts:2 parseAll',
        "1 test/parse.test.ts:2 'splits' (test)",
        '2 src/cli.ts:2 parseAll <- main',
        '2 test/all.test.ts:2 parseAll <- checkAll (test)',
        '3 src/entry.ts:2 parseAll <- main <- start',
      ],
    );
    assert.deepEqual(
      [reach.direct, reach.transitive, reach.production, reach.tests, reach.partial],
      [2, 5, 3, 2, false],
      'parse.test.ts and all.ts directly; cli.ts, all.test.ts and entry.ts further',
    );
    // One hop: the direct callers only.
    const near = changeReach(index, changeOf(index, 'parse'), changed, 1);
    assert.deepEqual([near.direct, near.transitive, near.reached.length], [2, 2, 2]);
  });
});

test('the tests of a change: those that call it, else those that call a production function that calls it', async () => {
  await withChange((index) => {
    const changed = new Set(index.focus.changedFiles);
    // parse.test.ts calls parse itself: all.test.ts, which calls it through parseAll, is not listed.
    assert.deepEqual(changeReach(index, changeOf(index, 'parse'), changed).testHits, [
      { path: 'test/parse.test.ts', line: 3, name: "'splits'" },
    ]);
    // JavaScript's test blocks, named by their titles, outermost first.
    assert.deepEqual(changeReach(index, changeOf(index, 'trim'), changed).testHits, [
      { path: 'test/trim.test.ts', line: 4, name: "'trim' › 'keeps %s'" },
      { path: 'test/trim.test.ts', line: 6, name: "'trim' › `ends`" },
    ]);
    // No test calls pad itself: the one that calls show, which calls pad, is its test.
    assert.deepEqual(changeReach(index, changeOf(index, 'pad'), changed).testHits, [
      { path: 'test/view.test.ts', line: 3, name: 'checkShow', through: { path: 'src/view.ts', name: 'show' } },
    ]);
    // Go: a test function of the package's _test.go file; Rust: a test in the changed file's own mod tests.
    assert.deepEqual(changeReach(index, changeOf(index, 'Parse'), changed).testHits, [
      { path: 'pkg/x_test.go', line: 6, name: 'TestParse' },
    ]);
    assert.deepEqual(changeReach(index, changeOf(index, 'add'), changed).testHits, [
      { path: 'src/lib.rs', line: 11, name: 'adds' },
    ]);
  });
});

test('a method whose name other classes define too: its tests are unsure, never claimed, and it is not called untested', async () => {
  await withChange((index) => {
    const changed = new Set(index.focus.changedFiles);
    const run = changeReach(index, changeOf(index, 'run'), changed);
    assert.deepEqual([run.testHits, run.unsureTests, run.transitive], [[], 1, 0]);
    const impact = impactAnswer(index).data.changes.find((c) => c.name === 'run')!;
    assert.deepEqual([impact.untested, impact.tests_unsure], [false, 1]);
  });
});

test('untested: exported or public, and no test reaches it; a definition other files cannot use is not', async () => {
  await withChange((index) => {
    assert.ok(isPublic(index, changeOf(index, 'fresh')));
    assert.ok(!isPublic(index, changeOf(index, 'hidden')));
    const answer = impactAnswer(index);
    const byName = new Map(answer.data.changes.map((c) => [c.name, c]));
    assert.deepEqual(
      ['fresh', 'hidden', 'parse', 'Parse', 'add', 'TestParse'].map((name) => byName.get(name)?.untested),
      [true, false, false, false, false, false],
      'a test function is no code to test',
    );
    assert.match(
      answer.text,
      /^added src\/parse\.ts:5 \(function\) export function fresh\(\): number\n {2}no callers outside the change\n {2}untested: no test reaches it, and other code can use it$/m,
    );
    assert.match(answer.text, /^ {2}tests: test\/parse\.test\.ts:3 'splits'$/m);
    assert.match(answer.text, /^ {2}tests: test\/view\.test\.ts:3 checkShow \(through show\)$/m);
    assert.match(answer.text, /^ {2}reaches 2 files directly, 5 within 3 hops: 3 in production, 2 test files$/m);
  });
});

test('tests_for: the tests of any definition, found by name and path, and a clear answer when there is none', async () => {
  await withChange((index) => {
    const found = testsAnswer(index, 'parseAll', 'src/all.ts');
    assert.deepEqual(found.data, {
      name: 'parseAll',
      path: 'src/all.ts',
      line: 2,
      tests: [{ path: 'test/all.test.ts', line: 3, name: 'checkAll' }],
      tests_unsure: 0,
    });
    assert.equal(found.text, '1 test reaches parseAll (src/all.ts:2):\ntest/all.test.ts:3 checkAll\n');
    assert.equal(
      testsAnswer(index, 'pad').text,
      '1 test reaches pad (src/fmt.ts:1) through one production definition:\ntest/view.test.ts:3 checkShow (through show)\n',
    );
    assert.equal(testsAnswer(index, 'main').text, 'No test reaches main (src/cli.ts:2) through links that resolve.\n');
    assert.equal(
      testsAnswer(index, 'parse', 'src/cli.ts').text,
      'No definition of parse in src/cli.ts (names are exact and case-sensitive).\n',
    );
  });
});

test('tests by the conventions of Python (tests/test_*.py) and Java (src/test/java), each named by its test function', async () => {
  const repo = new FixtureRepo({
    'pkg/__init__.py': '',
    'pkg/fmt.py': 'def pad(s):\n    return s\n',
    'tests/test_fmt.py': 'from pkg.fmt import pad\n\n\ndef test_pad():\n    assert pad("a") == "a"\n',
    'src/main/java/acme/Fmt.java':
      'package acme;\n\npublic class Fmt {\n  public static String pad(String s) {\n    return s;\n  }\n}\n',
    'src/test/java/acme/FmtTest.java':
      'package acme;\n\nclass FmtTest {\n  @Test\n  void pads() {\n    Fmt.pad("a");\n  }\n}\n',
  });
  const base = repo.commit();
  repo.write({
    'pkg/fmt.py': 'def pad(s):\n    return s.strip()\n',
    'src/main/java/acme/Fmt.java':
      'package acme;\n\npublic class Fmt {\n  public static String pad(String s) {\n    return s.trim();\n  }\n}\n',
  });
  repo.commit();
  const index = await buildIndex({ root: repo.root, base, cacheDir: false, jobs: 1 });
  try {
    const changed = new Set(index.focus.changedFiles);
    const hits = (path: string) => {
      const change = index.focus.changes.find((c) => c.path === path);
      assert.ok(change, path);
      return changeReach(index, change, changed).testHits;
    };
    assert.deepEqual(hits('pkg/fmt.py'), [{ path: 'tests/test_fmt.py', line: 5, name: 'test_pad' }]);
    assert.deepEqual(hits('src/main/java/acme/Fmt.java'), [
      { path: 'src/test/java/acme/FmtTest.java', line: 6, name: 'pads' },
    ]);
  } finally {
    await closeIndex(index);
    repo.dispose();
  }
});
