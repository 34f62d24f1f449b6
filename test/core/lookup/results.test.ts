import { test } from 'node:test';
import assert from 'node:assert/strict';
import { returnedType } from '../../../src/core/lookup/results';
import { withIndexOf } from '../../helpers/maps';
import { usesOf } from '../../helpers/matrix';

// A call on a function's result means the member of the type the function's head says it returns.

test("the type a function's head says it returns, after its parameters", () => {
  assert.equal(returnedType('openStore', 'export function openStore(path: string): Store', 'typescript'), 'Store');
  assert.equal(returnedType('load', 'export async function load(): Promise<Config>', 'typescript'), 'Config');
  assert.equal(returnedType('make', 'export const make = (a: (x: number) => void): Maker =>', 'typescript'), 'Maker');
  assert.equal(returnedType('NewClient', 'func NewClient(h string) (*Client, error)', 'go'), 'Client');
  assert.equal(returnedType('New', 'func New(opts Options) *api.Client', 'go'), 'api.Client');
  assert.equal(returnedType('open_store', 'def open_store(path) -> "Store":', 'python'), 'Store');
  // No type written: nothing is known.
  assert.equal(returnedType('run', 'export function run(x: number)', 'typescript'), undefined);
  assert.equal(returnedType('run', 'func run()', 'go'), undefined);
  assert.equal(returnedType('run', 'def run(x):', 'python'), undefined);
});

test("a call on a free function's result, or on a variable it gives, means the member of the type its head returns", async () => {
  await withIndexOf(
    {
      'ts/store.ts':
        'export class Store {\n  get(key: string): string {\n    return key;\n  }\n}\nexport function openStore(): Store {\n  return new Store();\n}\n',
      'ts/cache.ts': 'export class Cache {\n  get(key: string): string {\n    return key;\n  }\n}\n',
      'ts/use.ts': [
        "import { openStore } from './store';",
        "import { Cache } from './cache';",
        'export function f(k: string): string {',
        '  const s = openStore();',
        '  s.get(k);',
        '  return openStore().get(k);',
        '}',
        '',
      ].join('\n'),
      'go.mod': 'module example.com/m\n',
      'client/client.go':
        'package client\n\ntype Client struct{}\n\nfunc New(h string) (*Client, error) { return &Client{}, nil }\n\nfunc (c *Client) Do() {}\n',
      'server/server.go': 'package server\n\ntype Server struct{}\n\nfunc (s *Server) Do() {}\n',
      'cmd/main.go': [
        'package cmd',
        '',
        'import "example.com/m/client"',
        '',
        'func run() {',
        '\tc, _ := client.New("h")',
        '\tc.Do()',
        '}',
        '',
      ].join('\n'),
    },
    (index) => {
      // use.ts imports Cache too: `get` on an untyped receiver would not say which.
      assert.deepEqual(usesOf(index, 'get', 'ts/store.ts'), ['ts/use.ts:5 type', 'ts/use.ts:6 type']);
      assert.deepEqual(usesOf(index, 'get', 'ts/cache.ts'), []);
      assert.deepEqual(usesOf(index, 'Do', 'client/client.go'), ['cmd/main.go:7 type']);
      assert.deepEqual(usesOf(index, 'Do', 'server/server.go'), []);
    },
  );
});

test("a value read on a function's result of no known type is no use: a method's result, or a head that writes no type", async () => {
  await withIndexOf(
    {
      'go.mod': 'module example.com/m\n',
      'get/get.go': 'package get\n\ntype Options struct {\n\tValue string\n}\n',
      'cmd/flags.go': [
        'package cmd',
        '',
        'import "example.com/m/get"',
        '',
        'func read(fs FlagSet, o *get.Options) string {',
        '\tjq := fs.Lookup("jq")',
        '\t_ = o.Value',
        '\treturn jq.Value',
        '}',
        '',
      ].join('\n'),
      'ts/result.ts': 'export class Result {\n  query = 0;\n}\nexport function run() {\n  return { query: 1 };\n}\n',
      'ts/bench.ts': [
        "import { run, Result } from './result';",
        'export function compare(r: Result): number {',
        '  const target = run();',
        '  const a = target.query;',
        '  return a + r.query;',
        '}',
        '',
      ].join('\n'),
    },
    (index) => {
      assert.deepEqual(usesOf(index, 'Value', 'get/get.go'), ['cmd/flags.go:7 type']);
      assert.deepEqual(usesOf(index, 'query', 'ts/result.ts'), ['ts/bench.ts:5 type']);
    },
  );
});

test('of namesake functions, the one the calling file imports gives the type', async () => {
  await withIndexOf(
    {
      'a/store.ts':
        'export class Store {\n  close(): void {}\n}\nexport function open(): Store {\n  return new Store();\n}\n',
      'b/socket.ts':
        'export class Socket {\n  close(): void {}\n}\nexport function open(): Socket {\n  return new Socket();\n}\n',
      'use.ts': "import { open } from './a/store';\nexport function f(): void {\n  open().close();\n}\n",
    },
    (index) => {
      assert.deepEqual(usesOf(index, 'close', 'a/store.ts'), ['use.ts:3 type']);
      assert.deepEqual(usesOf(index, 'close', 'b/socket.ts'), []);
    },
  );
});
