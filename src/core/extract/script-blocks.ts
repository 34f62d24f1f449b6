// The code of a markup file (a Vue component, an HTML page) is in its `<script>` blocks: only those
// are parsed, as ranges of the whole text.
import type { Range } from 'web-tree-sitter';

/** Script types that hold JavaScript or TypeScript (no type attribute means JavaScript). */
const SCRIPT_TYPES = /^(module|(text|application)\/(javascript|ecmascript|typescript)|ts|js|tsx|jsx)$/i;

/**
 * The contents of a markup file's `<script>` blocks (a Vue component's `<script setup lang="ts">`,
 * an HTML page's inline scripts), as ranges of the whole text: parsed alone, they keep their
 * line numbers in the file.
 */
export function scriptBlocks(source: string): Range[] {
  const ranges: Range[] = [];
  const open = /<script\b([^>]*)>/gi;
  for (let match = open.exec(source); match; match = open.exec(source)) {
    const attributes = match[1];
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\b(?:type|lang)\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    const start = match.index + match[0].length;
    const close = source.toLowerCase().indexOf('</script', start);
    const end = close < 0 ? source.length : close;
    open.lastIndex = end;
    if (type && !SCRIPT_TYPES.test(type)) continue;
    ranges.push({
      startIndex: start,
      endIndex: end,
      startPosition: pointAt(source, start),
      endPosition: pointAt(source, end),
    });
  }
  return ranges;
}

function pointAt(source: string, index: number): { row: number; column: number } {
  let row = 0;
  let lineStart = 0;
  for (let i = source.indexOf('\n'); i >= 0 && i < index; i = source.indexOf('\n', i + 1)) {
    row++;
    lineStart = i + 1;
  }
  return { row, column: index - lineStart };
}
