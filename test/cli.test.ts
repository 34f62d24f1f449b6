import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../src/cli/main';
import { FixtureRepo, tempDir } from './helpers/repo';

async function cli(args: string[], stdin = '') {
  let stdout = '';
  let stderr = '';
  const status = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), stdin: () => stdin, stderrIsTty: false });
  return { status, stdout, stderr };
}

function fixture(): FixtureRepo {
  const repo = new FixtureRepo({
    'src/math.ts': 'export function addNumbers(a: number, b: number): number {\n  return a + b;\n}\n',
    'src/main.ts': "import { addNumbers } from './math';\nexport function main(): void {\n  console.log(addNumbers(1, 2));\n}\n",
  });
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'topic');
  repo.write({ 'src/math.ts': 'export function addNumbers(a: number, b: number, c = 0): number {\n  return a + b + c;\n}\n' });
  repo.commit('head');
  return repo;
}

test('usage errors: one line on stderr, exit status 2, no stack trace', async () => {
  const repo = fixture();
  try {
    const cases: [string[], RegExp][] = [
      [['--budget', 'lots'], /--budget must be a positive whole number/],
      [['--budget', '0'], /--budget must be a positive whole number/],
      [['--format', 'yaml'], /--format must be one of text, markdown, json/],
      [['--jobs', '0'], /--jobs must be a whole number from 1 to 64/],
      [['--frobnicate'], /Unknown option '--frobnicate'/],
      [['--root', join(repo.root, 'nope')], /root is not a directory/],
      [['--root', repo.root, '--base', 'no-such-branch'], /unknown git ref "no-such-branch"/],
      [['--root', repo.root, '--head', 'topic'], /--head needs --base/],
      [['--root', repo.root, '--diff', '-', '--base', 'main'], /either --diff or --base/],
      [['--root', repo.root, '--diff', join(repo.root, 'missing.diff')], /cannot read the diff/],
      [['--root', repo.root, '--focus', '../../etc/passwd'], /outside the root/],
    ];
    for (const [args, message] of cases) {
      const result = await cli(args);
      assert.equal(result.status, 2, args.join(' '));
      assert.match(result.stderr, message);
      assert.equal(result.stderr.trim().split('\n').length, 1, `one line: ${result.stderr}`);
      assert.equal(result.stdout, '');
    }
  } finally {
    repo.dispose();
  }
});

test('--help documents every flag', async () => {
  const result = await cli(['--help']);
  assert.equal(result.status, 0);
  for (const flag of ['--root', '--base', '--head', '--diff', '--focus', '--ident', '--budget', '--format', '--out', '--json-out', '--graph-out', '--cache-dir', '--no-cache', '--include', '--exclude', '--untracked', '--jobs', '--quiet']) {
    assert.ok(result.stdout.includes(flag), flag);
  }
});

test('--base/--head map a branch; --out and --json-out write files; --diff - reads stdin', async () => {
  const repo = fixture();
  const out = tempDir();
  try {
    const result = await cli(['--root', repo.root, '--base', 'main', '--head', 'topic', '--no-cache', '--format', 'markdown', '--out', join(out, 'map.md'), '--json-out', join(out, 'map.json'), '--graph-out', join(out, 'graph.json')]);
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout, '');
    const markdown = readFileSync(join(out, 'map.md'), 'utf8');
    assert.match(markdown, /<details><summary>Map<\/summary>/);
    assert.match(markdown, /src\/math\.ts \(changed\)\n {2}1: export function addNumbers\(a: number, b: number, c = 0\): number\n/);
    const json = JSON.parse(readFileSync(join(out, 'map.json'), 'utf8'));
    assert.deepEqual(json.focus.files, ['src/math.ts']);
    assert.deepEqual(json.files.map((f: { path: string }) => f.path), ['src/math.ts', 'src/main.ts']);
    const graph = JSON.parse(readFileSync(join(out, 'graph.json'), 'utf8'));
    assert.deepEqual(graph.nodes.map((n: { key: string }) => n.key), ['src/main.ts', 'src/math.ts']);
    assert.deepEqual(graph.edges.map((e: { source: string; target: string }) => `${e.source}->${e.target}`), ['src/main.ts->src/math.ts']);

    const diff = repo.git('diff', 'main', 'topic');
    const fromStdin = await cli(['--root', repo.root, '--diff', '-', '--no-cache', '--ident', 'main'], diff);
    assert.equal(fromStdin.status, 0, fromStdin.stderr);
    assert.equal(fromStdin.stdout.split('\n')[0], 'src/math.ts (changed)');
  } finally {
    repo.dispose();
  }
});

test('the committed bundle runs from a directory without node_modules', { timeout: 120_000 }, () => {
  const dist = join(__dirname, '..', 'dist');
  assert.ok(existsSync(join(dist, 'cli.js')), 'dist/cli.js is built (npm run build)');
  const copy = tempDir('repomap-dist-');
  cpSync(dist, copy, { recursive: true });
  const repo = fixture();
  try {
    const result = spawnSync(process.execPath, [join(copy, 'cli.js'), '--root', repo.root, '--format', 'json', '--no-cache', '--base', 'main'], { cwd: copy, encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
    const json = JSON.parse(result.stdout);
    assert.deepEqual(json.files.map((f: { path: string }) => f.path), ['src/math.ts', 'src/main.ts']);
    assert.equal(json.files[1].symbols[0].signature, 'export function main(): void');
    const bad = spawnSync(process.execPath, [join(copy, 'cli.js'), '--root', repo.root, '--base', 'nope'], { cwd: copy, encoding: 'utf8' });
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /^repomap: unknown git ref "nope"/);
  } finally {
    repo.dispose();
  }
});
