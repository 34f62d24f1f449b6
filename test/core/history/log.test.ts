import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { historyFrom, parseHistory, readHistory, serializeHistory } from '../../../src/core/history/log';
import type { History, HistoryCommit } from '../../../src/core/types';
import { FixtureRepo, tempDir } from '../../helpers/repo';

let version = 0;
/** Commit a new content of each path; returns the commit's SHA. */
function change(repo: FixtureRepo, ...paths: string[]): string {
  version++;
  repo.write(Object.fromEntries(paths.map((path) => [path, `${path} ${version}\n`])));
  return repo.commit(`change ${paths.join(' ')}`);
}

function shallowClone(repo: FixtureRepo, depth: number): string {
  const dir = join(tempDir('repomap-shallow-'), 'clone');
  execFileSync('git', ['clone', '-q', '--depth', String(depth), `file://${repo.root}`, dir]);
  return dir;
}

const bySha = (history: History) => new Map(history.commits.map((commit) => [commit.sha, commit]));
const shape = ({ kind, files }: HistoryCommit) => ({ kind, files: [...files].sort() });

test('readHistory: commits newest first with parents, author time and files; the root commit adds none', () => {
  const repo = new FixtureRepo();
  const root = change(repo, 'a.ts', 'b.ts');
  const first = change(repo, 'a.ts', 'b.ts');
  const second = change(repo, 'c.ts');
  const history = readHistory(repo.root, 'main');
  assert.equal(history.base, second);
  assert.deepEqual(
    history.commits.map(({ sha, parents, kind, files }) => ({ sha, parents, kind, files: [...files].sort() })),
    [
      { sha: second, parents: [first], kind: 'counted', files: ['c.ts'] },
      { sha: first, parents: [root], kind: 'counted', files: ['a.ts', 'b.ts'] },
      { sha: root, parents: [], kind: 'root', files: [] },
    ],
  );
  assert.equal(history.commits[0].time, Number(repo.git('log', '-1', '--format=%at', second).trim()));
  assert.equal(history.commits[0].committed, Number(repo.git('log', '-1', '--format=%ct', second).trim()));
  assert.deepEqual([history.read, history.counted, history.ignored, history.cached], [3, 2, 0, 0]);
  assert.equal(history.end, 'start');
  assert.equal(history.notice, undefined);
  const limited = readHistory(repo.root, first, { limit: 1 });
  assert.deepEqual(
    limited.commits.map((commit) => commit.sha),
    [first],
  );
  assert.equal(limited.end, 'limit');
  assert.equal(readHistory(repo.root, first, { limit: 2 }).end, 'start');
});

test('readHistory: a merge links its parents, changes no file and does not count toward the limit', () => {
  const repo = new FixtureRepo();
  change(repo, 'x.ts');
  repo.git('checkout', '-q', '-b', 'side');
  const side = change(repo, 'a.ts', 'b.ts');
  repo.git('checkout', '-q', 'main');
  const main = change(repo, 'c.ts');
  repo.git('merge', '-q', '--no-ff', '-m', 'merge side', 'side');
  const merge = repo.git('rev-parse', 'HEAD').trim();
  const history = readHistory(repo.root, 'main', { limit: 2 });
  const commit = bySha(history).get(merge)!;
  assert.deepEqual([commit.kind, commit.files, [...commit.parents].sort()], ['merge', [], [main, side].sort()]);
  assert.deepEqual([history.read, history.counted, history.commits.length, history.end], [2, 2, 3, 'limit']);
  assert.deepEqual(
    history.commits.flatMap((c) => c.files),
    history.commits[1].sha === side ? ['a.ts', 'b.ts', 'c.ts'] : ['c.ts', 'a.ts', 'b.ts'],
  );
});

test('readHistory: a commit of more files than maxFiles (50) is ignored, its files left out', () => {
  const repo = new FixtureRepo();
  change(repo, 'seed.ts');
  const many = Array.from({ length: 60 }, (_, i) => `gen/f${String(i).padStart(2, '0')}.ts`);
  const large = change(repo, ...many);
  const history = readHistory(repo.root, 'HEAD');
  assert.deepEqual(shape(bySha(history).get(large)!), { kind: 'large', files: [] });
  assert.deepEqual([history.read, history.counted, history.ignored], [2, 0, 1]);
  const wider = readHistory(repo.root, 'HEAD', { maxFiles: 60 });
  assert.deepEqual(shape(bySha(wider).get(large)!), { kind: 'counted', files: many });
  assert.equal(wider.ignored, 0);
});

/** root, three commits of a and b together, then c, then d. */
function linear(): { repo: FixtureRepo; shas: string[] } {
  const repo = new FixtureRepo();
  const shas = [change(repo, 'x.ts')];
  for (let i = 0; i < 3; i++) shas.push(change(repo, 'a.ts', 'b.ts'));
  shas.push(change(repo, 'c.ts'), change(repo, 'd.ts'));
  return { repo, shas };
}

test('readHistory: a shallow clone reads what it has, says so, and keeps the boundary commit out of the statistics', () => {
  const { repo, shas } = linear();
  const clone = shallowClone(repo, 3);
  const history = readHistory(clone, 'HEAD');
  assert.deepEqual(
    history.commits.map((commit) => [commit.sha, commit.kind]),
    [
      [shas[5], 'counted'],
      [shas[4], 'counted'],
      [shas[3], 'boundary'],
    ],
  );
  const boundary = history.commits[2];
  assert.deepEqual(boundary.files, [], 'git shows the boundary as adding every file');
  assert.deepEqual(boundary.parents, [shas[2]], 'its true parent, from the commit object');
  assert.deepEqual([history.read, history.counted, history.end], [3, 2, 'shallow']);
  assert.match(history.notice ?? '', /shallow clone stops after 3 commits: fetch more history/);
  // Enough commits for the limit: nothing to fetch, whatever lies past the boundary.
  const enough = readHistory(clone, 'HEAD', { limit: 3 });
  assert.deepEqual([enough.read, enough.end, enough.notice], [3, 'limit', undefined]);
});

test('readHistory: known commits continue the walk past the shallow boundary, the boundary counted in full', () => {
  const { repo, shas } = linear();
  const full = readHistory(repo.root, 'HEAD');
  const clone = shallowClone(repo, 3);
  const cached = parseHistory(serializeHistory(full))!;
  const continued = readHistory(clone, 'HEAD', { known: cached.commits });
  assert.deepEqual(
    continued.commits.map((commit) => commit.sha),
    full.commits.map((commit) => commit.sha),
  );
  assert.deepEqual(continued.commits.map(shape), full.commits.map(shape));
  assert.deepEqual(
    [continued.read, continued.counted, continued.cached, continued.end, continued.notice],
    [6, 5, 4, 'start', undefined],
  );
  // Known commits that stop short of the root: the walk ends at the gap, as shallow.
  const partial = readHistory(clone, 'HEAD', { known: cached.commits.filter((c) => c.sha !== shas[1]) });
  assert.deepEqual([partial.read, partial.cached, partial.end], [4, 2, 'shallow']);
  assert.match(partial.notice ?? '', /stops after 4 commits \(2 of them from the cache\)/);
  // The limit holds across the two parts.
  const limited = readHistory(clone, 'HEAD', { known: cached.commits, limit: 4 });
  assert.deepEqual([limited.read, limited.end], [4, 'limit']);
});

test('historyFrom: the history before a commit, from known commits alone', () => {
  const { repo, shas } = linear();
  const full = readHistory(repo.root, 'HEAD');
  const before = historyFrom(full.commits, [shas[3]]);
  assert.deepEqual(
    before.commits.map((commit) => commit.sha),
    [shas[3], shas[2], shas[1], shas[0]],
  );
  assert.deepEqual([before.base, before.read, before.counted, before.end], [shas[3], 4, 3, 'start']);
  assert.equal(historyFrom(full.commits, [shas[3]], { limit: 2 }).end, 'limit');
  assert.equal(historyFrom(full.commits, ['f'.repeat(40)]).end, 'shallow');
});

test('readHistory: one commit, no commit, a bad base, no repository: an empty history and a reason, no throw', () => {
  const one = new FixtureRepo({ 'a.ts': 'a\n' });
  const sha = one.commit();
  const single = readHistory(one.root, 'HEAD');
  assert.deepEqual([single.base, single.read, single.counted, single.end], [sha, 1, 0, 'one-commit']);
  assert.match(single.notice ?? '', /one commit/);
  const none = readHistory(new FixtureRepo().root, 'HEAD');
  assert.deepEqual([none.commits, none.end, none.notice], [[], 'no-commit', 'the repository has no commits yet']);
  for (const base of ['no-such-ref', '--output=x']) {
    const bad = readHistory(one.root, base);
    assert.deepEqual([bad.commits, bad.end], [[], 'no-commit']);
    assert.match(bad.notice ?? '', /^no commit at /);
  }
  const plain = tempDir('repomap-plain-');
  const outside = readHistory(plain, 'HEAD');
  assert.deepEqual(
    [outside.commits, outside.end, outside.notice],
    [[], 'no-repository', `not a git repository: ${plain}`],
  );
  const missing = readHistory(join(plain, 'missing'), 'HEAD');
  assert.deepEqual([missing.commits, missing.end], [[], 'no-repository']);
  assert.match(missing.notice ?? '', /^cannot read the git history: root is not a directory/);
});

test('readHistory: paths with spaces, tabs, newlines and non-ASCII characters come back as they are', () => {
  const repo = new FixtureRepo();
  change(repo, 'seed.ts');
  const paths = ['dir with space/file name.ts', 'naïve/日本語.ts', 'tab\there.ts', 'new\nline.ts', '\nleading.ts'];
  const sha = change(repo, ...paths);
  const history = readHistory(repo.root, 'HEAD');
  assert.deepEqual([...bySha(history).get(sha)!.files].sort(), [...paths].sort());
  assert.deepEqual(parseHistory(serializeHistory(history)), history);
});

test('serializeHistory / parseHistory: a round trip; corrupt or foreign input gives undefined', () => {
  const { repo } = linear();
  const clone = shallowClone(repo, 2);
  const history = readHistory(clone, 'HEAD');
  const data = serializeHistory(history);
  assert.deepEqual(parseHistory(data), history);
  const full = readHistory(repo.root, 'HEAD', { known: [] });
  assert.deepEqual(parseHistory(serializeHistory(full)), full);
  const continued = readHistory(clone, 'HEAD', { known: full.commits });
  assert.equal(continued.cached, 5);
  assert.deepEqual(parseHistory(serializeHistory(continued)), { ...continued, cached: 0 });
  const header = Buffer.from('repomap-history 1\n');
  const wrapped = (json: unknown) => Buffer.concat([header, deflateRawSync(JSON.stringify(json))]);
  const good = JSON.parse(JSON.stringify({ base: history.base, end: history.end, paths: ['a'], commits: [] }));
  assert.ok(parseHistory(wrapped(good)), 'the wrapper itself is right');
  const row = [history.base, [], 1, 1, 'counted', [0]];
  const corrupt = [
    data.subarray(0, data.length - 5),
    Buffer.concat([Buffer.from('repomap-history 2\n'), data.subarray(header.length)]),
    Buffer.from('not a history'),
    Buffer.alloc(0),
    Buffer.concat([header, Buffer.from('not deflated')]),
    wrapped('text'),
    wrapped({ ...good, end: 'sideways' }),
    wrapped({ ...good, commits: [[...row.slice(0, 5), [1]]] }),
    wrapped({ ...good, commits: [[[history.base], ...row.slice(1)]] }),
    wrapped({ ...good, commits: [[...row.slice(0, 4), 'odd', [0]]] }),
    wrapped({ ...good, commits: [[row[0], ['xyz'], ...row.slice(2)]] }),
  ];
  assert.ok(parseHistory(wrapped({ ...good, commits: [row] })), 'the row itself is right');
  for (const input of corrupt) assert.equal(parseHistory(input), undefined);
  const flipped = Buffer.from(data);
  flipped[header.length + 3] ^= 0xff;
  assert.doesNotThrow(() => parseHistory(flipped));
});
