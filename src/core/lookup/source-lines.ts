// The source lines of hits: what a reader sees at each use.
import { join } from 'node:path';
import { decodeLines } from '../extract/decode';
import { clip } from '../extract/heads';
import { readRegularFile } from '../util/files';

/** The hits with their source lines, from the files under `root`: each file read once, only the lines wanted of it decoded. */
export function withSourceLines<T extends { path: string; line: number }>(
  root: string,
  hits: T[],
): (T & { text: string })[] {
  const wanted = new Map<string, number[]>();
  for (const { path, line } of hits) {
    const lines = wanted.get(path);
    if (lines) lines.push(line);
    else wanted.set(path, [line]);
  }
  const texts = new Map<string, Map<number, string>>();
  for (const [path, lines] of wanted) {
    const bytes = readRegularFile(join(root, path));
    texts.set(path, bytes ? decodeLines(bytes, lines) : new Map());
  }
  return hits.map((hit) => ({ ...hit, text: trimmedLine(texts.get(hit.path)!.get(hit.line) ?? '') }));
}

/** A source line as the map shows one: whitespace collapsed, cut past the signature limit. */
export function trimmedLine(line: string): string {
  return clip(line.replace(/\s+/g, ' ').trim());
}
