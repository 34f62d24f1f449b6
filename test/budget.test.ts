import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildRepoMap, formatRepoMap } from '../src/core/index';
import { countTokens, startTokenCounter } from '../src/core/tokens';
import { symbolLine, fileLine, useLine } from '../src/core/render/text';
import { tempDir } from './helpers/repo';

// Real code: Node's own type declarations (a dev dependency), copied out of this repository so
// that it is mapped as a plain directory.
function realCorpus(): string {
  const dir = tempDir();
  cpSync(dirname(require.resolve('@types/node/package.json')), dir, { recursive: true });
  return dir;
}

test('the text map never exceeds the budget and fills it when content allows', async () => {
  const root = realCorpus();
  const cacheDir = join(tempDir(), 'cache');
  const budgets = [64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384];
  for (const budget of budgets) {
    const map = await buildRepoMap({ root, budget, cacheDir });
    assert.equal(map.tokens, countTokens(map.text), 'the reported count is the exact count of the text');
    assert.ok(map.tokens <= budget, `${map.tokens} tokens > budget ${budget}`);
    // There is far more content than 16k tokens: the map is full, but for less than one entry
    // (a file line and a signature of at most MAX_SIGNATURE characters) that did not fit.
    assert.ok(map.tokens >= 0.95 * budget || budget - map.tokens <= 64, `budget ${budget}: only ${map.tokens} tokens used`);
  }
});

test('the JSON lists exactly what the text map shows', async () => {
  const root = realCorpus();
  const map = await buildRepoMap({ root, budget: 1500, cacheDir: false });
  const json = JSON.parse(formatRepoMap(map, 'json'));
  let rebuilt = '';
  let members = 0;
  for (const file of json.files) {
    rebuilt += fileLine(file.path, file.focus ? 'focus' : undefined, file.copies) + '\n';
    // A member is indented once more than its container, the nearest symbol above it of that name.
    const depth: number[] = [];
    file.symbols.forEach((symbol: { name: string; container?: string; line: number; signature: string }, i: number) => {
      let container = -1;
      if (symbol.container !== undefined) {
        for (let j = i - 1; j >= 0 && container < 0; j--) if (file.symbols[j].name === symbol.container) container = j;
        assert.ok(container >= 0, `${file.path}: the container ${symbol.container} of ${symbol.name} is listed before it`);
        members++;
      }
      depth[i] = container < 0 ? 0 : depth[container] + 1;
      rebuilt += symbolLine(symbol, depth[i]) + '\n';
    });
    for (const use of file.uses ?? []) rebuilt += useLine(use) + '\n';
  }
  assert.ok(members > 0, 'the declarations have members: they are shown under their containers');
  assert.equal(rebuilt, map.text);
  assert.equal(json.tokens, map.tokens);
  assert.equal(json.version, 2);
  assert.equal(json.tokenizer, 'o200k_base');
  assert.deepEqual(Object.keys(json), ['version', 'budget', 'tokens', 'tokenizer', 'focus', 'files', 'stats']);
  assert.deepEqual(Object.keys(json.stats), ['filesListed', 'filesSkipped', 'definitions', 'references'], 'no run figures unless asked for');
  const timed = JSON.parse(formatRepoMap(map, 'json', { timings: true }));
  assert.deepEqual(Object.keys(timed.stats), ['filesListed', 'filesSkipped', 'definitions', 'references', 'filesParsed', 'filesFromCache', 'ms']);
  assert.deepEqual(Object.keys(timed.stats.ms), ['discover', 'extract', 'focus', 'resolve', 'rank', 'render']);
});

test('the token counter loads its worker when told to or at its first count, counts as countTokens does, and after close counts on this thread', async () => {
  const texts = ['  12: export function mountApp(root: Element): void\n', 'src/app.ts (changed)\n', '<|endoftext|> \u00e9\u4e2d\n'];
  const expected = texts.map(countTokens);
  const lazy = startTokenCounter();
  assert.deepEqual(await lazy.count(texts), expected, 'the first count loads it');
  lazy.close();
  assert.deepEqual(await lazy.count(texts), expected, 'closed: counted here');
  const eager = startTokenCounter();
  eager.load();
  eager.load();
  assert.deepEqual(await eager.count(texts), expected);
  eager.close();
  const never = startTokenCounter();
  never.close();
  assert.deepEqual(await never.count(texts), expected, 'closed before it loaded: no worker, counted here');
});
