import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Packed } from '../../../src/core/cache/entries';
import { readList } from '../../../src/core/cache/lists';
import { writePack } from '../../../src/core/cache/pack-file';
import { Packs } from '../../../src/core/cache/packs';
import { packTags } from '../../../src/core/util/packed';
import { tempDir } from '../../helpers/repo';
import { plainOutcome } from '../../helpers/tags';

// The packs of one checkout: a run reads them, then adds a pack of what they lacked, or makes them
// one when most of what they hold went unused.

const entry = (name: string): Packed => ({
  outcome: { tags: packTags([{ name, kind: 'function', line: 1, endLine: 2, signature: `function ${name}()` }], []) },
  parseTimeoutMs: 5000,
});
const first = new Map(['a', 'b', 'c', 'd'].map((name) => [`ts-1/${name}`, entry(name)]));

/** A cache directory with one pack of `first`, listed; the packs as a run opens them. */
function opened(dir: string): { packs: Packs; list: string; name: string } {
  const [packsDir, list] = [join(dir, 'tags-v1'), join(dir, 'checkouts-v1', 'checkout')];
  const name = writePack(packsDir, [...first.keys()], first) as string;
  return { packs: Packs.of(packsDir, list, [name], [readFileSync(join(packsDir, `${name}.pack`))], []), list, name };
}

test('a run that used the packs and parsed more adds one pack of what they lacked, and lists it', () => {
  const dir = tempDir();
  try {
    const { packs, list, name } = opened(dir);
    assert.equal(packs.has('ts-1/a'), true);
    assert.equal(packs.has('ts-1/e'), false);
    for (const key of first.keys())
      assert.deepEqual(plainOutcome(packs.get(key, 5000)), plainOutcome(first.get(key)!.outcome));
    const written = packs.update(new Map([['ts-1/e', entry('e')]]));
    assert.ok(!(written instanceof Error));
    const { names, sides } = readList(list) as { names: string[]; sides: unknown[] };
    assert.deepEqual(names.slice(0, 1), [name]);
    assert.equal(names.length, 2);
    assert.deepEqual(
      written,
      new Map([
        [`tags-v1/${name}.pack`, 4],
        [`tags-v1/${names[1]}.pack`, 1],
      ]),
    );
    assert.equal(sides.length, 1, "the run's side");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a run that used little of the packs makes them one pack of what it used; one that used nothing writes nothing', () => {
  const dir = tempDir();
  try {
    const idle = opened(dir);
    assert.deepEqual(idle.packs.update(new Map()), new Map([[`tags-v1/${idle.name}.pack`, 4]]));
    assert.equal(existsSync(idle.list), false);

    const { packs, list, name } = opened(dir);
    assert.ok(packs.get('ts-1/b', 5000));
    const written = packs.update(new Map());
    const [only] = (readList(list) as { names: string[] }).names;
    assert.notEqual(only, name);
    assert.deepEqual(written, new Map([[`tags-v1/${only}.pack`, 1]]));
    assert.equal(existsSync(join(dir, 'tags-v1', `${name}.pack`)), false, 'the pack it replaced is gone');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
