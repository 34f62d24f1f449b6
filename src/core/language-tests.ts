// Which files are tests, by each language's conventions, in one table: a convention is one more
// line. A test inside a production file (Rust's `#[cfg(test)] mod tests`) is told by its module:
// see isTestModule.

const TEST_PATHS: readonly RegExp[] = [
  /(^|\/)(tests?|__tests__|specs?|testing|__mocks__)\//i, // a test folder: test/, tests/ (Rust too), src/test/java, spec/
  /\.(test|spec)\.[^/]+$/i, // a.test.ts, a.spec.js
  /_(test|spec)\.[^/]+$/i, // a_test.go, a_spec.rb, a_test.py
  /(^|\/)test_[^/]+\.py$/i, // test_a.py
  /(^|\/)[^/]*(Test|Tests|Spec|IT)\.(java|kt|scala|groovy|cs|swift|php)$/, // ATest.java, ATests.cs, ASpec.scala
  /(^|\/)conftest\.py$/, // pytest's fixtures
];

/** Whether a path is a test's: a test folder, or a test file's name in its language. */
export function isTestPath(path: string): boolean {
  return TEST_PATHS.some((pattern) => pattern.test(path));
}

/** Modules that hold a production file's own tests, by language: Rust's `mod tests` (under `#[cfg(test)]`). */
const TEST_MODULES: Readonly<Record<string, ReadonlySet<string>>> = {
  rust: new Set(['tests', 'test']),
};

/** Whether files of this language can hold modules of tests (see isTestModule). */
export function mayHoldTestModules(language: string | undefined): boolean {
  return TEST_MODULES[language ?? ''] !== undefined;
}

/** Whether a module of this name, in a file of this language, holds tests. */
export function isTestModule(language: string | undefined, name: string): boolean {
  return TEST_MODULES[language ?? '']?.has(name) ?? false;
}

/**
 * The kind of a definition that is a test block named by its title, quotes included
 * (`it('parses cookies', …)` in JavaScript and TypeScript): no identifier, and never a name to look up.
 */
export const TEST_KIND = 'test';
