import { test } from 'node:test';
import assert from 'node:assert/strict';
import { goResolver } from '../../../src/core/resolve/go';
import { resolveWith } from '../../helpers/resolve';

const app = {
  'cmd/server/main.go':
    'package main\n\nimport (\n\t"fmt"\n\t"example.com/app/internal/store"\n\t"github.com/other/lib"\n)\n',
  'cmd/server/flags.go': 'package main\n',
  'internal/store/store.go': 'package store\n',
  'internal/store/cache.go': 'package store\n',
};

test("Go: a file is in its directory's package; go.mod's module path names the imported directory; the standard library and other modules reach nothing", async () => {
  const resolved = await resolveWith(goResolver, 'go', app, {
    'go.mod': 'module example.com/app\n\ngo 1.22\n\nrequire github.com/other/lib v1.2.3\n',
  });
  assert.equal(resolved.scopeOf('internal/store/cache.go'), 'internal/store');
  assert.equal(resolved.scopeOf('cmd/server/main.go'), 'cmd/server');
  assert.deepEqual(resolved.scopes('cmd/server/main.go'), ['cmd/server', 'internal/store']);
  assert.deepEqual(resolved.files('cmd/server/main.go'), []);
});

test('Go: without go.mod, the longest suffix of the import path that is a directory', async () => {
  const resolved = await resolveWith(goResolver, 'go', {
    ...app,
    'vendor/github.com/other/lib/lib.go': 'package lib\n',
  });
  assert.deepEqual(resolved.scopes('cmd/server/main.go'), [
    'cmd/server',
    'internal/store',
    'vendor/github.com/other/lib',
  ]);
});

test('Go: nested modules, go.work `use` and local `replace` directives', async () => {
  const resolved = await resolveWith(
    goResolver,
    'go',
    {
      'svc/main.go':
        'package main\n\nimport (\n\t"example.com/app/tools/gen"\n\t"example.com/shared/log"\n\t"example.com/lib/util"\n)\n',
      'tools/gen/gen.go': 'package gen\n',
      'old/tools/gen/gen.go': 'package gen\n',
      'libs/shared/log/log.go': 'package log\n',
      'third_party/lib/util/util.go': 'package util\n',
    },
    {
      'go.mod': 'module example.com/app\n',
      'svc/go.mod':
        'module example.com/svc // the service\n\nreplace example.com/lib v1.0.0 => ../third_party/lib\nreplace example.com/far => example.com/far v2.0.0\n',
      'old/go.mod': 'module example.com/app\n',
      'libs/shared/go.mod': 'module example.com/shared\n',
      'go.work': 'go 1.22\n\nuse (\n\t.\n\t./libs/shared\n\t./svc\n)\n',
    },
  );
  // go.work uses the root, not old/, for example.com/app; the replace points example.com/lib at a directory.
  assert.deepEqual(resolved.scopes('svc/main.go'), ['libs/shared/log', 'svc', 'third_party/lib/util', 'tools/gen']);
});
