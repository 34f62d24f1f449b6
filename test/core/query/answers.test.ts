import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildIndex, closeIndex } from '../../../src/core/index';
import { referencesAnswer } from '../../../src/core/query/answers';
import { impactAnswer } from '../../../src/core/query/impact';
import { FixtureRepo } from '../../helpers/repo';

// Uses linked by name alone are counted apart, and never called resolved.

test('references and callers linked by name alone are counted apart, in the text and in the data', async () => {
  const repo = new FixtureRepo({
    'a/util.ts': 'export function helper(): number {\n  return 1;\n}\n',
    'a/main.ts': "import { helper } from './util';\nexport const total = helper();\n",
    'b/other.ts': 'export function helper(): number {\n  return 2;\n}\n',
    'b/loose.ts': 'export const guess = helper();\n',
  });
  const base = repo.commit();
  repo.write({ 'a/util.ts': 'export function helper(): number {\n  return 3;\n}\n' });
  repo.commit();
  const index = await buildIndex({ root: repo.root, base, cacheDir: false, jobs: 1 });
  try {
    const references = referencesAnswer(index, 'helper', 'a/util.ts');
    assert.equal(
      references.text.split('\n')[0],
      '3 references to helper linked to a/util.ts: 2 through an import or the file itself, 1 by name only (they may mean a namesake), best-ranked files first:',
    );
    assert.deepEqual(
      [references.data.total, references.data.by_name, references.data.references.map((r) => r.via).sort()],
      [3, 1, ['import', 'import', 'name']],
    );
    assert.match(references.text, /^b\/loose\.ts:1 \(call, by name only\) export const guess = helper\(\);$/m);
    const impact = impactAnswer(index);
    const [change] = impact.data.changes;
    assert.deepEqual([change.name, change.callers_total, change.callers_by_name], ['helper', 3, 1]);
    assert.match(impact.text, /^ {2}3 callers, 1 of them by name only:$/m);
  } finally {
    await closeIndex(index);
    repo.dispose();
  }
});
