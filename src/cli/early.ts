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

/** The checkout a command line maps: its `--root`, else the current directory (looked at, not checked, as above). */
export function commandLineRoot(argv: string[]): string {
  let root = '.';
  for (let i = 0; i < argv.length && argv[i] !== '--'; i++) {
    if (argv[i] === '--root' && argv[i + 1] !== undefined) root = argv[i + 1];
    else if (argv[i].startsWith('--root=')) root = argv[i].slice('--root='.length);
  }
  return root;
}
