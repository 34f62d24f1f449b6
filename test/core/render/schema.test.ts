import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { buildRepoMap, formatRepoMap } from '../../../src/core/index';
import { JSON_VERSION } from '../../../src/core/render/json';
import type { ChangeSummary } from '../../../src/core/types';
import { FixtureRepo } from '../../helpers/repo';

// The JSON map is the agents' input format: real output, in several languages, matches its schema.

const schema = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'docs', 'repomap.schema.json'), 'utf8'));
const validate = new Ajv2020({ allErrors: true, strict: true }).compile(schema);

function check(json: string): Record<string, unknown> {
  const document: Record<string, unknown> = JSON.parse(json);
  assert.ok(validate(document), JSON.stringify(validate.errors, null, 1));
  return document;
}

test('the schema names itself and the draft it follows', () => {
  assert.equal(schema.$schema, 'https://json-schema.org/draft/2020-12/schema');
  assert.match(schema.$id, /^https:\/\/.*repomap\.schema\.json$/);
  assert.equal(schema.properties.version.const, JSON_VERSION);
});

test('real maps of a change in TypeScript, Python, Go, Rust, Java and C++ match the schema, with containers, copies and call sites', async () => {
  const repo = new FixtureRepo({
    'web/session.ts': 'export class Session {\n  token = "";\n  refresh(): string {\n    return this.token;\n  }\n}\n',
    'web/app.ts':
      "import { Session } from './session';\nexport function main(s: Session): string {\n  return s.refresh();\n}\n",
    'mirror/web/session.ts':
      'export class Session {\n  token = "";\n  refresh(): string {\n    return this.token;\n  }\n}\n',
    'py/store.py': 'class Store:\n    def get_item(self, key):\n        return key\n',
    'py/api.py': 'from py.store import Store\n\ndef handle(key):\n    return Store().get_item(key)\n',
    'go/server.go':
      'package app\n\ntype Server struct {\n\tAddr string\n}\n\nfunc (s *Server) Start() error { return nil }\n',
    'go/main.go': 'package app\n\nfunc run(s *Server) { s.Start() }\n',
    'rs/lib.rs':
      'pub struct Searcher {\n    limit: usize,\n}\n\nimpl Searcher {\n    pub fn search_all(&self) -> usize { self.limit }\n}\n',
    'rs/main.rs': 'fn main() {\n    let n = Searcher { limit: 1 }.search_all();\n}\n',
    'java/Reader.java': 'class Reader {\n  String readLine() { return ""; }\n}\n',
    'java/App.java': 'class App {\n  String run(Reader r) { return r.readLine(); }\n}\n',
    'cpp/socket.hpp': 'namespace net {\nclass Socket {\n public:\n  void close_all();\n};\n}\n',
    'cpp/app.cpp': 'void run(net::Socket& s) { s.close_all(); }\n',
    '.github/CODEOWNERS': '*.ts @org/web\n/go/ dev@example.com\n',
  });
  repo.commit('base');
  // The session and the app have changed together three times: the change leaves the app out.
  for (const version of [1, 2, 3]) {
    for (const path of ['web/session.ts', 'web/app.ts'])
      repo.write({ [path]: readFileSync(join(repo.root, path), 'utf8') + `// ${version}\n` });
    repo.commit(`version ${version}`);
  }
  repo.write({
    'web/session.ts':
      'export class Session {\n  token = "";\n  refresh(): string {\n    return this.token.trim();\n  }\n}\n',
    'py/store.py': 'class Store:\n    def get_item(self, key):\n        return key.strip()\n',
    'go/server.go':
      'package app\n\ntype Server struct {\n\tAddr string\n}\n\nfunc (s *Server) Start() error { return nil /* now */ }\n',
    'rs/lib.rs':
      'pub struct Searcher {\n    limit: usize,\n}\n\nimpl Searcher {\n    pub fn search_all(&self) -> usize { self.limit + 0 }\n}\n',
    'java/Reader.java': 'class Reader {\n  String readLine() { return "x"; }\n}\n',
    'cpp/socket.hpp': 'namespace net {\nclass Socket {\n public:\n  void close_all() noexcept;\n};\n}\n',
  });
  repo.commit('change');
  try {
    for (const budget of [64, 256, 4096]) {
      const map = await buildRepoMap({ root: repo.root, base: 'HEAD~1', cacheDir: false, budget });
      // The header (untested definitions, the usual companion left out, the reach, the owners) is the first cut.
      if (budget === 64) assert.doesNotMatch(map.text, /^\(/);
      const document = check(formatRepoMap(map, 'json')) as {
        files: { path: string; copies?: string[]; symbols: { container?: string }[]; uses?: unknown[] }[];
      };
      check(formatRepoMap(map, 'json', { timings: true }));
      if (budget !== 4096) continue;
      // The full map has every new field, so the schema was tested on each of them.
      assert.ok(
        document.files.some((f) => f.symbols.some((s) => s.container)),
        'containers',
      );
      assert.ok(
        document.files.some((f) => f.copies?.length),
        'copies',
      );
      const callers = document.files
        .filter((f) => f.uses?.length)
        .map((f) => f.path)
        .sort();
      assert.deepEqual(callers, [
        'cpp/app.cpp',
        'go/main.go',
        'java/App.java',
        'py/api.py',
        'rs/main.rs',
        'web/app.ts',
      ]);
      // Each changed definition with its callers (how each is linked), reach and tests: checked by the schema above.
      const changes = (document as { changes?: ChangeSummary[] }).changes ?? [];
      assert.deepEqual(
        changes.map((c) => [c.name, c.callers.map((u) => `${u.path}:${u.line} ${u.via}`), c.reach.direct, c.untested]),
        // web/app.ts usually changes with web/session.ts: the history ranks it, and refresh's change, first.
        [
          ['refresh', ['web/app.ts:3 type'], 1, true],
          ['search_all', ['rs/main.rs:2 name'], 0, true],
          ['readLine', ['java/App.java:2 type'], 1, false], // package-private: no other package can use it
          ['Start', ['go/main.go:3 type'], 1, true],
          ['get_item', ['py/api.py:4 import'], 1, true],
          ['close_all', ['cpp/app.cpp:1 name'], 0, true],
        ],
      );
      assert.deepEqual(
        changes.map((c) => [c.name, c.owners]),
        [
          ['refresh', ['@org/web']],
          ['search_all', []],
          ['readLine', []],
          ['Start', ['dev@example.com']],
          ['get_item', []],
          ['close_all', []],
        ],
      );
      assert.deepEqual((document as { companions?: unknown[] }).companions, [
        { path: 'web/app.ts', with: 'web/session.ts', together: 3, confidence: 1, commits: 3 },
      ]);
      assert.equal(
        map.text
          .split('\n')
          .filter((line) => line.startsWith('('))
          .join('\n'),
        [
          '(untested: refresh, search_all, Start, get_item, close_all)',
          '(usually changed with web/session.ts, but not in this change: web/app.ts, in 3 of 3 commits)',
          '(reaches 4 files directly, 4 within 3 hops: 4 in production, 0 test files)',
          '(owners of the changed and reached files, with how many each owns: @org/web 2, dev@example.com 2)',
        ].join('\n'),
      );
    }
  } finally {
    repo.dispose();
  }
});

test('the schema refuses what the format does not allow', () => {
  const good = {
    version: 3,
    budget: 10,
    tokens: 3,
    tokenizer: 'o200k_base',
    focus: { files: [], identifiers: [], identifiersTotal: 0 },
    files: [],
    stats: { filesListed: 0, filesSkipped: {}, definitions: 0, references: 0 },
  };
  assert.ok(validate(good));
  assert.ok(!validate({ ...good, version: 2 }), 'version 2');
  const use = { line: 3, name: 'f', text: 'f()', via: 'name' };
  const withUse = (u: object) => ({
    ...good,
    files: [{ path: 'a.ts', rank: 0, focus: false, symbols: [], uses: [u] }],
  });
  assert.ok(validate(withUse(use)), 'a use linked by name');
  assert.ok(!validate(withUse({ ...use, via: 'guess' })), 'a use linked in a way the format does not know');
  assert.ok(!validate(withUse({ line: 3, name: 'f', text: 'f()' })), 'a use without via');
  const change = {
    name: 'f',
    kind: 'function',
    path: 'a.ts',
    line: 1,
    status: 'modified',
    callers: [{ path: 'b.ts', line: 2, via: 'import' }],
    callersTotal: 1,
    reach: { depth: 3, direct: 1, transitive: 1, production: 1, tests: 0, partial: false },
    tests: [{ path: 'a.test.ts', line: 4, through: { path: 'b.ts', name: 'g' } }],
    testsUnsure: 0,
    untested: false,
    owners: ['@org/team'],
  };
  assert.ok(validate({ ...good, changes: [change] }), 'a change');
  assert.ok(!validate({ ...good, changes: [{ ...change, owners: undefined }] }), 'a change without owners');
  const companion = { path: 'b.ts', with: 'a.ts', together: 3, confidence: 0.75, commits: 4 };
  assert.ok(validate({ ...good, companions: [companion] }), 'a companion');
  assert.ok(!validate({ ...good, companions: [{ ...companion, together: 2 }] }), 'a companion of 2 commits');
  assert.ok(!validate({ ...good, companions: [{ ...companion, with: undefined }] }), 'a companion without its file');
  assert.ok(!validate({ ...good, changes: [{ ...change, status: 'renamed' }] }), 'a status the format does not know');
  assert.ok(!validate({ ...good, changes: [{ ...change, untested: undefined }] }), 'a change without untested');
  assert.ok(
    !validate({
      ...good,
      files: [
        { path: 'a.ts', rank: 0, focus: false, symbols: [{ name: 'f', kind: 'function', line: 0, signature: 'f()' }] },
      ],
    }),
    'line 0',
  );
  assert.ok(
    !validate({
      ...good,
      files: [{ path: 'a.ts', rank: 0, focus: false, symbols: [], uses: [{ line: 3, name: 'f' }] }],
    }),
    'a use without its text',
  );
  assert.ok(!validate({ ...good, extra: true }), 'an unknown field');
  assert.ok(!validate({ ...good, focus: { files: [], identifiers: [] } }), 'a focus without its total');
  assert.ok(
    !validate({
      ...good,
      focus: { files: [], identifiers: Array.from({ length: 1001 }, (_, i) => `n${i}`), identifiersTotal: 1001 },
    }),
    'over 1000 identifiers',
  );
});

test(
  'a change that names thousands of identifiers: the JSON lists 1000, those of the map first, sorted, with their total',
  { timeout: 120_000 },
  async () => {
    const repo = new FixtureRepo({ 'src/app.ts': 'export function run(): void {\n}\n' });
    repo.commit('base');
    const calls = Array.from({ length: 1500 }, (_, i) => `call${String(i).padStart(4, '0')}();`).join('\n  ');
    repo.write({ 'src/app.ts': `export function run(): void {\n  ${calls}\n}\n` });
    repo.commit('change');
    try {
      const map = await buildRepoMap({ root: repo.root, base: 'HEAD~1', cacheDir: false, budget: 256 });
      assert.equal(map.focus.identifiers.length, 1501, 'the map itself is focused on all of them');
      const { focus } = check(formatRepoMap(map, 'json')) as {
        focus: { identifiers: string[]; identifiersTotal: number };
      };
      assert.equal(focus.identifiersTotal, 1501);
      assert.equal(focus.identifiers.length, 1000);
      assert.ok(focus.identifiers.includes('run'), 'the name of a definition of the map is kept');
      assert.deepEqual(focus.identifiers, [
        ...Array.from({ length: 999 }, (_, i) => `call${String(i).padStart(4, '0')}`),
        'run',
      ]);
    } finally {
      repo.dispose();
    }
  },
);
