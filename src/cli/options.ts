// What every command of the CLI shares: the options that say what to index (the checkout, the
// change, the cache, the files), their checks, and how a command reports progress and errors.
import { defaultCacheDir } from '../runtime/cache-dir';
import { closeSync, fstatSync, openSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UserError, DEFAULT_PARSE_TIMEOUT_MS, MIN_BUDGET } from '../core/index';
import type { RepoMapOptions, WasmTierPolicy } from '../core/types';
import { decodeDiff } from '../core/diff/unified';
import { confinedRoot } from '../core/discover/confine';
import { readAtMost } from './read';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Standard input: at most `limit` bytes and one more (see readAtMost). */
  stdin: (limit: number) => string | Uint8Array;
  stderrIsTty: boolean;
  /** The process's own standard input and output, for the MCP server's protocol. */
  protocol?: { stdin: Readable; stdout: Writable };
  /** How this process compiles grammars, as its entry point chose (see runtime/wasm-tiers.ts). */
  wasmTiers?: WasmTierPolicy;
}

/** The options of every command that indexes a checkout (all but --help, which each command adds). */
export const INDEX_OPTIONS = {
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
} as const;

/** Their help lines, for each command's usage. */
export const INDEX_USAGE = `  --root DIR          the checkout (default: the current directory)
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
export function wrapped(paragraph: string, indent = ''): string {
  const lines = [''];
  for (const word of paragraph.split(' ')) {
    const line = lines[lines.length - 1];
    if (line.trim() !== '' && line.length + 1 + word.length > HELP_WIDTH) lines.push(`${indent}${word}`);
    else lines[lines.length - 1] = line === '' ? word : `${line} ${word}`;
  }
  return lines.join('\n');
}

export const EXIT_STATUS =
  'Exit status: 0 on success, 2 on a usage error or a problem with the input, 1 on an internal error.';

/** node:util's parseArgs, with its errors as a UserError in the CLI's words. */
export function parseCommandLine<T extends NonNullable<ParseArgsConfig['options']>>(
  argv: string[],
  options: T,
  allowPositionals = false,
) {
  try {
    return parseArgs({ args: negativeValuesJoined(argv, options), options, allowPositionals, strict: true });
  } catch (error) {
    throw new UserError(`${(error as Error).message.replace(/\. To specify.*$/s, '')} (see --help)`);
  }
}

/**
 * `--budget -5` as `--budget=-5`: parseArgs takes a value that starts with a dash for an option, so
 * a negative number gets its option's own message instead of "argument is ambiguous".
 */
function negativeValuesJoined(argv: string[], options: NonNullable<ParseArgsConfig['options']>): string[] {
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i].startsWith('--') ? argv[i].slice(2) : undefined;
    if (argv[i] === '--') return [...joined, ...argv.slice(i)];
    if (name && options[name]?.type === 'string' && /^-\d/.test(argv[i + 1] ?? ''))
      joined.push(`${argv[i]}=${argv[++i]}`);
    else joined.push(argv[i]);
  }
  return joined;
}

type IndexValues = {
  [K in keyof typeof INDEX_OPTIONS]?: (typeof INDEX_OPTIONS)[K] extends { multiple: true }
    ? string[]
    : (typeof INDEX_OPTIONS)[K] extends { type: 'boolean' }
      ? boolean
      : string;
};

/** A whole number option within limits, or a UserError that names it. */
export function wholeNumber(flag: string, value: string, min: number, max: number, unit: string): number {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new UserError(`${flag} must be a whole number${unit} from ${min} to ${max}, not ${JSON.stringify(value)}`);
  return Number(value);
}

/** The token budget option: a whole number of tokens, enough for a file's line and one definition. */
export function budgetOption(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < MIN_BUDGET) {
    throw new UserError(
      `--budget must be a whole number of tokens, at least ${MIN_BUDGET} (room for a file's line and one definition), not ${JSON.stringify(value)}`,
    );
  }
  return Number(value);
}

/** The most --diff reads: more than a 50 MB pull request needs, and a bound on the memory a diff takes. */
export const MAX_DIFF_BYTES = 64 * 1024 * 1024;

const TOO_BIG =
  'is larger than 64 MiB, the most --diff reads: give a smaller diff (git diff -- PATH… for part of the change)';

/** The diff of --diff: from a file, a pipe or standard input (`-`), at most MAX_DIFF_BYTES, decoded. */
function readDiff(path: string, io: Pick<CliIo, 'stdin'>): string {
  const name = path === '-' ? 'on standard input' : path;
  let input: string | Uint8Array;
  try {
    input = path === '-' ? io.stdin(MAX_DIFF_BYTES) : readDiffFile(path, name);
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(
      `cannot read the diff ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  if ((typeof input === 'string' ? Buffer.byteLength(input) : input.length) > MAX_DIFF_BYTES)
    throw new UserError(`the diff ${name} ${TOO_BIG}`);
  return typeof input === 'string' ? input : decodeDiff(input);
}

/** A diff file's bytes: a regular file's if not over the limit, a pipe's up to it; never a device's. */
function readDiffFile(path: string, name: string): Buffer {
  const fd = openSync(path, 'r');
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory())
      throw new UserError(`the diff ${name} is a directory: give a diff file, a pipe, or - for standard input`);
    if (stat.isCharacterDevice() || stat.isBlockDevice())
      throw new UserError(
        `the diff ${name} is a device, not a file: give a diff file, a pipe, or - for standard input`,
      );
    if (stat.isFile() && stat.size > MAX_DIFF_BYTES) throw new UserError(`the diff ${name} ${TOO_BIG}`);
    return readAtMost(fd, MAX_DIFF_BYTES);
  } finally {
    closeSync(fd);
  }
}

/** --include and --exclude: each a glob, none empty (an empty glob matches nothing, or everything). */
function globsOption(flag: string, globs: string[] | undefined): string[] | undefined {
  if (globs?.some((glob) => glob.trim() === ''))
    throw new UserError(`${flag} needs a glob such as 'src/**', not an empty string`);
  return globs;
}

/**
 * The engine's options from the indexing flags, checked. `stdinIsProtocol`: standard input is not
 * the user's (the MCP server reads its protocol there), so `--diff -` is refused.
 */
export function indexOptionsOf(
  v: IndexValues,
  io: Pick<CliIo, 'stdin' | 'wasmTiers'>,
  { stdinIsProtocol = false } = {},
): RepoMapOptions {
  if (v.jobs !== undefined) wholeNumber('--jobs', v.jobs, 1, 64, '');
  const parseTimeout = v['parse-timeout'];
  if (parseTimeout !== undefined) wholeNumber('--parse-timeout', parseTimeout, 1, 3_600_000, ' of milliseconds');
  if (v.diff !== undefined && (v.base !== undefined || v.head !== undefined))
    throw new UserError('use either --diff or --base/--head, not both');
  if (v.head !== undefined && v.base === undefined)
    throw new UserError('--head needs --base (the branch or commit the change is compared with)');
  if (v['no-cache'] && v['cache-dir'] !== undefined)
    throw new UserError('use either --cache-dir or --no-cache, not both');
  const include = globsOption('--include', v.include);
  const exclude = globsOption('--exclude', v.exclude);
  if (v.diff === '-' && stdinIsProtocol)
    throw new UserError(
      '--diff - cannot be used here: standard input carries the protocol, so give the diff as a file',
    );
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
export function reporting(io: CliIo, quiet: boolean): Pick<RepoMapOptions, 'warn' | 'onProgress'> {
  let lastDraw = 0;
  return {
    warn: (message) => io.stderr(`repomap: warning: ${message}\n`),
    onProgress:
      !quiet && io.stderrIsTty
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
export async function exitStatusOf(io: CliIo, command: () => Promise<number>): Promise<number> {
  try {
    return await command();
  } catch (error) {
    if (error instanceof UserError) {
      io.stderr(`repomap: ${error.message}\n`);
      return 2;
    }
    io.stderr(`repomap: internal error: ${(error as Error).stack ?? String(error)}\n`);
    return 1;
  }
}
