import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildRepoMap } from '../../../src/core/index';
import { formatRepoMap } from '../../../src/core/render/format';
import { markdownMapOf, renderMarkdown } from '../../../src/core/render/markdown';
import { FixtureRepo } from '../../helpers/repo';

test("formatRepoMap: the text map as it is, the markdown around it, the JSON with the run's figures only when asked", async () => {
  const repo = new FixtureRepo({
    'src/store.py': 'class Store:\n    def get(self, key):\n        return key\n',
    'src/app.py': 'from .store import Store\n\ndef main():\n    return Store().get(1)\n',
  });
  repo.commit();
  try {
    const map = await buildRepoMap({ root: repo.root, cacheDir: false, budget: 300 });
    assert.equal(formatRepoMap(map, 'text'), map.text);
    assert.equal(formatRepoMap(map, 'markdown'), renderMarkdown(markdownMapOf(map)));
    const json = JSON.parse(formatRepoMap(map, 'json'));
    assert.deepEqual(
      json.files.map((file: { path: string }) => file.path),
      map.files.map((file) => file.path),
    );
    assert.deepEqual(json.stats, map.stats);
    const timed = JSON.parse(formatRepoMap(map, 'json', { timings: true }));
    assert.deepEqual(timed.stats, { ...map.stats, ...map.run });
    assert.ok('filesParsed' in timed.stats && !('filesParsed' in json.stats));
  } finally {
    repo.dispose();
  }
});
