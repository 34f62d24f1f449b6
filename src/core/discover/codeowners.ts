// The owners of a repository's files, from its CODEOWNERS file: found where the code host looks for
// it, parsed into rules with their line numbers, and matched the way the host matches them (the last
// rule whose pattern matches a path names its owners). Lines the host would not accept are reported
// with their line numbers and skipped; the other rules still apply.
import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { readRegularFile } from '../util/files';
import { compareStrings } from '../util/order';
import type { CodeOwners, CodeOwnersProblem, CodeOwnersRule } from '../types';

/** Where the code host looks for the file, relative to the root: the first that exists is the one. */
export const CODEOWNERS_LOCATIONS = ['.github/CODEOWNERS', 'CODEOWNERS', 'docs/CODEOWNERS'] as const;

/** The largest file read (3 MB): the host ignores a larger one, so its owners are nobody's. */
export const MAX_CODEOWNERS_BYTES = 3 * 1024 * 1024;

/**
 * The CODEOWNERS file of a checkout, from the first of CODEOWNERS_LOCATIONS that exists (a directory
 * of that name is not a file: passed over); undefined when there is none. A location that is a
 * symlink (or leads through one: never followed out of the checkout), another kind of entry, over
 * MAX_CODEOWNERS_BYTES or unreadable is the file the host would find but not use: the result has a
 * warning and no rules, and the later locations are not read.
 */
export function readCodeOwners(root: string): CodeOwners | undefined {
  for (const path of CODEOWNERS_LOCATIONS) {
    const found = locate(root, path);
    if (found === 'absent') continue;
    if (found !== 'file') return ignored(path, found);
    const full = join(root, ...path.split('/'));
    const bytes = readRegularFile(full, MAX_CODEOWNERS_BYTES + 1);
    if (bytes === undefined) return ignored(path, `${path} could not be read as a regular file: ignored`);
    if (bytes.length > MAX_CODEOWNERS_BYTES) return ignored(path, tooLarge(path, bytes.length));
    let text = bytes.toString('utf8');
    if (text.startsWith('\uFEFF')) text = text.slice(1); // a byte order mark
    return { path, ...parseCodeOwners(text), warnings: [] };
  }
  return undefined;
}

/**
 * The checkout's CODEOWNERS (see readCodeOwners), with a warning when it is not used, or when some of
 * its lines are not rules (the first three named).
 */
export function codeOwnersOf(root: string, warn: (message: string) => void): CodeOwners | undefined {
  const owners = readCodeOwners(root);
  for (const warning of owners?.warnings ?? []) warn(warning);
  const problems = owners?.problems ?? [];
  if (problems.length) {
    const named = problems.slice(0, 3).map(({ line, reason }) => `line ${line}: ${reason}`);
    const more = problems.length > 3 ? `; and ${problems.length - 3} more` : '';
    warn(`${owners!.path}: ${problems.length} line(s) skipped, which name no owners (${named.join('; ')}${more})`);
  }
  return owners;
}

function ignored(path: string, warning: string): CodeOwners {
  return { path, rules: [], problems: [], warnings: [warning] };
}

function tooLarge(path: string, size: number): string {
  return `${path} is ${size} bytes, over the ${MAX_CODEOWNERS_BYTES} bytes (3 MB) the code host reads: ignored`;
}

/**
 * What is at a location, by lstat of each part of its path (nothing on the way is followed): 'file',
 * 'absent' (or a directory, not a file), or the warning that says why the file found is not used.
 */
function locate(root: string, path: string): 'file' | 'absent' | string {
  const parts = path.split('/');
  for (let at = 1; at <= parts.length; at++) {
    const part = parts.slice(0, at).join('/');
    let stat;
    try {
      stat = lstatSync(join(root, ...parts.slice(0, at)));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return 'absent';
      return `${path} could not be read (${code ?? (error as Error).message}): ignored`;
    }
    if (stat.isSymbolicLink()) {
      return `${part} is a symlink: not followed (it could lead out of the checkout), so ${path} is ignored`;
    }
    if (at < parts.length) {
      if (!stat.isDirectory()) return 'absent';
    } else if (stat.isDirectory()) return 'absent';
    else if (!stat.isFile()) return `${path} is not a regular file: ignored`;
    else if (stat.size > MAX_CODEOWNERS_BYTES) return tooLarge(path, stat.size);
  }
  return 'file';
}

/** The rules of a CODEOWNERS text, and the lines that are not rules the host accepts. */
export function parseCodeOwners(text: string): Pick<CodeOwners, 'rules' | 'problems'> {
  const rules: CodeOwnersRule[] = [];
  const problems: CodeOwnersProblem[] = [];
  text.split(/\r?\n/).forEach((content, index) => {
    const line = index + 1;
    const parsed = parseLine(content);
    if (parsed === undefined) return; // blank or a comment
    if (typeof parsed === 'string') {
      problems.push({ line, reason: parsed });
      return;
    }
    const [pattern, ...owners] = parsed;
    const compiled = compilePattern(pattern);
    if (typeof compiled === 'string') problems.push({ line, reason: compiled });
    else rules.push({ pattern, owners: [...new Set(owners)], line, regex: compiled });
  });
  return { rules, problems };
}

/** A user or an organization (letters, digits, '-', '_' as managed users have), optionally with a team. */
const HANDLE = /^@[A-Za-z0-9][\w-]*(?:\/[A-Za-z0-9][\w.-]*)?$/;
const EMAIL = /^[^\s@\\]+@[^\s@\\]+\.[^\s@\\]+$/;

/**
 * A line's words (its pattern, then its owners), undefined for a blank line or a comment, or why it is
 * not a rule. Words are separated by spaces or tabs; '#' at the start of a word begins a comment; a
 * backslash escapes the character after it ('\#', '\ '), kept in the pattern for compilePattern.
 */
function parseLine(content: string): string[] | string | undefined {
  const words: string[] = [];
  let word: string | undefined;
  for (let at = 0; at < content.length; at++) {
    const char = content[at];
    if (char === ' ' || char === '\t') {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (char === '#' && word === undefined) {
      break;
    } else if (char === '\\') {
      if (at + 1 === content.length) return 'a pattern cannot end with a lone backslash';
      word = (word ?? '') + char + content[++at];
    } else {
      word = (word ?? '') + char;
    }
  }
  if (word !== undefined) words.push(word);
  if (words.length === 0) return undefined;
  const wrong = words.slice(1).find((owner) => !HANDLE.test(owner) && !EMAIL.test(owner));
  if (wrong !== undefined) return `not an owner: ${wrong} (an owner is @user, @org/team or an email address)`;
  return words;
}

/**
 * A pattern's path segments (a backslash keeps the character after it, and is kept with it; an
 * escaped '/' still separates), or why the pattern is not one the host accepts.
 */
function segmentsOf(pattern: string): string[] | string {
  if (pattern.startsWith('!')) return `negation (!) is not supported in CODEOWNERS: ${pattern}`;
  const segments: string[] = [''];
  for (let at = 0; at < pattern.length; at++) {
    const char = pattern[at];
    if (char === '[') return `character ranges ([ ]) are not supported in CODEOWNERS: ${pattern}`;
    if (char === '\\' && pattern[at + 1] !== '/') segments[segments.length - 1] += char + pattern[++at];
    else if (char === '/' || char === '\\') {
      if (char === '\\') at++;
      segments.push('');
    } else segments[segments.length - 1] += char;
  }
  return segments;
}

/** Where the captures of a pattern's regex are numbered from: each atomic step takes the next. */
interface Groups {
  next: number;
}

/**
 * A pattern compiled into one regex for a whole path, or why it is not a pattern the host accepts.
 * Gitignore's rules as the host documents them: a '/' at the start or in the middle anchors the
 * pattern at the root, otherwise it matches at any depth; a trailing '/' matches only a directory
 * (the paths below it); '*' is any run of characters but '/', '?' one character but '/', a '**'
 * segment any number of segments; a pattern that names a directory names all below it, but the
 * last segment '*' (as in '/docs/*') matches only what is directly in its directory.
 */
export function compilePattern(pattern: string): RegExp | string {
  const split = segmentsOf(pattern);
  if (typeof split === 'string') return split;
  const rooted = split[0] === '';
  const dirOnly = split.length > 1 && split[split.length - 1] === '';
  const inner = split.slice(rooted ? 1 : 0, dirOnly ? -1 : undefined);
  if (inner.length === 0) return `a pattern that names no path: ${pattern}`;
  if (inner.includes('')) return `a pattern with an empty path segment (//): ${pattern}`;
  const anchored = rooted || inner.length > 1;
  const segments = (anchored ? inner : ['**', ...inner]).filter(
    (segment, at, all) => segment !== '**' || all[at - 1] !== '**',
  );
  const last = segments[segments.length - 1];
  const suffix = dirOnly ? '/.+' : last === '**' || last === '*' ? '' : '(?:/.+)?';
  return new RegExp(`^${bodySource(segments)}${suffix}$`, 'u');
}

/**
 * The regex of a pattern's segments. The runs of segments between '**' segments are found each at
 * the first place it can be, atomically (a lookahead captures it, a backreference takes it): where a
 * '**' follows a run, a later place for it never matches what an earlier one cannot, and without
 * backtracking into the runs a path is matched in time linear in the pattern's '**' segments, not
 * a power of them.
 */
function bodySource(segments: string[]): string {
  const runs: string[][] = [[]];
  for (const segment of segments) {
    if (segment === '**') runs.push([]);
    else runs[runs.length - 1].push(segment);
  }
  const groups: Groups = { next: 1 };
  const joined = (run: string[]) => run.map((segment) => segmentSource(segment, groups)).join('/');
  let source = runs[0].length > 0 ? joined(runs[0]) + (runs.length > 1 ? '/' : '') : '';
  for (let at = 1; at < runs.length; at++) {
    const run = runs[at];
    if (at < runs.length - 1) {
      const group = groups.next++;
      source += `(?=((?:[^/]*/)*?${joined(run)}/))\\${group}`;
    } else if (run.length > 0) source += `(?:[^/]*/)*?${joined(run)}`;
    else source += '.+'; // a last '**': one segment or more
  }
  return source;
}

/**
 * The regex of one segment's glob. The literal parts between its '*'s (those not at its ends) are
 * found each at its first place, atomically, for the same reason as in bodySource: a later place
 * never helps when a '*' follows, and a name is matched in linear time however many '*' it has.
 */
function segmentSource(segment: string, groups: Groups): string {
  const parts: string[] = [''];
  for (let at = 0; at < segment.length; at++) {
    const char = segment[at];
    if (char === '*') {
      if (segment[at - 1] !== '*' || parts[parts.length - 1] !== '') parts.push('');
    } else if (char === '?') parts[parts.length - 1] += '[^/]';
    else if (char === '\\') parts[parts.length - 1] += escape(segment[++at]);
    else parts[parts.length - 1] += escape(char);
  }
  if (parts.length === 1) return parts[0];
  let source = parts[0];
  for (const part of parts.slice(1, -1)) {
    const group = groups.next++;
    source += `(?=([^/]*?${part}))\\${group}`;
  }
  return `${source}[^/]*${parts[parts.length - 1]}`;
}

/** A character as a regex matches it literally (in unicode mode, where only syntax characters may be escaped). */
function escape(char: string): string {
  return /[\\^$.*+?()[\]{}|/]/.test(char) ? `\\${char}` : char;
}

/**
 * The owners of a path ('/'-separated, relative to the root) and the line of the rule that names
 * them: the last rule that matches wins; its owners are empty when the rule un-assigns the path.
 * Undefined when no rule matches.
 */
export function ownersOf(codeowners: CodeOwners, path: string): { owners: string[]; line: number } | undefined {
  for (let at = codeowners.rules.length - 1; at >= 0; at--) {
    const rule = codeowners.rules[at];
    if (rule.regex.test(path)) return { owners: [...rule.owners], line: rule.line };
  }
  return undefined;
}

/**
 * Each owner of some paths with the paths they own, by owner then path in code-unit order (the same
 * on every machine); an owner as the file writes it. Paths no one owns are in no entry.
 */
export function ownersOfPaths(codeowners: CodeOwners, paths: Iterable<string>): { owner: string; paths: string[] }[] {
  const byOwner = new Map<string, Set<string>>();
  for (const path of paths) {
    for (const owner of ownersOf(codeowners, path)?.owners ?? []) {
      let owned = byOwner.get(owner);
      if (!owned) byOwner.set(owner, (owned = new Set()));
      owned.add(path);
    }
  }
  return [...byOwner]
    .map(([owner, owned]) => ({ owner, paths: [...owned].sort(compareStrings) }))
    .sort((a, b) => compareStrings(a.owner, b.owner));
}
