import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildRepoMap, formatRepoMap } from '../../../src/core/index';
import { countTokens, startTokenCounter } from '../../../src/core/tokens/counter';
import { encoderTable, tableOfRanks } from '../../../src/core/tokens/encoder';
import { O200K_PATTERN, PIECES, tokenRank, rankTableFile, tableCounter } from '../../../src/core/tokens/table';
import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { symbolLine, fileLine, useLine } from '../../../src/core/render/text';
import { tempDir } from '../../helpers/repo';

// Real code: Node's own type declarations (a dev dependency), copied out of this repository so
// that it is mapped as a plain directory.
function realCorpus(): string {
  const dir = tempDir();
  cpSync(dirname(require.resolve('@types/node/package.json')), dir, { recursive: true });
  return dir;
}

// The maps below test the map, not a cold parse: one tag cache, and one copy of the corpus for the
// tests that only read it, so that each copy is parsed once.
const cacheDir = join(tempDir(), 'cache');
const corpus = realCorpus();

test('the text map never exceeds the budget and fills it when content allows', async () => {
  const root = corpus;
  const budgets = [64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384];
  for (const budget of budgets) {
    const map = await buildRepoMap({ root, budget, cacheDir });
    assert.equal(map.tokens, countTokens(map.text), 'the reported count is the exact count of the text');
    assert.ok(map.tokens <= budget, `${map.tokens} tokens > budget ${budget}`);
    // There is far more content than 16k tokens: the map is full, but for less than one entry
    // (a file line and a signature of at most MAX_SIGNATURE characters) that did not fit.
    assert.ok(
      map.tokens >= 0.95 * budget || budget - map.tokens <= 64,
      `budget ${budget}: only ${map.tokens} tokens used`,
    );
  }
});

test('the note that names skipped files counts against the budget: the map still fits, and fills it', async () => {
  const root = realCorpus();
  writeFileSync(join(root, 'bundle.js'), 'function m(){return 1};'.repeat(9000));
  writeFileSync(join(root, 'logo.ts'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]));
  const note = '(skipped 2 files: 1 binary: logo.ts; 1 minified: bundle.js)\n';
  for (const budget of [128, 512, 2048, 8192]) {
    const map = await buildRepoMap({ root, budget, cacheDir });
    assert.equal(map.tokens, countTokens(map.text), 'the reported count is the exact count of the text, note included');
    assert.ok(map.tokens <= budget, `${map.tokens} tokens > budget ${budget}`);
    assert.ok(map.text.endsWith(`\n${note}`), `budget ${budget}: ${map.text.slice(-200)}`);
    assert.ok(
      map.tokens >= 0.95 * budget || budget - map.tokens <= 64,
      `budget ${budget}: only ${map.tokens} tokens used`,
    );
  }
});

test('the JSON lists exactly what the text map shows', async () => {
  const root = corpus;
  const map = await buildRepoMap({ root, budget: 1500, cacheDir });
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
        assert.ok(
          container >= 0,
          `${file.path}: the container ${symbol.container} of ${symbol.name} is listed before it`,
        );
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
  assert.equal(json.version, 3);
  assert.equal(json.tokenizer, 'o200k_base');
  assert.deepEqual(Object.keys(json), [
    'version',
    'repomapVersion',
    'budget',
    'tokens',
    'tokenizer',
    'focus',
    'files',
    'stats',
  ]);
  assert.deepEqual(
    Object.keys(json.stats),
    ['filesListed', 'filesSkipped', 'definitions', 'references'],
    'no run figures unless asked for',
  );
  const timed = JSON.parse(formatRepoMap(map, 'json', { timings: true }));
  assert.deepEqual(Object.keys(timed.stats), [
    'filesListed',
    'filesSkipped',
    'definitions',
    'references',
    'filesParsed',
    'filesFromCache',
    'ms',
  ]);
  assert.deepEqual(Object.keys(timed.stats.ms), ['discover', 'extract', 'focus', 'resolve', 'rank', 'render']);
});

test('the token counter loads its worker when told to or at its first count, counts as countTokens does, and after close counts on this thread', async () => {
  const texts = [
    '  12: export function mountApp(root: Element): void\n',
    'src/app.ts (changed)\n',
    '<|endoftext|> \u00e9\u4e2d\n',
  ];
  const expected = texts.map(countTokens);
  const lazy = startTokenCounter();
  assert.deepEqual(await lazy.count(texts), expected, 'the first count loads it');
  await lazy.close();
  const more = ['    7: def open_store(path):\n', 'lib/store.py (focus)\n'];
  assert.deepEqual(await lazy.count(more), more.map(countTokens), 'closed: counted here');
  const eager = startTokenCounter();
  eager.load();
  eager.load();
  assert.deepEqual(await eager.count(texts), expected);
  await eager.close();
  const never = startTokenCounter();
  await never.close();
  assert.deepEqual(await never.count(texts), expected, 'closed before it loaded: no worker, counted here');
});

// The encoder cuts a text into pieces and encodes each on its own: a text counts as the sum of its
// pieces, and a piece's count, once known, can be kept.

test("the pieces are cut by o200k_base's own pattern", () => {
  assert.equal(O200K_PATTERN, o200kBase.pat_str);
});

test("the counter counts every text as js-tiktoken's encode does: real code, every script, odd whitespace, special tokens, lone surrogates", () => {
  const encoder = new Tiktoken(o200kBase);
  const count = tableCounter(encoderTable(undefined).table);
  const types = dirname(require.resolve('@types/node/package.json'));
  const texts = readdirSync(types)
    .filter((name) => name.endsWith('.d.ts'))
    .sort()
    .flatMap((name) => readFileSync(join(types, name), 'utf8').split(/(?<=\n)/));
  // Random texts from a palette that reaches the byte-pair merge's hard cases: long words and
  // digits, many scripts (pieces of several bytes per character that few tokens cover whole), marks,
  // emoji, every kind of space and line break, special tokens, unpaired surrogates.
  const palette = [
    ...'aZ09_ \t\n\r\u00a0\u2028\u3000.,;:!?"\'`~@#$%^&*()[]{}<>/\\|-+=',
    'é',
    'ß',
    'ǅ',
    'ı',
    'ﬁ',
    '中',
    '文',
    'ひ',
    'カ',
    '한',
    'ק',
    'ع',
    'ह',
    'ไ',
    'Ж',
    'Ω',
    '\u0301',
    '\u200d',
    '😀',
    '👩‍💻',
    '🇫🇷',
    '\ud800',
    '\udfff',
    '<|endoftext|>',
    "'s",
    "'LL",
    'ing',
    'tion',
    '    ',
    '1234',
  ];
  let seed = 7;
  const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
  for (let i = 0; i < 3000; i++)
    texts.push(Array.from({ length: 1 + random(60) }, () => palette[random(palette.length)]).join(''));
  texts.push(
    '',
    'x'.repeat(5000),
    '9'.repeat(1000),
    ' '.repeat(300) + 'y',
    '\u00e9'.repeat(700),
    '\u{10ffff}\u{1f9ec}\u{e0001}',
  );
  assert.ok(texts.length > 40_000, `${texts.length} texts`);
  const wrong = texts.filter((text) => count(text) !== encoder.encode(text, [], []).length);
  assert.deepEqual(wrong.slice(0, 5), [], `${wrong.length} of ${texts.length} texts counted otherwise`);
});

test('a counter on a cache directory with no table has a worker make it and keep it there; the next counter reads it back; a broken copy is made again', async () => {
  const corpus = realCorpus();
  const declarations = readdirSync(corpus)
    .filter((name) => name.endsWith('.d.ts'))
    .sort()
    .slice(0, 12);
  const texts = declarations.flatMap((name) => readFileSync(join(corpus, name), 'utf8').split(/(?<=\n)/));
  texts.push(
    '<|endoftext|> \u00e9\u4e2d\u{1f600}\n',
    '   \t\n\n  x',
    '12345678 1,000,000',
    "we'll don't I'M",
    ' \u2028\r\n',
    '',
  );
  assert.ok(texts.length > 5000, `${texts.length} lines`);
  const expected = texts.map(countTokens);
  assert.equal(
    texts.join('').length,
    Array.from(texts.join('').matchAll(PIECES), (match) => match[0]).join('').length,
    'the pieces are the whole text',
  );

  const dir = tempDir();
  const first = startTokenCounter(dir);
  assert.deepEqual(await first.count(texts), expected);
  await first.close();
  const file = rankTableFile(dir);
  assert.deepEqual(readdirSync(dir), ['ranks-o200k_base-v2.bin'], 'the tokenizer thread kept its table');
  const written = readFileSync(file);

  const other = tempDir();
  cpSync(file, rankTableFile(other));
  const second = startTokenCounter(other);
  assert.deepEqual(await second.count(texts), expected, 'counted with the table read back');
  await second.close();

  writeFileSync(file, written.subarray(0, written.length - 8));
  const third = startTokenCounter(dir);
  assert.deepEqual(await third.count(texts.slice(0, 500)), expected.slice(0, 500), 'a cut table: made again');
  await third.close();
  assert.deepEqual(readFileSync(file), written, 'and written again');
});

test("the table made from the ranks is js-tiktoken's own: every token's bytes with its rank", () => {
  const own = (new Tiktoken(o200kBase) as unknown as { rankMap: Map<string, number> }).rankMap;
  const made = tableOfRanks(o200kBase.bpe_ranks);
  assert.ok(own.size > 199_000, `${own.size} tokens`);
  assert.equal(made.ranks.length, own.size);
  const differ = [...own].filter(([key, rank]) => {
    const bytes = Uint8Array.from(key.split(','), Number);
    return tokenRank(made, bytes, 0, bytes.length) !== rank;
  });
  assert.deepEqual(differ.slice(0, 5), [], `${differ.length} tokens differ`);
  const none = Uint8Array.from(Buffer.from(' qwzxqwzxqwzx'));
  assert.equal(tokenRank(made, none, 0, none.length), -1, 'bytes no token has');
});

test('the encoder reads its table back from the cache directory, and makes it again from the ranks when the copy is broken', () => {
  const dir = tempDir();
  writeFileSync(join(dir, 'ranks-o200k_base-0000000000000000.bin'), 'a table of an older version');
  writeFileSync(join(dir, 'ranks-o200k_base-v2.bin.123.0.x1.tmp'), 'a write that never ended');
  // Long ago: a newer one may be another thread's, writing now.
  utimesSync(
    join(dir, 'ranks-o200k_base-v2.bin.123.0.x1.tmp'),
    new Date(Date.now() - 2 * 3600_000),
    new Date(Date.now() - 2 * 3600_000),
  );
  const text = `${readFileSync(__filename, 'utf8')}\n<|endoftext|> \u00e9\u4e2d\u{1f600} we'll 1,000,000`;
  const expected = countTokens(text);
  const made = encoderTable(dir);
  assert.equal(made.fromFile, false, 'no table yet: made from the ranks');
  assert.equal(tableCounter(made.table)(text), expected);
  assert.deepEqual(readdirSync(dir), ['ranks-o200k_base-v2.bin'], 'an older table and a temporary file are removed');
  const file = rankTableFile(dir);
  const written = readFileSync(file);
  const read = encoderTable(dir);
  assert.equal(read.fromFile, true, 'read back');
  assert.equal(tableCounter(read.table)(text), expected, 'and counts the same');
  assert.equal(encoderTable(undefined).fromFile, false, 'no directory: made from the ranks');

  // A changed byte among the tokens' bytes (its SHA-1 fails); slots that are all full, with their
  // SHA-1 (a lookup of bytes no token has would never end); sizes that do not add up; a cut file:
  // each is made again and written again.
  const json = written.readUInt32LE(4);
  const about = JSON.parse(written.toString('utf8', 12, 12 + json));
  const numbersAt = Math.ceil((12 + json) / 4) * 4;
  const changedByte = Buffer.from(written);
  changedByte[written.length - 9] ^= 1;
  const fullSlots = Buffer.from(written);
  const numbers = new Int32Array(fullSlots.buffer, fullSlots.byteOffset + numbersAt, (written.length - numbersAt) / 4);
  const slots = numbers.subarray(2 * about.tokens + 1, 2 * about.tokens + 1 + about.slots);
  slots.forEach((slot, i) => (slots[i] = slot || 1));
  const rehashed = createHash('sha1').update(fullSlots.subarray(numbersAt)).digest('hex');
  fullSlots.write(fullSlots.toString('latin1', 12, 12 + json).replace(about.sha1, rehashed), 12, 'latin1');
  const otherSizes = Buffer.from(
    written.toString('latin1').replace(`"tokens":${about.tokens}`, `"tokens":${about.tokens - 1}`),
    'latin1',
  );
  const cases = [
    ['a changed byte', changedByte],
    ['full slots', fullSlots],
    ['other sizes', otherSizes],
    ['a cut file', written.subarray(0, written.length - 8)],
  ] as const;
  for (const [what, bytes] of cases) {
    assert.notDeepEqual(bytes, written, what);
    writeFileSync(file, bytes);
    const again = encoderTable(dir);
    assert.equal(again.fromFile, false, what);
    assert.equal(tableCounter(again.table)(text), expected, what);
    assert.deepEqual(readFileSync(file), written, `${what}: written again`);
  }
});
