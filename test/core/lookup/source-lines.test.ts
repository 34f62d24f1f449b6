import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { trimmedLine, withSourceLines } from '../../../src/core/lookup/source-lines';

test('the source lines of hits: each line trimmed and collapsed, a missing line or file empty', () => {
  const root = mkdtempSync(join(tmpdir(), 'source-lines-'));
  try {
    writeFileSync(join(root, 'a.ts'), 'first\n   call(  x,\ty )  \n');
    const hits = [
      { path: 'a.ts', line: 2 },
      { path: 'a.ts', line: 9 },
      { path: 'gone.ts', line: 1 },
    ];
    assert.deepEqual(
      withSourceLines(root, hits).map((hit) => hit.text),
      ['call( x, y )', '', ''],
    );
    assert.equal(trimmedLine(`${'x'.repeat(200)}`).length <= 120, true);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
