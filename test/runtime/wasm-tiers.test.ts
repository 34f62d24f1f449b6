import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGUAGES } from '../../src/core/languages';
import { changeRunNeedsLiftoff, chooseWasmTiers, unsafeOnV13, V13_OPTIMIZING_MB } from '../../src/runtime/wasm-tiers';
import { FixtureRepo, tempDir } from '../helpers/repo';
import { rmSync } from 'node:fs';

const NODE20 = '11.3.244.8-node.33';
const NODE24 = '13.6.233.17-node.37';

test('every grammar of the language table has its V8 13 measurement, and the table holds no other', () => {
  const grammars = new Set(LANGUAGES.map((spec) => spec.grammar));
  assert.deepEqual(
    [...grammars].filter((grammar) => V13_OPTIMIZING_MB[grammar] === undefined),
    [],
  );
  assert.deepEqual(
    Object.keys(V13_OPTIMIZING_MB).filter((grammar) => !grammars.has(grammar)),
    [],
  );
});

test("a tier flag on node's command line leaves the choice to it", () => {
  assert.equal(chooseWasmTiers(NODE24, ['--liftoff-only']), undefined);
  assert.equal(chooseWasmTiers(NODE24, ['--no-liftoff-only']), undefined);
  assert.equal(chooseWasmTiers(NODE20, ['--stack-size=2000', '--liftoff_only']), undefined);
  assert.equal(chooseWasmTiers(NODE20, ['--no-wasm-tier-up']), undefined);
});

test('on V8 13 and later, what its optimizing compiler cannot take is parsed apart, whatever its size', () => {
  const policy = chooseWasmTiers(NODE24, ['--stack-size=2000'])!;
  const work = new Map([
    ['go', 60e6],
    ['swift', 100],
    ['typescript', 1],
    ['vue', 1],
    ['python', 5e6],
    ['markdown', 2e3],
  ]);
  assert.deepEqual(policy.apart(work), ['swift', 'typescript', 'vue', 'markdown']);
  assert.equal(policy.tierLock, undefined, 'the process keeps V8 13 tiering');
  assert.deepEqual(policy.apart(new Map([['go', 60e6]])), [], 'a Go-only run');
  assert.deepEqual(unsafeOnV13(new Map([['rust', 1]])), []);
  assert.deepEqual(chooseWasmTiers('14.1.146.11-node.14', [])!.apart(new Map([['swift', 1]])), ['swift']);
});

test('a run that parses a change runs again with --liftoff-only on V8 13 when the checkout has a language parsed apart', () => {
  const repo = new FixtureRepo({ 'main.go': 'package main\n', 'go.mod': 'module a\n' });
  const notGit = tempDir();
  try {
    repo.commit();
    assert.equal(changeRunNeedsLiftoff(repo.root, NODE24, []), false, 'a Go-only checkout: no');
    repo.write({ 'ui/view.swift': 'let a = 1\n' }); // untracked, not ignored: listed
    assert.equal(changeRunNeedsLiftoff(repo.root, NODE24, []), true, 'a Swift file: yes');
    assert.equal(changeRunNeedsLiftoff(repo.root, NODE20, []), false, 'V8 before 13: never');
    assert.equal(changeRunNeedsLiftoff(repo.root, NODE24, ['--liftoff-only']), false, 'the flag is there');
    assert.equal(changeRunNeedsLiftoff(notGit, NODE24, []), true, 'git cannot list it: yes');
  } finally {
    repo.dispose();
    rmSync(notGit, { recursive: true, force: true });
  }
});
