// The words of each language that name nothing of a repository (its keywords, its built-ins), for
// reading the code of a change (diff/words.ts), the method names of its built-in types, for the
// lookups (lookup/lookup.ts), and the names its test frameworks give tests to call (for the focus,
// diff/identifiers.ts). Apart from the syntax facts, which the parse threads load.

/**
 * Words of a language that name nothing of a repository, though a repository may define a namesake
 * (a `type` field, a `min` attribute): its keywords, and the built-in objects, modules and types
 * whose members a change calls (`Math.min`, `strings.Split`, `Vec::new`). The focus leaves them
 * out of the words of changed lines, and the members it calls on them out of its identifiers.
 */
export interface LanguageWords {
  keywords: ReadonlySet<string>;
  builtins: ReadonlySet<string>;
  /**
   * Where a file's imports say which of its names are built-in modules (Go: the packages of the
   * standard library it imports, by the name it imports them under; a repository's own package may
   * be imported as `io`): whether an import path is of the standard library.
   */
  standardImport?: (path: string) => boolean;
}

const wordSet = (words: string) => new Set(words.split(/\s+/).filter(Boolean));
const languageWords = (
  keywords: string,
  builtins = '',
  standardImport?: LanguageWords['standardImport'],
): LanguageWords => ({
  keywords: wordSet(keywords),
  builtins: wordSet(builtins),
  ...(standardImport && { standardImport }),
});

const ECMA = languageWords(
  `abstract any as async await boolean break case catch class const constructor continue debugger declare
   default delete do else enum export extends false finally for from function get if implements import in
   infer instanceof interface is keyof let namespace never new null number object of private protected
   public readonly return satisfies set static string super switch symbol this throw true try type typeof
   undefined unknown var void while with yield`,
  `Array ArrayBuffer Atomics BigInt Boolean Buffer console crypto DataView Date document Error globalThis
   Intl JSON Map Math Number Object performance process Promise Proxy Reflect RegExp Set String Symbol URL
   WeakMap WeakSet window`,
);
const C_KEYWORDS = `auto break case char const continue default do double else enum extern float for goto if
  inline int long register restrict return short signed sizeof static struct switch typedef union unsigned
  void volatile while NULL true false bool`;
const JVM_BUILTINS = `Arrays Boolean Character Collections Double Float Integer List Long Map Math Objects
  Optional Set Stream String StringBuilder System Thread`;

const WORDS: Readonly<Record<string, LanguageWords>> = {
  typescript: ECMA,
  tsx: ECMA,
  javascript: ECMA,
  vue: ECMA,
  html: ECMA,
  python: languageWords(
    `and as assert async await break class continue def del elif else except False finally for from global
     if import in is lambda None nonlocal not or pass raise return self True try while with yield cls`,
    `asyncio bytes collections dict float functools int itertools json list logging math open os re set
     shutil str subprocess sys time tuple typing`,
  ),
  go: languageWords(
    `break case chan const continue default defer else fallthrough for func go goto if import interface map
     package range return select struct switch type var nil true false iota`,
    `atomic base64 binary bufio bytes context errors exec filepath fmt hex http io ioutil json log maps math
     os path rand reflect regexp runtime slices sort strconv strings sync syscall testing time unicode
     unsafe url utf8`,
    (path) => !path.split('/')[0].includes('.'),
  ),
  rust: languageWords(
    `as async await break const continue crate dyn else enum extern false fn for if impl in let loop match mod
     move mut pub ref return self Self static struct super trait true type unsafe use where while`,
    `Arc BTreeMap Box Cow HashMap HashSet Option Rc RefCell Result String Vec VecDeque fmt fs io iter mem ptr
     std thread`,
  ),
  java: languageWords(
    `abstract assert boolean break byte case catch char class const continue default do double else enum
     extends final finally float for goto if implements import instanceof int interface long native new null
     package private protected public return short static super switch synchronized this throw throws
     transient try var void volatile while true false record`,
    JVM_BUILTINS,
  ),
  kotlin: languageWords(
    `as break class continue do else false for fun if in interface is null object package return super this
     throw true try typealias typeof val var when while by constructor companion data override private
     protected public internal open sealed suspend`,
    `${JVM_BUILTINS} listOf mapOf setOf`,
  ),
  c: languageWords(C_KEYWORDS),
  cpp: languageWords(
    `${C_KEYWORDS} class namespace template typename public private protected virtual override final new
     delete this operator using try catch throw nullptr constexpr noexcept explicit friend mutable`,
    'std',
  ),
  c_sharp: languageWords(
    `abstract as base bool break byte case catch char checked class const continue decimal default delegate do
     double else enum event explicit extern false finally fixed float for foreach goto if implicit in int
     interface internal is lock long namespace new null object operator out override params private protected
     public readonly ref return sealed short sizeof static string struct switch this throw true try typeof
     uint ulong unchecked unsafe ushort using var virtual void volatile while async await get set`,
    'Console Convert Enumerable Math String Task',
  ),
  ruby: languageWords(
    `alias and begin break case class def defined do else elsif end ensure false for if in module next nil not
     or redo rescue retry return self super then true undef unless until when while yield`,
  ),
  php: languageWords(
    `abstract and array as break callable case catch class clone const continue declare default do echo else
     elseif empty enddeclare endfor endforeach endif endswitch endwhile extends final finally fn for foreach
     function global goto if implements include instanceof insteadof interface isset list match namespace new
     or print private protected public readonly require return static switch this throw trait try unset use
     var while yield null true false self parent`,
  ),
  swift: languageWords(
    `as associatedtype break case catch class continue default defer deinit do else enum extension fallthrough
     false fileprivate for func guard if import in init inout internal is let nil open operator private
     protocol public repeat rethrows return self Self static struct subscript super switch throw throws true
     try typealias var where while`,
  ),
};

const NO_WORDS = languageWords('');

/** A language's words that name nothing of a repository (none known for most languages). */
export function wordsOf(id: string): LanguageWords {
  return WORDS[id] ?? NO_WORDS;
}

// The methods of a language's built-in types (strings, lists, maps, sets, promises, files), by
// language (the DOM's, for the ECMAScript family). A call of one of these names on a receiver whose type nothing states (`x.add(y)`,
// `f.read()`) most often means the built-in's: it is linked to a repository's method of that name
// only when the calling file reaches that definition some other way (it imports its file, or is it).
const ECMA_MEMBERS = wordSet(
  `toString valueOf toLocaleString hasOwnProperty push pop shift unshift slice splice map filter
   forEach reduce reduceRight find findIndex findLast findLastIndex includes indexOf lastIndexOf join
   concat sort reverse some every flat flatMap fill at keys values entries split replace replaceAll
   match matchAll trim trimStart trimEnd startsWith endsWith toLowerCase toUpperCase padStart padEnd
   charAt charCodeAt codePointAt substring substr repeat normalize localeCompare get set has add
   delete clear then catch finally apply call bind test exec getTime toISOString toFixed querySelector
   querySelectorAll getElementById addEventListener removeEventListener dispatchEvent appendChild
   removeChild setAttribute getAttribute removeAttribute preventDefault stopPropagation`,
);
const JVM_MEMBERS = `toString equals hashCode compareTo getClass get put set add addAll remove removeAll
  size isEmpty contains containsKey containsValue getOrDefault putIfAbsent keySet values entrySet length
  charAt substring indexOf lastIndexOf append insert trim split startsWith endsWith toLowerCase
  toUpperCase replace replaceAll matches format stream map filter collect forEach reduce iterator next
  hasNext clear sort`;
const BUILTIN_MEMBERS: Readonly<Record<string, ReadonlySet<string>>> = {
  typescript: ECMA_MEMBERS,
  tsx: ECMA_MEMBERS,
  javascript: ECMA_MEMBERS,
  vue: ECMA_MEMBERS,
  html: ECMA_MEMBERS,
  python: wordSet(
    `split rsplit splitlines join replace strip lstrip rstrip lower upper title startswith endswith
     format encode decode find rfind index count partition rpartition append extend insert pop remove
     clear copy sort reverse get items keys values update setdefault popitem add discard union
     intersection difference read readline readlines write writelines close seek flush`,
  ),
  rust: wordSet(
    `push pop len is_empty iter iter_mut into_iter map filter collect unwrap expect unwrap_or
     unwrap_or_default unwrap_or_else clone get get_mut insert remove contains contains_key as_str
     as_ref as_mut to_string to_owned push_str split trim starts_with ends_with join extend first last
     keys values entry or_insert and_then map_err ok_or is_some is_none ok err lock borrow borrow_mut`,
  ),
  java: wordSet(JVM_MEMBERS),
  kotlin: wordSet(`${JVM_MEMBERS} let also apply run takeIf`),
  c_sharp: wordSet(
    `ToString Equals GetHashCode GetType Add AddRange Remove Clear Contains ContainsKey TryGetValue
     Insert IndexOf Select Where ToList ToArray First FirstOrDefault Any All Count OrderBy Trim Split
     Substring StartsWith EndsWith Replace Append Join`,
  ),
  ruby: wordSet(
    `each map select reject find reduce inject to_s to_a to_h to_i include? empty? push pop shift
     keys values fetch merge split strip gsub sub downcase upcase join first last length size`,
  ),
};

const NO_MEMBERS: ReadonlySet<string> = new Set();

/** The method names of a language's built-in types (see BUILTIN_MEMBERS). */
export function builtinMembersOf(id: string): ReadonlySet<string> {
  return BUILTIN_MEMBERS[id] ?? NO_MEMBERS;
}

/**
 * The languages where a call of a built-in's method name on a receiver of no stated type is no
 * focus identifier: their tags queries capture the receiver types a file states (`@binding`, see
 * extract/receivers.ts), and most receivers there are a local's of a stated type or none (Go has no
 * such names: its built-in types have no methods). Java, C#, Kotlin and Rust state types too, and
 * the lookups read them, but there the calls stay: a receiver is as often a field, a method's
 * result or a chain whose type no statement of the file gives, and leaving those calls out lost
 * needed files (the relevance benchmark, docs/references-benchmark.md). Elsewhere (`items.push(x)`
 * in Ruby) such a call may well be the repository's.
 */
const BUILTIN_CALLS_LEFT_OUT: ReadonlySet<string> = new Set([
  'typescript',
  'tsx',
  'javascript',
  'vue',
  'html',
  'python',
  'go',
]);

export function leavesBuiltinCallsOut(id: string): boolean {
  return BUILTIN_CALLS_LEFT_OUT.has(id);
}

const ECMA_TESTS = wordSet(
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
  python: wordSet(
    `assertEqual assertNotEqual assertTrue assertFalse assertIs assertIsNot assertIsNone assertIsNotNone
     assertIn assertNotIn assertIsInstance assertNotIsInstance assertRaises assertRaisesRegex assertWarns
     assertAlmostEqual assertNotAlmostEqual assertGreater assertGreaterEqual assertLess assertLessEqual
     assertRegex assertCountEqual assertDictEqual assertListEqual assertMultiLineEqual setUp tearDown
     setUpClass tearDownClass subTest skipTest raises fixture parametrize approx monkeypatch MagicMock
     assert_called assert_called_once assert_called_with assert_called_once_with assert_not_called
     assert_any_call`,
  ),
  go: wordSet(
    `Run Errorf Fatal Fatalf Fail FailNow Log Logf Helper Skip Skipf Parallel Cleanup TempDir Setenv
     ResetTimer StartTimer StopTimer ReportAllocs NoError Equalf NotNil`,
  ),
  rust: wordSet('assert assert_eq assert_ne debug_assert debug_assert_eq debug_assert_ne assert_matches'),
  java: wordSet(JVM_TESTS),
  kotlin: wordSet(`${JVM_TESTS} shouldBe shouldNotBe shouldThrow every coEvery coVerify mockk`),
  c_sharp: wordSet(
    `Assert AreEqual AreNotEqual AreSame IsTrue IsFalse IsNull IsNotNull IsInstanceOfType Throws ThrowsAsync
     ThrowsException That Should BeTrue BeFalse BeNull NotBeNull BeEquivalentTo`,
  ),
  ruby: wordSet(
    `describe context it expect to not_to eq eql be include let before after subject assert assert_equal
     assert_nil refute refute_nil raise_error receive and_return allow`,
  ),
  php: wordSet(
    `assertEquals assertSame assertNotSame assertTrue assertFalse assertNull assertNotNull assertCount
     assertInstanceOf assertContains assertArrayHasKey expectException createMock willReturn expects`,
  ),
};

/** The names a language's test frameworks give tests to call (see TEST_FRAMEWORK_NAMES). */
export function testFrameworkNamesOf(language: string): ReadonlySet<string> {
  return TEST_FRAMEWORK_NAMES[language] ?? NO_MEMBERS;
}
