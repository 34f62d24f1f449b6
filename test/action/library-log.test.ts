import { test } from 'node:test';
import assert from 'node:assert/strict';
import { prefixLibraryCommands, quietly } from '../../src/action/library-log';

/** What reaches standard output while `work` runs: the lines the test writes (marked `lib:`) are captured; anything else passes on. */
async function captured<T>(work: () => Promise<T>): Promise<{ out: string; result?: T; error?: unknown }> {
  const stdout = process.stdout;
  const write = stdout.write;
  let out = '';
  stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (!text.includes('lib:')) return (write as (...args: unknown[]) => boolean).call(stdout, chunk, ...rest);
    out += text;
    return true;
  }) as typeof write;
  let result: T | undefined;
  let error: unknown;
  try {
    result = await work();
  } catch (thrown) {
    error = thrown;
  } finally {
    stdout.write = write;
  }
  return { out, result, error };
}

const library = (lines: string[], fail?: string) => async () => {
  for (const line of lines) process.stdout.write(line);
  if (fail) throw new Error(fail);
  return 42;
};

test("prefixLibraryCommands: a library's warnings, errors and notices name the Action and the step; other lines and the Action's own commands pass unchanged", async () => {
  const writeBefore = process.stdout.write;
  const run = await captured(() =>
    prefixLibraryCommands(
      'saving the cache',
      library([
        '::warning::lib: failed to reach the service\n',
        '::error::lib: 503\n',
        '::notice::lib: note\n',
        '::warning::repomap: lib: already ours\n',
        'lib: progress 50%\n',
        '::debug::lib: detail\n',
      ]),
    ),
  );
  assert.equal(run.result, 42);
  assert.equal(
    run.out,
    [
      '::warning::repomap: saving the cache: lib: failed to reach the service\n',
      '::error::repomap: saving the cache: lib: 503\n',
      '::notice::repomap: saving the cache: lib: note\n',
      '::warning::repomap: lib: already ours\n',
      'lib: progress 50%\n',
      '::debug::lib: detail\n',
    ].join(''),
  );
  assert.equal(process.stdout.write, writeBefore, 'standard output is given back');
});

test("quietly: a library's progress is dropped when the work succeeds, its commands still shown, prefixed", async () => {
  const run = await captured(() =>
    quietly(
      'uploading the artifact',
      library(['lib: uploaded 10%\n', '::warning::lib: slow\n', 'lib: uploaded 100%\n']),
    ),
  );
  assert.equal(run.result, 42);
  assert.equal(run.out, '::warning::repomap: uploading the artifact: lib: slow\n');
});

test('quietly: when the work fails, the held progress is printed in a group and the error passes on', async () => {
  const writeBefore = process.stdout.write;
  const run = await captured(() =>
    quietly('downloading the artifact', library(['lib: try 1\n', 'lib: try 2\n'], 'gave up')),
  );
  assert.equal((run.error as Error).message, 'gave up');
  assert.equal(
    run.out,
    "::group::repomap: downloading the artifact: the library's log\nlib: try 1\nlib: try 2\n::endgroup::\n",
  );
  assert.equal(process.stdout.write, writeBefore);
  // Nothing held: nothing printed.
  const silent = await captured(() => quietly('x', library([], 'failed')));
  assert.equal(silent.out, '');
  assert.ok(silent.error);
});
