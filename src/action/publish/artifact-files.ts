import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunFigures } from '../../core/render/figures';
import { TESTS_SHOWN, type ImpactRow, type RowReview } from './linked';
import type { ChangeFigures } from '../../core/lookup/reach';
import type { MapFile, Via } from '../../core/types';
import { statsFromArtifact } from './summary';

// The map artifact's files, and reading them back as untrusted input (the publish job's). Apart from
// the artifact client (artifact.ts), so that it can be used and tested without the Actions runtime.

/** The map's files on disk: the chosen format, the JSON and the plain text map. */
export interface MapArtifact {
  dir: string;
  map: string;
  json: string;
  text: string;
}

/** What a compute job leaves for the publish job, beside the map files. */
export interface ArtifactMeta {
  version: 1;
  pullRequest: number;
  headSha: string;
  /** The compute run's cache hits and stage times, for the publish job's summary (they are not part of the map). */
  run?: { filesParsed: number; filesFromCache: number; ms?: Partial<Record<string, number>> };
  /** The change's definitions and their callers, for the comment's table. */
  impact?: ImpactRow[];
  /** The outputs a workflow gates on (untested, reach). */
  review?: ChangeFigures;
}

export const META = 'repomap-meta.json';

export interface DownloadedMap {
  meta: ArtifactMeta;
  text: string;
  textPath: string;
  jsonPath: string;
  numbers: { files: number; tokens: number; budget: number; changed: number };
  /** The map's files, the changed files and the impact table's rows: strings and whole numbers, escaped where they are shown. */
  files: MapFile[];
  changed: string[];
  impact: ImpactRow[];
  /** Undefined when the artifact has none (a compute job of an older version). */
  review: ChangeFigures | undefined;
  /** Undefined when the artifact's counts are missing or not plain counts. */
  stats: RunFigures | undefined;
}

function count(value: unknown, what: string): number {
  if (!Number.isInteger(value) || (value as number) < 0) throw new Error(`the artifact's ${what} is not a count`);
  return value as number;
}

/** The shape checks of the artifact's structured data: anything else is not a map this action wrote. */
class Shape {
  constructor(private readonly what: string) {}

  fail(): never {
    throw new Error(`the artifact's ${this.what} is not one this action wrote`);
  }

  string(value: unknown, max = 4096): string {
    return typeof value === 'string' && value.length <= max ? value : this.fail();
  }

  line(value: unknown): number {
    return Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : this.fail();
  }

  list(value: unknown, max: number): unknown[] {
    return Array.isArray(value) && value.length <= max ? value : this.fail();
  }

  /** An optional field: absent, or as `check` takes it. */
  optional<T>(value: unknown, check: (value: unknown) => T): T | undefined {
    return value === undefined ? undefined : check(value);
  }

  record(value: unknown): Record<string, unknown> {
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : this.fail();
  }
}

const MAX_FILES = 100_000;
const MAX_SYMBOLS = 100_000;

function mapFilesOf(json: Record<string, unknown>): MapFile[] {
  const shape = new Shape('repomap.json');
  return shape.list(json.files, MAX_FILES).map((value) => {
    const file = shape.record(value);
    const rank = typeof file.rank === 'number' && Number.isFinite(file.rank) ? file.rank : shape.fail();
    const focus = typeof file.focus === 'boolean' ? file.focus : shape.fail();
    const symbols = shape.list(file.symbols, MAX_SYMBOLS).map((item) => {
      const symbol = shape.record(item);
      const container = shape.optional(symbol.container, (name) => shape.string(name));
      return {
        name: shape.string(symbol.name),
        kind: shape.string(symbol.kind, 64),
        line: shape.line(symbol.line),
        signature: shape.string(symbol.signature),
        ...(container !== undefined && { container }),
      };
    });
    const copies = shape.optional(file.copies, (list) => shape.list(list, MAX_FILES).map((path) => shape.string(path)));
    const uses = shape.optional(file.uses, (list) =>
      shape.list(list, MAX_SYMBOLS).map((item) => {
        const use = shape.record(item);
        const via = VIAS.has(use.via as Via) ? (use.via as Via) : shape.fail();
        return { line: shape.line(use.line), name: shape.string(use.name), text: shape.string(use.text), via };
      }),
    );
    return { path: shape.string(file.path), rank, focus, ...(copies && { copies }), symbols, ...(uses && { uses }) };
  });
}

const STATUSES = new Set(['added', 'modified', 'removed']);
const VIAS = new Set<Via>(['import', 'scope', 'type', 'name']);

function impactOf(meta: Record<string, unknown>): ImpactRow[] {
  if (meta.impact === undefined) return [];
  const shape = new Shape(META);
  return shape.list(meta.impact, MAX_FILES).map((value) => {
    const row = shape.record(value);
    const callers = shape.list(row.callers, 100).map((item) => {
      const caller = shape.record(item);
      if (caller.byName !== undefined && caller.byName !== true) shape.fail();
      return {
        path: shape.string(caller.path),
        line: shape.line(caller.line),
        ...(caller.byName === true && { byName: true as const }),
      };
    });
    const callerCount =
      Number.isSafeInteger(row.callerCount) && (row.callerCount as number) >= callers.length
        ? (row.callerCount as number)
        : shape.fail();
    const status = STATUSES.has(row.status as string) ? (row.status as ImpactRow['status']) : shape.fail();
    const fileExists = typeof row.fileExists === 'boolean' ? row.fileExists : shape.fail();
    const review = shape.optional(row.review, (value) => rowReview(shape, value));
    return {
      path: shape.string(row.path),
      name: shape.string(row.name),
      kind: shape.string(row.kind, 64),
      line: shape.line(row.line),
      status,
      fileExists,
      callers,
      callerCount,
      ...(review && { review }),
    };
  });
}

/** A row's tests and reach (see RowReview), checked. */
function rowReview(shape: Shape, value: unknown): RowReview {
  const review = shape.record(value);
  const reach = shape.record(review.reach);
  if (typeof review.untested !== 'boolean' || typeof reach.partial !== 'boolean') shape.fail();
  const tests = shape.list(review.tests, TESTS_SHOWN).map((item) => {
    const test = shape.record(item);
    const name = shape.optional(test.name, (name) => shape.string(name, 1024));
    return { path: shape.string(test.path), line: shape.line(test.line), ...(name !== undefined && { name }) };
  });
  return {
    tests,
    testsTotal: count(review.testsTotal, 'count of tests'),
    untested: review.untested as boolean,
    reach: {
      direct: count(reach.direct, 'reach'),
      transitive: count(reach.transitive, 'reach'),
      production: count(reach.production, 'reach'),
      tests: count(reach.tests, 'reach'),
      depth: count(reach.depth, 'reach'),
      partial: reach.partial as boolean,
    },
  };
}

/** The review's figures, owners and companions; undefined when the artifact has none (a compute job of an older version). */
function reviewOf(meta: Record<string, unknown>): ChangeFigures | undefined {
  if (meta.review === undefined) return undefined;
  const shape = new Shape(META);
  const review = shape.record(meta.review);
  const owners = shape.list(review.owners, MAX_FILES).map((value) => {
    const entry = shape.record(value);
    return {
      owner: shape.string(entry.owner, 256),
      paths: shape.list(entry.paths, MAX_FILES).map((path) => shape.string(path)),
    };
  });
  const companions = shape.list(review.companions, 20).map((value) => {
    const entry = shape.record(value);
    const confidence = entry.confidence;
    if (typeof confidence !== 'number' || !(confidence >= 0 && confidence <= 1)) shape.fail();
    return {
      path: shape.string(entry.path),
      with: shape.string(entry.with),
      together: count(entry.together, 'companion count'),
      confidence: confidence as number,
      commits: count(entry.commits, 'companion count'),
    };
  });
  return {
    untested: count(review.untested, 'untested count'),
    reach: count(review.reach, 'reach'),
    direct: count(review.direct, 'count of files reached directly'),
    tests: count(review.tests, 'count of test files reached'),
    owners,
    companions,
    companionsTotal: count(review.companionsTotal, 'count of companions'),
  };
}

/** Read a downloaded artifact's files in `dir` as untrusted input (see downloadMapArtifact). */
export function readMapArtifact(dir: string, name: string): DownloadedMap {
  const read = (file: string) => {
    const path = join(dir, file);
    if (!existsSync(path)) throw new Error(`the artifact ${name} has no ${file}`);
    return readFileSync(path, 'utf8');
  };
  const meta = JSON.parse(read(META));
  if (meta?.version !== 1 || !/^[0-9a-f]{40}$/.test(meta.headSha))
    throw new Error(`the artifact's ${META} is not one this action wrote`);
  const shape = new Shape('repomap.json');
  const json = shape.record(JSON.parse(read('repomap.json')));
  const text = read('repomap.txt');
  const files = mapFilesOf(json);
  const changed = shape.list(shape.record(json.focus).files, MAX_FILES).map((path) => shape.string(path));
  return {
    meta: { version: 1, pullRequest: count(meta.pullRequest, 'pull request number'), headSha: meta.headSha },
    text,
    textPath: join(dir, 'repomap.txt'),
    jsonPath: join(dir, 'repomap.json'),
    numbers: {
      files: files.length,
      tokens: count(json.tokens, 'token count'),
      budget: count(json.budget, 'budget'),
      changed: changed.length,
    },
    files,
    changed,
    impact: impactOf(meta),
    review: reviewOf(meta),
    stats: statsFromArtifact(json, meta.run),
  };
}
