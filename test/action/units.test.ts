import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, realpathSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { readInputs } from '../../src/action/inputs';
import { statsFromArtifact, summaryMarkdown } from '../../src/action/publish/summary';
import { apiPolicy, DEFAULT_POLICY } from '../../src/action/api-policy';
import { targetOf } from '../../src/action/event';
import { mapsRepository } from '../../src/action/early';
import { diffFromPullFiles, quotePath } from '../../src/action/diff-source';
import {
  commentBody,
  commentMarker,
  upsertComment,
  type CommentApi,
  type IssueComment,
} from '../../src/action/publish/comment';
import { blobLinker } from '../../src/action/publish/links';
import { parseUnifiedDiff, unquote } from '../../src/core/diff/unified';
import { FixtureRepo } from '../helpers/repo';

// A workspace with a checkout in `repo` and a file beside it.
const workspace = new FixtureRepo(
  { 'repo/a.ts': 'export const a = 1;\n', 'notes.txt': 'not a directory\n' },
  { git: false },
).root;
const inputs = (values: Record<string, string>) => readInputs((name) => values[name] ?? '', workspace);

test('inputs: defaults, lists of globs, and a clear error naming each bad input', () => {
  const defaults = inputs({});
  assert.deepEqual(
    { ...defaults },
    {
      token: '',
      path: '.',
      budget: 4096,
      format: 'text',
      comment: true,
      commentKey: 'default',
      commentBudget: 512,
      artifactName: '',
      commitPath: '',
      include: [],
      exclude: [],
      cache: true,
      history: true,
      mode: 'full',
      failOnError: false,
    },
  );
  assert.equal(inputs({ history: 'false' }).history, false);
  assert.deepEqual(inputs({ include: 'src/**\n lib/** ,, ./test/**' }).include, ['src/**', 'lib/**', 'test/**']);
  assert.equal(inputs({ path: 'repo/' }).path, 'repo/');
  assert.equal(
    inputs({ path: 'not-checked-out', mode: 'publish', 'artifact-name': 'repomap' }).path,
    'not-checked-out',
    'the publish job reads no checkout',
  );
  const bad: [Record<string, string>, RegExp][] = [
    [
      { 'github-token': 'ghs_secret\nsecond line' },
      /^input 'github-token' must be a token without spaces or line breaks \(check how the secret was stored\)$/,
    ],
    [{ 'github-token': 'ghs_secret with space' }, /^input 'github-token' must be a token without spaces/],
    [{ path: '../elsewhere' }, /^input 'path' must be a directory inside the workspace, not "..\/elsewhere"$/],
    [{ path: '/etc' }, /^input 'path' must be a directory inside the workspace, not "\/etc"$/],
    [
      { path: 'missing' },
      /^input 'path' must be an existing directory inside the workspace \(is the repository checked out there\?\), not "missing"$/,
    ],
    [{ path: 'notes.txt' }, /^input 'path' must be an existing directory inside the workspace/],
    [{ budget: '12' }, /^input 'budget' must be a whole number of tokens from 64 to 1000000, not "12"$/],
    [{ budget: 'lots' }, /^input 'budget' must be a whole number of tokens/],
    [{ budget: '1.5e3' }, /^input 'budget' must be a whole number of tokens/],
    [{ budget: '2000000' }, /^input 'budget' must be a whole number of tokens/],
    [{ format: 'html' }, /^input 'format' must be one of text, markdown, json, not "html"$/],
    [{ comment: 'yes' }, /^input 'comment' must be true or false, not "yes"$/],
    [{ history: 'off' }, /^input 'history' must be true or false, not "off"$/],
    [
      { 'comment-key': 'a -->' },
      /^input 'comment-key' must be 1 to 64 letters, digits, dots, dashes or underscores, not "a -->"$/,
    ],
    [
      { 'comment-budget': '2k' },
      /^input 'comment-budget' must be a whole number of tokens from 64 to 1000000, not "2k"$/,
    ],
    [{ 'artifact-name': 'a/b' }, /^input 'artifact-name' must be a name without/],
    [{ mode: 'compute' }, /^input 'artifact-name' must be set when mode is compute/],
    [{ mode: 'publish' }, /^input 'artifact-name' must be set when mode is publish/],
    [
      { 'commit-path': '../x.md' },
      /^input 'commit-path' must be a file path inside the repository \(empty for no commit\), not "..\/x.md"$/,
    ],
    [{ 'commit-path': '/x.md' }, /^input 'commit-path'/],
    [{ 'commit-path': 'docs/' }, /^input 'commit-path'/],
    [
      { include: 'src/**\n/abs/**' },
      /^input 'include' must be globs relative to the repository root \(no leading \/ and no \.\.\), one per line or comma-separated, not "\/abs\/\*\*"$/,
    ],
    [{ exclude: '../other/**' }, /^input 'exclude' must be globs relative to the repository root/],
    [{ cache: 'maybe' }, /^input 'cache' must be true or false, not "maybe"$/],
    [{ mode: 'both' }, /^input 'mode' must be one of full, compute, publish, not "both"$/],
    [{ 'fail-on-error': '1' }, /^input 'fail-on-error' must be true or false, not "1"$/],
  ];
  for (const [values, message] of bad) {
    assert.throws(() => inputs(values), { name: 'InputError', message }, JSON.stringify(values));
    assert.throws(
      () => inputs(values),
      (error: Error) => !error.message.includes('ghs_secret'),
      'a token is never repeated',
    );
  }
  // Every input the action declares has a bad value above.
  const declared = [
    ...readFileSync(join(__dirname, '..', '..', 'action.yml'), 'utf8')
      .split(/^outputs:/m)[0]
      .matchAll(/^ {2}([a-z-]+):$/gm),
  ].map((m) => m[1]);
  const covered = new Set(bad.flatMap(([values]) => Object.keys(values)));
  assert.equal(declared.length, 15);
  assert.deepEqual(
    declared.filter((name) => !covered.has(name)),
    [],
  );
});

test('inputs: a path that a symlink leads out of the workspace is refused; one that stays inside is taken', () => {
  const outside = new FixtureRepo({ 'secret.ts': 'export const secret = 1;\n' }, { git: false }).root;
  const ws = new FixtureRepo({ 'repo/a.ts': 'export const a = 1;\n' }, { git: false }).root;
  symlinkSync(outside, join(ws, 'escape'));
  symlinkSync(join(ws, 'repo'), join(ws, 'inner'));
  mkdirSync(join(ws, 'nested'));
  symlinkSync('../escape', join(ws, 'nested', 'hop'));
  const read = (path: string) => readInputs((name) => (({ path }) as Record<string, string>)[name] ?? '', ws);
  for (const path of ['escape', 'escape/', 'nested/hop', './nested/../escape']) {
    assert.throws(
      () => read(path),
      {
        name: 'InputError',
        message: new RegExp(
          `^input 'path' must be a directory inside the workspace, not a symlink out of it \\(.* leads to ${realpathSync(outside)}, outside the workspace ${realpathSync(ws)}\\)`,
        ),
      },
      path,
    );
  }
  assert.equal(read('inner').path, 'inner', 'a symlink to a directory inside the workspace is fine');
});

test('events: pull requests (same repository or fork), pushes, workflow runs, anything else', () => {
  const sha = (c: string) => c.repeat(40);
  const pr = {
    pull_request: {
      number: 3,
      base: { sha: sha('a') },
      head: { sha: sha('b'), ref: 'topic', repo: { full_name: 'fork/widgets' } },
    },
  };
  assert.deepEqual(targetOf('pull_request', pr, 'octo/widgets'), {
    kind: 'pull_request',
    number: 3,
    baseSha: sha('a'),
    headSha: sha('b'),
    headRef: 'topic',
    sameRepository: false,
  });
  assert.equal(
    (targetOf('pull_request_target', pr, 'fork/widgets') as { sameRepository: boolean }).sameRepository,
    true,
  );
  assert.deepEqual(targetOf('push', { before: sha('0'), after: sha('c'), ref: 'refs/heads/main' }, 'o/r'), {
    kind: 'push',
    before: undefined,
    after: sha('c'),
    ref: 'refs/heads/main',
  });
  assert.deepEqual(
    targetOf('workflow_run', { workflow_run: { id: 9, head_sha: sha('d'), pull_requests: [{ number: 4 }] } }, 'o/r'),
    { kind: 'workflow_run', runId: 9, headSha: sha('d'), pullRequests: [4] },
  );
  assert.deepEqual(targetOf('schedule', {}, 'o/r'), { kind: 'repository' });
  assert.deepEqual(
    targetOf('pull_request', { pull_request: { number: 1 } }, 'o/r'),
    { kind: 'repository' },
    'a payload without SHAs maps the repository',
  );
});

test('the entry point starts a parse thread for every mode that maps the repository, not for publish', () => {
  assert.equal(mapsRepository({}), true, 'the default mode, full');
  assert.equal(mapsRepository({ INPUT_MODE: 'compute' }), true);
  assert.equal(mapsRepository({ INPUT_MODE: ' publish\n' }), false, 'read as @actions/core reads it: trimmed');
});

test('the API fallback builds a diff the parser reads back: renames, deletions, binaries, odd names', () => {
  for (const name of ['plain.ts', 'with space.ts', 'quote"d.ts', 'tab\there.ts', 'café.ts', 'back\\slash.ts'])
    assert.equal(unquote(quotePath(name)), name);
  const diff = diffFromPullFiles([
    { filename: 'src/a b.ts', status: 'modified', patch: '@@ -1,2 +1,2 @@\n line\n-old\n+new' },
    { filename: 'src/new.ts', previous_filename: 'src/old.ts', status: 'renamed', patch: '@@ -3 +3 @@\n-x\n+y' },
    { filename: 'gone.py', status: 'removed', patch: '@@ -1,2 +0,0 @@\n-a\n-b' },
    { filename: 'added.go', status: 'added', patch: '@@ -0,0 +1 @@\n+package x' },
    { filename: 'logo.png', status: 'modified' },
  ]);
  assert.deepEqual(
    parseUnifiedDiff(diff).map(({ path, oldPath, status, binary, added, removed }) => ({
      path,
      oldPath,
      status,
      binary,
      added,
      removed,
    })),
    [
      {
        path: 'src/a b.ts',
        oldPath: undefined,
        status: 'modified',
        binary: false,
        added: [{ start: 2, end: 2 }],
        removed: [{ start: 2, end: 2 }],
      },
      {
        path: 'src/new.ts',
        oldPath: 'src/old.ts',
        status: 'renamed',
        binary: false,
        added: [{ start: 3, end: 3 }],
        removed: [{ start: 3, end: 3 }],
      },
      {
        path: 'gone.py',
        oldPath: 'gone.py',
        status: 'deleted',
        binary: false,
        added: [],
        removed: [{ start: 1, end: 2 }],
      },
      {
        path: 'added.go',
        oldPath: undefined,
        status: 'added',
        binary: false,
        added: [{ start: 1, end: 1 }],
        removed: [],
      },
      { path: 'logo.png', oldPath: undefined, status: 'modified', binary: true, added: [], removed: [] },
    ],
  );
});

function fakeComments(initial: IssueComment[] = []) {
  const comments = [...initial];
  const calls: string[] = [];
  const api: CommentApi = {
    self: async () => (calls.push('self'), { login: 'github-actions[bot]', type: 'Bot' }),
    list: async () => (calls.push('list'), comments),
    create: async (_issue, body) => {
      calls.push('create');
      const comment = {
        id: 100 + comments.length,
        body,
        html_url: `u${comments.length}`,
        user: { login: 'github-actions[bot]', type: 'Bot' },
      };
      comments.push(comment);
      return comment;
    },
    update: async (id, body) => {
      calls.push(`update ${id}`);
      const comment = comments.find((c) => c.id === id)!;
      comment.body = body;
      return comment;
    },
  };
  return { api, comments, calls };
}

test('the sticky comment: created once, updated in place, left alone when unchanged, per key', async () => {
  const { api, comments, calls } = fakeComments([{ id: 1, body: 'an unrelated comment', html_url: 'x' }]);
  const body = (text: string, key = 'default') => `${commentMarker(key)}\n${text}`;
  assert.equal((await upsertComment(api, 5, 'default', body('one'))).action, 'created');
  assert.equal((await upsertComment(api, 5, 'default', body('one'))).action, 'unchanged');
  assert.equal((await upsertComment(api, 5, 'default', body('two'))).action, 'updated');
  assert.equal((await upsertComment(api, 5, 'other', body('three', 'other'))).action, 'created');
  assert.deepEqual(
    calls.filter((c) => c !== 'list' && c !== 'self'),
    ['create', 'update 101', 'create'],
  );
  assert.equal(comments.length, 3);
  assert.equal(comments[0].body, 'an unrelated comment');
});

test('a person quoting the marker does not capture the sticky comment', async () => {
  const marker = commentMarker('default');
  const { api, calls } = fakeComments([
    { id: 7, body: `${marker}\nquoted by someone`, html_url: 'a', user: { login: 'someone', type: 'User' } },
    { id: 8, body: `${marker}\nold map`, html_url: 'b', user: { login: 'github-actions[bot]', type: 'Bot' } },
  ]);
  await upsertComment(api, 5, 'default', `${marker}\nnew map`);
  assert.deepEqual(calls, ['list', 'self', 'update 8']);
});

test("only the token's own comment is ever updated: a person's comment with the marker is left alone and a new one posted", async () => {
  const marker = commentMarker('default');
  const person = {
    id: 7,
    body: `${marker}\nwritten by someone`,
    html_url: 'a',
    user: { login: 'someone', type: 'User' },
  };
  const { api, calls, comments } = fakeComments([{ ...person }]);
  const result = await upsertComment(api, 5, 'default', `${marker}\nthe map`);
  assert.equal(result.action, 'created');
  assert.deepEqual(calls, ['list', 'self', 'create']);
  assert.equal(comments[0].body, person.body, "the person's words are unchanged");
  // A bot that is not the token's own (another app) is not ours either.
  const other = fakeComments([{ ...person, user: { login: 'some-app[bot]', type: 'Bot' } }]);
  assert.equal((await upsertComment(other.api, 5, 'default', `${marker}\nthe map`)).action, 'created');
  // With a personal access token the comments are the token user's: theirs is updated, another person's is not.
  const pat = fakeComments([
    { ...person },
    { id: 9, body: `${marker}\nold map`, html_url: 'b', user: { login: 'alice', type: 'User' } },
  ]);
  pat.api.self = async () => ({ login: 'alice', type: 'User' });
  await upsertComment(pat.api, 5, 'default', `${marker}\nnew map`);
  assert.deepEqual(pat.calls, ['list', 'update 9']);
  assert.equal(pat.comments[0].body, person.body);
});

test('a comment body over the limit loses its lowest-ranked files and says so, links counted', () => {
  const files = Array.from({ length: 50 }, (_, i) => ({
    path: `file${i}.ts`,
    rank: 1,
    focus: false,
    symbols: [{ name: `f${i}`, kind: 'function', line: 1, signature: `export function f${i}(): void` }],
  }));
  const map = {
    files,
    changed: new Set(['file0.ts']),
    tokens: 900,
    budget: 1000,
    impact: [],
    link: blobLinker('https://github.com', 'octo/widgets', 'a'.repeat(40)),
  };
  const full = commentBody(map, 'default', '\nfooter');
  assert.ok(full.includes('>file49.ts</a>') && !full.includes('Shortened'));
  const short = commentBody(map, 'default', '\nfooter', 6000);
  assert.ok(short.length <= 6000, `${short.length}`);
  assert.match(short, /_Shortened to (\d+) of 50 files to fit GitHub's comment size limit\._/);
  const kept = Number(short.match(/Shortened to (\d+)/)![1]);
  assert.ok(kept > 10 && kept < 50);
  assert.ok(
    short.includes(`>file${kept - 1}.ts</a>\n`) && !short.includes(`>file${kept}.ts</a>`),
    'a prefix of whole files is kept',
  );
  assert.ok(short.endsWith('\nfooter\n'));
});

test('the API policy: defaults, and its environment overrides read as whole milliseconds', () => {
  assert.deepEqual(apiPolicy({}), DEFAULT_POLICY);
  assert.deepEqual(apiPolicy({ REPOMAP_API_TIMEOUT_MS: '500', REPOMAP_API_RETRY_DELAY_MS: ' 10 ' }), {
    ...DEFAULT_POLICY,
    timeoutMs: 500,
    retryDelayMs: 10,
  });
  assert.throws(
    () => apiPolicy({ REPOMAP_API_TIMEOUT_MS: '30s' }),
    /^Error: environment variable REPOMAP_API_TIMEOUT_MS must be a whole number of milliseconds, not "30s"$/,
  );
});

test("publish mode: the summary takes only plain counts from the compute run's artifact", () => {
  const files = [
    {
      path: 'src/a.ts',
      rank: 1,
      focus: true,
      symbols: [{ name: 'a', kind: 'function', line: 1, signature: 'export function a()' }],
    },
  ];
  const map = { files, changed: new Set(['src/a.ts']), tokens: 9, budget: 100, impact: [], link: () => undefined };
  const honest = { stats: { filesListed: 5, filesSkipped: { binary: 1, 'too-large': 1 } } };
  const run = { filesParsed: 3, filesFromCache: 1 };
  assert.ok(
    summaryMarkdown(map, statsFromArtifact(honest, run)).endsWith(
      '\n5 files listed, 3 parsed, 1 from the cache; skipped: 1 binary, 1 too-large.\n',
    ),
  );
  for (const badRun of [
    { filesParsed: -1, filesFromCache: 1 },
    { filesParsed: '3 @octocat', filesFromCache: 1 },
    'x',
    null,
    undefined,
  ]) {
    assert.ok(
      summaryMarkdown(map, statsFromArtifact(honest, badRun)).endsWith(
        '\n5 files listed; skipped: 1 binary, 1 too-large.\n',
      ),
      JSON.stringify(badRun),
    );
  }
  const hostile: unknown[] = [
    { stats: { ...honest.stats, filesSkipped: { '<img src=x onerror=alert(1)> @octocat': 2 } } },
    { stats: { ...honest.stats, filesSkipped: { binary: '1 <b>bold</b>' } } },
    { stats: { ...honest.stats, filesListed: '5 @octocat' } },
    { stats: { ...honest.stats, filesListed: -1 } },
    { stats: null },
    {},
    null,
  ];
  for (const json of hostile) {
    const summary = summaryMarkdown(map, statsFromArtifact(json, run));
    assert.equal(statsFromArtifact(json, run), undefined, JSON.stringify(json));
    assert.doesNotMatch(summary, /@octocat|<img|<b>|files listed/, summary);
    assert.ok(summary.includes('export function a()'), 'the map is still shown');
  }
});
