// `node --import tsx bench/diff.ts [MB] [--bundle | --cli FILE]`: a map focused on a big diff read from a file. Generates a
// repository of TypeScript files (committed in a temporary directory) and a unified diff of about MB
// megabytes (default 50) that edits every file with many hunks of new code, as a huge pull request
// would; then maps it once with the CLI (from the sources, dist/cli.js with --bundle, or another build's cli.js) under
// /usr/bin/time, and prints the wall time, CPU time, peak RSS and the focus stage's time. With
// --cpu-prof, the run writes a CPU profile to the current directory.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FILES = 400;
const FUNCTIONS = 40;

/** A file of the repository: functions that call each other's names across files. */
function source(file: number): string {
  const lines: string[] = [`import { helper${(file + 1) % FILES}_0 } from './file${(file + 1) % FILES}';`, ''];
  for (let f = 0; f < FUNCTIONS; f++) {
    lines.push(
      `export function helper${file}_${f}(value: number): number {`,
      `  const scaled = value * ${f + 1};`,
      `  return helper${(file + 1) % FILES}_0(scaled) + ${f};`,
      '}',
      '',
    );
  }
  lines.push(
    `export class Store${file} {`,
    '  items: number[] = [];',
    '  add(item: number): void {',
    '    this.items.push(item);',
    '  }',
    '}',
    '',
  );
  return lines.join('\n');
}

/**
 * The diff of one file: `hunks` hunks that each replace a function's body line with `added` lines
 * of new code, naming repository functions and fresh names alike.
 */
function fileDiff(file: number, hunks: number, added: number, serial: { n: number }): string {
  const out = [
    `diff --git a/src/file${file}.ts b/src/file${file}.ts`,
    `index ${'1'.repeat(7)}..${'2'.repeat(7)} 100644`,
    `--- a/src/file${file}.ts`,
    `+++ b/src/file${file}.ts`,
  ];
  let shift = 0;
  for (let h = 0; h < hunks; h++) {
    const f = h % FUNCTIONS; // hunks past the last function wrap around: the parser does not mind
    const line = 3 + f * 5 + 1; // the function's `const scaled` line
    const body = Array.from({ length: added }, () => {
      const k = serial.n++;
      return `+  const value${k} = helper${k % FILES}_${k % FUNCTIONS}(scaled + item${k}.field${k % 97}) + total${k};`;
    });
    out.push(
      `@@ -${line},3 +${line + shift},${3 + added} @@`,
      `   const scaled = value * ${f + 1};`,
      ...body,
      `-  return helper${(file + 1) % FILES}_0(scaled) + ${f};`,
      `+  return helper${(file + 1) % FILES}_0(scaled) + value${serial.n - 1};`,
      ' }',
    );
    shift += added;
  }
  return out.join('\n') + '\n';
}

function main(): void {
  const args = process.argv.slice(2);
  const megabytes = Number(args.find((a) => /^\d+$/.test(a)) ?? 50);
  const given = args.includes('--cli')
    ? args[args.indexOf('--cli') + 1]
    : args.includes('--bundle')
      ? join(__dirname, '..', 'dist', 'cli.js')
      : undefined;
  const profile = args.includes('--cpu-prof') ? ['--cpu-prof', `--cpu-prof-dir=${process.cwd()}`] : [];
  const dir = mkdtempSync(join(tmpdir(), 'repomap-bench-diff-'));
  try {
    const root = join(dir, 'repo');
    mkdirSync(join(root, 'src'), { recursive: true });
    for (let file = 0; file < FILES; file++) writeFileSync(join(root, 'src', `file${file}.ts`), source(file));
    const git = (...a: string[]) =>
      execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', ...a], {
        cwd: root,
        stdio: 'pipe',
      });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-q', '-m', 'base');

    // Each added line is ~83 bytes: hunks of 40 lines, as many per file as the size asks for.
    const perFile = (megabytes * 1024 * 1024) / FILES;
    const hunks = Math.max(1, Math.round(perFile / (40 * 83)));
    const serial = { n: 0 };
    const parts: string[] = [];
    for (let file = 0; file < FILES; file++) parts.push(fileDiff(file, hunks, 40, serial));
    const diffFile = join(dir, 'change.diff');
    writeFileSync(diffFile, parts.join(''));
    const size = Buffer.byteLength(parts.join(''));

    const cli = given ? [given] : ['--import', 'tsx', join(__dirname, '..', 'src', 'cli', 'index.ts')];
    const run = spawnSync(
      '/usr/bin/time',
      [
        '-f',
        '%e %U %S %M',
        process.execPath,
        ...profile,
        ...cli,
        '--root',
        root,
        '--diff',
        diffFile,
        '--no-cache',
        '--timings',
        '--quiet',
        '--format',
        'json',
        '--out',
        join(dir, 'map.json'),
      ],
      { encoding: 'utf8', maxBuffer: 1 << 26 },
    );
    const lines = run.stderr.trim().split('\n');
    const [wall, user, system, rss] = lines[lines.length - 1].split(' ').map(Number);
    console.log(
      `node ${process.versions.node}, ${given ?? 'sources'}: a ${(size / 1024 / 1024).toFixed(1)} MB diff of ${FILES} files, ${serial.n} added lines; exit ${run.status}`,
    );
    console.log(
      `wall ${wall} s, CPU ${(user + system).toFixed(2)} s (user ${user}, system ${system}), peak RSS ${Math.round(rss / 1024)} MB`,
    );
    console.log(lines.slice(0, -1).join('\n'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
