// Ranking for a focus: the graph weighs links by what the focus touches, then the walks and the
// signals score files and definitions. An index is ranked again, for more files or names, from here.
import type { Focus, RepoIndex } from '../types';
import { focusPaths, mergeFocus } from '../diff/named';
import { buildFileGraph, edgeWeigher } from './graph';
import { rank } from './signals';

/** The ranking of an index's files and definitions for a focus: the graph weighs links by what the focus touches. */
export function rankFor(
  index: Pick<RepoIndex, 'tags' | 'names' | 'imports' | 'keyFiles' | 'coChanged'>,
  focus: Focus,
): Pick<RepoIndex, 'graph' | 'ranking'> {
  const { names, tags, keyFiles, imports, coChanged } = index;
  const weigh = edgeWeigher(names, focus);
  const graph = buildFileGraph(names, weigh, imports);
  return { graph, ranking: rank(graph, names, tags, focus, weigh, keyFiles, imports, coChanged) };
}

/** The index ranked for its focus plus more files and identifiers: parsing and linking are reused, only the ranking runs again. */
export function withFocus(index: RepoIndex, more: { files?: string[]; identifiers?: string[] }): RepoIndex {
  const files = focusPaths(index.root, more.files).map((path) => index.copies.entryOf.get(path) ?? path);
  const focus = mergeFocus(index.focus, [...index.focus.files, ...files], more.identifiers ?? []);
  return { ...index, focus, ...rankFor(index, focus) };
}
