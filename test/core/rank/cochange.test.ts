import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildIndex, closeIndex } from '../../../src/core/index';
import { rankFor, withFocus } from '../../../src/core/rank/focused';
import { readHistory } from '../../../src/core/history/log';
import { coChangeSeeds } from '../../../src/core/rank/pagerank';
import { TUNING } from '../../../src/core/rank/tuning';
import type { RepoMapOptions } from '../../../src/core/types';
import { FixtureRepo } from '../../helpers/repo';

const fn = (name: string, value: number) => `export function ${name}(): number {\n  return ${value};\n}\n`;

/**
 * Files that share no name: the change edits src/a.ts alone, and src/zz-partner.ts changed with it in
 * the three commits before (the root commit counts in no statistic). `last`: a path the change also edits.
 */
function repoWithPartner(last: Record<string, string> = {}): FixtureRepo {
  const repo = new FixtureRepo({
    'src/a.ts': fn('alpha', 0),
    'src/b.ts': fn('beta', 0),
    'src/c.ts': fn('gamma', 0),
    'src/zz-partner.ts': fn('partner', 0),
  });
  repo.commit('start');
  for (let i = 1; i <= 3; i++) {
    repo.write({ 'src/a.ts': fn('alpha', i), 'src/zz-partner.ts': fn('partner', i) });
    repo.commit(`together ${i}`);
  }
  repo.write({ 'src/a.ts': fn('alpha', 9), ...last });
  repo.commit('the change');
  return repo;
}

/** The place of each file in the ranking of the last commit's change, with rank.coChangeMass set to `mass`. */
async function placesWith(repo: FixtureRepo, mass: number, options: Partial<RepoMapOptions> = {}) {
  const kept = TUNING.rank.coChangeMass;
  TUNING.rank.coChangeMass = mass;
  const index = await buildIndex({
    root: repo.root,
    base: 'HEAD~1',
    head: 'HEAD',
    cacheDir: false,
    jobs: 1,
    ...options,
  });
  try {
    return index.ranking.placeOf;
  } finally {
    TUNING.rank.coChangeMass = kept;
    await closeIndex(index);
  }
}

test('a file that usually changes with the changed file gains rank when the co-change signal is on, and not at 0', async () => {
  const repo = repoWithPartner();
  try {
    assert.ok(TUNING.rank.coChangeMass > 0, 'the signal is on by default');
    const on = await placesWith(repo, TUNING.rank.coChangeMass);
    assert.equal(on.get('src/a.ts'), 0, 'the changed file first');
    assert.equal(on.get('src/zz-partner.ts'), 1, 'its companion next, ahead of the files it ties with by path');
    const off = await placesWith(repo, 0);
    assert.equal(off.get('src/zz-partner.ts'), 3, 'without the signal, it ties with the others and comes last by path');
    assert.deepEqual(await placesWith(repo, 0.1, { history: false }), off, 'no history: as with the signal off');
  } finally {
    repo.dispose();
  }
});

test('the co-change seeds: pairs of three commits or more, by confidence, from the history before the change', () => {
  const repo = repoWithPartner();
  const kept = TUNING.rank.coChangeMass;
  TUNING.rank.coChangeMass = 0.1;
  try {
    repo.write({ 'src/b.ts': fn('beta', 1), 'src/c.ts': fn('gamma', 1) });
    repo.commit('b and c, once');
    const history = readHistory(repo.root, 'HEAD');
    assert.deepEqual([...coChangeSeeds({ log: history, under: '' }, ['src/a.ts'])], [['src/zz-partner.ts', 0.75]]);
    assert.deepEqual([...coChangeSeeds({ log: history, under: '' }, ['src/b.ts'])], [], 'together once is no evidence');
    assert.deepEqual(
      [...coChangeSeeds({ log: history, under: '' }, ['src/a.ts', 'src/zz-partner.ts'])],
      [],
      'a changed file seeds nothing',
    );
    // a.ts changed in four counted commits, three of them with the partner.
    assert.deepEqual(
      [...coChangeSeeds({ log: history, under: 'src/' }, ['a.ts'])],
      [['zz-partner.ts', 0.75]],
      'below the root',
    );
    assert.deepEqual(
      [...coChangeSeeds({ log: history, under: 'src/' }, ['a.ts'], new Map([['zz-partner.ts', 'copy.ts']]))],
      [['copy.ts', 0.75]],
    );
    assert.deepEqual([...coChangeSeeds(undefined, ['src/a.ts'])], [], 'no history');
    TUNING.rank.coChangeMass = 0;
    assert.deepEqual([...coChangeSeeds({ log: history, under: '' }, ['src/a.ts'])], [], 'the signal off');
  } finally {
    TUNING.rank.coChangeMass = kept;
    repo.dispose();
  }
});

test('an index ranked with co-change seeds keeps them when it is ranked again', async () => {
  const repo = repoWithPartner();
  const index = await buildIndex({ root: repo.root, base: 'HEAD~1', head: 'HEAD', cacheDir: false, jobs: 1 });
  try {
    assert.equal(index.ranking.placeOf.get('src/zz-partner.ts'), 1);
    assert.deepEqual(rankFor(index, index.focus).ranking.files, index.ranking.files, 'its own ranking back');
    const more = withFocus(index, { files: ['src/b.ts'] });
    assert.deepEqual([...more.ranking.placeOf.keys()].slice(0, 3), ['src/a.ts', 'src/b.ts', 'src/zz-partner.ts']);
  } finally {
    await closeIndex(index);
    repo.dispose();
  }
});
