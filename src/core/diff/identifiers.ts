// The identifiers of a change: the names its added lines define or reference, as tags find them,
// and the words of those lines (strings and comments left out) that name a definition of the repository.
import type { FileTags, LineRange } from '../types';
import { isPathKind } from '../language-lookup';
import { syntaxOf } from '../language-syntax';
import type { ChangedFile } from './sides';
import { lineSet } from './touched';

/** What a change uses is what its new lines name: a name that only removed lines used is out of its context. */
export function identifiersOf(changed: ChangedFile[], headTags: ReadonlyMap<string, FileTags>): Set<string> {
  const identifiers = new Set<string>();
  const inCode = new DefinedWords(headTags);
  for (const { head } of changed) {
    if (!head) continue;
    if (head.tags) for (const name of namesInRanges(head.tags, head.ranges)) identifiers.add(name);
    for (const range of head.ranges) {
      for (let line = range.start; line <= range.end; line++) {
        const text = head.lines.get(line);
        if (text) for (const name of namesInCode(text, head.language)) inCode.add(name);
      }
    }
  }
  for (const name of inCode.defined()) identifiers.add(name);
  return identifiers;
}

/**
 * The names among `wanted` that the files define. Each string of a table of strings is looked at
 * once: the files read from a pack share one, and a repository has hundreds of thousands of
 * definitions (a set of all their names took ~50 ms on the Go library).
 */
function definedAmong(tags: ReadonlyMap<string, FileTags>, wanted: ReadonlySet<string>): Set<string> {
  const defined = new Set<string>();
  if (!wanted.size) return defined;
  const looked = new Map<readonly string[], Uint8Array>();
  for (const { defs } of tags.values()) {
    let seen = looked.get(defs.strings);
    if (!seen) looked.set(defs.strings, (seen = new Uint8Array(defs.strings.length)));
    for (const name of defs.names) {
      if (seen[name]) continue;
      seen[name] = 1;
      if (wanted.has(defs.strings[name])) defined.add(defs.strings[name]);
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
  private words = new Set<string>();
  private names?: Set<string>;
  constructor(private readonly tags: ReadonlyMap<string, FileTags>) {}
  add(word: string): void {
    if (this.names) {
      if (this.names.has(word)) this.words.add(word);
      return;
    }
    this.words.add(word);
    if (this.words.size <= WORDS_KEPT) return;
    this.names = definedNames(this.tags);
    this.words = definedAmong(this.tags, this.words);
  }
  defined(): Set<string> {
    return this.names ? this.words : definedAmong(this.tags, this.words);
  }
}

const WORDS_KEPT = 1 << 16;

/** Every name the files define. */
function definedNames(tags: ReadonlyMap<string, FileTags>): Set<string> {
  const names = new Set<string>();
  for (const { defs } of tags.values()) for (const name of defs.names) names.add(defs.strings[name]);
  return names;
}

/**
 * The words of a changed line that can name something: outside string literals and comments.
 * Tags give a file's calls, types and imports; a reader of the diff also looks up the constants,
 * attributes and variables it reads (`token.NEWLINE`, `opts.timeout`), which no query captures.
 * Of these words, only the names the repository defines are kept.
 */
export function namesInCode(text: string, language: string): string[] {
  let code = text.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\\n]|\\.)*`/g, ' ');
  code = code.replace(syntaxOf(language).lineComment, ' ');
  return code.match(/[A-Za-z_$][\w$]*/g)?.filter((name) => name.length > 1) ?? [];
}

/** The names that lines of a range define or reference (module paths aside): identifiers of the focus. */
function namesInRanges(tags: FileTags, ranges: LineRange[]): string[] {
  const names: string[] = [];
  const changed = lineSet(ranges);
  for (let i = 0; i < tags.defs.lines.length; i++)
    if (changed(tags.defs.lines[i])) names.push(tags.defs.strings[tags.defs.names[i]]);
  const { strings, names: refNames, kinds, lines } = tags.refs;
  for (let i = 0; i < lines.length; i++)
    if (!isPathKind(strings[kinds[i]]) && changed(lines[i])) names.push(strings[refNames[i]]);
  return names;
}
