// The o200k_base encoder (js-tiktoken) and the tokenizer thread that serves it. Its ranks, a 2.3 MB
// string that takes ~1 s and ~150 MiB to load, are bundled only here (dist/encoder.cjs): the entry
// points load this module when they count on their own thread (see ./tokens), which they rarely do.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { distinctPieces } from './pieces';
import { ENCODER_MARK } from './tokens';

let encoder: Tiktoken | undefined;

/**
 * The exact o200k_base token count of a text. The encoder is built on first use (loading its ranks
 * is the expensive part). Special-token strings such as `<|endoftext|>` count as plain text.
 */
export function countTokens(text: string): number {
  encoder ??= new Tiktoken(o200kBase);
  return encoder.encode(text, [], []).length;
}

/** What the encoder is asked: the texts' counts, or (`pieces`) their distinct pieces, each with its count. */
export interface TokenRequest {
  texts: string[];
  pieces?: true;
}

export function answer({ texts, pieces }: TokenRequest): number[] | [string, number][] {
  if (!pieces) return texts.map(countTokens);
  return distinctPieces(texts).map((piece): [string, number] => [piece, countTokens(piece)]);
}

function serveAsTokenWorker(): void {
  if (isMainThread || workerData !== ENCODER_MARK || !parentPort) return;
  const port = parentPort;
  countTokens(''); // load the ranks now, before the first request
  // One request per turn of the event loop, counts before pieces: a count asked while the memo
  // learns (a map being selected) is served next, not after everything there is to learn.
  const waiting: { id: number; request: TokenRequest }[] = [];
  const serveNext = () => {
    const first = waiting.findIndex(({ request }) => !request.pieces);
    const [{ id, request }] = waiting.splice(Math.max(first, 0), 1);
    port.postMessage({ id, answer: answer(request) });
    if (waiting.length) setImmediate(serveNext);
  };
  port.on('message', (message: { id: number; request: TokenRequest }) => {
    if (waiting.push(message) === 1) setImmediate(serveNext);
  });
}

serveAsTokenWorker();
