import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';

export const TOKENIZER = 'o200k_base';

let encoder: Tiktoken | undefined;

/**
 * The exact o200k_base token count of a text. The encoder is built on first use (loading its ranks
 * is the expensive part). Special-token strings such as `<|endoftext|>` count as plain text.
 */
export function countTokens(text: string): number {
  encoder ??= new Tiktoken(o200kBase);
  return encoder.encode(text, [], []).length;
}
