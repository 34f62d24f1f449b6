// `repomap mcp`: start the MCP server (../mcp) on standard input and output.
import { DEFAULT_BUDGET, MIN_BUDGET, UserError } from '../core/index';
import { answerLimitsInWords, MAX_BUDGET } from '../core/query/registry';
import { loadServer } from '../mcp/load';
import { TOOLS, toolSignature } from '../mcp/tools';
import {
  budgetOption,
  EXIT_STATUS,
  exitStatusOf,
  INDEX_OPTIONS,
  INDEX_USAGE,
  indexOptionsOf,
  parseCommandLine,
  wrapped,
  type CliIo,
} from './options';
import { VERSION } from '../core/util/version';

export const MCP_USAGE = `repomap mcp: a Model Context Protocol server over stdio that answers a review agent's questions
about the repository and the change under review, from one index made as it starts.

Usage: repomap mcp [--root DIR] [--base REF [--head REF] | --diff FILE] [--cache-dir DIR] [--budget N] [options]

${wrapped(`Tools: ${TOOLS.map(toolSignature).join(', ')}.`, '       ')}
${wrapped(`Long answers are cut (${answerLimitsInWords()}) with a note of how many were left out. Standard output is the protocol: the log goes to standard error.`)}

${INDEX_USAGE}
  --budget N          repo_map's size in o200k_base tokens when a call names none (default: ${DEFAULT_BUDGET}; a call may ask for ${MIN_BUDGET} to ${MAX_BUDGET})

--diff - is refused (standard input carries the protocol). The server ends when its client closes
standard input. ${EXIT_STATUS}
`;

const MCP_OPTIONS = { ...INDEX_OPTIONS, budget: { type: 'string' } } as const;

export async function runMcp(argv: string[], io: CliIo): Promise<number> {
  return exitStatusOf(io, async () => {
    const v = parseCommandLine(argv, MCP_OPTIONS).values;
    if (v.help) {
      io.stdout(MCP_USAGE);
      return 0;
    }
    const budget = budgetOption(v.budget, DEFAULT_BUDGET);
    if (budget > MAX_BUDGET)
      throw new UserError(
        `--budget must be at most ${MAX_BUDGET} tokens: MCP clients refuse longer answers (Claude Code over 25,000 tokens); for a bigger map, run repomap --budget N`,
      );
    const index = indexOptionsOf(v, io, { stdinIsProtocol: true });
    if (!io.protocol) throw new UserError('repomap mcp needs standard input and output for the protocol');
    return loadServer().serveMcp(
      { index, budget, version: VERSION },
      { ...io.protocol, log: (line) => io.stderr(`${line}\n`) },
    );
  });
}
