import { test } from 'node:test';
import assert from 'node:assert/strict';
import { phpResolver } from '../../../src/core/resolve/php';
import { resolveWith } from '../../helpers/resolve';

const sources = {
  'src/Http/Controller.php':
    '<?php\nnamespace App\\Http;\n\nuse App\\Models\\User;\nuse App\\Support\\{Str, Arr};\nuse Psr\\Log\\LoggerInterface;\n\nclass Controller {}\n',
  'src/Models/User.php': '<?php\nnamespace App\\Models;\n\nclass User {}\n',
  'legacy/Models/User.php': '<?php\nnamespace App\\Models;\n\nclass User {}\n',
  'src/Support/Str.php': '<?php\nnamespace App\\Support;\n\nclass Str {}\n',
};

test('PHP: composer.json PSR-4 maps a used class to one file; a group use reaches the namespace; outside packages reach nothing', async () => {
  const resolved = await resolveWith(phpResolver, 'php', sources, {
    'composer.json': JSON.stringify({
      autoload: { 'psr-4': { 'App\\': 'src/' } },
      'autoload-dev': { 'psr-4': { 'Tests\\': ['tests/'] } },
    }),
  });
  assert.deepEqual(resolved.files('src/Http/Controller.php'), ['src/Models/User.php']);
  assert.deepEqual(resolved.scopes('src/Http/Controller.php'), ['App\\Http', 'App\\Support']);
  assert.equal(resolved.scopeOf('src/Support/Str.php'), 'App\\Support');
});

test('PHP: without autoloading (or with a malformed composer.json), a class reaches every file that declares it in its namespace', async () => {
  const resolved = await resolveWith(phpResolver, 'php', sources, { 'composer.json': '{ "autoload": ' });
  assert.deepEqual(resolved.files('src/Http/Controller.php'), ['legacy/Models/User.php', 'src/Models/User.php']);
});
