// Hashes of the maps and answers a build gives on fixed corpora, to show that a change which should
// not change output (a move, a split, a reformat) does not: run it with the build before and after,
// and compare the two lists.
//
//   node --import tsx bench/identical.ts [--cli dist/cli.js] [corpus…] > hashes.txt
//
// Corpora: polyglot (a file in every supported language), self (this project at a fixed commit),
// hono, openclaude and ripgrep (from bare mirrors: REPOMAP_BENCH_MIRRORS=DIR with DIR/honojs+hono/repo,
// DIR/Gitlawb+openclaude/repo and DIR/BurntSushi+ripgrep/repo) and go (Debian's golang-1.19-src). Each is focused on a fixed change.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { POLYGLOT } from '../test/helpers/polyglot';

const ROOT = resolve(__dirname, '..');
const WORK = process.env.REPOMAP_BENCH_DIR ?? join(tmpdir(), 'repomap-identical');
const MIRRORS = process.env.REPOMAP_BENCH_MIRRORS;

interface Corpus {
  name: string;
  /** Makes the repository in `dir`; false when its source is not on this machine. */
  prepare: (dir: string) => boolean;
  /** The base of the change the maps are focused on (HEAD is its head). */
  base: string;
  /** A name to ask `query references` about, and the file that defines it. */
  references: [string, string];
}

function git(dir: string, ...args: string[]): string {
  return execFileSync(
    'git',
    ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', '-c', 'commit.gpgsign=false', ...args],
    {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 1 << 30,
    },
  );
}

/** A clone of a mirror, checked out at `commit`. */
function fromMirror(mirror: string, commit: string): (dir: string) => boolean {
  return (dir) => {
    const source = MIRRORS && join(MIRRORS, mirror);
    if (!source || !existsSync(source)) return false;
    git(tmpdir(), 'clone', '-q', '--no-checkout', source, dir);
    git(dir, 'checkout', '-q', commit);
    return true;
  };
}

/** A repository of two commits: `files` as they are, then one file changed. */
function twoCommits(dir: string, write: () => void, change: string): boolean {
  write();
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  writeFileSync(join(dir, change), readFileSync(join(dir, change), 'utf8') + '\n// changed\n');
  git(dir, 'commit', '-q', '-am', 'change');
  return true;
}

const CORPORA: Corpus[] = [
  {
    name: 'polyglot',
    prepare: (dir) =>
      twoCommits(
        dir,
        () => {
          for (const [path, source] of Object.entries(POLYGLOT)) {
            mkdirSync(dirname(join(dir, path)), { recursive: true });
            writeFileSync(join(dir, path), source);
          }
        },
        'a/ts.ts',
      ),
    base: 'HEAD~1',
    references: ['tsThing', 'a/ts.ts'],
  },
  {
    name: 'self',
    prepare: (dir) => {
      if (!existsSync(join(ROOT, '.git'))) return false;
      git(tmpdir(), 'clone', '-q', '--no-checkout', ROOT, dir);
      git(dir, 'checkout', '-q', '390db66');
      return true;
    },
    base: 'HEAD~3',
    references: ['buildIndex', 'src/core/index.ts'],
  },
  {
    name: 'hono',
    prepare: fromMirror('honojs+hono/repo', '4b44abe1'),
    base: 'HEAD~1',
    references: ['createNullObject', 'src/router/utils.ts'],
  },
  {
    name: 'openclaude',
    prepare: fromMirror('Gitlawb+openclaude/repo', '421f45992c440420775ff28e3a8a060869195034'),
    base: 'HEAD~1',
    references: ['getCwd', 'src/utils/cwd.ts'],
  },
  {
    name: 'ripgrep',
    prepare: fromMirror('BurntSushi+ripgrep/repo', '3fce3b5b'),
    base: 'HEAD~3',
    references: ['Searcher', 'crates/searcher/src/searcher/mod.rs'],
  },
  {
    name: 'go',
    prepare: (dir) => {
      const source = '/usr/share/go-1.19/src';
      if (!existsSync(source)) return false;
      return twoCommits(dir, () => cpSync(source, dir, { recursive: true }), 'net/http/server.go');
    },
    base: 'HEAD~1',
    references: ['ResponseWriter', 'net/http/server.go'],
  },
];

function ensure(corpus: Corpus): string | undefined {
  const dir = join(WORK, corpus.name);
  if (existsSync(join(dir, '.git'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (corpus.prepare(dir)) return dir;
  rmSync(dir, { recursive: true, force: true });
  return undefined;
}

function hash(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

function run(cli: string, args: string[]): string {
  const result = spawnSync(process.execPath, [cli, ...args, '--quiet'], { maxBuffer: 1 << 30 });
  const output = hash(result.stdout);
  return result.status === 0
    ? output
    : `exit ${result.status} ${output} ${String(result.stderr).trim().split('\n')[0]}`;
}

function main(): void {
  const args = process.argv.slice(2);
  const at = args.indexOf('--cli');
  const cli = resolve(at >= 0 ? args.splice(at, 2)[1] : join(ROOT, 'dist', 'cli.js'));
  const cache = mkdtempSync(join(tmpdir(), 'repomap-identical-cache-'));
  for (const corpus of CORPORA.filter((c) => !args.length || args.includes(c.name))) {
    const dir = ensure(corpus);
    if (!dir) {
      console.log(`${corpus.name}: not available here`);
      continue;
    }
    const common = ['--root', dir, '--cache-dir', cache];
    const focused = [...common, '--base', corpus.base];
    const graph = join(cache, 'graph.json');
    const lines: [string, string][] = [
      ['text 4096 unfocused', run(cli, [...common, '--budget', '4096'])],
      ['text 1024', run(cli, [...focused, '--budget', '1024'])],
      ['text 4096', run(cli, [...focused, '--budget', '4096', '--graph-out', graph])],
      ['graph', hash(readFileSync(graph))],
      ['markdown 4096', run(cli, [...focused, '--budget', '4096', '--format', 'markdown'])],
      ['json 4096', run(cli, [...focused, '--budget', '4096', '--format', 'json'])],
      ['query impact', run(cli, ['query', 'impact', ...focused, '--format', 'json'])],
      [
        'query references',
        run(cli, ['query', 'references', corpus.references[0], '--path', corpus.references[1], ...common]),
      ],
      ['query definitions', run(cli, ['query', 'definitions', corpus.references[0], ...common, '--format', 'json'])],
      ['query outline', run(cli, ['query', 'outline', corpus.references[1], ...common])],
    ];
    for (const [what, digest] of lines) console.log(`${corpus.name}\t${what}\t${digest}`);
  }
  rmSync(cache, { recursive: true, force: true });
}

main();
