import type { Definitions, FileTags, MapFile, MapSymbol, Ranking, Selection } from '../types';
import type { RepoIndex } from '../types';
import { blastRadius, type RankedUse } from './uses';
import { changeFigures, changeSummaries, DEFAULT_DEPTH } from '../lookup/reach';
import { changeHeaderLines } from '../render/header';
import { localCounter } from '../tokens/counter';
import type { TokenCounter } from '../types';
import { fileLine, markOf, renderText, skipNotes, symbolLine, useLine } from '../render/text';
import { inSourceOrder } from '../util/order';
import { definitionAt } from '../util/packed';

/** How far past the end of the rank-ordered prefix to look for smaller entries that still fit. */
const FILL_LOOKAHEAD = 256;

/** Entries costed per round trip to the token counter. */
const COST_BATCH = 256;

/** What the selection chooses from: the ranking, and what it needs to show each entry in its place. */
export interface Candidates {
  ranking: Ranking;
  /** Every file's definitions: a member's containers come from here. */
  tags: ReadonlyMap<string, FileTags>;
  /** Each listed file's copies, named on its line. */
  copies: ReadonlyMap<string, string[]>;
  /** Call sites of what the change touches, by score, highest first. */
  uses: RankedUse[];
  changed: ReadonlySet<string>;
  /** The note that ends the map (files skipped), from the longest form to the shortest: the first that fits in a quarter of the budget is shown. */
  notes?: string[];
  /** The lines that start the map for a change (see render/header), most useful first: as many as fit in a sixteenth of the budget. */
  header?: string[];
}

/** An entry of the map: a file's line alone (a focus file), a definition, or a call site. */
interface Item {
  path: string;
  /** The definition's index in its file's definitions. */
  def?: number;
  use?: RankedUse;
}

/** What an index offers the map: its ranked definitions (callers of the change first), files, copies, call sites and the note of skipped files. */
export function candidatesOf(index: RepoIndex): Candidates {
  const { uses, definitions } = blastRadius(index);
  const { tags, focus } = index;
  const ranking = { ...index.ranking, definitions };
  return {
    ranking,
    tags,
    copies: index.copies.of,
    uses,
    changed: new Set(focus.changedFiles),
    notes: skipNotes(index.skippedPaths),
    header: focus.changedFiles.length ? headerOf(index) : [],
  };
}

function headerOf(index: RepoIndex): string[] {
  return changeHeaderLines({ changes: changeSummaries(index), figures: changeFigures(index), depth: DEFAULT_DEPTH });
}

/**
 * The map that fits the budget: the longest prefix of entries in rank order (the focus files' paths
 * first, then definitions and call sites by score), then any of the next few entries that still fit.
 * An entry costs its own line, its file's line if the file is not open yet, and the head lines of
 * the containers it sits in that are not shown yet. Lines are costed one by one (o200k's
 * pre-tokenizer never joins two of our lines into one token), in batches; the final string is then
 * counted exactly and trimmed until it fits, so the budget is a hard limit.
 */
export async function selectWithinBudget(
  candidates: Candidates,
  budget: number,
  counter: TokenCounter = localCounter,
): Promise<Selection> {
  const { ranking, tags, copies, changed } = candidates;
  const { placeOf } = ranking;
  const fileOf = (path: string) => ranking.files[placeOf.get(path)!];
  // Made as they are costed: a map takes the first few hundred of a repository's many entries.
  const items = inRankOrder(ranking, candidates.uses);
  const headerOf = (path: string) => fileLine(path, markOf(fileOf(path), changed), copies.get(path)) + '\n';
  // The lines an entry brings into the map, outermost container first, each with a key that says
  // when two entries would print the same line.
  const linesOf = (item: Item): [string, string][] => {
    if (item.use) return [[`${item.path}\0use\0${item.use.line}`, useLine(item.use) + '\n']];
    if (item.def === undefined) return [];
    const defs = tags.get(item.path)!.defs;
    return chainOf(defs, item.def).map((i, depth) => [
      `${item.path}\0def\0${i}`,
      symbolLine(definitionAt(defs, i), depth) + '\n',
    ]);
  };

  const cost = new Map<string, number>();
  const chosen: Item[] = [];
  const shown = new Set<string>();
  const note = await fittingNote(candidates.notes ?? [], budget, counter);
  const header = await fittingHeader(candidates.header ?? [], budget, counter);
  let used = note.tokens + header.tokens;
  let misses = 0;
  for (let batch = take(items, COST_BATCH); batch.length && misses <= FILL_LOOKAHEAD; batch = take(items, COST_BATCH)) {
    const lines = batch.map(linesOf);
    const texts = [
      ...new Set([...batch.map((item) => headerOf(item.path)), ...lines.flat().map(([, text]) => text)]),
    ].filter((text) => !cost.has(text));
    const counts = await counter.count(texts);
    texts.forEach((text, i) => cost.set(text, counts[i]));
    for (let i = 0; i < batch.length && misses <= FILL_LOOKAHEAD; i++) {
      const item = batch[i];
      const header = `${item.path}\0file`;
      const added = [[header, headerOf(item.path)], ...lines[i]].filter(([key]) => !shown.has(key));
      let price = 0;
      for (const [, text] of added) price += cost.get(text)!;
      if (used + price <= budget) {
        chosen.push(item);
        for (const [key] of added) shown.add(key);
        used += price;
      } else misses++;
    }
  }

  for (;;) {
    const files = assemble(chosen, candidates);
    const text = header.text + renderText(files, changed) + note.text;
    const [tokens] = await counter.count([text]);
    if (tokens <= budget || !chosen.length) return { files, text, tokens };
    chosen.pop();
  }
}

/** The first note that costs at most a quarter of the budget, with its cost; none if none does. */
async function fittingNote(
  notes: string[],
  budget: number,
  counter: TokenCounter,
): Promise<{ text: string; tokens: number }> {
  const counts = notes.length ? await counter.count(notes) : [];
  const i = counts.findIndex((tokens) => tokens <= budget / 4);
  return i < 0 ? { text: '', tokens: 0 } : { text: notes[i], tokens: counts[i] };
}

/** The longest prefix of the header's lines that costs at most a sixteenth of the budget, with its cost. */
async function fittingHeader(
  lines: string[],
  budget: number,
  counter: TokenCounter,
): Promise<{ text: string; tokens: number }> {
  const counts = lines.length ? await counter.count(lines) : [];
  let tokens = 0;
  let taken = 0;
  while (taken < lines.length && tokens + counts[taken] <= budget / 16) tokens += counts[taken++];
  return { text: lines.slice(0, taken).join(''), tokens };
}

/**
 * The map's entries in rank order: the focus files' lines, then definitions and call sites by
 * score, highest first (a call site before a definition of the same score).
 */
function* inRankOrder(ranking: Ranking, uses: RankedUse[]): Generator<Item> {
  for (const file of ranking.files) if (file.focus) yield { path: file.path };
  let u = 0;
  for (const def of ranking.definitions) {
    while (u < uses.length && uses[u].score >= def.score) yield { path: uses[u].path, use: uses[u++] };
    yield { path: def.path, def: def.position };
  }
  for (; u < uses.length; u++) yield { path: uses[u].path, use: uses[u] };
}

/** The next entries, up to `count` of them (none once all are taken). */
function take<T>(entries: Iterator<T>, count: number): T[] {
  const taken: T[] = [];
  for (let next = entries.next(); !next.done; next = entries.next()) {
    taken.push(next.value);
    if (taken.length === count) break;
  }
  return taken;
}

/** A definition with its containers: the outermost first, the definition last. */
function chainOf({ parents }: Definitions, index: number): number[] {
  const chain: number[] = [];
  for (let i = index; i >= 0 && chain.length <= parents.length; i = parents[i]) chain.unshift(i);
  return chain;
}

function assemble(chosen: Item[], candidates: Candidates): MapFile[] {
  const { placeOf } = candidates.ranking;
  const byPath = new Map<string, { defs: Set<number>; uses: RankedUse[] }>();
  for (const { path, def, use } of chosen) {
    let file = byPath.get(path);
    if (!file) byPath.set(path, (file = { defs: new Set(), uses: [] }));
    if (def !== undefined) for (const i of chainOf(candidates.tags.get(path)!.defs, def)) file.defs.add(i);
    if (use) file.uses.push(use);
  }
  const paths = [...byPath.keys()].sort((a, b) => placeOf.get(a)! - placeOf.get(b)!);
  return paths.map((path): MapFile => {
    const info = candidates.ranking.files[placeOf.get(path)!];
    const { defs: shown, uses } = byPath.get(path)!;
    const copies = candidates.copies.get(path);
    const defs = candidates.tags.get(path)?.defs;
    const file: MapFile = {
      path,
      rank: info.rank,
      focus: info.focus,
      ...(copies && { copies }),
      symbols: defs ? symbolsInTreeOrder(defs, shown) : [],
    };
    if (uses.length)
      file.uses = uses.sort((a, b) => a.line - b.line).map(({ line, name, text, via }) => ({ line, name, text, via }));
    return file;
  });
}

/** The shown definitions of a file, each container followed by its members, every level in source order. */
function symbolsInTreeOrder(defs: Definitions, shown: ReadonlySet<number>): MapSymbol[] {
  const children = new Map<number, number[]>();
  for (const i of shown) {
    const parent = defs.parents[i];
    const list = children.get(parent);
    if (list) list.push(i);
    else children.set(parent, [i]);
  }
  const symbols: MapSymbol[] = [];
  const visit = (parent: number) => {
    const list = children.get(parent) ?? [];
    list.sort(inSourceOrder(defs));
    for (const i of list) {
      const { name, kind, line, signature } = definitionAt(defs, i);
      symbols.push({
        name,
        kind,
        line,
        signature,
        ...(parent >= 0 && { container: defs.strings[defs.names[parent]] }),
      });
      visit(i);
    }
  };
  visit(-1);
  return symbols;
}
