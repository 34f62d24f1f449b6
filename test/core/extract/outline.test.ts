import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildRepoMap, buildIndex, closeIndex } from '../../../src/core/index';
import { outlinesOf } from '../../../src/core/extract/outline';
import { FixtureRepo } from '../../helpers/repo';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TAG_FORMAT, TagCache } from '../../../src/core/cache/tag-cache';
import { blobSha } from '../../../src/core/util/files';
import { languageVersion } from '../../../src/core/extract/grammars';
import { defList, fileTags, plainOutcome } from '../../helpers/tags';

// Non-code files with an outline query (Markdown, YAML, JSON, CSS, SCSS, LaTeX) enter the map as
// their outline when the map wants them (changed or focus files, key project files); they are not
// parsed with the code, their changes add no identifiers to the focus, and their names link only
// among files of their own format.

const CODE = {
  'src/index.ts':
    'export function buildIndex(root: string): string {\n  return install(root);\n}\n\nexport function install(dir: string): string {\n  return dir;\n}\n',
};

test('changed Markdown, YAML and SCSS files enter as their outlines; a format without a query, as its first line', async () => {
  const repo = new FixtureRepo({
    ...CODE,
    'docs/guide.md': '# Guide\n\n## Install\n\nRun it.\n',
    'deploy/compose.yaml': 'services:\n  web:\n    image: shop\n',
    'styles/_mixins.scss': '@mixin card($pad) {\n  padding: $pad;\n}\n',
    'styles/page.scss': '.page {\n  @include card(1rem);\n}\n',
    'notes.txt': 'old notes\n',
    'docs/empty.md': 'No headings here.\n',
  });
  repo.commit('base');
  repo.write({
    'docs/guide.md': '# Guide\n\n## Install\n\nRun it, then call buildIndex.\n\n## Upgrade\n\nRead the notes.\n',
    'deploy/compose.yaml': 'services:\n  web:\n    image: shop\n  db:\n    image: postgres\n',
    'styles/_mixins.scss': '@mixin card($pad) {\n  padding: $pad;\n  margin: 0;\n}\n',
    'styles/page.scss': '.page {\n  @include card(2rem);\n}\n',
    'notes.txt': 'new notes\n',
    'docs/empty.md': 'Still no headings.\n',
  });
  repo.commit('head');
  try {
    const map = await buildRepoMap({ root: repo.root, base: 'HEAD~1', cacheDir: false, budget: 2000 });
    const symbols = (path: string) =>
      map.files.find((f) => f.path === path)?.symbols.map((s) => `${s.line} ${s.kind} ${s.name}: ${s.signature}`);
    assert.deepEqual(symbols('docs/guide.md'), [
      '1 heading Guide: # Guide',
      '3 heading Install: ## Install',
      '7 heading Upgrade: ## Upgrade',
    ]);
    assert.deepEqual(symbols('deploy/compose.yaml'), ['1 key services: services', '2 key web: web', '4 key db: db']);
    assert.deepEqual(symbols('styles/_mixins.scss'), ['1 macro card: @mixin card($pad)']);
    assert.deepEqual(symbols('styles/page.scss'), ['1 selector .page: .page']);
    assert.deepEqual(symbols('notes.txt'), ['1 file notes.txt: new notes']);
    assert.deepEqual(symbols('docs/empty.md'), ['1 file empty.md: Still no headings.']);
    // Words in changed Markdown lines name nothing to look up: `buildIndex` is no identifier of the focus.
    assert.deepEqual(map.focus.identifiers, []);
    // Only the code is parsed with the repository; the outlines are counted as files in no language.
    assert.equal(map.run.filesParsed, 1);
    assert.equal(map.stats.filesSkipped.unsupported, 6);
  } finally {
    repo.dispose();
  }
});

test('an outline links within its own format only: an @include to its mixin, never a heading to a function', async () => {
  const repo = new FixtureRepo({
    ...CODE,
    'README.md': '# shop\n\n## install\n\n## buildIndex\n',
    'styles/_mixins.scss': '@mixin card($pad) {\n  padding: $pad;\n}\n',
    'styles/page.scss': '.page {\n  @include card(1rem);\n}\n',
  });
  repo.commit();
  const index = await buildIndex({
    root: repo.root,
    cacheDir: false,
    jobs: 1,
    focusFiles: ['styles/page.scss', 'styles/_mixins.scss'],
  });
  try {
    const { graph } = index;
    const edges = Array.from(graph.edgeFrom, (from, i) => `${graph.files[from]} -> ${graph.files[graph.edgeTo[i]]}`);
    assert.deepEqual(edges, ['styles/page.scss -> styles/_mixins.scss']);
  } finally {
    await closeIndex(index);
    repo.dispose();
  }
});

test('outlines stop at their byte budget: the files after it enter as their first line', async () => {
  const headings = (n: number) => Array.from({ length: n }, (_, i) => `## Part ${i + 1}\n\ntext\n`).join('\n');
  const repo = new FixtureRepo(
    { 'a.md': `# A\n\n${headings(3)}`, 'b.md': `# B\n\n${headings(3)}`, 'c.yml': 'name: c\nkind: test\n' },
    { git: false },
  );
  try {
    const size = Buffer.byteLength(`# A\n\n${headings(3)}`);
    const outlines = await outlinesOf(repo.root, ['a.md', 'b.md', 'c.yml'], undefined, size);
    assert.deepEqual(
      defList(outlines.get('a.md')).map((d) => d.signature),
      ['# A', '## Part 1', '## Part 2', '## Part 3'],
    );
    assert.deepEqual(
      defList(outlines.get('b.md')).map((d) => `${d.kind} ${d.signature}`),
      ['file # B'],
    );
    assert.deepEqual(
      defList(outlines.get('c.yml')).map((d) => `${d.kind} ${d.signature}`),
      ['file name: c'],
    );
  } finally {
    repo.dispose();
  }
});

test('a minified JSON file and a binary one are not outlined', async () => {
  const minified = `{${Array.from({ length: 400 }, (_, i) => `"key${i}":${i}`).join(',')}}`;
  const repo = new FixtureRepo(
    { 'data.json': minified, 'blob.json': Buffer.from([0x7b, 0, 0, 0x7d]), 'ok.json': '{\n  "name": "shop"\n}\n' },
    { git: false },
  );
  try {
    const outlines = await outlinesOf(repo.root, ['data.json', 'blob.json', 'ok.json']);
    assert.deepEqual(
      defList(outlines.get('data.json')).map((d) => `${d.kind} ${d.line}`),
      ['file 1'],
    );
    assert.equal(outlines.has('blob.json'), false);
    assert.deepEqual(
      defList(outlines.get('ok.json')).map((d) => `${d.kind} ${d.name}: ${d.signature}`),
      ['key name: "name": "shop"'],
    );
  } finally {
    repo.dispose();
  }
});

test('an outline is cached by the content outlined: a second run reads it from the tag cache instead of parsing', async () => {
  const repo = new FixtureRepo({ 'README.md': '# shop\n\n## install\n', 'notes.txt': 'plain notes\n' }, { git: false });
  const dir = mkdtempSync(join(tmpdir(), 'repomap-outline-cache-'));
  try {
    const opened = async () => {
      const cache = new TagCache(dir);
      await cache.openPacks(repo.root);
      return cache;
    };
    const cache = await opened();
    const first = await outlinesOf(repo.root, ['README.md', 'notes.txt'], undefined, undefined, cache);
    cache.closePacks();
    assert.deepEqual(
      defList(first.get('README.md')).map((d) => d.signature),
      ['# shop', '## install'],
    );
    const sha = blobSha(readFileSync(join(repo.root, 'README.md')));
    const version = languageVersion('markdown', TAG_FORMAT);
    assert.deepEqual(
      plainOutcome((await opened()).get(version, sha, 5000)),
      plainOutcome({ tags: first.get('README.md')! }),
    );
    // The entry is where any file's tags of this content and language would be: put others there,
    // and the next run shows what the cache says, so it did not parse the file again.
    rmSync(dir, { recursive: true, force: true });
    const planted = await opened();
    planted.remember(
      version,
      sha,
      { tags: fileTags([{ name: 'cached', kind: 'heading', line: 1, endLine: 1, signature: '# cached' }]) },
      5000,
    );
    planted.closePacks();
    const second = await outlinesOf(repo.root, ['README.md', 'notes.txt'], undefined, undefined, await opened());
    assert.deepEqual(
      defList(second.get('README.md')).map((d) => d.signature),
      ['# cached'],
    );
    assert.deepEqual(second.get('notes.txt'), first.get('notes.txt'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
    repo.dispose();
  }
});
