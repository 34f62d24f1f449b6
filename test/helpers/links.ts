import assert from 'node:assert/strict';
import { DEFAULT_BUDGET, buildIndex, closeIndex, renderMap } from '../../src/core/index';
import { FixtureRepo } from './repo';
import { TUNING } from '../../src/core/rank/tuning';

/**
 * Ranks a committed repository of `files` once: its file graph must have the edge `link`
 * ('caller -> definer'), and, when `shown` is given, its map must show it.
 */
export async function assertCallLinks(
  files: Record<string, string>,
  link: string,
  shown?: string | RegExp,
): Promise<void> {
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
    await closeIndex(index);
    repo.dispose();
  }
}

/** A definition of its own per language, to add at the end of a file. */
const OWN_DEFINITION: [RegExp, (n: number) => string][] = [
  [/\.go$/, (n) => `\nfunc OnlyHere${n}() {}\n`],
  [/\.py$/, (n) => `\n\ndef only_here_${n}():\n    return ${n}\n`],
  [/\.rs$/, (n) => `\npub fn only_here_${n}() {}\n`],
  [/\.(java|kt|scala)$/, (n) => `\nclass OnlyHere${n} {}\n`],
  [/\.php$/, (n) => `\nfunction only_here_${n}() {}\n`],
  [/\.rb$/, (n) => `\ndef only_here_${n}; end\n`],
  [/\.(c|h)$/, (n) => `\nint only_here_${n}(void);\n`],
  [/\.cs$/, (n) => `\nclass OnlyHere${n} {}\n`],
  [/\.[cm]?[jt]sx?$/, (n) => `\nexport function onlyHere${n}() {}\n`],
];

/**
 * The files with each of `paths` given a definition of its own: namesakes that are different code,
 * so two definers, not copies folded into one entry (the same blob, or the same definitions).
 */
function apart(files: Record<string, string | Buffer>, paths: string[]): Record<string, string | Buffer> {
  const result = { ...files };
  paths.forEach((path, n) => {
    const own = OWN_DEFINITION.find(([pattern]) => pattern.test(path));
    const content = result[path];
    if (own && typeof content === 'string') result[path] = content + own[1](n + 1);
  });
  return result;
}

/**
 * The weights of the edges `'from -> to'` in the file graph of a committed repository of `files` (0
 * for an edge it lacks). Each `to` gets a definition of its own first (see apart): namesakes asked
 * about are different code.
 */
export async function edgeWeights(
  files: Record<string, string | Buffer>,
  edges: string[],
  prepare?: (repo: FixtureRepo) => void,
): Promise<number[]> {
  const repo = new FixtureRepo(apart(files, [...new Set(edges.map((edge) => edge.split(' -> ')[1]))]));
  prepare?.(repo);
  repo.commit();
  const index = await buildIndex({ root: repo.root, cacheDir: false, jobs: 1 });
  try {
    const { graph } = index;
    const weights = new Map<string, number>();
    for (let i = 0; i < graph.edgeFrom.length; i++)
      weights.set(`${graph.files[graph.edgeFrom[i]]} -> ${graph.files[graph.edgeTo[i]]}`, graph.edgeWeight[i]);
    return edges.map((edge) => weights.get(edge) ?? 0);
  } finally {
    await closeIndex(index);
    repo.dispose();
  }
}

/**
 * In a repository where `right` and `wrong` define the same names, `from` references them and its
 * imports reach `right` only: its link to `right` weighs importedBoost/shadowedFactor times its link
 * to `wrong` (or more, where an import's own name links to `right` too), as a link to an imported
 * definer does against a namesake that another definer shadows.
 */
export async function assertResolvesTo(
  files: Record<string, string | Buffer>,
  from: string,
  right: string,
  wrong: string,
  prepare?: (repo: FixtureRepo) => void,
): Promise<void> {
  const [toRight, toWrong] = await edgeWeights(files, [`${from} -> ${right}`, `${from} -> ${wrong}`], prepare);
  assert.ok(toRight > 0 && toWrong > 0, `both definers are linked: ${toRight}, ${toWrong}`);
  const ratio = TUNING.graph.importedBoost / TUNING.graph.shadowedFactor;
  assert.ok(
    toRight / toWrong > ratio - 1e-9,
    `${from}: ${right} weighs ${toRight}, ${wrong} ${toWrong} (expected ${ratio}× or more)`,
  );
}
