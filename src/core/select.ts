import type { MapFile, RankedDefinition, Ranking, Selection } from './types';
import { localCounter, type TokenCounter } from './tokens';
import { fileLine, markOf, renderText, symbolLine } from './render/text';

/** How far past the end of the rank-ordered prefix to look for smaller entries that still fit. */
const FILL_LOOKAHEAD = 256;

interface Item {
  path: string;
  def?: RankedDefinition;
}

/** Entries costed per round trip to the token counter. */
const COST_BATCH = 256;

/**
 * The map that fits the budget: the longest prefix of entries in rank order (the focus files' paths
 * first, then definitions by score), then any of the next few entries that still fit.
 * Lines are costed one by one (o200k's pre-tokenizer never joins two of our lines into one token),
 * in batches; the final string is then counted exactly and trimmed until it fits, so the budget is
 * a hard limit.
 */
export async function selectWithinBudget(
  ranking: Ranking,
  budget: number,
  changed: ReadonlySet<string>,
  counter: TokenCounter = localCounter,
  /** Each file's copies, named on its line. */
  copies: ReadonlyMap<string, string[]> = new Map(),
): Promise<Selection> {
  const fileInfo = new Map(ranking.files.map((f, order) => [f.path, { ...f, order }]));
  const items: Item[] = [
    ...ranking.files.filter((f) => f.focus).map((f) => ({ path: f.path })),
    ...ranking.definitions.map((def) => ({ path: def.path, def })),
  ];

  const chosen: Item[] = [];
  const opened = new Set<string>();
  const headerCost = new Map<string, number>();
  let used = 0;
  let misses = 0;
  for (let start = 0; start < items.length && misses <= FILL_LOOKAHEAD; start += COST_BATCH) {
    const batch = items.slice(start, start + COST_BATCH);
    const headers = [...new Set(batch.map((item) => item.path))].filter((path) => !headerCost.has(path));
    const texts = [
      ...headers.map((path) => fileLine(path, markOf(fileInfo.get(path)!, changed), copies.get(path)) + '\n'),
      ...batch.map((item) => (item.def ? symbolLine(item.def) + '\n' : '')),
    ];
    const counts = await counter.count(texts);
    headers.forEach((path, i) => headerCost.set(path, counts[i]));
    for (let i = 0; i < batch.length && misses <= FILL_LOOKAHEAD; i++) {
      const item = batch[i];
      const cost = (opened.has(item.path) ? 0 : headerCost.get(item.path)!) + counts[headers.length + i];
      if (used + cost <= budget) {
        chosen.push(item);
        opened.add(item.path);
        used += cost;
      } else misses++;
    }
  }

  for (;;) {
    const files = assemble(chosen, fileInfo, copies);
    const text = renderText(files, changed);
    const [tokens] = await counter.count([text]);
    if (tokens <= budget || !chosen.length) return { files, text, tokens };
    chosen.pop();
  }
}

function assemble(chosen: Item[], fileInfo: Map<string, { rank: number; focus: boolean; order: number }>, copies: ReadonlyMap<string, string[]>): MapFile[] {
  const byPath = new Map<string, MapFile>();
  for (const { path, def } of chosen) {
    let file = byPath.get(path);
    if (!file) {
      const info = fileInfo.get(path)!;
      const copiesOf = copies.get(path);
      byPath.set(path, (file = { path, rank: info.rank, focus: info.focus, ...(copiesOf && { copies: copiesOf }), symbols: [] }));
    }
    if (def) file.symbols.push({ name: def.name, kind: def.kind, line: def.line, signature: def.signature });
  }
  const files = [...byPath.values()].sort((a, b) => fileInfo.get(a.path)!.order - fileInfo.get(b.path)!.order);
  for (const file of files) file.symbols.sort((a, b) => a.line - b.line || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return files;
}
