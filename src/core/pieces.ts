// How the o200k_base encoding cuts a text before it encodes it: into pieces, each encoded on its own.
// Kept here, not read from js-tiktoken's ranks, so that a thread that only needs the pieces (the main
// thread, counting from the memo of pieces) does not load the ranks (a test checks the two agree).

const LETTERS_CASED_LOWER = "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+";
const LETTERS_CASED_UPPER = "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*";
/** English contractions, in every case: 's 't 're 've 'm 'll 'd. */
const CONTRACTION = "('s|'S|'t|'T|'re|'rE|'Re|'RE|'ve|'vE|'Ve|'VE|'m|'M|'ll|'lL|'Ll|'LL|'d|'D)?";

/** The encoding's pre-tokenizer pattern, alternative by alternative (the first that matches wins). */
export const O200K_PATTERN = [
  LETTERS_CASED_LOWER + CONTRACTION, // a word ending in lower case (capitals may lead), after at most one other sign
  LETTERS_CASED_UPPER + CONTRACTION, // a word in capitals (lower case may follow)
  '\\p{N}{1,3}', // up to three digits
  ' ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*', // punctuation, with a space before and line breaks after
  '\\s*[\\r\\n]+', // line breaks, with the spaces before them
  '\\s+(?!\\S)', // spaces, but the last before a word
  '\\s+',
].join('|');

/**
 * The pieces of texts: a text's count is the sum of its pieces' counts (the encoder knows no special
 * token here: see countTokens), and a piece counted alone (the pattern cuts it into itself again)
 * counts as it does in the text.
 */
export const PIECES = new RegExp(O200K_PATTERN, 'gu');

/** The distinct pieces of texts, leaving out those `known` has. */
export function distinctPieces(texts: string[], known?: { has(piece: string): boolean }): string[] {
  const pieces = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(PIECES)) if (!known?.has(match[0])) pieces.add(match[0]);
  return [...pieces];
}

/** A text's count: the sum of its pieces' counts (see PIECES); undefined as soon as `countOf` has none for a piece. */
export function sumOfPieces(text: string, countOf: (piece: string) => number | undefined): number | undefined {
  let sum = 0;
  for (const match of text.matchAll(PIECES)) {
    const count = countOf(match[0]);
    if (count === undefined) return undefined;
    sum += count;
  }
  return sum;
}
