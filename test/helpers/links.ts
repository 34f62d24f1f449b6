import assert from 'node:assert/strict';
import { DEFAULT_BUDGET, rankRepository, renderRepoMap } from '../../src/core/index';
import { FixtureRepo } from './repo';

/**
 * Ranks a committed repository of `files` once: its file graph must have the edge `link`
 * ('caller -> definer'), and, when `shown` is given, its map must show it.
 */
export async function assertCallLinks(files: Record<string, string>, link: string, shown?: string | RegExp): Promise<void> {
  const repo = new FixtureRepo(files);
  repo.commit();
  const ranked = await rankRepository({ root: repo.root, cacheDir: false, jobs: 1 });
  try {
    const { graph } = ranked;
    const edges = Array.from(graph.edgeFrom, (from, i) => `${graph.files[from]} -> ${graph.files[graph.edgeTo[i]]}`);
    assert.ok(edges.includes(link), `edges: ${edges.join(', ')}`);
    if (shown !== undefined) {
      const { text } = await renderRepoMap(ranked, DEFAULT_BUDGET);
      if (typeof shown === 'string') assert.ok(text.includes(shown), text);
      else assert.match(text, shown);
    }
  } finally {
    ranked.counter.close();
    repo.dispose();
  }
}
