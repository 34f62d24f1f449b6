// The libraries the Action uses (@actions/cache, @actions/artifact) write to the same log as the
// Action, with @actions/core: their warnings as workflow commands, their progress as plain lines.

type Write = typeof process.stdout.write;

/**
 * Run `work` with standard output filtered line by line: `line` returns what to write instead
 * (undefined to drop it). Every other writer is filtered too while `work` runs: what they write must
 * pass unchanged.
 */
async function filtered<T>(line: (text: string) => string | undefined, work: () => Promise<T>): Promise<T> {
  const stdout = process.stdout;
  const write = stdout.write;
  stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = line(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    if (text !== undefined) return (write as (...args: unknown[]) => boolean).call(stdout, text, ...rest);
    (rest.find((arg) => typeof arg === 'function') as (() => void) | undefined)?.();
    return true;
  }) as Write;
  try {
    return await work();
  } finally {
    stdout.write = write;
  }
}

const COMMAND = /^::(warning|error|notice)::(?!repomap: )/;

/** A library's warnings, errors and notices say they are the Action's, and which of its steps: `repomap: <what>: …`. */
export function prefixLibraryCommands<T>(what: string, work: () => Promise<T>): Promise<T> {
  return filtered((text) => text.replace(COMMAND, `::$1::repomap: ${what}: `), work);
}

/**
 * `work` with a library's progress lines held back (printed, in a group, only if `work` fails) and its
 * workflow commands prefixed. Only for work that runs alone: anything else written meanwhile is held too.
 */
export async function quietly<T>(what: string, work: () => Promise<T>): Promise<T> {
  const held: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  try {
    return await filtered((text) => {
      if (text.startsWith('::')) return text.replace(COMMAND, `::$1::repomap: ${what}: `);
      held.push(text);
      return undefined;
    }, work);
  } catch (error) {
    if (held.length) write(`::group::repomap: ${what}: the library's log\n${held.join('')}::endgroup::\n`);
    throw error;
  }
}
