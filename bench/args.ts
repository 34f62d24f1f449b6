// What the benchmark scripts share: their command line's options, and git run in a checkout.
import { execFileSync } from 'node:child_process';

/** The value after `--name` on the command line, if it is there. */
export function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** Git's output in `dir`, as text. */
export const git = (dir: string, ...args: string[]): string =>
  execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });

/** The repositories the history benchmarks measure (bench:tests, bench:companions), by their directory under --mirrors. */
export const REPOS: Record<string, string> = {
  hono: 'honojs+hono',
  openclaude: 'Gitlawb+openclaude',
  gson: 'google+gson',
  ripgrep: 'BurntSushi+ripgrep',
  black: 'psf+black',
  cli: 'cli+cli',
};
