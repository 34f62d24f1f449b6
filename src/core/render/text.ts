import type { MapFile } from '../types';

// The text map, for LLMs: a line per file in rank order, then a line per definition in source order.
// Nothing decorative: every token should carry information.

/** Files the diff changes are marked `(changed)`, other focus files `(focus)`. */
export type FileMark = 'changed' | 'focus' | undefined;

export function fileLine(path: string, mark: FileMark): string {
  return mark ? `${path} (${mark})` : path;
}

export function symbolLine(symbol: { line: number; signature: string }): string {
  return `  ${symbol.line}: ${symbol.signature}`;
}

export function renderText(files: MapFile[], changed: ReadonlySet<string>): string {
  let out = '';
  for (const file of files) {
    out += fileLine(file.path, markOf(file, changed)) + '\n';
    for (const symbol of file.symbols) out += symbolLine(symbol) + '\n';
  }
  return out;
}

export function markOf(file: { path: string; focus: boolean }, changed: ReadonlySet<string>): FileMark {
  return changed.has(file.path) ? 'changed' : file.focus ? 'focus' : undefined;
}
