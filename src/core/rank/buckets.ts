// Stable counting sorts of rows by a small integer key (a name's id, a file's number): linear in the
// rows, with no comparator and no map keyed by pairs, for the name index, the file graph and the walks.

/**
 * Rows bucketed by a key from 0 to count - 1, by a stable counting sort: `order` lists the rows of
 * key 0, then of key 1…, each in row order; key k's are `order[start[k]] … order[start[k + 1] - 1]`.
 */
export function bucketOrder(count: number, keys: ArrayLike<number>): { start: Int32Array; order: Int32Array } {
  const start = bucketStarts(count, keys);
  const next = start.slice(0, count);
  const order = new Int32Array(keys.length);
  for (let i = 0; i < keys.length; i++) order[next[keys[i]]++] = i;
  return { start, order };
}

/** Where each key's rows start in bucketOrder's order (`start[count]`: the number of rows). */
export function bucketStarts(count: number, keys: ArrayLike<number>): Int32Array {
  const start = new Int32Array(count + 1);
  for (let i = 0; i < keys.length; i++) start[keys[i] + 1]++;
  for (let k = 0; k < count; k++) start[k + 1] += start[k];
  return start;
}

/** Columns of (id, …) rows bucketed by id: id k's rows are from `start[k]` to `start[k + 1]`. */
export function bucketed(
  count: number,
  ids: Int32Array,
  columns: Int32Array[],
): { start: Int32Array; columns: Int32Array[] } {
  const { start, order } = bucketOrder(count, ids);
  return {
    start,
    columns: columns.map((column) => {
      const sorted = new Int32Array(order.length);
      for (let at = 0; at < order.length; at++) sorted[at] = column[order[at]];
      return sorted;
    }),
  };
}
