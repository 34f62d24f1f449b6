import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { runCli } from '../../src/cli/main';
import { lines, reviewRepo, REVIEW_ANSWERS } from '../helpers/review';
import { copyDist } from '../action/harness';

// `repomap query`: the MCP tools' questions on the command line, text and JSON.

const { repo, base } = reviewRepo();
after(() => repo.dispose());

async function query(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const status = await runCli(['query', ...args, '--root', repo.root, '--no-cache', '--jobs', '1'], {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    stdin: () => '',
    stderrIsTty: false,
  });
  return { status, stdout, stderr };
}

let outlineText = '';
before(async () => {
  outlineText = (await query('outline', 'src/session.ts')).stdout;
});

test(
  'query definitions: text and JSON; from a file, the definition it reaches first; a name nothing defines',
  { timeout: 120_000 },
  async () => {
    const text = await query('definitions', 'refreshSession', '--from', 'src/legacy.ts');
    assert.equal(text.status, 0, text.stderr);
    assert.equal(
      text.stdout,
      lines(
        '3 definitions of refreshSession, the one src/legacy.ts reaches first (its own, then imported, then by name only, then other languages):',
        'src/other/session-copy.ts:1 (function, imported) export function refreshSession(token: string): string',
        'src/session.ts:6 (function, by name only) export function refreshSession(token: string, ttl = 60): string',
        'tools/refresh.py:1 (function, other language) def refreshSession(token)',
      ),
    );
    assert.equal(text.stderr, '');
    const json = await query('definitions', 'save', '--format', 'json');
    assert.equal(json.status, 0);
    assert.deepEqual(JSON.parse(json.stdout), {
      name: 'save',
      total: 1,
      offset: 0,
      definitions: [
        {
          path: 'src/session.ts',
          line: 2,
          end_line: 2,
          kind: 'method',
          signature: 'save(id: string): void',
          container: 'SessionStore',
        },
      ],
    });
    const none = await query('definitions', 'noSuchName');
    assert.deepEqual(none, {
      status: 0,
      stdout: 'No definition of noSuchName in the index (names are exact and case-sensitive).\n',
      stderr: '',
    });
    const noneJson = await query('definitions', 'noSuchName', '--format', 'json');
    assert.deepEqual(JSON.parse(noneJson.stdout), { name: 'noSuchName', total: 0, offset: 0, definitions: [] });
    const limited = await query('definitions', 'refreshSession', '--limit', '1');
    assert.equal(
      limited.stdout.trimEnd().split('\n').at(-1),
      '… 2 more definitions not shown: ask again with offset 1',
    );
  },
);

test('query references: all uses, or those that resolve to --path; text and JSON', { timeout: 120_000 }, async () => {
  const text = await query('references', 'refreshSession', '--path', 'src/other/session-copy.ts');
  assert.equal(
    text.stdout,
    lines(
      '2 references to refreshSession that resolve to src/other/session-copy.ts, best-ranked files first:',
      "src/legacy.ts:1 (import, imported) import { refreshSession } from './other/session-copy';",
      'src/legacy.ts:4 (call, imported) return refreshSession(t);',
    ),
  );
  const json = await query('references', 'dropSession', '--format', 'json');
  assert.deepEqual(JSON.parse(json.stdout), {
    name: 'dropSession',
    total: 2,
    offset: 0,
    // The change removed the only definition: nothing is left to link the uses to but the name.
    by_name: 2,
    references: [
      {
        path: 'src/routes/logout.ts',
        line: 1,
        kind: 'import',
        text: "import { dropSession } from '../session';",
        via: 'name',
      },
      { path: 'src/routes/logout.ts', line: 4, kind: 'call', text: 'dropSession(id);', via: 'name' },
    ],
  });
  assert.equal(
    (await query('references', 'dropSession')).stdout.split('\n')[0],
    '2 references to dropSession, all by name only, best-ranked files first:',
  );
  const none = await query('references', 'noSuchName');
  assert.equal(none.stdout, 'No reference to noSuchName in the index (names are exact and case-sensitive).\n');
});

test(
  'query source: the lines of a definition; cut at --limit lines, and saying where it ends',
  { timeout: 120_000 },
  async () => {
    const full = await query('source', 'rotateToken', '--path', 'src/session.ts');
    assert.equal(
      full.stdout,
      lines(
        'src/session.ts:10-12 (function)',
        'export function rotateToken(token: string): string {',
        '  return token.split("").reverse().join("");',
        '}',
      ),
    );
    const cut = await query('source', 'rotateToken', '--limit', '2', '--format', 'json');
    assert.equal(cut.status, 0, cut.stderr);
    const data = JSON.parse(cut.stdout);
    assert.deepEqual(
      [data.definitions[0].source, data.definitions[0].cut],
      ['export function rotateToken(token: string): string {\n  return token.split("").reverse().join("");', true],
    );
    assert.match(
      (await query('source', 'rotateToken', '--limit', '2')).stdout,
      /\n… cut after 2 lines: the definition ends at line 12\n$/,
    );
  },
);

test(
  'query outline: nested by container; an absolute path inside the root works, one outside it is refused',
  { timeout: 120_000 },
  async () => {
    assert.equal(outlineText, REVIEW_ANSWERS.outline);
    assert.equal((await query('outline', join(repo.root, 'src/session.ts'))).stdout, outlineText);
    const json = JSON.parse((await query('outline', 'src/routes/login.ts', '--format', 'json')).stdout);
    assert.deepEqual(json, {
      path: 'src/routes/login.ts',
      total: 1,
      offset: 0,
      definitions: [
        {
          name: 'login',
          kind: 'function',
          line: 3,
          end_line: 6,
          signature: 'export function login(token: string): string',
          members: [],
        },
      ],
    });
    for (const outside of ['../outside.ts', '/etc/passwd', join(repo.root, '..', 'x.ts')]) {
      const refused = await query('outline', outside);
      assert.equal(refused.status, 2, outside);
      assert.equal(refused.stdout, '');
      assert.match(
        refused.stderr,
        /^repomap: the path ".*" is refused: give a path relative to the repository root, with forward slashes and no "\.\.", as the map shows it\n$/,
      );
    }
    const unknown = await query('outline', 'src/nope.ts');
    assert.equal(unknown.status, 2);
    assert.match(
      unknown.stderr,
      /^repomap: there is no file "src\/nope\.ts" in the index: it does not exist, or it is one the map does not read/,
    );
  },
);

test('query outline --offset --limit: a page, saying what came before and how to ask for the rest; a bad --offset is refused', async () => {
  const page = await query('outline', 'src/session.ts', '--offset', '1', '--limit', '2');
  assert.equal(page.status, 0, page.stderr);
  assert.equal(
    page.stdout,
    lines(
      'src/session.ts: 5 definitions',
      '  … 1 earlier definition not shown',
      '  2: save(id: string): void',
      '  3: load(id: string): string',
      '  … 2 more definitions not shown: ask again with offset 3',
    ),
  );
  const json = JSON.parse((await query('outline', 'src/session.ts', '--offset', '3', '--format', 'json')).stdout);
  assert.deepEqual(
    [json.total, json.offset, json.definitions.map((d: { name: string }) => d.name)],
    [5, 3, ['refreshSession', 'rotateToken']],
  );
  const bad = await query('outline', 'src/session.ts', '--offset', '-1');
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /--offset must be a whole number from 0 to 1000000000, not "-1"/);
});

test('query references --line: the uses of the one definition on that line; a line with none, or a bad one, is refused', async () => {
  const text = await query('references', 'refreshSession', '--path', 'src/session.ts', '--line', '6');
  assert.equal(text.status, 0, text.stderr);
  assert.match(
    text.stdout,
    /^2 references to refreshSession that resolve to src\/session\.ts:6, best-ranked files first:\n/,
  );
  const none = await query('references', 'refreshSession', '--path', 'src/session.ts', '--line', '2');
  assert.equal(none.status, 2);
  assert.match(
    none.stderr,
    /no definition of refreshSession is on line 2 of src\/session\.ts; it is defined there on line 6/,
  );
  const bad = await query('references', 'refreshSession', '--path', 'src/session.ts', '--line', '0');
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /--line must be a whole number from 1 to 100000000, not "0"/);
});

test(
  'query impact: the change from --base, text and JSON; without a change, an error',
  { timeout: 120_000 },
  async () => {
    const text = await query('impact', '--base', base, '--head', 'HEAD');
    assert.equal(text.status, 0, text.stderr);
    assert.equal(text.stdout, REVIEW_ANSWERS.impact);
    const json = JSON.parse((await query('impact', '--base', base, '--format', 'json', '--limit', '1')).stdout);
    assert.equal(json.total, 3);
    assert.deepEqual(json.changes, [
      {
        status: 'removed',
        path: 'src/session.ts',
        line: 10,
        name: 'dropSession',
        kind: 'function',
        signature: 'export function dropSession(id: string): void',
        callers_total: 2,
        callers_by_name: 0,
        callers: [
          {
            path: 'src/routes/logout.ts',
            line: 1,
            kind: 'import',
            text: "import { dropSession } from '../session';",
            reach: 'imported',
            via: 'import',
          },
        ],
        reach: { depth: 3, direct: 1, transitive: 1, production: 1, tests: 0, partial: false },
        tests: [],
        reached: [{ path: 'src/routes/logout.ts', line: 3, name: 'logout', depth: 1, chain: ['logout'], test: false }],
        tests_unsure: 0,
        untested: false,
        owners: [],
      },
    ]);
    const shallow = JSON.parse((await query('impact', '--base', base, '--format', 'json', '--depth', '1')).stdout);
    assert.deepEqual(
      [shallow.depth, shallow.changes.map((c: { reach: { depth: number } }) => c.reach.depth)],
      [1, [1, 1, 1]],
    );
    const deep = await query('impact', '--base', base, '--depth', '7');
    assert.equal(deep.status, 2);
    assert.match(deep.stderr, /--depth must be a whole number from 1 to 6, not "7"/);
    const nothing = await query('impact', '--base', 'HEAD');
    assert.equal(nothing.stdout, 'The change under review changes no files.\n');
  },
);

test('query usage errors: exit status 2 and one line, before anything is parsed', { timeout: 60_000 }, async () => {
  const cases: [string[], string][] = [
    [
      [],
      'query needs a question: definitions, references, source, outline, impact, tests, companions (see repomap query --help)',
    ],
    [
      ['callers', 'x'],
      'unknown question "callers": ask one of definitions, references, source, outline, impact, tests, companions (see repomap query --help)',
    ],
    [['definitions'], 'query definitions needs a NAME: repomap query definitions NAME'],
    [['outline', 'a.ts', 'b.ts'], 'query outline takes one PATH, not "b.ts"'],
    [['impact', 'x', '--base', 'HEAD'], 'query impact takes no operand, not "x"'],
    [['impact'], 'query impact needs the change: --base REF [--head REF] or --diff FILE'],
    [['outline', 'a.ts', '--from', 'b.ts'], '--from is for query definitions (the file the name is used in)'],
    [['definitions', 'x', '--path', 'b.ts'], '--path is for query references (the file that defines the name)'],
    [['definitions', 'x', '--format', 'markdown'], '--format must be text or json, not "markdown"'],
    [['definitions', 'x', '--limit', '0'], '--limit must be a whole number from 1 to 1000000, not "0"'],
    [['definitions', ' '], 'the name to look up is empty: give an identifier exactly as the code spells it'],
    [
      ['impact', '--base', 'no-such-ref'],
      `unknown git ref "no-such-ref" in ${repo.root}: check the name, or fetch it ('git fetch origin no-such-ref')`,
    ],
  ];
  for (const [args, message] of cases) {
    const result = await query(...args);
    assert.deepEqual(result, { status: 2, stdout: '', stderr: `repomap: ${message}\n` }, args.join(' '));
  }
  const help = await query('--help');
  assert.equal(help.status, 0);
  for (const word of [
    'definitions NAME',
    'references NAME',
    'outline PATH',
    'impact',
    '--from',
    '--path',
    '--format',
    '--limit',
    '--base',
    '--diff',
  ])
    assert.ok(help.stdout.includes(word), word);
});

test(
  'the bundle answers a query from a directory without node_modules, and the map command keeps its flags',
  { timeout: 120_000 },
  () => {
    const cli = join(copyDist(), 'cli.js');
    const outline = spawnSync(
      process.execPath,
      [cli, 'query', 'outline', 'src/session.ts', '--root', repo.root, '--no-cache'],
      { cwd: repo.root, encoding: 'utf8' },
    );
    assert.equal(outline.status, 0, outline.stderr);
    assert.equal(outline.stdout, outlineText);
    const map = spawnSync(
      process.execPath,
      [cli, '--root', repo.root, '--base', base, '--no-cache', '--budget', '64'],
      { encoding: 'utf8' },
    );
    assert.equal(map.status, 0, map.stderr);
    assert.equal(map.stdout.split('\n')[0], 'src/session.ts (changed)');
    const command = spawnSync(process.execPath, [cli, 'serve'], { encoding: 'utf8' });
    assert.equal(command.status, 2);
    assert.equal(
      command.stderr,
      'repomap: unknown command "serve": the commands are mcp and query, and the map takes only options (see --help)\n',
    );
  },
);
