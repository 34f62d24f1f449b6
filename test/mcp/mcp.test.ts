import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { copyDist } from '../action/harness';
import { connectMcp, type McpSession } from '../helpers/mcp-client';
import { lines, reviewRepo, REVIEW_ANSWERS } from '../helpers/review';
import { FixtureRepo } from '../helpers/repo';
import { QUESTIONS } from '../../src/core/query/registry';

// `repomap mcp` from the committed bundle (a copy of dist/, no node_modules), driven by the official
// SDK's client over stdio, on a repository with a change under review.

const cli = join(copyDist(), 'cli.js');
// With a link to a file outside the repository: never followed, so never in the index, never read.
const { repo, base } = reviewRepo((r) => symlinkSync('/etc/hostname', join(r.root, 'src/outside.ts')));
let server: McpSession;

before(async () => {
  server = await connectMcp(process.execPath, [cli, 'mcp', '--root', repo.root, '--base', base, '--no-cache']);
});
after(async () => {
  await server.close();
  repo.dispose();
});

test(
  'the server lists eight tools, each with a description for a model and JSON Schemas of its input and output',
  { timeout: 120_000 },
  async () => {
    const { tools } = await server.client.listTools();
    assert.deepEqual(
      tools.map((t) => t.name),
      [
        'repo_map',
        'find_definitions',
        'find_references',
        'definition_source',
        'file_outline',
        'change_impact',
        'tests_for',
        'companions',
      ],
    );
    assert.deepEqual(
      tools.map((t) => t.name),
      QUESTIONS.map((q) => q.tool),
      "the bundle's tools are the registry's questions",
    );
    const inputs = Object.fromEntries(
      tools.map((t) => [
        t.name,
        { properties: Object.keys(t.inputSchema.properties ?? {}), required: t.inputSchema.required ?? [] },
      ]),
    );
    assert.deepEqual(inputs, {
      repo_map: { properties: ['focus_files', 'identifiers', 'budget'], required: [] },
      find_definitions: { properties: ['name', 'from_path', 'offset', 'limit'], required: ['name'] },
      find_references: { properties: ['name', 'path', 'line', 'offset', 'limit'], required: ['name'] },
      definition_source: { properties: ['name', 'path'], required: ['name'] },
      file_outline: { properties: ['path', 'offset', 'limit'], required: ['path'] },
      change_impact: { properties: ['depth'], required: [] },
      tests_for: { properties: ['name', 'path'], required: ['name'] },
      companions: { properties: [], required: [] },
    });
    for (const tool of tools) {
      assert.ok(
        tool.description && tool.description.length > 200 && !tool.description.includes('\n'),
        `${tool.name}: one paragraph`,
      );
      assert.equal(tool.outputSchema?.type, 'object', tool.name);
      assert.equal(tool.annotations?.readOnlyHint, true);
      for (const [name, property] of Object.entries(tool.inputSchema.properties ?? {}))
        assert.ok((property as { description?: string }).description, `${tool.name}.${name} is described`);
    }
    assert.deepEqual(tools[0].inputSchema.properties!.budget, {
      type: 'integer',
      minimum: 64,
      maximum: 20000,
      description: "The map's size in o200k_base tokens, a hard maximum (the server's default when omitted).",
    });
  },
);

/** Ask a tool: its answer must be exactly this text, and this structured content when one is given. */
async function expectAnswer(tool: string, args: Record<string, unknown>, text: string, data?: unknown) {
  const answer = await server.call(tool, args);
  assert.equal(answer.isError, false, answer.text);
  assert.equal(answer.text, text);
  if (data !== undefined) assert.deepEqual(answer.data, data);
  return answer;
}

/** The map command's own output on the fixture, from the same bundle. */
function mapCommand(...args: string[]): string {
  const result = spawnSync(process.execPath, [cli, '--root', repo.root, '--base', base, '--no-cache', ...args], {
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, result.stderr);
  return result.stdout;
}

test(
  "repo_map: the map command's map of the change; with named files and identifiers, the map around them as well",
  { timeout: 120_000 },
  async () => {
    const map = await server.call('repo_map');
    assert.equal(map.isError, false);
    assert.equal(map.text, mapCommand());
    assert.equal(
      map.text.split('\n').find((line) => !line.startsWith('(')),
      'src/session.ts (changed)',
    );
    const data = map.data as {
      budget: number;
      tokens: number;
      focus: object;
      files: { path: string; focus: boolean; symbols: { name: string }[] }[];
    };
    assert.equal(data.budget, 4096);
    assert.equal(data.tokens, JSON.parse(mapCommand('--format', 'json')).tokens);
    // SessionStore and save were used only by the removed lines (dropSession's body): out of the change's context; dropSession is touched.
    // `token.split("").reverse().join("")` calls a string's and an array's methods: not the change's identifiers.
    assert.deepEqual(data.focus, {
      files: ['src/session.ts'],
      identifiers: ['dropSession', 'refreshSession', 'rotateToken'],
      identifiersTotal: 3,
    });
    assert.deepEqual(
      data.files.map((f) => f.path),
      [
        'src/session.ts',
        'src/routes/login.ts',
        'src/legacy.ts',
        'src/other/session-copy.ts',
        'tools/refresh.py',
        'src/routes/logout.ts',
      ],
    );
    assert.deepEqual(
      data.files[0].symbols.map((s) => s.name),
      ['SessionStore', 'save', 'load', 'refreshSession', 'rotateToken'],
    );

    const focused = await server.call('repo_map', {
      focus_files: ['src/legacy.ts'],
      identifiers: ['SessionStore'],
      budget: 64,
    });
    assert.equal(focused.text, mapCommand('--focus', 'src/legacy.ts', '--ident', 'SessionStore', '--budget', '64'));
    assert.match(focused.text, /^src\/session\.ts \(changed\)\nsrc\/legacy\.ts \(focus\)\n/);
    assert.deepEqual((focused.data as { focus: object }).focus, {
      files: ['src/legacy.ts', 'src/session.ts'],
      identifiers: ['SessionStore', 'dropSession', 'refreshSession', 'rotateToken'],
      identifiersTotal: 4,
    });
    assert.ok((focused.data as { tokens: number }).tokens <= 64);
    assert.deepEqual(await server.call('repo_map'), map, 'the same question, the same answer');
  },
);

test(
  'find_definitions: every definition with its container; from a file, the one it reaches first',
  { timeout: 120_000 },
  async () => {
    const fromLogin = lines(
      '3 definitions of refreshSession, the one src/routes/login.ts reaches first (its own, then imported, then by name only, then other languages):',
      'src/session.ts:6 (function, imported) export function refreshSession(token: string, ttl = 60): string',
      'src/other/session-copy.ts:1 (function, by name only) export function refreshSession(token: string): string',
      'tools/refresh.py:1 (function, other language) def refreshSession(token)',
    );
    await expectAnswer('find_definitions', { name: 'refreshSession', from_path: 'src/routes/login.ts' }, fromLogin, {
      name: 'refreshSession',
      from_path: 'src/routes/login.ts',
      total: 3,
      offset: 0,
      definitions: [
        {
          path: 'src/session.ts',
          line: 6,
          end_line: 8,
          kind: 'function',
          signature: 'export function refreshSession(token: string, ttl = 60): string',
          container: null,
          reach: 'imported',
        },
        {
          path: 'src/other/session-copy.ts',
          line: 1,
          end_line: 3,
          kind: 'function',
          signature: 'export function refreshSession(token: string): string',
          container: null,
          reach: 'namesake',
        },
        {
          path: 'tools/refresh.py',
          line: 1,
          end_line: 2,
          kind: 'function',
          signature: 'def refreshSession(token)',
          container: null,
          reach: 'other-language',
        },
      ],
    });
    const fromLegacy = await server.call('find_definitions', { name: 'refreshSession', from_path: 'src/legacy.ts' });
    assert.match(fromLegacy.text, /:\nsrc\/other\/session-copy\.ts:1 \(function, imported\) /);
    await expectAnswer(
      'find_definitions',
      { name: 'save' },
      lines(
        '1 definition of save, best-ranked files first:',
        'src/session.ts:2 (method of SessionStore) save(id: string): void',
      ),
      {
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
      },
    );
    await expectAnswer(
      'find_definitions',
      { name: 'noSuchName' },
      lines('No definition of noSuchName in the index (names are exact and case-sensitive).'),
      { name: 'noSuchName', total: 0, offset: 0, definitions: [] },
    );
  },
);

test(
  'find_references: the uses of a name with their source lines, or those that resolve to one definer',
  { timeout: 120_000 },
  async () => {
    const toSession = lines(
      '2 references to refreshSession that resolve to src/session.ts, best-ranked files first:',
      "src/routes/login.ts:1 (import, imported) import { refreshSession } from '../session';",
      'src/routes/login.ts:4 (call, imported) const next = refreshSession(token);',
    );
    await expectAnswer('find_references', { name: 'refreshSession', path: 'src/session.ts' }, toSession, {
      name: 'refreshSession',
      path: 'src/session.ts',
      total: 2,
      offset: 0,
      by_name: 0,
      references: [
        {
          path: 'src/routes/login.ts',
          line: 1,
          kind: 'import',
          text: "import { refreshSession } from '../session';",
          reach: 'imported',
          via: 'import',
        },
        {
          path: 'src/routes/login.ts',
          line: 4,
          kind: 'call',
          text: 'const next = refreshSession(token);',
          reach: 'imported',
          via: 'import',
        },
      ],
    });
    const everywhere = lines(
      '4 references to refreshSession, best-ranked files first:',
      "src/routes/login.ts:1 (import, imported) import { refreshSession } from '../session';",
      'src/routes/login.ts:4 (call, imported) const next = refreshSession(token);',
      "src/legacy.ts:1 (import, imported) import { refreshSession } from './other/session-copy';",
      'src/legacy.ts:4 (call, imported) return refreshSession(t);',
    );
    await expectAnswer('find_references', { name: 'refreshSession' }, everywhere);
    // With a line, the one definition on it (here the file's only one): the same uses, and the line in the answer.
    const atLine = await expectAnswer(
      'find_references',
      { name: 'refreshSession', path: 'src/session.ts', line: 6 },
      toSession.replace('resolve to src/session.ts,', 'resolve to src/session.ts:6,'),
    );
    assert.equal((atLine.data as { line: number }).line, 6);
    // A page of a long answer: the total is the answer's, and the notes say where the page sits.
    const second = await expectAnswer(
      'find_references',
      { name: 'refreshSession', offset: 1, limit: 2 },
      lines(
        '4 references to refreshSession, best-ranked files first:',
        '… 1 earlier reference not shown',
        'src/routes/login.ts:4 (call, imported) const next = refreshSession(token);',
        "src/legacy.ts:1 (import, imported) import { refreshSession } from './other/session-copy';",
        '… 1 more reference not shown: ask again with offset 3',
      ),
    );
    const { total, offset, references } = second.data as { total: number; offset: number; references: unknown[] };
    assert.deepEqual([total, offset, references.length], [4, 1, 2]);
    const past = await server.call('find_references', { name: 'refreshSession', offset: 9 });
    assert.deepEqual((past.data as { total: number; references: unknown[] }).references, []);
    const removed = lines(
      '2 references to dropSession that resolve to src/session.ts (src/session.ts does not define dropSession: these uses would resolve to it), best-ranked files first:',
      "src/routes/logout.ts:1 (import, imported) import { dropSession } from '../session';",
      'src/routes/logout.ts:4 (call, imported) dropSession(id);',
    );
    await expectAnswer('find_references', { name: 'dropSession', path: 'src/session.ts' }, removed);
    await expectAnswer(
      'find_references',
      { name: 'rotateToken', path: 'src/session.ts' },
      lines('No reference to rotateToken resolves to src/session.ts.'),
    );
  },
);

test(
  'definition_source: the lines of a definition, in the file named or the best-ranked one; cut at the limit, and saying so',
  { timeout: 120_000 },
  async () => {
    const source = ['export function refreshSession(token: string, ttl = 60): string {', '  return token;', '}'];
    await expectAnswer(
      'definition_source',
      { name: 'refreshSession', path: 'src/session.ts' },
      lines(
        'src/session.ts:6-8 (function)',
        ...source,
        '(2 other definitions of refreshSession elsewhere: find_definitions lists them)',
      ),
      {
        name: 'refreshSession',
        path: 'src/session.ts',
        total: 3,
        definitions: [
          {
            path: 'src/session.ts',
            line: 6,
            end_line: 8,
            kind: 'function',
            signature: 'export function refreshSession(token: string, ttl = 60): string',
            container: null,
            source: source.join('\n'),
            cut: false,
          },
        ],
      },
    );
    const copy = await server.call('definition_source', { name: 'refreshSession', path: 'src/other/session-copy.ts' });
    assert.match(copy.text, /^src\/other\/session-copy\.ts:1-3 \(function\)\n.*\n {2}return token \+ "!";\n\}\n/);
    const method = await server.call('definition_source', { name: 'load' });
    assert.equal(
      method.text,
      lines('src/session.ts:3-3 (method of SessionStore)', '  load(id: string): string { return id; }'),
    );
    assert.equal(
      (await server.call('definition_source', { name: 'refreshSession', path: 'src/legacy.ts' })).text,
      'src/legacy.ts has no definition of refreshSession.\n',
    );
  },
);

test(
  'file_outline: every definition of a file, members under their class, in source order',
  { timeout: 120_000 },
  async () => {
    const member = (name: string, line: number, signature: string) => ({
      name,
      kind: 'method',
      line,
      end_line: line,
      signature,
      members: [],
    });
    await expectAnswer('file_outline', { path: 'src/session.ts' }, REVIEW_ANSWERS.outline, {
      path: 'src/session.ts',
      total: 5,
      offset: 0,
      definitions: [
        {
          name: 'SessionStore',
          kind: 'class',
          line: 1,
          end_line: 4,
          signature: 'export class SessionStore',
          members: [member('save', 2, 'save(id: string): void'), member('load', 3, 'load(id: string): string')],
        },
        {
          name: 'refreshSession',
          kind: 'function',
          line: 6,
          end_line: 8,
          signature: 'export function refreshSession(token: string, ttl = 60): string',
          members: [],
        },
        {
          name: 'rotateToken',
          kind: 'function',
          line: 10,
          end_line: 12,
          signature: 'export function rotateToken(token: string): string',
          members: [],
        },
      ],
    });
    await expectAnswer(
      'file_outline',
      { path: './src//routes/login.ts' },
      lines('src/routes/login.ts: 1 definition', '  3: export function login(token: string): string'),
    );
  },
);

test(
  'change_impact: what the change adds, modifies and removes, with the callers outside the change, as the map ranks them',
  { timeout: 120_000 },
  async () => {
    const impact = await expectAnswer('change_impact', {}, REVIEW_ANSWERS.impact);
    const data = impact.data as {
      changed_files: string[];
      total: number;
      changes: { status: string; name: string; callers_total: number; callers: { path: string; line: number }[] }[];
    };
    assert.deepEqual(data.changed_files, ['src/session.ts']);
    assert.equal(data.total, 3);
    assert.deepEqual(
      data.changes.map((c) => [c.status, c.name, c.callers_total, c.callers.map((r) => `${r.path}:${r.line}`)]),
      [
        ['removed', 'dropSession', 2, ['src/routes/logout.ts:1', 'src/routes/logout.ts:4']],
        ['modified', 'refreshSession', 2, ['src/routes/login.ts:1', 'src/routes/login.ts:4']],
        ['added', 'rotateToken', 0, []],
      ],
    );
  },
);

test(
  'bad input on every tool: an error result of one sentence, and the server answers the next call',
  { timeout: 120_000 },
  async () => {
    const refused = (path: string) =>
      `The path ${JSON.stringify(path)} is refused: give a path relative to the repository root, with forward slashes and no "..", as the map shows it.`;
    const unknown = (path: string) =>
      `There is no file ${JSON.stringify(path)} in the index: it does not exist, or it is one the map does not read (binary, generated, vendored, too large, or in no supported language).`;
    const cases: [string, Record<string, unknown>, string][] = [
      ['repo_map', { budget: 'big' }, '"budget" must be a whole number from 64 to 20000, not a string.'],
      ['repo_map', { budget: 10 }, '"budget" must be a whole number from 64 to 20000, not 10.'],
      ['repo_map', { focus_files: 'src/legacy.ts' }, '"focus_files" must be a list of strings, not a string.'],
      ['repo_map', { focus_files: ['../outside.ts'] }, refused('../outside.ts')],
      ['repo_map', { identifiers: ['ok', 7] }, 'Item 2 of "identifiers" must be a string, not the number 7.'],
      [
        'find_definitions',
        {},
        'Missing argument "name": the identifier to look up, exactly as the code spells it (case-sensitive, no qualifier: parseInput, not parser.parseInput).',
      ],
      ['find_definitions', { name: 42 }, '"name" must be a string, not the number 42.'],
      ['find_definitions', { name: 'refreshSession', from_path: '/etc/passwd' }, refused('/etc/passwd')],
      [
        'find_definitions',
        { name: 'refreshSession', fromPath: 'src/legacy.ts' },
        'Unknown argument "fromPath": it takes "name", "from_path", "offset", "limit".',
      ],
      ['find_references', { name: '' }, '"name" must not be empty.'],
      ['find_references', { name: 'refreshSession', path: 'src/nope.ts' }, unknown('src/nope.ts')],
      [
        'find_references',
        { name: 'refreshSession', line: 6 },
        'A line needs a path: the file whose definition of refreshSession is on that line.',
      ],
      [
        'find_references',
        { name: 'refreshSession', path: 'src/session.ts', line: 2 },
        'No definition of refreshSession is on line 2 of src/session.ts; it is defined there on line 6.',
      ],
      [
        'find_references',
        { name: 'refreshSession', path: 'src/session.ts', line: 0 },
        '"line" must be a whole number from 1 to 100000000, not 0.',
      ],
      ['find_references', { name: 'refreshSession', path: 'src/../../x.ts' }, refused('src/../../x.ts')],
      ['file_outline', { path: null }, '"path" must be a string, not null.'],
      ['file_outline', { path: '../../etc/passwd' }, refused('../../etc/passwd')],
      ['file_outline', { path: 'src/outside.ts' }, unknown('src/outside.ts')],
      ['file_outline', { path: 'src/nope.ts' }, unknown('src/nope.ts')],
      ['file_outline', { path: '.' }, refused('.')],
      ['change_impact', { since: 'main' }, 'Unknown argument "since": it takes "depth".'],
      ['change_impact', { depth: 7 }, '"depth" must be a whole number from 1 to 6, not 7.'],
      [
        'tests_for',
        { path: 'src/session.ts' },
        'Missing argument "name": the identifier to look up, exactly as the code spells it (case-sensitive, no qualifier: parseInput, not parser.parseInput).',
      ],
      ['tests_for', { name: 'refreshSession', path: 'src/nope.ts' }, unknown('src/nope.ts')],
    ];
    for (const [tool, args, message] of cases) {
      const result = await server.call(tool, args);
      assert.deepEqual(
        { isError: result.isError, text: result.text, data: result.data },
        { isError: true, text: message, data: undefined },
        `${tool} ${JSON.stringify(args)}`,
      );
      const next = await server.call('find_definitions', { name: 'save' });
      assert.equal(next.isError, false, `the server answers after ${tool} ${JSON.stringify(args)}`);
    }
    await assert.rejects(
      server.call('no_such_tool'),
      // The client's own prefix, once: the server's message is the sentence alone.
      {
        message:
          'MCP error -32602: unknown tool "no_such_tool": the tools are repo_map, find_definitions, find_references, definition_source, file_outline, change_impact, tests_for, companions',
      },
    );
    assert.equal((await server.call('file_outline', { path: 'src/session.ts' })).isError, false);
    assert.match(server.log(), /repomap mcp: indexed 6 files \(6 parsed, 0 from the cache\)/);
  },
);

test(
  'long answers are cut with a note of how many were left out; change_impact needs a change',
  { timeout: 120_000 },
  async () => {
    const classes = Array.from({ length: 55 }, (_, i) => `export class Runner${i} {\n  run(): void {}\n}\n`).join('');
    const calls = `import { Runner0 } from './runners';\nexport function callAll(r: Runner0): void {\n${'  r.run();\n'.repeat(105)}}\n`;
    const many = Array.from({ length: 310 }, (_, i) => `export function step${i}(): void {}\n`).join('');
    const big = new FixtureRepo({ 'src/runners.ts': classes, 'src/calls.ts': calls, 'src/many.ts': many });
    big.commit('base');
    const noChange = await connectMcp(process.execPath, [
      cli,
      'mcp',
      '--root',
      big.root,
      '--no-cache',
      '--budget',
      '100',
    ]);
    try {
      const definitions = await noChange.call('find_definitions', { name: 'run' });
      const lines = definitions.text.trimEnd().split('\n');
      assert.equal(lines[0], '55 definitions of run, best-ranked files first:');
      assert.equal(lines.length, 1 + 50 + 1);
      assert.equal(lines.at(-1), '… 5 more definitions not shown: ask again with offset 50');
      assert.equal((definitions.data as { total: number; definitions: unknown[] }).total, 55);
      assert.equal((definitions.data as { definitions: unknown[] }).definitions.length, 50);

      const references = await noChange.call('find_references', { name: 'run' });
      assert.equal(references.text.split('\n')[0], '105 references to run, best-ranked files first:');
      assert.equal(
        references.text.trimEnd().split('\n').at(-1),
        '… 5 more references not shown: ask again with offset 100',
      );
      assert.equal((references.data as { references: unknown[] }).references.length, 100);

      const outline = await noChange.call('file_outline', { path: 'src/many.ts' });
      const outlineLines = outline.text.trimEnd().split('\n');
      assert.equal(outlineLines[0], 'src/many.ts: 310 definitions');
      assert.equal(outlineLines[300], '  300: export function step299(): void');
      assert.equal(outlineLines[301], '  … 10 more definitions not shown: ask again with offset 300');
      assert.equal((outline.data as { total: number; definitions: unknown[] }).definitions.length, 300);

      const map = await noChange.call('repo_map');
      assert.equal((map.data as { budget: number }).budget, 100, 'the server default budget');
      assert.ok((map.data as { tokens: number }).tokens <= 100);

      const impact = await noChange.call('change_impact');
      assert.equal(impact.isError, true);
      assert.equal(
        impact.text,
        'This server was started without a change to review (repomap mcp --base REF or --diff FILE), so there is no change to assess.',
      );
    } finally {
      await noChange.close();
      big.dispose();
    }
  },
);

/**
 * Start the server as a plain child process; its exit status and standard error once it ends. Its
 * standard input is closed at once (`closeStdin: true`), once its log has a line that matches, or
 * never.
 */
function runServer(
  args: string[],
  { closeStdin }: { closeStdin: boolean | RegExp },
): Promise<{ status: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, 'mcp', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (d) => {
      stderr += d;
      if (closeStdin instanceof RegExp && closeStdin.test(stderr)) child.stdin.end();
    });
    child.stdout.on('data', (d) => (stdout += d));
    if (closeStdin === true) child.stdin.end();
    child.on('close', (status) => resolve({ status, stderr, stdout }));
  });
}

test(
  'the server: a wrong ref is one line in the log and an error result for every call, then status 2; a wrong option ends it with status 2; closing its input ends it with 0',
  { timeout: 120_000 },
  async () => {
    const unindexed = await connectMcp(process.execPath, [cli, 'mcp', '--root', repo.root, '--base', 'no-such-branch']);
    try {
      for (const [tool, args] of [
        ['find_definitions', { name: 'refreshSession' }],
        ['repo_map', {}],
      ] as const) {
        const answer = await unindexed.call(tool, args);
        assert.equal(answer.isError, true, tool);
        assert.match(
          answer.text,
          /^The repository could not be indexed, so no tool can answer: unknown git ref "no-such-branch"/,
        );
      }
      assert.match(unindexed.log(), /^repomap: unknown git ref "no-such-branch"/m);
    } finally {
      await unindexed.close();
    }
    const badRef = await runServer(['--root', repo.root, '--base', 'no-such-branch', '--no-cache'], {
      closeStdin: /unknown git ref/,
    });
    assert.equal(badRef.status, 2);
    assert.match(badRef.stderr, /^repomap: unknown git ref "no-such-branch"/);
    assert.equal(badRef.stdout, '', 'nothing but the protocol on standard output');
    const stdinDiff = await runServer(['--root', repo.root, '--diff', '-'], { closeStdin: false });
    assert.equal(stdinDiff.status, 2);
    assert.equal(
      stdinDiff.stderr,
      'repomap: --diff - cannot be used here: standard input carries the protocol, so give the diff as a file\n',
    );
    const budget = await runServer(['--budget', 'lots'], { closeStdin: false });
    assert.equal(
      budget.stderr,
      'repomap: --budget must be a whole number of tokens, at least 64 (room for a file\'s line and one definition), not "lots"\n',
    );
    const tooBig = await runServer(['--budget', '50000'], { closeStdin: false });
    assert.equal(tooBig.status, 2);
    assert.equal(
      tooBig.stderr,
      'repomap: --budget must be at most 20000 tokens: MCP clients refuse longer answers (Claude Code over 25,000 tokens); for a bigger map, run repomap --budget N\n',
    );
    const done = await runServer(['--root', repo.root, '--no-cache', '--quiet'], { closeStdin: true });
    assert.equal(done.status, 0);
    assert.equal(done.stdout, '');
  },
);

test(
  'a message over 10 MiB: a JSON-RPC error for its id and a line in the log; the server answers the next one and ends with 0',
  { timeout: 120_000 },
  async () => {
    const child = spawn(process.execPath, [cli, 'mcp', '--root', repo.root, '--no-cache', '--quiet'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const answers = new Map<unknown, Record<string, unknown>>();
    let pending = '';
    const arrived = new Promise<void>((resolve) => {
      child.stdout.on('data', (d) => {
        pending += d;
        for (let newline = pending.indexOf('\n'); newline >= 0; newline = pending.indexOf('\n')) {
          const answer = JSON.parse(pending.slice(0, newline));
          answers.set(answer.id, answer);
          pending = pending.slice(newline + 1);
        }
        if (answers.has(2) && answers.has(3)) resolve();
      });
    });
    const send = (message: object) => child.stdin.write(JSON.stringify(message) + '\n');
    send({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
    });
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    const huge = {
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'find_definitions', arguments: { name: 'x'.repeat(11 * 1024 * 1024) } },
    };
    send(huge);
    send({ jsonrpc: '2.0', id: 3, method: 'tools/list' });
    await arrived;
    const bytes = JSON.stringify(huge).length;
    assert.deepEqual(answers.get(2), {
      jsonrpc: '2.0',
      id: 2,
      error: {
        code: -32600,
        message: `a message of ${bytes} bytes is over the server's limit of 10485760 bytes: send less in one call`,
      },
    });
    assert.equal((answers.get(3)!.result as { tools: unknown[] }).tools.length, QUESTIONS.length);
    child.stdin.end();
    const status = await new Promise((resolve) => child.on('close', resolve));
    assert.equal(status, 0);
    assert.deepEqual(
      stderr.split('\n').filter((line) => !line.startsWith('repomap mcp: indexed ')),
      [`repomap mcp: refused a message of ${bytes} bytes, over the limit of 10485760 bytes`, ''],
    );
  },
);
