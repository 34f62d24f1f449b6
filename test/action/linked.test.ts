import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIndex, closeIndex, renderMap } from '../../src/core/index';
import {
  changeSentence,
  escapeText,
  fileRows,
  impactTableHtml,
  rowsText,
  type ImpactRow,
} from '../../src/action/publish/linked';
import { commentBody, IMPACT_ROWS, sameButTime } from '../../src/action/publish/comment';
import { blobLinker } from '../../src/action/publish/links';
import { impactRowsOf, mapOutput, OUTPUT_LIMIT_BYTES } from '../../src/action/publish/outputs';
import { readMapArtifact } from '../../src/action/publish/artifact-files';
import { headerOfText } from '../../src/core/render/header';
import { assertSafeComment } from '../helpers/github-render';
import { FixtureRepo, tempDir } from '../helpers/repo';
import { parseOutputs } from './harness';

const SHA = 'c'.repeat(40);
const BLOB = `https://github.com/octo/widgets/blob/${SHA}`;
const link = blobLinker('https://github.com', 'octo/widgets', SHA);

test('links: the file and the line at the commit, every path segment percent-encoded; none for a path a browser would resolve elsewhere', () => {
  assert.equal(link('src/a.ts'), `${BLOB}/src/a.ts`);
  assert.equal(link('src/a.ts', 12), `${BLOB}/src/a.ts#L12`);
  assert.equal(link("src/a b/c#d?e&f'g(h)!*.ts", 3), `${BLOB}/src/a%20b/c%23d%3Fe%26f%27g%28h%29%21%2A.ts#L3`);
  assert.equal(link('src/@team/ünï.ts'), `${BLOB}/src/%40team/%C3%BCn%C3%AF.ts`);
  assert.equal(link('a\\b\n"c".ts'), `${BLOB}/a%5Cb%0A%22c%22.ts`);
  for (const path of [
    '../../evil/repo',
    'src/../../x.ts',
    './a.ts',
    'a/./b.ts',
    'a//b.ts',
    '/abs.ts',
    'dir/',
    '',
    'lone\ud800.ts',
  ])
    assert.equal(link(path), undefined, path);
  for (const line of [0, -1, 1.5, Number.NaN]) assert.equal(link('a.ts', line), `${BLOB}/a.ts`, String(line));
  // GitHub Enterprise Server: its own address, with or without a trailing slash.
  assert.equal(
    blobLinker('https://ghe.example.com/', 'octo/widgets', SHA)('a.ts', 1),
    `https://ghe.example.com/octo/widgets/blob/${SHA}/a.ts#L1`,
  );
  // What comes from the runner is checked too: no links at all rather than odd ones.
  for (const [server, repository, sha] of [
    ['javascript:alert(1)', 'o/r', SHA],
    ['https://github.com', 'o', SHA],
    ['https://github.com', 'o/r', 'HEAD'],
    ['https://x" onclick="y', 'o/r', SHA],
  ]) {
    assert.equal(blobLinker(server, repository, sha)('a.ts'), undefined, `${server} ${repository} ${sha}`);
  }
});

test('repository text as HTML: markup is entities, mentions and issue references are broken by a word joiner, controls are replaced, invisible characters escaped', () => {
  assert.equal(escapeText(`<a href="x">'q' & </pre>`), '&lt;a href=&quot;x&quot;&gt;&#39;q&#39; &amp; &lt;/pre&gt;');
  assert.equal(
    escapeText('@octocat @org/team a@b.c #12 o/r#7 GH-3 gh-4'),
    '@&#x2060;octocat @&#x2060;org/team a@&#x2060;b.c #&#x2060;12 o/r#&#x2060;7 GH-&#x2060;3 gh-&#x2060;4',
  );
  assert.equal(escapeText('#include @ # GH- x#y'), '#include @ # GH- x#y', 'what GitHub does not link stays as it is');
  assert.equal(
    escapeText('a\u202eb\u2066c\x00d\x1be\rf\ng\x85h\ti'),
    'a\\u202Eb\\u2066c\ufffdd\ufffde\ufffdf\ufffdg\ufffdh\ti',
    'bidirectional controls show as escapes',
  );
  assert.equal(
    escapeText('zero\u200bwidth\u2060joiner\ufeffmark'),
    'zero\\u200Bwidth\\u2060joiner\\uFEFFmark',
    'zero-width characters show as escapes',
  );
  assert.equal(
    escapeText('&amp; &#64;'),
    '&amp;amp; &amp;#&#x2060;64;',
    'an entity in the repository is shown, not decoded',
  );
});

test('the linked map reads as the text map, line for line, and every path and line number in it links', async () => {
  const repo = new FixtureRepo({
    'src/store.ts':
      'export class Store {\n  get(key: string): string {\n    return key;\n  }\n}\nexport function openStore(): Store {\n  return new Store();\n}\n',
    'src/with space/handler.ts':
      "import { openStore } from '../store';\nexport function handle(key: string): string {\n  return openStore().get(key);\n}\n",
    'mirror/with space/handler.ts':
      "import { openStore } from '../store';\nexport function handle(key: string): string {\n  return openStore().get(key);\n}\n",
    'src/odd/quo"te.ts':
      "import { openStore } from '../store';\nexport function quoted(): Store { return openStore(); }\n",
    'src/odd/new\nline.ts': "import { openStore } from '../store';\nexport function newline(): void { openStore(); }\n",
  });
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'topic');
  repo.write({
    'src/store.ts':
      'export class Store {\n  get(key: string, fallback = ""): string {\n    return key || fallback;\n  }\n}\nexport function openStore(): Store {\n  return new Store();\n}\n',
  });
  repo.commit('head');
  const index = await buildIndex({ root: repo.root, base: 'main', cacheDir: false });
  try {
    const map = await renderMap(index, 4096);
    const changed = new Set(index.focus.changedFiles);
    const rows = fileRows(map.files, changed).flat();
    // The text map's header (lines in parentheses) is in the comment's map too (see below).
    const header = map.text.match(/^(\(.*\)\n)*/)![0];
    assert.equal(
      header,
      '(untested: get)\n(reaches 1 file directly, 1 within 3 hops: 1 in production, 0 test files)\n',
    );
    assert.equal(rowsText(rows), map.text.slice(header.length));
    const links = rows.flatMap((row) => row.filter((span) => span.path !== undefined));
    assert.equal(
      links.length,
      map.files.reduce((n, f) => n + 1 + f.symbols.length + (f.uses?.length ?? 0), 0),
      'each path, each definition and each call site',
    );
    const handler = map.files.find((f) => f.path === 'src/with space/handler.ts');
    assert.deepEqual(handler?.copies, ['mirror/with space/handler.ts'], 'the copy is folded into its entry');
    assert.deepEqual(
      handler?.uses?.map((u) => u.line),
      [3],
      'the call of the changed method is shown',
    );
    assert.ok(rowsText(rows).includes('src/with space/handler.ts (also mirror/with space/handler.ts)\n'));
    const impact = impactRowsOf(index);
    assert.deepEqual(
      impact.map(({ name, status, fileExists }) => ({ name, status, fileExists })),
      [{ name: 'get', status: 'modified', fileExists: true }],
    );
    const body = commentBody(
      { header: headerOfText(map.text), files: map.files, changed, tokens: map.tokens, budget: 4096, impact, link },
      'default',
      '',
    );
    const { mapText } = assertSafeComment(body, {
      linkPrefix: `${BLOB}/`,
      repositoryText: ['src/', 'Store', 'quo"te'],
    });
    assert.equal(mapText, map.text, 'the header too');
    assert.ok(
      body.includes(`<a href="${BLOB}/src/odd/new%0Aline.ts">&quot;src/odd/new\\nline.ts&quot;</a>`),
      'a quoted path links to the file it names',
    );
  } finally {
    await closeIndex(index);
    repo.dispose();
  }
});

const row = (over: Partial<ImpactRow>): ImpactRow => ({
  path: 'src/a.ts',
  name: 'f',
  kind: 'function',
  line: 4,
  status: 'modified',
  fileExists: true,
  callers: [],
  callerCount: 0,
  ...over,
});

test('the impact table: each changed definition, how many files use it outside the change, code apart from tests, the first few linked, the tests that reach it and how far it reaches', () => {
  const zeroReach = { direct: 0, transitive: 0, production: 0, tests: 0, depth: 3, partial: false };
  const html = impactTableHtml(
    [
      row({
        callers: [
          { path: 'src/b.ts', line: 2 },
          { path: 'src/c.ts', line: 7 },
          { path: 'test/c.test.ts', line: 9 },
          { path: 'src/d.ts', line: 1 },
          { path: 'src/e.ts', line: 5 },
        ],
        callerCount: 6,
        review: {
          tests: [{ path: 'test/c.test.ts', line: 9, name: 'checks f' }],
          testsTotal: 4,
          untested: false,
          reach: { direct: 5, transitive: 9, production: 7, tests: 2, depth: 3, partial: false },
        },
      }),
      row({
        name: 'added',
        status: 'added',
        line: 10,
        review: { tests: [], testsTotal: 0, untested: true, reach: zeroReach },
      }),
      row({
        name: 'gone',
        status: 'removed',
        path: 'src/deleted.ts',
        fileExists: false,
        callers: [{ path: 'src/b.ts', line: 3 }],
        callerCount: 1,
      }),
      row({
        name: 'dropped',
        status: 'removed',
        line: 20,
        callers: [
          { path: 'pkg/x_test.go', line: 8 },
          { path: 'spec/y_spec.rb', line: 2, byName: true },
        ],
        callerCount: 2,
        review: {
          tests: [],
          testsTotal: 0,
          untested: false,
          reach: { ...zeroReach, transitive: 2, tests: 2, partial: true },
        },
      }),
    ],
    link,
  );
  const lines = html.split('\n');
  assert.equal(lines[0], '<table>');
  const at = (path: string, line: number, mark = '') =>
    `<a href="${BLOB}/${path}#L${line}"><code>${path}:${line}${mark}</code></a>`;
  // 4 files of code shown 3 at a time, and one past the callers kept: counted with the code.
  assert.equal(
    lines[3],
    `<tr><td><code>f</code> function, modified, ${at('src/a.ts', 4)}</td><td>5 files: ${at('src/b.ts', 2)}, ${at('src/c.ts', 7)}, ${at('src/d.ts', 1)} and 2 more<br>1 test: ${at('test/c.test.ts', 9)}</td><td><a href="${BLOB}/test/c.test.ts#L9"><code>test/c.test.ts:9 checks f</code></a> and 3 more</td><td>9 files within 3 hops (7 in production), 5 directly</td></tr>`,
  );
  assert.equal(
    lines[4],
    `<tr><td><code>added</code> function, added, ${at('src/a.ts', 10)}</td><td>no uses outside the change</td><td><strong>untested</strong></td><td>none</td></tr>`,
  );
  // A removed definition's line is the base side's: no line link; a deleted file: no link at all.
  assert.equal(
    lines[5],
    `<tr><td><code>gone</code> function, removed from <code>src/deleted.ts</code></td><td>1 file: ${at('src/b.ts', 3)}</td><td></td><td></td></tr>`,
  );
  // A caller linked by its name alone is counted apart and marked.
  assert.equal(
    lines[6],
    `<tr><td><code>dropped</code> function, removed from <a href="${BLOB}/src/a.ts"><code>src/a.ts</code></a></td><td>2 tests, 1 by name only: ${at('pkg/x_test.go', 8)}, ${at('spec/y_spec.rb', 2, '?')}</td><td>none found</td><td>at least 2 files within 3 hops (0 in production), 0 directly</td></tr>`,
  );
  assert.ok(!html.includes('\n\n'), 'no blank line: markdown reads none of it');

  // Past the table's rows, the rest are counted under it.
  const used = { callers: [{ path: 'src/b.ts', line: 1 }], callerCount: 1 };
  const many = Array.from({ length: IMPACT_ROWS + 4 }, (_, i) => row({ name: `f${i}`, ...used }));
  const body = commentBody(
    { files: [], changed: new Set(), tokens: 0, budget: 100, impact: many, link },
    'default',
    '',
  );
  assert.equal(body.split('<tr><td>').length - 1, IMPACT_ROWS);
  assert.ok(body.includes('\n_4 more changed definitions with uses not in the table._\n'), body);
});

const HEAD = { sha: SHA, url: `https://github.com/octo/widgets/commit/${SHA}` };
const WHEN = new Date(Date.UTC(2026, 11, 6, 14, 3, 59));

test('the comment: the head commit linked and the time of the run, the change in one sentence, the unused definitions folded into one line, the size only in the fold', () => {
  const impact = [
    row({
      name: 'used',
      callers: [
        { path: 'src/b.ts', line: 2 },
        { path: 'test/b.test.ts', line: 5 },
      ],
      callerCount: 2,
    }),
    row({ name: 'alone', line: 9 }),
    row({ name: 'solo', path: 'src/z.ts', line: 3 }),
    row({ name: 'tested', path: 'src/z.ts', line: 7, callers: [{ path: 'test/b.test.ts', line: 9 }], callerCount: 1 }),
  ];
  const files = [
    {
      path: 'src/a.ts',
      rank: 1,
      focus: true,
      symbols: [{ name: 'used', kind: 'function', line: 4, signature: 'export function used()' }],
    },
  ];
  const map = { files, changed: new Set(['src/a.ts', 'src/z.ts']), tokens: 9, budget: 100, impact, link, head: HEAD };
  const body = commentBody(map, 'default', '\nfooter', undefined, undefined, WHEN);
  const lines = body.split('\n');
  assert.equal(
    lines[1],
    `**Repository map** for <a href="${HEAD.url}"><code>ccccccc</code></a> · updated 2026-12-06 14:03 UTC`,
  );
  assert.equal(lines[3], 'Changes 4 definitions in 2 files; used by 2 other files (1 of them a test).');
  assert.equal(body.split('<tr><td>').length - 1, 2, 'the table holds the definitions used outside the change');
  assert.ok(
    body.includes(
      '\n2 more changed definitions have no uses outside the change: <code>alone</code>, <code>solo</code>.\n',
    ),
    body,
  );
  assert.ok(!body.includes('no uses outside the change</td>'), 'no row says it has no uses');
  const fold = body.indexOf('<details>');
  assert.ok(body.includes('\n1 file of the repository, ranked for this change · 9 / 100 tokens\n'), body);
  assert.ok(!/tokens/.test(body.slice(0, fold)), 'no tokens above the fold');
  assert.ok(!/\bfiles? ·/.test(body.slice(0, fold)), "no count of the map's files above the fold");
  assertSafeComment(body, {
    linkPrefix: `${BLOB}/`,
    otherLinks: /^https:\/\/github\.com\/octo\/widgets\/commit\/c{40}$/,
  });

  // Without a use anywhere: no table, one line; and the sentence says no other file uses them.
  const unused = commentBody(
    { ...map, impact: [row({ name: 'a' }), row({ name: 'b<i>', path: 'src/z.ts' })] },
    'default',
    '',
    undefined,
    undefined,
    WHEN,
  );
  assert.ok(!unused.includes('<table>'), unused);
  assert.ok(
    unused.includes(
      '\nChanges 2 definitions in 2 files; no other file uses them.\n\n2 changed definitions have no uses outside the change: <code>a</code>, <code>b&lt;i&gt;</code>.\n',
    ),
    unused,
  );
  // All uses in tests; files without definitions; no change at all.
  assert.equal(
    changeSentence({ changed: map.changed, impact: [impact[3]] }),
    'Changes 1 definition in 1 file; used by 1 other file (all tests).',
  );
  assert.equal(
    changeSentence({
      changed: map.changed,
      impact: [row({ callers: [{ path: 'src/b.ts', line: 1 }], callerCount: 3 })],
    }),
    'Changes 1 definition in 1 file; used by 3 other files (no tests).',
  );
  assert.equal(changeSentence({ changed: map.changed, impact: [] }), 'Changes 2 files but no definitions.');
  assert.equal(changeSentence({ changed: new Set(), impact: [] }), undefined);
});

test('the comment is left alone when only the time in its header differs', async () => {
  const map = { files: [], changed: new Set(['src/a.ts']), tokens: 0, budget: 100, impact: [], link, head: HEAD };
  const first = commentBody(map, 'default', '', undefined, undefined, WHEN);
  const later = commentBody(map, 'default', '', undefined, undefined, new Date(WHEN.getTime() + 3_600_000));
  assert.notEqual(first, later);
  assert.ok(sameButTime(first, later));
  assert.ok(
    !sameButTime(
      first,
      commentBody({ ...map, changed: new Set(['src/a.ts', 'src/b.ts']) }, 'default', '', undefined, undefined, WHEN),
    ),
  );
});

test('an import line is no use: a file that only imports a changed definition is not counted', async () => {
  const repo = new FixtureRepo({
    'src/lib.ts': 'export function compute(n: number): number {\n  return n + 1;\n}\n',
    'src/caller.ts':
      "import { compute } from './lib';\nexport function twice(n: number): number {\n  return compute(compute(n));\n}\n",
    'src/reexport.ts': "import { compute } from './lib';\nexport const name = 'reexport';\n",
    'test/lib.test.ts': "import { compute } from '../src/lib';\ncompute(1);\n",
  });
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'topic');
  repo.write({ 'src/lib.ts': 'export function compute(n: number): number {\n  return n + 2;\n}\n' });
  repo.commit('head');
  const index = await buildIndex({ root: repo.root, base: 'main', cacheDir: false });
  try {
    const [compute] = impactRowsOf(index);
    assert.equal(compute.name, 'compute');
    assert.deepEqual(
      compute.callers.map((c) => `${c.path}:${c.line}`).sort(),
      ['src/caller.ts:3', 'test/lib.test.ts:2'],
      'each file at its first use, not at its import',
    );
    assert.equal(compute.callerCount, 2, 'src/reexport.ts only imports it');
    assert.equal(
      changeSentence({ changed: new Set(index.focus.changedFiles), impact: [compute] }),
      'Changes 1 definition in 1 file; used by 2 other files (1 of them a test).',
    );
  } finally {
    await closeIndex(index);
    repo.dispose();
  }
});

test("the map output: the text map through GITHUB_OUTPUT's multi-line syntax, whatever its lines; past 1 MB, a pointer to map-path", async () => {
  // @actions/core is ESM-only: imported as such, it writes GITHUB_OUTPUT as it does in the Action.
  const core = await import('@actions/core');
  const dir = tempDir();
  const file = join(dir, 'output');
  writeFileSync(file, '');
  const previous = process.env.GITHUB_OUTPUT;
  process.env.GITHUB_OUTPUT = file;
  try {
    const text = ['src/a.ts', 'EOF', '  1: EOF', 'map<<EOF', 'ghadelimiter_', '', 'EOF', 'src/b.ts (changed)', ''].join(
      '\n',
    );
    const output = mapOutput(text, '/tmp/repomap.txt');
    assert.deepEqual(output, { value: text, tooLarge: false });
    core.setOutput('map', output.value);
    core.setOutput('tokens', '12');
    const outputs = parseOutputs(readFileSync(file, 'utf8'));
    assert.equal(outputs.map, text, 'a line EOF does not end the value');
    assert.equal(outputs.tokens, '12', 'and the next output is read after it');
  } finally {
    if (previous === undefined) delete process.env.GITHUB_OUTPUT;
    else process.env.GITHUB_OUTPUT = previous;
  }
  const limit = 'x'.repeat(OUTPUT_LIMIT_BYTES - 1) + '\n';
  assert.equal(mapOutput(limit, '/m').value, limit, 'at the limit: the map itself');
  const over = mapOutput('é'.repeat(OUTPUT_LIMIT_BYTES / 2) + '\n', '/tmp/repomap/repomap.txt');
  assert.equal(over.tooLarge, true, 'the limit is in bytes');
  assert.equal(
    over.value,
    `The map is ${OUTPUT_LIMIT_BYTES + 1} bytes, over the 1 MB limit of a step output: read it from the file at map-path (/tmp/repomap/repomap.txt).\n`,
  );
});

/** A compute run's artifact, as the publish job downloads it, with `change` applied to its JSON and metadata. */
function artifactDir(change: (json: any, meta: any) => void = () => {}): string {
  const dir = tempDir();
  const json = {
    version: 1,
    budget: 100,
    tokens: 9,
    tokenizer: 'o200k_base',
    focus: { files: ['src/a.ts'], identifiers: [] },
    files: [
      {
        path: 'src/a.ts',
        rank: 0.5,
        focus: true,
        symbols: [{ name: 'a', kind: 'function', line: 1, signature: 'export function a()' }],
      },
    ],
    stats: { filesListed: 2, filesSkipped: {}, definitions: 1, references: 0 },
  };
  const meta = {
    version: 1,
    pullRequest: 7,
    headSha: SHA,
    run: { filesParsed: 1, filesFromCache: 1, ms: { discover: 5 } },
    impact: [row({ callers: [{ path: 'src/b.ts', line: 2 }], callerCount: 1 })],
  };
  change(json, meta);
  writeFileSync(join(dir, 'repomap.json'), JSON.stringify(json));
  writeFileSync(join(dir, 'repomap-meta.json'), JSON.stringify(meta));
  writeFileSync(join(dir, 'repomap.txt'), 'src/a.ts (changed)\n  1: export function a()\n');
  return dir;
}

test("publish mode reads the artifact's map and table as untrusted input: plain strings and whole numbers, or nothing", () => {
  const honest = readMapArtifact(artifactDir(), 'repomap');
  assert.deepEqual(honest.files[0].symbols[0], {
    name: 'a',
    kind: 'function',
    line: 1,
    signature: 'export function a()',
  });
  assert.deepEqual(honest.changed, ['src/a.ts']);
  assert.equal(honest.impact[0].callers[0].path, 'src/b.ts');
  assert.deepEqual(honest.stats?.ms, { discover: 5 });
  // The gate outputs: plain counts, or none (a compute job that wrote none).
  assert.equal(honest.review, undefined);
  const figures = {
    untested: 2,
    reach: 5,
    direct: 1,
    tests: 3,
    owners: [{ owner: '@org/team', paths: ['src/a.ts'] }],
    companions: [{ path: 'src/c.ts', with: 'src/a.ts', together: 4, confidence: 0.8, commits: 5 }],
    companionsTotal: 1,
  };
  const review = (changes: object) => (_json: unknown, meta: any) => (meta.review = { ...figures, ...changes });
  assert.deepEqual(readMapArtifact(artifactDir(review({})), 'repomap').review, figures);
  assert.throws(
    () => readMapArtifact(artifactDir(review({ reach: '5\n::error::x' })), 'repomap'),
    /reach is not a count/,
  );
  assert.throws(() => readMapArtifact(artifactDir(review({ reach: -1 })), 'repomap'), /reach is not a count/);
  const companion = (changes: object) => review({ companions: [{ ...figures.companions[0], ...changes }] });
  assert.throws(
    () => readMapArtifact(artifactDir(companion({ confidence: 2 })), 'repomap'),
    /not one this action wrote/,
  );
  assert.throws(() => readMapArtifact(artifactDir(companion({ path: ['x'] })), 'repomap'), /not one this action wrote/);
  assert.throws(() => readMapArtifact(artifactDir(review({ owners: [{ owner: 1 }] })), 'repomap'), /not one/);
  // A row's tests and reach: checked the same way.
  const rowReview = { tests: [{ path: 'test/a.test.ts', line: 3 }], testsTotal: 1, untested: false };
  const reach = { direct: 1, transitive: 2, production: 1, tests: 1, depth: 3, partial: false };
  const withRow = (changes: object) => (_json: unknown, meta: any) =>
    (meta.impact[0].review = { ...rowReview, reach, ...changes });
  assert.deepEqual(readMapArtifact(artifactDir(withRow({})), 'repomap').impact[0].review, { ...rowReview, reach });
  assert.throws(() => readMapArtifact(artifactDir(withRow({ untested: 'no' })), 'repomap'), /not one/);
  assert.throws(() => readMapArtifact(artifactDir(withRow({ reach: { ...reach, depth: 1.5 } })), 'repomap'), /reach/);
  // Hostile strings are strings: they are shown escaped, like a checkout's names.
  const named = readMapArtifact(
    artifactDir((json) => (json.files[0].path = 'src/<img src=x> @octocat #1.ts')),
    'repomap',
  );
  const body = commentBody(
    { files: named.files, changed: new Set(named.changed), tokens: 9, budget: 100, impact: named.impact, link },
    'default',
    '',
  );
  assertSafeComment(body, { linkPrefix: `${BLOB}/`, repositoryText: ['<img', 'octocat'] });
  const malformed: [string, (json: any, meta: any) => void][] = [
    ['a line that is not a number', (json) => (json.files[0].symbols[0].line = '1 @octocat')],
    ['a line of zero', (json) => (json.files[0].symbols[0].line = 0)],
    ['files that are not a list', (json) => (json.files = { 0: json.files[0] })],
    ['a path that is not a string', (json) => (json.files[0].path = ['src/a.ts'])],
    ['a path too long to be one', (json) => (json.files[0].path = 'a/'.repeat(5000))],
    ['a kind too long to be ours', (json) => (json.files[0].symbols[0].kind = 'k'.repeat(65))],
    ['no changed files', (json) => delete json.focus],
    ['an unknown status', (_json, meta) => (meta.impact[0].status = 'pwned')],
    ['fewer uses than callers shown', (_json, meta) => (meta.impact[0].callerCount = 0)],
    ['a caller without a line', (_json, meta) => delete meta.impact[0].callers[0].line],
    ['a table that is not a list', (_json, meta) => (meta.impact = 'x')],
    ['a container that is not a name', (json) => (json.files[0].symbols[0].container = { name: 'A' })],
    ['copies that are not paths', (json) => (json.files[0].copies = [1])],
    ['a call site without its text', (json) => (json.files[0].uses = [{ line: 3, name: 'a' }])],
    ['a call site on line zero', (json) => (json.files[0].uses = [{ line: 0, name: 'a', text: 'a()', via: 'name' }])],
    [
      'a call site linked in no known way',
      (json) => (json.files[0].uses = [{ line: 3, name: 'a', text: 'a()', via: 'x' }]),
    ],
    ['a caller marked by name with no true', (_json, meta) => (meta.impact[0].callers[0].byName = 'yes')],
  ];
  for (const [what, change] of malformed)
    assert.throws(() => readMapArtifact(artifactDir(change), 'repomap'), /is not one this action wrote/, what);
  // Containers, copies and call sites come through as they are.
  const full = readMapArtifact(
    artifactDir((json) =>
      Object.assign(
        json.files[0],
        { copies: ['mirror/a.ts'], uses: [{ line: 3, name: 'a', text: 'a()', via: 'name' }] },
        { symbols: [{ ...json.files[0].symbols[0], container: 'A' }] },
      ),
    ),
    'repomap',
  );
  assert.deepEqual(full.files[0].copies, ['mirror/a.ts']);
  assert.deepEqual(full.files[0].uses, [{ line: 3, name: 'a', text: 'a()', via: 'name' }]);
  assert.equal(full.files[0].symbols[0].container, 'A');
  // An artifact of an earlier version, without the table: no table.
  assert.deepEqual(
    readMapArtifact(
      artifactDir((_json, meta) => delete meta.impact),
      'repomap',
    ).impact,
    [],
  );
});

test('the comment names the usual companions left out and the owners of what the change reaches, and notifies no one', () => {
  const review = {
    owners: [
      { owner: '@octo/reviewers', paths: ['src/a.ts', 'src/b.ts'] },
      { owner: '@octocat', paths: ['src/b.ts'] },
      { owner: 'dev@example.com', paths: ['src/a.ts'] },
    ],
    companions: [
      { path: 'src/a.test.ts', with: 'src/a.ts', together: 7, confidence: 0.78, commits: 9 },
      { path: 'docs/#1.md', with: 'src/a.ts', together: 3, confidence: 0.5, commits: 6 },
    ],
    companionsTotal: 5,
  };
  const body = commentBody(
    { files: [], changed: new Set(['src/a.ts']), tokens: 9, budget: 100, impact: [], link, review },
    'default',
    '',
  );
  assertSafeComment(body, { linkPrefix: `${BLOB}/`, repositoryText: ['octocat', 'reviewers'] });
  assert.ok(
    body.includes(
      `Usually changed with the changed files, but not in this change: <a href="${BLOB}/src/a.test.ts"><code>src/a.test.ts</code></a> (with <code>src/a.ts</code> in 7 of 9 commits), <a href="${BLOB}/docs/%231.md"><code>docs/#&#x2060;1.md</code></a> (with <code>src/a.ts</code> in 3 of 6 commits) and 3 more.`,
    ),
    body,
  );
  assert.ok(
    body.includes(
      'Owners of the changed files and of the code they reach (CODEOWNERS): <code>@&#x2060;octo/reviewers</code> (2 files), <code>@&#x2060;octocat</code> (1 file), <code>dev@&#x2060;example.com</code> (1 file).',
    ),
    body,
  );
});
