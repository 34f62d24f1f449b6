import { join } from 'node:path';
import { isMainThread, parentPort, workerData, type Worker } from 'node:worker_threads';
import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { startWorker } from './threads';

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

/** Counts many texts at once; the same counts as countTokens. */
export interface TokenCounter {
  count(texts: string[]): Promise<number[]>;
  close(): void;
}

const TOKEN_MARK = 'repomap-token-worker';

/** Counting on this thread: for small jobs, and when a worker cannot be had. */
export const localCounter: TokenCounter = {
  count: async (texts) => texts.map(countTokens),
  close: () => {},
};

/** A counter whose encoder loads in a worker thread once `load` is called (or at its first count). */
export interface LoadingTokenCounter extends TokenCounter {
  /** Start loading the encoder now; later calls do nothing. */
  load(): void;
}

/**
 * A counter whose encoder loads in a worker thread, from the moment it is told to, while this
 * thread does other work (discovery, cache reads, ranking): by the time the map is selected, the
 * ~0.6 s load is paid. Falls back to this thread if the worker fails.
 */
export function startTokenCounter(): LoadingTokenCounter {
  let counter: TokenCounter | undefined;
  let closed = false;
  const loaded = () => (closed ? localCounter : (counter ??= workerCounter()));
  return {
    load: () => void loaded(),
    count: (texts) => loaded().count(texts),
    close: () => {
      closed = true;
      counter?.close();
    },
  };
}

function workerCounter(): TokenCounter {
  let worker: Worker;
  try {
    worker = startWorker(join(__dirname, 'tokens.ts'), TOKEN_MARK);
  } catch {
    return localCounter;
  }
  let failed = false;
  let next = 0;
  const pending = new Map<number, { texts: string[]; resolve: (counts: number[]) => void }>();
  const fallBack = () => {
    failed = true;
    for (const [id, request] of pending) {
      pending.delete(id);
      request.resolve(request.texts.map(countTokens));
    }
  };
  worker.on('message', ({ id, counts }: { id: number; counts: number[] }) => {
    pending.get(id)?.resolve(counts);
    pending.delete(id);
    if (!pending.size) worker.unref();
  });
  worker.on('error', fallBack);
  worker.on('exit', fallBack);
  // Only a pending request keeps the process alive: a counter nobody closed does not. (Unref after
  // adding the listeners: adding them refs the worker.)
  worker.unref();
  return {
    count: (texts) => {
      if (failed) return localCounter.count(texts);
      return new Promise((resolve) => {
        const id = next++;
        if (!pending.size) worker.ref();
        pending.set(id, { texts, resolve });
        worker.postMessage({ id, texts });
      });
    },
    close: () => {
      worker.removeAllListeners('exit');
      void worker.terminate();
    },
  };
}

function serveAsTokenWorker(): void {
  if (isMainThread || workerData !== TOKEN_MARK || !parentPort) return;
  const port = parentPort;
  countTokens(''); // load the ranks now, before the first request
  port.on('message', ({ id, texts }: { id: number; texts: string[] }) => port.postMessage({ id, counts: texts.map(countTokens) }));
}

serveAsTokenWorker();
