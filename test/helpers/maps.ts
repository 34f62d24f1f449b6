import { buildIndex, buildRepoMap, closeIndex, type RepoIndex, type RepoMap } from '../../src/core/index';
import { FixtureRepo } from './repo';

/** `check` run on the index of a committed fixture repository, without a change (one parse thread, no cache). */
export async function withIndexOf(files: Record<string, string>, check: (index: RepoIndex) => void): Promise<void> {
  const repo = new FixtureRepo(files);
  repo.commit();
  const index = await buildIndex({ root: repo.root, cacheDir: false, jobs: 1 });
  try {
    check(index);
  } finally {
    await closeIndex(index);
    repo.dispose();
  }
}

/** The map of a committed fixture repository, without a change. */
export async function mapOf(
  files: Record<string, string>,
  options: { identifiers?: string[]; budget?: number } = {},
): Promise<RepoMap> {
  const repo = new FixtureRepo(files);
  repo.commit();
  try {
    return await buildRepoMap({ root: repo.root, cacheDir: false, ...options });
  } finally {
    repo.dispose();
  }
}

/** The map of a change: `before` committed, then `after` written over it (null removes a file). */
export async function changeMap(
  before: Record<string, string>,
  after: Record<string, string | null>,
  budget = 4096,
): Promise<RepoMap> {
  const repo = new FixtureRepo(before);
  repo.commit('base');
  for (const [path, content] of Object.entries(after)) {
    if (content === null) repo.remove(path);
    else repo.write({ [path]: content });
  }
  repo.commit('change');
  try {
    return await buildRepoMap({ root: repo.root, base: 'HEAD~1', cacheDir: false, budget });
  } finally {
    repo.dispose();
  }
}
