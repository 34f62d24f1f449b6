import { FixtureRepo } from './repo';

// A repository with a change under review, for the questions a review agent asks (test/query.test.ts,
// test/mcp.test.ts, test/query-cli.test.ts): the change edits refreshSession's signature, adds
// rotateToken and removes dropSession, which src/routes/logout.ts still calls; a namesake of
// refreshSession lives in src/other/session-copy.ts (which src/legacy.ts imports) and in Python.

export const REVIEW_BASE = {
  'src/session.ts': [
    'export class SessionStore {',
    '  save(id: string): void {}',
    '  load(id: string): string { return id; }',
    '}',
    '',
    'export function refreshSession(token: string): string {',
    '  return token;',
    '}',
    '',
    'export function dropSession(id: string): void {',
    '  new SessionStore().save(id);',
    '}',
    '',
  ].join('\n'),
  'src/routes/login.ts':
    "import { refreshSession } from '../session';\n\nexport function login(token: string): string {\n  const next = refreshSession(token);\n  return next;\n}\n",
  'src/routes/logout.ts':
    "import { dropSession } from '../session';\n\nexport function logout(id: string): void {\n  dropSession(id);\n}\n",
  'src/other/session-copy.ts': 'export function refreshSession(token: string): string {\n  return token + "!";\n}\n',
  'src/legacy.ts':
    "import { refreshSession } from './other/session-copy';\n\nexport function legacyLogin(t: string): string {\n  return refreshSession(t);\n}\n",
  'tools/refresh.py': 'def refreshSession(token):\n    return token\n',
};

export const REVIEW_HEAD_SESSION = [
  'export class SessionStore {',
  '  save(id: string): void {}',
  '  load(id: string): string { return id; }',
  '}',
  '',
  'export function refreshSession(token: string, ttl = 60): string {',
  '  return token;',
  '}',
  '',
  'export function rotateToken(token: string): string {',
  '  return token.split("").reverse().join("");',
  '}',
  '',
].join('\n');

/** The repository at its head commit, and the base commit's SHA; `setup` adds to the base. */
export function reviewRepo(setup?: (repo: FixtureRepo) => void): { repo: FixtureRepo; base: string } {
  const repo = new FixtureRepo(REVIEW_BASE);
  setup?.(repo);
  const base = repo.commit('base');
  repo.write({ 'src/session.ts': REVIEW_HEAD_SESSION });
  repo.commit('change');
  return { repo, base };
}

/** Text lines as an answer prints them: each ending with a line break. */
export const lines = (...text: string[]): string => text.map((line) => `${line}\n`).join('');

/** The answers both shells give on this repository (the MCP tools' text, `repomap query`'s output). */
export const REVIEW_ANSWERS = {
  outline: lines(
    'src/session.ts: 5 definitions',
    '  1: export class SessionStore',
    '    2: save(id: string): void',
    '    3: load(id: string): string',
    '  6: export function refreshSession(token: string, ttl = 60): string',
    '  10: export function rotateToken(token: string): string',
  ),
  impact: lines(
    "3 definitions that the change adds, modifies or removes, most relevant first, each with its callers outside the changed files (a removed definition's line is the one it had before the change), the tests that reach it, and how far its callers reach (links that resolve, 3 hops):",
    'removed src/session.ts:10 (function) export function dropSession(id: string): void',
    "  src/routes/logout.ts:1 (import, imported) import { dropSession } from '../session';",
    '  src/routes/logout.ts:4 (call, imported) dropSession(id);',
    '  reaches 1 file directly, 1 within 3 hops: 1 in production, 0 test files',
    'modified src/session.ts:6 (function) export function refreshSession(token: string, ttl = 60): string',
    "  src/routes/login.ts:1 (import, imported) import { refreshSession } from '../session';",
    '  src/routes/login.ts:4 (call, imported) const next = refreshSession(token);',
    '  untested: no test reaches it, and other code can use it',
    '  reaches 1 file directly, 1 within 3 hops: 1 in production, 0 test files',
    'added src/session.ts:10 (function) export function rotateToken(token: string): string',
    '  no callers outside the change',
    '  untested: no test reaches it, and other code can use it',
  ),
};
