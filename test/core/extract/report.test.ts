import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statsOf, warnAboutExtraction } from '../../../src/core/extract/report';
import type { Discovery, Extraction, FileTags } from '../../../src/core/types';
import { fileTags } from '../../helpers/tags';

const extraction = (fields: Partial<Extraction>): Extraction => ({ workersFailed: false, brokenGrammars: new Map(), failed: [], timedOut: [], skipped: {}, ...fields }) as unknown as Extraction;

test('the extraction warnings: threads that did not start, unusable grammars, files given up on, named (quoted, five at most)', () => {
  const warnings: string[] = [];
  const many = ['a.ts', 'b.ts', 'c.ts', 'd.ts', 'e.ts', 'f.ts'];
  warnAboutExtraction(extraction({ workersFailed: true, brokenGrammars: new Map([['zig', 'bad magic']]), failed: ['x\ny.py'], timedOut: many }), 5000, (message) => warnings.push(message));
  assert.deepEqual(warnings, [
    'parse threads could not be started: parsed on one thread',
    'the zig grammar cannot be used, so its files are skipped: bad magic',
    'could not parse 1 file(s), skipped: "x\\ny.py"',
    'gave up on 6 file(s) at the parse time limit of 5000 ms, skipped: "a.ts", "b.ts", "c.ts", "d.ts", "e.ts", …',
  ]);
  const none: string[] = [];
  warnAboutExtraction(extraction({}), 5000, (message) => none.push(message));
  assert.deepEqual(none, []);
});

test("the map's counts: skips of discovery and extraction added up by reason (in name order), definitions and references of the tagged files", () => {
  const tagged = new Map<string, FileTags>([
    ['a.ts', fileTags([{ name: 'a', kind: 'function', line: 1, endLine: 2, signature: 'function a()' }, { name: 'b', kind: 'function', line: 3, endLine: 4, signature: 'function b()' }], [{ name: 'c', kind: 'call', line: 2 }])],
    ['b.ts', fileTags([], [{ name: 'a', kind: 'call', line: 1 }, { name: 'b', kind: 'call', line: 2 }])],
  ]);
  const discovery = { listed: 12, skipped: { vendored: 3, binary: 1 } } as unknown as Discovery;
  const stats = statsOf(discovery, extraction({ skipped: { binary: 2, 'parse-timeout': 1 } }), tagged);
  assert.deepEqual(stats, { filesListed: 12, filesSkipped: { binary: 3, 'parse-timeout': 1, vendored: 3 }, definitions: 2, references: 3 });
  assert.deepEqual(Object.keys(stats.filesSkipped), ['binary', 'parse-timeout', 'vendored']);
});
