/**
 * Whether a command line maps a commit range (the map command with --base or --head): a run whose
 * changed files are parsed first, by a thread the entry point starts (see prestartParser), and hands to the run. The
 * command line is only looked at here, not checked: a wrong one fails later, and the thread ends.
 */
export function mapsCommitRange(argv: string[]): boolean {
  if (argv[0] !== undefined && !argv[0].startsWith('-')) return false; // a command: mcp, query
  let range = false;
  for (const arg of argv) {
    if (arg === '--') break;
    if (arg === '--help' || arg === '-h') return false;
    if (/^--(?:base|head)(?:=|$)/.test(arg)) range = true;
  }
  return range;
}
