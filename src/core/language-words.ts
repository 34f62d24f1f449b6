// The words of each language that name nothing of a repository (its keywords, its built-ins), for
// reading the code of a change (diff/words.ts). Apart from the syntax facts, which the parse threads
// load: only the focus needs these.

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
    `asyncio bytes collections dict float functools int itertools json list logging math os re set shutil
     str subprocess sys time tuple typing`,
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
