// An adversarial repository: every kind of bad input a checkout can hold, in a real git repository
// with a base commit (`main`) and a change on top of it (`topic`, checked out). Tests build it in a
// temp directory; as a script it writes it where it is told, to try the CLI on by hand:
//
//   node --import tsx test/helpers/adversarial.ts /tmp/corpus
//   node dist/cli.js --root /tmp/corpus --base main --parse-timeout 2000 --format json
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { SkipReason } from '../../src/core/types';
import { tempDir } from './repo';

/** The parse time limit a run over the corpus should use: `src/pathological.js` takes far longer, every other file far less. */
export const CORPUS_PARSE_TIMEOUT_MS = 2000;

export interface AdversarialCorpus {
  root: string;
  /** What a run over the checkout (with CORPUS_PARSE_TIMEOUT_MS) must count in stats.filesSkipped. */
  skipped: Partial<Record<SkipReason, number>>;
  /** The files the change from `main` to `topic` touches, as the map names them. */
  changed: string[];
}

type Content = string | Buffer;

const NESTING = 10_000;
/** The part of the renamed file the change keeps: enough for git to see a rename. */
const KEPT =
  '\nexport function keptAsIs(): void {}\n\nexport const ONE = 1;\nexport const TWO = 2;\nexport const THREE = 3;\nexport const FOUR = 4;\n';
const MB = 1024 * 1024;

/** Files of the base commit, each with the reason a run must skip it for (none: it is mapped). */
function baseFiles(): { path: string; content: Content; skip?: SkipReason }[] {
  return [
    {
      path: 'README.md',
      content: '# adversarial corpus\n\nEvery file here is bad input of some kind.\n',
      skip: 'unsupported',
    },
    {
      path: 'src/core/store.ts',
      content:
        'export class Store {\n  get(key: string): string {\n    return key;\n  }\n}\n\nexport function openStore(path: string): Store {\n  return new Store();\n}\n',
    },
    // Paths: spaces, unicode, a newline, quotes, a tab and a backslash.
    {
      path: 'src/with space/api handler.ts',
      content:
        "import { openStore } from '../core/store';\n\nexport function handleRequest(key: string): string {\n  return openStore('db').get(key);\n}\n",
    },
    {
      path: 'src/with space/old name.ts',
      content: `export function renamedHelper(a: number): number {\n  return a;\n}\n${KEPT}`,
    },
    {
      path: 'src/ünïcødé/naïve.ts',
      content: 'export function naïveCompare(a: string, b: string): number {\n  return a < b ? -1 : 1;\n}\n',
    },
    {
      path: 'src/odd/new\nline.ts',
      content: "export function fromNewlinePath(): number {\n  return naïveCompare('a', 'b');\n}\n",
    },
    {
      path: 'src/odd/quo"te\'s.ts',
      content: 'export function fromQuotedPath(): string {\n  return handleRequest("k");\n}\n',
    },
    {
      path: 'src/odd/tab\tand\\backslash.ts',
      content: 'export function fromTabPath(): number {\n  return renamedHelper(1);\n}\n',
    },
    // Encodings and line endings.
    {
      path: 'src/legacy/latin1.py',
      content: Buffer.from('# -*- coding: latin-1 -*-\ndef café_au_lait(x):\n    return "crème " + x\n', 'latin1'),
    },
    {
      path: 'src/legacy/mixed.py',
      content: Buffer.concat([
        Buffer.from('def naïve_utf8():\n    return "déjà vu"\n\n', 'utf8'),
        Buffer.from('LEGACY = "été"\n\ndef after_latin1():\n    return LEGACY\n', 'latin1'),
      ]),
    },
    { path: 'src/win/bom.ts', content: '\ufeffexport function withBom(): number {\n  return 1;\n}\n' },
    {
      path: 'src/win/crlf.ts',
      content:
        'export function crlfFirst(a: number,\n  b: number): number {\n  return a + b;\n}\n\nexport class CrlfClass {\n  method(): void {}\n}\n'.replace(
          /\n/g,
          '\r\n',
        ),
    },
    // Parser stress: 10,000-deep nesting, and a file whose tags query is quadratic in its depth.
    {
      path: 'src/deep/nested.js',
      content: `export function deeplyNested() {\n${'{\n'.repeat(NESTING)}return 1;\n${'}\n'.repeat(NESTING)}}\n\nexport function afterNesting() {}\n`,
    },
    { path: 'src/pathological.js', content: `const x = ${'[\n'.repeat(100_000)}`, skip: 'parse-timeout' },
    { path: 'src/empty.ts', content: '' },
    {
      path: 'src/binary.ts',
      content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
      skip: 'binary',
    },
    { path: 'src/huge.ts', content: 'export const filler = 1;\n'.repeat(Math.ceil((50 * MB) / 25)), skip: 'too-large' },
    { path: 'static/app.js', content: 'var a=1;'.repeat((5 * MB) / 8), skip: 'too-large' },
    { path: 'static/lib.js', content: 'function m(){return 1};'.repeat(9000), skip: 'minified' },
    // The change deletes this file: its caller is the blast radius.
    { path: 'src/gone.ts', content: 'export function removedHelper(): number {\n  return 1;\n}\n' },
    {
      path: 'src/caller.ts',
      content:
        "import { removedHelper } from './gone';\n\nexport function callsRemoved(): number {\n  return removedHelper();\n}\n",
    },
    { path: 'assets/logo.png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]), skip: 'unsupported' },
    { path: 'scripts/run.sh', content: 'run_all() {\n  echo run\n}\n' },
    // Replaced in the work tree after the commits: by a FIFO (never opened) and by a symlink out of the checkout.
    { path: 'src/replaced-by-fifo.ts', content: 'export const fifo = 1;\n', skip: 'unreadable' },
    { path: 'src/replaced-by-link.ts', content: 'export const link = 1;\n', skip: 'symlink' },
  ];
}

/** Symlinks committed as such: out of the checkout, in a loop, to themselves, to their own directory. */
const SYMLINKS: [string, string][] = [
  ['links/escape.ts', '/etc/passwd'],
  ['links/loop-a.ts', 'loop-b.ts'],
  ['links/loop-b.ts', 'loop-a.ts'],
  ['links/self.ts', 'self.ts'],
  ['links/dir-loop', '.'],
];

function git(root: string, ...args: string[]): string {
  return execFileSync(
    'git',
    [
      '-c',
      'user.name=Corpus',
      '-c',
      'user.email=corpus@example.com',
      '-c',
      'commit.gpgsign=false',
      '-c',
      'protocol.file.allow=always',
      ...args,
    ],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

function write(root: string, path: string, content: Content): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** Write the corpus into `root` (created; must be empty if it exists). */
export function writeAdversarialCorpus(root: string): AdversarialCorpus {
  mkdirSync(root, { recursive: true });
  if (readdirSync(root).length) throw new Error(`${root} is not empty`);
  const skipped: Partial<Record<SkipReason, number>> = {};
  const count = (reason: SkipReason) => (skipped[reason] = (skipped[reason] ?? 0) + 1);

  // A submodule, from a small repository next to the corpus (deleted once it is cloned).
  const subSource = tempDir('repomap-corpus-sub-');
  try {
    git(subSource, 'init', '-q', '-b', 'main');
    write(subSource, 'inside.ts', 'export function neverMapped(): void {}\n');
    git(subSource, 'add', '-A');
    git(subSource, 'commit', '-q', '-m', 'sub');
    git(root, 'init', '-q', '-b', 'main');
    git(root, 'submodule', 'add', '-q', subSource, 'deps/sub');
  } finally {
    rmSync(subSource, { recursive: true, force: true });
  }
  count('submodule');
  count('unsupported'); // .gitmodules

  for (const file of baseFiles()) {
    write(root, file.path, file.content);
    if (file.skip) count(file.skip);
  }
  for (const [path, target] of SYMLINKS) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    symlinkSync(target, join(root, path));
    count('symlink');
  }
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'base');

  // The change: a rename with an edit, a deletion, a binary change, a mode change, an edit under a
  // path with a newline in it, a new submodule commit.
  git(root, 'checkout', '-q', '-b', 'topic');
  write(root, 'deps/sub/inside.ts', 'export function neverMapped(): number {\n  return 1;\n}\n');
  git(join(root, 'deps/sub'), 'commit', '-q', '-a', '-m', 'sub change');
  git(root, 'mv', 'src/with space/old name.ts', 'src/with space/new name.ts');
  write(
    root,
    'src/with space/new name.ts',
    `export function renamedHelper(a: number, b = 0): number {\n  return a + b;\n}\n${KEPT}`,
  );
  git(root, 'rm', '-q', 'src/gone.ts');
  write(root, 'assets/logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 2]));
  chmodSync(join(root, 'scripts/run.sh'), 0o755);
  write(
    root,
    'src/odd/new\nline.ts',
    "export function fromNewlinePath(): number {\n  return naïveCompare('b', 'a');\n}\n",
  );
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'topic');

  rmSync(join(root, 'src/replaced-by-fifo.ts'));
  execFileSync('mkfifo', [join(root, 'src/replaced-by-fifo.ts')]);
  rmSync(join(root, 'src/replaced-by-link.ts'));
  symlinkSync('/etc/passwd', join(root, 'src/replaced-by-link.ts'));

  const changed = [
    'assets/logo.png',
    'deps/sub',
    'scripts/run.sh',
    'src/gone.ts',
    'src/odd/new\nline.ts',
    'src/with space/new name.ts',
  ];
  return { root, skipped, changed };
}

if (require.main === module) {
  const target = process.argv[2];
  if (!target) {
    process.stderr.write(
      'usage: node --import tsx test/helpers/adversarial.ts DIR   (DIR must not exist or be empty)\n',
    );
    process.exit(2);
  }
  const corpus = writeAdversarialCorpus(resolve(target));
  process.stdout.write(
    `wrote ${corpus.root}${existsSync(join(corpus.root, '.git')) ? ' (a git repository: main is the base, topic the change)' : ''}\n`,
  );
  process.stdout.write(`expected skips: ${JSON.stringify(corpus.skipped)}\n`);
}
