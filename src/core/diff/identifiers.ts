// The identifiers of a change: the names its added lines define or reference, as tags find them,
// and the words of the code of those lines (see ./words) that name a definition of the repository.
import type { FileTags, LineRange } from '../types';
import { isNameKind, TYPED_KIND, typedParts } from '../language-lookup';
import type { ChangedFile } from './sides';
import { lineSet } from './touched';
import { wordsOfLines } from './words';
import { builtinMembersOf, leavesBuiltinCallsOut, testFrameworkNamesOf, wordsOf } from '../language-words';
import { TEST_KIND } from '../language-tests';

/**
 * What a change uses is what its new lines name: a name that only removed lines used is out of its
 * context. A name of a test framework (`expect`, `assertEqual`) is one only where the repository defines it.
 */
export function identifiersOf(changed: ChangedFile[], headTags: ReadonlyMap<string, FileTags>): Set<string> {
  const identifiers = new Set<string>();
  const inCode = new DefinedWords(headTags);
  for (const { head } of changed) {
    if (!head) continue;
    const words = wordsOfLines(head.lines, head.language, head.tags && builtinsOf(head.tags, head.language));
    const { names, builtinCalls } = head.tags
      ? namesInRanges(head.tags, head.ranges, head.language)
      : { names: [], builtinCalls: NO_CALLS };
    const framework = testFrameworkNamesOf(head.language);
    for (const { name, line } of names) {
      const shown = words.get(line);
      // A member of a built-in (`Math.min`) that the line names in no other way is not the repository's.
      if (shown?.builtinMembers.includes(name) && !shown.words.includes(name)) continue;
      if (framework.has(name)) inCode.add(name);
      else identifiers.add(name);
    }
    for (const range of head.ranges)
      for (let line = range.start; line <= range.end; line++)
        for (const word of words.get(line)?.words ?? []) if (!builtinCalls.has(callAt(line, word))) inCode.add(word);
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
 * The built-in modules of a file whose language says so by its imports (see
 * LanguageWords.standardImport): each standard import by the name it is imported under (its alias,
 * else the last part of its path). Undefined for the other languages: their list of built-ins holds.
 */
function builtinsOf(tags: FileTags, language: string): Set<string> | undefined {
  const { standardImport } = wordsOf(language);
  if (!standardImport) return undefined;
  const { strings, names, kinds, lines } = tags.refs;
  const aliases = new Map<number, string>();
  for (let i = 0; i < lines.length; i++) if (strings[kinds[i]] === 'import') aliases.set(lines[i], strings[names[i]]);
  const builtins = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const path = strings[names[i]].replace(/^["`]|["`]$/g, '');
    if (strings[kinds[i]] !== 'module' || !standardImport(path)) continue;
    const alias = aliases.get(lines[i]);
    builtins.add(alias && alias !== path && !/[/."]/.test(alias) ? alias : path.slice(path.lastIndexOf('/') + 1));
  }
  return builtins;
}

const NO_CALLS: ReadonlySet<string> = new Set();

/** A call of `name` on a line, as a key. */
const callAt = (line: number, name: string) => `${line}#${name}`;

/**
 * The names that lines of a range define (test titles aside) or reference (module paths aside),
 * with their lines: identifiers of the focus. A call of a built-in type's method name (`seen.add(x)`)
 * is one only where the file defines that name or states the receiver's type (in the languages
 * where the types a file states are read); the others are `builtinCalls` (see callAt), whose
 * words name nothing of the repository either.
 */
function namesInRanges(
  tags: FileTags,
  ranges: LineRange[],
  language: string,
): { names: { name: string; line: number }[]; builtinCalls: Set<string> } {
  const names: { name: string; line: number }[] = [];
  const builtinCalls = new Set<string>();
  const changed = lineSet(ranges);
  const { defs } = tags;
  const defined = new Set<string>();
  for (let i = 0; i < defs.lines.length; i++) {
    const name = defs.strings[defs.names[i]];
    defined.add(name);
    if (changed(defs.lines[i]) && defs.strings[defs.kinds[i]] !== TEST_KIND) names.push({ name, line: defs.lines[i] });
  }
  const { strings, names: refNames, kinds, lines } = tags.refs;
  // Where the file's receiver types are read: the built-ins' method names, and the calls whose
  // receiver has a type the file states (`Foo#add` on the line), one of the repository's.
  const members = leavesBuiltinCallsOut(language) ? builtinMembersOf(language) : undefined;
  const typed = new Set<string>();
  const { builtins } = wordsOf(language);
  for (let i = 0; members && i < lines.length; i++) {
    if (strings[kinds[i]] !== TYPED_KIND) continue;
    const { type, member } = typedParts(strings[refNames[i]]);
    if (!builtins.has(type)) typed.add(callAt(lines[i], member));
  }
  for (let i = 0; i < lines.length; i++) {
    const kind = strings[kinds[i]];
    const name = strings[refNames[i]];
    if (!isNameKind(kind) || !changed(lines[i])) continue;
    const call = callAt(lines[i], name);
    if (kind === 'method' && members?.has(name) && !defined.has(name) && !typed.has(call)) builtinCalls.add(call);
    else names.push({ name, line: lines[i] });
  }
  return { names, builtinCalls };
}
