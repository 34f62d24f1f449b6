import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENCODER_MARK, type EncoderData, type EncoderMessage } from '../../../src/core/tokens/protocol';
import { rankTableFile, tableCounter } from '../../../src/core/tokens/table';
import { startWorker } from '../../../src/core/util/threads';
import { tempDir } from '../../helpers/repo';

// What the tokenizer thread and its callers say to each other: told its mark and a directory, it
// hands over the encoder's table, with the failure of a directory it could not use.

const ENCODER = join(__dirname, '..', '..', '..', 'src', 'core', 'tokens', 'encoder.ts');

/** What the tokenizer thread hands over when started with `data`. */
async function served(data: EncoderData): Promise<EncoderMessage> {
  const worker = startWorker(ENCODER, data);
  try {
    return await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

test('the tokenizer thread hands over the table it keeps in its directory, or the failure to read it', async () => {
  const dir = tempDir();
  try {
    const kept = await served({ mark: ENCODER_MARK, dir });
    assert.equal(kept.failure, undefined);
    assert.equal(tableCounter(kept)('hello world'), 2);
    assert.ok(existsSync(rankTableFile(dir)));

    writeFileSync(join(dir, 'file'), '');
    const unkept = await served({ mark: ENCODER_MARK, dir: join(dir, 'file', 'under') });
    assert.equal(unkept.failure?.doing, 'read', 'a path under a file cannot be read');
    assert.equal(tableCounter(unkept)('hello world'), 2, 'the table all the same');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
