import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import {
  compilePattern,
  MAX_CODEOWNERS_BYTES,
  ownersOf,
  ownersOfPaths,
  readCodeOwners,
} from '../../../src/core/discover/codeowners';
import type { CodeOwners } from '../../../src/core/types';
import { tempDir } from '../../helpers/repo';

/** A checkout in a temp directory with these files. */
function checkout(files: Record<string, string | Buffer>): string {
  const root = tempDir('repomap-codeowners-');
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

/** A root CODEOWNERS file with this text, read back. */
function fromFile(text: string | Buffer): CodeOwners {
  const found = readCodeOwners(checkout({ CODEOWNERS: text }));
  assert.ok(found, 'the CODEOWNERS file is found');
  assert.equal(found.path, 'CODEOWNERS');
  return found;
}

/** The owners of a path and the line of the rule that names them, 'none' when no rule matches. */
function owners(codeowners: CodeOwners, path: string): string {
  const found = ownersOf(codeowners, path);
  return found ? `${found.owners.join(' ')} (line ${found.line})` : 'none';
}

test('the file is found where the code host looks: .github/, then the root, then docs/; none: undefined', () => {
  const root = checkout({
    '.github/CODEOWNERS': '* @in-github\n',
    CODEOWNERS: '* @at-root\n',
    'docs/CODEOWNERS': '* @in-docs\n',
  });
  const read = () => {
    const found = readCodeOwners(root);
    return found && `${found.path}: ${owners(found, 'src/a.ts')}; warnings ${found.warnings.length}`;
  };
  assert.equal(read(), '.github/CODEOWNERS: @in-github (line 1); warnings 0');
  rmSync(join(root, '.github', 'CODEOWNERS'));
  assert.equal(read(), 'CODEOWNERS: @at-root (line 1); warnings 0');
  rmSync(join(root, 'CODEOWNERS'));
  assert.equal(read(), 'docs/CODEOWNERS: @in-docs (line 1); warnings 0');
  rmSync(join(root, 'docs', 'CODEOWNERS'));
  assert.equal(readCodeOwners(root), undefined);
  assert.equal(readCodeOwners(join(root, 'missing')), undefined);
});

test('a directory named CODEOWNERS, or a file where a location needs a directory, is passed over', () => {
  const root = checkout({
    '.github/CODEOWNERS/README.md': 'not the file\n',
    docs: 'a file\n',
    CODEOWNERS: '* @root\n',
  });
  const found = readCodeOwners(root);
  assert.equal(found?.path, 'CODEOWNERS');
  assert.deepEqual(found?.warnings, []);
  rmSync(join(root, 'CODEOWNERS'));
  assert.equal(readCodeOwners(root), undefined, 'docs is a file: docs/CODEOWNERS cannot exist');
});

test('a symlinked CODEOWNERS (or a symlinked .github) is not followed: a warning, no rules, no later location read', () => {
  const outside = checkout({ OWNERS: '* @outside\n' });
  const root = checkout({ CODEOWNERS: '* @root\n' });
  mkdirSync(join(root, '.github'));
  symlinkSync(join(outside, 'OWNERS'), join(root, '.github', 'CODEOWNERS'));
  const found = readCodeOwners(root);
  assert.ok(found);
  assert.equal(found.path, '.github/CODEOWNERS');
  assert.deepEqual(found.rules, []);
  assert.equal(found.warnings.length, 1);
  assert.match(found.warnings[0], /^\.github\/CODEOWNERS is a symlink: not followed/);
  assert.equal(ownersOf(found, 'src/a.ts'), undefined);

  const linkedDir = checkout({ CODEOWNERS: '* @root\n' });
  symlinkSync(outside, join(linkedDir, '.github'));
  writeFileSync(join(outside, 'CODEOWNERS'), '* @outside\n');
  const throughLink = readCodeOwners(linkedDir);
  assert.equal(throughLink?.path, '.github/CODEOWNERS');
  assert.deepEqual(throughLink?.rules, []);
  assert.match(
    throughLink?.warnings[0] ?? '',
    /^\.github is a symlink: not followed .* \.github\/CODEOWNERS is ignored$/,
  );
});

test('a file over 3 MB is ignored with a warning; one of exactly 3 MB is read', () => {
  const rule = '* @big\n';
  const padding = (size: number) => `${rule}#${'x'.repeat(size - rule.length - 2)}\n`;
  const over = readCodeOwners(checkout({ 'docs/CODEOWNERS': padding(MAX_CODEOWNERS_BYTES + 1) }));
  assert.ok(over);
  assert.equal(over.path, 'docs/CODEOWNERS');
  assert.deepEqual(over.rules, []);
  assert.deepEqual(over.warnings, [
    `docs/CODEOWNERS is ${MAX_CODEOWNERS_BYTES + 1} bytes, over the 3145728 bytes (3 MB) the code host reads: ignored`,
  ]);
  const limit = fromFile(padding(MAX_CODEOWNERS_BYTES));
  assert.deepEqual(limit.warnings, []);
  assert.equal(owners(limit, 'a.ts'), '@big (line 1)');
});

test('the last rule that matches wins, with its line number', () => {
  const file = fromFile('* @everyone\n*.js @js-owner\n\n/src/ @src-owner\n/src/legacy/*.js @legacy\n');
  assert.equal(owners(file, 'README.md'), '@everyone (line 1)');
  assert.equal(owners(file, 'lib/a.js'), '@js-owner (line 2)');
  assert.equal(owners(file, 'src/a.js'), '@src-owner (line 4)');
  assert.equal(owners(file, 'src/legacy/old.js'), '@legacy (line 5)');
  assert.equal(owners(file, 'src/legacy/old.ts'), '@src-owner (line 4)');
});

test('a pattern with a slash at its start or in its middle is anchored at the root; one without matches at any depth', () => {
  const file = fromFile('/build @rooted\nlogs @anywhere\ndocs/api @middle\n*.txt @text\n');
  assert.equal(owners(file, 'build/out.o'), '@rooted (line 1)');
  assert.equal(owners(file, 'pkg/build/out.o'), 'none');
  assert.equal(owners(file, 'logs/today'), '@anywhere (line 2)');
  assert.equal(owners(file, 'a/b/logs/today'), '@anywhere (line 2)');
  assert.equal(owners(file, 'a/blogs/today'), 'none');
  assert.equal(owners(file, 'docs/api/index.md'), '@middle (line 3)');
  assert.equal(owners(file, 'site/docs/api/index.md'), 'none');
  assert.equal(owners(file, 'notes.txt'), '@text (line 4)');
  assert.equal(owners(file, 'a/b/c/notes.txt'), '@text (line 4)');
});

test('directory patterns: a trailing slash matches what is below; a name matches itself and what is below', () => {
  const file = fromFile('apps/ @apps\n/scripts/ @scripts\n/build/logs @logs\n');
  assert.equal(owners(file, 'apps/web/main.ts'), '@apps (line 1)');
  assert.equal(owners(file, 'services/apps/main.ts'), '@apps (line 1)', 'a trailing slash alone does not anchor');
  assert.equal(owners(file, 'apps'), 'none', 'a file named apps is not a directory');
  assert.equal(owners(file, 'scripts/ci/run.sh'), '@scripts (line 2)');
  assert.equal(owners(file, 'tools/scripts/run.sh'), 'none');
  assert.equal(owners(file, 'build/logs'), '@logs (line 3)');
  assert.equal(owners(file, 'build/logs/2024/today.log'), '@logs (line 3)');
  assert.equal(owners(file, 'build/logsmore'), 'none');
});

test("wildcards: '*' within a segment, '?' one character, '**' any number of segments", () => {
  const file = fromFile(
    [
      '/src/*.ts @star',
      '/v?.txt @question',
      '**/fixtures @any-fixtures',
      '/vendor/** @vendored',
      '/a/**/b @between',
      '/lib/*_test.go @tests',
    ].join('\n'),
  );
  assert.equal(owners(file, 'src/index.ts'), '@star (line 1)');
  assert.equal(owners(file, 'src/deep/index.ts'), 'none', "'*' does not cross a slash");
  assert.equal(owners(file, 'src/index.tsx'), 'none');
  assert.equal(owners(file, 'v1.txt'), '@question (line 2)');
  assert.equal(owners(file, 'v10.txt'), 'none');
  assert.equal(owners(file, 'v.txt'), 'none', "'?' is exactly one character");
  assert.equal(owners(file, 'fixtures/a.json'), '@any-fixtures (line 3)');
  assert.equal(owners(file, 'x/y/fixtures/z/a.json'), '@any-fixtures (line 3)');
  assert.equal(owners(file, 'vendor/lib/a.c'), '@vendored (line 4)');
  assert.equal(owners(file, 'vendor'), 'none', "'vendor/**' is what is inside vendor");
  assert.equal(owners(file, 'a/b'), '@between (line 5)', "'**' is also no segment");
  assert.equal(owners(file, 'a/x/y/b/c.txt'), '@between (line 5)');
  assert.equal(owners(file, 'a/xb'), 'none');
  assert.equal(owners(file, 'lib/http_test.go'), '@tests (line 6)');
  assert.equal(owners(file, 'lib/http.go'), 'none');
});

test("'/docs/*' matches the files directly in docs, not those deeper", () => {
  const file = fromFile('/docs/* docs@example.com\n');
  assert.equal(owners(file, 'docs/getting-started.md'), 'docs@example.com (line 1)');
  assert.equal(owners(file, 'docs/build-app/troubleshooting.md'), 'none');
  assert.equal(owners(file, 'site/docs/a.md'), 'none');
});

test("comments: '#' at a line's start or after whitespace; '\\#' escapes it; '#' inside a word is the word's", () => {
  const file = fromFile(
    ['# Owners', '   # indented comment', '*.js @js # and why', '\\#notes.md @hash', 'c#sharp @inside', ''].join('\n'),
  );
  assert.deepEqual(
    file.rules.map(({ pattern, owners, line }) => ({ pattern, owners, line })),
    [
      { pattern: '*.js', owners: ['@js'], line: 3 },
      { pattern: '\\#notes.md', owners: ['@hash'], line: 4 },
      { pattern: 'c#sharp', owners: ['@inside'], line: 5 },
    ],
  );
  assert.deepEqual(file.problems, []);
  assert.equal(owners(file, 'docs/#notes.md'), '@hash (line 4)');
  assert.equal(owners(file, 'notes.md'), 'none');
  assert.equal(owners(file, 'c#sharp'), '@inside (line 5)');
});

test('a rule without owners un-assigns the paths it matches', () => {
  const file = fromFile('/apps/ @octocat\n/apps/github\n');
  assert.equal(owners(file, 'apps/web/main.ts'), '@octocat (line 1)');
  assert.deepEqual(ownersOf(file, 'apps/github/a.ts'), { owners: [], line: 2 });
  assert.deepEqual(ownersOfPaths(file, ['apps/github/a.ts', 'apps/web/main.ts']), [
    { owner: '@octocat', paths: ['apps/web/main.ts'] },
  ]);
});

test('owners: users, teams and email addresses, as written; anything else is a problem', () => {
  const file = fromFile(
    [
      '* @my-org/Core_Team user.name+tag@example.co.uk @alice @alice_emu',
      '/a alice',
      '/b @',
      '/c @org/team/sub',
      '/d @alice @bob@example.com',
      '/e @alice',
      '/f\t@bob  @bob\t',
    ].join('\n'),
  );
  assert.deepEqual(ownersOf(file, 'x.ts'), {
    owners: ['@my-org/Core_Team', 'user.name+tag@example.co.uk', '@alice', '@alice_emu'],
    line: 1,
  });
  assert.deepEqual(
    file.problems.map(({ line }) => line),
    [2, 3, 4, 5],
  );
  assert.equal(file.problems[0].reason, 'not an owner: alice (an owner is @user, @org/team or an email address)');
  assert.equal(owners(file, 'a'), '@my-org/Core_Team user.name+tag@example.co.uk @alice @alice_emu (line 1)');
  assert.equal(owners(file, 'e'), '@alice (line 6)');
  assert.equal(owners(file, 'f'), '@bob (line 7)', 'tabs separate too; an owner named twice is named once');
});

test("negation and '[ ]' ranges are problems at their lines; the other rules still apply", () => {
  const file = fromFile(
    [
      '* @default',
      '!/keep.ts @nobody',
      '/src/[ab].ts @range',
      '/src/ @src',
      '/odd//path @empty',
      '/trailing\\',
      '\\!bang @bang',
      '/lit\\[1\\] @literal',
    ].join('\n'),
  );
  assert.deepEqual(file.problems, [
    { line: 2, reason: 'negation (!) is not supported in CODEOWNERS: !/keep.ts' },
    { line: 3, reason: 'character ranges ([ ]) are not supported in CODEOWNERS: /src/[ab].ts' },
    { line: 5, reason: 'a pattern with an empty path segment (//): /odd//path' },
    { line: 6, reason: 'a pattern cannot end with a lone backslash' },
  ]);
  assert.deepEqual(
    file.rules.map((rule) => rule.line),
    [1, 4, 7, 8],
  );
  assert.equal(owners(file, 'keep.ts'), '@default (line 1)');
  assert.equal(owners(file, 'src/a.ts'), '@src (line 4)');
  assert.equal(owners(file, 'deep/!bang'), '@bang (line 7)');
  assert.equal(owners(file, 'lit[1]'), '@literal (line 8)');
  assert.equal(owners(file, 'lit1'), '@default (line 1)');
});

test('regex metacharacters in patterns are literal', () => {
  const file = fromFile('a+b.c @plus\n(x).ts @paren\n/$x^{1}|y @mixed\n');
  assert.equal(owners(file, 'a+b.c'), '@plus (line 1)');
  assert.equal(owners(file, 'aab.c'), 'none');
  assert.equal(owners(file, 'a+bxc'), 'none');
  assert.equal(owners(file, 'src/(x).ts'), '@paren (line 2)');
  assert.equal(owners(file, 'src/x.ts'), 'none');
  assert.equal(owners(file, '$x^{1}|y'), '@mixed (line 3)');
  assert.equal(owners(file, 'y'), 'none');
});

test("non-ASCII paths, '?' as one character (an emoji included), a byte order mark and CRLF lines", () => {
  const file = fromFile(Buffer.from('\uFEFF/docs/ünïcode/ @umlaut\r\n文?.md @cjk\r\n/π/**/ß @greek\r\n', 'utf8'));
  assert.deepEqual(file.problems, []);
  assert.equal(owners(file, 'docs/ünïcode/übersicht.md'), '@umlaut (line 1)');
  assert.equal(owners(file, 'docs/unicode/a.md'), 'none');
  assert.equal(owners(file, 'x/文档.md'), '@cjk (line 2)');
  assert.equal(owners(file, 'x/文😀.md'), '@cjk (line 2)');
  assert.equal(owners(file, 'x/文.md'), 'none');
  assert.equal(owners(file, 'π/α/ß/file'), '@greek (line 3)');
});

test('ownersOfPaths: each owner with the paths it owns, owners and paths in code-unit order, each path once', () => {
  const file = fromFile('* @zed a@example.com\n/src/ @Team/x @alice\n/src/gen/\n');
  assert.deepEqual(ownersOfPaths(file, ['src/b.ts', 'README.md', 'src/a.ts', 'src/gen/x.ts', 'src/a.ts']), [
    { owner: '@Team/x', paths: ['src/a.ts', 'src/b.ts'] },
    { owner: '@alice', paths: ['src/a.ts', 'src/b.ts'] },
    { owner: '@zed', paths: ['README.md'] },
    { owner: 'a@example.com', paths: ['README.md'] },
  ]);
  assert.deepEqual(ownersOfPaths(file, []), []);
});

test("patterns with many '*' and '**' on long paths are matched without backtracking out of bounds", () => {
  // A backtracking match of these tries a power of the names' lengths and does not end: run in a
  // child process, which is stopped if it hangs, so that a regression fails instead of stalling.
  const script = `
    const { compilePattern } = require(${JSON.stringify(join(__dirname, '../../../src/core/discover/codeowners.ts'))});
    const stars = compilePattern('/*a*a*a*a*a*a*a*b/**/*a*a*a*a*c/**/*a*a*a*d/x');
    const deep = compilePattern('**/a/**/a/**/a/**/a/**/a/**/a/**/b');
    const name = 'a'.repeat(200);
    console.log(JSON.stringify([
      stars.test(name + 'b/' + (name + '/').repeat(30) + name + 'c/' + name + 'd/y'),
      stars.test(name + 'b/' + name + '/' + name + 'c/' + name + '/' + name + 'd/x'),
      deep.test('a/'.repeat(3000) + 'c'),
      deep.test('a/'.repeat(3000) + 'b'),
    ]));`;
  const child = spawnSync(process.execPath, ['--require', 'tsx/cjs', '-e', script], {
    cwd: join(__dirname, '../../..'),
    encoding: 'utf8',
    timeout: 60_000,
  });
  assert.equal(child.error, undefined, 'the matches end');
  assert.equal(child.stderr, '');
  assert.deepEqual(JSON.parse(child.stdout), [false, true, false, true]);
});

/** A reference matcher of the same rules, written the plain way (backtracking over every split), for small inputs. */
function referenceMatch(pattern: string, path: string): boolean {
  const split = pattern.split('/');
  const rooted = split[0] === '';
  const dirOnly = split.length > 1 && split[split.length - 1] === '';
  const inner = split.slice(rooted ? 1 : 0, dirOnly ? -1 : undefined);
  const segments = rooted || inner.length > 1 ? inner : ['**', ...inner];
  const glob = (g: string, name: string): boolean =>
    g === ''
      ? name === ''
      : g[0] === '*'
        ? [...Array(name.length + 1).keys()].some((at) => glob(g.slice(1), name.slice(at)))
        : name !== '' && (g[0] === '?' || g[0] === name[0]) && glob(g.slice(1), name.slice(1));
  const last = segments[segments.length - 1];
  const whole = (pats: string[], names: string[]): boolean => {
    if (pats.length === 0) return names.length === 0 || (dirOnly || (last !== '*' && last !== '**') ? true : false);
    if (pats[0] === '**') {
      // the last '**' is one segment or more
      const least = pats.length === 1 ? 1 : 0;
      return [...Array(names.length + 1).keys()].some((at) => at >= least && whole(pats.slice(1), names.slice(at)));
    }
    return names.length > 0 && glob(pats[0], names[0]) && whole(pats.slice(1), names.slice(1));
  };
  const names = path.split('/');
  if (!dirOnly) return whole(segments, names);
  // a directory: something must be below what the pattern matches
  return [...Array(names.length).keys()].some((at) => at > 0 && whole(segments, names.slice(0, at)));
}

test('the compiled patterns agree with a plain backtracking matcher on random patterns and paths', () => {
  const segment = fc.constantFrom(
    'a',
    'b',
    'ab',
    '*',
    '?',
    '**',
    'a*',
    '*b',
    'a?b',
    '*a*b*',
    '*a*a',
    '?*?',
    'a*b*a',
    '*ab*',
  );
  const pattern = fc
    .tuple(fc.boolean(), fc.array(segment, { minLength: 1, maxLength: 4 }), fc.boolean())
    .map(([rooted, parts, dir]) => `${rooted ? '/' : ''}${parts.join('/')}${dir ? '/' : ''}`);
  const path = fc
    .array(fc.constantFrom('a', 'b', 'ab', 'ba', 'aba', 'aab', 'abab', 'abba', 'baab', 'bb'), {
      minLength: 1,
      maxLength: 5,
    })
    .map((names) => names.join('/'));
  fc.assert(
    fc.property(pattern, path, (p, name) => {
      const compiled = compilePattern(p);
      assert.ok(compiled instanceof RegExp, p);
      assert.equal(compiled.test(name), referenceMatch(p, name), `${p} on ${name}`);
    }),
    { numRuns: 3000 },
  );
});
