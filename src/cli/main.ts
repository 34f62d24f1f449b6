import { writeFileSync } from 'node:fs';
import {
  formatRepoMap,
  buildIndex,
  closeIndex,
  renderMap,
  UserError,
  DEFAULT_BUDGET,
  MIN_BUDGET,
  type Format,
} from '../core/index';
import type { PrestartedParser, RepoMapOptions } from '../core/types';
import { toGraphology } from '../core/rank/graph';
import { describeRun } from '../core/render/figures';
import { VERSION } from '../core/util/version';
import { formatsInWords, MAP_FORMATS } from '../core/query/registry';
import {
  budgetOption,
  exitStatusOf,
  EXIT_STATUS,
  INDEX_OPTIONS,
  INDEX_USAGE,
  indexOptionsOf,
  parseCommandLine,
  reporting,
  type CliIo,
} from './options';
import { runQuery } from './query';
import { runMcp } from './mcp';

export const USAGE = `repomap: a ranked, token-budgeted map of a repository, focused on a change.

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
} as const;

/**
 * Parse the map command's argv into engine options, or the text that --help or --version print
 * instead; a UserError for anything wrong, with the fix in its message.
 */
export function parseCli(
  argv: string[],
  io: Pick<CliIo, 'stdin'>,
):
  | { print: string }
  | {
      print?: undefined;
      options: RepoMapOptions;
      format: Format;
      out?: string;
      jsonOut?: string;
      graphOut?: string;
      timings: boolean;
      quiet: boolean;
    } {
  const v = parseCommandLine(argv, MAP_OPTIONS).values;
  if (v.help) return { print: USAGE };
  if (v.version) return { print: `repomap ${VERSION}\n` };
  const format = (v.format ?? FORMATS[0]) as Format;
  if (!FORMATS.includes(format))
    throw new UserError(`--format must be one of ${FORMATS.join(', ')}, not ${JSON.stringify(v.format)}`);
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
export async function runCli(argv: string[], io: CliIo, parser?: PrestartedParser): Promise<number> {
  if (argv[0] === 'mcp') return runMcp(argv.slice(1), io);
  if (argv[0] === 'query') return runQuery(argv.slice(1), io);
  return exitStatusOf(io, async () => {
    if (argv[0] !== undefined && !argv[0].startsWith('-'))
      throw new UserError(
        `unknown command ${JSON.stringify(argv[0])}: the commands are mcp and query, and the map takes only options (see --help)`,
      );
    const cli = parseCli(argv, io);
    if (cli.print !== undefined) {
      io.stdout(cli.print);
      return 0;
    }
    const index = await buildIndex({ ...cli.options, parser, ...reporting(io, cli.quiet) });
    let map;
    try {
      map = await renderMap(index, cli.options.budget ?? DEFAULT_BUDGET);
    } finally {
      void closeIndex(index); // nothing to wait for: the map is counted
    }
    const { timings } = cli;
    const output = formatRepoMap(map, cli.format, { timings });
    if (cli.out) writeOutput(cli.out, output);
    else io.stdout(output);
    if (cli.jsonOut) writeOutput(cli.jsonOut, formatRepoMap(map, 'json', { timings }));
    if (timings) io.stderr(`repomap: ${describeRun({ ...map.stats, ...map.run })}\n`);
    if (cli.graphOut) writeOutput(cli.graphOut, JSON.stringify(toGraphology(index.graph).export()) + '\n');
    return 0;
  });
}

function writeOutput(path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (error) {
    throw new UserError(`cannot write ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}
