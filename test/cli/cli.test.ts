import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import * as nodeModule from 'node:module';
import { join } from 'node:path';
import { runCli } from '../../src/cli/main';
import { mapsCommitRange } from '../../src/cli/early';
import { countTokens } from '../../src/core/tokens/counter';
import { rankTableFile, rankTableOf, tableCounter } from '../../src/core/tokens/table';
import { FixtureRepo, tempDir } from '../helpers/repo';
import { MAX_DIFF_BYTES } from '../../src/cli/options';

async function cli(args: string[], stdin = '') {
  let stdout = '';
  let stderr = '';
  const status = await runCli(args, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    stdin: () => stdin,
    stderrIsTty: false,
  });
  return { status, stdout, stderr };
}

function fixture(): FixtureRepo {
  const repo = new FixtureRepo({
    'src/math.ts': 'export function addNumbers(a: number, b: number): number {\n  return a + b;\n}\n',
    'src/main.ts':
      "import { addNumbers } from './math';\nexport function main(): void {\n  console.log(addNumbers(1, 2));\n}\n",
  });
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'topic');
  repo.write({
    'src/math.ts': 'export function addNumbers(a: number, b: number, c = 0): number {\n  return a + b + c;\n}\n',
  });
  repo.commit('head');
  return repo;
}

/** The first line of a text map after its header (the lines in parentheses a change's map starts with). */
const firstFileLine = (text: string) => text.split('\n').find((line) => !/^\(.*\)$/.test(line));

test('usage errors: one line on stderr, exit status 2, no stack trace', async () => {
  const repo = fixture();
  try {
    const cases: [string[], RegExp][] = [
      [['--budget', 'lots'], /--budget must be a whole number of tokens, at least 64/],
      [['--budget', '0'], /--budget must be a whole number of tokens, at least 64/],
      [
        ['--budget', '1'],
        /^repomap: --budget must be a whole number of tokens, at least 64 \(room for a file's line and one definition\), not "1"$/m,
      ],
      [['--budget', '63'], /at least 64 .*, not "63"/],
      [['--budget', '-5'], /--budget must be a whole number of tokens, at least 64 .*, not "-5"/],
      [
        ['--root', repo.root, '--include', ''],
        /^repomap: --include needs a glob such as 'src\/\*\*', not an empty string$/m,
      ],
      [['--root', repo.root, '--exclude', 'src/**', '--exclude', ' '], /--exclude needs a glob/],
      [
        ['--root', repo.root, '--diff', '/dev/zero'],
        /^repomap: the diff \/dev\/zero is a device, not a file: give a diff file, a pipe, or - for standard input$/m,
      ],
      [['--root', repo.root, '--diff', repo.root], /the diff .* is a directory/],
      [['--format', 'yaml'], /--format must be one of text, markdown, json/],
      [['--jobs', '0'], /--jobs must be a whole number from 1 to 64/],
      [['--parse-timeout', '0'], /--parse-timeout must be a whole number of milliseconds from 1 to 3600000/],
      [['--parse-timeout', '5s'], /--parse-timeout must be a whole number of milliseconds/],
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

test('--within: a root that a symlink leads out of the given directory is refused before anything is read', async () => {
  const repo = fixture();
  const workspace = tempDir();
  try {
    symlinkSync(repo.root, join(workspace, 'app'));
    const escaped = await cli(['--root', join(workspace, 'app'), '--within', workspace]);
    assert.equal(escaped.status, 2);
    assert.match(escaped.stderr, /^repomap: .*app leads to .*, outside the workspace .*$/m);
    assert.equal(escaped.stdout, '');
    const inside = await cli(['--root', repo.root, '--within', repo.root, '--no-cache', '--quiet']);
    assert.equal(inside.status, 0, inside.stderr);
    assert.match(inside.stdout, /addNumbers/);
  } finally {
    repo.dispose();
    rmSync(workspace, { recursive: true, force: true });
  }
});

test('--diff: a diff over 64 MiB, one that is not text, or one that names no file is an error; UTF-16 with a byte order mark is read', async () => {
  const repo = fixture();
  const dir = tempDir();
  try {
    const diff = repo.git('diff', 'main', 'topic');
    const write = (name: string, content: string | Buffer) => {
      writeFileSync(join(dir, name), content);
      return join(dir, name);
    };
    const expected = await cli(['--root', repo.root, '--no-cache', '--diff', write('utf8.diff', diff)]);
    assert.equal(expected.status, 0, expected.stderr);
    assert.equal(firstFileLine(expected.stdout), 'src/math.ts (changed)');
    assert.equal(expected.stdout.split('\n')[0], '(untested: addNumbers)', "the change's header first");
    const utf16 = await cli([
      '--root',
      repo.root,
      '--no-cache',
      '--diff',
      write('utf16.diff', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(diff, 'utf16le')])),
    ]);
    assert.deepEqual(utf16, expected);

    const huge = write('huge.diff', '');
    truncateSync(huge, MAX_DIFF_BYTES + 1); // sparse: refused by its size, before a byte is read
    const random = Buffer.from(Array.from({ length: 65536 }, (_, i) => (i * 2654435761) % 251));
    const cases: [string[], string, RegExp][] = [
      [
        ['--diff', huge],
        '',
        /^repomap: the diff .*huge\.diff is larger than 64 MiB, the most --diff reads: give a smaller diff \(git diff -- PATH… for part of the change\)\n$/,
      ],
      [['--diff', write('random.diff', random)], '', /^repomap: the diff is not text \(it holds NUL bytes/],
      [
        ['--diff', write('utf16-no-bom.diff', Buffer.from(diff, 'utf16le'))],
        '',
        /^repomap: the diff is not text \(it holds NUL bytes: UTF-16 without a byte order mark, or binary data\): save it as UTF-8 with git diff --output=FILE\n$/,
      ],
      [
        ['--diff', write('note.diff', 'nothing to see here\n')],
        '',
        /^repomap: the diff names no file: it is not a unified diff/,
      ],
      [['--diff', '-'], 'not a diff\n', /^repomap: the diff names no file/],
    ];
    for (const [args, stdin, message] of cases) {
      const result = await cli(['--root', repo.root, '--no-cache', ...args], stdin);
      assert.equal(result.status, 2, args.join(' '));
      assert.match(result.stderr, message);
      assert.equal(result.stdout, '');
    }
    // Standard input is read up to the limit and one byte more, never to its end.
    let asked: number | undefined;
    let stderr = '';
    const status = await runCli(['--root', repo.root, '--diff', '-'], {
      stdout: () => {},
      stderr: (t) => (stderr += t),
      stdin: (limit) => Buffer.alloc((asked = limit) + 1),
      stderrIsTty: false,
    });
    assert.equal(asked, MAX_DIFF_BYTES);
    assert.equal(status, 2);
    assert.equal(
      stderr,
      'repomap: the diff on standard input is larger than 64 MiB, the most --diff reads: give a smaller diff (git diff -- PATH… for part of the change)\n',
    );
  } finally {
    repo.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('--diff - on a pipe that never ends is read up to 64 MiB, then refused', { timeout: 120_000 }, () => {
  const repo = fixture();
  try {
    const cli = join(__dirname, '..', '..', 'src', 'cli', 'index.ts');
    const result = spawnSync(
      'sh',
      ['-c', 'yes | "$0" --import tsx "$1" --root "$2" --no-cache --diff -', process.execPath, cli, repo.root],
      { cwd: join(__dirname, '..', '..'), encoding: 'utf8' },
    );
    assert.equal(result.status, 2, result.stderr);
    assert.equal(
      result.stderr,
      'repomap: the diff on standard input is larger than 64 MiB, the most --diff reads: give a smaller diff (git diff -- PATH… for part of the change)\n',
    );
  } finally {
    repo.dispose();
  }
});

/** The CLI from the sources, its standard output closed by its reader before it writes: the exit status and standard error. */
function runWithClosedOutput(args: string[]): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(__dirname, '..', '..', 'src', 'cli', 'index.ts'), ...args],
      { cwd: join(__dirname, '..', '..'), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout.destroy(); // as head -1 does once it has its line
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

test(
  'a reader that closes the output early (repomap | head -1) ends the map and the query quietly, with status 0',
  { timeout: 120_000 },
  async () => {
    const repo = fixture();
    try {
      assert.deepEqual(await runWithClosedOutput(['--root', repo.root, '--no-cache', '--quiet']), {
        status: 0,
        stderr: '',
      });
      assert.deepEqual(
        await runWithClosedOutput(['query', 'definitions', 'addNumbers', '--root', repo.root, '--no-cache', '--quiet']),
        { status: 0, stderr: '' },
      );
    } finally {
      repo.dispose();
    }
  },
);

test('--help documents every flag', async () => {
  const result = await cli(['--help']);
  assert.equal(result.status, 0);
  for (const flag of [
    '--root',
    '--base',
    '--head',
    '--diff',
    '--focus',
    '--ident',
    '--budget',
    '--format',
    '--out',
    '--json-out',
    '--graph-out',
    '--cache-dir',
    '--no-cache',
    '--include',
    '--exclude',
    '--untracked',
    '--jobs',
    '--parse-timeout',
    '--quiet',
  ]) {
    assert.ok(result.stdout.includes(flag), flag);
  }
});

test('--base/--head map a branch; --out and --json-out write files; --diff - reads stdin', async () => {
  const repo = fixture();
  const out = tempDir();
  try {
    const result = await cli([
      '--root',
      repo.root,
      '--base',
      'main',
      '--head',
      'topic',
      '--no-cache',
      '--format',
      'markdown',
      '--out',
      join(out, 'map.md'),
      '--json-out',
      join(out, 'map.json'),
      '--graph-out',
      join(out, 'graph.json'),
    ]);
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout, '');
    const markdown = readFileSync(join(out, 'map.md'), 'utf8');
    assert.match(markdown, /<details><summary>Map<\/summary>/);
    assert.match(
      markdown,
      /src\/math\.ts \(changed\)\n {2}1: export function addNumbers\(a: number, b: number, c = 0\): number\n/,
    );
    const json = JSON.parse(readFileSync(join(out, 'map.json'), 'utf8'));
    assert.deepEqual(json.focus.files, ['src/math.ts']);
    assert.deepEqual(
      json.files.map((f: { path: string }) => f.path),
      ['src/math.ts', 'src/main.ts'],
    );
    const graph = JSON.parse(readFileSync(join(out, 'graph.json'), 'utf8'));
    assert.deepEqual(
      graph.nodes.map((n: { key: string }) => n.key),
      ['src/main.ts', 'src/math.ts'],
    );
    assert.deepEqual(
      graph.edges.map((e: { source: string; target: string }) => `${e.source}->${e.target}`),
      ['src/main.ts->src/math.ts'],
    );

    const diff = repo.git('diff', 'main', 'topic');
    const fromStdin = await cli(['--root', repo.root, '--diff', '-', '--no-cache', '--ident', 'main'], diff);
    assert.equal(fromStdin.status, 0, fromStdin.stderr);
    assert.equal(firstFileLine(fromStdin.stdout), 'src/math.ts (changed)');
  } finally {
    repo.dispose();
  }
});

test('the entry point starts a parse thread for a map of a commit range only', () => {
  assert.equal(mapsCommitRange(['--base', 'main']), true);
  assert.equal(mapsCommitRange(['--root', 'x', '--head=topic']), true);
  assert.equal(mapsCommitRange([]), false, 'the whole repository');
  assert.equal(mapsCommitRange(['--diff', '-']), false);
  assert.equal(mapsCommitRange(['--base', 'main', '--help']), false, 'help only');
  assert.equal(mapsCommitRange(['query', 'callers', 'f', '--base', 'main']), false, 'the query command');
  assert.equal(mapsCommitRange(['mcp', '--base', 'main']), false, 'the MCP server');
  assert.equal(mapsCommitRange(['--exclude', 'x', '--', '--base']), false, 'after --, not an option');
  assert.equal(mapsCommitRange(['--baseline']), false);
});

test('the committed bundle runs from a directory without node_modules', { timeout: 120_000 }, () => {
  const dist = join(__dirname, '..', '..', 'dist');
  assert.ok(existsSync(join(dist, 'cli.js')), 'dist/cli.js is built (npm run build)');
  // The entry points are small: the CLI's and the Action's code are bundles they load (see src/cli/index.ts).
  for (const [entry, code] of [
    ['cli.js', 'cli-main.js'],
    ['index.js', 'action-main.js'],
  ]) {
    const text = readFileSync(join(dist, entry), 'utf8');
    assert.ok(text.length < 64 * 1024, `${entry}: ${text.length} characters`);
    assert.ok(text.includes(`'./${code}'`), `${entry} loads ${code}`);
    assert.doesNotMatch(text, /function personalizedPageRank/, `the engine is not in ${entry}`);
    assert.match(readFileSync(join(dist, code), 'utf8'), /function personalizedPageRank/);
  }
  // The MCP SDK is in the server's bundle, which only `repomap mcp` loads (test/mcp.test.ts runs it).
  assert.doesNotMatch(readFileSync(join(dist, 'cli-main.js'), 'utf8'), /@modelcontextprotocol\/sdk/);
  assert.match(readFileSync(join(dist, 'server.cjs'), 'utf8'), /@modelcontextprotocol\/sdk/);
  const copy = tempDir('repomap-dist-');
  cpSync(dist, copy, { recursive: true });
  const repo = fixture();
  try {
    const result = spawnSync(
      process.execPath,
      [join(copy, 'cli.js'), '--root', repo.root, '--format', 'json', '--no-cache', '--base', 'main'],
      { cwd: copy, encoding: 'utf8' },
    );
    assert.equal(result.status, 0, result.stderr);
    const json = JSON.parse(result.stdout);
    assert.deepEqual(
      json.files.map((f: { path: string }) => f.path),
      ['src/math.ts', 'src/main.ts'],
    );
    assert.equal(json.files[1].symbols[0].signature, 'export function main(): void');
    const bad = spawnSync(process.execPath, [join(copy, 'cli.js'), '--root', repo.root, '--base', 'nope'], {
      cwd: copy,
      encoding: 'utf8',
    });
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /^repomap: unknown git ref "nope"/);
    // A run that parses everything (no cache), its diff read from standard input.
    const diff = execFileSync('git', ['diff', 'main', 'topic'], { cwd: repo.root, encoding: 'utf8' });
    const piped = spawnSync(
      process.execPath,
      [join(copy, 'cli.js'), '--root', repo.root, '--no-cache', '--diff', '-'],
      { cwd: copy, encoding: 'utf8', input: diff },
    );
    assert.equal(piped.status, 0, piped.stderr);
    assert.equal(firstFileLine(piped.stdout), 'src/math.ts (changed)');
    const badRef = spawnSync(
      process.execPath,
      [join(copy, 'cli.js'), '--root', repo.root, '--no-cache', '--base', 'nope'],
      { cwd: copy, encoding: 'utf8' },
    );
    assert.equal(badRef.status, 2, "the run's status");
    assert.equal(badRef.stderr.match(/unknown git ref/g)?.length, 1, 'said once');
    // The change of a checkout mapped before: its file is parsed by the thread the entry point
    // started, the rest read from the cache.
    const cacheDir = tempDir('repomap-dist-cache-');
    repo.git('checkout', '-q', 'main');
    assert.equal(
      spawnSync(process.execPath, [join(copy, 'cli.js'), '--root', repo.root, '--cache-dir', cacheDir], { cwd: copy })
        .status,
      0,
    );
    repo.git('checkout', '-q', 'topic');
    const change = spawnSync(
      process.execPath,
      [join(copy, 'cli.js'), '--root', repo.root, '--cache-dir', cacheDir, '--base', 'main', '--timings'],
      { cwd: copy, encoding: 'utf8' },
    );
    assert.equal(change.status, 0, change.stderr);
    assert.match(change.stderr, /2 files listed, 1 parsed, 1 from the cache/);
    assert.equal(change.stdout, piped.stdout, 'the map of the same change');
  } finally {
    repo.dispose();
  }
  // Enough files for two parse threads: they run the bundle of their own (dist/worker.cjs), and so
  // does the tokenizer's thread (dist/encoder.cjs).
  const many = new FixtureRepo(
    Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [
        `src/m${i}.ts`,
        `export function helper${i}(): number {\n  return ${i};\n}\n`,
      ]),
    ),
  );
  many.commit();
  try {
    const result = spawnSync(
      process.execPath,
      [join(copy, 'cli.js'), '--root', many.root, '--no-cache', '--jobs', '2', '--timings'],
      { cwd: copy, encoding: 'utf8' },
    );
    assert.equal(result.status, 0, result.stderr);
    assert.doesNotMatch(result.stderr, /parse threads could not be started/);
    assert.match(result.stderr, /60 files listed, 60 parsed/);
    assert.match(result.stdout, /export function helper0\(\): number/);
  } finally {
    many.dispose();
  }
  // The tokenizer's thread, told a cache directory, keeps its encoder's table there, hands it over
  // and ends (the process ends with no terminate).
  const tables = tempDir();
  const counter = spawnSync(
    process.execPath,
    [
      '-e',
      `
    const { Worker } = require('node:worker_threads');
    const worker = new Worker(${JSON.stringify(join(copy, 'encoder.cjs'))}, { workerData: { mark: 'repomap-token-worker', dir: ${JSON.stringify(tables)} } });
    worker.on('message', ({ bytes, starts, ranks, slots }) => console.log(JSON.stringify([bytes.length, starts.length, ranks.length, slots.length])));`,
    ],
    { encoding: 'utf8', timeout: 60_000 },
  );
  assert.equal(counter.status, 0, counter.stderr);
  assert.deepEqual(readdirSync(tables), ['ranks-o200k_base-v2.bin']);
  const kept = rankTableOf(readFileSync(rankTableFile(tables)))!;
  assert.deepEqual(
    JSON.parse(counter.stdout),
    [kept.bytes.length, kept.starts.length, kept.ranks.length, kept.slots.length],
    'the table it handed over is the one it kept',
  );
  assert.equal(
    tableCounter(kept)('  12: export function helper0(): number\n'),
    countTokens('  12: export function helper0(): number\n'),
  );
});

test(
  "on Node 22.1 and later the bundled CLI keeps its compiled code in node's compile cache, unless told not to",
  {
    skip:
      typeof (nodeModule as { enableCompileCache?: unknown }).enableCompileCache !== 'function' &&
      'this node has no compile cache',
  },
  () => {
    const cli = join(__dirname, '..', '..', 'dist', 'cli.js');
    const env = { ...process.env };
    delete env.NODE_COMPILE_CACHE;
    delete env.NODE_DISABLE_COMPILE_CACHE;
    const filesIn = (dir: string) =>
      existsSync(dir)
        ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
        : 0;
    const [kept, off] = [tempDir(), tempDir()];
    try {
      assert.equal(spawnSync(process.execPath, [cli, '--help'], { env: { ...env, TMPDIR: kept } }).status, 0);
      assert.ok(filesIn(join(kept, 'node-compile-cache')) > 0, 'code kept in the temporary directory');
      assert.equal(
        spawnSync(process.execPath, [cli, '--help'], { env: { ...env, TMPDIR: off, NODE_DISABLE_COMPILE_CACHE: '1' } })
          .status,
        0,
      );
      assert.equal(filesIn(join(off, 'node-compile-cache')), 0);
    } finally {
      rmSync(kept, { recursive: true, force: true });
      rmSync(off, { recursive: true, force: true });
    }
  },
);

test(
  'repomap mcp runs from the sources as well as from the bundle: it loads its server module on demand and answers',
  { timeout: 120_000 },
  () => {
    const repo = fixture();
    try {
      const initialize = {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
      };
      const result = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          join(__dirname, '..', '..', 'src', 'cli', 'index.ts'),
          'mcp',
          '--root',
          repo.root,
          '--no-cache',
          '--quiet',
        ],
        {
          cwd: join(__dirname, '..', '..'),
          encoding: 'utf8',
          input: `${JSON.stringify(initialize)}\n`,
        },
      );
      assert.equal(result.status, 0, result.stderr);
      const answer = JSON.parse(result.stdout.split('\n')[0]);
      assert.equal(answer.id, 1);
      assert.equal(answer.result.serverInfo.name, 'repomap');
    } finally {
      repo.dispose();
    }
  },
);

test('a shallow clone is mapped; a base outside its history is an error that says how to fetch it', async () => {
  const repo = fixture();
  const clone = tempDir();
  try {
    execFileSync('git', ['clone', '-q', '--depth', '1', '--branch', 'topic', `file://${repo.root}`, clone]);
    const headOnly = await cli(['--root', clone, '--no-cache']);
    assert.equal(headOnly.status, 0, headOnly.stderr);
    assert.match(headOnly.stdout, /export function addNumbers\(a: number, b: number, c = 0\)/);
    const missing = await cli(['--root', clone, '--no-cache', '--base', 'origin/main']);
    assert.equal(missing.status, 2);
    assert.match(
      missing.stderr,
      /^repomap: unknown git ref "origin\/main" in .*: this is a shallow clone, and the commit may be outside its history: fetch it \('git fetch --depth=1 origin main'\)/,
    );
    // The base fetched, but not the history back to the merge base.
    execFileSync('git', ['fetch', '-q', '--depth', '1', 'origin', 'main'], { cwd: clone });
    const noMergeBase = await cli(['--root', clone, '--no-cache', '--base', 'FETCH_HEAD']);
    assert.equal(noMergeBase.status, 2);
    assert.match(
      noMergeBase.stderr,
      /no common ancestor of FETCH_HEAD and HEAD in this shallow clone: fetch more history/,
    );
    const full = new FixtureRepo({ 'a.ts': 'export const a = 1;\n' });
    full.commit();
    const unknown = await cli(['--root', full.root, '--base', 'nope']);
    assert.match(
      unknown.stderr,
      /unknown git ref "nope" in .*: check the name, or fetch it \('git fetch origin nope'\)/,
    );
    full.dispose();
  } finally {
    repo.dispose();
    rmSync(clone, { recursive: true, force: true });
  }
});

test('a wrong ref fails before anything is parsed', async () => {
  const repo = fixture();
  const cacheDir = join(tempDir(), 'cache');
  try {
    const result = await cli(['--root', repo.root, '--base', 'no-such-branch', '--cache-dir', cacheDir]);
    assert.equal(result.status, 2);
    assert.ok(!existsSync(cacheDir), 'no file was parsed (and cached)');
  } finally {
    repo.dispose();
  }
});

test('a repository with no commits: staged files are mapped; with none, a warning says what to do; --base says there is no commit', async () => {
  const repo = new FixtureRepo({
    'staged.ts': 'export function staged(): void {}\n',
    'loose.ts': 'export function loose(): void {}\n',
  });
  try {
    const nothing = await cli(['--root', repo.root, '--no-cache']);
    assert.equal(nothing.status, 0);
    assert.equal(nothing.stdout, '');
    assert.match(
      nothing.stderr,
      /warning: git tracks no files in .*: stage them, or map untracked files too with --untracked/,
    );
    const untracked = await cli(['--root', repo.root, '--no-cache', '--untracked']);
    assert.match(untracked.stdout, /export function loose\(\): void/);
    repo.git('add', 'staged.ts');
    const staged = await cli(['--root', repo.root, '--no-cache']);
    assert.equal(staged.status, 0, staged.stderr);
    assert.equal(staged.stdout, 'staged.ts\n  1: export function staged(): void\n');
    assert.equal(staged.stderr, '');
    const base = await cli(['--root', repo.root, '--no-cache', '--base', 'HEAD']);
    assert.equal(base.status, 2);
    assert.match(base.stderr, /unknown git ref "HEAD" in .*: the repository has no commits yet/);
  } finally {
    repo.dispose();
  }
});

test('a root that is not a git repository is walked; --base there is an error', async () => {
  const dir = new FixtureRepo({ 'a.ts': 'export function walked(): void {}\n' }, { git: false });
  try {
    const walked = await cli(['--root', dir.root, '--no-cache']);
    assert.equal(walked.stdout, 'a.ts\n  1: export function walked(): void\n');
    const base = await cli(['--root', dir.root, '--no-cache', '--base', 'main']);
    assert.equal(base.status, 2);
    assert.match(base.stderr, /--base needs a git repository, and .* is not one/);
  } finally {
    dir.dispose();
  }
});

test('--root in a subdirectory of the repository (a monorepo package): the diff names files as the map does', async () => {
  const repo = new FixtureRepo({
    'packages/app/src/math.ts': 'export function addNumbers(a: number, b: number): number {\n  return a + b;\n}\n',
    'packages/app/src/main.ts':
      "import { addNumbers } from './math';\nexport function main(): number {\n  return addNumbers(1, 2);\n}\n",
    'other/unrelated.ts': 'export const unrelated = 1;\n',
  });
  repo.commit('base');
  repo.write({
    'packages/app/src/math.ts':
      'export function addNumbers(a: number, b: number, c = 0): number {\n  return a + b + c;\n}\n',
    'other/unrelated.ts': 'export const unrelated = 2;\n',
  });
  repo.commit('head');
  try {
    const result = await cli([
      '--root',
      join(repo.root, 'packages/app'),
      '--base',
      'HEAD~1',
      '--no-cache',
      '--format',
      'json',
    ]);
    assert.equal(result.status, 0, result.stderr);
    const map = JSON.parse(result.stdout);
    assert.deepEqual(map.focus.files, ['src/math.ts']);
    assert.deepEqual(
      map.files.map((f: { path: string; focus: boolean }) => `${f.path}${f.focus ? ' (changed)' : ''}`),
      ['src/math.ts (changed)', 'src/main.ts'],
    );
  } finally {
    repo.dispose();
  }
});

test("repomap --version prints package.json's version, from the bundle alone, away from the project's package.json", async () => {
  const { version } = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  assert.deepEqual(await cli(['--version']), { status: 0, stdout: `repomap ${version}\n`, stderr: '' });
  const dir = tempDir();
  for (const file of ['cli.js', 'cli-main.js', 'package.json'])
    cpSync(join(__dirname, '..', '..', 'dist', file), join(dir, file));
  const run = spawnSync(process.execPath, [join(dir, 'cli.js'), '--version'], { cwd: dir, encoding: 'utf8' });
  rmSync(dir, { recursive: true, force: true });
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stdout, `repomap ${version}\n`);
});
