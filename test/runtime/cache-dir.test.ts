import { test } from 'node:test';
import assert from 'node:assert/strict';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { defaultCacheDir } from '../../src/runtime/cache-dir';

test('the default cache directory: XDG_CACHE_HOME/repomap when set, else ~/.cache/repomap', () => {
  const saved = process.env.XDG_CACHE_HOME;
  try {
    process.env.XDG_CACHE_HOME = '/var/cache/user';
    assert.equal(defaultCacheDir(), join('/var/cache/user', 'repomap'));
    process.env.XDG_CACHE_HOME = '';
    assert.equal(defaultCacheDir(), join(homedir(), '.cache', 'repomap'));
    delete process.env.XDG_CACHE_HOME;
    assert.equal(defaultCacheDir(), join(homedir(), '.cache', 'repomap'));
  } finally {
    if (saved === undefined) delete process.env.XDG_CACHE_HOME;
    else process.env.XDG_CACHE_HOME = saved;
  }
});
