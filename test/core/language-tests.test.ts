import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isTestModule, isTestPath } from '../../src/core/language-tests';

test('test files by their paths: test folders and the test file names of each language', () => {
  const tests = [
    'test/a.ts',
    'src/tests/b.py',
    'src/__tests__/c.js',
    'spec/d.rb',
    'lib/a.test.ts',
    'web/b.spec.tsx',
    'pkg/c_test.go',
    'test_d.py',
    'pkg/test_e.py',
    'app/f_spec.rb',
    'src/main/java/GTest.java',
    'Src/HTests.cs',
    'tests/conftest.py',
  ];
  const code = [
    'src/a.ts',
    'src/contest.ts',
    'src/latest.ts',
    'src/testing.ts',
    'src/attest/x.go',
    'src/protest_x.py',
    'src/Testable.java',
    'src/spectrum.ts',
    'docs/test.md',
  ];
  for (const path of tests) assert.ok(isTestPath(path), path);
  for (const path of code) assert.ok(!isTestPath(path), path);
});

test("a production file's own test module: Rust's mod tests, and no other language's", () => {
  assert.ok(isTestModule('rust', 'tests'));
  assert.ok(isTestModule('rust', 'test'));
  assert.ok(!isTestModule('rust', 'testing'));
  assert.ok(!isTestModule('python', 'tests'));
  assert.ok(!isTestModule(undefined, 'tests'));
});
