import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatRepoMap, buildIndex, closeIndex, renderMap, UserError, DEFAULT_BUDGET, DEFAULT_PARSE_TIMEOUT_MS, type Format, type RepoMapOptions } from '../core/index';
import { toGraphology } from '../core/graph';
import type { RunStats } from '../core/types';

export const USAGE = `repomap: a ranked, token-budgeted map of a repository, focused on a change.

Usage: repomap [options]

  --root DIR          the checkout to map (default: the current directory)
  --base REF          focus on the changes of --head since its merge base with REF (as a PR shows them)
  --head REF          the changed side (default: HEAD); needs --base
  --diff FILE         focus on a unified diff read from FILE ('-' for standard input)
  --focus FILE        also focus on this file (repeatable)
  --ident NAME        also focus on this identifier (repeatable)
  --budget N          the map's size in o200k_base tokens, a hard maximum (default: ${DEFAULT_BUDGET})
  --format F          text (for LLMs; default), markdown (for a PR comment) or json
  --out FILE          write the map to FILE instead of standard output
  --json-out FILE     also write the JSON map to FILE
  --graph-out FILE    also write the file graph (graphology's JSON export: files, weighted edges)
  --cache-dir DIR     where parsed tags are cached by content (default: ~/.cache/repomap)
  --no-cache          parse every file, read and write no cache
  --include GLOB      only map paths matching GLOB (repeatable)
  --exclude GLOB      do not map paths matching GLOB (repeatable)
  --untracked         also map untracked files that .gitignore does not exclude
  --jobs N            parse with N threads (default: the number of cores)
  --parse-timeout MS  give up on a file whose parse takes longer (default: ${DEFAULT_PARSE_TIMEOUT_MS})
  --timings           print the stage times and cache hits on standard error, and add them to the JSON
  --quiet             no progress on standard error
  -h, --help          show this help

Exit status: 0 on success, 2 on a usage error or a problem with the input, 1 on an internal error.
`;

const FORMATS: Format[] = ['text', 'markdown', 'json'];

interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  stdin: () => string;
  stderrIsTty: boolean;
}

/** Parse argv into engine options; a UserError for anything wrong, with the fix in its message. */
export function parseCli(argv: string[], io: Pick<CliIo, 'stdin'>): { help: true } | { help: false; options: RepoMapOptions; format: Format; out?: string; jsonOut?: string; graphOut?: string; timings: boolean; quiet: boolean } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: false,
      strict: true,
      options: {
        root: { type: 'string' },
        base: { type: 'string' },
        head: { type: 'string' },
        diff: { type: 'string' },
        focus: { type: 'string', multiple: true },
        ident: { type: 'string', multiple: true },
        budget: { type: 'string' },
        format: { type: 'string' },
        out: { type: 'string' },
        'json-out': { type: 'string' },
        'graph-out': { type: 'string' },
        'cache-dir': { type: 'string' },
        'no-cache': { type: 'boolean' },
        include: { type: 'string', multiple: true },
        exclude: { type: 'string', multiple: true },
        untracked: { type: 'boolean' },
        jobs: { type: 'string' },
        'parse-timeout': { type: 'string' },
        timings: { type: 'boolean' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UserError(`${(error as Error).message.replace(/\. To specify.*$/s, '')} (see --help)`);
  }
  const v = parsed.values;
  if (v.help) return { help: true };
  const format = (v.format ?? 'text') as Format;
  if (!FORMATS.includes(format)) throw new UserError(`--format must be one of ${FORMATS.join(', ')}, not ${JSON.stringify(v.format)}`);
  let budget = DEFAULT_BUDGET;
  if (v.budget !== undefined) {
    if (!/^\d+$/.test(v.budget) || Number(v.budget) < 1) throw new UserError(`--budget must be a positive whole number of tokens, not ${JSON.stringify(v.budget)}`);
    budget = Number(v.budget);
  }
  if (v.jobs !== undefined && (!/^\d+$/.test(v.jobs) || Number(v.jobs) < 1 || Number(v.jobs) > 64)) throw new UserError(`--jobs must be a whole number from 1 to 64, not ${JSON.stringify(v.jobs)}`);
  const parseTimeout = v['parse-timeout'];
  if (parseTimeout !== undefined && (!/^\d+$/.test(parseTimeout) || Number(parseTimeout) < 1 || Number(parseTimeout) > 3_600_000)) {
    throw new UserError(`--parse-timeout must be a whole number of milliseconds from 1 to 3600000, not ${JSON.stringify(parseTimeout)}`);
  }
  if (v.diff !== undefined && (v.base !== undefined || v.head !== undefined)) throw new UserError('use either --diff or --base/--head, not both');
  if (v.head !== undefined && v.base === undefined) throw new UserError('--head needs --base (the branch or commit the change is compared with)');
  if (v['no-cache'] && v['cache-dir'] !== undefined) throw new UserError('use either --cache-dir or --no-cache, not both');
  let diff: string | undefined;
  if (v.diff !== undefined) {
    try {
      diff = v.diff === '-' ? io.stdin() : readFileSync(v.diff, 'utf8');
    } catch (error) {
      throw new UserError(`cannot read the diff ${v.diff}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    }
  }
  return {
    help: false,
    format,
    out: v.out,
    jsonOut: v['json-out'],
    graphOut: v['graph-out'],
    timings: v.timings ?? false,
    quiet: v.quiet ?? false,
    options: {
      root: v.root ?? '.',
      base: v.base,
      head: v.head,
      diff,
      focusFiles: v.focus,
      identifiers: v.ident,
      budget,
      cacheDir: v['no-cache'] ? false : v['cache-dir'],
      include: v.include,
      exclude: v.exclude,
      untracked: v.untracked,
      jobs: v.jobs === undefined ? undefined : Number(v.jobs),
      parseTimeoutMs: parseTimeout === undefined ? undefined : Number(parseTimeout),
    },
  };
}

/** Run the CLI; returns the exit status. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    const cli = parseCli(argv, io);
    if (cli.help) {
      io.stdout(USAGE);
      return 0;
    }
    const progress = !cli.quiet && io.stderrIsTty;
    let lastDraw = 0;
    const index = await buildIndex({
      ...cli.options,
      warn: (message) => io.stderr(`repomap: warning: ${message}\n`),
      onProgress: progress
        ? (done, total) => {
            const now = Date.now();
            if (done === total || now - lastDraw > 100) {
              lastDraw = now;
              io.stderr(`\rrepomap: ${done}/${total} files${done === total ? '\n' : ''}`);
            }
          }
        : undefined,
    });
    let map;
    try {
      map = await renderMap(index, cli.options.budget ?? DEFAULT_BUDGET);
    } finally {
      closeIndex(index);
    }
    const { timings } = cli;
    const output = formatRepoMap(map, cli.format, { timings });
    if (cli.out) writeOutput(cli.out, output);
    else io.stdout(output);
    if (cli.jsonOut) writeOutput(cli.jsonOut, formatRepoMap(map, 'json', { timings }));
    if (timings) io.stderr(`repomap: ${describeRun(map.run)}\n`);
    if (cli.graphOut) writeOutput(cli.graphOut, JSON.stringify(toGraphology(index.graph).export()) + '\n');
    return 0;
  } catch (error) {
    if (error instanceof UserError) {
      io.stderr(`repomap: ${error.message}\n`);
      return 2;
    }
    io.stderr(`repomap: internal error: ${(error as Error).stack ?? String(error)}\n`);
    return 1;
  }
}

/** One line of the run's own figures: each stage's wall time, and what the tag cache served. */
export function describeRun(run: RunStats): string {
  const stages = Object.entries(run.ms).map(([stage, ms]) => `${stage} ${ms} ms`).join(', ');
  return `${stages}; ${run.filesParsed} file(s) parsed, ${run.filesFromCache} from the cache`;
}

function writeOutput(path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (error) {
    throw new UserError(`cannot write ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}
