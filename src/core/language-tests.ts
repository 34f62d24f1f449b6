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

const names = (words: string) => new Set(words.split(/\s+/).filter(Boolean));
const ECMA_TESTS = names(
  `describe it test suite expect beforeEach afterEach beforeAll afterAll before after vi jest fn spyOn
   mock mocked mockReturnValue mockReturnValueOnce mockResolvedValue mockResolvedValueOnce mockRejectedValue
   mockImplementation mockImplementationOnce mockClear mockReset mockRestore toBe toEqual toStrictEqual
   toBeTruthy toBeFalsy toBeNull toBeUndefined toBeDefined toBeNaN toBeInstanceOf toBeGreaterThan
   toBeGreaterThanOrEqual toBeLessThan toBeLessThanOrEqual toBeCloseTo toContain toContainEqual toHaveLength
   toHaveProperty toMatch toMatchObject toMatchSnapshot toMatchInlineSnapshot toThrow toThrowError
   toHaveBeenCalled toHaveBeenCalledTimes toHaveBeenCalledWith toHaveBeenLastCalledWith
   toHaveBeenNthCalledWith toHaveReturned toHaveReturnedWith resolves rejects anything objectContaining
   arrayContaining stringContaining stringMatching assertions hasAssertions useFakeTimers useRealTimers
   advanceTimersByTime runAllTimers stubGlobal unstubAllGlobals deepEqual strictEqual deepStrictEqual
   notStrictEqual notDeepStrictEqual doesNotThrow doesNotReject`,
);
const JVM_TESTS = `assertEquals assertNotEquals assertTrue assertFalse assertNull assertNotNull assertSame
  assertNotSame assertThrows assertDoesNotThrow assertArrayEquals assertIterableEquals assertAll assertThat
  isEqualTo isNotEqualTo isNull isNotNull isTrue isFalse isEmpty isNotEmpty hasSize containsExactly
  containsOnly isInstanceOf isSameAs thenReturn thenThrow doReturn doThrow verify verifyNoMoreInteractions
  times never atLeast mockito BeforeEach AfterEach BeforeAll AfterAll`;
/**
 * The names test frameworks give a test to call (`expect(x).toBe(y)`, `self.assertEqual`, `t.Fatalf`,
 * `assertEquals`), by language: the tests of a change call them, and they are focus identifiers only
 * where the repository defines them (it may be the framework).
 */
const TEST_FRAMEWORK_NAMES: Readonly<Record<string, ReadonlySet<string>>> = {
  typescript: ECMA_TESTS,
  tsx: ECMA_TESTS,
  javascript: ECMA_TESTS,
  vue: ECMA_TESTS,
  python: names(
    `assertEqual assertNotEqual assertTrue assertFalse assertIs assertIsNot assertIsNone assertIsNotNone
     assertIn assertNotIn assertIsInstance assertNotIsInstance assertRaises assertRaisesRegex assertWarns
     assertAlmostEqual assertNotAlmostEqual assertGreater assertGreaterEqual assertLess assertLessEqual
     assertRegex assertCountEqual assertDictEqual assertListEqual assertMultiLineEqual setUp tearDown
     setUpClass tearDownClass subTest skipTest raises fixture parametrize approx monkeypatch MagicMock
     assert_called assert_called_once assert_called_with assert_called_once_with assert_not_called
     assert_any_call`,
  ),
  go: names(
    `Run Errorf Fatal Fatalf Fail FailNow Log Logf Helper Skip Skipf Parallel Cleanup TempDir Setenv
     ResetTimer StartTimer StopTimer ReportAllocs NoError Equalf NotNil`,
  ),
  rust: names('assert assert_eq assert_ne debug_assert debug_assert_eq debug_assert_ne assert_matches'),
  java: names(JVM_TESTS),
  kotlin: names(`${JVM_TESTS} shouldBe shouldNotBe shouldThrow every coEvery coVerify mockk`),
  c_sharp: names(
    `Assert AreEqual AreNotEqual AreSame IsTrue IsFalse IsNull IsNotNull IsInstanceOfType Throws ThrowsAsync
     ThrowsException That Should BeTrue BeFalse BeNull NotBeNull BeEquivalentTo`,
  ),
  ruby: names(
    `describe context it expect to not_to eq eql be include let before after subject assert assert_equal
     assert_nil refute refute_nil raise_error receive and_return allow`,
  ),
  php: names(
    `assertEquals assertSame assertNotSame assertTrue assertFalse assertNull assertNotNull assertCount
     assertInstanceOf assertContains assertArrayHasKey expectException createMock willReturn expects`,
  ),
};

const NO_NAMES: ReadonlySet<string> = new Set();

/** The names a language's test frameworks give tests to call (see TEST_FRAMEWORK_NAMES). */
export function testFrameworkNamesOf(language: string): ReadonlySet<string> {
  return TEST_FRAMEWORK_NAMES[language] ?? NO_NAMES;
}
