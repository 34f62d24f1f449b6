import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  bitsLength,
  countBits,
  hasBit,
  listKey,
  namedByLists,
  readList,
  setBit,
  sidesBeside,
  writeList,
  type Side,
} from '../../../src/core/cache/lists';
import { TEMPORARY } from '../../../src/core/util/storage';
import { tempDir } from '../../helpers/repo';

// A checkout's list: the packs it reads and the sides of its states, as bits over their entries.

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const bits = (...at: number[]) => {
  const set = new Uint8Array(bitsLength(16));
  for (const i of at) setBit(set, i);
  return set;
};

test('a list gives back the packs it names and its sides; no list names nothing', () => {
  const dir = tempDir();
  try {
    const sides: Side[] = [{ stamp: 1_700_000_000, bits: bits(0, 9, 15) }];
    assert.equal(writeList(join(dir, 'lists', 'one'), [A, B], sides), undefined);
    assert.deepEqual(readList(join(dir, 'lists', 'one')), { names: [A, B], sides });
    assert.deepEqual(readList(join(dir, 'lists', 'none')), { names: [], sides: [] });
    writeFileSync(join(dir, 'lists', `two${TEMPORARY}`), `${'c'.repeat(40)}\n`);
    writeList(join(dir, 'lists', 'three'), [B, 'not a pack']);
    assert.deepEqual(
      [...namedByLists(join(dir, 'lists'))].sort(),
      [A, B],
      'a temp file is no list, a line no pack name',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a list is named by the git directory of a work tree, else by its root', () => {
  const dir = tempDir();
  try {
    assert.equal(listKey(dir), dir);
    mkdirSync(join(dir, 'repo', '.git'), { recursive: true });
    assert.equal(listKey(join(dir, 'repo')), realpathSync(join(dir, 'repo', '.git')));
    mkdirSync(join(dir, 'repo', '.git', 'worktrees', 'other'), { recursive: true });
    writeFileSync(join(dir, 'repo', '.git', 'worktrees', 'other', 'commondir'), '../..\n');
    mkdirSync(join(dir, 'other'));
    writeFileSync(join(dir, 'other', '.git'), `gitdir: ${join(dir, 'repo', '.git', 'worktrees', 'other')}\n`);
    assert.equal(
      listKey(join(dir, 'other')),
      realpathSync(join(dir, 'repo', '.git')),
      "a worktree shares its repository's list",
    );
    writeFileSync(join(dir, 'other', '.git'), 'gitdir: nowhere\n');
    assert.equal(listKey(join(dir, 'other')), join(dir, 'other'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('beside a run: not its own side, nor one unwritten for 30 days; the side it is within', () => {
  const now = 1_800_000_000;
  const own: Side = { stamp: now - 100, bits: bits(0, 1, 2, 3) };
  const other: Side = { stamp: now - 200, bits: bits(8, 9, 10) };
  const old: Side = { stamp: now - 31 * 24 * 3600, bits: bits(12) };
  const mine = bits(0, 1, 2);
  assert.deepEqual(sidesBeside([own, other, old], mine, 0, now), { within: own, others: [other] });
  assert.deepEqual(
    sidesBeside([own, other, old], mine, 1, now),
    { within: undefined, others: [other] },
    'a run that parsed is within no side, but shares most of its own',
  );
  assert.deepEqual(sidesBeside([own, other], bits(4, 5, 6, 7), 0, now), { within: undefined, others: [own, other] });
  assert.equal(countBits(bits(0, 7, 8, 15)), 4);
  assert.equal(hasBit(bits(9), 9), true);
  assert.equal(hasBit(bits(9), 8), false);
});
