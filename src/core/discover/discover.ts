import { isUtf8 } from 'node:buffer';
import { existsSync, lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ignore, { type Ignore } from 'ignore';
import picomatch from 'picomatch';
import type { Discovery, SkipReason, SourceFile } from '../types';
import { languageOf } from '../language-lookup';
import { gitInBackground, gitRaw, isGitWorkTree, stdoutOf } from './git';
import { UserError } from '../util/errors';
import { compareStrings } from '../util/order';

export interface DiscoverOptions {
  root: string;
  /** Also list untracked files that .gitignore does not exclude (git only). */
  untracked?: boolean;
  /** Only paths matching one of these globs are kept (all, when empty). */
  include?: string[];
  /** Paths matching one of these globs are dropped. */
  exclude?: string[];
  /** Larger files are skipped as too large. */
  maxFileBytes: number;
  /** Whether the root is in a git work tree, when the caller knows (else git is asked, when it cannot list the files). */
  inGit?: boolean;
  /** Told about files git lists that cannot be mapped and that no other count explains (names that are not UTF-8). */
  warn?: (message: string) => void;
}

// Paths that are almost always vendored or generated: ranking them would drown the repository's own code.
export const VENDORED = [
  '**/node_modules/**',
  '**/vendor/**',
  '**/third_party/**',
  '**/third-party/**',
  '**/bower_components/**',
  '**/.yarn/**',
  '**/Pods/**',
];
export const GENERATED = [
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

interface Listed {
  path: string;
  /** Blob SHA from the index; '' when the work tree differs or git is not in use (hashed on read). */
  sha: string;
  mode: string;
  /** Outside a sparse checkout: in the index, not in the work tree. */
  sparse?: boolean;
  /** A name that is not UTF-8, shown with its other bytes escaped: it cannot be opened by the name the map uses. */
  notUtf8?: true;
  /** The file's size as the index recorded it when git last found it unchanged (with a SHA only; 0: not known). */
  size?: number;
}

/**
 * A test of whether a path matches any of these globs (none of them a literal path): one regular
 * expression of picomatch's for them all, which tests a path in one go, where picomatch's own
 * matcher tries them one by one. When every glob is made of `*` wildcards and literal text only,
 * a path that holds none of their longest literal names (`vendor`, `.min.js`) matches none of
 * them, which a plain search says first: most paths never reach picomatch's expression.
 */
export function anyOf(globs: string[]): (path: string) => boolean {
  const pattern = new RegExp(globs.map((glob) => `(?:${picomatch.makeRe(glob, { dot: true }).source})`).join('|'));
  if (globs.some((glob) => /[^\w./*-]/.test(glob))) return (path) => pattern.test(path);
  const literals = globs.map((glob) => glob.split(/[*/]+/).reduce((a, b) => (b.length > a.length ? b : a), ''));
  const mayMatch = new RegExp(literals.map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
  return (path) => mayMatch.test(path) && pattern.test(path);
}

export function checkRoot(root: string): void {
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new UserError(`root is not a directory: ${root}`);
}

/**
 * The skips the text map's note names, with a few paths: source files the map would show but for
 * what they hold or how they read. The others (excluded, vendored, generated, not code…) follow
 * from the configuration and are only counted, in the stats.
 */
export const NOTED_SKIPS: ReadonlySet<SkipReason> = new Set([
  'binary',
  'minified',
  'too-large',
  'unreadable',
  'parse-error',
  'parse-timeout',
]);

/** List the files of the checkout that the engine should read, with a counted reason for every skip. */
export async function discover(options: DiscoverOptions): Promise<Discovery> {
  checkRoot(options.root);
  const { listed, inGit, marking } = await listFiles(options);
  const skips = new Skips();
  const { candidates, unsupported, notUtf8 } = sortListed(listed, options, skips);
  const marked =
    inGit && marking
      ? linguistMarks(
          options.root,
          candidates.map((c) => c.path),
          await marking,
        )
      : new Map<string, SkipReason>();
  const files = readableFiles(candidates, marked, options, skips);
  if (notUtf8.length) warnNotUtf8(notUtf8, options.warn);
  if (!listed.length && !options.untracked && inGit)
    options.warn?.(`git tracks no files in ${options.root}: stage them, or map untracked files too with --untracked`);
  return { files, listed: listed.length, skipped: skips.counts, skippedPaths: skips.paths, unsupported, inGit };
}

/**
 * The files of the root. Git lists the files, and the paths marked generated or vendored, as
 * processes of their own. A root not known to be in git is taken to be (most are): only when git
 * cannot list its files is git asked whether it is in a work tree, and if not, the directory is walked.
 */
async function listFiles(
  options: DiscoverOptions,
): Promise<{ listed: Listed[]; inGit: boolean; marking?: Promise<Set<string> | undefined> }> {
  const { root } = options;
  const untracked = options.untracked ?? false;
  const inGit = options.inGit ?? true;
  const listing = inGit ? listGit(root, untracked) : undefined;
  const marking = inGit ? markedPaths(root, untracked).catch(() => undefined) : undefined;
  try {
    return { listed: listing ? await listing : listWalk(root), inGit, marking };
  } catch (error) {
    if (error instanceof UserError || options.inGit !== undefined || isGitWorkTree(root)) throw error;
    return { listed: listWalk(root), inGit: false, marking };
  }
}

/** The tally of skipped files: how many for each reason, and the paths of those worth a note (NOTED_SKIPS). */
class Skips {
  readonly counts: Partial<Record<SkipReason, number>> = {};
  readonly paths = new Map<string, SkipReason>();

  add(reason: SkipReason, path?: string): void {
    this.counts[reason] = (this.counts[reason] ?? 0) + 1;
    if (path !== undefined && NOTED_SKIPS.has(reason)) this.paths.set(path, reason);
  }
}

type Candidate = Listed & { language: string };

/** The listed files in a language of the map, by the listing alone (no file is read); the others are skipped, for their reason. */
function sortListed(
  listed: Listed[],
  options: DiscoverOptions,
  skips: Skips,
): { candidates: Candidate[]; unsupported: string[]; notUtf8: string[] } {
  const isVendored = anyOf(VENDORED);
  const isGenerated = anyOf(GENERATED);
  const included = options.include?.length ? picomatch(options.include, { dot: true }) : undefined;
  const excluded = options.exclude?.length ? picomatch(options.exclude, { dot: true }) : undefined;
  const candidates: Candidate[] = [];
  const unsupported: string[] = [];
  const notUtf8: string[] = [];
  for (const entry of listed) {
    if (entry.sparse) skips.add('excluded');
    else if (entry.notUtf8) {
      skips.add('unreadable');
      notUtf8.push(entry.path);
    } else if (entry.mode === '120000') skips.add('symlink');
    else if (entry.mode === '160000') skips.add('submodule');
    else if ((included && !included(entry.path)) || excluded?.(entry.path)) skips.add('excluded');
    else if (isVendored(entry.path)) skips.add('vendored');
    else if (isGenerated(entry.path)) skips.add('generated');
    else {
      // Non-code formats with an outline query are outlined only when the map wants them (see ./outline).
      const language = languageOf(entry.path);
      if (!language || language.outline) {
        skips.add('unsupported');
        unsupported.push(entry.path);
      } else
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
function readableFiles(
  candidates: Candidate[],
  marked: Map<string, SkipReason>,
  options: DiscoverOptions,
  skips: Skips,
): SourceFile[] {
  const files: SourceFile[] = [];
  for (const candidate of candidates) {
    const mark = marked.get(candidate.path);
    if (mark) {
      skips.add(mark);
      continue;
    }
    // A file git found unchanged has the size its index entry recorded (0 when git smudged it as
    // racily clean, or the file is empty): no lstat of our own.
    const size = (candidate.sha && candidate.size) || sizeInWorkTree(join(options.root, candidate.path));
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

function warnNotUtf8(notUtf8: string[], warn: DiscoverOptions['warn']): void {
  const some =
    notUtf8
      .slice(0, 5)
      .map((name) => `"${name}"`)
      .join(', ') + (notUtf8.length > 5 ? ', …' : '');
  warn?.(
    `${notUtf8.length} file name(s) are not UTF-8, which the map cannot name, skipped: ${some} (rename them to UTF-8 to map them)`,
  );
}

/** A file's size, or why it cannot be read: a symlink, not a file, or listed by git but gone from the work tree. */
function sizeInWorkTree(path: string): number | SkipReason {
  try {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return 'symlink';
    return stat.isFile() ? stat.size : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

function splitZ(text: string): string[] {
  const parts = text.split('\0');
  if (parts[parts.length - 1] === '') parts.pop();
  return parts;
}

const STAT_LINES = /^(?: {2}[^\n]*\n)*/;
const STAT_SIZE = /(?:^|\s)size: (\d+)\s/;

async function listGit(root: string, untracked: boolean): Promise<Listed[]> {
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
  const tracked: Listed[] = [];
  const edited = new Set<string>();
  const deleted = new Set<string>();
  const others: Listed[] = [];
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
  const raw = isUtf8(result.stdout) ? undefined : splitZBytes(result.stdout);
  const present = inWorkTree(root);
  let previous: Listed | undefined;
  for (let i = 0; i < records.length; i++) {
    let record = records[i];
    const stat = STAT_LINES.exec(record)![0];
    if (stat) {
      if (previous) previous.size = Number(STAT_SIZE.exec(stat)?.[1] ?? 0);
      record = record.slice(stat.length);
      if (!record) break; // the stat lines of the last record
    }
    previous = undefined;
    // Every byte before the path is ASCII: the path starts at the same offset in bytes and in text.
    const start = record.startsWith('? ') ? 2 : record.indexOf('\t') + 1;
    let path = record.slice(start);
    const bytes = raw?.[i].subarray(stat.length + start);
    const notUtf8 = bytes && !isUtf8(bytes) ? true : undefined;
    if (notUtf8) path = escapedName(bytes!);
    if (start === 2) {
      others.push({ path, sha: '', mode: '100644', notUtf8 });
      continue;
    }
    const [tag, mode, sha] = record.slice(0, start - 1).split(' ');
    if (tag === 'R') deleted.add(path);
    else if (tag === 'C') edited.add(path);
    else if (tracked.at(-1)?.path !== path) {
      // A skip-worktree file in the work tree may hold edits git does not see: hashed when read.
      const inTree =
        tag === 'S' &&
        (notUtf8
          ? lstatSync(Buffer.concat([Buffer.from(`${root}/`), bytes!]), { throwIfNoEntry: false })
          : present(path));
      tracked.push((previous = { path, sha: inTree ? '' : sha, mode, sparse: tag === 'S' && !inTree, notUtf8 }));
    }
  }
  const listed = deleted.size ? tracked.filter((entry) => !deleted.has(entry.path)) : tracked;
  if (edited.size) for (const entry of listed) if (edited.has(entry.path)) entry.sha = '';
  if (others.length) {
    const inIndex = new Set(tracked.map((entry) => entry.path));
    for (const entry of others) if (!inIndex.has(entry.path)) listed.push(entry);
  }
  return listed.sort((a, b) => compareStrings(a.path, b.path));
}

function splitZBytes(data: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let at = 0, end; at < data.length; at = end + 1) {
    end = data.indexOf(0, at);
    if (end < 0) end = data.length;
    parts.push(data.subarray(at, end));
  }
  return parts;
}

/** A name that is not UTF-8, as a warning shows it: printable ASCII as it is, every other byte as \xNN. */
function escapedName(bytes: Buffer): string {
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
function inWorkTree(root: string): (path: string) => boolean {
  const directories = new Map<string, boolean>([['.', true]]);
  const exists = (path: string) => lstatSync(join(root, path), { throwIfNoEntry: false }) !== undefined;
  const directoryExists = (dir: string): boolean => {
    let known = directories.get(dir);
    if (known === undefined) directories.set(dir, (known = directoryExists(dirname(dir)) && exists(dir)));
    return known;
  };
  return (path) => directoryExists(dirname(path)) && exists(path);
}

// The paths whose linguist-generated or linguist-vendored attribute is set or true. The `top` magic
// with an empty pattern matches the whole repository from any subdirectory (git 2.39 matches no
// tracked file there with a pattern relative to it); paths still come out relative to the root.
const MARKED = ['linguist-generated', 'linguist-vendored'].flatMap((name) => [
  `:(top,attr:${name})`,
  `:(top,attr:${name}=true)`,
]);

/** The paths git lists as marked (see MARKED), or undefined when it cannot say (then every path is asked about). */
async function markedPaths(root: string, untracked: boolean): Promise<Set<string> | undefined> {
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
function linguistMarks(root: string, paths: string[], marked: Set<string> | undefined): Map<string, SkipReason> {
  const marks = new Map<string, SkipReason>();
  const asked = marked ? paths.filter((path) => marked.has(path)) : paths;
  if (!asked.length) return marks;
  const result = gitRaw(
    root,
    ['check-attr', '-z', '--stdin', 'linguist-generated', 'linguist-vendored'],
    asked.join('\0') + '\0',
  );
  if (!result.ok) return marks;
  const fields = splitZ(result.stdout.toString('utf8'));
  for (let i = 0; i + 2 < fields.length; i += 3) {
    const [path, attribute, value] = [fields[i], fields[i + 1], fields[i + 2]];
    if (value === 'set' || value === 'true') {
      marks.set(path, attribute === 'linguist-generated' ? 'generated' : 'vendored');
    }
  }
  return marks;
}

/** Lists the names in a directory that are not UTF-8 (never walked into: no path names them), and returns the others. */
function namesNotUtf8(abs: string, dir: string, out: Listed[]): Set<string> {
  const valid = new Set<string>();
  for (const name of readdirSync(abs, { encoding: 'buffer' })) {
    if (isUtf8(name)) valid.add(name.toString('utf8'));
    else out.push({ path: `${dir ? `${dir}/` : ''}${escapedName(name)}`, sha: '', mode: '100644', notUtf8: true });
  }
  return valid;
}

/** Outside git: walk the tree, honouring every .gitignore on the way, never following a symlink. */
function listWalk(root: string): Listed[] {
  const out: Listed[] = [];
  const walk = (dir: string, rules: { base: string; ig: Ignore }[]) => {
    const abs = join(root, dir);
    const here = join(abs, '.gitignore');
    const scoped = existsSync(here) ? [...rules, { base: dir, ig: ignore().add(readFileSync(here, 'utf8')) }] : rules;
    const ignored = (path: string) =>
      scoped.some(({ base, ig }) => ig.ignores(base ? path.slice(base.length + 1) : path));
    let entries;
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => compareStrings(a.name, b.name));
    // Names that are not UTF-8 come as text with U+FFFD in place of their bad bytes: listed from their bytes.
    const valid = entries.some((entry) => entry.name.includes('\uFFFD')) ? namesNotUtf8(abs, dir, out) : undefined;
    for (const entry of entries) {
      if (entry.name === '.git' || (valid && entry.name.includes('\uFFFD') && !valid.has(entry.name))) continue;
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!ignored(`${path}/`)) walk(path, scoped);
      } else if (!ignored(path)) {
        out.push({ path, sha: '', mode: entry.isSymbolicLink() ? '120000' : '100644' });
      }
    }
  };
  walk('', []);
  return out.sort((a, b) => compareStrings(a.path, b.path));
}
