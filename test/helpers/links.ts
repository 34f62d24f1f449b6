import assert from 'node:assert/strict';
import { DEFAULT_BUDGET, buildIndex, closeIndex, renderMap } from '../../src/core/index';
import { FixtureRepo } from './repo';

/**
 * Ranks a committed repository of `files` once: its file graph must have the edge `link`
 * ('caller -> definer'), and, when `shown` is given, its map must show it.
 */
export async function assertCallLinks(files: Record<string, string>, link: string, shown?: string | RegExp): Promise<void> {
  const repo = new FixtureRepo(files);
  repo.commit();
  const index = await buildIndex({ root: repo.root, cacheDir: false, jobs: 1 });
  try {
    const { graph } = index;
    const edges = Array.from(graph.edgeFrom, (from, i) => `${graph.files[from]} -> ${graph.files[graph.edgeTo[i]]}`);
    assert.ok(edges.includes(link), `edges: ${edges.join(', ')}`);
    if (shown !== undefined) {
      const { text } = await renderMap(index, DEFAULT_BUDGET);
      if (typeof shown === 'string') assert.ok(text.includes(shown), text);
      else assert.match(text, shown);
    }
  } finally {
    closeIndex(index);
    repo.dispose();
  }
}
