import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import {
  isStaleTemporary,
  readSmall,
  readWhole,
  removeFile,
  TEMPORARY,
  writeAtomically,
} from '../../../src/core/util/storage';
import { tempDir } from '../../helpers/repo';

// The files of a cache directory: read only when regular and small enough, written whole or not
// at all, removed without failing.

test('a file written atomically is there whole, its missing directories made, and no temp file left', () => {
  const dir = tempDir();
  try {
    const target = join(dir, 'a', 'b', 'list');
    assert.equal(writeAtomically(target, 'one\n'), undefined);
    assert.equal(writeAtomically(target, new Uint8Array([116, 119, 111])), undefined);
    assert.equal(readFileSync(target, 'utf8'), 'two');
    assert.deepEqual(readdirSync(join(dir, 'a', 'b')), ['list']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a file that cannot be written is an error returned, not thrown, and leaves no temp file', () => {
  const dir = tempDir();
  try {
    writeFileSync(join(dir, 'file'), 'x');
    const error = writeAtomically(join(dir, 'file', 'under'), 'y');
    assert.ok(error instanceof Error && error.code, 'the error, with its code');
    assert.deepEqual(readdirSync(dir), ['file']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('only regular files of at most the size allowed are read, in one piece or on this thread', async () => {
  const dir = tempDir();
  try {
    const file = join(dir, 'pack');
    writeFileSync(file, 'bytes');
    assert.equal((await readWhole(file, 5)).toString(), 'bytes');
    assert.equal(readSmall(file, 5).toString(), 'bytes');
    assert.equal(await readWhole(file, 4), 'not-a-file', 'larger than allowed');
    assert.equal(readSmall(join(dir, 'none'), 5), 'none');
    assert.equal(await readWhole(join(dir, 'none'), 5), 'none');
    symlinkSync(file, join(dir, 'link'));
    assert.equal(readSmall(join(dir, 'link'), 5), 'not-a-file', 'a symlink is not followed');
    mkdirSync(join(dir, 'dir'));
    assert.equal(readSmall(join(dir, 'dir'), 5), 'not-a-file');
    if (process.platform !== 'win32') {
      execFileSync('mkfifo', [join(dir, 'fifo')]);
      assert.equal(await readWhole(join(dir, 'fifo'), 5), 'not-a-file', 'a FIFO is never waited on');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a temp file is stale after an hour; removing a file that is gone does not fail', () => {
  const dir = tempDir();
  try {
    const file = join(dir, `list.1.0.x${TEMPORARY}`);
    writeFileSync(file, '');
    assert.equal(isStaleTemporary(file), false);
    const twoHoursAgo = new Date(Date.now() - 2 * 3600 * 1000);
    utimesSync(file, twoHoursAgo, twoHoursAgo);
    assert.equal(isStaleTemporary(file), true);
    removeFile(file);
    assert.equal(existsSync(file), false);
    assert.equal(isStaleTemporary(file), false);
    removeFile(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
