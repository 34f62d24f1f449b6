import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withIndexOf } from '../../helpers/maps';
import { usesOf } from '../../helpers/matrix';

// A call through a member of a receiver whose type no statement of its file gives (`c.req.header()`
// on a callback's `c`) means the member of the type that the repository's classes declare for that
// member (`get req(): Request`), and no namesake's; unless a class has a member of that name
// without a declared type.

test('TypeScript: a call through a getter or a field of a declared type, from a file that imports a namesake', async () => {
  await withIndexOf(
    {
      'ts/request.ts': 'export class Req {\n  header(name: string): string { return name }\n}\n',
      'ts/context.ts': [
        "import { Req } from './request';",
        'export class Context {',
        '  get req(): Req { return new Req() }',
        '  store: Store<string>;',
        '  header(name: string): void {}',
        '}',
        '',
      ].join('\n'),
      'ts/store.ts': 'export class Store<T> {\n  get(key: string): T | undefined { return undefined }\n}\n',
      'ts/cache.ts': 'export class Cache {\n  get(key: string): string { return key }\n}\n',
      // The middleware imports Context (whose own `header` would shadow the request's) and calls
      // through members of an untyped callback parameter.
      'ts/middleware.ts': [
        "import type { Context } from './context';",
        'export const mw = (handler: (c: any) => void) => handler;',
        'export const auth = mw((c) => {',
        "  const token = c.req.header('Authorization');",
        "  c.store.get('user');",
        "  c.header('X', token);",
        '});',
        '',
      ].join('\n'),
    },
    (index) => {
      assert.deepEqual(usesOf(index, 'header', 'ts/request.ts'), ['ts/middleware.ts:4 type']);
      assert.deepEqual(usesOf(index, 'header', 'ts/context.ts'), ['ts/middleware.ts:6 import']);
      assert.deepEqual(usesOf(index, 'get', 'ts/store.ts'), ['ts/middleware.ts:5 type']);
      assert.deepEqual(usesOf(index, 'get', 'ts/cache.ts'), []);
    },
  );
});

test('a member that one class declares no type for types no call through it', async () => {
  await withIndexOf(
    {
      'ts/request.ts': 'export class Req {\n  header(name: string): string { return name }\n}\n',
      'ts/reply.ts': 'export class Reply {\n  header(name: string): string { return name }\n}\n',
      'ts/context.ts':
        "import { Req } from './request';\nexport class Context {\n  get req(): Req { return new Req() }\n}\n",
      // Another class has a `req` with no type: `x.req` may be either.
      'ts/other.ts': 'export class Other {\n  req = makeReply();\n}\n',
      'ts/use.ts':
        "import type { Req } from './request';\nexport function f(x: any): void {\n  x.req.header('A');\n}\n",
    },
    (index) => {
      // Linked through the import as any untyped call, not typed as a Req's (nor a Reply's).
      assert.deepEqual(usesOf(index, 'header', 'ts/request.ts'), ['ts/use.ts:3 import']);
      assert.deepEqual(usesOf(index, 'header', 'ts/reply.ts'), []);
    },
  );
});

test('Python: a call through an annotated field or a typed property, in another file', async () => {
  await withIndexOf(
    {
      'py/__init__.py': '',
      'py/mode.py': 'class Mode:\n    def magic(self):\n        pass\n',
      'py/other.py': 'class Other:\n    def magic(self):\n        pass\n',
      'py/lines.py': [
        'from py.mode import Mode',
        '',
        '',
        'class Line:',
        '    mode: Mode',
        '',
        '    @property',
        '    def target(self) -> Mode:',
        '        return self.mode',
        '',
      ].join('\n'),
      'py/gen.py': ['def visit(line, node):', '    line.mode.magic()', '    node.target.magic()', ''].join('\n'),
    },
    (index) => {
      assert.deepEqual(usesOf(index, 'magic', 'py/mode.py'), ['py/gen.py:2 type', 'py/gen.py:3 type']);
      assert.deepEqual(usesOf(index, 'magic', 'py/other.py'), []);
    },
  );
});

test("Go: a call through a struct's field of a declared type, that of the field's package", async () => {
  await withIndexOf(
    {
      'go.mod': 'module example.com/m\n\ngo 1.21\n',
      'verification/verifier.go': 'package verification\n\ntype Verifier interface {\n\tVerify(s string) error\n}\n',
      'cache/cache.go':
        'package cache\n\ntype Store struct{}\n\nfunc (s *Store) Verify(k string, strict bool) error { return nil }\n',
      'verify/options.go': [
        'package verify',
        '',
        'import "example.com/m/verification"',
        '',
        'type Options struct {',
        '\tChecker verification.Verifier',
        '}',
        '',
      ].join('\n'),
      'verify/run.go': [
        'package verify',
        '',
        'func run(o *Options) error {',
        '\treturn o.Checker.Verify("x")',
        '}',
        '',
      ].join('\n'),
    },
    (index) => {
      assert.deepEqual(usesOf(index, 'Verify', 'verification/verifier.go'), ['verify/run.go:4 type']);
      // Store's Verify takes two parameters: Store is no Verifier (see ./interfaces.test.ts).
      assert.deepEqual(usesOf(index, 'Verify', 'cache/cache.go'), []);
    },
  );
});

test("Go: a field read or written through a test table's member (`tt.opts.Config`) is a use of the field of the type the table declares, in its own package", async () => {
  await withIndexOf(
    {
      'go.mod': 'module example.com/m\n',
      'get/get.go': 'package get\n\ntype GetOptions struct {\n\tConfig string\n}\n',
      'list/list.go': 'package list\n\ntype GetOptions struct {\n\tConfig string\n}\n',
      'get/get_test.go': [
        'package get',
        '',
        'import "testing"',
        '',
        'func TestGet(t *testing.T) {',
        '\ttests := []struct {',
        '\t\tname string',
        '\t\topts *GetOptions',
        '\t}{}',
        '\tfor _, tt := range tests {',
        '\t\ttt.opts.Config = "x"',
        '\t\ttt.opts.Config = func() (gh.Config, error) { return nil, nil }',
        '\t\t_ = tt.other.Config',
        '\t}',
        '}',
        '',
      ].join('\n'),
    },
    (index) => {
      // `tt.other` has no type the file declares: its Config is none of these. A type named on
      // the line (`gh.Config`) does not hide the field written there.
      assert.deepEqual(usesOf(index, 'Config', 'get/get.go'), ['get/get_test.go:11 type', 'get/get_test.go:12 type']);
      assert.deepEqual(usesOf(index, 'Config', 'list/list.go'), []);
    },
  );
});
