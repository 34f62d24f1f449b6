import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildRepoMap, formatRepoMap } from '../../../src/core/index';
import { renderLinkedMarkdown } from '../../../src/action/publish/linked';
import { FixtureRepo } from '../../helpers/repo';
import { changeMap, mapOf } from '../../helpers/maps';
import type { Via } from '../../../src/core/types';

// What the map prints of the code it finds: members under their containers, and the lines where
// callers use what the change touches.

const MEMBERS: [string, Record<string, string>, string, string][] = [
  [
    'TypeScript',
    {
      'src/session.ts':
        'export class Session {\n  token: string = "";\n  refresh(): void {}\n  close(): void {}\n}\nexport function other(): void {}\n',
    },
    'refresh',
    'src/session.ts\n  1: export class Session\n    2: token: string = ""\n    3: refresh(): void\n',
  ],
  [
    'Python',
    {
      'auth/session.py':
        'class Session:\n    limit = 3\n\n    def refresh(self):\n        pass\n\n    def close(self):\n        pass\n\ndef other():\n    pass\n',
    },
    'refresh',
    'auth/session.py\n  1: class Session\n    2: limit = 3\n    4: def refresh(self)\n',
  ],
  [
    'Go (a method after other code, under its receiver type)',
    {
      'auth/session.go':
        'package auth\n\ntype Session struct {\n\tToken string\n}\n\nfunc Other() {}\n\nfunc (s *Session) Refresh() {}\n',
    },
    'Refresh',
    'auth/session.go\n  3: type Session struct\n    9: func (s *Session) Refresh()\n',
  ],
  [
    'Rust (a method under its impl)',
    {
      'src/session.rs':
        'pub struct Session {\n    token: String,\n}\n\nimpl Session {\n    pub fn refresh(&self) {}\n    pub fn close(&self) {}\n}\n\npub fn other() {}\n',
    },
    'refresh',
    'src/session.rs\n  1: pub struct Session\n  5: impl Session\n    6: pub fn refresh(&self)\n',
  ],
  [
    'Java (two levels deep)',
    {
      'src/Session.java':
        'package auth;\n\npublic class Session {\n  private String token;\n\n  public void refresh() {}\n\n  static class Inner {\n    void refresh2() {}\n  }\n}\n',
    },
    'refresh2',
    'src/Session.java\n  3: public class Session\n    8: static class Inner\n      9: void refresh2()\n',
  ],
  [
    'C++ (a class in a namespace)',
    {
      'src/session.hpp':
        'namespace auth {\nclass Session {\n public:\n  void refresh();\n  void close();\n};\n}  // namespace auth\n',
    },
    'refresh',
    'src/session.hpp\n  1: namespace auth\n    2: class Session\n      4: void refresh()\n',
  ],
];

for (const [language, files, member, expected] of MEMBERS) {
  test(`members under their containers: ${language}`, async () => {
    const map = await mapOf(files, { identifiers: [member], budget: 30 });
    // The member ranks first: its containers' heads come with it, each once, before it, indented by depth.
    assert.ok(map.text.startsWith(expected), map.text);
    const json = JSON.parse(formatRepoMap(map, 'json'));
    const symbols: { name: string; container?: string }[] = json.files[0].symbols;
    const shown = symbols.find((s) => s.name === member)!;
    assert.ok(shown.container, `${member} names its container`);
    assert.ok(
      symbols.some((s) => s.name === shown.container),
      'and the container is among the symbols',
    );
    assert.equal(new Set(symbols.map((s) => JSON.stringify(s))).size, symbols.length, 'no symbol twice');
  });
}

test('members under their containers: the container head is paid for, and shown once however many of its members are', async () => {
  const files = MEMBERS[0][1];
  const tight = await mapOf(files, { identifiers: ['refresh'], budget: 13 });
  // A budget that fits the file and the member's own line, but not its container's head too: the member waits.
  assert.ok(!tight.text.includes('refresh'), tight.text);
  const wide = await mapOf(files, { identifiers: ['refresh', 'close'], budget: 4096 });
  assert.equal(wide.text.split('\n').filter((line) => line.includes('class Session')).length, 1);
  assert.equal(
    wide.text,
    'src/session.ts\n  1: export class Session\n    2: token: string = ""\n    3: refresh(): void\n    4: close(): void\n  6: export function other(): void\n',
  );
});

const CALLERS: [
  string,
  Record<string, string>,
  Record<string, string>,
  string,
  { line: number; name: string; text: string; via: Via },
][] = [
  [
    'TypeScript',
    {
      'src/lib.ts': 'export function refreshSession(token: string): string {\n  return token;\n}\n',
      'src/app.ts':
        "import { refreshSession } from './lib';\n\nexport function main(token: string): string {\n  const user = refreshSession(token);\n  return user;\n}\n",
    },
    { 'src/lib.ts': 'export function refreshSession(token: string): string {\n  return token.trim();\n}\n' },
    'src/app.ts\n  3: export function main(token: string): string\n  4│ const user = refreshSession(token);\n',
    { line: 4, name: 'refreshSession', text: 'const user = refreshSession(token);', via: 'import' },
  ],
  [
    'Python',
    {
      'pkg/lib.py': 'def refresh_session(token):\n    return token\n',
      'pkg/app.py':
        'from pkg.lib import refresh_session\n\n\ndef main(token):\n    user = refresh_session(token)\n    return user\n',
    },
    { 'pkg/lib.py': 'def refresh_session(token):\n    return token.strip()\n' },
    'pkg/app.py\n  4: def main(token)\n  5│ user = refresh_session(token)\n',
    { line: 5, name: 'refresh_session', text: 'user = refresh_session(token)', via: 'import' },
  ],
  [
    'Go',
    {
      'app/lib.go': 'package app\n\nfunc RefreshSession(token string) string {\n\treturn token\n}\n',
      'app/main.go':
        'package app\n\nfunc Main(token string) string {\n\tuser := RefreshSession(token)\n\treturn user\n}\n',
    },
    { 'app/lib.go': 'package app\n\nfunc RefreshSession(token string) string {\n\treturn token + ""\n}\n' },
    'app/main.go\n  3: func Main(token string) string\n  4│ user := RefreshSession(token)\n',
    { line: 4, name: 'RefreshSession', text: 'user := RefreshSession(token)', via: 'import' },
  ],
  [
    'Rust',
    {
      'src/session.rs': 'pub fn refresh_session(token: &str) -> String {\n    token.to_string()\n}\n',
      'src/main.rs': 'fn main() {\n    let user = refresh_session("t");\n    println!("{}", user);\n}\n',
    },
    { 'src/session.rs': 'pub fn refresh_session(token: &str) -> String {\n    token.trim().to_string()\n}\n' },
    'src/main.rs\n  1: fn main()\n  2?│ let user = refresh_session("t");\n',
    { line: 2, name: 'refresh_session', text: 'let user = refresh_session("t");', via: 'name' },
  ],
  [
    'Java',
    {
      'src/Lib.java': 'class Lib {\n  static String refreshSession(String token) {\n    return token;\n  }\n}\n',
      'src/App.java':
        'class App {\n  String run(String token) {\n    String user = Lib.refreshSession(token);\n    return user;\n  }\n}\n',
    },
    {
      'src/Lib.java': 'class Lib {\n  static String refreshSession(String token) {\n    return token.trim();\n  }\n}\n',
    },
    'src/App.java\n  1: class App\n    2: String run(String token)\n  3│ String user = Lib.refreshSession(token);\n',
    { line: 3, name: 'refreshSession', text: 'String user = Lib.refreshSession(token);', via: 'type' },
  ],
  [
    'C++',
    {
      'src/session.cpp': 'std::string refresh_session(const std::string& token) {\n  return token;\n}\n',
      'src/app.cpp': 'void run() {\n  auto user = refresh_session("t");\n}\n',
    },
    { 'src/session.cpp': 'std::string refresh_session(const std::string& token) {\n  return token + "";\n}\n' },
    'src/app.cpp\n  1: void run()\n  2?│ auto user = refresh_session("t");\n',
    { line: 2, name: 'refresh_session', text: 'auto user = refresh_session("t");', via: 'name' },
  ],
];

for (const [language, before, after, section, use] of CALLERS) {
  test(`call sites of the blast radius: ${language}`, async () => {
    const map = await changeMap(before, after);
    assert.ok(map.text.includes(section), map.text);
    const caller = JSON.parse(formatRepoMap(map, 'json')).files.find((f: { uses?: unknown[] }) => f.uses);
    assert.deepEqual(caller.uses, [use], 'the JSON has exactly what the text shows');
  });
}

test('call sites of the blast radius: a caller of a removed function shows the line it is left broken on', async () => {
  const [, before, , , use] = CALLERS[0];
  const map = await changeMap(before, { 'src/lib.ts': 'export const unrelated = 1;\n' });
  assert.ok(
    map.text.includes(`src/app.ts\n  3: export function main(token: string): string\n  4│ ${use.text}\n`),
    map.text,
  );
});

test('call sites of the blast radius: a caller gets its call line before its definitions, and more lines only as room allows', async () => {
  const [, before, after] = CALLERS[0];
  const callers = {
    ...before,
    'src/app.ts':
      "import { refreshSession } from './lib';\n\nexport function main(token: string): string {\n  const user = refreshSession(token);\n  return refreshSession(user);\n}\n",
  };
  const wide = await changeMap(callers, after);
  assert.ok(
    wide.text.includes(
      'src/app.ts\n  3: export function main(token: string): string\n  4│ const user = refreshSession(token);\n  5│ return refreshSession(user);\n',
    ),
    wide.text,
  );
  // The first budget that shows the first call line shows it alone: it ranks before the caller's definitions.
  let found = false;
  for (let budget = 8; budget < wide.tokens && !found; budget++) {
    const map = await changeMap(callers, after, budget);
    const section = map.text.slice(map.text.indexOf('src/app.ts'));
    if (!section.includes('4│')) continue;
    assert.equal(section, 'src/app.ts\n  4│ const user = refreshSession(token);\n', `at ${budget} tokens`);
    found = true;
  }
  assert.ok(found);
});

test('call sites of the blast radius: a use linked by name alone is shown when the name is specific, not when other files define it too', async () => {
  const before = {
    'src/writer.ts':
      'export function write(text: string): void {\n  console.log(text);\n}\nexport function refreshSession(token: string): string {\n  return token;\n}\n',
    'src/other.ts': 'export function write(code: number): void {\n  process.exit(code);\n}\n',
    'src/app.ts': "import { write } from './writer';\n\nexport function main(): void {\n  write('a');\n}\n",
    'src/stream.ts': 'export function pump(out: { write(x: number): void }): void {\n  out.write(1);\n}\n',
    'src/legacy.ts': 'export function legacy(): string {\n  return refreshSession("t");\n}\n',
    'src/queue.ts': 'export function drain(items: string[]): void {\n  while (items.length) items.pop();\n}\n',
  };
  const changed = before['src/writer.ts']
    .replace('console.log(text)', 'console.error(text)')
    .replace('return token', 'return token.trim()');
  // The change also adds a `pop`: `items.pop()`, which the change leaves alone, was never calling it.
  const after = { 'src/writer.ts': `${changed}export function pop(): string | undefined {\n  return undefined;\n}\n` };
  const map = await changeMap(before, after);
  const usesOf = (path: string) => {
    const file = JSON.parse(formatRepoMap(map, 'json')).files.find((f: { path: string }) => f.path === path);
    assert.ok(file, `${path} is in the map`);
    return file.uses;
  };
  assert.deepEqual(
    usesOf('src/app.ts'),
    [{ line: 4, name: 'write', text: "write('a');", via: 'import' }],
    'imported: shown',
  );
  assert.equal(usesOf('src/stream.ts'), undefined, 'a namesake of a name two files define: not shown');
  assert.deepEqual(
    usesOf('src/legacy.ts'),
    [{ line: 2, name: 'refreshSession', text: 'return refreshSession("t");', via: 'name' }],
    'a namesake of a name only the changed file defines: shown',
  );
  assert.match(map.text, /\n {2}2\?│ return refreshSession\("t"\);\n/, 'and marked as linked by name alone');
  assert.equal(usesOf('src/queue.ts'), undefined, 'a namesake of a name the change adds: not shown');
});

test('call sites of the blast radius: the same call text on another line of the file is shown once', async () => {
  const [, before, after] = CALLERS[0];
  const callers = {
    ...before,
    'src/app.test.ts':
      "import { refreshSession } from './lib';\n\ntest('a', () => {\n  const user = refreshSession(token);\n});\ntest('b', () => {\n  const user = refreshSession(token);\n  expect(refreshSession(user)).toBe(user);\n});\n",
  };
  const map = await changeMap(callers, after);
  const file = JSON.parse(formatRepoMap(map, 'json')).files.find((f: { path: string }) => f.path === 'src/app.test.ts');
  assert.deepEqual(
    file.uses.map((u: { line: number }) => u.line),
    [4, 8],
    map.text,
  );
});

test('zero-width and bidirectional characters show as escapes in the text map, markdown and the linked markdown, in paths and signatures; the JSON keeps them raw', async () => {
  const repo = new FixtureRepo({
    'src/zero\u200bwidth.ts': 'export function hidden(a = "\u202eabc\u2066", b = "x\u2060y\u200bz"): void {}\n',
    'src/bom\ufeff.ts': 'export function marked(): void {}\n',
    'src/zerowidth.ts': 'export function shown(): void {}\n',
  });
  try {
    repo.commit();
    const map = await buildRepoMap({ root: repo.root, budget: 500, cacheDir: false });
    const linked = renderLinkedMarkdown(
      {
        files: map.files,
        changed: new Set(),
        tokens: map.tokens,
        budget: map.budget,
        impact: [],
        link: () => undefined,
      },
      { files: map.files.length, impactRows: 0, tokens: map.tokens, note: '' },
    );
    const invisible = /[\u200b\u2060\ufeff\u202a-\u202e\u2066-\u2069\u061c\u200e\u200f]/;
    for (const [format, shown] of [
      ['text', map.text],
      ['markdown', formatRepoMap(map, 'markdown')],
      ['linked', linked],
    ]) {
      assert.doesNotMatch(shown, invisible, format);
      const text = format === 'linked' ? shown.replace(/&quot;/g, '"') : shown;
      assert.ok(
        text.includes('"src/zero\\u200Bwidth.ts"'),
        `${format}: the path is quoted, its invisible character escaped`,
      );
      assert.ok(
        text.includes('hidden(a = "\\u202Eabc\\u2066", b = "x\\u2060y\\u200Bz"): void'),
        `${format}: the signature`,
      );
      assert.ok(text.includes('"src/bom\\uFEFF.ts"'), format);
      assert.ok(text.includes('src/zerowidth.ts'), format);
    }
    const json = formatRepoMap(map, 'json');
    assert.ok(
      JSON.parse(json).files.some((file: { path: string }) => file.path === 'src/zero\u200bwidth.ts'),
      'the JSON is data: raw',
    );
  } finally {
    repo.dispose();
  }
});
