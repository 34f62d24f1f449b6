/** Code-unit order of strings: the same on every machine and locale, so output is deterministic. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
