import { endianness } from 'node:os';
import type { Definitions } from '../types';

/** Code-unit order of strings: the same on every machine and locale, so output is deterministic. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Compare a file's definitions by their positions: by line, then name, then position (source order, deterministic). */
export function inSourceOrder({
  strings,
  names,
  lines,
}: Pick<Definitions, 'strings' | 'names' | 'lines'>): (a: number, b: number) => number {
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

/**
 * byScoreDescending's order of the positions in `order`, made as it is read: the places of the
 * `head` best scores (and of any that tie the last of them) are sorted first, alone; the rest only
 * when a place past them is read. The same order: every score of the first part is above every
 * score of the rest. A map reads a few thousand places of a repository's hundreds of thousands.
 */
export function byScoreDescendingWhenRead(
  scores: Float64Array,
  order: Int32Array,
  head = 4096,
): (place: number) => number {
  if (order.length <= 2 * head) {
    const all = byScoreDescending(scores, order);
    return (place) => all[place];
  }
  const values = new Float64Array(order.length);
  for (let i = 0; i < order.length; i++) values[i] = scores[order[i]];
  const threshold = largest(values, head);
  const first: number[] = [];
  const rest = new Int32Array(order.length);
  let others = 0;
  for (let i = 0; i < order.length; i++) {
    if (scores[order[i]] >= threshold) first.push(order[i]);
    else rest[others++] = order[i];
  }
  first.sort((a, b) => scores[b] - scores[a]); // stable: ties keep their order
  let second: Int32Array | undefined;
  return (place) =>
    place < first.length
      ? first[place]
      : (second ??= byScoreDescending(scores, rest.subarray(0, others)))[place - first.length];
}

/** The k-th largest of some values (1 ≤ k ≤ their number), found by selection: the values are reordered. */
function largest(values: Float64Array, k: number): number {
  const target = k - 1; // its place in descending order
  let [low, high] = [0, values.length - 1];
  while (low < high) {
    const [a, b, c] = [values[low], values[(low + high) >> 1], values[high]];
    const pivot = Math.max(Math.min(a, b), Math.min(Math.max(a, b), c)); // the median of three
    let [i, j] = [low, high];
    while (i <= j) {
      while (values[i] > pivot) i++;
      while (values[j] < pivot) j--;
      if (i <= j) {
        [values[i], values[j]] = [values[j], values[i]];
        i++;
        j--;
      }
    }
    if (target <= j) high = j;
    else if (target >= i) low = i;
    else break; // between j and i: every value there is the pivot
  }
  return values[target];
}
