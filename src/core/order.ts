import { endianness } from 'node:os';
import type { Definitions } from './types';

/** Code-unit order of strings: the same on every machine and locale, so output is deterministic. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Compare a file's definitions by their positions: by line, then name, then position (source order, deterministic). */
export function inSourceOrder({ strings, names, lines }: Pick<Definitions, 'strings' | 'names' | 'lines'>): (a: number, b: number) => number {
  return (a, b) => lines[a] - lines[b] || compareStrings(strings[names[a]], strings[names[b]]) || a - b;
}

/**
 * The positions in `order` (by default 0, 1, 2…) stably reordered by their `scores`, highest first
 * (ties keep their order in `order`). Scores must be non-negative, so that their IEEE 754 bits order
 * as their values: a least-significant-digit radix sort on the bits, four passes of 16 bits, linear
 * in the number of positions where a comparator sort calls a function n log n times.
 */
export function byScoreDescending(scores: Float64Array, order?: Int32Array): Int32Array {
  const n = order ? order.length : scores.length;
  const keys = new Float64Array(scores.length);
  for (let i = 0; i < scores.length; i++) keys[i] = scores[i] + 0; // -0 as +0
  const words = new Uint32Array(keys.buffer);
  const high = endianness() === 'LE' ? 1 : 0; // the word with the sign and exponent
  let from = new Int32Array(n);
  for (let i = 0; i < n; i++) from[i] = order ? order[i] : i;
  let to = new Int32Array(n);
  const count = new Int32Array(0x10001);
  for (let pass = 0; pass < 4; pass++) {
    const word = pass < 2 ? 1 - high : high;
    const shift = pass % 2 ? 16 : 0;
    // Digits of the complemented bits: ascending digits are descending scores.
    count.fill(0);
    for (let i = 0; i < n; i++) count[((~words[2 * from[i] + word] >>> shift) & 0xffff) + 1]++;
    let skip = false;
    for (let d = 1; d <= 0x10000; d++) {
      if (count[d] === n) skip = true; // one digit for all: this pass keeps the order
      count[d] += count[d - 1];
    }
    if (skip) continue;
    for (let i = 0; i < n; i++) {
      const position = from[i];
      to[count[(~words[2 * position + word] >>> shift) & 0xffff]++] = position;
    }
    [from, to] = [to, from];
  }
  return from;
}
