import { test } from 'node:test';
import assert from 'node:assert/strict';
import { personalizedPageRank, toWalks } from '../../../src/core/rank/pagerank';
import { rank } from '../../../src/core/rank/signals';
import { TUNING } from '../../../src/core/rank/tuning';
import { ImportTable } from '../../../src/core/resolve/imports';
import { buildFileGraph, edgeWeigher, nameSpecificity, toGraphology, wordsIn } from '../../../src/core/rank/graph';
import { indexNames } from '../../../src/core/rank/names';
import { StringTable } from '../../../src/core/util/strings';
import { buildRepoMap, formatRepoMap } from '../../../src/core/index';
import { byScoreDescending, byScoreDescendingWhenRead } from '../../../src/core/util/order';
import fc from 'fast-check';
import { FixtureRepo } from '../../helpers/repo';
import { callersFirst } from '../../../src/core/select/uses';
import type { RankedDefinition } from '../../../src/core/types';
import { fileTags } from '../../helpers/tags';

const close = (actual: ArrayLike<number>, expected: number[]) =>
  expected.forEach((value, i) =>
    assert.ok(Math.abs(actual[i] - value) < 1e-6, `rank[${i}] = ${actual[i]}, expected ${value}`),
  );

test('personalized PageRank matches the closed form on a two-node graph', () => {
  const walks = toWalks(2, [0], [1], [3]);
  // Uniform teleport; node 1 has no out-edge, so its mass teleports: r0 = 0.5/1.425.
  close(personalizedPageRank(walks, Float64Array.from([0.5, 0.5])).forward, [0.5 / 1.425, 1 - 0.5 / 1.425]);
  // All teleport to node 0: r0 = 0.15 / (1 - 0.85²).
  close(personalizedPageRank(walks, Float64Array.from([1, 0])).forward, [0.15 / 0.2775, 1 - 0.15 / 0.2775]);
  // Against the edge, node 0 has nowhere to go: with all teleport to node 1, r1 = 0.15 / (1 - 0.85²).
  close(personalizedPageRank(walks, Float64Array.from([0, 1]), true).reverse!, [1 - 0.15 / 0.2775, 0.15 / 0.2775]);
});

test('edge weights are normalized per node and split the flow', () => {
  const walks = toWalks(3, [0, 0, 1, 2], [1, 2, 0, 0], [3, 1, 1, 1]);
  const { forward: rank } = personalizedPageRank(walks, Float64Array.from([1 / 3, 1 / 3, 1 / 3]));
  assert.ok(Math.abs(rank.reduce((a, b) => a + b, 0) - 1) < 1e-9, 'ranks sum to 1');
  assert.ok(rank[1] > rank[2] * 2, 'three times the weight gives node 1 far more rank than node 2');
});

test('the walk against the edges, made in the same pass, is the walk along the reversed edges to the bit', () => {
  // Small dense graphs with weights of many magnitudes: sums in another order would differ in their last bits.
  const graph = fc.integer({ min: 1, max: 12 }).chain((n) =>
    fc.record({
      n: fc.constant(n),
      edges: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1), fc.double({ min: 0.001, max: 1000, noNaN: true })), {
        maxLength: 300,
        size: 'max',
      }),
      teleport: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: n, maxLength: n }),
    }),
  );
  fc.assert(
    fc.property(graph, ({ n, edges, teleport }) => {
      // Edges sorted and merged per pair, as the file graph's are; the teleport vector sums to 1.
      const merged = new Map<number, number>();
      for (const [from, to, weight] of edges)
        if (from !== to) merged.set(from * n + to, (merged.get(from * n + to) ?? 0) + weight);
      const keys = [...merged.keys()].sort((a, b) => a - b);
      const from = keys.map((k) => Math.floor(k / n));
      const to = keys.map((k) => k % n);
      const weight = keys.map((k) => merged.get(k)!);
      const total = teleport.reduce((a, b) => a + b, 0);
      const start = Float64Array.from(teleport, (v) => (total > 0 ? v / total : 1 / n));
      const { forward, reverse } = personalizedPageRank(toWalks(n, from, to, weight), start, true);
      const reversed = personalizedPageRank(toWalks(n, to, from, weight), start);
      assert.deepEqual(Array.from(reverse!), Array.from(reversed.forward));
      assert.deepEqual(
        Array.from(forward),
        Array.from(personalizedPageRank(toWalks(n, from, to, weight), start).forward),
      );
    }),
    { seed: 15, numRuns: 200 },
  );
});

test('ordering by score (a radix sort on the bits, and made as read) is the stable comparator sort, ties in the given order', () => {
  // Scores as ranking makes them: zeros (and -0), exact ties, subnormals, and values in every binade.
  const score = fc.oneof(
    fc.constantFrom(0, -0, 1, 0.5, 5e-324, 1e-300, 1e300),
    fc.double({ min: 0, max: 1e6, noNaN: true }),
    fc.integer({ min: 0, max: 3 }).map((k) => k / 7),
  );
  fc.assert(
    fc.property(fc.array(score, { maxLength: 300 }), fc.integer(), (values, seed) => {
      const scores = Float64Array.from(values);
      // A shuffled order of the positions: ties must keep it.
      const given = Int32Array.from(values.keys());
      let state = seed;
      for (let i = given.length - 1; i > 0; i--) {
        state = (Math.imul(state, 1103515245) + 12345) | 0;
        const j = (state >>> 8) % (i + 1);
        [given[i], given[j]] = [given[j], given[i]];
      }
      const expected = Array.from(given).sort((a, b) => scores[b] - scores[a]);
      assert.deepEqual(Array.from(byScoreDescending(scores, given)), expected);
      // Made as read, its first places sorted apart (a head of 1 to 20): the same order, read in any order.
      const head = 1 + (Math.abs(seed) % 20);
      const placed = byScoreDescendingWhenRead(scores, given, head);
      const places = Array.from(given.keys()).reverse();
      assert.deepEqual(places.map(placed).reverse(), expected, `head ${head}`);
    }),
    { seed: 15, numRuns: 300 },
  );
});

test("the definitions with the callers' scaled, made as read, are the stable sort of the scaled scores", () => {
  const score = fc.oneof(fc.constantFrom(0, 1, 0.5, 0.25, 2), fc.double({ min: 0, max: 10, noNaN: true }));
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.constantFrom('a.ts', 'b.ts', 'c.ts', 'd.ts'), score), { maxLength: 80 }),
      fc.subarray(['a.ts', 'b.ts', 'c.ts']),
      (entries, callers) => {
        const ranked = entries
          .map(([path, s], position): RankedDefinition => ({
            name: `n${position}`,
            kind: 'function',
            line: position + 1,
            endLine: position + 1,
            signature: '',
            path,
            position,
            score: s,
          }))
          .sort((a, b) => b.score - a.score);
        const scaled = ranked.map((def) =>
          callers.includes(def.path) ? { ...def, score: def.score * TUNING.uses.callerDefinitionShare } : def,
        );
        const expected = scaled
          .map((def, place) => ({ def, place }))
          .sort((a, b) => b.def.score - a.def.score || a.place - b.place)
          .map(({ def }) => def);
        const uses = callers.map((path) => ({ path }));
        assert.deepEqual([...callersFirst(ranked, uses)], callers.length ? expected : ranked);
        assert.deepEqual([...callersFirst(ranked, uses)], [...callersFirst(ranked, uses)], 'read twice, the same');
      },
    ),
    { seed: 21, numRuns: 300 },
  );
});

test('specific names weigh more than short, private, dunder and ambiguous ones', () => {
  const specific = nameSpecificity('parseConfigFile', 1, 2, 100);
  assert.ok(specific > nameSpecificity('parse', 1, 2, 100));
  assert.ok(nameSpecificity('parse', 1, 2, 100) > nameSpecificity('get', 1, 2, 100));
  assert.ok(nameSpecificity('load', 1, 2, 100) > nameSpecificity('_load', 1, 2, 100));
  assert.ok(nameSpecificity('_load', 1, 2, 100) > nameSpecificity('__init__', 1, 2, 100));
  assert.equal(nameSpecificity('parseConfigFile', 2, 2, 100), specific / 2, 'split among definers');
  assert.equal(nameSpecificity('parseConfigFile', 21, 2, 100), 0, 'too many definers to mean anything');
  assert.ok(nameSpecificity('parseConfigFile', 1, 60, 100) < specific, 'referenced from most files');
  assert.ok(
    nameSpecificity('parseConfigFile', 1, 15, 100) < specific,
    'referenced from more than a tenth of the files',
  );
  assert.equal(nameSpecificity('parseConfigFile', 1, 10, 100), specific, 'a tenth of the files is not yet everywhere');
});

test("a name's words are counted as splitting it at underscores and at a capital after a small letter or digit would", () => {
  const bySplitting = (name: string) => name.split(/_+|(?<=[a-z0-9])(?=[A-Z])/).filter(Boolean).length;
  for (const [name, words] of [
    ['parseConfigFile', 3],
    ['parse_config', 2],
    ['__init__', 1],
    ['HTTPServer', 1],
    ['utf8Decoder', 2],
    ['_', 0],
    ['', 0],
    ['a__b_', 2],
    ['großWert', 1],
    ['größeWert', 2],
  ] as const) {
    assert.equal(wordsIn(name), words, name);
  }
  const letters = fc.constantFrom(...'aZ_9é_B0z'.split(''), '\u{1F600}');
  fc.assert(
    fc.property(
      fc.array(letters, { maxLength: 16 }).map((parts) => parts.join('')),
      (name) => wordsIn(name) === bySplitting(name),
    ),
    { seed: 22, numRuns: 2000 },
  );
});

function project(): FixtureRepo {
  const repo = new FixtureRepo({
    'src/config.ts': [
      "import { readText } from './io';",
      'export interface AppConfig { name: string }',
      'export function parseConfigFile(path: string): AppConfig {',
      '  return { name: readText(path) };',
      '}',
      'export function legacyLoader(path: string): string {',
      '  return readText(path);',
      '}',
      '',
    ].join('\n'),
    'src/io.ts': 'export function readText(path: string): string {\n  return path;\n}\n',
    'src/schema.ts': 'export function validateSchema(value: unknown): boolean {\n  return value !== null;\n}\n',
    'src/app.ts': [
      "import { parseConfigFile } from './config';",
      'export function helperOne(): number {',
      '  return 1;',
      '}',
      'export function startApplication(): void {',
      "  parseConfigFile('app.json');",
      '}',
      '',
    ].join('\n'),
    'src/cli.ts':
      "import { parseConfigFile } from './config';\nexport function runCommandLine(): void {\n  parseConfigFile('cli.json');\n}\n",
    'src/old.ts':
      "import { legacyLoader } from './config';\nexport function migrateOldData(): string {\n  return legacyLoader('old');\n}\n",
    'src/unrelated1.ts': 'export function renderWidget(): number {\n  return 42;\n}\n',
    'src/unrelated2.ts': 'export function computeTotals(): number {\n  return 7;\n}\n',
  });
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  repo.write({
    'src/config.ts': [
      "import { readText } from './io';",
      "import { validateSchema } from './schema';",
      'export interface AppConfig { name: string }',
      'export function parseConfigFile(path: string): AppConfig {',
      '  const value = { name: readText(path) };',
      '  validateSchema(value);',
      '  return value;',
      '}',
      '',
    ].join('\n'),
  });
  repo.commit('head');
  return repo;
}

test('a PR map puts the changed file first, then its callers (also of removed code) and the code it uses', async () => {
  const repo = project();
  try {
    const map = await buildRepoMap({ root: repo.root, base: 'main', head: 'feature', cacheDir: false, budget: 2000 });
    assert.deepEqual(map.focus.files, ['src/config.ts']);
    for (const name of ['parseConfigFile', 'validateSchema', 'legacyLoader'])
      assert.ok(map.focus.identifiers.includes(name), name);
    const order = map.files.map((f) => f.path);
    assert.equal(order[0], 'src/config.ts');
    const position = (path: string) => {
      const at = order.indexOf(path);
      assert.ok(at >= 0, `${path} is in the map: ${order.join(', ')}`);
      return at;
    };
    for (const relevant of ['src/app.ts', 'src/cli.ts', 'src/schema.ts', 'src/old.ts']) {
      for (const unrelated of ['src/unrelated1.ts', 'src/unrelated2.ts']) {
        assert.ok(
          position(relevant) < position(unrelated),
          `${relevant} ranks above ${unrelated}: ${order.join(', ')}`,
        );
      }
    }
    // Inside a caller, the definition that calls the changed function comes before the one that does not.
    const app = map.files.find((f) => f.path === 'src/app.ts')!;
    assert.deepEqual(
      app.symbols.map((s) => s.name),
      ['helperOne', 'startApplication'],
    );
    const small = await buildRepoMap({ root: repo.root, base: 'main', head: 'feature', cacheDir: false, budget: 40 });
    assert.ok(small.text.includes('startApplication') || small.text.includes('parseConfigFile'), small.text);
    assert.ok(!small.text.includes('helperOne'), `a tight budget keeps the caller, not its neighbour:\n${small.text}`);
  } finally {
    repo.dispose();
  }
});

test('without a focus, the most used definitions rank first', async () => {
  const repo = project();
  try {
    const map = await buildRepoMap({ root: repo.root, cacheDir: false, budget: 2000 });
    assert.deepEqual(map.focus, { files: [], identifiers: [] });
    assert.equal(map.files[0].path, 'src/config.ts', 'referenced by three files');
    assert.ok(map.files.every((f) => !f.focus));
  } finally {
    repo.dispose();
  }
});

test('the file graph links references to definitions within a language family, and exports to graphology', () => {
  const tags = new Map([
    [
      'a.ts',
      fileTags(
        [],
        [
          { name: 'parseConfigFile', kind: 'call', line: 1 },
          { name: 'missingName', kind: 'call', line: 2 },
        ],
      ),
    ],
    [
      'b.ts',
      fileTags([
        { name: 'parseConfigFile', kind: 'function', line: 1, endLine: 3, signature: 'function parseConfigFile()' },
      ]),
    ],
    [
      'c.js',
      fileTags(
        [],
        [
          { name: 'parseConfigFile', kind: 'call', line: 1 },
          { name: 'parseConfigFile', kind: 'call', line: 5 },
        ],
      ),
    ],
    ['d.py', fileTags([], [{ name: 'parseConfigFile', kind: 'call', line: 1 }])],
  ]);
  const index = indexNames(tags);
  const graph = buildFileGraph(index, edgeWeigher(index, undefined));
  const edges = Array.from(graph.edgeFrom, (from, i) => `${graph.files[from]}->${graph.files[graph.edgeTo[i]]}`);
  assert.deepEqual(
    edges,
    ['a.ts->b.ts', 'c.js->b.ts'],
    'JS and TS share names; Python does not; unknown names link nothing',
  );
  assert.ok(graph.edgeWeight[1] > graph.edgeWeight[0], 'two references weigh more than one');
  const model = toGraphology(graph);
  assert.equal(model.order, 4);
  assert.equal(model.size, 2);
  assert.equal(model.getEdgeAttribute('c.js', 'b.ts', 'weight'), graph.edgeWeight[1]);
  // The export is the same bytes every time: graphology's generated edge keys count graphs made.
  assert.deepEqual(
    model.export().edges.map((e) => e.key),
    ['a.ts->b.ts', 'c.js->b.ts'],
  );
  assert.equal(JSON.stringify(toGraphology(graph).export()), JSON.stringify(model.export()));
});

/** A change to main.ts whose new line calls usedHelperFunction; other.ts calls into main.ts's untouched code. */
function changeScenario(untouchedCalls: number) {
  const def = (name: string, line: number) => ({
    name,
    kind: 'function',
    line,
    endLine: line + 2,
    signature: `function ${name}()`,
  });
  const ref = (name: string, line: number) => ({ name, kind: 'call', line });
  const calls = (name: string, count: number) => Array.from({ length: count }, (_, i) => ref(name, i + 1));
  const tags = new Map([
    ['lib.ts', fileTags([def('popularUtility', 1), def('usedHelperFunction', 10)])],
    [
      'main.ts',
      fileTags(
        [def('changedFunction', 1), def('untouchedAlpha', 5), def('untouchedBravo', 9)],
        [ref('usedHelperFunction', 2), ...calls('otherFunction', 4)],
      ),
    ],
    ['more1.ts', fileTags([], calls('popularUtility', 9))],
    ['more2.ts', fileTags([], calls('popularUtility', 9))],
    [
      'other.ts',
      fileTags([def('otherFunction', 1)], [...calls('popularUtility', 9), ...calls('untouchedAlpha', untouchedCalls)]),
    ],
    ['src/caller.ts', fileTags([def('callerFunction', 1)], [ref('changedFunction', 2)])],
    ['tests/fixtures/sample.ts', fileTags([def('sampleFunction', 1)], calls('changedFunction', 3))],
  ]);
  const focus = {
    changedFiles: ['main.ts'],
    files: ['more1.ts', 'more2.ts', 'other.ts'],
    identifiers: ['changedFunction', 'usedHelperFunction'],
    touched: ['changedFunction'],
    changes: [],
  };
  const index = indexNames(tags);
  const weigh = edgeWeigher(index, focus);
  const ranking = rank(buildFileGraph(index, weigh), index, tags, focus, weigh);
  const at = (name: string) => [...ranking.definitions].findIndex((d) => d.name === name);
  return { ranking, at, order: [...ranking.definitions].map((d) => d.name).join(', ') };
}

test('within the ranking: what the change uses is named, its own untouched code gives way, fixtures rank below code', () => {
  // usedHelperFunction gets less flow than popularUtility, which three focus files call; it is named by the change.
  const uses = changeScenario(9);
  assert.ok(
    uses.at('usedHelperFunction') < uses.at('popularUtility'),
    `the definition the changed lines use comes first in its file: ${uses.order}`,
  );
  assert.ok(
    uses.at('usedHelperFunction') < uses.at('changedFunction'),
    `the context comes before the change's own definitions, which the diff shows: ${uses.order}`,
  );
  // untouchedAlpha is called a lot, but it is the diff's own file: context outside the change comes first.
  const own = changeScenario(30);
  assert.ok(
    own.at('untouchedAlpha') > own.at('popularUtility'),
    `the changed file's untouched code gives way: ${own.order}`,
  );
  const files = own.ranking.files.map((f) => f.path);
  assert.ok(
    files.indexOf('src/caller.ts') < files.indexOf('tests/fixtures/sample.ts'),
    `a fixture ranks below code: ${files.join(', ')}`,
  );
});

test('names a changed line reads, not only calls, are in the focus; words in strings and comments are not', async () => {
  const repo = new FixtureRepo({
    'tokens.py': 'NEWLINE = 4\nINDENT = 5\nDEDENT = 6\n\n\ndef helper_function():\n    return 1\n',
    'lines.py': 'import tokens\n\n\ndef classify(kind):\n    return kind\n',
  });
  try {
    repo.commit('base');
    repo.write({
      'lines.py':
        'import tokens\n\n\ndef classify(kind):\n    if kind == tokens.NEWLINE:  # unlike helper_function\n        return "INDENT"\n    return kind\n',
    });
    repo.commit('head');
    const map = await buildRepoMap({ root: repo.root, base: 'HEAD~1', head: 'HEAD', cacheDir: false, budget: 2000 });
    assert.ok(map.focus.identifiers.includes('NEWLINE'), `read, not called: ${map.focus.identifiers.join(' ')}`);
    for (const word of ['helper_function', 'INDENT', 'if', 'kind'])
      assert.ok(!map.focus.identifiers.includes(word), `${word}: ${map.focus.identifiers.join(' ')}`);
    const tokens = map.files.find((f) => f.path === 'tokens.py');
    assert.equal(tokens?.symbols[0]?.name, 'NEWLINE', map.text);
  } finally {
    repo.dispose();
  }
});

test('within a file: a name defined again takes a smaller share, and each further definition counts less, but those the change names', () => {
  const def = (name: string, line: number) => ({
    name,
    kind: 'function',
    line,
    endLine: line,
    signature: `fn ${name}()`,
  });
  const tags = new Map([
    ['lib.rs', fileTags([def('Parser', 1), def('Parser', 3), def('tokenize', 5), def('finish', 7)])],
  ]);
  const index = indexNames(tags);
  const score = (focus: Parameters<typeof rank>[3]) => {
    const weigh = edgeWeigher(index, focus);
    const ranking = rank(buildFileGraph(index, weigh), index, tags, focus, weigh);
    return (line: number) => [...ranking.definitions].find((d) => d.line === line)!.score;
  };
  const close = (actual: number, expected: number, what: string) =>
    assert.ok(Math.abs(actual - expected) < 1e-12, `${what}: ${actual}, expected ${expected}`);
  // No references: every definition has the floor share; the second Parser a repeatedNameFactor of it.
  // In score order (Parser, tokenize, finish, the second Parser), the j-th counts fileDecay^j.
  const plain = score(undefined);
  close(plain(5) / plain(1), TUNING.rank.fileDecay, 'the second definition in score order');
  close(plain(7) / plain(1), TUNING.rank.fileDecay ** 2, 'the third');
  close(plain(3) / plain(1), TUNING.rank.repeatedNameFactor * TUNING.rank.fileDecay ** 3, 'the repeated name, last');
  // Names in the change's lines (tokenize, finish) keep their whole share, and the decay counts the others only.
  const named = score({ changedFiles: [], files: [], identifiers: ['finish', 'tokenize'], touched: [], changes: [] });
  close(named(7), named(5), 'two named definitions of a file, alike');
  assert.ok(named(5) > named(1), 'the named definitions come first');
  close(
    named(3) / named(1),
    TUNING.rank.repeatedNameFactor * TUNING.rank.fileDecay,
    'the repeated name is second among the others',
  );
});

test('definitions of equal score rank by file, line and name, also when a file lists them out of source order', () => {
  const def = (name: string, line: number) => ({
    name,
    kind: 'function',
    line,
    endLine: line,
    signature: `fn ${name}()`,
  });
  // Named in the change's lines, none decays: each file's three definitions score alike.
  const tags = new Map([
    ['b.rs', fileTags([def('zeta', 9), def('beta', 2), def('alpha', 2)])],
    ['a.rs', fileTags([def('beta', 4), def('alpha', 4), def('zeta', 1)])],
  ]);
  const index = indexNames(tags);
  const focus = { changedFiles: [], files: [], identifiers: ['alpha', 'beta', 'zeta'], touched: [], changes: [] };
  const weigh = edgeWeigher(index, focus);
  const ranking = rank(buildFileGraph(index, weigh), index, tags, focus, weigh);
  const order = [...ranking.definitions].map((d) => `${d.path}:${d.line} ${d.name}`);
  assert.equal(new Set([...ranking.definitions].map((d) => d.score)).size, 1, 'all alike');
  assert.deepEqual(order, ['a.rs:1 zeta', 'a.rs:4 alpha', 'a.rs:4 beta', 'b.rs:2 alpha', 'b.rs:2 beta', 'b.rs:9 zeta']);
  assert.deepEqual(
    [...ranking.definitions].map((d) => d.position),
    [2, 1, 0, 2, 1, 0],
    'each keeps its position in its file',
  );
});

test('a file that defines much keeps its best definition near its rank: the share is divided by the total and the best share blended (bestShare)', () => {
  const def = (name: string, line: number) => ({
    name,
    kind: 'function',
    line,
    endLine: line,
    signature: `fn ${name}()`,
  });
  const file = (prefix: string, count: number) =>
    fileTags(Array.from({ length: count }, (_, i) => def(`${prefix}Function${i}`, i + 1)));
  const tags = new Map([
    ['small.ts', file('small', 4)],
    ['suite.ts', file('suite', 36)],
  ]);
  const index = indexNames(tags);
  const weigh = edgeWeigher(index, undefined);
  const ranking = rank(buildFileGraph(index, weigh), index, tags, undefined, weigh);
  const ratio = (path: string) =>
    [...ranking.definitions].find((d) => d.path === path)!.score / ranking.files.find((f) => f.path === path)!.rank;
  // Every definition has the floor share: by the total alone the best would get 1/n of its file's rank.
  for (const [path, n] of [
    ['small.ts', 4],
    ['suite.ts', 36],
  ] as const) {
    const expected = 1 / n ** (1 - TUNING.rank.bestShare);
    assert.ok(Math.abs(ratio(path) - expected) < 1e-9, `${path}: ${ratio(path)}, expected ${expected}`);
  }
  assert.ok(
    ratio('suite.ts') > 4 / 36,
    `36 definitions do not cost the best one 9 times what 4 cost: ${ratio('suite.ts')} against ${ratio('small.ts')}`,
  );
});

test('a name the change uses counts for the definer its changed file imports, not for a namesake it does not', () => {
  const def = (name: string) => ({ name, kind: 'function', line: 1, endLine: 3, signature: `function ${name}()` });
  const tags = new Map([
    ['app/main.ts', fileTags([def('startApplication')], [{ name: 'renderWidget', kind: 'call', line: 2 }])],
    ['ui/right.ts', fileTags([def('renderWidget')])],
    ['vendor/wrong.ts', fileTags([def('renderWidget')])],
  ]);
  const index = indexNames(tags);
  const focus = { changedFiles: ['app/main.ts'], files: [], identifiers: ['renderWidget'], touched: [], changes: [] };
  const weigh = edgeWeigher(index, focus);
  // The same graph for both rankings (no import preference in its links): only the focus's reading of the name differs.
  const graph = buildFileGraph(index, weigh);
  const scoreOf = (ranking: ReturnType<typeof rank>, path: string) =>
    [...ranking.definitions].find((d) => d.path === path)!.score;
  const byName = rank(graph, index, tags, focus, weigh);
  assert.equal(
    scoreOf(byName, 'ui/right.ts'),
    scoreOf(byName, 'vendor/wrong.ts'),
    'without imports, both namesakes are meant alike',
  );
  const mainAt = index.files.indexOf('app/main.ts');
  const imports = new ImportTable(
    new Map([[mainAt, new Set([index.files.indexOf('ui/right.ts')])]]),
    new Map(),
    new Int32Array(index.files.length).fill(-1),
  );
  const resolved = rank(graph, index, tags, focus, weigh, new Set(), imports);
  const ratio = scoreOf(resolved, 'vendor/wrong.ts') / scoreOf(resolved, 'ui/right.ts');
  assert.ok(ratio < 0.5, `the namesake main.ts does not import ranks well below the one it does: ${ratio}`);
});

test('a name in changed lines that many files define, and no import of the change resolves, earns each definer a smaller bonus', () => {
  const def = (name: string, line: number) => ({
    name,
    kind: 'function',
    line,
    endLine: line,
    signature: `function ${name}()`,
  });
  /** A definer's named definition against its other one, when `definers` files define the name. */
  const ratio = (definers: number) => {
    const tags = new Map([['app/main.ts', fileTags([def('main', 1)], [{ name: 'title', kind: 'call', line: 1 }])]]);
    for (let i = 0; i < definers; i++)
      tags.set(`lib/f${String(i).padStart(2, '0')}.ts`, fileTags([def('title', 1), def(`other${i}`, 5)]));
    const index = indexNames(tags);
    const focus = { changedFiles: ['app/main.ts'], files: [], identifiers: ['title'], touched: [], changes: [] };
    const weigh = edgeWeigher(index, focus);
    const ranking = rank(buildFileGraph(index, weigh), index, tags, focus, weigh);
    const score = (name: string) =>
      [...ranking.definitions].find((d) => d.path === 'lib/f00.ts' && d.name === name)!.score;
    return score('title') / score('other0');
  };
  // The named definition takes all the inflow of its file (share 1) and the bonus on top of the floor.
  const expected = (bonus: number) => (TUNING.rank.definitionFloor + 1 + bonus) / TUNING.rank.definitionFloor;
  const limit = TUNING.rank.identifierDefiners;
  assert.ok(
    Math.abs(ratio(limit) - expected(TUNING.rank.identifierBonus)) < 1e-6,
    `${limit} definers: the whole bonus (${ratio(limit)})`,
  );
  const more = limit + 2;
  assert.ok(
    Math.abs(ratio(more) - expected((TUNING.rank.identifierBonus * limit) / more)) < 1e-6,
    `${more} definers: the bonus shrinks by ${limit}/${more} (${ratio(more)})`,
  );
});

test('a table of strings gives each string one number, as a map would, however many it holds, also when looked up by number in a shared table', () => {
  fc.assert(
    fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 3000 }), (texts) => {
      const names: string[] = [];
      const table = new StringTable(names);
      const expected = new Map<string, number>();
      texts.forEach((text, i) => {
        if (!expected.has(text)) expected.set(text, expected.size);
        // Every other string by its place in `texts`, as a shared table gives it.
        assert.equal(i % 2 ? table.numberIn(texts, i) : table.numberOf(text), expected.get(text));
      });
      assert.deepEqual(names, [...expected.keys()]);
      for (const [text, id] of expected) assert.equal(table.get(text), id);
      assert.equal(table.get('\u0000absent'), undefined);
    }),
    { numRuns: 50 },
  );
});

test('test blocks are no entries of the map and take no share of their file: ranks and entries are those of the same calls outside blocks', async () => {
  const suite = (calls: string) => ({
    'src/parse.ts': 'export function parse(s: string): string[] {\n  return s.split(",");\n}\n',
    'test/parse.test.ts': `import { parse } from '../src/parse';\nexport function helper(): string[] {\n  return parse('x');\n}\n${calls}`,
  });
  const blocks = "describe('parse', () => {\n  it('splits', () => {\n    parse('a');\n  });\n});\n";
  const bare = "parse('a');\n\n\n\n\n";
  const entries = async (calls: string) => {
    const repo = new FixtureRepo(suite(calls));
    repo.commit();
    try {
      const map = await buildRepoMap({ root: repo.root, cacheDir: false, identifiers: ['parse'], budget: 4096 });
      const json = JSON.parse(formatRepoMap(map, 'json'));
      return { text: map.text, files: json.files };
    } finally {
      repo.dispose();
    }
  };
  const [withBlocks, without] = [await entries(blocks), await entries(bare)];
  assert.match(withBlocks.text, /^ {2}2: export function helper\(\): string\[\]$/m);
  assert.doesNotMatch(withBlocks.text, /describe\(|it\(/);
  assert.deepEqual(withBlocks.files, without.files);
});
