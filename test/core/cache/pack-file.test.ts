import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Packed } from '../../../src/core/cache/entries';
import { PACK_NAME, readPack, storedTimeLimit, unpack, writePack } from '../../../src/core/cache/pack-file';
import { packTags } from '../../../src/core/util/packed';
import { tempDir } from '../../helpers/repo';
import { plainOutcome } from '../../helpers/tags';

// A pack's file: entries written once, named by their bytes, read back as views of its numbers.

const view = packTags(
  [
    { name: 'View', kind: 'class', line: 1, endLine: 5, signature: 'class View {' },
    { name: 'größe', kind: 'method', line: 2, endLine: 2, signature: 'größe(): "😀"', parent: 0 },
  ],
  [{ name: 'render', kind: 'call', line: 2 }],
);
const util = packTags(
  [{ name: 'helper', kind: 'function', line: 1, endLine: 1, signature: 'function helper()' }],
  [{ name: 'View', kind: 'type', line: 1 }],
);
const entries = new Map<string, Packed>([
  ['ts-1/aa', { outcome: { tags: view }, parseTimeoutMs: 5000 }],
  ['ts-1/bb', { outcome: { skip: 'parse-timeout' }, parseTimeoutMs: 3000 }],
  ['ts-1/cc', { outcome: { tags: util }, parseTimeoutMs: 5000 }],
  ['ts-1/dd', { outcome: { skip: 'binary' }, parseTimeoutMs: 5000 }],
]);

test('a pack written is named by its bytes and gives back each entry it holds', () => {
  const dir = tempDir();
  try {
    const keys = [...entries.keys()];
    const name = writePack(dir, keys, entries);
    assert.equal(typeof name, 'string');
    assert.match(name as string, PACK_NAME);
    assert.deepEqual(readdirSync(dir), [`${name}.pack`]);
    const bytes = readFileSync(join(dir, `${name}.pack`));
    assert.equal(createHash('sha1').update(bytes).digest('hex'), name);
    const pack = readPack(bytes, name as string, 10)!;
    assert.equal(pack.first, 10);
    assert.equal(pack.entries, 4);
    assert.deepEqual(pack.strings.slice(0, 4), keys, 'the keys are the first strings');
    keys.forEach((key, i) =>
      assert.deepEqual(plainOutcome(unpack(pack, i, 3000)), plainOutcome(entries.get(key)!.outcome), key),
    );
    assert.equal(unpack(pack, 1, 4000), undefined, 'a parse that had less time than asked for');
    assert.equal(storedTimeLimit(pack, 1), 3000);
    assert.equal(storedTimeLimit(pack, 3), -1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a pack whose parts do not add up is not read, an entry whose numbers do not is a miss', () => {
  const dir = tempDir();
  try {
    const name = writePack(dir, ['ts-1/aa'], entries) as string;
    const bytes = readFileSync(join(dir, `${name}.pack`));
    assert.ok(readPack(bytes, name, 0));
    const cut = readPack(bytes.subarray(0, bytes.length - 4), name, 0)!;
    assert.equal(unpack(cut, 0, 5000), undefined, 'an entry whose numbers are cut short is a miss');
    assert.equal(
      readPack(bytes.subarray(0, bytes.length - 80), name, 0),
      undefined,
      '20 of its 27 numbers cut: fewer left than its 7 strings and 1 row need',
    );
    assert.equal(readPack(Buffer.from('RMP4\xff\xff', 'latin1'), name, 0), undefined);
    const otherMagic = Buffer.from(bytes);
    otherMagic.write('RMP3', 0, 'latin1');
    assert.equal(readPack(otherMagic, name, 0), undefined);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a pack that cannot be written is the error, not a name', () => {
  const dir = tempDir();
  try {
    const written = writePack(join(dir, `x.pack`, 'under'), ['ts-1/dd'], entries);
    assert.equal(typeof written, 'string', 'its directories are made');
    const blocked = writePack(join(dir, 'x.pack', 'under', `${written}.pack`), ['ts-1/dd'], entries);
    assert.ok(blocked instanceof Error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
