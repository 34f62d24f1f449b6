import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findReferences } from '../../src/core/lookup/lookup';
import type { RepoIndex } from '../../src/core/types';
import { withIndexOf } from './maps';

// The matrix of the rules by which a use is linked to a definition (docs/mcp.md, "What a use can
// mean"), each shown in each language that has it: a use that must be linked, and a namesake that
// must not be (test/core/lookup/matrix-*.test.ts). Every cell is a repository of its own.

/** The uses find_references lists of `name` as `path`'s definition, as `path:line via`; imports left out. */
export const usesOf = (index: RepoIndex, name: string, path: string) =>
  findReferences(index, name, path)
    .items.filter((hit) => hit.kind !== 'import')
    .map((hit) => `${hit.path}:${hit.line} ${hit.via}`);

/** A file's source from its lines. */
export const lines = (...source: string[]) => source.join('\n') + '\n';

/** One language's repository, and the uses expected of each [name, definer's path]. */
export interface Cell {
  language: string;
  files: Record<string, string>;
  uses: [name: string, path: string, expected: string[]][];
}

/** A test of `rule`, with a subtest for each language's cell. */
export const matrix = (rule: string, cells: Cell[]) =>
  test(rule, async (t) => {
    for (const cell of cells)
      await t.test(cell.language, () =>
        withIndexOf(cell.files, (index) => {
          for (const [name, path, expected] of cell.uses)
            assert.deepEqual(usesOf(index, name, path), expected, `${name} of ${path}`);
        }),
      );
  });

export const GO_MOD = { 'go.mod': 'module example.com/m\n' };
export const CARGO = { 'Cargo.toml': '[package]\nname = "m"\n' };
export const JAVA = 'src/main/java';
export const KT = 'src/main/kotlin';
