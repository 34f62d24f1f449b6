// What the truth sources of bench:references are asked, and what they answer.

/** A definition to find the uses of: its file (relative to the root), 1-based line, and name. */
export interface Definition {
  path: string;
  line: number;
  name: string;
}

/** One use, as `path:line` (path relative to the root). */
export type Use = string;

/**
 * The uses of each definition, in the order asked: undefined where the tool could not resolve the
 * definition (no symbol at its name, or the symbol's declaration is elsewhere).
 */
export type Truth = (Use[] | undefined)[];

export interface TruthSource {
  /** The uses of the definitions in the checkout as it is now. */
  references(defs: Definition[]): Promise<Truth>;
  close(): void;
}

/** The 0-based column of `word` as a whole word on `text`'s 1-based `line`, if it is there. */
export function columnOf(text: string, line: number, word: string): number | undefined {
  const row = text.split('\n')[line - 1];
  if (row === undefined) return undefined;
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`(?<![\\w$])${escaped}(?![\\w$])`).exec(row);
  return found?.index;
}
