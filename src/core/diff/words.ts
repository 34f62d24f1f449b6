// The words of changed lines that can name something of the repository: those of their code, not
// of their strings, nor of the prose of their comments and docstrings, nor the language's keywords;
// the members of built-ins they call (`Math.min`) kept apart.
import { syntaxOf, type LanguageSyntax } from '../language-syntax';
import { wordsOf, type LanguageWords } from '../language-words';

/**
 * The words of a changed line that can name something: outside string literals and comments.
 * Tags give a file's calls, types and imports; a reader of the diff also looks up the constants,
 * attributes and variables it reads (`token.NEWLINE`, `opts.timeout`), which no query captures.
 * Of these words, only the names the repository defines are kept.
 */
export function namesInCode(text: string, language: string): string[] {
  return wordsOfLines(new Map([[1, text]]), language).get(1)!.words;
}

/** The words of a line that can name something of the repository, and the members of built-ins it calls, left out of them. */
export interface LineWords {
  words: string[];
  builtinMembers: string[];
}

/**
 * The words of each line the diff shows that can name something: those of its code, and those
 * of the code spans of its comments (see CODE_SPANS); never the prose of a comment or a docstring,
 * nor what a string holds. Comments and strings that span lines (see
 * LanguageSyntax.multiline) are followed from line to line; where the lines shown skip some (a new
 * hunk), a line that closes such a comment before it opens one, or a `* ` line of a `/*` comment,
 * is taken to be inside one. `builtins`: the file's own, when its imports say (see builtinsOf).
 */
export function wordsOfLines(
  lines: ReadonlyMap<number, string>,
  language: string,
  builtins?: ReadonlySet<string>,
): Map<number, LineWords> {
  const syntax = syntaxOf(language);
  const known = builtins ? { ...wordsOf(language), builtins } : wordsOf(language);
  const tokens = codeTokens(language);
  const words = new Map<number, LineWords>();
  let inside: readonly [string, string] | undefined;
  let previous: number | undefined;
  // After a gap, a docstring's quotes may close one the lines shown start in: the lines of the run so far.
  let unsure: LineWords[] | undefined;
  for (const number of [...lines.keys()].sort((a, b) => a - b)) {
    const text = lines.get(number)!;
    if (previous === undefined || number !== previous + 1) {
      inside = openAtStart(text, syntax.multiline);
      unsure = syntax.multiline.some(([open, close]) => open === close) ? [] : undefined;
    }
    const before = previous === undefined ? undefined : lines.get(previous);
    previous = number;
    const line: LineWords = { words: [], builtinMembers: [] };
    const { words: found, builtinMembers } = line;
    let at = 0;
    while (at < text.length) {
      if (inside) {
        const close = text.indexOf(inside[1], at);
        const end = close < 0 ? text.length : close;
        wordsOfCodeSpans(text.slice(at, end), known, found, builtinMembers);
        at = close < 0 ? text.length : close + inside[1].length;
        if (close >= 0) inside = undefined;
        continue;
      }
      tokens.lastIndex = at;
      const token = tokens.exec(text);
      codeWords(text.slice(at, token ? token.index : text.length), known, found, builtinMembers);
      if (!token) break;
      at = token.index + token[0].length;
      const opened = token.groups!.open;
      const delimiters = opened === undefined ? undefined : syntax.multiline.find(([open]) => open === opened);
      if (delimiters && unsure && closesDocstring(text, token.index, at, unsure.length ? before : undefined)) {
        // What came before, in this run, was the docstring's: none of it is code.
        for (const earlier of [...unsure, line]) earlier.words.length = earlier.builtinMembers.length = 0;
      } else if (delimiters) inside = delimiters;
      else if (token.groups!.comment !== undefined) wordsOfCodeSpans(token[0], known, found, builtinMembers);
      if (delimiters && delimiters[0] === delimiters[1]) unsure = undefined;
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
function closesDocstring(text: string, start: number, end: number, before: string | undefined): boolean {
  if (text.slice(0, start).trim() !== '' || text.slice(end).trim() !== '') return false;
  return before === undefined || !before.trimEnd().endsWith(':');
}

/** Where a line shown after a gap starts: inside a multiline comment or string, or not. */
function openAtStart(text: string, multiline: LanguageSyntax['multiline']): readonly [string, string] | undefined {
  return multiline.find(([open, close]) => {
    if (open === close) return false; // a docstring's quotes: no telling which way they go
    const closes = text.indexOf(close);
    const opens = text.indexOf(open);
    return (closes >= 0 && (opens < 0 || opens > closes)) || (open === '/*' && /^\s*\*(\s|$)/.test(text));
  });
}

const STRINGS = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\\n]|\\.)*`/;
const tokensByLanguage = new Map<string, RegExp>();

/**
 * What ends a stretch of code on a line: the opening of a multiline comment or string (first: a
 * docstring's `"""` is not an empty string), a string on one line, or a line comment.
 */
function codeTokens(language: string): RegExp {
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
function codeWords(
  code: string,
  { keywords, builtins }: LanguageWords,
  found: string[],
  builtinMembers: string[],
): void {
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
    if (word.length > 1 && !keywords.has(word)) found.push(word);
  }
}

/**
 * What a comment or a docstring names as code: a code span (`` `a.b()` ``), a link or a code tag of
 * Javadoc or JSDoc (`{@link Name#member}`, `{@code expr}`), the name after a `@see`, `@throws` or
 * `@exception` tag, a JSDoc type (`@param {Node} node`), a markdown-style reference (`[name]`).
 */
const CODE_SPANS =
  /`([^`]+)`|\{@(?:link|linkplain|code)\s+([^}]+)\}|@(?:see|throws|exception)\s+([\w$.#:]+)|@\w+\s+\{([^}]+)\}|\[([A-Za-z_$][\w$.#:]*)\]/g;

/** The words of the code spans of a comment's text (see CODE_SPANS), as codeWords reads code. */
function wordsOfCodeSpans(comment: string, known: LanguageWords, found: string[], builtinMembers: string[]): void {
  for (const span of comment.matchAll(CODE_SPANS))
    codeWords(
      span.slice(1).find((group) => group !== undefined)!,
      known,
      found,
      builtinMembers,
    );
}
