import { test } from 'node:test';
import assert from 'node:assert/strict';
import { figuresOf, limitsOf, warnAboutExtraction } from '../../../src/core/extract/report';
import { DEFAULT_LIMITS } from '../../../src/core/extract/extract-file';
import type { Discovery, Extraction, FileTags } from '../../../src/core/types';
import { fileTags } from '../../helpers/tags';

const extraction = (fields: Partial<Extraction>): Extraction =>
  ({
    workersFailed: false,
    brokenGrammars: new Map(),
    failed: [],
    timedOut: [],
    skipped: {},
    skippedPaths: new Map(),
    parsed: 0,
    fromCache: 0,
    ...fields,
  }) as unknown as Extraction;

test('the extraction warnings: threads that did not start, unusable grammars, files given up on, named (quoted, five at most)', () => {
  const warnings: string[] = [];
  const many = ['a.ts', 'b.ts', 'c.ts', 'd.ts', 'e.ts', 'f.ts'];
  warnAboutExtraction(
    extraction({
      workersFailed: true,
      brokenGrammars: new Map([['zig', 'bad magic']]),
      failed: ['x\ny.py'],
      timedOut: many,
    }),
    5000,
    (message) => warnings.push(message),
  );
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

test("the run's figures: skips of discovery and extraction added up by reason (in name order), definitions and references of the tagged files, parses and cache hits, the skipped paths of both", () => {
  const tagged = new Map<string, FileTags>([
    [
      'a.ts',
      fileTags(
        [
          { name: 'a', kind: 'function', line: 1, endLine: 2, signature: 'function a()' },
          { name: 'b', kind: 'function', line: 3, endLine: 4, signature: 'function b()' },
        ],
        [{ name: 'c', kind: 'call', line: 2 }],
      ),
    ],
    [
      'b.ts',
      fileTags(
        [],
        [
          { name: 'a', kind: 'call', line: 1 },
          { name: 'b', kind: 'call', line: 2 },
        ],
      ),
    ],
  ]);
  const discovery = {
    listed: 12,
    skipped: { vendored: 3, binary: 1 },
    skippedPaths: new Map([['logo.png', 'binary']]),
  } as unknown as Discovery;
  const ms = { discover: 1, extract: 2 } as unknown as Parameters<typeof figuresOf>[3];
  const figures = figuresOf(
    discovery,
    extraction({
      skipped: { binary: 2, 'parse-timeout': 1 },
      skippedPaths: new Map([['slow.ts', 'parse-timeout']]),
      parsed: 5,
      fromCache: 7,
    } as Partial<Extraction>),
    tagged,
    ms,
  );
  assert.deepEqual(figures.stats, {
    filesListed: 12,
    filesSkipped: { binary: 3, 'parse-timeout': 1, vendored: 3 },
    definitions: 2,
    references: 3,
  });
  assert.deepEqual(Object.keys(figures.stats.filesSkipped), ['binary', 'parse-timeout', 'vendored']);
  assert.deepEqual(figures.run, { filesParsed: 5, filesFromCache: 7, ms });
  assert.deepEqual(
    [...figures.skippedPaths],
    [
      ['logo.png', 'binary'],
      ['slow.ts', 'parse-timeout'],
    ],
  );
});

test("a file's limits: the options', else the defaults", () => {
  assert.deepEqual(limitsOf({}), DEFAULT_LIMITS);
  assert.deepEqual(limitsOf({ maxFileBytes: 10, parseTimeoutMs: 20 }), { maxBytes: 10, parseTimeoutMs: 20 });
  assert.deepEqual(limitsOf({ parseTimeoutMs: 20 }), { maxBytes: DEFAULT_LIMITS.maxBytes, parseTimeoutMs: 20 });
});
