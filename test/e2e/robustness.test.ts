import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { buildRepoMap } from '../../src/core/index';
import { discover } from '../../src/core/discover/discover';
import { extractAll } from '../../src/core/extract/extract';
import { TagCache } from '../../src/core/cache/tag-cache';
import { decode, decodeLines } from '../../src/core/extract/decode';
import { tagsOfBytes } from '../../src/core/extract/extract-file';
import { loadLanguage, newParser } from '../../src/core/extract/grammars';
import { tagsFromTree } from '../../src/core/extract/tags';
import { syntaxOf } from '../../src/core/language-syntax';
import { fileLine } from '../../src/core/render/text';
import { unquote } from '../../src/core/diff/unified';
import { CORPUS_PARSE_TIMEOUT_MS, writeAdversarialCorpus } from '../helpers/adversarial';
import { FixtureRepo, tempDir } from '../helpers/repo';
import { defList } from '../helpers/tags';

const symbols = (map: Awaited<ReturnType<typeof buildRepoMap>>, path: string) =>
  map.files.find((f) => f.path === path)?.symbols.map((s) => `${s.line}: ${s.signature}`);

test('legacy and mixed encodings, byte order marks and CRLF: right signatures, right line numbers', async () => {
  const repo = new FixtureRepo({
    'latin1.py': Buffer.from('# coding: latin-1\ndef café(x):\n    return "crème"\n', 'latin1'),
    // UTF-8 with one stray Windows-1252 byte (0x92, a curly apostrophe) in a comment.
    'mixed.py': Buffer.concat([
      Buffer.from('def naïve():\n    pass\n# it', 'utf8'),
      Buffer.from([0x92]),
      Buffer.from('s\ndef déjà_vu():\n    pass\n', 'utf8'),
    ]),
    'bom.ts': '\ufeffexport function withBom(): number {\n  return 1;\n}\n',
    'utf16.cs': Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('class Wide {\r\n  void Run() {}\r\n}\r\n', 'utf16le'),
    ]),
    'crlf.ts':
      'export function first(a: number,\n  b: number): number {\n  return a + b;\n}\n\nexport class Later {\n  run(): void {}\n}\n'.replace(
        /\n/g,
        '\r\n',
      ),
    'README.md': '\r\n# Title with CRLF\r\n',
  });
  repo.commit();
  try {
    const map = await buildRepoMap({ root: repo.root, cacheDir: false, budget: 2000, focusFiles: ['README.md'] });
    assert.deepEqual(symbols(map, 'latin1.py'), ['2: def café(x)']);
    assert.deepEqual(symbols(map, 'mixed.py'), ['1: def naïve()', '4: def déjà_vu()']);
    assert.deepEqual(symbols(map, 'bom.ts'), ['1: export function withBom(): number']);
    assert.deepEqual(symbols(map, 'utf16.cs'), ['1: class Wide', '2: void Run()']);
    assert.deepEqual(symbols(map, 'crlf.ts'), [
      '1: export function first(a: number, b: number): number',
      '6: export class Later',
      '7: run(): void',
    ]);
    assert.deepEqual(symbols(map, 'README.md'), ['2: # Title with CRLF']);
    assert.ok(!/[\r\ufeff]/.test(map.text), JSON.stringify(map.text));
    assert.equal(map.stats.filesSkipped.binary, undefined, 'UTF-16 with a BOM is text');
  } finally {
    repo.dispose();
  }
  // Every byte that is not UTF-8 maps to a character, Windows-1252's in 0x80-0x9F, whatever Node's own decoder does.
  assert.equal(decode(Buffer.from([0x41, 0x80, 0x9f, 0xe9, 0xe2, 0x82, 0x41])), 'A€Ÿéâ‚A');
});

test('a few lines of a file decode as the same lines of its whole text do: UTF-8, legacy bytes, byte order marks, CRLF, UTF-16', () => {
  const bom = [0xef, 0xbb, 0xbf];
  const samples: Buffer[] = [
    Buffer.from('const a = 1;\r\n\u00e9t\u00e9 \u{1f600}\n\nlast line without a break'),
    Buffer.from([...bom, ...Buffer.from('first\nsecond\n')]),
    Buffer.from([...Buffer.from('one\n'), ...bom, ...Buffer.from('two\n'), 0xe9, ...bom, 0x41, 0x0a, 0x80, 0x0a]),
    Buffer.from([...bom, 0xe9, 0x0a, ...bom, 0x9f, 0x0a]),
    Buffer.from([0xff, 0xfe, ...Buffer.from('a\nb\r\nc\n', 'utf16le')]),
    Buffer.from([0xfe, 0xff, ...Buffer.from('x\ny', 'utf16le').swap16()]),
    Buffer.from([0xff, 0xfe, 0x41, 0x0a, 0xc3]), // a Latin-1 line that looks like a UTF-16 mark
    Buffer.from('A\n\xff\xfeB\n', 'latin1'),
    Buffer.alloc(0),
  ];
  // Random bytes from a palette of line breaks, ASCII, pieces of UTF-8 and legacy bytes.
  const palette = [
    [0x0a],
    [0x0d, 0x0a],
    [0x41],
    [0x20],
    bom,
    [0xc3, 0xa9],
    [0xe2, 0x82, 0xac],
    [0xf0, 0x9f, 0x98, 0x80],
    [0xe9],
    [0x80],
    [0xc3],
    [0xff, 0xfe],
  ];
  let seed = 11;
  const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
  for (let i = 0; i < 300; i++)
    samples.push(Buffer.from(Array.from({ length: random(40) }, () => palette[random(palette.length)]).flat()));
  for (const bytes of samples) {
    const whole = decode(bytes).split('\n');
    const numbers = [...whole.keys()].map((i) => i + 1);
    const some = numbers.filter((n) => n % 2 === 1);
    const expected = (wanted: number[]) => new Map(wanted.map((n) => [n, whole[n - 1]]));
    assert.deepEqual(
      decodeLines(bytes, [...numbers, numbers.length + 1, numbers.length + 7, 0, -1]),
      expected(numbers),
      JSON.stringify([...bytes]),
    );
    assert.deepEqual(decodeLines(bytes, [...some].reverse()), expected(some), JSON.stringify([...bytes]));
  }
});

test('10,000-deep nesting in several grammars: no crash, the definitions around it are found', async () => {
  const depth = 10_000;
  const cases: [string, string, string[]][] = [
    [
      'javascript',
      `export function outer() {\n${'{\n'.repeat(depth)}${'}\n'.repeat(depth)}}\nexport function after() {}\n`,
      ['outer', 'after'],
    ],
    [
      'typescript',
      `export const nested = ${'{ a:\n'.repeat(depth)}1${'}\n'.repeat(depth)};\nexport function after(): void {}\n`,
      ['nested', 'after'],
    ],
    [
      'python',
      `def outer():\n    return ${'(\n'.repeat(depth)}1\n${')\n'.repeat(depth)}\ndef after():\n    pass\n`,
      ['outer', 'after'],
    ],
    [
      'c',
      `void outer(void) {\n${'{\n'.repeat(depth)}${'}\n'.repeat(depth)}}\nvoid after(void) {}\n`,
      ['outer', 'after'],
    ],
    [
      'rust',
      `fn outer() -> i32 {\n${'(\n'.repeat(depth)}1${')\n'.repeat(depth)}}\nfn after() {}\n`,
      ['outer', 'after'],
    ],
  ];
  for (const [language, source, names] of cases) {
    const outcome = await tagsOfBytes(Buffer.from(source), language);
    assert.ok('tags' in outcome, `${language}: ${JSON.stringify(outcome)}`);
    assert.deepEqual(
      defList(outcome.tags).map((d) => d.name),
      names,
      language,
    );
  }
  // Never closed: the parser recovers, and the tags query (whose time grows with the square of the depth) still ends in time.
  const unclosed = await tagsOfBytes(
    Buffer.from(`export function before() {}\nconst x = ${'[\n'.repeat(depth)}`),
    'javascript',
  );
  assert.ok('tags' in unclosed && defList(unclosed.tags).some((d) => d.name === 'before'), JSON.stringify(unclosed));
});

/** Nested brackets never closed: parsed in milliseconds, but the tags query takes tens of seconds. */
const SLOW_QUERY = `const x = ${'[\n'.repeat(100_000)}`;

test('the limit counts work, not wall time: a slow machine gives up on the same files, a stalled query is still stopped', async () => {
  const source = Buffer.from('export function f(a: number): number {\n  return a + 1;\n}\n'.repeat(400));
  const realNow = performance.now.bind(performance);
  // A clock that runs a given number of milliseconds per reading: each unit of work reads it once.
  const withClock = async <T>(msPerReading: number, run: () => Promise<T>): Promise<T> => {
    let now = realNow();
    performance.now = () => (now += msPerReading);
    try {
      return await run();
    } finally {
      performance.now = realNow;
    }
  };
  const limits = { maxBytes: 1 << 20, parseTimeoutMs: 200 };
  const quiet = await tagsOfBytes(source, 'typescript', limits);
  assert.ok('tags' in quiet, 'fits the limit on this machine');
  // Eight times slower than nominal: past the 200 ms by the clock long before the end, mapped the same.
  assert.deepEqual(await withClock(1, () => tagsOfBytes(source, 'typescript', limits)), quiet);
  // Work that crawls at a fortieth of the nominal rate has stalled: given up once past the limit.
  assert.deepEqual(await withClock(5, () => tagsOfBytes(source, 'typescript', limits)), { skip: 'parse-timeout' });
  // And less work allowed than the file needs gives up on it, however fast the clock says it went.
  assert.deepEqual(
    await withClock(0, () => tagsOfBytes(source, 'typescript', { maxBytes: 1 << 20, parseTimeoutMs: 1 })),
    { skip: 'parse-timeout' },
  );
});

test('the per-file limit stops the parse and the tags query: the file is skipped as parse-timeout', async () => {
  // A limit of 0 gives up at the parser's first check, after a few hundred steps: deterministic.
  const source = Buffer.from('export function f(a: number): number {\n  return a + 1;\n}\n'.repeat(40));
  assert.deepEqual(await tagsOfBytes(source, 'typescript', { maxBytes: 1 << 20, parseTimeoutMs: 0 }), {
    skip: 'parse-timeout',
  });
  assert.ok('tags' in (await tagsOfBytes(source, 'typescript', { maxBytes: 1 << 20, parseTimeoutMs: 5000 })));
  // The query is stopped too, not only the parse.
  assert.deepEqual(
    await tagsOfBytes(Buffer.from(SLOW_QUERY), 'javascript', { maxBytes: 1 << 20, parseTimeoutMs: 300 }),
    { skip: 'parse-timeout' },
  );
  // The same thread parses on as before.
  const after = await tagsOfBytes(Buffer.from('export function fine() {}\n'), 'javascript');
  assert.deepEqual('tags' in after && defList(after.tags).map((d) => d.name), ['fine']);
});

test("the time limit also covers the work on each of the query's matches", async () => {
  // Tens of thousands of matches: a limit that passes while they are handled must stop the work.
  // The query itself is made to end first, so only the per-match checks can notice.
  const source = Array.from({ length: 20_000 }, (_, i) => `function f${i}(a) { return g${i}(a); }`).join('\n');
  const { language, query } = await loadLanguage('javascript');
  const parser = newParser();
  parser.setLanguage(language);
  const tree = parser.parse(source)!;
  try {
    let queryDone = false;
    const watched = Object.create(query) as typeof query;
    watched.matches = (node, options) => {
      const matches = query.matches(node, options);
      queryDone = true;
      return matches;
    };
    let checks = 0;
    assert.equal(
      tagsFromTree(tree, watched, source, syntaxOf('javascript'), () => queryDone && ++checks > 100),
      undefined,
      'gave up',
    );
    assert.equal(checks, 101, 'checked the limit every few matches, and stopped at once');
    const all = tagsFromTree(tree, query, source, syntaxOf('javascript'), () => false);
    assert.equal(defList(all).length, 20_000);
    assert.equal(all?.refs.lines.length, 20_000);
  } finally {
    tree.delete();
    parser.delete();
  }
});

test(
  'a file over the time limit is skipped and counted, in the worker threads too, and the run goes on',
  { timeout: 60_000 },
  async () => {
    const files: Record<string, string> = { 'slow.js': SLOW_QUERY };
    for (let i = 0; i < 30; i++) files[`src/f${i}.ts`] = `export function fn${i}(): number {\n  return ${i};\n}\n`;
    const repo = new FixtureRepo(files);
    repo.commit();
    try {
      const warnings: string[] = [];
      const map = await buildRepoMap({
        root: repo.root,
        cacheDir: false,
        jobs: 2,
        parseTimeoutMs: 1000,
        budget: 4000,
        warn: (m) => warnings.push(m),
      });
      assert.equal(map.stats.filesSkipped['parse-timeout'], 1);
      assert.equal(map.run.filesParsed, 31);
      assert.equal(map.files.length, 30);
      assert.deepEqual(warnings, ['gave up on 1 file(s) at the parse time limit of 1000 ms, skipped: "slow.js"']);
    } finally {
      repo.dispose();
    }
  },
);

test('a cached parse-timeout holds only for limits no longer than the one it ran out of', async () => {
  const repo = new FixtureRepo({ 'a.ts': 'export function f(a: number): number {\n  return a + 1;\n}\n'.repeat(40) });
  repo.commit();
  const cacheDir = join(tempDir(), 'cache');
  try {
    const run = (parseTimeoutMs: number) => buildRepoMap({ root: repo.root, cacheDir, parseTimeoutMs });
    const tight = await run(0);
    assert.deepEqual([tight.stats.filesSkipped['parse-timeout'], tight.run.filesParsed], [1, 1]);
    const again = await run(0);
    assert.deepEqual(
      [again.stats.filesSkipped['parse-timeout'], again.run.filesFromCache],
      [1, 1],
      'the same limit trusts the entry',
    );
    const roomy = await run(5000);
    assert.deepEqual(
      [roomy.stats.filesSkipped['parse-timeout'], roomy.run.filesParsed],
      [undefined, 1],
      'a longer limit parses again',
    );
    assert.match(roomy.text, /export function f\(a: number\): number/);
  } finally {
    repo.dispose();
  }
});

test('empty files, and empty files added by a change, map to nothing and skip nothing', async () => {
  const repo = new FixtureRepo({ 'empty.ts': '', 'blank.py': '\n\n   \n', 'a.ts': 'export function a(): void {}\n' });
  repo.commit('base');
  repo.write({ 'new-empty.ts': '', 'blank.py': '' });
  repo.commit('head');
  try {
    const map = await buildRepoMap({ root: repo.root, base: 'HEAD~1', cacheDir: false });
    assert.deepEqual(map.stats.filesSkipped, {});
    assert.equal(map.stats.filesListed, 4);
    assert.equal(map.run.filesParsed, 3, 'the two empty .ts files share one parse');
    assert.deepEqual(map.focus.files, ['blank.py', 'new-empty.ts']);
    assert.ok(map.text.includes('export function a(): void'));
  } finally {
    repo.dispose();
  }
});

test(
  'files that vanish or change between listing and reading: counted, never read through a symlink, never cached as what they were',
  { timeout: 30_000 },
  async () => {
    const original = 'export function original(): number {\n  return 1;\n}\n';
    const repo = new FixtureRepo({
      'changes.ts': original,
      'vanishes.ts': 'export const v = 1;\n',
      'to-link.ts': 'export const l = 1;\n',
      'to-fifo.ts': 'export const f = 1;\n',
      'edited.ts': 'export const e = 1;\n',
    });
    repo.commit();
    repo.write({ 'edited.ts': 'export const e = 2;\n' }); // listed without an index SHA: hashed when read
    const cache = new TagCache(join(tempDir(), 'cache'));
    try {
      const listed = await discover({ root: repo.root, maxFileBytes: 1 << 20 });
      assert.equal(listed.files.length, 5);
      repo.write({ 'changes.ts': 'export function replacement(): number {\n  return 2;\n}\n' });
      repo.remove('vanishes.ts', 'edited.ts', 'to-link.ts', 'to-fifo.ts');
      symlinkSync('/etc/passwd', join(repo.root, 'to-link.ts'));
      execFileSync('mkfifo', [join(repo.root, 'to-fifo.ts')]);
      const extraction = await extractAll(listed.files, { root: repo.root, cache, workers: 1 });
      assert.deepEqual(extraction.skipped, { unreadable: 4 });
      assert.deepEqual([...extraction.tags.keys()], ['changes.ts']);
      assert.deepEqual(
        defList(extraction.tags.get('changes.ts')!).map((d) => d.name),
        ['replacement'],
        'mapped as read',
      );

      // Back to the content the index has: its tags are those of that content, not a cached copy of the edit.
      repo.write({ 'changes.ts': original });
      const again = await extractAll(
        (await discover({ root: repo.root, maxFileBytes: 1 << 20 })).files.filter((f) => f.path === 'changes.ts'),
        { root: repo.root, cache, workers: 1 },
      );
      assert.deepEqual(
        defList(again.tags.get('changes.ts')!).map((d) => d.name),
        ['original'],
      );
    } finally {
      repo.dispose();
    }
  },
);

test('a FIFO where a key project file or a source file should be is never opened', { timeout: 30_000 }, async () => {
  const dir = new FixtureRepo({ 'a.ts': 'export function a(): void {}\n' }, { git: false });
  execFileSync('mkfifo', [join(dir.root, 'Makefile')]);
  execFileSync('mkfifo', [join(dir.root, 'pipe.ts')]);
  try {
    const map = await buildRepoMap({ root: dir.root, cacheDir: false, focusFiles: ['Makefile'] });
    assert.deepEqual(
      map.files.map((f) => f.path),
      ['a.ts'],
    );
    assert.deepEqual(map.stats.filesSkipped, { unreadable: 1, unsupported: 1 });
  } finally {
    dir.dispose();
  }
});

test('outside git, symlink loops are counted and never followed', { timeout: 30_000 }, async () => {
  const dir = new FixtureRepo({ 'a.ts': 'export const a = 1;\n', 'sub/b.ts': 'export const b = 1;\n' }, { git: false });
  symlinkSync('.', join(dir.root, 'sub', 'again'));
  symlinkSync('..', join(dir.root, 'sub', 'up'));
  symlinkSync('loop-b.ts', join(dir.root, 'loop-a.ts'));
  symlinkSync('loop-a.ts', join(dir.root, 'loop-b.ts'));
  symlinkSync('self.ts', join(dir.root, 'self.ts'));
  try {
    const found = await discover({ root: dir.root, maxFileBytes: 1 << 20 });
    assert.deepEqual(
      found.files.map((f) => f.path),
      ['a.ts', 'sub/b.ts'],
    );
    assert.deepEqual(found.skipped, { symlink: 5 });
  } finally {
    dir.dispose();
  }
});

test('a diff with an absurd line number is no reason to allocate it: no crash, no focus identifiers from it', async () => {
  const dir = new FixtureRepo({ 'a.ts': 'export function a(): void {}\n' }, { git: false });
  // other.ts is not in the checkout: both sides can only be tagged from what the diff shows of them.
  const diff =
    '--- a/other.ts\n+++ b/other.ts\n@@ -1,1 +99999999999,1 @@\n-export function a(): void {}\n+export function b(): void {}\n';
  try {
    const map = await buildRepoMap({ root: dir.root, diff, cacheDir: false });
    assert.deepEqual(map.focus.files, ['other.ts']);
    assert.deepEqual(map.focus.identifiers, ['a'], 'the base side (line 1) is tagged; the head side is not');
  } finally {
    dir.dispose();
  }
});

test('ambiguous paths are quoted as git quotes them in the text map, and unquote back', () => {
  for (const path of [
    'src/new\nline.ts',
    'tab\there.ts',
    'quo"te.ts',
    'back\\slash.ts',
    '  1: looks like a symbol',
    'x (changed)',
    'trailing ',
    'line\u2028separator.ts',
  ]) {
    const line = fileLine(path, 'changed');
    assert.ok(line.startsWith('"') && line.endsWith('" (changed)'), line);
    assert.ok(!/[\n\r\t\u2028]/.test(line), JSON.stringify(line));
    assert.equal(unquote(line.slice(0, -' (changed)'.length)), path);
  }
  assert.equal(
    fileLine('src/with space/ünïcødé.ts', undefined),
    'src/with space/ünïcødé.ts',
    'spaces and non-ASCII letters need no quotes',
  );
});

/** Two commits of `count` generated TypeScript files, every file changed by the second, checked out: built with one fast-import. */
function bigChange(count: number): FixtureRepo {
  const repo = new FixtureRepo();
  const chunks: string[] = [];
  const commit = (branch: string, time: number, content: (i: number) => string, from?: string) => {
    chunks.push(
      `commit refs/heads/${branch}\ncommitter Fixture <fixture@example.com> ${time} +0000\ndata 0\n${from ? `from ${from}\n` : ''}`,
    );
    for (let i = 0; i < count; i++) {
      const text = content(i);
      chunks.push(`M 100644 inline m${i % 100}/f${i}.ts\ndata ${Buffer.byteLength(text)}\n${text}\n`);
    }
  };
  commit('main', 1, (i) => `export function fn${i}(a: number): number {\n  return a + ${i};\n}\n`);
  commit(
    'topic',
    2,
    (i) => `export function fn${i}(a: number, b = ${i}): number {\n  return a + b + fn${(i + 1) % count}(a);\n}\n`,
    'refs/heads/main',
  );
  execFileSync('git', ['fast-import', '--quiet'], { cwd: repo.root, input: chunks.join('') });
  repo.git('checkout', '-q', '-f', 'topic');
  return repo;
}

test('a 10,000-file change finishes, and its map is the change', { timeout: 120_000 }, async () => {
  const repo = bigChange(10_000);
  try {
    const map = await buildRepoMap({ root: repo.root, base: 'main', cacheDir: false, budget: 2000 });
    assert.equal(map.run.filesParsed, 10_000);
    assert.equal(map.focus.files.length, 10_000);
    assert.ok(map.focus.identifiers.includes('fn0') && map.focus.identifiers.includes('fn9999'));
    // The changed files' paths come first: 2,000 tokens hold a couple of hundred of them, and nothing else.
    assert.ok(map.tokens <= 2000 && map.files.length > 150, `${map.tokens} tokens, ${map.files.length} files`);
    assert.ok(
      map.files.every((f) => f.focus && f.symbols.length === 0),
      'every file in the map is a changed file, listed by path',
    );
  } finally {
    repo.dispose();
  }
});

test(
  'the CLI over the adversarial corpus: finishes, maps within budget, counts every skip by reason, twice the same',
  { timeout: 240_000 },
  () => {
    const corpus = writeAdversarialCorpus(join(tempDir('repomap-corpus-'), 'repo'));
    const out = tempDir();
    const cli = (...extra: string[]) => {
      const args = [
        '--import',
        'tsx',
        join(__dirname, '..', '..', 'src', 'cli', 'index.ts'),
        '--root',
        corpus.root,
        '--base',
        'main',
        '--head',
        'topic',
      ];
      const result = spawnSync(
        process.execPath,
        [...args, '--no-cache', '--budget', '3000', '--parse-timeout', String(CORPUS_PARSE_TIMEOUT_MS), ...extra],
        { encoding: 'utf8', timeout: 100_000 },
      );
      assert.equal(result.error, undefined, 'finishes within 100 s');
      assert.equal(result.status, 0, result.stderr);
      return result;
    };
    try {
      const first = cli('--format', 'json');
      const map = JSON.parse(first.stdout);
      assert.ok(
        map.files.length >= 10 && map.tokens > 0 && map.tokens <= 3000,
        `${map.files.length} files, ${map.tokens} tokens`,
      );
      assert.deepEqual(
        map.stats.filesSkipped,
        Object.fromEntries(Object.entries(corpus.skipped).sort(([a], [b]) => (a < b ? -1 : 1))),
      );
      assert.match(
        first.stderr,
        /gave up on 1 file\(s\) at the parse time limit of \d+ ms, skipped: "src\/pathological\.js"/,
      );

      // The change, through --base/--head: a rename under a path with spaces, a deletion, a binary
      // change, a mode change, an edit under a path with a newline, a submodule commit.
      assert.deepEqual(map.focus.files, corpus.changed);
      for (const name of ['removedHelper', 'renamedHelper', 'fromNewlinePath'])
        assert.ok(map.focus.identifiers.includes(name), name);
      const shown = (path: string) =>
        map.files
          .find((f: { path: string }) => f.path === path)
          ?.symbols.map((s: { line: number; signature: string }) => `${s.line}: ${s.signature}`);
      assert.deepEqual(
        shown('src/caller.ts'),
        ['3: export function callsRemoved(): number'],
        'the caller of the deleted function',
      );
      assert.deepEqual(
        shown('src/with space/new name.ts')?.[0],
        '1: export function renamedHelper(a: number, b = 0): number',
      );
      assert.deepEqual(shown('src/odd/new\nline.ts'), ['1: export function fromNewlinePath(): number']);
      assert.deepEqual(shown('src/win/crlf.ts'), [
        '1: export function crlfFirst(a: number, b: number): number',
        '6: export class CrlfClass',
        '7: method(): void',
      ]);
      assert.deepEqual(shown('src/win/bom.ts'), ['1: export function withBom(): number']);
      assert.deepEqual(shown('src/legacy/latin1.py'), ['2: def café_au_lait(x)']);
      assert.deepEqual(shown('src/legacy/mixed.py'), [
        '1: def naïve_utf8()',
        '4: LEGACY = "été"',
        '6: def after_latin1()',
      ]);
      assert.deepEqual(shown('src/deep/nested.js'), [
        '1: export function deeplyNested()',
        '20005: export function afterNesting()',
      ]);
      for (const path of [
        'src/ünïcødé/naïve.ts',
        'src/odd/quo"te\'s.ts',
        'src/odd/tab\tand\\backslash.ts',
        'src/with space/api handler.ts',
      ])
        assert.ok(shown(path), path);
      assert.ok(
        !map.files.some((f: { path: string }) =>
          /^(links|deps|static)\/|binary|huge|pathological|replaced/.test(f.path),
        ),
        'nothing skipped is in the map',
      );

      // Deterministic: the same JSON again, byte for byte; the text map has one line per entry.
      const second = cli('--format', 'text', '--json-out', join(out, 'map.json'));
      assert.equal(readFileSync(join(out, 'map.json'), 'utf8'), first.stdout);
      assert.match(
        second.stdout,
        /^"src\/odd\/new\\nline\.ts" \(changed\)\n {2}1: export function fromNewlinePath\(\): number$/m,
      );
      const note =
        '(skipped 6 files: 1 binary: src/binary.ts; 1 minified: static/lib.js; 1 parse-timeout: src/pathological.js; 2 too-large: src/huge.ts, static/app.js; 1 unreadable: src/replaced-by-fifo.ts)';
      assert.equal(
        second.stdout.trimEnd().split('\n').pop(),
        note,
        'the last line names the files skipped for what they hold',
      );
      assert.equal(
        second.stdout.split('\n').filter((line) => line && !line.startsWith('  ') && !/^\(.*\)$/.test(line)).length,
        map.files.length,
        'one line per file, after the header and before the note (lines in parentheses)',
      );
    } finally {
      rmSync(join(corpus.root, '..'), { recursive: true, force: true });
      rmSync(out, { recursive: true, force: true });
    }
  },
);

test('the corpus generator also runs as a script', { timeout: 60_000 }, () => {
  const target = join(tempDir('repomap-corpus-'), 'repo');
  mkdirSync(target);
  try {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(__dirname, '..', 'helpers', 'adversarial.ts'), target],
      { encoding: 'utf8' },
    );
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /expected skips: \{.*"parse-timeout":1/);
    assert.ok(existsSync(join(target, 'src', 'odd', 'new\nline.ts')));
  } finally {
    rmSync(join(target, '..'), { recursive: true, force: true });
  }
});
