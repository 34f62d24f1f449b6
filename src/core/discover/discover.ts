import { existsSync, lstatSync, statSync } from 'node:fs';
import { join } from 'node:path';
import picomatch from 'picomatch';
import type { Discovery, SkipReason, SourceFile } from '../types';
import { languageOf } from '../language-lookup';
import { isGitWorkTree } from './git';
import { linguistMarks, listGit, markedPaths, type Listed } from './git-listing';
import { listWalk } from './walk';
import { UserError } from '../util/errors';

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
