import { createRequire as __repomapCreateRequire } from 'node:module';
import { fileURLToPath as __repomapFileURLToPath } from 'node:url';
import { dirname as __repomapDirname } from 'node:path';
const __filename = __repomapFileURLToPath(import.meta.url);
const __dirname = __repomapDirname(__filename);
const require = __repomapCreateRequire(import.meta.url);
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 298:
/***/ ((module) => {

// A simple implementation of make-array
function makeArray (subject) {
  return Array.isArray(subject)
    ? subject
    : [subject]
}

const UNDEFINED = undefined
const EMPTY = ''
const SPACE = ' '
const ESCAPE = '\\'

// The characters that carry a meaning of their own inside a regular
//   expression, so a literal one has to be escaped before it is emitted.
const REGEX_LITERAL_SPECIAL = /[.*+?()[\]{}^$|\\/]/
const BOM = '\uFEFF'
// A run of two or more asterisks is a globstar (#175)
const REGEX_ANCHORED_GLOBSTAR = /^\/\*{2,}$/
const REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION = /^\\!/
const REGEX_REPLACE_LEADING_EXCAPED_HASH = /^\\#/
const REGEX_SPLITALL_CRLF = /\r?\n/g

// Invalid:
// - /foo,
// - ./foo,
// - ../foo,
// - .
// - ..
// Valid:
// - .foo
const DOUBLE_SLASH = '//'
const SLASH_CODE = 47
const DOT_CODE = 46


const SLASH = '/'

// Do not use ternary expression here, since "istanbul ignore next" is buggy
let TMP_KEY_IGNORE = 'node-ignore'
/* istanbul ignore else */
if (typeof Symbol !== 'undefined') {
  TMP_KEY_IGNORE = Symbol.for('node-ignore')
}
const KEY_IGNORE = TMP_KEY_IGNORE

const define = (object, key, value) => {
  Object.defineProperty(object, key, {value})
  return value
}

const RETURN_FALSE = () => false

// > The range notation, e.g. [a-zA-Z],
// > can be used to match one of the characters in a range.
//
// gitignore(5) defers to fnmatch(3) for this, and git implements it in
//   `wildmatch.c`.  A bracket expression has a sub-grammar of its own, which
//   is neither the surrounding pattern grammar nor the JavaScript one:
//
//   - a `]` right after `[` or `[!` is a literal member, not the terminator
//   - `[:alpha:]` names one of twelve POSIX classes
//   - `\` escapes the next member, `]` included
//   - `*`, `?` and `.` are plain literal members
//   - an unterminated expression makes the whole pattern match nothing
//
// which means the expression can not be located -- let alone translated -- by
//   a regular expression.  It is scanned out of the pattern before the
//   replacers below run, and put back once they are done, so that neither the
//   metacharacter escaper nor the `?` / `*` replacers ever see its body.

// git classifies with its own ASCII-only ctype macros (`wildmatch.c`), never
//   with the C library ones, so these must not be mapped onto `\d` / `\w` /
//   `\s`, which are wider.  `/` is left out of every expansion, because a
//   bracket expression never matches a path separator.
const POSIX_CLASSES = {
  alnum: '0-9A-Za-z',
  alpha: 'A-Za-z',
  blank: ' \\t',
  cntrl: '\\x00-\\x1f\\x7f',
  digit: '0-9',
  graph: '!-.0-~',
  lower: 'a-z',
  print: ' -.0-~',
  punct: '!-.:-@\\[-`{-~',
  // git's `sane-ctype.h` classifies \v and \f as control, not space,
  //   unlike C's `isspace`
  space: ' \\t\\n\\r',
  upper: 'A-Z',
  xdigit: '0-9A-Fa-f'
}

const CLASS_MEMBERS_TO_ESCAPE = '\\]^-['

const escapeMember = char => CLASS_MEMBERS_TO_ESCAPE.indexOf(char) < 0
  ? char
  : ESCAPE + char

// > if (matched == negated || ((flags & WM_PATHNAME) && text_ch == '/'))
// >   return WM_ABORT_TO_STARSTAR;                     (git, `wildmatch.c`)
// A bracket expression never matches a path separator, whatever its members
//   say, so a negated class gets `/` as one more excluded character, while a
//   plain one -- where a literal member or a range could still let `/` in --
//   is guarded with a lookahead, `/` being impossible to subtract from a
//   JavaScript character class.
const NON_SLASH = '(?!\\/)'

const classSource = (negated, body) => {
  if (negated) {
    return `[^\\/${body}]`
  }

  const source = `[${body}]`

  return new RegExp(source).test('/')
    ? NON_SLASH + source
    : source
}

// Scan the bracket expression that starts at `pattern[start] === '['`,
//   mirroring the member loop of git's `wildmatch.c`.
// @returns {{end: number, source: string} | null} `null` if the expression is
//   never terminated, which makes the whole pattern match nothing.
const scanBracket = (pattern, start) => {
  const {length} = pattern
  let index = start + 1
  let negated = EMPTY

  const lead = pattern[index]
  if (lead === '!' || lead === '^') {
    negated = '^'
    index ++
  }

  let body = EMPTY

  // The member a `-` could start a range from, or EMPTY when the previous
  //   member can not open one (start of the body, or a range / POSIX class
  //   that has just closed)
  let prev = EMPTY

  // git scans the members with a do-while, so the first one is consumed
  //   unconditionally.  That is the whole reason a leading `]` is a member
  //   and not the terminator.
  for (;;) {
    const char = pattern[index]

    if (char === UNDEFINED) {
      return null
    }

    if (char === ESCAPE) {
      // A pattern can not end on a lone backslash -- `createRule` has
      //   already thrown it away -- so there is a character to read.
      const escaped = pattern[++ index]
      body += escapeMember(escaped)
      prev = escaped
    } else if (
      char === '-'
      && prev
      && index + 1 < length
      && pattern[index + 1] !== ']'
    ) {
      index ++
      let to = pattern[index]
      if (to === ESCAPE) {
        to = pattern[index += 1]
      }
      // An out-of-order range matches nothing in git but is a syntax error in
      //   JavaScript, so it is dropped.  Its lower bound stays: git tests it
      //   as a plain member before it ever looks at the `-`, so `[c-a]` does
      //   match `c`.
      if (prev <= to) {
        body += `-${escapeMember(to)}`
      }
      prev = EMPTY
    } else if (char === '[' && pattern[index + 1] === ':') {
      const nameStart = index + 2
      let end = nameStart
      while (end < length && pattern[end] !== ']') {
        end ++
      }

      if (end === length) {
        return null
      }

      if (end > nameStart && pattern[end - 1] === ':') {
        const name = pattern.slice(nameStart, end - 1)

        // An unknown class name makes the whole pattern match nothing
        if (!Object.prototype.hasOwnProperty.call(POSIX_CLASSES, name)) {
          return null
        }

        body += POSIX_CLASSES[name]
        prev = EMPTY
        index = end
      } else {
        // No `:]` to close it, so the `[` is a plain member and scanning
        //   resumes right after it.
        body += escapeMember('[')
        prev = '['
        index = nameStart - 2
      }
    } else {
      body += escapeMember(char)
      prev = char
    }

    index ++

    if (pattern[index] === ']') {
      return {
        end: index,
        source: classSource(negated, body)
      }
    }
  }
}

// An empty JavaScript class can never match, which is how a pattern that git
//   gives up on (`WM_ABORT_ALL`) is expressed here.
const NEVER_MATCH = '[]'

// A NUL can appear in neither a `.gitignore` line nor a path, which makes it
//   the one safe placeholder character.  A literal one in the pattern is
//   held aside all the same, so a collision is impossible by construction.
const PLACEHOLDER = '\u0000'
const REGEX_RESTORE_PLACEHOLDER = new RegExp(
  `${PLACEHOLDER}(\\d+)${PLACEHOLDER}`, 'g'
)

// The one wildcard the chain does not expand for itself is a trailing `*`. How
//   it expands depends on the mode (`regex` vs `checkRegex`), so `_make` is
//   left to do it, and until then the pending wildcard travels as this marker.
//   That is what keeps it apart from a user-escaped literal `\*`: the unescape
//   steps collapse the escaped one to the exact `\*` a wildcard would leave
//   behind, so by the time `_make` runs the two are otherwise the same string
//   and a literal star gets wrongly rewritten into a wildcard. The marker is a
//   private-use character, and `extractBrackets` keeps one that came out of the
//   pattern apart from it, so the only marker `_make` ever turns back into a
//   real wildcard is the one this chain put there itself.
const TRAILING_WILDCARD = '\uE000'

// A trailing "/**" is deferred the same way, because `checkRegex` has to tell
//   it apart from a trailing "/*" (see `checkSourceOf`). For `.ignores()` it
//   still never matches the folder itself (#21).
const TRAILING_DOUBLESTAR = '\uE001'

// The three characters above mean something to the chain that builds the
//   source rather than to the path, so one that came out of the pattern is
//   held aside like a bracket expression instead of going straight out. Being
//   held is what makes it safe: the restore runs after the step that anchors
//   the source, so the character comes back in the middle of the source and
//   not at its end, which is the one place `_make` and `checkSourceOf` look
//   for a marker. Without it a pattern's own character lands where a pending
//   marker sits, and `_make` turns it into a real trailing wildcard.
//
// It is held as a one-member class rather than bare, in both of the branches
//   a reserved character can reach, so that the property can be
//   read off this function alone -- a reserved character never goes out on
//   its own -- rather than depending on where in the chain the restore
//   happens to run. In the expression built here `[x]` matches exactly what
//   `x` matches, none of the three being special to a regular expression or
//   inside a class, so no test can tell the two apart: the class is insurance,
//   and the paragraph above is the reason it is not needed.
const isReserved = char =>
  char === PLACEHOLDER
  || char === TRAILING_WILDCARD
  || char === TRAILING_DOUBLESTAR

// Replace every bracket expression with a placeholder the replacers below
//   leave alone, and translate it separately.
const extractBrackets = pattern => {
  const sources = []
  const hold = source =>
    `${PLACEHOLDER}${sources.push(source) - 1}${PLACEHOLDER}`

  const {length} = pattern
  let out = EMPTY
  let index = 0

  while (index < length) {
    const char = pattern[index]

    if (char === ESCAPE) {
      // > Put a backslash ("\") in front of ... a character to make it literal.
      //                                            (gitignore(5) -> fnmatch(3))
      // A backslash quotes the next character, whatever it is, so `\d` is a
      //   literal `d`, not the regex digit class, and `\?` is a literal `?`,
      //   not a wildcard. Held aside as its literal here, the escape never
      //   reaches the replacers below, which would otherwise let `\d`, `\b`,
      //   `\1`, `\/` keep their regular-expression meaning, and would turn a
      //   `\?` into `[^\/]`.
      //
      // Three escapes are still left for the chain: `\*` (a literal star,
      //   told apart from a wildcard by `TRAILING_WILDCARD` and the wildcard
      //   replacers), `\[` (a literal bracket, the one `[` the bracket
      //   replacer still expects), and `\ ` (a quoted space, which one pass
      //   below rewrites in bulk -- holding each one aside instead costs more
      //   on a pattern built out of them).
      //
      // A quoted backslash is not among them. The chain doubles every
      //   backslash, then takes the doubling back out again, and a quoted one
      //   standing next to a character the chain also escapes left the two
      //   counts sharing a run, so one of the escapes was lost. Held here as
      //   the literal it means, it never joins that run.
      const escaped = pattern[index + 1]

      if (escaped === SLASH && index + 2 === length) {
        // Git removes a final directory slash before matching. An escape
        //   without a character after that removal makes the pattern invalid.
        out += hold(NEVER_MATCH)
      } else if (
        escaped === '*'
        || escaped === '['
        || escaped === SPACE
      ) {
        out += pattern.slice(index, index + 2)
      } else {
        out += hold(
          REGEX_LITERAL_SPECIAL.test(escaped)
            ? ESCAPE + escaped
            : isReserved(escaped)
              ? `[${escaped}]`
              : escaped
        )
      }

      index += 2
    } else if (isReserved(char)) {
      out += hold(`[${char}]`)
      index ++
    } else if (char === '[') {
      const scanned = scanBracket(pattern, index)

      if (scanned === null) {
        // git gives up on the whole pattern (`WM_ABORT_ALL`), so whatever
        //   follows can not make it match either.
        out += hold(NEVER_MATCH)
        index = length
      } else {
        out += hold(scanned.source)
        index = scanned.end + 1
      }
    } else {
      out += char
      index ++
    }
  }

  return {
    source: out,
    sources
  }
}

// A step of the chain below is normally a `[matcher, replacer]` pair handed
//   to `String.replace`. `DIRECT` marks the ones that are plain string work
//   instead, and take `(source, pattern)`.
//
// Anchoring the two ends is exactly that -- a test of one character and a
//   concatenation -- and putting it through the regular expression engine
//   cost a third of this chain for nothing: 167ns where 10ns does the same
//   job. The two are still steps in the same list, in the same places,
//   because their position in the order is part of what they mean.
const DIRECT = null

// A separator at the beginning or in the middle of a pattern, as opposed to
//   one at the very end.
const REGEX_INNER_SLASH = /\/(?!$)/
const WILDCARD = '[^\\/]*'

// > If the pattern ends with a slash,
// > it is removed for the purpose of the following description,
// > but it would only find a match with a directory.
// > In other words, foo/ will match a directory foo and paths underneath it,
// > but will not match a regular file or a symbolic link foo
// >  (this is consistent with the way how pathspec works in general in Git).
// '`foo/`' will not match regular file '`foo`' or symbolic link '`foo`'
// -> ignore-rules will not deal with it, because it costs extra `fs.stat` call
//      you could use option `mark: true` with `glob`

// '`foo/`' should not continue with the '`..`'
// The chain that turns one gitignore pattern into a regular expression
//   source, in order. A step is either
//
//   [matcher, replacer]            handed to `String.replace`
//   [matcher, replacer, required]  the same, but skipped outright unless
//                                    `required` appears in the string, which
//                                    the matcher cannot match without
//   [DIRECT, transform]            plain string work, taking (source, pattern)
//
// The `required` character is only ever a shortcut: finding it does not mean
//   the matcher will match, and not finding it means it cannot. It is there
//   because scanning for one character costs a fraction of running a matcher
//   that then finds nothing -- for the wildcard step, whose `[^\\]+`
//   backtracks its way through the whole string before giving up, 11ns
//   against 400ns.
const REPLACERS = [

  // Replace (\ ) with ' '
  // Only a space: an escaped tab or other whitespace is already a literal by
  //   the time it reaches here, and a bare tab must be left as one, not turned
  //   into a space.
  // (\ ) -> ' '
  // (\\ ) -> '\\ '
  // (\\\ ) -> '\\ '
  [
    // A run of backslashes is taken whole, from its first one, so no match
    //   ever starts again inside it -- `(\\+?) ` did, which made a long run
    //   quadratic.
    /(\\+)( ?)/g,
    (_, run, space) => space
      ? run.slice(0, run.length - run.length % 2) + SPACE
      : run,
    ESCAPE + SPACE
  ],

  // git's wildmatch() reads a run of two or more asterisks as one globstar
  //   whenever the run fills a path segment: it starts the pattern or follows
  //   a `/`, and it ends the pattern or comes before a `/`. A run of two is
  //   already `**`; a longer one is folded into `**` here, so the steps
  //   below only ever have to know `**`.
  // `***/foo` -> `**/foo`, `a/***/b` -> `a/**/b`, `a/***` -> `a/**`
  // git also takes a run beside a literal prefix (`a***/b`) or beside an
  //   escaped slash (`***\/b`) as a globstar, and this does not; the README
  //   lists both, under "A run of asterisks".
  [
    /(^|\/)\*{3,}(?=\/|$)/g,
    (_, start) => `${start}**`,
    '*'
  ],

  // Escape metacharacters
  // which is written down by users but means special for regular expressions.

  // > There are 12 characters with special meanings:
  // > - the backslash \,
  // > - the caret ^,
  // > - the dollar sign $,
  // > - the period or dot .,
  // > - the vertical bar or pipe symbol |,
  // > - the question mark ?,
  // > - the asterisk or star *,
  // > - the plus sign +,
  // > - the opening parenthesis (,
  // > - the closing parenthesis ),
  // > - and the opening square bracket [,
  // > - the opening curly brace {,
  // > These special characters are often called "metacharacters".
  [
    /[\\$.|*+(){^]/g,
    match => `\\${match}`
  ],

  [
    // > a question mark (?) matches a single character
    /(?!\\)\?/g,
    () => '[^/]',
    '?'
  ],

  // leading slash
  [

    // > A leading slash matches the beginning of the pathname.
    // > For example, "/*.c" matches "cat-file.c" but not "mozilla-sha1/sha1.c".
    // A leading slash matches the beginning of the pathname
    /^\//,
    () => '^',
    SLASH
  ],

  // replace special metacharacter slash after the leading slash
  [
    /\//g,
    () => '\\/',
    SLASH
  ],

  [
    // > A leading "**" followed by a slash means match in all directories.
    // > For example, "**/foo" matches file or directory "foo" anywhere,
    // > the same as pattern "foo".
    // > "**/foo/bar" matches file or directory "bar" anywhere that is directly
    // >   under directory "foo".
    // Notice that the '*'s have been replaced as '\\*'
    /^\^*(?:\\\*\\\*\\\/)+/,

    // '**/foo' <-> 'foo'
    () => '(?:^|\\/)',
    '*'
  ],

  // starting
  [
    // there will be no leading '/'
    //   (which has been replaced by section "leading slash")
    // If starts with '**', adding a '^' to the regular expression also works
    DIRECT,
    (source, pattern) => {
      // Nothing to anchor to, or already anchored (`^` or `(?:^|\/)`)
      if (!source || source[0] === '^' || source[0] === '(') {
        return source
      }

      // If has a slash `/` at the beginning or middle
      const anchor = !REGEX_INNER_SLASH.test(pattern)
        // > Prior to 2.22.1
        // > If the pattern does not contain a slash /,
        // >   Git treats it as a shell glob pattern
        // Actually, if there is only a trailing slash,
        //   git also treats it as a shell glob pattern

        // After 2.22.1 (compatible but clearer)
        // > If there is a separator at the beginning or middle (or both)
        // > of the pattern, then the pattern is relative to the directory
        // > level of the particular .gitignore file itself.
        // > Otherwise the pattern may also match at any level below
        // > the .gitignore level.
        ? '(?:^|\\/)'

        // > Otherwise, Git treats the pattern as a shell glob suitable for
        // >   consumption by fnmatch(3)
        : '^'

      return anchor + source
    }
  ],

  // two globstars
  [
    // Use lookahead assertions so that we could match more than one `'/**'`
    /\\\/\\\*\\\*(?=\\\/|$)/g,

    // Zero, one or several directories
    // should not use '*', or it will be replaced by the next replacer

    // Check if it is not the last `'/**'`
    (_, index, str) => index + 6 < str.length

      // case: /**/ at the end of the pattern, i.e. a trailing `'/**/'`
      // > A trailing `"/**/"` (a trailing `"/**"` restricted to directories)
      // >   matches everything inside, but it should not match the current
      // >   folder itself, so it requires at least one directory segment.
      // 'a/**/' matches 'a/b/', 'a/x/y/' but not 'a/'
      ? str.slice(index + 6) === '\\/'
        ? '(?:\\/[^\\/]+)+'

        // case: /**/
        // > A slash followed by two consecutive asterisks then a slash matches
        // >   zero or more directories.
        // > For example, "a/**/b" matches "a/b", "a/x/b", "a/x/y/b" and so on.
        // '/**/'
        : '(?:\\/[^\\/]+)*'

      // case: /**
      // > A trailing `"/**"` matches everything inside.

      // #21: everything inside but it should not include the current folder,
      //   resolved by `_make`
      : `\\/${TRAILING_DOUBLESTAR}`,
    '*'
  ],

  // normal intermediate wildcards
  [
    // Never replace escaped '*'
    // ignore rule '\*' will match the path '*'

    // 'abc.*/' -> go
    // 'abc.*'  -> skip this rule,
    //    coz trailing single wildcard will be handed by [trailing wildcard]
    /(^|[^\\])(?:\\\*)+(?!$)/g,

    // '*.js' matches '.js'
    // '*.js' doesn't match 'abc'
    // 1. An asterisk "*" matches anything except a slash.
    // 2. Other consecutive asterisks are considered regular asterisks
    //    and collapse into one non-slash wildcard run.
    (_, p1) => p1 + WILDCARD,
    '*'
  ],

  // trailing wildcard, held apart from a literal star
  [
    // The step above leaves a trailing `*` alone, so a single `\*` is all that
    //   can be left at the end here, and what stands in front of it says which
    //   kind it is. A wildcard arrives as the escaper wrote it, `\*` with
    //   nothing before it; a literal arrives as the user's own escape, which
    //   the escaper doubled, and then the star's own -- `\\` and then `\*`.
    //   There is no third case: every backslash still reaching the chain is
    //   one `\*`, `\[` or `\ ` carries itself, and each is followed by its
    //   own character, so a longer run can never form. This runs while the
    //   two are still distinct, before the unescape steps below collapse the
    //   literal onto the very `\*` a wildcard leaves behind.
    /(^|[^\\])((?:\\\\)*)\\\*$/,

    (match, p1, p2) =>
      p2 === EMPTY
        // A real wildcard: carry it to `_make` as the marker, so the unescape
        //   steps and the trailing-wildcard rewrite can never mistake it for a
        //   literal `\*` (nor the reverse).
        ? p1 + TRAILING_WILDCARD
        // A literal star: leave it exactly as it stands for the unescape steps.
        : match,
    '*'
  ],

  [
    // unescape, revert step 3 except for back slash
    // For example, if a user escape a '\\*',
    // after step 3, the result will be '\\\\\\*'
    /\\\\\\(?=[$.|*+(){^])/g,
    () => ESCAPE,
    ESCAPE + ESCAPE
  ],

  [
    // '\\\\' -> '\\'
    /\\\\/g,
    () => ESCAPE,
    ESCAPE + ESCAPE
  ],

  [
    // Every real bracket expression -- POSIX classes included -- has already
    //   been held aside by `extractBrackets`, so the only `[` left in the
    //   pattern is an escaped, literal one.

    // A backslash could only stand at the end of the range if it quoted the
    //   `]`, and `\]` is held aside long before this.
    /\\\[([^\]/]*?)($|\])/g,

    // '\\[bar]' -> '\\\\[bar]'
    (match, range, close) => `\\[${range}${close}`,
    '['
  ],

  // ending
  [
    // 'js' will not match 'js.'
    // 'ab' will not match 'abc'
    DIRECT,

    // WTF!
    // https://git-scm.com/docs/gitignore
    // changes in [2.22.1](https://git-scm.com/docs/gitignore/2.22.1)
    // which re-fixes #24, #38

    // > If there is a separator at the end of the pattern then the pattern
    // > will only match directories, otherwise the pattern can match both
    // > files and directories.

    // 'js*' will not match 'a.js'
    // 'js/' will not match 'a.js'
    // 'js' will match 'a.js' and 'a.js/'
    source => {
      const last = source[source.length - 1]

      // The pattern is empty, or ends in a pending marker `_make` owns --
      //   the trailing wildcard, or a trailing "/**". A trailing `*` that is
      //   not the marker is a literal star, which anchors like any other
      //   final character.
      if (!last || last === TRAILING_WILDCARD || last === TRAILING_DOUBLESTAR) {
        return source
      }

      return last === SLASH
        // foo/ will not match 'foo'
        ? `${source}$`
        // foo matches 'foo' and 'foo/'
        : `${source}(?=$|\\/$)`
    }
  ]
]

const REGEX_REPLACE_TRAILING_WILDCARD = /(^|\\\/)?\uE000$/
const MODE_IGNORE = 'regex'
const MODE_CHECK_IGNORE = 'checkRegex'
const UNDERSCORE = '_'

const replaceTrailingWildcard = (_, p1) => {
  const prefix = p1
    // '\^':
    // '/*' does not match EMPTY
    // '/*' does not match everything

    // '\\\/':
    // 'abc/*' does not match 'abc/'
    ? `${p1}[^/]+`

    // 'a*' matches 'a'
    // 'a*' matches 'aa'
    : '[^/]*'

  return `${prefix}(?=$|\\/$)`
}

const REGEX_REPLACE_TRAILING_DOUBLESTAR = /\uE001$/

// 'abc/**' matches everything under 'abc', but not 'abc/' itself (#21):
//   requiring one arbitrary character (line terminators included, #176)
//   after 'abc/' is necessary and sufficient for `.test(path)`.
const replaceTrailingDoublestar = () => '[\\s\\S]'

// The fixed piece between the wildcard at `at` and the next wildcard of the
//   run: the tokens that separate them, joined as they appear in the source.
//   A run never holds two wildcards in a row, so there is always at least one
//   token.
const separatorAfter = (run, at) => {
  let separator = EMPTY

  for (let index = at + 1; index < run.length && !run[index].wildcard; index ++) {
    separator += run[index].single
  }

  return separator
}

// Where a run of non-slash wildcards is split by fixed pieces --
//   `[^/]*ab[^/]*cd...` -- the engine has many equivalent ways to lay the
//   input across the wildcards, and on input that does not match it works
//   through all of them, so the time grows with the number of wildcards
//   rather than the length of the path. Every wildcard but the last in such a
//   run can be pinned to stop where the piece after it begins, which leaves
//   one way to lay out the input and no rewinding, without changing which
//   paths match: the fixed pieces still bound the count, and the last
//   wildcard still absorbs the rest.
//
// A wildcard is pinned to the whole piece, never to the piece's first
//   character. The pin leaves no way back, so a wildcard that stopped at that
//   first character would hand over wherever the character happens to turn
//   up, including the places the rest of the piece cannot follow -- which is
//   how `f*o/*/*` came to miss `foo/b/c`, the first `o` of `foo` not being
//   the one the `o/` after it needs. Every token of a piece matches exactly
//   one character, so the first place the whole piece fits is the leftmost
//   place it can sit, and whatever is left over goes to the wildcards that
//   follow.
//
// The source is read one token at a time -- a wildcard, a single-character
//   piece (a literal, an escape, a class), or a parenthesised group or anchor
//   that ends the run -- so only a genuine wildcard is touched.
const pinWildcards = source => {
  if (source.indexOf(WILDCARD) < 0) {
    return source
  }

  const tokens = []
  const {length} = source
  let index = 0

  while (index < length) {
    const char = source[index]

    if (source.startsWith(WILDCARD, index)) {
      tokens.push({wildcard: true})
      index += WILDCARD.length
    } else if (char === '[') {
      let end = index + 1

      if (source[end] === '^') {
        end ++
      }

      if (source[end] === ']') {
        end ++
      }

      while (end < length && source[end] !== ']') {
        end += source[end] === ESCAPE
          ? 2
          : 1
      }

      end ++
      tokens.push({single: source.slice(index, end)})
      index = end
    } else if (char === ESCAPE) {
      tokens.push({single: source.slice(index, index + 2)})
      index += 2
    } else if (char === '(') {
      let depth = 0
      let end = index

      do {
        if (source[end] === ESCAPE) {
          end ++
        } else if (source[end] === '(') {
          depth ++
        } else if (source[end] === ')') {
          depth --
        }

        end ++
      } while (end < length && depth > 0)

      if ('*+?'.indexOf(source[end]) >= 0) {
        end ++
      }

      tokens.push({boundary: source.slice(index, end)})
      index = end
    } else if (char === '^' || char === '$') {
      tokens.push({boundary: char})
      index ++
    } else {
      tokens.push({single: char})
      index ++
    }
  }

  let out = EMPTY
  let run = []

  const flush = () => {
    let lastWildcard

    run.forEach((token, at) => {
      if (token.wildcard) {
        lastWildcard = at
      }
    })

    run.forEach((token, at) => {
      if (!token.wildcard) {
        out += token.single
        return
      }

      // Every wildcard but the last is pinned to the whole piece that
      //   follows it, for the reason set out above this function. The last
      //   one stays as it is and takes up the rest.
      out += at === lastWildcard
        ? WILDCARD
        : `(?:(?!${separatorAfter(run, at)})[^\\/])*`
    })

    run = []
  }

  tokens.forEach(token => {
    if (token.boundary === undefined) {
      run.push(token)
      return
    }

    flush()
    out += token.boundary
  })

  flush()

  return out
}

// @param {pattern}
const makeRegexPrefix = pattern => {
  // `/**` matches every path, as `**` does. The translation below only finds
  //   a globstar beside a slash it keeps, and the leading one is turned into
  //   an anchor, so `/**` would come out as `/*` and match one level only.
  //   Here rather than in `createRule`, so that `checkSourceOf`, which
  //   compiles `/**/` again without its trailing slash, gets it too.
  if (REGEX_ANCHORED_GLOBSTAR.test(pattern)) {
    pattern = '**'
  }

  const {source, sources} = extractBrackets(pattern)

  const replaced = REPLACERS.reduce(
    // A pass whose matcher finds nothing hands back the very string it was
    //   given, so asking first costs a search and saves a rewrite. Ten of the
    //   fifteen passes never fire for a typical .gitignore line, and between
    //   them they were 45% of this chain.
    (prev, [matcher, replacer, required]) => {
      if (matcher === DIRECT) {
        return replacer(prev, pattern)
      }

      if (required !== UNDEFINED && prev.indexOf(required) < 0) {
        return prev
      }

      // A pass whose matcher finds nothing hands back the very string it was
      //   given, so asking first costs a search and saves a rewrite.
      return matcher.test(prev)
        ? prev.replace(matcher, replacer.bind(pattern))
        : prev
    },
    source
  )

  // Most patterns hold no bracket expression at all, and then there is
  //   nothing to put back.
  return sources.length
    ? replaced.replace(
      REGEX_RESTORE_PLACEHOLDER,
      (match, index) => sources[index]
    )
    : replaced
}

// `checkRegex` tests a path with a trailing slash, 'abc/', the way
//   `git check-ignore` matches that literal string once the directory itself
//   is known not to be excluded (see `checkIgnore`): a trailing '/' of the
//   pattern is dropped, a basename pattern sees an empty basename, and only a
//   pattern whose last segment is a pending wildcard can match what is left
//   after the final slash -- 'abc/*' and 'abc/**' match 'abc/', and 'abc/**'
//   also matches 'abc/d/' (#77, #169).
const checkSourceOf = (body, prefix) => {
  if (body[body.length - 1] === SLASH) {
    prefix = makeRegexPrefix(body.slice(0, - 1))
  }

  const head = prefix.slice(0, - 1)
  const last = prefix[prefix.length - 1]

  return last === TRAILING_WILDCARD
    ? `${head}$`
    : last === TRAILING_DOUBLESTAR
      ? head
      : NEVER_MATCH
}

// A trailing slash does not stop a pattern being basename-only: it restricts
//   the match to a directory, it does not let the pattern reach across one.
//   Everything else a pattern can hold -- a wildcard, a character class, an
//   escape -- stays inside a single path segment too, so a pattern with no
//   separator in it can only ever describe the last one.
const matchesBasename = body => {
  const index = body.indexOf(SLASH)

  return index < 0 || index === body.length - 1
}

// The last segment of a path, keeping a trailing slash, because a pattern that
//   ends in one matches only a directory.
// 'a/b/c.js' -> 'c.js';  'a/b/' -> 'b/';  'c.js' -> 'c.js' (no copy made)
const basenameOf = path => {
  const end = path.length - 1

  const index = path.lastIndexOf(
    SLASH,
    path[end] === SLASH
      ? end - 1
      : end
  )

  return index < 0
    ? path
    : path.slice(index + 1)
}

// The parent directory of a path, with its trailing separator, or EMPTY when
//   the path has none.
// 'a/b/c' -> 'a/b/';  'a/b/' -> 'a/';  'a' -> EMPTY;  'a/' -> EMPTY
//
// A path holding an empty segment has to be taken apart, because its
//   ancestors are not prefixes of it: the parent of 'a//b' is 'a/', not
//   'a//', and the parent of '/a/' is nothing at all. Both shapes reach here
//   -- 'a//b' is accepted outright, and `checkIgnore` does not put the path
//   it is given through the relative-path check.
//
// Every other path is a prefix of itself, and cutting one costs a fraction of
//   splitting it into an array and joining that back at every level: 73ns
//   against 207ns.
const parentOf = path => {
  if (
    path.charCodeAt(0) === SLASH_CODE
    || path.indexOf(DOUBLE_SLASH) >= 0
  ) {
    const slices = path.split(SLASH).filter(Boolean)

    slices.pop()

    return slices.length
      ? slices.join(SLASH) + SLASH
      : EMPTY
  }

  const end = path.length - 1

  // Look back from before a trailing separator, since that one belongs to the
  //   path itself.
  //
  // A negative place to start would be a trap here: `lastIndexOf` clamps one
  //   to 0 and searches there rather than reporting no match, so '/' would
  //   come back as its own parent and the walk would never end. It cannot
  //   happen -- that is the only path short enough to produce one, and the
  //   test above has already sent it the other way.
  const cut = path.lastIndexOf(
    SLASH,
    path.charCodeAt(end) === SLASH_CODE
      ? end - 1
      : end
  )

  return cut < 0
    ? EMPTY
    : path.slice(0, cut + 1)
}

const isString = subject => typeof subject === 'string'

// Blank lines, comments and trailing lone backslashes are told by
//   `createRule`, once the pattern is normalized.
const checkPattern = pattern => pattern
  && isString(pattern)

// Git drops one CR before each LF, and one at the end of a final line that
//   has no LF after it.
const splitPattern = pattern => (
  pattern[pattern.length - 1] === '\r'
    ? pattern.slice(0, - 1)
    : pattern
)
.split(REGEX_SPLITALL_CRLF)
.filter(Boolean)

class IgnoreRule {
  constructor (
    pattern,
    mark,
    body,
    ignoreCase,
    negative,
    prefix
  ) {
    this.pattern = pattern
    this.mark = mark
    this.negative = negative

    define(this, 'body', body)
    define(this, 'ignoreCase', ignoreCase)
    define(this, 'regexPrefix', prefix)
  }

  // Worked out on first use and kept behind an own property, the way `regex`
  //   caches itself in `_regex`. Deciding it in the constructor instead would
  //   add a fourth `defineProperty` to every rule ever built, which cost 4% of
  //   every compile -- including the compiles of rules that are never matched
  //   against anything.
  get _basenameOnly () {
    return define(this, '_basenameOnly', matchesBasename(this.body))
  }

  get regex () {
    const key = UNDERSCORE + MODE_IGNORE

    if (this[key]) {
      return this[key]
    }

    return this._make(MODE_IGNORE, key)
  }

  get checkRegex () {
    const key = UNDERSCORE + MODE_CHECK_IGNORE

    if (this[key]) {
      return this[key]
    }

    return this._make(MODE_CHECK_IGNORE, key)
  }

  _make (mode, key) {
    const str = pinWildcards(
      mode === MODE_IGNORE
        ? this.regexPrefix
        .replace(REGEX_REPLACE_TRAILING_WILDCARD, replaceTrailingWildcard)
        .replace(REGEX_REPLACE_TRAILING_DOUBLESTAR, replaceTrailingDoublestar)
        : checkSourceOf(this.body, this.regexPrefix)
    )

    const regex = this.ignoreCase
      ? new RegExp(str, 'i')
      : new RegExp(str)

    return define(this, key, regex)
  }
}

const hasTrailingBackslash = str => {
  let count = 0

  while (str[str.length - count - 1] === ESCAPE) {
    count ++
  }

  return count % 2 === 1
}

// Read a line the way git does: when `stripLineEnd` is set (an unsplit array
//   or object pattern), drop any trailing blank lines along with the LF
//   before each and at most one CR at the end of the line; then trim trailing
//   spaces in the same backward pass. Git trims spaces only, and a space
//   escaped by an odd run of backslashes stays, unescaped, as the last one.
// Scanned from the end: a regular expression can only try each start in
//   turn, which is quadratic over a long run of spaces or backslashes.
// 'a  ' -> 'a';  'a\ ' -> 'a ';  'a\\ ' -> 'a\\';  'a\t' -> 'a\t'
// 'a\r\n' -> 'a';  'a\r\r' -> 'a\r';  'a\n\r' -> 'a'
const trimEnd = (body, stripLineEnd) => {
  let lineEnd = body.length
  let end

  for (;;) {
    if (stripLineEnd && body[lineEnd - 1] === '\r') {
      lineEnd --
    }

    end = lineEnd

    while (body[end - 1] === SPACE) {
      end --
    }

    if (!stripLineEnd || body[end - 1] !== '\n') {
      break
    }

    lineEnd = end - 1
  }

  if (end === lineEnd) {
    return body.slice(0, lineEnd)
  }

  let backslashes = 0

  while (body[end - backslashes - 1] === ESCAPE) {
    backslashes ++
  }

  return backslashes % 2
    ? body.slice(0, end - 1) + SPACE
    : body.slice(0, end)
}

const createRule = (
  pattern,
  mark,
  ignoreCase,
  stripLineEnd,
  stripBOM
) => {
  // Git drops a BOM before it reads the first line, so before anything else.
  let body = stripBOM && pattern[0] === BOM
    ? pattern.slice(1)
    : pattern

  // > A line starting with # serves as a comment.
  if (body[0] === '#') {
    return
  }

  let negative = false

  // > An optional prefix "!" which negates the pattern;
  if (body[0] === '!') {
    negative = true
    body = body.slice(1)
  }

  // Normalize the body before checking which slashes anchor the pattern.
  //   Otherwise `bar/ ` is mistaken for a pattern containing an inner slash.
  //   A line from `splitPattern` has already lost its line ending, so only a
  //   trailing space remains to trim there.
  const last = body[body.length - 1]

  if (
    last === SPACE
    || stripLineEnd && (last === '\r' || last === '\n')
  ) {
    body = trimEnd(body, stripLineEnd)
  }

  // > A blank line matches no files, so it can serve as a separator for
  // >   readability.
  // Nor does a lone "!", a pattern ending on an unpaired backslash, or
  //   anything else left empty here: an empty pattern would compile to a
  //   regex matching every path.
  if (!body || hasTrailingBackslash(body)) {
    return
  }

  body = body
  // > Put a backslash ("\") in front of the first "!" for patterns that
  // >   begin with a literal "!", for example, `"\!important!.txt"`.
  .replace(REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION, '!')
  // > Put a backslash ("\") in front of the first hash for patterns that
  // >   begin with a hash.
  .replace(REGEX_REPLACE_LEADING_EXCAPED_HASH, '#')

  const regexPrefix = makeRegexPrefix(body)

  return new IgnoreRule(
    pattern,
    mark,
    body,
    ignoreCase,
    negative,
    regexPrefix
  )
}

class RuleManager {
  constructor (ignoreCase) {
    this._ignoreCase = ignoreCase
    this._rules = []

    // How many of the rules git would tag `EXC_FLAG_NODIR`.
    //
    // The scan uses it to decide, once for the whole set, whether handing
    //   those rules the basename is worth what it costs the others. The
    //   shortcut saves a full-path scan on every rule it applies to and costs
    //   a check on every rule it does not, so a set where almost nothing is
    //   basename-only comes out behind -- a 955 pattern set with 44 of them
    //   measured 19% slower with the shortcut always on.
    //
    // Deciding this by measurement rather than by meaning is safe: a
    //   basename-only pattern gives the very same answer against the whole
    //   path, it just takes longer to say so. The choice can only change how
    //   fast the scan runs, never what it returns.
    this._basenameCount = 0
  }

  _add (pattern, index) {
    // #32
    if (pattern && pattern[KEY_IGNORE]) {
      this._rules = this._rules.concat(pattern._rules._rules)
      this._basenameCount += pattern._rules._basenameCount
      this._added = true
      return
    }

    const isStr = isString(pattern)
    const raw = isStr
      ? pattern
      : pattern.pattern

    const rule = checkPattern(raw)
      && createRule(
        raw,
        isStr ? UNDEFINED : pattern.mark,
        this._ignoreCase,
        !this._split,
        this._stripBOM && !index
      )

    if (rule) {
      this._added = true
      this._rules.push(rule)

      // Deliberately not `rule._basenameOnly`: reading that would materialise
      //   the rule's own copy, and the whole point of leaving it lazy is that
      //   a rule which is compiled and never matched never pays for it.
      if (matchesBasename(rule.body)) {
        this._basenameCount ++
      }
    }
  }

  // @param {Array<string> | string | Ignore} pattern
  add (pattern) {
    this._added = false
    this._split = isString(pattern)
    this._stripBOM = !this._split || pattern[0] === BOM

    makeArray(
      this._split
        ? splitPattern(pattern)
        : pattern
    ).forEach(this._add, this)

    if (this._added) {
      this._literalRules = UNDEFINED
    }

    return this._added
  }

  // Match the literal 'abc/' for `checkIgnore`, last rule wins. Only a rule
  //   ending in a wildcard can match it (see `checkSourceOf`), so the rest
  //   are left out once, rather than tested or compiled for every path.
  testLiteral (path) {
    const rules = this._literalRules || (
      this._literalRules = this._rules.filter(
        ({body}) => body[body.length - (
          body[body.length - 1] === SLASH ? 2 : 1
        )] === '*'
      )
    )

    let ignored = false
    let unignored = false
    let matchedRule

    for (let index = rules.length - 1; index >= 0; index --) {
      const rule = rules[index]

      if (rule.checkRegex.test(path)) {
        ignored = !rule.negative
        unignored = rule.negative
        matchedRule = rule.negative
          ? UNDEFINED
          : rule
        break
      }
    }

    const ret = {
      ignored,
      unignored
    }

    if (matchedRule) {
      ret.rule = matchedRule
    }

    return ret
  }

  // Test one single path without recursively checking parent directories
  //
  // - mode `string` either `MODE_IGNORE` or `MODE_CHECK_IGNORE`

  // @returns {TestResult}
  test (path, mode) {
    // Most of a .gitignore is patterns with no slash in them, and running
    //   those against the whole path makes the regular expression engine walk
    //   every directory name on the way to the only segment that could match.
    //   Handing them the basename instead is what git does, and it is where
    //   the time in a directory walk goes: the rule scan was two thirds of it.
    const rules = this._rules
    const {length} = rules

    const shortcut = this._basenameCount * 2 >= length

    const basename = shortcut
      ? basenameOf(path)
      : path

    // The last rule to match decides, as in git, and it is the rule
    //   `git check-ignore -v` reports, so the scan runs from the end and stops
    //   at the first match.
    // A plain loop rather than `forEach`, so that `path`, `basename` and
    //   `shortcut` are locals. As a callback they became closure variables,
    //   and reaching for one of those once per rule cost 10% of a scan over a
    //   large rule set -- more than the shortcut they were there to serve.
    for (let index = length - 1; index >= 0; index --) {
      const rule = rules[index]

      if (rule[mode].test(
        shortcut && rule._basenameOnly
          ? basename
          : path
      )) {
        const {negative} = rule

        const ret = {
          ignored: !negative,
          unignored: negative
        }

        if (!negative) {
          ret.rule = rule
        }

        return ret
      }
    }

    return {
      ignored: false,
      unignored: false
    }
  }
}

const throwError = (message, Ctor) => {
  throw new Ctor(message)
}

const checkPath = (path, originalPath, doThrow) => {
  if (!isString(path)) {
    return doThrow(
      `path must be a string, but got \`${originalPath}\``,
      TypeError
    )
  }

  // We don't know if we should ignore EMPTY, so throw
  if (!path) {
    return doThrow(`path must not be empty`, TypeError)
  }

  // Check if it is a relative path
  if (checkPath.isNotRelative(path)) {
    const r = '`path.relative()`d'
    return doThrow(
      `path should be a ${r} string, but got "${originalPath}"`,
      RangeError
    )
  }

  return true
}

// > pathname should be a `path.relative()`d one
//
// The same thing `REGEX_TEST_INVALID_PATH` says, spelled out: a path is not
//   relative if it begins with a separator, or with `./` or `../`, or is
//   nothing but `.` or `..`. Every match is decided by the first three
//   characters, and this runs on every path handed to the library -- where it
//   was 55% of a cached lookup, more than the cache lookup itself.
const isNotRelative = path => {
  const first = path.charCodeAt(0)

  if (first === SLASH_CODE) {
    return true
  }

  if (first !== DOT_CODE) {
    return false
  }

  // '.'
  if (path.length === 1) {
    return true
  }

  const second = path.charCodeAt(1)

  // './'
  if (second === SLASH_CODE) {
    return true
  }

  if (second !== DOT_CODE) {
    return false
  }

  // '..' or '../'
  return path.length === 2 || path.charCodeAt(2) === SLASH_CODE
}

checkPath.isNotRelative = isNotRelative

// On windows, the following function will be replaced
/* istanbul ignore next */
checkPath.convert = p => p


const convertPath = target =>
  isString(target) && checkPath.convert(target)


class Ignore {
  constructor ({
    ignorecase = true,
    ignoreCase = ignorecase,
    allowRelativePaths = false
  } = {}) {
    define(this, KEY_IGNORE, true)

    this._rules = new RuleManager(ignoreCase)
    this._strictPathCheck = !allowRelativePaths
    this._initCache()
  }

  _initCache () {
    // A cache for the result of `.ignores()`
    this._ignoreCache = Object.create(null)

    // A cache for the result of `.test()`
    this._testCache = Object.create(null)
  }

  add (pattern) {
    if (this._rules.add(pattern)) {
      // Some rules have just added to the ignore,
      //   making the behavior changed,
      //   so we need to re-initialize the result cache
      this._initCache()
    }

    return this
  }

  // legacy
  addPattern (pattern) {
    return this.add(pattern)
  }

  // @returns {TestResult}
  _test (originalPath, cache, path) {
    checkPath(
      path,
      originalPath,
      this._strictPathCheck
        ? throwError
        : RETURN_FALSE
    )

    return path
      ? this._t(path, cache)
      : {
        ignored: false,
        unignored: false
      }
  }

  checkIgnore (target) {
    // A Windows path is converted first, so that a directory given with a
    //   trailing separator, `\` or `/`, is told the same way
    const path = convertPath(target)

    // If the path does not end with a slash, `.ignores()` is much equivalent
    //   to `git check-ignore`
    if (!path || path.charCodeAt(path.length - 1) !== SLASH_CODE) {
      return this._test(target, this._testCache, path)
    }

    // Like `git check-ignore`: a directory excluded by itself or by an
    //   ancestor settles it, and only then is the literal 'abc/' matched
    //   against the rules (see `checkSourceOf`).
    const dir = this._t(path, this._testCache)

    if (dir.ignored) {
      return dir
    }

    const literal = this._rules.testLiteral(path)

    return literal.ignored || literal.unignored
      ? literal
      : dir
  }

  _t (
    // The path to be tested
    path,

    // The cache for the result of a certain checking
    cache
  ) {
    // Every cached result is an object, so one read both tells a hit and
    //   fetches it, where `in` and then a read hashed the path twice.
    const cached = cache[path]

    if (cached) {
      return cached
    }

    const parentPath = parentOf(path)

    // If the path contains a parent directory, check the parent first
    const parent = parentPath
      ? this._t(parentPath, cache)
      : UNDEFINED

    return cache[path] = parent && parent.ignored
      // > It is not possible to re-include a file if a parent directory of
      // >   that file is excluded.
      ? parent
      : this._rules.test(path, MODE_IGNORE)
  }

  ignores (path) {
    return this._test(path, this._ignoreCache, convertPath(path)).ignored
  }

  createFilter () {
    return path => !this.ignores(path)
  }

  filter (paths) {
    return makeArray(paths).filter(this.createFilter())
  }

  // @returns {TestResult}
  test (path) {
    return this._test(path, this._testCache, convertPath(path))
  }
}

const factory = options => new Ignore(options)

const isPathValid = path =>
  checkPath(convertPath(path), path, RETURN_FALSE)

/* istanbul ignore next */
const setupWindows = () => {
  /* eslint no-control-regex: "off" */
  const makePosix = str => /^\\\\\?\\/.test(str)
  || /["<>|\u0000-\u001F]+/u.test(str)
    ? str
    : str.replace(/\\/g, '/')

  checkPath.convert = makePosix

  // 'C:\\foo'     <- 'C:\\foo' has been converted to 'C:/'
  // 'd:\\foo'
  const REGEX_TEST_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i
  checkPath.isNotRelative = path =>
    REGEX_TEST_WINDOWS_PATH_ABSOLUTE.test(path)
    || isNotRelative(path)
}


// Windows
// --------------------------------------------------------------
/* istanbul ignore next */
if (
  // Detect `process` so that it can run in browsers.
  typeof process !== 'undefined'
  && process.platform === 'win32'
) {
  setupWindows()
}

// COMMONJS_EXPORTS ////////////////////////////////////////////////////////////

module.exports = factory

// Although it is an anti-pattern,
//   it is still widely misused by a lot of libraries in github
// Ref: https://github.com/search?q=ignore.default%28%29&type=code
factory.default = factory

module.exports.isPathValid = isPathValid

// For testing purposes
define(module.exports, Symbol.for('setupWindows'), setupWindows)


/***/ }),

/***/ 6:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const pico = __nccwpck_require__(16);
const utils = __nccwpck_require__(59);

function picomatch(glob, options, returnState = false) {
  // default to os.platform()
  if (options && (options.windows === null || options.windows === undefined)) {
    // don't mutate the original options object
    options = { ...options, windows: utils.isWindows() };
  }

  return pico(glob, options, returnState);
}

Object.assign(picomatch, pico);
module.exports = picomatch;


/***/ }),

/***/ 595:
/***/ ((module) => {



const WIN_SLASH = '\\\\/';
const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

const DEFAULT_MAX_EXTGLOB_RECURSION = 0;

/**
 * Posix glob regex
 */

const DOT_LITERAL = '\\.';
const PLUS_LITERAL = '\\+';
const QMARK_LITERAL = '\\?';
const SLASH_LITERAL = '\\/';
const ONE_CHAR = '(?=.)';
const QMARK = '[^/]';
const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
const NO_DOT = `(?!${DOT_LITERAL})`;
const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
const STAR = `${QMARK}*?`;
const SEP = '/';

const POSIX_CHARS = {
  DOT_LITERAL,
  PLUS_LITERAL,
  QMARK_LITERAL,
  SLASH_LITERAL,
  ONE_CHAR,
  QMARK,
  END_ANCHOR,
  DOTS_SLASH,
  NO_DOT,
  NO_DOTS,
  NO_DOT_SLASH,
  NO_DOTS_SLASH,
  QMARK_NO_DOT,
  STAR,
  START_ANCHOR,
  SEP
};

/**
 * Windows glob regex
 */

const WINDOWS_CHARS = {
  ...POSIX_CHARS,

  SLASH_LITERAL: `[${WIN_SLASH}]`,
  QMARK: WIN_NO_SLASH,
  STAR: `${WIN_NO_SLASH}*?`,
  DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
  NO_DOT: `(?!${DOT_LITERAL})`,
  NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
  NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
  START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
  END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
  SEP: '\\'
};

/**
 * POSIX Bracket Regex
 */

const POSIX_REGEX_SOURCE = {
  __proto__: null,
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7F',
  blank: ' \\t',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '\\x21-\\x7E',
  lower: 'a-z',
  print: '\\x20-\\x7E ',
  punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
  space: ' \\t\\r\\n\\v\\f',
  upper: 'A-Z',
  word: 'A-Za-z0-9_',
  xdigit: 'A-Fa-f0-9'
};

module.exports = {
  DEFAULT_MAX_EXTGLOB_RECURSION,
  MAX_LENGTH: 1024 * 64,
  POSIX_REGEX_SOURCE,

  // regular expressions
  REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
  REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
  REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
  REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
  REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
  REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,

  // Replace globs with equivalent patterns to reduce parsing time.
  REPLACEMENTS: {
    __proto__: null,
    '***': '*',
    '**/**': '**',
    '**/**/**': '**'
  },

  // Digits
  CHAR_0: 48, /* 0 */
  CHAR_9: 57, /* 9 */

  // Alphabet chars.
  CHAR_UPPERCASE_A: 65, /* A */
  CHAR_LOWERCASE_A: 97, /* a */
  CHAR_UPPERCASE_Z: 90, /* Z */
  CHAR_LOWERCASE_Z: 122, /* z */

  CHAR_LEFT_PARENTHESES: 40, /* ( */
  CHAR_RIGHT_PARENTHESES: 41, /* ) */

  CHAR_ASTERISK: 42, /* * */

  // Non-alphabetic chars.
  CHAR_AMPERSAND: 38, /* & */
  CHAR_AT: 64, /* @ */
  CHAR_BACKWARD_SLASH: 92, /* \ */
  CHAR_CARRIAGE_RETURN: 13, /* \r */
  CHAR_CIRCUMFLEX_ACCENT: 94, /* ^ */
  CHAR_COLON: 58, /* : */
  CHAR_COMMA: 44, /* , */
  CHAR_DOT: 46, /* . */
  CHAR_DOUBLE_QUOTE: 34, /* " */
  CHAR_EQUAL: 61, /* = */
  CHAR_EXCLAMATION_MARK: 33, /* ! */
  CHAR_FORM_FEED: 12, /* \f */
  CHAR_FORWARD_SLASH: 47, /* / */
  CHAR_GRAVE_ACCENT: 96, /* ` */
  CHAR_HASH: 35, /* # */
  CHAR_HYPHEN_MINUS: 45, /* - */
  CHAR_LEFT_ANGLE_BRACKET: 60, /* < */
  CHAR_LEFT_CURLY_BRACE: 123, /* { */
  CHAR_LEFT_SQUARE_BRACKET: 91, /* [ */
  CHAR_LINE_FEED: 10, /* \n */
  CHAR_NO_BREAK_SPACE: 160, /* \u00A0 */
  CHAR_PERCENT: 37, /* % */
  CHAR_PLUS: 43, /* + */
  CHAR_QUESTION_MARK: 63, /* ? */
  CHAR_RIGHT_ANGLE_BRACKET: 62, /* > */
  CHAR_RIGHT_CURLY_BRACE: 125, /* } */
  CHAR_RIGHT_SQUARE_BRACKET: 93, /* ] */
  CHAR_SEMICOLON: 59, /* ; */
  CHAR_SINGLE_QUOTE: 39, /* ' */
  CHAR_SPACE: 32, /*   */
  CHAR_TAB: 9, /* \t */
  CHAR_UNDERSCORE: 95, /* _ */
  CHAR_VERTICAL_LINE: 124, /* | */
  CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279, /* \uFEFF */

  /**
   * Create EXTGLOB_CHARS
   */

  extglobChars(chars) {
    return {
      '!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
      '?': { type: 'qmark', open: '(?:', close: ')?' },
      '+': { type: 'plus', open: '(?:', close: ')+' },
      '*': { type: 'star', open: '(?:', close: ')*' },
      '@': { type: 'at', open: '(?:', close: ')' }
    };
  },

  /**
   * Create GLOB_CHARS
   */

  globChars(win32) {
    return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
  }
};


/***/ }),

/***/ 265:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const constants = __nccwpck_require__(595);
const utils = __nccwpck_require__(59);

/**
 * Constants
 */

const {
  MAX_LENGTH,
  POSIX_REGEX_SOURCE,
  REGEX_NON_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_BACKREF,
  REPLACEMENTS
} = constants;

/**
 * Helpers
 */

const expandRange = (args, options) => {
  if (typeof options.expandRange === 'function') {
    return options.expandRange(...args, options);
  }

  args.sort();
  const value = `[${args.join('-')}]`;

  try {
    /* eslint-disable-next-line no-new */
    new RegExp(value);
  } catch (ex) {
    return args.map(v => utils.escapeRegex(v)).join('..');
  }

  return value;
};

/**
 * Create the message for a syntax error
 */

const syntaxError = (type, char) => {
  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
};

const splitTopLevel = input => {
  const parts = [];
  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let value = '';
  let escaped = false;

  for (const ch of input) {
    if (escaped === true) {
      value += ch;
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      value += ch;
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      value += ch;
      continue;
    }

    if (quote === 0) {
      if (ch === '[') {
        bracket++;
      } else if (ch === ']' && bracket > 0) {
        bracket--;
      } else if (bracket === 0) {
        if (ch === '(') {
          paren++;
        } else if (ch === ')' && paren > 0) {
          paren--;
        } else if (ch === '|' && paren === 0) {
          parts.push(value);
          value = '';
          continue;
        }
      }
    }

    value += ch;
  }

  parts.push(value);
  return parts;
};

const isPlainBranch = branch => {
  let escaped = false;

  for (const ch of branch) {
    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (/[?*+@!()[\]{}]/.test(ch)) {
      return false;
    }
  }

  return true;
};

const normalizeSimpleBranch = branch => {
  let value = branch.trim();
  let changed = true;

  while (changed === true) {
    changed = false;

    if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
      value = value.slice(2, -1);
      changed = true;
    }
  }

  if (!isPlainBranch(value)) {
    return;
  }

  return value.replace(/\\(.)/g, '$1');
};

const hasRepeatedCharPrefixOverlap = branches => {
  const values = branches.map(normalizeSimpleBranch).filter(Boolean);

  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const a = values[i];
      const b = values[j];
      const char = a[0];

      if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
        continue;
      }

      if (a === b || a.startsWith(b) || b.startsWith(a)) {
        return true;
      }
    }
  }

  return false;
};

const parseRepeatedExtglob = (pattern, requireEnd = true) => {
  if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
    return;
  }

  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let escaped = false;

  for (let i = 1; i < pattern.length; i++) {
    const ch = pattern[i];

    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      continue;
    }

    if (quote === 1) {
      continue;
    }

    if (ch === '[') {
      bracket++;
      continue;
    }

    if (ch === ']' && bracket > 0) {
      bracket--;
      continue;
    }

    if (bracket > 0) {
      continue;
    }

    if (ch === '(') {
      paren++;
      continue;
    }

    if (ch === ')') {
      paren--;

      if (paren === 0) {
        if (requireEnd === true && i !== pattern.length - 1) {
          return;
        }

        return {
          type: pattern[0],
          body: pattern.slice(2, i),
          end: i
        };
      }
    }
  }
};

const buildCharClassStar = chars => {
  const source = chars.length === 1
    ? utils.escapeRegex(chars[0])
    : `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

  return `${source}*`;
};

const getStarExtglobSequenceChars = pattern => {
  let index = 0;
  const chars = [];

  while (index < pattern.length) {
    const match = parseRepeatedExtglob(pattern.slice(index), false);

    if (!match || match.type !== '*') {
      return;
    }

    const branches = splitTopLevel(match.body).map(branch => branch.trim());
    if (branches.length !== 1) {
      return;
    }

    const branch = normalizeSimpleBranch(branches[0]);
    if (!branch || branch.length !== 1) {
      return;
    }

    chars.push(branch);
    index += match.end + 1;
  }

  if (chars.length < 1) {
    return;
  }

  return chars;
};

const repeatedExtglobRecursion = pattern => {
  let depth = 0;
  let value = pattern.trim();
  let match = parseRepeatedExtglob(value);

  while (match) {
    depth++;
    value = match.body.trim();
    match = parseRepeatedExtglob(value);
  }

  return depth;
};

const analyzeRepeatedExtglob = (body, options) => {
  if (options.maxExtglobRecursion === false) {
    return { risky: false };
  }

  const max =
    typeof options.maxExtglobRecursion === 'number'
      ? options.maxExtglobRecursion
      : constants.DEFAULT_MAX_EXTGLOB_RECURSION;

  const branches = splitTopLevel(body).map(branch => branch.trim());

  if (branches.length > 1) {
    if (
      branches.some(branch => branch === '') ||
      branches.some(branch => /^[*?]+$/.test(branch)) ||
      hasRepeatedCharPrefixOverlap(branches)
    ) {
      return { risky: true };
    }
  }

  // A repeated extglob is "risky" (prone to catastrophic backtracking) when a
  // branch is itself a `*(...)` sequence, since that nests an unbounded quantifier
  // inside the outer `+(...)`/`*(...)`. When *every* branch reduces to single
  // characters we can emit one flat, ReDoS-safe character class that preserves the
  // meaning of ALL branches (e.g. `+(*(a)|*(b))` -> `[ab]*`), rather than dropping
  // every branch but the first.
  const safeChars = [];
  let sawStarSequence = false;
  let combinable = true;

  for (const branch of branches) {
    const chars = getStarExtglobSequenceChars(branch);
    if (chars) {
      sawStarSequence = true;
      safeChars.push(...chars);
      continue;
    }

    const literal = normalizeSimpleBranch(branch);
    if (literal && literal.length === 1) {
      safeChars.push(literal);
      continue;
    }

    combinable = false;

    if (repeatedExtglobRecursion(branch) > max) {
      return { risky: true };
    }
  }

  if (sawStarSequence) {
    return combinable
      ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) }
      : { risky: true };
  }

  return { risky: false };
};

/**
 * Parse the given input string.
 * @param {String} input
 * @param {Object} options
 * @return {Object}
 */

const parse = (input, options) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected a string');
  }

  input = REPLACEMENTS[input] || input;

  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

  let len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  const bos = { type: 'bos', value: '', output: opts.prepend || '' };
  const tokens = [bos];

  const capture = opts.capture ? '' : '?:';

  // create constants based on platform, for windows or posix
  const PLATFORM_CHARS = constants.globChars(opts.windows);
  const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

  const {
    DOT_LITERAL,
    PLUS_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOT_SLASH,
    NO_DOTS_SLASH,
    QMARK,
    QMARK_NO_DOT,
    STAR,
    START_ANCHOR
  } = PLATFORM_CHARS;

  const globstar = opts => {
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const nodot = opts.dot ? '' : NO_DOT;
  const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
  let star = opts.bash === true ? globstar(opts) : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  // minimatch options support
  if (typeof opts.noext === 'boolean') {
    opts.noextglob = opts.noext;
  }

  const state = {
    input,
    index: -1,
    start: 0,
    dot: opts.dot === true,
    consumed: '',
    output: '',
    prefix: '',
    backtrack: false,
    negated: false,
    brackets: 0,
    braces: 0,
    parens: 0,
    quotes: 0,
    globstar: false,
    tokens
  };

  input = utils.removePrefix(input, state);
  len = input.length;

  const extglobs = [];
  const braces = [];
  const stack = [];
  let prev = bos;
  let value;

  /**
   * Tokenizing helpers
   */

  const eos = () => state.index === len - 1;
  const peek = state.peek = (n = 1) => input[state.index + n];
  const advance = state.advance = () => input[++state.index] || '';
  const remaining = () => input.slice(state.index + 1);
  const consume = (value = '', num = 0) => {
    state.consumed += value;
    state.index += num;
  };

  const append = token => {
    state.output += token.output != null ? token.output : token.value;
    consume(token.value);
  };

  const negate = () => {
    let count = 1;

    while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
      advance();
      state.start++;
      count++;
    }

    if (count % 2 === 0) {
      return false;
    }

    state.negated = true;
    state.start++;
    return true;
  };

  const increment = type => {
    state[type]++;
    stack.push(type);
  };

  const decrement = type => {
    state[type]--;
    stack.pop();
  };

  /**
   * Push tokens onto the tokens array. This helper speeds up
   * tokenizing by 1) helping us avoid backtracking as much as possible,
   * and 2) helping us avoid creating extra tokens when consecutive
   * characters are plain text. This improves performance and simplifies
   * lookbehinds.
   */

  const push = tok => {
    if (prev.type === 'globstar') {
      const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
      const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

      if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
        state.output = state.output.slice(0, -prev.output.length);
        prev.type = 'star';
        prev.value = '*';
        prev.output = star;
        state.output += prev.output;
      }
    }

    if (extglobs.length && tok.type !== 'paren') {
      extglobs[extglobs.length - 1].inner += tok.value;
    }

    if (tok.value || tok.output) append(tok);
    if (prev && prev.type === 'text' && tok.type === 'text') {
      prev.output = (prev.output || prev.value) + tok.value;
      prev.value += tok.value;
      return;
    }

    tok.prev = prev;
    tokens.push(tok);
    prev = tok;
  };

  const extglobOpen = (type, value) => {
    const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

    token.prev = prev;
    token.parens = state.parens;
    token.output = state.output;
    token.startIndex = state.index;
    token.tokensIndex = tokens.length;
    const output = (opts.capture ? '(' : '') + token.open;

    increment('parens');
    push({ type, value, output: state.output ? '' : ONE_CHAR });
    push({ type: 'paren', extglob: true, value: advance(), output });
    extglobs.push(token);
  };

  const extglobClose = token => {
    const literal = input.slice(token.startIndex, state.index + 1);
    const body = input.slice(token.startIndex + 2, state.index);
    const analysis = analyzeRepeatedExtglob(body, opts);

    if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
      const safeOutput = analysis.safeOutput
        ? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
        : undefined;
      const open = tokens[token.tokensIndex];

      open.type = 'text';
      open.value = literal;
      open.output = safeOutput || utils.escapeRegex(literal);

      for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
        tokens[i].value = '';
        tokens[i].output = '';
        delete tokens[i].suffix;
      }

      state.output = token.output + open.output;
      state.backtrack = true;

      push({ type: 'paren', extglob: true, value, output: '' });
      decrement('parens');
      return;
    }

    let output = token.close + (opts.capture ? ')' : '');
    let rest;

    if (token.type === 'negate') {
      let extglobStar = star;

      if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
        extglobStar = globstar(opts);
      }

      if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
        output = token.close = `)$))${extglobStar}`;
      }

      if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
        // Any non-magical string (`.ts`) or even nested expression (`.{ts,tsx}`) can follow after the closing parenthesis.
        // In this case, we need to parse the string and use it in the output of the original pattern.
        // Suitable patterns: `/!(*.d).ts`, `/!(*.d).{ts,tsx}`, `**/!(*-dbg).@(js)`.
        //
        // Disabling the `fastpaths` option due to a problem with parsing strings as `.ts` in the pattern like `**/!(*.d).ts`.
        const expression = parse(rest, { ...options, fastpaths: false }).output;

        output = token.close = `)${expression})${extglobStar})`;
      }

      if (token.prev.type === 'bos') {
        state.negatedExtglob = true;
      }
    }

    push({ type: 'paren', extglob: true, value, output });
    decrement('parens');
  };

  /**
   * Fast paths
   */

  if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
    let backslashes = false;

    let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
      if (first === '\\') {
        backslashes = true;
        return m;
      }

      if (first === '?') {
        if (esc) {
          return esc + first + (rest ? QMARK.repeat(rest.length) : '');
        }
        if (index === 0) {
          return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
        }
        return QMARK.repeat(chars.length);
      }

      if (first === '.') {
        return DOT_LITERAL.repeat(chars.length);
      }

      if (first === '*') {
        if (esc) {
          return esc + first + (rest ? star : '');
        }
        return star;
      }
      return esc ? m : `\\${m}`;
    });

    if (backslashes === true) {
      if (opts.unescape === true) {
        output = output.replace(/\\/g, '');
      } else {
        output = output.replace(/\\+/g, m => {
          return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
        });
      }
    }

    if (output === input && opts.contains === true) {
      state.output = input;
      return state;
    }

    state.output = utils.wrapOutput(output, state, options);
    return state;
  }

  /**
   * Tokenize input until we reach end-of-string
   */

  while (!eos()) {
    value = advance();

    if (value === '\u0000') {
      continue;
    }

    /**
     * Escaped characters
     */

    if (value === '\\') {
      const next = peek();

      if (next === '/' && opts.bash !== true) {
        continue;
      }

      if (next === '.' || next === ';') {
        continue;
      }

      if (!next) {
        value += '\\';
        push({ type: 'text', value });
        continue;
      }

      // collapse slashes to reduce potential for exploits
      const match = /^\\+/.exec(remaining());
      let slashes = 0;

      if (match && match[0].length > 2) {
        slashes = match[0].length;
        state.index += slashes;
        if (slashes % 2 !== 0) {
          value += '\\';
        }
      }

      if (opts.unescape === true) {
        value = advance();
      } else {
        value += advance();
      }

      if (state.brackets === 0) {
        push({ type: 'text', value });
        continue;
      }
    }

    /**
     * If we're inside a regex character class, continue
     * until we reach the closing bracket.
     */

    if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
      if (opts.posix !== false && value === ':') {
        const inner = prev.value.slice(1);
        if (inner.includes('[')) {
          prev.posix = true;

          if (inner.includes(':')) {
            const idx = prev.value.lastIndexOf('[');
            const pre = prev.value.slice(0, idx);
            const rest = prev.value.slice(idx + 2);
            const posix = POSIX_REGEX_SOURCE[rest];
            if (posix) {
              prev.value = pre + posix;
              state.backtrack = true;
              advance();

              if (!bos.output && tokens.indexOf(prev) === 1) {
                bos.output = ONE_CHAR;
              }
              continue;
            }
          }
        }
      }

      if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
        value = `\\${value}`;
      }

      if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
        value = `\\${value}`;
      }

      if (opts.posix === true && value === '!' && prev.value === '[') {
        value = '^';
      }

      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * If we're inside a quoted string, continue
     * until we reach the closing double quote.
     */

    if (state.quotes === 1 && value !== '"') {
      value = utils.escapeRegex(value);
      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * Double quotes
     */

    if (value === '"') {
      state.quotes = state.quotes === 1 ? 0 : 1;
      if (opts.keepQuotes === true) {
        push({ type: 'text', value });
      }
      continue;
    }

    /**
     * Parentheses
     */

    if (value === '(') {
      increment('parens');
      push({ type: 'paren', value });
      continue;
    }

    if (value === ')') {
      if (state.parens === 0 && opts.strictBrackets === true) {
        throw new SyntaxError(syntaxError('opening', '('));
      }

      const extglob = extglobs[extglobs.length - 1];
      if (extglob && state.parens === extglob.parens + 1) {
        extglobClose(extglobs.pop());
        continue;
      }

      push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
      decrement('parens');
      continue;
    }

    /**
     * Square brackets
     */

    if (value === '[') {
      if (opts.nobracket === true || !remaining().includes(']')) {
        if (opts.nobracket !== true && opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('closing', ']'));
        }

        value = `\\${value}`;
      } else {
        increment('brackets');
      }

      push({ type: 'bracket', value });
      continue;
    }

    if (value === ']') {
      if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      if (state.brackets === 0) {
        if (opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('opening', '['));
        }

        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      decrement('brackets');

      const prevValue = prev.value.slice(1);
      if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
        value = `/${value}`;
      }

      prev.value += value;
      append({ value });

      // when literal brackets are explicitly disabled
      // assume we should match with a regex character class
      if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
        continue;
      }

      const escaped = utils.escapeRegex(prev.value);
      state.output = state.output.slice(0, -prev.value.length);

      // when literal brackets are explicitly enabled
      // assume we should escape the brackets to match literal characters
      if (opts.literalBrackets === true) {
        state.output += escaped;
        prev.value = escaped;
        continue;
      }

      // when the user specifies nothing, try to match both
      prev.value = `(${capture}${escaped}|${prev.value})`;
      state.output += prev.value;
      continue;
    }

    /**
     * Braces
     */

    if (value === '{' && opts.nobrace !== true) {
      increment('braces');

      const open = {
        type: 'brace',
        value,
        output: '(',
        outputIndex: state.output.length,
        tokensIndex: state.tokens.length
      };

      braces.push(open);
      push(open);
      continue;
    }

    if (value === '}') {
      const brace = braces[braces.length - 1];

      if (opts.nobrace === true || !brace) {
        push({ type: 'text', value, output: value });
        continue;
      }

      let output = ')';

      if (brace.dots === true) {
        const arr = tokens.slice();
        const range = [];

        for (let i = arr.length - 1; i >= 0; i--) {
          tokens.pop();
          if (arr[i].type === 'brace') {
            break;
          }
          if (arr[i].type !== 'dots') {
            range.unshift(arr[i].value);
          }
        }

        output = expandRange(range, opts);
        state.backtrack = true;
      }

      if (brace.comma !== true && brace.dots !== true) {
        const out = state.output.slice(0, brace.outputIndex);
        const toks = state.tokens.slice(brace.tokensIndex);
        brace.value = brace.output = '\\{';
        value = output = '\\}';
        state.output = out;
        for (const t of toks) {
          state.output += (t.output || t.value);
        }
      }

      push({ type: 'brace', value, output });
      decrement('braces');
      braces.pop();
      continue;
    }

    /**
     * Pipes
     */

    if (value === '|') {
      if (extglobs.length > 0) {
        extglobs[extglobs.length - 1].conditions++;
      }
      push({ type: 'text', value });
      continue;
    }

    /**
     * Commas
     */

    if (value === ',') {
      let output = value;

      const brace = braces[braces.length - 1];
      if (brace && stack[stack.length - 1] === 'braces') {
        brace.comma = true;
        output = '|';
      }

      push({ type: 'comma', value, output });
      continue;
    }

    /**
     * Slashes
     */

    if (value === '/') {
      // if the beginning of the glob is "./", advance the start
      // to the current index, and don't add the "./" characters
      // to the state. This greatly simplifies lookbehinds when
      // checking for BOS characters like "!" and "." (not "./")
      if (prev.type === 'dot' && state.index === state.start + 1) {
        state.start = state.index + 1;
        state.consumed = '';
        state.output = '';
        tokens.pop();
        prev = bos; // reset "prev" to the first token
        continue;
      }

      push({ type: 'slash', value, output: SLASH_LITERAL });
      continue;
    }

    /**
     * Dots
     */

    if (value === '.') {
      if (state.braces > 0 && prev.type === 'dot') {
        if (prev.value === '.') prev.output = DOT_LITERAL;
        const brace = braces[braces.length - 1];
        prev.type = 'dots';
        prev.output += value;
        prev.value += value;
        brace.dots = true;
        continue;
      }

      if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
        push({ type: 'text', value, output: DOT_LITERAL });
        continue;
      }

      push({ type: 'dot', value, output: DOT_LITERAL });
      continue;
    }

    /**
     * Question marks
     */

    if (value === '?') {
      const isGroup = prev && prev.value === '(';
      if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('qmark', value);
        continue;
      }

      if (prev && prev.type === 'paren') {
        const next = peek();
        let output = value;

        if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
          output = `\\${value}`;
        }

        push({ type: 'text', value, output });
        continue;
      }

      if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
        push({ type: 'qmark', value, output: QMARK_NO_DOT });
        continue;
      }

      push({ type: 'qmark', value, output: QMARK });
      continue;
    }

    /**
     * Exclamation
     */

    if (value === '!') {
      if (opts.noextglob !== true && peek() === '(') {
        if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
          extglobOpen('negate', value);
          continue;
        }
      }

      if (opts.nonegate !== true && state.index === 0) {
        negate();
        continue;
      }
    }

    /**
     * Plus
     */

    if (value === '+') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('plus', value);
        continue;
      }

      if ((prev && prev.value === '(') || opts.regex === false) {
        push({ type: 'plus', value, output: PLUS_LITERAL });
        continue;
      }

      if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
        push({ type: 'plus', value });
        continue;
      }

      push({ type: 'plus', value: PLUS_LITERAL });
      continue;
    }

    /**
     * Plain text
     */

    if (value === '@') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        push({ type: 'at', extglob: true, value, output: '' });
        continue;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Plain text
     */

    if (value !== '*') {
      if (value === '$' || value === '^') {
        value = `\\${value}`;
      }

      const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
      if (match) {
        value += match[0];
        state.index += match[0].length;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Stars
     */

    if (prev && (prev.type === 'globstar' || prev.star === true)) {
      prev.type = 'star';
      prev.star = true;
      prev.value += value;
      prev.output = star;
      state.backtrack = true;
      state.globstar = true;
      consume(value);
      continue;
    }

    let rest = remaining();
    if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
      extglobOpen('star', value);
      continue;
    }

    if (prev.type === 'star') {
      if (opts.noglobstar === true) {
        consume(value);
        continue;
      }

      const prior = prev.prev;
      const before = prior.prev;
      const isStart = prior.type === 'slash' || prior.type === 'bos';
      const afterStar = before && (before.type === 'star' || before.type === 'globstar');

      if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
      const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
      if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      // strip consecutive `/**/`
      while (rest.slice(0, 3) === '/**') {
        const after = input[state.index + 4];
        if (after && after !== '/') {
          break;
        }
        rest = rest.slice(3);
        consume('/**', 3);
      }

      // A globstar followed only by balanced closing parens is at the logical end of patterns like
      // `test(/utils/**)` and `test?(/utils/**)`. Treat it as EOS so the trailing `/**` can match its
      // parent path, except in negated extglobs where that would change the exclusion semantics.
      const isEnd = eos() || (
        state.parens > 0
        && rest === ')'.repeat(state.parens)
        && !extglobs.some(extglob => extglob.type === 'negate')
      );

      if (prior.type === 'bos' && eos()) {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = globstar(opts);
        state.output = prev.output;
        state.globstar = true;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && isEnd) {
        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
        prev.value += value;
        state.globstar = true;
        state.output += prior.output + prev.output;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
        const end = rest[1] !== void 0 ? '|$' : '';

        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
        prev.value += value;

        state.output += prior.output + prev.output;
        state.globstar = true;

        consume(value + advance());

        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      if (prior.type === 'bos' && rest[0] === '/') {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
        state.output = prev.output;
        state.globstar = true;
        consume(value + advance());
        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      // remove single star from output
      state.output = state.output.slice(0, -prev.output.length);

      // reset previous token to globstar
      prev.type = 'globstar';
      prev.output = globstar(opts);
      prev.value += value;

      // reset output with globstar
      state.output += prev.output;
      state.globstar = true;
      consume(value);
      continue;
    }

    const token = { type: 'star', value, output: star };

    if (opts.bash === true) {
      token.output = '.*?';
      if (prev.type === 'bos' || prev.type === 'slash') {
        token.output = nodot + token.output;
      }
      push(token);
      continue;
    }

    if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
      token.output = value;
      push(token);
      continue;
    }

    if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
      if (prev.type === 'dot') {
        state.output += NO_DOT_SLASH;
        prev.output += NO_DOT_SLASH;

      } else if (opts.dot === true) {
        state.output += NO_DOTS_SLASH;
        prev.output += NO_DOTS_SLASH;

      } else {
        state.output += nodot;
        prev.output += nodot;
      }

      if (peek() !== '*') {
        state.output += ONE_CHAR;
        prev.output += ONE_CHAR;
      }
    }

    push(token);
  }

  while (state.brackets > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
    state.output = utils.escapeLast(state.output, '[');
    decrement('brackets');
  }

  while (state.parens > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
    state.output = utils.escapeLast(state.output, '(');
    decrement('parens');
  }

  while (state.braces > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
    state.output = utils.escapeLast(state.output, '{');
    decrement('braces');
  }

  if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
    push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
  }

  // rebuild the output if we had to backtrack at any point
  if (state.backtrack === true) {
    state.output = '';

    for (const token of state.tokens) {
      state.output += token.output != null ? token.output : token.value;

      if (token.suffix) {
        state.output += token.suffix;
      }
    }
  }

  return state;
};

/**
 * Fast paths for creating regular expressions for common glob patterns.
 * This can significantly speed up processing and has very little downside
 * impact when none of the fast paths match.
 */

parse.fastpaths = (input, options) => {
  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
  const len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  input = REPLACEMENTS[input] || input;

  // create constants based on platform, for windows or posix
  const {
    DOT_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOTS,
    NO_DOTS_SLASH,
    STAR,
    START_ANCHOR
  } = constants.globChars(opts.windows);

  const nodot = opts.dot ? NO_DOTS : NO_DOT;
  const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
  const capture = opts.capture ? '' : '?:';
  const state = { negated: false, prefix: '' };
  let star = opts.bash === true ? '.*?' : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  const globstar = opts => {
    if (opts.noglobstar === true) return star;
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const create = str => {
    switch (str) {
      case '*':
        return `${nodot}${ONE_CHAR}${star}`;

      case '.*':
        return `${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*.*':
        return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*/*':
        return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

      case '**':
        return nodot + globstar(opts);

      case '**/*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

      case '**/*.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '**/.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

      default: {
        const match = /^(.*?)\.(\w+)$/.exec(str);
        if (!match) return;

        const source = create(match[1]);
        if (!source) return;

        return source + DOT_LITERAL + match[2];
      }
    }
  };

  const output = utils.removePrefix(input, state);
  let source = create(output);

  if (source && opts.strictSlashes !== true) {
    source += `${SLASH_LITERAL}?`;
  }

  return source;
};

module.exports = parse;


/***/ }),

/***/ 16:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const scan = __nccwpck_require__(781);
const parse = __nccwpck_require__(265);
const utils = __nccwpck_require__(59);
const constants = __nccwpck_require__(595);
const isObject = val => val && typeof val === 'object' && !Array.isArray(val);

/**
 * Creates a matcher function from one or more glob patterns. The
 * returned function takes a string to match as its first argument,
 * and returns true if the string is a match. The returned matcher
 * function also takes a boolean as the second argument that, when true,
 * returns an object with additional information.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch(glob[, options]);
 *
 * const isMatch = picomatch('*.!(*a)');
 * console.log(isMatch('a.a')); //=> false
 * console.log(isMatch('a.b')); //=> true
 *
 * // For environments without `node.js`, `picomatch/posix` provides you a dependency-free matcher, without automatic OS detection.
 * const picomatch = require('picomatch/posix');
 * // the same API, defaulting to posix paths
 * const isMatch = picomatch('a/*');
 * console.log(isMatch('a\\b')); //=> false
 * console.log(isMatch('a/b')); //=> true
 *
 * // you can still configure the matcher function to accept windows paths
 * const isMatch = picomatch('a/*', { options: windows });
 * console.log(isMatch('a\\b')); //=> true
 * console.log(isMatch('a/b')); //=> true
 * ```
 * @name picomatch
 * @param {String|Array} `globs` One or more glob patterns.
 * @param {Object=} `options`
 * @return {Function=} Returns a matcher function.
 * @api public
 */

const picomatch = (glob, options, returnState = false) => {
  if (Array.isArray(glob)) {
    const fns = glob.map(input => picomatch(input, options, returnState));
    const arrayMatcher = str => {
      for (const isMatch of fns) {
        const state = isMatch(str);
        if (state) return state;
      }
      return false;
    };
    return arrayMatcher;
  }

  const isState = isObject(glob) && glob.tokens && glob.input;

  if (glob === '' || (typeof glob !== 'string' && !isState)) {
    throw new TypeError('Expected pattern to be a non-empty string');
  }

  const opts = options || {};
  const posix = opts.windows;
  const regex = isState
    ? picomatch.compileRe(glob, options)
    : picomatch.makeRe(glob, options, false, true);

  const state = regex.state;
  delete regex.state;

  let isIgnored = () => false;
  if (opts.ignore) {
    const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
    isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
  }

  const matcher = (input, returnObject = false) => {
    const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
    const result = { glob, state, regex, posix, input, output, match, isMatch };

    if (typeof opts.onResult === 'function') {
      opts.onResult(result);
    }

    if (isMatch === false) {
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (isIgnored(input)) {
      if (typeof opts.onIgnore === 'function') {
        opts.onIgnore(result);
      }
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (typeof opts.onMatch === 'function') {
      opts.onMatch(result);
    }
    return returnObject ? result : true;
  };

  if (returnState) {
    matcher.state = state;
  }

  return matcher;
};

/**
 * Test `input` with the given `regex`. This is used by the main
 * `picomatch()` function to test the input string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.test(input, regex[, options]);
 *
 * console.log(picomatch.test('foo/bar', /^(?:([^/]*?)\/([^/]*?))$/));
 * // { isMatch: true, match: [ 'foo/', 'foo', 'bar' ], output: 'foo/bar' }
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp} `regex`
 * @return {Object} Returns an object with matching info.
 * @api public
 */

picomatch.test = (input, regex, options, { glob, posix } = {}) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected input to be a string');
  }

  if (input === '') {
    return { isMatch: false, output: '' };
  }

  const opts = options || {};
  const format = opts.format || (posix ? utils.toPosixSlashes : null);
  let match = input === glob;
  let output = (match && format) ? format(input) : input;

  if (match === false) {
    output = format ? format(input) : input;
    match = output === glob;
  }

  if (match === false || opts.capture === true) {
    if (opts.matchBase === true || opts.basename === true) {
      match = picomatch.matchBase(input, regex, options, posix);
    } else {
      match = regex.exec(output);
    }
  }

  return { isMatch: Boolean(match), match, output };
};

/**
 * Match the basename of a filepath.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.matchBase(input, glob[, options]);
 * console.log(picomatch.matchBase('foo/bar.js', '*.js'); // true
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp|String} `glob` Glob pattern or regex created by [.makeRe](#makeRe).
 * @return {Boolean}
 * @api public
 */

picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
  return regex.test(utils.basename(input, { windows: posix }));
};

/**
 * Returns true if **any** of the given glob `patterns` match the specified `string`.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.isMatch(string, patterns[, options]);
 *
 * console.log(picomatch.isMatch('a.a', ['b.*', '*.a'])); //=> true
 * console.log(picomatch.isMatch('a.a', 'b.*')); //=> false
 * ```
 * @param {String|Array} str The string to test.
 * @param {String|Array} patterns One or more glob patterns to use for matching.
 * @param {Object} [options] See available [options](#options).
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

/**
 * Parse a glob pattern to create the source string for a regular
 * expression.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const result = picomatch.parse(pattern[, options]);
 * ```
 * @param {String} `pattern`
 * @param {Object} `options`
 * @return {Object} Returns an object with useful properties and output to be used as a regex source string.
 * @api public
 */

picomatch.parse = (pattern, options) => {
  if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
  return parse(pattern, { ...options, fastpaths: false });
};

/**
 * Scan a glob pattern to separate the pattern into segments.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.scan(input[, options]);
 *
 * const result = picomatch.scan('!./foo/*.js');
 * console.log(result);
 * { prefix: '!./',
 *   input: '!./foo/*.js',
 *   start: 3,
 *   base: 'foo',
 *   glob: '*.js',
 *   isBrace: false,
 *   isBracket: false,
 *   isGlob: true,
 *   isExtglob: false,
 *   isGlobstar: false,
 *   negated: true }
 * ```
 * @param {String} `input` Glob pattern to scan.
 * @param {Object} `options`
 * @return {Object} Returns an object with
 * @api public
 */

picomatch.scan = (input, options) => scan(input, options);

/**
 * Compile a regular expression from the `state` object returned by the
 * [parse()](#parse) method.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const state = picomatch.parse('*.js');
 * // picomatch.compileRe(state[, options]);
 *
 * console.log(picomatch.compileRe(state));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {Object} `state`
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Intended for implementors, this argument allows you to return the raw output from the parser.
 * @param {Boolean} `returnState` Adds the state to a `state` property on the returned regex. Useful for implementors and debugging.
 * @return {RegExp}
 * @api public
 */

picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
  if (returnOutput === true) {
    return state.output;
  }

  const opts = options || {};
  const prepend = opts.contains ? '' : '^';
  const append = opts.contains ? '' : '$';

  let source = `${prepend}(?:${state.output})${append}`;
  if (state && state.negated === true) {
    source = `^(?!${source}).*$`;
  }

  const regex = picomatch.toRegex(source, options);
  if (returnState === true) {
    regex.state = state;
  }

  return regex;
};

/**
 * Create a regular expression from a parsed glob pattern.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.makeRe(state[, options]);
 *
 * const result = picomatch.makeRe('*.js');
 * console.log(result);
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `state` The object returned from the `.parse` method.
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Implementors may use this argument to return the compiled output, instead of a regular expression. This is not exposed on the options to prevent end-users from mutating the result.
 * @param {Boolean} `returnState` Implementors may use this argument to return the state from the parsed glob with the returned regular expression.
 * @return {RegExp} Returns a regex created from the given pattern.
 * @api public
 */

picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
  if (!input || typeof input !== 'string') {
    throw new TypeError('Expected a non-empty string');
  }

  let parsed = { negated: false, fastpaths: true };

  if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
    parsed.output = parse.fastpaths(input, options);
  }

  if (!parsed.output) {
    parsed = parse(input, options);
  }

  return picomatch.compileRe(parsed, options, returnOutput, returnState);
};

/**
 * Create a regular expression from the given regex source string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.toRegex(source[, options]);
 *
 * const { output } = picomatch.parse('*.js');
 * console.log(picomatch.toRegex(output));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `source` Regular expression source string.
 * @param {Object} `options`
 * @return {RegExp}
 * @api public
 */

picomatch.toRegex = (source, options) => {
  try {
    const opts = options || {};
    return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
  } catch (err) {
    if (options && options.debug === true) throw err;
    return /$^/;
  }
};

/**
 * Picomatch constants.
 * @return {Object}
 */

picomatch.constants = constants;

/**
 * Expose "picomatch"
 */

module.exports = picomatch;


/***/ }),

/***/ 781:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const utils = __nccwpck_require__(59);
const {
  CHAR_ASTERISK,             /* * */
  CHAR_AT,                   /* @ */
  CHAR_BACKWARD_SLASH,       /* \ */
  CHAR_COMMA,                /* , */
  CHAR_DOT,                  /* . */
  CHAR_EXCLAMATION_MARK,     /* ! */
  CHAR_FORWARD_SLASH,        /* / */
  CHAR_LEFT_CURLY_BRACE,     /* { */
  CHAR_LEFT_PARENTHESES,     /* ( */
  CHAR_LEFT_SQUARE_BRACKET,  /* [ */
  CHAR_PLUS,                 /* + */
  CHAR_QUESTION_MARK,        /* ? */
  CHAR_RIGHT_CURLY_BRACE,    /* } */
  CHAR_RIGHT_PARENTHESES,    /* ) */
  CHAR_RIGHT_SQUARE_BRACKET  /* ] */
} = __nccwpck_require__(595);

const isPathSeparator = code => {
  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
};

const depth = token => {
  if (token.isPrefix !== true) {
    token.depth = token.isGlobstar ? Infinity : 1;
  }
};

/**
 * Quickly scans a glob pattern and returns an object with a handful of
 * useful properties, like `isGlob`, `path` (the leading non-glob, if it exists),
 * `glob` (the actual pattern), `negated` (true if the path starts with `!` but not
 * with `!(`) and `negatedExtglob` (true if the path starts with `!(`).
 *
 * ```js
 * const pm = require('picomatch');
 * console.log(pm.scan('foo/bar/*.js'));
 * { isGlob: true, input: 'foo/bar/*.js', base: 'foo/bar', glob: '*.js' }
 * ```
 * @param {String} `str`
 * @param {Object} `options`
 * @return {Object} Returns an object with tokens and regex source string.
 * @api public
 */

const scan = (input, options) => {
  const opts = options || {};

  const length = input.length - 1;
  const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
  const slashes = [];
  const tokens = [];
  const parts = [];

  let str = input;
  let index = -1;
  let start = 0;
  let lastIndex = 0;
  let isBrace = false;
  let isBracket = false;
  let isGlob = false;
  let isExtglob = false;
  let isGlobstar = false;
  let braceEscaped = false;
  let backslashes = false;
  let negated = false;
  let negatedExtglob = false;
  let finished = false;
  let braces = 0;
  let prev;
  let code;
  let token = { value: '', depth: 0, isGlob: false };

  const eos = () => index >= length;
  const peek = () => str.charCodeAt(index + 1);
  const advance = () => {
    prev = code;
    return str.charCodeAt(++index);
  };

  while (index < length) {
    code = advance();
    let next;

    if (code === CHAR_BACKWARD_SLASH) {
      backslashes = token.backslashes = true;
      code = advance();

      if (code === CHAR_LEFT_CURLY_BRACE) {
        braceEscaped = true;
      }
      continue;
    }

    if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
      braces++;

      while (eos() !== true && (code = advance())) {
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          continue;
        }

        if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (braceEscaped !== true && code === CHAR_COMMA) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (code === CHAR_RIGHT_CURLY_BRACE) {
          braces--;

          if (braces === 0) {
            braceEscaped = false;
            isBrace = token.isBrace = true;
            finished = true;
            break;
          }
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (code === CHAR_FORWARD_SLASH) {
      slashes.push(index);
      tokens.push(token);
      token = { value: '', depth: 0, isGlob: false };

      if (finished === true) continue;
      if (prev === CHAR_DOT && index === (start + 1)) {
        start += 2;
        continue;
      }

      lastIndex = index + 1;
      continue;
    }

    if (opts.noext !== true) {
      const isExtglobChar = code === CHAR_PLUS
        || code === CHAR_AT
        || code === CHAR_ASTERISK
        || code === CHAR_QUESTION_MARK
        || code === CHAR_EXCLAMATION_MARK;

      if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
        isGlob = token.isGlob = true;
        isExtglob = token.isExtglob = true;
        finished = true;
        if (code === CHAR_EXCLAMATION_MARK && index === start) {
          negatedExtglob = true;
        }

        if (scanToEnd === true) {
          let parens = 0;

          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }

            if (code === CHAR_LEFT_PARENTHESES) {
              parens++;
              continue;
            }

            if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
              finished = true;
              break;
            }
          }
          continue;
        }
        break;
      }
    }

    if (code === CHAR_ASTERISK) {
      if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_QUESTION_MARK) {
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_LEFT_SQUARE_BRACKET) {
      while (eos() !== true && (next = advance())) {
        if (next === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
          isBracket = token.isBracket = true;
          isGlob = token.isGlob = true;
          finished = true;
          break;
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
      negated = token.negated = true;
      start++;
      continue;
    }

    if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
      isGlob = token.isGlob = true;

      if (scanToEnd === true) {
        let parens = 1;

        while (eos() !== true && (code = advance())) {
          if (code === CHAR_BACKWARD_SLASH) {
            backslashes = token.backslashes = true;
            advance();
            continue;
          }

          if (code === CHAR_LEFT_PARENTHESES) {
            parens++;
            continue;
          }

          if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
            finished = true;
            break;
          }
        }
        continue;
      }
      break;
    }

    if (isGlob === true) {
      finished = true;

      if (scanToEnd === true) {
        continue;
      }

      break;
    }
  }

  if (opts.noext === true) {
    isExtglob = false;
    isGlob = false;
  }

  let base = str;
  let prefix = '';
  let glob = '';

  if (start > 0) {
    prefix = str.slice(0, start);
    str = str.slice(start);
    lastIndex -= start;
  }

  if (base && isGlob === true && lastIndex > 0) {
    base = str.slice(0, lastIndex);
    glob = str.slice(lastIndex);
  } else if (isGlob === true) {
    base = '';
    glob = str;
  } else {
    base = str;
  }

  if (base && base !== '' && base !== '/' && base !== str) {
    if (isPathSeparator(base.charCodeAt(base.length - 1))) {
      base = base.slice(0, -1);
    }
  }

  if (opts.unescape === true) {
    if (glob) glob = utils.removeBackslashes(glob);

    if (base && backslashes === true) {
      base = utils.removeBackslashes(base);
    }
  }

  const state = {
    prefix,
    input,
    start,
    base,
    glob,
    isBrace,
    isBracket,
    isGlob,
    isExtglob,
    isGlobstar,
    negated,
    negatedExtglob
  };

  if (opts.tokens === true) {
    state.maxDepth = 0;
    if (!isPathSeparator(code)) {
      tokens.push(token);
    }
    state.tokens = tokens;
  }

  if (opts.parts === true || opts.tokens === true) {
    let prevIndex;

    for (let idx = 0; idx < slashes.length; idx++) {
      const n = prevIndex !== undefined ? prevIndex + 1 : start;
      const i = slashes[idx];
      const value = input.slice(n, i);
      if (opts.tokens) {
        if (idx === 0 && start !== 0) {
          tokens[idx].isPrefix = true;
          tokens[idx].value = prefix;
        } else {
          tokens[idx].value = value;
        }
        depth(tokens[idx]);
        state.maxDepth += tokens[idx].depth;
      }
      if (i >= start) {
        parts.push(value);
        prevIndex = i;
      }
    }

    const n = prevIndex !== undefined ? prevIndex + 1 : start;
    const value = input.slice(n);
    parts.push(value);

    if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
      tokens[tokens.length - 1].value = value;
      depth(tokens[tokens.length - 1]);
      state.maxDepth += tokens[tokens.length - 1].depth;
    }

    state.slashes = slashes;
    state.parts = parts;
  }

  return state;
};

module.exports = scan;


/***/ }),

/***/ 59:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

/*global navigator*/


const {
  REGEX_BACKSLASH,
  REGEX_REMOVE_BACKSLASH,
  REGEX_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_GLOBAL
} = __nccwpck_require__(595);

exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

exports.isWindows = () => {
  if (typeof navigator !== 'undefined' && navigator.platform) {
    const platform = navigator.platform.toLowerCase();
    return platform === 'win32' || platform === 'windows';
  }

  if (typeof process !== 'undefined' && process.platform) {
    return process.platform === 'win32';
  }

  return false;
};

exports.removeBackslashes = str => {
  return str.replace(REGEX_REMOVE_BACKSLASH, match => {
    return match === '\\' ? '' : match;
  });
};

exports.escapeLast = (input, char, lastIdx) => {
  const idx = input.lastIndexOf(char, lastIdx);
  if (idx === -1) return input;
  if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
  return `${input.slice(0, idx)}\\${input.slice(idx)}`;
};

exports.removePrefix = (input, state = {}) => {
  let output = input;
  if (output.startsWith('./')) {
    output = output.slice(2);
    state.prefix = './';
  }
  return output;
};

exports.wrapOutput = (input, state = {}, options = {}) => {
  const prepend = options.contains ? '' : '^';
  const append = options.contains ? '' : '$';

  let output = `${prepend}(?:${input})${append}`;
  if (state.negated === true) {
    output = `(?:^(?!${output}).*$)`;
  }
  return output;
};

exports.basename = (path, { windows } = {}) => {
  const segs = path.split(windows ? /[\\/]/ : '/');
  const last = segs[segs.length - 1];

  if (last === '') {
    return segs[segs.length - 2];
  }

  return last;
};


/***/ }),

/***/ 896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ }),

/***/ 928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 778:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {


var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
var __commonJS = (cb, mod) => function __require() {
  return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
};
var __export = (target, all) => {
  for (var name2 in all)
    __defProp(target, name2, { get: all[name2], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// lib/tree-sitter.cjs
var require_tree_sitter = __commonJS({
  "lib/tree-sitter.cjs"(exports, module) {
    "use strict";
    var Module = (() => {
      var _scriptName = typeof document != "undefined" ? document.currentScript?.src : void 0;
      if (typeof __filename != "undefined") _scriptName = _scriptName || __filename;
      return async function(moduleArg = {}) {
        var moduleRtn;
        var Module = moduleArg;
        var readyPromiseResolve, readyPromiseReject;
        var readyPromise = new Promise((resolve, reject) => {
          readyPromiseResolve = resolve;
          readyPromiseReject = reject;
        });
        var ENVIRONMENT_IS_WEB = typeof window == "object";
        var ENVIRONMENT_IS_WORKER = typeof WorkerGlobalScope != "undefined";
        var ENVIRONMENT_IS_NODE = typeof process == "object" && typeof process.versions == "object" && typeof process.versions.node == "string" && process.type != "renderer";
        var ENVIRONMENT_IS_SHELL = !ENVIRONMENT_IS_WEB && !ENVIRONMENT_IS_NODE && !ENVIRONMENT_IS_WORKER;
        if (ENVIRONMENT_IS_NODE) {
        }
        Module.currentQueryProgressCallback = null;
        Module.currentProgressCallback = null;
        Module.currentLogCallback = null;
        Module.currentParseCallback = null;
        var moduleOverrides = Object.assign({}, Module);
        var arguments_ = [];
        var thisProgram = "./this.program";
        var quit_ = /* @__PURE__ */ __name((status, toThrow) => {
          throw toThrow;
        }, "quit_");
        var scriptDirectory = "";
        function locateFile(path) {
          if (Module["locateFile"]) {
            return Module["locateFile"](path, scriptDirectory);
          }
          return scriptDirectory + path;
        }
        __name(locateFile, "locateFile");
        var readAsync, readBinary;
        if (ENVIRONMENT_IS_NODE) {
          var fs = __nccwpck_require__(896);
          var nodePath = __nccwpck_require__(928);
          scriptDirectory = __dirname + "/";
          readBinary = /* @__PURE__ */ __name((filename) => {
            filename = isFileURI(filename) ? new URL(filename) : filename;
            var ret = fs.readFileSync(filename);
            return ret;
          }, "readBinary");
          readAsync = /* @__PURE__ */ __name(async (filename, binary2 = true) => {
            filename = isFileURI(filename) ? new URL(filename) : filename;
            var ret = fs.readFileSync(filename, binary2 ? void 0 : "utf8");
            return ret;
          }, "readAsync");
          if (!Module["thisProgram"] && process.argv.length > 1) {
            thisProgram = process.argv[1].replace(/\\/g, "/");
          }
          arguments_ = process.argv.slice(2);
          quit_ = /* @__PURE__ */ __name((status, toThrow) => {
            process.exitCode = status;
            throw toThrow;
          }, "quit_");
        } else if (ENVIRONMENT_IS_WEB || ENVIRONMENT_IS_WORKER) {
          if (ENVIRONMENT_IS_WORKER) {
            scriptDirectory = self.location.href;
          } else if (typeof document != "undefined" && document.currentScript) {
            scriptDirectory = document.currentScript.src;
          }
          if (_scriptName) {
            scriptDirectory = _scriptName;
          }
          if (scriptDirectory.startsWith("blob:")) {
            scriptDirectory = "";
          } else {
            scriptDirectory = scriptDirectory.slice(0, scriptDirectory.replace(/[?#].*/, "").lastIndexOf("/") + 1);
          }
          {
            if (ENVIRONMENT_IS_WORKER) {
              readBinary = /* @__PURE__ */ __name((url) => {
                var xhr = new XMLHttpRequest();
                xhr.open("GET", url, false);
                xhr.responseType = "arraybuffer";
                xhr.send(null);
                return new Uint8Array(
                  /** @type{!ArrayBuffer} */
                  xhr.response
                );
              }, "readBinary");
            }
            readAsync = /* @__PURE__ */ __name(async (url) => {
              if (isFileURI(url)) {
                return new Promise((resolve, reject) => {
                  var xhr = new XMLHttpRequest();
                  xhr.open("GET", url, true);
                  xhr.responseType = "arraybuffer";
                  xhr.onload = () => {
                    if (xhr.status == 200 || xhr.status == 0 && xhr.response) {
                      resolve(xhr.response);
                      return;
                    }
                    reject(xhr.status);
                  };
                  xhr.onerror = reject;
                  xhr.send(null);
                });
              }
              var response = await fetch(url, {
                credentials: "same-origin"
              });
              if (response.ok) {
                return response.arrayBuffer();
              }
              throw new Error(response.status + " : " + response.url);
            }, "readAsync");
          }
        } else {
        }
        var out = Module["print"] || console.log.bind(console);
        var err = Module["printErr"] || console.error.bind(console);
        Object.assign(Module, moduleOverrides);
        moduleOverrides = null;
        if (Module["arguments"]) arguments_ = Module["arguments"];
        if (Module["thisProgram"]) thisProgram = Module["thisProgram"];
        var dynamicLibraries = Module["dynamicLibraries"] || [];
        var wasmBinary = Module["wasmBinary"];
        var wasmMemory;
        var ABORT = false;
        var EXITSTATUS;
        function assert(condition, text) {
          if (!condition) {
            abort(text);
          }
        }
        __name(assert, "assert");
        var HEAP, HEAP8, HEAPU8, HEAP16, HEAPU16, HEAP32, HEAPU32, HEAPF32, HEAP64, HEAPU64, HEAPF64;
        var HEAP_DATA_VIEW;
        var runtimeInitialized = false;
        var isFileURI = /* @__PURE__ */ __name((filename) => filename.startsWith("file://"), "isFileURI");
        function updateMemoryViews() {
          var b = wasmMemory.buffer;
          Module["HEAP_DATA_VIEW"] = HEAP_DATA_VIEW = new DataView(b);
          Module["HEAP8"] = HEAP8 = new Int8Array(b);
          Module["HEAP16"] = HEAP16 = new Int16Array(b);
          Module["HEAPU8"] = HEAPU8 = new Uint8Array(b);
          Module["HEAPU16"] = HEAPU16 = new Uint16Array(b);
          Module["HEAP32"] = HEAP32 = new Int32Array(b);
          Module["HEAPU32"] = HEAPU32 = new Uint32Array(b);
          Module["HEAPF32"] = HEAPF32 = new Float32Array(b);
          Module["HEAPF64"] = HEAPF64 = new Float64Array(b);
          Module["HEAP64"] = HEAP64 = new BigInt64Array(b);
          Module["HEAPU64"] = HEAPU64 = new BigUint64Array(b);
        }
        __name(updateMemoryViews, "updateMemoryViews");
        if (Module["wasmMemory"]) {
          wasmMemory = Module["wasmMemory"];
        } else {
          var INITIAL_MEMORY = Module["INITIAL_MEMORY"] || 33554432;
          wasmMemory = new WebAssembly.Memory({
            "initial": INITIAL_MEMORY / 65536,
            // In theory we should not need to emit the maximum if we want "unlimited"
            // or 4GB of memory, but VMs error on that atm, see
            // https://github.com/emscripten-core/emscripten/issues/14130
            // And in the pthreads case we definitely need to emit a maximum. So
            // always emit one.
            "maximum": 32768
          });
        }
        updateMemoryViews();
        var __RELOC_FUNCS__ = [];
        function preRun() {
          if (Module["preRun"]) {
            if (typeof Module["preRun"] == "function") Module["preRun"] = [Module["preRun"]];
            while (Module["preRun"].length) {
              addOnPreRun(Module["preRun"].shift());
            }
          }
          callRuntimeCallbacks(onPreRuns);
        }
        __name(preRun, "preRun");
        function initRuntime() {
          runtimeInitialized = true;
          callRuntimeCallbacks(__RELOC_FUNCS__);
          wasmExports["__wasm_call_ctors"]();
          callRuntimeCallbacks(onPostCtors);
        }
        __name(initRuntime, "initRuntime");
        function preMain() {
        }
        __name(preMain, "preMain");
        function postRun() {
          if (Module["postRun"]) {
            if (typeof Module["postRun"] == "function") Module["postRun"] = [Module["postRun"]];
            while (Module["postRun"].length) {
              addOnPostRun(Module["postRun"].shift());
            }
          }
          callRuntimeCallbacks(onPostRuns);
        }
        __name(postRun, "postRun");
        var runDependencies = 0;
        var dependenciesFulfilled = null;
        function getUniqueRunDependency(id) {
          return id;
        }
        __name(getUniqueRunDependency, "getUniqueRunDependency");
        function addRunDependency(id) {
          runDependencies++;
          Module["monitorRunDependencies"]?.(runDependencies);
        }
        __name(addRunDependency, "addRunDependency");
        function removeRunDependency(id) {
          runDependencies--;
          Module["monitorRunDependencies"]?.(runDependencies);
          if (runDependencies == 0) {
            if (dependenciesFulfilled) {
              var callback = dependenciesFulfilled;
              dependenciesFulfilled = null;
              callback();
            }
          }
        }
        __name(removeRunDependency, "removeRunDependency");
        function abort(what) {
          Module["onAbort"]?.(what);
          what = "Aborted(" + what + ")";
          err(what);
          ABORT = true;
          what += ". Build with -sASSERTIONS for more info.";
          var e = new WebAssembly.RuntimeError(what);
          readyPromiseReject(e);
          throw e;
        }
        __name(abort, "abort");
        var wasmBinaryFile;
        function findWasmBinary() {
          return locateFile("tree-sitter.wasm");
        }
        __name(findWasmBinary, "findWasmBinary");
        function getBinarySync(file) {
          if (file == wasmBinaryFile && wasmBinary) {
            return new Uint8Array(wasmBinary);
          }
          if (readBinary) {
            return readBinary(file);
          }
          throw "both async and sync fetching of the wasm failed";
        }
        __name(getBinarySync, "getBinarySync");
        async function getWasmBinary(binaryFile) {
          if (!wasmBinary) {
            try {
              var response = await readAsync(binaryFile);
              return new Uint8Array(response);
            } catch {
            }
          }
          return getBinarySync(binaryFile);
        }
        __name(getWasmBinary, "getWasmBinary");
        async function instantiateArrayBuffer(binaryFile, imports) {
          try {
            var binary2 = await getWasmBinary(binaryFile);
            var instance2 = await WebAssembly.instantiate(binary2, imports);
            return instance2;
          } catch (reason) {
            err(`failed to asynchronously prepare wasm: ${reason}`);
            abort(reason);
          }
        }
        __name(instantiateArrayBuffer, "instantiateArrayBuffer");
        async function instantiateAsync(binary2, binaryFile, imports) {
          if (!binary2 && typeof WebAssembly.instantiateStreaming == "function" && !isFileURI(binaryFile) && !ENVIRONMENT_IS_NODE) {
            try {
              var response = fetch(binaryFile, {
                credentials: "same-origin"
              });
              var instantiationResult = await WebAssembly.instantiateStreaming(response, imports);
              return instantiationResult;
            } catch (reason) {
              err(`wasm streaming compile failed: ${reason}`);
              err("falling back to ArrayBuffer instantiation");
            }
          }
          return instantiateArrayBuffer(binaryFile, imports);
        }
        __name(instantiateAsync, "instantiateAsync");
        function getWasmImports() {
          return {
            "env": wasmImports,
            "wasi_snapshot_preview1": wasmImports,
            "GOT.mem": new Proxy(wasmImports, GOTHandler),
            "GOT.func": new Proxy(wasmImports, GOTHandler)
          };
        }
        __name(getWasmImports, "getWasmImports");
        async function createWasm() {
          function receiveInstance(instance2, module2) {
            wasmExports = instance2.exports;
            wasmExports = relocateExports(wasmExports, 1024);
            var metadata2 = getDylinkMetadata(module2);
            if (metadata2.neededDynlibs) {
              dynamicLibraries = metadata2.neededDynlibs.concat(dynamicLibraries);
            }
            mergeLibSymbols(wasmExports, "main");
            LDSO.init();
            loadDylibs();
            __RELOC_FUNCS__.push(wasmExports["__wasm_apply_data_relocs"]);
            removeRunDependency("wasm-instantiate");
            return wasmExports;
          }
          __name(receiveInstance, "receiveInstance");
          addRunDependency("wasm-instantiate");
          function receiveInstantiationResult(result2) {
            return receiveInstance(result2["instance"], result2["module"]);
          }
          __name(receiveInstantiationResult, "receiveInstantiationResult");
          var info2 = getWasmImports();
          if (Module["instantiateWasm"]) {
            return new Promise((resolve, reject) => {
              Module["instantiateWasm"](info2, (mod, inst) => {
                receiveInstance(mod, inst);
                resolve(mod.exports);
              });
            });
          }
          wasmBinaryFile ??= findWasmBinary();
          try {
            var result = await instantiateAsync(wasmBinary, wasmBinaryFile, info2);
            var exports2 = receiveInstantiationResult(result);
            return exports2;
          } catch (e) {
            readyPromiseReject(e);
            return Promise.reject(e);
          }
        }
        __name(createWasm, "createWasm");
        var ASM_CONSTS = {};
        class ExitStatus {
          static {
            __name(this, "ExitStatus");
          }
          name = "ExitStatus";
          constructor(status) {
            this.message = `Program terminated with exit(${status})`;
            this.status = status;
          }
        }
        var GOT = {};
        var currentModuleWeakSymbols = /* @__PURE__ */ new Set([]);
        var GOTHandler = {
          get(obj, symName) {
            var rtn = GOT[symName];
            if (!rtn) {
              rtn = GOT[symName] = new WebAssembly.Global({
                "value": "i32",
                "mutable": true
              });
            }
            if (!currentModuleWeakSymbols.has(symName)) {
              rtn.required = true;
            }
            return rtn;
          }
        };
        var LE_HEAP_LOAD_F32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat32(byteOffset, true), "LE_HEAP_LOAD_F32");
        var LE_HEAP_LOAD_F64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat64(byteOffset, true), "LE_HEAP_LOAD_F64");
        var LE_HEAP_LOAD_I16 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt16(byteOffset, true), "LE_HEAP_LOAD_I16");
        var LE_HEAP_LOAD_I32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt32(byteOffset, true), "LE_HEAP_LOAD_I32");
        var LE_HEAP_LOAD_U16 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getUint16(byteOffset, true), "LE_HEAP_LOAD_U16");
        var LE_HEAP_LOAD_U32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getUint32(byteOffset, true), "LE_HEAP_LOAD_U32");
        var LE_HEAP_STORE_F32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat32(byteOffset, value, true), "LE_HEAP_STORE_F32");
        var LE_HEAP_STORE_F64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat64(byteOffset, value, true), "LE_HEAP_STORE_F64");
        var LE_HEAP_STORE_I16 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt16(byteOffset, value, true), "LE_HEAP_STORE_I16");
        var LE_HEAP_STORE_I32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt32(byteOffset, value, true), "LE_HEAP_STORE_I32");
        var LE_HEAP_STORE_U16 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setUint16(byteOffset, value, true), "LE_HEAP_STORE_U16");
        var LE_HEAP_STORE_U32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setUint32(byteOffset, value, true), "LE_HEAP_STORE_U32");
        var callRuntimeCallbacks = /* @__PURE__ */ __name((callbacks) => {
          while (callbacks.length > 0) {
            callbacks.shift()(Module);
          }
        }, "callRuntimeCallbacks");
        var onPostRuns = [];
        var addOnPostRun = /* @__PURE__ */ __name((cb) => onPostRuns.unshift(cb), "addOnPostRun");
        var onPreRuns = [];
        var addOnPreRun = /* @__PURE__ */ __name((cb) => onPreRuns.unshift(cb), "addOnPreRun");
        var UTF8Decoder = typeof TextDecoder != "undefined" ? new TextDecoder() : void 0;
        var UTF8ArrayToString = /* @__PURE__ */ __name((heapOrArray, idx = 0, maxBytesToRead = NaN) => {
          var endIdx = idx + maxBytesToRead;
          var endPtr = idx;
          while (heapOrArray[endPtr] && !(endPtr >= endIdx)) ++endPtr;
          if (endPtr - idx > 16 && heapOrArray.buffer && UTF8Decoder) {
            return UTF8Decoder.decode(heapOrArray.subarray(idx, endPtr));
          }
          var str = "";
          while (idx < endPtr) {
            var u0 = heapOrArray[idx++];
            if (!(u0 & 128)) {
              str += String.fromCharCode(u0);
              continue;
            }
            var u1 = heapOrArray[idx++] & 63;
            if ((u0 & 224) == 192) {
              str += String.fromCharCode((u0 & 31) << 6 | u1);
              continue;
            }
            var u2 = heapOrArray[idx++] & 63;
            if ((u0 & 240) == 224) {
              u0 = (u0 & 15) << 12 | u1 << 6 | u2;
            } else {
              u0 = (u0 & 7) << 18 | u1 << 12 | u2 << 6 | heapOrArray[idx++] & 63;
            }
            if (u0 < 65536) {
              str += String.fromCharCode(u0);
            } else {
              var ch = u0 - 65536;
              str += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
            }
          }
          return str;
        }, "UTF8ArrayToString");
        var getDylinkMetadata = /* @__PURE__ */ __name((binary2) => {
          var offset = 0;
          var end = 0;
          function getU8() {
            return binary2[offset++];
          }
          __name(getU8, "getU8");
          function getLEB() {
            var ret = 0;
            var mul = 1;
            while (1) {
              var byte = binary2[offset++];
              ret += (byte & 127) * mul;
              mul *= 128;
              if (!(byte & 128)) break;
            }
            return ret;
          }
          __name(getLEB, "getLEB");
          function getString() {
            var len = getLEB();
            offset += len;
            return UTF8ArrayToString(binary2, offset - len, len);
          }
          __name(getString, "getString");
          function failIf(condition, message) {
            if (condition) throw new Error(message);
          }
          __name(failIf, "failIf");
          var name2 = "dylink.0";
          if (binary2 instanceof WebAssembly.Module) {
            var dylinkSection = WebAssembly.Module.customSections(binary2, name2);
            if (dylinkSection.length === 0) {
              name2 = "dylink";
              dylinkSection = WebAssembly.Module.customSections(binary2, name2);
            }
            failIf(dylinkSection.length === 0, "need dylink section");
            binary2 = new Uint8Array(dylinkSection[0]);
            end = binary2.length;
          } else {
            var int32View = new Uint32Array(new Uint8Array(binary2.subarray(0, 24)).buffer);
            var magicNumberFound = int32View[0] == 1836278016 || int32View[0] == 6386541;
            failIf(!magicNumberFound, "need to see wasm magic number");
            failIf(binary2[8] !== 0, "need the dylink section to be first");
            offset = 9;
            var section_size = getLEB();
            end = offset + section_size;
            name2 = getString();
          }
          var customSection = {
            neededDynlibs: [],
            tlsExports: /* @__PURE__ */ new Set(),
            weakImports: /* @__PURE__ */ new Set()
          };
          if (name2 == "dylink") {
            customSection.memorySize = getLEB();
            customSection.memoryAlign = getLEB();
            customSection.tableSize = getLEB();
            customSection.tableAlign = getLEB();
            var neededDynlibsCount = getLEB();
            for (var i2 = 0; i2 < neededDynlibsCount; ++i2) {
              var libname = getString();
              customSection.neededDynlibs.push(libname);
            }
          } else {
            failIf(name2 !== "dylink.0");
            var WASM_DYLINK_MEM_INFO = 1;
            var WASM_DYLINK_NEEDED = 2;
            var WASM_DYLINK_EXPORT_INFO = 3;
            var WASM_DYLINK_IMPORT_INFO = 4;
            var WASM_SYMBOL_TLS = 256;
            var WASM_SYMBOL_BINDING_MASK = 3;
            var WASM_SYMBOL_BINDING_WEAK = 1;
            while (offset < end) {
              var subsectionType = getU8();
              var subsectionSize = getLEB();
              if (subsectionType === WASM_DYLINK_MEM_INFO) {
                customSection.memorySize = getLEB();
                customSection.memoryAlign = getLEB();
                customSection.tableSize = getLEB();
                customSection.tableAlign = getLEB();
              } else if (subsectionType === WASM_DYLINK_NEEDED) {
                var neededDynlibsCount = getLEB();
                for (var i2 = 0; i2 < neededDynlibsCount; ++i2) {
                  libname = getString();
                  customSection.neededDynlibs.push(libname);
                }
              } else if (subsectionType === WASM_DYLINK_EXPORT_INFO) {
                var count = getLEB();
                while (count--) {
                  var symname = getString();
                  var flags2 = getLEB();
                  if (flags2 & WASM_SYMBOL_TLS) {
                    customSection.tlsExports.add(symname);
                  }
                }
              } else if (subsectionType === WASM_DYLINK_IMPORT_INFO) {
                var count = getLEB();
                while (count--) {
                  var modname = getString();
                  var symname = getString();
                  var flags2 = getLEB();
                  if ((flags2 & WASM_SYMBOL_BINDING_MASK) == WASM_SYMBOL_BINDING_WEAK) {
                    customSection.weakImports.add(symname);
                  }
                }
              } else {
                offset += subsectionSize;
              }
            }
          }
          return customSection;
        }, "getDylinkMetadata");
        function getValue(ptr, type = "i8") {
          if (type.endsWith("*")) type = "*";
          switch (type) {
            case "i1":
              return HEAP8[ptr];
            case "i8":
              return HEAP8[ptr];
            case "i16":
              return LE_HEAP_LOAD_I16((ptr >> 1) * 2);
            case "i32":
              return LE_HEAP_LOAD_I32((ptr >> 2) * 4);
            case "i64":
              return HEAP64[ptr >> 3];
            case "float":
              return LE_HEAP_LOAD_F32((ptr >> 2) * 4);
            case "double":
              return LE_HEAP_LOAD_F64((ptr >> 3) * 8);
            case "*":
              return LE_HEAP_LOAD_U32((ptr >> 2) * 4);
            default:
              abort(`invalid type for getValue: ${type}`);
          }
        }
        __name(getValue, "getValue");
        var newDSO = /* @__PURE__ */ __name((name2, handle2, syms) => {
          var dso = {
            refcount: Infinity,
            name: name2,
            exports: syms,
            global: true
          };
          LDSO.loadedLibsByName[name2] = dso;
          if (handle2 != void 0) {
            LDSO.loadedLibsByHandle[handle2] = dso;
          }
          return dso;
        }, "newDSO");
        var LDSO = {
          loadedLibsByName: {},
          loadedLibsByHandle: {},
          init() {
            newDSO("__main__", 0, wasmImports);
          }
        };
        var ___heap_base = 78224;
        var alignMemory = /* @__PURE__ */ __name((size, alignment) => Math.ceil(size / alignment) * alignment, "alignMemory");
        var getMemory = /* @__PURE__ */ __name((size) => {
          if (runtimeInitialized) {
            return _calloc(size, 1);
          }
          var ret = ___heap_base;
          var end = ret + alignMemory(size, 16);
          ___heap_base = end;
          GOT["__heap_base"].value = end;
          return ret;
        }, "getMemory");
        var isInternalSym = /* @__PURE__ */ __name((symName) => ["__cpp_exception", "__c_longjmp", "__wasm_apply_data_relocs", "__dso_handle", "__tls_size", "__tls_align", "__set_stack_limits", "_emscripten_tls_init", "__wasm_init_tls", "__wasm_call_ctors", "__start_em_asm", "__stop_em_asm", "__start_em_js", "__stop_em_js"].includes(symName) || symName.startsWith("__em_js__"), "isInternalSym");
        var uleb128Encode = /* @__PURE__ */ __name((n, target) => {
          if (n < 128) {
            target.push(n);
          } else {
            target.push(n % 128 | 128, n >> 7);
          }
        }, "uleb128Encode");
        var sigToWasmTypes = /* @__PURE__ */ __name((sig) => {
          var typeNames = {
            "i": "i32",
            "j": "i64",
            "f": "f32",
            "d": "f64",
            "e": "externref",
            "p": "i32"
          };
          var type = {
            parameters: [],
            results: sig[0] == "v" ? [] : [typeNames[sig[0]]]
          };
          for (var i2 = 1; i2 < sig.length; ++i2) {
            type.parameters.push(typeNames[sig[i2]]);
          }
          return type;
        }, "sigToWasmTypes");
        var generateFuncType = /* @__PURE__ */ __name((sig, target) => {
          var sigRet = sig.slice(0, 1);
          var sigParam = sig.slice(1);
          var typeCodes = {
            "i": 127,
            // i32
            "p": 127,
            // i32
            "j": 126,
            // i64
            "f": 125,
            // f32
            "d": 124,
            // f64
            "e": 111
          };
          target.push(96);
          uleb128Encode(sigParam.length, target);
          for (var i2 = 0; i2 < sigParam.length; ++i2) {
            target.push(typeCodes[sigParam[i2]]);
          }
          if (sigRet == "v") {
            target.push(0);
          } else {
            target.push(1, typeCodes[sigRet]);
          }
        }, "generateFuncType");
        var convertJsFunctionToWasm = /* @__PURE__ */ __name((func2, sig) => {
          if (typeof WebAssembly.Function == "function") {
            return new WebAssembly.Function(sigToWasmTypes(sig), func2);
          }
          var typeSectionBody = [1];
          generateFuncType(sig, typeSectionBody);
          var bytes = [
            0,
            97,
            115,
            109,
            // magic ("\0asm")
            1,
            0,
            0,
            0,
            // version: 1
            1
          ];
          uleb128Encode(typeSectionBody.length, bytes);
          bytes.push(...typeSectionBody);
          bytes.push(
            2,
            7,
            // import section
            // (import "e" "f" (func 0 (type 0)))
            1,
            1,
            101,
            1,
            102,
            0,
            0,
            7,
            5,
            // export section
            // (export "f" (func 0 (type 0)))
            1,
            1,
            102,
            0,
            0
          );
          var module2 = new WebAssembly.Module(new Uint8Array(bytes));
          var instance2 = new WebAssembly.Instance(module2, {
            "e": {
              "f": func2
            }
          });
          var wrappedFunc = instance2.exports["f"];
          return wrappedFunc;
        }, "convertJsFunctionToWasm");
        var wasmTableMirror = [];
        var wasmTable = new WebAssembly.Table({
          "initial": 31,
          "element": "anyfunc"
        });
        var getWasmTableEntry = /* @__PURE__ */ __name((funcPtr) => {
          var func2 = wasmTableMirror[funcPtr];
          if (!func2) {
            if (funcPtr >= wasmTableMirror.length) wasmTableMirror.length = funcPtr + 1;
            wasmTableMirror[funcPtr] = func2 = wasmTable.get(funcPtr);
          }
          return func2;
        }, "getWasmTableEntry");
        var updateTableMap = /* @__PURE__ */ __name((offset, count) => {
          if (functionsInTableMap) {
            for (var i2 = offset; i2 < offset + count; i2++) {
              var item = getWasmTableEntry(i2);
              if (item) {
                functionsInTableMap.set(item, i2);
              }
            }
          }
        }, "updateTableMap");
        var functionsInTableMap;
        var getFunctionAddress = /* @__PURE__ */ __name((func2) => {
          if (!functionsInTableMap) {
            functionsInTableMap = /* @__PURE__ */ new WeakMap();
            updateTableMap(0, wasmTable.length);
          }
          return functionsInTableMap.get(func2) || 0;
        }, "getFunctionAddress");
        var freeTableIndexes = [];
        var getEmptyTableSlot = /* @__PURE__ */ __name(() => {
          if (freeTableIndexes.length) {
            return freeTableIndexes.pop();
          }
          try {
            wasmTable.grow(1);
          } catch (err2) {
            if (!(err2 instanceof RangeError)) {
              throw err2;
            }
            throw "Unable to grow wasm table. Set ALLOW_TABLE_GROWTH.";
          }
          return wasmTable.length - 1;
        }, "getEmptyTableSlot");
        var setWasmTableEntry = /* @__PURE__ */ __name((idx, func2) => {
          wasmTable.set(idx, func2);
          wasmTableMirror[idx] = wasmTable.get(idx);
        }, "setWasmTableEntry");
        var addFunction = /* @__PURE__ */ __name((func2, sig) => {
          var rtn = getFunctionAddress(func2);
          if (rtn) {
            return rtn;
          }
          var ret = getEmptyTableSlot();
          try {
            setWasmTableEntry(ret, func2);
          } catch (err2) {
            if (!(err2 instanceof TypeError)) {
              throw err2;
            }
            var wrapped = convertJsFunctionToWasm(func2, sig);
            setWasmTableEntry(ret, wrapped);
          }
          functionsInTableMap.set(func2, ret);
          return ret;
        }, "addFunction");
        var updateGOT = /* @__PURE__ */ __name((exports2, replace) => {
          for (var symName in exports2) {
            if (isInternalSym(symName)) {
              continue;
            }
            var value = exports2[symName];
            GOT[symName] ||= new WebAssembly.Global({
              "value": "i32",
              "mutable": true
            });
            if (replace || GOT[symName].value == 0) {
              if (typeof value == "function") {
                GOT[symName].value = addFunction(value);
              } else if (typeof value == "number") {
                GOT[symName].value = value;
              } else {
                err(`unhandled export type for '${symName}': ${typeof value}`);
              }
            }
          }
        }, "updateGOT");
        var relocateExports = /* @__PURE__ */ __name((exports2, memoryBase2, replace) => {
          var relocated = {};
          for (var e in exports2) {
            var value = exports2[e];
            if (typeof value == "object") {
              value = value.value;
            }
            if (typeof value == "number") {
              value += memoryBase2;
            }
            relocated[e] = value;
          }
          updateGOT(relocated, replace);
          return relocated;
        }, "relocateExports");
        var isSymbolDefined = /* @__PURE__ */ __name((symName) => {
          var existing = wasmImports[symName];
          if (!existing || existing.stub) {
            return false;
          }
          return true;
        }, "isSymbolDefined");
        var dynCall = /* @__PURE__ */ __name((sig, ptr, args2 = []) => {
          var rtn = getWasmTableEntry(ptr)(...args2);
          return rtn;
        }, "dynCall");
        var stackSave = /* @__PURE__ */ __name(() => _emscripten_stack_get_current(), "stackSave");
        var stackRestore = /* @__PURE__ */ __name((val) => __emscripten_stack_restore(val), "stackRestore");
        var createInvokeFunction = /* @__PURE__ */ __name((sig) => (ptr, ...args2) => {
          var sp = stackSave();
          try {
            return dynCall(sig, ptr, args2);
          } catch (e) {
            stackRestore(sp);
            if (e !== e + 0) throw e;
            _setThrew(1, 0);
            if (sig[0] == "j") return 0n;
          }
        }, "createInvokeFunction");
        var resolveGlobalSymbol = /* @__PURE__ */ __name((symName, direct = false) => {
          var sym;
          if (isSymbolDefined(symName)) {
            sym = wasmImports[symName];
          } else if (symName.startsWith("invoke_")) {
            sym = wasmImports[symName] = createInvokeFunction(symName.split("_")[1]);
          }
          return {
            sym,
            name: symName
          };
        }, "resolveGlobalSymbol");
        var onPostCtors = [];
        var addOnPostCtor = /* @__PURE__ */ __name((cb) => onPostCtors.unshift(cb), "addOnPostCtor");
        var UTF8ToString = /* @__PURE__ */ __name((ptr, maxBytesToRead) => ptr ? UTF8ArrayToString(HEAPU8, ptr, maxBytesToRead) : "", "UTF8ToString");
        var loadWebAssemblyModule = /* @__PURE__ */ __name((binary, flags, libName, localScope, handle) => {
          var metadata = getDylinkMetadata(binary);
          currentModuleWeakSymbols = metadata.weakImports;
          function loadModule() {
            var memAlign = Math.pow(2, metadata.memoryAlign);
            var memoryBase = metadata.memorySize ? alignMemory(getMemory(metadata.memorySize + memAlign), memAlign) : 0;
            var tableBase = metadata.tableSize ? wasmTable.length : 0;
            if (handle) {
              HEAP8[handle + 8] = 1;
              LE_HEAP_STORE_U32((handle + 12 >> 2) * 4, memoryBase);
              LE_HEAP_STORE_I32((handle + 16 >> 2) * 4, metadata.memorySize);
              LE_HEAP_STORE_U32((handle + 20 >> 2) * 4, tableBase);
              LE_HEAP_STORE_I32((handle + 24 >> 2) * 4, metadata.tableSize);
            }
            if (metadata.tableSize) {
              wasmTable.grow(metadata.tableSize);
            }
            var moduleExports;
            function resolveSymbol(sym) {
              var resolved = resolveGlobalSymbol(sym).sym;
              if (!resolved && localScope) {
                resolved = localScope[sym];
              }
              if (!resolved) {
                resolved = moduleExports[sym];
              }
              return resolved;
            }
            __name(resolveSymbol, "resolveSymbol");
            var proxyHandler = {
              get(stubs, prop) {
                switch (prop) {
                  case "__memory_base":
                    return memoryBase;
                  case "__table_base":
                    return tableBase;
                }
                if (prop in wasmImports && !wasmImports[prop].stub) {
                  var res = wasmImports[prop];
                  return res;
                }
                if (!(prop in stubs)) {
                  var resolved;
                  stubs[prop] = (...args2) => {
                    resolved ||= resolveSymbol(prop);
                    return resolved(...args2);
                  };
                }
                return stubs[prop];
              }
            };
            var proxy = new Proxy({}, proxyHandler);
            var info = {
              "GOT.mem": new Proxy({}, GOTHandler),
              "GOT.func": new Proxy({}, GOTHandler),
              "env": proxy,
              "wasi_snapshot_preview1": proxy
            };
            function postInstantiation(module, instance) {
              updateTableMap(tableBase, metadata.tableSize);
              moduleExports = relocateExports(instance.exports, memoryBase);
              if (!flags.allowUndefined) {
                reportUndefinedSymbols();
              }
              function addEmAsm(addr, body) {
                var args = [];
                var arity = 0;
                for (; arity < 16; arity++) {
                  if (body.indexOf("$" + arity) != -1) {
                    args.push("$" + arity);
                  } else {
                    break;
                  }
                }
                args = args.join(",");
                var func = `(${args}) => { ${body} };`;
                ASM_CONSTS[start] = eval(func);
              }
              __name(addEmAsm, "addEmAsm");
              if ("__start_em_asm" in moduleExports) {
                var start = moduleExports["__start_em_asm"];
                var stop = moduleExports["__stop_em_asm"];
                while (start < stop) {
                  var jsString = UTF8ToString(start);
                  addEmAsm(start, jsString);
                  start = HEAPU8.indexOf(0, start) + 1;
                }
              }
              function addEmJs(name, cSig, body) {
                var jsArgs = [];
                cSig = cSig.slice(1, -1);
                if (cSig != "void") {
                  cSig = cSig.split(",");
                  for (var i in cSig) {
                    var jsArg = cSig[i].split(" ").pop();
                    jsArgs.push(jsArg.replace("*", ""));
                  }
                }
                var func = `(${jsArgs}) => ${body};`;
                moduleExports[name] = eval(func);
              }
              __name(addEmJs, "addEmJs");
              for (var name in moduleExports) {
                if (name.startsWith("__em_js__")) {
                  var start = moduleExports[name];
                  var jsString = UTF8ToString(start);
                  var parts = jsString.split("<::>");
                  addEmJs(name.replace("__em_js__", ""), parts[0], parts[1]);
                  delete moduleExports[name];
                }
              }
              var applyRelocs = moduleExports["__wasm_apply_data_relocs"];
              if (applyRelocs) {
                if (runtimeInitialized) {
                  applyRelocs();
                } else {
                  __RELOC_FUNCS__.push(applyRelocs);
                }
              }
              var init = moduleExports["__wasm_call_ctors"];
              if (init) {
                if (runtimeInitialized) {
                  init();
                } else {
                  addOnPostCtor(init);
                }
              }
              return moduleExports;
            }
            __name(postInstantiation, "postInstantiation");
            if (flags.loadAsync) {
              if (binary instanceof WebAssembly.Module) {
                var instance = new WebAssembly.Instance(binary, info);
                return Promise.resolve(postInstantiation(binary, instance));
              }
              return WebAssembly.instantiate(binary, info).then((result) => postInstantiation(result.module, result.instance));
            }
            var module = binary instanceof WebAssembly.Module ? binary : new WebAssembly.Module(binary);
            var instance = new WebAssembly.Instance(module, info);
            return postInstantiation(module, instance);
          }
          __name(loadModule, "loadModule");
          if (flags.loadAsync) {
            return metadata.neededDynlibs.reduce((chain, dynNeeded) => chain.then(() => loadDynamicLibrary(dynNeeded, flags, localScope)), Promise.resolve()).then(loadModule);
          }
          metadata.neededDynlibs.forEach((needed) => loadDynamicLibrary(needed, flags, localScope));
          return loadModule();
        }, "loadWebAssemblyModule");
        var mergeLibSymbols = /* @__PURE__ */ __name((exports2, libName2) => {
          for (var [sym, exp] of Object.entries(exports2)) {
            const setImport = /* @__PURE__ */ __name((target) => {
              if (!isSymbolDefined(target)) {
                wasmImports[target] = exp;
              }
            }, "setImport");
            setImport(sym);
            const main_alias = "__main_argc_argv";
            if (sym == "main") {
              setImport(main_alias);
            }
            if (sym == main_alias) {
              setImport("main");
            }
          }
        }, "mergeLibSymbols");
        var asyncLoad = /* @__PURE__ */ __name(async (url) => {
          var arrayBuffer = await readAsync(url);
          return new Uint8Array(arrayBuffer);
        }, "asyncLoad");
        function loadDynamicLibrary(libName2, flags2 = {
          global: true,
          nodelete: true
        }, localScope2, handle2) {
          var dso = LDSO.loadedLibsByName[libName2];
          if (dso) {
            if (!flags2.global) {
              if (localScope2) {
                Object.assign(localScope2, dso.exports);
              }
            } else if (!dso.global) {
              dso.global = true;
              mergeLibSymbols(dso.exports, libName2);
            }
            if (flags2.nodelete && dso.refcount !== Infinity) {
              dso.refcount = Infinity;
            }
            dso.refcount++;
            if (handle2) {
              LDSO.loadedLibsByHandle[handle2] = dso;
            }
            return flags2.loadAsync ? Promise.resolve(true) : true;
          }
          dso = newDSO(libName2, handle2, "loading");
          dso.refcount = flags2.nodelete ? Infinity : 1;
          dso.global = flags2.global;
          function loadLibData() {
            if (handle2) {
              var data = LE_HEAP_LOAD_U32((handle2 + 28 >> 2) * 4);
              var dataSize = LE_HEAP_LOAD_U32((handle2 + 32 >> 2) * 4);
              if (data && dataSize) {
                var libData = HEAP8.slice(data, data + dataSize);
                return flags2.loadAsync ? Promise.resolve(libData) : libData;
              }
            }
            var libFile = locateFile(libName2);
            if (flags2.loadAsync) {
              return asyncLoad(libFile);
            }
            if (!readBinary) {
              throw new Error(`${libFile}: file not found, and synchronous loading of external files is not available`);
            }
            return readBinary(libFile);
          }
          __name(loadLibData, "loadLibData");
          function getExports() {
            if (flags2.loadAsync) {
              return loadLibData().then((libData) => loadWebAssemblyModule(libData, flags2, libName2, localScope2, handle2));
            }
            return loadWebAssemblyModule(loadLibData(), flags2, libName2, localScope2, handle2);
          }
          __name(getExports, "getExports");
          function moduleLoaded(exports2) {
            if (dso.global) {
              mergeLibSymbols(exports2, libName2);
            } else if (localScope2) {
              Object.assign(localScope2, exports2);
            }
            dso.exports = exports2;
          }
          __name(moduleLoaded, "moduleLoaded");
          if (flags2.loadAsync) {
            return getExports().then((exports2) => {
              moduleLoaded(exports2);
              return true;
            });
          }
          moduleLoaded(getExports());
          return true;
        }
        __name(loadDynamicLibrary, "loadDynamicLibrary");
        var reportUndefinedSymbols = /* @__PURE__ */ __name(() => {
          for (var [symName, entry] of Object.entries(GOT)) {
            if (entry.value == 0) {
              var value = resolveGlobalSymbol(symName, true).sym;
              if (!value && !entry.required) {
                continue;
              }
              if (typeof value == "function") {
                entry.value = addFunction(value, value.sig);
              } else if (typeof value == "number") {
                entry.value = value;
              } else {
                throw new Error(`bad export type for '${symName}': ${typeof value}`);
              }
            }
          }
        }, "reportUndefinedSymbols");
        var loadDylibs = /* @__PURE__ */ __name(() => {
          if (!dynamicLibraries.length) {
            reportUndefinedSymbols();
            return;
          }
          addRunDependency("loadDylibs");
          dynamicLibraries.reduce((chain, lib) => chain.then(() => loadDynamicLibrary(lib, {
            loadAsync: true,
            global: true,
            nodelete: true,
            allowUndefined: true
          })), Promise.resolve()).then(() => {
            reportUndefinedSymbols();
            removeRunDependency("loadDylibs");
          });
        }, "loadDylibs");
        var noExitRuntime = Module["noExitRuntime"] || true;
        function setValue(ptr, value, type = "i8") {
          if (type.endsWith("*")) type = "*";
          switch (type) {
            case "i1":
              HEAP8[ptr] = value;
              break;
            case "i8":
              HEAP8[ptr] = value;
              break;
            case "i16":
              LE_HEAP_STORE_I16((ptr >> 1) * 2, value);
              break;
            case "i32":
              LE_HEAP_STORE_I32((ptr >> 2) * 4, value);
              break;
            case "i64":
              HEAP64[ptr >> 3] = BigInt(value);
              break;
            case "float":
              LE_HEAP_STORE_F32((ptr >> 2) * 4, value);
              break;
            case "double":
              LE_HEAP_STORE_F64((ptr >> 3) * 8, value);
              break;
            case "*":
              LE_HEAP_STORE_U32((ptr >> 2) * 4, value);
              break;
            default:
              abort(`invalid type for setValue: ${type}`);
          }
        }
        __name(setValue, "setValue");
        var ___memory_base = new WebAssembly.Global({
          "value": "i32",
          "mutable": false
        }, 1024);
        var ___stack_pointer = new WebAssembly.Global({
          "value": "i32",
          "mutable": true
        }, 78224);
        var ___table_base = new WebAssembly.Global({
          "value": "i32",
          "mutable": false
        }, 1);
        var __abort_js = /* @__PURE__ */ __name(() => abort(""), "__abort_js");
        __abort_js.sig = "v";
        var _emscripten_get_now = /* @__PURE__ */ __name(() => performance.now(), "_emscripten_get_now");
        _emscripten_get_now.sig = "d";
        var _emscripten_date_now = /* @__PURE__ */ __name(() => Date.now(), "_emscripten_date_now");
        _emscripten_date_now.sig = "d";
        var nowIsMonotonic = 1;
        var checkWasiClock = /* @__PURE__ */ __name((clock_id) => clock_id >= 0 && clock_id <= 3, "checkWasiClock");
        var INT53_MAX = 9007199254740992;
        var INT53_MIN = -9007199254740992;
        var bigintToI53Checked = /* @__PURE__ */ __name((num) => num < INT53_MIN || num > INT53_MAX ? NaN : Number(num), "bigintToI53Checked");
        function _clock_time_get(clk_id, ignored_precision, ptime) {
          ignored_precision = bigintToI53Checked(ignored_precision);
          if (!checkWasiClock(clk_id)) {
            return 28;
          }
          var now;
          if (clk_id === 0) {
            now = _emscripten_date_now();
          } else if (nowIsMonotonic) {
            now = _emscripten_get_now();
          } else {
            return 52;
          }
          var nsec = Math.round(now * 1e3 * 1e3);
          HEAP64[ptime >> 3] = BigInt(nsec);
          return 0;
        }
        __name(_clock_time_get, "_clock_time_get");
        _clock_time_get.sig = "iijp";
        var getHeapMax = /* @__PURE__ */ __name(() => (
          // Stay one Wasm page short of 4GB: while e.g. Chrome is able to allocate
          // full 4GB Wasm memories, the size will wrap back to 0 bytes in Wasm side
          // for any code that deals with heap sizes, which would require special
          // casing all heap size related code to treat 0 specially.
          2147483648
        ), "getHeapMax");
        var growMemory = /* @__PURE__ */ __name((size) => {
          var b = wasmMemory.buffer;
          var pages = (size - b.byteLength + 65535) / 65536 | 0;
          try {
            wasmMemory.grow(pages);
            updateMemoryViews();
            return 1;
          } catch (e) {
          }
        }, "growMemory");
        var _emscripten_resize_heap = /* @__PURE__ */ __name((requestedSize) => {
          var oldSize = HEAPU8.length;
          requestedSize >>>= 0;
          var maxHeapSize = getHeapMax();
          if (requestedSize > maxHeapSize) {
            return false;
          }
          for (var cutDown = 1; cutDown <= 4; cutDown *= 2) {
            var overGrownHeapSize = oldSize * (1 + 0.2 / cutDown);
            overGrownHeapSize = Math.min(overGrownHeapSize, requestedSize + 100663296);
            var newSize = Math.min(maxHeapSize, alignMemory(Math.max(requestedSize, overGrownHeapSize), 65536));
            var replacement = growMemory(newSize);
            if (replacement) {
              return true;
            }
          }
          return false;
        }, "_emscripten_resize_heap");
        _emscripten_resize_heap.sig = "ip";
        var _fd_close = /* @__PURE__ */ __name((fd) => 52, "_fd_close");
        _fd_close.sig = "ii";
        function _fd_seek(fd, offset, whence, newOffset) {
          offset = bigintToI53Checked(offset);
          return 70;
        }
        __name(_fd_seek, "_fd_seek");
        _fd_seek.sig = "iijip";
        var printCharBuffers = [null, [], []];
        var printChar = /* @__PURE__ */ __name((stream, curr) => {
          var buffer = printCharBuffers[stream];
          if (curr === 0 || curr === 10) {
            (stream === 1 ? out : err)(UTF8ArrayToString(buffer));
            buffer.length = 0;
          } else {
            buffer.push(curr);
          }
        }, "printChar");
        var flush_NO_FILESYSTEM = /* @__PURE__ */ __name(() => {
          if (printCharBuffers[1].length) printChar(1, 10);
          if (printCharBuffers[2].length) printChar(2, 10);
        }, "flush_NO_FILESYSTEM");
        var SYSCALLS = {
          varargs: void 0,
          getStr(ptr) {
            var ret = UTF8ToString(ptr);
            return ret;
          }
        };
        var _fd_write = /* @__PURE__ */ __name((fd, iov, iovcnt, pnum) => {
          var num = 0;
          for (var i2 = 0; i2 < iovcnt; i2++) {
            var ptr = LE_HEAP_LOAD_U32((iov >> 2) * 4);
            var len = LE_HEAP_LOAD_U32((iov + 4 >> 2) * 4);
            iov += 8;
            for (var j = 0; j < len; j++) {
              printChar(fd, HEAPU8[ptr + j]);
            }
            num += len;
          }
          LE_HEAP_STORE_U32((pnum >> 2) * 4, num);
          return 0;
        }, "_fd_write");
        _fd_write.sig = "iippp";
        function _tree_sitter_log_callback(isLexMessage, messageAddress) {
          if (Module.currentLogCallback) {
            const message = UTF8ToString(messageAddress);
            Module.currentLogCallback(message, isLexMessage !== 0);
          }
        }
        __name(_tree_sitter_log_callback, "_tree_sitter_log_callback");
        function _tree_sitter_parse_callback(inputBufferAddress, index, row, column, lengthAddress) {
          const INPUT_BUFFER_SIZE = 10 * 1024;
          const string = Module.currentParseCallback(index, {
            row,
            column
          });
          if (typeof string === "string") {
            setValue(lengthAddress, string.length, "i32");
            stringToUTF16(string, inputBufferAddress, INPUT_BUFFER_SIZE);
          } else {
            setValue(lengthAddress, 0, "i32");
          }
        }
        __name(_tree_sitter_parse_callback, "_tree_sitter_parse_callback");
        function _tree_sitter_progress_callback(currentOffset, hasError) {
          if (Module.currentProgressCallback) {
            return Module.currentProgressCallback({
              currentOffset,
              hasError
            });
          }
          return false;
        }
        __name(_tree_sitter_progress_callback, "_tree_sitter_progress_callback");
        function _tree_sitter_query_progress_callback(currentOffset) {
          if (Module.currentQueryProgressCallback) {
            return Module.currentQueryProgressCallback({
              currentOffset
            });
          }
          return false;
        }
        __name(_tree_sitter_query_progress_callback, "_tree_sitter_query_progress_callback");
        var runtimeKeepaliveCounter = 0;
        var keepRuntimeAlive = /* @__PURE__ */ __name(() => noExitRuntime || runtimeKeepaliveCounter > 0, "keepRuntimeAlive");
        var _proc_exit = /* @__PURE__ */ __name((code) => {
          EXITSTATUS = code;
          if (!keepRuntimeAlive()) {
            Module["onExit"]?.(code);
            ABORT = true;
          }
          quit_(code, new ExitStatus(code));
        }, "_proc_exit");
        _proc_exit.sig = "vi";
        var exitJS = /* @__PURE__ */ __name((status, implicit) => {
          EXITSTATUS = status;
          _proc_exit(status);
        }, "exitJS");
        var handleException = /* @__PURE__ */ __name((e) => {
          if (e instanceof ExitStatus || e == "unwind") {
            return EXITSTATUS;
          }
          quit_(1, e);
        }, "handleException");
        var lengthBytesUTF8 = /* @__PURE__ */ __name((str) => {
          var len = 0;
          for (var i2 = 0; i2 < str.length; ++i2) {
            var c = str.charCodeAt(i2);
            if (c <= 127) {
              len++;
            } else if (c <= 2047) {
              len += 2;
            } else if (c >= 55296 && c <= 57343) {
              len += 4;
              ++i2;
            } else {
              len += 3;
            }
          }
          return len;
        }, "lengthBytesUTF8");
        var stringToUTF8Array = /* @__PURE__ */ __name((str, heap, outIdx, maxBytesToWrite) => {
          if (!(maxBytesToWrite > 0)) return 0;
          var startIdx = outIdx;
          var endIdx = outIdx + maxBytesToWrite - 1;
          for (var i2 = 0; i2 < str.length; ++i2) {
            var u = str.charCodeAt(i2);
            if (u >= 55296 && u <= 57343) {
              var u1 = str.charCodeAt(++i2);
              u = 65536 + ((u & 1023) << 10) | u1 & 1023;
            }
            if (u <= 127) {
              if (outIdx >= endIdx) break;
              heap[outIdx++] = u;
            } else if (u <= 2047) {
              if (outIdx + 1 >= endIdx) break;
              heap[outIdx++] = 192 | u >> 6;
              heap[outIdx++] = 128 | u & 63;
            } else if (u <= 65535) {
              if (outIdx + 2 >= endIdx) break;
              heap[outIdx++] = 224 | u >> 12;
              heap[outIdx++] = 128 | u >> 6 & 63;
              heap[outIdx++] = 128 | u & 63;
            } else {
              if (outIdx + 3 >= endIdx) break;
              heap[outIdx++] = 240 | u >> 18;
              heap[outIdx++] = 128 | u >> 12 & 63;
              heap[outIdx++] = 128 | u >> 6 & 63;
              heap[outIdx++] = 128 | u & 63;
            }
          }
          heap[outIdx] = 0;
          return outIdx - startIdx;
        }, "stringToUTF8Array");
        var stringToUTF8 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => stringToUTF8Array(str, HEAPU8, outPtr, maxBytesToWrite), "stringToUTF8");
        var stackAlloc = /* @__PURE__ */ __name((sz) => __emscripten_stack_alloc(sz), "stackAlloc");
        var stringToUTF8OnStack = /* @__PURE__ */ __name((str) => {
          var size = lengthBytesUTF8(str) + 1;
          var ret = stackAlloc(size);
          stringToUTF8(str, ret, size);
          return ret;
        }, "stringToUTF8OnStack");
        var AsciiToString = /* @__PURE__ */ __name((ptr) => {
          var str = "";
          while (1) {
            var ch = HEAPU8[ptr++];
            if (!ch) return str;
            str += String.fromCharCode(ch);
          }
        }, "AsciiToString");
        var stringToUTF16 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => {
          maxBytesToWrite ??= 2147483647;
          if (maxBytesToWrite < 2) return 0;
          maxBytesToWrite -= 2;
          var startPtr = outPtr;
          var numCharsToWrite = maxBytesToWrite < str.length * 2 ? maxBytesToWrite / 2 : str.length;
          for (var i2 = 0; i2 < numCharsToWrite; ++i2) {
            var codeUnit = str.charCodeAt(i2);
            LE_HEAP_STORE_I16((outPtr >> 1) * 2, codeUnit);
            outPtr += 2;
          }
          LE_HEAP_STORE_I16((outPtr >> 1) * 2, 0);
          return outPtr - startPtr;
        }, "stringToUTF16");
        var wasmImports = {
          /** @export */
          __heap_base: ___heap_base,
          /** @export */
          __indirect_function_table: wasmTable,
          /** @export */
          __memory_base: ___memory_base,
          /** @export */
          __stack_pointer: ___stack_pointer,
          /** @export */
          __table_base: ___table_base,
          /** @export */
          _abort_js: __abort_js,
          /** @export */
          clock_time_get: _clock_time_get,
          /** @export */
          emscripten_resize_heap: _emscripten_resize_heap,
          /** @export */
          fd_close: _fd_close,
          /** @export */
          fd_seek: _fd_seek,
          /** @export */
          fd_write: _fd_write,
          /** @export */
          memory: wasmMemory,
          /** @export */
          tree_sitter_log_callback: _tree_sitter_log_callback,
          /** @export */
          tree_sitter_parse_callback: _tree_sitter_parse_callback,
          /** @export */
          tree_sitter_progress_callback: _tree_sitter_progress_callback,
          /** @export */
          tree_sitter_query_progress_callback: _tree_sitter_query_progress_callback
        };
        var wasmExports = await createWasm();
        var ___wasm_call_ctors = wasmExports["__wasm_call_ctors"];
        var _malloc = Module["_malloc"] = wasmExports["malloc"];
        var _calloc = Module["_calloc"] = wasmExports["calloc"];
        var _realloc = Module["_realloc"] = wasmExports["realloc"];
        var _free = Module["_free"] = wasmExports["free"];
        var _memcmp = Module["_memcmp"] = wasmExports["memcmp"];
        var _ts_language_symbol_count = Module["_ts_language_symbol_count"] = wasmExports["ts_language_symbol_count"];
        var _ts_language_state_count = Module["_ts_language_state_count"] = wasmExports["ts_language_state_count"];
        var _ts_language_version = Module["_ts_language_version"] = wasmExports["ts_language_version"];
        var _ts_language_abi_version = Module["_ts_language_abi_version"] = wasmExports["ts_language_abi_version"];
        var _ts_language_metadata = Module["_ts_language_metadata"] = wasmExports["ts_language_metadata"];
        var _ts_language_name = Module["_ts_language_name"] = wasmExports["ts_language_name"];
        var _ts_language_field_count = Module["_ts_language_field_count"] = wasmExports["ts_language_field_count"];
        var _ts_language_next_state = Module["_ts_language_next_state"] = wasmExports["ts_language_next_state"];
        var _ts_language_symbol_name = Module["_ts_language_symbol_name"] = wasmExports["ts_language_symbol_name"];
        var _ts_language_symbol_for_name = Module["_ts_language_symbol_for_name"] = wasmExports["ts_language_symbol_for_name"];
        var _strncmp = Module["_strncmp"] = wasmExports["strncmp"];
        var _ts_language_symbol_type = Module["_ts_language_symbol_type"] = wasmExports["ts_language_symbol_type"];
        var _ts_language_field_name_for_id = Module["_ts_language_field_name_for_id"] = wasmExports["ts_language_field_name_for_id"];
        var _ts_lookahead_iterator_new = Module["_ts_lookahead_iterator_new"] = wasmExports["ts_lookahead_iterator_new"];
        var _ts_lookahead_iterator_delete = Module["_ts_lookahead_iterator_delete"] = wasmExports["ts_lookahead_iterator_delete"];
        var _ts_lookahead_iterator_reset_state = Module["_ts_lookahead_iterator_reset_state"] = wasmExports["ts_lookahead_iterator_reset_state"];
        var _ts_lookahead_iterator_reset = Module["_ts_lookahead_iterator_reset"] = wasmExports["ts_lookahead_iterator_reset"];
        var _ts_lookahead_iterator_next = Module["_ts_lookahead_iterator_next"] = wasmExports["ts_lookahead_iterator_next"];
        var _ts_lookahead_iterator_current_symbol = Module["_ts_lookahead_iterator_current_symbol"] = wasmExports["ts_lookahead_iterator_current_symbol"];
        var _ts_parser_delete = Module["_ts_parser_delete"] = wasmExports["ts_parser_delete"];
        var _ts_parser_reset = Module["_ts_parser_reset"] = wasmExports["ts_parser_reset"];
        var _ts_parser_set_language = Module["_ts_parser_set_language"] = wasmExports["ts_parser_set_language"];
        var _ts_parser_timeout_micros = Module["_ts_parser_timeout_micros"] = wasmExports["ts_parser_timeout_micros"];
        var _ts_parser_set_timeout_micros = Module["_ts_parser_set_timeout_micros"] = wasmExports["ts_parser_set_timeout_micros"];
        var _ts_parser_set_included_ranges = Module["_ts_parser_set_included_ranges"] = wasmExports["ts_parser_set_included_ranges"];
        var _ts_query_new = Module["_ts_query_new"] = wasmExports["ts_query_new"];
        var _ts_query_delete = Module["_ts_query_delete"] = wasmExports["ts_query_delete"];
        var _iswspace = Module["_iswspace"] = wasmExports["iswspace"];
        var _iswalnum = Module["_iswalnum"] = wasmExports["iswalnum"];
        var _ts_query_pattern_count = Module["_ts_query_pattern_count"] = wasmExports["ts_query_pattern_count"];
        var _ts_query_capture_count = Module["_ts_query_capture_count"] = wasmExports["ts_query_capture_count"];
        var _ts_query_string_count = Module["_ts_query_string_count"] = wasmExports["ts_query_string_count"];
        var _ts_query_capture_name_for_id = Module["_ts_query_capture_name_for_id"] = wasmExports["ts_query_capture_name_for_id"];
        var _ts_query_capture_quantifier_for_id = Module["_ts_query_capture_quantifier_for_id"] = wasmExports["ts_query_capture_quantifier_for_id"];
        var _ts_query_string_value_for_id = Module["_ts_query_string_value_for_id"] = wasmExports["ts_query_string_value_for_id"];
        var _ts_query_predicates_for_pattern = Module["_ts_query_predicates_for_pattern"] = wasmExports["ts_query_predicates_for_pattern"];
        var _ts_query_start_byte_for_pattern = Module["_ts_query_start_byte_for_pattern"] = wasmExports["ts_query_start_byte_for_pattern"];
        var _ts_query_end_byte_for_pattern = Module["_ts_query_end_byte_for_pattern"] = wasmExports["ts_query_end_byte_for_pattern"];
        var _ts_query_is_pattern_rooted = Module["_ts_query_is_pattern_rooted"] = wasmExports["ts_query_is_pattern_rooted"];
        var _ts_query_is_pattern_non_local = Module["_ts_query_is_pattern_non_local"] = wasmExports["ts_query_is_pattern_non_local"];
        var _ts_query_is_pattern_guaranteed_at_step = Module["_ts_query_is_pattern_guaranteed_at_step"] = wasmExports["ts_query_is_pattern_guaranteed_at_step"];
        var _ts_query_disable_capture = Module["_ts_query_disable_capture"] = wasmExports["ts_query_disable_capture"];
        var _ts_query_disable_pattern = Module["_ts_query_disable_pattern"] = wasmExports["ts_query_disable_pattern"];
        var _ts_tree_copy = Module["_ts_tree_copy"] = wasmExports["ts_tree_copy"];
        var _ts_tree_delete = Module["_ts_tree_delete"] = wasmExports["ts_tree_delete"];
        var _ts_init = Module["_ts_init"] = wasmExports["ts_init"];
        var _ts_parser_new_wasm = Module["_ts_parser_new_wasm"] = wasmExports["ts_parser_new_wasm"];
        var _ts_parser_enable_logger_wasm = Module["_ts_parser_enable_logger_wasm"] = wasmExports["ts_parser_enable_logger_wasm"];
        var _ts_parser_parse_wasm = Module["_ts_parser_parse_wasm"] = wasmExports["ts_parser_parse_wasm"];
        var _ts_parser_included_ranges_wasm = Module["_ts_parser_included_ranges_wasm"] = wasmExports["ts_parser_included_ranges_wasm"];
        var _ts_language_type_is_named_wasm = Module["_ts_language_type_is_named_wasm"] = wasmExports["ts_language_type_is_named_wasm"];
        var _ts_language_type_is_visible_wasm = Module["_ts_language_type_is_visible_wasm"] = wasmExports["ts_language_type_is_visible_wasm"];
        var _ts_language_supertypes_wasm = Module["_ts_language_supertypes_wasm"] = wasmExports["ts_language_supertypes_wasm"];
        var _ts_language_subtypes_wasm = Module["_ts_language_subtypes_wasm"] = wasmExports["ts_language_subtypes_wasm"];
        var _ts_tree_root_node_wasm = Module["_ts_tree_root_node_wasm"] = wasmExports["ts_tree_root_node_wasm"];
        var _ts_tree_root_node_with_offset_wasm = Module["_ts_tree_root_node_with_offset_wasm"] = wasmExports["ts_tree_root_node_with_offset_wasm"];
        var _ts_tree_edit_wasm = Module["_ts_tree_edit_wasm"] = wasmExports["ts_tree_edit_wasm"];
        var _ts_tree_included_ranges_wasm = Module["_ts_tree_included_ranges_wasm"] = wasmExports["ts_tree_included_ranges_wasm"];
        var _ts_tree_get_changed_ranges_wasm = Module["_ts_tree_get_changed_ranges_wasm"] = wasmExports["ts_tree_get_changed_ranges_wasm"];
        var _ts_tree_cursor_new_wasm = Module["_ts_tree_cursor_new_wasm"] = wasmExports["ts_tree_cursor_new_wasm"];
        var _ts_tree_cursor_copy_wasm = Module["_ts_tree_cursor_copy_wasm"] = wasmExports["ts_tree_cursor_copy_wasm"];
        var _ts_tree_cursor_delete_wasm = Module["_ts_tree_cursor_delete_wasm"] = wasmExports["ts_tree_cursor_delete_wasm"];
        var _ts_tree_cursor_reset_wasm = Module["_ts_tree_cursor_reset_wasm"] = wasmExports["ts_tree_cursor_reset_wasm"];
        var _ts_tree_cursor_reset_to_wasm = Module["_ts_tree_cursor_reset_to_wasm"] = wasmExports["ts_tree_cursor_reset_to_wasm"];
        var _ts_tree_cursor_goto_first_child_wasm = Module["_ts_tree_cursor_goto_first_child_wasm"] = wasmExports["ts_tree_cursor_goto_first_child_wasm"];
        var _ts_tree_cursor_goto_last_child_wasm = Module["_ts_tree_cursor_goto_last_child_wasm"] = wasmExports["ts_tree_cursor_goto_last_child_wasm"];
        var _ts_tree_cursor_goto_first_child_for_index_wasm = Module["_ts_tree_cursor_goto_first_child_for_index_wasm"] = wasmExports["ts_tree_cursor_goto_first_child_for_index_wasm"];
        var _ts_tree_cursor_goto_first_child_for_position_wasm = Module["_ts_tree_cursor_goto_first_child_for_position_wasm"] = wasmExports["ts_tree_cursor_goto_first_child_for_position_wasm"];
        var _ts_tree_cursor_goto_next_sibling_wasm = Module["_ts_tree_cursor_goto_next_sibling_wasm"] = wasmExports["ts_tree_cursor_goto_next_sibling_wasm"];
        var _ts_tree_cursor_goto_previous_sibling_wasm = Module["_ts_tree_cursor_goto_previous_sibling_wasm"] = wasmExports["ts_tree_cursor_goto_previous_sibling_wasm"];
        var _ts_tree_cursor_goto_descendant_wasm = Module["_ts_tree_cursor_goto_descendant_wasm"] = wasmExports["ts_tree_cursor_goto_descendant_wasm"];
        var _ts_tree_cursor_goto_parent_wasm = Module["_ts_tree_cursor_goto_parent_wasm"] = wasmExports["ts_tree_cursor_goto_parent_wasm"];
        var _ts_tree_cursor_current_node_type_id_wasm = Module["_ts_tree_cursor_current_node_type_id_wasm"] = wasmExports["ts_tree_cursor_current_node_type_id_wasm"];
        var _ts_tree_cursor_current_node_state_id_wasm = Module["_ts_tree_cursor_current_node_state_id_wasm"] = wasmExports["ts_tree_cursor_current_node_state_id_wasm"];
        var _ts_tree_cursor_current_node_is_named_wasm = Module["_ts_tree_cursor_current_node_is_named_wasm"] = wasmExports["ts_tree_cursor_current_node_is_named_wasm"];
        var _ts_tree_cursor_current_node_is_missing_wasm = Module["_ts_tree_cursor_current_node_is_missing_wasm"] = wasmExports["ts_tree_cursor_current_node_is_missing_wasm"];
        var _ts_tree_cursor_current_node_id_wasm = Module["_ts_tree_cursor_current_node_id_wasm"] = wasmExports["ts_tree_cursor_current_node_id_wasm"];
        var _ts_tree_cursor_start_position_wasm = Module["_ts_tree_cursor_start_position_wasm"] = wasmExports["ts_tree_cursor_start_position_wasm"];
        var _ts_tree_cursor_end_position_wasm = Module["_ts_tree_cursor_end_position_wasm"] = wasmExports["ts_tree_cursor_end_position_wasm"];
        var _ts_tree_cursor_start_index_wasm = Module["_ts_tree_cursor_start_index_wasm"] = wasmExports["ts_tree_cursor_start_index_wasm"];
        var _ts_tree_cursor_end_index_wasm = Module["_ts_tree_cursor_end_index_wasm"] = wasmExports["ts_tree_cursor_end_index_wasm"];
        var _ts_tree_cursor_current_field_id_wasm = Module["_ts_tree_cursor_current_field_id_wasm"] = wasmExports["ts_tree_cursor_current_field_id_wasm"];
        var _ts_tree_cursor_current_depth_wasm = Module["_ts_tree_cursor_current_depth_wasm"] = wasmExports["ts_tree_cursor_current_depth_wasm"];
        var _ts_tree_cursor_current_descendant_index_wasm = Module["_ts_tree_cursor_current_descendant_index_wasm"] = wasmExports["ts_tree_cursor_current_descendant_index_wasm"];
        var _ts_tree_cursor_current_node_wasm = Module["_ts_tree_cursor_current_node_wasm"] = wasmExports["ts_tree_cursor_current_node_wasm"];
        var _ts_node_symbol_wasm = Module["_ts_node_symbol_wasm"] = wasmExports["ts_node_symbol_wasm"];
        var _ts_node_field_name_for_child_wasm = Module["_ts_node_field_name_for_child_wasm"] = wasmExports["ts_node_field_name_for_child_wasm"];
        var _ts_node_field_name_for_named_child_wasm = Module["_ts_node_field_name_for_named_child_wasm"] = wasmExports["ts_node_field_name_for_named_child_wasm"];
        var _ts_node_children_by_field_id_wasm = Module["_ts_node_children_by_field_id_wasm"] = wasmExports["ts_node_children_by_field_id_wasm"];
        var _ts_node_first_child_for_byte_wasm = Module["_ts_node_first_child_for_byte_wasm"] = wasmExports["ts_node_first_child_for_byte_wasm"];
        var _ts_node_first_named_child_for_byte_wasm = Module["_ts_node_first_named_child_for_byte_wasm"] = wasmExports["ts_node_first_named_child_for_byte_wasm"];
        var _ts_node_grammar_symbol_wasm = Module["_ts_node_grammar_symbol_wasm"] = wasmExports["ts_node_grammar_symbol_wasm"];
        var _ts_node_child_count_wasm = Module["_ts_node_child_count_wasm"] = wasmExports["ts_node_child_count_wasm"];
        var _ts_node_named_child_count_wasm = Module["_ts_node_named_child_count_wasm"] = wasmExports["ts_node_named_child_count_wasm"];
        var _ts_node_child_wasm = Module["_ts_node_child_wasm"] = wasmExports["ts_node_child_wasm"];
        var _ts_node_named_child_wasm = Module["_ts_node_named_child_wasm"] = wasmExports["ts_node_named_child_wasm"];
        var _ts_node_child_by_field_id_wasm = Module["_ts_node_child_by_field_id_wasm"] = wasmExports["ts_node_child_by_field_id_wasm"];
        var _ts_node_next_sibling_wasm = Module["_ts_node_next_sibling_wasm"] = wasmExports["ts_node_next_sibling_wasm"];
        var _ts_node_prev_sibling_wasm = Module["_ts_node_prev_sibling_wasm"] = wasmExports["ts_node_prev_sibling_wasm"];
        var _ts_node_next_named_sibling_wasm = Module["_ts_node_next_named_sibling_wasm"] = wasmExports["ts_node_next_named_sibling_wasm"];
        var _ts_node_prev_named_sibling_wasm = Module["_ts_node_prev_named_sibling_wasm"] = wasmExports["ts_node_prev_named_sibling_wasm"];
        var _ts_node_descendant_count_wasm = Module["_ts_node_descendant_count_wasm"] = wasmExports["ts_node_descendant_count_wasm"];
        var _ts_node_parent_wasm = Module["_ts_node_parent_wasm"] = wasmExports["ts_node_parent_wasm"];
        var _ts_node_child_with_descendant_wasm = Module["_ts_node_child_with_descendant_wasm"] = wasmExports["ts_node_child_with_descendant_wasm"];
        var _ts_node_descendant_for_index_wasm = Module["_ts_node_descendant_for_index_wasm"] = wasmExports["ts_node_descendant_for_index_wasm"];
        var _ts_node_named_descendant_for_index_wasm = Module["_ts_node_named_descendant_for_index_wasm"] = wasmExports["ts_node_named_descendant_for_index_wasm"];
        var _ts_node_descendant_for_position_wasm = Module["_ts_node_descendant_for_position_wasm"] = wasmExports["ts_node_descendant_for_position_wasm"];
        var _ts_node_named_descendant_for_position_wasm = Module["_ts_node_named_descendant_for_position_wasm"] = wasmExports["ts_node_named_descendant_for_position_wasm"];
        var _ts_node_start_point_wasm = Module["_ts_node_start_point_wasm"] = wasmExports["ts_node_start_point_wasm"];
        var _ts_node_end_point_wasm = Module["_ts_node_end_point_wasm"] = wasmExports["ts_node_end_point_wasm"];
        var _ts_node_start_index_wasm = Module["_ts_node_start_index_wasm"] = wasmExports["ts_node_start_index_wasm"];
        var _ts_node_end_index_wasm = Module["_ts_node_end_index_wasm"] = wasmExports["ts_node_end_index_wasm"];
        var _ts_node_to_string_wasm = Module["_ts_node_to_string_wasm"] = wasmExports["ts_node_to_string_wasm"];
        var _ts_node_children_wasm = Module["_ts_node_children_wasm"] = wasmExports["ts_node_children_wasm"];
        var _ts_node_named_children_wasm = Module["_ts_node_named_children_wasm"] = wasmExports["ts_node_named_children_wasm"];
        var _ts_node_descendants_of_type_wasm = Module["_ts_node_descendants_of_type_wasm"] = wasmExports["ts_node_descendants_of_type_wasm"];
        var _ts_node_is_named_wasm = Module["_ts_node_is_named_wasm"] = wasmExports["ts_node_is_named_wasm"];
        var _ts_node_has_changes_wasm = Module["_ts_node_has_changes_wasm"] = wasmExports["ts_node_has_changes_wasm"];
        var _ts_node_has_error_wasm = Module["_ts_node_has_error_wasm"] = wasmExports["ts_node_has_error_wasm"];
        var _ts_node_is_error_wasm = Module["_ts_node_is_error_wasm"] = wasmExports["ts_node_is_error_wasm"];
        var _ts_node_is_missing_wasm = Module["_ts_node_is_missing_wasm"] = wasmExports["ts_node_is_missing_wasm"];
        var _ts_node_is_extra_wasm = Module["_ts_node_is_extra_wasm"] = wasmExports["ts_node_is_extra_wasm"];
        var _ts_node_parse_state_wasm = Module["_ts_node_parse_state_wasm"] = wasmExports["ts_node_parse_state_wasm"];
        var _ts_node_next_parse_state_wasm = Module["_ts_node_next_parse_state_wasm"] = wasmExports["ts_node_next_parse_state_wasm"];
        var _ts_query_matches_wasm = Module["_ts_query_matches_wasm"] = wasmExports["ts_query_matches_wasm"];
        var _ts_query_captures_wasm = Module["_ts_query_captures_wasm"] = wasmExports["ts_query_captures_wasm"];
        var _memset = Module["_memset"] = wasmExports["memset"];
        var _memcpy = Module["_memcpy"] = wasmExports["memcpy"];
        var _memmove = Module["_memmove"] = wasmExports["memmove"];
        var _iswalpha = Module["_iswalpha"] = wasmExports["iswalpha"];
        var _iswblank = Module["_iswblank"] = wasmExports["iswblank"];
        var _iswdigit = Module["_iswdigit"] = wasmExports["iswdigit"];
        var _iswlower = Module["_iswlower"] = wasmExports["iswlower"];
        var _iswupper = Module["_iswupper"] = wasmExports["iswupper"];
        var _iswxdigit = Module["_iswxdigit"] = wasmExports["iswxdigit"];
        var _memchr = Module["_memchr"] = wasmExports["memchr"];
        var _strlen = Module["_strlen"] = wasmExports["strlen"];
        var _strcmp = Module["_strcmp"] = wasmExports["strcmp"];
        var _strncat = Module["_strncat"] = wasmExports["strncat"];
        var _strncpy = Module["_strncpy"] = wasmExports["strncpy"];
        var _towlower = Module["_towlower"] = wasmExports["towlower"];
        var _towupper = Module["_towupper"] = wasmExports["towupper"];
        var _setThrew = wasmExports["setThrew"];
        var __emscripten_stack_restore = wasmExports["_emscripten_stack_restore"];
        var __emscripten_stack_alloc = wasmExports["_emscripten_stack_alloc"];
        var _emscripten_stack_get_current = wasmExports["emscripten_stack_get_current"];
        var ___wasm_apply_data_relocs = wasmExports["__wasm_apply_data_relocs"];
        Module["setValue"] = setValue;
        Module["getValue"] = getValue;
        Module["UTF8ToString"] = UTF8ToString;
        Module["stringToUTF8"] = stringToUTF8;
        Module["lengthBytesUTF8"] = lengthBytesUTF8;
        Module["AsciiToString"] = AsciiToString;
        Module["stringToUTF16"] = stringToUTF16;
        Module["loadWebAssemblyModule"] = loadWebAssemblyModule;
        function callMain(args2 = []) {
          var entryFunction = resolveGlobalSymbol("main").sym;
          if (!entryFunction) return;
          args2.unshift(thisProgram);
          var argc = args2.length;
          var argv = stackAlloc((argc + 1) * 4);
          var argv_ptr = argv;
          args2.forEach((arg) => {
            LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, stringToUTF8OnStack(arg));
            argv_ptr += 4;
          });
          LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, 0);
          try {
            var ret = entryFunction(argc, argv);
            exitJS(
              ret,
              /* implicit = */
              true
            );
            return ret;
          } catch (e) {
            return handleException(e);
          }
        }
        __name(callMain, "callMain");
        function run(args2 = arguments_) {
          if (runDependencies > 0) {
            dependenciesFulfilled = run;
            return;
          }
          preRun();
          if (runDependencies > 0) {
            dependenciesFulfilled = run;
            return;
          }
          function doRun() {
            Module["calledRun"] = true;
            if (ABORT) return;
            initRuntime();
            preMain();
            readyPromiseResolve(Module);
            Module["onRuntimeInitialized"]?.();
            var noInitialRun = Module["noInitialRun"];
            if (!noInitialRun) callMain(args2);
            postRun();
          }
          __name(doRun, "doRun");
          if (Module["setStatus"]) {
            Module["setStatus"]("Running...");
            setTimeout(() => {
              setTimeout(() => Module["setStatus"](""), 1);
              doRun();
            }, 1);
          } else {
            doRun();
          }
        }
        __name(run, "run");
        if (Module["preInit"]) {
          if (typeof Module["preInit"] == "function") Module["preInit"] = [Module["preInit"]];
          while (Module["preInit"].length > 0) {
            Module["preInit"].pop()();
          }
        }
        run();
        moduleRtn = readyPromise;
        return moduleRtn;
      };
    })();
    if (typeof exports === "object" && typeof module === "object") {
      module.exports = Module;
      module.exports.default = Module;
    } else if (typeof define === "function" && define["amd"])
      define([], () => Module);
  }
});

// src/index.ts
var index_exports = {};
__export(index_exports, {
  CaptureQuantifier: () => CaptureQuantifier,
  LANGUAGE_VERSION: () => LANGUAGE_VERSION,
  Language: () => Language,
  LookaheadIterator: () => LookaheadIterator,
  MIN_COMPATIBLE_VERSION: () => MIN_COMPATIBLE_VERSION,
  Node: () => Node,
  Parser: () => Parser,
  Query: () => Query,
  Tree: () => Tree,
  TreeCursor: () => TreeCursor
});
module.exports = __toCommonJS(index_exports);

// src/constants.ts
var SIZE_OF_SHORT = 2;
var SIZE_OF_INT = 4;
var SIZE_OF_CURSOR = 4 * SIZE_OF_INT;
var SIZE_OF_NODE = 5 * SIZE_OF_INT;
var SIZE_OF_POINT = 2 * SIZE_OF_INT;
var SIZE_OF_RANGE = 2 * SIZE_OF_INT + 2 * SIZE_OF_POINT;
var ZERO_POINT = { row: 0, column: 0 };
var INTERNAL = Symbol("INTERNAL");
function assertInternal(x) {
  if (x !== INTERNAL) throw new Error("Illegal constructor");
}
__name(assertInternal, "assertInternal");
function isPoint(point) {
  return !!point && typeof point.row === "number" && typeof point.column === "number";
}
__name(isPoint, "isPoint");
function setModule(module2) {
  C = module2;
}
__name(setModule, "setModule");
var C;

// src/lookahead_iterator.ts
var LookaheadIterator = class {
  static {
    __name(this, "LookaheadIterator");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for WASM
  /** @internal */
  language;
  /** @internal */
  constructor(internal, address, language) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
  }
  /** Get the current symbol of the lookahead iterator. */
  get currentTypeId() {
    return C._ts_lookahead_iterator_current_symbol(this[0]);
  }
  /** Get the current symbol name of the lookahead iterator. */
  get currentType() {
    return this.language.types[this.currentTypeId] || "ERROR";
  }
  /** Delete the lookahead iterator, freeing its resources. */
  delete() {
    C._ts_lookahead_iterator_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Reset the lookahead iterator.
   *
   * This returns `true` if the language was set successfully and `false`
   * otherwise.
   */
  reset(language, stateId) {
    if (C._ts_lookahead_iterator_reset(this[0], language[0], stateId)) {
      this.language = language;
      return true;
    }
    return false;
  }
  /**
   * Reset the lookahead iterator to another state.
   *
   * This returns `true` if the iterator was reset to the given state and
   * `false` otherwise.
   */
  resetState(stateId) {
    return Boolean(C._ts_lookahead_iterator_reset_state(this[0], stateId));
  }
  /**
   * Returns an iterator that iterates over the symbols of the lookahead iterator.
   *
   * The iterator will yield the current symbol name as a string for each step
   * until there are no more symbols to iterate over.
   */
  [Symbol.iterator]() {
    return {
      next: /* @__PURE__ */ __name(() => {
        if (C._ts_lookahead_iterator_next(this[0])) {
          return { done: false, value: this.currentType };
        }
        return { done: true, value: "" };
      }, "next")
    };
  }
};

// src/tree.ts
function getText(tree, startIndex, endIndex, startPosition) {
  const length = endIndex - startIndex;
  let result = tree.textCallback(startIndex, startPosition);
  if (result) {
    startIndex += result.length;
    while (startIndex < endIndex) {
      const string = tree.textCallback(startIndex, startPosition);
      if (string && string.length > 0) {
        startIndex += string.length;
        result += string;
      } else {
        break;
      }
    }
    if (startIndex > endIndex) {
      result = result.slice(0, length);
    }
  }
  return result ?? "";
}
__name(getText, "getText");
var Tree = class _Tree {
  static {
    __name(this, "Tree");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for WASM
  /** @internal */
  textCallback;
  /** The language that was used to parse the syntax tree. */
  language;
  /** @internal */
  constructor(internal, address, language, textCallback) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    this.textCallback = textCallback;
  }
  /** Create a shallow copy of the syntax tree. This is very fast. */
  copy() {
    const address = C._ts_tree_copy(this[0]);
    return new _Tree(INTERNAL, address, this.language, this.textCallback);
  }
  /** Delete the syntax tree, freeing its resources. */
  delete() {
    C._ts_tree_delete(this[0]);
    this[0] = 0;
  }
  /** Get the root node of the syntax tree. */
  get rootNode() {
    C._ts_tree_root_node_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Get the root node of the syntax tree, but with its position shifted
   * forward by the given offset.
   */
  rootNodeWithOffset(offsetBytes, offsetExtent) {
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, offsetBytes, "i32");
    marshalPoint(address + SIZE_OF_INT, offsetExtent);
    C._ts_tree_root_node_with_offset_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Edit the syntax tree to keep it in sync with source code that has been
   * edited.
   *
   * You must describe the edit both in terms of byte offsets and in terms of
   * row/column coordinates.
   */
  edit(edit) {
    marshalEdit(edit);
    C._ts_tree_edit_wasm(this[0]);
  }
  /** Create a new {@link TreeCursor} starting from the root of the tree. */
  walk() {
    return this.rootNode.walk();
  }
  /**
   * Compare this old edited syntax tree to a new syntax tree representing
   * the same document, returning a sequence of ranges whose syntactic
   * structure has changed.
   *
   * For this to work correctly, this syntax tree must have been edited such
   * that its ranges match up to the new tree. Generally, you'll want to
   * call this method right after calling one of the [`Parser::parse`]
   * functions. Call it on the old tree that was passed to parse, and
   * pass the new tree that was returned from `parse`.
   */
  getChangedRanges(other) {
    if (!(other instanceof _Tree)) {
      throw new TypeError("Argument must be a Tree");
    }
    C._ts_tree_get_changed_ranges_wasm(this[0], other[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the included ranges that were used to parse the syntax tree. */
  getIncludedRanges() {
    C._ts_tree_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
};

// src/tree_cursor.ts
var TreeCursor = class _TreeCursor {
  static {
    __name(this, "TreeCursor");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [1] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [2] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [3] = 0;
  // Internal handle for Wasm
  /** @internal */
  tree;
  /** @internal */
  constructor(internal, tree) {
    assertInternal(internal);
    this.tree = tree;
    unmarshalTreeCursor(this);
  }
  /** Creates a deep copy of the tree cursor. This allocates new memory. */
  copy() {
    const copy = new _TreeCursor(INTERNAL, this.tree);
    C._ts_tree_cursor_copy_wasm(this.tree[0]);
    unmarshalTreeCursor(copy);
    return copy;
  }
  /** Delete the tree cursor, freeing its resources. */
  delete() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_delete_wasm(this.tree[0]);
    this[0] = this[1] = this[2] = 0;
  }
  /** Get the tree cursor's current {@link Node}. */
  get currentNode() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_current_node_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the numerical field id of this tree cursor's current node.
   *
   * See also {@link TreeCursor#currentFieldName}.
   */
  get currentFieldId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_field_id_wasm(this.tree[0]);
  }
  /** Get the field name of this tree cursor's current node. */
  get currentFieldName() {
    return this.tree.language.fields[this.currentFieldId];
  }
  /**
   * Get the depth of the cursor's current node relative to the original
   * node that the cursor was constructed with.
   */
  get currentDepth() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_depth_wasm(this.tree[0]);
  }
  /**
   * Get the index of the cursor's current node out of all of the
   * descendants of the original node that the cursor was constructed with.
   */
  get currentDescendantIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_descendant_index_wasm(this.tree[0]);
  }
  /** Get the type of the cursor's current node. */
  get nodeType() {
    return this.tree.language.types[this.nodeTypeId] || "ERROR";
  }
  /** Get the type id of the cursor's current node. */
  get nodeTypeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_type_id_wasm(this.tree[0]);
  }
  /** Get the state id of the cursor's current node. */
  get nodeStateId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_state_id_wasm(this.tree[0]);
  }
  /** Get the id of the cursor's current node. */
  get nodeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_id_wasm(this.tree[0]);
  }
  /**
   * Check if the cursor's current node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get nodeIsNamed() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if the cursor's current node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get nodeIsMissing() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Get the string content of the cursor's current node. */
  get nodeText() {
    marshalTreeCursor(this);
    const startIndex = C._ts_tree_cursor_start_index_wasm(this.tree[0]);
    const endIndex = C._ts_tree_cursor_end_index_wasm(this.tree[0]);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    const startPosition = unmarshalPoint(TRANSFER_BUFFER);
    return getText(this.tree, startIndex, endIndex, startPosition);
  }
  /** Get the start position of the cursor's current node. */
  get startPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the end position of the cursor's current node. */
  get endPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_end_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the start index of the cursor's current node. */
  get startIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_start_index_wasm(this.tree[0]);
  }
  /** Get the end index of the cursor's current node. */
  get endIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_end_index_wasm(this.tree[0]);
  }
  /**
   * Move this cursor to the first child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   */
  gotoFirstChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_first_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the last child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoFirstChild} because it needs to
   * iterate through all the children to compute the child's position.
   */
  gotoLastChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_last_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the parent of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no parent node (the cursor was already on the
   * root node).
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoParent() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_parent_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the next sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no next sibling node.
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoNextSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_next_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the previous sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no previous sibling node.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoNextSibling} due to how node
   * positions are stored. In the worst case, this will need to iterate
   * through all the children up to the previous sibling node to recalculate
   * its position. Also note that the node the cursor was constructed with is
   * considered the root of the cursor, and the cursor cannot walk outside this node.
   */
  gotoPreviousSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_previous_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move the cursor to the node that is the nth descendant of
   * the original node that the cursor was constructed with, where
   * zero represents the original node itself.
   */
  gotoDescendant(goalDescendantIndex) {
    marshalTreeCursor(this);
    C._ts_tree_cursor_goto_descendant_wasm(this.tree[0], goalDescendantIndex);
    unmarshalTreeCursor(this);
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns `true` if the cursor successfully moved to a child node, and returns
   * `false` if no such child was found.
   */
  gotoFirstChildForIndex(goalIndex) {
    marshalTreeCursor(this);
    C.setValue(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalIndex, "i32");
    const result = C._ts_tree_cursor_goto_first_child_for_index_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns the index of the child node if one was found, and returns
   * `null` if no such child was found.
   */
  gotoFirstChildForPosition(goalPosition) {
    marshalTreeCursor(this);
    marshalPoint(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalPosition);
    const result = C._ts_tree_cursor_goto_first_child_for_position_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Re-initialize this tree cursor to start at the original node that the
   * cursor was constructed with.
   */
  reset(node) {
    marshalNode(node);
    marshalTreeCursor(this, TRANSFER_BUFFER + SIZE_OF_NODE);
    C._ts_tree_cursor_reset_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
  }
  /**
   * Re-initialize a tree cursor to the same position as another cursor.
   *
   * Unlike {@link TreeCursor#reset}, this will not lose parent
   * information and allows reusing already created cursors.
   */
  resetTo(cursor) {
    marshalTreeCursor(this, TRANSFER_BUFFER);
    marshalTreeCursor(cursor, TRANSFER_BUFFER + SIZE_OF_CURSOR);
    C._ts_tree_cursor_reset_to_wasm(this.tree[0], cursor.tree[0]);
    unmarshalTreeCursor(this);
  }
};

// src/node.ts
var Node = class {
  static {
    __name(this, "Node");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  _children;
  /** @internal */
  _namedChildren;
  /** @internal */
  constructor(internal, {
    id,
    tree,
    startIndex,
    startPosition,
    other
  }) {
    assertInternal(internal);
    this[0] = other;
    this.id = id;
    this.tree = tree;
    this.startIndex = startIndex;
    this.startPosition = startPosition;
  }
  /**
   * The numeric id for this node that is unique.
   *
   * Within a given syntax tree, no two nodes have the same id. However:
   *
   * * If a new tree is created based on an older tree, and a node from the old tree is reused in
   *   the process, then that node will have the same id in both trees.
   *
   * * A node not marked as having changes does not guarantee it was reused.
   *
   * * If a node is marked as having changed in the old tree, it will not be reused.
   */
  id;
  /** The byte index where this node starts. */
  startIndex;
  /** The position where this node starts. */
  startPosition;
  /** The tree that this node belongs to. */
  tree;
  /** Get this node's type as a numerical id. */
  get typeId() {
    marshalNode(this);
    return C._ts_node_symbol_wasm(this.tree[0]);
  }
  /**
   * Get the node's type as a numerical id as it appears in the grammar,
   * ignoring aliases.
   */
  get grammarId() {
    marshalNode(this);
    return C._ts_node_grammar_symbol_wasm(this.tree[0]);
  }
  /** Get this node's type as a string. */
  get type() {
    return this.tree.language.types[this.typeId] || "ERROR";
  }
  /**
   * Get this node's symbol name as it appears in the grammar, ignoring
   * aliases as a string.
   */
  get grammarType() {
    return this.tree.language.types[this.grammarId] || "ERROR";
  }
  /**
   * Check if this node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get isNamed() {
    marshalNode(this);
    return C._ts_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *extra*.
   *
   * Extra nodes represent things like comments, which are not required
   * by the grammar, but can appear anywhere.
   */
  get isExtra() {
    marshalNode(this);
    return C._ts_node_is_extra_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error.
   *
   * Syntax errors represent parts of the code that could not be incorporated
   * into a valid syntax tree.
   */
  get isError() {
    marshalNode(this);
    return C._ts_node_is_error_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get isMissing() {
    marshalNode(this);
    return C._ts_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Check if this node has been edited. */
  get hasChanges() {
    marshalNode(this);
    return C._ts_node_has_changes_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error or contains any syntax
   * errors anywhere within it.
   */
  get hasError() {
    marshalNode(this);
    return C._ts_node_has_error_wasm(this.tree[0]) === 1;
  }
  /** Get the byte index where this node ends. */
  get endIndex() {
    marshalNode(this);
    return C._ts_node_end_index_wasm(this.tree[0]);
  }
  /** Get the position where this node ends. */
  get endPosition() {
    marshalNode(this);
    C._ts_node_end_point_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the string content of this node. */
  get text() {
    return getText(this.tree, this.startIndex, this.endIndex, this.startPosition);
  }
  /** Get this node's parse state. */
  get parseState() {
    marshalNode(this);
    return C._ts_node_parse_state_wasm(this.tree[0]);
  }
  /** Get the parse state after this node. */
  get nextParseState() {
    marshalNode(this);
    return C._ts_node_next_parse_state_wasm(this.tree[0]);
  }
  /** Check if this node is equal to another node. */
  equals(other) {
    return this.tree === other.tree && this.id === other.id;
  }
  /**
   * Get the node's child at the given index, where zero represents the first child.
   *
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#children} instead.
   */
  child(index) {
    marshalNode(this);
    C._ts_node_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's *named* child at the given index.
   *
   * See also {@link Node#isNamed}.
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#namedChildren} instead.
   */
  namedChild(index) {
    marshalNode(this);
    C._ts_node_named_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's child with the given numerical field id.
   *
   * See also {@link Node#childForFieldName}. You can
   * convert a field name to an id using {@link Language#fieldIdForName}.
   */
  childForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_child_by_field_id_wasm(this.tree[0], fieldId);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the first child with the given field name.
   *
   * If multiple children may have the same field name, access them using
   * {@link Node#childrenForFieldName}.
   */
  childForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1) return this.childForFieldId(fieldId);
    return null;
  }
  /** Get the field name of this node's child at the given index. */
  fieldNameForChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /** Get the field name of this node's named child at the given index. */
  fieldNameForNamedChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_named_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /**
   * Get an array of this node's children with a given field name.
   *
   * See also {@link Node#children}.
   */
  childrenForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1 && fieldId !== 0) return this.childrenForFieldId(fieldId);
    return [];
  }
  /**
    * Get an array of this node's children with a given field id.
    *
    * See also {@link Node#childrenForFieldName}.
    */
  childrenForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_children_by_field_id_wasm(this.tree[0], fieldId);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the node's first child that contains or starts after the given byte offset. */
  firstChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's first named child that contains or starts after the given byte offset. */
  firstNamedChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_named_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's number of children. */
  get childCount() {
    marshalNode(this);
    return C._ts_node_child_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's number of *named* children.
   *
   * See also {@link Node#isNamed}.
   */
  get namedChildCount() {
    marshalNode(this);
    return C._ts_node_named_child_count_wasm(this.tree[0]);
  }
  /** Get this node's first child. */
  get firstChild() {
    return this.child(0);
  }
  /**
   * Get this node's first named child.
   *
   * See also {@link Node#isNamed}.
   */
  get firstNamedChild() {
    return this.namedChild(0);
  }
  /** Get this node's last child. */
  get lastChild() {
    return this.child(this.childCount - 1);
  }
  /**
   * Get this node's last named child.
   *
   * See also {@link Node#isNamed}.
   */
  get lastNamedChild() {
    return this.namedChild(this.namedChildCount - 1);
  }
  /**
   * Iterate over this node's children.
   *
   * If you're walking the tree recursively, you may want to use the
   * {@link TreeCursor} APIs directly instead.
   */
  get children() {
    if (!this._children) {
      marshalNode(this);
      C._ts_node_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._children = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._children[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._children;
  }
  /**
   * Iterate over this node's named children.
   *
   * See also {@link Node#children}.
   */
  get namedChildren() {
    if (!this._namedChildren) {
      marshalNode(this);
      C._ts_node_named_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._namedChildren = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._namedChildren[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._namedChildren;
  }
  /**
   * Get the descendants of this node that are the given type, or in the given types array.
   *
   * The types array should contain node type strings, which can be retrieved from {@link Language#types}.
   *
   * Additionally, a `startPosition` and `endPosition` can be passed in to restrict the search to a byte range.
   */
  descendantsOfType(types, startPosition = ZERO_POINT, endPosition = ZERO_POINT) {
    if (!Array.isArray(types)) types = [types];
    const symbols = [];
    const typesBySymbol = this.tree.language.types;
    for (const node_type of types) {
      if (node_type == "ERROR") {
        symbols.push(65535);
      }
    }
    for (let i2 = 0, n = typesBySymbol.length; i2 < n; i2++) {
      if (types.includes(typesBySymbol[i2])) {
        symbols.push(i2);
      }
    }
    const symbolsAddress = C._malloc(SIZE_OF_INT * symbols.length);
    for (let i2 = 0, n = symbols.length; i2 < n; i2++) {
      C.setValue(symbolsAddress + i2 * SIZE_OF_INT, symbols[i2], "i32");
    }
    marshalNode(this);
    C._ts_node_descendants_of_type_wasm(
      this.tree[0],
      symbolsAddress,
      symbols.length,
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column
    );
    const descendantCount = C.getValue(TRANSFER_BUFFER, "i32");
    const descendantAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(descendantCount);
    if (descendantCount > 0) {
      let address = descendantAddress;
      for (let i2 = 0; i2 < descendantCount; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
    }
    C._free(descendantAddress);
    C._free(symbolsAddress);
    return result;
  }
  /** Get this node's next sibling. */
  get nextSibling() {
    marshalNode(this);
    C._ts_node_next_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's previous sibling. */
  get previousSibling() {
    marshalNode(this);
    C._ts_node_prev_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's next *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get nextNamedSibling() {
    marshalNode(this);
    C._ts_node_next_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's previous *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get previousNamedSibling() {
    marshalNode(this);
    C._ts_node_prev_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's number of descendants, including one for the node itself. */
  get descendantCount() {
    marshalNode(this);
    return C._ts_node_descendant_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's immediate parent.
   * Prefer {@link Node#childWithDescendant} for iterating over this node's ancestors.
   */
  get parent() {
    marshalNode(this);
    C._ts_node_parent_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the node that contains `descendant`.
   *
   * Note that this can return `descendant` itself.
   */
  childWithDescendant(descendant) {
    marshalNode(this);
    marshalNode(descendant, 1);
    C._ts_node_child_with_descendant_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given byte range. */
  descendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given byte range. */
  namedDescendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_named_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given point range. */
  descendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given point range. */
  namedDescendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_named_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Create a new {@link TreeCursor} starting from this node.
   *
   * Note that the given node is considered the root of the cursor,
   * and the cursor cannot walk outside this node.
   */
  walk() {
    marshalNode(this);
    C._ts_tree_cursor_new_wasm(this.tree[0]);
    return new TreeCursor(INTERNAL, this.tree);
  }
  /**
   * Edit this node to keep it in-sync with source code that has been edited.
   *
   * This function is only rarely needed. When you edit a syntax tree with
   * the {@link Tree#edit} method, all of the nodes that you retrieve from
   * the tree afterward will already reflect the edit. You only need to
   * use {@link Node#edit} when you have a specific {@link Node} instance that
   * you want to keep and continue to use after an edit.
   */
  edit(edit) {
    if (this.startIndex >= edit.oldEndIndex) {
      this.startIndex = edit.newEndIndex + (this.startIndex - edit.oldEndIndex);
      let subbedPointRow;
      let subbedPointColumn;
      if (this.startPosition.row > edit.oldEndPosition.row) {
        subbedPointRow = this.startPosition.row - edit.oldEndPosition.row;
        subbedPointColumn = this.startPosition.column;
      } else {
        subbedPointRow = 0;
        subbedPointColumn = this.startPosition.column;
        if (this.startPosition.column >= edit.oldEndPosition.column) {
          subbedPointColumn = this.startPosition.column - edit.oldEndPosition.column;
        }
      }
      if (subbedPointRow > 0) {
        this.startPosition.row += subbedPointRow;
        this.startPosition.column = subbedPointColumn;
      } else {
        this.startPosition.column += subbedPointColumn;
      }
    } else if (this.startIndex > edit.startIndex) {
      this.startIndex = edit.newEndIndex;
      this.startPosition.row = edit.newEndPosition.row;
      this.startPosition.column = edit.newEndPosition.column;
    }
  }
  /** Get the S-expression representation of this node. */
  toString() {
    marshalNode(this);
    const address = C._ts_node_to_string_wasm(this.tree[0]);
    const result = C.AsciiToString(address);
    C._free(address);
    return result;
  }
};

// src/marshal.ts
function unmarshalCaptures(query, tree, address, patternIndex, result) {
  for (let i2 = 0, n = result.length; i2 < n; i2++) {
    const captureIndex = C.getValue(address, "i32");
    address += SIZE_OF_INT;
    const node = unmarshalNode(tree, address);
    address += SIZE_OF_NODE;
    result[i2] = { patternIndex, name: query.captureNames[captureIndex], node };
  }
  return address;
}
__name(unmarshalCaptures, "unmarshalCaptures");
function marshalNode(node, index = 0) {
  let address = TRANSFER_BUFFER + index * SIZE_OF_NODE;
  C.setValue(address, node.id, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.row, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.column, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node[0], "i32");
}
__name(marshalNode, "marshalNode");
function unmarshalNode(tree, address = TRANSFER_BUFFER) {
  const id = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  if (id === 0) return null;
  const index = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const row = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const column = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const other = C.getValue(address, "i32");
  const result = new Node(INTERNAL, {
    id,
    tree,
    startIndex: index,
    startPosition: { row, column },
    other
  });
  return result;
}
__name(unmarshalNode, "unmarshalNode");
function marshalTreeCursor(cursor, address = TRANSFER_BUFFER) {
  C.setValue(address + 0 * SIZE_OF_INT, cursor[0], "i32");
  C.setValue(address + 1 * SIZE_OF_INT, cursor[1], "i32");
  C.setValue(address + 2 * SIZE_OF_INT, cursor[2], "i32");
  C.setValue(address + 3 * SIZE_OF_INT, cursor[3], "i32");
}
__name(marshalTreeCursor, "marshalTreeCursor");
function unmarshalTreeCursor(cursor) {
  cursor[0] = C.getValue(TRANSFER_BUFFER + 0 * SIZE_OF_INT, "i32");
  cursor[1] = C.getValue(TRANSFER_BUFFER + 1 * SIZE_OF_INT, "i32");
  cursor[2] = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
  cursor[3] = C.getValue(TRANSFER_BUFFER + 3 * SIZE_OF_INT, "i32");
}
__name(unmarshalTreeCursor, "unmarshalTreeCursor");
function marshalPoint(address, point) {
  C.setValue(address, point.row, "i32");
  C.setValue(address + SIZE_OF_INT, point.column, "i32");
}
__name(marshalPoint, "marshalPoint");
function unmarshalPoint(address) {
  const result = {
    row: C.getValue(address, "i32") >>> 0,
    column: C.getValue(address + SIZE_OF_INT, "i32") >>> 0
  };
  return result;
}
__name(unmarshalPoint, "unmarshalPoint");
function marshalRange(address, range) {
  marshalPoint(address, range.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, range.endPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, range.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, range.endIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalRange, "marshalRange");
function unmarshalRange(address) {
  const result = {};
  result.startPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.endPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.startIndex = C.getValue(address, "i32") >>> 0;
  address += SIZE_OF_INT;
  result.endIndex = C.getValue(address, "i32") >>> 0;
  return result;
}
__name(unmarshalRange, "unmarshalRange");
function marshalEdit(edit, address = TRANSFER_BUFFER) {
  marshalPoint(address, edit.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.oldEndPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.newEndPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, edit.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.oldEndIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.newEndIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalEdit, "marshalEdit");
function unmarshalLanguageMetadata(address) {
  const major_version = C.getValue(address, "i32");
  const minor_version = C.getValue(address += SIZE_OF_INT, "i32");
  const patch_version = C.getValue(address += SIZE_OF_INT, "i32");
  return { major_version, minor_version, patch_version };
}
__name(unmarshalLanguageMetadata, "unmarshalLanguageMetadata");

// src/query.ts
var PREDICATE_STEP_TYPE_CAPTURE = 1;
var PREDICATE_STEP_TYPE_STRING = 2;
var QUERY_WORD_REGEX = /[\w-]+/g;
var CaptureQuantifier = {
  Zero: 0,
  ZeroOrOne: 1,
  ZeroOrMore: 2,
  One: 3,
  OneOrMore: 4
};
var isCaptureStep = /* @__PURE__ */ __name((step) => step.type === "capture", "isCaptureStep");
var isStringStep = /* @__PURE__ */ __name((step) => step.type === "string", "isStringStep");
var QueryErrorKind = {
  Syntax: 1,
  NodeName: 2,
  FieldName: 3,
  CaptureName: 4,
  PatternStructure: 5
};
var QueryError = class _QueryError extends Error {
  constructor(kind, info2, index, length) {
    super(_QueryError.formatMessage(kind, info2));
    this.kind = kind;
    this.info = info2;
    this.index = index;
    this.length = length;
    this.name = "QueryError";
  }
  static {
    __name(this, "QueryError");
  }
  /** Formats an error message based on the error kind and info */
  static formatMessage(kind, info2) {
    switch (kind) {
      case QueryErrorKind.NodeName:
        return `Bad node name '${info2.word}'`;
      case QueryErrorKind.FieldName:
        return `Bad field name '${info2.word}'`;
      case QueryErrorKind.CaptureName:
        return `Bad capture name @${info2.word}`;
      case QueryErrorKind.PatternStructure:
        return `Bad pattern structure at offset ${info2.suffix}`;
      case QueryErrorKind.Syntax:
        return `Bad syntax at offset ${info2.suffix}`;
    }
  }
};
function parseAnyPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}`
    );
  }
  if (!isCaptureStep(steps[1])) {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}"`
    );
  }
  const isPositive = operator === "eq?" || operator === "any-eq?";
  const matchAll = !operator.startsWith("any-");
  if (isCaptureStep(steps[2])) {
    const captureName1 = steps[1].name;
    const captureName2 = steps[2].name;
    textPredicates[index].push((captures) => {
      const nodes1 = [];
      const nodes2 = [];
      for (const c of captures) {
        if (c.name === captureName1) nodes1.push(c.node);
        if (c.name === captureName2) nodes2.push(c.node);
      }
      const compare = /* @__PURE__ */ __name((n1, n2, positive) => {
        return positive ? n1.text === n2.text : n1.text !== n2.text;
      }, "compare");
      return matchAll ? nodes1.every((n1) => nodes2.some((n2) => compare(n1, n2, isPositive))) : nodes1.some((n1) => nodes2.some((n2) => compare(n1, n2, isPositive)));
    });
  } else {
    const captureName = steps[1].name;
    const stringValue = steps[2].value;
    const matches = /* @__PURE__ */ __name((n) => n.text === stringValue, "matches");
    const doesNotMatch = /* @__PURE__ */ __name((n) => n.text !== stringValue, "doesNotMatch");
    textPredicates[index].push((captures) => {
      const nodes = [];
      for (const c of captures) {
        if (c.name === captureName) nodes.push(c.node);
      }
      const test = isPositive ? matches : doesNotMatch;
      return matchAll ? nodes.every(test) : nodes.some(test);
    });
  }
}
__name(parseAnyPredicate, "parseAnyPredicate");
function parseMatchPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  if (steps[2].type !== "string") {
    throw new Error(
      `Second argument of \`#${operator}\` predicate must be a string. Got @${steps[2].name}.`
    );
  }
  const isPositive = operator === "match?" || operator === "any-match?";
  const matchAll = !operator.startsWith("any-");
  const captureName = steps[1].name;
  const regex = new RegExp(steps[2].value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    const test = /* @__PURE__ */ __name((text, positive) => {
      return positive ? regex.test(text) : !regex.test(text);
    }, "test");
    if (nodes.length === 0) return !isPositive;
    return matchAll ? nodes.every((text) => test(text, isPositive)) : nodes.some((text) => test(text, isPositive));
  });
}
__name(parseMatchPredicate, "parseMatchPredicate");
function parseAnyOfPredicate(steps, index, operator, textPredicates) {
  if (steps.length < 2) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected at least 1. Got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  const isPositive = operator === "any-of?";
  const captureName = steps[1].name;
  const stringSteps = steps.slice(2);
  if (!stringSteps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const values = stringSteps.map((s) => s.value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    if (nodes.length === 0) return !isPositive;
    return nodes.every((text) => values.includes(text)) === isPositive;
  });
}
__name(parseAnyOfPredicate, "parseAnyOfPredicate");
function parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`
    );
  }
  if (!steps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const properties = operator === "is?" ? assertedProperties : refutedProperties;
  if (!properties[index]) properties[index] = {};
  properties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseIsPredicate, "parseIsPredicate");
function parseSetDirective(steps, index, setProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(`Wrong number of arguments to \`#set!\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`);
  }
  if (!steps.every(isStringStep)) {
    throw new Error(`Arguments to \`#set!\` predicate must be strings.".`);
  }
  if (!setProperties[index]) setProperties[index] = {};
  setProperties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseSetDirective, "parseSetDirective");
function parsePattern(index, stepType, stepValueId, captureNames, stringValues, steps, textPredicates, predicates, setProperties, assertedProperties, refutedProperties) {
  if (stepType === PREDICATE_STEP_TYPE_CAPTURE) {
    const name2 = captureNames[stepValueId];
    steps.push({ type: "capture", name: name2 });
  } else if (stepType === PREDICATE_STEP_TYPE_STRING) {
    steps.push({ type: "string", value: stringValues[stepValueId] });
  } else if (steps.length > 0) {
    if (steps[0].type !== "string") {
      throw new Error("Predicates must begin with a literal value");
    }
    const operator = steps[0].value;
    switch (operator) {
      case "any-not-eq?":
      case "not-eq?":
      case "any-eq?":
      case "eq?":
        parseAnyPredicate(steps, index, operator, textPredicates);
        break;
      case "any-not-match?":
      case "not-match?":
      case "any-match?":
      case "match?":
        parseMatchPredicate(steps, index, operator, textPredicates);
        break;
      case "not-any-of?":
      case "any-of?":
        parseAnyOfPredicate(steps, index, operator, textPredicates);
        break;
      case "is?":
      case "is-not?":
        parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties);
        break;
      case "set!":
        parseSetDirective(steps, index, setProperties);
        break;
      default:
        predicates[index].push({ operator, operands: steps.slice(1) });
    }
    steps.length = 0;
  }
}
__name(parsePattern, "parsePattern");
var Query = class {
  static {
    __name(this, "Query");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for WASM
  /** @internal */
  exceededMatchLimit;
  /** @internal */
  textPredicates;
  /** The names of the captures used in the query. */
  captureNames;
  /** The quantifiers of the captures used in the query. */
  captureQuantifiers;
  /**
   * The other user-defined predicates associated with the given index.
   *
   * This includes predicates with operators other than:
   * - `match?`
   * - `eq?` and `not-eq?`
   * - `any-of?` and `not-any-of?`
   * - `is?` and `is-not?`
   * - `set!`
   */
  predicates;
  /** The properties for predicates with the operator `set!`. */
  setProperties;
  /** The properties for predicates with the operator `is?`. */
  assertedProperties;
  /** The properties for predicates with the operator `is-not?`. */
  refutedProperties;
  /** The maximum number of in-progress matches for this cursor. */
  matchLimit;
  /**
   * Create a new query from a string containing one or more S-expression
   * patterns.
   *
   * The query is associated with a particular language, and can only be run
   * on syntax nodes parsed with that language. References to Queries can be
   * shared between multiple threads.
   *
   * @link {@see https://tree-sitter.github.io/tree-sitter/using-parsers/queries}
   */
  constructor(language, source) {
    const sourceLength = C.lengthBytesUTF8(source);
    const sourceAddress = C._malloc(sourceLength + 1);
    C.stringToUTF8(source, sourceAddress, sourceLength + 1);
    const address = C._ts_query_new(
      language[0],
      sourceAddress,
      sourceLength,
      TRANSFER_BUFFER,
      TRANSFER_BUFFER + SIZE_OF_INT
    );
    if (!address) {
      const errorId = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      const errorByte = C.getValue(TRANSFER_BUFFER, "i32");
      const errorIndex = C.UTF8ToString(sourceAddress, errorByte).length;
      const suffix = source.slice(errorIndex, errorIndex + 100).split("\n")[0];
      const word = suffix.match(QUERY_WORD_REGEX)?.[0] ?? "";
      C._free(sourceAddress);
      switch (errorId) {
        case QueryErrorKind.Syntax:
          throw new QueryError(QueryErrorKind.Syntax, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
        case QueryErrorKind.NodeName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.FieldName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.CaptureName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.PatternStructure:
          throw new QueryError(errorId, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
      }
    }
    const stringCount = C._ts_query_string_count(address);
    const captureCount = C._ts_query_capture_count(address);
    const patternCount = C._ts_query_pattern_count(address);
    const captureNames = new Array(captureCount);
    const captureQuantifiers = new Array(patternCount);
    const stringValues = new Array(stringCount);
    for (let i2 = 0; i2 < captureCount; i2++) {
      const nameAddress = C._ts_query_capture_name_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      captureNames[i2] = C.UTF8ToString(nameAddress, nameLength);
    }
    for (let i2 = 0; i2 < patternCount; i2++) {
      const captureQuantifiersArray = new Array(captureCount);
      for (let j = 0; j < captureCount; j++) {
        const quantifier = C._ts_query_capture_quantifier_for_id(address, i2, j);
        captureQuantifiersArray[j] = quantifier;
      }
      captureQuantifiers[i2] = captureQuantifiersArray;
    }
    for (let i2 = 0; i2 < stringCount; i2++) {
      const valueAddress = C._ts_query_string_value_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      stringValues[i2] = C.UTF8ToString(valueAddress, nameLength);
    }
    const setProperties = new Array(patternCount);
    const assertedProperties = new Array(patternCount);
    const refutedProperties = new Array(patternCount);
    const predicates = new Array(patternCount);
    const textPredicates = new Array(patternCount);
    for (let i2 = 0; i2 < patternCount; i2++) {
      const predicatesAddress = C._ts_query_predicates_for_pattern(address, i2, TRANSFER_BUFFER);
      const stepCount = C.getValue(TRANSFER_BUFFER, "i32");
      predicates[i2] = [];
      textPredicates[i2] = [];
      const steps = new Array();
      let stepAddress = predicatesAddress;
      for (let j = 0; j < stepCount; j++) {
        const stepType = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        const stepValueId = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        parsePattern(
          i2,
          stepType,
          stepValueId,
          captureNames,
          stringValues,
          steps,
          textPredicates,
          predicates,
          setProperties,
          assertedProperties,
          refutedProperties
        );
      }
      Object.freeze(textPredicates[i2]);
      Object.freeze(predicates[i2]);
      Object.freeze(setProperties[i2]);
      Object.freeze(assertedProperties[i2]);
      Object.freeze(refutedProperties[i2]);
    }
    C._free(sourceAddress);
    this[0] = address;
    this.captureNames = captureNames;
    this.captureQuantifiers = captureQuantifiers;
    this.textPredicates = textPredicates;
    this.predicates = predicates;
    this.setProperties = setProperties;
    this.assertedProperties = assertedProperties;
    this.refutedProperties = refutedProperties;
    this.exceededMatchLimit = false;
  }
  /** Delete the query, freeing its resources. */
  delete() {
    C._ts_query_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Iterate over all of the matches in the order that they were found.
   *
   * Each match contains the index of the pattern that matched, and a list of
   * captures. Because multiple patterns can match the same set of nodes,
   * one match may contain captures that appear *before* some of the
   * captures from a previous match.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  matches(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const timeoutMicros = options.timeoutMicros ?? 0;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_matches_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      matchLimit,
      maxStartDepth,
      timeoutMicros
    );
    const rawCount = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array(rawCount);
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    let filteredCount = 0;
    let address = startAddress;
    for (let i2 = 0; i2 < rawCount; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captures = new Array(captureCount);
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        result[filteredCount] = { pattern: patternIndex, patternIndex, captures };
        const setProperties = this.setProperties[patternIndex];
        result[filteredCount].setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        result[filteredCount].assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        result[filteredCount].refutedProperties = refutedProperties;
        filteredCount++;
      }
    }
    result.length = filteredCount;
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /**
   * Iterate over all of the individual captures in the order that they
   * appear.
   *
   * This is useful if you don't care about which pattern matched, and just
   * want a single, ordered sequence of captures.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  captures(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const timeoutMicros = options.timeoutMicros ?? 0;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_captures_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      matchLimit,
      maxStartDepth,
      timeoutMicros
    );
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array();
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    const captures = new Array();
    let address = startAddress;
    for (let i2 = 0; i2 < count; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      captures.length = captureCount;
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        const capture = captures[captureIndex];
        const setProperties = this.setProperties[patternIndex];
        capture.setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        capture.assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        capture.refutedProperties = refutedProperties;
        result.push(capture);
      }
    }
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /** Get the predicates for a given pattern. */
  predicatesForPattern(patternIndex) {
    return this.predicates[patternIndex];
  }
  /**
   * Disable a certain capture within a query.
   *
   * This prevents the capture from being returned in matches, and also
   * avoids any resource usage associated with recording the capture.
   */
  disableCapture(captureName) {
    const captureNameLength = C.lengthBytesUTF8(captureName);
    const captureNameAddress = C._malloc(captureNameLength + 1);
    C.stringToUTF8(captureName, captureNameAddress, captureNameLength + 1);
    C._ts_query_disable_capture(this[0], captureNameAddress, captureNameLength);
    C._free(captureNameAddress);
  }
  /**
   * Disable a certain pattern within a query.
   *
   * This prevents the pattern from matching, and also avoids any resource
   * usage associated with the pattern. This throws an error if the pattern
   * index is out of bounds.
   */
  disablePattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    C._ts_query_disable_pattern(this[0], patternIndex);
  }
  /**
   * Check if, on its last execution, this cursor exceeded its maximum number
   * of in-progress matches.
   */
  didExceedMatchLimit() {
    return this.exceededMatchLimit;
  }
  /** Get the byte offset where the given pattern starts in the query's source. */
  startIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    return C._ts_query_start_byte_for_pattern(this[0], patternIndex);
  }
  /** Get the byte offset where the given pattern ends in the query's source. */
  endIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    return C._ts_query_end_byte_for_pattern(this[0], patternIndex);
  }
  /** Get the number of patterns in the query. */
  patternCount() {
    return C._ts_query_pattern_count(this[0]);
  }
  /** Get the index for a given capture name. */
  captureIndexForName(captureName) {
    return this.captureNames.indexOf(captureName);
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternRooted(patternIndex) {
    return C._ts_query_is_pattern_rooted(this[0], patternIndex) === 1;
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternNonLocal(patternIndex) {
    return C._ts_query_is_pattern_non_local(this[0], patternIndex) === 1;
  }
  /**
   * Check if a given step in a query is 'definite'.
   *
   * A query step is 'definite' if its parent pattern will be guaranteed to
   * match successfully once it reaches the step.
   */
  isPatternGuaranteedAtStep(byteIndex) {
    return C._ts_query_is_pattern_guaranteed_at_step(this[0], byteIndex) === 1;
  }
};

// src/language.ts
var LANGUAGE_FUNCTION_REGEX = /^tree_sitter_\w+$/;
var Language = class _Language {
  static {
    __name(this, "Language");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for WASM
  /**
   * A list of all node types in the language. The index of each type in this
   * array is its node type id.
   */
  types;
  /**
   * A list of all field names in the language. The index of each field name in
   * this array is its field id.
   */
  fields;
  /** @internal */
  constructor(internal, address) {
    assertInternal(internal);
    this[0] = address;
    this.types = new Array(C._ts_language_symbol_count(this[0]));
    for (let i2 = 0, n = this.types.length; i2 < n; i2++) {
      if (C._ts_language_symbol_type(this[0], i2) < 2) {
        this.types[i2] = C.UTF8ToString(C._ts_language_symbol_name(this[0], i2));
      }
    }
    this.fields = new Array(C._ts_language_field_count(this[0]) + 1);
    for (let i2 = 0, n = this.fields.length; i2 < n; i2++) {
      const fieldName = C._ts_language_field_name_for_id(this[0], i2);
      if (fieldName !== 0) {
        this.fields[i2] = C.UTF8ToString(fieldName);
      } else {
        this.fields[i2] = null;
      }
    }
  }
  /**
   * Gets the name of the language.
   */
  get name() {
    const ptr = C._ts_language_name(this[0]);
    if (ptr === 0) return null;
    return C.UTF8ToString(ptr);
  }
  /**
   * @deprecated since version 0.25.0, use {@link Language#abiVersion} instead
   * Gets the version of the language.
   */
  get version() {
    return C._ts_language_version(this[0]);
  }
  /**
   * Gets the ABI version of the language.
   */
  get abiVersion() {
    return C._ts_language_abi_version(this[0]);
  }
  /**
  * Get the metadata for this language. This information is generated by the
  * CLI, and relies on the language author providing the correct metadata in
  * the language's `tree-sitter.json` file.
  */
  get metadata() {
    C._ts_language_metadata(this[0]);
    const length = C.getValue(TRANSFER_BUFFER, "i32");
    const address = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    if (length === 0) return null;
    return unmarshalLanguageMetadata(address);
  }
  /**
   * Gets the number of fields in the language.
   */
  get fieldCount() {
    return this.fields.length - 1;
  }
  /**
   * Gets the number of states in the language.
   */
  get stateCount() {
    return C._ts_language_state_count(this[0]);
  }
  /**
   * Get the field id for a field name.
   */
  fieldIdForName(fieldName) {
    const result = this.fields.indexOf(fieldName);
    return result !== -1 ? result : null;
  }
  /**
   * Get the field name for a field id.
   */
  fieldNameForId(fieldId) {
    return this.fields[fieldId] ?? null;
  }
  /**
   * Get the node type id for a node type name.
   */
  idForNodeType(type, named) {
    const typeLength = C.lengthBytesUTF8(type);
    const typeAddress = C._malloc(typeLength + 1);
    C.stringToUTF8(type, typeAddress, typeLength + 1);
    const result = C._ts_language_symbol_for_name(this[0], typeAddress, typeLength, named ? 1 : 0);
    C._free(typeAddress);
    return result || null;
  }
  /**
   * Gets the number of node types in the language.
   */
  get nodeTypeCount() {
    return C._ts_language_symbol_count(this[0]);
  }
  /**
   * Get the node type name for a node type id.
   */
  nodeTypeForId(typeId) {
    const name2 = C._ts_language_symbol_name(this[0], typeId);
    return name2 ? C.UTF8ToString(name2) : null;
  }
  /**
   * Check if a node type is named.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/2-basic-parsing.html#named-vs-anonymous-nodes}
   */
  nodeTypeIsNamed(typeId) {
    return C._ts_language_type_is_named_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Check if a node type is visible.
   */
  nodeTypeIsVisible(typeId) {
    return C._ts_language_type_is_visible_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Get the supertypes ids of this language.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/6-static-node-types.html?highlight=supertype#supertype-nodes}
   */
  get supertypes() {
    C._ts_language_supertypes_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the subtype ids for a given supertype node id.
   */
  subtypes(supertype) {
    C._ts_language_subtypes_wasm(this[0], supertype);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the next state id for a given state id and node type id.
   */
  nextState(stateId, typeId) {
    return C._ts_language_next_state(this[0], stateId, typeId);
  }
  /**
   * Create a new lookahead iterator for this language and parse state.
   *
   * This returns `null` if state is invalid for this language.
   *
   * Iterating {@link LookaheadIterator} will yield valid symbols in the given
   * parse state. Newly created lookahead iterators will return the `ERROR`
   * symbol from {@link LookaheadIterator#currentType}.
   *
   * Lookahead iterators can be useful for generating suggestions and improving
   * syntax error diagnostics. To get symbols valid in an `ERROR` node, use the
   * lookahead iterator on its first leaf node state. For `MISSING` nodes, a
   * lookahead iterator created on the previous non-extra leaf node may be
   * appropriate.
   */
  lookaheadIterator(stateId) {
    const address = C._ts_lookahead_iterator_new(this[0], stateId);
    if (address) return new LookaheadIterator(INTERNAL, address, this);
    return null;
  }
  /**
   * @deprecated since version 0.25.0, call `new` on a {@link Query} instead
   *
   * Create a new query from a string containing one or more S-expression
   * patterns.
   *
   * The query is associated with a particular language, and can only be run
   * on syntax nodes parsed with that language. References to Queries can be
   * shared between multiple threads.
   *
   * @link {@see https://tree-sitter.github.io/tree-sitter/using-parsers/queries}
   */
  query(source) {
    console.warn("Language.query is deprecated. Use new Query(language, source) instead.");
    return new Query(this, source);
  }
  /**
   * Load a language from a WebAssembly module.
   * The module can be provided as a path to a file or as a buffer.
   */
  static async load(input) {
    let bytes;
    if (input instanceof Uint8Array) {
      bytes = Promise.resolve(input);
    } else {
      if (globalThis.process?.versions.node) {
        const fs2 = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 943, 23));
        bytes = fs2.readFile(input);
      } else {
        bytes = fetch(input).then((response) => response.arrayBuffer().then((buffer) => {
          if (response.ok) {
            return new Uint8Array(buffer);
          } else {
            const body2 = new TextDecoder("utf-8").decode(buffer);
            throw new Error(`Language.load failed with status ${response.status}.

${body2}`);
          }
        }));
      }
    }
    const mod = await C.loadWebAssemblyModule(await bytes, { loadAsync: true });
    const symbolNames = Object.keys(mod);
    const functionName = symbolNames.find((key) => LANGUAGE_FUNCTION_REGEX.test(key) && !key.includes("external_scanner_"));
    if (!functionName) {
      console.log(`Couldn't find language function in WASM file. Symbols:
${JSON.stringify(symbolNames, null, 2)}`);
      throw new Error("Language.load failed: no language function found in WASM file");
    }
    const languageAddress = mod[functionName]();
    return new _Language(INTERNAL, languageAddress);
  }
};

// src/bindings.ts
var import_tree_sitter = __toESM(require_tree_sitter(), 1);
var Module2 = null;
async function initializeBinding(moduleOptions) {
  if (!Module2) {
    Module2 = await (0, import_tree_sitter.default)(moduleOptions);
  }
  return Module2;
}
__name(initializeBinding, "initializeBinding");
function checkModule() {
  return !!Module2;
}
__name(checkModule, "checkModule");

// src/parser.ts
var TRANSFER_BUFFER;
var LANGUAGE_VERSION;
var MIN_COMPATIBLE_VERSION;
var Parser = class {
  static {
    __name(this, "Parser");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for WASM
  /** @internal */
  [1] = 0;
  // Internal handle for WASM
  /** @internal */
  logCallback = null;
  /** The parser's current language. */
  language = null;
  /**
   * This must always be called before creating a Parser.
   *
   * You can optionally pass in options to configure the WASM module, the most common
   * one being `locateFile` to help the module find the `.wasm` file.
   */
  static async init(moduleOptions) {
    setModule(await initializeBinding(moduleOptions));
    TRANSFER_BUFFER = C._ts_init();
    LANGUAGE_VERSION = C.getValue(TRANSFER_BUFFER, "i32");
    MIN_COMPATIBLE_VERSION = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /**
   * Create a new parser.
   */
  constructor() {
    this.initialize();
  }
  /** @internal */
  initialize() {
    if (!checkModule()) {
      throw new Error("cannot construct a Parser before calling `init()`");
    }
    C._ts_parser_new_wasm();
    this[0] = C.getValue(TRANSFER_BUFFER, "i32");
    this[1] = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /** Delete the parser, freeing its resources. */
  delete() {
    C._ts_parser_delete(this[0]);
    C._free(this[1]);
    this[0] = 0;
    this[1] = 0;
  }
  /**
   * Set the language that the parser should use for parsing.
   *
   * If the language was not successfully assigned, an error will be thrown.
   * This happens if the language was generated with an incompatible
   * version of the Tree-sitter CLI. Check the language's version using
   * {@link Language#version} and compare it to this library's
   * {@link LANGUAGE_VERSION} and {@link MIN_COMPATIBLE_VERSION} constants.
   */
  setLanguage(language) {
    let address;
    if (!language) {
      address = 0;
      this.language = null;
    } else if (language.constructor === Language) {
      address = language[0];
      const version = C._ts_language_version(address);
      if (version < MIN_COMPATIBLE_VERSION || LANGUAGE_VERSION < version) {
        throw new Error(
          `Incompatible language version ${version}. Compatibility range ${MIN_COMPATIBLE_VERSION} through ${LANGUAGE_VERSION}.`
        );
      }
      this.language = language;
    } else {
      throw new Error("Argument must be a Language");
    }
    C._ts_parser_set_language(this[0], address);
    return this;
  }
  /**
   * Parse a slice of UTF8 text.
   *
   * @param {string | ParseCallback} callback - The UTF8-encoded text to parse or a callback function.
   *
   * @param {Tree | null} [oldTree] - A previous syntax tree parsed from the same document. If the text of the
   *   document has changed since `oldTree` was created, then you must edit `oldTree` to match
   *   the new text using {@link Tree#edit}.
   *
   * @param {ParseOptions} [options] - Options for parsing the text.
   *  This can be used to set the included ranges, or a progress callback.
   *
   * @returns {Tree | null} A {@link Tree} if parsing succeeded, or `null` if:
   *  - The parser has not yet had a language assigned with {@link Parser#setLanguage}.
   *  - The progress callback returned true.
   */
  parse(callback, oldTree, options) {
    if (typeof callback === "string") {
      C.currentParseCallback = (index) => callback.slice(index);
    } else if (typeof callback === "function") {
      C.currentParseCallback = callback;
    } else {
      throw new Error("Argument must be a string or a function");
    }
    if (options?.progressCallback) {
      C.currentProgressCallback = options.progressCallback;
    } else {
      C.currentProgressCallback = null;
    }
    if (this.logCallback) {
      C.currentLogCallback = this.logCallback;
      C._ts_parser_enable_logger_wasm(this[0], 1);
    } else {
      C.currentLogCallback = null;
      C._ts_parser_enable_logger_wasm(this[0], 0);
    }
    let rangeCount = 0;
    let rangeAddress = 0;
    if (options?.includedRanges) {
      rangeCount = options.includedRanges.length;
      rangeAddress = C._calloc(rangeCount, SIZE_OF_RANGE);
      let address = rangeAddress;
      for (let i2 = 0; i2 < rangeCount; i2++) {
        marshalRange(address, options.includedRanges[i2]);
        address += SIZE_OF_RANGE;
      }
    }
    const treeAddress = C._ts_parser_parse_wasm(
      this[0],
      this[1],
      oldTree ? oldTree[0] : 0,
      rangeAddress,
      rangeCount
    );
    if (!treeAddress) {
      C.currentParseCallback = null;
      C.currentLogCallback = null;
      C.currentProgressCallback = null;
      return null;
    }
    if (!this.language) {
      throw new Error("Parser must have a language to parse");
    }
    const result = new Tree(INTERNAL, treeAddress, this.language, C.currentParseCallback);
    C.currentParseCallback = null;
    C.currentLogCallback = null;
    C.currentProgressCallback = null;
    return result;
  }
  /**
   * Instruct the parser to start the next parse from the beginning.
   *
   * If the parser previously failed because of a timeout, cancellation,
   * or callback, then by default, it will resume where it left off on the
   * next call to {@link Parser#parse} or other parsing functions.
   * If you don't want to resume, and instead intend to use this parser to
   * parse some other document, you must call `reset` first.
   */
  reset() {
    C._ts_parser_reset(this[0]);
  }
  /** Get the ranges of text that the parser will include when parsing. */
  getIncludedRanges() {
    C._ts_parser_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /**
   * @deprecated since version 0.25.0, prefer passing a progress callback to {@link Parser#parse}
   *
   * Get the duration in microseconds that parsing is allowed to take.
   *
   * This is set via {@link Parser#setTimeoutMicros}.
   */
  getTimeoutMicros() {
    return C._ts_parser_timeout_micros(this[0]);
  }
  /**
   * @deprecated since version 0.25.0, prefer passing a progress callback to {@link Parser#parse}
   *
   * Set the maximum duration in microseconds that parsing should be allowed
   * to take before halting.
   *
   * If parsing takes longer than this, it will halt early, returning `null`.
   * See {@link Parser#parse} for more information.
   */
  setTimeoutMicros(timeout) {
    C._ts_parser_set_timeout_micros(this[0], 0, timeout);
  }
  /** Set the logging callback that a parser should use during parsing. */
  setLogger(callback) {
    if (!callback) {
      this.logCallback = null;
    } else if (typeof callback !== "function") {
      throw new Error("Logger callback must be a function");
    } else {
      this.logCallback = callback;
    }
    return this;
  }
  /** Get the parser's current logger. */
  getLogger() {
    return this.logCallback;
  }
};
// Annotate the CommonJS export names for ESM import in node:
0 && (0);
//# sourceMappingURL=tree-sitter.cjs.map


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  u_: () => (/* binding */ USAGE),
  wE: () => (/* binding */ parseCli),
  ak: () => (/* binding */ runCli)
});

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __nccwpck_require__(6);
var picomatch_default = /*#__PURE__*/__nccwpck_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/core/languages.ts
// The one table of supported languages: file extension → language → grammar .wasm → tags queries. Each language's
// syntax (comment and body node types, line comments) is in language-syntax.ts; lookups are in language-lookup.ts.
/**
 * The npm packages the grammar .wasm files come from (each has them in its `out/` folder; the
 * bundle has them in `dist/wasm/<package>/`). tree-sitter-wasms 0.1.13 is the first source;
 * @cursorless/tree-sitter-wasms 0.7.0 has the languages it lacks, and an Elm grammar that loads.
 */
const GRAMMAR_SOURCES = (/* unused pure expression or super */ null && (['tree-sitter-wasms', '@cursorless/tree-sitter-wasms']));
const LANGUAGES = [
    {
        id: 'typescript',
        family: 'js',
        extensions: ['.ts', '.mts', '.cts'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-typescript.wasm',
        queries: ['ecma-tags.scm', 'typescript-tags.scm'],
        bareCallsAreFree: true,
    },
    {
        id: 'tsx',
        family: 'js',
        extensions: ['.tsx'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-tsx.wasm',
        queries: ['ecma-tags.scm', 'typescript-tags.scm', 'jsx-tags.scm'],
        bareCallsAreFree: true,
    },
    {
        id: 'javascript',
        family: 'js',
        extensions: ['.js', '.mjs', '.cjs', '.jsx'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-javascript.wasm',
        queries: ['ecma-tags.scm', 'javascript-tags.scm', 'jsx-tags.scm'],
        bareCallsAreFree: true,
    },
    {
        id: 'python',
        family: 'python',
        extensions: ['.py', '.pyi'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-python.wasm',
        queries: ['python-tags.scm'],
        bareCallsAreFree: true,
    },
    {
        id: 'go',
        family: 'go',
        extensions: ['.go'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-go.wasm',
        queries: ['go-tags.scm'],
        bareCallsAreFree: true,
    },
    {
        id: 'rust',
        family: 'rust',
        extensions: ['.rs'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-rust.wasm',
        queries: ['rust-tags.scm'],
        bareCallsAreFree: true,
    },
    // Java, Kotlin and Scala call each other in mixed JVM projects: one family.
    {
        id: 'java',
        family: 'jvm',
        extensions: ['.java'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-java.wasm',
        queries: ['java-tags.scm'],
    },
    {
        id: 'kotlin',
        family: 'jvm',
        extensions: ['.kt', '.kts'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-kotlin.wasm',
        queries: ['kotlin-tags.scm'],
    },
    {
        id: 'scala',
        family: 'jvm',
        extensions: ['.scala', '.sc'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-scala.wasm',
        queries: ['scala-tags.scm'],
    },
    {
        id: 'c',
        family: 'c',
        extensions: ['.c'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-c.wasm',
        queries: ['c-tags.scm'],
    },
    // `.h` goes to C++: its grammar parses C headers too, while the C grammar fails on C++ headers.
    {
        id: 'cpp',
        family: 'c',
        extensions: ['.cc', '.cpp', '.cxx', '.c++', '.hpp', '.hh', '.hxx', '.h++', '.h', '.ipp', '.tpp'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-cpp.wasm',
        queries: ['cpp-tags.scm'],
    },
    {
        id: 'c_sharp',
        family: 'c_sharp',
        extensions: ['.cs'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-c_sharp.wasm',
        queries: ['c_sharp-tags.scm'],
    },
    {
        id: 'ruby',
        family: 'ruby',
        extensions: ['.rb', '.rake', '.gemspec'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-ruby.wasm',
        queries: ['ruby-tags.scm'],
    },
    {
        id: 'php',
        family: 'php',
        extensions: ['.php', '.phtml'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-php.wasm',
        queries: ['php-tags.scm'],
    },
    {
        id: 'swift',
        family: 'swift',
        extensions: ['.swift'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-swift.wasm',
        queries: ['swift-tags.scm'],
    },
    {
        id: 'dart',
        family: 'dart',
        extensions: ['.dart'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-dart.wasm',
        queries: ['dart-tags.scm'],
    },
    {
        id: 'lua',
        family: 'lua',
        extensions: ['.lua'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-lua.wasm',
        queries: ['lua-tags.scm'],
        scannerReset: '--[[]]',
    },
    {
        id: 'elixir',
        family: 'elixir',
        extensions: ['.ex', '.exs'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-elixir.wasm',
        queries: ['elixir-tags.scm'],
    },
    {
        id: 'ocaml',
        family: 'ocaml',
        extensions: ['.ml'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-ocaml.wasm',
        queries: ['ocaml-tags.scm'],
    },
    {
        id: 'zig',
        family: 'zig',
        extensions: ['.zig'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-zig.wasm',
        queries: ['zig-tags.scm'],
    },
    {
        id: 'bash',
        family: 'bash',
        extensions: ['.sh', '.bash'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-bash.wasm',
        queries: ['bash-tags.scm'],
    },
    {
        id: 'solidity',
        family: 'solidity',
        extensions: ['.sol'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-solidity.wasm',
        queries: ['solidity-tags.scm'],
    },
    // Objective-C calls C freely: same family.
    {
        id: 'objc',
        family: 'c',
        extensions: ['.m'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-objc.wasm',
        queries: ['objc-tags.scm'],
    },
    {
        id: 'elisp',
        family: 'elisp',
        extensions: ['.el'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-elisp.wasm',
        queries: ['elisp-tags.scm'],
    },
    {
        id: 'rescript',
        family: 'rescript',
        extensions: ['.res', '.resi'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-rescript.wasm',
        queries: ['rescript-tags.scm'],
    },
    {
        id: 'haskell',
        family: 'haskell',
        extensions: ['.hs'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-haskell.wasm',
        queries: ['haskell-tags.scm'],
    },
    {
        id: 'elm',
        family: 'elm',
        extensions: ['.elm'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-elm.wasm',
        queries: ['elm-tags.scm'],
    },
    {
        id: 'r',
        family: 'r',
        extensions: ['.r'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-r.wasm',
        queries: ['r-tags.scm'],
    },
    {
        id: 'perl',
        family: 'perl',
        extensions: ['.pl', '.pm', '.t'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-perl.wasm',
        queries: ['perl-tags.scm'],
    },
    {
        id: 'clojure',
        family: 'clojure',
        extensions: ['.clj', '.cljs', '.cljc'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-clojure.wasm',
        queries: ['clojure-tags.scm'],
    },
    {
        id: 'nix',
        family: 'nix',
        extensions: ['.nix'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-nix.wasm',
        queries: ['nix-tags.scm'],
    },
    {
        id: 'hcl',
        family: 'hcl',
        extensions: ['.tf', '.tfvars', '.hcl'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-hcl.wasm',
        queries: ['hcl-tags.scm'],
    },
    {
        id: 'gleam',
        family: 'gleam',
        extensions: ['.gleam'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-gleam.wasm',
        queries: ['gleam-tags.scm'],
    },
    {
        id: 'gdscript',
        family: 'gdscript',
        extensions: ['.gd'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-gdscript.wasm',
        queries: ['gdscript-tags.scm'],
    },
    {
        id: 'agda',
        family: 'agda',
        extensions: ['.agda'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-agda.wasm',
        queries: ['agda-tags.scm'],
    },
    // Script blocks are parsed as TypeScript (a superset of the JavaScript they usually hold).
    {
        id: 'vue',
        family: 'js',
        extensions: ['.vue'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-typescript.wasm',
        queries: ['ecma-tags.scm', 'typescript-tags.scm'],
        bareCallsAreFree: true,
        scriptBlocks: true,
    },
    {
        id: 'html',
        family: 'js',
        extensions: ['.html', '.htm'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-typescript.wasm',
        queries: ['ecma-tags.scm', 'typescript-tags.scm'],
        bareCallsAreFree: true,
        scriptBlocks: true,
    },
    // Outlines of non-code files (see `outline`): each its own family, out of the code's name linking.
    {
        id: 'markdown',
        family: 'markdown',
        extensions: ['.md', '.markdown'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-markdown.wasm',
        queries: ['markdown-tags.scm'],
        outline: true,
    },
    {
        id: 'yaml',
        family: 'yaml',
        extensions: ['.yml', '.yaml'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-yaml.wasm',
        queries: ['yaml-tags.scm'],
        outline: true,
    },
    {
        id: 'css',
        family: 'css',
        extensions: ['.css'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-css.wasm',
        queries: ['css-tags.scm'],
        outline: true,
    },
    {
        id: 'scss',
        family: 'scss',
        extensions: ['.scss'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-scss.wasm',
        queries: ['scss-tags.scm'],
        outline: true,
    },
    {
        id: 'json',
        family: 'json',
        extensions: ['.json'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-json.wasm',
        queries: ['json-tags.scm'],
        outline: true,
    },
    {
        id: 'latex',
        family: 'latex',
        extensions: ['.tex'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-latex.wasm',
        queries: ['latex-tags.scm'],
        outline: true,
    },
];

;// CONCATENATED MODULE: ./src/core/language-lookup.ts
// Lookups in the table of languages.ts: a path's language by its extension, a language by its id,
// and the reference kinds that are paths rather than names.

const byExtension = new Map();
const byId = new Map();
for (const spec of LANGUAGES) {
    byId.set(spec.id, spec);
    for (const ext of spec.extensions)
        byExtension.set(ext, spec);
}
/** The language of a path, by its extension (case-insensitive), or undefined. */
function languageOf(path) {
    const slash = path.lastIndexOf('/');
    const dot = path.lastIndexOf('.');
    if (dot <= slash + 1)
        return undefined; // no extension, or a dotfile such as `.eslintrc`
    return byExtension.get(path.slice(dot).toLowerCase());
}
function languageById(id) {
    const spec = byId.get(id);
    if (!spec)
        throw new Error(`unknown language id: ${id}`);
    return spec;
}
/**
 * Reference kinds that are paths for the resolvers, not names to link: import paths (`module`),
 * the package or namespace a file declares (`package`), paths relative to the file (`relative`,
 * Ruby's `require_relative`).
 */
const PATH_KINDS = new Set(['module', 'package', 'relative']);
function isPathKind(kind) {
    return PATH_KINDS.has(kind);
}

;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: ./src/core/util/errors.ts
/** An error the user can fix (bad argument, missing ref, …): shells print its message alone, no stack. */
class errors_UserError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UserError';
    }
}

;// CONCATENATED MODULE: ./src/core/discover/git.ts





// Git as we run it: nothing from the repository's config may run a command (hooks, fsmonitor,
// external diff; textconv is off in every diff we ask for; filter drivers: see filterOverrides),
// a bare repository is used only when named (one inside a checkout brings its own config), the
// `ext::` transport runs no command, paths come out unquoted where git allows, and no pager.
const SAFE = [
    '-c',
    'core.hooksPath=/dev/null',
    '-c',
    'core.fsmonitor=false',
    '-c',
    'core.quotePath=false',
    '-c',
    'diff.external=',
    '-c',
    'safe.bareRepository=explicit',
    '-c',
    'protocol.ext.allow=never',
    '--no-pager',
];
/** The environment git runs in: the process's as it is now (a caller may have set GIT_* since), never prompting, never writing the index. */
function baseEnv() {
    return { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' };
}
/** The environment of a git command in root: baseEnv, with every filter driver the config defines turned off. */
function gitEnv(root) {
    const env = baseEnv();
    // Added after the caller's own GIT_CONFIG_KEY_<n>, which stay as they are.
    let count = Number(env.GIT_CONFIG_COUNT ?? 0) || 0;
    for (const [key, value] of filterOverrides(root)) {
        env[`GIT_CONFIG_KEY_${count}`] = key;
        env[`GIT_CONFIG_VALUE_${count}`] = value;
        count++;
    }
    if (count)
        env.GIT_CONFIG_COUNT = String(count);
    return env;
}
const overridesByRoot = new Map();
/**
 * Config that turns off each filter driver root's config defines (`filter.<name>.clean`, `.smudge`,
 * `.process`): git runs a clean filter whenever it compares a file's content with the index. An
 * empty command runs nothing, and `required=false` lets git take the content as it is. The names
 * come from git itself, includes followed, once per root for the process. They pass in the
 * environment (GIT_CONFIG_KEY_<n>): a `-c` option splits at the first `=`, which a driver's name
 * may hold.
 */
function filterOverrides(root) {
    let overrides = overridesByRoot.get(root);
    if (overrides)
        return overrides;
    const listed = (0,external_node_child_process_namespaceObject.spawnSync)('git', [...SAFE, 'config', '-z', '--name-only', '--get-regexp', '^filter\\.'], {
        cwd: root,
        env: baseEnv(),
    });
    const drivers = new Set();
    // Nothing listed (no driver, no repository, no git) leaves nothing to turn off.
    for (const key of listed.stdout?.toString('utf8').split('\0') ?? []) {
        const last = key.lastIndexOf('.');
        if (last > 'filter.'.length)
            drivers.add(key.slice('filter.'.length, last));
    }
    overrides = [...drivers].sort().flatMap((name) => [
        [`filter.${name}.clean`, ''],
        [`filter.${name}.smudge`, ''],
        [`filter.${name}.process`, ''],
        [`filter.${name}.required`, 'false'],
    ]);
    overridesByRoot.set(root, overrides);
    return overrides;
}
function gitRaw(root, args, input) {
    const result = (0,external_node_child_process_namespaceObject.spawnSync)('git', [...SAFE, ...args], { cwd: root, input, maxBuffer: 1 << 30, env: gitEnv(root) });
    if (result.error)
        throw spawnError(root, result.error);
    return refused(root, {
        ok: result.status === 0,
        stdout: result.stdout,
        stderr: result.stderr.toString('utf8').trim(),
    });
}
/**
 * Git run in the background while this thread goes on with other work: its output goes to temp
 * files, so it never waits for a reader (a pipe holds 64 kB); the promise reads them once it exits.
 * Without a writable temp directory, git runs at once, as gitRaw runs it.
 */
function gitInBackground(root, args) {
    let dir;
    try {
        dir = (0,external_node_fs_namespaceObject.mkdtempSync)((0,external_node_path_namespaceObject.join)((0,external_node_os_namespaceObject.tmpdir)(), 'repomap-git-'));
    }
    catch {
        return Promise.resolve(gitRaw(root, args));
    }
    const [stdout, stderr] = [(0,external_node_path_namespaceObject.join)(dir, 'stdout'), (0,external_node_path_namespaceObject.join)(dir, 'stderr')];
    const fds = [(0,external_node_fs_namespaceObject.openSync)(stdout, 'w'), (0,external_node_fs_namespaceObject.openSync)(stderr, 'w')];
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_namespaceObject.spawn)('git', [...SAFE, ...args], { cwd: root, env: gitEnv(root), stdio: ['ignore', ...fds] });
        for (const fd of fds)
            (0,external_node_fs_namespaceObject.closeSync)(fd); // the child has its own
        child.on('error', (error) => reject(spawnError(root, error)));
        child.on('close', (code) => {
            try {
                resolve(refused(root, { ok: code === 0, stdout: (0,external_node_fs_namespaceObject.readFileSync)(stdout), stderr: (0,external_node_fs_namespaceObject.readFileSync)(stderr, 'utf8').trim() }));
            }
            catch (error) {
                reject(error); // after an error, when the files are gone
            }
        });
    }).finally(() => (0,external_node_fs_namespaceObject.rmSync)(dir, { recursive: true, force: true }));
}
/**
 * The result of a git run, or a UserError when git refused the repository itself: every command
 * would fail the same way, and walking the directory instead would map files git does not track.
 */
function refused(root, result) {
    if (result.ok)
        return result;
    const owner = /detected dubious ownership in repository at '(.*)'/.exec(result.stderr)?.[1];
    if (owner !== undefined) {
        throw new errors_UserError(`git refuses the repository at ${owner} because another user owns it: if you trust it, run 'git config --global --add safe.directory ${shellWord(owner)}'`);
    }
    const bare = /cannot use bare repository '(.*)' \(/.exec(result.stderr)?.[1];
    if (bare !== undefined)
        throw notAWorkTree(root, bare);
    return result;
}
/** The error for a root inside a git directory: a bare repository, or the .git of a checkout. */
function notAWorkTree(root, gitDir) {
    if ((0,external_node_path_namespaceObject.basename)(gitDir) === '.git') {
        return new errors_UserError(`root ${root} is inside the .git directory of a checkout, which holds git's data, not its files: map the checkout itself (${(0,external_node_path_namespaceObject.dirname)(gitDir)})`);
    }
    return new errors_UserError(`root ${root} is a bare git repository (${gitDir}), which has no files to map: map a checkout of it instead (git clone, or git worktree add)`);
}
/** A word the shell reads as it is: quoted when it holds anything but plain path characters. */
function shellWord(text) {
    return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
/** The error of a git that could not be started: a UserError when git or the root is missing. */
function spawnError(root, error) {
    if (error.code !== 'ENOENT')
        return error;
    return new errors_UserError((0,external_node_fs_namespaceObject.existsSync)(root) ? 'git is not installed or not on PATH' : `root is not a directory: ${root}`);
}
/** Run git and return its stdout as text; a failure throws an error with git's own message. */
function git(root, args, input) {
    return stdoutOf(args, gitRaw(root, args, input));
}
/** The stdout of a git run as text, or an error with git's own message when it failed. */
function stdoutOf(args, result) {
    if (!result.ok)
        throw new Error(`git ${args[0]} failed: ${result.stderr || 'no message'}`);
    return result.stdout.toString('utf8');
}
/** True when root is inside a git work tree; a UserError when it is inside a git directory (bare, or a .git). */
function isGitWorkTree(root) {
    const result = gitRaw(root, ['rev-parse', '--is-inside-work-tree', '--is-inside-git-dir', '--absolute-git-dir']);
    const [inWorkTree, inGitDir, gitDir] = result.stdout.toString().split('\n');
    if (result.ok && inGitDir === 'true')
        throw notAWorkTree(root, gitDir);
    return result.ok && inWorkTree === 'true';
}
/** The full SHA of a commit-ish, or a UserError that says what to do. */
function resolveCommit(root, ref) {
    if (ref.startsWith('-'))
        throw new errors_UserError(`bad ref: ${JSON.stringify(ref)}`);
    const result = gitRaw(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]);
    if (!result.ok)
        throw new errors_UserError(`unknown git ref ${JSON.stringify(ref)} in ${root}: ${missingRefAdvice(root, ref)}`);
    return result.stdout.toString().trim();
}
function missingRefAdvice(root, ref) {
    if (!gitRaw(root, ['rev-parse', '--verify', '--quiet', 'HEAD']).ok) {
        return 'the repository has no commits yet (without --base, the files in its index are mapped)';
    }
    const branch = ref.replace(/^(refs\/remotes\/)?origin\//, '');
    if (isShallow(root)) {
        return `this is a shallow clone, and the commit may be outside its history: fetch it ('git fetch --depth=1 origin ${branch}'), or clone with more history (fetch-depth: 0)`;
    }
    return `check the name, or fetch it ('git fetch origin ${branch}')`;
}
/** True in a shallow clone: history stops at its grafted commits. */
function isShallow(root) {
    return gitRaw(root, ['rev-parse', '--is-shallow-repository']).stdout.toString().trim() === 'true';
}
/** Full SHAs and sizes of the blobs that object names (full or abbreviated SHAs) stand for; names of nothing, or of no blob, are left out. */
function blobSizes(root, names) {
    const result = new Map();
    const unique = [...new Set(names)].filter((name) => /^[0-9a-f]{7,64}$/.test(name));
    if (!unique.length)
        return result;
    const output = gitRaw(root, ['cat-file', '--batch-check'], unique.join('\n') + '\n');
    if (!output.ok)
        return result;
    const lines = output.stdout.toString('utf8').split('\n');
    unique.forEach((name, i) => {
        const match = /^([0-9a-f]{40,64}) blob (\d+)$/.exec(lines[i] ?? '');
        if (match)
            result.set(name, { sha: match[1], size: Number(match[2]) });
    });
    return result;
}
/** The contents of blobs by full SHA, read by one git process; a blob it cannot read is left out. */
function readBlobs(root, shas) {
    const result = new Map();
    if (!shas.length)
        return result;
    const output = gitRaw(root, ['cat-file', '--batch'], shas.join('\n') + '\n');
    if (!output.ok)
        return result;
    // Per object: `<sha> <type> <size>\n<content>\n`, or `<name> missing\n`.
    const data = output.stdout;
    let at = 0;
    for (const sha of shas) {
        const newline = data.indexOf(10, at);
        if (newline < 0)
            break;
        const header = /^[0-9a-f]+ (\w+) (\d+)$/.exec(data.subarray(at, newline).toString('latin1'));
        at = newline + 1;
        if (!header)
            continue;
        const size = Number(header[2]);
        if (header[1] === 'blob')
            result.set(sha, data.subarray(at, at + size));
        at += size + 1;
    }
    return result;
}

;// CONCATENATED MODULE: external "node:buffer"
const external_node_buffer_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");
;// CONCATENATED MODULE: ./src/core/util/order.ts

/** Code-unit order of strings: the same on every machine and locale, so output is deterministic. */
function compareStrings(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** Compare a file's definitions by their positions: by line, then name, then position (source order, deterministic). */
function inSourceOrder({ strings, names, lines, }) {
    return (a, b) => lines[a] - lines[b] || compareStrings(strings[names[a]], strings[names[b]]) || a - b;
}
/**
 * The positions in `order` (by default 0, 1, 2…) stably reordered by their `scores`, highest first
 * (ties keep their order in `order`). Scores must be non-negative, so that their IEEE 754 bits order
 * as their values: a least-significant-digit radix sort on the bits, four passes of 16 bits, linear
 * in the number of positions where a comparator sort calls a function n log n times.
 */
function byScoreDescending(scores, order) {
    const n = order ? order.length : scores.length;
    const keys = new Float64Array(scores.length);
    for (let i = 0; i < scores.length; i++)
        keys[i] = scores[i] + 0; // -0 as +0
    const words = new Uint32Array(keys.buffer);
    const high = (0,external_node_os_namespaceObject.endianness)() === 'LE' ? 1 : 0; // the word with the sign and exponent
    let from = new Int32Array(n);
    for (let i = 0; i < n; i++)
        from[i] = order ? order[i] : i;
    let to = new Int32Array(n);
    const count = new Int32Array(0x10001);
    for (let pass = 0; pass < 4; pass++) {
        const word = pass < 2 ? 1 - high : high;
        const shift = pass % 2 ? 16 : 0;
        // Digits of the complemented bits: ascending digits are descending scores.
        count.fill(0);
        for (let i = 0; i < n; i++)
            count[((~words[2 * from[i] + word] >>> shift) & 0xffff) + 1]++;
        let skip = false;
        for (let d = 1; d <= 0x10000; d++) {
            if (count[d] === n)
                skip = true; // one digit for all: this pass keeps the order
            count[d] += count[d - 1];
        }
        if (skip)
            continue;
        for (let i = 0; i < n; i++) {
            const position = from[i];
            to[count[(~words[2 * position + word] >>> shift) & 0xffff]++] = position;
        }
        [from, to] = [to, from];
    }
    return from;
}
/**
 * byScoreDescending's order of the positions in `order`, made as it is read: the places of the
 * `head` best scores (and of any that tie the last of them) are sorted first, alone; the rest only
 * when a place past them is read. The same order: every score of the first part is above every
 * score of the rest. A map reads a few thousand places of a repository's hundreds of thousands.
 */
function byScoreDescendingWhenRead(scores, order, head = 4096) {
    if (order.length <= 2 * head) {
        const all = byScoreDescending(scores, order);
        return (place) => all[place];
    }
    const values = new Float64Array(order.length);
    for (let i = 0; i < order.length; i++)
        values[i] = scores[order[i]];
    const threshold = largest(values, head);
    const first = [];
    const rest = new Int32Array(order.length);
    let others = 0;
    for (let i = 0; i < order.length; i++) {
        if (scores[order[i]] >= threshold)
            first.push(order[i]);
        else
            rest[others++] = order[i];
    }
    first.sort((a, b) => scores[b] - scores[a]); // stable: ties keep their order
    let second;
    return (place) => place < first.length
        ? first[place]
        : (second ??= byScoreDescending(scores, rest.subarray(0, others)))[place - first.length];
}
/** The k-th largest of some values (1 ≤ k ≤ their number), found by selection: the values are reordered. */
function largest(values, k) {
    const target = k - 1; // its place in descending order
    let [low, high] = [0, values.length - 1];
    while (low < high) {
        const [a, b, c] = [values[low], values[(low + high) >> 1], values[high]];
        const pivot = Math.max(Math.min(a, b), Math.min(Math.max(a, b), c)); // the median of three
        let [i, j] = [low, high];
        while (i <= j) {
            while (values[i] > pivot)
                i++;
            while (values[j] < pivot)
                j--;
            if (i <= j) {
                [values[i], values[j]] = [values[j], values[i]];
                i++;
                j--;
            }
        }
        if (target <= j)
            high = j;
        else if (target >= i)
            low = i;
        else
            break; // between j and i: every value there is the pivot
    }
    return values[target];
}

;// CONCATENATED MODULE: ./src/core/discover/git-listing.ts
// Git's listing of a checkout: the index and the work tree compared with it in one `ls-files`, and
// the paths .gitattributes marks as generated or vendored (linguist's attributes).





function splitZ(text) {
    const parts = text.split('\0');
    if (parts[parts.length - 1] === '')
        parts.pop();
    return parts;
}
const STAT_LINES = /^(?: {2}[^\n]*\n)*/;
const STAT_SIZE = /(?:^|\s)size: (\d+)\s/;
/** The files of a git checkout as its index and work tree give them, in path order. */
async function listGit(root, untracked) {
    // One command lists the index and compares the work tree with it. Records: `<tag> <mode> <sha>
    // <stage>\t<path>`, a conflicted path once per stage, one after the other (the first is kept);
    // tag S: skip-worktree, a path a sparse checkout leaves out of the work tree, or one marked so
    // by hand (`update-index --skip-worktree`), which git never compares: when in the work tree, its
    // content is hashed when read; then tag C for a work-tree edit not in the index (hashed when read
    // too), tag R (and C) for a deleted file, which is dropped; and with `untracked`, `? <path>` for
    // a file git does not track and does not ignore.
    // `--debug` follows each index record with lines of its entry's stat data, each line indented
    // by two spaces (a record never starts with a space): the size read there saves an lstat of each
    // unchanged file. Git documents that format as free to change: a size not found is read by lstat.
    const tracked = [];
    const edited = new Set();
    const deleted = new Set();
    const others = [];
    const args = [
        'ls-files',
        '-z',
        '-s',
        '-t',
        '-c',
        '-m',
        '-d',
        '--debug',
        ...(untracked ? ['-o', '--exclude-standard'] : []),
    ];
    const result = await gitInBackground(root, args);
    const records = splitZ(stdoutOf(args, result));
    // A path that is not UTF-8 decodes with U+FFFD in place of its bad bytes: it is named from its bytes.
    const raw = (0,external_node_buffer_namespaceObject.isUtf8)(result.stdout) ? undefined : splitZBytes(result.stdout);
    const present = inWorkTree(root);
    let previous;
    for (let i = 0; i < records.length; i++) {
        let record = records[i];
        const stat = STAT_LINES.exec(record)[0];
        if (stat) {
            if (previous)
                previous.size = Number(STAT_SIZE.exec(stat)?.[1] ?? 0);
            record = record.slice(stat.length);
            if (!record)
                break; // the stat lines of the last record
        }
        previous = undefined;
        // Every byte before the path is ASCII: the path starts at the same offset in bytes and in text.
        const start = record.startsWith('? ') ? 2 : record.indexOf('\t') + 1;
        let path = record.slice(start);
        const bytes = raw?.[i].subarray(stat.length + start);
        const notUtf8 = bytes && !(0,external_node_buffer_namespaceObject.isUtf8)(bytes) ? true : undefined;
        if (notUtf8)
            path = escapedName(bytes);
        if (start === 2) {
            others.push({ path, sha: '', mode: '100644', notUtf8 });
            continue;
        }
        const [tag, mode, sha] = record.slice(0, start - 1).split(' ');
        if (tag === 'R')
            deleted.add(path);
        else if (tag === 'C')
            edited.add(path);
        else if (tracked.at(-1)?.path !== path) {
            // A skip-worktree file in the work tree may hold edits git does not see: hashed when read.
            const inTree = tag === 'S' &&
                (notUtf8
                    ? (0,external_node_fs_namespaceObject.lstatSync)(Buffer.concat([Buffer.from(`${root}/`), bytes]), { throwIfNoEntry: false })
                    : present(path));
            tracked.push((previous = { path, sha: inTree ? '' : sha, mode, sparse: tag === 'S' && !inTree, notUtf8 }));
        }
    }
    const listed = deleted.size ? tracked.filter((entry) => !deleted.has(entry.path)) : tracked;
    if (edited.size)
        for (const entry of listed)
            if (edited.has(entry.path))
                entry.sha = '';
    if (others.length) {
        const inIndex = new Set(tracked.map((entry) => entry.path));
        for (const entry of others)
            if (!inIndex.has(entry.path))
                listed.push(entry);
    }
    return listed.sort((a, b) => compareStrings(a.path, b.path));
}
function splitZBytes(data) {
    const parts = [];
    for (let at = 0, end; at < data.length; at = end + 1) {
        end = data.indexOf(0, at);
        if (end < 0)
            end = data.length;
        parts.push(data.subarray(at, end));
    }
    return parts;
}
/** A name that is not UTF-8, as a warning shows it: printable ASCII as it is, every other byte as \xNN. */
function escapedName(bytes) {
    let name = '';
    for (const byte of bytes)
        name +=
            byte >= 0x20 && byte < 0x7f && byte !== 0x5c
                ? String.fromCharCode(byte)
                : `\\x${byte.toString(16).padStart(2, '0')}`;
    return name;
}
/**
 * Whether a path is in the work tree: one lstat per path, after one per directory, so that the
 * directories a sparse checkout leaves out cost one call each, not one per file in them.
 */
function inWorkTree(root) {
    const directories = new Map([['.', true]]);
    const exists = (path) => (0,external_node_fs_namespaceObject.lstatSync)((0,external_node_path_namespaceObject.join)(root, path), { throwIfNoEntry: false }) !== undefined;
    const directoryExists = (dir) => {
        let known = directories.get(dir);
        if (known === undefined)
            directories.set(dir, (known = directoryExists((0,external_node_path_namespaceObject.dirname)(dir)) && exists(dir)));
        return known;
    };
    return (path) => directoryExists((0,external_node_path_namespaceObject.dirname)(path)) && exists(path);
}
// The paths whose linguist-generated or linguist-vendored attribute is set or true. The `top` magic
// with an empty pattern matches the whole repository from any subdirectory (git 2.39 matches no
// tracked file there with a pattern relative to it); paths still come out relative to the root.
const MARKED = ['linguist-generated', 'linguist-vendored'].flatMap((name) => [
    `:(top,attr:${name})`,
    `:(top,attr:${name}=true)`,
]);
/** The paths git lists as marked (see MARKED), or undefined when it cannot say (then every path is asked about). */
async function markedPaths(root, untracked) {
    const listed = await gitInBackground(root, [
        'ls-files',
        '-z',
        '-c',
        ...(untracked ? ['-o', '--exclude-standard'] : []),
        '--',
        ...MARKED,
    ]);
    return listed.ok ? new Set(splitZ(listed.stdout.toString('utf8'))) : undefined;
}
/**
 * Files marked `linguist-generated` or `linguist-vendored` in .gitattributes. Git first lists the
 * marked paths (its attribute matching in-process: see markedPaths); `check-attr` then says which
 * mark each has, for those paths only: asked about every path, it printed 21 MB for 200,000 files.
 */
function linguistMarks(root, paths, marked) {
    const marks = new Map();
    const asked = marked ? paths.filter((path) => marked.has(path)) : paths;
    if (!asked.length)
        return marks;
    const result = gitRaw(root, ['check-attr', '-z', '--stdin', 'linguist-generated', 'linguist-vendored'], asked.join('\0') + '\0');
    if (!result.ok)
        return marks;
    const fields = splitZ(result.stdout.toString('utf8'));
    for (let i = 0; i + 2 < fields.length; i += 3) {
        const [path, attribute, value] = [fields[i], fields[i + 1], fields[i + 2]];
        if (value === 'set' || value === 'true') {
            marks.set(path, attribute === 'linguist-generated' ? 'generated' : 'vendored');
        }
    }
    return marks;
}

// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __nccwpck_require__(298);
var ignore_default = /*#__PURE__*/__nccwpck_require__.n(ignore);
;// CONCATENATED MODULE: ./src/core/discover/walk.ts
// The listing of a directory outside git: a walk of the tree under the ignore rules of its .gitignore files.






/** Lists the names in a directory that are not UTF-8 (never walked into: no path names them), and returns the others. */
function namesNotUtf8(abs, dir, out) {
    const valid = new Set();
    for (const name of (0,external_node_fs_namespaceObject.readdirSync)(abs, { encoding: 'buffer' })) {
        if ((0,external_node_buffer_namespaceObject.isUtf8)(name))
            valid.add(name.toString('utf8'));
        else
            out.push({ path: `${dir ? `${dir}/` : ''}${escapedName(name)}`, sha: '', mode: '100644', notUtf8: true });
    }
    return valid;
}
/** Outside git: walk the tree, honouring every .gitignore on the way, never following a symlink. */
function listWalk(root) {
    const out = [];
    const walk = (dir, rules) => {
        const abs = (0,external_node_path_namespaceObject.join)(root, dir);
        const here = (0,external_node_path_namespaceObject.join)(abs, '.gitignore');
        const scoped = (0,external_node_fs_namespaceObject.existsSync)(here) ? [...rules, { base: dir, ig: ignore_default()().add((0,external_node_fs_namespaceObject.readFileSync)(here, 'utf8')) }] : rules;
        const ignored = (path) => scoped.some(({ base, ig }) => ig.ignores(base ? path.slice(base.length + 1) : path));
        let entries;
        try {
            entries = (0,external_node_fs_namespaceObject.readdirSync)(abs, { withFileTypes: true });
        }
        catch {
            return;
        }
        entries.sort((a, b) => compareStrings(a.name, b.name));
        // Names that are not UTF-8 come as text with U+FFFD in place of their bad bytes: listed from their bytes.
        const valid = entries.some((entry) => entry.name.includes('\uFFFD')) ? namesNotUtf8(abs, dir, out) : undefined;
        for (const entry of entries) {
            if (entry.name === '.git' || (valid && entry.name.includes('\uFFFD') && !valid.has(entry.name)))
                continue;
            const path = dir ? `${dir}/${entry.name}` : entry.name;
            if (entry.isDirectory()) {
                if (!ignored(`${path}/`))
                    walk(path, scoped);
            }
            else if (!ignored(path)) {
                out.push({ path, sha: '', mode: entry.isSymbolicLink() ? '120000' : '100644' });
            }
        }
    };
    walk('', []);
    return out.sort((a, b) => compareStrings(a.path, b.path));
}

;// CONCATENATED MODULE: ./src/core/discover/discover.ts








// Paths that are almost always vendored or generated: ranking them would drown the repository's own code.
const VENDORED = [
    '**/node_modules/**',
    '**/vendor/**',
    '**/third_party/**',
    '**/third-party/**',
    '**/bower_components/**',
    '**/.yarn/**',
    '**/Pods/**',
];
const GENERATED = [
    'dist/**',
    '**/*.min.js',
    '**/*.min.mjs',
    '**/*.bundle.js',
    '**/*.pb.go',
    '**/*_pb2.py',
    '**/*.generated.*',
    '**/*.g.dart',
    '**/__generated__/**',
];
/**
 * A test of whether a path matches any of these globs (none of them a literal path): one regular
 * expression of picomatch's for them all, which tests a path in one go, where picomatch's own
 * matcher tries them one by one. When every glob is made of `*` wildcards and literal text only,
 * a path that holds none of their longest literal names (`vendor`, `.min.js`) matches none of
 * them, which a plain search says first: most paths never reach picomatch's expression.
 */
function anyOf(globs) {
    const pattern = new RegExp(globs.map((glob) => `(?:${picomatch_default().makeRe(glob, { dot: true }).source})`).join('|'));
    if (globs.some((glob) => /[^\w./*-]/.test(glob)))
        return (path) => pattern.test(path);
    const literals = globs.map((glob) => glob.split(/[*/]+/).reduce((a, b) => (b.length > a.length ? b : a), ''));
    const mayMatch = new RegExp(literals.map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
    return (path) => mayMatch.test(path) && pattern.test(path);
}
function checkRoot(root) {
    if (!(0,external_node_fs_namespaceObject.existsSync)(root) || !(0,external_node_fs_namespaceObject.statSync)(root).isDirectory())
        throw new errors_UserError(`root is not a directory: ${root}`);
}
/**
 * The skips the text map's note names, with a few paths: source files the map would show but for
 * what they hold or how they read. The others (excluded, vendored, generated, not code…) follow
 * from the configuration and are only counted, in the stats.
 */
const NOTED_SKIPS = new Set([
    'binary',
    'minified',
    'too-large',
    'unreadable',
    'parse-error',
    'parse-timeout',
]);
/** List the files of the checkout that the engine should read, with a counted reason for every skip. */
async function discover(options) {
    checkRoot(options.root);
    const { listed, inGit, marking } = await listFiles(options);
    const skips = new Skips();
    const { candidates, unsupported, notUtf8 } = sortListed(listed, options, skips);
    const marked = inGit && marking
        ? linguistMarks(options.root, candidates.map((c) => c.path), await marking)
        : new Map();
    const files = readableFiles(candidates, marked, options, skips);
    if (notUtf8.length)
        warnNotUtf8(notUtf8, options.warn);
    if (!listed.length && !options.untracked && inGit)
        options.warn?.(`git tracks no files in ${options.root}: stage them, or map untracked files too with --untracked`);
    return { files, listed: listed.length, skipped: skips.counts, skippedPaths: skips.paths, unsupported, inGit };
}
/**
 * The files of the root. Git lists the files, and the paths marked generated or vendored, as
 * processes of their own. A root not known to be in git is taken to be (most are): only when git
 * cannot list its files is git asked whether it is in a work tree, and if not, the directory is walked.
 */
async function listFiles(options) {
    const { root } = options;
    const untracked = options.untracked ?? false;
    const inGit = options.inGit ?? true;
    const listing = inGit ? listGit(root, untracked) : undefined;
    const marking = inGit ? markedPaths(root, untracked).catch(() => undefined) : undefined;
    try {
        return { listed: listing ? await listing : listWalk(root), inGit, marking };
    }
    catch (error) {
        if (error instanceof errors_UserError || options.inGit !== undefined || isGitWorkTree(root))
            throw error;
        return { listed: listWalk(root), inGit: false, marking };
    }
}
/** The tally of skipped files: how many for each reason, and the paths of those worth a note (NOTED_SKIPS). */
class Skips {
    counts = {};
    paths = new Map();
    add(reason, path) {
        this.counts[reason] = (this.counts[reason] ?? 0) + 1;
        if (path !== undefined && NOTED_SKIPS.has(reason))
            this.paths.set(path, reason);
    }
}
/** The listed files in a language of the map, by the listing alone (no file is read); the others are skipped, for their reason. */
function sortListed(listed, options, skips) {
    const isVendored = anyOf(VENDORED);
    const isGenerated = anyOf(GENERATED);
    const included = options.include?.length ? picomatch_default()(options.include, { dot: true }) : undefined;
    const excluded = options.exclude?.length ? picomatch_default()(options.exclude, { dot: true }) : undefined;
    const candidates = [];
    const unsupported = [];
    const notUtf8 = [];
    for (const entry of listed) {
        if (entry.sparse)
            skips.add('excluded');
        else if (entry.notUtf8) {
            skips.add('unreadable');
            notUtf8.push(entry.path);
        }
        else if (entry.mode === '120000')
            skips.add('symlink');
        else if (entry.mode === '160000')
            skips.add('submodule');
        else if ((included && !included(entry.path)) || excluded?.(entry.path))
            skips.add('excluded');
        else if (isVendored(entry.path))
            skips.add('vendored');
        else if (isGenerated(entry.path))
            skips.add('generated');
        else {
            // Non-code formats with an outline query are outlined only when the map wants them (see ./outline).
            const language = languageOf(entry.path);
            if (!language || language.outline) {
                skips.add('unsupported');
                unsupported.push(entry.path);
            }
            else
                candidates.push({
                    path: entry.path,
                    sha: entry.sha,
                    mode: entry.mode,
                    size: entry.size,
                    language: language.id,
                });
        }
    }
    return { candidates, unsupported, notUtf8 };
}
/** The candidates that git's attributes do not mark, that are regular files in the work tree, within the size limit. */
function readableFiles(candidates, marked, options, skips) {
    const files = [];
    for (const candidate of candidates) {
        const mark = marked.get(candidate.path);
        if (mark) {
            skips.add(mark);
            continue;
        }
        // A file git found unchanged has the size its index entry recorded (0 when git smudged it as
        // racily clean, or the file is empty): no lstat of our own.
        const size = (candidate.sha && candidate.size) || sizeInWorkTree((0,external_node_path_namespaceObject.join)(options.root, candidate.path));
        if (typeof size === 'string') {
            skips.add(size, candidate.path);
            continue;
        }
        if (size > options.maxFileBytes) {
            skips.add('too-large', candidate.path);
            continue;
        }
        files.push({ path: candidate.path, language: candidate.language, sha: candidate.sha, size });
    }
    return files;
}
function warnNotUtf8(notUtf8, warn) {
    const some = notUtf8
        .slice(0, 5)
        .map((name) => `"${name}"`)
        .join(', ') + (notUtf8.length > 5 ? ', …' : '');
    warn?.(`${notUtf8.length} file name(s) are not UTF-8, which the map cannot name, skipped: ${some} (rename them to UTF-8 to map them)`);
}
/** A file's size, or why it cannot be read: a symlink, not a file, or listed by git but gone from the work tree. */
function sizeInWorkTree(path) {
    try {
        const stat = (0,external_node_fs_namespaceObject.lstatSync)(path);
        if (stat.isSymbolicLink())
            return 'symlink';
        return stat.isFile() ? stat.size : 'unreadable';
    }
    catch {
        return 'unreadable';
    }
}

;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: ./src/core/util/threads.ts





/**
 * The size, in MB, of each of the two semi-spaces of a thread's young generation (V8's
 * `--max-semi-space-size`; V8's own is 16 on Node 20, 32 on Node 24). Most of what a run makes
 * lives to its end (tags, tables of names): in a big young generation it is copied from semi-space
 * to semi-space before it is promoted, and every fresh page costs a page fault. Worker threads get
 * it on every Node (WORKER_OPTIONS), and so do child processes (startWorkerProcess).
 */
const SEMI_SPACE_MB = 4;
/** A worker thread's options: its young generation is its two semi-spaces and a space as big for large new objects. */
const WORKER_OPTIONS = { resourceLimits: { maxYoungGenerationSizeMb: 3 * SEMI_SPACE_MB } };
/**
 * Start a worker thread that runs `sourceModule`'s serving code, told apart by the mark in `data`
 * (its workerData). From dist/, a worker runs the module's own bundle, next to the entry point's and
 * named after it (`worker.ts` → dist/worker.cjs: the module serves when it sees its mark, and loads
 * nothing else); from the sources (tests, development), it loads the TypeScript module through tsx,
 * resolved inside the worker's code so that the bundler does not pull tsx into the bundles. Its
 * young generation has semi-spaces of SEMI_SPACE_MB.
 */
function startWorker(sourceModule, data) {
    if (!(0,external_node_fs_namespaceObject.existsSync)(sourceModule))
        return new external_node_worker_threads_namespaceObject.Worker(bundleOf(sourceModule), { ...WORKER_OPTIONS, workerData: data });
    const from = JSON.stringify(sourceModule);
    const code = `const r = require('node:module').createRequire(${from}); r(r.resolve('tsx/cjs')); r(${from});`;
    return new external_node_worker_threads_namespaceObject.Worker(code, { ...WORKER_OPTIONS, eval: true, workerData: data });
}
/**
 * Start a child process of this node, with `flags` on its command line, that runs `sourceModule`
 * (from dist/, the module's own bundle, as startWorker's thread does) with `args`, and talks with
 * this one over node's IPC channel (structured clones). For what a thread cannot have: V8's flags
 * are the process's. Its young generation has semi-spaces of SEMI_SPACE_MB.
 */
function startWorkerProcess(sourceModule, args, flags) {
    const fromSources = (0,external_node_fs_namespaceObject.existsSync)(sourceModule);
    // The loader of the sources, by its path: the child's working directory may be anywhere.
    const loader = fromSources ? ['--require', (0,external_node_module_namespaceObject.createRequire)(sourceModule).resolve(['tsx', 'cjs'].join('/'))] : [];
    return (0,external_node_child_process_namespaceObject.fork)(fromSources ? sourceModule : bundleOf(sourceModule), args, {
        execArgv: [...flags, `--max-semi-space-size=${SEMI_SPACE_MB}`, ...loader],
        serialization: 'advanced',
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'], // standard output may carry a map or a protocol
    });
}
/**
 * Load, on this thread, a module that has a bundle of its own in dist/ (as a worker thread's module
 * does: see startWorker), when it is needed: from dist/, its bundle (so the entry point's bundle
 * does not carry it); from the sources, the module.
 */
function loadBundled(sourceModule) {
    return (0,external_node_module_namespaceObject.createRequire)(__filename)((0,external_node_fs_namespaceObject.existsSync)(sourceModule) ? sourceModule : bundleOf(sourceModule));
}
/**
 * A module of src/ by its path there, e.g. `sourceModule('mcp', 'server.ts')`, for loadBundled and
 * startWorker (from dist/, a path that does not exist: the module's bundle is loaded). For a module
 * that cannot use its own __dirname (one loaded as an ES module from the sources).
 */
function sourceModule(...path) {
    return (0,external_node_path_namespaceObject.join)(__dirname, '..', '..', ...path);
}
/** A source module's bundle, next to this one in dist/: `…/encoder.ts` → dist/encoder.cjs. */
function bundleOf(sourceModule) {
    return (0,external_node_path_namespaceObject.join)(__dirname, (0,external_node_path_namespaceObject.basename)(sourceModule).replace(/\.ts$/, '.cjs'));
}

;// CONCATENATED MODULE: ./src/core/util/data-file.ts

/** A data file's head: its magic, then the lengths of its JSON part and of its text (32 bits each, little-endian). */
const DATA_HEAD = 12;
/** A data file's numbers are little-endian: this machine's are not, and are swapped on the way in and out. */
const SWAP_NUMBERS = (0,external_node_os_namespaceObject.endianness)() === 'BE';
/**
 * The bytes of a data file, the layout of the packs and of the encoder's table: `magic` (4 bytes),
 * the lengths of the JSON part and of the text, the JSON part (`about`), the text (UTF-8), zeros to a
 * multiple of 4, then the numbers as 32-bit integers, little-endian.
 */
function data_file_dataFile(magic, about, text, numbers) {
    const json = Buffer.from(JSON.stringify(about));
    const textBytes = Buffer.from(text);
    const head = Buffer.alloc(numbersStart(json.length, textBytes.length) - json.length - textBytes.length);
    head.write(magic, 0, 'latin1');
    head.writeUInt32LE(json.length, 4);
    head.writeUInt32LE(textBytes.length, 8);
    const numberBytes = Buffer.from(numbers.buffer, numbers.byteOffset, numbers.byteLength);
    return Buffer.concat([
        head.subarray(0, DATA_HEAD),
        json,
        textBytes,
        head.subarray(DATA_HEAD),
        SWAP_NUMBERS ? Buffer.from(numberBytes).swap32() : numberBytes,
    ]);
}
/**
 * A data file's parts (see dataFile), or undefined when its magic or lengths are wrong or its JSON
 * part does not parse. The text comes as its bytes (the caller decodes it). The numbers are read in
 * place when they start on a 4-byte boundary of the bytes' buffer (a copy of 50 MB costs ~0.15 s
 * where fresh memory is slow to touch), so the bytes stay in memory as long as the numbers do.
 */
function readDataFile(bytes, magic) {
    if (bytes.length < DATA_HEAD || bytes.toString('latin1', 0, 4) !== magic)
        return undefined;
    const [jsonLength, textLength] = [bytes.readUInt32LE(4), bytes.readUInt32LE(8)];
    const start = numbersStart(jsonLength, textLength);
    if (start > bytes.length || (bytes.length - start) % 4)
        return undefined;
    try {
        const about = JSON.parse(bytes.toString('utf8', DATA_HEAD, DATA_HEAD + jsonLength));
        const text = bytes.subarray(DATA_HEAD + jsonLength, DATA_HEAD + jsonLength + textLength);
        const at = bytes.byteOffset + start;
        const count = (bytes.length - start) / 4;
        // Otherwise a copy: numbers must start on a 4-byte boundary of their buffer.
        const numbers = at % 4 === 0 ? new Int32Array(bytes.buffer, at, count) : new Int32Array(bytes.buffer.slice(at, at + count * 4));
        if (SWAP_NUMBERS)
            Buffer.from(numbers.buffer, numbers.byteOffset, numbers.byteLength).swap32();
        return { about, text, numbers };
    }
    catch {
        return undefined;
    }
}
/** Where a data file's numbers start: after the head, the JSON part and the text, at a multiple of 4. */
function numbersStart(jsonLength, textLength) {
    return Math.ceil((DATA_HEAD + jsonLength + textLength) / 4) * 4;
}

;// CONCATENATED MODULE: ./src/core/util/storage.ts



/** Opened without following a symlink, and without waiting for a FIFO's writer: then checked with fstat. */
const OPEN_FLAGS = external_node_fs_namespaceObject.constants.O_RDONLY | (external_node_fs_namespaceObject.constants.O_NOFOLLOW ?? 0) | (external_node_fs_namespaceObject.constants.O_NONBLOCK ?? 0);
/** A regular file of at most `maxBytes` opened for reading, with its size; or why it was not. */
function openCacheFile(file, maxBytes) {
    let fd;
    try {
        fd = (0,external_node_fs_namespaceObject.openSync)(file, OPEN_FLAGS);
    }
    catch (error) {
        return unreadFor(file, error);
    }
    try {
        const stat = (0,external_node_fs_namespaceObject.fstatSync)(fd);
        if (stat.isFile() && stat.size <= maxBytes)
            return { fd, size: stat.size };
    }
    catch (error) {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
        return error;
    }
    (0,external_node_fs_namespaceObject.closeSync)(fd);
    return 'not-a-file';
}
/** What an error opening a cache file means: none there, a symlink in its place (O_NOFOLLOW's ELOOP), or a directory that cannot be read. */
function unreadFor(file, error) {
    if (error.code === 'ENOENT')
        return 'none';
    if (error.code === 'ELOOP' || error.code === 'EMLINK') {
        try {
            if ((0,external_node_fs_namespaceObject.lstatSync)(file).isSymbolicLink())
                return 'not-a-file';
        }
        catch {
            // a loop in the directory's own path: the directory's error
        }
    }
    return error;
}
/**
 * A file's bytes, read by one request to libuv's threads, so that the copy into fresh memory (~3 ms
 * per MB here) is not this thread's work (fs.readFile asks for 512 KiB at a time, each next part
 * asked for by this thread, when it is free); or why it was not read.
 */
function readWhole(file, maxBytes) {
    const opened = openCacheFile(file, maxBytes);
    if (typeof opened === 'string' || opened instanceof Error)
        return Promise.resolve(opened);
    const { fd, size } = opened;
    let bytes;
    try {
        bytes = Buffer.allocUnsafeSlow(size);
    }
    catch (error) {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
        return Promise.resolve(error);
    }
    return new Promise((resolve) => {
        const readFrom = (at) => (0,external_node_fs_namespaceObject.read)(fd, bytes, at, bytes.length - at, at, (error, count) => {
            if (!error && count > 0 && at + count < bytes.length)
                return readFrom(at + count);
            (0,external_node_fs_namespaceObject.closeSync)(fd);
            // A file cut short as it was read is not what it was named for: the pack's checks drop it.
            resolve(error ?? bytes.subarray(0, at + count));
        });
        readFrom(0);
    });
}
/** A small cache file's bytes (a list), read on this thread; or why it was not read. */
function readSmall(file, maxBytes) {
    const opened = openCacheFile(file, maxBytes);
    if (typeof opened === 'string' || opened instanceof Error)
        return opened;
    try {
        const bytes = Buffer.alloc(opened.size);
        let at = 0;
        for (let count = 1; at < bytes.length && count > 0; at += count)
            count = (0,external_node_fs_namespaceObject.readSync)(opened.fd, bytes, at, bytes.length - at, at);
        return bytes.subarray(0, at);
    }
    catch (error) {
        return error;
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(opened.fd);
    }
}
/**
 * Write a file of the cache directory through a temp file and a rename, so that no reader sees half
 * of it; the error that kept it from being written, if any (read-only or full disk, a path that is
 * not a directory: a cache that cannot be written only costs speed, and says so: see TagCache.failed).
 */
function storage_writeAtomically(target, text) {
    const temporary = `${target}.${process.pid}.${external_node_worker_threads_namespaceObject.threadId}.${Math.random().toString(36).slice(2)}${TEMPORARY}`;
    try {
        makeDirectory((0,external_node_path_namespaceObject.dirname)(target));
        (0,external_node_fs_namespaceObject.writeFileSync)(temporary, text);
        (0,external_node_fs_namespaceObject.renameSync)(temporary, target);
        return undefined;
    }
    catch (error) {
        try {
            (0,external_node_fs_namespaceObject.rmSync)(temporary, { force: true });
        }
        catch {
            // never made (its directory cannot be reached)
        }
        return error;
    }
}
/**
 * Make a directory and its missing parents. Not mkdirSync's `recursive`, which loops for ever where
 * a parent is there but the directory cannot be made in it (under /proc).
 */
function makeDirectory(dir) {
    try {
        (0,external_node_fs_namespaceObject.mkdirSync)(dir);
    }
    catch (error) {
        const code = error.code;
        if (code === 'EEXIST' && (0,external_node_fs_namespaceObject.statSync)(dir).isDirectory())
            return;
        if (code !== 'ENOENT' || (0,external_node_path_namespaceObject.dirname)(dir) === dir)
            throw error;
        makeDirectory((0,external_node_path_namespaceObject.dirname)(dir));
        (0,external_node_fs_namespaceObject.mkdirSync)(dir);
    }
}
/** How the temp files of writeAtomically end: one left by a run that was killed is removed later (see collectGarbage). */
const TEMPORARY = '.tmp';
/**
 * How long a temp file, or a pack no list names, is left before it is removed: longer than any run
 * takes to rename what it wrote and list its pack (a pack written but not listed yet is a run's
 * that is still going; one older is an orphan: of a run that was killed, or of a list another run
 * beside it rewrote).
 */
const STALE_MS = 60 * 60 * 1000;
/** Whether a file was last written over STALE_MS ago (a temp file left by a killed run; false when it is gone). */
function isStaleTemporary(path) {
    try {
        return Date.now() - (0,external_node_fs_namespaceObject.lstatSync)(path).mtimeMs > STALE_MS;
    }
    catch {
        return false;
    }
}
/** Remove a file of the directory (a damaged pack, a pack no list names): left behind when it cannot be, which costs only space. */
function removeFile(file) {
    try {
        (0,external_node_fs_namespaceObject.rmSync)(file, { force: true });
    }
    catch {
        // left behind: only space
    }
}

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./src/core/util/files.ts


/** The SHA-1 of bytes (or of a text's UTF-8), in hex. */
function files_sha1Hex(bytes) {
    return (0,external_node_crypto_namespaceObject.createHash)('sha1').update(bytes).digest('hex');
}
/** The git blob SHA-1 of some bytes: the same key inside and outside git. */
function blobSha(bytes) {
    return (0,external_node_crypto_namespaceObject.createHash)('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
/**
 * The bytes of a regular file, at most `limit` of them; undefined when the path is not a regular
 * file (any more) or cannot be read. The path was listed a moment ago and may have changed since:
 * a symlink put in its place is not followed, and a FIFO or a device is never waited on.
 */
function readRegularFile(path, limit = Number.MAX_SAFE_INTEGER) {
    let fd;
    try {
        fd = (0,external_node_fs_namespaceObject.openSync)(path, external_node_fs_namespaceObject.constants.O_RDONLY | external_node_fs_namespaceObject.constants.O_NOFOLLOW | external_node_fs_namespaceObject.constants.O_NONBLOCK);
    }
    catch {
        return undefined;
    }
    try {
        const stat = (0,external_node_fs_namespaceObject.fstatSync)(fd);
        if (!stat.isFile())
            return undefined;
        const bytes = Buffer.allocUnsafe(Math.min(stat.size, limit));
        let length = 0;
        while (length < bytes.length) {
            const read = (0,external_node_fs_namespaceObject.readSync)(fd, bytes, length, bytes.length - length, length);
            if (read === 0)
                break; // shrunk while being read
            length += read;
        }
        return bytes.subarray(0, length);
    }
    catch {
        return undefined;
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./src/core/tokens/table.ts
// The o200k_base encoder's table in typed arrays, and the token count it gives. Made from js-tiktoken's
// ranks once (see ./encoder, whose bundle carries them) and kept in the cache directory, the table is
// read back in one piece: no thread has to load the ranks, or make a map of 200,000 keys (~0.4 s of
// CPU and ~100 MiB), to count the ~1,000 lines a map is made of.




// How the encoding cuts a text before it encodes it: into pieces, each encoded on its own.
const LETTERS_CASED_LOWER = '[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+';
const LETTERS_CASED_UPPER = '[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*';
/** English contractions, in every case: 's 't 're 've 'm 'll 'd. */
const CONTRACTION = "('s|'S|'t|'T|'re|'rE|'Re|'RE|'ve|'vE|'Ve|'VE|'m|'M|'ll|'lL|'Ll|'LL|'d|'D)?";
/** The encoding's pre-tokenizer pattern, alternative by alternative (the first that matches wins). */
const O200K_PATTERN = [
    LETTERS_CASED_LOWER + CONTRACTION, // a word ending in lower case (capitals may lead), after at most one other sign
    LETTERS_CASED_UPPER + CONTRACTION, // a word in capitals (lower case may follow)
    '\\p{N}{1,3}', // up to three digits
    ' ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*', // punctuation, with a space before and line breaks after
    '\\s*[\\r\\n]+', // line breaks, with the spaces before them
    '\\s+(?!\\S)', // spaces, but the last before a word
    '\\s+',
].join('|');
/**
 * The pieces of texts: a text's count is the sum of its pieces' counts (the encoder knows no special
 * token here), and a piece counted alone (the pattern cuts it into itself again) counts as it does
 * in the text. Written out here, not read from js-tiktoken, whose ranks this thread does not load (a
 * test checks that the two agree).
 */
const PIECES = new RegExp(O200K_PATTERN, 'gu');
/** A table of these tokens (their bytes, one after the other, from `starts`) and ranks. */
function rankTable(bytes, starts, ranks) {
    let size = 64;
    while (size < ranks.length * 2)
        size *= 2;
    const slots = new Int32Array(size);
    for (let k = 0; k < ranks.length; k++) {
        let at = hashOf(bytes, starts[k], starts[k + 1]) & (size - 1);
        while (slots[at])
            at = (at + 1) & (size - 1);
        slots[at] = k + 1;
    }
    return { bytes, starts, ranks, slots };
}
/** The rank of the token made of `bytes[start] … bytes[end - 1]`, or -1 when no token is. */
function tokenRank(table, bytes, start, end) {
    const { slots, starts } = table;
    const mask = slots.length - 1;
    for (let at = hashOf(bytes, start, end) & mask; slots[at]; at = (at + 1) & mask) {
        const k = slots[at] - 1;
        if (starts[k + 1] - starts[k] === end - start && sameBytes(table.bytes, starts[k], bytes, start, end - start))
            return table.ranks[k];
    }
    return -1;
}
function sameBytes(a, aStart, b, bStart, length) {
    for (let i = 0; i < length; i++)
        if (a[aStart + i] !== b[bStart + i])
            return false;
    return true;
}
/** The 32-bit FNV-1a hash of some bytes. */
function hashOf(bytes, start, end) {
    let hash = 0x811c9dc5 | 0;
    for (let i = start; i < end; i++)
        hash = Math.imul(hash ^ bytes[i], 0x01000193);
    return hash;
}
/**
 * A text's o200k_base token count, as js-tiktoken's `encode(text, [], []).length` gives it. With no
 * special token allowed or refused, encode cuts the text with the encoding's pattern (PIECES) and
 * gives each piece's rank, or the ranks of its byte-pair merge; this counts the merge's parts
 * without making them: the same merges, in the same order (the lowest rank first, the leftmost of
 * equals), each step looking up only the two pairs it changes. Each piece's count is kept (code
 * repeats its pieces).
 */
function tableCounter(table) {
    const utf8 = new TextEncoder();
    const counted = new Map();
    const countPiece = (piece) => {
        let count = counted.get(piece);
        if (count === undefined) {
            const bytes = utf8.encode(piece);
            count = bytes.length === 1 || tokenRank(table, bytes, 0, bytes.length) >= 0 ? 1 : mergedLength(table, bytes);
            if (counted.size >= MAX_COUNTED)
                counted.clear();
            counted.set(piece, count);
        }
        return count;
    };
    return (text) => {
        let sum = 0;
        for (const match of text.matchAll(PIECES))
            sum += countPiece(match[0]);
        return sum;
    };
}
/** Pieces a counter keeps the counts of at most (a long-lived server's counter starts over past it). */
const MAX_COUNTED = 500_000;
/** How many parts the byte-pair merge of a piece of two or more bytes gives (parts without a rank left out, as js-tiktoken leaves them). */
function mergedLength(table, bytes) {
    // Part i is bytes[bounds[i]..bounds[i + 1]); pair i, parts i and i + 1, merges at rank pairs[i].
    const bounds = Array.from({ length: bytes.length + 1 }, (_, i) => i);
    const pairRank = (i) => {
        const rank = tokenRank(table, bytes, bounds[i], bounds[i + 2]);
        return rank < 0 ? Infinity : rank;
    };
    const pairs = Array.from({ length: bytes.length - 1 }, (_, i) => pairRank(i));
    while (pairs.length) {
        let best = 0;
        for (let i = 1; i < pairs.length; i++)
            if (pairs[i] < pairs[best])
                best = i;
        if (pairs[best] === Infinity)
            break;
        bounds.splice(best + 1, 1);
        pairs.splice(best, 1);
        if (best < pairs.length)
            pairs[best] = pairRank(best);
        if (best > 0)
            pairs[best - 1] = pairRank(best - 1);
    }
    let length = 0;
    for (let i = 0; i + 1 < bounds.length; i++)
        if (bounds[i + 1] - bounds[i] > 1 || tokenRank(table, bytes, bounds[i], bounds[i] + 1) >= 0)
            length++;
    return length;
}
/** Where a cache directory keeps the table (one per encoding: o200k_base's ranks do not change). */
function rankTableFile(dir) {
    return (0,external_node_path_namespaceObject.join)(dir, 'ranks-o200k_base-v2.bin');
}
/** The first bytes of a table file (a data file: see util/data-file). */
const TABLE_MAGIC = 'RMT3';
/**
 * A table file, a data file: its JSON part holds the number of tokens, of bytes and of slots, and
 * the SHA-1 of its numbers; the numbers are the starts, the ranks, the slots, then the bytes, four
 * to a number. Undefined when unreadable or malformed.
 */
function rankTableOf(bytes) {
    const data = readDataFile(bytes, TABLE_MAGIC);
    if (!data)
        return undefined;
    const { tokens, length, slots, sha1 } = (data.about ?? {});
    if (!Number.isInteger(tokens) || !Number.isInteger(length) || !Number.isInteger(slots))
        return undefined;
    const [n, b, s] = [tokens, length, slots];
    const { numbers } = data;
    if (n < 0 || b < 0 || s < 2 * n || s & (s - 1) || numbers.length !== 2 * n + 1 + s + Math.ceil(b / 4))
        return undefined;
    if (sha1 !== files_sha1Hex(new Uint8Array(numbers.buffer, numbers.byteOffset, numbers.byteLength)))
        return undefined;
    // Tokens of one byte or more, one after the other; slots naming tokens, some of them empty (a lookup stops at one).
    const starts = numbers.subarray(0, n + 1);
    if (starts[0] !== 0 || starts[n] !== b)
        return undefined;
    for (let k = 1; k <= n; k++)
        if (starts[k] <= starts[k - 1])
            return undefined;
    const at = 2 * n + 1 + s;
    const table = numbers.subarray(2 * n + 1, at);
    let empty = false;
    for (let i = 0; i < s; i++) {
        if (table[i] < 0 || table[i] > n)
            return undefined;
        empty ||= table[i] === 0;
    }
    if (!empty)
        return undefined;
    return {
        starts,
        ranks: numbers.subarray(n + 1, 2 * n + 1),
        slots: table,
        bytes: new Uint8Array(numbers.buffer, numbers.byteOffset + at * 4, b),
    };
}
/** A table as its file keeps it (see rankTableOf). */
function rankTableBytes({ bytes, starts, ranks, slots }) {
    const n = ranks.length;
    const numbers = new Int32Array(2 * n + 1 + slots.length + Math.ceil(bytes.length / 4));
    numbers.set(starts);
    numbers.set(ranks, n + 1);
    numbers.set(slots, 2 * n + 1);
    new Uint8Array(numbers.buffer).set(bytes, (2 * n + 1 + slots.length) * 4);
    const about = { tokens: n, length: bytes.length, slots: slots.length, sha1: sha1Hex(new Uint8Array(numbers.buffer)) };
    return dataFile(TABLE_MAGIC, about, '', numbers);
}
/** The largest table file a run reads (o200k_base's is ~5 MB): a bigger file is not one this engine wrote. */
const MAX_TABLE_BYTES = 64 << 20;
/** Write a table into a cache directory; the error that kept it from being written, if any (the next run makes it again). */
function writeRankTable(dir, table) {
    return writeAtomically(rankTableFile(dir), rankTableBytes(table));
}

;// CONCATENATED MODULE: ./src/core/tokens/protocol.ts
/** The tokenizer thread's mark in its workerData: the encoder module serves when it sees it. */
const ENCODER_MARK = 'repomap-token-worker';

;// CONCATENATED MODULE: ./src/core/tokens/counter.ts






// Token counts for the map's budget, exact, with o200k_base. The encoder is a table of the ranks in
// typed arrays (./ranks), kept in the cache directory and read back off this thread; when the
// directory keeps none, a worker thread (./encoder, whose bundle carries the ranks) makes it, keeps it
// there and hands it over. Counting is this thread's: a map counts ~1,000 lines (~10 ms). This thread
// loads ./encoder only to count with no table and no worker (or after close): the ranks are not in
// this bundle.
const TOKENIZER = 'o200k_base';
const ENCODER_MODULE = (0,external_node_path_namespaceObject.join)(__dirname, 'encoder.ts');
let encoderModule;
const encoderHere = () => (encoderModule ??= loadBundled(ENCODER_MODULE));
/**
 * The exact o200k_base token count of a text, on this thread (see ./encoder: the first call loads
 * the encoder). Special-token strings such as `<|endoftext|>` count as plain text.
 */
function countTokens(text) {
    return encoderHere().countTokens(text);
}
/** Counting on this thread, with no table kept: for small jobs, and when a worker cannot be had. */
const localCounter = {
    count: async (texts) => texts.map(countTokens),
    close: async () => { },
};
/**
 * A counter that counts on this thread with the encoder's table: the table a cache directory `dir`
 * keeps, its bytes read off this thread from the start (see readWhole) and checked at the first
 * count (a run that counts nothing, such as a question's, spends nothing on them); when there is
 * none, one made by a worker thread (which keeps it in `dir`) from the moment the counter is told
 * to load (or a count needs it), while this thread does other work. Falls back to this thread's
 * own encoder if the worker fails, or after close. A table that cannot be read or written there is
 * told to `onFailure`; a file in its place that is not one (a FIFO, a symlink) is made again.
 */
function startTokenCounter(dir, onFailure = () => { }) {
    const bytes = (dir === undefined ? Promise.resolve(undefined) : readWhole(rankTableFile(dir), MAX_TABLE_BYTES)).then((file) => {
        if (file instanceof Error)
            onFailure('read', file);
        return Buffer.isBuffer(file) ? file : undefined;
    });
    let worker;
    let closed = false;
    let counting;
    const made = () => {
        if (closed)
            return Promise.resolve(undefined);
        try {
            worker = startWorker(ENCODER_MODULE, { mark: ENCODER_MARK, dir });
        }
        catch {
            return Promise.resolve(undefined);
        }
        const making = worker;
        return new Promise((resolve) => {
            making.once('message', ({ failure, ...table }) => {
                if (failure)
                    onFailure(failure.doing, Object.assign(new Error(failure.message), { code: failure.code }));
                resolve(table);
            });
            making.once('error', () => resolve(undefined));
            making.once('exit', () => resolve(undefined));
        });
    };
    const counter = () => (counting ??= bytes
        .then((kept) => (kept && rankTableOf(kept)) ?? made())
        .then((table) => (table ? tableCounter(table) : countTokens)));
    return {
        load: () => void bytes.then((kept) => {
            if (!kept)
                void counter();
        }),
        count: async (texts) => texts.map(await counter()),
        close: async () => {
            closed = true;
            await worker?.terminate();
        },
    };
}

;// CONCATENATED MODULE: ./src/core/util/strings.ts
// Numbering strings: the tables that give each distinct string a number, the engine's one way to
// intern names, kinds and signatures (the name index, packs, packed references).
/**
 * A table that numbers strings: the first time a string is asked for, it is appended to `strings`
 * and its number is its place there (strings already in the list when the table is made are not
 * in the table). An open-addressing hash table in typed arrays: interning into a JavaScript Map
 * took 1.0-1.2 s in profiles of a 200,000-file run (600,000 names; the map's table is a heap object
 * that the collector scans); this one probes arrays of numbers, and compares a string's text only
 * when its hash matches.
 */
class StringTable {
    strings;
    /** Per slot: a string's number + 1, or 0 when the slot is empty; and that string's hash. */
    slots;
    hashes;
    size = 0;
    /** Per table of strings another source numbered (see numberIn): the number here of each of its numbers, + 1. */
    fromTables = new Map();
    /** The table numberIn was last asked about, and its numbers: the files of a pack come one after the other. */
    lastTable;
    lastNumbers = new Int32Array(0);
    /** `expected`: how many strings it will number at most, if known (its slots are made for them, not grown by doubling). */
    constructor(strings = [], expected = 0) {
        this.strings = strings;
        let size = 64;
        while (size < expected * 2)
            size *= 2;
        [this.slots, this.hashes] = [new Int32Array(size), new Int32Array(size)];
    }
    /** The number of a string, or undefined when the table has not numbered it. */
    get(text) {
        const at = this.slotOf(text, strings_hashOf(text));
        return this.slots[at] ? this.slots[at] - 1 : undefined;
    }
    /** The number of a string, a new one the first time. */
    numberOf(text) {
        const hash = strings_hashOf(text);
        const at = this.slotOf(text, hash);
        if (this.slots[at])
            return this.slots[at] - 1;
        const number = this.strings.push(text) - 1;
        this.slots[at] = number + 1;
        this.hashes[at] = hash;
        if (++this.size * 2 > this.slots.length)
            this.grow();
        return number;
    }
    /**
     * The number of `table[at]`, a string of a table that many sources share (a pack's): looked up by
     * its text once, then by its number there.
     */
    numberIn(table, at) {
        if (table !== this.lastTable) {
            let numbers = this.fromTables.get(table);
            if (!numbers)
                this.fromTables.set(table, (numbers = new Int32Array(table.length)));
            [this.lastTable, this.lastNumbers] = [table, numbers];
        }
        const numbers = this.lastNumbers;
        if (!numbers[at])
            numbers[at] = this.numberOf(table[at]) + 1;
        return numbers[at] - 1;
    }
    /** The slot that holds a string, or the empty slot where it goes. */
    slotOf(text, hash) {
        const mask = this.slots.length - 1;
        let at = hash & mask;
        while (this.slots[at] && !(this.hashes[at] === hash && this.strings[this.slots[at] - 1] === text))
            at = (at + 1) & mask;
        return at;
    }
    /** Twice the slots, each string moved to its place in them (at most half the slots are full). */
    grow() {
        const [slots, hashes] = [this.slots, this.hashes];
        this.slots = new Int32Array(slots.length * 2);
        this.hashes = new Int32Array(slots.length * 2);
        const mask = this.slots.length - 1;
        for (let i = 0; i < slots.length; i++) {
            if (!slots[i])
                continue;
            let at = hashes[i] & mask;
            while (this.slots[at])
                at = (at + 1) & mask;
            this.slots[at] = slots[i];
            this.hashes[at] = hashes[i];
        }
    }
}
/** A string's 32-bit FNV-1a hash, over its UTF-16 code units, as a signed integer (as an Int32Array keeps it). */
function strings_hashOf(text) {
    let hash = 0x811c9dc5 | 0;
    for (let i = 0; i < text.length; i++)
        hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    return hash;
}

;// CONCATENATED MODULE: ./src/core/util/packed.ts
// A file's tags are kept packed, column by column (see Definitions and References in ./types):
// these make them and read them back as objects.

/** These definitions and references, packed in the same order, their strings in one table. */
function packTags(defs, refs) {
    const table = new StringTable([], Math.min(3 * defs.length + 2 * refs.length, MOST_EXPECTED));
    const id = (text) => table.numberOf(text);
    // A loop, not Int32Array.from with a map function, which goes through an iterator (~0.2 s of a cold Go run).
    const column = (list, value) => {
        const numbers = new Int32Array(list.length);
        for (let i = 0; i < list.length; i++)
            numbers[i] = value(list[i]);
        return numbers;
    };
    return {
        defs: {
            strings: table.strings,
            names: column(defs, (def) => id(def.name)),
            kinds: column(defs, (def) => id(def.kind)),
            lines: column(defs, (def) => def.line),
            endLines: column(defs, (def) => def.endLine),
            signatures: column(defs, (def) => id(def.signature)),
            parents: column(defs, (def) => def.parent ?? -1),
        },
        refs: {
            strings: table.strings,
            names: column(refs, (ref) => id(ref.name)),
            kinds: column(refs, (ref) => id(ref.kind)),
            lines: column(refs, (ref) => ref.line),
        },
    };
}
/** Strings a file's table is made for at most at first (it grows past them). */
const MOST_EXPECTED = 1 << 16;
/**
 * Tables of strings whose signatures are made when first read (a pack's: see textAt), each with the
 * function that makes one.
 */
const madeWhenRead = new WeakMap();
/**
 * Have `make` make the strings missing from `table` when first read (textAt): a pack's table leaves
 * out the signatures that are nothing else (half its strings), which a run mostly never reads.
 */
function makeWhenRead(table, make) {
    madeWhenRead.set(table, (at) => (table[at] = make(at)));
}
/** `strings[at]`, made and kept if the table makes it when first read (see makeWhenRead). */
function textAt(strings, at) {
    return strings[at] ?? madeWhenRead.get(strings)(at);
}
/** The i-th definition as an object. */
function definitionAt({ strings, names, kinds, lines, endLines, signatures, parents }, i) {
    const def = {
        name: strings[names[i]],
        kind: strings[kinds[i]],
        line: lines[i],
        endLine: endLines[i],
        signature: textAt(strings, signatures[i]),
    };
    if (parents[i] >= 0)
        def.parent = parents[i];
    return def;
}
/** The definitions as objects: for the few files a focus, a map or a question looks at. */
function definitionList(defs) {
    return Array.from(defs.names, (_, i) => definitionAt(defs, i));
}
/** The references as objects, all or those of one kind: for the few files a resolver or a question looks at. */
function referenceList({ strings, names, kinds, lines }, kind) {
    const list = [];
    for (let i = 0; i < names.length; i++)
        if (kind === undefined || strings[kinds[i]] === kind)
            list.push({ name: strings[names[i]], kind: strings[kinds[i]], line: lines[i] });
    return list;
}

;// CONCATENATED MODULE: ./src/core/cache/entries.ts

const CACHEABLE_SKIPS = new Set(['binary', 'minified', 'parse-timeout']);
/** What an entry is found by: the language version and the content's SHA. */
function entryKey(languageVersion, sha) {
    return `${languageVersion}/${sha}`;
}
/** Whether an outcome is worth an entry: tags, or a skip the same content would meet again. */
function isWorthKeeping(outcome) {
    return 'tags' in outcome || CACHEABLE_SKIPS.has(outcome.skip);
}
/**
 * An outcome as the text of an entry (undefined for a skip not worth keeping); `parseTimeoutMs` is
 * the time limit it was reached under. A parse worker sends this text: one string crosses between
 * threads for less than the objects it stands for.
 */
function entryText(outcome, parseTimeoutMs) {
    const stored = toStored(outcome, parseTimeoutMs);
    return stored && JSON.stringify(stored);
}
/** The outcome an entry's text holds (checked as a pack's entry is), undefined when malformed. */
function outcomeOfEntryText(text, parseTimeoutMs) {
    try {
        return fromStored(JSON.parse(text), parseTimeoutMs);
    }
    catch {
        return undefined;
    }
}
/** An outcome as an entry's text holds it; undefined for a skip not worth keeping (the file may be readable next time). */
function toStored(outcome, parseTimeoutMs) {
    if ('skip' in outcome) {
        if (!CACHEABLE_SKIPS.has(outcome.skip))
            return undefined;
        return outcome.skip === 'parse-timeout' ? { s: outcome.skip, t: parseTimeoutMs } : { s: outcome.skip };
    }
    return {
        d: definitionList(outcome.tags.defs).map((d) => d.parent === undefined
            ? [d.name, d.kind, d.line, d.endLine, d.signature]
            : [d.name, d.kind, d.line, d.endLine, d.signature, d.parent]),
        r: referenceList(outcome.tags.refs).map(({ name, kind, line }) => [name, kind, line]),
    };
}
/** The outcome a stored entry holds, undefined when malformed (or a parse that ran out of less time than `parseTimeoutMs`). */
function fromStored(value, parseTimeoutMs) {
    if (!value || typeof value !== 'object')
        return undefined;
    const stored = value;
    if (typeof stored.s === 'string') {
        const skip = stored.s;
        if (!CACHEABLE_SKIPS.has(skip))
            return undefined;
        if (skip === 'parse-timeout' && !(typeof stored.t === 'number' && stored.t >= parseTimeoutMs))
            return undefined;
        return { skip };
    }
    if (!Array.isArray(stored.d) || !Array.isArray(stored.r))
        return undefined;
    const defs = [];
    const count = stored.d.length;
    for (const d of stored.d) {
        if (!Array.isArray(d) || (d.length !== 5 && d.length !== 6))
            return undefined;
        const [name, kind, line, endLine, signature, parent] = d;
        if (typeof name !== 'string' || typeof kind !== 'string' || typeof signature !== 'string')
            return undefined;
        if (!Number.isInteger(line) || !Number.isInteger(endLine))
            return undefined;
        if (d.length === 6 && !(Number.isInteger(parent) && parent >= 0 && parent < count && parent !== defs.length))
            return undefined;
        defs.push(d.length === 6 ? { name, kind, line, endLine, signature, parent } : { name, kind, line, endLine, signature });
    }
    const refs = [];
    for (const r of stored.r) {
        if (!Array.isArray(r) || r.length !== 3)
            return undefined;
        const [name, kind, line] = r;
        if (typeof name !== 'string' || typeof kind !== 'string' || !Number.isInteger(line))
            return undefined;
        refs.push({ name, kind, line });
    }
    return { tags: packTags(defs, refs) };
}

;// CONCATENATED MODULE: ./src/core/cache/pack-file.ts







/** A pack's name: the SHA-1 of its bytes. */
const PACK_NAME = /^[0-9a-f]{40}$/;
/** The first bytes of a pack file (see dataFile). */
const PACK_MAGIC = 'RMP4';
/** Numbers per entry in a pack's rows: [definitions at, count, references at, count], or a skip's [-1, reason, time limit or -1, 0]. */
const ENTRY_WIDTH = 4;
const SKIP_ROW = -1;
/** A pack's bytes as a Pack whose first entry is numbered `first`; undefined when its parts do not add up. */
function readPack(bytes, name, first) {
    try {
        const data = readDataFile(bytes, PACK_MAGIC);
        if (!data)
            return undefined;
        const { about, numbers } = data;
        const { s, k, a, g = s } = (about ?? {});
        if (!Number.isInteger(s) || !Number.isInteger(k) || k < 0 || s < k)
            return undefined;
        if (!Number.isInteger(a) || a < 0 || a > data.text.length)
            return undefined;
        if (!Number.isInteger(g) || g < k || g > s)
            return undefined;
        const [strings, entries, made] = [s, k, g];
        if (strings + entries * ENTRY_WIDTH > numbers.length)
            return undefined;
        const table = readStrings(data.text, a, numbers, strings, made);
        return table && { name, first, entries, strings: table, made, numbers, rows: strings };
    }
    catch {
        return undefined;
    }
}
/**
 * A pack's table of strings; undefined when their lengths do not add up to its text. The first
 * `strings` numbers are their lengths. The ASCII strings are in the text's first `ascii` bytes,
 * decoded as Latin-1 (the same characters, decoded faster, and kept one byte per character); the
 * others, whose lengths are negative, in the rest (UTF-8). Each part holds its strings one after the
 * other. The strings from the `made`-th on are signatures and nothing else (see writePack): they are
 * made when first read (see makeWhenRead), from where they start.
 */
function readStrings(text, asciiBytes, numbers, strings, made) {
    const ascii = text.toString('latin1', 0, asciiBytes);
    const others = text.toString('utf8', asciiBytes);
    const table = new Array(strings);
    const starts = new Int32Array(strings - made);
    let [inAscii, inOthers] = [0, 0];
    for (let i = 0; i < strings; i++) {
        const length = numbers[i];
        if (length >= 0) {
            if (inAscii + length > ascii.length)
                return undefined;
            if (i < made)
                table[i] = ascii.slice(inAscii, inAscii + length);
            else
                starts[i - made] = inAscii;
            inAscii += length;
        }
        else {
            if (inOthers - length > others.length)
                return undefined;
            if (i < made)
                table[i] = others.slice(inOthers, inOthers - length);
            else
                starts[i - made] = inOthers;
            inOthers -= length;
        }
    }
    if (inAscii !== ascii.length || inOthers !== others.length)
        return undefined;
    if (made < strings) {
        makeWhenRead(table, (at) => {
            const [from, length] = [starts[at - made], numbers[at]];
            return length >= 0 ? ascii.slice(from, from + length) : others.slice(from, from - length);
        });
    }
    return table;
}
/**
 * Write a pack of these entries; its name, or the error that kept it from being written. A data file
 * (PACK_MAGIC): the JSON part holds the number of strings, of entries, the bytes of the text's
 * ASCII part, and the number of strings that are more than a signature; the text, the strings one
 * after the other (the ASCII ones, then the others: see readPack); the numbers, each string's
 * length, each entry's row (see ENTRY_WIDTH), then the entries' definitions and references. The
 * keys are the table's first strings; the names, kinds and skips come next, and the strings that
 * are signatures and nothing else last (a reader makes those only when it reads them).
 */
function writePack(dir, keys, outcomes) {
    const table = new StringTable([...keys]);
    const made = numberNamesAndKinds(table, keys, outcomes);
    const { rows, data } = entryNumbers(table, keys, outcomes);
    const { text, asciiLength, numbers } = packLayout(table.strings, rows, data);
    const content = data_file_dataFile(PACK_MAGIC, { s: table.strings.length, k: keys.length, a: asciiLength, g: made }, text, numbers);
    const name = files_sha1Hex(content);
    return storage_writeAtomically((0,external_node_path_namespaceObject.join)(dir, `${name}.pack`), content) ?? name;
}
/**
 * Number the skips' reasons, the names and the kinds of the entries in the table, after the keys:
 * the strings numbered after them are signatures and nothing else. How many strings are numbered then.
 */
function numberNamesAndKinds(table, keys, outcomes) {
    const numberColumn = (column, of) => {
        for (let i = 0; i < column.length; i++)
            table.numberIn(of, column[i]);
    };
    for (const key of keys) {
        const { outcome } = outcomes.get(key);
        if ('skip' in outcome) {
            table.numberOf(outcome.skip);
            continue;
        }
        const { defs, refs } = outcome.tags;
        numberColumn(defs.names, defs.strings);
        numberColumn(defs.kinds, defs.strings);
        numberColumn(refs.names, refs.strings);
        numberColumn(refs.kinds, refs.strings);
    }
    return table.strings.length;
}
/**
 * The entries' rows (see ENTRY_WIDTH), pointing into `data`, and their columns one after the other
 * in `data`, made at their final size: strings numbered in the table (each string of a file's table
 * looked up once: see StringTable.numberIn), numbers as they are.
 */
function entryNumbers(table, keys, outcomes) {
    let size = 0;
    for (const key of keys) {
        const { outcome } = outcomes.get(key);
        if ('tags' in outcome)
            size += 6 * outcome.tags.defs.lines.length + 3 * outcome.tags.refs.lines.length;
    }
    const rows = new Int32Array(keys.length * ENTRY_WIDTH);
    const data = new Int32Array(size);
    let end = 0;
    const texts = (column, of) => {
        for (let i = 0; i < column.length; i++)
            data[end++] = table.numberIn(of, column[i]);
    };
    const values = (column) => {
        data.set(column, end);
        end += column.length;
    };
    keys.forEach((key, k) => {
        const row = k * ENTRY_WIDTH;
        const { outcome, parseTimeoutMs } = outcomes.get(key);
        if ('skip' in outcome) {
            rows.set([SKIP_ROW, table.numberOf(outcome.skip), outcome.skip === 'parse-timeout' ? parseTimeoutMs : -1, 0], row);
            return;
        }
        const { defs, refs } = outcome.tags;
        rows.set([end, defs.lines.length], row);
        texts(defs.names, defs.strings);
        texts(defs.kinds, defs.strings);
        values(defs.lines);
        values(defs.endLines);
        // A signature that an entry read from a pack has not made yet is made (only signatures are made when read).
        for (let i = 0; i < defs.signatures.length; i++)
            textAt(defs.strings, defs.signatures[i]);
        texts(defs.signatures, defs.strings);
        values(defs.parents);
        rows.set([end, refs.lines.length], row + 2);
        texts(refs.names, refs.strings);
        texts(refs.kinds, refs.strings);
        values(refs.lines);
    });
    return { rows, data };
}
/**
 * A pack's text and numbers: the ASCII strings' text first, then the others' (see readPack), whose
 * lengths are negative; the numbers, the strings' lengths, then the rows, then the data the rows
 * point into (moved to where the data comes after the lengths and the rows).
 */
function packLayout(strings, rows, data) {
    const at = strings.length + rows.length;
    for (let row = 0; row < rows.length; row += ENTRY_WIDTH) {
        if (rows[row] === SKIP_ROW)
            continue;
        rows[row] += at;
        rows[row + 2] += at;
    }
    const numbers = new Int32Array(at + data.length);
    const [ascii, others] = [[], []];
    strings.forEach((string, i) => {
        const isAscii = /^[\0-\x7f]*$/.test(string);
        (isAscii ? ascii : others).push(string);
        numbers[i] = isAscii ? string.length : -string.length;
    });
    numbers.set(rows, strings.length);
    numbers.set(data, at);
    const asciiText = ascii.join('');
    return { text: asciiText + others.join(''), asciiLength: asciiText.length, numbers };
}
/**
 * A pack's entry as an outcome, checked as fromStored checks a worker's entry; undefined when
 * malformed (or a parse that had less time). Its definitions and references are views of the
 * pack's numbers.
 */
function unpack({ strings, made, numbers, rows }, entry, parseTimeoutMs) {
    const row = rows + entry * ENTRY_WIDTH;
    const [defsAt, defCount, refsAt, refCount] = [numbers[row], numbers[row + 1], numbers[row + 2], numbers[row + 3]];
    if (defsAt === SKIP_ROW)
        return fromStored({ s: strings[defCount], t: refsAt < 0 ? undefined : refsAt }, parseTimeoutMs);
    const fits = (at, count, width) => at >= 0 && count >= 0 && at + count * width <= numbers.length;
    if (!fits(defsAt, defCount, 6) || !fits(refsAt, refCount, 3))
        return undefined;
    // Every string a number names is in the table: the definitions' names and kinds and the
    // references' among those made with it, the signatures anywhere; a container is another
    // definition of the file.
    if (!inRange(numbers, defsAt, defsAt + 2 * defCount, 0, made) ||
        !inRange(numbers, defsAt + 4 * defCount, defsAt + 5 * defCount, 0, strings.length))
        return undefined;
    if (!inRange(numbers, refsAt, refsAt + 2 * refCount, 0, made) ||
        !inRange(numbers, defsAt + 5 * defCount, defsAt + 6 * defCount, -1, defCount))
        return undefined;
    // Views made by the constructor: subarray (which looks up the species of the array) took several times longer.
    const column = (at, count, n) => new Int32Array(numbers.buffer, numbers.byteOffset + (at + n * count) * 4, count);
    const parents = column(defsAt, defCount, 5);
    for (let i = 0; i < defCount; i++)
        if (parents[i] === i)
            return undefined;
    const defs = {
        strings,
        names: column(defsAt, defCount, 0),
        kinds: column(defsAt, defCount, 1),
        lines: column(defsAt, defCount, 2),
        endLines: column(defsAt, defCount, 3),
        signatures: column(defsAt, defCount, 4),
        parents,
    };
    return {
        tags: {
            defs,
            refs: {
                strings,
                names: column(refsAt, refCount, 0),
                kinds: column(refsAt, refCount, 1),
                lines: column(refsAt, refCount, 2),
            },
        },
    };
}
/** Whether the numbers from `from` up to `to` are all from `low` up to, not including, `high`. */
function inRange(numbers, from, to, low, high) {
    for (let i = from; i < to; i++)
        if (numbers[i] < low || numbers[i] >= high)
            return false;
    return true;
}
/**
 * The third number of an entry's row: for a skip, the time limit it was reached under (-1 when it
 * is not a parse that ran out of time); for tags, where its references are (no time limit).
 */
function storedTimeLimit(pack, entry) {
    return pack.numbers[pack.rows + entry * ENTRY_WIDTH + 2];
}

;// CONCATENATED MODULE: ./src/core/cache/lists.ts




/** The largest list a run reads: ~50 bytes a pack, and its sides' bits (see Side). */
const MAX_LIST_BYTES = 16 << 20;
/** Sides a list keeps at most: the run's own, and two others (two branches checked out in turn, and one more). */
const MAX_SIDES = 3;
/** A side no run has written for so long (30 days) goes. */
const SIDE_SECONDS = 30 * 24 * 3600;
/** A run writes its side again when it was written longer ago than this (a day), so that it does not go. */
const REFRESH_SECONDS = 24 * 3600;
/**
 * Write a list of packs: their names, a line each, then its sides (see Side), a line each:
 * `side <stamp> <bits in base64>`; the error that kept it from being written, if any.
 */
function writeList(list, names, sides = []) {
    const lines = [...names, ...sides.map((side) => `side ${side.stamp} ${Buffer.from(side.bits).toString('base64')}`)];
    return storage_writeAtomically(list, lines.map((line) => `${line}\n`).join(''));
}
/** What a list holds (nothing when there is no list, or no readable one), or the error of a directory that cannot be read. */
function readList(list) {
    const file = readSmall(list, MAX_LIST_BYTES);
    if (file instanceof Error)
        return file;
    const lines = Buffer.isBuffer(file) ? file.toString('utf8').split('\n') : [];
    const sides = [];
    for (const line of lines) {
        const side = /^side (\d+) ([A-Za-z0-9+/=]*)$/.exec(line);
        if (side)
            sides.push({ stamp: Number(side[1]), bits: new Uint8Array(Buffer.from(side[2], 'base64')) });
    }
    return { names: lines.filter((name) => PACK_NAME.test(name)), sides };
}
/** The packs the lists in a directory of lists name. */
function namedByLists(dir) {
    const named = new Set();
    try {
        for (const list of (0,external_node_fs_namespaceObject.readdirSync)(dir)) {
            const read = list.endsWith(TEMPORARY) ? undefined : readList((0,external_node_path_namespaceObject.join)(dir, list));
            if (read && !(read instanceof Error))
                for (const name of read.names)
                    named.add(name);
        }
    }
    catch {
        // no lists
    }
    return named;
}
/**
 * What names a checkout's list: for the top of a git work tree, the git directory it shares with
 * the repository's other worktrees (`.git`, or the common directory of a worktree's), so that a
 * new worktree reads the packs of the others; for anything else (a subdirectory, no git), the root.
 */
function listKey(root) {
    const dotGit = (0,external_node_path_namespaceObject.join)(root, '.git');
    try {
        const stat = (0,external_node_fs_namespaceObject.statSync)(dotGit, { throwIfNoEntry: false });
        if (stat?.isDirectory())
            return (0,external_node_fs_namespaceObject.realpathSync)(dotGit);
        if (stat?.isFile()) {
            const gitDir = /^gitdir: (.+)$/m.exec(smallText(dotGit))?.[1];
            if (gitDir) {
                const linked = (0,external_node_path_namespaceObject.resolve)(root, gitDir.trim());
                return (0,external_node_fs_namespaceObject.realpathSync)((0,external_node_path_namespaceObject.resolve)(linked, smallText((0,external_node_path_namespaceObject.join)(linked, 'commondir')).trim()));
            }
        }
    }
    catch {
        // not a worktree of a repository with others (a submodule, a broken link): the root
    }
    return root;
}
/** A small regular file's text (a `.git` file, a `commondir`); throws when there is none. */
function smallText(file) {
    const read = readSmall(file, MAX_LIST_BYTES);
    if (!Buffer.isBuffer(read))
        throw new Error(`${file} is not a small regular file`);
    return read.toString('utf8');
}
/**
 * Remove what killed runs and runs beside each other left: temp files of the packs' and the lists'
 * directories, and packs no list names (`listed`, read after this run wrote its list), once they
 * are stale (see isStaleTemporary). Run when a run writes its list: a pack a list names is never removed.
 */
function collectGarbage(packsDir, listsDir, listed) {
    const orphan = (name) => name.endsWith(TEMPORARY) ||
        (name.endsWith('.pack') && PACK_NAME.test(name.slice(0, -5)) && !listed.has(name.slice(0, -5)));
    for (const [dir, collected] of [
        [packsDir, orphan],
        [listsDir, (name) => name.endsWith(TEMPORARY)],
    ]) {
        let names;
        try {
            names = (0,external_node_fs_namespaceObject.readdirSync)(dir);
        }
        catch {
            continue;
        }
        for (const name of names)
            if (collected(name) && isStaleTemporary((0,external_node_path_namespaceObject.join)(dir, name)))
                removeFile((0,external_node_path_namespaceObject.join)(dir, name));
    }
}
/**
 * Of the sides of a list: the one that holds every entry the run used when it parsed nothing (a run
 * on that state: the list need not change for it), and the others: not the run's own state as it
 * was (a side that shares at least half of its entries and of the run's, or the one the run is
 * within), nor those no run wrote for SIDE_SECONDS.
 */
function sidesBeside(sides, mine, missing, now) {
    const fresh = sides.filter((side) => now - side.stamp < SIDE_SECONDS);
    const within = missing ? undefined : fresh.find((side) => mine.every((byte, i) => (byte & ~side.bits[i]) === 0));
    const size = countBits(mine) + missing;
    let own = within;
    let most = 0;
    for (const side of own ? [] : fresh) {
        let shared = 0;
        for (let i = 0; i < mine.length; i++)
            shared += BIT_COUNTS[mine[i] & side.bits[i]];
        if (shared > most && 2 * shared >= countBits(side.bits) && 2 * shared >= size)
            [own, most] = [side, shared];
    }
    return { within, others: fresh.filter((side) => side !== own).slice(0, MAX_SIDES - 1) };
}
// Bit sets over the entries of a list's packs, numbered in order (a side's bits, the entries a run used).
const BIT_COUNTS = Uint8Array.from({ length: 256 }, (_, byte) => byte.toString(2).replaceAll('0', '').length);
const bitsLength = (entries) => Math.ceil(entries / 8);
const hasBit = (bits, at) => (bits[at >> 3] & (1 << (at & 7))) !== 0;
const setBit = (bits, at) => void (bits[at >> 3] |= 1 << (at & 7));
const setIf = (bits, at) => at !== undefined && setBit(bits, at);
function countBits(bits) {
    let count = 0;
    for (const byte of bits)
        count += BIT_COUNTS[byte];
    return count;
}

;// CONCATENATED MODULE: ./src/core/cache/packs.ts





/** Packs a checkout reads at most: past it, or when most of what they hold no side uses, they are made into one or two. */
const MAX_PACKS = 8;
/**
 * The packs of one checkout: its list (see lists.ts) and the packs it names (see pack-file.ts).
 * A run reads them all; at its end, what it used that they lack goes into one more, small pack (a
 * changed file's tags), until there are MAX_PACKS or they hold more entries that no side (see Side)
 * uses than the run used: then one pack of what the run used, and one of what the list's other
 * sides use (another branch's, another worktree's), replace them all, and the packs they replaced
 * are deleted unless a list names them. Packs no list names (see collectGarbage) go once stale.
 * Entries are checked when asked for. Two runs that update the same list at once keep one's update:
 * the other's pack is left unlisted (and collected once stale), and its files are parsed again next time.
 */
class Packs {
    dir;
    list;
    packs;
    listed;
    sides;
    /** Each entry key's number: the packs' entries one after the other (see Pack.first). */
    index = new Map();
    /** Per entry number: the time limit of the run's lookup that found it, or -1 when it went unused. */
    used;
    usedCount = 0;
    constructor(dir, list, packs, 
    /** The names the list gave, a pack that could not be read (an older format's, a broken one) among them. */
    listed, 
    /** What the runs of other states of the checkout used (see Side), when every pack listed was read. */
    sides) {
        this.dir = dir;
        this.list = list;
        this.packs = packs;
        this.listed = listed;
        this.sides = sides;
        for (const pack of packs)
            for (let i = 0; i < pack.entries; i++)
                this.index.set(pack.strings[i], pack.first + i);
        this.used = new Int32Array(packs.reduce((sum, pack) => sum + pack.entries, 0)).fill(-1);
    }
    /** The packs a list names (`names`), from their bytes (undefined for a pack that could not be read), with the list's sides. */
    static of(dir, list, names, bytes, sides) {
        const packs = [];
        let entries = 0;
        for (const [i, name] of names.entries()) {
            const pack = bytes[i] && readPack(bytes[i], name, entries);
            if (pack)
                packs.push(pack);
            entries += pack?.entries ?? 0;
        }
        // A side numbers the entries of every pack listed: with one unread, the numbers mean nothing.
        const whole = packs.length === names.length;
        return new Packs(dir, list, packs, names, whole ? sides.filter((side) => side.bits.length === bitsLength(entries)) : []);
    }
    /** The packs read, as paths relative to the cache directory, with their entries' counts. */
    files() {
        return new Map(this.packs.map((pack) => [this.relative(pack.name), pack.entries]));
    }
    relative(name) {
        return `${(0,external_node_path_namespaceObject.basename)(this.dir)}/${name}.pack`;
    }
    has(key) {
        return this.index.has(key);
    }
    get(key, parseTimeoutMs) {
        const at = this.index.get(key);
        if (at === undefined)
            return undefined;
        const pack = this.packs.find((p) => at < p.first + p.entries);
        const outcome = unpack(pack, at - pack.first, parseTimeoutMs);
        // A broken entry (or a parse that had less time) counts as missing: the run's own outcome goes into the next pack.
        if (!outcome)
            this.index.delete(key);
        else
            this.markUsed(at, parseTimeoutMs);
        return outcome;
    }
    markUsed(entry, parseTimeoutMs) {
        if (this.used[entry] < 0)
            this.usedCount++;
        this.used[entry] = parseTimeoutMs;
    }
    /**
     * The keys of the entries the run used, or of those `kept` names (entries of other sides), with
     * their outcomes (read again: a rare need). An entry the run did not use keeps the time limit it
     * was reached under.
     */
    entries(kept) {
        const entries = new Map();
        for (const pack of this.packs) {
            for (let i = 0; i < pack.entries; i++) {
                const at = pack.first + i;
                const stored = storedTimeLimit(pack, i);
                const parseTimeoutMs = kept ? (hasBit(kept, at) ? Math.max(0, stored) : -1) : this.used[at];
                const outcome = parseTimeoutMs < 0 ? undefined : unpack(pack, i, parseTimeoutMs);
                if (outcome)
                    entries.set(pack.strings[i], { outcome, parseTimeoutMs });
            }
        }
        return entries;
    }
    /** The entries this run used, as a side's bits. */
    usedBits() {
        const bits = new Uint8Array(bitsLength(this.used.length));
        for (let at = 0; at < this.used.length; at++)
            if (this.used[at] >= 0)
                setBit(bits, at);
        return bits;
    }
    /**
     * Write what the run used (found, or `parsed`) and the packs lack, and list it; the packs listed
     * then, as files() gives them, or the error that kept them from being written.
     */
    update(parsed) {
        const files = this.files();
        const missing = [];
        for (const [key, { parseTimeoutMs }] of parsed) {
            const at = this.index.get(key);
            if (at === undefined)
                missing.push(key);
            else
                this.markUsed(at, parseTimeoutMs);
        }
        const now = Math.floor(Date.now() / 1000);
        const mine = this.usedBits();
        const { within, others } = sidesBeside(this.sides, mine, missing.length, now);
        // Entries no side uses: older contents of the files, or of files gone.
        const live = new Uint8Array(mine);
        for (const side of others)
            for (let i = 0; i < live.length; i++)
                live[i] |= side.bits[i];
        const used = this.usedCount + missing.length;
        const unused = this.used.length - countBits(live);
        const sidesKept = !!within && now - within.stamp < REFRESH_SECONDS;
        if (!used || (!missing.length && unused <= used && this.packs.length === this.listed.length && sidesKept))
            return files;
        // One more pack of what they lack (none when only the sides change), or, past MAX_PACKS or
        // when most of what they hold is unused, one pack of what the run used and one of what the
        // other sides use in place of them all.
        const update = { parsed, missing, mine, within, others, live, now };
        const listing = this.packs.length < MAX_PACKS && unused <= used ? this.added(update, files) : this.replaced(update);
        return listing instanceof Error ? listing : this.relist(listing);
    }
    /** The packs with one more of what they lack (none when only the sides change), their sides grown to its entries. */
    added({ parsed, missing, mine, within, others, now }, files) {
        const name = missing.length ? writePack(this.dir, missing.sort(compareStrings), parsed) : undefined;
        if (name instanceof Error)
            return name;
        const kept = [...this.packs.map((pack) => pack.name), ...(name ? [name] : [])];
        const total = this.used.length + missing.length;
        const grown = (bits, added) => {
            const more = new Uint8Array(bitsLength(total));
            more.set(bits);
            for (let at = this.used.length; added && at < total; at++)
                setBit(more, at);
            return more;
        };
        const current = within && !missing.length ? within.bits : mine;
        const sides = [
            { stamp: now, bits: grown(current, true) },
            ...others.map((side) => ({ stamp: side.stamp, bits: grown(side.bits, false) })),
        ];
        if (name)
            files.set(this.relative(name), missing.length);
        return { kept, sides, written: files };
    }
    /** One pack of what the run used and one of what the other sides use, in place of them all; the sides renumbered to them. */
    replaced({ parsed, mine, others, live, now }) {
        const theirs = new Uint8Array(live.length);
        for (let i = 0; i < live.length; i++)
            theirs[i] = live[i] & ~mine[i];
        const ownEntries = new Map([...this.entries(), ...parsed]);
        const otherEntries = this.entries(theirs);
        for (const key of ownEntries.keys())
            otherEntries.delete(key);
        const groups = [ownEntries, otherEntries]
            .filter((group) => group.size)
            .map((group) => ({ group, keys: [...group.keys()].sort(compareStrings) }));
        const kept = [];
        for (const { group, keys } of groups) {
            const name = writePack(this.dir, keys, group);
            if (name instanceof Error)
                return name;
            kept.push(name);
        }
        // Entries are numbered in the new packs' order: the sides' bits follow their keys there.
        const order = new Map(groups.flatMap(({ keys }) => keys).map((key, at) => [key, at]));
        const renumbered = (bits) => {
            const moved = new Uint8Array(bitsLength(order.size));
            for (const pack of this.packs)
                for (let i = 0; i < pack.entries; i++)
                    if (hasBit(bits, pack.first + i))
                        setIf(moved, order.get(pack.strings[i]));
            return moved;
        };
        const own = new Uint8Array(bitsLength(order.size));
        for (const key of ownEntries.keys())
            setIf(own, order.get(key));
        const sides = [
            { stamp: now, bits: own },
            ...others.map((side) => ({ stamp: side.stamp, bits: renumbered(side.bits) })),
        ];
        return { kept, sides, written: new Map(groups.map(({ keys }, i) => [this.relative(kept[i]), keys.length])) };
    }
    /** Write the list, then remove what no list names any more; the packs listed, or the error that kept the list from being written. */
    relist({ kept, sides, written }) {
        const error = writeList(this.list, kept, sides);
        if (error)
            return error;
        // The packs the list no longer names (replaced, or unreadable), unless a list names them now
        // (another checkout's, or this one's as a run beside this one wrote it).
        const gone = this.listed.filter((old) => !kept.includes(old));
        const listed = namedByLists((0,external_node_path_namespaceObject.dirname)(this.list));
        for (const old of gone)
            if (!listed.has(old))
                removeFile((0,external_node_path_namespaceObject.join)(this.dir, `${old}.pack`));
        collectGarbage(this.dir, (0,external_node_path_namespaceObject.dirname)(this.list), listed);
        return written;
    }
}

;// CONCATENATED MODULE: ./src/core/cache/tag-cache.ts









/**
 * Bump when the shape or meaning of extracted tags changes, or how the cache keeps them (not for
 * query edits: the query text is part of every language's version already); docs/caching.md keeps
 * the history of formats.
 */
const TAG_FORMAT = 12;
/**
 * Content-addressed tags, kept in *packs*: each entry is the outcome of one content in one language
 * version (its tags, or a skip worth keeping), keyed by the two; a pack is a file of many entries,
 * named by the SHA-1 of its bytes, in `tags-v<format>/`. A pack never changes once written (it is
 * written to a temp file and renamed), so runs and branches can share the directory.
 *
 * Which packs a run reads is a checkout's *list* (see Packs), in `checkouts-v<format>/`: the packs
 * its runs wrote. A run adds a pack of what it parsed; the entries of the other packs in the
 * directory (other repositories') are not read. Worktrees of one repository share a list (see
 * listKey); a repository's first run in a new clone parses it all. Anything unreadable or
 * malformed is a miss: the file is parsed, and its entry goes into the next pack. A pack is checked
 * against its name when read; only regular files are read. A directory that cannot be read or
 * written costs the run its cache, never its map (see failed).
 */
class TagCache {
    dir;
    warn;
    /** What this run parsed, by entry key: for the packs (what it found there, they keep count of). */
    parsed = new Map();
    packs;
    /** Set when the directory could not be read or written: the run goes on without it (see failed). */
    off = false;
    /**
     * The packs the checkout reads (after closePacks: with the one the run added), as paths relative
     * to the directory, with how many entries each holds: what a run used, so that whoever keeps the
     * directory (the Action's saved cache) can keep just those.
     */
    files = new Map();
    /** `warn`: told once when the directory cannot be used, and once when damaged packs were found. */
    constructor(dir, warn = () => { }) {
        this.dir = dir;
        this.warn = warn;
    }
    /** The outcome cached for a content; a parse that ran out of time counts only if it had at least `parseTimeoutMs`. */
    get(languageVersion, sha, parseTimeoutMs) {
        return this.packs?.get(entryKey(languageVersion, sha), parseTimeoutMs);
    }
    /** Whether the packs hold an outcome for a content (it may still be found broken, or short of time, when asked for). */
    has(languageVersion, sha) {
        return !!this.packs?.has(entryKey(languageVersion, sha));
    }
    /** An outcome this run parsed: it goes into the next pack, unless the file was edited as it was read (see parseJob) or the skip is not worth keeping. */
    remember(languageVersion, sha, outcome, parseTimeoutMs) {
        if (!outcome.edited && isWorthKeeping(outcome))
            this.parsed.set(entryKey(languageVersion, sha), { outcome, parseTimeoutMs });
    }
    /**
     * Read the packs of this checkout, if it has any. Their bytes are read and checked against their
     * names off this thread (see readWhole, verified): start it early, and do other work until it
     * resolves (it never rejects). A pack whose bytes are not what it is named for is deleted, and its
     * files parsed again.
     */
    async openPacks(root) {
        const list = this.listOf(root);
        const listed = this.read(readList(list));
        if (!listed)
            return;
        const { names, sides } = listed;
        const files = await Promise.all(names.map((name) => readWhole(this.packPath(name), MAX_PACK_BYTES).then((file) => verified(file, name))));
        if (files.some((file) => this.read(file) === undefined))
            return;
        const damaged = names.filter((_, i) => files[i] === 'damaged');
        for (const name of damaged)
            removeFile(this.packPath(name));
        if (damaged.length)
            this.warn(`${damaged.length} damaged pack(s) in the tag cache in ${this.dir} (their bytes are not what they are named for): deleted, and their files parsed again`);
        this.packs = Packs.of(this.packsDir(), list, names, files.map((file) => (Buffer.isBuffer(file) ? file : undefined)), sides);
        this.files = this.packs.files();
    }
    /** A file read from the directory, or undefined when it could not be (the run goes on without the cache). */
    read(file) {
        if (!(file instanceof Error))
            return file;
        this.failed('read', file);
        return undefined;
    }
    /**
     * The directory cannot be read or written: the run goes on without it (nothing more is read or
     * written), and says so once, with what to do. Any errno: a cache costs speed when it fails, never a run.
     */
    failed(doing, error) {
        if (this.off)
            return;
        this.off = true;
        this.packs = undefined;
        const code = error.code ?? error.message;
        const fix = ['EACCES', 'EPERM', 'EROFS'].includes(code)
            ? 'fix its permissions'
            : ['ENOSPC', 'EDQUOT'].includes(code)
                ? 'free some disk space'
                : 'make it a directory you can write';
        const outcome = doing === 'read'
            ? 'this run parsed every file and kept nothing'
            : 'what this run parsed is not kept, and the next run parses it again';
        this.warn(`cannot ${doing} the tag cache in ${this.dir} (${code}): ${fix}, or pass --cache-dir with another directory, or --no-cache; ${outcome}`);
    }
    /** Whether runs on this checkout have left packs: it was mapped before, and most of it will be read from them. */
    hasPacks(root) {
        return (0,external_node_fs_namespaceObject.existsSync)(this.listOf(root));
    }
    /**
     * Make this checkout's list name every pack in the directory: for a directory that holds the
     * cache of one repository only (the Action's, restored from the cache service), where the
     * checkout that wrote the packs may have been at another path.
     */
    adoptPacks(root) {
        const names = [];
        try {
            for (const file of (0,external_node_fs_namespaceObject.readdirSync)(this.packsDir())) {
                const name = (0,external_node_path_namespaceObject.basename)(file, '.pack');
                if (name !== file && PACK_NAME.test(name))
                    names.push(name);
            }
        }
        catch {
            // no packs
        }
        if (names.length)
            writeList(this.listOf(root), names.sort(compareStrings));
    }
    /** Where the packs are. */
    packsDir() {
        return (0,external_node_path_namespaceObject.join)(this.dir, `tags-v${TAG_FORMAT}`);
    }
    packPath(name) {
        return (0,external_node_path_namespaceObject.join)(this.packsDir(), `${name}.pack`);
    }
    listOf(root) {
        return (0,external_node_path_namespaceObject.join)(this.dir, `checkouts-v${TAG_FORMAT}`, files_sha1Hex(listKey(root)));
    }
    /** Add what this run used and the packs lack to them (see Packs.update), and let go of what was read. */
    closePacks() {
        if (this.packs && !this.off) {
            const written = this.packs.update(this.parsed);
            if (written instanceof Error)
                this.failed('write', written);
            else
                this.files = written;
        }
        this.packs = undefined;
    }
}
/** The largest pack a run reads: a bigger file is not one this engine wrote (a pack of 100,000 files is ~100 MB). */
const MAX_PACK_BYTES = 1 << 30;
/**
 * A pack's bytes when they are what it is named for (their SHA-1, computed off this thread);
 * 'damaged' when not, or when it is not a regular file. A pack there is none of is left to the list.
 */
async function verified(file, name) {
    if (file === 'not-a-file')
        return 'damaged';
    if (!Buffer.isBuffer(file))
        return file;
    return (await sha1Off(file)) === name ? file : 'damaged';
}
/** The SHA-1 of some bytes, in hex: by WebCrypto, whose digests run on libuv's threads, where it has it. */
async function sha1Off(bytes) {
    const subtle = globalThis.crypto?.subtle;
    if (!subtle)
        return files_sha1Hex(bytes);
    return Buffer.from(await subtle.digest('SHA-1', bytes)).toString('hex');
}
/**
 * Whether a name at the top of a cache directory holds what runs derive from the packs, not tags:
 * the checkouts' lists and the encoder's table (see ./encoder), and the memo of token counts that
 * earlier versions kept (`pieces-*`).
 */
function isDerivedData(name) {
    return name.startsWith('checkouts-') || name.startsWith('pieces-') || name.startsWith('ranks-');
}

;// CONCATENATED MODULE: ./src/core/extract/assets.ts


/** The name of the bundle's list of grammar hashes, in dist/wasm. */
const GRAMMAR_HASHES = 'grammars.json';
let cached;
function assetDirs() {
    if (cached)
        return cached;
    const here = __dirname;
    const bundled = (0,external_node_path_namespaceObject.join)(here, 'wasm');
    if ((0,external_node_fs_namespaceObject.existsSync)((0,external_node_path_namespaceObject.join)(bundled, 'tree-sitter.wasm'))) {
        cached = {
            runtimeWasm: (0,external_node_path_namespaceObject.join)(bundled, 'tree-sitter.wasm'),
            grammarFile: (spec) => (0,external_node_path_namespaceObject.join)(bundled, bundledGrammarPath(spec)),
            queriesDir: (0,external_node_path_namespaceObject.join)(here, 'queries'),
            grammarHashes: (0,external_node_path_namespaceObject.join)(bundled, GRAMMAR_HASHES),
        };
    }
    else {
        const root = (0,external_node_path_namespaceObject.resolve)(here, '..', '..', '..');
        const modules = (0,external_node_path_namespaceObject.join)(root, 'node_modules');
        cached = {
            runtimeWasm: __nccwpck_require__.ab + "tree-sitter.wasm",
            grammarFile: (spec) => __nccwpck_require__.ab + "node_modules/" + spec.source + '/out/' + spec.grammar,
            queriesDir: __nccwpck_require__.ab + "queries",
        };
    }
    return cached;
}
/** Where scripts/build.ts puts a grammar in the bundle, relative to dist/wasm (with forward slashes on every system). */
function bundledGrammarPath(spec) {
    return `${spec.source}/${spec.grammar}`;
}

;// CONCATENATED MODULE: ./src/core/extract/wasm-imports.ts
// Grammar .wasm files are side modules: their imports are resolved against web-tree-sitter's runtime.
/**
 * tree-sitter-bash's scanner imports libc's `isalpha`, which web-tree-sitter's runtime does not
 * export: the first `case` or `[[ a == b ]]` throws "resolved is not a function". Its wide
 * version is exported and agrees on ASCII: point the import at it.
 */
const IMPORT_RENAMES = { isalpha: 'iswalpha' };
function withRuntimeImports(wasm) {
    const readU32 = (at) => {
        let value = 0;
        let shift = 0;
        let byte;
        do {
            byte = wasm[at++];
            value |= (byte & 0x7f) << shift;
            shift += 7;
        } while (byte & 0x80);
        return [value >>> 0, at];
    };
    const u32 = (n) => {
        const out = [];
        do {
            let byte = n & 0x7f;
            n >>>= 7;
            if (n)
                byte |= 0x80;
            out.push(byte);
        } while (n);
        return out;
    };
    for (let at = 8; at < wasm.length;) {
        const id = wasm[at];
        const [size, bodyStart] = readU32(at + 1);
        const end = bodyStart + size;
        if (id !== 2) {
            at = end;
            continue;
        }
        // The import section: rewrite it with the renamed function imports.
        const [count, first] = readU32(bodyStart);
        const body = u32(count);
        let p = first;
        let renamed = false;
        for (let i = 0; i < count; i++) {
            const moduleStart = p;
            const [moduleLength, moduleName] = readU32(p);
            p = moduleName + moduleLength;
            const moduleBytes = wasm.subarray(moduleStart, p);
            const [fieldLength, fieldStart] = readU32(p);
            const field = Buffer.from(wasm.subarray(fieldStart, fieldStart + fieldLength)).toString('utf8');
            p = fieldStart + fieldLength;
            const kind = wasm[p];
            const descriptorStart = p++;
            if (kind === 0)
                p = readU32(p)[1]; // function: type index
            else if (kind === 1) {
                p++;
                const flags = wasm[p++];
                p = readU32(p)[1];
                if (flags & 1)
                    p = readU32(p)[1];
            } // table
            else if (kind === 2) {
                const flags = wasm[p++];
                p = readU32(p)[1];
                if (flags & 1)
                    p = readU32(p)[1];
            } // memory
            else if (kind === 3)
                p += 2; // global: type, mutability
            const name = kind === 0 && IMPORT_RENAMES[field] ? IMPORT_RENAMES[field] : field;
            if (name !== field)
                renamed = true;
            const nameBytes = Buffer.from(name, 'utf8');
            body.push(...moduleBytes, ...u32(nameBytes.length), ...nameBytes, ...wasm.subarray(descriptorStart, p));
        }
        if (!renamed)
            return wasm;
        const header = [2, ...u32(body.length)];
        const out = new Uint8Array(at + header.length + body.length + (wasm.length - end));
        out.set(wasm.subarray(0, at), 0);
        out.set(header, at);
        out.set(body, at + header.length);
        out.set(wasm.subarray(end), at + header.length + body.length);
        return out;
    }
    return wasm;
}

;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");
;// CONCATENATED MODULE: ./src/core/extract/wasm-tier.ts
// Compiling web-tree-sitter's WebAssembly on a chosen tier, module by module, where V8 allows it.
//
// V8 before 13 (Node 20 and 22) reads `--liftoff-only` as it compiles a module (a module compiled
// with it stays on Liftoff) and again whenever a hot function would be optimized (so the process
// runs without it). V8 keeps a compiled module by its bytes (its native module cache): the module
// compiled here is the one web-tree-sitter's own compile of the same bytes gets, in every thread.
// The flag is the process's: a compile holds a lock shared by the threads while it is set.

/** The lock of this process's compiles on a chosen tier, shared with its parse threads (see adoptTierLock). */
let lock;
/**
 * Compile modules on chosen tiers in this thread from now on, under the process's lock: `shared`
 * (from the thread that started this one, or the entry point's choice), or a new lock. The parse
 * threads started from then on do the same (see sharedTierLock). Returns the lock.
 */
function adoptTierLock(shared) {
    lock ??= new Int32Array(shared ?? new SharedArrayBuffer(4));
    return lock.buffer;
}
/** The lock, for a thread this one starts, when this thread compiles modules on chosen tiers. */
function sharedTierLock() {
    return lock?.buffer;
}
/** Whether this thread compiles modules on chosen tiers (see adoptTierLock). */
function choosesTiers() {
    return lock !== undefined;
}
/**
 * `bytes` compiled on `tier`, to be kept until web-tree-sitter has compiled the same bytes (it then
 * gets this module from V8's cache); undefined when this thread does not choose tiers.
 */
function compileOnTier(bytes, tier) {
    if (!lock)
        return undefined;
    while (Atomics.compareExchange(lock, 0, 0, 1) !== 0)
        Atomics.wait(lock, 0, 1, 50);
    try {
        if (tier === 'liftoff')
            (0,external_node_v8_namespaceObject.setFlagsFromString)('--liftoff-only');
        return new WebAssembly.Module(bytes);
    }
    finally {
        if (tier === 'liftoff')
            (0,external_node_v8_namespaceObject.setFlagsFromString)('--no-liftoff-only');
        Atomics.store(lock, 0, 0);
        Atomics.notify(lock, 0, 1);
    }
}

;// CONCATENATED MODULE: ./src/core/extract/grammars.ts







// web-tree-sitter's ESM build breaks inside an ncc bundle; its CommonJS build works in both.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const TreeSitter = __nccwpck_require__(778);
let runtime;
const loaded = new Map();
/**
 * The last grammar load of this thread: each load waits for the one before it. Two loads of
 * different grammars that interleave in one thread fail at random inside web-tree-sitter's dynamic
 * linker on Node 20 ("bad export type for 'tree_sitter_<lang>_external_scanner_create'",
 * tree-sitter/tree-sitter#2338), and a failed load can spoil the thread's later loads.
 */
let lastLoad = Promise.resolve();
/**
 * Initialise the WASM runtime once per thread. Where this thread chooses tiers (see wasm-tier.ts),
 * the runtime gets V8's optimizing tier: its functions are small and hot in every parse.
 */
function initRuntime() {
    if (!runtime) {
        const { runtimeWasm } = assetDirs();
        const compiled = choosesTiers() ? compileOnTier((0,external_node_fs_namespaceObject.readFileSync)(runtimeWasm), 'optimizing') : undefined;
        runtime = TreeSitter.Parser.init({ locateFile: () => runtimeWasm }).then(() => void compiled);
    }
    return runtime;
}
/** The source text of a language's tags query (its query files concatenated). */
function querySource(id) {
    const { queriesDir } = assetDirs();
    return languageById(id)
        .queries.map((file) => (0,external_node_fs_namespaceObject.readFileSync)((0,external_node_path_namespaceObject.join)(queriesDir, file), 'utf8'))
        .join('\n');
}
const versions = new Map();
/**
 * A short hash that changes whenever what a language's tags would be changes: the query text,
 * the grammar file (where it comes from and its bytes) and the tag format. Part of every cache
 * key, so stale entries are never read.
 */
function languageVersion(id, tagFormat) {
    const key = `${id}:${tagFormat}`;
    let version = versions.get(key);
    if (!version) {
        const spec = languageById(id);
        version = versionOf(tagFormat, `${spec.source}/${spec.grammar}`, grammarHash(spec), querySource(id));
        versions.set(key, version);
    }
    return version;
}
/** The hash of languageVersion, from its parts (the grammar's by grammarHash). */
function versionOf(tagFormat, grammarName, grammarHash, query) {
    return files_sha1Hex(`${tagFormat}\0${grammarName}\0${grammarHash}\0${query}`).slice(0, 12);
}
let bundledHashes;
/**
 * The SHA-1 of a language's grammar file: from the bundle's list when it has the file (a warm run
 * would otherwise read and hash megabytes of grammars at every start), else from its bytes.
 */
function grammarHash(spec) {
    const { grammarHashes, grammarFile } = assetDirs();
    if (grammarHashes && !bundledHashes) {
        try {
            bundledHashes = JSON.parse((0,external_node_fs_namespaceObject.readFileSync)(grammarHashes, 'utf8'));
        }
        catch {
            bundledHashes = {}; // no list: every grammar is hashed
        }
    }
    const listed = bundledHashes?.[bundledGrammarPath(spec)];
    return typeof listed === 'string' ? listed : files_sha1Hex((0,external_node_fs_namespaceObject.readFileSync)(grammarFile(spec)));
}
/**
 * Load a grammar and compile its tags query, once per thread (and once for languages that share
 * both, such as TypeScript and the script blocks of Vue files). A query that does not compile throws.
 */
function loadLanguage(id) {
    const { source, grammar, queries } = languageById(id);
    const key = `${source}/${grammar}:${queries.join(',')}`;
    let promise = loaded.get(key);
    if (!promise) {
        promise = lastLoad.then(async () => {
            const spec = languageById(id);
            const language = await loadGrammar(spec);
            let query;
            try {
                query = new TreeSitter.Query(language, querySource(id));
            }
            catch (error) {
                throw new GrammarLoadError(id, `the tags query for ${id} (${spec.queries.join(', ')}) does not compile: ${error.message}`);
            }
            return { id, language, query };
        });
        lastLoad = promise.catch(() => { });
        loaded.set(key, promise);
    }
    return promise;
}
/**
 * A language's grammar, loaded into this thread's runtime (without its query: see loadLanguage,
 * which loads each once); compiled for Liftoff only where this thread chooses tiers: no grammar's
 * optimizing tier was measured to pay for itself (docs/performance.md, "WebAssembly tiers").
 */
async function loadGrammar(spec) {
    await initRuntime();
    try {
        const bytes = withRuntimeImports((0,external_node_fs_namespaceObject.readFileSync)(assetDirs().grammarFile(spec)));
        const compiled = compileOnTier(bytes, 'liftoff');
        const language = await TreeSitter.Language.load(bytes);
        void compiled; // kept until here: web-tree-sitter's compile of the same bytes got it from V8's cache
        return language;
    }
    catch (error) {
        throw new GrammarLoadError(spec.id, `the grammar ${spec.source}/${spec.grammar} does not load: ${error.message}`);
    }
}
/** A language that cannot be used in this thread: its grammar did not load, or its query did not compile. */
class GrammarLoadError extends Error {
    language;
    constructor(language, message) {
        super(message);
        this.language = language;
        this.name = 'GrammarLoadError';
    }
}
function newParser() {
    return new TreeSitter.Parser();
}

;// CONCATENATED MODULE: ./src/core/extract/containers.ts
// Members under their containers: which definition of a file holds which.
/** Kinds of definitions that hold others: members are shown under them. */
const CONTAINER_KINDS = new Set([
    'class',
    'struct',
    'interface',
    'trait',
    'impl',
    'enum',
    'union',
    'module',
    'type',
]);
/**
 * Each definition's container: the innermost definition of a container kind whose node encloses
 * its node, else (Go's methods, outside their type) the container of the name its `@container`
 * capture gives, when the file defines it. Sets `parent` to the container's index in `found`.
 */
function linkContainers(found) {
    const order = found
        .map((_, i) => i)
        .sort((a, b) => found[a].start - found[b].start || found[b].end - found[a].end || a - b);
    const open = [];
    for (const i of order) {
        while (open.length && found[open[open.length - 1]].end < found[i].end)
            open.pop();
        const top = open[open.length - 1];
        if (top !== undefined && (found[top].start < found[i].start || found[i].end < found[top].end))
            found[i].def.parent = top;
        if (CONTAINER_KINDS.has(found[i].def.kind))
            open.push(i);
    }
    const byName = new Map();
    found.forEach((f, i) => {
        if (CONTAINER_KINDS.has(f.def.kind) && !byName.has(f.def.name))
            byName.set(f.def.name, i);
    });
    for (const f of found) {
        const parent = f.container === undefined ? undefined : byName.get(f.container);
        if (f.def.parent === undefined && parent !== undefined && found[parent] !== f)
            f.def.parent = parent;
    }
}

;// CONCATENATED MODULE: ./src/core/extract/heads.ts

/** Longest signature kept, in characters; longer heads are cut with an ellipsis. */
const MAX_SIGNATURE = 120;
/**
 * Longest value shown after the `=` of a head without a body (a constant, a type alias), in
 * characters: a long array or table literal says less per token than another definition.
 */
const MAX_VALUE = 60;
const CALL_ARGUMENTS = new Set(['arguments', 'argument_list']);
/*
 * A container (see CONTAINER_KINDS; a type alias aside) whose syntax tree gives its body no node
 * (Solidity's `enum E {`, Zig's `const S = struct {`, a Lua module's table, Objective-C's
 * `NS_ENUM(…) {`): its first `{` outside any bracket of the head opens the body, unless the braces
 * close on the same line (`enum { a, b }`, `{}`): then they are a value, shown.
 */
const BRACED_KINDS = new Set([...CONTAINER_KINDS].filter((kind) => kind !== 'type'));
/**
 * An outline entry's signature: the line that names it as written (`## Install`, `- name: Build`,
 * `.nav > a:hover`), from the start of that line to the end of the name's last line or to the
 * body, whitespace collapsed, without the `{`, `[` or `:` that opens the body (nor a JSON `,`).
 */
function outlineSignature(source, nameNode, body) {
    const start = lineStartOf(source, nameNode.startIndex);
    let end = source.indexOf('\n', nameNode.endIndex);
    if (end < 0)
        end = source.length;
    if (body && body.startIndex >= nameNode.endIndex && body.startIndex < end)
        end = body.startIndex;
    const text = source
        .slice(start, end)
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/(\s*[{[:,])+$/, '');
    return clip(text) || nameNode.text;
}
/**
 * The head of a declaration joined onto one line: from the line that carries the declaration
 * (decorators, attributes and comments above it left out) to the start of its body, all of its
 * lines (generic parameters, parameter lists spread over lines, return types, `extends` and
 * `where` clauses); without a body (a field, a type alias, a constant, a prototype), to the end of
 * the line where no bracket is open and no operator waits for more, so a type alias or a constant
 * shows as much of its value as the limit allows. The language's syntax names its comment and body nodes.
 */
function signatureOf(source, syntax, defNode, nameNode, bodyNode, kind = '') {
    const start = headStart(source, defNode.startIndex, nameNode.startIndex);
    const found = bodyNode ?? findBody(syntax, defNode, nameNode.endIndex);
    // A `;` of the declaration's own before any body ends it (C#'s `namespace App;`, whose node holds
    // the declarations after it): a body past it belongs to another declaration.
    const semicolon = bodyNode
        ? undefined
        : statementEnd(defNode, nameNode.endIndex, found?.startIndex ?? defNode.endIndex);
    if (semicolon !== undefined)
        return clip(headText(source, syntax, defNode, start, semicolon, nameNode.startIndex)) || nameNode.text;
    const body = found;
    const end = body ? Math.min(body.startIndex, start + HEAD_SCAN) : headEnd(source, defNode, start, nameNode.endIndex);
    const brace = bodyNode || !BRACED_KINDS.has(kind) ? undefined : openingBrace(source, defNode, nameNode.endIndex, end);
    const text = headText(source, syntax, defNode, start, brace ?? end, nameNode.startIndex);
    // A head that stops at its body has no value to cut. A body found inside a value (an object in an
    // array: `const routes = [{ … }]`) is not where the head ends: the value is shown instead, cut.
    if (body && (bodyNode || !endsOpen(text)))
        return clip(text) || nameNode.text;
    const head = body
        ? headText(source, syntax, defNode, start, headEnd(source, defNode, start, nameNode.endIndex), nameNode.startIndex)
        : text;
    return clip(withValueCut(head, nameNode.text)) || nameNode.text;
}
/** Where the first `;` among the declaration's own children, between `from` and `to`, starts, if one does and more of the declaration follows it. */
function statementEnd(defNode, from, to) {
    for (const child of defNode.children) {
        if (!child || child.startIndex < from)
            continue;
        if (child.startIndex >= to)
            return undefined;
        if (child.type === ';')
            return child.endIndex < defNode.endIndex ? child.startIndex : undefined;
    }
    return undefined;
}
/** A head with the value after its `=` (the first outside brackets past the name) cut at MAX_VALUE. */
function withValueCut(text, name) {
    let depth = 0;
    for (let i = Math.max(0, text.indexOf(name)) + name.length; i < text.length; i++) {
        const c = text[i];
        if ('([{<'.includes(c))
            depth++;
        else if (')]}>'.includes(c) && text[i - 1] !== '=')
            depth = Math.max(0, depth - 1);
        else if (c === '=' &&
            depth === 0 &&
            !'=!<>+-*/%&|^:'.includes(text[i - 1]) &&
            text[i + 1] !== '=' &&
            text[i + 1] !== '>') {
            const value = text.slice(i + 1).trim();
            return value.length > MAX_VALUE ? `${text.slice(0, i + 1)} ${clip(value, MAX_VALUE)}` : text;
        }
    }
    return text;
}
/** The first `{` token between `from` and `to` that no bracket of the declaration holds, unless its `}` is on its line. */
function openingBrace(source, defNode, from, to) {
    for (let i = source.indexOf('{', from); i >= 0 && i < to; i = source.indexOf('{', i + 1)) {
        const token = defNode.descendantForIndex(i, i + 1);
        if (token?.type !== '{' || token.startIndex !== i || insideBrackets(source, defNode, i))
            continue;
        let close = token.nextSibling;
        while (close && close.type !== '}')
            close = close.nextSibling;
        return close && close.startPosition.row === token.startPosition.row ? undefined : i;
    }
    return undefined;
}
/** How far past its start a head is read, in characters of source (indentation included). */
const HEAD_SCAN = 8 * MAX_SIGNATURE;
/** The head from `start` to `end`, comments out, whitespace collapsed, the punctuation that opens a body or ends a statement stripped. */
function headText(source, syntax, defNode, start, end, nameStart) {
    let text = withoutInnerParts(source, syntax, defNode, start, end, nameStart)
        .replace(/\s+/g, ' ')
        .replace(/([([]) /g, '$1')
        .replace(/,? ([)\]])/g, '$1')
        // A type parameter list spread over lines: `Handler<\n  E,\n>` reads `Handler<E>`.
        .replace(/(\w)< /g, '$1<')
        .replace(/, >(?![=>])/g, '>')
        .trim();
    // Punctuation that opens the body or ends the statement says nothing: strip it, repeatedly
    // (`X = {` → `X`, `int f(int);` → `int f(int)`, a macro's trailing `\`, Haskell's `class C a where`).
    for (let previous = ''; previous !== text;) {
        previous = text;
        text = text.replace(/\s*(\{|:|=>|=|->|;\s*end|;|,|\\|\bdo|\bthen|\bbegin|\bwhere)$/, '').trim();
    }
    return text;
}
/** An open bracket, or an operator that expects more after it: a head that ends so was cut too early. */
const DANGLING_END = /(?:[([{<,=|&+\-*/%^~:.]|=>|->)$/;
function endsOpen(text) {
    return DANGLING_END.test(text);
}
/**
 * A text cut to `limit` characters: past it, cut back so that it ends on neither an open bracket
 * nor an operator (nor half of a surrogate pair), and marked with an ellipsis.
 */
function clip(text, limit = MAX_SIGNATURE) {
    if (text.length <= limit)
        return text;
    let cut = text.slice(0, limit - 1);
    if (/[\ud800-\udbff]$/.test(cut))
        cut = cut.slice(0, -1);
    for (let previous = ''; previous !== cut;) {
        previous = cut;
        cut = cut.replace(/(?:\s+|[([{<,=|&+\-*/%^~:.;]|=>|->)$/, '');
    }
    return `${cut || text.slice(0, limit - 1)}…`;
}
/**
 * The head's text without comments, and with a body that comes before the name
 * (`typedef struct {…} name`) shown as `{…}`.
 */
function withoutInnerParts(source, { comments, bodies }, defNode, start, end, nameStart) {
    const cuts = [];
    // Only the head's rows are searched: a class's comments are not walked for its signature.
    let rows = 0;
    for (let i = defNode.startIndex; i < end; i++)
        if (source.charCodeAt(i) === 10)
            rows++;
    const until = { row: defNode.startPosition.row + rows + 1, column: 0 };
    for (const comment of defNode.descendantsOfType(comments, defNode.startPosition, until)) {
        if (comment && comment.startIndex >= start && comment.endIndex <= end)
            cuts.push([comment.startIndex, comment.endIndex, ' ']);
    }
    for (const child of defNode.namedChildren) {
        if (!child || child.startIndex < start || child.endIndex > nameStart)
            continue;
        const inner = bodies.has(child.type)
            ? child
            : child.namedChildren.find((c) => c && bodies.has(c.type) && c.endIndex <= nameStart);
        if (inner && inner.startIndex >= start)
            cuts.push([inner.startIndex, inner.endIndex, '{…}']);
    }
    cuts.sort((a, b) => a[0] - b[0]);
    let text = '';
    let at = start;
    for (const [from, to, replacement] of cuts) {
        if (from < at)
            continue;
        text += source.slice(at, from) + replacement;
        at = to;
    }
    return text + source.slice(at, end);
}
function lineStartOf(source, index) {
    return source.lastIndexOf('\n', index - 1) + 1;
}
function headStart(source, defStart, nameStart) {
    // `export const f = () => …` captured on the declarator: take in the keywords before it.
    const lineStart = lineStartOf(source, defStart);
    let start = defStart;
    const prefix = source.slice(lineStart, defStart);
    if (/^[\w\s$]*$/.test(prefix))
        start = lineStart + (prefix.length - prefix.trimStart().length);
    // Skip whole lines of decorators, attributes and comments that precede the line of the name.
    const nameLine = lineStartOf(source, nameStart);
    while (start < nameLine) {
        const lineEnd = source.indexOf('\n', start);
        if (lineEnd < 0 || lineEnd >= nameLine)
            break;
        const line = source.slice(start, lineEnd).trim();
        if (!/^(@|#\[|#!\[|\/\/|\/\*|\*|\[|--|#)/.test(line) && line !== '')
            break;
        start = lineEnd + 1;
        while (start < nameLine && (source[start] === ' ' || source[start] === '\t'))
            start++;
    }
    return start;
}
const MEMBER_TYPES = new Set(['struct_type', 'interface_type']);
function findBody({ bodies }, defNode, after) {
    const field = defNode.childForFieldName('body');
    // A Rust tuple struct's `(u8, String)` sits in the body field but belongs to its head.
    if (field && field.startIndex >= after && field.type !== 'ordered_field_declaration_list')
        return field;
    // Breadth-first, a few levels down: a declarator's value (`const f = () => {…}`) holds the body.
    let level = [defNode];
    for (let depth = 0; depth < 3 && level.length; depth++) {
        const next = [];
        for (const node of level) {
            // What a `type` field holds is part of the head (a Haskell signature's `a -> b` is a `function`).
            const type = node.childForFieldName('type');
            // …unless it is a type whose fields or methods are definitions of their own (Go's
            // `type S struct {…}`, `type I interface {…}`): its braces open the body.
            const open = type && MEMBER_TYPES.has(type.type) ? type.descendantsOfType('{')[0] : undefined;
            if (open && open.startIndex >= after)
                return open;
            for (const child of node.namedChildren) {
                if (!child || (type && child.id === type.id))
                    continue;
                // A multi-line call as a declarator's value (`const X = make("x", (a) => {…})`): its
                // arguments are the body, the head ends at the callee.
                if (CALL_ARGUMENTS.has(child.type) &&
                    child.startIndex >= after &&
                    child.startPosition.row !== child.endPosition.row)
                    return child;
                // Elixir's one-line `def f(x), do: expr`: the trailing `do:` keyword list is the body.
                const last = CALL_ARGUMENTS.has(child.type) ? child.namedChildren[child.namedChildren.length - 1] : null;
                if (last?.type === 'keywords' && last.startIndex >= after && /^do:/.test(last.namedChildren[0]?.text ?? ''))
                    return last;
                if (child.startIndex >= after && bodies.has(child.type)) {
                    // A function value's own body is where its head ends (keep `(a, b) =>` in the signature).
                    if (child.type === 'arrow_function' || child.type.startsWith('function') || child.type === 'lambda') {
                        return child.childForFieldName('body') ?? child;
                    }
                    return child;
                }
                // Type arguments, type parameters and one-line call arguments are part of the head
                // (`defineProps<{ a: A }>()`, `computed(() => total(a))`).
                if (child.type !== 'type_arguments' && child.type !== 'type_parameters' && !CALL_ARGUMENTS.has(child.type))
                    next.push(child);
            }
        }
        level = next;
    }
    return undefined;
}
/**
 * Where a head without a body ends: at the first line break past the name that is inside no
 * bracket of the declaration (a parameter list, type parameters, an array or a call as a value),
 * after a line that does not end on an operator waiting for more (`=`, `|`, `,`, `=>`), before a
 * line that does not go on with one (`| 'b'`, `-> Int`, `extends B`, `throws E`). Brackets come
 * from the syntax tree, so a bracket in a string or a comment does not count, and a Lisp form's own
 * parenthesis (the declaration itself) does not hold the head open.
 */
function headEnd(source, defNode, start, nameEnd) {
    const limit = Math.min(defNode.endIndex, start + 4 * MAX_SIGNATURE);
    for (let i = source.indexOf('\n', Math.max(start, nameEnd)); i >= 0 && i < limit; i = source.indexOf('\n', i + 1)) {
        if (!insideBrackets(source, defNode, i) &&
            !lineEndsOpen(source, defNode, start, i) &&
            !nextLineGoesOn(source, i, limit))
            return i;
    }
    return limit;
}
const OPENING = new Set(['(', '[', '{', '<', '"', "'", '`']);
/** Whether a position of the declaration's text is inside a node of it that a bracket or a quote opens. */
function insideBrackets(source, defNode, index) {
    for (let node = defNode.descendantForIndex(index, index); node && node.id !== defNode.id; node = node.parent) {
        if (node.startIndex < index && node.endIndex > index && OPENING.has(source[node.startIndex]))
            return true;
    }
    return false;
}
/** Whether the code of the line that ends at `lineEnd` (a comment at its end aside) ends on an operator that waits for more. */
function lineEndsOpen(source, defNode, start, lineEnd) {
    let j = lineEnd - 1;
    for (;;) {
        while (j >= start && /\s/.test(source[j]))
            j--;
        if (j < start)
            return false;
        const leaf = defNode.descendantForIndex(j, j + 1);
        if (!leaf || !leaf.type.includes('comment') || leaf.startIndex <= start)
            break;
        j = leaf.startIndex - 1;
    }
    return endsOpen(source.slice(Math.max(start, j - 1), j + 1));
}
/** A line that goes on with the head before it: a union's next `|`, a curried `-> b`, a chained `.call()`, `extends`… */
const GOES_ON = /^(?:[|&.?:=+]|->|=>|(?:extends|implements|where|with|throws)\b)/;
function nextLineGoesOn(source, lineEnd, limit) {
    const next = source.slice(lineEnd + 1, Math.min(limit, lineEnd + 200)).replace(/^[ \t\r]*/, '');
    return GOES_ON.test(next) && !/^(?:\.\.\.|--|\/\/)/.test(next);
}

;// CONCATENATED MODULE: ./src/core/extract/tags.ts




const MAX_NAME = 120;
/** Matches handled between two checks of the work limit (each check is one unit of work). */
const MATCHES_PER_CHECK = 32;
/**
 * Run a tags query over a tree: `@definition.<kind>` and `@reference.<kind>` captures, each with
 * a `@name` capture in the same match, following tree-sitter's tags conventions. A definition's
 * lines are its node's, or run to the last `@end` capture of the match when it has one (a Haskell
 * type signature and the equations after it are one function). A `@body` capture says where the
 * signature ends when the grammar's nodes do not (R's `setMethod("f", "T", function(x) …)`). A
 * `@scope` capture qualifies the name: `scope.name` (Terraform's `aws_instance.web`). A
 * `@container` capture names the definition a member belongs to when the syntax does not nest it
 * there (Go's method receivers). A `@reference.method` is a call through a receiver (`x.m()`),
 * whose `@receiver` says what it is called on: a receiver named by an import of the file (a module,
 * package or namespace: `path.join()`, `strings.Split()`) makes it a `qualified` call instead (see
 * receiverKind). Undefined when `stop` (the work limit) ended the work first.
 */
function tagsFromTree(tree, query, source, syntax, stop = () => false) {
    const found = [];
    const uses = [];
    const seenDefs = new Set();
    // The query cursor asks `stop` every few hundred steps and ends early when it says so; only
    // web-tree-sitter's copying of the matches found into JavaScript objects cannot be interrupted.
    const matches = query.matches(tree.rootNode, { progressCallback: stop });
    for (let i = 0; i < matches.length; i++) {
        if (i % MATCHES_PER_CHECK === 0 && stop())
            return undefined;
        const match = matches[i];
        const { nameNode, role, end, body, scope, container, receiver } = capturesOf(match);
        if (!nameNode || !role)
            continue;
        if (!predicatesAllow(query, match))
            continue;
        const kind = role.capture.slice(role.capture.indexOf('.') + 1);
        const name = nameOf(nameNode, kind, scope);
        if (!name)
            continue;
        const line = nameNode.startPosition.row + 1;
        if (role.capture.startsWith('definition.')) {
            const key = `${name}\0${line}`;
            if (seenDefs.has(key))
                continue;
            seenDefs.add(key);
            const def = {
                name,
                kind,
                line,
                endLine: Math.max(role.node.endPosition.row, end?.endPosition.row ?? 0) + 1,
                signature: PHRASE_KINDS.has(kind)
                    ? outlineSignature(source, nameNode, body)
                    : signatureOf(source, syntax, role.node, nameNode, body, kind),
            };
            // A C++ definition outside its class (`void Foo::bar() {…}`) belongs to the scope of its name.
            const holder = container ??
                (nameNode.parent?.type === 'qualified_identifier' ? nameNode.parent.childForFieldName('scope') : null) ??
                undefined;
            found.push({
                def,
                start: role.node.startIndex,
                end: role.node.endIndex,
                container: holder && containerName(holder.text),
            });
        }
        else
            uses.push(receiver ? { name, kind, line, receiver: receiverText(receiver) } : { name, kind, line });
    }
    if (stop())
        return undefined;
    const refs = distinctReferences(uses);
    found.sort((a, b) => a.def.line - b.def.line || compareStrings(a.def.name, b.def.name));
    linkContainers(found);
    return packTags(found.map((f) => f.def), refs);
}
/**
 * A file's references, one per name, line and kind, in that order; a method call's kind is settled
 * by its receiver (see receiverKind).
 */
function distinctReferences(uses) {
    const imported = importedNames(uses);
    const seen = new Set();
    const refs = [];
    for (const { name, kind: captured, line, receiver } of uses) {
        const kind = receiver === undefined ? captured : receiverKind(receiver, imported);
        const key = `${name}\0${line}\0${kind}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        refs.push({ name, kind, line });
    }
    return refs.sort((a, b) => a.line - b.line || compareStrings(a.name, b.name) || compareStrings(a.kind, b.kind));
}
/**
 * A receiver's text, when it can be a (dotted) name: a longer receiver is a value (a call chain, an
 * object), and its text is not read (a chain of n calls would copy n² characters).
 */
function receiverText(receiver) {
    return receiver.endIndex - receiver.startIndex <= MAX_RECEIVER ? receiver.text : '';
}
const MAX_RECEIVER = 256;
/** The words of the names a file imports: `import a.b` binds `a` and `b` as Python reads them; `go-yaml` gives `yaml`. */
function importedNames(uses) {
    const words = new Set();
    for (const { name, kind } of uses)
        if (kind === 'import')
            for (const word of name.split(/[^\w$]+/))
                words.add(word);
    return words;
}
/**
 * A call through a receiver: `qualified` when the receiver is a name, or a dotted name, with a
 * part that the file imports (a module, package, namespace or imported class: the callee may be a
 * free function); `method` otherwise (a value, `this`, `self`: the callee is a member).
 */
function receiverKind(receiver, imported) {
    if (!/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(receiver))
        return 'method';
    return receiver.split('.').some((part) => imported.has(part)) ? 'qualified' : 'method';
}
function capturesOf(match) {
    const found = {};
    for (const capture of match.captures) {
        if (capture.name === 'name')
            found.nameNode = capture.node;
        else if (capture.name === 'body')
            found.body = capture.node;
        else if (capture.name === 'scope')
            found.scope = capture.node;
        else if (capture.name === 'container')
            found.container = capture.node;
        else if (capture.name === 'receiver')
            found.receiver = capture.node;
        else if (capture.name === 'end')
            found.end = found.end && found.end.endIndex > capture.node.endIndex ? found.end : capture.node;
        else if (capture.name.startsWith('definition.') || capture.name.startsWith('reference.')) {
            found.role = { node: capture.node, capture: capture.name };
        }
    }
    return found;
}
/** A match's name: its `@name` text cleaned (a phrase, for an outline's kinds), qualified by its `@scope`; an import by path known by its module's name. */
function nameOf(nameNode, kind, scope) {
    let name = PHRASE_KINDS.has(kind) ? cleanPhrase(nameNode.text, kind) : cleanName(nameNode.text);
    if (name && scope)
        name = cleanName(`${scope.text}.${name}`);
    // An import by path (Go's "net/http", "example.com/mod/v2") is known by its last segment.
    if (name && kind === 'import' && name.includes('/'))
        name =
            name
                .replace(/\/v\d+$/, '')
                .split('/')
                .pop() || undefined;
    // A Dart library by URI: `dart:async` → async, `package:http/http.dart` → http.
    if (name && kind === 'import' && /^dart:|\.dart$/.test(name))
        name = name.replace(/^dart:/, '').replace(/\.dart$/, '');
    return name;
}
/**
 * Predicates of our own, which web-tree-sitter leaves to us (it applies #eq?, #match?, #any-of?):
 * - `(#has-parent? @capture type …)` / `(#not-has-parent? …)`: the captured node's parent is (is
 *   not) of one of the types;
 * - `(#field-match? @capture field "regex")` / `(#field-not-match? …)`: the text of the captured
 *   node's child in that field matches (does not match) the regex; true when there is no such child.
 * They stand in for shapes that are costly to compile: tree-sitter analyses every alternative of a
 * pattern, and every `field: (_)` wildcard, against the grammar (seconds for the biggest grammars,
 * in every thread), while one pattern with an allow-list of parents, or a check of a field's text,
 * costs next to nothing.
 */
function predicatesAllow(query, match) {
    for (const check of checksOf(query, match.patternIndex)) {
        const node = match.captures.find((c) => c.name === check.capture)?.node;
        if (!node)
            continue;
        if (check.parents) {
            if (check.parents.has(node.parent?.type ?? '') !== check.want)
                return false;
        }
        else {
            const text = node.childForFieldName(check.field)?.text;
            if (text !== undefined && check.regex.test(text) !== check.want)
                return false;
        }
    }
    return true;
}
const checksByQuery = new WeakMap();
function checksOf(query, pattern) {
    let byPattern = checksByQuery.get(query);
    if (!byPattern)
        checksByQuery.set(query, (byPattern = []));
    let checks = byPattern[pattern];
    if (!checks) {
        checks = [];
        for (const { operator, operands } of query.predicates[pattern] ?? []) {
            const [subject, ...rest] = operands;
            if (subject?.type !== 'capture')
                continue;
            const strings = rest.map((operand) => (operand.type === 'string' ? operand.value : ''));
            if (operator === 'has-parent?' || operator === 'not-has-parent?') {
                checks.push({ capture: subject.name, want: operator === 'has-parent?', parents: new Set(strings) });
            }
            else if (operator === 'field-match?' || operator === 'field-not-match?') {
                checks.push({
                    capture: subject.name,
                    want: operator === 'field-match?',
                    field: strings[0],
                    regex: new RegExp(strings[1]),
                });
            }
        }
        byPattern[pattern] = checks;
    }
    return checks;
}
/** A `@container` capture's text as a name: Go's receiver `*Server[T]` is `Server`. */
function containerName(text) {
    return cleanName(text
        .replace(/^[*&\s]+/, '')
        .replace(/[[<(].*$/s, '')
        .trim());
}
/**
 * The kinds of the outlines of non-code files, named by a phrase: a heading's text, a selector
 * list, a key (which may be quoted and hold spaces).
 */
const PHRASE_KINDS = new Set(['heading', 'selector', 'key']);
/**
 * A phrase as a name: quotes stripped, whitespace collapsed, a heading's closing `#`s dropped, cut
 * at MAX_NAME characters.
 */
function cleanPhrase(text, kind) {
    let name = text.trim();
    if (name.length >= 2 && /^["']/.test(name) && name[name.length - 1] === name[0])
        name = name.slice(1, -1);
    name = name.replace(/\s+/g, ' ').trim();
    if (kind === 'heading')
        name = name.replace(/(^|\s)#+$/, '').trim();
    if (name.length > MAX_NAME)
        name = `${name.slice(0, MAX_NAME - 1).trimEnd()}…`;
    return name || undefined;
}
/** Names are identifiers: strip quotes some grammars keep (string keys, symbols) and refuse junk. */
function cleanName(text) {
    let name = text.trim();
    if (name.length >= 2 && /^["'`]/.test(name) && name[name.length - 1] === name[0])
        name = name.slice(1, -1);
    else if (/^:[A-Za-z_]/.test(name))
        name = name.slice(1); // a Ruby symbol naming an attribute
    if (!name || name.length > MAX_NAME || /\s/.test(name))
        return undefined;
    return name;
}

;// CONCATENATED MODULE: ./src/core/language-syntax.ts
// The syntax facts of each language of the table in languages.ts, by its id: the node types of its
// grammar that a declaration's head is read with (comments, bodies), and the comments of a line of
// code. Adding a language adds its line here (test/languages/syntax.test.ts checks the types against
// its grammar).
/** `// …` to the end of the line, and a block comment on one line (or to its end): the default. */
const SLASH_COMMENTS = /\/\/.*$|\/\*.*?(\*\/|$)/g;
const HASH_COMMENT = /#.*$/;
const DASH_COMMENT = /--.*$/;
const SLASH_BLOCK = [['/*', '*/']];
const DOCSTRINGS = [
    ['"""', '"""'],
    ["'''", "'''"],
];
const BRACE_DASH = [['{-', '-}']];
function syntax({ bodies, comments = ['comment'], lineComment = SLASH_COMMENTS, multiline = lineComment === SLASH_COMMENTS ? SLASH_BLOCK : [], }) {
    return { comments, bodies: new Set(bodies), lineComment, multiline };
}
/** TypeScript's grammar, also for TSX and for the script blocks of Vue and HTML files. */
const TYPESCRIPT = syntax({
    bodies: [
        'statement_block',
        'class_body',
        'enum_body',
        'interface_body',
        'object_type',
        'object',
        'class',
        'arrow_function',
        'function_expression',
        'switch_body',
    ],
});
const C_BODIES = [
    'compound_statement',
    'field_declaration_list',
    'declaration_list',
    'enumerator_list',
    'initializer_list',
];
const CSS = syntax({ bodies: ['block'] });
const SYNTAX = {
    typescript: TYPESCRIPT,
    tsx: TYPESCRIPT,
    javascript: syntax({
        bodies: [
            'statement_block',
            'class_body',
            'object',
            'class',
            'arrow_function',
            'function_expression',
            'switch_body',
        ],
    }),
    python: syntax({ bodies: ['block', 'lambda'], lineComment: HASH_COMMENT, multiline: DOCSTRINGS }),
    go: syntax({ bodies: ['block', 'field_declaration_list'] }),
    // `macro_rule`: a `macro_rules!`'s rules.
    rust: syntax({
        bodies: ['block', 'field_declaration_list', 'declaration_list', 'enum_variant_list', 'macro_rule'],
        comments: ['line_comment', 'block_comment'],
    }),
    java: syntax({
        bodies: ['block', 'class_body', 'enum_body', 'interface_body', 'annotation_type_body', 'constructor_body'],
        comments: ['line_comment', 'block_comment'],
    }),
    kotlin: syntax({
        bodies: ['class_body', 'enum_class_body', 'function_body', 'getter', 'setter'],
        comments: ['line_comment', 'multiline_comment'],
    }),
    scala: syntax({ bodies: ['block'] }),
    c: syntax({ bodies: C_BODIES }),
    cpp: syntax({ bodies: C_BODIES }),
    c_sharp: syntax({ bodies: ['block', 'declaration_list', 'accessor_list', 'switch_body', 'arrow_expression_clause'] }),
    ruby: syntax({
        bodies: ['block', 'body_statement', 'do_block', 'class', 'lambda', 'setter'],
        lineComment: HASH_COMMENT,
        multiline: [['=begin', '=end']],
    }),
    php: syntax({ bodies: ['compound_statement', 'declaration_list', 'arrow_function'] }),
    swift: syntax({
        bodies: ['class_body', 'enum_class_body', 'function_body', 'computed_property'],
        comments: ['comment', 'multiline_comment'],
    }),
    dart: syntax({
        bodies: ['block', 'class_body', 'enum_body', 'function_expression', 'function_body'],
        comments: ['comment', 'documentation_comment'],
    }),
    lua: syntax({ bodies: ['block'], lineComment: DASH_COMMENT, multiline: [['--[[', ']]']] }),
    elixir: syntax({ bodies: ['block', 'do_block'], lineComment: HASH_COMMENT, multiline: DOCSTRINGS }),
    ocaml: syntax({
        bodies: ['object_type', 'function_expression'],
        lineComment: /\(\*.*?\*\)/g,
        multiline: [['(*', '*)']],
    }),
    zig: syntax({ bodies: ['block', 'initializer_list'] }),
    bash: syntax({ bodies: ['compound_statement'], lineComment: HASH_COMMENT }),
    solidity: syntax({ bodies: ['function_body'] }),
    // `instance_variables`, `implementation_definition`: an `@implementation`'s instance variables, and its methods.
    objc: syntax({ bodies: [...C_BODIES, 'instance_variables', 'implementation_definition'] }),
    elisp: syntax({ bodies: [], lineComment: /;.*$/ }),
    rescript: syntax({ bodies: ['block', 'object_type', 'object', 'function'] }),
    // An equation's `= …` or guards (`match`), a data type's constructors, a class's or instance's `where` block.
    haskell: syntax({
        bodies: [
            'class',
            'function',
            'lambda',
            'match',
            'data_constructors',
            'class_declarations',
            'instance_declarations',
        ],
        lineComment: DASH_COMMENT,
        multiline: BRACE_DASH,
    }),
    // A custom type's variants.
    elm: syntax({
        bodies: ['union_variant'],
        comments: ['line_comment', 'block_comment'],
        lineComment: DASH_COMMENT,
        multiline: BRACE_DASH,
    }),
    r: syntax({ bodies: [], lineComment: HASH_COMMENT }),
    perl: syntax({ bodies: ['block'], comments: [], lineComment: HASH_COMMENT }),
    clojure: syntax({ bodies: [] }),
    // A set or an indented string as a binding's value, or as a call's argument.
    nix: syntax({
        bodies: [
            'function_expression',
            'attrset_expression',
            'rec_attrset_expression',
            'let_attrset_expression',
            'indented_string_expression',
        ],
        lineComment: HASH_COMMENT,
        multiline: SLASH_BLOCK,
    }),
    // `block_start`: where a block's `{` opens it (also when it is empty).
    hcl: syntax({ bodies: ['block', 'object', 'block_start'] }),
    gleam: syntax({ bodies: ['block', 'function', 'function_body', 'data_constructors'] }),
    gdscript: syntax({
        bodies: ['enumerator_list', 'lambda', 'getter', 'setter'],
        lineComment: HASH_COMMENT,
        multiline: DOCSTRINGS,
    }),
    agda: syntax({ bodies: ['function', 'lambda'], lineComment: DASH_COMMENT, multiline: BRACE_DASH }),
    vue: TYPESCRIPT,
    html: TYPESCRIPT,
    markdown: syntax({ bodies: [], comments: [] }),
    yaml: syntax({ bodies: [], lineComment: HASH_COMMENT }),
    css: CSS,
    scss: CSS,
    json: syntax({ bodies: ['object'] }),
    latex: syntax({ bodies: [], comments: ['comment', 'line_comment', 'block_comment'] }),
};
const language_syntax_byId = new Map(Object.entries(SYNTAX));
/** A language's syntax facts, by its id. */
function syntaxOf(id) {
    const found = language_syntax_byId.get(id);
    if (!found)
        throw new Error(`no syntax for language id: ${id}`);
    return found;
}

;// CONCATENATED MODULE: ./src/core/extract/decode.ts
// A file's bytes as text: the contents that are not worth a parse (binary, minified), and the
// decoding of the rest (UTF-16 by its byte order mark, else UTF-8 with Windows-1252 for stray bytes),
// whole or a few lines at a time.
/**
 * Classify raw bytes: binary (a NUL byte early on, unless UTF-16 says so first) or minified (long
 * lines on average: one long line in a file of code is not enough, see tagsOfSource).
 */
function contentSkip(bytes) {
    const head = utf16Decoder(bytes) ? 0 : Math.min(bytes.length, 8000);
    for (let i = 0; i < head; i++)
        if (bytes[i] === 0)
            return 'binary';
    if (bytes.length < 4096)
        return undefined;
    let lines = 1;
    for (let i = bytes.indexOf(10); i >= 0; i = bytes.indexOf(10, i + 1))
        lines++;
    return bytes.length / lines > 300 ? 'minified' : undefined;
}
const utf8 = new TextDecoder('utf-8', { fatal: true });
/** For a part of a text that does not start it: a byte order mark there is a character. */
const utf8Within = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
// Windows-1252, the usual legacy encoding (Latin-1 with printable characters for 0x80-0x9F), by
// table: Node's own 'latin1' decoder gives Latin-1's control characters there, in some versions.
const WINDOWS_1252_80_9F = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';
const windows1252 = (byte) => byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_80_9F[byte - 0x80] : String.fromCharCode(byte);
const utf16le = new TextDecoder('utf-16le');
const utf16be = new TextDecoder('utf-16be');
/** A UTF-16 decoder when the bytes start with a UTF-16 byte order mark. */
function utf16Decoder(bytes) {
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
        return utf16le;
    if (bytes[0] === 0xfe && bytes[1] === 0xff)
        return utf16be;
    return undefined;
}
/**
 * Text of a file: UTF-16 when a BOM says so, else UTF-8 where it is valid and Windows-1252 (Latin-1)
 * for every byte that is not. A legacy file reads right, and so does the UTF-8 around a stray legacy
 * byte; line breaks stay where they are, so line numbers hold. The decoders drop a leading BOM.
 */
function decode(bytes) {
    return utf16Decoder(bytes)?.decode(bytes) ?? decodeUtf8(bytes);
}
/** UTF-8 where it is valid, Windows-1252 where it is not (see decode); `first` decodes the run they start with. */
function decodeUtf8(bytes, first = utf8) {
    try {
        return first.decode(bytes);
    }
    catch {
        return decodeMixed(bytes, first);
    }
}
/** decodeUtf8 of bytes that are not all valid UTF-8, run by run. */
function decodeMixed(bytes, first = utf8) {
    let text = '';
    let run = 0; // where the current run of valid UTF-8 started
    for (let i = 0; i < bytes.length;) {
        const length = utf8SequenceLength(bytes, i);
        if (length) {
            i += length;
            continue;
        }
        text += (run ? utf8 : first).decode(bytes.subarray(run, i)) + windows1252(bytes[i]);
        run = ++i;
    }
    return text + (run ? utf8 : first).decode(bytes.subarray(run));
}
/**
 * Some lines of a file's text (numbered from 1), each as `decode(bytes).split('\n')` has it, only
 * those decoded: in UTF-8 and in Windows-1252 a line break is the byte 10 and no part of any other
 * character, so a line decodes on its own (UTF-16 is decoded whole). Lines past the end are left out.
 */
function decodeLines(bytes, wanted) {
    const lines = new Map();
    const numbers = [...new Set(wanted)].filter((n) => n >= 1).sort((a, b) => a - b);
    if (utf16Decoder(bytes)) {
        const all = decode(bytes).split('\n');
        for (const n of numbers)
            if (n <= all.length)
                lines.set(n, all[n - 1]);
        return lines;
    }
    let line = 1;
    let start = 0;
    for (const n of numbers) {
        for (; line < n; line++) {
            const end = bytes.indexOf(10, start);
            if (end < 0)
                return lines;
            start = end + 1;
        }
        const end = bytes.indexOf(10, start);
        const part = bytes.subarray(start, end < 0 ? bytes.length : end);
        // The first line may start with the text's byte order mark, which decode drops.
        lines.set(n, decodeUtf8(part, n === 1 ? utf8 : utf8Within));
    }
    return lines;
}
/** The length of the well-formed UTF-8 sequence at i (Unicode's table 3-7), or 0. */
function utf8SequenceLength(bytes, i) {
    const lead = bytes[i];
    if (lead < 0x80)
        return 1;
    let length;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf)
        length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
        length = 3;
        if (lead === 0xe0)
            low = 0xa0;
        if (lead === 0xed)
            high = 0x9f;
    }
    else if (lead >= 0xf0 && lead <= 0xf4) {
        length = 4;
        if (lead === 0xf0)
            low = 0x90;
        if (lead === 0xf4)
            high = 0x8f;
    }
    else
        return 0;
    if (i + length > bytes.length || bytes[i + 1] < low || bytes[i + 1] > high)
        return 0;
    for (let k = 2; k < length; k++)
        if (bytes[i + k] < 0x80 || bytes[i + k] > 0xbf)
            return 0;
    return length;
}

;// CONCATENATED MODULE: ./src/core/extract/recovery.ts


/**
 * A file whose parse fails over this many lines or more is parsed again piece by piece. One
 * construct a grammar does not know can turn the rest of a file into an error node, and the tags
 * query finds little in one: hono's `src/context.ts` lost its `Context` class to call signatures
 * on lines of their own in an interface above it.
 */
const RECOVER_FROM_LINES = 20;
/** Lines under error nodes (outermost ones: an error inside an error counts once); a loop, for trees thousands deep. */
function brokenLines(root) {
    let lines = 0;
    const stack = [root];
    for (let node = stack.pop(); node; node = stack.pop()) {
        if (node.type === 'ERROR')
            lines += node.endPosition.row - node.startPosition.row + 1;
        else if (node.hasError)
            for (const child of node.children)
                if (child)
                    stack.push(child);
    }
    return lines;
}
/**
 * The tags of a broken file, each top-level piece parsed on its own (as a text of its own: the
 * parser copies the whole text it is given, every time), its lines moved to the file's, so that an
 * error stays within its piece: when the pieces leave fewer lines under errors than the whole
 * file's parse left, undefined otherwise (a piece boundary guessed wrong, in a string that spans
 * lines at their start, costs more than it saves) or when the work limit ran out.
 */
function tagsOfPieces(parser, { query, syntax }, source, wholeBroken, stop) {
    const defs = [];
    const refs = [];
    let broken = 0;
    for (const piece of topLevelPieces(source)) {
        const text = source.slice(piece.start, piece.end);
        const tree = parser.parse(text, null, { progressCallback: stop });
        if (!tree)
            return undefined;
        try {
            const tags = tagsFromTree(tree, query, text, syntax, stop);
            if (!tags)
                return undefined;
            broken += brokenLines(tree.rootNode);
            // Pieces are whole lines in file order, so their tags stay in line order; parents move by the definitions before.
            const rows = piece.row;
            const offset = defs.length;
            for (const def of definitionList(tags.defs))
                defs.push({
                    ...def,
                    line: def.line + rows,
                    endLine: def.endLine + rows,
                    ...(def.parent !== undefined && { parent: def.parent + offset }),
                });
            for (const ref of referenceList(tags.refs))
                refs.push({ ...ref, line: ref.line + rows });
        }
        finally {
            tree.delete();
        }
        if (broken >= wholeBroken)
            return undefined;
    }
    return packTags(defs, refs);
}
/**
 * The top-level pieces of a source: a piece starts at a line that starts at its first column, but
 * for a line that closes a bracket or goes on with the statement before it (`> {` after type
 * parameters, `| B` in a union, `} else {`, `except:`), and the line after a decorator. Pieces
 * cover the whole text.
 */
function topLevelPieces(source) {
    const pieces = [];
    let start = 0;
    let startRow = 0;
    let previous = '';
    for (let at = 0, row = 0; at < source.length; row++) {
        const newline = source.indexOf('\n', at);
        const end = newline < 0 ? source.length : newline + 1;
        const line = source.slice(at, end);
        if (at > start && PIECE_START.test(line) && !recovery_GOES_ON.test(line) && !previous.startsWith('@')) {
            pieces.push({ start, end: at, row: startRow });
            start = at;
            startRow = row;
        }
        if (/\S/.test(line))
            previous = line;
        at = end;
    }
    if (start < source.length)
        pieces.push({ start, end: source.length, row: startRow });
    return pieces;
}
const PIECE_START = /^[^\s)\]}>=|&.,?:]/;
const recovery_GOES_ON = /^(else|elif|except|finally|catch)\b/;

;// CONCATENATED MODULE: ./src/core/extract/script-blocks.ts
/** Script types that hold JavaScript or TypeScript (no type attribute means JavaScript). */
const SCRIPT_TYPES = /^(module|(text|application)\/(javascript|ecmascript|typescript)|ts|js|tsx|jsx)$/i;
/**
 * The contents of a markup file's `<script>` blocks (a Vue component's `<script setup lang="ts">`,
 * an HTML page's inline scripts), as ranges of the whole text: parsed alone, they keep their
 * line numbers in the file.
 */
function scriptBlocks(source) {
    const ranges = [];
    const open = /<script\b([^>]*)>/gi;
    for (let match = open.exec(source); match; match = open.exec(source)) {
        const attributes = match[1];
        if (/\bsrc\s*=/i.test(attributes))
            continue;
        const type = /\b(?:type|lang)\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
        const start = match.index + match[0].length;
        const close = source.toLowerCase().indexOf('</script', start);
        const end = close < 0 ? source.length : close;
        open.lastIndex = end;
        if (type && !SCRIPT_TYPES.test(type))
            continue;
        ranges.push({
            startIndex: start,
            endIndex: end,
            startPosition: pointAt(source, start),
            endPosition: pointAt(source, end),
        });
    }
    return ranges;
}
function pointAt(source, index) {
    let row = 0;
    let lineStart = 0;
    for (let i = source.indexOf('\n'); i >= 0 && i < index; i = source.indexOf('\n', i + 1)) {
        row++;
        lineStart = i + 1;
    }
    return { row, column: index - lineStart };
}

;// CONCATENATED MODULE: ./src/core/extract/extract-file.ts








const DEFAULT_LIMITS = { maxBytes: 1024 * 1024, parseTimeoutMs: 5000 };
/**
 * Units of work per millisecond of the limit: what one core of a 2-core CI machine gets through
 * unloaded (7 to 10 on the Go library's biggest files), so that a limit in milliseconds is about
 * the time the work takes there. A unit is one call of a progress callback: every hundred steps of
 * the parser or of the query cursor, every few dozen matches handled.
 */
const WORK_PER_MS = 8;
/** How many times slower than nominal the work must run, past the limit, to count as stalled. */
const STALL_FACTOR = 20;
/**
 * One limit for all of a file's work: the parse, the tags query and the handling of each match.
 * It counts work, not wall time, so that a loaded machine gives up on exactly the files a quiet
 * one does and the map stays the same. Only a file whose work stalls is stopped by the clock: the
 * query cursor's steps on deeply nested code each cost time that grows with the depth (seconds
 * for a few hundred steps), so past the limit, work running at a twentieth of the nominal rate or
 * less is given up. No load slows normal work that much. A limit of 0 gives up on anything longer
 * than a few tokens.
 */
function workLimit(limitMs) {
    const budget = limitMs * WORK_PER_MS;
    const start = performance.now();
    let work = 0;
    const check = Object.assign(() => {
        if (check.reached)
            return true;
        work++;
        const elapsed = performance.now() - start;
        check.reached = work > budget || (elapsed > limitMs && elapsed > (work * STALL_FACTOR) / WORK_PER_MS);
        return check.reached;
    }, { reached: false });
    return check;
}
/**
 * Parse one source text and run its language's tags query. Trees and parsers are freed before
 * returning. A text with long lines (a data URI, a generated table, brackets nested thousands deep)
 * is parsed whole with half of the work limit first; if that runs out, fails, or leaves lines under
 * errors, it is parsed again with its long lines blanked (same offsets and line numbers) with the
 * other half, and the parse with fewer broken lines is kept: one line never costs the file's other
 * definitions.
 */
async function tagsOfSource(language, source, limits = DEFAULT_LIMITS) {
    const loaded = await loadLanguage(language);
    const spec = languageById(language);
    if (spec.scannerReset && !source.startsWith('#!'))
        source = spec.scannerReset + source;
    let includedRanges;
    if (spec.scriptBlocks) {
        includedRanges = scriptBlocks(source);
        if (!includedRanges.length)
            return packTags([], []);
    }
    const parser = newParser();
    try {
        parser.setLanguage(loaded.language);
        const parse = (text, limitMs) => tagsOfText(parser, { query: loaded.query, syntax: syntaxOf(language) }, text, includedRanges, limitMs);
        const blanked = withoutLongLines(source);
        if (blanked === source)
            return parse(source, limits.parseTimeoutMs).tags;
        let whole;
        try {
            whole = parse(source, limits.parseTimeoutMs / 2);
        }
        catch {
            // a stack exhausted by nesting thousands deep
        }
        if (whole && whole.tags !== 'parse-timeout' && !whole.broken)
            return whole.tags;
        parser.reset(); // a parse given up on would otherwise be resumed
        const around = parse(blanked, limits.parseTimeoutMs / 2);
        return whole && whole.tags !== 'parse-timeout' && (around.tags === 'parse-timeout' || whole.broken <= around.broken)
            ? whole.tags
            : around.tags;
    }
    finally {
        parser.delete();
    }
}
/** The tags of one text, by a parser set to its language, within a work limit of `limitMs`. */
function tagsOfText(parser, tagsQuery, source, includedRanges, limitMs) {
    const overLimit = workLimit(limitMs);
    const tree = parser.parse(source, null, { includedRanges, progressCallback: overLimit });
    if (!tree)
        return { tags: 'parse-timeout', broken: 0 };
    try {
        // A broken file is read piece by piece first: the whole tree's query runs only when the
        // pieces do no better, or run out of their own work limit.
        const broken = includedRanges ? 0 : brokenLines(tree.rootNode);
        const pieced = broken >= RECOVER_FROM_LINES ? tagsOfPieces(parser, tagsQuery, source, broken, workLimit(limitMs)) : undefined;
        const tags = pieced ?? tagsFromTree(tree, tagsQuery.query, source, tagsQuery.syntax, overLimit);
        return { tags: !tags || overLimit.reached ? 'parse-timeout' : tags, broken };
    }
    finally {
        tree.delete();
    }
}
/** Lines longer than this many characters are data more than code: a parse that fails on them is tried without them. */
const LONG_LINE = 1000;
/** The source with every line longer than LONG_LINE replaced by as many spaces: offsets and line numbers hold. */
function withoutLongLines(source) {
    let text = '';
    let at = 0;
    for (let start = 0; start < source.length;) {
        const newline = source.indexOf('\n', start);
        const end = newline < 0 ? source.length : newline;
        if (end - start > LONG_LINE) {
            text += source.slice(at, start) + ' '.repeat(end - start);
            at = end;
        }
        start = end + 1;
    }
    return at ? text + source.slice(at) : source;
}
/** Check and tag the bytes of one file. */
async function tagsOfBytes(bytes, language, limits = DEFAULT_LIMITS) {
    if (bytes.length > limits.maxBytes)
        return { skip: 'too-large' };
    const skip = contentSkip(bytes);
    if (skip)
        return { skip };
    const tags = await tagsOfSource(language, decode(bytes), limits);
    return tags === 'parse-timeout' ? { skip: 'parse-timeout' } : { tags };
}

;// CONCATENATED MODULE: ./src/core/extract/protocol.ts
/** The mark in a parse worker's workerData: the worker module serves when it sees it. */
const WORKER_MARK = 'repomap-parse-worker';

;// CONCATENATED MODULE: ./src/core/extract/worker.ts







/**
 * Read and tag one file. A file that is gone or no longer a regular file is a skip; a parser failure
 * throws. A file to cache that was edited since it was listed is tagged as read, and marked `edited`:
 * the cache keeps tags under the content the file was listed with (see TagCache.remember).
 */
async function parseJob(job, limits) {
    return (await parseAndCheck(job, limits)).outcome;
}
/** parseJob, with the text of the outcome's entry when it has one (see entryText). */
async function parseAndCheck(job, limits) {
    const bytes = job.bytes ?? readRegularFile(job.path, limits.maxBytes + 1); // one byte over is enough to know
    if (!bytes)
        return { outcome: { skip: 'unreadable' } };
    const outcome = await tagsOfBytes(bytes, job.language, limits);
    const text = entryText(outcome, limits.parseTimeoutMs);
    if (job.cached && text && blobSha(bytes) !== job.sha)
        return { outcome: { ...outcome, edited: true }, text };
    return { outcome, text };
}
/** A job's outcome as a worker (or a parse host) sends it: tags as their entry's text, a skip as it is. */
function resultMessage(id, { outcome, text }) {
    if (!('tags' in outcome) || text === undefined)
        return { kind: 'result', id, outcome };
    return outcome.edited ? { kind: 'tags', id, text, edited: true } : { kind: 'tags', id, text };
}
/** The fault a test injects into this attempt at the job, if any (see TestFaults). */
function injectedFault(faults, job) {
    const attempt = job.attempt ?? 1;
    for (const [suffix, fault] of Object.entries(faults)) {
        if (!job.path.endsWith(`/${suffix}`) && suffix !== `(language ${job.language})`)
            continue;
        if (attempt <= (fault.kill ?? 0))
            return 'kill';
        if (attempt <= (fault.grammar ?? 0))
            return 'grammar';
    }
    return undefined;
}
/**
 * When this thread was started as a parse worker, serve parse requests: one job after another, in
 * the order they came, answering each, so that no two grammar loads ever overlap and the pool
 * always knows which job a dead worker died on. A grammar that fails to load is reported and ends
 * the service (the thread's runtime may be spoiled; the pool replaces it); any other failure ends
 * the thread, and the pool retries its jobs in a fresh one. (From dist/, a worker runs this
 * module's own bundle, dist/worker.cjs: see startWorker.)
 */
function serveAsParseWorker() {
    const data = external_node_worker_threads_namespaceObject.workerData;
    if (external_node_worker_threads_namespaceObject.isMainThread || data?.mark !== WORKER_MARK || !external_node_worker_threads_namespaceObject.parentPort)
        return;
    const port = external_node_worker_threads_namespaceObject.parentPort;
    const faults = data.faults ?? {};
    if (faults['(start)']?.kill)
        process.exit(70);
    if (data.tierLock)
        adoptTierLock(data.tierLock);
    const post = (message) => port.postMessage(message);
    let stopped = false;
    const serve = async ({ jobs, limits }) => {
        for (const job of jobs) {
            if (stopped)
                return;
            const fault = injectedFault(faults, job);
            if (fault === 'kill')
                process.exit(70);
            try {
                if (fault === 'grammar')
                    throw new GrammarLoadError(job.language, 'injected by a test');
                post(resultMessage(job.id, await parseAndCheck(job, limits)));
            }
            catch (error) {
                if (!(error instanceof GrammarLoadError))
                    throw error;
                stopped = true;
                post({ kind: 'grammar-failed', id: job.id, error: error.message });
            }
        }
    };
    const crash = (error) => {
        stopped = true;
        // Thrown outside any promise: the pool sees it as the worker's 'error', then its exit.
        setImmediate(() => {
            throw error;
        });
    };
    // A language that fails to load while warming fails again, the same way, for its first job.
    const warm = async ({ warm: languages }) => {
        for (const language of languages)
            await loadLanguage(language).catch(() => { });
    };
    let previous = initRuntime().then(() => post({ kind: 'ready' }));
    port.on('message', (request) => {
        previous = previous.then(() => ('warm' in request ? warm(request) : serve(request))).catch(crash);
    });
    previous.catch(crash);
}
serveAsParseWorker();

;// CONCATENATED MODULE: ./src/core/extract/prestart.ts




// A parse thread started before the files to parse are known. This module is small on purpose: the
// entry points load it before the engine (see startEarlyParser), so it imports no more than threads.
/**
 * A new parse worker thread (with the faults a test injects); undefined when no thread can be had.
 * It compiles modules on chosen tiers when this thread does (see adoptTierLock).
 */
function newParseWorker(faults) {
    try {
        const data = { mark: WORKER_MARK, faults, tierLock: sharedTierLock() };
        return startWorker(__nccwpck_require__.ab + "worker.ts", data);
    }
    catch {
        return undefined;
    }
}
/** Start a parse worker (tell it the languages to load with warmUp); undefined when no thread can be had. */
function prestartParser() {
    const worker = newParseWorker();
    if (!worker)
        return undefined;
    const prestarted = { worker, ready: false, exited: false, taken: false };
    // Until a pool takes it, these listeners keep what the pool would need to know.
    worker.on('message', (message) => {
        if (message.kind === 'ready')
            prestarted.ready = true;
    });
    worker.on('error', (error) => {
        prestarted.lastError = error instanceof Error ? error.message : String(error);
    });
    worker.on('exit', () => {
        prestarted.exited = true;
    });
    worker.unref(); // until a pool takes it, it does not keep the process alive
    return prestarted;
}
/** Tell a worker started ahead to load these languages too (after what it was told before). */
function warmUp({ worker }, languages) {
    worker.postMessage({ warm: languages });
}

;// CONCATENATED MODULE: ./src/core/extract/job-queue.ts
// The parse pool's queue: the files no worker holds, by language.

/**
 * The jobs no worker holds, by language. A worker is given files of one language at a time, and
 * keeps to its language while it has files left: a tags query compiles in every thread that uses
 * it (up to 3 s for the biggest grammars), so each language should reach as few threads as it can.
 */
class JobQueue {
    /** Each language's queued jobs, the next one last. */
    byLanguage = new Map();
    count = 0;
    constructor(jobs) {
        const sorted = [...jobs].sort((a, b) => compareStrings(a.language, b.language) || b.id - a.id);
        for (const job of sorted)
            this.list(job.language).push(job);
        this.count = sorted.length;
    }
    get size() {
        return this.count;
    }
    /**
     * Up to `n` jobs of one language for a worker: of `current` (what it parsed last) while any are
     * left, else of the language with the most files left that no other worker is on (`others`),
     * else of the one with the most files left.
     */
    take(n, current, others) {
        let language = current !== undefined && this.byLanguage.get(current)?.length ? current : undefined;
        if (language === undefined) {
            let best;
            let bestFree;
            for (const [name, list] of this.byLanguage) {
                if (!list.length)
                    continue;
                if (!best || list.length > best[1])
                    best = [name, list.length];
                if (!others.has(name) && (!bestFree || list.length > bestFree[1]))
                    bestFree = [name, list.length];
            }
            language = (bestFree ?? best)?.[0];
        }
        if (language === undefined)
            return [];
        const list = this.byLanguage.get(language);
        const taken = list.splice(Math.max(0, list.length - n)).reverse();
        this.count -= taken.length;
        return taken;
    }
    /** Jobs back at the front of their languages, in the order given (a dead worker's, as they were). */
    putBack(jobs) {
        for (let i = jobs.length - 1; i >= 0; i--)
            this.list(jobs[i].language).push(jobs[i]);
        this.count += jobs.length;
    }
    /** The queued job with this id, taken out; undefined when it is not queued. */
    remove(id) {
        for (const list of this.byLanguage.values()) {
            const at = list.findIndex((job) => job.id === id);
            if (at >= 0) {
                this.count--;
                return list.splice(at, 1)[0];
            }
        }
        return undefined;
    }
    /** Every queued job of a language, taken out. */
    removeLanguage(language) {
        const list = this.byLanguage.get(language) ?? [];
        this.byLanguage.delete(language);
        this.count -= list.length;
        return list.reverse();
    }
    /** Every queued job, taken out: language by language, each in its order. */
    drain() {
        return [...this.byLanguage.keys()].sort(compareStrings).flatMap((language) => this.removeLanguage(language));
    }
    list(language) {
        let list = this.byLanguage.get(language);
        if (!list)
            this.byLanguage.set(language, (list = []));
        return list;
    }
}

;// CONCATENATED MODULE: ./src/core/extract/pool.ts





/** Files per message: small enough to balance big and small files, large enough to amortize messaging. */
const BATCH_FILES = 8;
/** Batches a worker holds at once, so it never waits for the main thread (it works through them in order). */
const IN_FLIGHT = 2;
/** A file that is being parsed when its worker dies this many times is skipped as a parse error. */
const MAX_CRASHES = 2;
/** A grammar that fails to load this many times, each in a fresh worker, is given up on. */
const MAX_GRAMMAR_FAILURES = 2;
/** Workers that die before they are ready, in a row, after which the rest is parsed on this thread. */
const MAX_START_FAILURES = 3;
function emptyReport() {
    return { crashed: new Map(), brokenGrammars: new Map(), workersFailed: false };
}
/**
 * Parse files on this thread, one after another: for a few files, or when no worker thread can be
 * had. A failure is the file's parse error (a grammar's, when it did not load).
 */
async function parseOnThisThread(jobs, limits, onResult, report = emptyReport()) {
    for (const job of jobs) {
        let parsed;
        try {
            parsed = await parseAndCheck(job, limits);
        }
        catch (error) {
            if (error instanceof GrammarLoadError)
                report.brokenGrammars.set(job.language, error.message);
            else
                report.crashed.set(job.path, error.message);
            parsed = { outcome: { skip: 'parse-error' } };
        }
        onResult(job, parsed.outcome, parsed.text);
    }
    return report;
}
/**
 * Parse files in worker threads, each with its own web-tree-sitter runtime and lazily loaded
 * grammars; results arrive through `onResult` in completion order, exactly one per job.
 *
 * Every job is at all times in one of three places: the queue, the list of one worker's assigned
 * jobs, or finished. A worker works through its assigned jobs in order and answers each one, so
 * when it dies the first of them is the one it died on: that job is charged a crash and the others
 * go back to the queue as they were. A job charged MAX_CRASHES times is a parse error. A grammar
 * that fails to load takes its worker out (the thread may be spoiled) and is retried in a fresh one;
 * after MAX_GRAMMAR_FAILURES, its language's files are parse errors and the other languages go on.
 * Workers that cannot even start leave the rest of the work to this thread.
 */
function parseInWorkers(jobs, options, onResult) {
    return new ParsePool(jobs, options, onResult).run();
}
/** One run of parseInWorkers: start workers, hand out jobs, collect results, replace dead workers, retry, finish. */
class ParsePool {
    jobs;
    options;
    onResult;
    report = emptyReport();
    queue;
    finished = new Set();
    /** Charged crashes and grammar failures, per job. */
    failures = new Map();
    grammarFailures = new Map();
    slots = new Set();
    startFailures = 0;
    settled = false;
    resolve = () => { };
    reject = () => { };
    constructor(jobs, options, onResult) {
        this.jobs = jobs;
        this.options = options;
        this.onResult = onResult;
        this.queue = new JobQueue(jobs);
    }
    async run() {
        await new Promise((resolve, reject) => {
            this.resolve = resolve;
            this.reject = reject;
            this.guarded(() => this.step())();
        });
        return this.report;
    }
    /** After any change: finish, or put every queued job in reach of a worker. */
    step() {
        if (this.settled)
            return;
        if (this.finished.size === this.jobs.length)
            return this.settle();
        for (const slot of this.slots)
            this.feed(slot);
        if (this.startFailures >= MAX_START_FAILURES) {
            if (!this.slots.size)
                void this.parseRestHere().then(() => this.settle(), (error) => this.settle(error));
            return;
        }
        while (this.queue.size && this.active() < this.options.workers) {
            const slot = this.startSlot();
            if (!slot) {
                this.startFailures = MAX_START_FAILURES; // no thread to be had: the rest is parsed here
                return this.step();
            }
            this.feed(slot);
        }
        if (!this.slots.size && !this.queue.size)
            this.settle(new Error(`the parse pool lost track of ${this.jobs.length - this.finished.size} file(s)`));
    }
    /** Top a worker up to IN_FLIGHT batches whenever it is down to fewer; stop it when there is nothing left for it. */
    feed(slot) {
        if (slot.stopping)
            return;
        while (slot.assigned.length <= (IN_FLIGHT - 1) * BATCH_FILES && this.queue.size) {
            const others = new Set([...this.slots].flatMap((other) => other !== slot && !other.stopping && other.language !== undefined ? [other.language] : []));
            const batch = this.queue
                .take(BATCH_FILES, slot.language, others)
                .map((job) => ({ ...job, attempt: (this.failures.get(job.id) ?? 0) + 1 }));
            slot.language = batch[0].language;
            slot.assigned.push(...batch);
            slot.worker.postMessage({ jobs: batch, limits: this.options.limits });
        }
        if (!slot.assigned.length)
            this.stop(slot);
    }
    /** Workers that are not stopping. */
    active() {
        return [...this.slots].filter((slot) => !slot.stopping).length;
    }
    /** A worker to work with: the one started ahead while it can be had, else a new one; undefined when no thread can be had. */
    startSlot() {
        const { prestarted } = this.options;
        const adopted = prestarted && !prestarted.taken && !prestarted.exited ? prestarted : undefined;
        const worker = adopted?.worker ?? newParseWorker(this.options.faults);
        if (!worker)
            return undefined;
        if (adopted) {
            adopted.taken = true;
            adopted.used = true;
            worker.ref();
        }
        const slot = {
            worker,
            assigned: [],
            ready: adopted?.ready ?? false,
            stopping: false,
            lastError: adopted?.lastError,
        };
        this.slots.add(slot);
        const listeners = {
            message: this.guarded((message) => this.onMessage(slot, message)),
            error: (error) => {
                slot.lastError = error instanceof Error ? error.message : String(error);
            },
            exit: this.guarded(() => this.onExit(slot)),
        };
        worker.on('message', listeners.message).on('error', listeners.error).on('exit', listeners.exit);
        if (adopted)
            slot.adopted = { parser: adopted, listeners };
        return slot;
    }
    onMessage(slot, message) {
        if (message.kind === 'ready') {
            slot.ready = true;
            this.startFailures = 0;
        }
        else if (message.kind === 'result' || message.kind === 'tags') {
            // Normally the first assigned job; after a requeue (a result that came late), a queued one.
            const job = takeAssigned(slot, message.id) ?? this.queue.remove(message.id);
            if (job)
                if (message.kind === 'result')
                    this.finish(job, message.outcome);
                else
                    this.finish(job, tagsOfMessage(message, this.options.limits), message.text);
        }
        else if (message.kind === 'grammar-failed')
            this.onGrammarFailed(slot, message.id, message.error);
        this.step();
    }
    /** The worker stops at the failed load: its other jobs go back as they were, it is replaced; the job is retried, or its language given up on. */
    onGrammarFailed(slot, id, error) {
        const job = takeAssigned(slot, id);
        this.stop(slot, false);
        this.requeueFront(slot.assigned.splice(0));
        if (!job)
            return;
        this.failures.set(job.id, (this.failures.get(job.id) ?? 0) + 1);
        const count = (this.grammarFailures.get(job.language) ?? 0) + 1;
        this.grammarFailures.set(job.language, count);
        if (count < MAX_GRAMMAR_FAILURES)
            this.requeueFront([job]);
        else {
            this.finish(job, { skip: 'parse-error' });
            this.giveUp(job.language, error);
        }
    }
    /** A worker ended: before it was ready, a failed start; else it died on the first job it had not answered, which is charged a crash. */
    onExit(slot) {
        this.slots.delete(slot);
        const lost = slot.assigned.splice(0);
        if (lost.length && !slot.ready)
            this.startFailures++;
        else if (lost.length) {
            const culprit = lost.shift();
            const count = (this.failures.get(culprit.id) ?? 0) + 1;
            this.failures.set(culprit.id, count);
            if (count >= MAX_CRASHES) {
                this.report.crashed.set(culprit.path, slot.lastError ?? 'the parse worker stopped');
                this.finish(culprit, { skip: 'parse-error' });
            }
            else
                lost.unshift(culprit);
        }
        this.requeueFront(lost);
        this.step();
    }
    finish(job, outcome, text) {
        if (this.finished.has(job.id))
            return;
        this.finished.add(job.id);
        this.onResult(job, outcome, text);
    }
    requeueFront(lost) {
        this.queue.putBack(lost.filter((job) => !this.finished.has(job.id)));
    }
    /** Give up on a language: its queued files are parse errors, no worker is spent on them. */
    giveUp(language, error) {
        this.report.brokenGrammars.set(language, error);
        for (const job of this.queue.removeLanguage(language))
            this.finish(job, { skip: 'parse-error' });
    }
    /** The workers could not start: parse what is left here. */
    async parseRestHere() {
        this.report.workersFailed = true;
        await parseOnThisThread(this.queue.drain(), this.options.limits, (job, outcome, text) => this.finish(job, outcome, text), this.report);
    }
    /**
     * A worker with nothing left to do ends; the one started ahead is handed back instead when it is
     * sound (it has loaded the run's languages, and the next parse of the run, of the change's other
     * side, may want them): see release.
     */
    stop(slot, sound = true) {
        if (slot.stopping)
            return;
        slot.stopping = true;
        if (sound && slot.adopted && !slot.assigned.length)
            this.release(slot, slot.adopted);
        else
            void slot.worker.terminate();
    }
    /** The worker started ahead, given back untaken (its owner ends it when no pool takes it again). */
    release(slot, { parser, listeners }) {
        this.slots.delete(slot);
        slot.worker.off('message', listeners.message).off('error', listeners.error).off('exit', listeners.exit);
        slot.worker.unref();
        parser.ready = slot.ready;
        parser.lastError = slot.lastError;
        parser.taken = false;
    }
    /** The end of the run, once: every worker stopped. */
    settle(error) {
        if (this.settled)
            return;
        this.settled = true;
        for (const slot of [...this.slots])
            this.stop(slot, !error);
        if (error)
            this.reject(error);
        else
            this.resolve();
    }
    /** An event's handling; a failure in it (a bug) ends the run with that error, never in an uncaught exception. */
    guarded(handle) {
        return (...args) => {
            try {
                handle(...args);
            }
            catch (error) {
                this.settle(error);
            }
        };
    }
}
/** The job with this id, taken out of the worker's assigned jobs; undefined when it holds none. */
function takeAssigned(slot, id) {
    const at = slot.assigned.findIndex((job) => job.id === id);
    return at < 0 ? undefined : slot.assigned.splice(at, 1)[0];
}
/** The outcome a worker sent as its entry's text (the text of this very run: malformed, it is a bug, and a parse error). */
function tagsOfMessage({ text, edited }, limits) {
    const outcome = outcomeOfEntryText(text, limits.parseTimeoutMs) ?? { skip: 'parse-error' };
    return edited ? { ...outcome, edited } : outcome;
}

;// CONCATENATED MODULE: ./src/core/extract/apart.ts
// Parsing apart: a child process of node started with `--liftoff-only` (the parse host) runs a
// parse pool of its own, with its own threads, and sends each file's outcome back. For the grammars
// that this process's optimizing WebAssembly tier cannot take (see runtime/wasm-tiers.ts): V8 13
// and later take that flag only on node's command line.




/** The mark in the parse host's first argument: the module serves when it sees it. */
const HOST_MARK = 'repomap-parse-host';
/**
 * Parse `jobs` in a parse host with `workers` threads; results arrive through `onResult`, exactly
 * one per job. If the host ends before it has answered them all (or cannot start), the rest are
 * parse errors, named in the report as crashed.
 */
function parseApart(jobs, options, onResult) {
    const byId = new Map(jobs.map((job) => [job.id, job]));
    const finish = (id, outcome) => {
        const job = byId.get(id);
        if (!job)
            return;
        byId.delete(id);
        onResult(job, outcome);
    };
    return new Promise((resolve) => {
        let report;
        let settled = false;
        const end = (why) => {
            if (settled)
                return;
            settled = true;
            const ended = report ?? emptyReport();
            for (const job of [...byId.values()]) {
                ended.crashed.set(job.path, why);
                finish(job.id, { skip: 'parse-error' });
            }
            resolve(ended);
        };
        let host;
        try {
            host = startWorkerProcess((0,external_node_path_namespaceObject.join)(__dirname, 'apart.ts'), [HOST_MARK], ['--liftoff-only']);
        }
        catch (error) {
            return end(`the parse process did not start: ${error.message}`);
        }
        host.on('message', (message) => {
            if (message.kind === 'report')
                report = message.report;
            else if (message.kind === 'tags')
                finish(message.id, tagsOfMessage(message, options.limits));
            else if (message.kind === 'result')
                finish(message.id, message.outcome);
        });
        // A host that could not start says so here (and may never close); one that ran, by its end.
        host.on('error', (error) => {
            if (host.pid === undefined)
                end(`the parse process did not start: ${error.message}`);
        });
        // 'close': the process has ended and every message it sent has been read.
        host.on('close', (code, signal) => end(`the parse process ended (${signal ?? `exit ${code}`})`));
        host.send({ ...options, jobs });
    });
}
/**
 * When this process was started as a parse host (see parseApart): parse what it is asked in a pool
 * of its own, send each outcome, then the report, and end (as it does when its parent goes).
 */
function serveAsParseHost() {
    if (!process.send || process.argv[2] !== HOST_MARK)
        return;
    // A message that cannot be sent: the parent has gone (it ended, or its run did), and so does the host.
    const send = (message, then) => process.send(message, undefined, {}, (error) => (error ? process.exit(0) : then?.()));
    process.on('disconnect', () => process.exit(0));
    process.once('message', (request) => {
        const { jobs, workers, limits, faults } = request;
        if (faults?.['(host)']?.kill)
            process.exit(70);
        // Outcomes go on as the parse made them: tags as their entry's text, not encoded again.
        const onResult = (job, outcome, text) => send(resultMessage(job.id, { outcome, text }));
        // A few files are parsed on the host's own thread, as they are in a run's own process.
        const parsed = workers > 1
            ? parseInWorkers(jobs, { workers, limits, faults }, onResult)
            : parseOnThisThread(jobs, limits, onResult);
        // Once the report is sent, the host lets its parent go, and ends.
        void parsed.then((report) => send({ kind: 'report', report }, () => process.disconnect()));
    });
}
serveAsParseHost();

;// CONCATENATED MODULE: ./src/core/extract/extract.ts










/** The worker started ahead, if there is one still to take and something to parse. */
function prestartedFor(jobs, prestarted) {
    return prestarted && !prestarted.exited && !prestarted.taken && jobs.length ? prestarted : undefined;
}
/** Fewer cache misses than this are parsed on the main thread: starting workers would cost more. */
const MIN_FILES_FOR_WORKERS = 24;
/**
 * Tags for every listed file: from the cache when its content was seen before, else parsed once,
 * in worker threads when there is enough to parse. A file is read only on a cache miss (or to hash
 * it when the index has no SHA for it).
 */
async function extractAll(files, options) {
    const limits = options.limits ?? DEFAULT_LIMITS;
    const tally = new Tally(files.length, options.onProgress);
    // 1. Cache lookups on the main thread: cheap, and a warm run needs nothing else.
    const work = [...cacheMisses(files, options, limits, tally).values()];
    // 2. Parse the misses, each content once.
    const jobs = work.map(({ files: [file], sha }, id) => ({
        id,
        path: (0,external_node_path_namespaceObject.join)(options.root, file.path),
        language: file.language,
        sha,
        cached: !!options.cache,
    }));
    const finish = (job, outcome) => {
        tally.parsed++;
        options.cache?.remember(work[job.id].version, job.sha, outcome, limits.parseTimeoutMs);
        for (const file of work[job.id].files)
            tally.record(file, outcome);
    };
    const plan = parsePlan(jobs, (job) => work[job.id].files[0].size, options);
    if (!plan.inWorkers)
        options.onCoresFree?.();
    const report = await runJobs(plan, limits, finish);
    if (plan.inWorkers)
        options.onCoresFree?.();
    return { ...tally.extraction(report), parsedApart: plan.apart.length };
}
/**
 * The files' tags from the cache, recorded in the tally; the files the cache does not have, by
 * content (and language): files with the same content share one parse.
 */
function cacheMisses(files, options, limits, tally) {
    const misses = new Map();
    for (const file of files) {
        let version;
        try {
            version = languageVersion(file.language, TAG_FORMAT);
        }
        catch {
            tally.record(file, { skip: 'parse-error' }); // the language's query cannot be read: a broken install
            continue;
        }
        let sha = file.sha;
        if (!sha) {
            const bytes = readRegularFile((0,external_node_path_namespaceObject.join)(options.root, file.path), limits.maxBytes + 1);
            if (!bytes || bytes.length > limits.maxBytes) {
                tally.record(file, { skip: bytes ? 'too-large' : 'unreadable' }); // gone, or grown, since it was listed
                continue;
            }
            sha = blobSha(bytes);
        }
        tally.blobs.set(file.path, sha);
        const hit = options.cache?.get(version, sha, limits.parseTimeoutMs);
        if (hit) {
            tally.fromCache++;
            tally.record(file, hit);
            continue;
        }
        // A content is parsed once for all of its files (a warm run builds no key: it has no miss).
        const key = `${version}:${sha}`;
        const same = misses.get(key);
        if (same)
            same.files.push(file);
        else
            misses.set(key, { sha, version, files: [file] });
    }
    return misses;
}
/** What the extraction found so far, file by file, with its progress. */
class Tally {
    total;
    onProgress;
    tags = new Map();
    blobs = new Map();
    parsed = 0;
    fromCache = 0;
    skipped = {};
    skippedPaths = new Map();
    failed = [];
    timedOut = [];
    done = 0;
    constructor(total, onProgress) {
        this.total = total;
        this.onProgress = onProgress;
    }
    record(file, outcome) {
        if ('tags' in outcome)
            this.tags.set(file.path, outcome.tags);
        else
            this.skipped[outcome.skip] = (this.skipped[outcome.skip] ?? 0) + 1;
        if ('skip' in outcome && NOTED_SKIPS.has(outcome.skip))
            this.skippedPaths.set(file.path, outcome.skip);
        if ('skip' in outcome && outcome.skip === 'parse-error')
            this.failed.push(file.path);
        if ('skip' in outcome && outcome.skip === 'parse-timeout')
            this.timedOut.push(file.path);
        this.onProgress?.(++this.done, this.total);
    }
    /** The extraction, in path order, with what went wrong in the pool. */
    extraction({ brokenGrammars, workersFailed }) {
        return {
            tags: sortedByPath(this.tags),
            blobs: this.blobs,
            parsed: this.parsed,
            fromCache: this.fromCache,
            skipped: this.skipped,
            skippedPaths: this.skippedPaths,
            failed: this.failed.sort(compareStrings),
            timedOut: this.timedOut.sort(compareStrings),
            brokenGrammars: new Map([...brokenGrammars].sort(([a], [b]) => compareStrings(a, b))),
            workersFailed,
        };
    }
}
/** How many threads parse this many files: worker threads when there is enough to parse, else 1 (this thread). */
function parseThreads(jobs, workers = (0,external_node_os_namespaceObject.availableParallelism)()) {
    return workers > 1 && jobs >= MIN_FILES_FOR_WORKERS ? Math.min(workers, Math.ceil(jobs / MIN_FILES_FOR_WORKERS)) : 1;
}
/**
 * Where each file is parsed, as the tier policy chooses for the bytes of each language (`size` of
 * a job). The cores are shared by the two sides as the bytes are: each gets at least its share, and
 * the threads its files are worth.
 */
function parsePlan(jobs, size, options) {
    const cores = options.workers ?? (0,external_node_os_namespaceObject.availableParallelism)();
    const work = new Map();
    for (const job of jobs)
        work.set(job.language, (work.get(job.language) ?? 0) + size(job));
    const away = new Set(options.wasmTiers?.apart(work));
    const here = [];
    const apart = [];
    for (const job of jobs)
        (away.has(job.language) ? apart : here).push(job);
    const total = [...work.values()].reduce((sum, bytes) => sum + bytes, 0) || 1;
    const bytesApart = apart.reduce((sum, job) => sum + size(job), 0);
    const share = (bytes, count) => Math.max(1, Math.min(parseThreads(count, cores), Math.ceil((cores * bytes) / total)));
    const threads = apart.length ? share(total - bytesApart, here.length) : parseThreads(here.length, cores);
    const prestarted = prestartedFor(here, options.prestarted);
    return {
        here,
        threads,
        prestarted,
        apart,
        threadsApart: share(bytesApart, apart.length),
        inWorkers: threads > 1 || prestarted !== undefined || apart.length > 0,
    };
}
/**
 * Parse as planned: here, in worker threads when more than one, else in this thread (with a worker
 * started ahead, worker threads from it on: its languages are loaded, or loading, and this thread
 * would load them again); and apart, at the same time, in a parse host (see ./apart).
 */
async function runJobs(plan, limits, finish) {
    const { here, threads, prestarted, apart, threadsApart } = plan;
    const local = !here.length
        ? Promise.resolve(emptyReport())
        : threads > 1 || prestarted
            ? parseInWorkers(here, { workers: threads, limits, prestarted }, finish)
            : parseOnThisThread(here, limits, finish);
    const away = apart.length
        ? parseApart(apart, { workers: threadsApart, limits }, finish)
        : Promise.resolve(emptyReport());
    const [one, other] = await Promise.all([local, away]);
    return {
        crashed: new Map([...one.crashed, ...other.crashed]),
        brokenGrammars: new Map([...one.brokenGrammars, ...other.brokenGrammars]),
        workersFailed: one.workersFailed || other.workersFailed,
    };
}
/** Results arrive in completion order (in path order when nothing was parsed); the rest of the pipeline sees them in path order. */
function sortedByPath(tags) {
    let previous;
    for (const path of tags.keys()) {
        if (previous !== undefined && compareStrings(previous, path) > 0)
            return new Map([...tags.entries()].sort(([a], [b]) => compareStrings(a, b)));
        previous = path;
    }
    return tags;
}
function blobKey(language, sha) {
    return `${language}:${sha}`;
}
/** Blobs are read and parsed in batches of about this many bytes: a huge diff never sits in memory whole. */
const BLOB_BATCH_BYTES = 128 * 1024 * 1024;
/**
 * Tags of blobs, by blobKey: from the cache, else read with `read` and parsed like the checkout's
 * files (in the parse threads when there are many), each content once. Blobs over the size limit
 * are not read; blobs that are binary, minified or too slow to parse have no tags.
 */
async function extractBlobs(requests, read, options) {
    const limits = options.limits ?? DEFAULT_LIMITS;
    const tags = new Map();
    const misses = [];
    const seen = new Set();
    for (const request of requests) {
        const key = blobKey(request.language, request.sha);
        if (seen.has(key) || request.size > limits.maxBytes)
            continue;
        seen.add(key);
        const version = languageVersion(request.language, TAG_FORMAT);
        const hit = options.cache?.get(version, request.sha, limits.parseTimeoutMs);
        if (!hit)
            misses.push({ ...request, version });
        else if ('tags' in hit)
            tags.set(key, hit.tags);
    }
    for (let start = 0, end = 0; start < misses.length; start = end) {
        for (let bytes = 0; end < misses.length && (end === start || bytes + misses[end].size <= BLOB_BATCH_BYTES); end++)
            bytes += misses[end].size;
        const batch = misses.slice(start, end);
        const contents = read([...new Set(batch.map((blob) => blob.sha))]);
        const jobs = [];
        batch.forEach(({ sha, language }, id) => {
            const bytes = contents.get(sha);
            if (bytes)
                jobs.push({ id, path: `blob ${sha}`, bytes, language, sha, cached: !!options.cache });
        });
        const finish = (job, outcome) => {
            options.cache?.remember(batch[job.id].version, job.sha, outcome, limits.parseTimeoutMs);
            if ('tags' in outcome)
                tags.set(blobKey(job.language, job.sha), outcome.tags);
        };
        await runJobs(parsePlan(jobs, (job) => job.bytes.length, options), limits, finish);
    }
    return tags;
}

;// CONCATENATED MODULE: ./src/core/extract/early.ts





/** Whether the change may be worth a thread of its own: the packs (a cheap guess, made before anything is read) hold the rest. */
function mayParseChangeApart(root, cache, jobs) {
    return !!cache?.hasPacks(root) && jobs !== 1;
}
/** The thread to start with: the caller's (unless it has exited), else a new one when `startOne`, else none. */
function firstParser(given, startOne) {
    return alive(given) ?? (startOne ? prestartParser() : undefined);
}
/**
 * The thread for the run's parse once the change is known: `started` told the change's languages
 * (or a new thread), ended when the packs of `cache` hold every new content; without a change (or
 * with no thread of its own), `started` as it is: it becomes the parse pool's first.
 */
function parserForChange(diff, started, apart) {
    if (diff && apart)
        return prestartFor(diff, apart.cache, apart.opening, started);
    return Promise.resolve(started);
}
async function prestartFor(diff, cache, opening, started) {
    const prestarted = threadForDiff(diff, started);
    if (!prestarted)
        return undefined;
    await opening?.catch(() => { });
    if (languagesToParse(diff, cache).length)
        return prestarted;
    void prestarted.worker.terminate();
    return undefined;
}
/**
 * A parse thread that starts loading the languages of the source files a diff adds or changes
 * (none when it changes none), for a caller that has other work before buildIndex: pass it as
 * `parser` with the same diff. `started` (a thread an entry point started) if given, else a new
 * one; with no languages to load, `started` is ended.
 */
function parserForDiff(diff, started) {
    return threadForDiff(diff, alive(started));
}
/** The thread, unless it has exited. */
function alive(parser) {
    return parser && !parser.exited ? parser : undefined;
}
function threadForDiff(diff, started) {
    const languages = languagesToParse(diff);
    if (!languages.length) {
        if (started)
            void started.worker.terminate();
        return undefined;
    }
    const thread = started ?? prestartParser();
    if (thread)
        warmUp(thread, languages);
    return thread;
}
/** The languages of the source files a diff adds or changes, but those whose new contents the packs of `cache` hold. */
function languagesToParse(diff, cache) {
    const languages = new Set();
    for (const change of diff) {
        const language = change.status === 'deleted' || change.binary ? undefined : languageOf(change.path);
        if (!language || language.outline)
            continue;
        // A diff with full blob names (--full-index, as diffOfCommits asks) says which contents the packs hold.
        if (cache && change.newSha?.length === 40 && cache.has(languageVersion(language.id, TAG_FORMAT), change.newSha))
            continue;
        languages.add(language.id);
    }
    return [...languages].sort(compareStrings);
}
/** A thread nobody took ends (it would keep loading grammars for nothing). */
function endUntaken(parser) {
    if (parser && !parser.taken)
        void parser.worker.terminate();
}

;// CONCATENATED MODULE: ./src/core/diff/unified.ts

/**
 * A diff file's text. UTF-8, with or without a byte order mark; UTF-16 with one (what Windows
 * PowerShell's `git diff > x.diff` writes) is read too. Bytes that are not UTF-8 (a diff of a
 * Latin-1 file) are kept as replacement characters, as before.
 */
function decodeDiff(bytes) {
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
        return new TextDecoder('utf-16le').decode(bytes);
    if (bytes[0] === 0xfe && bytes[1] === 0xff)
        return new TextDecoder('utf-16be').decode(bytes);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)
        .toString('utf8')
        .replace(/^\uFEFF/, '');
}
const HUNK = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
/**
 * Parse a unified diff (git's extended format or plain `---`/`+++`): renames, deletions, new files,
 * binary changes and mode-only changes included. A malformed hunk is an error naming its line.
 */
function parseUnifiedDiff(text) {
    const lines = text.split('\n');
    if (lines[lines.length - 1] === '')
        lines.pop();
    const files = [];
    let current;
    let pendingOld; // a plain diff's `--- path`, waiting for its `+++`
    const start = (path, oldPath) => {
        current = {
            path,
            oldPath,
            status: 'modified',
            binary: false,
            added: [],
            removed: [],
            oldLines: new Map(),
            newLines: new Map(),
        };
        files.push(current);
        return current;
    };
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i].endsWith('\r') ? lines[i].slice(0, -1) : lines[i];
        if (line.startsWith('diff --git ')) {
            const [a, b] = splitGitHeader(line.slice('diff --git '.length));
            start(stripPrefix(b, 'b/'), stripPrefix(a, 'a/'));
            pendingOld = undefined;
        }
        else if (line.startsWith('--- ')) {
            pendingOld = parsePath(line.slice(4));
        }
        else if (line.startsWith('+++ ') && pendingOld !== undefined) {
            const newPath = parsePath(line.slice(4));
            const oldPath = pendingOld === '/dev/null' ? undefined : stripPrefix(pendingOld, 'a/');
            const path = newPath === '/dev/null' ? oldPath : stripPrefix(newPath, 'b/');
            if (path === undefined)
                throw new errors_UserError(`malformed diff at line ${i + 1}: both sides are /dev/null`);
            const file = current &&
                (current.path === path || current.oldPath === oldPath) &&
                !current.added.length &&
                !current.removed.length
                ? current
                : start(path, oldPath);
            file.path = path;
            file.oldPath = oldPath;
            if (pendingOld === '/dev/null')
                file.status = 'added';
            else if (newPath === '/dev/null')
                file.status = 'deleted';
            pendingOld = undefined;
        }
        else if (current && line.startsWith('@@')) {
            i = readHunk(lines, i, current);
        }
        else if (current) {
            if (line.startsWith('new file mode'))
                current.status = 'added';
            else if (line.startsWith('deleted file mode'))
                current.status = 'deleted';
            else if (line.startsWith('rename from '))
                current.oldPath = unquote(line.slice('rename from '.length));
            else if (line.startsWith('rename to ')) {
                current.path = unquote(line.slice('rename to '.length));
                current.status = 'renamed';
            }
            else if (line.startsWith('Binary files ') || line === 'GIT binary patch')
                current.binary = true;
            else if (line.startsWith('index ')) {
                const match = /^index ([0-9a-f]+)\.\.([0-9a-f]+)/.exec(line);
                if (match)
                    [current.oldSha, current.newSha] = [match[1], match[2]];
            }
        }
    }
    if (!files.length && /\S/.test(text)) {
        throw new errors_UserError(/\0/.test(text)
            ? 'the diff is not text (it holds NUL bytes: UTF-16 without a byte order mark, or binary data): save it as UTF-8 with git diff --output=FILE'
            : 'the diff names no file: it is not a unified diff (make one with git diff, or diff -u)');
    }
    for (const file of files) {
        if (file.status === 'added' || file.oldPath === file.path)
            file.oldPath = file.status === 'deleted' ? file.path : undefined;
        if (file.status === 'modified' && file.oldPath && file.oldPath !== file.path)
            file.status = 'renamed';
    }
    return files;
}
function readHunk(lines, at, file) {
    const match = HUNK.exec(lines[at]);
    if (!match)
        throw new errors_UserError(`malformed diff at line ${at + 1}: bad hunk header ${JSON.stringify(lines[at].slice(0, 80))}`);
    let oldLine = Number(match[1]);
    let newLine = Number(match[3]);
    let oldLeft = match[2] === undefined ? 1 : Number(match[2]);
    let newLeft = match[4] === undefined ? 1 : Number(match[4]);
    let i = at + 1;
    for (; i < lines.length && (oldLeft > 0 || newLeft > 0); i++) {
        const raw = lines[i].endsWith('\r') ? lines[i].slice(0, -1) : lines[i];
        const marker = raw[0];
        const body = raw.slice(1);
        if (marker === '\\')
            continue; // "\ No newline at end of file"
        if (marker === ' ' || raw === '') {
            file.oldLines.set(oldLine++, body);
            file.newLines.set(newLine++, body);
            oldLeft--;
            newLeft--;
        }
        else if (marker === '-') {
            file.oldLines.set(oldLine, body);
            addLine(file.removed, oldLine++);
            oldLeft--;
        }
        else if (marker === '+') {
            file.newLines.set(newLine, body);
            addLine(file.added, newLine++);
            newLeft--;
        }
        else {
            throw new errors_UserError(`malformed diff at line ${i + 1}: the hunk that starts at line ${at + 1} ends early`);
        }
    }
    if (oldLeft > 0 || newLeft > 0)
        throw new errors_UserError(`malformed diff: the hunk at line ${at + 1} is cut short`);
    // A trailing "\ No newline" belongs to this hunk.
    while (i < lines.length && lines[i].startsWith('\\'))
        i++;
    return i - 1;
}
function addLine(ranges, line) {
    const last = ranges[ranges.length - 1];
    if (last && last.end + 1 === line)
        last.end = line;
    else
        ranges.push({ start: line, end: line });
}
/** `a/x b/y` from a `diff --git` header; names may be quoted and may contain spaces. */
function splitGitHeader(rest) {
    if (rest.startsWith('"')) {
        const end = closingQuote(rest, 0);
        return [unquote(rest.slice(0, end + 1)), unquote(rest.slice(end + 2))];
    }
    if (rest.endsWith('"')) {
        const open = rest.lastIndexOf(' "');
        return [rest.slice(0, open), unquote(rest.slice(open + 1))];
    }
    // Unquoted: both halves have the same length when the path did not change.
    const half = (rest.length - 1) / 2;
    if (Number.isInteger(half) && rest[half] === ' ' && rest.slice(2, half) === rest.slice(half + 3))
        return [rest.slice(0, half), rest.slice(half + 1)];
    const split = rest.indexOf(' b/');
    return split >= 0 ? [rest.slice(0, split), rest.slice(split + 1)] : [rest, rest];
}
function closingQuote(text, open) {
    for (let i = open + 1; i < text.length; i++) {
        if (text[i] === '\\')
            i++;
        else if (text[i] === '"')
            return i;
    }
    return text.length - 1;
}
/** A path from a `---`/`+++` line: quoted or not, with a plain diff's tab-separated timestamp dropped. */
function parsePath(text) {
    if (text.startsWith('"'))
        return unquote(text.slice(0, closingQuote(text, 0) + 1));
    const tab = text.indexOf('\t');
    return tab >= 0 ? text.slice(0, tab) : text.trimEnd();
}
function stripPrefix(path, prefix) {
    return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}
const ESCAPES = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, '\\': 92 };
/** Undo git's C-style quoting of a path (octal escapes are UTF-8 bytes). */
function unquote(text) {
    if (!(text.length >= 2 && text.startsWith('"') && text.endsWith('"')))
        return text;
    const bytes = [];
    const body = text.slice(1, -1);
    for (let i = 0; i < body.length; i++) {
        const c = body[i];
        if (c !== '\\') {
            bytes.push(...Buffer.from(c, 'utf8'));
            continue;
        }
        const next = body[++i];
        if (/[0-7]/.test(next ?? '')) {
            bytes.push(parseInt(body.slice(i, i + 3), 8));
            i += 2;
        }
        else
            bytes.push(ESCAPES[next] ?? next?.charCodeAt(0) ?? 92);
    }
    return Buffer.from(bytes).toString('utf8');
}

;// CONCATENATED MODULE: ./src/core/diff/pull-request.ts
// The change to focus on: a diff given, or what a pull request shows, read from git (the diff of its
// head against the merge base).





/**
 * The change, read first (a wrong ref fails at once, not after the repository is parsed), and the
 * parse thread for its new contents: started before the change is read when the cache's packs hold
 * the rest (see ../extract/early), else the caller's, if any.
 */
function changeAndParser(root, options, cache, opening) {
    const fromCommits = options.base !== undefined || options.head !== undefined;
    const apart = mayParseChangeApart(root, cache, options.jobs);
    // A commit range takes git a while to diff: long enough for a new thread to come up meanwhile.
    const early = firstParser(options.parser, apart && fromCommits);
    let diff;
    try {
        const given = fromCommits ? pullRequestDiff(root, options.base, options.head) : options.diff;
        diff = typeof given === 'string' ? parseUnifiedDiff(given) : given;
    }
    catch (error) {
        endUntaken(early);
        throw error;
    }
    return { diff, fromCommits, parsing: parserForChange(diff, early, apart ? { cache: cache, opening } : undefined) };
}
/** What a pull request shows: the diff of head against the merge base of base and head (see diffOfCommits). */
function pullRequestDiff(root, base, head = 'HEAD') {
    if (base === undefined)
        throw new errors_UserError('--head needs --base (the branch or commit the change is compared with)');
    checkRoot(root);
    // Mostly two git processes: one finds the base in a work tree, one diffs from the merge base (git
    // 2.30 and later; it fails when there are several). Else one step at a time, each failure with
    // its own message.
    if (!base.startsWith('-') && !head.startsWith('-')) {
        const found = gitRaw(root, [
            'rev-parse',
            '--is-inside-work-tree',
            '--verify',
            '--quiet',
            '--end-of-options',
            `${base}^{commit}`,
        ]);
        const [inWorkTree, baseSha] = found.stdout.toString().split('\n');
        const diff = found.ok && inWorkTree === 'true'
            ? gitRaw(root, ['diff', '--merge-base', ...DIFF_OPTIONS, baseSha, `${head}^{commit}`, '--'])
            : undefined;
        if (diff?.ok)
            return diff.stdout.toString('utf8');
    }
    if (!isGitWorkTree(root))
        throw new errors_UserError(`--base needs a git repository, and ${root} is not one`);
    const baseSha = resolveCommit(root, base);
    const headSha = resolveCommit(root, head);
    const mergeBase = gitRaw(root, ['merge-base', baseSha, headSha]);
    if (!mergeBase.ok) {
        const names = `${base} and ${head}`;
        throw new errors_UserError(isShallow(root)
            ? `no common ancestor of ${names} in this shallow clone: fetch more history (e.g. 'git fetch --deepen=100', or fetch-depth: 0), or pass the diff with --diff`
            : `no common ancestor of ${names}: their histories are unrelated; pass the diff with --diff`);
    }
    return diffOfCommits(root, mergeBase.stdout.toString().trim(), headSha);
}
/** How a diff is asked for: full blob names, renames found, paths relative to the root. */
const DIFF_OPTIONS = ['--no-color', '--no-ext-diff', '--no-textconv', '--full-index', '-M', '-U3', '--relative'];
/**
 * The diff between two commits, in the form the focus stage reads (full blob SHAs, renames found),
 * with paths relative to the root, as the map names files (the root may be a monorepo's package).
 */
function diffOfCommits(root, from, to) {
    return git(root, ['diff', ...DIFF_OPTIONS, from, to, '--']);
}

;// CONCATENATED MODULE: ./src/core/extract/outline.ts








// Files in no programming language (a README, a manifest, a Dockerfile, a workflow) enter the map
// when the change touches them, and the key project files always do. A format with a tags query
// (`outline` in the language table: Markdown, YAML, JSON, CSS, SCSS, LaTeX) enters as its outline:
// headings, top-level keys, rules, with their lines and signatures. Any other file, or an outline
// that finds nothing, enters as a single entry: its first meaningful line, as a definition of kind `file`.
const KEY_FILES = /^(README(\.\w+)?|package\.json|go\.mod|Cargo\.toml|pyproject\.toml|setup\.py|setup\.cfg|requirements\.txt|Gemfile|composer\.json|pom\.xml|build\.gradle(\.kts)?|settings\.gradle(\.kts)?|CMakeLists\.txt|Makefile|Dockerfile|docker-compose\.ya?ml|action\.ya?ml|\.github\/workflows\/[^/]+\.ya?ml)$/i;
/** Manifests, build and CI configuration at the root: they get a small prior in the ranking. */
function isKeyProjectFile(path) {
    return KEY_FILES.test(path);
}
const MAX_LINE = 120;
/** The first line is looked for in this much of a file. */
const FIRST_LINE_BYTES = 64 * 1024;
/** An outline covers this much of a file at most: a long changelog is outlined from its start. */
const OUTLINE_BYTES = 256 * 1024;
/**
 * Bytes outlined per map at most: a change to thousands of large YAML or Markdown files costs
 * seconds, not minutes (about 2 MB/s are parsed); the files past it enter as their first line.
 */
const OUTLINES_BYTES = 8 * 1024 * 1024;
/** The first line that says something: not blank, not punctuation alone, not a comment (but a markdown heading). */
function firstMeaningfulLine(text, path) {
    const markdown = /\.(md|markdown|rst|txt)$/i.test(path) || /^README$/i.test(path.split('/').pop() ?? '');
    const lines = text.split('\n');
    for (let i = 0; i < lines.length && i < 200; i++) {
        const line = lines[i].trim();
        if (!/[\p{L}\p{N}]/u.test(line))
            continue;
        if (!markdown && /^(#|\/\/|\/\*|\*|<!--|;|--|%)/.test(line))
            continue;
        if (/^(<\?xml|<!doctype)/i.test(line))
            continue;
        return { line: i + 1, text: line.length > MAX_LINE ? `${line.slice(0, MAX_LINE - 1)}…` : line };
    }
    return undefined;
}
/**
 * The outlines of non-code files, in the order given, with at most `budget` bytes outlined by
 * tags queries; files without one are left out (binary, empty, special files). An outline is cached
 * like any file's tags, by the content outlined: a warm run loads no grammar for its README.
 */
async function outlinesOf(root, paths, limits = DEFAULT_LIMITS, budget = OUTLINES_BYTES, cache) {
    const result = new Map();
    let left = budget;
    for (const path of paths) {
        const format = languageOf(path)?.outline ? languageOf(path) : undefined;
        const bytes = readRegularFile((0,external_node_path_namespaceObject.join)(root, path), format && left > 0 ? Math.min(OUTLINE_BYTES, limits.maxBytes) : FIRST_LINE_BYTES);
        if (!bytes || contentSkip(bytes.subarray(0, 8000)) === 'binary')
            continue;
        const text = decode(bytes);
        let tags;
        if (format && left > 0 && contentSkip(bytes) !== 'minified') {
            left -= bytes.length;
            const version = languageVersion(format.id, TAG_FORMAT);
            const sha = blobSha(bytes);
            let outcome = cache?.get(version, sha, limits.parseTimeoutMs);
            if (!outcome) {
                const outline = await tagsOfSource(format.id, text, limits);
                outcome = outline === 'parse-timeout' ? { skip: outline } : { tags: outline };
                cache?.remember(version, sha, outcome, limits.parseTimeoutMs);
            }
            if ('tags' in outcome && outcome.tags.defs.names.length)
                tags = outcome.tags;
        }
        tags ??= firstLineOutline(text, path);
        if (tags)
            result.set(path, tags);
    }
    return result;
}
/** A file as one `file` definition named by its base name: its first meaningful line. */
function firstLineOutline(text, path) {
    const first = firstMeaningfulLine(text, path);
    if (!first)
        return undefined;
    const name = path.split('/').pop();
    return packTags([{ name, kind: 'file', line: first.line, endLine: first.line, signature: first.text }], []);
}
/**
 * Files in no programming language that belong in the graph: changed or focus files, and the key
 * project files. They enter as their outline (Markdown headings, YAML keys…) or their first meaningful line.
 */
function outlinesFor(root, focus, discovery, tags, limits, cache) {
    const unsupported = new Set(discovery.unsupported);
    const listed = new Set(discovery.files.map((file) => file.path));
    const wanted = [...focus.changedFiles, ...focus.files].filter((path) => (listed.has(path) || unsupported.has(path)) && !tags.has(path));
    wanted.push(...discovery.unsupported.filter(isKeyProjectFile));
    return outlinesOf(root, [...new Set(wanted)], limits, OUTLINES_BYTES, cache);
}

;// CONCATENATED MODULE: ./src/core/extract/report.ts


/** Warn of parse threads that could not start, grammars that cannot be used, and files given up on. */
function warnAboutExtraction(extraction, parseTimeoutMs, warn) {
    if (extraction.workersFailed)
        warn('parse threads could not be started: parsed on one thread');
    for (const [language, error] of extraction.brokenGrammars)
        warn(`the ${language} grammar cannot be used, so its files are skipped: ${error}`);
    if (extraction.failed.length)
        warn(`could not parse ${extraction.failed.length} file(s), skipped: ${someOf(extraction.failed)}`);
    if (extraction.timedOut.length) {
        warn(`gave up on ${extraction.timedOut.length} file(s) at the parse time limit of ${parseTimeoutMs} ms, skipped: ${someOf(extraction.timedOut)}`);
    }
}
/** The first few paths of a list, for a warning: quoted, so that no file name can start a line of the log. */
function someOf(paths) {
    return (paths
        .slice(0, 5)
        .map((path) => JSON.stringify(path))
        .join(', ') + (paths.length > 5 ? ', …' : ''));
}
/** A file's limits, as the options set them. */
function limitsOf(options) {
    return {
        maxBytes: options.maxFileBytes ?? DEFAULT_LIMITS.maxBytes,
        parseTimeoutMs: options.parseTimeoutMs ?? DEFAULT_LIMITS.parseTimeoutMs,
    };
}
/** What an index tells of its run: counts, cache hits and stage times, and the files skipped with why. */
function figuresOf(discovery, extraction, tagged, ms) {
    return {
        stats: statsOf(discovery, extraction, tagged),
        run: { filesParsed: extraction.parsed, filesFromCache: extraction.fromCache, ms },
        skippedPaths: new Map([...(discovery.skippedPaths ?? []), ...extraction.skippedPaths]),
    };
}
/** The map's counts: files listed and skipped (by reason), definitions and references of every file tagged. */
function statsOf(discovery, extraction, tagged) {
    const skipped = { ...discovery.skipped };
    for (const [reason, count] of Object.entries(extraction.skipped))
        skipped[reason] = (skipped[reason] ?? 0) + count;
    let definitions = 0;
    let references = 0;
    for (const fileTags of tagged.values()) {
        definitions += fileTags.defs.names.length;
        references += fileTags.refs.lines.length;
    }
    return {
        filesListed: discovery.listed,
        filesSkipped: Object.fromEntries(Object.entries(skipped).sort(([a], [b]) => compareStrings(a, b))),
        definitions,
        references,
    };
}

;// CONCATENATED MODULE: ./src/core/extract/copies.ts
// Copies: files that say the same thing twice (a mirrored directory, a vendored duplicate, a build
// of the sources kept in the tree). Each group becomes one entry before the file graph is built, so
// a copy neither takes budget a second time nor splits rank and references with its original.




const NO_COPIES = { of: new Map(), entryOf: new Map() };
/**
 * Fewer definitions than this are not enough to call two files of different content copies: two
 * `main.go` files with just `func main()` are not. Byte-identical files are copies at any size.
 * Files of different content must also have the same name: a mirrored directory keeps its file
 * names, while ESLint's rules each define the same `meta` and `create(context)` under their own.
 */
const MIN_DEFINITIONS_FOR_SAME_DEFINITIONS = 2;
/**
 * Groups of copies among the files: the same blob SHA, or exactly the same definitions (names,
 * kinds and signatures, in order) in files of the same name and language that declare the same
 * package or namespace. A group's entry is a focus file if it has
 * one, else the path nearest the root (fewest directories, then shortest, then by path).
 */
function findCopies(tags, blobOf, isFocus) {
    const paths = foldablePaths(tags, blobOf);
    // A file can match one file by blob and another by definitions: both join the same group.
    const sets = new DisjointSets(paths.length);
    const blobs = paths.map((path) => blobOf.get(path));
    joinSameKeys(sets, blobs);
    joinSameKeys(sets, definitionKeys(paths, tags));
    return entriesOf(groupsOf(sets, paths), isFocus);
}
/** The files that may fold, in the order of the tags. */
function foldablePaths(tags, blobOf) {
    const paths = [];
    for (const [path, { defs }] of tags) {
        if (blobOf.get(path) === undefined)
            continue; // an outline of a non-code file: not folded
        // Nothing to show twice (empty files, scripts), or only modules declared (a Rust `lib.rs` of
        // `mod a;` lines, which says where a crate's files are by where it is itself): never folded away.
        if (defs.kinds.every((kind) => defs.strings[kind] === 'module'))
            continue;
        paths.push(path);
    }
    return paths;
}
/** Union-find over files by their number. */
class DisjointSets {
    parent;
    constructor(size) {
        this.parent = Int32Array.from({ length: size }, (_, file) => file);
    }
    find(file) {
        const { parent } = this;
        let root = file;
        while (parent[root] !== root)
            root = parent[root];
        for (let at = file; parent[at] !== root;) {
            const next = parent[at];
            parent[at] = root;
            at = next;
        }
        return root;
    }
    join(file, other) {
        this.parent[this.find(file)] = this.find(other);
    }
}
/** Joins each file that has a key (by its number) to the first file with the same key. */
function joinSameKeys(sets, keys) {
    const firstWith = new Map();
    for (let file = 0; file < keys.length; file++) {
        const key = keys[file];
        if (key === undefined)
            continue;
        const first = firstWith.get(key);
        if (first === undefined)
            firstWith.set(key, file);
        else
            sets.join(file, first);
    }
}
/**
 * What each file defines, as a key equal for files with the same definitions, or undefined for a
 * file with no namesake to compare with: only files of the same language and name, with as many
 * definitions, are compared definition by definition (most files have no such namesake).
 */
function definitionKeys(paths, tags) {
    const alike = new Map();
    paths.forEach((path, file) => {
        const { defs } = tags.get(path);
        if (defs.names.length < MIN_DEFINITIONS_FOR_SAME_DEFINITIONS)
            return;
        const key = `${languageOf(path)?.id ?? ''}\0${(0,external_node_path_namespaceObject.basename)(path)}\0${defs.names.length}`;
        const files = alike.get(key);
        if (files)
            files.push(file);
        else
            alike.set(key, [file]);
    });
    const keys = paths.map(() => undefined);
    for (const [key, files] of alike) {
        if (files.length < 2)
            continue;
        for (const file of files) {
            const fileTags = tags.get(paths[file]);
            // The package or namespace a file declares is part of what it defines: Java's com.acme.json.Reader
            // and com.acme.xml.Reader are two classes, whatever their members.
            const declared = referenceList(fileTags.refs, 'package').map((ref) => ref.name);
            const defined = definitionList(fileTags.defs).map((d) => [d.name, d.kind, d.signature]);
            keys[file] = `${key}\0${JSON.stringify([declared, defined])}`;
        }
    }
    return keys;
}
/** The groups of two files or more, in the order of their first files. */
function groupsOf(sets, paths) {
    const size = new Int32Array(paths.length);
    for (let file = 0; file < paths.length; file++)
        size[sets.find(file)]++;
    const groups = new Map();
    for (let file = 0; file < paths.length; file++) {
        const root = sets.find(file);
        if (size[root] < 2)
            continue;
        const group = groups.get(root);
        if (group)
            group.push(paths[file]);
        else
            groups.set(root, [paths[file]]);
    }
    return [...groups.values()];
}
/** Each group under its entry: a focus file first, then the path nearest the root. */
function entriesOf(groups, isFocus) {
    const copies = { of: new Map(), entryOf: new Map() };
    for (const group of groups) {
        group.sort((a, b) => Number(isFocus(b)) - Number(isFocus(a)) ||
            depthOf(a) - depthOf(b) ||
            a.length - b.length ||
            compareStrings(a, b));
        const [entry, ...rest] = group;
        copies.of.set(entry, rest.sort(compareStrings));
        for (const copy of rest)
            copies.entryOf.set(copy, entry);
    }
    return copies;
}
const depthOf = (path) => path.split('/').length;
/** The tags without the copies: only entries go into the graph. */
function withoutCopies(tags, copies) {
    if (!copies.entryOf.size)
        return tags;
    return new Map([...tags].filter(([path]) => !copies.entryOf.has(path)));
}
/**
 * The focus with each copy read as its entry: a changed copy makes its entry changed, and the
 * definitions it changes are the entry's (once per name and status).
 */
function focusOnEntries(focus, copies) {
    if (!copies.entryOf.size)
        return focus;
    const entry = (path) => copies.entryOf.get(path) ?? path;
    const keyOf = (path, change) => `${path}\0${change.name}\0${change.status}`;
    const seen = new Set(focus.changes.filter((c) => !copies.entryOf.has(c.path)).map((c) => keyOf(c.path, c)));
    const changes = [];
    for (const change of focus.changes) {
        const path = entry(change.path);
        if (path === change.path)
            changes.push(change);
        else if (!seen.has(keyOf(path, change))) {
            seen.add(keyOf(path, change));
            changes.push({ ...change, path });
        }
    }
    return {
        ...focus,
        changedFiles: [...new Set(focus.changedFiles.map(entry))],
        files: [...new Set(focus.files.map(entry))].sort(compareStrings),
        changes,
    };
}

;// CONCATENATED MODULE: ./src/core/diff/touched.ts

/**
 * What the change does to one file's definitions. A touched definition of the head side is added
 * when its own line is new and the base side defined no such name (without removed lines there is
 * no base side: nothing can have been renamed into it), else modified; a touched definition of the
 * base side whose name the head side no longer defines is removed (its callers are left broken),
 * else its head namesake is modified.
 */
function definitionChanges({ path, head, base }) {
    const changes = [];
    const changeOf = (def, status) => {
        const { name, kind, line, signature } = def;
        return { path, name, kind, line, signature, status };
    };
    const headTouched = head?.tags ? touchedDefinitions(head.tags, head.ranges) : [];
    const baseTouched = base?.tags ? touchedDefinitions(base.tags, base.ranges) : [];
    const baseNames = new Set(base?.tags ? definitionList(base.tags.defs).map((def) => def.name) : []);
    const listed = new Set();
    const headChanged = head && lineSet(head.ranges);
    for (const def of headTouched) {
        const added = !baseNames.has(def.name) && headChanged(def.line);
        changes.push(changeOf(def, added ? 'added' : 'modified'));
        listed.add(def.name);
    }
    const headDefs = new Map();
    for (const def of head?.tags ? definitionList(head.tags.defs) : [])
        if (!headDefs.has(def.name))
            headDefs.set(def.name, def);
    for (const def of baseTouched) {
        if (listed.has(def.name))
            continue;
        listed.add(def.name);
        const namesake = headDefs.get(def.name);
        changes.push(namesake ? changeOf(namesake, 'modified') : changeOf(def, 'removed'));
    }
    return changes;
}
/** The lines of the ranges as ranges in order, none overlapping or touching another. */
function disjoint(ranges) {
    const merged = [];
    for (const { start, end } of [...ranges].sort((a, b) => a.start - b.start)) {
        const last = merged[merged.length - 1];
        if (last && start <= last.end + 1)
            last.end = Math.max(last.end, end);
        else
            merged.push({ start, end });
    }
    return merged;
}
/** Whether a line is in one of the ranges: a binary search, as a diff may have thousands of hunks. */
function lineSet(ranges) {
    const sorted = disjoint(ranges);
    return (line) => {
        let low = 0;
        let high = sorted.length - 1;
        while (low <= high) {
            const middle = (low + high) >> 1;
            if (sorted[middle].end < line)
                low = middle + 1;
            else if (sorted[middle].start > line)
                high = middle - 1;
            else
                return true;
        }
        return false;
    };
}
/** The definitions a change touches: those whose own line changed, and the innermost one around each changed line. In source order. */
function touchedDefinitions(tags, ranges) {
    const defs = definitionList(tags.defs);
    const changed = lineSet(ranges);
    const touched = new Set();
    defs.forEach((def, i) => {
        if (changed(def.line))
            touched.add(i);
    });
    for (const i of innermostAround(defs, ranges))
        touched.add(i);
    return defs.filter((_, i) => touched.has(i));
}
/**
 * The innermost definition around each line of the ranges (the shortest, the first of equals), by
 * index: one sweep down the lines, with the definitions open at a line in a heap by their length.
 */
function innermostAround(defs, ranges) {
    const found = new Set();
    const byStart = defs.map((_, i) => i).sort((a, b) => defs[a].line - defs[b].line);
    const open = new DefinitionHeap(defs);
    let next = 0;
    for (const range of disjoint(ranges)) {
        for (let line = range.start; line <= range.end; line++) {
            while (next < byStart.length && defs[byStart[next]].line <= line)
                open.push(byStart[next++]);
            while (open.size && defs[open.top()].endLine < line)
                open.pop(); // closed before this line, so for every later one
            if (open.size)
                found.add(open.top());
        }
    }
    return found;
}
/** A min-heap of definitions by index: the shortest first, then the first in source order. */
class DefinitionHeap {
    defs;
    items = [];
    constructor(defs) {
        this.defs = defs;
    }
    get size() {
        return this.items.length;
    }
    top() {
        return this.items[0];
    }
    push(index) {
        const { items } = this;
        items.push(index);
        for (let i = items.length - 1; i > 0;) {
            const parent = (i - 1) >> 1;
            if (!this.before(items[i], items[parent]))
                break;
            [items[i], items[parent]] = [items[parent], items[i]];
            i = parent;
        }
    }
    pop() {
        const { items } = this;
        const last = items.pop();
        if (!items.length)
            return;
        items[0] = last;
        for (let i = 0;;) {
            const left = 2 * i + 1;
            const smallest = [left, left + 1].reduce((best, child) => (child < items.length && this.before(items[child], items[best]) ? child : best), i);
            if (smallest === i)
                return;
            [items[i], items[smallest]] = [items[smallest], items[i]];
            i = smallest;
        }
    }
    before(a, b) {
        const spanA = this.defs[a].endLine - this.defs[a].line;
        const spanB = this.defs[b].endLine - this.defs[b].line;
        return spanA < spanB || (spanA === spanB && a < b);
    }
}

;// CONCATENATED MODULE: ./src/core/language-words.ts
// The words of each language that name nothing of a repository (its keywords, its built-ins), for
// reading the code of a change (diff/words.ts). Apart from the syntax facts, which the parse threads
// load: only the focus needs these.
const wordSet = (words) => new Set(words.split(/\s+/).filter(Boolean));
const languageWords = (keywords, builtins = '', standardImport) => ({
    keywords: wordSet(keywords),
    builtins: wordSet(builtins),
    ...(standardImport && { standardImport }),
});
const ECMA = languageWords(`abstract any as async await boolean break case catch class const constructor continue debugger declare
   default delete do else enum export extends false finally for from function get if implements import in
   infer instanceof interface is keyof let namespace never new null number object of private protected
   public readonly return satisfies set static string super switch symbol this throw true try type typeof
   undefined unknown var void while with yield`, `Array ArrayBuffer Atomics BigInt Boolean Buffer console crypto DataView Date document Error globalThis
   Intl JSON Map Math Number Object performance process Promise Proxy Reflect RegExp Set String Symbol URL
   WeakMap WeakSet window`);
const C_KEYWORDS = `auto break case char const continue default do double else enum extern float for goto if
  inline int long register restrict return short signed sizeof static struct switch typedef union unsigned
  void volatile while NULL true false bool`;
const JVM_BUILTINS = `Arrays Boolean Character Collections Double Float Integer List Long Map Math Objects
  Optional Set Stream String StringBuilder System Thread`;
const WORDS = {
    typescript: ECMA,
    tsx: ECMA,
    javascript: ECMA,
    vue: ECMA,
    html: ECMA,
    python: languageWords(`and as assert async await break class continue def del elif else except False finally for from global
     if import in is lambda None nonlocal not or pass raise return self True try while with yield cls`, `asyncio bytes collections dict float functools int itertools json list logging math os re set shutil
     str subprocess sys time tuple typing`),
    go: languageWords(`break case chan const continue default defer else fallthrough for func go goto if import interface map
     package range return select struct switch type var nil true false iota`, `atomic base64 binary bufio bytes context errors exec filepath fmt hex http io ioutil json log maps math
     os path rand reflect regexp runtime slices sort strconv strings sync syscall testing time unicode
     unsafe url utf8`, (path) => !path.split('/')[0].includes('.')),
    rust: languageWords(`as async await break const continue crate dyn else enum extern false fn for if impl in let loop match mod
     move mut pub ref return self Self static struct super trait true type unsafe use where while`, `Arc BTreeMap Box Cow HashMap HashSet Option Rc RefCell Result String Vec VecDeque fmt fs io iter mem ptr
     std thread`),
    java: languageWords(`abstract assert boolean break byte case catch char class const continue default do double else enum
     extends final finally float for goto if implements import instanceof int interface long native new null
     package private protected public return short static super switch synchronized this throw throws
     transient try var void volatile while true false record`, JVM_BUILTINS),
    kotlin: languageWords(`as break class continue do else false for fun if in interface is null object package return super this
     throw true try typealias typeof val var when while by constructor companion data override private
     protected public internal open sealed suspend`, `${JVM_BUILTINS} listOf mapOf setOf`),
    c: languageWords(C_KEYWORDS),
    cpp: languageWords(`${C_KEYWORDS} class namespace template typename public private protected virtual override final new
     delete this operator using try catch throw nullptr constexpr noexcept explicit friend mutable`, 'std'),
    c_sharp: languageWords(`abstract as base bool break byte case catch char checked class const continue decimal default delegate do
     double else enum event explicit extern false finally fixed float for foreach goto if implicit in int
     interface internal is lock long namespace new null object operator out override params private protected
     public readonly ref return sealed short sizeof static string struct switch this throw true try typeof
     uint ulong unchecked unsafe ushort using var virtual void volatile while async await get set`, 'Console Convert Enumerable Math String Task'),
    ruby: languageWords(`alias and begin break case class def defined do else elsif end ensure false for if in module next nil not
     or redo rescue retry return self super then true undef unless until when while yield`),
    php: languageWords(`abstract and array as break callable case catch class clone const continue declare default do echo else
     elseif empty enddeclare endfor endforeach endif endswitch endwhile extends final finally fn for foreach
     function global goto if implements include instanceof insteadof interface isset list match namespace new
     or print private protected public readonly require return static switch this throw trait try unset use
     var while yield null true false self parent`),
    swift: languageWords(`as associatedtype break case catch class continue default defer deinit do else enum extension fallthrough
     false fileprivate for func guard if import in init inout internal is let nil open operator private
     protocol public repeat rethrows return self Self static struct subscript super switch throw throws true
     try typealias var where while`),
};
const NO_WORDS = languageWords('');
/** A language's words that name nothing of a repository (none known for most languages). */
function wordsOf(id) {
    return WORDS[id] ?? NO_WORDS;
}

;// CONCATENATED MODULE: ./src/core/diff/words.ts
// The words of changed lines that can name something of the repository: those of their code, not
// of their strings, nor of the prose of their comments and docstrings, nor the language's keywords;
// the members of built-ins they call (`Math.min`) kept apart.


/**
 * The words of a changed line that can name something: outside string literals and comments.
 * Tags give a file's calls, types and imports; a reader of the diff also looks up the constants,
 * attributes and variables it reads (`token.NEWLINE`, `opts.timeout`), which no query captures.
 * Of these words, only the names the repository defines are kept.
 */
function namesInCode(text, language) {
    return wordsOfLines(new Map([[1, text]]), language).get(1).words;
}
/**
 * The words of each line the diff shows that can name something: those of its code, and those
 * of the code spans of its comments (see CODE_SPANS); never the prose of a comment or a docstring,
 * nor what a string holds. Comments and strings that span lines (see
 * LanguageSyntax.multiline) are followed from line to line; where the lines shown skip some (a new
 * hunk), a line that closes such a comment before it opens one, or a `* ` line of a `/*` comment,
 * is taken to be inside one. `builtins`: the file's own, when its imports say (see builtinsOf).
 */
function wordsOfLines(lines, language, builtins) {
    const syntax = syntaxOf(language);
    const known = builtins ? { ...wordsOf(language), builtins } : wordsOf(language);
    const tokens = codeTokens(language);
    const words = new Map();
    let inside;
    let previous;
    // After a gap, a docstring's quotes may close one the lines shown start in: the lines of the run so far.
    let unsure;
    for (const number of [...lines.keys()].sort((a, b) => a - b)) {
        const text = lines.get(number);
        if (previous === undefined || number !== previous + 1) {
            inside = openAtStart(text, syntax.multiline);
            unsure = syntax.multiline.some(([open, close]) => open === close) ? [] : undefined;
        }
        const before = previous === undefined ? undefined : lines.get(previous);
        previous = number;
        const line = { words: [], builtinMembers: [] };
        const { words: found, builtinMembers } = line;
        let at = 0;
        while (at < text.length) {
            if (inside) {
                const close = text.indexOf(inside[1], at);
                const end = close < 0 ? text.length : close;
                wordsOfCodeSpans(text.slice(at, end), known, found, builtinMembers);
                at = close < 0 ? text.length : close + inside[1].length;
                if (close >= 0)
                    inside = undefined;
                continue;
            }
            tokens.lastIndex = at;
            const token = tokens.exec(text);
            codeWords(text.slice(at, token ? token.index : text.length), known, found, builtinMembers);
            if (!token)
                break;
            at = token.index + token[0].length;
            const opened = token.groups.open;
            const delimiters = opened === undefined ? undefined : syntax.multiline.find(([open]) => open === opened);
            if (delimiters && unsure && closesDocstring(text, token.index, at, unsure.length ? before : undefined)) {
                // What came before, in this run, was the docstring's: none of it is code.
                for (const earlier of [...unsure, line])
                    earlier.words.length = earlier.builtinMembers.length = 0;
            }
            else if (delimiters)
                inside = delimiters;
            else if (token.groups.comment !== undefined)
                wordsOfCodeSpans(token[0], known, found, builtinMembers);
            if (delimiters && delimiters[0] === delimiters[1])
                unsure = undefined;
        }
        unsure?.push(line);
        words.set(number, line);
    }
    return words;
}
/**
 * Whether the first docstring quotes of a run of lines shown after a gap close a docstring rather
 * than open one: alone on their line (no code before them, nothing after), and not after a line
 * that ends a `def` or `class` head (`:`) (`before`: the line above in the run, if any).
 */
function closesDocstring(text, start, end, before) {
    if (text.slice(0, start).trim() !== '' || text.slice(end).trim() !== '')
        return false;
    return before === undefined || !before.trimEnd().endsWith(':');
}
/** Where a line shown after a gap starts: inside a multiline comment or string, or not. */
function openAtStart(text, multiline) {
    return multiline.find(([open, close]) => {
        if (open === close)
            return false; // a docstring's quotes: no telling which way they go
        const closes = text.indexOf(close);
        const opens = text.indexOf(open);
        return (closes >= 0 && (opens < 0 || opens > closes)) || (open === '/*' && /^\s*\*(\s|$)/.test(text));
    });
}
const STRINGS = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\\n]|\\.)*`/;
const tokensByLanguage = new Map();
/**
 * What ends a stretch of code on a line: the opening of a multiline comment or string (first: a
 * docstring's `"""` is not an empty string), a string on one line, or a line comment.
 */
function codeTokens(language) {
    let tokens = tokensByLanguage.get(language);
    if (!tokens) {
        const { multiline, lineComment } = syntaxOf(language);
        const opens = multiline.map(([open]) => open.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|') || '(?!)';
        tokens = new RegExp(`(?<open>${opens})|(?:${STRINGS.source})|(?<comment>${lineComment.source})`, 'g');
        tokensByLanguage.set(language, tokens);
    }
    return tokens;
}
/**
 * The words of a stretch of code into `found`, but for the language's keywords and its built-ins
 * used as receivers (`Math` in `Math.min`), whose members go into `builtinMembers` instead.
 */
function codeWords(code, { keywords, builtins }, found, builtinMembers) {
    const name = /[A-Za-z_$][\w$]*/g;
    for (let match = name.exec(code); match; match = name.exec(code)) {
        const word = match[0];
        if (builtins.has(word)) {
            const member = /^\s*(?:\?\.|\.|::|->)\s*([A-Za-z_$][\w$]*)/.exec(code.slice(name.lastIndex));
            if (member) {
                builtinMembers.push(member[1]);
                name.lastIndex += member[0].length;
                continue;
            }
        }
        if (word.length > 1 && !keywords.has(word))
            found.push(word);
    }
}
/**
 * What a comment or a docstring names as code: a code span (`` `a.b()` ``), a link or a code tag of
 * Javadoc or JSDoc (`{@link Name#member}`, `{@code expr}`), the name after a `@see`, `@throws` or
 * `@exception` tag, a JSDoc type (`@param {Node} node`), a markdown-style reference (`[name]`).
 */
const CODE_SPANS = /`([^`]+)`|\{@(?:link|linkplain|code)\s+([^}]+)\}|@(?:see|throws|exception)\s+([\w$.#:]+)|@\w+\s+\{([^}]+)\}|\[([A-Za-z_$][\w$.#:]*)\]/g;
/** The words of the code spans of a comment's text (see CODE_SPANS), as codeWords reads code. */
function wordsOfCodeSpans(comment, known, found, builtinMembers) {
    for (const span of comment.matchAll(CODE_SPANS))
        codeWords(span.slice(1).find((group) => group !== undefined), known, found, builtinMembers);
}

;// CONCATENATED MODULE: ./src/core/diff/identifiers.ts




/** What a change uses is what its new lines name: a name that only removed lines used is out of its context. */
function identifiersOf(changed, headTags) {
    const identifiers = new Set();
    const inCode = new DefinedWords(headTags);
    for (const { head } of changed) {
        if (!head)
            continue;
        const words = wordsOfLines(head.lines, head.language, head.tags && builtinsOf(head.tags, head.language));
        if (head.tags)
            for (const { name, line } of namesInRanges(head.tags, head.ranges)) {
                const shown = words.get(line);
                // A member of a built-in (`Math.min`) that the line names in no other way is not the repository's.
                if (!shown?.builtinMembers.includes(name) || shown.words.includes(name))
                    identifiers.add(name);
            }
        for (const range of head.ranges)
            for (let line = range.start; line <= range.end; line++)
                for (const word of words.get(line)?.words ?? [])
                    inCode.add(word);
    }
    for (const name of inCode.defined())
        identifiers.add(name);
    return identifiers;
}
/**
 * The names among `wanted` that the files define. Each string of a table of strings is looked at
 * once: the files read from a pack share one, and a repository has hundreds of thousands of
 * definitions (a set of all their names took ~50 ms on the Go library).
 */
function definedAmong(tags, wanted) {
    const defined = new Set();
    if (!wanted.size)
        return defined;
    const looked = new Map();
    for (const { defs } of tags.values()) {
        let seen = looked.get(defs.strings);
        if (!seen)
            looked.set(defs.strings, (seen = new Uint8Array(defs.strings.length)));
        for (const name of defs.names) {
            if (seen[name])
                continue;
            seen[name] = 1;
            if (wanted.has(defs.strings[name]))
                defined.add(defs.strings[name]);
        }
    }
    return defined;
}
/**
 * The words of changed lines that name a definition of the repository. The words are kept, and
 * looked up at the end (definedAmong); past WORDS_KEPT of them (a huge diff), the names the
 * repository defines are gathered once, and each word is looked up as it comes.
 */
class DefinedWords {
    tags;
    words = new Set();
    names;
    constructor(tags) {
        this.tags = tags;
    }
    add(word) {
        if (this.names) {
            if (this.names.has(word))
                this.words.add(word);
            return;
        }
        this.words.add(word);
        if (this.words.size <= WORDS_KEPT)
            return;
        this.names = definedNames(this.tags);
        this.words = definedAmong(this.tags, this.words);
    }
    defined() {
        return this.names ? this.words : definedAmong(this.tags, this.words);
    }
}
const WORDS_KEPT = 1 << 16;
/** Every name the files define. */
function definedNames(tags) {
    const names = new Set();
    for (const { defs } of tags.values())
        for (const name of defs.names)
            names.add(defs.strings[name]);
    return names;
}
/**
 * The built-in modules of a file whose language says so by its imports (see
 * LanguageWords.standardImport): each standard import by the name it is imported under (its alias,
 * else the last part of its path). Undefined for the other languages: their list of built-ins holds.
 */
function builtinsOf(tags, language) {
    const { standardImport } = wordsOf(language);
    if (!standardImport)
        return undefined;
    const { strings, names, kinds, lines } = tags.refs;
    const aliases = new Map();
    for (let i = 0; i < lines.length; i++)
        if (strings[kinds[i]] === 'import')
            aliases.set(lines[i], strings[names[i]]);
    const builtins = new Set();
    for (let i = 0; i < lines.length; i++) {
        const path = strings[names[i]].replace(/^["`]|["`]$/g, '');
        if (strings[kinds[i]] !== 'module' || !standardImport(path))
            continue;
        const alias = aliases.get(lines[i]);
        builtins.add(alias && alias !== path && !/[/."]/.test(alias) ? alias : path.slice(path.lastIndexOf('/') + 1));
    }
    return builtins;
}
/** The names that lines of a range define or reference (module paths aside), with their lines: identifiers of the focus. */
function namesInRanges(tags, ranges) {
    const names = [];
    const changed = lineSet(ranges);
    const { defs } = tags;
    for (let i = 0; i < defs.lines.length; i++)
        if (changed(defs.lines[i]))
            names.push({ name: defs.strings[defs.names[i]], line: defs.lines[i] });
    const { strings, names: refNames, kinds, lines } = tags.refs;
    for (let i = 0; i < lines.length; i++)
        if (!isPathKind(strings[kinds[i]]) && changed(lines[i]))
            names.push({ name: strings[refNames[i]], line: lines[i] });
    return names;
}

;// CONCATENATED MODULE: ./src/core/diff/sides.ts




/**
 * Tags for each side, all sides at once (a pull request may change thousands of files): from its
 * blob, read from git, when the repository has it; else from what the diff shows of it (a diff
 * from a file, a shallow clone), with every line at its own line number.
 */
async function tagSides(sides, context) {
    const shas = sides.flatMap((side) => (side.sha && !/^0+$/.test(side.sha) ? [side.sha] : []));
    const inGit = context.inGit ? blobSizes(context.root, shas) : new Map();
    const blobs = new Map();
    for (const side of sides) {
        const blob = side.sha ? inGit.get(side.sha) : undefined;
        if (blob)
            blobs.set(side, { ...blob, language: side.language });
    }
    const blobTags = await extractBlobs([...blobs.values()], (wanted) => readBlobs(context.root, wanted), context);
    for (const [side, blob] of blobs)
        side.tags = blobTags.get(blobKey(blob.language, blob.sha));
    const limits = context.limits ?? DEFAULT_LIMITS;
    const fragments = new Map();
    const requests = new Map();
    const { parsed, left } = fragmentsToParse(sides.filter((side) => !side.tags), limits.maxBytes);
    for (const side of parsed) {
        const bytes = Buffer.from(fragmentText(side.lines), 'utf8');
        const sha = blobSha(bytes);
        fragments.set(sha, bytes);
        requests.set(side, { sha, language: side.language, size: bytes.length });
    }
    if (left)
        context.warn(`the diff is large: the focus parses ${FRAGMENT_BUDGET / 1024} KiB of the lines it shows, not all those of ${left} changed ${left === 1 ? 'file' : 'files'}; their words still focus the map`);
    // Fragments are not blobs of the repository: they stay out of the cache.
    const fragmentTags = await extractBlobs([...requests.values()], (wanted) => new Map(wanted.map((sha) => [sha, fragments.get(sha)])), { ...context, cache: undefined });
    for (const [side, request] of requests)
        side.tags = fragmentTags.get(blobKey(request.language, request.sha));
}
/**
 * The most of a diff's own lines the focus parses, all sides together (well under a second of parsing):
 * the sides git cannot give are few in a pull request, but a huge diff from a file is all such
 * sides, and parsing all of it would take a minute. The smallest sides are parsed first.
 */
const FRAGMENT_BUDGET = 256 * 1024;
/** The sides whose diff lines are parsed, within the budget, and how many files have a side left out. */
function fragmentsToParse(sides, maxBytes) {
    const sized = sides.flatMap((side) => {
        const size = fragmentSize(side.lines);
        return size > 0 && size <= maxBytes ? [{ side, size }] : [];
    });
    sized.sort((a, b) => a.size - b.size); // stable: equal sizes stay in the diff's order
    const parsed = [];
    let total = 0;
    for (const { side, size } of sized) {
        if (total + size > FRAGMENT_BUDGET)
            break;
        total += size;
        parsed.push(side);
    }
    return { parsed, left: new Set(sized.slice(parsed.length).map(({ side }) => side.path)).size };
}
/** About the bytes of a side's fragment: one per line up to the last the diff shows, plus their text (0 when it shows none). */
function fragmentSize(lines) {
    let last = 0;
    let text = 0;
    for (const [number, line] of lines) {
        last = Math.max(last, number);
        text += line.length;
    }
    return last === 0 ? 0 : last + text;
}
/** The lines a diff shows of one side, each at its own line number. */
function fragmentText(lines) {
    let last = 0;
    for (const number of lines.keys())
        last = Math.max(last, number);
    const text = new Array(last).fill('');
    for (const [number, line] of lines)
        text[number - 1] = line;
    return text.join('\n');
}

;// CONCATENATED MODULE: ./src/core/diff/focus.ts





/** A path a diff may name: relative, inside the root, no `..` segments. */
function isSafePath(path) {
    return (path !== '' &&
        !path.startsWith('/') &&
        !/^[A-Za-z]:/.test(path) &&
        !path.split(/[\\/]/).includes('..') &&
        !path.includes('\0'));
}
/**
 * What a diff is about: the files it changes, the definitions it touches on either side (their
 * callers are the blast radius) and the identifiers that occur in its added lines (the context it
 * uses): the references that tree-sitter tags find there, and the words of those lines that name a
 * definition of the repository.
 */
async function focusFromDiff(diff, context) {
    const changedFiles = new Set();
    const changed = [];
    for (const change of diff) {
        if (!isSafePath(change.path) || (change.oldPath !== undefined && !isSafePath(change.oldPath))) {
            context.warn(`ignored a diff entry with an unsafe path: ${JSON.stringify(change.oldPath ?? change.path)}`);
            continue;
        }
        changedFiles.add(change.path);
        const entry = changedFile(change, context);
        if (entry)
            changed.push(entry);
    }
    await tagSides(changed.flatMap(({ head, base }) => [head, base].filter((side) => side !== undefined && !side.inCheckout)), context);
    const touched = new Set();
    for (const { head, base } of changed)
        for (const side of [head, base])
            if (side?.tags)
                for (const def of touchedDefinitions(side.tags, side.ranges))
                    touched.add(def.name);
    return {
        changedFiles: [...changedFiles].sort(compareStrings),
        files: [],
        identifiers: [...identifiersOf(changed, context.headTags)].sort(compareStrings),
        touched: [...touched].sort(compareStrings),
        changes: changed
            .flatMap(definitionChanges)
            .sort((a, b) => compareStrings(a.path, b.path) || a.line - b.line || compareStrings(a.name, b.name)),
    };
}
/** A changed file with the sides to look at, or undefined when it is not code in a language we tag. */
function changedFile(change, context) {
    const language = languageOf(change.path) ?? (change.oldPath ? languageOf(change.oldPath) : undefined);
    // Outlined formats (Markdown, YAML…) are not code: their words and headings name nothing to look up.
    if (change.binary || !language || language.outline)
        return undefined;
    const entry = { path: change.path };
    if (change.status !== 'deleted') {
        const file = context.files.get(change.path);
        const inCheckout = file !== undefined && (!change.newSha || !file.sha || file.sha.startsWith(change.newSha));
        const tags = inCheckout ? context.headTags.get(change.path) : undefined;
        // The head side's definitions tell a removed name from a modified one, even without added lines.
        if (change.added.length || inCheckout)
            entry.head = {
                path: change.path,
                ranges: change.added,
                language: language.id,
                sha: change.newSha,
                lines: change.newLines,
                inCheckout,
                tags,
            };
    }
    if (change.status !== 'added' && change.removed.length) {
        entry.base = {
            path: change.path,
            ranges: change.removed,
            language: language.id,
            sha: change.oldSha,
            lines: change.oldLines,
            inCheckout: false,
        };
    }
    return entry;
}

;// CONCATENATED MODULE: ./src/core/diff/named.ts
// The focus the user names (files and identifiers), merged with the change's.




/** A focus path as the map names files: relative to the root, forward slashes. */
function focusPath(root, path) {
    const relativePath = (0,external_node_path_namespaceObject.relative)(root, (0,external_node_path_namespaceObject.isAbsolute)(path) ? path : (0,external_node_path_namespaceObject.resolve)(root, path))
        .split(external_node_path_namespaceObject.sep)
        .join('/');
    if (!isSafePath(relativePath))
        throw new errors_UserError(`focus file is outside the root: ${path}`);
    return relativePath;
}
/** Focus paths as the map names files (see focusPath). */
function focusPaths(root, paths = []) {
    return paths.map((path) => focusPath(root, path));
}
/** The change's focus (if any) with more files and identifiers, each list sorted and without repeats. */
function mergeFocus(fromDiff, files, identifiers) {
    return {
        changedFiles: fromDiff?.changedFiles ?? [],
        files: [...new Set(files)].sort(compareStrings),
        identifiers: [...new Set([...(fromDiff?.identifiers ?? []), ...identifiers])].sort(compareStrings),
        touched: fromDiff?.touched ?? [],
        changes: fromDiff?.changes ?? [],
    };
}

;// CONCATENATED MODULE: ./src/core/resolve/manifests.ts




// The build manifests import resolution reads, as plain text: only files git lists (the discovery's
// files and its unsupported paths), never through a symlink, never over a size limit. What they
// mean is parsed by each language's resolver; a manifest it cannot read is ignored.
const MANIFEST = /(?:^|\/)(Cargo\.toml|go\.mod|go\.work|composer\.json|pyproject\.toml|CMakeLists\.txt|compile_commands\.json)$/;
/** Bytes read at most; a larger manifest is left out (a cut one would be malformed anyway). */
const MAX_BYTES = 512 * 1024;
const MAX_COMPILE_COMMANDS_BYTES = 8 * 1024 * 1024;
/** The listed manifests under `root`, read once. */
function readManifests(root, listed) {
    let realRoot;
    try {
        realRoot = (0,external_node_fs_namespaceObject.realpathSync)(root);
    }
    catch {
        return NO_MANIFESTS;
    }
    const texts = {};
    for (const path of listed) {
        const name = MANIFEST.exec(path)?.[1];
        if (!name)
            continue;
        const limit = name === 'compile_commands.json' ? MAX_COMPILE_COMMANDS_BYTES : MAX_BYTES;
        const text = readInside(realRoot, path, limit);
        if (text !== undefined)
            texts[path] = text;
    }
    return manifestsOf(texts);
}
/**
 * A file's text if it is a regular file inside the root reached without any symlink on the way
 * (the work tree can differ from what git lists), and at most `limit` bytes.
 */
function readInside(realRoot, path, limit) {
    const full = (0,external_node_path_namespaceObject.join)(realRoot, path);
    try {
        if ((0,external_node_fs_namespaceObject.realpathSync)(full) !== full)
            return undefined;
    }
    catch {
        return undefined;
    }
    const bytes = readRegularFile(full, limit + 1);
    if (!bytes || bytes.length > limit)
        return undefined;
    return bytes.toString('utf8');
}
/** Manifests given as path → text (what readManifests found, or a test's). */
function manifestsOf(texts) {
    const byName = new Map();
    for (const path of Object.keys(texts).sort(compareStrings)) {
        const name = MANIFEST.exec(path)?.[1];
        if (!name)
            continue;
        const list = byName.get(name) ?? [];
        list.push([path, texts[path]]);
        byName.set(name, list);
    }
    return { named: (name) => byName.get(name) ?? [] };
}
const NO_MANIFESTS = { named: () => [] };

;// CONCATENATED MODULE: ./src/core/resolve/common.ts


/** A resolver whose rule takes each import path to at most one file. */
function oneFileEach({ files, tags }, resolve, isBarrel) {
    return {
        isBarrel,
        reach(file) {
            const found = [];
            for (const ref of pathRefs(tags.get(files[file]))) {
                const target = resolve(files[file], ref.name);
                if (target !== undefined)
                    found.push(target);
            }
            return { files: found, scopes: [] };
        },
    };
}
/** The file's references of one path kind (`module`: import paths; `package`: the package or namespace it declares). */
function pathRefs(tags, kind = 'module') {
    return tags ? referenceList(tags.refs, kind) : [];
}
/**
 * The imported names that go with each import path: the `import` references from its line up to
 * the line of the next path (`from a import (b,\n c)` → b, c; `use x::{A,\n B}` → A, B).
 */
function namesAfterPaths(tags, kind = 'module') {
    const result = new Map();
    const paths = pathRefs(tags, kind);
    if (!paths.length)
        return result;
    const names = referenceList(tags.refs, 'import');
    // The line of the next path on a later line, for each path (paths come sorted by line).
    const next = new Array(paths.length);
    for (let p = paths.length - 1; p >= 0; p--) {
        next[p] = p + 1 === paths.length ? Infinity : paths[p + 1].line > paths[p].line ? paths[p + 1].line : next[p + 1];
    }
    let n = 0;
    for (let p = 0; p < paths.length; p++) {
        while (n < names.length && names[n].line < paths[p].line)
            n++;
        const own = [];
        for (let k = n; k < names.length && names[k].line < next[p]; k++)
            own.push(names[k].name);
        result.set(paths[p], own);
    }
    return result;
}
function push(map, key, value) {
    const list = map.get(key);
    if (list)
        list.push(value);
    else
        map.set(key, [value]);
}
/** A path's directory, '' at the root (not '.'). */
function dirOf(path) {
    const slash = path.lastIndexOf('/');
    return slash < 0 ? '' : path.slice(0, slash);
}
/** `dir/rest` normalized; undefined when it leaves the root. */
function joinPath(dir, rest) {
    const joined = external_node_path_namespaceObject.posix.normalize(dir ? `${dir}/${rest}` : rest).replace(/\/$/, '');
    if (joined === '..' || joined.startsWith('../') || joined.startsWith('/'))
        return undefined;
    return joined === '.' ? '' : joined;
}
/** The directories that hold this family's files, and all their ancestors ('' for the root). */
function directoriesOf(input) {
    const dirs = new Set();
    for (const i of input.members) {
        for (let dir = dirOf(input.files[i]); !dirs.has(dir); dir = dirOf(dir)) {
            dirs.add(dir);
            if (dir === '')
                break;
        }
    }
    return dirs;
}
/** How many leading path segments two paths share. */
function sharedPrefix(a, b) {
    const x = a.split('/');
    const y = b.split('/');
    let k = 0;
    while (k < x.length && k < y.length && x[k] === y[k])
        k++;
    return k;
}

;// CONCATENATED MODULE: ./src/core/resolve/js.ts


// JavaScript and TypeScript: relative imports (`./x`, `../y.js`) to files, with the extensions and
// `index` files the bundlers and TypeScript try; an `index` file re-exports (`export … from`) what
// it imports, so who imports it reaches that too. A bare specifier is a package, not a file here.
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.vue'];
const jsResolver = (input) => {
    let stems; // made at the first relative import: many repositories have none
    // The files of a directory import the same paths: each path is resolved once per directory.
    const byDirectory = new Map();
    const resolve = (from, specifier) => {
        if (!specifier.startsWith('.'))
            return undefined;
        const dir = dirOf(from);
        let known = byDirectory.get(dir);
        if (!known)
            byDirectory.set(dir, (known = new Map()));
        if (!known.has(specifier))
            known.set(specifier, resolveRelative(dir, specifier, () => (stems ??= stemIndex(input.position))));
        return known.get(specifier);
    };
    return oneFileEach(input, resolve, (path) => /(^|\/)index\.[cm]?[jt]sx?$/.test(path));
};
/**
 * What each import path without its extension would find, made once over the files: for a stem,
 * the file of its first candidate in the order tried (the stem itself, the stem plus each of the
 * EXTENSIONS, the stem's `index` file with each of them).
 */
function stemIndex(position) {
    const best = new Map();
    const offer = (stem, order, file) => {
        const known = best.get(stem);
        if (!known || order < known.order)
            best.set(stem, { order, file });
    };
    for (const [path, file] of position) {
        offer(path, 0, file);
        EXTENSIONS.forEach((extension, i) => {
            if (!path.endsWith(extension))
                return;
            const stem = path.slice(0, -extension.length);
            offer(stem, 1 + i, file);
            if (stem.endsWith('/index'))
                offer(stem.slice(0, -'/index'.length), 1 + EXTENSIONS.length + i, file);
        });
    }
    return new Map([...best].map(([stem, { file }]) => [stem, file]));
}
/** The file a relative import path names from a directory, if the repository has it. */
function resolveRelative(dir, specifier, stemsOf) {
    const stems = stemsOf();
    const base = external_node_path_namespaceObject.posix.join(dir, specifier); // normalized
    const found = stems.get(base);
    if (found !== undefined)
        return found;
    const compiled = /\.(m|c)?jsx?$/.exec(base); // `import './x.js'` in TypeScript means ./x.ts
    return compiled ? stems.get(base.slice(0, -compiled[0].length)) : undefined;
}

;// CONCATENATED MODULE: ./src/core/resolve/toml.ts
// The part of TOML that manifests need (Cargo.toml, pyproject.toml): tables, arrays of tables,
// bare, quoted and dotted keys, strings of all four kinds, arrays and inline tables. Numbers,
// booleans and dates are kept as their text. Anything else, or anything malformed, gives undefined:
// a manifest we cannot read is ignored, never fatal.
/** Nesting deeper than this (arrays in arrays, tables in tables) is refused rather than recursed into. */
const MAX_DEPTH = 32;
function parseToml(text) {
    try {
        return new Reader(text).document();
    }
    catch {
        return undefined;
    }
}
/** The value at a dotted path of tables, if every step is a table. */
function tomlAt(value, ...path) {
    for (const key of path) {
        if (!isTable(value) || !Object.hasOwn(value, key))
            return undefined;
        value = value[key];
    }
    return value;
}
function isTable(value) {
    return typeof value === 'object' && !Array.isArray(value);
}
/** A string value, or undefined. */
function tomlString(value) {
    return typeof value === 'string' ? value : undefined;
}
/** The strings of an array value (other elements dropped); a lone string counts as one. */
function tomlStrings(value) {
    if (typeof value === 'string')
        return [value];
    return Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
}
class Reader {
    text;
    at = 0;
    constructor(text) {
        this.text = text;
    }
    document() {
        const root = Object.create(null);
        let current = root;
        for (;;) {
            this.skipSpace(true);
            if (this.at >= this.text.length)
                return root;
            if (this.text[this.at] === '[') {
                const array = this.text[this.at + 1] === '[';
                this.at += array ? 2 : 1;
                const path = this.keyPath();
                this.expect(array ? ']]' : ']');
                current = array ? this.appendTable(root, path) : this.tableAt(root, path);
            }
            else {
                const path = this.keyPath();
                this.expect('=');
                this.assign(current, path, this.value(0));
            }
            this.endOfLine();
        }
    }
    fail() {
        throw new Error(`malformed TOML at offset ${this.at}`);
    }
    /** Spaces and tabs; with `lines`, also newlines and comments. */
    skipSpace(lines) {
        while (this.at < this.text.length) {
            const c = this.text[this.at];
            if (c === ' ' || c === '\t' || (lines && (c === '\n' || c === '\r')))
                this.at++;
            else if (lines && c === '#')
                this.skipComment();
            else
                return;
        }
    }
    skipComment() {
        const end = this.text.indexOf('\n', this.at);
        this.at = end < 0 ? this.text.length : end;
    }
    endOfLine() {
        this.skipSpace(false);
        if (this.text[this.at] === '#')
            this.skipComment();
        if (this.at < this.text.length && this.text[this.at] !== '\n' && this.text[this.at] !== '\r')
            this.fail();
    }
    expect(token) {
        this.skipSpace(false);
        if (!this.text.startsWith(token, this.at))
            this.fail();
        this.at += token.length;
    }
    keyPath() {
        const path = [];
        for (;;) {
            this.skipSpace(false);
            const c = this.text[this.at];
            if (c === '"' || c === "'")
                path.push(this.string());
            else {
                const match = /^[A-Za-z0-9_-]+/.exec(this.text.slice(this.at, this.at + 256));
                if (!match)
                    this.fail();
                path.push(match[0]);
                this.at += match[0].length;
            }
            this.skipSpace(false);
            if (this.text[this.at] !== '.')
                return path;
            this.at++;
        }
    }
    value(depth) {
        if (depth > MAX_DEPTH)
            this.fail();
        this.skipSpace(false);
        const c = this.text[this.at];
        if (c === '"' || c === "'")
            return this.string();
        if (c === '[')
            return this.array(depth);
        if (c === '{')
            return this.inlineTable(depth);
        const match = /^[A-Za-z0-9_+\-.:]+(?: [0-9:.+\-Z]+)?/.exec(this.text.slice(this.at, this.at + 128));
        if (!match)
            this.fail();
        this.at += match[0].length;
        return match[0];
    }
    array(depth) {
        this.at++; // [
        const items = [];
        for (;;) {
            this.skipSpace(true);
            if (this.text[this.at] === ']')
                break;
            items.push(this.value(depth + 1));
            this.skipSpace(true);
            if (this.text[this.at] === ',')
                this.at++;
            else if (this.text[this.at] !== ']')
                this.fail();
        }
        this.at++; // ]
        return items;
    }
    inlineTable(depth) {
        this.at++; // {
        const table = Object.create(null);
        this.skipSpace(false);
        if (this.text[this.at] === '}') {
            this.at++;
            return table;
        }
        for (;;) {
            const path = this.keyPath();
            this.expect('=');
            this.assign(table, path, this.value(depth + 1));
            this.skipSpace(false);
            const c = this.text[this.at++];
            if (c === '}')
                return table;
            if (c !== ',')
                this.fail();
        }
    }
    string() {
        const quote = this.text[this.at];
        if (this.text.startsWith(quote.repeat(3), this.at)) {
            const end = this.text.indexOf(quote.repeat(3), this.at + 3);
            if (end < 0)
                this.fail();
            const body = this.text.slice(this.at + 3, end).replace(/^\r?\n/, '');
            this.at = end + 3;
            return quote === '"' ? toml_unescape(body) : body;
        }
        let end = this.at + 1;
        while (end < this.text.length && this.text[end] !== quote && this.text[end] !== '\n')
            end += quote === '"' && this.text[end] === '\\' ? 2 : 1;
        if (this.text[end] !== quote)
            this.fail();
        const body = this.text.slice(this.at + 1, end);
        this.at = end + 1;
        return quote === '"' ? toml_unescape(body) : body;
    }
    /** The table at a path, made where missing (TOML forbids defining a table twice; we just reuse it). */
    tableAt(root, path) {
        let table = root;
        for (const key of path) {
            let next = Object.hasOwn(table, key) ? table[key] : undefined;
            if (Array.isArray(next))
                next = next[next.length - 1]; // `[a.b]` after `[[a]]`: inside a's last element
            if (next === undefined)
                table[key] = next = Object.create(null);
            if (!isTable(next))
                this.fail();
            table = next;
        }
        return table;
    }
    appendTable(root, path) {
        const parent = this.tableAt(root, path.slice(0, -1));
        const key = path[path.length - 1];
        const list = Object.hasOwn(parent, key) ? parent[key] : (parent[key] = []);
        if (!Array.isArray(list))
            this.fail();
        const table = Object.create(null);
        list.push(table);
        return table;
    }
    assign(table, path, value) {
        const parent = this.tableAt(table, path.slice(0, -1));
        parent[path[path.length - 1]] = value;
    }
}
const toml_ESCAPES = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', '"': '"', '\\': '\\' };
function toml_unescape(body) {
    return body.replace(/\\(u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|\r?\n\s*|.)/g, (_, code) => {
        if (code[0] === 'u' || code[0] === 'U')
            return String.fromCodePoint(parseInt(code.slice(1), 16));
        if (code[0] === '\n' || code[0] === '\r')
            return ''; // a line-ending backslash joins lines
        return toml_ESCAPES[code] ?? code;
    });
}

;// CONCATENATED MODULE: ./src/core/resolve/python.ts


// Python: a dotted module is a file (`a/b.py`, `a/b/__init__.py`, stubs too) under an import root:
// the repository's root, `src/`, and the roots pyproject.toml declares (setuptools `package-dir`
// and `packages.find.where`, poetry `packages`, hatch wheel `packages`/`sources`). Directories
// without `__init__.py` are namespace packages: `from ns import mod` reaches `ns/mod.py`. Relative
// imports count dots from the file's package. A package's `__init__.py` re-exports what it imports,
// so who imports the package reaches that too. A module found under no root falls back to the
// longest dotted suffix of a path in the repository.
const pythonResolver = ({ files, position, tags, members, manifests }) => {
    const dirs = directoriesOf({ files, position, tags, members, manifests });
    const { roots, packageDirs } = importRoots(manifests, dirs);
    const bySuffix = new Map();
    for (const i of members) {
        const parts = files[i].replace(/\.pyi?$/, '').split('/');
        if (parts[parts.length - 1] === '__init__')
            parts.pop();
        for (let k = 0; k < parts.length; k++)
            push(bySuffix, parts.slice(k).join('.'), i);
    }
    /** The file of a dotted module under a directory ('' for the package that directory is). */
    const under = (base, dotted) => {
        const stem = dotted ? joinPath(base, dotted.split('.').join('/')) : base;
        if (stem === undefined)
            return undefined;
        const inside = (name) => (stem ? `${stem}/${name}` : name);
        const candidates = dotted
            ? [`${stem}.py`, inside('__init__.py'), `${stem}.pyi`, inside('__init__.pyi')]
            : [inside('__init__.py'), inside('__init__.pyi')];
        for (const candidate of candidates) {
            const found = position.get(candidate);
            if (found !== undefined)
                return found;
        }
        return undefined;
    };
    /** Whether a dotted path is a directory under a root: a package, maybe a namespace package without a file. */
    const isPackageDir = (dotted) => roots.some((root) => dirs.has(joinPath(root, dotted.split('.').join('/')) ?? '\0'));
    const absolute = (dotted) => {
        const found = [];
        const top = dotted.split('.')[0];
        const mapped = packageDirs.get(top);
        if (mapped !== undefined) {
            const file = under(mapped, dotted.slice(top.length + 1));
            if (file !== undefined)
                found.push(file);
        }
        for (const root of roots) {
            const file = under(root, dotted);
            if (file !== undefined && !found.includes(file))
                found.push(file);
        }
        return found;
    };
    return {
        isBarrel: (path) => /(^|\/)__init__\.pyi?$/.test(path),
        reach(file) {
            const reached = new Set();
            const path = files[file];
            for (const [ref, names] of namesAfterPaths(tags.get(path))) {
                const specifier = ref.name;
                const dots = /^\.*/.exec(specifier)[0].length;
                let targets;
                let lookup;
                if (dots) {
                    // One dot is the file's own package, each further dot one package up.
                    let dir = dirOf(path);
                    for (let k = 1; k < dots; k++)
                        dir = dirOf(dir);
                    lookup = (dotted) => {
                        const found = under(dir, dotted);
                        return found === undefined ? [] : [found];
                    };
                    targets = lookup(specifier.slice(dots));
                }
                else {
                    lookup = absolute;
                    targets = absolute(specifier);
                    if (!targets.length && !isPackageDir(specifier))
                        targets = bySuffix.get(specifier) ?? [];
                }
                for (const target of targets)
                    reached.add(target);
                // `from pkg import mod`: a submodule is imported by name too.
                const base = dots ? specifier.slice(dots) : specifier;
                for (const name of names)
                    for (const target of lookup(base ? `${base}.${name}` : name))
                        reached.add(target);
            }
            reached.delete(file);
            return { files: reached, scopes: [] };
        },
    };
};
/**
 * Where dotted paths start: the root, `src/`, and what each pyproject.toml declares (relative to its
 * directory); `packageDirs` maps a top-level package to its directory (setuptools `package-dir = {pkg = "lib/pkg"}`).
 */
function importRoots(manifests, dirs) {
    const roots = new Set(['']);
    const packageDirs = new Map();
    const add = (dir, relative) => {
        const root = relative === undefined ? undefined : joinPath(dir, relative);
        if (root !== undefined && dirs.has(root))
            roots.add(root);
    };
    add('', 'src');
    for (const [path, text] of manifests.named('pyproject.toml')) {
        const toml = parseToml(text);
        if (!toml)
            continue;
        const dir = dirOf(path);
        add(dir, '.');
        add(dir, 'src');
        const setuptools = tomlAt(toml, 'tool', 'setuptools');
        const packageDir = tomlAt(setuptools, 'package-dir');
        if (isTable(packageDir)) {
            for (const [name, target] of Object.entries(packageDir)) {
                const location = typeof target === 'string' ? joinPath(dir, target) : undefined;
                if (location === undefined)
                    continue;
                if (name === '')
                    add(dir, target);
                else if (!name.includes('.'))
                    packageDirs.set(name, location);
            }
        }
        for (const where of tomlStrings(tomlAt(setuptools, 'packages', 'find', 'where')))
            add(dir, where);
        const poetry = tomlAt(toml, 'tool', 'poetry', 'packages');
        if (Array.isArray(poetry))
            for (const entry of poetry)
                if (isTable(entry))
                    add(dir, tomlString(entry.from) ?? '.');
        const wheel = tomlAt(toml, 'tool', 'hatch', 'build', 'targets', 'wheel');
        for (const built of [wheel, tomlAt(toml, 'tool', 'hatch', 'build')]) {
            if (!isTable(built))
                continue;
            // `packages = ["src/pkg"]`: the package's parent is a root.
            for (const pkg of tomlStrings(built.packages))
                add(dir, dirOf(pkg) || '.');
            // `sources = ["src"]` or `sources = {"src" = ""}`: those prefixes are stripped, so they are roots.
            const sources = built.sources;
            for (const source of isTable(sources) ? Object.keys(sources) : tomlStrings(sources))
                add(dir, source);
        }
    }
    return { roots: [...roots], packageDirs };
}

;// CONCATENATED MODULE: ./src/core/resolve/go.ts

const goResolver = ({ files, tags, members, manifests }) => {
    const packages = new Set(members.map((i) => dirOf(files[i])));
    const modules = goModules(manifests);
    const bySuffix = new Map();
    if (!modules.length) {
        for (const dir of packages) {
            const parts = dir ? dir.split('/') : [];
            for (let k = 0; k < parts.length; k++)
                push(bySuffix, parts.slice(k).join('/'), dir);
        }
    }
    // An import path names the same directories from every file: each is resolved once.
    const resolved = new Map();
    const resolve = (specifier) => {
        let dirs = resolved.get(specifier);
        if (!dirs)
            resolved.set(specifier, (dirs = directoriesNamed(specifier)));
        return dirs;
    };
    const directoriesNamed = (specifier) => {
        if (modules.length) {
            // The longest module path that the import path starts with (modules are sorted longest first).
            for (const module of modules) {
                if (specifier !== module.path && !specifier.startsWith(`${module.path}/`))
                    continue;
                const rest = specifier.slice(module.path.length + 1);
                return module.dirs
                    .map((dir) => joinPath(dir, rest))
                    .filter((dir) => dir !== undefined && packages.has(dir));
            }
            return []; // another module: the standard library or a dependency
        }
        const parts = specifier.split('/');
        for (let k = 0; k < parts.length; k++) {
            const found = bySuffix.get(parts.slice(k).join('/'));
            if (found)
                return found;
        }
        return [];
    };
    return {
        scopeOf: (file) => dirOf(files[file]),
        reach(file) {
            const scopes = [dirOf(files[file])];
            for (const ref of pathRefs(tags.get(files[file])))
                scopes.push(...resolve(ref.name));
            return { files: [], scopes };
        },
    };
};
/** The modules of the repository, longest path first, each with the directories that hold it. */
function goModules(manifests) {
    const declared = new Map();
    const replaced = new Map();
    const used = new Set();
    for (const [path, text] of manifests.named('go.mod')) {
        const dir = dirOf(path);
        for (const { verb, args } of goDirectives(text)) {
            if (verb === 'module' && args.length === 1)
                push(declared, args[0], dir);
            else if (verb === 'replace')
                replacement(dir, args, replaced);
        }
    }
    for (const [path, text] of manifests.named('go.work')) {
        const dir = dirOf(path);
        for (const { verb, args } of goDirectives(text)) {
            const target = verb === 'use' && args.length === 1 ? joinPath(dir, args[0]) : undefined;
            if (target !== undefined)
                used.add(target);
            else if (verb === 'replace')
                replacement(dir, args, replaced);
        }
    }
    const modules = [];
    for (const [path, dirs] of declared) {
        const inWorkspace = dirs.filter((dir) => used.has(dir));
        modules.push({ path, dirs: inWorkspace.length ? inWorkspace : dirs });
    }
    for (const [path, dir] of replaced) {
        const module = modules.find((m) => m.path === path);
        if (module)
            module.dirs = [dir];
        else
            modules.push({ path, dirs: [dir] });
    }
    return modules.sort((a, b) => b.path.length - a.path.length || (a.path < b.path ? -1 : 1));
}
/** `replace old [version] => ./local` (a replacement by another module version is not a directory here). */
function replacement(dir, args, replaced) {
    const arrow = args.indexOf('=>');
    const target = args[arrow + 1];
    if (arrow < 1 || !target || !/^\.\.?(\/|$)/.test(target))
        return;
    const local = joinPath(dir, target);
    if (local !== undefined)
        replaced.set(args[0], local);
}
/** The directives of a go.mod or go.work file, blocks (`use ( … )`) expanded, comments and quotes removed. */
function goDirectives(text) {
    const directives = [];
    let block;
    for (const raw of text.split('\n')) {
        const words = (raw.replace(/\/\/.*$/, '').match(/"(?:[^"\\]|\\.)*"|`[^`]*`|\S+/g) ?? []).map((w) => w.replace(/^["`]|["`]$/g, ''));
        if (!words.length)
            continue;
        if (block !== undefined) {
            if (words[0] === ')')
                block = undefined;
            else
                directives.push({ verb: block, args: words });
        }
        else if (words[1] === '(' && words.length === 2)
            block = words[0];
        else
            directives.push({ verb: words[0], args: words.slice(1) });
    }
    return directives;
}

;// CONCATENATED MODULE: ./src/core/resolve/cargo.ts
// Cargo manifests: the crates of a Rust repository, their root files, library names and path dependencies.



/** The crates Cargo.toml files declare: their directories and root files, names, path dependencies. */
function readCargo({ files, position, members, manifests }) {
    const cargo = { crates: new Map(), libs: new Map(), dependencies: new Map(), packages: new Set() };
    const manifestsRead = [];
    for (const [path, text] of manifests.named('Cargo.toml')) {
        const toml = parseToml(text);
        if (toml)
            manifestsRead.push({ dir: dirOf(path), toml });
    }
    const workspaces = readWorkspaces(manifestsRead);
    const addRoot = (dir, relative) => addCrateRoot(cargo, position, dir, relative);
    const libCandidates = [];
    for (const manifest of manifestsRead) {
        const library = readPackage(cargo, manifest, workspaces, addRoot);
        if (library)
            libCandidates.push(library);
    }
    addDefaultTargets(cargo, files, members);
    nameLibraries(cargo, libCandidates);
    return cargo;
}
/** Workspace members (globs such as `crates/*`), and the path dependencies a workspace shares. */
function readWorkspaces(manifests) {
    const workspaces = { memberOf: [], dependencies: new Map() };
    for (const { dir, toml } of manifests) {
        const workspace = tomlAt(toml, 'workspace');
        if (!isTable(workspace))
            continue;
        const patterns = tomlStrings(workspace.members)
            .map((m) => joinPath(dir, m))
            .filter((m) => m !== undefined);
        const excluded = tomlStrings(workspace.exclude)
            .map((m) => joinPath(dir, m))
            .filter((m) => m !== undefined);
        const isMember = picomatch_default()(patterns.length ? patterns : ['\0'], { dot: true });
        const isExcluded = excluded.length ? picomatch_default()(excluded, { dot: true }) : () => false;
        workspaces.memberOf.push((d) => d === dir || (isMember(d) && !isExcluded(d)));
        workspaces.dependencies.set(dir, pathDependencies(dir, tomlAt(workspace, 'dependencies')));
    }
    return workspaces;
}
/** A crate root at `relative` to a package directory, when the file is listed: the crate's directory. */
function addCrateRoot(cargo, position, dir, relative) {
    if (relative === undefined)
        return undefined;
    const path = joinPath(dir, relative);
    const file = path === undefined ? undefined : position.get(path);
    if (file === undefined)
        return undefined;
    const crateDir = dirOf(path);
    if (!cargo.crates.has(crateDir))
        cargo.crates.set(crateDir, file);
    return crateDir;
}
/** A package's crates (library, main, targets) and path dependencies; its library, as a candidate for its name. */
function readPackage(cargo, { dir, toml }, workspaces, addRoot) {
    const name = tomlString(tomlAt(toml, 'package', 'name'));
    if (name === undefined)
        return undefined; // a virtual manifest: a workspace only
    cargo.packages.add(dir);
    const libDir = addRoot(dir, tomlString(tomlAt(toml, 'lib', 'path')) ?? 'src/lib.rs');
    const library = libDir === undefined
        ? undefined
        : {
            name: (tomlString(tomlAt(toml, 'lib', 'name')) ?? name).replace(/-/g, '_'),
            dir: libDir,
            pkg: dir,
            member: workspaces.memberOf.some((isMember) => isMember(dir)),
        };
    addRoot(dir, 'src/main.rs');
    for (const kind of ['bin', 'test', 'bench', 'example']) {
        for (const target of tables(tomlAt(toml, kind)))
            addRoot(dir, tomlString(target.path));
    }
    const dependencies = packageDependencies(dir, toml, workspaces);
    if (dependencies.size)
        cargo.dependencies.set(dir, dependencies);
    return library;
}
/** A package's path dependencies, its own and those it takes from its workspace (`dep = { workspace = true }`), in every section and target. */
function packageDependencies(dir, toml, workspaces) {
    const dependencies = new Map();
    const sections = ['dependencies', 'dev-dependencies', 'build-dependencies'].map((key) => toml[key]);
    const targets = tomlAt(toml, 'target');
    if (isTable(targets))
        for (const cfg of Object.values(targets))
            if (isTable(cfg))
                sections.push(cfg.dependencies, cfg['dev-dependencies']);
    for (const section of sections) {
        for (const [key, dep] of pathDependencies(dir, section))
            dependencies.set(key, dep);
        if (!isTable(section))
            continue;
        for (const [key, spec] of Object.entries(section)) {
            if (!isTable(spec) || tomlString(spec.workspace) !== 'true')
                continue;
            for (const [root, shared] of workspaces.dependencies) {
                const dep = shared.get(key.replace(/-/g, '_'));
                if (dep !== undefined && (root === '' || dir === root || dir.startsWith(`${root}/`)))
                    dependencies.set(key.replace(/-/g, '_'), dep);
            }
        }
    }
    return dependencies;
}
/** The default targets: each file directly in tests/, benches/, examples/ and src/bin/ is a crate root. */
function addDefaultTargets(cargo, files, members) {
    for (const i of members) {
        const dir = dirOf(files[i]);
        const parent = dirOf(dir);
        const base = dir.slice(parent ? parent.length + 1 : 0);
        const isTargetDir = (['tests', 'benches', 'examples'].includes(base) && cargo.packages.has(parent)) ||
            (base === 'bin' && parent.endsWith('src') && cargo.packages.has(dirOf(parent)));
        if (isTargetDir && !cargo.crates.has(dir))
            cargo.crates.set(dir, i);
    }
}
/** Libraries by name (a workspace member's wins over a package outside any workspace); path dependencies resolved to their package's library. */
function nameLibraries(cargo, libCandidates) {
    libCandidates.sort((a, b) => Number(b.member) - Number(a.member));
    for (const { name, dir } of libCandidates)
        if (!cargo.libs.has(name))
            cargo.libs.set(name, dir);
    const libOfPackage = new Map(libCandidates.map(({ pkg, dir }) => [pkg, dir]));
    for (const [pkg, dependencies] of cargo.dependencies) {
        for (const [name, dir] of dependencies) {
            const lib = libOfPackage.get(dir);
            if (lib === undefined)
                dependencies.delete(name);
            else
                dependencies.set(name, lib);
        }
        if (!dependencies.size)
            cargo.dependencies.delete(pkg);
    }
}
/** `name = { path = "…" }` entries of a dependency table: the name code uses (dashes become underscores) → the package directory. */
function pathDependencies(dir, section) {
    const result = new Map();
    if (!isTable(section))
        return result;
    for (const [key, spec] of Object.entries(section)) {
        const path = isTable(spec) ? tomlString(spec.path) : undefined;
        const target = path === undefined ? undefined : joinPath(dir, path);
        if (target !== undefined)
            result.set(key.replace(/-/g, '_'), target);
    }
    return result;
}
function tables(value) {
    return Array.isArray(value) ? value.filter(isTable) : [];
}

;// CONCATENATED MODULE: ./src/core/resolve/rust.ts


// Rust: `use` paths walked through the crate's module tree (`crate::`, `self::`, `super::`, `mod x;`,
// paths relative to the crate root or the module, the paths inside nested use lists), other crates
// of the repository by name (Cargo.toml: `[package] name`, `[lib] name` and `path`, targets,
// `[workspace] members`, path dependencies and their renames), and re-exports: a path to an item
// its module does not define (`pub use`, a glob) reaches the item's definers in that crate, or in the
// crates that crate re-exports (`pub extern crate grep_searcher as searcher`).
/** A re-exported item is looked up by name in its crate: more definers than this say nothing. */
const MAX_ITEM_DEFINERS = 4;
const rustResolver = (input) => {
    const modules = new RustModules(input);
    return { scopeOf: (file) => modules.crateOf(file).dir, reach: (file) => new Reach(modules, file).run() };
};
/** The repository's crates and module files, and each crate's definitions by name (for re-exports). */
class RustModules {
    input;
    cargo;
    rootFiles;
    crates = new Map();
    definers = new Map();
    reexported = new Map();
    constructor(input) {
        this.input = input;
        this.cargo = readCargo(input);
        this.rootFiles = new Set(this.cargo.crates.values());
        for (const i of input.members) {
            const { dir } = this.crateOf(i);
            const { strings, names } = input.tags.get(input.files[i]).defs;
            for (const name of names) {
                const key = `${dir}\0${strings[name]}`;
                const list = this.definers.get(key);
                if (!list || list[list.length - 1] !== i)
                    push(this.definers, key, i);
            }
        }
    }
    /** The crate a file belongs to: the nearest crate directory above it, else the nearest `src`, else its own directory. */
    crateOf(file) {
        const path = this.input.files[file];
        const start = dirOf(path);
        const known = this.crates.get(start);
        if (known)
            return known;
        let crate;
        for (let dir = start;; dir = dirOf(dir)) {
            const root = this.cargo.crates.get(dir);
            if (root !== undefined) {
                crate = { dir, root };
                break;
            }
            if (dir === '')
                break;
        }
        if (!crate) {
            const parts = path.split('/');
            const src = parts.lastIndexOf('src', parts.length - 2);
            const dir = src >= 0 ? parts.slice(0, src + 1).join('/') : start;
            crate = {
                dir,
                root: ['lib.rs', 'main.rs', 'mod.rs']
                    .map((name) => this.input.position.get(joinPath(dir, name) ?? ''))
                    .find((i) => i !== undefined),
            };
        }
        this.crates.set(start, crate);
        return crate;
    }
    /** The directory a file's child modules live in: its own for crate roots and mod.rs, else one named after it. */
    moduleDir(file) {
        const path = this.input.files[file];
        if (this.rootFiles.has(file) || /(^|\/)(mod|lib|main)\.rs$/.test(path))
            return dirOf(path);
        return path.slice(0, -'.rs'.length);
    }
    /** The file of the module whose children live in `dir`: `dir.rs`, `dir/mod.rs`, or the crate root. */
    moduleFile(dir, crate) {
        return dir === crate.dir
            ? crate.root
            : (this.input.position.get(`${dir}.rs`) ?? this.input.position.get(`${dir}/mod.rs`));
    }
    /** The files of a crate that define `name`. */
    definersIn(crate, name) {
        return this.definers.get(`${crate.dir}\0${name}`);
    }
    defines(file, name) {
        const { strings, names } = this.input.tags.get(this.input.files[file]).defs;
        return names.some((at) => strings[at] === name);
    }
    /** A crate another one names: a path dependency of the file's package (maybe renamed), else any library of the repository by name. */
    externCrate(file, name) {
        let dir;
        for (let pkg = dirOf(this.input.files[file]);; pkg = dirOf(pkg)) {
            if (this.cargo.packages.has(pkg)) {
                dir = this.cargo.dependencies.get(pkg)?.get(name);
                break;
            }
            if (pkg === '')
                break;
        }
        dir ??= this.cargo.libs.get(name);
        return dir === undefined ? undefined : { dir, root: this.cargo.crates.get(dir) };
    }
    /** The crates a crate's root file names by its paths: where its re-exports of other crates come from. */
    reexportsOf(crate) {
        let list = this.reexported.get(crate.dir);
        if (!list) {
            list = [];
            if (crate.root !== undefined) {
                for (const ref of pathRefs(this.input.tags.get(this.input.files[crate.root]))) {
                    const other = this.externCrate(crate.root, ref.name.replace(/^::/, '').split('::')[0]);
                    if (other && other.dir !== crate.dir && !list.some((c) => c.dir === other.dir))
                        list.push(other);
                }
            }
            this.reexported.set(crate.dir, list);
        }
        return list;
    }
    tagsOf(file) {
        return this.input.tags.get(this.input.files[file]);
    }
}
/** What one file's `use` paths and `mod` declarations reach. */
class Reach {
    modules;
    file;
    reached = new Set();
    scopes = new Set();
    own;
    constructor(modules, file) {
        this.modules = modules;
        this.file = file;
        this.own = modules.crateOf(file);
    }
    run() {
        for (const [ref, names] of namesAfterPaths(this.modules.tagsOf(this.file))) {
            const target = this.resolvePath(ref.name.replace(/^::/, '').split('::'));
            if (!target)
                continue;
            if (target.file !== undefined) {
                this.reached.add(target.file);
                if (target.rest.length)
                    this.item(target.file, target.crate, target.rest[0]);
                else
                    for (const name of names)
                        this.item(target.file, target.crate, name);
            }
            if (target.crate.dir !== this.own.dir)
                this.scopes.add(target.crate.dir);
        }
        this.reached.delete(this.file);
        return { files: this.reached, scopes: this.scopes };
    }
    /** An item named in a module that does not define it: its definers in the module's crate, else in the crates that crate re-exports. */
    item(module, crate, name) {
        if (this.modules.defines(module, name))
            return;
        const local = this.modules.definersIn(crate, name);
        if (local && local.length <= MAX_ITEM_DEFINERS) {
            for (const i of local)
                this.reached.add(i);
            return;
        }
        if (local)
            return;
        for (const other of this.modules.reexportsOf(crate)) {
            const found = this.modules.definersIn(other, name);
            if (found && found.length <= MAX_ITEM_DEFINERS) {
                for (const i of found)
                    this.reached.add(i);
                this.scopes.add(other.dir);
            }
        }
    }
    resolvePath(segments) {
        const { modules, own, file } = this;
        const [first, ...rest] = segments;
        if (first === 'crate')
            return this.walk(own.dir, own, rest, own.root);
        if (first === 'self')
            return this.walk(modules.moduleDir(file), own, rest, file);
        if (first === 'super') {
            let dir = modules.moduleDir(file);
            let k = 0;
            while (segments[k] === 'super' && dir !== own.dir) {
                dir = dirOf(dir);
                k++;
            }
            return this.walk(dir, own, segments.slice(k), modules.moduleFile(dir, own));
        }
        const other = modules.externCrate(file, first);
        if (other)
            return this.walk(other.dir, other, rest, other.root);
        if (!rest.length) {
            // `mod x;`, or a bare path inside a use list
            const child = modules.moduleFile(joinPath(modules.moduleDir(file), first) ?? '', own) ??
                modules.moduleFile(joinPath(own.dir, first) ?? '', own);
            return child === undefined ? undefined : { file: child, rest: [], crate: own };
        }
        // A path relative to the crate root (2018 edition, or inside a `crate::{…}` list), or to the module.
        for (const dir of [own.dir, modules.moduleDir(file)]) {
            const found = this.walk(dir, own, segments, undefined);
            if (found.file !== undefined)
                return found;
        }
        return undefined; // another crate: std, or a dependency from outside
    }
    /** The longest prefix of the path that is a module file; the rest names items in it. */
    walk(base, crate, segments, baseFile) {
        for (let k = segments.length; k > 0; k--) {
            const dir = joinPath(base, segments.slice(0, k).join('/'));
            const found = dir === undefined ? undefined : this.modules.moduleFile(dir, crate);
            if (found !== undefined)
                return { file: found, rest: segments.slice(k), crate };
        }
        return { file: baseFile, rest: segments, crate };
    }
}

;// CONCATENATED MODULE: ./src/core/resolve/qualified.ts

/** Index the family's files: each one's package (what its `package` references say, else the fallback) and its top-level definitions. */
function indexQualified(input, { separator, fallback, chained, clean = (name) => name }) {
    const index = { separator, clean, packageOf: new Map(), types: new Map(), packages: new Set() };
    for (const i of input.members) {
        const path = input.files[i];
        const tags = input.tags.get(path);
        const declared = pathRefs(tags, 'package').map((ref) => clean(ref.name));
        const pkg = !declared.length ? fallback(path) : chained ? declared.join(separator) : declared[0];
        index.packageOf.set(i, pkg);
        index.packages.add(pkg);
        const names = new Set(topLevelNames(tags.defs));
        const stem = /([^/]+?)(\.[^./]+)?$/.exec(path)[1]; // Java's public class is named after its file
        names.add(stem);
        for (const name of names)
            push(index.types, qualify(index, pkg, name), i);
    }
    return index;
}
/** The resolver of a qualified language: a file sees the packages `visible` gives for its own, and each import path goes through `rule`. */
function qualifiedResolver(input, index, visible, rule) {
    return {
        scopeOf: (file) => index.packageOf.get(file),
        reach(file) {
            const reach = { files: [], scopes: visible(index.packageOf.get(file)) };
            for (const ref of pathRefs(input.tags.get(input.files[file])))
                rule(index.clean(ref.name), reach);
            return reach;
        },
    };
}
function qualify(index, pkg, name) {
    return pkg ? `${pkg}${index.separator}${name}` : name;
}
/**
 * The files of the longest prefix of a qualified name that is a type, of at least `min` segments
 * (`a.b.Outer.Inner` and `a.b.Type.member` reach a.b.Outer's and a.b.Type's files).
 */
function typeFiles(index, name, min = 2) {
    const parts = name.split(index.separator);
    for (let k = parts.length; k >= min; k--) {
        const found = index.types.get(parts.slice(0, k).join(index.separator));
        if (found)
            return found;
    }
    return undefined;
}
/** The names of the definitions not inside another one (definitions come sorted by line). */
function topLevelNames({ strings, names, lines, endLines }) {
    const result = [];
    let openUntil = 0;
    for (let i = 0; i < names.length; i++) {
        if (lines[i] > openUntil) {
            result.push(strings[names[i]]);
            openUntil = endLines[i];
        }
    }
    return result;
}
/** A namespace and the ones that enclose it: `A.B.C` → A.B.C, A.B, A, ''. */
function enclosing(pkg, separator) {
    const result = [pkg];
    for (let at = pkg.lastIndexOf(separator); at > 0; at = pkg.lastIndexOf(separator, at - 1))
        result.push(pkg.slice(0, at));
    if (pkg)
        result.push('');
    return result;
}

;// CONCATENATED MODULE: ./src/core/resolve/jvm.ts


// Java, Kotlin and Scala: a file's package is its `package` declaration, else its directory below a
// source root (`src/main/java`, `src/test/kotlin`, a Gradle or Maven module's `<module>/src/main/java`,
// `kotlin/`, `java/`, `scala/`, `src/`). A file sees its own package whole; `import a.b.C` reaches the
// file that defines C in package a.b (a nested class `a.b.Outer.Inner` and a static import
// `a.b.C.member` reach Outer's and C's file); `import a.b.*` and Scala's `import a.b._` and
// `import a.b.{C, D}` reach package a.b whole.
const LANGUAGE_DIRS = new Set(['java', 'kotlin', 'scala']);
/** The package a path implies: its directory below the innermost source root, dotted. */
function packageFromPath(path) {
    const parts = dirOf(path).split('/').filter(Boolean);
    let root = -1;
    for (let i = parts.length - 1; i >= 0 && root < 0; i--)
        if (LANGUAGE_DIRS.has(parts[i]) && parts[i - 2] === 'src')
            root = i;
    for (let i = parts.length - 1; i >= 0 && root < 0; i--)
        if (LANGUAGE_DIRS.has(parts[i]) || parts[i] === 'src')
            root = i;
    return parts.slice(root + 1).join('.');
}
const jvmResolver = (input) => {
    const index = indexQualified(input, { separator: '.', fallback: packageFromPath, chained: true });
    return qualifiedResolver(input, index, (pkg) => [pkg], (name, reach) => {
        const types = typeFiles(index, name);
        if (types)
            reach.files.push(...types);
        else if (index.packages.has(name))
            reach.scopes.push(name);
    });
};

;// CONCATENATED MODULE: ./src/core/resolve/csharp.ts

// C#: a file's namespace is its `namespace` declaration (block or file-scoped; the global namespace
// without one). A file sees its namespace and the ones enclosing it; `using A.B;` reaches namespace
// A.B whole; `using static A.B.C;` and `using X = A.B.C;` reach the file that defines type C.
const csharpResolver = (input) => {
    const index = indexQualified(input, {
        separator: '.',
        fallback: () => '',
        chained: false,
        clean: (name) => name.replace(/^global::/, ''),
    });
    return qualifiedResolver(input, index, (namespace) => enclosing(namespace, '.'), (name, reach) => {
        if (index.packages.has(name))
            reach.scopes.push(name);
        else
            reach.files.push(...(typeFiles(index, name, 1) ?? []));
    });
};

;// CONCATENATED MODULE: ./src/core/resolve/php.ts


// PHP: a file's namespace is its `namespace` declaration. A file sees its own namespace; `use
// A\B\C;` reaches the file the PSR-4 autoloading of composer.json (`autoload.psr-4`,
// `autoload-dev.psr-4`) maps that class to, else the files that declare class C in namespace A\B;
// `use A\B\{C, D};` and a namespace imported by name reach that namespace whole.
const clean = (name) => name.replace(/^\\/, '');
const phpResolver = (input) => {
    const index = indexQualified(input, { separator: '\\', fallback: () => '', chained: false, clean });
    const psr4 = psr4Of(input.manifests);
    const { position } = input;
    const autoloaded = (name) => {
        for (const { prefix, dir } of psr4) {
            if (!name.startsWith(prefix))
                continue;
            const path = joinPath(dir, `${name.slice(prefix.length).split('\\').join('/')}.php`);
            const found = path === undefined ? undefined : position.get(path);
            if (found !== undefined)
                return found;
        }
        return undefined;
    };
    return qualifiedResolver(input, index, (namespace) => [namespace], (name, reach) => {
        const found = autoloaded(name);
        if (found !== undefined)
            reach.files.push(found);
        else if (index.types.has(name))
            reach.files.push(...index.types.get(name));
        else if (index.packages.has(name))
            reach.scopes.push(name);
        else
            reach.files.push(...(typeFiles(index, name) ?? []));
    });
};
/** The PSR-4 mappings of every composer.json, longest prefix first. */
function psr4Of(manifests) {
    const result = [];
    for (const [path, text] of manifests.named('composer.json')) {
        let json;
        try {
            json = JSON.parse(text);
        }
        catch {
            continue; // malformed: ignored
        }
        for (const section of ['autoload', 'autoload-dev']) {
            const map = json?.[section]?.['psr-4'];
            if (!map || typeof map !== 'object' || Array.isArray(map))
                continue;
            for (const [prefix, dirs] of Object.entries(map)) {
                for (const dir of Array.isArray(dirs) ? dirs : [dirs]) {
                    const location = typeof dir === 'string' ? joinPath(dirOf(path), dir) : undefined;
                    if (location !== undefined)
                        result.push({ prefix: clean(prefix), dir: location });
                }
            }
        }
    }
    return result.sort((a, b) => b.prefix.length - a.prefix.length);
}

;// CONCATENATED MODULE: ./src/core/resolve/ruby.ts

// Ruby: `require_relative 'x'` is relative to the requiring file; `require 'x'` searches the load
// path, which within a repository is its `lib/` directories (and the `spec/` and `test/` ones that
// RSpec and Rake's test tasks add). Where several load-path directories hold the file, the one
// nearest the requiring file wins. A required gem is not a file here.
const LOAD_PATH_DIRS = new Set(['lib', 'spec', 'test']);
const rubyResolver = (input) => {
    const { files, position, tags } = input;
    const loadPath = [...directoriesOf(input)].filter((dir) => LOAD_PATH_DIRS.has(dir.slice(dir.lastIndexOf('/') + 1)));
    const fileOf = (dir, feature) => {
        const path = joinPath(dir, /\.rb$/.test(feature) ? feature : `${feature}.rb`);
        return path === undefined ? undefined : position.get(path);
    };
    return {
        reach(file) {
            const path = files[file];
            const reached = [];
            for (const ref of pathRefs(tags.get(path), 'relative')) {
                const found = fileOf(dirOf(path), ref.name);
                if (found !== undefined)
                    reached.push(found);
            }
            for (const ref of pathRefs(tags.get(path))) {
                let best;
                for (const dir of loadPath) {
                    const found = fileOf(dir, ref.name);
                    if (found === undefined)
                        continue;
                    const shared = sharedPrefix(path, dir);
                    if (!best || shared > best.shared)
                        best = { file: found, shared };
                }
                if (best)
                    reached.push(best.file);
            }
            return { files: reached, scopes: [] };
        },
    };
};

;// CONCATENATED MODULE: ./src/core/resolve/c.ts


// C, C++ and Objective-C: `#include "x.h"` is looked up next to the including file first, then in
// the include directories; `#include <x.h>` in the include directories only. The include
// directories are those named `include/`, those CMakeLists.txt names (`include_directories`,
// `target_include_directories`) and the `-I`, `-isystem` and `-iquote` flags of a
// compile_commands.json, when git lists one. Where several directories hold the header, the first
// one a build file names wins, else the one nearest the including file.
const cResolver = (input) => {
    const { files, position, tags } = input;
    const dirs = directoriesOf(input);
    const declared = [...cmakeIncludeDirs(input), ...compileCommandsIncludeDirs(input)].filter((dir) => dirs.has(dir));
    const conventional = [...dirs].filter((dir) => dir === 'include' || dir.endsWith('/include'));
    const fileIn = (dir, header) => {
        const path = joinPath(dir, header);
        return path === undefined ? undefined : position.get(path);
    };
    return {
        reach(file) {
            const path = files[file];
            const reached = [];
            for (const ref of pathRefs(tags.get(path))) {
                const angled = /^<.*>$/.test(ref.name);
                const header = angled ? ref.name.slice(1, -1) : ref.name;
                let found = angled ? undefined : fileIn(dirOf(path), header);
                for (let k = 0; found === undefined && k < declared.length; k++)
                    found = fileIn(declared[k], header);
                let shared = -1;
                if (found === undefined) {
                    for (const dir of conventional) {
                        const candidate = fileIn(dir, header);
                        const near = candidate === undefined ? -1 : sharedPrefix(path, dir);
                        if (near > shared)
                            [found, shared] = [candidate, near];
                    }
                }
                if (found !== undefined)
                    reached.push(found);
            }
            return { files: reached, scopes: [] };
        },
    };
};
/** CMake commands' arguments: `name(args…)`, comments dropped, quotes removed. */
function cmakeCommands(text, names) {
    const commands = [];
    const source = text.replace(/#\[(=*)\[[\s\S]*?\]\1\]|#[^\n]*/g, ' ');
    const pattern = new RegExp(`\\b(${names.source})\\s*\\(([^()]*(?:\\([^()]*\\)[^()]*)*)\\)`, 'gi');
    for (const match of source.matchAll(pattern)) {
        const args = (match[2].match(/"(?:[^"\\]|\\.)*"|[^\s"]+/g) ?? []).map((arg) => arg.replace(/^"|"$/g, ''));
        commands.push({ name: match[1].toLowerCase(), args });
    }
    return commands;
}
const CMAKE_KEYWORDS = new Set(['SYSTEM', 'BEFORE', 'AFTER', 'PUBLIC', 'PRIVATE', 'INTERFACE']);
/** Include directories of every CMakeLists.txt, relative to the root. */
function cmakeIncludeDirs({ manifests }) {
    const lists = manifests.named('CMakeLists.txt');
    if (!lists.length)
        return [];
    const depth = (dir) => (dir ? dir.split('/').length : 0);
    const top = lists.map(([path]) => dirOf(path)).reduce((a, b) => (depth(b) < depth(a) ? b : a));
    const result = [];
    for (const [path, text] of lists) {
        const here = dirOf(path);
        for (const { name, args } of cmakeCommands(text, /include_directories|target_include_directories/)) {
            for (const arg of name === 'target_include_directories' ? args.slice(1) : args) {
                if (CMAKE_KEYWORDS.has(arg))
                    continue;
                // `$<BUILD_INTERFACE:dir>` is a directory of the source tree; `$<INSTALL_INTERFACE:…>` is not.
                const generator = /^\$<([A-Z_]+):(.*)>$/.exec(arg);
                if (generator && generator[1] !== 'BUILD_INTERFACE')
                    continue;
                const value = generator ? generator[2] : arg;
                // Relative to this CMakeLists.txt, or to a directory CMake names by a variable we know.
                const rooted = /^\$\{(CMAKE_CURRENT_SOURCE_DIR|CMAKE_CURRENT_LIST_DIR|CMAKE_SOURCE_DIR|PROJECT_SOURCE_DIR)\}(?:\/(.*))?$/.exec(value);
                if (!rooted && (/\$[{<]/.test(value) || value.startsWith('/')))
                    continue; // a variable or expression we cannot know, or outside the tree
                const dir = rooted
                    ? joinPath(rooted[1].startsWith('CMAKE_CURRENT') ? here : top, rooted[2] ?? '.')
                    : joinPath(here, value);
                if (dir !== undefined)
                    result.push(dir);
            }
        }
    }
    return result;
}
/**
 * Include directories of the compile_commands.json files git lists. Their paths are absolute, from
 * the machine that made them: the root there is found by matching a compiled file to a listed one.
 */
function compileCommandsIncludeDirs({ manifests, position }) {
    const result = [];
    for (const [, text] of manifests.named('compile_commands.json')) {
        let entries;
        try {
            entries = JSON.parse(text);
        }
        catch {
            continue; // malformed: ignored
        }
        if (!Array.isArray(entries))
            continue;
        let root;
        for (const entry of entries) {
            if (!entry || typeof entry !== 'object')
                continue;
            const { directory, file, command, arguments: args } = entry;
            if (typeof directory !== 'string')
                continue;
            const absolute = (p) => external_node_path_namespaceObject.posix.normalize(p.startsWith('/') ? p : `${directory}/${p}`);
            if (root === undefined && typeof file === 'string')
                root = rootOf(absolute(file), position);
            if (root === undefined)
                continue;
            const words = Array.isArray(args)
                ? args.filter((a) => typeof a === 'string')
                : typeof command === 'string'
                    ? (command.match(/"(?:[^"\\]|\\.)*"|'[^']*'|\S+/g) ?? []).map((w) => w.replace(/^["']|["']$/g, ''))
                    : [];
            for (let i = 0; i < words.length; i++) {
                const flag = /^(-I|-isystem|-iquote|\/I)(.*)$/.exec(words[i]);
                if (!flag)
                    continue;
                const value = flag[2] || words[++i];
                if (!value)
                    continue;
                const full = absolute(value);
                const dir = full === root.slice(0, -1) ? '' : full.startsWith(root) ? joinPath('', full.slice(root.length)) : undefined;
                if (dir !== undefined && !result.includes(dir))
                    result.push(dir);
            }
        }
    }
    return result;
}
/** The absolute directory (ending in `/`) that stands for the repository's root, if a listed file ends the path. */
function rootOf(absolute, position) {
    const parts = absolute.split('/');
    for (let k = 1; k < parts.length; k++) {
        if (position.has(parts.slice(k).join('/')))
            return `${parts.slice(0, k).join('/')}/`;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/core/resolve/imports.ts











// What each file's imports reach among the repository's files, by the rules of its language (one
// module per family under ./resolve): files, and whole scopes (a Java package, a C# or PHP namespace, a Rust crate, a Go package). The graph then links a name first to the definition the
// file reaches, and a namesake elsewhere weighs less.
/** The import rules of each language family that has them. */
const RESOLVERS = {
    js: jsResolver,
    python: pythonResolver,
    go: goResolver,
    rust: rustResolver,
    jvm: jvmResolver,
    c_sharp: csharpResolver,
    php: phpResolver,
    ruby: rubyResolver,
    c: cResolver,
};
/** What the files' imports reach. Files are indices into the list given to resolveImports. */
class ImportTable {
    files;
    scopes;
    scopeOf;
    barrels;
    /** Per resolved file: the barrels among the files it reaches. */
    barrelsOf = new Map();
    /** Per barrel: every file it reaches, through the barrels it reaches in turn (made when first asked). */
    throughBarrel = new Map();
    constructor(
    /** Per resolved file: the files it reaches one by one. */
    files, 
    /** Per resolved file: the scopes it reaches whole. */
    scopes, 
    /** Each file's scope, -1 for none. */
    scopeOf, 
    /** Files that re-export what they import (a JavaScript `index` file, a Python `__init__.py`): a file that reaches one reaches what it reaches. */
    barrels = new Set()) {
        this.files = files;
        this.scopes = scopes;
        this.scopeOf = scopeOf;
        this.barrels = barrels;
        if (!barrels.size)
            return;
        for (const [file, targets] of files) {
            const list = [...targets].filter((target) => barrels.has(target));
            if (list.length)
                this.barrelsOf.set(file, list);
        }
    }
    /** Whether the file's language resolves imports: then a definer it does not reach is less likely meant. */
    resolves(file) {
        return this.files.has(file);
    }
    /** Whether the file's imports reach the target (a file never reaches itself). */
    has(file, target) {
        if (file === target)
            return false;
        if (this.files.get(file)?.has(target))
            return true;
        const scope = this.scopeOf[target];
        if (scope >= 0 && this.scopes.get(file)?.has(scope))
            return true;
        for (const barrel of this.barrelsOf.get(file) ?? [])
            if (this.reexported(barrel).has(target))
                return true;
        return false;
    }
    reexported(barrel) {
        let reached = this.throughBarrel.get(barrel);
        if (!reached) {
            reached = new Set();
            const stack = [barrel];
            while (stack.length) {
                for (const target of this.files.get(stack.pop()) ?? []) {
                    if (reached.has(target))
                        continue;
                    reached.add(target);
                    if (this.barrels.has(target))
                        stack.push(target);
                }
            }
            this.throughBarrel.set(barrel, reached);
        }
        return reached;
    }
    /** Every file the file's imports reach, in index order (for inspection and tests: linear in the files). */
    reached(file) {
        const result = [];
        for (let target = 0; target < this.scopeOf.length; target++)
            if (this.has(file, target))
                result.push(target);
        return result;
    }
}
const NO_IMPORTS = new ImportTable(new Map(), new Map(), new Int32Array(0));
/** Resolve every file's imports, once, family by family: each resolver indexes its files, then answers per file. */
function resolveImports(files, tags, manifests = NO_MANIFESTS, entryOf = new Map()) {
    // A path that names a copy (folded into another entry) resolves to its entry.
    const position = new Map(files.map((path, i) => [path, i]));
    for (const [copy, entry] of entryOf)
        if (position.has(entry))
            position.set(copy, position.get(entry));
    const members = new Map();
    files.forEach((path, i) => {
        const family = languageOf(path)?.family;
        if (family && RESOLVERS[family] && tags.has(path)) {
            const list = members.get(family);
            if (list)
                list.push(i);
            else
                members.set(family, [i]);
        }
    });
    const reachedFiles = new Map();
    const reachedScopes = new Map();
    const scopeOf = new Int32Array(files.length).fill(-1);
    const scopeIds = new Map();
    const barrels = new Set();
    for (const [family, list] of members) {
        const resolver = RESOLVERS[family]({ files, position, tags, manifests, members: list });
        if (resolver.isBarrel)
            for (const i of list)
                if (resolver.isBarrel(files[i]))
                    barrels.add(i);
        const key = (scope) => `${family}\0${scope}`;
        if (resolver.scopeOf) {
            for (const i of list) {
                const scope = resolver.scopeOf(i);
                if (scope === undefined)
                    continue;
                let id = scopeIds.get(key(scope));
                if (id === undefined)
                    scopeIds.set(key(scope), (id = scopeIds.size));
                scopeOf[i] = id;
            }
        }
        for (const i of list) {
            const reach = resolver.reach(i);
            const fileSet = new Set();
            for (const target of reach.files)
                if (target !== i)
                    fileSet.add(target);
            reachedFiles.set(i, fileSet);
            const scopeSet = new Set();
            for (const scope of reach.scopes) {
                const id = scopeIds.get(key(scope));
                if (id !== undefined)
                    scopeSet.add(id);
            }
            if (scopeSet.size)
                reachedScopes.set(i, scopeSet);
        }
    }
    return new ImportTable(reachedFiles, reachedScopes, scopeOf, barrels);
}

;// CONCATENATED MODULE: ./src/core/rank/buckets.ts
// Stable counting sorts of rows by a small integer key (a name's id, a file's number): linear in the
// rows, with no comparator and no map keyed by pairs, for the name index, the file graph and the walks.
/**
 * Rows bucketed by a key from 0 to count - 1, by a stable counting sort: `order` lists the rows of
 * key 0, then of key 1…, each in row order; key k's are `order[start[k]] … order[start[k + 1] - 1]`.
 */
function bucketOrder(count, keys) {
    const start = bucketStarts(count, keys);
    const next = start.slice(0, count);
    const order = new Int32Array(keys.length);
    for (let i = 0; i < keys.length; i++)
        order[next[keys[i]]++] = i;
    return { start, order };
}
/** Where each key's rows start in bucketOrder's order (`start[count]`: the number of rows). */
function bucketStarts(count, keys) {
    const start = new Int32Array(count + 1);
    for (let i = 0; i < keys.length; i++)
        start[keys[i] + 1]++;
    for (let k = 0; k < count; k++)
        start[k + 1] += start[k];
    return start;
}
/** Columns of (id, …) rows bucketed by id: id k's rows are from `start[k]` to `start[k + 1]`. */
function bucketed(count, ids, columns) {
    const { start, order } = bucketOrder(count, ids);
    return {
        start,
        columns: columns.map((column) => {
            const sorted = new Int32Array(order.length);
            for (let at = 0; at < order.length; at++)
                sorted[at] = column[order[at]];
            return sorted;
        }),
    };
}

;// CONCATENATED MODULE: ./src/core/rank/tuning.ts
// Every constant of the ranking, in one table, each kept or changed by measurement (docs/ranking.md).
// The groups are the names `npm run bench:relevance -- --set group.constant=value` overrides them by.
const TUNING = {
    /** The file graph: which names link files, and how much each link weighs (graph.ts, names.ts). */
    graph: {
        /** A name defined in more files than this is too ambiguous to link anything. */
        maxDefiners: 20,
        /** Edge weight multipliers for names the change touches (their callers) and names in added lines. */
        touchedBoost: 10,
        identifierBoost: 5,
        /**
         * For a file whose imports are resolved: a link to a definition it imports weighs more; to a
         * namesake when it imports another definer of the name, much less; to a definer it does not
         * import at all (a method on an object from elsewhere, or `Object.create`), less.
         */
        importedBoost: 2,
        shadowedFactor: 0.1,
        unimportedFactor: 0.5,
        /** A name is used everywhere when more than this share of the files reference it (in a repository of 20 files or more). */
        everywhereShare: 0.1,
    },
    /** The walk over the graph (pagerank.ts) and the scores of the definitions (signals.ts). */
    rank: {
        /** The share of the steps that follow a link; the others jump to a file drawn from the teleport vector. */
        damping: 0.85,
        /** Teleport mass of the changed and focus files, of the files defining identifiers in added lines, and of the callers of touched definitions. */
        focusFilesMass: 0.5,
        definersMass: 0.25,
        callersMass: 0.25,
        /** Share of the jumps that goes to the key project files (manifests, build and CI config at the root). */
        keyFilesMass: 0.05,
        /** Weight of the forward (what the change uses) ranking against the reverse (who uses what it touches). */
        forwardShare: 0.5,
        /** Within a file: a definition's floor, and its bonuses for being touched by the change or calling what it touches. */
        definitionFloor: 0.05,
        touchedBonus: 1,
        callerBonus: 0.5,
        /** Bonus of a definition outside the change whose name occurs in added lines (what the change uses). */
        identifierBonus: 3,
        /**
         * Factor on that bonus for a name used everywhere (names.ts usedEverywhere): `clone`, `fmt`,
         * `default` in a changed line say little about which of their many definitions the change needs.
         */
        ubiquitousIdentifier: 0,
        /**
         * A name in added lines that the changed files' imports do not resolve, defined in more files
         * than this: each definer's bonus shrinks by this number over theirs (`id`, `title`, `type` in an
         * added line name a field in dozens of files, and say nothing about any one of them).
         */
        identifierDefiners: 10,
        /** Factor on the score of test data and fixtures (unless in the focus). */
        fixtureFactor: 0.1,
        /**
         * Factors on a changed file's definitions: all of them (the reviewer has the diff; the budget
         * goes to the context first), and again on those the change neither touches nor makes call what it touches.
         */
        changedFactor: 0.1,
        untouchedInChanged: 0.1,
        /**
         * A name the change uses, in a language whose imports resolve: its definers that the changed files
         * using it reach count whole, and the others this factor, in the teleport vector and the
         * identifier bonus (a method name the change calls on its own types is not about every namesake's type).
         */
        shadowedIdentifier: 0.1,
        /** Factor on the share of a definition whose name its file defined already (a Rust type's impl blocks, overloads). */
        repeatedNameFactor: 0.2,
        /**
         * Factor on each further definition of a file, in score order (the j-th counts fileDecay^j), but
         * the definitions named in added lines: the budget reaches more files, and a reviewer a file's best lines.
         */
        fileDecay: 0.5,
        /**
         * How a file's score is divided among its definitions: by their shares' total (0), by the best
         * one's (1), or the geometric blend between. By the total alone, a file that defines much had its
         * best definition diluted by all the others, and the callers with many definitions (a test suite,
         * a facade class) lost their place in the budget to smaller files.
         */
        bestShare: 0.5,
    },
    /** The call sites of the blast radius, ranked with the definitions (select/uses.ts). */
    uses: {
        /** Call sites a caller can show, at most: past a few, another line of the same file says little. */
        usesPerFile: 6,
        /** A file's first call site scores this share of its best definition's score. */
        firstUseShare: 1,
        /** Each further call site of a file is worth this share of the one before. */
        useDecay: 0.5,
        /**
         * A use linked to the change by name alone (no import says so) is shown only when the name has
         * at most this many definers: `out.write(…)` is not a call of the one `write` the change touched.
         */
        namesakeMaxDefiners: 1,
        /** A caller's definitions, once it shows how it calls: this share of their score (its call line comes first, then more). */
        callerDefinitionShare: 0.5,
    },
};

;// CONCATENATED MODULE: ./src/core/rank/names.ts





/** Whether a name is used everywhere: by more than TUNING.graph.everywhereShare of the files, in a repository of 20 or more. */
function usedEverywhere(referencingFiles, totalFiles) {
    return totalFiles >= 20 && referencingFiles > totalFiles * TUNING.graph.everywhereShare;
}
/** The id of a name in a language family, or -1 when no file of the family defines or references it. */
function nameId(index, family, name) {
    return index.ids.get(family)?.get(name) ?? -1;
}
/** The files that define a name (by id; none for -1), ascending. */
function definersOf(index, id) {
    return id < 0 ? new Int32Array(0) : index.definerFiles.subarray(index.definerStart[id], index.definerStart[id + 1]);
}
/** The files that reference a name (by id; none for -1), ascending. */
function referrersOf(index, id) {
    return id < 0
        ? new Int32Array(0)
        : index.referrerFiles.subarray(index.referrerStart[id], index.referrerStart[id + 1]);
}
/** Tables of strings this long or longer are a pack's, shared by its files (see indexNames). */
const SHARED_TABLE = 4096;
function indexNames(tags) {
    const files = [...tags.keys()].sort(compareStrings);
    const bounds = nameBounds(tags, files);
    const ids = new Map();
    const names = [];
    const pairs = emptyPairs(bounds, files.length);
    for (let file = 0; file < files.length; file++) {
        const family = bounds.familyOf[file];
        let ofFamily = ids.get(family);
        if (!ofFamily)
            ids.set(family, (ofFamily = new StringTable(names, bounds.mostNames.get(family))));
        // The tags of a pack's files share its table of strings: their names are looked up by number
        // (see StringTable.numberIn). A parsed file's table is its own, and small.
        const { defs, refs } = tags.get(files[file]);
        const idOf = (strings, at) => strings.length >= SHARED_TABLE ? ofFamily.numberIn(strings, at) : ofFamily.numberOf(strings[at]);
        addDefinitions(pairs, file, defs, idOf);
        addReferences(pairs, file, refs, idOf);
        pairs.definitionStart[file + 1] = pairs.definitions;
    }
    // The arrays indexed by id were made at a bound: past it, writes would be lost without a sound.
    if (names.length > bounds.allNames)
        throw new Error(`${names.length} names, more than the ${bounds.allNames} the tags can hold`);
    return indexOfPairs(files, ids, names, pairs);
}
/**
 * A family has at most as many names as its files have definitions and references, and as the
 * tables of strings they come from hold (a pack's table is shared by all languages).
 */
function nameBounds(tags, files) {
    let totalDefs = 0;
    let totalRefs = 0;
    const familyOf = [];
    const byFamily = new Map();
    const count = (counts, strings, tagged) => {
        counts.tags += tagged;
        if (strings.length < SHARED_TABLE)
            counts.strings += tagged;
        else if (!counts.tables.has(strings)) {
            counts.tables.add(strings);
            counts.strings += strings.length;
        }
    };
    for (const path of files) {
        const family = languageOf(path)?.family ?? '';
        familyOf.push(family);
        const { defs, refs } = tags.get(path);
        totalDefs += defs.names.length;
        totalRefs += refs.lines.length;
        let counts = byFamily.get(family);
        if (!counts)
            byFamily.set(family, (counts = { tags: 0, strings: 0, tables: new Set() }));
        count(counts, defs.strings, defs.names.length);
        count(counts, refs.strings, refs.lines.length);
    }
    const mostNames = new Map([...byFamily].map(([family, counts]) => [family, Math.min(counts.tags, counts.strings)]));
    let allNames = 0;
    for (const most of mostNames.values())
        allNames += most;
    return { familyOf, totalDefs, totalRefs, mostNames, allNames };
}
function emptyPairs({ totalDefs, totalRefs, allNames }, files) {
    return {
        defIds: new Int32Array(totalDefs),
        defFiles: new Int32Array(totalDefs),
        defPairs: 0,
        refIds: new Int32Array(totalRefs),
        refFiles: new Int32Array(totalRefs),
        refCounts: new Int32Array(totalRefs),
        refPairs: 0,
        lastDefiner: new Int32Array(allNames).fill(-1),
        lastRefPair: new Int32Array(allNames).fill(-1),
        definedOrder: new Int32Array(Math.min(totalDefs, allNames)),
        defined: 0,
        referencedOrder: new Int32Array(Math.min(totalRefs, allNames)),
        referenced: 0,
        definitionStart: new Int32Array(files + 1),
        definitionIds: new Int32Array(totalDefs),
        definitions: 0,
    };
}
/** A file's definitions: each one's id, and a pair for each name the file defines. */
function addDefinitions(pairs, file, defs, idOf) {
    const { defIds, defFiles, lastDefiner, definedOrder, definitionIds } = pairs;
    for (let i = 0; i < defs.names.length; i++) {
        const id = idOf(defs.strings, defs.names[i]);
        definitionIds[pairs.definitions++] = id;
        if (lastDefiner[id] === file)
            continue;
        if (lastDefiner[id] < 0)
            definedOrder[pairs.defined++] = id;
        lastDefiner[id] = file;
        defIds[pairs.defPairs] = id;
        defFiles[pairs.defPairs++] = file;
    }
}
/** A file's references to names (paths are resolved by ../resolve/imports): a pair per name, counting its references. */
function addReferences(pairs, file, refs, idOf) {
    const { refIds, refFiles, refCounts, lastRefPair, referencedOrder } = pairs;
    const { strings, names, kinds } = refs;
    for (let i = 0; i < names.length; i++) {
        if (isPathKind(strings[kinds[i]]))
            continue;
        const id = idOf(strings, names[i]);
        const pair = lastRefPair[id];
        if (pair >= 0 && refFiles[pair] === file) {
            refCounts[pair]++;
            continue;
        }
        if (pair < 0)
            referencedOrder[pairs.referenced++] = id;
        lastRefPair[id] = pairs.refPairs;
        refIds[pairs.refPairs] = id;
        refFiles[pairs.refPairs] = file;
        refCounts[pairs.refPairs++] = 1;
    }
}
/** The index of the pairs: each name's definers and referrers bucketed by id. */
function indexOfPairs(files, ids, names, pairs) {
    const definers = bucketed(names.length, pairs.defIds.subarray(0, pairs.defPairs), [pairs.defFiles]);
    const referrers = bucketed(names.length, pairs.refIds.subarray(0, pairs.refPairs), [pairs.refFiles, pairs.refCounts]);
    return {
        files,
        ids,
        names,
        definerStart: definers.start,
        definerFiles: definers.columns[0],
        referrerStart: referrers.start,
        referrerFiles: referrers.columns[0],
        referrerCounts: referrers.columns[1],
        definedOrder: pairs.definedOrder.slice(0, pairs.defined),
        referencedOrder: pairs.referencedOrder.slice(0, pairs.referenced),
        definitionStart: pairs.definitionStart,
        definitionIds: pairs.definitionIds,
    };
}

;// CONCATENATED MODULE: external "events"
const external_events_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");
;// CONCATENATED MODULE: ./node_modules/graphology/dist/graphology.mjs


/**
 * Graphology Utilities
 * =====================
 *
 * Collection of helpful functions used by the implementation.
 */

/**
 * Object.assign-like polyfill.
 *
 * @param  {object} target       - First object.
 * @param  {object} [...objects] - Objects to merge.
 * @return {object}
 */
function assignPolyfill() {
  const target = arguments[0];

  for (let i = 1, l = arguments.length; i < l; i++) {
    if (!arguments[i]) continue;

    for (const k in arguments[i]) target[k] = arguments[i][k];
  }

  return target;
}

let graphology_assign = assignPolyfill;

if (typeof Object.assign === 'function') graphology_assign = Object.assign;

/**
 * Function returning the first matching edge for given path.
 * Note: this function does not check the existence of source & target. This
 * must be performed by the caller.
 *
 * @param  {Graph}  graph  - Target graph.
 * @param  {any}    source - Source node.
 * @param  {any}    target - Target node.
 * @param  {string} type   - Type of the edge (mixed, directed or undirected).
 * @return {string|null}
 */
function getMatchingEdge(graph, source, target, type) {
  const sourceData = graph._nodes.get(source);

  let edge = null;

  if (!sourceData) return edge;

  if (type === 'mixed') {
    edge =
      (sourceData.out && sourceData.out[target]) ||
      (sourceData.undirected && sourceData.undirected[target]);
  } else if (type === 'directed') {
    edge = sourceData.out && sourceData.out[target];
  } else {
    edge = sourceData.undirected && sourceData.undirected[target];
  }

  return edge;
}

/**
 * Checks whether the given value is a plain object.
 *
 * @param  {mixed}   value - Target value.
 * @return {boolean}
 */
function isPlainObject(value) {
  // NOTE: as per https://github.com/graphology/graphology/issues/149
  // this function has been loosened not to reject object instances
  // coming from other JavaScript contexts. It has also been chosen
  // not to improve it to avoid obvious false positives and avoid
  // taking a performance hit. People should really use TypeScript
  // if they want to avoid feeding subtly irrelvant attribute objects.
  return typeof value === 'object' && value !== null;
}

/**
 * Checks whether the given object is empty.
 *
 * @param  {object}  o - Target Object.
 * @return {boolean}
 */
function isEmpty(o) {
  let k;

  for (k in o) return false;

  return true;
}

/**
 * Creates a "private" property for the given member name by concealing it
 * using the `enumerable` option.
 *
 * @param {object} target - Target object.
 * @param {string} name   - Member name.
 */
function privateProperty(target, name, value) {
  Object.defineProperty(target, name, {
    enumerable: false,
    configurable: false,
    writable: true,
    value
  });
}

/**
 * Creates a read-only property for the given member name & the given getter.
 *
 * @param {object}   target - Target object.
 * @param {string}   name   - Member name.
 * @param {mixed}    value  - The attached getter or fixed value.
 */
function readOnlyProperty(target, name, value) {
  const descriptor = {
    enumerable: true,
    configurable: true
  };

  if (typeof value === 'function') {
    descriptor.get = value;
  } else {
    descriptor.value = value;
    descriptor.writable = false;
  }

  Object.defineProperty(target, name, descriptor);
}

/**
 * Returns whether the given object constitute valid hints.
 *
 * @param {object} hints - Target object.
 */
function validateHints(hints) {
  if (!isPlainObject(hints)) return false;

  if (hints.attributes && !Array.isArray(hints.attributes)) return false;

  return true;
}

/**
 * Creates a function generating incremental ids for edges.
 *
 * @return {function}
 */
function incrementalIdStartingFromRandomByte() {
  let i = Math.floor(Math.random() * 256) & 0xff;

  return () => {
    return i++;
  };
}

/**
 * Chains multiple iterators into a single iterator.
 *
 * @param {...Iterator} iterables
 * @returns {Iterator}
 */
function chain() {
  const iterables = arguments;
  let current = null;
  let i = -1;

  return {
    [Symbol.iterator]() {
      return this;
    },
    next() {
      let step = null;

      do {
        if (current === null) {
          i++;
          if (i >= iterables.length) return {done: true};
          current = iterables[i][Symbol.iterator]();
        }
        step = current.next();
        if (step.done) {
          current = null;
          continue;
        }
        break;
        // eslint-disable-next-line no-constant-condition
      } while (true);

      return step;
    }
  };
}

function emptyIterator() {
  return {
    [Symbol.iterator]() {
      return this;
    },
    next() {
      return {done: true};
    }
  };
}

/**
 * Graphology Custom Errors
 * =========================
 *
 * Defining custom errors for ease of use & easy unit tests across
 * implementations (normalized typology rather than relying on error
 * messages to check whether the correct error was found).
 */
class GraphError extends Error {
  constructor(message) {
    super();
    this.name = 'GraphError';
    this.message = message;
  }
}

class InvalidArgumentsGraphError extends GraphError {
  constructor(message) {
    super(message);
    this.name = 'InvalidArgumentsGraphError';

    // This is V8 specific to enhance stack readability
    if (typeof Error.captureStackTrace === 'function')
      Error.captureStackTrace(
        this,
        InvalidArgumentsGraphError.prototype.constructor
      );
  }
}

class NotFoundGraphError extends GraphError {
  constructor(message) {
    super(message);
    this.name = 'NotFoundGraphError';

    // This is V8 specific to enhance stack readability
    if (typeof Error.captureStackTrace === 'function')
      Error.captureStackTrace(this, NotFoundGraphError.prototype.constructor);
  }
}

class UsageGraphError extends GraphError {
  constructor(message) {
    super(message);
    this.name = 'UsageGraphError';

    // This is V8 specific to enhance stack readability
    if (typeof Error.captureStackTrace === 'function')
      Error.captureStackTrace(this, UsageGraphError.prototype.constructor);
  }
}

/**
 * Graphology Internal Data Classes
 * =================================
 *
 * Internal classes hopefully reduced to structs by engines & storing
 * necessary information for nodes & edges.
 *
 * Note that those classes don't rely on the `class` keyword to avoid some
 * cruft introduced by most of ES2015 transpilers.
 */

/**
 * MixedNodeData class.
 *
 * @constructor
 * @param {string} string     - The node's key.
 * @param {object} attributes - Node's attributes.
 */
function MixedNodeData(key, attributes) {
  // Attributes
  this.key = key;
  this.attributes = attributes;

  this.clear();
}

MixedNodeData.prototype.clear = function () {
  // Degrees
  this.inDegree = 0;
  this.outDegree = 0;
  this.undirectedDegree = 0;
  this.undirectedLoops = 0;
  this.directedLoops = 0;

  // Indices
  this.in = {};
  this.out = {};
  this.undirected = {};
};

/**
 * DirectedNodeData class.
 *
 * @constructor
 * @param {string} string     - The node's key.
 * @param {object} attributes - Node's attributes.
 */
function DirectedNodeData(key, attributes) {
  // Attributes
  this.key = key;
  this.attributes = attributes;

  this.clear();
}

DirectedNodeData.prototype.clear = function () {
  // Degrees
  this.inDegree = 0;
  this.outDegree = 0;
  this.directedLoops = 0;

  // Indices
  this.in = {};
  this.out = {};
};

/**
 * UndirectedNodeData class.
 *
 * @constructor
 * @param {string} string     - The node's key.
 * @param {object} attributes - Node's attributes.
 */
function UndirectedNodeData(key, attributes) {
  // Attributes
  this.key = key;
  this.attributes = attributes;

  this.clear();
}

UndirectedNodeData.prototype.clear = function () {
  // Degrees
  this.undirectedDegree = 0;
  this.undirectedLoops = 0;

  // Indices
  this.undirected = {};
};

/**
 * EdgeData class.
 *
 * @constructor
 * @param {boolean} undirected   - Whether the edge is undirected.
 * @param {string}  string       - The edge's key.
 * @param {string}  source       - Source of the edge.
 * @param {string}  target       - Target of the edge.
 * @param {object}  attributes   - Edge's attributes.
 */
function EdgeData(undirected, key, source, target, attributes) {
  // Attributes
  this.key = key;
  this.attributes = attributes;
  this.undirected = undirected;

  // Extremities
  this.source = source;
  this.target = target;
}

EdgeData.prototype.attach = function () {
  let outKey = 'out';
  let inKey = 'in';

  if (this.undirected) outKey = inKey = 'undirected';

  const source = this.source.key;
  const target = this.target.key;

  // Handling source
  this.source[outKey][target] = this;

  if (this.undirected && source === target) return;

  // Handling target
  this.target[inKey][source] = this;
};

EdgeData.prototype.attachMulti = function () {
  let outKey = 'out';
  let inKey = 'in';

  const source = this.source.key;
  const target = this.target.key;

  if (this.undirected) outKey = inKey = 'undirected';

  // Handling source
  const adj = this.source[outKey];
  const head = adj[target];

  if (typeof head === 'undefined') {
    adj[target] = this;

    // Self-loop optimization
    if (!(this.undirected && source === target)) {
      // Handling target
      this.target[inKey][source] = this;
    }

    return;
  }

  // Prepending to doubly-linked list
  head.previous = this;
  this.next = head;

  // Pointing to new head
  // NOTE: use mutating swap later to avoid lookup?
  adj[target] = this;
  this.target[inKey][source] = this;
};

EdgeData.prototype.detach = function () {
  const source = this.source.key;
  const target = this.target.key;

  let outKey = 'out';
  let inKey = 'in';

  if (this.undirected) outKey = inKey = 'undirected';

  delete this.source[outKey][target];

  // No-op delete in case of undirected self-loop
  delete this.target[inKey][source];
};

EdgeData.prototype.detachMulti = function () {
  const source = this.source.key;
  const target = this.target.key;

  let outKey = 'out';
  let inKey = 'in';

  if (this.undirected) outKey = inKey = 'undirected';

  // Deleting from doubly-linked list
  if (this.previous === undefined) {
    // We are dealing with the head

    // Should we delete the adjacency entry because it is now empty?
    if (this.next === undefined) {
      delete this.source[outKey][target];

      // No-op delete in case of undirected self-loop
      delete this.target[inKey][source];
    } else {
      // Detaching
      this.next.previous = undefined;

      // NOTE: could avoid the lookups by creating a #.become mutating method
      this.source[outKey][target] = this.next;

      // No-op delete in case of undirected self-loop
      this.target[inKey][source] = this.next;
    }
  } else {
    // We are dealing with another list node
    this.previous.next = this.next;

    // If not last
    if (this.next !== undefined) {
      this.next.previous = this.previous;
    }
  }
};

/**
 * Graphology Node Attributes methods
 * ===================================
 */

const NODE = 0;
const SOURCE = 1;
const TARGET = 2;
const OPPOSITE = 3;

function findRelevantNodeData(
  graph,
  method,
  mode,
  nodeOrEdge,
  nameOrEdge,
  add1,
  add2
) {
  let nodeData, edgeData, arg1, arg2;

  nodeOrEdge = '' + nodeOrEdge;

  if (mode === NODE) {
    nodeData = graph._nodes.get(nodeOrEdge);

    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.${method}: could not find the "${nodeOrEdge}" node in the graph.`
      );

    arg1 = nameOrEdge;
    arg2 = add1;
  } else if (mode === OPPOSITE) {
    nameOrEdge = '' + nameOrEdge;

    edgeData = graph._edges.get(nameOrEdge);

    if (!edgeData)
      throw new NotFoundGraphError(
        `Graph.${method}: could not find the "${nameOrEdge}" edge in the graph.`
      );

    const source = edgeData.source.key;
    const target = edgeData.target.key;

    if (nodeOrEdge === source) {
      nodeData = edgeData.target;
    } else if (nodeOrEdge === target) {
      nodeData = edgeData.source;
    } else {
      throw new NotFoundGraphError(
        `Graph.${method}: the "${nodeOrEdge}" node is not attached to the "${nameOrEdge}" edge (${source}, ${target}).`
      );
    }

    arg1 = add1;
    arg2 = add2;
  } else {
    edgeData = graph._edges.get(nodeOrEdge);

    if (!edgeData)
      throw new NotFoundGraphError(
        `Graph.${method}: could not find the "${nodeOrEdge}" edge in the graph.`
      );

    if (mode === SOURCE) {
      nodeData = edgeData.source;
    } else {
      nodeData = edgeData.target;
    }

    arg1 = nameOrEdge;
    arg2 = add1;
  }

  return [nodeData, arg1, arg2];
}

function attachNodeAttributeGetter(Class, method, mode) {
  Class.prototype[method] = function (nodeOrEdge, nameOrEdge, add1) {
    const [data, name] = findRelevantNodeData(
      this,
      method,
      mode,
      nodeOrEdge,
      nameOrEdge,
      add1
    );

    return data.attributes[name];
  };
}

function attachNodeAttributesGetter(Class, method, mode) {
  Class.prototype[method] = function (nodeOrEdge, nameOrEdge) {
    const [data] = findRelevantNodeData(
      this,
      method,
      mode,
      nodeOrEdge,
      nameOrEdge
    );

    return data.attributes;
  };
}

function attachNodeAttributeChecker(Class, method, mode) {
  Class.prototype[method] = function (nodeOrEdge, nameOrEdge, add1) {
    const [data, name] = findRelevantNodeData(
      this,
      method,
      mode,
      nodeOrEdge,
      nameOrEdge,
      add1
    );

    return data.attributes.hasOwnProperty(name);
  };
}

function attachNodeAttributeSetter(Class, method, mode) {
  Class.prototype[method] = function (nodeOrEdge, nameOrEdge, add1, add2) {
    const [data, name, value] = findRelevantNodeData(
      this,
      method,
      mode,
      nodeOrEdge,
      nameOrEdge,
      add1,
      add2
    );

    data.attributes[name] = value;

    // Emitting
    this.emit('nodeAttributesUpdated', {
      key: data.key,
      type: 'set',
      attributes: data.attributes,
      name
    });

    return this;
  };
}

function attachNodeAttributeUpdater(Class, method, mode) {
  Class.prototype[method] = function (nodeOrEdge, nameOrEdge, add1, add2) {
    const [data, name, updater] = findRelevantNodeData(
      this,
      method,
      mode,
      nodeOrEdge,
      nameOrEdge,
      add1,
      add2
    );

    if (typeof updater !== 'function')
      throw new InvalidArgumentsGraphError(
        `Graph.${method}: updater should be a function.`
      );

    const attributes = data.attributes;
    const value = updater(attributes[name]);

    attributes[name] = value;

    // Emitting
    this.emit('nodeAttributesUpdated', {
      key: data.key,
      type: 'set',
      attributes: data.attributes,
      name
    });

    return this;
  };
}

function attachNodeAttributeRemover(Class, method, mode) {
  Class.prototype[method] = function (nodeOrEdge, nameOrEdge, add1) {
    const [data, name] = findRelevantNodeData(
      this,
      method,
      mode,
      nodeOrEdge,
      nameOrEdge,
      add1
    );

    delete data.attributes[name];

    // Emitting
    this.emit('nodeAttributesUpdated', {
      key: data.key,
      type: 'remove',
      attributes: data.attributes,
      name
    });

    return this;
  };
}

function attachNodeAttributesReplacer(Class, method, mode) {
  Class.prototype[method] = function (nodeOrEdge, nameOrEdge, add1) {
    const [data, attributes] = findRelevantNodeData(
      this,
      method,
      mode,
      nodeOrEdge,
      nameOrEdge,
      add1
    );

    if (!isPlainObject(attributes))
      throw new InvalidArgumentsGraphError(
        `Graph.${method}: provided attributes are not a plain object.`
      );

    data.attributes = attributes;

    // Emitting
    this.emit('nodeAttributesUpdated', {
      key: data.key,
      type: 'replace',
      attributes: data.attributes
    });

    return this;
  };
}

function attachNodeAttributesMerger(Class, method, mode) {
  Class.prototype[method] = function (nodeOrEdge, nameOrEdge, add1) {
    const [data, attributes] = findRelevantNodeData(
      this,
      method,
      mode,
      nodeOrEdge,
      nameOrEdge,
      add1
    );

    if (!isPlainObject(attributes))
      throw new InvalidArgumentsGraphError(
        `Graph.${method}: provided attributes are not a plain object.`
      );

    graphology_assign(data.attributes, attributes);

    // Emitting
    this.emit('nodeAttributesUpdated', {
      key: data.key,
      type: 'merge',
      attributes: data.attributes,
      data: attributes
    });

    return this;
  };
}

function attachNodeAttributesUpdater(Class, method, mode) {
  Class.prototype[method] = function (nodeOrEdge, nameOrEdge, add1) {
    const [data, updater] = findRelevantNodeData(
      this,
      method,
      mode,
      nodeOrEdge,
      nameOrEdge,
      add1
    );

    if (typeof updater !== 'function')
      throw new InvalidArgumentsGraphError(
        `Graph.${method}: provided updater is not a function.`
      );

    data.attributes = updater(data.attributes);

    // Emitting
    this.emit('nodeAttributesUpdated', {
      key: data.key,
      type: 'update',
      attributes: data.attributes
    });

    return this;
  };
}

/**
 * List of methods to attach.
 */
const NODE_ATTRIBUTES_METHODS = [
  {
    name: element => `get${element}Attribute`,
    attacher: attachNodeAttributeGetter
  },
  {
    name: element => `get${element}Attributes`,
    attacher: attachNodeAttributesGetter
  },
  {
    name: element => `has${element}Attribute`,
    attacher: attachNodeAttributeChecker
  },
  {
    name: element => `set${element}Attribute`,
    attacher: attachNodeAttributeSetter
  },
  {
    name: element => `update${element}Attribute`,
    attacher: attachNodeAttributeUpdater
  },
  {
    name: element => `remove${element}Attribute`,
    attacher: attachNodeAttributeRemover
  },
  {
    name: element => `replace${element}Attributes`,
    attacher: attachNodeAttributesReplacer
  },
  {
    name: element => `merge${element}Attributes`,
    attacher: attachNodeAttributesMerger
  },
  {
    name: element => `update${element}Attributes`,
    attacher: attachNodeAttributesUpdater
  }
];

/**
 * Attach every attributes-related methods to a Graph class.
 *
 * @param {function} Graph - Target class.
 */
function attachNodeAttributesMethods(Graph) {
  NODE_ATTRIBUTES_METHODS.forEach(function ({name, attacher}) {
    // For nodes
    attacher(Graph, name('Node'), NODE);

    // For sources
    attacher(Graph, name('Source'), SOURCE);

    // For targets
    attacher(Graph, name('Target'), TARGET);

    // For opposites
    attacher(Graph, name('Opposite'), OPPOSITE);
  });
}

/**
 * Graphology Edge Attributes methods
 * ===================================
 */

/**
 * Attach an attribute getter method onto the provided class.
 *
 * @param {function} Class         - Target class.
 * @param {string}   method        - Method name.
 * @param {string}   type          - Type of the edge to find.
 */
function attachEdgeAttributeGetter(Class, method, type) {
  /**
   * Get the desired attribute for the given element (node or edge).
   *
   * Arity 2:
   * @param  {any}    element - Target element.
   * @param  {string} name    - Attribute's name.
   *
   * Arity 3 (only for edges):
   * @param  {any}     source - Source element.
   * @param  {any}     target - Target element.
   * @param  {string}  name   - Attribute's name.
   *
   * @return {mixed}          - The attribute's value.
   *
   * @throws {Error} - Will throw if too many arguments are provided.
   * @throws {Error} - Will throw if any of the elements is not found.
   */
  Class.prototype[method] = function (element, name) {
    let data;

    if (this.type !== 'mixed' && type !== 'mixed' && type !== this.type)
      throw new UsageGraphError(
        `Graph.${method}: cannot find this type of edges in your ${this.type} graph.`
      );

    if (arguments.length > 2) {
      if (this.multi)
        throw new UsageGraphError(
          `Graph.${method}: cannot use a {source,target} combo when asking about an edge's attributes in a MultiGraph since we cannot infer the one you want information about.`
        );

      const source = '' + element;
      const target = '' + name;

      name = arguments[2];

      data = getMatchingEdge(this, source, target, type);

      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find an edge for the given path ("${source}" - "${target}").`
        );
    } else {
      if (type !== 'mixed')
        throw new UsageGraphError(
          `Graph.${method}: calling this method with only a key (vs. a source and target) does not make sense since an edge with this key could have the other type.`
        );

      element = '' + element;
      data = this._edges.get(element);

      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find the "${element}" edge in the graph.`
        );
    }

    return data.attributes[name];
  };
}

/**
 * Attach an attributes getter method onto the provided class.
 *
 * @param {function} Class       - Target class.
 * @param {string}   method      - Method name.
 * @param {string}   type        - Type of the edge to find.
 */
function attachEdgeAttributesGetter(Class, method, type) {
  /**
   * Retrieves all the target element's attributes.
   *
   * Arity 2:
   * @param  {any}    element - Target element.
   *
   * Arity 3 (only for edges):
   * @param  {any}     source - Source element.
   * @param  {any}     target - Target element.
   *
   * @return {object}          - The element's attributes.
   *
   * @throws {Error} - Will throw if too many arguments are provided.
   * @throws {Error} - Will throw if any of the elements is not found.
   */
  Class.prototype[method] = function (element) {
    let data;

    if (this.type !== 'mixed' && type !== 'mixed' && type !== this.type)
      throw new UsageGraphError(
        `Graph.${method}: cannot find this type of edges in your ${this.type} graph.`
      );

    if (arguments.length > 1) {
      if (this.multi)
        throw new UsageGraphError(
          `Graph.${method}: cannot use a {source,target} combo when asking about an edge's attributes in a MultiGraph since we cannot infer the one you want information about.`
        );

      const source = '' + element,
        target = '' + arguments[1];

      data = getMatchingEdge(this, source, target, type);

      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find an edge for the given path ("${source}" - "${target}").`
        );
    } else {
      if (type !== 'mixed')
        throw new UsageGraphError(
          `Graph.${method}: calling this method with only a key (vs. a source and target) does not make sense since an edge with this key could have the other type.`
        );

      element = '' + element;
      data = this._edges.get(element);

      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find the "${element}" edge in the graph.`
        );
    }

    return data.attributes;
  };
}

/**
 * Attach an attribute checker method onto the provided class.
 *
 * @param {function} Class       - Target class.
 * @param {string}   method      - Method name.
 * @param {string}   type        - Type of the edge to find.
 */
function attachEdgeAttributeChecker(Class, method, type) {
  /**
   * Checks whether the desired attribute is set for the given element (node or edge).
   *
   * Arity 2:
   * @param  {any}    element - Target element.
   * @param  {string} name    - Attribute's name.
   *
   * Arity 3 (only for edges):
   * @param  {any}     source - Source element.
   * @param  {any}     target - Target element.
   * @param  {string}  name   - Attribute's name.
   *
   * @return {boolean}
   *
   * @throws {Error} - Will throw if too many arguments are provided.
   * @throws {Error} - Will throw if any of the elements is not found.
   */
  Class.prototype[method] = function (element, name) {
    let data;

    if (this.type !== 'mixed' && type !== 'mixed' && type !== this.type)
      throw new UsageGraphError(
        `Graph.${method}: cannot find this type of edges in your ${this.type} graph.`
      );

    if (arguments.length > 2) {
      if (this.multi)
        throw new UsageGraphError(
          `Graph.${method}: cannot use a {source,target} combo when asking about an edge's attributes in a MultiGraph since we cannot infer the one you want information about.`
        );

      const source = '' + element;
      const target = '' + name;

      name = arguments[2];

      data = getMatchingEdge(this, source, target, type);

      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find an edge for the given path ("${source}" - "${target}").`
        );
    } else {
      if (type !== 'mixed')
        throw new UsageGraphError(
          `Graph.${method}: calling this method with only a key (vs. a source and target) does not make sense since an edge with this key could have the other type.`
        );

      element = '' + element;
      data = this._edges.get(element);

      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find the "${element}" edge in the graph.`
        );
    }

    return data.attributes.hasOwnProperty(name);
  };
}

/**
 * Attach an attribute setter method onto the provided class.
 *
 * @param {function} Class         - Target class.
 * @param {string}   method        - Method name.
 * @param {string}   type          - Type of the edge to find.
 */
function attachEdgeAttributeSetter(Class, method, type) {
  /**
   * Set the desired attribute for the given element (node or edge).
   *
   * Arity 2:
   * @param  {any}    element - Target element.
   * @param  {string} name    - Attribute's name.
   * @param  {mixed}  value   - New attribute value.
   *
   * Arity 3 (only for edges):
   * @param  {any}     source - Source element.
   * @param  {any}     target - Target element.
   * @param  {string}  name   - Attribute's name.
   * @param  {mixed}  value   - New attribute value.
   *
   * @return {Graph}          - Returns itself for chaining.
   *
   * @throws {Error} - Will throw if too many arguments are provided.
   * @throws {Error} - Will throw if any of the elements is not found.
   */
  Class.prototype[method] = function (element, name, value) {
    let data;

    if (this.type !== 'mixed' && type !== 'mixed' && type !== this.type)
      throw new UsageGraphError(
        `Graph.${method}: cannot find this type of edges in your ${this.type} graph.`
      );

    if (arguments.length > 3) {
      if (this.multi)
        throw new UsageGraphError(
          `Graph.${method}: cannot use a {source,target} combo when asking about an edge's attributes in a MultiGraph since we cannot infer the one you want information about.`
        );

      const source = '' + element;
      const target = '' + name;

      name = arguments[2];
      value = arguments[3];

      data = getMatchingEdge(this, source, target, type);

      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find an edge for the given path ("${source}" - "${target}").`
        );
    } else {
      if (type !== 'mixed')
        throw new UsageGraphError(
          `Graph.${method}: calling this method with only a key (vs. a source and target) does not make sense since an edge with this key could have the other type.`
        );

      element = '' + element;
      data = this._edges.get(element);

      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find the "${element}" edge in the graph.`
        );
    }

    data.attributes[name] = value;

    // Emitting
    this.emit('edgeAttributesUpdated', {
      key: data.key,
      type: 'set',
      attributes: data.attributes,
      name
    });

    return this;
  };
}

/**
 * Attach an attribute updater method onto the provided class.
 *
 * @param {function} Class         - Target class.
 * @param {string}   method        - Method name.
 * @param {string}   type          - Type of the edge to find.
 */
function attachEdgeAttributeUpdater(Class, method, type) {
  /**
   * Update the desired attribute for the given element (node or edge) using
   * the provided function.
   *
   * Arity 2:
   * @param  {any}      element - Target element.
   * @param  {string}   name    - Attribute's name.
   * @param  {function} updater - Updater function.
   *
   * Arity 3 (only for edges):
   * @param  {any}      source  - Source element.
   * @param  {any}      target  - Target element.
   * @param  {string}   name    - Attribute's name.
   * @param  {function} updater - Updater function.
   *
   * @return {Graph}            - Returns itself for chaining.
   *
   * @throws {Error} - Will throw if too many arguments are provided.
   * @throws {Error} - Will throw if any of the elements is not found.
   */
  Class.prototype[method] = function (element, name, updater) {
    let data;

    if (this.type !== 'mixed' && type !== 'mixed' && type !== this.type)
      throw new UsageGraphError(
        `Graph.${method}: cannot find this type of edges in your ${this.type} graph.`
      );

    if (arguments.length > 3) {
      if (this.multi)
        throw new UsageGraphError(
          `Graph.${method}: cannot use a {source,target} combo when asking about an edge's attributes in a MultiGraph since we cannot infer the one you want information about.`
        );

      const source = '' + element;
      const target = '' + name;

      name = arguments[2];
      updater = arguments[3];

      data = getMatchingEdge(this, source, target, type);

      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find an edge for the given path ("${source}" - "${target}").`
        );
    } else {
      if (type !== 'mixed')
        throw new UsageGraphError(
          `Graph.${method}: calling this method with only a key (vs. a source and target) does not make sense since an edge with this key could have the other type.`
        );

      element = '' + element;
      data = this._edges.get(element);

      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find the "${element}" edge in the graph.`
        );
    }

    if (typeof updater !== 'function')
      throw new InvalidArgumentsGraphError(
        `Graph.${method}: updater should be a function.`
      );

    data.attributes[name] = updater(data.attributes[name]);

    // Emitting
    this.emit('edgeAttributesUpdated', {
      key: data.key,
      type: 'set',
      attributes: data.attributes,
      name
    });

    return this;
  };
}

/**
 * Attach an attribute remover method onto the provided class.
 *
 * @param {function} Class         - Target class.
 * @param {string}   method        - Method name.
 * @param {string}   type          - Type of the edge to find.
 */
function attachEdgeAttributeRemover(Class, method, type) {
  /**
   * Remove the desired attribute for the given element (node or edge).
   *
   * Arity 2:
   * @param  {any}    element - Target element.
   * @param  {string} name    - Attribute's name.
   *
   * Arity 3 (only for edges):
   * @param  {any}     source - Source element.
   * @param  {any}     target - Target element.
   * @param  {string}  name   - Attribute's name.
   *
   * @return {Graph}          - Returns itself for chaining.
   *
   * @throws {Error} - Will throw if too many arguments are provided.
   * @throws {Error} - Will throw if any of the elements is not found.
   */
  Class.prototype[method] = function (element, name) {
    let data;

    if (this.type !== 'mixed' && type !== 'mixed' && type !== this.type)
      throw new UsageGraphError(
        `Graph.${method}: cannot find this type of edges in your ${this.type} graph.`
      );

    if (arguments.length > 2) {
      if (this.multi)
        throw new UsageGraphError(
          `Graph.${method}: cannot use a {source,target} combo when asking about an edge's attributes in a MultiGraph since we cannot infer the one you want information about.`
        );

      const source = '' + element;
      const target = '' + name;

      name = arguments[2];

      data = getMatchingEdge(this, source, target, type);

      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find an edge for the given path ("${source}" - "${target}").`
        );
    } else {
      if (type !== 'mixed')
        throw new UsageGraphError(
          `Graph.${method}: calling this method with only a key (vs. a source and target) does not make sense since an edge with this key could have the other type.`
        );

      element = '' + element;
      data = this._edges.get(element);

      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find the "${element}" edge in the graph.`
        );
    }

    delete data.attributes[name];

    // Emitting
    this.emit('edgeAttributesUpdated', {
      key: data.key,
      type: 'remove',
      attributes: data.attributes,
      name
    });

    return this;
  };
}

/**
 * Attach an attribute replacer method onto the provided class.
 *
 * @param {function} Class         - Target class.
 * @param {string}   method        - Method name.
 * @param {string}   type          - Type of the edge to find.
 */
function attachEdgeAttributesReplacer(Class, method, type) {
  /**
   * Replace the attributes for the given element (node or edge).
   *
   * Arity 2:
   * @param  {any}    element    - Target element.
   * @param  {object} attributes - New attributes.
   *
   * Arity 3 (only for edges):
   * @param  {any}     source     - Source element.
   * @param  {any}     target     - Target element.
   * @param  {object}  attributes - New attributes.
   *
   * @return {Graph}              - Returns itself for chaining.
   *
   * @throws {Error} - Will throw if too many arguments are provided.
   * @throws {Error} - Will throw if any of the elements is not found.
   */
  Class.prototype[method] = function (element, attributes) {
    let data;

    if (this.type !== 'mixed' && type !== 'mixed' && type !== this.type)
      throw new UsageGraphError(
        `Graph.${method}: cannot find this type of edges in your ${this.type} graph.`
      );

    if (arguments.length > 2) {
      if (this.multi)
        throw new UsageGraphError(
          `Graph.${method}: cannot use a {source,target} combo when asking about an edge's attributes in a MultiGraph since we cannot infer the one you want information about.`
        );

      const source = '' + element,
        target = '' + attributes;

      attributes = arguments[2];

      data = getMatchingEdge(this, source, target, type);

      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find an edge for the given path ("${source}" - "${target}").`
        );
    } else {
      if (type !== 'mixed')
        throw new UsageGraphError(
          `Graph.${method}: calling this method with only a key (vs. a source and target) does not make sense since an edge with this key could have the other type.`
        );

      element = '' + element;
      data = this._edges.get(element);

      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find the "${element}" edge in the graph.`
        );
    }

    if (!isPlainObject(attributes))
      throw new InvalidArgumentsGraphError(
        `Graph.${method}: provided attributes are not a plain object.`
      );

    data.attributes = attributes;

    // Emitting
    this.emit('edgeAttributesUpdated', {
      key: data.key,
      type: 'replace',
      attributes: data.attributes
    });

    return this;
  };
}

/**
 * Attach an attribute merger method onto the provided class.
 *
 * @param {function} Class         - Target class.
 * @param {string}   method        - Method name.
 * @param {string}   type          - Type of the edge to find.
 */
function attachEdgeAttributesMerger(Class, method, type) {
  /**
   * Merge the attributes for the given element (node or edge).
   *
   * Arity 2:
   * @param  {any}    element    - Target element.
   * @param  {object} attributes - Attributes to merge.
   *
   * Arity 3 (only for edges):
   * @param  {any}     source     - Source element.
   * @param  {any}     target     - Target element.
   * @param  {object}  attributes - Attributes to merge.
   *
   * @return {Graph}              - Returns itself for chaining.
   *
   * @throws {Error} - Will throw if too many arguments are provided.
   * @throws {Error} - Will throw if any of the elements is not found.
   */
  Class.prototype[method] = function (element, attributes) {
    let data;

    if (this.type !== 'mixed' && type !== 'mixed' && type !== this.type)
      throw new UsageGraphError(
        `Graph.${method}: cannot find this type of edges in your ${this.type} graph.`
      );

    if (arguments.length > 2) {
      if (this.multi)
        throw new UsageGraphError(
          `Graph.${method}: cannot use a {source,target} combo when asking about an edge's attributes in a MultiGraph since we cannot infer the one you want information about.`
        );

      const source = '' + element,
        target = '' + attributes;

      attributes = arguments[2];

      data = getMatchingEdge(this, source, target, type);

      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find an edge for the given path ("${source}" - "${target}").`
        );
    } else {
      if (type !== 'mixed')
        throw new UsageGraphError(
          `Graph.${method}: calling this method with only a key (vs. a source and target) does not make sense since an edge with this key could have the other type.`
        );

      element = '' + element;
      data = this._edges.get(element);

      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find the "${element}" edge in the graph.`
        );
    }

    if (!isPlainObject(attributes))
      throw new InvalidArgumentsGraphError(
        `Graph.${method}: provided attributes are not a plain object.`
      );

    graphology_assign(data.attributes, attributes);

    // Emitting
    this.emit('edgeAttributesUpdated', {
      key: data.key,
      type: 'merge',
      attributes: data.attributes,
      data: attributes
    });

    return this;
  };
}

/**
 * Attach an attribute updater method onto the provided class.
 *
 * @param {function} Class         - Target class.
 * @param {string}   method        - Method name.
 * @param {string}   type          - Type of the edge to find.
 */
function attachEdgeAttributesUpdater(Class, method, type) {
  /**
   * Update the attributes of the given element (node or edge).
   *
   * Arity 2:
   * @param  {any}      element - Target element.
   * @param  {function} updater - Updater function.
   *
   * Arity 3 (only for edges):
   * @param  {any}      source  - Source element.
   * @param  {any}      target  - Target element.
   * @param  {function} updater - Updater function.
   *
   * @return {Graph}            - Returns itself for chaining.
   *
   * @throws {Error} - Will throw if too many arguments are provided.
   * @throws {Error} - Will throw if any of the elements is not found.
   */
  Class.prototype[method] = function (element, updater) {
    let data;

    if (this.type !== 'mixed' && type !== 'mixed' && type !== this.type)
      throw new UsageGraphError(
        `Graph.${method}: cannot find this type of edges in your ${this.type} graph.`
      );

    if (arguments.length > 2) {
      if (this.multi)
        throw new UsageGraphError(
          `Graph.${method}: cannot use a {source,target} combo when asking about an edge's attributes in a MultiGraph since we cannot infer the one you want information about.`
        );

      const source = '' + element,
        target = '' + updater;

      updater = arguments[2];

      data = getMatchingEdge(this, source, target, type);

      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find an edge for the given path ("${source}" - "${target}").`
        );
    } else {
      if (type !== 'mixed')
        throw new UsageGraphError(
          `Graph.${method}: calling this method with only a key (vs. a source and target) does not make sense since an edge with this key could have the other type.`
        );

      element = '' + element;
      data = this._edges.get(element);

      if (!data)
        throw new NotFoundGraphError(
          `Graph.${method}: could not find the "${element}" edge in the graph.`
        );
    }

    if (typeof updater !== 'function')
      throw new InvalidArgumentsGraphError(
        `Graph.${method}: provided updater is not a function.`
      );

    data.attributes = updater(data.attributes);

    // Emitting
    this.emit('edgeAttributesUpdated', {
      key: data.key,
      type: 'update',
      attributes: data.attributes
    });

    return this;
  };
}

/**
 * List of methods to attach.
 */
const EDGE_ATTRIBUTES_METHODS = [
  {
    name: element => `get${element}Attribute`,
    attacher: attachEdgeAttributeGetter
  },
  {
    name: element => `get${element}Attributes`,
    attacher: attachEdgeAttributesGetter
  },
  {
    name: element => `has${element}Attribute`,
    attacher: attachEdgeAttributeChecker
  },
  {
    name: element => `set${element}Attribute`,
    attacher: attachEdgeAttributeSetter
  },
  {
    name: element => `update${element}Attribute`,
    attacher: attachEdgeAttributeUpdater
  },
  {
    name: element => `remove${element}Attribute`,
    attacher: attachEdgeAttributeRemover
  },
  {
    name: element => `replace${element}Attributes`,
    attacher: attachEdgeAttributesReplacer
  },
  {
    name: element => `merge${element}Attributes`,
    attacher: attachEdgeAttributesMerger
  },
  {
    name: element => `update${element}Attributes`,
    attacher: attachEdgeAttributesUpdater
  }
];

/**
 * Attach every attributes-related methods to a Graph class.
 *
 * @param {function} Graph - Target class.
 */
function attachEdgeAttributesMethods(Graph) {
  EDGE_ATTRIBUTES_METHODS.forEach(function ({name, attacher}) {
    // For edges
    attacher(Graph, name('Edge'), 'mixed');

    // For directed edges
    attacher(Graph, name('DirectedEdge'), 'directed');

    // For undirected edges
    attacher(Graph, name('UndirectedEdge'), 'undirected');
  });
}

/**
 * Graphology Edge Iteration
 * ==========================
 *
 * Attaching some methods to the Graph class to be able to iterate over a
 * graph's edges.
 */

/**
 * Definitions.
 */
const EDGES_ITERATION = [
  {
    name: 'edges',
    type: 'mixed'
  },
  {
    name: 'inEdges',
    type: 'directed',
    direction: 'in'
  },
  {
    name: 'outEdges',
    type: 'directed',
    direction: 'out'
  },
  {
    name: 'inboundEdges',
    type: 'mixed',
    direction: 'in'
  },
  {
    name: 'outboundEdges',
    type: 'mixed',
    direction: 'out'
  },
  {
    name: 'directedEdges',
    type: 'directed'
  },
  {
    name: 'undirectedEdges',
    type: 'undirected'
  }
];

/**
 * Function iterating over edges from the given object to match one of them.
 *
 * @param {object}   object   - Target object.
 * @param {function} callback - Function to call.
 */
function forEachSimple(breakable, object, callback, avoid) {
  let shouldBreak = false;

  for (const k in object) {
    if (k === avoid) continue;

    const edgeData = object[k];

    shouldBreak = callback(
      edgeData.key,
      edgeData.attributes,
      edgeData.source.key,
      edgeData.target.key,
      edgeData.source.attributes,
      edgeData.target.attributes,
      edgeData.undirected
    );

    if (breakable && shouldBreak) return edgeData.key;
  }

  return;
}

function forEachMulti(breakable, object, callback, avoid) {
  let edgeData, source, target;

  let shouldBreak = false;

  for (const k in object) {
    if (k === avoid) continue;

    edgeData = object[k];

    do {
      source = edgeData.source;
      target = edgeData.target;

      shouldBreak = callback(
        edgeData.key,
        edgeData.attributes,
        source.key,
        target.key,
        source.attributes,
        target.attributes,
        edgeData.undirected
      );

      if (breakable && shouldBreak) return edgeData.key;

      edgeData = edgeData.next;
    } while (edgeData !== undefined);
  }

  return;
}

/**
 * Function returning an iterator over edges from the given object.
 *
 * @param  {object}   object - Target object.
 * @return {Iterator}
 */
function createIterator(object, avoid) {
  const keys = Object.keys(object);
  const l = keys.length;

  let edgeData;
  let i = 0;

  return {
    [Symbol.iterator]() {
      return this;
    },
    next() {
      do {
        if (!edgeData) {
          if (i >= l) return {done: true};

          const k = keys[i++];

          if (k === avoid) {
            edgeData = undefined;
            continue;
          }

          edgeData = object[k];
        } else {
          edgeData = edgeData.next;
        }
      } while (!edgeData);

      return {
        done: false,
        value: {
          edge: edgeData.key,
          attributes: edgeData.attributes,
          source: edgeData.source.key,
          target: edgeData.target.key,
          sourceAttributes: edgeData.source.attributes,
          targetAttributes: edgeData.target.attributes,
          undirected: edgeData.undirected
        }
      };
    }
  };
}

/**
 * Function iterating over the egdes from the object at given key to match
 * one of them.
 *
 * @param {object}   object   - Target object.
 * @param {mixed}    k        - Neighbor key.
 * @param {function} callback - Callback to use.
 */
function forEachForKeySimple(breakable, object, k, callback) {
  const edgeData = object[k];

  if (!edgeData) return;

  const sourceData = edgeData.source;
  const targetData = edgeData.target;

  if (
    callback(
      edgeData.key,
      edgeData.attributes,
      sourceData.key,
      targetData.key,
      sourceData.attributes,
      targetData.attributes,
      edgeData.undirected
    ) &&
    breakable
  )
    return edgeData.key;
}

function forEachForKeyMulti(breakable, object, k, callback) {
  let edgeData = object[k];

  if (!edgeData) return;

  let shouldBreak = false;

  do {
    shouldBreak = callback(
      edgeData.key,
      edgeData.attributes,
      edgeData.source.key,
      edgeData.target.key,
      edgeData.source.attributes,
      edgeData.target.attributes,
      edgeData.undirected
    );

    if (breakable && shouldBreak) return edgeData.key;

    edgeData = edgeData.next;
  } while (edgeData !== undefined);

  return;
}

/**
 * Function returning an iterator over the egdes from the object at given key.
 *
 * @param  {object}   object   - Target object.
 * @param  {mixed}    k        - Neighbor key.
 * @return {Iterator}
 */
function createIteratorForKey(object, k) {
  let edgeData = object[k];

  if (edgeData.next !== undefined) {
    return {
      [Symbol.iterator]() {
        return this;
      },
      next() {
        if (!edgeData) return {done: true};

        const value = {
          edge: edgeData.key,
          attributes: edgeData.attributes,
          source: edgeData.source.key,
          target: edgeData.target.key,
          sourceAttributes: edgeData.source.attributes,
          targetAttributes: edgeData.target.attributes,
          undirected: edgeData.undirected
        };

        edgeData = edgeData.next;

        return {
          done: false,
          value
        };
      }
    };
  }

  let done = false;
  return {
    [Symbol.iterator]() {
      return this;
    },
    next() {
      if (done === true) return {done: true};
      done = true;
      return {
        done: false,
        value: {
          edge: edgeData.key,
          attributes: edgeData.attributes,
          source: edgeData.source.key,
          target: edgeData.target.key,
          sourceAttributes: edgeData.source.attributes,
          targetAttributes: edgeData.target.attributes,
          undirected: edgeData.undirected
        }
      };
    }
  };
}

/**
 * Function creating an array of edges for the given type.
 *
 * @param  {Graph}   graph - Target Graph instance.
 * @param  {string}  type  - Type of edges to retrieve.
 * @return {array}         - Array of edges.
 */
function createEdgeArray(graph, type) {
  if (graph.size === 0) return [];

  if (type === 'mixed' || type === graph.type) {
    return Array.from(graph._edges.keys());
  }

  const size =
    type === 'undirected' ? graph.undirectedSize : graph.directedSize;

  const list = new Array(size),
    mask = type === 'undirected';

  const iterator = graph._edges.values();

  let i = 0;
  let step, data;

  while (((step = iterator.next()), step.done !== true)) {
    data = step.value;

    if (data.undirected === mask) list[i++] = data.key;
  }

  return list;
}

/**
 * Function iterating over a graph's edges using a callback to match one of
 * them.
 *
 * @param  {Graph}    graph    - Target Graph instance.
 * @param  {string}   type     - Type of edges to retrieve.
 * @param  {function} callback - Function to call.
 */
function forEachEdge(breakable, graph, type, callback) {
  if (graph.size === 0) return;

  const shouldFilter = type !== 'mixed' && type !== graph.type;
  const mask = type === 'undirected';

  let step, data;
  let shouldBreak = false;
  const iterator = graph._edges.values();

  while (((step = iterator.next()), step.done !== true)) {
    data = step.value;

    if (shouldFilter && data.undirected !== mask) continue;

    const {key, attributes, source, target} = data;

    shouldBreak = callback(
      key,
      attributes,
      source.key,
      target.key,
      source.attributes,
      target.attributes,
      data.undirected
    );

    if (breakable && shouldBreak) return key;
  }

  return;
}

/**
 * Function creating an iterator of edges for the given type.
 *
 * @param  {Graph}    graph - Target Graph instance.
 * @param  {string}   type  - Type of edges to retrieve.
 * @return {Iterator}
 */
function createEdgeIterator(graph, type) {
  if (graph.size === 0) return emptyIterator();

  const shouldFilter = type !== 'mixed' && type !== graph.type;
  const mask = type === 'undirected';

  const iterator = graph._edges.values();

  return {
    [Symbol.iterator]() {
      return this;
    },
    next() {
      let step, data;

      // eslint-disable-next-line no-constant-condition
      while (true) {
        step = iterator.next();

        if (step.done) return step;

        data = step.value;

        if (shouldFilter && data.undirected !== mask) continue;

        break;
      }

      const value = {
        edge: data.key,
        attributes: data.attributes,
        source: data.source.key,
        target: data.target.key,
        sourceAttributes: data.source.attributes,
        targetAttributes: data.target.attributes,
        undirected: data.undirected
      };

      return {value, done: false};
    }
  };
}

/**
 * Function iterating over a node's edges using a callback to match one of them.
 *
 * @param  {boolean}  multi     - Whether the graph is multi or not.
 * @param  {string}   type      - Type of edges to retrieve.
 * @param  {string}   direction - In or out?
 * @param  {any}      nodeData  - Target node's data.
 * @param  {function} callback  - Function to call.
 */
function forEachEdgeForNode(
  breakable,
  multi,
  type,
  direction,
  nodeData,
  callback
) {
  const fn = multi ? forEachMulti : forEachSimple;

  let found;

  if (type !== 'undirected') {
    if (direction !== 'out') {
      found = fn(breakable, nodeData.in, callback);

      if (breakable && found) return found;
    }
    if (direction !== 'in') {
      found = fn(
        breakable,
        nodeData.out,
        callback,
        !direction ? nodeData.key : undefined
      );

      if (breakable && found) return found;
    }
  }

  if (type !== 'directed') {
    found = fn(breakable, nodeData.undirected, callback);

    if (breakable && found) return found;
  }

  return;
}

/**
 * Function creating an array of edges for the given type & the given node.
 *
 * @param  {boolean} multi     - Whether the graph is multi or not.
 * @param  {string}  type      - Type of edges to retrieve.
 * @param  {string}  direction - In or out?
 * @param  {any}     nodeData  - Target node's data.
 * @return {array}             - Array of edges.
 */
function createEdgeArrayForNode(multi, type, direction, nodeData) {
  const edges = []; // TODO: possibility to know size beforehand or factorize with map

  forEachEdgeForNode(false, multi, type, direction, nodeData, function (key) {
    edges.push(key);
  });

  return edges;
}

/**
 * Function iterating over a node's edges using a callback.
 *
 * @param  {string}   type      - Type of edges to retrieve.
 * @param  {string}   direction - In or out?
 * @param  {any}      nodeData  - Target node's data.
 * @return {Iterator}
 */
function createEdgeIteratorForNode(type, direction, nodeData) {
  let iterator = emptyIterator();

  if (type !== 'undirected') {
    if (direction !== 'out' && typeof nodeData.in !== 'undefined')
      iterator = chain(iterator, createIterator(nodeData.in));
    if (direction !== 'in' && typeof nodeData.out !== 'undefined')
      iterator = chain(
        iterator,
        createIterator(nodeData.out, !direction ? nodeData.key : undefined)
      );
  }

  if (type !== 'directed' && typeof nodeData.undirected !== 'undefined') {
    iterator = chain(iterator, createIterator(nodeData.undirected));
  }

  return iterator;
}

/**
 * Function iterating over edges for the given path using a callback to match
 * one of them.
 *
 * @param  {string}   type       - Type of edges to retrieve.
 * @param  {boolean}  multi      - Whether the graph is multi.
 * @param  {string}   direction  - In or out?
 * @param  {NodeData} sourceData - Source node's data.
 * @param  {string}   target     - Target node.
 * @param  {function} callback   - Function to call.
 */
function forEachEdgeForPath(
  breakable,
  type,
  multi,
  direction,
  sourceData,
  target,
  callback
) {
  const fn = multi ? forEachForKeyMulti : forEachForKeySimple;

  let found;

  if (type !== 'undirected') {
    if (typeof sourceData.in !== 'undefined' && direction !== 'out') {
      found = fn(breakable, sourceData.in, target, callback);

      if (breakable && found) return found;
    }

    if (
      typeof sourceData.out !== 'undefined' &&
      direction !== 'in' &&
      (direction || sourceData.key !== target)
    ) {
      found = fn(breakable, sourceData.out, target, callback);

      if (breakable && found) return found;
    }
  }

  if (type !== 'directed') {
    if (typeof sourceData.undirected !== 'undefined') {
      found = fn(breakable, sourceData.undirected, target, callback);

      if (breakable && found) return found;
    }
  }

  return;
}

/**
 * Function creating an array of edges for the given path.
 *
 * @param  {string}   type       - Type of edges to retrieve.
 * @param  {boolean}  multi      - Whether the graph is multi.
 * @param  {string}   direction  - In or out?
 * @param  {NodeData} sourceData - Source node's data.
 * @param  {any}      target     - Target node.
 * @return {array}               - Array of edges.
 */
function createEdgeArrayForPath(type, multi, direction, sourceData, target) {
  const edges = []; // TODO: possibility to know size beforehand or factorize with map

  forEachEdgeForPath(
    false,
    type,
    multi,
    direction,
    sourceData,
    target,
    function (key) {
      edges.push(key);
    }
  );

  return edges;
}

/**
 * Function returning an iterator over edges for the given path.
 *
 * @param  {string}   type       - Type of edges to retrieve.
 * @param  {string}   direction  - In or out?
 * @param  {NodeData} sourceData - Source node's data.
 * @param  {string}   target     - Target node.
 * @param  {function} callback   - Function to call.
 */
function createEdgeIteratorForPath(type, direction, sourceData, target) {
  let iterator = emptyIterator();

  if (type !== 'undirected') {
    if (
      typeof sourceData.in !== 'undefined' &&
      direction !== 'out' &&
      target in sourceData.in
    )
      iterator = chain(iterator, createIteratorForKey(sourceData.in, target));

    if (
      typeof sourceData.out !== 'undefined' &&
      direction !== 'in' &&
      target in sourceData.out &&
      (direction || sourceData.key !== target)
    )
      iterator = chain(iterator, createIteratorForKey(sourceData.out, target));
  }

  if (type !== 'directed') {
    if (
      typeof sourceData.undirected !== 'undefined' &&
      target in sourceData.undirected
    )
      iterator = chain(
        iterator,
        createIteratorForKey(sourceData.undirected, target)
      );
  }

  return iterator;
}

/**
 * Function attaching an edge array creator method to the Graph prototype.
 *
 * @param {function} Class       - Target class.
 * @param {object}   description - Method description.
 */
function attachEdgeArrayCreator(Class, description) {
  const {name, type, direction} = description;

  /**
   * Function returning an array of certain edges.
   *
   * Arity 0: Return all the relevant edges.
   *
   * Arity 1: Return all of a node's relevant edges.
   * @param  {any}   node   - Target node.
   *
   * Arity 2: Return the relevant edges across the given path.
   * @param  {any}   source - Source node.
   * @param  {any}   target - Target node.
   *
   * @return {array|number} - The edges or the number of edges.
   *
   * @throws {Error} - Will throw if there are too many arguments.
   */
  Class.prototype[name] = function (source, target) {
    // Early termination
    if (type !== 'mixed' && this.type !== 'mixed' && type !== this.type)
      return [];

    if (!arguments.length) return createEdgeArray(this, type);

    if (arguments.length === 1) {
      source = '' + source;

      const nodeData = this._nodes.get(source);

      if (typeof nodeData === 'undefined')
        throw new NotFoundGraphError(
          `Graph.${name}: could not find the "${source}" node in the graph.`
        );

      // Iterating over a node's edges
      return createEdgeArrayForNode(
        this.multi,
        type === 'mixed' ? this.type : type,
        direction,
        nodeData
      );
    }

    if (arguments.length === 2) {
      source = '' + source;
      target = '' + target;

      const sourceData = this._nodes.get(source);

      if (!sourceData)
        throw new NotFoundGraphError(
          `Graph.${name}:  could not find the "${source}" source node in the graph.`
        );

      if (!this._nodes.has(target))
        throw new NotFoundGraphError(
          `Graph.${name}:  could not find the "${target}" target node in the graph.`
        );

      // Iterating over the edges between source & target
      return createEdgeArrayForPath(
        type,
        this.multi,
        direction,
        sourceData,
        target
      );
    }

    throw new InvalidArgumentsGraphError(
      `Graph.${name}: too many arguments (expecting 0, 1 or 2 and got ${arguments.length}).`
    );
  };
}

/**
 * Function attaching a edge callback iterator method to the Graph prototype.
 *
 * @param {function} Class       - Target class.
 * @param {object}   description - Method description.
 */
function attachForEachEdge(Class, description) {
  const {name, type, direction} = description;

  const forEachName = 'forEach' + name[0].toUpperCase() + name.slice(1, -1);

  /**
   * Function iterating over the graph's relevant edges by applying the given
   * callback.
   *
   * Arity 1: Iterate over all the relevant edges.
   * @param  {function} callback - Callback to use.
   *
   * Arity 2: Iterate over all of a node's relevant edges.
   * @param  {any}      node     - Target node.
   * @param  {function} callback - Callback to use.
   *
   * Arity 3: Iterate over the relevant edges across the given path.
   * @param  {any}      source   - Source node.
   * @param  {any}      target   - Target node.
   * @param  {function} callback - Callback to use.
   *
   * @return {undefined}
   *
   * @throws {Error} - Will throw if there are too many arguments.
   */
  Class.prototype[forEachName] = function (source, target, callback) {
    // Early termination
    if (type !== 'mixed' && this.type !== 'mixed' && type !== this.type) return;

    if (arguments.length === 1) {
      callback = source;
      return forEachEdge(false, this, type, callback);
    }

    if (arguments.length === 2) {
      source = '' + source;
      callback = target;

      const nodeData = this._nodes.get(source);

      if (typeof nodeData === 'undefined')
        throw new NotFoundGraphError(
          `Graph.${forEachName}: could not find the "${source}" node in the graph.`
        );

      // Iterating over a node's edges
      // TODO: maybe attach the sub method to the instance dynamically?
      return forEachEdgeForNode(
        false,
        this.multi,
        type === 'mixed' ? this.type : type,
        direction,
        nodeData,
        callback
      );
    }

    if (arguments.length === 3) {
      source = '' + source;
      target = '' + target;

      const sourceData = this._nodes.get(source);

      if (!sourceData)
        throw new NotFoundGraphError(
          `Graph.${forEachName}:  could not find the "${source}" source node in the graph.`
        );

      if (!this._nodes.has(target))
        throw new NotFoundGraphError(
          `Graph.${forEachName}:  could not find the "${target}" target node in the graph.`
        );

      // Iterating over the edges between source & target
      return forEachEdgeForPath(
        false,
        type,
        this.multi,
        direction,
        sourceData,
        target,
        callback
      );
    }

    throw new InvalidArgumentsGraphError(
      `Graph.${forEachName}: too many arguments (expecting 1, 2 or 3 and got ${arguments.length}).`
    );
  };

  /**
   * Function mapping the graph's relevant edges by applying the given
   * callback.
   *
   * Arity 1: Map all the relevant edges.
   * @param  {function} callback - Callback to use.
   *
   * Arity 2: Map all of a node's relevant edges.
   * @param  {any}      node     - Target node.
   * @param  {function} callback - Callback to use.
   *
   * Arity 3: Map the relevant edges across the given path.
   * @param  {any}      source   - Source node.
   * @param  {any}      target   - Target node.
   * @param  {function} callback - Callback to use.
   *
   * @return {undefined}
   *
   * @throws {Error} - Will throw if there are too many arguments.
   */
  const mapName = 'map' + name[0].toUpperCase() + name.slice(1);

  Class.prototype[mapName] = function () {
    const args = Array.prototype.slice.call(arguments);
    const callback = args.pop();

    let result;

    // We know the result length beforehand
    if (args.length === 0) {
      let length = 0;

      if (type !== 'directed') length += this.undirectedSize;
      if (type !== 'undirected') length += this.directedSize;

      result = new Array(length);

      let i = 0;

      args.push((e, ea, s, t, sa, ta, u) => {
        result[i++] = callback(e, ea, s, t, sa, ta, u);
      });
    }

    // We don't know the result length beforehand
    // TODO: we can in some instances of simple graphs, knowing degree
    else {
      result = [];

      args.push((e, ea, s, t, sa, ta, u) => {
        result.push(callback(e, ea, s, t, sa, ta, u));
      });
    }

    this[forEachName].apply(this, args);

    return result;
  };

  /**
   * Function filtering the graph's relevant edges using the provided predicate
   * function.
   *
   * Arity 1: Filter all the relevant edges.
   * @param  {function} predicate - Predicate to use.
   *
   * Arity 2: Filter all of a node's relevant edges.
   * @param  {any}      node      - Target node.
   * @param  {function} predicate - Predicate to use.
   *
   * Arity 3: Filter the relevant edges across the given path.
   * @param  {any}      source    - Source node.
   * @param  {any}      target    - Target node.
   * @param  {function} predicate - Predicate to use.
   *
   * @return {undefined}
   *
   * @throws {Error} - Will throw if there are too many arguments.
   */
  const filterName = 'filter' + name[0].toUpperCase() + name.slice(1);

  Class.prototype[filterName] = function () {
    const args = Array.prototype.slice.call(arguments);
    const callback = args.pop();

    const result = [];

    args.push((e, ea, s, t, sa, ta, u) => {
      if (callback(e, ea, s, t, sa, ta, u)) result.push(e);
    });

    this[forEachName].apply(this, args);

    return result;
  };

  /**
   * Function reducing the graph's relevant edges using the provided accumulator
   * function.
   *
   * Arity 1: Reduce all the relevant edges.
   * @param  {function} accumulator  - Accumulator to use.
   * @param  {any}      initialValue - Initial value.
   *
   * Arity 2: Reduce all of a node's relevant edges.
   * @param  {any}      node         - Target node.
   * @param  {function} accumulator  - Accumulator to use.
   * @param  {any}      initialValue - Initial value.
   *
   * Arity 3: Reduce the relevant edges across the given path.
   * @param  {any}      source       - Source node.
   * @param  {any}      target       - Target node.
   * @param  {function} accumulator  - Accumulator to use.
   * @param  {any}      initialValue - Initial value.
   *
   * @return {undefined}
   *
   * @throws {Error} - Will throw if there are too many arguments.
   */
  const reduceName = 'reduce' + name[0].toUpperCase() + name.slice(1);

  Class.prototype[reduceName] = function () {
    let args = Array.prototype.slice.call(arguments);

    if (args.length < 2 || args.length > 4) {
      throw new InvalidArgumentsGraphError(
        `Graph.${reduceName}: invalid number of arguments (expecting 2, 3 or 4 and got ${args.length}).`
      );
    }

    if (
      typeof args[args.length - 1] === 'function' &&
      typeof args[args.length - 2] !== 'function'
    ) {
      throw new InvalidArgumentsGraphError(
        `Graph.${reduceName}: missing initial value. You must provide it because the callback takes more than one argument and we cannot infer the initial value from the first iteration, as you could with a simple array.`
      );
    }

    let callback;
    let initialValue;

    if (args.length === 2) {
      callback = args[0];
      initialValue = args[1];
      args = [];
    } else if (args.length === 3) {
      callback = args[1];
      initialValue = args[2];
      args = [args[0]];
    } else if (args.length === 4) {
      callback = args[2];
      initialValue = args[3];
      args = [args[0], args[1]];
    }

    let accumulator = initialValue;

    args.push((e, ea, s, t, sa, ta, u) => {
      accumulator = callback(accumulator, e, ea, s, t, sa, ta, u);
    });

    this[forEachName].apply(this, args);

    return accumulator;
  };
}

/**
 * Function attaching a breakable edge callback iterator method to the Graph
 * prototype.
 *
 * @param {function} Class       - Target class.
 * @param {object}   description - Method description.
 */
function attachFindEdge(Class, description) {
  const {name, type, direction} = description;

  const findEdgeName = 'find' + name[0].toUpperCase() + name.slice(1, -1);

  /**
   * Function iterating over the graph's relevant edges in order to match
   * one of them using the provided predicate function.
   *
   * Arity 1: Iterate over all the relevant edges.
   * @param  {function} callback - Callback to use.
   *
   * Arity 2: Iterate over all of a node's relevant edges.
   * @param  {any}      node     - Target node.
   * @param  {function} callback - Callback to use.
   *
   * Arity 3: Iterate over the relevant edges across the given path.
   * @param  {any}      source   - Source node.
   * @param  {any}      target   - Target node.
   * @param  {function} callback - Callback to use.
   *
   * @return {undefined}
   *
   * @throws {Error} - Will throw if there are too many arguments.
   */
  Class.prototype[findEdgeName] = function (source, target, callback) {
    // Early termination
    if (type !== 'mixed' && this.type !== 'mixed' && type !== this.type)
      return false;

    if (arguments.length === 1) {
      callback = source;
      return forEachEdge(true, this, type, callback);
    }

    if (arguments.length === 2) {
      source = '' + source;
      callback = target;

      const nodeData = this._nodes.get(source);

      if (typeof nodeData === 'undefined')
        throw new NotFoundGraphError(
          `Graph.${findEdgeName}: could not find the "${source}" node in the graph.`
        );

      // Iterating over a node's edges
      // TODO: maybe attach the sub method to the instance dynamically?
      return forEachEdgeForNode(
        true,
        this.multi,
        type === 'mixed' ? this.type : type,
        direction,
        nodeData,
        callback
      );
    }

    if (arguments.length === 3) {
      source = '' + source;
      target = '' + target;

      const sourceData = this._nodes.get(source);

      if (!sourceData)
        throw new NotFoundGraphError(
          `Graph.${findEdgeName}:  could not find the "${source}" source node in the graph.`
        );

      if (!this._nodes.has(target))
        throw new NotFoundGraphError(
          `Graph.${findEdgeName}:  could not find the "${target}" target node in the graph.`
        );

      // Iterating over the edges between source & target
      return forEachEdgeForPath(
        true,
        type,
        this.multi,
        direction,
        sourceData,
        target,
        callback
      );
    }

    throw new InvalidArgumentsGraphError(
      `Graph.${findEdgeName}: too many arguments (expecting 1, 2 or 3 and got ${arguments.length}).`
    );
  };

  /**
   * Function iterating over the graph's relevant edges in order to assert
   * whether any one of them matches the provided predicate function.
   *
   * Arity 1: Iterate over all the relevant edges.
   * @param  {function} callback - Callback to use.
   *
   * Arity 2: Iterate over all of a node's relevant edges.
   * @param  {any}      node     - Target node.
   * @param  {function} callback - Callback to use.
   *
   * Arity 3: Iterate over the relevant edges across the given path.
   * @param  {any}      source   - Source node.
   * @param  {any}      target   - Target node.
   * @param  {function} callback - Callback to use.
   *
   * @return {undefined}
   *
   * @throws {Error} - Will throw if there are too many arguments.
   */
  const someName = 'some' + name[0].toUpperCase() + name.slice(1, -1);

  Class.prototype[someName] = function () {
    const args = Array.prototype.slice.call(arguments);
    const callback = args.pop();

    args.push((e, ea, s, t, sa, ta, u) => {
      return callback(e, ea, s, t, sa, ta, u);
    });

    const found = this[findEdgeName].apply(this, args);

    if (found) return true;

    return false;
  };

  /**
   * Function iterating over the graph's relevant edges in order to assert
   * whether all of them matche the provided predicate function.
   *
   * Arity 1: Iterate over all the relevant edges.
   * @param  {function} callback - Callback to use.
   *
   * Arity 2: Iterate over all of a node's relevant edges.
   * @param  {any}      node     - Target node.
   * @param  {function} callback - Callback to use.
   *
   * Arity 3: Iterate over the relevant edges across the given path.
   * @param  {any}      source   - Source node.
   * @param  {any}      target   - Target node.
   * @param  {function} callback - Callback to use.
   *
   * @return {undefined}
   *
   * @throws {Error} - Will throw if there are too many arguments.
   */
  const everyName = 'every' + name[0].toUpperCase() + name.slice(1, -1);

  Class.prototype[everyName] = function () {
    const args = Array.prototype.slice.call(arguments);
    const callback = args.pop();

    args.push((e, ea, s, t, sa, ta, u) => {
      return !callback(e, ea, s, t, sa, ta, u);
    });

    const found = this[findEdgeName].apply(this, args);

    if (found) return false;

    return true;
  };
}

/**
 * Function attaching an edge iterator method to the Graph prototype.
 *
 * @param {function} Class       - Target class.
 * @param {object}   description - Method description.
 */
function attachEdgeIteratorCreator(Class, description) {
  const {name: originalName, type, direction} = description;

  const name = originalName.slice(0, -1) + 'Entries';

  /**
   * Function returning an iterator over the graph's edges.
   *
   * Arity 0: Iterate over all the relevant edges.
   *
   * Arity 1: Iterate over all of a node's relevant edges.
   * @param  {any}   node   - Target node.
   *
   * Arity 2: Iterate over the relevant edges across the given path.
   * @param  {any}   source - Source node.
   * @param  {any}   target - Target node.
   *
   * @return {array|number} - The edges or the number of edges.
   *
   * @throws {Error} - Will throw if there are too many arguments.
   */
  Class.prototype[name] = function (source, target) {
    // Early termination
    if (type !== 'mixed' && this.type !== 'mixed' && type !== this.type)
      return emptyIterator();

    if (!arguments.length) return createEdgeIterator(this, type);

    if (arguments.length === 1) {
      source = '' + source;

      const sourceData = this._nodes.get(source);

      if (!sourceData)
        throw new NotFoundGraphError(
          `Graph.${name}: could not find the "${source}" node in the graph.`
        );

      // Iterating over a node's edges
      return createEdgeIteratorForNode(type, direction, sourceData);
    }

    if (arguments.length === 2) {
      source = '' + source;
      target = '' + target;

      const sourceData = this._nodes.get(source);

      if (!sourceData)
        throw new NotFoundGraphError(
          `Graph.${name}:  could not find the "${source}" source node in the graph.`
        );

      if (!this._nodes.has(target))
        throw new NotFoundGraphError(
          `Graph.${name}:  could not find the "${target}" target node in the graph.`
        );

      // Iterating over the edges between source & target
      return createEdgeIteratorForPath(type, direction, sourceData, target);
    }

    throw new InvalidArgumentsGraphError(
      `Graph.${name}: too many arguments (expecting 0, 1 or 2 and got ${arguments.length}).`
    );
  };
}

/**
 * Function attaching every edge iteration method to the Graph class.
 *
 * @param {function} Graph - Graph class.
 */
function attachEdgeIterationMethods(Graph) {
  EDGES_ITERATION.forEach(description => {
    attachEdgeArrayCreator(Graph, description);
    attachForEachEdge(Graph, description);
    attachFindEdge(Graph, description);
    attachEdgeIteratorCreator(Graph, description);
  });
}

/**
 * Graphology Neighbor Iteration
 * ==============================
 *
 * Attaching some methods to the Graph class to be able to iterate over
 * neighbors.
 */

/**
 * Definitions.
 */
const NEIGHBORS_ITERATION = [
  {
    name: 'neighbors',
    type: 'mixed'
  },
  {
    name: 'inNeighbors',
    type: 'directed',
    direction: 'in'
  },
  {
    name: 'outNeighbors',
    type: 'directed',
    direction: 'out'
  },
  {
    name: 'inboundNeighbors',
    type: 'mixed',
    direction: 'in'
  },
  {
    name: 'outboundNeighbors',
    type: 'mixed',
    direction: 'out'
  },
  {
    name: 'directedNeighbors',
    type: 'directed'
  },
  {
    name: 'undirectedNeighbors',
    type: 'undirected'
  }
];

/**
 * Helpers.
 */
function CompositeSetWrapper() {
  this.A = null;
  this.B = null;
}

CompositeSetWrapper.prototype.wrap = function (set) {
  if (this.A === null) this.A = set;
  else if (this.B === null) this.B = set;
};

CompositeSetWrapper.prototype.has = function (key) {
  if (this.A !== null && key in this.A) return true;
  if (this.B !== null && key in this.B) return true;
  return false;
};

/**
 * Function iterating over the given node's relevant neighbors to match
 * one of them using a predicated function.
 *
 * @param  {string}   type      - Type of neighbors.
 * @param  {string}   direction - Direction.
 * @param  {any}      nodeData  - Target node's data.
 * @param  {function} callback  - Callback to use.
 */
function forEachInObjectOnce(breakable, visited, nodeData, object, callback) {
  for (const k in object) {
    const edgeData = object[k];

    const sourceData = edgeData.source;
    const targetData = edgeData.target;

    const neighborData = sourceData === nodeData ? targetData : sourceData;

    if (visited && visited.has(neighborData.key)) continue;

    const shouldBreak = callback(neighborData.key, neighborData.attributes);

    if (breakable && shouldBreak) return neighborData.key;
  }

  return;
}

function forEachNeighbor(breakable, type, direction, nodeData, callback) {
  // If we want only undirected or in or out, we can roll some optimizations
  if (type !== 'mixed') {
    if (type === 'undirected')
      return forEachInObjectOnce(
        breakable,
        null,
        nodeData,
        nodeData.undirected,
        callback
      );

    if (typeof direction === 'string')
      return forEachInObjectOnce(
        breakable,
        null,
        nodeData,
        nodeData[direction],
        callback
      );
  }

  // Else we need to keep a set of neighbors not to return duplicates
  // We cheat by querying the other adjacencies
  const visited = new CompositeSetWrapper();

  let found;

  if (type !== 'undirected') {
    if (direction !== 'out') {
      found = forEachInObjectOnce(
        breakable,
        null,
        nodeData,
        nodeData.in,
        callback
      );

      if (breakable && found) return found;

      visited.wrap(nodeData.in);
    }
    if (direction !== 'in') {
      found = forEachInObjectOnce(
        breakable,
        visited,
        nodeData,
        nodeData.out,
        callback
      );

      if (breakable && found) return found;

      visited.wrap(nodeData.out);
    }
  }

  if (type !== 'directed') {
    found = forEachInObjectOnce(
      breakable,
      visited,
      nodeData,
      nodeData.undirected,
      callback
    );

    if (breakable && found) return found;
  }

  return;
}

/**
 * Function creating an array of relevant neighbors for the given node.
 *
 * @param  {string}       type      - Type of neighbors.
 * @param  {string}       direction - Direction.
 * @param  {any}          nodeData  - Target node's data.
 * @return {Array}                  - The list of neighbors.
 */
function createNeighborArrayForNode(type, direction, nodeData) {
  // If we want only undirected or in or out, we can roll some optimizations
  if (type !== 'mixed') {
    if (type === 'undirected') return Object.keys(nodeData.undirected);

    if (typeof direction === 'string') return Object.keys(nodeData[direction]);
  }

  const neighbors = [];

  forEachNeighbor(false, type, direction, nodeData, function (key) {
    neighbors.push(key);
  });

  return neighbors;
}

/**
 * Function returning an iterator over the given node's relevant neighbors.
 *
 * @param  {string}   type      - Type of neighbors.
 * @param  {string}   direction - Direction.
 * @param  {any}      nodeData  - Target node's data.
 * @return {Iterator}
 */
function createDedupedObjectIterator(visited, nodeData, object) {
  const keys = Object.keys(object);
  const l = keys.length;

  let i = 0;

  return {
    [Symbol.iterator]() {
      return this;
    },
    next() {
      let neighborData = null;

      do {
        if (i >= l) {
          if (visited) visited.wrap(object);
          return {done: true};
        }

        const edgeData = object[keys[i++]];

        const sourceData = edgeData.source;
        const targetData = edgeData.target;

        neighborData = sourceData === nodeData ? targetData : sourceData;

        if (visited && visited.has(neighborData.key)) {
          neighborData = null;
          continue;
        }
      } while (neighborData === null);

      return {
        done: false,
        value: {neighbor: neighborData.key, attributes: neighborData.attributes}
      };
    }
  };
}

function createNeighborIterator(type, direction, nodeData) {
  // If we want only undirected or in or out, we can roll some optimizations
  if (type !== 'mixed') {
    if (type === 'undirected')
      return createDedupedObjectIterator(null, nodeData, nodeData.undirected);

    if (typeof direction === 'string')
      return createDedupedObjectIterator(null, nodeData, nodeData[direction]);
  }

  let iterator = emptyIterator();

  // Else we need to keep a set of neighbors not to return duplicates
  // We cheat by querying the other adjacencies
  const visited = new CompositeSetWrapper();

  if (type !== 'undirected') {
    if (direction !== 'out') {
      iterator = chain(
        iterator,
        createDedupedObjectIterator(visited, nodeData, nodeData.in)
      );
    }
    if (direction !== 'in') {
      iterator = chain(
        iterator,
        createDedupedObjectIterator(visited, nodeData, nodeData.out)
      );
    }
  }

  if (type !== 'directed') {
    iterator = chain(
      iterator,
      createDedupedObjectIterator(visited, nodeData, nodeData.undirected)
    );
  }

  return iterator;
}

/**
 * Function attaching a neighbors array creator method to the Graph prototype.
 *
 * @param {function} Class       - Target class.
 * @param {object}   description - Method description.
 */
function attachNeighborArrayCreator(Class, description) {
  const {name, type, direction} = description;

  /**
   * Function returning an array of certain neighbors.
   *
   * @param  {any}   node   - Target node.
   * @return {array} - The neighbors of neighbors.
   *
   * @throws {Error} - Will throw if node is not found in the graph.
   */
  Class.prototype[name] = function (node) {
    // Early termination
    if (type !== 'mixed' && this.type !== 'mixed' && type !== this.type)
      return [];

    node = '' + node;

    const nodeData = this._nodes.get(node);

    if (typeof nodeData === 'undefined')
      throw new NotFoundGraphError(
        `Graph.${name}: could not find the "${node}" node in the graph.`
      );

    // Here, we want to iterate over a node's relevant neighbors
    return createNeighborArrayForNode(
      type === 'mixed' ? this.type : type,
      direction,
      nodeData
    );
  };
}

/**
 * Function attaching a neighbors callback iterator method to the Graph prototype.
 *
 * @param {function} Class       - Target class.
 * @param {object}   description - Method description.
 */
function attachForEachNeighbor(Class, description) {
  const {name, type, direction} = description;

  const forEachName = 'forEach' + name[0].toUpperCase() + name.slice(1, -1);

  /**
   * Function iterating over all the relevant neighbors using a callback.
   *
   * @param  {any}      node     - Target node.
   * @param  {function} callback - Callback to use.
   * @return {undefined}
   *
   * @throws {Error} - Will throw if there are too many arguments.
   */
  Class.prototype[forEachName] = function (node, callback) {
    // Early termination
    if (type !== 'mixed' && this.type !== 'mixed' && type !== this.type) return;

    node = '' + node;

    const nodeData = this._nodes.get(node);

    if (typeof nodeData === 'undefined')
      throw new NotFoundGraphError(
        `Graph.${forEachName}: could not find the "${node}" node in the graph.`
      );

    // Here, we want to iterate over a node's relevant neighbors
    forEachNeighbor(
      false,
      type === 'mixed' ? this.type : type,
      direction,
      nodeData,
      callback
    );
  };

  /**
   * Function mapping the relevant neighbors using a callback.
   *
   * @param  {any}      node     - Target node.
   * @param  {function} callback - Callback to use.
   *
   * @throws {Error} - Will throw if there are too many arguments.
   */
  const mapName = 'map' + name[0].toUpperCase() + name.slice(1);

  Class.prototype[mapName] = function (node, callback) {
    // TODO: optimize when size is known beforehand
    const result = [];

    this[forEachName](node, (n, a) => {
      result.push(callback(n, a));
    });

    return result;
  };

  /**
   * Function filtering the relevant neighbors using a callback.
   *
   * @param  {any}      node     - Target node.
   * @param  {function} callback - Callback to use.
   *
   * @throws {Error} - Will throw if there are too many arguments.
   */
  const filterName = 'filter' + name[0].toUpperCase() + name.slice(1);

  Class.prototype[filterName] = function (node, callback) {
    const result = [];

    this[forEachName](node, (n, a) => {
      if (callback(n, a)) result.push(n);
    });

    return result;
  };

  /**
   * Function reducing the relevant neighbors using a callback.
   *
   * @param  {any}      node     - Target node.
   * @param  {function} callback - Callback to use.
   *
   * @throws {Error} - Will throw if there are too many arguments.
   */
  const reduceName = 'reduce' + name[0].toUpperCase() + name.slice(1);

  Class.prototype[reduceName] = function (node, callback, initialValue) {
    if (arguments.length < 3)
      throw new InvalidArgumentsGraphError(
        `Graph.${reduceName}: missing initial value. You must provide it because the callback takes more than one argument and we cannot infer the initial value from the first iteration, as you could with a simple array.`
      );

    let accumulator = initialValue;

    this[forEachName](node, (n, a) => {
      accumulator = callback(accumulator, n, a);
    });

    return accumulator;
  };
}

/**
 * Function attaching a breakable neighbors callback iterator method to the
 * Graph prototype.
 *
 * @param {function} Class       - Target class.
 * @param {object}   description - Method description.
 */
function attachFindNeighbor(Class, description) {
  const {name, type, direction} = description;

  const capitalizedSingular = name[0].toUpperCase() + name.slice(1, -1);

  const findName = 'find' + capitalizedSingular;

  /**
   * Function iterating over all the relevant neighbors using a callback.
   *
   * @param  {any}      node     - Target node.
   * @param  {function} callback - Callback to use.
   * @return {undefined}
   *
   * @throws {Error} - Will throw if there are too many arguments.
   */
  Class.prototype[findName] = function (node, callback) {
    // Early termination
    if (type !== 'mixed' && this.type !== 'mixed' && type !== this.type) return;

    node = '' + node;

    const nodeData = this._nodes.get(node);

    if (typeof nodeData === 'undefined')
      throw new NotFoundGraphError(
        `Graph.${findName}: could not find the "${node}" node in the graph.`
      );

    // Here, we want to iterate over a node's relevant neighbors
    return forEachNeighbor(
      true,
      type === 'mixed' ? this.type : type,
      direction,
      nodeData,
      callback
    );
  };

  /**
   * Function iterating over all the relevant neighbors to find if any of them
   * matches the given predicate.
   *
   * @param  {any}      node     - Target node.
   * @param  {function} callback - Callback to use.
   * @return {boolean}
   *
   * @throws {Error} - Will throw if there are too many arguments.
   */
  const someName = 'some' + capitalizedSingular;

  Class.prototype[someName] = function (node, callback) {
    const found = this[findName](node, callback);

    if (found) return true;

    return false;
  };

  /**
   * Function iterating over all the relevant neighbors to find if all of them
   * matche the given predicate.
   *
   * @param  {any}      node     - Target node.
   * @param  {function} callback - Callback to use.
   * @return {boolean}
   *
   * @throws {Error} - Will throw if there are too many arguments.
   */
  const everyName = 'every' + capitalizedSingular;

  Class.prototype[everyName] = function (node, callback) {
    const found = this[findName](node, (n, a) => {
      return !callback(n, a);
    });

    if (found) return false;

    return true;
  };
}

/**
 * Function attaching a neighbors callback iterator method to the Graph prototype.
 *
 * @param {function} Class       - Target class.
 * @param {object}   description - Method description.
 */
function attachNeighborIteratorCreator(Class, description) {
  const {name, type, direction} = description;

  const iteratorName = name.slice(0, -1) + 'Entries';

  /**
   * Function returning an iterator over all the relevant neighbors.
   *
   * @param  {any}      node     - Target node.
   * @return {Iterator}
   *
   * @throws {Error} - Will throw if there are too many arguments.
   */
  Class.prototype[iteratorName] = function (node) {
    // Early termination
    if (type !== 'mixed' && this.type !== 'mixed' && type !== this.type)
      return emptyIterator();

    node = '' + node;

    const nodeData = this._nodes.get(node);

    if (typeof nodeData === 'undefined')
      throw new NotFoundGraphError(
        `Graph.${iteratorName}: could not find the "${node}" node in the graph.`
      );

    // Here, we want to iterate over a node's relevant neighbors
    return createNeighborIterator(
      type === 'mixed' ? this.type : type,
      direction,
      nodeData
    );
  };
}

/**
 * Function attaching every neighbor iteration method to the Graph class.
 *
 * @param {function} Graph - Graph class.
 */
function attachNeighborIterationMethods(Graph) {
  NEIGHBORS_ITERATION.forEach(description => {
    attachNeighborArrayCreator(Graph, description);
    attachForEachNeighbor(Graph, description);
    attachFindNeighbor(Graph, description);
    attachNeighborIteratorCreator(Graph, description);
  });
}

/**
 * Graphology Adjacency Iteration
 * ===============================
 *
 * Attaching some methods to the Graph class to be able to iterate over a
 * graph's adjacency.
 */

/**
 * Function iterating over a simple graph's adjacency using a callback.
 *
 * @param {boolean}  breakable         - Can we break?
 * @param {boolean}  assymetric        - Whether to emit undirected edges only once.
 * @param {boolean}  disconnectedNodes - Whether to emit disconnected nodes.
 * @param {Graph}    graph             - Target Graph instance.
 * @param {callback} function          - Iteration callback.
 */
function forEachAdjacency(
  breakable,
  assymetric,
  disconnectedNodes,
  graph,
  callback
) {
  const iterator = graph._nodes.values();

  const type = graph.type;

  let step, sourceData, neighbor, adj, edgeData, targetData, shouldBreak;

  while (((step = iterator.next()), step.done !== true)) {
    let hasEdges = false;

    sourceData = step.value;

    if (type !== 'undirected') {
      adj = sourceData.out;

      for (neighbor in adj) {
        edgeData = adj[neighbor];

        do {
          targetData = edgeData.target;

          hasEdges = true;
          shouldBreak = callback(
            sourceData.key,
            targetData.key,
            sourceData.attributes,
            targetData.attributes,
            edgeData.key,
            edgeData.attributes,
            edgeData.undirected
          );

          if (breakable && shouldBreak) return edgeData;

          edgeData = edgeData.next;
        } while (edgeData);
      }
    }

    if (type !== 'directed') {
      adj = sourceData.undirected;

      for (neighbor in adj) {
        if (assymetric && sourceData.key > neighbor) continue;

        edgeData = adj[neighbor];

        do {
          targetData = edgeData.target;

          if (targetData.key !== neighbor) targetData = edgeData.source;

          hasEdges = true;
          shouldBreak = callback(
            sourceData.key,
            targetData.key,
            sourceData.attributes,
            targetData.attributes,
            edgeData.key,
            edgeData.attributes,
            edgeData.undirected
          );

          if (breakable && shouldBreak) return edgeData;

          edgeData = edgeData.next;
        } while (edgeData);
      }
    }

    if (disconnectedNodes && !hasEdges) {
      shouldBreak = callback(
        sourceData.key,
        null,
        sourceData.attributes,
        null,
        null,
        null,
        null
      );

      if (breakable && shouldBreak) return null;
    }
  }

  return;
}

/**
 * Graphology Serialization Utilities
 * ===================================
 *
 * Collection of functions used by the graph serialization schemes.
 */

/**
 * Formats internal node data into a serialized node.
 *
 * @param  {any}    key  - The node's key.
 * @param  {object} data - Internal node's data.
 * @return {array}       - The serialized node.
 */
function serializeNode(key, data) {
  const serialized = {key};

  if (!isEmpty(data.attributes))
    serialized.attributes = graphology_assign({}, data.attributes);

  return serialized;
}

/**
 * Formats internal edge data into a serialized edge.
 *
 * @param  {string} type - The graph's type.
 * @param  {any}    key  - The edge's key.
 * @param  {object} data - Internal edge's data.
 * @return {array}       - The serialized edge.
 */
function serializeEdge(type, key, data) {
  const serialized = {
    key,
    source: data.source.key,
    target: data.target.key
  };

  if (!isEmpty(data.attributes))
    serialized.attributes = graphology_assign({}, data.attributes);

  if (type === 'mixed' && data.undirected) serialized.undirected = true;

  return serialized;
}

/**
 * Checks whether the given value is a serialized node.
 *
 * @param  {mixed} value - Target value.
 * @return {string|null}
 */
function validateSerializedNode(value) {
  if (!isPlainObject(value))
    throw new InvalidArgumentsGraphError(
      'Graph.import: invalid serialized node. A serialized node should be a plain object with at least a "key" property.'
    );

  if (!('key' in value))
    throw new InvalidArgumentsGraphError(
      'Graph.import: serialized node is missing its key.'
    );

  if (
    'attributes' in value &&
    (!isPlainObject(value.attributes) || value.attributes === null)
  )
    throw new InvalidArgumentsGraphError(
      'Graph.import: invalid attributes. Attributes should be a plain object, null or omitted.'
    );
}

/**
 * Checks whether the given value is a serialized edge.
 *
 * @param  {mixed} value - Target value.
 * @return {string|null}
 */
function validateSerializedEdge(value) {
  if (!isPlainObject(value))
    throw new InvalidArgumentsGraphError(
      'Graph.import: invalid serialized edge. A serialized edge should be a plain object with at least a "source" & "target" property.'
    );

  if (!('source' in value))
    throw new InvalidArgumentsGraphError(
      'Graph.import: serialized edge is missing its source.'
    );

  if (!('target' in value))
    throw new InvalidArgumentsGraphError(
      'Graph.import: serialized edge is missing its target.'
    );

  if (
    'attributes' in value &&
    (!isPlainObject(value.attributes) || value.attributes === null)
  )
    throw new InvalidArgumentsGraphError(
      'Graph.import: invalid attributes. Attributes should be a plain object, null or omitted.'
    );

  if ('undirected' in value && typeof value.undirected !== 'boolean')
    throw new InvalidArgumentsGraphError(
      'Graph.import: invalid undirectedness information. Undirected should be boolean or omitted.'
    );
}

/* eslint no-nested-ternary: 0 */

/**
 * Constants.
 */
const INSTANCE_ID = incrementalIdStartingFromRandomByte();

/**
 * Enums.
 */
const TYPES = new Set(['directed', 'undirected', 'mixed']);

const EMITTER_PROPS = new Set([
  'domain',
  '_events',
  '_eventsCount',
  '_maxListeners'
]);

const EDGE_ADD_METHODS = [
  {
    name: verb => `${verb}Edge`,
    generateKey: true
  },
  {
    name: verb => `${verb}DirectedEdge`,
    generateKey: true,
    type: 'directed'
  },
  {
    name: verb => `${verb}UndirectedEdge`,
    generateKey: true,
    type: 'undirected'
  },
  {
    name: verb => `${verb}EdgeWithKey`
  },
  {
    name: verb => `${verb}DirectedEdgeWithKey`,
    type: 'directed'
  },
  {
    name: verb => `${verb}UndirectedEdgeWithKey`,
    type: 'undirected'
  }
];

/**
 * Default options.
 */
const DEFAULTS = {
  allowSelfLoops: true,
  multi: false,
  type: 'mixed'
};

/**
 * Abstract functions used by the Graph class for various methods.
 */

/**
 * Internal method used to add a node to the given graph
 *
 * @param  {Graph}   graph           - Target graph.
 * @param  {any}     node            - The node's key.
 * @param  {object}  [attributes]    - Optional attributes.
 * @return {NodeData}                - Created node data.
 */
function addNode(graph, node, attributes) {
  if (attributes && !isPlainObject(attributes))
    throw new InvalidArgumentsGraphError(
      `Graph.addNode: invalid attributes. Expecting an object but got "${attributes}"`
    );

  // String coercion
  node = '' + node;
  attributes = attributes || {};

  if (graph._nodes.has(node))
    throw new UsageGraphError(
      `Graph.addNode: the "${node}" node already exist in the graph.`
    );

  const data = new graph.NodeDataClass(node, attributes);

  // Adding the node to internal register
  graph._nodes.set(node, data);

  // Emitting
  graph.emit('nodeAdded', {
    key: node,
    attributes
  });

  return data;
}

/**
 * Same as the above but without sanity checks because we call this in contexts
 * where necessary checks were already done.
 */
function unsafeAddNode(graph, node, attributes) {
  const data = new graph.NodeDataClass(node, attributes);

  graph._nodes.set(node, data);

  graph.emit('nodeAdded', {
    key: node,
    attributes
  });

  return data;
}

/**
 * Internal method used to add an arbitrary edge to the given graph.
 *
 * @param  {Graph}   graph           - Target graph.
 * @param  {string}  name            - Name of the child method for errors.
 * @param  {boolean} mustGenerateKey - Should the graph generate an id?
 * @param  {boolean} undirected      - Whether the edge is undirected.
 * @param  {any}     edge            - The edge's key.
 * @param  {any}     source          - The source node.
 * @param  {any}     target          - The target node.
 * @param  {object}  [attributes]    - Optional attributes.
 * @return {any}                     - The edge.
 *
 * @throws {Error} - Will throw if the graph is of the wrong type.
 * @throws {Error} - Will throw if the given attributes are not an object.
 * @throws {Error} - Will throw if source or target doesn't exist.
 * @throws {Error} - Will throw if the edge already exist.
 */
function addEdge(
  graph,
  name,
  mustGenerateKey,
  undirected,
  edge,
  source,
  target,
  attributes
) {
  // Checking validity of operation
  if (!undirected && graph.type === 'undirected')
    throw new UsageGraphError(
      `Graph.${name}: you cannot add a directed edge to an undirected graph. Use the #.addEdge or #.addUndirectedEdge instead.`
    );

  if (undirected && graph.type === 'directed')
    throw new UsageGraphError(
      `Graph.${name}: you cannot add an undirected edge to a directed graph. Use the #.addEdge or #.addDirectedEdge instead.`
    );

  if (attributes && !isPlainObject(attributes))
    throw new InvalidArgumentsGraphError(
      `Graph.${name}: invalid attributes. Expecting an object but got "${attributes}"`
    );

  // Coercion of source & target:
  source = '' + source;
  target = '' + target;
  attributes = attributes || {};

  if (!graph.allowSelfLoops && source === target)
    throw new UsageGraphError(
      `Graph.${name}: source & target are the same ("${source}"), thus creating a loop explicitly forbidden by this graph 'allowSelfLoops' option set to false.`
    );

  const sourceData = graph._nodes.get(source),
    targetData = graph._nodes.get(target);

  if (!sourceData)
    throw new NotFoundGraphError(
      `Graph.${name}: source node "${source}" not found.`
    );

  if (!targetData)
    throw new NotFoundGraphError(
      `Graph.${name}: target node "${target}" not found.`
    );

  // Must the graph generate an id for this edge?
  const eventData = {
    key: null,
    undirected,
    source,
    target,
    attributes
  };

  if (mustGenerateKey) {
    // NOTE: in this case we can guarantee that the key does not already
    // exist and is already correctly casted as a string
    edge = graph._edgeKeyGenerator();
  } else {
    // Coercion of edge key
    edge = '' + edge;

    // Here, we have a key collision
    if (graph._edges.has(edge))
      throw new UsageGraphError(
        `Graph.${name}: the "${edge}" edge already exists in the graph.`
      );
  }

  // Here, we might have a source / target collision
  if (
    !graph.multi &&
    (undirected
      ? typeof sourceData.undirected[target] !== 'undefined'
      : typeof sourceData.out[target] !== 'undefined')
  ) {
    throw new UsageGraphError(
      `Graph.${name}: an edge linking "${source}" to "${target}" already exists. If you really want to add multiple edges linking those nodes, you should create a multi graph by using the 'multi' option.`
    );
  }

  // Storing some data
  const edgeData = new EdgeData(
    undirected,
    edge,
    sourceData,
    targetData,
    attributes
  );

  // Adding the edge to the internal register
  graph._edges.set(edge, edgeData);

  // Incrementing node degree counters
  const isSelfLoop = source === target;

  if (undirected) {
    sourceData.undirectedDegree++;
    targetData.undirectedDegree++;

    if (isSelfLoop) {
      sourceData.undirectedLoops++;
      graph._undirectedSelfLoopCount++;
    }
  } else {
    sourceData.outDegree++;
    targetData.inDegree++;

    if (isSelfLoop) {
      sourceData.directedLoops++;
      graph._directedSelfLoopCount++;
    }
  }

  // Updating relevant index
  if (graph.multi) edgeData.attachMulti();
  else edgeData.attach();

  if (undirected) graph._undirectedSize++;
  else graph._directedSize++;

  // Emitting
  eventData.key = edge;

  graph.emit('edgeAdded', eventData);

  return edge;
}

/**
 * Internal method used to add an arbitrary edge to the given graph.
 *
 * @param  {Graph}   graph           - Target graph.
 * @param  {string}  name            - Name of the child method for errors.
 * @param  {boolean} mustGenerateKey - Should the graph generate an id?
 * @param  {boolean} undirected      - Whether the edge is undirected.
 * @param  {any}     edge            - The edge's key.
 * @param  {any}     source          - The source node.
 * @param  {any}     target          - The target node.
 * @param  {object}  [attributes]    - Optional attributes.
 * @param  {boolean} [asUpdater]       - Are we updating or merging?
 * @return {any}                     - The edge.
 *
 * @throws {Error} - Will throw if the graph is of the wrong type.
 * @throws {Error} - Will throw if the given attributes are not an object.
 * @throws {Error} - Will throw if source or target doesn't exist.
 * @throws {Error} - Will throw if the edge already exist.
 */
function mergeEdge(
  graph,
  name,
  mustGenerateKey,
  undirected,
  edge,
  source,
  target,
  attributes,
  asUpdater
) {
  // Checking validity of operation
  if (!undirected && graph.type === 'undirected')
    throw new UsageGraphError(
      `Graph.${name}: you cannot merge/update a directed edge to an undirected graph. Use the #.mergeEdge/#.updateEdge or #.addUndirectedEdge instead.`
    );

  if (undirected && graph.type === 'directed')
    throw new UsageGraphError(
      `Graph.${name}: you cannot merge/update an undirected edge to a directed graph. Use the #.mergeEdge/#.updateEdge or #.addDirectedEdge instead.`
    );

  if (attributes) {
    if (asUpdater) {
      if (typeof attributes !== 'function')
        throw new InvalidArgumentsGraphError(
          `Graph.${name}: invalid updater function. Expecting a function but got "${attributes}"`
        );
    } else {
      if (!isPlainObject(attributes))
        throw new InvalidArgumentsGraphError(
          `Graph.${name}: invalid attributes. Expecting an object but got "${attributes}"`
        );
    }
  }

  // Coercion of source & target:
  source = '' + source;
  target = '' + target;

  let updater;

  if (asUpdater) {
    updater = attributes;
    attributes = undefined;
  }

  if (!graph.allowSelfLoops && source === target)
    throw new UsageGraphError(
      `Graph.${name}: source & target are the same ("${source}"), thus creating a loop explicitly forbidden by this graph 'allowSelfLoops' option set to false.`
    );

  let sourceData = graph._nodes.get(source);
  let targetData = graph._nodes.get(target);
  let edgeData;

  // Do we need to handle duplicate?
  let alreadyExistingEdgeData;

  if (!mustGenerateKey) {
    edgeData = graph._edges.get(edge);

    if (edgeData) {
      // Here, we need to ensure, if the user gave a key, that source & target
      // are consistent
      if (edgeData.source.key !== source || edgeData.target.key !== target) {
        // If source or target inconsistent
        if (
          !undirected ||
          edgeData.source.key !== target ||
          edgeData.target.key !== source
        ) {
          // If directed, or source/target aren't flipped
          throw new UsageGraphError(
            `Graph.${name}: inconsistency detected when attempting to merge the "${edge}" edge with "${source}" source & "${target}" target vs. ("${edgeData.source.key}", "${edgeData.target.key}").`
          );
        }
      }

      alreadyExistingEdgeData = edgeData;
    }
  }

  // Here, we might have a source / target collision
  if (!alreadyExistingEdgeData && !graph.multi && sourceData) {
    alreadyExistingEdgeData = undirected
      ? sourceData.undirected[target]
      : sourceData.out[target];
  }

  // Handling duplicates
  if (alreadyExistingEdgeData) {
    const info = [alreadyExistingEdgeData.key, false, false, false];

    // We can skip the attribute merging part if the user did not provide them
    if (asUpdater ? !updater : !attributes) return info;

    // Updating the attributes
    if (asUpdater) {
      const oldAttributes = alreadyExistingEdgeData.attributes;
      alreadyExistingEdgeData.attributes = updater(oldAttributes);

      graph.emit('edgeAttributesUpdated', {
        type: 'replace',
        key: alreadyExistingEdgeData.key,
        attributes: alreadyExistingEdgeData.attributes
      });
    }

    // Merging the attributes
    else {
      graphology_assign(alreadyExistingEdgeData.attributes, attributes);

      graph.emit('edgeAttributesUpdated', {
        type: 'merge',
        key: alreadyExistingEdgeData.key,
        attributes: alreadyExistingEdgeData.attributes,
        data: attributes
      });
    }

    return info;
  }

  attributes = attributes || {};

  if (asUpdater && updater) attributes = updater(attributes);

  // Must the graph generate an id for this edge?
  const eventData = {
    key: null,
    undirected,
    source,
    target,
    attributes
  };

  if (mustGenerateKey) {
    // NOTE: in this case we can guarantee that the key does not already
    // exist and is already correctly casted as a string
    edge = graph._edgeKeyGenerator();
  } else {
    // Coercion of edge key
    edge = '' + edge;

    // Here, we have a key collision
    if (graph._edges.has(edge))
      throw new UsageGraphError(
        `Graph.${name}: the "${edge}" edge already exists in the graph.`
      );
  }

  let sourceWasAdded = false;
  let targetWasAdded = false;

  if (!sourceData) {
    sourceData = unsafeAddNode(graph, source, {});
    sourceWasAdded = true;

    if (source === target) {
      targetData = sourceData;
      targetWasAdded = true;
    }
  }
  if (!targetData) {
    targetData = unsafeAddNode(graph, target, {});
    targetWasAdded = true;
  }

  // Storing some data
  edgeData = new EdgeData(undirected, edge, sourceData, targetData, attributes);

  // Adding the edge to the internal register
  graph._edges.set(edge, edgeData);

  // Incrementing node degree counters
  const isSelfLoop = source === target;

  if (undirected) {
    sourceData.undirectedDegree++;
    targetData.undirectedDegree++;

    if (isSelfLoop) {
      sourceData.undirectedLoops++;
      graph._undirectedSelfLoopCount++;
    }
  } else {
    sourceData.outDegree++;
    targetData.inDegree++;

    if (isSelfLoop) {
      sourceData.directedLoops++;
      graph._directedSelfLoopCount++;
    }
  }

  // Updating relevant index
  if (graph.multi) edgeData.attachMulti();
  else edgeData.attach();

  if (undirected) graph._undirectedSize++;
  else graph._directedSize++;

  // Emitting
  eventData.key = edge;

  graph.emit('edgeAdded', eventData);

  return [edge, true, sourceWasAdded, targetWasAdded];
}

/**
 * Internal method used to drop an edge.
 *
 * @param  {Graph}    graph    - Target graph.
 * @param  {EdgeData} edgeData - Data of the edge to drop.
 */
function dropEdgeFromData(graph, edgeData) {
  // Dropping the edge from the register
  graph._edges.delete(edgeData.key);

  // Updating related degrees
  const {source: sourceData, target: targetData, attributes} = edgeData;

  const undirected = edgeData.undirected;

  const isSelfLoop = sourceData === targetData;

  if (undirected) {
    sourceData.undirectedDegree--;
    targetData.undirectedDegree--;

    if (isSelfLoop) {
      sourceData.undirectedLoops--;
      graph._undirectedSelfLoopCount--;
    }
  } else {
    sourceData.outDegree--;
    targetData.inDegree--;

    if (isSelfLoop) {
      sourceData.directedLoops--;
      graph._directedSelfLoopCount--;
    }
  }

  // Clearing index
  if (graph.multi) edgeData.detachMulti();
  else edgeData.detach();

  if (undirected) graph._undirectedSize--;
  else graph._directedSize--;

  // Emitting
  graph.emit('edgeDropped', {
    key: edgeData.key,
    attributes,
    source: sourceData.key,
    target: targetData.key,
    undirected
  });
}

/**
 * Graph class
 *
 * @constructor
 * @param  {object}  [options] - Options:
 * @param  {boolean}   [allowSelfLoops] - Allow self loops?
 * @param  {string}    [type]           - Type of the graph.
 * @param  {boolean}   [map]            - Allow references as keys?
 * @param  {boolean}   [multi]          - Allow parallel edges?
 *
 * @throws {Error} - Will throw if the arguments are not valid.
 */
class Graph extends external_events_namespaceObject.EventEmitter {
  constructor(options) {
    super();

    //-- Solving options
    options = graphology_assign({}, DEFAULTS, options);

    // Enforcing options validity
    if (typeof options.multi !== 'boolean')
      throw new InvalidArgumentsGraphError(
        `Graph.constructor: invalid 'multi' option. Expecting a boolean but got "${options.multi}".`
      );

    if (!TYPES.has(options.type))
      throw new InvalidArgumentsGraphError(
        `Graph.constructor: invalid 'type' option. Should be one of "mixed", "directed" or "undirected" but got "${options.type}".`
      );

    if (typeof options.allowSelfLoops !== 'boolean')
      throw new InvalidArgumentsGraphError(
        `Graph.constructor: invalid 'allowSelfLoops' option. Expecting a boolean but got "${options.allowSelfLoops}".`
      );

    //-- Private properties

    // Utilities
    const NodeDataClass =
      options.type === 'mixed'
        ? MixedNodeData
        : options.type === 'directed'
        ? DirectedNodeData
        : UndirectedNodeData;

    privateProperty(this, 'NodeDataClass', NodeDataClass);

    // Internal edge key generator

    // NOTE: this internal generator produce keys that are strings
    // composed of a weird prefix, an incremental instance id starting from
    // a random byte and finally an internal instance incremental id.
    // All this to avoid intra-frame and cross-frame adversarial inputs
    // that can force a single #.addEdge call to degenerate into a O(n)
    // available key search loop.

    // It also ensures that automatically generated edge keys are unlikely
    // to produce collisions with arbitrary keys given by users.
    const instancePrefix = 'geid_' + INSTANCE_ID() + '_';
    let edgeId = 0;

    const edgeKeyGenerator = () => {
      let availableEdgeKey;

      do {
        availableEdgeKey = instancePrefix + edgeId++;
      } while (this._edges.has(availableEdgeKey));

      return availableEdgeKey;
    };

    // Indexes
    privateProperty(this, '_attributes', {});
    privateProperty(this, '_nodes', new Map());
    privateProperty(this, '_edges', new Map());
    privateProperty(this, '_directedSize', 0);
    privateProperty(this, '_undirectedSize', 0);
    privateProperty(this, '_directedSelfLoopCount', 0);
    privateProperty(this, '_undirectedSelfLoopCount', 0);
    privateProperty(this, '_edgeKeyGenerator', edgeKeyGenerator);

    // Options
    privateProperty(this, '_options', options);

    // Emitter properties
    EMITTER_PROPS.forEach(prop => privateProperty(this, prop, this[prop]));

    //-- Properties readers
    readOnlyProperty(this, 'order', () => this._nodes.size);
    readOnlyProperty(this, 'size', () => this._edges.size);
    readOnlyProperty(this, 'directedSize', () => this._directedSize);
    readOnlyProperty(this, 'undirectedSize', () => this._undirectedSize);
    readOnlyProperty(
      this,
      'selfLoopCount',
      () => this._directedSelfLoopCount + this._undirectedSelfLoopCount
    );
    readOnlyProperty(
      this,
      'directedSelfLoopCount',
      () => this._directedSelfLoopCount
    );
    readOnlyProperty(
      this,
      'undirectedSelfLoopCount',
      () => this._undirectedSelfLoopCount
    );
    readOnlyProperty(this, 'multi', this._options.multi);
    readOnlyProperty(this, 'type', this._options.type);
    readOnlyProperty(this, 'allowSelfLoops', this._options.allowSelfLoops);
    readOnlyProperty(this, 'implementation', () => 'graphology');
  }

  _resetInstanceCounters() {
    this._directedSize = 0;
    this._undirectedSize = 0;
    this._directedSelfLoopCount = 0;
    this._undirectedSelfLoopCount = 0;
  }

  /**---------------------------------------------------------------------------
   * Read
   **---------------------------------------------------------------------------
   */

  /**
   * Method returning whether the given node is found in the graph.
   *
   * @param  {any}     node - The node.
   * @return {boolean}
   */
  hasNode(node) {
    return this._nodes.has('' + node);
  }

  /**
   * Method returning whether the given directed edge is found in the graph.
   *
   * Arity 1:
   * @param  {any}     edge - The edge's key.
   *
   * Arity 2:
   * @param  {any}     source - The edge's source.
   * @param  {any}     target - The edge's target.
   *
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the arguments are invalid.
   */
  hasDirectedEdge(source, target) {
    // Early termination
    if (this.type === 'undirected') return false;

    if (arguments.length === 1) {
      const edge = '' + source;

      const edgeData = this._edges.get(edge);

      return !!edgeData && !edgeData.undirected;
    } else if (arguments.length === 2) {
      source = '' + source;
      target = '' + target;

      // If the node source or the target is not in the graph we break
      const nodeData = this._nodes.get(source);

      if (!nodeData) return false;

      // Is there a directed edge pointing toward target?
      return nodeData.out.hasOwnProperty(target);
    }

    throw new InvalidArgumentsGraphError(
      `Graph.hasDirectedEdge: invalid arity (${arguments.length}, instead of 1 or 2). You can either ask for an edge id or for the existence of an edge between a source & a target.`
    );
  }

  /**
   * Method returning whether the given undirected edge is found in the graph.
   *
   * Arity 1:
   * @param  {any}     edge - The edge's key.
   *
   * Arity 2:
   * @param  {any}     source - The edge's source.
   * @param  {any}     target - The edge's target.
   *
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the arguments are invalid.
   */
  hasUndirectedEdge(source, target) {
    // Early termination
    if (this.type === 'directed') return false;

    if (arguments.length === 1) {
      const edge = '' + source;

      const edgeData = this._edges.get(edge);

      return !!edgeData && edgeData.undirected;
    } else if (arguments.length === 2) {
      source = '' + source;
      target = '' + target;

      // If the node source or the target is not in the graph we break
      const nodeData = this._nodes.get(source);

      if (!nodeData) return false;

      // Is there a directed edge pointing toward target?
      return nodeData.undirected.hasOwnProperty(target);
    }

    throw new InvalidArgumentsGraphError(
      `Graph.hasDirectedEdge: invalid arity (${arguments.length}, instead of 1 or 2). You can either ask for an edge id or for the existence of an edge between a source & a target.`
    );
  }

  /**
   * Method returning whether the given edge is found in the graph.
   *
   * Arity 1:
   * @param  {any}     edge - The edge's key.
   *
   * Arity 2:
   * @param  {any}     source - The edge's source.
   * @param  {any}     target - The edge's target.
   *
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the arguments are invalid.
   */
  hasEdge(source, target) {
    if (arguments.length === 1) {
      const edge = '' + source;

      return this._edges.has(edge);
    } else if (arguments.length === 2) {
      source = '' + source;
      target = '' + target;

      // If the node source or the target is not in the graph we break
      const nodeData = this._nodes.get(source);

      if (!nodeData) return false;

      // Is there a directed edge pointing toward target?
      return (
        (typeof nodeData.out !== 'undefined' &&
          nodeData.out.hasOwnProperty(target)) ||
        (typeof nodeData.undirected !== 'undefined' &&
          nodeData.undirected.hasOwnProperty(target))
      );
    }

    throw new InvalidArgumentsGraphError(
      `Graph.hasEdge: invalid arity (${arguments.length}, instead of 1 or 2). You can either ask for an edge id or for the existence of an edge between a source & a target.`
    );
  }

  /**
   * Method returning the edge matching source & target in a directed fashion.
   *
   * @param  {any} source - The edge's source.
   * @param  {any} target - The edge's target.
   *
   * @return {any|undefined}
   *
   * @throws {Error} - Will throw if the graph is multi.
   * @throws {Error} - Will throw if source or target doesn't exist.
   */
  directedEdge(source, target) {
    if (this.type === 'undirected') return;

    source = '' + source;
    target = '' + target;

    if (this.multi)
      throw new UsageGraphError(
        'Graph.directedEdge: this method is irrelevant with multigraphs since there might be multiple edges between source & target. See #.directedEdges instead.'
      );

    const sourceData = this._nodes.get(source);

    if (!sourceData)
      throw new NotFoundGraphError(
        `Graph.directedEdge: could not find the "${source}" source node in the graph.`
      );

    if (!this._nodes.has(target))
      throw new NotFoundGraphError(
        `Graph.directedEdge: could not find the "${target}" target node in the graph.`
      );

    const edgeData = (sourceData.out && sourceData.out[target]) || undefined;

    if (edgeData) return edgeData.key;
  }

  /**
   * Method returning the edge matching source & target in a undirected fashion.
   *
   * @param  {any} source - The edge's source.
   * @param  {any} target - The edge's target.
   *
   * @return {any|undefined}
   *
   * @throws {Error} - Will throw if the graph is multi.
   * @throws {Error} - Will throw if source or target doesn't exist.
   */
  undirectedEdge(source, target) {
    if (this.type === 'directed') return;

    source = '' + source;
    target = '' + target;

    if (this.multi)
      throw new UsageGraphError(
        'Graph.undirectedEdge: this method is irrelevant with multigraphs since there might be multiple edges between source & target. See #.undirectedEdges instead.'
      );

    const sourceData = this._nodes.get(source);

    if (!sourceData)
      throw new NotFoundGraphError(
        `Graph.undirectedEdge: could not find the "${source}" source node in the graph.`
      );

    if (!this._nodes.has(target))
      throw new NotFoundGraphError(
        `Graph.undirectedEdge: could not find the "${target}" target node in the graph.`
      );

    const edgeData =
      (sourceData.undirected && sourceData.undirected[target]) || undefined;

    if (edgeData) return edgeData.key;
  }

  /**
   * Method returning the edge matching source & target in a mixed fashion.
   *
   * @param  {any} source - The edge's source.
   * @param  {any} target - The edge's target.
   *
   * @return {any|undefined}
   *
   * @throws {Error} - Will throw if the graph is multi.
   * @throws {Error} - Will throw if source or target doesn't exist.
   */
  edge(source, target) {
    if (this.multi)
      throw new UsageGraphError(
        'Graph.edge: this method is irrelevant with multigraphs since there might be multiple edges between source & target. See #.edges instead.'
      );

    source = '' + source;
    target = '' + target;

    const sourceData = this._nodes.get(source);

    if (!sourceData)
      throw new NotFoundGraphError(
        `Graph.edge: could not find the "${source}" source node in the graph.`
      );

    if (!this._nodes.has(target))
      throw new NotFoundGraphError(
        `Graph.edge: could not find the "${target}" target node in the graph.`
      );

    const edgeData =
      (sourceData.out && sourceData.out[target]) ||
      (sourceData.undirected && sourceData.undirected[target]) ||
      undefined;

    if (edgeData) return edgeData.key;
  }

  /**
   * Method returning whether two nodes are directed neighbors.
   *
   * @param  {any}     node     - The node's key.
   * @param  {any}     neighbor - The neighbor's key.
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  areDirectedNeighbors(node, neighbor) {
    node = '' + node;
    neighbor = '' + neighbor;

    const nodeData = this._nodes.get(node);

    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.areDirectedNeighbors: could not find the "${node}" node in the graph.`
      );

    if (this.type === 'undirected') return false;

    return neighbor in nodeData.in || neighbor in nodeData.out;
  }

  /**
   * Method returning whether two nodes are out neighbors.
   *
   * @param  {any}     node     - The node's key.
   * @param  {any}     neighbor - The neighbor's key.
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  areOutNeighbors(node, neighbor) {
    node = '' + node;
    neighbor = '' + neighbor;

    const nodeData = this._nodes.get(node);

    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.areOutNeighbors: could not find the "${node}" node in the graph.`
      );

    if (this.type === 'undirected') return false;

    return neighbor in nodeData.out;
  }

  /**
   * Method returning whether two nodes are in neighbors.
   *
   * @param  {any}     node     - The node's key.
   * @param  {any}     neighbor - The neighbor's key.
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  areInNeighbors(node, neighbor) {
    node = '' + node;
    neighbor = '' + neighbor;

    const nodeData = this._nodes.get(node);

    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.areInNeighbors: could not find the "${node}" node in the graph.`
      );

    if (this.type === 'undirected') return false;

    return neighbor in nodeData.in;
  }

  /**
   * Method returning whether two nodes are undirected neighbors.
   *
   * @param  {any}     node     - The node's key.
   * @param  {any}     neighbor - The neighbor's key.
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  areUndirectedNeighbors(node, neighbor) {
    node = '' + node;
    neighbor = '' + neighbor;

    const nodeData = this._nodes.get(node);

    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.areUndirectedNeighbors: could not find the "${node}" node in the graph.`
      );

    if (this.type === 'directed') return false;

    return neighbor in nodeData.undirected;
  }

  /**
   * Method returning whether two nodes are neighbors.
   *
   * @param  {any}     node     - The node's key.
   * @param  {any}     neighbor - The neighbor's key.
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  areNeighbors(node, neighbor) {
    node = '' + node;
    neighbor = '' + neighbor;

    const nodeData = this._nodes.get(node);

    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.areNeighbors: could not find the "${node}" node in the graph.`
      );

    if (this.type !== 'undirected') {
      if (neighbor in nodeData.in || neighbor in nodeData.out) return true;
    }

    if (this.type !== 'directed') {
      if (neighbor in nodeData.undirected) return true;
    }

    return false;
  }

  /**
   * Method returning whether two nodes are inbound neighbors.
   *
   * @param  {any}     node     - The node's key.
   * @param  {any}     neighbor - The neighbor's key.
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  areInboundNeighbors(node, neighbor) {
    node = '' + node;
    neighbor = '' + neighbor;

    const nodeData = this._nodes.get(node);

    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.areInboundNeighbors: could not find the "${node}" node in the graph.`
      );

    if (this.type !== 'undirected') {
      if (neighbor in nodeData.in) return true;
    }

    if (this.type !== 'directed') {
      if (neighbor in nodeData.undirected) return true;
    }

    return false;
  }

  /**
   * Method returning whether two nodes are outbound neighbors.
   *
   * @param  {any}     node     - The node's key.
   * @param  {any}     neighbor - The neighbor's key.
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  areOutboundNeighbors(node, neighbor) {
    node = '' + node;
    neighbor = '' + neighbor;

    const nodeData = this._nodes.get(node);

    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.areOutboundNeighbors: could not find the "${node}" node in the graph.`
      );

    if (this.type !== 'undirected') {
      if (neighbor in nodeData.out) return true;
    }

    if (this.type !== 'directed') {
      if (neighbor in nodeData.undirected) return true;
    }

    return false;
  }

  /**
   * Method returning the given node's in degree.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's in degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  inDegree(node) {
    node = '' + node;

    const nodeData = this._nodes.get(node);

    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.inDegree: could not find the "${node}" node in the graph.`
      );

    if (this.type === 'undirected') return 0;

    return nodeData.inDegree;
  }

  /**
   * Method returning the given node's out degree.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's in degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  outDegree(node) {
    node = '' + node;

    const nodeData = this._nodes.get(node);

    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.outDegree: could not find the "${node}" node in the graph.`
      );

    if (this.type === 'undirected') return 0;

    return nodeData.outDegree;
  }

  /**
   * Method returning the given node's directed degree.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's in degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  directedDegree(node) {
    node = '' + node;

    const nodeData = this._nodes.get(node);

    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.directedDegree: could not find the "${node}" node in the graph.`
      );

    if (this.type === 'undirected') return 0;

    return nodeData.inDegree + nodeData.outDegree;
  }

  /**
   * Method returning the given node's undirected degree.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's in degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  undirectedDegree(node) {
    node = '' + node;

    const nodeData = this._nodes.get(node);

    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.undirectedDegree: could not find the "${node}" node in the graph.`
      );

    if (this.type === 'directed') return 0;

    return nodeData.undirectedDegree;
  }

  /**
   * Method returning the given node's inbound degree.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's inbound degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  inboundDegree(node) {
    node = '' + node;

    const nodeData = this._nodes.get(node);

    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.inboundDegree: could not find the "${node}" node in the graph.`
      );

    let degree = 0;

    if (this.type !== 'directed') {
      degree += nodeData.undirectedDegree;
    }

    if (this.type !== 'undirected') {
      degree += nodeData.inDegree;
    }

    return degree;
  }

  /**
   * Method returning the given node's outbound degree.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's outbound degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  outboundDegree(node) {
    node = '' + node;

    const nodeData = this._nodes.get(node);

    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.outboundDegree: could not find the "${node}" node in the graph.`
      );

    let degree = 0;

    if (this.type !== 'directed') {
      degree += nodeData.undirectedDegree;
    }

    if (this.type !== 'undirected') {
      degree += nodeData.outDegree;
    }

    return degree;
  }

  /**
   * Method returning the given node's directed degree.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  degree(node) {
    node = '' + node;

    const nodeData = this._nodes.get(node);

    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.degree: could not find the "${node}" node in the graph.`
      );

    let degree = 0;

    if (this.type !== 'directed') {
      degree += nodeData.undirectedDegree;
    }

    if (this.type !== 'undirected') {
      degree += nodeData.inDegree + nodeData.outDegree;
    }

    return degree;
  }

  /**
   * Method returning the given node's in degree without considering self loops.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's in degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  inDegreeWithoutSelfLoops(node) {
    node = '' + node;

    const nodeData = this._nodes.get(node);

    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.inDegreeWithoutSelfLoops: could not find the "${node}" node in the graph.`
      );

    if (this.type === 'undirected') return 0;

    return nodeData.inDegree - nodeData.directedLoops;
  }

  /**
   * Method returning the given node's out degree without considering self loops.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's in degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  outDegreeWithoutSelfLoops(node) {
    node = '' + node;

    const nodeData = this._nodes.get(node);

    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.outDegreeWithoutSelfLoops: could not find the "${node}" node in the graph.`
      );

    if (this.type === 'undirected') return 0;

    return nodeData.outDegree - nodeData.directedLoops;
  }

  /**
   * Method returning the given node's directed degree without considering self loops.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's in degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  directedDegreeWithoutSelfLoops(node) {
    node = '' + node;

    const nodeData = this._nodes.get(node);

    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.directedDegreeWithoutSelfLoops: could not find the "${node}" node in the graph.`
      );

    if (this.type === 'undirected') return 0;

    return nodeData.inDegree + nodeData.outDegree - nodeData.directedLoops * 2;
  }

  /**
   * Method returning the given node's undirected degree without considering self loops.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's in degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  undirectedDegreeWithoutSelfLoops(node) {
    node = '' + node;

    const nodeData = this._nodes.get(node);

    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.undirectedDegreeWithoutSelfLoops: could not find the "${node}" node in the graph.`
      );

    if (this.type === 'directed') return 0;

    return nodeData.undirectedDegree - nodeData.undirectedLoops * 2;
  }

  /**
   * Method returning the given node's inbound degree without considering self loops.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's inbound degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  inboundDegreeWithoutSelfLoops(node) {
    node = '' + node;

    const nodeData = this._nodes.get(node);

    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.inboundDegreeWithoutSelfLoops: could not find the "${node}" node in the graph.`
      );

    let degree = 0;
    let loops = 0;

    if (this.type !== 'directed') {
      degree += nodeData.undirectedDegree;
      loops += nodeData.undirectedLoops * 2;
    }

    if (this.type !== 'undirected') {
      degree += nodeData.inDegree;
      loops += nodeData.directedLoops;
    }

    return degree - loops;
  }

  /**
   * Method returning the given node's outbound degree without considering self loops.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's outbound degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  outboundDegreeWithoutSelfLoops(node) {
    node = '' + node;

    const nodeData = this._nodes.get(node);

    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.outboundDegreeWithoutSelfLoops: could not find the "${node}" node in the graph.`
      );

    let degree = 0;
    let loops = 0;

    if (this.type !== 'directed') {
      degree += nodeData.undirectedDegree;
      loops += nodeData.undirectedLoops * 2;
    }

    if (this.type !== 'undirected') {
      degree += nodeData.outDegree;
      loops += nodeData.directedLoops;
    }

    return degree - loops;
  }

  /**
   * Method returning the given node's directed degree without considering self loops.
   *
   * @param  {any}     node - The node's key.
   * @return {number}       - The node's degree.
   *
   * @throws {Error} - Will throw if the node isn't in the graph.
   */
  degreeWithoutSelfLoops(node) {
    node = '' + node;

    const nodeData = this._nodes.get(node);

    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.degreeWithoutSelfLoops: could not find the "${node}" node in the graph.`
      );

    let degree = 0;
    let loops = 0;

    if (this.type !== 'directed') {
      degree += nodeData.undirectedDegree;
      loops += nodeData.undirectedLoops * 2;
    }

    if (this.type !== 'undirected') {
      degree += nodeData.inDegree + nodeData.outDegree;
      loops += nodeData.directedLoops * 2;
    }

    return degree - loops;
  }

  /**
   * Method returning the given edge's source.
   *
   * @param  {any} edge - The edge's key.
   * @return {any}      - The edge's source.
   *
   * @throws {Error} - Will throw if the edge isn't in the graph.
   */
  source(edge) {
    edge = '' + edge;

    const data = this._edges.get(edge);

    if (!data)
      throw new NotFoundGraphError(
        `Graph.source: could not find the "${edge}" edge in the graph.`
      );

    return data.source.key;
  }

  /**
   * Method returning the given edge's target.
   *
   * @param  {any} edge - The edge's key.
   * @return {any}      - The edge's target.
   *
   * @throws {Error} - Will throw if the edge isn't in the graph.
   */
  target(edge) {
    edge = '' + edge;

    const data = this._edges.get(edge);

    if (!data)
      throw new NotFoundGraphError(
        `Graph.target: could not find the "${edge}" edge in the graph.`
      );

    return data.target.key;
  }

  /**
   * Method returning the given edge's extremities.
   *
   * @param  {any}   edge - The edge's key.
   * @return {array}      - The edge's extremities.
   *
   * @throws {Error} - Will throw if the edge isn't in the graph.
   */
  extremities(edge) {
    edge = '' + edge;

    const edgeData = this._edges.get(edge);

    if (!edgeData)
      throw new NotFoundGraphError(
        `Graph.extremities: could not find the "${edge}" edge in the graph.`
      );

    return [edgeData.source.key, edgeData.target.key];
  }

  /**
   * Given a node & an edge, returns the other extremity of the edge.
   *
   * @param  {any}   node - The node's key.
   * @param  {any}   edge - The edge's key.
   * @return {any}        - The related node.
   *
   * @throws {Error} - Will throw if the edge isn't in the graph or if the
   *                   edge & node are not related.
   */
  opposite(node, edge) {
    node = '' + node;
    edge = '' + edge;

    const data = this._edges.get(edge);

    if (!data)
      throw new NotFoundGraphError(
        `Graph.opposite: could not find the "${edge}" edge in the graph.`
      );

    const source = data.source.key;
    const target = data.target.key;

    if (node === source) return target;
    if (node === target) return source;

    throw new NotFoundGraphError(
      `Graph.opposite: the "${node}" node is not attached to the "${edge}" edge (${source}, ${target}).`
    );
  }

  /**
   * Returns whether the given edge has the given node as extremity.
   *
   * @param  {any}     edge - The edge's key.
   * @param  {any}     node - The node's key.
   * @return {boolean}      - The related node.
   *
   * @throws {Error} - Will throw if either the node or the edge isn't in the graph.
   */
  hasExtremity(edge, node) {
    edge = '' + edge;
    node = '' + node;

    const data = this._edges.get(edge);

    if (!data)
      throw new NotFoundGraphError(
        `Graph.hasExtremity: could not find the "${edge}" edge in the graph.`
      );

    return data.source.key === node || data.target.key === node;
  }

  /**
   * Method returning whether the given edge is undirected.
   *
   * @param  {any}     edge - The edge's key.
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the edge isn't in the graph.
   */
  isUndirected(edge) {
    edge = '' + edge;

    const data = this._edges.get(edge);

    if (!data)
      throw new NotFoundGraphError(
        `Graph.isUndirected: could not find the "${edge}" edge in the graph.`
      );

    return data.undirected;
  }

  /**
   * Method returning whether the given edge is directed.
   *
   * @param  {any}     edge - The edge's key.
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the edge isn't in the graph.
   */
  isDirected(edge) {
    edge = '' + edge;

    const data = this._edges.get(edge);

    if (!data)
      throw new NotFoundGraphError(
        `Graph.isDirected: could not find the "${edge}" edge in the graph.`
      );

    return !data.undirected;
  }

  /**
   * Method returning whether the given edge is a self loop.
   *
   * @param  {any}     edge - The edge's key.
   * @return {boolean}
   *
   * @throws {Error} - Will throw if the edge isn't in the graph.
   */
  isSelfLoop(edge) {
    edge = '' + edge;

    const data = this._edges.get(edge);

    if (!data)
      throw new NotFoundGraphError(
        `Graph.isSelfLoop: could not find the "${edge}" edge in the graph.`
      );

    return data.source === data.target;
  }

  /**---------------------------------------------------------------------------
   * Mutation
   **---------------------------------------------------------------------------
   */

  /**
   * Method used to add a node to the graph.
   *
   * @param  {any}    node         - The node.
   * @param  {object} [attributes] - Optional attributes.
   * @return {any}                 - The node.
   *
   * @throws {Error} - Will throw if the given node already exist.
   * @throws {Error} - Will throw if the given attributes are not an object.
   */
  addNode(node, attributes) {
    const nodeData = addNode(this, node, attributes);

    return nodeData.key;
  }

  /**
   * Method used to merge a node into the graph.
   *
   * @param  {any}    node         - The node.
   * @param  {object} [attributes] - Optional attributes.
   * @return {any}                 - The node.
   */
  mergeNode(node, attributes) {
    if (attributes && !isPlainObject(attributes))
      throw new InvalidArgumentsGraphError(
        `Graph.mergeNode: invalid attributes. Expecting an object but got "${attributes}"`
      );

    // String coercion
    node = '' + node;
    attributes = attributes || {};

    // If the node already exists, we merge the attributes
    let data = this._nodes.get(node);

    if (data) {
      if (attributes) {
        graphology_assign(data.attributes, attributes);

        this.emit('nodeAttributesUpdated', {
          type: 'merge',
          key: node,
          attributes: data.attributes,
          data: attributes
        });
      }
      return [node, false];
    }

    data = new this.NodeDataClass(node, attributes);

    // Adding the node to internal register
    this._nodes.set(node, data);

    // Emitting
    this.emit('nodeAdded', {
      key: node,
      attributes
    });

    return [node, true];
  }

  /**
   * Method used to add a node if it does not exist in the graph or else to
   * update its attributes using a function.
   *
   * @param  {any}      node      - The node.
   * @param  {function} [updater] - Optional updater function.
   * @return {any}                - The node.
   */
  updateNode(node, updater) {
    if (updater && typeof updater !== 'function')
      throw new InvalidArgumentsGraphError(
        `Graph.updateNode: invalid updater function. Expecting a function but got "${updater}"`
      );

    // String coercion
    node = '' + node;

    // If the node already exists, we update the attributes
    let data = this._nodes.get(node);

    if (data) {
      if (updater) {
        const oldAttributes = data.attributes;
        data.attributes = updater(oldAttributes);

        this.emit('nodeAttributesUpdated', {
          type: 'replace',
          key: node,
          attributes: data.attributes
        });
      }
      return [node, false];
    }

    const attributes = updater ? updater({}) : {};

    data = new this.NodeDataClass(node, attributes);

    // Adding the node to internal register
    this._nodes.set(node, data);

    // Emitting
    this.emit('nodeAdded', {
      key: node,
      attributes
    });

    return [node, true];
  }

  /**
   * Method used to drop a single node & all its attached edges from the graph.
   *
   * @param  {any}    node - The node.
   * @return {Graph}
   *
   * @throws {Error} - Will throw if the node doesn't exist.
   */
  dropNode(node) {
    node = '' + node;

    const nodeData = this._nodes.get(node);

    if (!nodeData)
      throw new NotFoundGraphError(
        `Graph.dropNode: could not find the "${node}" node in the graph.`
      );

    let edgeData;

    // Removing attached edges
    // NOTE: we could be faster here, but this is such a pain to maintain
    if (this.type !== 'undirected') {
      for (const neighbor in nodeData.out) {
        edgeData = nodeData.out[neighbor];

        do {
          dropEdgeFromData(this, edgeData);
          edgeData = edgeData.next;
        } while (edgeData);
      }

      for (const neighbor in nodeData.in) {
        edgeData = nodeData.in[neighbor];

        do {
          dropEdgeFromData(this, edgeData);
          edgeData = edgeData.next;
        } while (edgeData);
      }
    }

    if (this.type !== 'directed') {
      for (const neighbor in nodeData.undirected) {
        edgeData = nodeData.undirected[neighbor];

        do {
          dropEdgeFromData(this, edgeData);
          edgeData = edgeData.next;
        } while (edgeData);
      }
    }

    // Dropping the node from the register
    this._nodes.delete(node);

    // Emitting
    this.emit('nodeDropped', {
      key: node,
      attributes: nodeData.attributes
    });
  }

  /**
   * Method used to drop a single edge from the graph.
   *
   * Arity 1:
   * @param  {any}    edge - The edge.
   *
   * Arity 2:
   * @param  {any}    source - Source node.
   * @param  {any}    target - Target node.
   *
   * @return {Graph}
   *
   * @throws {Error} - Will throw if the edge doesn't exist.
   */
  dropEdge(edge) {
    let edgeData;

    if (arguments.length > 1) {
      const source = '' + arguments[0];
      const target = '' + arguments[1];

      edgeData = getMatchingEdge(this, source, target, this.type);

      if (!edgeData)
        throw new NotFoundGraphError(
          `Graph.dropEdge: could not find the "${source}" -> "${target}" edge in the graph.`
        );
    } else {
      edge = '' + edge;

      edgeData = this._edges.get(edge);

      if (!edgeData)
        throw new NotFoundGraphError(
          `Graph.dropEdge: could not find the "${edge}" edge in the graph.`
        );
    }

    dropEdgeFromData(this, edgeData);

    return this;
  }

  /**
   * Method used to drop a single directed edge from the graph.
   *
   * @param  {any}    source - Source node.
   * @param  {any}    target - Target node.
   *
   * @return {Graph}
   *
   * @throws {Error} - Will throw if the edge doesn't exist.
   */
  dropDirectedEdge(source, target) {
    if (arguments.length < 2)
      throw new UsageGraphError(
        'Graph.dropDirectedEdge: it does not make sense to try and drop a directed edge by key. What if the edge with this key is undirected? Use #.dropEdge for this purpose instead.'
      );

    if (this.multi)
      throw new UsageGraphError(
        'Graph.dropDirectedEdge: cannot use a {source,target} combo when dropping an edge in a MultiGraph since we cannot infer the one you want to delete as there could be multiple ones.'
      );

    source = '' + source;
    target = '' + target;

    const edgeData = getMatchingEdge(this, source, target, 'directed');

    if (!edgeData)
      throw new NotFoundGraphError(
        `Graph.dropDirectedEdge: could not find a "${source}" -> "${target}" edge in the graph.`
      );

    dropEdgeFromData(this, edgeData);

    return this;
  }

  /**
   * Method used to drop a single undirected edge from the graph.
   *
   * @param  {any}    source - Source node.
   * @param  {any}    target - Target node.
   *
   * @return {Graph}
   *
   * @throws {Error} - Will throw if the edge doesn't exist.
   */
  dropUndirectedEdge(source, target) {
    if (arguments.length < 2)
      throw new UsageGraphError(
        'Graph.dropUndirectedEdge: it does not make sense to drop a directed edge by key. What if the edge with this key is undirected? Use #.dropEdge for this purpose instead.'
      );

    if (this.multi)
      throw new UsageGraphError(
        'Graph.dropUndirectedEdge: cannot use a {source,target} combo when dropping an edge in a MultiGraph since we cannot infer the one you want to delete as there could be multiple ones.'
      );

    const edgeData = getMatchingEdge(this, source, target, 'undirected');

    if (!edgeData)
      throw new NotFoundGraphError(
        `Graph.dropUndirectedEdge: could not find a "${source}" -> "${target}" edge in the graph.`
      );

    dropEdgeFromData(this, edgeData);

    return this;
  }

  /**
   * Method used to remove every edge & every node from the graph.
   *
   * @return {Graph}
   */
  clear() {
    // Clearing edges
    this._edges.clear();

    // Clearing nodes
    this._nodes.clear();

    // Reset counters
    this._resetInstanceCounters();

    // Emitting
    this.emit('cleared');
  }

  /**
   * Method used to remove every edge from the graph.
   *
   * @return {Graph}
   */
  clearEdges() {
    // Clearing structure index
    const iterator = this._nodes.values();

    let step;

    while (((step = iterator.next()), step.done !== true)) {
      step.value.clear();
    }

    // Clearing edges
    this._edges.clear();

    // Reset counters
    this._resetInstanceCounters();

    // Emitting
    this.emit('edgesCleared');
  }

  /**---------------------------------------------------------------------------
   * Attributes-related methods
   **---------------------------------------------------------------------------
   */

  /**
   * Method returning the desired graph's attribute.
   *
   * @param  {string} name - Name of the attribute.
   * @return {any}
   */
  getAttribute(name) {
    return this._attributes[name];
  }

  /**
   * Method returning the graph's attributes.
   *
   * @return {object}
   */
  getAttributes() {
    return this._attributes;
  }

  /**
   * Method returning whether the graph has the desired attribute.
   *
   * @param  {string}  name - Name of the attribute.
   * @return {boolean}
   */
  hasAttribute(name) {
    return this._attributes.hasOwnProperty(name);
  }

  /**
   * Method setting a value for the desired graph's attribute.
   *
   * @param  {string}  name  - Name of the attribute.
   * @param  {any}     value - Value for the attribute.
   * @return {Graph}
   */
  setAttribute(name, value) {
    this._attributes[name] = value;

    // Emitting
    this.emit('attributesUpdated', {
      type: 'set',
      attributes: this._attributes,
      name
    });

    return this;
  }

  /**
   * Method using a function to update the desired graph's attribute's value.
   *
   * @param  {string}   name    - Name of the attribute.
   * @param  {function} updater - Function use to update the attribute's value.
   * @return {Graph}
   */
  updateAttribute(name, updater) {
    if (typeof updater !== 'function')
      throw new InvalidArgumentsGraphError(
        'Graph.updateAttribute: updater should be a function.'
      );

    const value = this._attributes[name];

    this._attributes[name] = updater(value);

    // Emitting
    this.emit('attributesUpdated', {
      type: 'set',
      attributes: this._attributes,
      name
    });

    return this;
  }

  /**
   * Method removing the desired graph's attribute.
   *
   * @param  {string} name  - Name of the attribute.
   * @return {Graph}
   */
  removeAttribute(name) {
    delete this._attributes[name];

    // Emitting
    this.emit('attributesUpdated', {
      type: 'remove',
      attributes: this._attributes,
      name
    });

    return this;
  }

  /**
   * Method replacing the graph's attributes.
   *
   * @param  {object} attributes - New attributes.
   * @return {Graph}
   *
   * @throws {Error} - Will throw if given attributes are not a plain object.
   */
  replaceAttributes(attributes) {
    if (!isPlainObject(attributes))
      throw new InvalidArgumentsGraphError(
        'Graph.replaceAttributes: provided attributes are not a plain object.'
      );

    this._attributes = attributes;

    // Emitting
    this.emit('attributesUpdated', {
      type: 'replace',
      attributes: this._attributes
    });

    return this;
  }

  /**
   * Method merging the graph's attributes.
   *
   * @param  {object} attributes - Attributes to merge.
   * @return {Graph}
   *
   * @throws {Error} - Will throw if given attributes are not a plain object.
   */
  mergeAttributes(attributes) {
    if (!isPlainObject(attributes))
      throw new InvalidArgumentsGraphError(
        'Graph.mergeAttributes: provided attributes are not a plain object.'
      );

    graphology_assign(this._attributes, attributes);

    // Emitting
    this.emit('attributesUpdated', {
      type: 'merge',
      attributes: this._attributes,
      data: attributes
    });

    return this;
  }

  /**
   * Method updating the graph's attributes.
   *
   * @param  {function} updater - Function used to update the attributes.
   * @return {Graph}
   *
   * @throws {Error} - Will throw if given updater is not a function.
   */
  updateAttributes(updater) {
    if (typeof updater !== 'function')
      throw new InvalidArgumentsGraphError(
        'Graph.updateAttributes: provided updater is not a function.'
      );

    this._attributes = updater(this._attributes);

    // Emitting
    this.emit('attributesUpdated', {
      type: 'update',
      attributes: this._attributes
    });

    return this;
  }

  /**
   * Method used to update each node's attributes using the given function.
   *
   * @param {function}  updater - Updater function to use.
   * @param {object}    [hints] - Optional hints.
   */
  updateEachNodeAttributes(updater, hints) {
    if (typeof updater !== 'function')
      throw new InvalidArgumentsGraphError(
        'Graph.updateEachNodeAttributes: expecting an updater function.'
      );

    if (hints && !validateHints(hints))
      throw new InvalidArgumentsGraphError(
        'Graph.updateEachNodeAttributes: invalid hints. Expecting an object having the following shape: {attributes?: [string]}'
      );

    const iterator = this._nodes.values();

    let step, nodeData;

    while (((step = iterator.next()), step.done !== true)) {
      nodeData = step.value;
      nodeData.attributes = updater(nodeData.key, nodeData.attributes);
    }

    this.emit('eachNodeAttributesUpdated', {
      hints: hints ? hints : null
    });
  }

  /**
   * Method used to update each edge's attributes using the given function.
   *
   * @param {function}  updater - Updater function to use.
   * @param {object}    [hints] - Optional hints.
   */
  updateEachEdgeAttributes(updater, hints) {
    if (typeof updater !== 'function')
      throw new InvalidArgumentsGraphError(
        'Graph.updateEachEdgeAttributes: expecting an updater function.'
      );

    if (hints && !validateHints(hints))
      throw new InvalidArgumentsGraphError(
        'Graph.updateEachEdgeAttributes: invalid hints. Expecting an object having the following shape: {attributes?: [string]}'
      );

    const iterator = this._edges.values();

    let step, edgeData, sourceData, targetData;

    while (((step = iterator.next()), step.done !== true)) {
      edgeData = step.value;
      sourceData = edgeData.source;
      targetData = edgeData.target;

      edgeData.attributes = updater(
        edgeData.key,
        edgeData.attributes,
        sourceData.key,
        targetData.key,
        sourceData.attributes,
        targetData.attributes,
        edgeData.undirected
      );
    }

    this.emit('eachEdgeAttributesUpdated', {
      hints: hints ? hints : null
    });
  }

  /**---------------------------------------------------------------------------
   * Iteration-related methods
   **---------------------------------------------------------------------------
   */

  /**
   * Method iterating over the graph's adjacency using the given callback.
   *
   * @param  {function}  callback - Callback to use.
   */
  forEachAdjacencyEntry(callback) {
    if (typeof callback !== 'function')
      throw new InvalidArgumentsGraphError(
        'Graph.forEachAdjacencyEntry: expecting a callback.'
      );

    forEachAdjacency(false, false, false, this, callback);
  }
  forEachAdjacencyEntryWithOrphans(callback) {
    if (typeof callback !== 'function')
      throw new InvalidArgumentsGraphError(
        'Graph.forEachAdjacencyEntryWithOrphans: expecting a callback.'
      );

    forEachAdjacency(false, false, true, this, callback);
  }

  /**
   * Method iterating over the graph's assymetric adjacency using the given callback.
   *
   * @param  {function}  callback - Callback to use.
   */
  forEachAssymetricAdjacencyEntry(callback) {
    if (typeof callback !== 'function')
      throw new InvalidArgumentsGraphError(
        'Graph.forEachAssymetricAdjacencyEntry: expecting a callback.'
      );

    forEachAdjacency(false, true, false, this, callback);
  }
  forEachAssymetricAdjacencyEntryWithOrphans(callback) {
    if (typeof callback !== 'function')
      throw new InvalidArgumentsGraphError(
        'Graph.forEachAssymetricAdjacencyEntryWithOrphans: expecting a callback.'
      );

    forEachAdjacency(false, true, true, this, callback);
  }

  /**
   * Method returning the list of the graph's nodes.
   *
   * @return {array} - The nodes.
   */
  nodes() {
    return Array.from(this._nodes.keys());
  }

  /**
   * Method iterating over the graph's nodes using the given callback.
   *
   * @param  {function}  callback - Callback (key, attributes, index).
   */
  forEachNode(callback) {
    if (typeof callback !== 'function')
      throw new InvalidArgumentsGraphError(
        'Graph.forEachNode: expecting a callback.'
      );

    const iterator = this._nodes.values();

    let step, nodeData;

    while (((step = iterator.next()), step.done !== true)) {
      nodeData = step.value;
      callback(nodeData.key, nodeData.attributes);
    }
  }

  /**
   * Method iterating attempting to find a node matching the given predicate
   * function.
   *
   * @param  {function}  callback - Callback (key, attributes).
   */
  findNode(callback) {
    if (typeof callback !== 'function')
      throw new InvalidArgumentsGraphError(
        'Graph.findNode: expecting a callback.'
      );

    const iterator = this._nodes.values();

    let step, nodeData;

    while (((step = iterator.next()), step.done !== true)) {
      nodeData = step.value;

      if (callback(nodeData.key, nodeData.attributes)) return nodeData.key;
    }

    return;
  }

  /**
   * Method mapping nodes.
   *
   * @param  {function}  callback - Callback (key, attributes).
   */
  mapNodes(callback) {
    if (typeof callback !== 'function')
      throw new InvalidArgumentsGraphError(
        'Graph.mapNode: expecting a callback.'
      );

    const iterator = this._nodes.values();

    let step, nodeData;

    const result = new Array(this.order);
    let i = 0;

    while (((step = iterator.next()), step.done !== true)) {
      nodeData = step.value;
      result[i++] = callback(nodeData.key, nodeData.attributes);
    }

    return result;
  }

  /**
   * Method returning whether some node verify the given predicate.
   *
   * @param  {function}  callback - Callback (key, attributes).
   */
  someNode(callback) {
    if (typeof callback !== 'function')
      throw new InvalidArgumentsGraphError(
        'Graph.someNode: expecting a callback.'
      );

    const iterator = this._nodes.values();

    let step, nodeData;

    while (((step = iterator.next()), step.done !== true)) {
      nodeData = step.value;

      if (callback(nodeData.key, nodeData.attributes)) return true;
    }

    return false;
  }

  /**
   * Method returning whether all node verify the given predicate.
   *
   * @param  {function}  callback - Callback (key, attributes).
   */
  everyNode(callback) {
    if (typeof callback !== 'function')
      throw new InvalidArgumentsGraphError(
        'Graph.everyNode: expecting a callback.'
      );

    const iterator = this._nodes.values();

    let step, nodeData;

    while (((step = iterator.next()), step.done !== true)) {
      nodeData = step.value;

      if (!callback(nodeData.key, nodeData.attributes)) return false;
    }

    return true;
  }

  /**
   * Method filtering nodes.
   *
   * @param  {function}  callback - Callback (key, attributes).
   */
  filterNodes(callback) {
    if (typeof callback !== 'function')
      throw new InvalidArgumentsGraphError(
        'Graph.filterNodes: expecting a callback.'
      );

    const iterator = this._nodes.values();

    let step, nodeData;

    const result = [];

    while (((step = iterator.next()), step.done !== true)) {
      nodeData = step.value;

      if (callback(nodeData.key, nodeData.attributes))
        result.push(nodeData.key);
    }

    return result;
  }

  /**
   * Method reducing nodes.
   *
   * @param  {function}  callback - Callback (accumulator, key, attributes).
   */
  reduceNodes(callback, initialValue) {
    if (typeof callback !== 'function')
      throw new InvalidArgumentsGraphError(
        'Graph.reduceNodes: expecting a callback.'
      );

    if (arguments.length < 2)
      throw new InvalidArgumentsGraphError(
        'Graph.reduceNodes: missing initial value. You must provide it because the callback takes more than one argument and we cannot infer the initial value from the first iteration, as you could with a simple array.'
      );

    let accumulator = initialValue;

    const iterator = this._nodes.values();

    let step, nodeData;

    while (((step = iterator.next()), step.done !== true)) {
      nodeData = step.value;
      accumulator = callback(accumulator, nodeData.key, nodeData.attributes);
    }

    return accumulator;
  }

  /**
   * Method returning an iterator over the graph's node entries.
   *
   * @return {Iterator}
   */
  nodeEntries() {
    const iterator = this._nodes.values();

    return {
      [Symbol.iterator]() {
        return this;
      },
      next() {
        const step = iterator.next();
        if (step.done) return step;
        const data = step.value;
        return {
          value: {node: data.key, attributes: data.attributes},
          done: false
        };
      }
    };
  }

  /**---------------------------------------------------------------------------
   * Serialization
   **---------------------------------------------------------------------------
   */

  /**
   * Method used to export the whole graph.
   *
   * @return {object} - The serialized graph.
   */
  export() {
    const nodes = new Array(this._nodes.size);

    let i = 0;

    this._nodes.forEach((data, key) => {
      nodes[i++] = serializeNode(key, data);
    });

    const edges = new Array(this._edges.size);

    i = 0;

    this._edges.forEach((data, key) => {
      edges[i++] = serializeEdge(this.type, key, data);
    });

    return {
      options: {
        type: this.type,
        multi: this.multi,
        allowSelfLoops: this.allowSelfLoops
      },
      attributes: this.getAttributes(),
      nodes,
      edges
    };
  }

  /**
   * Method used to import a serialized graph.
   *
   * @param  {object|Graph} data  - The serialized graph.
   * @param  {boolean}      merge - Whether to merge data.
   * @return {Graph}              - Returns itself for chaining.
   */
  import(data, merge = false) {
    // Importing a Graph instance directly
    if (data instanceof Graph) {
      // Nodes
      data.forEachNode((n, a) => {
        if (merge) this.mergeNode(n, a);
        else this.addNode(n, a);
      });

      // Edges
      data.forEachEdge((e, a, s, t, _sa, _ta, u) => {
        if (merge) {
          if (u) this.mergeUndirectedEdgeWithKey(e, s, t, a);
          else this.mergeDirectedEdgeWithKey(e, s, t, a);
        } else {
          if (u) this.addUndirectedEdgeWithKey(e, s, t, a);
          else this.addDirectedEdgeWithKey(e, s, t, a);
        }
      });

      return this;
    }

    // Importing a serialized graph
    if (!isPlainObject(data))
      throw new InvalidArgumentsGraphError(
        'Graph.import: invalid argument. Expecting a serialized graph or, alternatively, a Graph instance.'
      );

    if (data.attributes) {
      if (!isPlainObject(data.attributes))
        throw new InvalidArgumentsGraphError(
          'Graph.import: invalid attributes. Expecting a plain object.'
        );

      if (merge) this.mergeAttributes(data.attributes);
      else this.replaceAttributes(data.attributes);
    }

    let i, l, list, node, edge;

    if (data.nodes) {
      list = data.nodes;

      if (!Array.isArray(list))
        throw new InvalidArgumentsGraphError(
          'Graph.import: invalid nodes. Expecting an array.'
        );

      for (i = 0, l = list.length; i < l; i++) {
        node = list[i];

        // Validating
        validateSerializedNode(node);

        // Adding the node
        const {key, attributes} = node;

        if (merge) this.mergeNode(key, attributes);
        else this.addNode(key, attributes);
      }
    }

    if (data.edges) {
      let undirectedByDefault = false;

      if (this.type === 'undirected') {
        undirectedByDefault = true;
      }

      list = data.edges;

      if (!Array.isArray(list))
        throw new InvalidArgumentsGraphError(
          'Graph.import: invalid edges. Expecting an array.'
        );

      for (i = 0, l = list.length; i < l; i++) {
        edge = list[i];

        // Validating
        validateSerializedEdge(edge);

        // Adding the edge
        const {
          source,
          target,
          attributes,
          undirected = undirectedByDefault
        } = edge;

        let method;

        if ('key' in edge) {
          method = merge
            ? undirected
              ? this.mergeUndirectedEdgeWithKey
              : this.mergeDirectedEdgeWithKey
            : undirected
            ? this.addUndirectedEdgeWithKey
            : this.addDirectedEdgeWithKey;

          method.call(this, edge.key, source, target, attributes);
        } else {
          method = merge
            ? undirected
              ? this.mergeUndirectedEdge
              : this.mergeDirectedEdge
            : undirected
            ? this.addUndirectedEdge
            : this.addDirectedEdge;

          method.call(this, source, target, attributes);
        }
      }
    }

    return this;
  }

  /**---------------------------------------------------------------------------
   * Utils
   **---------------------------------------------------------------------------
   */

  /**
   * Method returning a null copy of the graph, i.e. a graph without nodes
   * & edges but with the exact same options.
   *
   * @param  {object} options - Options to merge with the current ones.
   * @return {Graph}          - The null copy.
   */
  nullCopy(options) {
    const graph = new Graph(graphology_assign({}, this._options, options));
    graph.replaceAttributes(graphology_assign({}, this.getAttributes()));
    return graph;
  }

  /**
   * Method returning an empty copy of the graph, i.e. a graph without edges but
   * with the exact same options.
   *
   * @param  {object} options - Options to merge with the current ones.
   * @return {Graph}          - The empty copy.
   */
  emptyCopy(options) {
    const graph = this.nullCopy(options);

    this._nodes.forEach((nodeData, key) => {
      const attributes = graphology_assign({}, nodeData.attributes);

      // NOTE: no need to emit events since user cannot access the instance yet
      nodeData = new graph.NodeDataClass(key, attributes);
      graph._nodes.set(key, nodeData);
    });

    return graph;
  }

  /**
   * Method returning an exact copy of the graph.
   *
   * @param  {object} options - Upgrade options.
   * @return {Graph}          - The copy.
   */
  copy(options) {
    options = options || {};

    if (
      typeof options.type === 'string' &&
      options.type !== this.type &&
      options.type !== 'mixed'
    )
      throw new UsageGraphError(
        `Graph.copy: cannot create an incompatible copy from "${this.type}" type to "${options.type}" because this would mean losing information about the current graph.`
      );

    if (
      typeof options.multi === 'boolean' &&
      options.multi !== this.multi &&
      options.multi !== true
    )
      throw new UsageGraphError(
        'Graph.copy: cannot create an incompatible copy by downgrading a multi graph to a simple one because this would mean losing information about the current graph.'
      );

    if (
      typeof options.allowSelfLoops === 'boolean' &&
      options.allowSelfLoops !== this.allowSelfLoops &&
      options.allowSelfLoops !== true
    )
      throw new UsageGraphError(
        'Graph.copy: cannot create an incompatible copy from a graph allowing self loops to one that does not because this would mean losing information about the current graph.'
      );

    const graph = this.emptyCopy(options);

    const iterator = this._edges.values();

    let step, edgeData;

    while (((step = iterator.next()), step.done !== true)) {
      edgeData = step.value;

      // NOTE: no need to emit events since user cannot access the instance yet
      addEdge(
        graph,
        'copy',
        false,
        edgeData.undirected,
        edgeData.key,
        edgeData.source.key,
        edgeData.target.key,
        graphology_assign({}, edgeData.attributes)
      );
    }

    return graph;
  }

  /**---------------------------------------------------------------------------
   * Known methods
   **---------------------------------------------------------------------------
   */

  /**
   * Method used by JavaScript to perform JSON serialization.
   *
   * @return {object} - The serialized graph.
   */
  toJSON() {
    return this.export();
  }

  /**
   * Method returning [object Graph].
   */
  toString() {
    return '[object Graph]';
  }

  /**
   * Method used internally by node's console to display a custom object.
   *
   * @return {object} - Formatted object representation of the graph.
   */
  inspect() {
    const nodes = {};
    this._nodes.forEach((data, key) => {
      nodes[key] = data.attributes;
    });

    const edges = {},
      multiIndex = {};

    this._edges.forEach((data, key) => {
      const direction = data.undirected ? '--' : '->';

      let label = '';

      let source = data.source.key;
      let target = data.target.key;
      let tmp;

      if (data.undirected && source > target) {
        tmp = source;
        source = target;
        target = tmp;
      }

      const desc = `(${source})${direction}(${target})`;

      if (!key.startsWith('geid_')) {
        label += `[${key}]: `;
      } else if (this.multi) {
        if (typeof multiIndex[desc] === 'undefined') {
          multiIndex[desc] = 0;
        } else {
          multiIndex[desc]++;
        }

        label += `${multiIndex[desc]}. `;
      }

      label += desc;

      edges[label] = data.attributes;
    });

    const dummy = {};

    for (const k in this) {
      if (
        this.hasOwnProperty(k) &&
        !EMITTER_PROPS.has(k) &&
        typeof this[k] !== 'function' &&
        typeof k !== 'symbol'
      )
        dummy[k] = this[k];
    }

    dummy.attributes = this._attributes;
    dummy.nodes = nodes;
    dummy.edges = edges;

    privateProperty(dummy, 'constructor', this.constructor);

    return dummy;
  }
}

/**
 * Attaching methods to the prototype.
 *
 * Here, we are attaching a wide variety of methods to the Graph class'
 * prototype when those are very numerous and when their creation is
 * abstracted.
 */

/**
 * Attaching custom inspect method for node >= 10.
 */
if (typeof Symbol !== 'undefined')
  Graph.prototype[Symbol.for('nodejs.util.inspect.custom')] =
    Graph.prototype.inspect;

/**
 * Related to edge addition.
 */
EDGE_ADD_METHODS.forEach(method => {
  ['add', 'merge', 'update'].forEach(verb => {
    const name = method.name(verb);
    const fn = verb === 'add' ? addEdge : mergeEdge;

    if (method.generateKey) {
      Graph.prototype[name] = function (source, target, attributes) {
        return fn(
          this,
          name,
          true,
          (method.type || this.type) === 'undirected',
          null,
          source,
          target,
          attributes,
          verb === 'update'
        );
      };
    } else {
      Graph.prototype[name] = function (edge, source, target, attributes) {
        return fn(
          this,
          name,
          false,
          (method.type || this.type) === 'undirected',
          edge,
          source,
          target,
          attributes,
          verb === 'update'
        );
      };
    }
  });
});

/**
 * Attributes-related.
 */
attachNodeAttributesMethods(Graph);
attachEdgeAttributesMethods(Graph);

/**
 * Edge iteration-related.
 */
attachEdgeIterationMethods(Graph);

/**
 * Neighbor iteration-related.
 */
attachNeighborIterationMethods(Graph);

/**
 * Graphology Helper Classes
 * ==========================
 *
 * Building some higher-order classes instantiating the graph with
 * predefinite options.
 */

/**
 * Alternative constructors.
 */
class DirectedGraph extends Graph {
  constructor(options) {
    const finalOptions = graphology_assign({type: 'directed'}, options);

    if ('multi' in finalOptions && finalOptions.multi !== false)
      throw new InvalidArgumentsGraphError(
        'DirectedGraph.from: inconsistent indication that the graph should be multi in given options!'
      );

    if (finalOptions.type !== 'directed')
      throw new InvalidArgumentsGraphError(
        'DirectedGraph.from: inconsistent "' +
          finalOptions.type +
          '" type in given options!'
      );

    super(finalOptions);
  }
}
class UndirectedGraph extends Graph {
  constructor(options) {
    const finalOptions = graphology_assign({type: 'undirected'}, options);

    if ('multi' in finalOptions && finalOptions.multi !== false)
      throw new InvalidArgumentsGraphError(
        'UndirectedGraph.from: inconsistent indication that the graph should be multi in given options!'
      );

    if (finalOptions.type !== 'undirected')
      throw new InvalidArgumentsGraphError(
        'UndirectedGraph.from: inconsistent "' +
          finalOptions.type +
          '" type in given options!'
      );

    super(finalOptions);
  }
}
class MultiGraph extends Graph {
  constructor(options) {
    const finalOptions = graphology_assign({multi: true}, options);

    if ('multi' in finalOptions && finalOptions.multi !== true)
      throw new InvalidArgumentsGraphError(
        'MultiGraph.from: inconsistent indication that the graph should be simple in given options!'
      );

    super(finalOptions);
  }
}
class MultiDirectedGraph extends Graph {
  constructor(options) {
    const finalOptions = graphology_assign({type: 'directed', multi: true}, options);

    if ('multi' in finalOptions && finalOptions.multi !== true)
      throw new InvalidArgumentsGraphError(
        'MultiDirectedGraph.from: inconsistent indication that the graph should be simple in given options!'
      );

    if (finalOptions.type !== 'directed')
      throw new InvalidArgumentsGraphError(
        'MultiDirectedGraph.from: inconsistent "' +
          finalOptions.type +
          '" type in given options!'
      );

    super(finalOptions);
  }
}
class MultiUndirectedGraph extends Graph {
  constructor(options) {
    const finalOptions = graphology_assign({type: 'undirected', multi: true}, options);

    if ('multi' in finalOptions && finalOptions.multi !== true)
      throw new InvalidArgumentsGraphError(
        'MultiUndirectedGraph.from: inconsistent indication that the graph should be simple in given options!'
      );

    if (finalOptions.type !== 'undirected')
      throw new InvalidArgumentsGraphError(
        'MultiUndirectedGraph.from: inconsistent "' +
          finalOptions.type +
          '" type in given options!'
      );

    super(finalOptions);
  }
}

/**
 * Attaching static #.from method to each of the constructors.
 */
function attachStaticFromMethod(Class) {
  /**
   * Builds a graph from serialized data or another graph's data.
   *
   * @param  {Graph|SerializedGraph} data      - Hydratation data.
   * @param  {object}                [options] - Options.
   * @return {Class}
   */
  Class.from = function (data, options) {
    // Merging given options with serialized ones
    const finalOptions = graphology_assign({}, data.options, options);

    const instance = new Class(finalOptions);
    instance.import(data);

    return instance;
  };
}

attachStaticFromMethod(Graph);
attachStaticFromMethod(DirectedGraph);
attachStaticFromMethod(UndirectedGraph);
attachStaticFromMethod(MultiGraph);
attachStaticFromMethod(MultiDirectedGraph);
attachStaticFromMethod(MultiUndirectedGraph);

Graph.Graph = Graph;
Graph.DirectedGraph = DirectedGraph;
Graph.UndirectedGraph = UndirectedGraph;
Graph.MultiGraph = MultiGraph;
Graph.MultiDirectedGraph = MultiDirectedGraph;
Graph.MultiUndirectedGraph = MultiUndirectedGraph;

Graph.InvalidArgumentsGraphError = InvalidArgumentsGraphError;
Graph.NotFoundGraphError = NotFoundGraphError;
Graph.UsageGraphError = UsageGraphError;

/**
 * Graphology ESM Endoint
 * =======================
 *
 * Endpoint for ESM modules consumers.
 */


//# sourceMappingURL=graphology.mjs.map

;// CONCATENATED MODULE: ./src/core/rank/graph.ts





/** How much a reference to this name says about a dependency: specific names up, generic ones down. */
function nameSpecificity(name, definers, referencingFiles, totalFiles) {
    if (definers === 0 || definers > TUNING.graph.maxDefiners || name.length < 2)
        return 0;
    let weight = 1;
    if (name.length <= 2)
        weight *= 0.05;
    else if (name.length <= 4)
        weight *= 0.4;
    if (name.length >= 8 && wordsIn(name) >= 2)
        weight *= 2.5;
    if (name.startsWith('__') && name.endsWith('__'))
        weight *= 0.1; // dunder protocol methods
    else if (name.startsWith('_'))
        weight *= 0.3; // private by convention
    if (usedEverywhere(referencingFiles, totalFiles))
        weight *= 0.3;
    return weight / definers;
}
/**
 * The words of a name: its parts between underscores, with a new word at each capital after a
 * small letter or a digit (`parse_config` and `parseConfig` have two). Counted without making the
 * parts: a repository has ~10⁵ names.
 */
function wordsIn(name) {
    let words = 0;
    let before = 0x5f; // as if an underscore came first
    for (let i = 0; i < name.length; i++) {
        const code = name.charCodeAt(i);
        if (code !== 0x5f && (before === 0x5f || (isAsciiCapital(code) && (isAsciiSmall(before) || isAsciiDigit(before)))))
            words++;
        before = code;
    }
    return words;
}
const isAsciiCapital = (code) => code >= 0x41 && code <= 0x5a;
const isAsciiSmall = (code) => code >= 0x61 && code <= 0x7a;
const isAsciiDigit = (code) => code >= 0x30 && code <= 0x39;
function edgeWeigher(index, focus) {
    const touched = new Set(focus?.touched);
    const identifiers = new Set(focus?.identifiers);
    const total = index.files.length;
    const specificity = new Float64Array(index.names.length).fill(NaN);
    return (id, references) => {
        let spec = specificity[id];
        if (Number.isNaN(spec)) {
            const name = index.names[id];
            const definers = index.definerStart[id + 1] - index.definerStart[id];
            spec = nameSpecificity(name, definers, index.referrerStart[id + 1] - index.referrerStart[id], total);
            if (touched.has(name))
                spec *= TUNING.graph.touchedBoost;
            else if (identifiers.has(name))
                spec *= TUNING.graph.identifierBoost;
            specificity[id] = spec;
        }
        return spec * Math.sqrt(references);
    };
}
/**
 * Link every file that references a name to every other file of its language family that defines
 * it, weighted by the name's specificity and by whether the file imports that definer: the one
 * place that decides which links exist and how much each weighs.
 */
function buildFileGraph(index, weigh, imports = NO_IMPORTS) {
    const n = index.files.length;
    const { definerStart, definerFiles, referrerStart, referrerFiles, referrerCounts } = index;
    const slotBase = new Int32Array(index.names.length).fill(-1);
    let slots = 0;
    // Links go straight into typed arrays made for the most there can be: a link from each file that
    // references a name that weighs anything to each file that defines it (fewer: a file does not
    // link to itself). Fresh memory is dear (see README, Performance): no arrays doubled and copied.
    let most = 0;
    for (const id of index.referencedOrder) {
        const definers = definerStart[id + 1] - definerStart[id];
        if (definers && weigh(id, 1) > 0)
            most += (referrerStart[id + 1] - referrerStart[id]) * definers;
    }
    let links = 0;
    const from = new Int32Array(most);
    const to = new Int32Array(most);
    const slot = new Int32Array(most);
    const weights = new Float64Array(most);
    for (const id of index.referencedOrder) {
        const firstDefiner = definerStart[id];
        const definers = definerStart[id + 1] - firstDefiner;
        if (!definers)
            continue;
        for (let r = referrerStart[id]; r < referrerStart[id + 1]; r++) {
            const source = referrerFiles[r];
            const named = weigh(id, referrerCounts[r]);
            if (named <= 0)
                continue;
            const resolved = imports.resolves(source);
            const importsADefiner = resolved && definers > 1 && definersOf(index, id).some((d) => imports.has(source, d));
            if (slotBase[id] < 0) {
                slotBase[id] = slots;
                slots += definers;
            }
            for (let i = 0; i < definers; i++) {
                const target = definerFiles[firstDefiner + i];
                if (target === source)
                    continue;
                const weight = !resolved
                    ? named
                    : imports.has(source, target)
                        ? named * TUNING.graph.importedBoost
                        : named * (importsADefiner ? TUNING.graph.shadowedFactor : TUNING.graph.unimportedFactor);
                from[links] = source;
                to[links] = target;
                slot[links] = slotBase[id] + i;
                weights[links++] = weight;
            }
        }
    }
    if (links > most)
        throw new Error(`${links} links, more than the ${most} counted`); // writes past the arrays are lost
    const [linkFrom, linkTo, linkSlot, linkWeight] = [
        from.subarray(0, links),
        to.subarray(0, links),
        slot.subarray(0, links),
        weights.subarray(0, links),
    ];
    return {
        files: index.files,
        slotBase,
        slots,
        linkFrom,
        linkSlot,
        linkWeight,
        ...mergeLinks(n, linkFrom, linkTo, linkWeight),
    };
}
/**
 * Links merged into edges, one per (from, to), sorted by source then target: links are bucketed by
 * source (stable, so weights add up in link order), then merged per target through arrays indexed
 * by file — linear in links, no map keyed by pairs.
 */
function mergeLinks(n, from, to, weights) {
    const { start, order: bySource } = bucketOrder(n, from);
    const edgeFrom = new Int32Array(from.length);
    const edgeTo = new Int32Array(from.length);
    const edgeWeight = new Float64Array(from.length);
    const seenFrom = new Int32Array(n).fill(-1);
    const sum = new Float64Array(n);
    let edges = 0;
    for (let source = 0; source < n; source++) {
        const first = edges;
        for (let k = start[source]; k < start[source + 1]; k++) {
            const link = bySource[k];
            const target = to[link];
            if (seenFrom[target] !== source) {
                seenFrom[target] = source;
                sum[target] = 0;
                edgeTo[edges++] = target;
            }
            sum[target] += weights[link];
        }
        edgeTo.subarray(first, edges).sort();
        for (let e = first; e < edges; e++) {
            edgeFrom[e] = source;
            edgeWeight[e] = sum[edgeTo[e]];
        }
    }
    return {
        edgeFrom: edgeFrom.subarray(0, edges),
        edgeTo: edgeTo.subarray(0, edges),
        edgeWeight: edgeWeight.subarray(0, edges),
    };
}
/**
 * The file graph as a graphology graph (for inspection and export): a node per file, weighted
 * edges keyed `source->target` (graphology's own edge keys count graphs made in the process, so
 * two runs would export different bytes).
 */
function toGraphology(graph) {
    const model = new Graph({
        type: 'directed',
        multi: false,
        allowSelfLoops: false,
    });
    graph.files.forEach((path) => model.addNode(path, { label: path }));
    for (let i = 0; i < graph.edgeFrom.length; i++) {
        const [source, target] = [graph.files[graph.edgeFrom[i]], graph.files[graph.edgeTo[i]]];
        model.addDirectedEdgeWithKey(`${source}->${target}`, source, target, { weight: graph.edgeWeight[i] });
    }
    return model;
}

;// CONCATENATED MODULE: ./src/core/rank/pagerank.ts



/** The walks over the edges `from[i] → to[i]` with weight `weight[i]`. */
function toWalks(n, from, to, weight) {
    const outWeight = new Float64Array(n);
    const inWeight = new Float64Array(n);
    const inDegree = new Int32Array(n);
    for (let i = 0; i < from.length; i++) {
        outWeight[from[i]] += weight[i];
        inWeight[to[i]] += weight[i];
        inDegree[to[i]]++;
    }
    // By target, then (stably) by source: rows by source, each row's edges by target, then as given.
    // The file graph's edges come in that order (see buildFileGraph): then only the rows' starts are counted.
    const { start, order } = inRowOrder(from, to)
        ? { start: bucketStarts(n, from), order: undefined }
        : bySourceThenTarget(n, from, to);
    const target = new Int32Array(from.length);
    const forward = new Float64Array(from.length);
    const reverse = new Float64Array(from.length);
    for (let at = 0; at < from.length; at++) {
        const i = order ? order[at] : at;
        target[at] = to[i];
        forward[at] = weight[i] / outWeight[from[i]];
        reverse[at] = weight[i] / inWeight[to[i]];
    }
    return { start, target, forward, reverse, outWeight, inDegree };
}
/** Whether edges are sorted by source, then by target. */
function inRowOrder(from, to) {
    for (let i = 1; i < from.length; i++)
        if (from[i] < from[i - 1] || (from[i] === from[i - 1] && to[i] < to[i - 1]))
            return false;
    return true;
}
/** The edges' order by source, then by target, then as given (two stable bucketings), and the rows' starts. */
function bySourceThenTarget(n, from, to) {
    const { order: byTarget } = bucketOrder(n, to);
    const sources = new Int32Array(byTarget.length);
    for (let at = 0; at < byTarget.length; at++)
        sources[at] = from[byTarget[at]];
    const { start, order } = bucketOrder(n, sources);
    for (let at = 0; at < order.length; at++)
        order[at] = byTarget[order[at]];
    return { start, order };
}
/**
 * Personalized PageRank by power iteration: with probability `damping` follow an edge by weight,
 * else (and from nodes without one to follow) jump to a node drawn from `teleport`. The walk along
 * the edges, and with `both` the walk against them, in one pass over the rows per iteration: the
 * forward walk spreads each source's rank to its targets, the reverse one gathers into each source
 * the rank of its targets. Each node sums what it receives in the order of the nodes it comes from
 * (ascending), as a walk spreading over rows of its own would: the ranks are the same to the bit.
 */
function personalizedPageRank(walks, teleport, both = false, damping = TUNING.rank.damping, tolerance = 1e-10, maxIterations = 200) {
    const n = teleport.length;
    const { start, target, inDegree } = walks;
    const [forwardShare, reverseShare] = [walks.forward, walks.reverse];
    let forward = Float64Array.from(teleport);
    let nextForward = new Float64Array(n);
    // The reverse walk's vectors, when it is asked for.
    let reverse = both ? Float64Array.from(teleport) : new Float64Array(0);
    let nextReverse = new Float64Array(both ? n : 0);
    const reverseFlow = new Float64Array(both ? n : 0);
    let forwardDone = false;
    let reverseDone = !both;
    /** The jump's share of the rank, and the iteration's change; `next` holds the rank received so far. */
    const finish = (next, rank, lost) => {
        const jump = damping * lost + (1 - damping);
        let delta = 0;
        for (let j = 0; j < n; j++) {
            next[j] += jump * teleport[j];
            delta += Math.abs(next[j] - rank[j]);
        }
        return delta;
    };
    for (let iteration = 0; iteration < maxIterations && !(forwardDone && reverseDone); iteration++) {
        let forwardLost = 0;
        let reverseLost = 0;
        if (!forwardDone)
            nextForward.fill(0);
        if (!reverseDone) {
            for (let i = 0; i < n; i++) {
                reverseFlow[i] = damping * reverse[i];
                if (inDegree[i] === 0)
                    reverseLost += reverse[i];
            }
        }
        for (let i = 0; i < n; i++) {
            const first = start[i];
            const end = start[i + 1];
            if (!forwardDone) {
                if (first === end)
                    forwardLost += forward[i];
                else {
                    const flow = damping * forward[i];
                    for (let e = first; e < end; e++)
                        nextForward[target[e]] += flow * forwardShare[e];
                }
            }
            if (!reverseDone) {
                let received = 0;
                for (let e = first; e < end; e++)
                    received += reverseFlow[target[e]] * reverseShare[e];
                nextReverse[i] = received;
            }
        }
        if (!forwardDone) {
            const delta = finish(nextForward, forward, forwardLost);
            [forward, nextForward] = [nextForward, forward];
            forwardDone = delta < tolerance;
        }
        if (!reverseDone) {
            const delta = finish(nextReverse, reverse, reverseLost);
            [reverse, nextReverse] = [nextReverse, reverse];
            reverseDone = delta < tolerance;
        }
    }
    return both ? { forward, reverse } : { forward };
}
function normalize(vector) {
    let sum = 0;
    for (const v of vector)
        sum += v;
    if (sum > 0)
        for (let i = 0; i < vector.length; i++)
            vector[i] /= sum;
    return vector;
}
/**
 * The teleport vector: where a reader of this change starts looking. Uniform without a focus.
 * `intended(id, definer)`: how much a name the change uses means that definer of it (1 whole).
 */
function teleportVector(index, focus, weigh, priors, intended) {
    const n = index.files.length;
    const position = new Map(index.files.map((path, i) => [path, i]));
    const focusFiles = new Float64Array(n);
    for (const path of [...(focus?.changedFiles ?? []), ...(focus?.files ?? [])]) {
        const i = position.get(path);
        if (i !== undefined)
            focusFiles[i] = 1;
    }
    const identifiers = new Set(focus?.identifiers);
    const touched = new Set(focus?.touched);
    const definers = new Float64Array(n);
    const callers = new Float64Array(n);
    if (identifiers.size || touched.size) {
        for (const id of index.definedOrder) {
            const name = index.names[id];
            if (!identifiers.has(name) && !touched.has(name))
                continue;
            const files = definersOf(index, id);
            if (files.length > TUNING.graph.maxDefiners)
                continue;
            for (const file of files)
                definers[file] += intended(id, file) / files.length;
            if (touched.has(name)) {
                for (let r = index.referrerStart[id]; r < index.referrerStart[id + 1]; r++)
                    callers[index.referrerFiles[r]] += weigh(id, index.referrerCounts[r]);
            }
        }
    }
    const parts = [
        [normalize(focusFiles), TUNING.rank.focusFilesMass],
        [normalize(definers), TUNING.rank.definersMass],
        [normalize(callers), TUNING.rank.callersMass],
    ];
    const teleport = new Float64Array(n);
    for (const [vector, mass] of parts)
        for (let i = 0; i < n; i++)
            teleport[i] += vector[i] * mass;
    if (!teleport.some((v) => v > 0))
        teleport.fill(1);
    normalize(teleport);
    // Key project files (manifests, build and CI config) get a small share of the jumps.
    const keyFiles = index.files.map((path, i) => (priors.has(path) ? i : -1)).filter((i) => i >= 0);
    if (keyFiles.length) {
        for (let i = 0; i < n; i++)
            teleport[i] *= 1 - TUNING.rank.keyFilesMass;
        for (const i of keyFiles)
            teleport[i] += TUNING.rank.keyFilesMass / keyFiles.length;
    }
    return teleport;
}

;// CONCATENATED MODULE: ./src/core/rank/ranking.ts


/** The ranking of files by their scores (the graph's files, in path order) and of definitions by theirs. */
function rankingByScores(files, fileScores, focusFiles, definitionScores) {
    const { start, defsOf, scores, tieOrder } = definitionScores;
    const owner = ownersOf(start);
    const placed = byScoreDescendingWhenRead(scores, tieOrder);
    const definitions = rankedDefinitions(scores.length, (r) => {
        const k = placed(r);
        const position = k - start[owner[k]];
        const { name, kind, line, endLine, signature } = definitionAt(defsOf[owner[k]], position);
        return { name, kind, line, endLine, signature, path: files[owner[k]], position, score: scores[k] };
    });
    // The graph's files are in path order: a stable order by score breaks ties by path.
    const ranked = Array.from(byScoreDescending(fileScores), (i) => ({
        path: files[i],
        rank: fileScores[i],
        focus: focusFiles.has(files[i]),
    }));
    return rankingOf(ranked, definitions, bestScoresOf(files, start, scores));
}
/** The file of each definition k: file f owns those from `start[f]` to `start[f + 1]`. */
function ownersOf(start) {
    const owner = new Int32Array(start[start.length - 1]);
    for (let file = 0; file + 1 < start.length; file++)
        owner.fill(file, start[file], start[file + 1]);
    return owner;
}
/** Each file's best definition score (its first in the order), for the files that define anything. */
function bestScoresOf(files, start, scores) {
    const bestScores = new Map();
    for (let file = 0; file < files.length; file++) {
        let best = -Infinity;
        for (let k = start[file]; k < start[file + 1]; k++)
            best = Math.max(best, scores[k]);
        if (best > -Infinity)
            bestScores.set(files[file], best);
    }
    return bestScores;
}
/** Ranked definitions made by `make` (from a place to its definition) when first read, then kept. */
function rankedDefinitions(length, make) {
    const made = new Array(length);
    return {
        *[Symbol.iterator]() {
            for (let place = 0; place < length; place++)
                yield (made[place] ??= make(place));
        },
    };
}
/** A ranking of these files and definitions, each in rank order; `bestScores` as Ranking has them. */
function rankingOf(files, definitions, bestScores) {
    const placeOf = new Map();
    files.forEach((file, place) => placeOf.set(file.path, place));
    return { files, definitions, placeOf, bestScores };
}
/** A file's rank, undefined for a path the ranking does not hold. */
function rankOf(ranking, path) {
    const place = ranking.placeOf.get(path);
    return place === undefined ? undefined : ranking.files[place].rank;
}

;// CONCATENATED MODULE: ./src/core/rank/signals.ts






/** Test data, fixtures and snapshots: inputs of tests, rarely what a reviewer looks up (vendored code is not even listed). */
const FIXTURE_PATH = /(^|\/)(testdata|fixtures?|__fixtures__|__snapshots__)(\/|$)|(^|\/)tests?\/data(\/|$)/i;
/**
 * Rank files and their definitions. With a focus, two walks from the same start: along
 * reference→definition edges (the context the change uses) and against them (the code that uses
 * what the change touches); their blend is a file's score. A file's score is then shared among
 * its definitions by how much rank reaches each one and by what the change does to them.
 */
function rank(graph, index, tags, focus, weigh, 
/** Files with a small prior of their own (the key project files). */
priors = new Set(), 
/** What each file's imports reach: the definers of the names the change uses that it means. */
imports = NO_IMPORTS) {
    const change = changeOf(graph, index, focus, imports);
    const teleport = teleportVector(index, focus, weigh, priors, change.intended);
    const walks = toWalks(graph.files.length, graph.edgeFrom, graph.edgeTo, graph.edgeWeight);
    const { forward, reverse } = personalizedPageRank(walks, teleport, hasFocus(focus));
    const fileScores = lowerFixtures(blendWalks(forward, reverse), graph.files, change.focusFiles);
    // shares[k]: definition k's share of its file's score; factors[k]: a factor applied after the sharing.
    const shares = inflowShares(graph, index, walks, forward);
    const callsTouched = callerBonus(shares, graph, index, tags, change);
    const factors = changedFileFactors(shares, callsTouched, graph, index, change);
    identifierBonus(shares, graph, index, change);
    repeatedNames(shares, index);
    const scores = divideFileScores(fileScores, shares, factors, index);
    const defsOf = graph.files.map((path) => tags.get(path).defs);
    const tieOrder = sourceOrder(index, defsOf);
    fileDecay(scores, tieOrder, graph, index, change);
    return rankingByScores(graph.files, fileScores, change.focusFiles, {
        start: index.definitionStart,
        defsOf,
        scores,
        tieOrder,
    });
}
function changeOf(graph, index, focus, imports) {
    const changed = new Set(focus?.changedFiles);
    const changedIndices = graph.files.flatMap((path, i) => (changed.has(path) ? [i] : []));
    const reached = reachedDefiners(index, imports, changedIndices);
    const intended = (id, definer) => {
        const found = reached(id);
        return !found || found.has(definer) ? 1 : TUNING.rank.shadowedIdentifier;
    };
    const touched = new Set(focus?.touched);
    return {
        focusFiles: new Set([...(focus?.changedFiles ?? []), ...(focus?.files ?? [])]),
        changed,
        touched,
        isTouched: idsNamed(index, touched),
        isIdentifier: idsNamed(index, new Set(focus?.identifiers)),
        reached,
        intended,
    };
}
function hasFocus(focus) {
    return (!!focus && focus.changedFiles.length + focus.files.length + focus.identifiers.length + focus.touched.length > 0);
}
/**
 * The definers of a name the change uses that the changed files referencing it reach by their
 * imports: undefined when none is reached, or when no changed file that references it resolves imports.
 */
function reachedDefiners(index, imports, changed) {
    const cache = new Map();
    return (id) => {
        if (cache.has(id))
            return cache.get(id);
        const referrers = referrersOf(index, id);
        const users = changed.filter((c) => referrers.includes(c) && imports.resolves(c));
        const found = definersOf(index, id).filter((d) => users.some((c) => c === d || imports.has(c, d)));
        const reached = found.length ? new Set(found) : undefined;
        cache.set(id, reached);
        return reached;
    };
}
/** Which ids (in any family) have one of these names: an array of flags by id. */
function idsNamed(index, names) {
    const flags = new Uint8Array(index.names.length);
    if (names.size) {
        for (const ids of index.ids.values()) {
            for (const name of names) {
                const id = ids.get(name);
                if (id !== undefined)
                    flags[id] = 1;
            }
        }
    }
    return flags;
}
/** A file's score: the walk along the links blended with the walk against them (TUNING.rank.forwardShare), or the first alone. */
function blendWalks(forward, reverse) {
    if (!reverse)
        return forward;
    const score = new Float64Array(forward.length);
    for (let i = 0; i < forward.length; i++)
        score[i] = TUNING.rank.forwardShare * forward[i] + (1 - TUNING.rank.forwardShare) * reverse[i];
    return score;
}
/** The scores with test data and fixtures outside the focus lowered (TUNING.rank.fixtureFactor), as a new array. */
function lowerFixtures(score, files, focusFiles) {
    if (TUNING.rank.fixtureFactor === 1)
        return score;
    const lowered = Float64Array.from(score);
    files.forEach((path, i) => {
        if (!focusFiles.has(path) && FIXTURE_PATH.test(path))
            lowered[i] *= TUNING.rank.fixtureFactor;
    });
    return lowered;
}
/**
 * Each definition's share by the rank arriving at its (file, name) along forward links (how much
 * the rest of the map needs it) over its file's total, above a floor (TUNING.rank.definitionFloor).
 */
function inflowShares(graph, index, walks, forward) {
    const { outWeight } = walks;
    const inflow = new Float64Array(graph.slots);
    for (let i = 0; i < graph.linkFrom.length; i++) {
        const from = graph.linkFrom[i];
        inflow[graph.linkSlot[i]] += (forward[from] * graph.linkWeight[i]) / outWeight[from];
    }
    const inflowOf = (file, id) => {
        const base = graph.slotBase[id];
        if (base < 0)
            return 0;
        // The file defines the name: it is among the name's definers, from definerStart[id] on.
        const first = index.definerStart[id];
        return inflow[base + index.definerFiles.indexOf(file, first) - first];
    };
    const { definitionStart, definitionIds } = index;
    const shares = new Float64Array(definitionIds.length);
    for (let file = 0; file < graph.files.length; file++) {
        const [first, end] = [definitionStart[file], definitionStart[file + 1]];
        let inflowTotal = 0;
        for (let k = first; k < end; k++)
            inflowTotal += shares[k] = inflowOf(file, definitionIds[k]);
        for (let k = first; k < end; k++) {
            let share = TUNING.rank.definitionFloor;
            if (inflowTotal > 0)
                share += shares[k] / inflowTotal;
            shares[k] = share;
        }
    }
    return shares;
}
/** The bonus of a definition whose lines call a name the change touches (TUNING.rank.callerBonus): flags of those that do. */
function callerBonus(shares, graph, index, tags, { touched }) {
    const { definitionStart } = index;
    const callsTouched = new Uint8Array(shares.length);
    if (!touched.size)
        return callsTouched;
    for (let file = 0; file < graph.files.length; file++) {
        const [first, end] = [definitionStart[file], definitionStart[file + 1]];
        if (first === end)
            continue;
        const { defs, refs } = tags.get(graph.files[file]);
        const calls = refs.lines.filter((_, i) => touched.has(refs.strings[refs.names[i]]));
        if (!calls.length)
            continue;
        for (let k = first; k < end; k++) {
            const [line, endLine] = [defs.lines[k - first], defs.endLines[k - first]];
            if (!calls.some((call) => call >= line && call <= endLine))
                continue;
            shares[k] += TUNING.rank.callerBonus;
            callsTouched[k] = 1;
        }
    }
    return callsTouched;
}
/**
 * In a changed file: the bonus of the definitions the change touches (TUNING.rank.touchedBonus).
 * Its definitions that the change neither touches nor calls into are already in the diff's
 * context: they rank below the file's score, by factors applied after the sharing.
 */
function changedFileFactors(shares, callsTouched, graph, index, change) {
    const { definitionStart, definitionIds } = index;
    const factors = new Float64Array(shares.length).fill(1);
    for (let file = 0; file < graph.files.length; file++) {
        if (!change.changed.has(graph.files[file]))
            continue;
        for (let k = definitionStart[file]; k < definitionStart[file + 1]; k++) {
            let factor = 1;
            if (change.isTouched[definitionIds[k]])
                shares[k] += TUNING.rank.touchedBonus;
            else if (!callsTouched[k])
                factor = TUNING.rank.untouchedInChanged;
            factors[k] = factor * TUNING.rank.changedFactor;
        }
    }
    return factors;
}
/**
 * Outside the changed files, the bonus of a definition whose name is in added lines (what the
 * change uses): a name the change's imports resolve means the definers they reach; one they do
 * not, all of its definers, each the less the more files define it. A name used everywhere earns
 * TUNING.rank.ubiquitousIdentifier of it.
 */
function identifierBonus(shares, graph, index, change) {
    const { definitionStart, definitionIds } = index;
    for (let file = 0; file < graph.files.length; file++) {
        if (change.changed.has(graph.files[file]))
            continue;
        for (let k = definitionStart[file]; k < definitionStart[file + 1]; k++) {
            const id = definitionIds[k];
            if (!change.isIdentifier[id])
                continue;
            const everywhere = usedEverywhere(referrersOf(index, id).length, graph.files.length);
            const meant = change.reached(id)
                ? change.intended(id, file)
                : Math.min(1, TUNING.rank.identifierDefiners / definersOf(index, id).length);
            shares[k] += TUNING.rank.identifierBonus * meant * (everywhere ? TUNING.rank.ubiquitousIdentifier : 1);
        }
    }
}
/** A name the file defines again (a Rust type's impl blocks, overloads) takes a smaller share (TUNING.rank.repeatedNameFactor). */
function repeatedNames(shares, index) {
    const { definitionStart, definitionIds } = index;
    const definedIn = new Int32Array(index.names.length).fill(-1);
    for (let file = 0; file + 1 < definitionStart.length; file++) {
        for (let k = definitionStart[file]; k < definitionStart[file + 1]; k++) {
            const id = definitionIds[k];
            if (definedIn[id] === file)
                shares[k] *= TUNING.rank.repeatedNameFactor;
            definedIn[id] = file;
        }
    }
}
/**
 * Each definition's score: its file's score times its share and factor, over a divisor between the
 * shares' total and the best share (TUNING.rank.bestShare: a big file's best definition is not
 * diluted by the number of the others).
 */
function divideFileScores(fileScores, shares, factors, index) {
    const { definitionStart } = index;
    const scores = new Float64Array(shares.length);
    for (let file = 0; file + 1 < definitionStart.length; file++) {
        const [first, end] = [definitionStart[file], definitionStart[file + 1]];
        let sharesTotal = 0;
        let bestShare = 0;
        for (let k = first; k < end; k++) {
            sharesTotal += shares[k];
            bestShare = Math.max(bestShare, shares[k]);
        }
        const divisor = sharesTotal ** (1 - TUNING.rank.bestShare) * bestShare ** TUNING.rank.bestShare;
        for (let k = first; k < end; k++)
            scores[k] = (fileScores[file] * shares[k] * factors[k]) / divisor;
    }
    return scores;
}
/**
 * The definitions in the order that breaks ties of score: by file (path), then in source order
 * (line, name, position). They mostly come from a parse in source order: sorted only when they are not.
 */
function sourceOrder(index, defsOf) {
    const { definitionStart } = index;
    const tieOrder = new Int32Array(index.definitionIds.length);
    for (let k = 0; k < tieOrder.length; k++)
        tieOrder[k] = k;
    for (let file = 0; file < defsOf.length; file++) {
        const [first, end] = [definitionStart[file], definitionStart[file + 1]];
        const bySource = inSourceOrder(defsOf[file]);
        let sorted = true;
        for (let i = 1; i < end - first && sorted; i++)
            sorted = bySource(i - 1, i) <= 0;
        if (!sorted)
            tieOrder.subarray(first, end).sort((a, b) => bySource(a - first, b - first));
    }
    return tieOrder;
}
/**
 * Each further definition of a file, in score order, counts less (the j-th TUNING.rank.fileDecay^j),
 * but those named in added lines outside the changed files.
 */
function fileDecay(scores, tieOrder, graph, index, change) {
    if (TUNING.rank.fileDecay === 1)
        return;
    const { definitionStart, definitionIds } = index;
    let mostInAFile = 0;
    for (let file = 0; file < graph.files.length; file++)
        mostInAFile = Math.max(mostInAFile, definitionStart[file + 1] - definitionStart[file]);
    const decay = new Float64Array(mostInAFile);
    for (let j = 0; j < mostInAFile; j++)
        decay[j] = TUNING.rank.fileDecay ** j;
    for (let file = 0; file < graph.files.length; file++) {
        const [first, end] = [definitionStart[file], definitionStart[file + 1]];
        if (first === end)
            continue;
        const isChanged = change.changed.has(graph.files[file]);
        const byScore = Int32Array.from(tieOrder.subarray(first, end)).sort((a, b) => scores[b] - scores[a] || a - b);
        let j = 0;
        for (const k of byScore)
            if (isChanged || !change.isIdentifier[definitionIds[k]])
                scores[k] *= decay[j++];
    }
}

;// CONCATENATED MODULE: ./src/core/rank/focused.ts



/** The ranking of an index's files and definitions for a focus: the graph weighs links by what the focus touches. */
function rankFor(index, focus) {
    const weigh = edgeWeigher(index.names, focus);
    const graph = buildFileGraph(index.names, weigh, index.imports);
    return { graph, ranking: rank(graph, index.names, index.tags, focus, weigh, index.keyFiles, index.imports) };
}
/** The index ranked for its focus plus more files and identifiers: parsing and linking are reused, only the ranking runs again. */
function withFocus(index, more) {
    const files = focusPaths(index.root, more.files).map((path) => index.copies.entryOf.get(path) ?? path);
    const focus = mergeFocus(index.focus, [...index.focus.files, ...files], more.identifiers ?? []);
    return { ...index, focus, ...rankFor(index, focus) };
}

;// CONCATENATED MODULE: ./src/core/lookup/shapes.ts
// Which definitions a use can mean: by its shape (a call through a receiver, `x.m()`, means a
// member; a bare call, where members are called through a receiver only, a free definition; a bare
// name a file defines itself, its own definition) and by what the definition lets other files see
// (a private member is seen from its own file only, a Go name in lower case from its package only).

/**
 * The definitions of `name` in a file of `language`: each a member when its container is a class,
 * struct, interface, trait, impl, enum, union or type (a module's definitions are free), with where
 * it can be used from.
 */
function meaningsOf(defs, name, language) {
    const meanings = [];
    for (let i = 0; i < defs.names.length; i++)
        if (defs.strings[defs.names[i]] === name)
            meanings.push(meaningAt(defs, i, language));
    return meanings;
}
/** The i-th definition of a file of `language`, as the lookups weigh it (see meaningsOf). */
function meaningAt(defs, i, language) {
    const { strings, names, kinds, parents, signatures } = defs;
    const holder = parents[i] >= 0 ? strings[kinds[parents[i]]] : undefined;
    const name = strings[names[i]];
    return {
        member: holder !== undefined && holder !== 'module',
        visibility: visibility(language?.id, name, strings[signatures[i]], holder),
    };
}
/** The shape of a definition by its kind alone (a removed one, whose container is no longer known), or undefined. */
function meaningOfKind(kind) {
    if (MEMBER_KINDS.has(kind))
        return { member: true, visibility: 'everywhere' };
    if (kind === 'function')
        return { member: false, visibility: 'everywhere' };
    return undefined;
}
const MEMBER_KINDS = new Set(['method', 'field', 'property', 'constructor']);
/** Languages whose `private` (Swift's `fileprivate` too) keeps a definition in its file. */
const PRIVATE_KEYWORD = new Set(['java', 'c_sharp', 'kotlin', 'swift', 'scala', 'typescript', 'tsx', 'php', 'dart']);
function visibility(language, name, signature, holder) {
    if (language === 'go')
        return /^[\p{Lu}]/u.test(name) ? 'everywhere' : 'directory';
    if (language === 'python')
        return holder === undefined && /^_(?!_)/.test(name) ? 'importers' : 'everywhere';
    if (language === 'dart' && name.startsWith('_'))
        return 'file';
    if (name.startsWith('#'))
        return 'file';
    if (language === undefined || !PRIVATE_KEYWORD.has(language))
        return 'everywhere';
    const modifiers = signature.slice(0, Math.max(0, signature.indexOf(name)));
    if (/\b(private|fileprivate)\b/.test(modifiers))
        return 'file';
    // A C# class or struct member is private unless it says otherwise.
    if (language === 'c_sharp' &&
        (holder === 'class' || holder === 'struct') &&
        !/\b(public|protected|internal)\b/.test(modifiers))
        return 'file';
    return 'everywhere';
}
/**
 * The shapes of the definitions among `meanings` (a definer's, at `definerPath`) that the file
 * at `fromPath` can see (`importsName`: that file imports the name itself); undefined when it can
 * see none of them.
 */
function visibleShapes(meanings, definerPath, fromPath, importsName) {
    let shapes;
    for (const { member, visibility } of meanings) {
        if (!sees(visibility, definerPath, fromPath, importsName))
            continue;
        shapes ??= { member: false, free: false };
        if (member)
            shapes.member = true;
        else
            shapes.free = true;
    }
    return shapes;
}
function sees(visibility, definerPath, fromPath, importsName) {
    if (visibility === 'everywhere' || fromPath === definerPath)
        return true;
    if (visibility === 'directory')
        return (0,external_node_path_namespaceObject.dirname)(fromPath) === (0,external_node_path_namespaceObject.dirname)(definerPath);
    return visibility === 'importers' && importsName;
}
/**
 * Whether a use of kind `kind` in a file of `language` can mean a definition of `shapes`: a method
 * call only a member; a bare call or an import, where the language calls members through a
 * receiver only (and imports none), only a free definition; anything else, either.
 */
function reaches(kind, language, shapes) {
    if (kind === 'method')
        return shapes.member;
    if ((kind === 'call' || kind === 'import') && language?.bareCallsAreFree)
        return shapes.free;
    return true;
}
/** Kinds of uses through a receiver or a path: their name is not looked up in the using file's own scope. */
const NOT_IN_SCOPE = new Set(['method', 'qualified']);
/**
 * Whether a use means the using file's own definition of the name (`own`, the shapes of its
 * definitions of that name, if any): a bare name that the file defines in a shape the use can mean.
 */
function meansOwn(kind, language, own) {
    return own !== undefined && !NOT_IN_SCOPE.has(kind) && reaches(kind, language, own);
}

;// CONCATENATED MODULE: ./src/core/lookup/lookup.ts
// Questions about a repository, answered from its index (the same parse, links and ranking as the
// map): where is a name defined, who uses it, what is in a file, what does the change break.









/** Items `offset` to `offset + limit` of a list, and how many there are in all. */
function page(items, limit, offset = 0) {
    return { items: items.slice(offset, offset + Math.max(0, limit)), total: items.length };
}
const UNLIMITED = Number.MAX_SAFE_INTEGER;
const changeKey = (d) => `${d.path}\0${d.line}\0${d.name}`;
const lookups = new WeakMap();
function lookup(index) {
    let found = lookups.get(index);
    if (found)
        return found;
    found = {
        fileNumbers: new Map(index.names.files.map((path, i) => [path, i])),
        families: [...new Set(index.names.files.map(familyOf))],
        changedScores: new Map(),
    };
    const changed = new Set(index.focus.changedFiles);
    for (const d of index.ranking.definitions)
        if (changed.has(d.path))
            found.changedScores.set(changeKey(d), d.score);
    lookups.set(index, found);
    return found;
}
/**
 * Make the lookups the questions use now rather than on the first question (a server's first
 * answer should be as quick as the others).
 */
function prepareQueries(index) {
    lookup(index);
}
/** A file's number in the index, or undefined when the index has no such file. */
function fileNumber(index, path) {
    return lookup(index).fileNumbers.get(path);
}
/** Files in the order the ranking puts them: the better-ranked first. */
function rankOrder(index) {
    const { placeOf } = index.ranking;
    return (path) => placeOf.get(path) ?? Number.MAX_SAFE_INTEGER;
}
/** Whether the index has this file (parsed, or outlined; a copy folded into another entry too). */
function hasFile(index, path) {
    return fileTags(index, path) !== undefined;
}
/** A file's definitions and references: a folded copy's are its own, though the graph holds its entry's only. */
function fileTags(index, path) {
    return index.tags.get(path) ?? index.copyTags.get(path);
}
/** The entry of the map and the graph that stands for a path: itself, unless it is a copy folded into another. */
const entryOf = (index, path) => index.copies.entryOf.get(path) ?? path;
const familyOf = (path) => languageOf(path)?.family ?? '';
/** The files the name index gives for a name in each language family of the index (a file is of one family). */
function inEveryFamily(index, filesOf, name) {
    return lookup(index).families.flatMap((family) => [...filesOf(index.names, nameId(index.names, family, name))]);
}
/**
 * Every definition of `name`, in every language. With `fromPath`, ordered by how that file reaches
 * each one: its own, then those it imports, then namesakes in its language family (linked by name
 * alone), then other languages; else, and within each of those, by the ranking of their files.
 * `limit` of them from `offset` on.
 */
function findDefinitions(index, name, fromPath, limit = UNLIMITED, offset = 0) {
    const order = rankOrder(index);
    const fromEntry = fromPath === undefined ? undefined : entryOf(index, fromPath);
    const from = fromEntry === undefined ? undefined : fileNumber(index, fromEntry);
    const hits = [];
    for (const file of inEveryFamily(index, definersOf, name)) {
        const path = index.names.files[file];
        const defs = definitionList(index.tags.get(path).defs);
        for (const def of defs) {
            if (def.name !== name)
                continue;
            const copies = index.copies.of.get(path);
            const hit = {
                path,
                line: def.line,
                endLine: def.endLine,
                kind: def.kind,
                name,
                signature: def.signature,
                ...containerOf(def, defs),
                ...(copies && { copies }),
            };
            if (fromEntry !== undefined) {
                hit.reach =
                    path === fromEntry
                        ? 'same-file'
                        : from !== undefined && index.imports.has(from, file)
                            ? 'imported'
                            : familyOf(path) === familyOf(fromEntry)
                                ? 'namesake'
                                : 'other-language';
            }
            hits.push(hit);
        }
    }
    const reachOrder = { 'same-file': 0, imported: 1, namesake: 2, 'other-language': 3 };
    hits.sort((a, b) => (a.reach && b.reach ? reachOrder[a.reach] - reachOrder[b.reach] : 0) ||
        order(a.path) - order(b.path) ||
        compareStrings(a.path, b.path) ||
        a.line - b.line);
    return page(hits, limit, offset);
}
function containerOf(def, defs) {
    return def.parent === undefined ? {} : { container: defs[def.parent].name };
}
const VIA_OF_REACH = {
    'same-file': 'scope',
    imported: 'import',
    namesake: 'name',
};
function referencePage(hits, limit, offset = 0) {
    return { ...page(hits, limit, offset), byName: hits.filter((hit) => hit.via === 'name').length };
}
/**
 * The uses of `name`: every reference to it, or with `definerPath` the references that resolve to
 * that file's definition as the graph resolves them (in its language family; not from files that
 * import another definer of the name instead). By file rank, then line; `limit` of them from `offset` on.
 */
function findReferences(index, name, definerPath, limit = UNLIMITED, offset = 0) {
    const hits = definerPath === undefined ? allReferences(index, name) : referencesTo(index, name, definerPath);
    const order = rankOrder(index);
    hits.sort((a, b) => order(a.path) - order(b.path) ||
        compareStrings(a.path, b.path) ||
        a.line - b.line ||
        compareStrings(a.kind, b.kind));
    const shown = referencePage(hits, limit, offset);
    return { ...shown, items: withSourceLines(index, shown.items) };
}
/**
 * Every use of `name`, each linked as its file reaches a definition of it that the use's shape can
 * mean (see ./shapes): its own, an imported one, or by name.
 */
function allReferences(index, name) {
    const hits = [];
    for (const family of lookup(index).families) {
        const id = nameId(index.names, family, name);
        const definers = [...definersOf(index.names, id)].map((file) => {
            const path = index.names.files[file];
            return { file, path, meanings: meaningsIn(index, path, name) };
        });
        for (const file of referrersOf(index.names, id)) {
            const path = index.names.files[file];
            const language = languageOf(path);
            const uses = namedReferences(index.tags.get(path).refs, name);
            const importsName = uses.some((use) => use.kind === 'import');
            const seen = definers.map((d) => ({
                file: d.file,
                shapes: visibleShapes(d.meanings, d.path, path, importsName || index.imports.has(file, d.file)),
            }));
            for (const { line, kind } of uses) {
                const meant = seen.filter((d) => d.shapes && reaches(kind, language, d.shapes)).map((d) => d.file);
                const via = meant.includes(file)
                    ? 'scope'
                    : index.imports.resolves(file) && meant.some((d) => index.imports.has(file, d))
                        ? 'import'
                        : 'name';
                hits.push({ path, line, kind, via });
            }
        }
    }
    return hits;
}
/** Where a file refers to `name` (as a name: not a path). */
function namedReferences({ strings, names, kinds, lines }, name) {
    const found = [];
    for (let i = 0; i < names.length; i++)
        if (strings[names[i]] === name && !isPathKind(strings[kinds[i]]))
            found.push({ line: lines[i], kind: strings[kinds[i]] });
    return found;
}
/**
 * References to `name` that the graph links to the definer (whether or not the definer still
 * defines it: a removed name's callers), from files that can see its definition, and whose shape
 * can mean it (`meanings`: by default, the definer's definitions of the name; see ./shapes). A bare
 * name that the using file defines itself means its own definition, not this one.
 */
function referencesTo(index, name, definerOrCopy, meanings) {
    const definerPath = entryOf(index, definerOrCopy);
    const family = familyOf(definerPath);
    const id = nameId(index.names, family, name);
    const definer = fileNumber(index, definerPath);
    const definers = definersOf(index.names, id).filter((file) => file !== definer);
    const defined = meanings ?? meaningsIn(index, definerPath, name);
    const meant = defined.length > 0 ? defined : UNKNOWN_MEANINGS;
    const hits = [];
    for (const file of referrersOf(index.names, id)) {
        const path = index.names.files[file];
        const importsIt = definer !== undefined && index.imports.has(file, definer);
        // A file that imports another definer of the name, and not this one, means that one.
        if (!importsIt &&
            path !== definerPath &&
            index.imports.resolves(file) &&
            definers.some((d) => index.imports.has(file, d)))
            continue;
        const uses = namedReferences(index.tags.get(path).refs, name);
        const importsName = uses.some((use) => use.kind === 'import');
        const seen = visibleShapes(meant, definerPath, path, importsName || importsIt);
        if (!seen)
            continue;
        const reach = path === definerPath ? 'same-file' : importsIt ? 'imported' : 'namesake';
        const language = languageOf(path);
        const own = path === definerPath ? undefined : visibleShapes(meaningsIn(index, path, name), path, path, true);
        for (const { line, kind } of uses)
            if (reaches(kind, language, seen) && !meansOwn(kind, language, own))
                hits.push({ path, line, kind, reach, via: VIA_OF_REACH[reach] });
    }
    return hits;
}
/** A file's definitions of `name`, as the lookups weigh them (see ./shapes). */
function meaningsIn(index, path, name) {
    const tags = fileTags(index, path);
    return tags ? meaningsOf(tags.defs, name, languageOf(path)) : [];
}
/** What a name its definer no longer defines may have been: anything, seen from anywhere. */
const UNKNOWN_MEANINGS = [
    { member: true, visibility: 'everywhere' },
    { member: false, visibility: 'everywhere' },
];
/** The hits with their source lines: each file read once, only the lines wanted of it decoded. */
function withSourceLines(index, hits) {
    const wanted = new Map();
    for (const { path, line } of hits) {
        const lines = wanted.get(path);
        if (lines)
            lines.push(line);
        else
            wanted.set(path, [line]);
    }
    const texts = new Map();
    for (const [path, lines] of wanted) {
        const bytes = readRegularFile((0,external_node_path_namespaceObject.join)(index.root, path));
        texts.set(path, bytes ? decodeLines(bytes, lines) : new Map());
    }
    return hits.map((hit) => ({ ...hit, text: trimmedLine(texts.get(hit.path).get(hit.line) ?? '') }));
}
/** A source line as the map shows one: whitespace collapsed, cut past the signature limit. */
function trimmedLine(line) {
    return clip(line.replace(/\s+/g, ' ').trim());
}
/** All definitions of one file, nested by container, in source order; undefined when the index has no such file. */
function fileOutline(index, path) {
    const tags = fileTags(index, path);
    if (!tags)
        return undefined;
    const defs = definitionList(tags.defs);
    const entries = defs.map((def) => ({
        name: def.name,
        kind: def.kind,
        line: def.line,
        endLine: def.endLine,
        signature: def.signature,
        members: [],
    }));
    const top = [];
    defs.forEach((def, i) => (def.parent === undefined ? top : entries[def.parent].members).push(entries[i]));
    return top;
}

;// CONCATENATED MODULE: ./src/core/lookup/impact.ts





/** A class's constructors by name, in the languages that do not name them after the class. */
const CONSTRUCTOR_NAMES = {
    typescript: ['constructor'],
    tsx: ['constructor'],
    javascript: ['constructor'],
    vue: ['constructor'],
    html: ['constructor'],
    python: ['__init__', '__new__'],
    ruby: ['initialize'],
    php: ['__construct'],
    swift: ['init'],
};
/**
 * What the lookups know of a changed definition: its shape (see ./shapes; a removed one's by its
 * kind, its container being on the base side only), and for a constructor, its class's name: the
 * class is constructed by that name (`new Box()`, `Box()`).
 */
function changedDefinition(index, change) {
    if (change.status === 'removed') {
        const meaning = meaningOfKind(change.kind);
        return meaning ? { meanings: [meaning] } : {};
    }
    const defs = fileTags(index, change.path)?.defs;
    if (!defs)
        return {};
    for (let i = 0; i < defs.names.length; i++) {
        if (defs.lines[i] !== change.line || defs.strings[defs.names[i]] !== change.name)
            continue;
        const language = languageOf(change.path);
        const meaning = meaningAt(defs, i, language);
        const constructor = meaning.member && CONSTRUCTOR_NAMES[language?.id ?? '']?.includes(change.name);
        const constructs = constructor ? defs.strings[defs.names[defs.parents[i]]] : undefined;
        return { meanings: [meaning], ...(constructs !== undefined && { constructs }) };
    }
    return {};
}
/** Kinds of the uses of a class's name that construct it: `new Box()`, Python's `Box()`, `mod.Box()`. */
const CONSTRUCTING = new Set(['new', 'call', 'qualified']);
/** The uses of a changed definition outside the change: of its name, and for a constructor, where its class is constructed. */
function callersOf(index, change, changed) {
    const { meanings, constructs } = changedDefinition(index, change);
    const uses = referencesTo(index, change.name, change.path, meanings);
    if (constructs !== undefined)
        for (const hit of referencesTo(index, constructs, change.path))
            if (CONSTRUCTING.has(hit.kind))
                uses.push(hit);
    return uses.filter((hit) => !changed.has(hit.path));
}
/**
 * What the change breaks: each definition it adds, modifies or removes (the `changesWanted` best
 * ranked), with its callers outside the change, ordered as the map ranks them (a removed
 * definition, which the map no longer has, ranks as its file does).
 */
function changeImpact(index, callersPerChange = UNLIMITED, changesWanted = UNLIMITED) {
    // No change, no callers: and none of the lookups by name, which cost seconds on 100,000 files.
    if (!index.focus.changes.length)
        return [];
    const changed = new Set(index.focus.changedFiles);
    const { changedScores } = lookup(index);
    const scoreOf = (c) => (c.status === 'removed' ? rankOf(index.ranking, c.path) : changedScores.get(changeKey(c))) ?? 0;
    const order = rankOrder(index);
    const ranked = [...index.focus.changes].sort((a, b) => scoreOf(b) - scoreOf(a) || compareStrings(a.path, b.path) || a.line - b.line || compareStrings(a.name, b.name));
    const pages = ranked.slice(0, changesWanted).map((change) => {
        const outside = callersOf(index, change, changed);
        outside.sort((a, b) => order(a.path) - order(b.path) || compareStrings(a.path, b.path) || a.line - b.line);
        return { change, callers: referencePage(outside, callersPerChange) };
    });
    // The source lines of every change's callers at once: a file many changes call from is read once.
    const lines = withSourceLines(index, pages.flatMap(({ callers }) => callers.items));
    let at = 0;
    return pages.map(({ change, callers }) => ({
        ...change,
        callers: { ...callers, items: lines.slice(at, (at += callers.items.length)) },
    }));
}

;// CONCATENATED MODULE: ./src/core/select/uses.ts






/** Callers read per change, best-ranked first: enough for any budget's map. */
const CALLERS_PER_CHANGE = 400;
/** The call sites and definitions of an index, made once: a map is rendered for several budgets from one index. */
function blastRadius(index) {
    let known = computed.get(index);
    if (!known) {
        const uses = callSites(index);
        computed.set(index, (known = { uses, definitions: callersFirst(index.ranking.definitions, uses) }));
    }
    return known;
}
const computed = new WeakMap();
/**
 * The call sites of a file outside the change, in the order of the changes they use (best-ranked
 * first), then by line. The first scores as the file's best definition (and goes before it); each
 * next one half of that. A caller that defines nothing scores by its file's rank.
 */
function callSites(index) {
    const impact = changeImpact(index, CALLERS_PER_CHANGE);
    if (!impact.length)
        return [];
    // Each file's call lines by their text: a line is shown once, and so is the same text on another
    // line (a test's `const client = hc(…)` again shows nothing new).
    const byFile = new Map();
    for (const change of impact) {
        const guess = byNameOnly(index, change);
        for (const hit of change.callers.items) {
            // An import says that a file uses the name, not how: its line is no call site.
            if (!hit.text || hit.kind === 'import' || guess(hit))
                continue;
            let lines = byFile.get(hit.path);
            if (!lines)
                byFile.set(hit.path, (lines = new Map()));
            if (lines.size < TUNING.uses.usesPerFile && !lines.has(hit.text))
                lines.set(hit.text, { line: hit.line, name: change.name, via: hit.via });
        }
    }
    const uses = [];
    for (const [path, lines] of byFile) {
        const top = index.ranking.bestScores.get(path) ?? rankOf(index.ranking, path) ?? 0;
        [...lines].forEach(([text, { line, name, via }], k) => uses.push({ path, line, name, text, via, score: top * TUNING.uses.firstUseShare * TUNING.uses.useDecay ** k }));
    }
    uses.sort((a, b) => b.score - a.score || compareStrings(a.path, b.path) || a.line - b.line);
    return uses;
}
/**
 * Whether a use is linked to the change's definition by its name alone (no import says which) and
 * that link is a guess, shown as no call site: when other files define the name too
 * (TUNING.uses.namesakeMaxDefiners), when the change adds the name (code it leaves alone was not calling
 * what did not exist: a new `unwrap` is not what `x.unwrap()` calls), or when the name is used
 * everywhere (usedEverywhere, as the graph weighs it).
 */
function byNameOnly(index, change) {
    const id = nameId(index.names, languageOf(change.path)?.family ?? '', change.name);
    const definers = definersOf(index.names, id).length;
    const everywhere = usedEverywhere(referrersOf(index.names, id).length, index.names.files.length);
    const guess = change.status === 'added' || definers > TUNING.uses.namesakeMaxDefiners || everywhere;
    return (hit) => hit.reach === 'namesake' && guess;
}
/**
 * The definitions with those of the files that show call sites scaled, in score order (ties keep
 * their order), made as they are read: the scaled ones keep their order among themselves, and so do
 * the others, so the two merge (a scaled one waits for the first other of no higher score).
 */
function callersFirst(definitions, uses) {
    const share = TUNING.uses.callerDefinitionShare;
    if (share === 1 || !uses.length)
        return definitions;
    const callers = new Set(uses.map((use) => use.path));
    return {
        *[Symbol.iterator]() {
            const waiting = [];
            let next = 0;
            for (const def of definitions) {
                if (callers.has(def.path)) {
                    waiting.push({ ...def, score: def.score * share });
                    continue;
                }
                while (next < waiting.length && waiting[next].score >= def.score)
                    yield waiting[next++];
                yield def;
            }
            while (next < waiting.length)
                yield waiting[next++];
        },
    };
}

;// CONCATENATED MODULE: ./src/core/render/text.ts

/** A file's line: its path, its mark, and the copies folded into it (a few by name, then how many more). */
function fileLine(path, mark, copies = []) {
    return shownPath(path) + (mark ? ` (${mark})` : '') + copiesNote(copies);
}
/** The copies on a file's line, `` when there are none. */
function copiesNote(copies) {
    if (!copies.length)
        return '';
    const named = copies.length <= MAX_NAMED_COPIES ? copies : copies.slice(0, MAX_NAMED_COPIES - 1);
    const more = copies.length - named.length;
    return ` (also ${named.map((copy) => (copy.includes(',') ? quotePath(copy) : shownPath(copy))).join(', ')}${more ? ` + ${more} copies` : ''})`;
}
/** Copies named on a file's line; past this many, the rest are counted. */
const MAX_NAMED_COPIES = 3;
function shownPath(path) {
    return AMBIGUOUS_PATH.test(path) ? quotePath(path) : path;
}
// Characters that show nothing: zero-width ones (spaces, joiners, the byte order mark, fillers that
// pass for letters) and the bidirectional controls, which make a line read in another order than
// it is written. Raw, `src/zero\u200Bwidth.ts` passes for `src/zerowidth.ts`.
const INVISIBLE_CHARS = '\\u00ad\\u034f\\u061c\\u115f\\u1160\\u180e\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u2069\\u3164\\ufeff\\uffa0';
const INVISIBLE = new RegExp(`[${INVISIBLE_CHARS}]`, 'g');
/**
 * Text from the repository with every invisible character shown as its escape (`\u200B`): every
 * rendering (the text map, markdown, the linked markdown of the comment and the summary) shows
 * paths, signatures and call sites through it. The JSON keeps the raw text, which its escapes make
 * unambiguous.
 */
function showInvisible(text) {
    return text.replace(INVISIBLE, unicodeEscape);
}
const unicodeEscape = (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
// A path that could break the map's layout or pass for something else (a line break, a tab, edge
// spaces that read as a symbol line, a mark of its own, an invisible character) is quoted as git
// quotes it, invisible characters as their escapes.
const AMBIGUOUS_PATH = new RegExp(`[\\x00-\\x1f\\x7f\\x85\\u2028\\u2029"\\\\${INVISIBLE_CHARS}]|^\\s|\\s$|\\((changed|focus)\\)$|\\(also .*\\)$|^\\(skipped `);
const C_ESCAPES = {
    '\x07': 'a',
    '\b': 'b',
    '\t': 't',
    '\n': 'n',
    '\v': 'v',
    '\f': 'f',
    '\r': 'r',
    '"': '"',
    '\\': '\\',
};
/** C-style quoting as git's: named escapes, octal UTF-8 bytes for other control and line-breaking characters. */
function quotePath(path) {
    const escaped = path.replace(/[\x00-\x1f\x7f\x85\u2028\u2029"\\]/g, (c) => C_ESCAPES[c]
        ? `\\${C_ESCAPES[c]}`
        : [...Buffer.from(c, 'utf8')].map((byte) => `\\${byte.toString(8).padStart(3, '0')}`).join(''));
    return `"${showInvisible(escaped)}"`;
}
/** A definition's line, two spaces deeper per container it sits in. */
function symbolLine(symbol, depth = 0) {
    return `${'  '.repeat(depth + 1)}${symbol.line}: ${showInvisible(symbol.signature)}`;
}
/** A call site's line: its marker (`│`, not a definition's `:`) cannot be mistaken for a definition. */
function useLine(use) {
    return `  ${use.line}${useMark(use)}│ ${showInvisible(use.text)}`;
}
/** The mark after a call line's number: `?` when the line is linked to the change by the name alone. */
function useMark(use) {
    return use.via === 'name' ? '?' : '';
}
/**
 * How deep each symbol sits, as listed (each container followed by its members): a member's
 * container is the nearest open symbol of that name.
 */
function symbolDepths(symbols) {
    const open = [];
    return symbols.map((symbol) => {
        if (symbol.container === undefined)
            open.length = 0;
        else
            while (open.length && open[open.length - 1] !== symbol.container)
                open.pop();
        const depth = open.length;
        open.push(symbol.name);
        return depth;
    });
}
/** The text map: per file, its line, its definitions (members under their containers), then its call sites. */
function renderText(files, changed) {
    let out = '';
    for (const file of files) {
        out += fileLine(file.path, markOf(file, changed), file.copies) + '\n';
        const depths = symbolDepths(file.symbols);
        file.symbols.forEach((symbol, i) => (out += symbolLine(symbol, depths[i]) + '\n'));
        for (const use of file.uses ?? [])
            out += useLine(use) + '\n';
    }
    return out;
}
function markOf(file, changed) {
    return changed.has(file.path) ? 'changed' : file.focus ? 'focus' : undefined;
}
/** Paths named per reason in the skip note; past this many, the rest are counted. */
const NAMED_SKIPS = 2;
/**
 * The text map's last line when files were skipped for what they hold (see NOTED_SKIPS): how many,
 * why, and a few of them by path, e.g. `(skipped 3 files: 2 minified: a.js, b.js; 1 too-large: c.ts)`;
 * then the same without paths, as a shorter note for a small budget. None when nothing was skipped.
 */
function skipNotes(skipped) {
    if (!skipped.size)
        return [];
    const byReason = new Map();
    for (const [path, reason] of skipped)
        byReason.set(reason, [...(byReason.get(reason) ?? []), path]);
    const reasons = [...byReason].sort(([a], [b]) => compareStrings(a, b));
    const head = `(skipped ${skipped.size} file${skipped.size === 1 ? '' : 's'}: `;
    const named = reasons.map(([reason, paths]) => {
        const shown = paths
            .sort(compareStrings)
            .slice(0, NAMED_SKIPS)
            .map((path) => (/[,;()]/.test(path) ? quotePath(path) : shownPath(path)));
        const more = paths.length - shown.length;
        return `${paths.length} ${reason}: ${shown.join(', ')}${more ? ` + ${more} more` : ''}`;
    });
    const counted = reasons.map(([reason, paths]) => `${paths.length} ${reason}`);
    return [`${head}${named.join('; ')})\n`, `${head}${counted.join(', ')})\n`];
}

;// CONCATENATED MODULE: ./src/core/select/select.ts





/** How far past the end of the rank-ordered prefix to look for smaller entries that still fit. */
const FILL_LOOKAHEAD = 256;
/** Entries costed per round trip to the token counter. */
const COST_BATCH = 256;
/** What an index offers the map: its ranked definitions (callers of the change first), files, copies, call sites and the note of skipped files. */
function candidatesOf(index) {
    const { uses, definitions } = blastRadius(index);
    const { tags, focus } = index;
    const ranking = { ...index.ranking, definitions };
    return {
        ranking,
        tags,
        copies: index.copies.of,
        uses,
        changed: new Set(focus.changedFiles),
        notes: skipNotes(index.skippedPaths),
    };
}
/**
 * The map that fits the budget: the longest prefix of entries in rank order (the focus files' paths
 * first, then definitions and call sites by score), then any of the next few entries that still fit.
 * An entry costs its own line, its file's line if the file is not open yet, and the head lines of
 * the containers it sits in that are not shown yet. Lines are costed one by one (o200k's
 * pre-tokenizer never joins two of our lines into one token), in batches; the final string is then
 * counted exactly and trimmed until it fits, so the budget is a hard limit.
 */
async function selectWithinBudget(candidates, budget, counter = localCounter) {
    const { ranking, tags, copies, changed } = candidates;
    const { placeOf } = ranking;
    const fileOf = (path) => ranking.files[placeOf.get(path)];
    // Made as they are costed: a map takes the first few hundred of a repository's many entries.
    const items = inRankOrder(ranking, candidates.uses);
    const headerOf = (path) => fileLine(path, markOf(fileOf(path), changed), copies.get(path)) + '\n';
    // The lines an entry brings into the map, outermost container first, each with a key that says
    // when two entries would print the same line.
    const linesOf = (item) => {
        if (item.use)
            return [[`${item.path}\0use\0${item.use.line}`, useLine(item.use) + '\n']];
        if (item.def === undefined)
            return [];
        const defs = tags.get(item.path).defs;
        return chainOf(defs, item.def).map((i, depth) => [
            `${item.path}\0def\0${i}`,
            symbolLine(definitionAt(defs, i), depth) + '\n',
        ]);
    };
    const cost = new Map();
    const chosen = [];
    const shown = new Set();
    const note = await fittingNote(candidates.notes ?? [], budget, counter);
    let used = note.tokens;
    let misses = 0;
    for (let batch = take(items, COST_BATCH); batch.length && misses <= FILL_LOOKAHEAD; batch = take(items, COST_BATCH)) {
        const lines = batch.map(linesOf);
        const texts = [
            ...new Set([...batch.map((item) => headerOf(item.path)), ...lines.flat().map(([, text]) => text)]),
        ].filter((text) => !cost.has(text));
        const counts = await counter.count(texts);
        texts.forEach((text, i) => cost.set(text, counts[i]));
        for (let i = 0; i < batch.length && misses <= FILL_LOOKAHEAD; i++) {
            const item = batch[i];
            const header = `${item.path}\0file`;
            const added = [[header, headerOf(item.path)], ...lines[i]].filter(([key]) => !shown.has(key));
            let price = 0;
            for (const [, text] of added)
                price += cost.get(text);
            if (used + price <= budget) {
                chosen.push(item);
                for (const [key] of added)
                    shown.add(key);
                used += price;
            }
            else
                misses++;
        }
    }
    for (;;) {
        const files = assemble(chosen, candidates);
        const text = renderText(files, changed) + note.text;
        const [tokens] = await counter.count([text]);
        if (tokens <= budget || !chosen.length)
            return { files, text, tokens };
        chosen.pop();
    }
}
/** The first note that costs at most a quarter of the budget, with its cost; none if none does. */
async function fittingNote(notes, budget, counter) {
    const counts = notes.length ? await counter.count(notes) : [];
    const i = counts.findIndex((tokens) => tokens <= budget / 4);
    return i < 0 ? { text: '', tokens: 0 } : { text: notes[i], tokens: counts[i] };
}
/**
 * The map's entries in rank order: the focus files' lines, then definitions and call sites by
 * score, highest first (a call site before a definition of the same score).
 */
function* inRankOrder(ranking, uses) {
    for (const file of ranking.files)
        if (file.focus)
            yield { path: file.path };
    let u = 0;
    for (const def of ranking.definitions) {
        while (u < uses.length && uses[u].score >= def.score)
            yield { path: uses[u].path, use: uses[u++] };
        yield { path: def.path, def: def.position };
    }
    for (; u < uses.length; u++)
        yield { path: uses[u].path, use: uses[u] };
}
/** The next entries, up to `count` of them (none once all are taken). */
function take(entries, count) {
    const taken = [];
    for (let next = entries.next(); !next.done; next = entries.next()) {
        taken.push(next.value);
        if (taken.length === count)
            break;
    }
    return taken;
}
/** A definition with its containers: the outermost first, the definition last. */
function chainOf({ parents }, index) {
    const chain = [];
    for (let i = index; i >= 0 && chain.length <= parents.length; i = parents[i])
        chain.unshift(i);
    return chain;
}
function assemble(chosen, candidates) {
    const { placeOf } = candidates.ranking;
    const byPath = new Map();
    for (const { path, def, use } of chosen) {
        let file = byPath.get(path);
        if (!file)
            byPath.set(path, (file = { defs: new Set(), uses: [] }));
        if (def !== undefined)
            for (const i of chainOf(candidates.tags.get(path).defs, def))
                file.defs.add(i);
        if (use)
            file.uses.push(use);
    }
    const paths = [...byPath.keys()].sort((a, b) => placeOf.get(a) - placeOf.get(b));
    return paths.map((path) => {
        const info = candidates.ranking.files[placeOf.get(path)];
        const { defs: shown, uses } = byPath.get(path);
        const copies = candidates.copies.get(path);
        const defs = candidates.tags.get(path)?.defs;
        const file = {
            path,
            rank: info.rank,
            focus: info.focus,
            ...(copies && { copies }),
            symbols: defs ? symbolsInTreeOrder(defs, shown) : [],
        };
        if (uses.length)
            file.uses = uses.sort((a, b) => a.line - b.line).map(({ line, name, text, via }) => ({ line, name, text, via }));
        return file;
    });
}
/** The shown definitions of a file, each container followed by its members, every level in source order. */
function symbolsInTreeOrder(defs, shown) {
    const children = new Map();
    for (const i of shown) {
        const parent = defs.parents[i];
        const list = children.get(parent);
        if (list)
            list.push(i);
        else
            children.set(parent, [i]);
    }
    const symbols = [];
    const visit = (parent) => {
        const list = children.get(parent) ?? [];
        list.sort(inSourceOrder(defs));
        for (const i of list) {
            const { name, kind, line, signature } = definitionAt(defs, i);
            symbols.push({
                name,
                kind,
                line,
                signature,
                ...(parent >= 0 && { container: defs.strings[defs.names[parent]] }),
            });
            visit(i);
        }
    };
    visit(-1);
    return symbols;
}

;// CONCATENATED MODULE: ./src/core/language-tests.ts
// Which files are tests, by each language's conventions, in one table: a convention is one more
// line. A test inside a production file (Rust's `#[cfg(test)] mod tests`) is told by its module:
// see isTestModule.
const TEST_PATHS = [
    /(^|\/)(tests?|__tests__|specs?|testing|__mocks__)\//i, // a test folder: test/, tests/ (Rust too), src/test/java, spec/
    /\.(test|spec)\.[^/]+$/i, // a.test.ts, a.spec.js
    /_(test|spec)\.[^/]+$/i, // a_test.go, a_spec.rb, a_test.py
    /(^|\/)test_[^/]+\.py$/i, // test_a.py
    /(^|\/)[^/]*(Test|Tests|Spec|IT)\.(java|kt|scala|groovy|cs|swift|php)$/, // ATest.java, ATests.cs, ASpec.scala
    /(^|\/)conftest\.py$/, // pytest's fixtures
];
/** Whether a path is a test's: a test folder, or a test file's name in its language. */
function isTestPath(path) {
    return TEST_PATHS.some((pattern) => pattern.test(path));
}
/** Modules that hold a production file's own tests, by language: Rust's `mod tests` (under `#[cfg(test)]`). */
const TEST_MODULES = {
    rust: new Set(['tests', 'test']),
};
/** Whether a module of this name, in a file of this language, holds tests. */
function isTestModule(language, name) {
    return TEST_MODULES[language ?? '']?.has(name) ?? false;
}

;// CONCATENATED MODULE: ./src/core/lookup/reach.ts







/** How many hops of callers a change's reach follows by default. */
const DEFAULT_DEPTH = 3;
/** The deepest a question may ask for. */
const reach_MAX_DEPTH = 6;
/**
 * The most definitions one change's walk visits: past it the counts are a lower bound (`partial`).
 * A hub's callers in a large repository run to thousands, and each is a lookup by name.
 */
const MAX_VISITED = 400;
/** Kinds of definitions whose users use what they contain: the walk goes on through them. */
const CARRIERS = new Set([
    'function',
    'method',
    'constructor',
    'constant',
    'variable',
    'property',
    'field',
    'macro',
    'class',
    'struct',
]);
/** Kinds of uses through a receiver or a path. */
const THROUGH_RECEIVER = new Set(['method', 'qualified']);
/** The innermost definition whose lines hold `line`, and whether it lies in a test module (Rust's `mod tests`). */
function reach_enclosing(defs, line, language) {
    let at;
    for (let i = 0; i < defs.length; i++)
        if (defs[i].line <= line && line <= defs[i].endLine && (at === undefined || defs[i].line >= defs[at].line))
            at = i;
    let inTests = false;
    for (let i = at; i !== undefined; i = defs[i].parent)
        if (defs[i].kind === 'module' && isTestModule(language, defs[i].name))
            inTests = true;
    return { at, inTests };
}
/** A file's definitions, listed once per walk. */
function definitionReader(index) {
    const cache = new Map();
    return (path) => {
        let defs = cache.get(path);
        if (!defs) {
            const tags = fileTags(index, path);
            cache.set(path, (defs = tags ? definitionList(tags.defs) : []));
        }
        return defs;
    };
}
/** A test's use, in the test definition `def` (if any), of the change or of the production definition `through`. */
const testHit = (use, def, through) => ({
    path: use.path,
    line: use.line,
    ...(def && { name: def.name }),
    ...(through && { through: { path: through.path, name: through.name } }),
});
/**
 * The tests that use a definition themselves, or when none does, those that use it through a
 * production definition: a class every test builds would otherwise name every test (measured in
 * docs/tests-and-reach.md).
 */
function directFirst(hits) {
    const direct = hits.filter((hit) => !hit.through);
    return direct.length ? direct : hits;
}
/** A definition as the callers lookup takes a change: by its file, name and line. */
const asChange = (path, def) => ({
    path,
    name: def.name,
    kind: def.kind,
    line: def.line,
    signature: def.signature,
    status: 'modified',
});
/**
 * The reach of a changed definition: its callers and theirs, to `depth` hops, over resolved links,
 * counting the files outside the change (`changed`); with the tests among them: a test that calls
 * it, or calls a production definition that calls it, the change's own tests included.
 */
function changeReach(index, change, changed, depth = DEFAULT_DEPTH) {
    const definitionsOf = definitionReader(index);
    const files = new Map(); // a file outside the change → whether all its uses are tests'
    const direct = new Set();
    const reached = [];
    const testHits = new Map();
    const visited = new Set([`${change.path}\0${change.line}\0${change.name}`]);
    const none = new Set();
    const unsureTests = new Set();
    const definers = ({ name, path }) => definersOf(index.names, nameId(index.names, languageOf(path)?.family ?? '', name)).length;
    let partial = false;
    // Tests are where a walk ends: what uses a test is no production code.
    let frontier = [{ change, chain: [] }];
    for (let hop = 1; hop <= depth && frontier.length; hop++) {
        const next = [];
        for (const from of frontier) {
            const sharedName = definers(from.change) > 1;
            for (const use of callersOf(index, from.change, none)) {
                // A name alone may mean a namesake; so may a call through a receiver or a path (`x.build()`,
                // `T::new()`) when other files define the name too: which type the receiver is, is not known.
                const unsure = use.via === 'name' || (sharedName && THROUGH_RECEIVER.has(use.kind));
                const defs = definitionsOf(use.path);
                const { at, inTests } = reach_enclosing(defs, use.line, languageOf(use.path)?.id);
                const test = isTestPath(use.path) || inTests;
                if (unsure) {
                    if (test && hop === 1 && use.kind !== 'import')
                        unsureTests.add(use.path);
                    continue;
                }
                if (!changed.has(use.path)) {
                    files.set(use.path, test && files.get(use.path) !== false);
                    if (hop === 1)
                        direct.add(use.path);
                }
                const def = at === undefined ? undefined : defs[at];
                // An import alone is no test of it; a file's uses outside any definition count as one test.
                if (test && hop <= 2 && use.kind !== 'import') {
                    const key = `${use.path}\0${def?.name ?? ''}`;
                    if (!testHits.has(key))
                        testHits.set(key, testHit(use, def, hop === 2 ? from.change : undefined));
                }
                if (!def)
                    continue;
                const key = `${use.path}\0${def.line}\0${def.name}`;
                if (visited.has(key))
                    continue;
                visited.add(key);
                const chain = [...from.chain, def.name];
                if (!changed.has(use.path))
                    reached.push({ path: use.path, line: def.line, name: def.name, depth: hop, chain, test });
                if (test || !CARRIERS.has(def.kind))
                    continue;
                if (visited.size > MAX_VISITED)
                    partial = true;
                else
                    next.push({ change: asChange(use.path, def), chain });
            }
        }
        frontier = next;
    }
    const tests = [...files.values()].filter((test) => test).length;
    return {
        direct: direct.size,
        transitive: files.size,
        production: files.size - tests,
        tests,
        depth,
        partial,
        unsureTests: unsureTests.size,
        productionFiles: [...files]
            .filter(([, test]) => !test)
            .map(([path]) => path)
            .sort(compareStrings),
        testHits: directFirst([...testHits.values()]).sort((a, b) => compareStrings(a.path, b.path) || a.line - b.line || compareStrings(a.name ?? '', b.name ?? '')),
        reached: reached.sort((a, b) => a.depth - b.depth || compareStrings(a.path, b.path) || a.line - b.line || compareStrings(a.name, b.name)),
    };
}
/**
 * Whether a changed definition is part of what its file offers others, so a test should reach it:
 * seen from every file (see ./shapes), and exported or public where the language says so
 * (`export` in JavaScript and TypeScript, `pub` in Rust, `public` or `protected` in Java and C#).
 */
function isPublic(index, change) {
    if (change.status === 'removed')
        return false;
    const { meanings } = changedDefinition(index, change);
    const meaning = meanings?.[0];
    if (!meaning || meaning.visibility !== 'everywhere')
        return false;
    const language = languageOf(change.path);
    const head = change.signature.slice(0, Math.max(0, change.signature.indexOf(change.name)));
    if (language?.family === 'js' && !meaning.member)
        return /\bexport\b/.test(head);
    if (language?.id === 'rust')
        return /\bpub\b/.test(head);
    if (language?.id === 'java' || language?.id === 'c_sharp')
        return /\b(public|protected)\b/.test(head);
    return true;
}
/** The changed definitions the JSON map summarizes, best ranked first, and the caller files kept for each. */
const SUMMARIZED = { changes: 200, callers: 20, usesRead: 400 };
const summaries = new WeakMap();
/**
 * The change's best-ranked definitions (at most SUMMARIZED.changes), each with the files outside
 * the change that use it, its reach in DEFAULT_DEPTH hops, and its tests; made once per index.
 */
function changeSummaries(index) {
    return summarized(index).changes;
}
/**
 * What a workflow gates on: how many of the summarized changed definitions are untested, and how
 * many production files outside the change they reach in DEFAULT_DEPTH hops, all together.
 */
function changeFigures(index) {
    const { changes, production } = summarized(index);
    return { untested: changes.filter((change) => change.untested).length, reach: production.size };
}
function summarized(index) {
    let found = summaries.get(index);
    if (found)
        return found;
    const changed = new Set(index.focus.changedFiles);
    const production = new Set();
    const changes = changeImpact(index, SUMMARIZED.usesRead, SUMMARIZED.changes).map((entry) => {
        const firstUse = new Map();
        for (const { path, line, kind, via } of entry.callers.items)
            if (kind !== 'import' && !firstUse.has(path))
                firstUse.set(path, { path, line, via });
        const reach = changeReach(index, entry, changed);
        for (const path of reach.productionFiles)
            production.add(path);
        return {
            name: entry.name,
            kind: entry.kind,
            path: entry.path,
            line: entry.line,
            status: entry.status,
            callers: [...firstUse.values()].slice(0, SUMMARIZED.callers),
            callersTotal: firstUse.size + entry.callers.total - entry.callers.items.length,
            reach: reachCounts(reach),
            tests: reach.testHits,
            testsUnsure: reach.unsureTests,
            untested: isUntested(index, entry, reach),
        };
    });
    found = { changes, production };
    summaries.set(index, found);
    return found;
}
/** Whether a changed definition is untested: other code can use it, no test reaches it, and none may by name. */
function isUntested(index, change, reach) {
    return isPublic(index, change) && !reach.testHits.length && !reach.unsureTests;
}
/** The counts of a reach, as the answers and the JSON map give them. */
function reachCounts({ depth, direct, transitive, production, tests, partial }) {
    return { depth, direct, transitive, production, tests, partial };
}

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"1.0.0"};
;// CONCATENATED MODULE: ./src/core/util/version.ts
// repomap's version, from package.json. The bundles inline it when they are built, so they read no
// package.json at run time.

const VERSION = package_namespaceObject.rE;

;// CONCATENATED MODULE: ./src/core/render/json.ts


/** The JSON map's format: 2 added members' `container`, files' `copies` and `uses`; 3 each use's `via`, and `changes`. */
const JSON_VERSION = 3;
/**
 * The JSON map, for machines: exactly the files, symbols, copies and call sites of the text map,
 * plus ranks and stats; with `timings`, the stats also give the run's cache hits and stage times.
 * Its schema is docs/repomap.schema.json.
 */
function renderJson(map, timings = false) {
    const document = {
        version: JSON_VERSION,
        repomapVersion: VERSION,
        budget: map.budget,
        tokens: map.tokens,
        tokenizer: map.tokenizer,
        focus: focusOfMap(map),
        files: map.files.map((file) => ({ ...file, rank: Number(file.rank.toPrecision(6)) })),
        ...(map.changes && { changes: map.changes }),
        stats: timings ? { ...map.stats, ...map.run } : map.stats,
    };
    return JSON.stringify(document, null, 2) + '\n';
}
/** The most identifiers of the focus the JSON lists: a huge diff names hundreds of thousands. */
const FOCUS_IDENTIFIERS_LISTED = 1000;
/**
 * The map's focus, its identifiers cut to FOCUS_IDENTIFIERS_LISTED with their total: those that
 * name a definition of the map first, then the others, each in order; the list sorted.
 */
function focusOfMap(map) {
    const all = map.focus.identifiers;
    const identifiersTotal = all.length;
    if (all.length <= FOCUS_IDENTIFIERS_LISTED)
        return { files: map.focus.files, identifiers: all, identifiersTotal };
    const shown = new Set(map.files.flatMap((file) => file.symbols.map((symbol) => symbol.name)));
    const first = all.filter((name) => shown.has(name)).slice(0, FOCUS_IDENTIFIERS_LISTED);
    const rest = all.filter((name) => !shown.has(name)).slice(0, FOCUS_IDENTIFIERS_LISTED - first.length);
    return { files: map.focus.files, identifiers: [...first, ...rest].sort(compareStrings), identifiersTotal };
}

;// CONCATENATED MODULE: ./src/core/render/markdown.ts
function markdownMapOf(map) {
    const callSites = map.files.reduce((sum, file) => sum + (file.uses?.length ?? 0), 0);
    return {
        text: map.text,
        files: map.files.length,
        tokens: map.tokens,
        budget: map.budget,
        changed: map.focus.files.length,
        callSites,
    };
}
/** A fence longer than any run of backticks in the text, so nothing inside can close it. */
function codeFence(text) {
    let longest = 0;
    for (const run of text.match(/`+/g) ?? [])
        longest = Math.max(longest, run.length);
    return '`'.repeat(Math.max(3, longest + 1));
}
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
/**
 * The map for people, e.g. in a PR comment: a summary line and the text map in a collapsible block.
 * The map sits in a fenced code block, where GitHub renders no mention, link, HTML or emphasis,
 * whatever the repository's file names and signatures contain.
 */
function renderMarkdown(map, title = 'Repository map') {
    const focus = map.changed ? ` · focus: ${plural(map.changed, 'changed file')}` : '';
    const callSites = map.callSites ? ` · ${plural(map.callSites, 'call site')} (│)` : '';
    const fence = codeFence(map.text);
    return [
        `**${title}** · ${plural(map.files, 'file')} · ${map.tokens} / ${map.budget} tokens${focus}${callSites}`,
        '',
        '<details><summary>Map</summary>',
        '',
        `${fence}text`,
        map.text.replace(/\n$/, ''),
        fence,
        '',
        '</details>',
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/core/render/format.ts



/** The map in one of its formats, byte-identical for the same checkout and options; `timings` adds the run's stage times and cache hits to the JSON. */
function formatRepoMap(map, format, { timings = false } = {}) {
    if (format === 'json')
        return renderJson(map, timings);
    if (format === 'markdown')
        return renderMarkdown(markdownMapOf(map));
    return map.text;
}
/** The map's focus as it lists it: the files changed or named, and the identifiers changed, touched or named. */
function mapFocus(focus) {
    return {
        files: [...new Set([...focus.changedFiles, ...focus.files])].sort(compareStrings),
        identifiers: [...new Set([...focus.identifiers, ...focus.touched])].sort(compareStrings),
    };
}

;// CONCATENATED MODULE: ./src/core/util/clock.ts
/** Each stage's time, in milliseconds: `lap` closes the stage named. */
function stageClock() {
    const ms = { discover: 0, extract: 0, focus: 0, resolve: 0, rank: 0, render: 0 };
    let clock = performance.now();
    const lap = (stage) => {
        const now = performance.now();
        ms[stage] = Math.round(now - clock);
        clock = now;
    };
    return { ms, lap };
}

;// CONCATENATED MODULE: ./src/core/index.ts
// The engine. buildIndex runs the stages in order: discover, extract, focus, resolve, rank; renderMap
// selects what fits a budget and renders it; buildRepoMap does both. Read top to bottom.























const DEFAULT_BUDGET = 4096;
/** The smallest budget worth asking for: a file's line and one definition's fit in it. */
const MIN_BUDGET = 64;
const DEFAULT_PARSE_TIMEOUT_MS = DEFAULT_LIMITS.parseTimeoutMs;
/** The whole pipeline: index the repository, then render the map that fits the budget. */
async function buildRepoMap(options) {
    const budget = options.budget ?? DEFAULT_BUDGET;
    checkBudget(budget);
    const index = await buildIndex(options);
    try {
        return await renderMap(index, budget);
    }
    finally {
        await closeIndex(index);
    }
}
/** Discover, extract, focus, resolve and rank. Close the index when done with it. */
async function buildIndex(options) {
    // The cache's packs and the encoder's table are read off this thread from the start; the table is
    // made by a thread of its own when none is kept, once parsing leaves the cores free.
    const cache = options.cacheDir ? new TagCache(options.cacheDir, options.warn) : undefined;
    const opening = cache?.openPacks((0,external_node_path_namespaceObject.resolve)(options.root));
    const counter = startTokenCounter(cache?.dir, (doing, error) => cache?.failed(doing, error));
    try {
        return { ...(await indexStages(options, cache, opening, counter)), counter };
    }
    catch (error) {
        void counter.close();
        throw error;
    }
}
/** Let go of the index's token counter (a thread still making the encoder's table ends). */
function closeIndex(index) {
    return index.counter.close();
}
async function indexStages(options, cache, opening, counter) {
    const root = (0,external_node_path_namespaceObject.resolve)(options.root);
    const warn = options.warn ?? (() => { });
    const { ms, lap } = stageClock();
    if (options.wasmTiers?.tierLock)
        adoptTierLock(options.wasmTiers.tierLock); // before a parse thread starts
    // 0. The change, first: a wrong ref fails at once, not after the repository is parsed. A thread
    //    for its new contents starts meanwhile when the cache holds the rest (see ./extract/early).
    const { diff, fromCommits, parsing } = changeAndParser(root, options, cache, opening);
    const limits = limitsOf(options);
    const extractOptions = {
        root,
        cache,
        limits,
        onProgress: options.onProgress,
        workers: options.jobs,
        wasmTiers: options.wasmTiers,
    };
    let discovery, extraction, fromDiff;
    try {
        // 1. Discover: the files to read, each with the blob SHA its tags are cached under.
        discovery = await discover({
            ...options,
            root,
            maxFileBytes: limits.maxBytes,
            inGit: fromCommits || undefined,
            warn,
        });
        await opening;
        const prestarted = await parsing;
        lap('discover');
        // 2. Extract: definitions and references per file, from the cache or from one parse.
        extraction = await extractAll(discovery.files, {
            ...extractOptions,
            prestarted,
            onCoresFree: () => counter.load(),
        });
        warnAboutExtraction(extraction, limits.parseTimeoutMs, warn);
        lap('extract');
        // 3. Focus: what the change touches. A changed file the map leaves out (vendored, generated) is parsed from git.
        const files = new Map(discovery.files.map((f) => [f.path, f]));
        const context = { ...extractOptions, prestarted, headTags: extraction.tags, files, inGit: discovery.inGit, warn };
        fromDiff = diff && (await focusFromDiff(diff, context));
    }
    finally {
        endUntaken(await parsing);
    }
    const named = mergeFocus(fromDiff, focusPaths(root, options.focusFiles), options.identifiers ?? []);
    lap('focus');
    return {
        ...(await resolveAndRank(root, named, discovery, extraction, { limits, cache, lap })),
        ...figuresOf(discovery, extraction, extraction.tags, ms),
    };
}
/** Stages 4 and 5, on what the first three found. */
async function resolveAndRank(root, named, discovery, extraction, { limits, cache, lap }) {
    // 4. Resolve: files in no language that the focus needs join as outlines; copies fold into one
    //    entry (a focus file if one is among them); imports are resolved by each language's rules.
    const extracted = extraction.tags;
    for (const [path, outline] of await outlinesFor(root, named, discovery, extracted, limits, cache))
        extracted.set(path, outline);
    const inFocus = new Set([...named.changedFiles, ...named.files]);
    const copies = findCopies(extracted, extraction.blobs, (path) => inFocus.has(path));
    const tags = withoutCopies(extracted, copies);
    const focus = focusOnEntries(named, copies);
    const names = indexNames(tags);
    const manifests = readManifests(root, [...discovery.unsupported, ...discovery.files.map((f) => f.path)]);
    const imports = resolveImports(names.files, tags, manifests, copies.entryOf);
    cache?.closePacks(); // every entry of the run has been read or parsed by now
    lap('resolve');
    // 5. Rank: a file graph of reference→definition links, personalized PageRank from the focus.
    const keyFiles = new Set(names.files.filter(isKeyProjectFile));
    const { graph, ranking } = rankFor({ tags, names, imports, keyFiles }, focus);
    lap('rank');
    const copyTags = new Map([...copies.entryOf.keys()].map((path) => [path, extracted.get(path)]));
    const cacheFiles = cache?.files ?? new Map();
    return { root, tags, copies, copyTags, names, imports, keyFiles, focus, graph, ranking, cacheFiles };
}
/**
 * 6. Select and render: the longest rank-ordered map that fits the budget, counted exactly: the
 * ranked definitions (each member with its containers' heads), and the lines where callers outside
 * the change use what it touches. Call it for as many budgets as needed, then close the index.
 */
async function renderMap(index, budget) {
    checkBudget(budget);
    const start = performance.now();
    const { files, text, tokens } = await selectWithinBudget(candidatesOf(index), budget, index.counter);
    const run = { ...index.run, ms: { ...index.run.ms, render: Math.round(performance.now() - start) } };
    const changes = index.focus.changedFiles.length ? { changes: changeSummaries(index) } : {};
    return {
        budget,
        tokens,
        tokenizer: TOKENIZER,
        focus: mapFocus(index.focus),
        files,
        ...changes,
        text,
        stats: index.stats,
        run,
    };
}
function checkBudget(budget) {
    if (!Number.isInteger(budget) || budget < 1)
        throw new errors_UserError(`budget must be a positive whole number of tokens, not ${budget}`);
}






;// CONCATENATED MODULE: ./src/core/render/figures.ts
/** A byte count for people: kB up to a megabyte, then MB (powers of ten, as the cache service counts). */
function formatBytes(bytes) {
    return bytes < 1_000_000 ? `${(bytes / 1000).toFixed(1)} kB` : `${(bytes / 1_000_000).toFixed(1)} MB`;
}
function describeCache(cache) {
    const restored = cache.restored.length ? `restored ${cache.restored.join(' and ')}` : 'restored nothing';
    const { saved } = cache;
    const save = 'key' in saved
        ? `saved ${saved.key} (${saved.entries} ${saved.entries === 1 ? 'entry' : 'entries'}, ${formatBytes(saved.bytes)})`
        : `saved nothing (${saved.nothing})`;
    return `cache: ${restored}, ${save}`;
}
/**
 * `8176 files listed, 3 parsed, 4833 from the cache; skipped: 3340 unsupported; cache: restored …,
 * saved …; discover 180 ms, extract 390 ms, ….` Parts the run does not know are left out.
 */
function describeRun(figures) {
    const { filesParsed, filesFromCache } = figures;
    const hits = filesParsed !== undefined && filesFromCache !== undefined
        ? `, ${filesParsed} parsed, ${filesFromCache} from the cache`
        : '';
    const reasons = Object.entries(figures.filesSkipped).filter((entry) => entry[1] !== undefined);
    const parts = [
        `${figures.filesListed} files listed${hits}`,
        `skipped: ${reasons.map(([reason, count]) => `${count} ${reason}`).join(', ') || 'none'}`,
    ];
    if (figures.cache)
        parts.push(describeCache(figures.cache));
    const stages = Object.entries(figures.ms ?? {}).filter((entry) => entry[1] !== undefined);
    if (stages.length)
        parts.push(stages.map(([stage, ms]) => `${stage} ${ms} ms`).join(', '));
    return `${parts.join('; ')}.`;
}

;// CONCATENATED MODULE: ./src/core/query/answers.ts
// The answers to a reviewer's questions, each as text a model reads well and as plain data: the one
// shape that the MCP server's tools (src/mcp) and `repomap query` (src/cli) both give. The questions
// themselves are in ./query; this module checks what they are asked with, cuts long answers, and words them.








/** How much of a long answer is given: the first items, and a note that says how many were left out. */
const ANSWER_LIMITS = {
    definitions: 50,
    references: 100,
    outline: 300,
    changes: 50,
    callers: 10,
    sourceLines: 200,
};
/** How a definition or a use relates to the file the question is about, in words. */
const REACH_WORDS = {
    'same-file': 'same file',
    imported: 'imported',
    namesake: 'by name only',
    'other-language': 'other language',
};
/** How a use is linked, in words. */
const VIA_WORDS = { import: 'imported', scope: 'same file', name: 'by name only' };
const answers_plural = (count, one, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const at = (path, line) => `${fileLine(path, undefined)}:${line}`;
const moreNote = (left, what) => `… ${answers_plural(left, `more ${what}`, `more ${what}s`)} not shown`;
/**
 * The notes around a page of `shown` items from `offset` on, of `total`: how many came before, and
 * how many are left, with the offset that asks for them.
 */
function pageNotes(total, offset, shown, what) {
    const left = total - offset - shown;
    return {
        before: offset > 0 ? [`… ${answers_plural(Math.min(offset, total), `earlier ${what}`, `earlier ${what}s`)} not shown`] : [],
        after: left > 0 ? [`${moreNote(left, what)}: ask again with offset ${offset + shown}`] : [],
    };
}
/** A name to look up: exact, as the code spells it. */
function checkName(name) {
    if (name.trim() === '')
        throw new errors_UserError('the name to look up is empty: give an identifier exactly as the code spells it');
    return name;
}
/**
 * A path a question names, as the map names files: relative to the root, forward slashes. Anything
 * that could leave the root is refused before the index is consulted; a path the index does not hold
 * (no such file, or one the map does not read) is an error too. Nothing is read from disk here.
 */
function indexedPath(index, path) {
    const refuse = () => new errors_UserError(`the path ${JSON.stringify(path)} is refused: give a path relative to the repository root, with forward slashes and no "..", as the map shows it`);
    if (!isSafePath(path))
        throw refuse();
    const normal = external_node_path_namespaceObject.posix.normalize(path).replace(/^(\.\/)+/, '');
    if (!isSafePath(normal) || normal === '.')
        throw refuse();
    if (!hasFile(index, normal)) {
        throw new errors_UserError(`there is no file ${JSON.stringify(normal)} in the index: it does not exist, or it is one the map does not read (binary, generated, vendored, too large, or in no supported language)`);
    }
    return normal;
}
function definitionData(d) {
    return {
        path: d.path,
        line: d.line,
        end_line: d.endLine,
        kind: d.kind,
        signature: d.signature,
        container: d.container ?? null,
    };
}
/** Where a name is defined; from a file, in the order that file reaches the definitions. */
function definitionsAnswer(index, name, fromPath, limit = ANSWER_LIMITS.definitions, offset = 0) {
    checkName(name);
    const from = fromPath === undefined ? undefined : indexedPath(index, fromPath);
    const found = findDefinitions(index, name, from, limit, offset);
    const definitions = found.items.map((d) => ({
        ...definitionData(d),
        ...(d.copies && { copies: d.copies }),
        ...(d.reach ? { reach: d.reach } : {}),
    }));
    const data = {
        name,
        ...(from !== undefined ? { from_path: from } : {}),
        total: found.total,
        offset,
        definitions,
    };
    if (!found.total)
        return { text: `No definition of ${name} in the index (names are exact and case-sensitive).\n`, data };
    const order = from === undefined
        ? 'best-ranked files first'
        : `the one ${fileLine(from, undefined)} reaches first (its own, then imported, then by name only, then other languages)`;
    const lines = definitions.map((d) => {
        const about = [
            d.container === null ? d.kind : `${d.kind} of ${d.container}`,
            ...(d.reach ? [REACH_WORDS[d.reach]] : []),
        ].join(', ');
        return `${at(d.path, d.line)}${copiesNote(d.copies ?? [])} (${about}) ${d.signature}`.trimEnd();
    });
    const { before, after } = pageNotes(found.total, offset, definitions.length, 'definition');
    const shown = [...before, ...lines, ...after];
    return { text: `${answers_plural(found.total, 'definition')} of ${name}, ${order}:\n${shown.join('\n')}\n`, data };
}
function referenceData(hit) {
    return {
        path: hit.path,
        line: hit.line,
        kind: hit.kind,
        text: hit.text,
        ...(hit.reach ? { reach: hit.reach } : {}),
        via: hit.via,
    };
}
function referenceLine(hit) {
    return `${at(hit.path, hit.line)} (${hit.kind}, ${VIA_WORDS[hit.via]}) ${hit.text}`.trimEnd();
}
/** How many of `total` uses are linked by name alone, in words; nothing when none is. */
const byNameNote = (total, byName) => !byName ? '' : byName === total ? ', all by name only' : `, ${byName} of them by name only`;
/** Who uses a name: everywhere, or only where the use resolves to the definition in `definerPath`. */
function referencesAnswer(index, name, definerPath, limit = ANSWER_LIMITS.references, offset = 0) {
    checkName(name);
    const definer = definerPath === undefined ? undefined : indexedPath(index, definerPath);
    const found = findReferences(index, name, definer, limit, offset);
    const references = found.items.map(referenceData);
    const data = {
        name,
        ...(definer !== undefined ? { path: definer } : {}),
        total: found.total,
        offset,
        by_name: found.byName,
        references,
    };
    const shownDefiner = definer === undefined ? '' : fileLine(definer, undefined);
    // A definer that does not (or no longer) define the name still has the uses that would resolve to it.
    const note = definer !== undefined && !definitionList(fileTags(index, definer).defs).some((d) => d.name === name)
        ? ` (${shownDefiner} does not define ${name}: these uses would resolve to it)`
        : '';
    if (!found.total) {
        const text = definer === undefined
            ? `No reference to ${name} in the index (names are exact and case-sensitive).`
            : `No reference to ${name} resolves to ${shownDefiner}${note}.`;
        return { text: `${text}\n`, data };
    }
    const { before, after } = pageNotes(found.total, offset, references.length, 'reference');
    const lines = [...before, ...references.map(referenceLine), ...after];
    const resolved = found.total - found.byName;
    const scope = definer === undefined
        ? byNameNote(found.total, found.byName)
        : !found.byName
            ? ` that resolve to ${shownDefiner}`
            : ` linked to ${shownDefiner}: ${resolved} through an import or the file itself, ${found.byName} by name only (they may mean a namesake)`;
    return {
        text: `${answers_plural(found.total, 'reference')} to ${name}${scope}${note}, best-ranked files first:\n${lines.join('\n')}\n`,
        data,
    };
}
/** The text map, for the index's focus plus the files and identifiers named. */
async function mapAnswer(index, request) {
    const files = (request.files ?? []).map((path) => indexedPath(index, path));
    const identifiers = (request.identifiers ?? []).map(checkName);
    const focused = files.length || identifiers.length ? withFocus(index, { files, identifiers }) : index;
    const map = await renderMap(focused, request.budget);
    const data = {
        budget: map.budget,
        tokens: map.tokens,
        focus: focusOfMap(map),
        files: map.files.map((file) => ({ ...file, rank: Number(file.rank.toPrecision(6)) })),
    };
    return { text: map.text || 'The map is empty: the index has no files.\n', data };
}

;// CONCATENATED MODULE: ./src/core/query/impact.ts





/** Tests listed with each changed definition. */
const TESTS_SHOWN = 5;
/** Reached definitions listed with each changed definition. */
const REACHED_LISTED = 20;
/** "b_test.go:40 TestAll (through parseAll)" */
const testLabel = (t) => `${at(t.path, t.line)}${t.name ? ` ${t.name}` : ''}${t.through ? ` (through ${t.through.name})` : ''}`;
/** "tests: a.test.ts:12 testParse, b_test.go:40 TestAll (through parseAll)" and what is left out. */
function testsLine(tests, unsure) {
    const shown = tests.slice(0, TESTS_SHOWN).map(testLabel);
    const more = tests.length > TESTS_SHOWN ? `, and ${tests.length - TESTS_SHOWN} more` : '';
    const maybe = unsure ? `; ${answers_plural(unsure, 'test file')} use the name where it may mean a namesake` : '';
    return `tests: ${shown.join(', ')}${more}${maybe}`;
}
/** The lines on a changed definition's tests and reach. */
function reachLines(change) {
    const lines = [];
    if (change.tests.length)
        lines.push(testsLine(change.tests, change.tests_unsure));
    else if (change.untested)
        lines.push('untested: no test reaches it, and other code can use it');
    else if (change.tests_unsure)
        lines.push(`no test reaches it for sure: ${answers_plural(change.tests_unsure, 'test file')} use the name, which may mean a namesake`);
    const { direct, transitive, production, tests, depth, partial } = change.reach;
    if (transitive)
        lines.push(`reaches ${partial ? 'at least ' : ''}${answers_plural(direct, 'file')} directly, ${transitive} within ${answers_plural(depth, 'hop')}: ${production} in production, ${answers_plural(tests, 'test file')}`);
    return lines;
}
/** A changed definition's reach and tests, as the answers give them. */
function reachOf(index, change, changed, depth) {
    const reach = changeReach(index, change, changed, depth);
    return {
        reach: reachCounts(reach),
        tests: reach.testHits,
        reached: reach.reached.slice(0, REACHED_LISTED),
        tests_unsure: reach.unsureTests,
        untested: isUntested(index, change, reach),
    };
}
/**
 * What the change adds, modifies and removes, each with its callers outside the changed files, as
 * the map ranks them, the tests that reach it, and how far its callers reach in `depth` hops.
 */
function impactAnswer(index, limits = { changes: ANSWER_LIMITS.changes, callers: ANSWER_LIMITS.callers }, depth = DEFAULT_DEPTH) {
    const total = index.focus.changes.length;
    const changedFiles = index.focus.changedFiles;
    const changed = new Set(changedFiles);
    const changes = changeImpact(index, limits.callers, limits.changes).map((entry) => ({
        status: entry.status,
        path: entry.path,
        line: entry.line,
        name: entry.name,
        kind: entry.kind,
        signature: entry.signature,
        callers_total: entry.callers.total,
        callers_by_name: entry.callers.byName,
        callers: entry.callers.items.map(referenceData),
        ...reachOf(index, entry, changed, depth),
    }));
    const data = { changed_files: changedFiles, total, depth, changes };
    if (!changedFiles.length)
        return { text: 'The change under review changes no files.\n', data };
    if (!total) {
        const shown = changedFiles
            .slice(0, 10)
            .map((path) => fileLine(path, undefined))
            .join(', ');
        const more = changedFiles.length > 10 ? `, and ${changedFiles.length - 10} more` : '';
        return {
            text: `The change adds, modifies or removes no definitions; it changes ${answers_plural(changedFiles.length, 'file')}: ${shown}${more}.\n`,
            data,
        };
    }
    const lines = [];
    for (const change of changes) {
        lines.push(`${change.status} ${at(change.path, change.line)} (${change.kind}) ${change.signature}`.trimEnd());
        if (!change.callers_total)
            lines.push('  no callers outside the change');
        else if (change.callers_by_name)
            lines.push(`  ${answers_plural(change.callers_total, 'caller')}${byNameNote(change.callers_total, change.callers_by_name)}:`);
        for (const caller of change.callers)
            lines.push(`  ${referenceLine(caller)}`);
        if (change.callers_total > change.callers.length)
            lines.push(`  ${moreNote(change.callers_total - change.callers.length, 'caller')}`);
        for (const line of reachLines(change))
            lines.push(`  ${line}`);
    }
    if (total > changes.length)
        lines.push(moreNote(total - changes.length, 'changed definition'));
    const head = `${answers_plural(total, 'definition')} that the change adds, modifies or removes, most relevant first, each with its callers outside the changed files (a removed definition's line is the one it had before the change), the tests that reach it, and how far its callers reach (links that resolve, ${answers_plural(depth, 'hop')}):`;
    return { text: `${head}\n${lines.join('\n')}\n`, data };
}
/**
 * The tests that reach a definition (in `path`, else the best-ranked file that defines it): those
 * that use it through links that resolve, or when none does, that use it through one production definition.
 */
function testsAnswer(index, name, path) {
    checkName(name);
    const file = path === undefined ? undefined : indexedPath(index, path);
    const found = findDefinitions(index, name).items.find((d) => file === undefined || d.path === file);
    if (!found) {
        const where = file === undefined ? 'the index' : fileLine(file, undefined);
        return {
            text: `No definition of ${name} in ${where} (names are exact and case-sensitive).\n`,
            data: { name, tests: [], tests_unsure: 0 },
        };
    }
    const { kind, line, signature } = found;
    const definition = { path: found.path, name, kind, line, signature, status: 'modified' };
    const reach = changeReach(index, definition, new Set(), 2);
    const tests = reach.testHits;
    const data = { name, path: found.path, line: found.line, tests, tests_unsure: reach.unsureTests };
    const what = `${name} (${at(found.path, found.line)})`;
    const maybe = reach.unsureTests
        ? `${answers_plural(reach.unsureTests, 'test file')} use the name where it may mean a namesake (find_references lists them).\n`
        : '';
    if (!tests.length)
        return { text: `No test reaches ${what} through links that resolve.\n${maybe}`, data };
    return {
        text: `${answers_plural(tests.length, 'test')} ${tests.length === 1 ? 'reaches' : 'reach'} ${what}${tests.some((t) => t.through) ? ' through one production definition' : ''}:\n${tests.map(testLabel).join('\n')}\n${maybe}`,
        data,
    };
}

;// CONCATENATED MODULE: ./src/core/query/outline.ts



/**
 * `limit` entries of an outline from `offset` on, in source order (containers before their
 * members; a member shown without its container stands where the container would), and how many
 * there are in all.
 */
function cutOutline(entries, limit, offset) {
    let total = 0;
    let shown = 0;
    const cut = (list) => {
        const kept = [];
        for (const { name, kind, line, endLine, signature, members } of list) {
            const inPage = total++ >= offset && shown < limit;
            if (inPage)
                shown++;
            const inner = cut(members);
            if (inPage)
                kept.push({ name, kind, line, end_line: endLine, signature, members: inner });
            else
                kept.push(...inner);
        }
        return kept;
    };
    return { entries: cut(entries), total, shown };
}
/** All definitions of one file, members under their container, in source order. */
function outlineAnswer(index, path, limit = ANSWER_LIMITS.outline, offset = 0) {
    const file = indexedPath(index, path);
    const { entries, total, shown } = cutOutline(fileOutline(index, file), limit, offset);
    const data = { path: file, total, offset, definitions: entries };
    const lines = [];
    const walk = (list, depth) => {
        for (const entry of list) {
            lines.push(`${'  '.repeat(depth)}${entry.line}: ${entry.signature}`.trimEnd());
            walk(entry.members, depth + 1);
        }
    };
    walk(entries, 1);
    const { before, after } = pageNotes(total, offset, shown, 'definition');
    const head = `${fileLine(file, undefined)}: ${total ? answers_plural(total, 'definition') : 'no definitions'}`;
    const notes = (list) => list.map((note) => `  ${note}`);
    return { text: `${[head, ...notes(before), ...lines, ...notes(after)].join('\n')}\n`, data };
}

;// CONCATENATED MODULE: ./src/core/query/source.ts
// The source of a definition, for an agent that wants to read its body without opening the file:
// its lines as the file has them now, cut at a limit.






/** The source lines of a definition, as the file has them now (undefined when it cannot be read). */
function definitionSource(index, hit, limit) {
    const bytes = readRegularFile((0,external_node_path_namespaceObject.join)(index.root, hit.path));
    if (!bytes)
        return undefined;
    const last = Math.min(hit.endLine, hit.line + Math.max(1, limit) - 1);
    const numbers = Array.from({ length: last - hit.line + 1 }, (_, i) => hit.line + i);
    const texts = decodeLines(bytes, numbers);
    return {
        lines: numbers.flatMap((line) => (texts.has(line) ? [{ line, text: texts.get(line).trimEnd() }] : [])),
        cut: hit.endLine > last,
    };
}
/**
 * The source of a definition, so that its body can be read without opening the file: every
 * definition of the name in `path`, else in the file the ranking puts first among its definers;
 * each cut after `limit` lines, and saying so.
 */
function sourceAnswer(index, name, path, limit = ANSWER_LIMITS.sourceLines) {
    checkName(name);
    const file = path === undefined ? undefined : indexedPath(index, path);
    const all = findDefinitions(index, name).items;
    const where = file ?? all[0]?.path;
    const chosen = all.filter((d) => d.path === where);
    const definitions = chosen.flatMap((d) => {
        const source = definitionSource(index, d, limit);
        if (!source)
            return [];
        return [
            {
                ...definitionData(d),
                source: source.lines.map((l) => l.text).join('\n'),
                cut: source.cut,
            },
        ];
    });
    const data = { name, ...(file !== undefined ? { path: file } : {}), total: all.length, definitions };
    if (!definitions.length) {
        const text = file === undefined
            ? `No definition of ${name} in the index (names are exact and case-sensitive).`
            : `${fileLine(file, undefined)} has no definition of ${name}.`;
        return { text: `${text}\n`, data };
    }
    const blocks = definitions.map((d) => {
        const head = `${at(d.path, d.line)}-${d.end_line} (${d.container === null ? d.kind : `${d.kind} of ${d.container}`})`;
        const note = d.cut ? `\n… cut after ${limit} lines: the definition ends at line ${d.end_line}` : '';
        return `${head}\n${d.source}${note}`;
    });
    const others = all.length - definitions.length;
    const more = others
        ? `\n(${answers_plural(others, 'other definition')} of ${name} elsewhere: find_definitions lists them)`
        : '';
    return { text: `${blocks.join('\n\n')}${more}\n`, data };
}

;// CONCATENATED MODULE: ./src/core/query/schemas.ts
// The JSON Schemas of the answers' data (./answers: MapData, DefinitionsData, ReferencesData,
// OutlineData, SourceData, ImpactData), which the MCP tools publish as their output schemas: a client checks each
// structured answer against its schema.
const schemas_text = { type: 'string' };
const whole = { type: 'integer' };
const list = (items) => ({ type: 'array', items });
const object = (properties, optional = []) => ({
    type: 'object',
    properties,
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
    additionalProperties: false,
});
const reach = { type: 'string', enum: ['same-file', 'imported', 'namesake', 'other-language'] };
const via = { type: 'string', enum: ['import', 'scope', 'name'] };
const reference = object({ path: schemas_text, line: whole, kind: schemas_text, text: schemas_text, reach, via }, ['reach']);
const MAP_SCHEMA = object({
    budget: whole,
    tokens: whole,
    focus: object({ files: list(schemas_text), identifiers: list(schemas_text), identifiersTotal: whole }),
    files: list(object({
        path: schemas_text,
        rank: { type: 'number' },
        focus: { type: 'boolean' },
        copies: list(schemas_text),
        symbols: list(object({ name: schemas_text, kind: schemas_text, line: whole, signature: schemas_text, container: schemas_text }, ['container'])),
        uses: list(object({ line: whole, name: schemas_text, text: schemas_text, via })),
    }, ['copies', 'uses'])),
});
const DEFINITIONS_SCHEMA = object({
    name: schemas_text,
    from_path: schemas_text,
    total: whole,
    offset: whole,
    definitions: list(object({
        path: schemas_text,
        line: whole,
        end_line: whole,
        kind: schemas_text,
        signature: schemas_text,
        container: { type: ['string', 'null'] },
        copies: list(schemas_text),
        reach,
    }, ['copies', 'reach'])),
}, ['from_path']);
const REFERENCES_SCHEMA = object({ name: schemas_text, path: schemas_text, total: whole, offset: whole, by_name: whole, references: list(reference) }, ['path']);
const OUTLINE_SCHEMA = {
    ...object({ path: schemas_text, total: whole, offset: whole, definitions: list({ $ref: '#/$defs/definition' }) }),
    $defs: {
        definition: object({
            name: schemas_text,
            kind: schemas_text,
            line: whole,
            end_line: whole,
            signature: schemas_text,
            members: list({ $ref: '#/$defs/definition' }),
        }),
    },
};
const SOURCE_SCHEMA = object({
    name: schemas_text,
    path: schemas_text,
    total: whole,
    definitions: list(object({
        path: schemas_text,
        line: whole,
        end_line: whole,
        kind: schemas_text,
        signature: schemas_text,
        container: { type: ['string', 'null'] },
        source: schemas_text,
        cut: { type: 'boolean' },
    })),
}, ['path']);
const schemas_testHit = object({ path: schemas_text, line: whole, name: schemas_text, through: object({ path: schemas_text, name: schemas_text }) }, [
    'name',
    'through',
]);
const schemas_reachCounts = object({
    depth: whole,
    direct: whole,
    transitive: whole,
    production: whole,
    tests: whole,
    partial: { type: 'boolean' },
});
const IMPACT_SCHEMA = object({
    changed_files: list(schemas_text),
    total: whole,
    depth: whole,
    changes: list(object({
        status: { type: 'string', enum: ['added', 'modified', 'removed'] },
        path: schemas_text,
        line: whole,
        name: schemas_text,
        kind: schemas_text,
        signature: schemas_text,
        callers_total: whole,
        callers_by_name: whole,
        callers: list(reference),
        reach: schemas_reachCounts,
        tests: list(schemas_testHit),
        reached: list(object({ path: schemas_text, line: whole, name: schemas_text, depth: whole, chain: list(schemas_text), test: { type: 'boolean' } })),
        tests_unsure: whole,
        untested: { type: 'boolean' },
    })),
});
const TESTS_SCHEMA = object({
    name: schemas_text,
    path: schemas_text,
    line: whole,
    tests: list(schemas_testHit),
    tests_unsure: whole,
}, ['path', 'line']);

;// CONCATENATED MODULE: ./src/core/query/registry.ts
// The questions the engine answers, and the formats it writes, each listed once. The shells are made
// from these lists: the MCP server's tools, their input schemas and its instructions (src/mcp), and
// `repomap query`'s questions, options and usage (src/cli). A new question is one entry here, its
// answer in ./answers and the JSON Schema of its data in ./schemas.








/**
 * The largest map a question may ask for, in tokens: an answer clients take whole. Claude Code
 * refuses a tool's answer of more than 25,000 tokens (unless MAX_MCP_OUTPUT_TOKENS says more); a
 * map is at most its budget, and 20,000 leaves room for the rest of the answer. The map command
 * (`repomap --budget N`) has no such cap.
 */
const MAX_BUDGET = 20_000;
/** The longest page of an answer a call may ask for. */
const MAX_PAGE = 1000;
const NAME = {
    name: 'name',
    type: 'identifier',
    required: true,
    description: 'The identifier to look up, exactly as the code spells it (case-sensitive, no qualifier: parseInput, not parser.parseInput).',
    cli: 'operand',
};
/** The file whose definition of the name a question is about; without it, the best-ranked file that defines it. */
const DEFINER = {
    name: 'path',
    type: 'path',
    description: 'The file that defines the name, relative to the repository root (without it, the best-ranked file that defines it).',
    cli: { flag: 'path', what: 'the file that defines the name', more: 'else the best-ranked one' },
};
const optional = (args, key) => args[key];
/** Where a page of a long answer starts, and how long it is: on the command line, --offset and the shell's --limit. */
const PAGE = [
    {
        name: 'offset',
        type: 'offset',
        description: "How many of the answer's items to skip, for the next page of a long answer (0 when omitted).",
        cli: { flag: 'offset', what: 'how many items to skip', more: 'for the next page' },
    },
    {
        name: 'limit',
        type: 'limit',
        description: `How many items to list at most (up to ${MAX_PAGE}; the tool's default when omitted).`,
    },
];
/** How many hops of callers a change's reach follows. */
const DEPTH = {
    name: 'depth',
    type: 'depth',
    description: `How many hops of callers to follow for each changed definition's reach (1 to ${reach_MAX_DEPTH}; ${DEFAULT_DEPTH} when omitted).`,
    cli: { flag: 'depth', what: 'hops of callers to follow', more: `1 to ${reach_MAX_DEPTH}, default ${DEFAULT_DEPTH}` },
};
/** The page a question is asked for: its arguments', else the shell's limit. */
const pageOf = ({ args, limit }) => ({
    limit: optional(args, 'limit') ?? limit,
    offset: optional(args, 'offset') ?? 0,
});
const registry_QUESTIONS = [
    {
        tool: 'repo_map',
        title: 'Repository map',
        useFor: 'a ranked overview',
        description: 'A map of the repository ranked for the change under review: files in order of relevance (the changed files first, marked "(changed)", then the code the change uses and the code that uses what it touches), each followed by the most relevant of its definitions as "line: signature", members indented under their class, then, in a file that uses what the change touches, the lines that use it as "line│ source line"; a file with copies elsewhere (the same content or definitions) names them as "(also …)". All within a token budget. Call it first to see where the change sits; name focus_files or identifiers to get the map around other code as well (they are added to the change, not put in its place), and raise budget for more detail.',
        arguments: [
            {
                name: 'focus_files',
                type: 'paths',
                description: 'Files to focus on as well, relative to the repository root, as the map names them.',
            },
            {
                name: 'identifiers',
                type: 'identifiers',
                description: 'Identifiers to focus on as well: their definitions and users rank higher.',
            },
            {
                name: 'budget',
                type: 'budget',
                description: "The map's size in o200k_base tokens, a hard maximum (the server's default when omitted).",
            },
        ],
        costly: true,
        output: MAP_SCHEMA,
        answer: (index, { args, budget }) => mapAnswer(index, {
            files: optional(args, 'focus_files'),
            identifiers: optional(args, 'identifiers'),
            budget: optional(args, 'budget') ?? budget ?? DEFAULT_BUDGET,
        }),
    },
    {
        tool: 'find_definitions',
        title: 'Find definitions',
        useFor: 'a name',
        description: `Where a name is defined: every definition of the identifier in the repository (function, method, class, type, constant…) with its file, line, kind, signature and the class, struct or module it belongs to. Give from_path, the file where you saw the name, to get first the definition that file actually reaches: its own, then the one it imports, then namesakes linked by name only, then other languages. Names are exact and case-sensitive. At most ${ANSWER_LIMITS.definitions} are listed (limit), with a note of how many more there are: ask for the next page with offset.`,
        command: { name: 'definitions', summary: 'where NAME is defined' },
        arguments: [
            NAME,
            {
                name: 'from_path',
                type: 'path',
                description: 'The file the name is used in, relative to the repository root: its definitions of the name come first, then what it imports.',
                cli: { flag: 'from', what: 'the file the name is used in', more: 'the definition it reaches comes first' },
            },
            ...PAGE,
        ],
        limit: { default: ANSWER_LIMITS.definitions, items: 'definitions' },
        output: DEFINITIONS_SCHEMA,
        answer: (index, asked) => {
            const { limit, offset } = pageOf(asked);
            return definitionsAnswer(index, asked.args.name, optional(asked.args, 'from_path'), limit, offset);
        },
    },
    {
        tool: 'find_references',
        title: 'Find references',
        useFor: 'a name',
        description: `Who uses a name: its references (calls, type uses, imports, inheritance…) with the trimmed source line of each, the most relevant files first. Give path, the file whose definition you mean, to keep only the uses that resolve to that definition the way the map's graph resolves them (a file that imports another definition of the same name is left out), e.g. the callers of one function among several namesakes; without path, every use of the name. Each use says how it is linked (via): import (its file imports the definer), scope (the definer's own file) or name (by the bare name alone: it may mean a namesake, so check it before relying on it); by_name counts those. Names are exact and case-sensitive. At most ${ANSWER_LIMITS.references} are listed (limit), with a note of how many more there are: ask for the next page with offset.`,
        command: { name: 'references', summary: "who uses NAME (resolved to PATH's definition)" },
        arguments: [
            NAME,
            {
                name: 'path',
                type: 'path',
                description: 'The file that defines the name, relative to the repository root: only the uses that resolve to its definition are listed.',
                cli: { flag: 'path', what: 'the file that defines the name', more: 'only the uses that resolve to it' },
            },
            ...PAGE,
        ],
        limit: { default: ANSWER_LIMITS.references, items: 'references' },
        output: REFERENCES_SCHEMA,
        answer: (index, asked) => {
            const { limit, offset } = pageOf(asked);
            return referencesAnswer(index, asked.args.name, optional(asked.args, 'path'), limit, offset);
        },
    },
    {
        tool: 'definition_source',
        title: 'Definition source',
        useFor: 'a name',
        description: `The source of a definition, to read its body without opening the file: each definition of the name in path (several for overloads), else in the best-ranked file that defines it, as its lines from its first to its last (end_line), with the file, kind and class it belongs to. A definition longer than ${ANSWER_LIMITS.sourceLines} lines is cut there, with a note of where it ends. Names are exact and case-sensitive.`,
        command: { name: 'source', summary: "the source of NAME's definition" },
        arguments: [NAME, DEFINER],
        limit: { default: ANSWER_LIMITS.sourceLines, items: 'source lines of each definition' },
        output: SOURCE_SCHEMA,
        answer: (index, { args, limit }) => sourceAnswer(index, args.name, optional(args, 'path'), limit),
    },
    {
        tool: 'file_outline',
        title: 'File outline',
        useFor: 'a file',
        description: `What is in one file: all its definitions in source order, each as "line: signature", members indented under their class, struct, interface or module. Cheaper than reading the file when you need its shape or a line number. The path is relative to the repository root with forward slashes, as the map and the other tools name files. At most ${ANSWER_LIMITS.outline} definitions are listed (limit), with a note of how many more there are: ask for the next page with offset.`,
        command: { name: 'outline', summary: 'the definitions of one file, nested' },
        arguments: [
            {
                name: 'path',
                type: 'path',
                required: true,
                description: 'The file to outline, relative to the repository root.',
                cli: 'operand',
            },
            ...PAGE,
        ],
        limit: { default: ANSWER_LIMITS.outline, items: 'outline entries' },
        output: OUTLINE_SCHEMA,
        answer: (index, asked) => {
            const { limit, offset } = pageOf(asked);
            return outlineAnswer(index, asked.args.path, limit, offset);
        },
    },
    {
        tool: 'change_impact',
        title: 'Change impact',
        useFor: 'what the change does and who calls what it touches',
        description: `What the change under review does to the code: each definition it adds, modifies or removes (file, line, kind, signature), with its callers outside the changed files (file, line, kind and source line of each use, and via: how it is linked, import, scope or name), most relevant first, as the map ranks them; callers_by_name counts the callers linked by the bare name alone, which may mean a namesake. Each also has its tests (test files and test functions that use it by links that resolve, or when none does, that use it through one production function; tests_unsure counts test files that use the name where it may mean a namesake), untested (exported or public, and no test reaches it), and reach: how many files its callers, their callers and so on reach within depth hops (direct, transitive, in production and tests). Use it to find the call sites a change could break, such as the callers of a function that was removed or whose signature changed, and what is not tested. The change is the one the server was started for. At most ${ANSWER_LIMITS.changes} definitions with ${ANSWER_LIMITS.callers} callers each are listed, with notes of how many more there are (find_references with the name and path lists all callers).`,
        command: { name: 'impact', summary: 'what the change adds, modifies and removes: callers, tests, reach' },
        arguments: [DEPTH],
        limit: {
            default: ANSWER_LIMITS.changes,
            items: `changed definitions with ${ANSWER_LIMITS.callers} callers each`,
            cli: 'N of both',
        },
        needsChange: true,
        output: IMPACT_SCHEMA,
        answer: (index, { args, limit }) => impactAnswer(index, limit === undefined ? undefined : { changes: limit, callers: limit }, optional(args, 'depth') ?? DEFAULT_DEPTH),
    },
    {
        tool: 'tests_for',
        title: 'Tests for a definition',
        useFor: 'the tests of a definition',
        description: 'Which tests reach a definition: the test files (by the conventions of each language: *.test.ts, *_test.go, test_*.py, src/test/java, *_spec.rb, Rust mod tests…) that use it through links that resolve (an import or its own file), or when none does, that use it through one production function, each with the test function where the grammar shows one. tests_unsure counts test files that use the name where it may mean a namesake (by the name alone, or a method call on a receiver whose type is not known): find_references lists them. Names are exact and case-sensitive.',
        command: { name: 'tests', summary: 'the tests that reach NAME (its definition in PATH)' },
        arguments: [NAME, DEFINER],
        output: TESTS_SCHEMA,
        answer: (index, { args }) => testsAnswer(index, args.name, optional(args, 'path')),
    },
];
/** How much of each long answer is given by default, in words: "50 definitions, 100 references, …". */
function answerLimitsInWords() {
    return registry_QUESTIONS.flatMap((question) => question.limit ? [`${question.limit.default} ${question.limit.items}`] : []).join(', ');
}
/** The map's formats (see formatRepoMap). */
const MAP_FORMATS = [
    { name: 'text', purpose: 'for LLMs' },
    { name: 'markdown', purpose: 'for a PR comment' },
    { name: 'json', purpose: '' },
];
/** An answer's formats, each with how it writes an answer. */
const ANSWER_FORMATS = [
    { name: 'text', purpose: '', write: (answer) => answer.text },
    { name: 'json', purpose: 'the same answer as data', write: (answer) => JSON.stringify(answer.data, null, 2) + '\n' },
];
/** A list of formats for a help line: "text (for LLMs; default), markdown (for a PR comment) or json". */
function formatsInWords(formats) {
    const words = formats.map((format, i) => {
        const notes = [format.purpose, ...(i === 0 ? ['default'] : [])].filter((note) => note !== '');
        return notes.length ? `${format.name} (${notes.join('; ')})` : format.name;
    });
    return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

;// CONCATENATED MODULE: ./src/runtime/cache-dir.ts
// Where the tag cache lives unless told otherwise: the shells' default for --cache-dir.


/** The user's cache directory (XDG_CACHE_HOME, else ~/.cache), else the temp dir. */
function defaultCacheDir() {
    const xdg = process.env.XDG_CACHE_HOME;
    if (xdg)
        return (0,external_node_path_namespaceObject.join)(xdg, 'repomap');
    const home = (0,external_node_os_namespaceObject.homedir)();
    return home ? (0,external_node_path_namespaceObject.join)(home, '.cache', 'repomap') : (0,external_node_path_namespaceObject.join)((0,external_node_os_namespaceObject.tmpdir)(), 'repomap-cache');
}

;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: ./src/core/discover/confine.ts



/** True when `path` is `dir` or inside it (both absolute and resolved). */
function isInside(path, dir) {
    const rel = (0,external_node_path_namespaceObject.relative)(dir, path);
    return rel === '' || (!(0,external_node_path_namespaceObject.isAbsolute)(rel) && rel !== '..' && !rel.startsWith('../') && !rel.startsWith('..\\'));
}
/**
 * The real path of `root` (every symlink on the way resolved), which must be `boundary` or a directory
 * inside it: a root that a symlink leads out of the boundary is refused, so that nothing outside it is
 * read. The caller works on the returned path, which no later swap of a symlink can move.
 */
function confinedRoot(root, boundary) {
    const real = (path) => {
        try {
            return (0,external_node_fs_namespaceObject.realpathSync)(path);
        }
        catch (error) {
            throw new errors_UserError(`cannot resolve ${path}: ${error.code ?? error.message}`);
        }
    };
    const realBoundary = real(boundary);
    const realRoot = real(root);
    if (!isInside(realRoot, realBoundary)) {
        throw new errors_UserError(`${root} leads to ${realRoot}, outside the workspace ${realBoundary}`);
    }
    return realRoot;
}
/**
 * A root as its real path, resolved once: a server that reads the root for as long as it runs keeps
 * reading the directory it indexed, however a symlink on the way is changed later. (The Action gives
 * the server the real path it checked inside the workspace.)
 */
function pinnedRoot(root) {
    try {
        return realpathSync(root);
    }
    catch (error) {
        throw new UserError(`root is not a directory: ${root} (${error.code ?? error.message})`);
    }
}

;// CONCATENATED MODULE: ./src/cli/read.ts
// Reading an input whose size is not known before: a pipe, standard input. Kept apart (node:fs
// only) so that the entry point's small bundle can read standard input with it.

/**
 * The bytes of an open file, up to `limit` and one more: a result longer than `limit` says the
 * input is over it, without reading the rest (a pipe that never ends, a device).
 */
function readAtMost(fd, limit) {
    const chunks = [];
    let total = 0;
    while (total <= limit) {
        const chunk = Buffer.allocUnsafe(Math.min(1 << 20, limit + 1 - total));
        let read;
        try {
            read = (0,external_node_fs_namespaceObject.readSync)(fd, chunk, 0, chunk.length, null);
        }
        catch (error) {
            // Standard input left non-blocking by another program: wait for it a little.
            if (error.code !== 'EAGAIN')
                throw error;
            Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
            continue;
        }
        if (read === 0)
            break;
        chunks.push(chunk.subarray(0, read));
        total += read;
    }
    return Buffer.concat(chunks, total);
}

;// CONCATENATED MODULE: ./src/cli/options.ts
// What every command of the CLI shares: the options that say what to index (the checkout, the
// change, the cache, the files), their checks, and how a command reports progress and errors.







/** The options of every command that indexes a checkout (all but --help, which each command adds). */
const INDEX_OPTIONS = {
    root: { type: 'string' },
    within: { type: 'string' },
    base: { type: 'string' },
    head: { type: 'string' },
    diff: { type: 'string' },
    focus: { type: 'string', multiple: true },
    ident: { type: 'string', multiple: true },
    'cache-dir': { type: 'string' },
    'no-cache': { type: 'boolean' },
    include: { type: 'string', multiple: true },
    exclude: { type: 'string', multiple: true },
    untracked: { type: 'boolean' },
    jobs: { type: 'string' },
    'parse-timeout': { type: 'string' },
    quiet: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
};
/** Their help lines, for each command's usage. */
const INDEX_USAGE = `  --root DIR          the checkout (default: the current directory)
  --within DIR        refuse a root that is not inside DIR once every symlink is resolved
  --base REF          focus on the changes of --head since its merge base with REF (as a PR shows them)
  --head REF          the changed side (default: HEAD); needs --base
  --diff FILE         focus on a unified diff read from FILE ('-' for standard input), of at most 64 MiB
  --focus FILE        also focus on this file (repeatable)
  --ident NAME        also focus on this identifier (repeatable)
  --cache-dir DIR     where parsed tags are cached by content (default: ~/.cache/repomap)
  --no-cache          parse every file, read and write no cache
  --include GLOB      only map paths matching GLOB (repeatable)
  --exclude GLOB      do not map paths matching GLOB (repeatable)
  --untracked         also map untracked files that .gitignore does not exclude
  --jobs N            parse with N threads (default: the number of cores)
  --parse-timeout MS  give up on a file whose parse and tags need more than about MS of work
                      (counted in parser steps, so the same on a loaded machine; default: ${DEFAULT_PARSE_TIMEOUT_MS})
  --quiet             no progress on standard error
  -h, --help          show this help`;
/** The width the help's generated paragraphs are wrapped at. */
const HELP_WIDTH = 94;
/** A paragraph wrapped at HELP_WIDTH between words, its lines after the first indented. */
function wrapped(paragraph, indent = '') {
    const lines = [''];
    for (const word of paragraph.split(' ')) {
        const line = lines[lines.length - 1];
        if (line.trim() !== '' && line.length + 1 + word.length > HELP_WIDTH)
            lines.push(`${indent}${word}`);
        else
            lines[lines.length - 1] = line === '' ? word : `${line} ${word}`;
    }
    return lines.join('\n');
}
const EXIT_STATUS = 'Exit status: 0 on success, 2 on a usage error or a problem with the input, 1 on an internal error.';
/** node:util's parseArgs, with its errors as a UserError in the CLI's words. */
function parseCommandLine(argv, options, allowPositionals = false) {
    try {
        return (0,external_node_util_namespaceObject.parseArgs)({ args: negativeValuesJoined(argv, options), options, allowPositionals, strict: true });
    }
    catch (error) {
        throw new errors_UserError(`${error.message.replace(/\. To specify.*$/s, '')} (see --help)`);
    }
}
/**
 * `--budget -5` as `--budget=-5`: parseArgs takes a value that starts with a dash for an option, so
 * a negative number gets its option's own message instead of "argument is ambiguous".
 */
function negativeValuesJoined(argv, options) {
    const joined = [];
    for (let i = 0; i < argv.length; i++) {
        const name = argv[i].startsWith('--') ? argv[i].slice(2) : undefined;
        if (argv[i] === '--')
            return [...joined, ...argv.slice(i)];
        if (name && options[name]?.type === 'string' && /^-\d/.test(argv[i + 1] ?? ''))
            joined.push(`${argv[i]}=${argv[++i]}`);
        else
            joined.push(argv[i]);
    }
    return joined;
}
/** A whole number option within limits, or a UserError that names it. */
function wholeNumber(flag, value, min, max, unit) {
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
        throw new errors_UserError(`${flag} must be a whole number${unit} from ${min} to ${max}, not ${JSON.stringify(value)}`);
    return Number(value);
}
/** The token budget option: a whole number of tokens, enough for a file's line and one definition. */
function budgetOption(value, fallback) {
    if (value === undefined)
        return fallback;
    if (!/^\d+$/.test(value) || Number(value) < MIN_BUDGET) {
        throw new errors_UserError(`--budget must be a whole number of tokens, at least ${MIN_BUDGET} (room for a file's line and one definition), not ${JSON.stringify(value)}`);
    }
    return Number(value);
}
/** The most --diff reads: more than a 50 MB pull request needs, and a bound on the memory a diff takes. */
const MAX_DIFF_BYTES = 64 * 1024 * 1024;
const TOO_BIG = 'is larger than 64 MiB, the most --diff reads: give a smaller diff (git diff -- PATH… for part of the change)';
/** The diff of --diff: from a file, a pipe or standard input (`-`), at most MAX_DIFF_BYTES, decoded. */
function readDiff(path, io) {
    const name = path === '-' ? 'on standard input' : path;
    let input;
    try {
        input = path === '-' ? io.stdin(MAX_DIFF_BYTES) : readDiffFile(path, name);
    }
    catch (error) {
        if (error instanceof errors_UserError)
            throw error;
        throw new errors_UserError(`cannot read the diff ${path}: ${error.code ?? error.message}`);
    }
    if ((typeof input === 'string' ? Buffer.byteLength(input) : input.length) > MAX_DIFF_BYTES)
        throw new errors_UserError(`the diff ${name} ${TOO_BIG}`);
    return typeof input === 'string' ? input : decodeDiff(input);
}
/** A diff file's bytes: a regular file's if not over the limit, a pipe's up to it; never a device's. */
function readDiffFile(path, name) {
    const fd = (0,external_node_fs_namespaceObject.openSync)(path, 'r');
    try {
        const stat = (0,external_node_fs_namespaceObject.fstatSync)(fd);
        if (stat.isDirectory())
            throw new errors_UserError(`the diff ${name} is a directory: give a diff file, a pipe, or - for standard input`);
        if (stat.isCharacterDevice() || stat.isBlockDevice())
            throw new errors_UserError(`the diff ${name} is a device, not a file: give a diff file, a pipe, or - for standard input`);
        if (stat.isFile() && stat.size > MAX_DIFF_BYTES)
            throw new errors_UserError(`the diff ${name} ${TOO_BIG}`);
        return readAtMost(fd, MAX_DIFF_BYTES);
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}
/** --include and --exclude: each a glob, none empty (an empty glob matches nothing, or everything). */
function globsOption(flag, globs) {
    if (globs?.some((glob) => glob.trim() === ''))
        throw new errors_UserError(`${flag} needs a glob such as 'src/**', not an empty string`);
    return globs;
}
/**
 * The engine's options from the indexing flags, checked. `stdinIsProtocol`: standard input is not
 * the user's (the MCP server reads its protocol there), so `--diff -` is refused.
 */
function indexOptionsOf(v, io, { stdinIsProtocol = false } = {}) {
    if (v.jobs !== undefined)
        wholeNumber('--jobs', v.jobs, 1, 64, '');
    const parseTimeout = v['parse-timeout'];
    if (parseTimeout !== undefined)
        wholeNumber('--parse-timeout', parseTimeout, 1, 3_600_000, ' of milliseconds');
    if (v.diff !== undefined && (v.base !== undefined || v.head !== undefined))
        throw new errors_UserError('use either --diff or --base/--head, not both');
    if (v.head !== undefined && v.base === undefined)
        throw new errors_UserError('--head needs --base (the branch or commit the change is compared with)');
    if (v['no-cache'] && v['cache-dir'] !== undefined)
        throw new errors_UserError('use either --cache-dir or --no-cache, not both');
    const include = globsOption('--include', v.include);
    const exclude = globsOption('--exclude', v.exclude);
    if (v.diff === '-' && stdinIsProtocol)
        throw new errors_UserError('--diff - cannot be used here: standard input carries the protocol, so give the diff as a file');
    const diff = v.diff === undefined ? undefined : readDiff(v.diff, io);
    return {
        root: v.within === undefined ? (v.root ?? '.') : confinedRoot(v.root ?? '.', v.within),
        base: v.base,
        head: v.head,
        diff,
        focusFiles: v.focus,
        identifiers: v.ident,
        cacheDir: v['no-cache'] ? false : (v['cache-dir'] ?? defaultCacheDir()),
        include,
        exclude,
        untracked: v.untracked,
        jobs: v.jobs === undefined ? undefined : Number(v.jobs),
        parseTimeoutMs: parseTimeout === undefined ? undefined : Number(parseTimeout),
        wasmTiers: io.wasmTiers,
    };
}
/** Warnings, and progress while files are parsed when standard error is a terminal, as every command shows them. */
function reporting(io, quiet) {
    let lastDraw = 0;
    return {
        warn: (message) => io.stderr(`repomap: warning: ${message}\n`),
        onProgress: !quiet && io.stderrIsTty
            ? (done, total) => {
                const now = Date.now();
                if (done === total || now - lastDraw > 100) {
                    lastDraw = now;
                    io.stderr(`\rrepomap: ${done}/${total} files${done === total ? '\n' : ''}`);
                }
            }
            : undefined,
    };
}
/** Run a command and turn what it throws into the CLI's exit status: 2 and one line for the user's errors, 1 and the stack otherwise. */
async function exitStatusOf(io, command) {
    try {
        return await command();
    }
    catch (error) {
        if (error instanceof errors_UserError) {
            io.stderr(`repomap: ${error.message}\n`);
            return 2;
        }
        io.stderr(`repomap: internal error: ${error.stack ?? String(error)}\n`);
        return 1;
    }
}

;// CONCATENATED MODULE: ./src/cli/query.ts
// `repomap query`: the MCP server's questions on the command line, for agents without MCP and for
// people. The questions, their operands and options, and the answers are the registry's
// (../core/query/registry), as the tools are: the same text, or their data as JSON.




/** The questions the command line asks: those with a command. */
const COMMANDS = registry_QUESTIONS.filter((question) => question.command !== undefined);
const COMMAND_NAMES = COMMANDS.map((question) => question.command.name).join(', ');
/** How the usage names an argument of each type. */
const PLACEHOLDER = {
    identifier: 'NAME',
    path: 'PATH',
    identifiers: 'NAME…',
    paths: 'PATH…',
    budget: 'N',
    offset: 'N',
    limit: 'N',
    depth: 'N',
};
const operandOf = (question) => question.arguments.find((argument) => argument.cli === 'operand');
const flagsOf = (question) => question.arguments.filter((argument) => typeof argument.cli === 'object');
/** Where the usage's summaries start. */
const SUMMARY_COLUMN = 64;
/** One usage line a question: "repomap query definitions NAME [--from PATH] [options]   where NAME is defined". */
function usageLine(question, first) {
    const operand = operandOf(question);
    const words = [
        `${first ? 'Usage:' : '      '} repomap query ${question.command.name}`,
        ...(operand ? [PLACEHOLDER[operand.type]] : []),
        ...flagsOf(question).map((flag) => `[--${flag.cli.flag} ${PLACEHOLDER[flag.type]}]`),
        ...(question.needsChange ? ['(--base REF [--head REF] | --diff FILE)'] : []),
        '[options]',
    ];
    const line = words.join(' ');
    const summary = question.command.summary;
    return line.length + 2 <= SUMMARY_COLUMN
        ? `${line.padEnd(SUMMARY_COLUMN)}${summary}`
        : `${line}\n${' '.repeat(SUMMARY_COLUMN)}${summary}`;
}
function optionLine(option, help) {
    return `  ${option.padEnd(20)}${help}`;
}
function queryUsage() {
    // A flag that means the same for several questions (--offset) is one line that names them all.
    const lines = new Map();
    for (const question of COMMANDS)
        for (const flag of flagsOf(question)) {
            const help = `${flag.cli.what}; ${flag.cli.more}`;
            const key = `${flag.cli.flag}\0${help}`;
            const line = lines.get(key);
            if (line)
                line.questions.push(question.command.name);
            else
                lines.set(key, {
                    option: `--${flag.cli.flag} ${PLACEHOLDER[flag.type]}`,
                    questions: [question.command.name],
                    help,
                });
        }
    const flags = [...lines.values()].map(({ option, questions, help }) => optionLine(option, `${questions.join(', ')}: ${help}`));
    const limitNotes = COMMANDS.flatMap((question) => question.limit?.cli ? [`; ${question.command.name}: ${question.limit.cli}`] : []).join('');
    return `repomap query: answers about the code, from the same index as the map.

${COMMANDS.map((question, i) => usageLine(question, i === 0)).join('\n')}

Paths are relative to --root (or absolute, inside it). NAME is exact and case-sensitive.

${flags.join('\n')}
${optionLine('--format F', formatsInWords(ANSWER_FORMATS))}
${optionLine('--limit N', `list at most N (default: ${answerLimitsInWords()}${limitNotes})`)}
${INDEX_USAGE}

A question with no answer (a name nothing defines) is not an error: its answer says so.
${EXIT_STATUS}
`;
}
const QUERY_USAGE = queryUsage();
/** The questions' flags (--from, --path), each with the first question that takes it. */
const FLAGS = new Map();
for (const question of COMMANDS)
    for (const flag of flagsOf(question))
        if (!FLAGS.has(flag.cli.flag))
            FLAGS.set(flag.cli.flag, { question, flag });
const QUERY_OPTIONS = {
    ...INDEX_OPTIONS,
    ...Object.fromEntries([...FLAGS.keys()].map((flag) => [flag, { type: 'string' }])),
    format: { type: 'string' },
    limit: { type: 'string' },
};
/** A path as the user typed it: relative to the root as the index names files; an absolute one inside the root is made relative. */
function pathInRoot(index, path) {
    if (!(0,external_node_path_namespaceObject.isAbsolute)(path))
        return path;
    const inside = (0,external_node_path_namespaceObject.relative)(index.root, path);
    return inside && !inside.startsWith('..') && !(0,external_node_path_namespaceObject.isAbsolute)(inside) ? inside.split(external_node_path_namespaceObject.sep).join('/') : path;
}
/** The question asked, checked with its operand and flags: a UserError for anything that does not fit it. */
function askedQuestion(positionals, flags) {
    const [name, operand, ...extra] = positionals;
    if (name === undefined)
        throw new errors_UserError(`query needs a question: ${COMMAND_NAMES} (see repomap query --help)`);
    const question = COMMANDS.find((command) => command.command.name === name);
    if (!question)
        throw new errors_UserError(`unknown question ${JSON.stringify(name)}: ask one of ${COMMAND_NAMES} (see repomap query --help)`);
    const operandArgument = operandOf(question);
    const wanted = operandArgument && PLACEHOLDER[operandArgument.type];
    if (wanted && operand === undefined)
        throw new errors_UserError(`query ${name} needs a ${wanted}: repomap query ${name} ${wanted}`);
    if ((!wanted && operand !== undefined) || extra.length)
        throw new errors_UserError(`query ${name} takes ${wanted ? `one ${wanted}` : 'no operand'}, not ${JSON.stringify((wanted ? extra : [operand, ...extra]).join(' '))}`);
    for (const [flag, { question: owner, flag: argument }] of FLAGS) {
        if (flags[flag] !== undefined && !flagsOf(question).some((taken) => taken.cli.flag === flag))
            throw new errors_UserError(`--${flag} is for query ${owner.command.name} (${argument.cli.what})`);
    }
    return { question, operand };
}
/** The question's arguments by name, from its operand and flags; paths made relative to the root. */
function argumentsOf(index, question, operand, flags) {
    const args = {};
    for (const argument of question.arguments) {
        const value = argument.cli === 'operand' ? operand : typeof argument.cli === 'object' ? flags[argument.cli.flag] : undefined;
        if (value === undefined)
            continue;
        args[argument.name] =
            argument.type === 'path'
                ? pathInRoot(index, value)
                : argument.type === 'offset'
                    ? wholeNumber(`--${argument.cli.flag}`, value, 0, 1_000_000_000, '')
                    : argument.type === 'depth'
                        ? wholeNumber(`--${argument.cli.flag}`, value, 1, reach_MAX_DEPTH, '')
                        : value;
    }
    return args;
}
async function runQuery(argv, io) {
    return exitStatusOf(io, async () => {
        const { values: v, positionals } = parseCommandLine(argv, QUERY_OPTIONS, true);
        if (v.help) {
            io.stdout(QUERY_USAGE);
            return 0;
        }
        const flags = v;
        const { question, operand } = askedQuestion(positionals, flags);
        const format = ANSWER_FORMATS.find((known) => known.name === (v.format ?? ANSWER_FORMATS[0].name));
        if (!format)
            throw new errors_UserError(`--format must be ${ANSWER_FORMATS.map((known) => known.name).join(' or ')}, not ${JSON.stringify(v.format)}`);
        const limit = v.limit === undefined ? undefined : wholeNumber('--limit', v.limit, 1, 1_000_000, '');
        const options = indexOptionsOf(v, io);
        if (question.needsChange && options.base === undefined && options.diff === undefined)
            throw new errors_UserError(`query ${question.command.name} needs the change: --base REF [--head REF] or --diff FILE`);
        const index = await buildIndex({ ...options, ...reporting(io, v.quiet ?? false) });
        let answer;
        try {
            answer = await question.answer(index, { args: argumentsOf(index, question, operand, flags), limit });
        }
        finally {
            void closeIndex(index); // the answer needs no token counts: a thread still making the encoder's table ends
        }
        io.stdout(format.write(answer));
        return 0;
    });
}

;// CONCATENATED MODULE: ./src/mcp/load.ts
// The MCP server's module, loaded when `repomap mcp` runs: from dist/, from a bundle of its own
// (dist/server.cjs, with the MCP SDK and its schema libraries), so that they do not weigh on every
// map's start; from the sources, the module itself.

function loadServer() {
    return loadBundled(sourceModule('mcp', 'server.ts'));
}

;// CONCATENATED MODULE: ./src/mcp/tools.ts
// The MCP server's tools, made from the engine's questions (../core/query/registry): for each, what a
// model is told about it, the JSON Schemas of its input and of its structured output, and how it is
// answered from the server's one index. The server's instructions name them too.



const identifier = { type: 'string', minLength: 1, maxLength: 500 };
const path = { type: 'string', minLength: 1, maxLength: 4096 };
const listOf = (items) => ({ type: 'array', items, maxItems: 100 });
/** The JSON Schema of each type of argument, its description aside: what a call may send. */
const ARGUMENT_SCHEMAS = {
    identifier,
    path,
    identifiers: listOf(identifier),
    paths: listOf(path),
    budget: { type: 'integer', minimum: MIN_BUDGET, maximum: MAX_BUDGET },
    offset: { type: 'integer', minimum: 0, maximum: 1_000_000_000 },
    limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE },
    depth: { type: 'integer', minimum: 1, maximum: reach_MAX_DEPTH },
};
function inputSchemaOf(question) {
    const properties = Object.fromEntries(question.arguments.map((argument) => [
        argument.name,
        { ...ARGUMENT_SCHEMAS[argument.type], description: argument.description },
    ]));
    const required = question.arguments.filter((argument) => argument.required).map((argument) => argument.name);
    return { type: 'object', properties, required, additionalProperties: false };
}
async function answerCall(question, context, args) {
    if (question.needsChange && !context.hasChange) {
        throw new errors_UserError('this server was started without a change to review (repomap mcp --base REF or --diff FILE), so there is no change to assess');
    }
    const index = await context.index();
    const answer = async () => question.answer(index, { args, budget: context.budget });
    // The server's budget stands for an omitted one: a call that names it asks the same question.
    return question.costly
        ? context.remember(`${question.tool} ${JSON.stringify({ budget: context.budget, ...args })}`, answer)
        : answer();
}
const TOOLS = registry_QUESTIONS.map((question) => ({
    name: question.tool,
    title: question.title,
    description: question.description,
    inputSchema: inputSchemaOf(question),
    outputSchema: question.output,
    answer: (context, args) => answerCall(question, context, args),
}));
/**
 * What the server tells a client it is for, naming every tool: "… repo_map for a ranked overview,
 * find_definitions and find_references for a name, …" (neighbours with the same use are named together).
 */
function serverInstructions() {
    const uses = [];
    for (const question of QUESTIONS) {
        const last = uses.at(-1);
        if (last?.useFor === question.useFor)
            last.tools.push(question.tool);
        else
            uses.push({ tools: [question.tool], useFor: question.useFor });
    }
    const named = (tools) => tools.length > 1 ? `${tools.slice(0, -1).join(', ')} and ${tools.at(-1)}` : tools[0];
    const tools = uses.map((use) => `${named(use.tools)} for ${use.useFor}`).join(', ');
    return `This server answers questions about one repository and the change under review in it, from an index of every file's definitions and references: ${tools}. Paths are relative to the repository root, with forward slashes. Ask it before searching the files: its answers follow imports the way the code does, and each use says how it is linked (via): check those linked by name alone (via "name"), which may mean a namesake.`;
}
/** A tool and its arguments for a help text: "find_definitions {name, from_path?}". */
function toolSignature(tool) {
    const args = Object.keys(tool.inputSchema.properties).map((name) => tool.inputSchema.required.includes(name) ? name : `${name}?`);
    return `${tool.name} {${args.join(', ')}}`;
}

;// CONCATENATED MODULE: ./src/cli/mcp.ts
// `repomap mcp`: start the MCP server (../mcp) on standard input and output.






const MCP_USAGE = `repomap mcp: a Model Context Protocol server over stdio that answers a review agent's questions
about the repository and the change under review, from one index made as it starts.

Usage: repomap mcp [--root DIR] [--base REF [--head REF] | --diff FILE] [--cache-dir DIR] [--budget N] [options]

${wrapped(`Tools: ${TOOLS.map(toolSignature).join(', ')}.`, '       ')}
${wrapped(`Long answers are cut (${answerLimitsInWords()}) with a note of how many were left out. Standard output is the protocol: the log goes to standard error.`)}

${INDEX_USAGE}
  --budget N          repo_map's size in o200k_base tokens when a call names none (default: ${DEFAULT_BUDGET}; a call may ask for ${MIN_BUDGET} to ${MAX_BUDGET})

--diff - is refused (standard input carries the protocol). The server ends when its client closes
standard input. ${EXIT_STATUS}
`;
const MCP_OPTIONS = { ...INDEX_OPTIONS, budget: { type: 'string' } };
async function runMcp(argv, io) {
    return exitStatusOf(io, async () => {
        const v = parseCommandLine(argv, MCP_OPTIONS).values;
        if (v.help) {
            io.stdout(MCP_USAGE);
            return 0;
        }
        const budget = budgetOption(v.budget, DEFAULT_BUDGET);
        if (budget > MAX_BUDGET)
            throw new errors_UserError(`--budget must be at most ${MAX_BUDGET} tokens: MCP clients refuse longer answers (Claude Code over 25,000 tokens); for a bigger map, run repomap --budget N`);
        const index = indexOptionsOf(v, io, { stdinIsProtocol: true });
        if (!io.protocol)
            throw new errors_UserError('repomap mcp needs standard input and output for the protocol');
        return loadServer().serveMcp({ index, budget, version: VERSION }, { ...io.protocol, log: (line) => io.stderr(`${line}\n`) });
    });
}

;// CONCATENATED MODULE: ./src/cli/main.ts









const USAGE = `repomap: a ranked, token-budgeted map of a repository, focused on a change.

Usage: repomap [options]          the map
       repomap mcp [options]      an MCP server over stdio that answers questions about the code (repomap mcp --help)
       repomap query QUESTION     the same questions on the command line (repomap query --help)

${INDEX_USAGE}
  --budget N          the map's size in o200k_base tokens, a hard maximum (default: ${DEFAULT_BUDGET}, at least ${MIN_BUDGET})
  --format F          ${formatsInWords(MAP_FORMATS)}
  --out FILE          write the map to FILE instead of standard output
  --json-out FILE     also write the JSON map to FILE
  --graph-out FILE    also write the file graph (graphology's JSON export: files, weighted edges)
  --timings           print the stage times and cache hits on standard error, and add them to the JSON
  --version           print repomap's version

${EXIT_STATUS}
`;
const FORMATS = MAP_FORMATS.map((format) => format.name);
const MAP_OPTIONS = {
    ...INDEX_OPTIONS,
    budget: { type: 'string' },
    format: { type: 'string' },
    out: { type: 'string' },
    'json-out': { type: 'string' },
    'graph-out': { type: 'string' },
    timings: { type: 'boolean' },
    version: { type: 'boolean' },
};
/**
 * Parse the map command's argv into engine options, or the text that --help or --version print
 * instead; a UserError for anything wrong, with the fix in its message.
 */
function parseCli(argv, io) {
    const v = parseCommandLine(argv, MAP_OPTIONS).values;
    if (v.help)
        return { print: USAGE };
    if (v.version)
        return { print: `repomap ${VERSION}\n` };
    const format = (v.format ?? FORMATS[0]);
    if (!FORMATS.includes(format))
        throw new errors_UserError(`--format must be one of ${FORMATS.join(', ')}, not ${JSON.stringify(v.format)}`);
    const budget = budgetOption(v.budget, DEFAULT_BUDGET);
    return {
        format,
        out: v.out,
        jsonOut: v['json-out'],
        graphOut: v['graph-out'],
        timings: v.timings ?? false,
        quiet: v.quiet ?? false,
        options: { ...indexOptionsOf(v, io), budget },
    };
}
/** Run the CLI; returns the exit status. `parser`: a parse thread the entry point started for a map of a commit range. */
async function runCli(argv, io, parser) {
    if (argv[0] === 'mcp')
        return runMcp(argv.slice(1), io);
    if (argv[0] === 'query')
        return runQuery(argv.slice(1), io);
    return exitStatusOf(io, async () => {
        if (argv[0] !== undefined && !argv[0].startsWith('-'))
            throw new errors_UserError(`unknown command ${JSON.stringify(argv[0])}: the commands are mcp and query, and the map takes only options (see --help)`);
        const cli = parseCli(argv, io);
        if (cli.print !== undefined) {
            io.stdout(cli.print);
            return 0;
        }
        const index = await buildIndex({ ...cli.options, parser, ...reporting(io, cli.quiet) });
        let map;
        try {
            map = await renderMap(index, cli.options.budget ?? DEFAULT_BUDGET);
        }
        finally {
            void closeIndex(index); // nothing to wait for: the map is counted
        }
        const { timings } = cli;
        const output = formatRepoMap(map, cli.format, { timings });
        if (cli.out)
            writeOutput(cli.out, output);
        else
            io.stdout(output);
        if (cli.jsonOut)
            writeOutput(cli.jsonOut, formatRepoMap(map, 'json', { timings }));
        if (timings)
            io.stderr(`repomap: ${describeRun({ ...map.stats, ...map.run })}\n`);
        if (cli.graphOut)
            writeOutput(cli.graphOut, JSON.stringify(toGraphology(index.graph).export()) + '\n');
        return 0;
    });
}
function writeOutput(path, text) {
    try {
        (0,external_node_fs_namespaceObject.writeFileSync)(path, text);
    }
    catch (error) {
        throw new errors_UserError(`cannot write ${path}: ${error.code ?? error.message}`);
    }
}

var __webpack_exports__USAGE = __webpack_exports__.u_;
var __webpack_exports__parseCli = __webpack_exports__.wE;
var __webpack_exports__runCli = __webpack_exports__.ak;
export { __webpack_exports__USAGE as USAGE, __webpack_exports__parseCli as parseCli, __webpack_exports__runCli as runCli };
