import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dataFile, readDataFile } from '../../../src/core/util/data-file';

// The layout of the packs and of the encoder's table: a magic, a JSON part, a text and 32-bit numbers.

test('a data file gives back its parts, with its numbers in place or copied when they are not aligned', () => {
  const numbers = Int32Array.from([1, -2, 0x7fffffff, -0x80000000]);
  const bytes = dataFile('TEST', { n: 4 }, 'größe', numbers);
  assert.equal(bytes.toString('latin1', 0, 4), 'TEST');
  assert.equal(bytes.readInt32LE(bytes.length - 16), 1, 'little-endian, at the end');
  const read = readDataFile(bytes, 'TEST')!;
  assert.deepEqual(read.about, { n: 4 });
  assert.equal(read.text.toString('utf8'), 'größe');
  assert.deepEqual([...read.numbers], [...numbers]);

  const shifted = Buffer.alloc(bytes.length + 1);
  bytes.copy(shifted, 1);
  const unaligned = readDataFile(shifted.subarray(1), 'TEST')!;
  assert.deepEqual([...unaligned.numbers], [...numbers]);
});

test('a data file of another magic, cut short, or with a broken JSON part is not read', () => {
  const bytes = dataFile('TEST', { n: 1 }, 'text', Int32Array.from([7]));
  assert.equal(readDataFile(bytes, 'RMP4'), undefined);
  assert.equal(readDataFile(bytes.subarray(0, bytes.length - 1), 'TEST'), undefined);
  assert.equal(readDataFile(bytes.subarray(0, 8), 'TEST'), undefined);
  const broken = Buffer.from(bytes);
  broken[12] = 0x7b + 1;
  assert.equal(readDataFile(broken, 'TEST'), undefined);
});
