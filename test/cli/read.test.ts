import { test } from 'node:test';
import assert from 'node:assert/strict';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readAtMost } from '../../src/cli/read';

// Reading an input of unknown size: at most the limit and one byte more, which says it is over.

test('a file under the limit is read whole; one over it, up to the limit and one byte more', () => {
  const dir = mkdtempSync(join(tmpdir(), 'repomap-read-'));
  try {
    const path = join(dir, 'input');
    writeFileSync(path, 'abcdefghij');
    const read = (limit: number) => {
      const fd = openSync(path, 'r');
      try {
        return readAtMost(fd, limit).toString();
      } finally {
        closeSync(fd);
      }
    };
    assert.equal(read(100), 'abcdefghij');
    assert.equal(read(10), 'abcdefghij');
    assert.equal(read(4), 'abcde');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
