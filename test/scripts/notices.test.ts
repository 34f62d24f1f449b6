import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../../src/core/languages';
import {
  grammarUpstreams,
  mergeLicenses,
  NOTICES_FILE,
  parseNccLicenses,
  renderNotices,
  type CopiedPackage,
} from '../../scripts/release-notices';

// dist/licenses.txt, the third-party notices the build writes (scripts/build.ts): how ncc's license
// files are merged, and that the committed file names every package dist/ ships, with its license.

const root = join(__dirname, '..', '..');
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

const MIT_A = 'MIT License\n\nCopyright (c) A\n\nPermission is hereby granted.\n\nzeta\n';
const NCC_ONE = `alpha\nMIT\n${MIT_A}\n\nbeta\n(MIT OR Apache-2.0)\nBeta's text\n\nnoid\n\nzeta\nISC\nZeta's text`;
const NCC_TWO = `beta\n(MIT OR Apache-2.0)\nBeta's text\n\ngamma\nMIT/X11\n\nzeta\nISC\nZeta's other text\n`;
// The lockfile's licenses: a name in a text is not an entry, unless its license follows it.
const LOCKED = new Map(
  Object.entries({
    alpha: ['MIT'],
    beta: ['(MIT OR Apache-2.0)'],
    gamma: ['MIT/X11'],
    noid: [''],
    zeta: ['ISC', 'MIT'],
  }).map(([name, ids]) => [name, new Set(ids)]),
);

test("ncc's license file reads back into its entries, even where a text has empty lines and a package's name", () => {
  assert.deepEqual(parseNccLicenses(NCC_ONE, LOCKED), [
    { name: 'alpha', id: 'MIT', text: MIT_A.trim() },
    { name: 'beta', id: '(MIT OR Apache-2.0)', text: "Beta's text" },
    { name: 'noid', id: '', text: '' },
    { name: 'zeta', id: 'ISC', text: "Zeta's text" },
  ]);
  assert.deepEqual(parseNccLicenses('alpha\nMIT\nText\n\nzeta\nMIT: a line of the text\n', LOCKED), [
    { name: 'alpha', id: 'MIT', text: 'Text\n\nzeta\nMIT: a line of the text' },
  ]);
});

test("the bundles' licenses merge into one sorted list, each package and text once, whatever the order of the bundles", () => {
  const one = parseNccLicenses(NCC_ONE, LOCKED);
  const two = parseNccLicenses(NCC_TWO, LOCKED);
  const merged = mergeLicenses([one, two]);
  assert.deepEqual(
    merged.map((l) => `${l.name}:${l.text}`),
    ['alpha:' + MIT_A.trim(), "beta:Beta's text", 'gamma:', 'noid:', "zeta:Zeta's other text", "zeta:Zeta's text"],
  );
  assert.deepEqual(mergeLicenses([two, one]), merged);
  const copied: CopiedPackage[] = [
    {
      name: 'grammars',
      version: '1.0.0',
      license: 'Unlicense',
      files: 'the grammars',
      texts: [['LICENSE', 'public domain\n']],
      upstream: [['tree-sitter-x.wasm', 'tree-sitter-x ^1.0.0']],
    },
    { name: 'runtime', version: '2.0.0', license: 'MIT', files: 'the runtime', texts: [] },
  ];
  const notices = renderNotices(merged, copied);
  assert.equal(
    renderNotices(mergeLicenses([two, one]), [...copied].reverse()),
    notices,
    'the same bytes from any order',
  );
  assert.match(notices, /^beta \(MIT OR Apache-2\.0\)\n\nBeta's text\n/m);
  assert.match(
    notices,
    /^gamma \(MIT\/X11\)\n\nThe package ships no license text; its package\.json names the license MIT\/X11\.$/m,
  );
  assert.match(notices, /^noid\n\nThe package ships no license text; its package\.json names no license\.$/m);
  assert.match(
    notices,
    /^grammars 1\.0\.0 \(Unlicense\): the grammars\n\nEach grammar is compiled from its upstream tree-sitter project, under that project's own license:\n {2}tree-sitter-x\.wasm: tree-sitter-x \^1\.0\.0\n\nLICENSE:\n\npublic domain\n/m,
  );
  assert.doesNotMatch(notices, /[ \t]$/m);
});

test("each grammar is traced to its upstream project from its package's devDependencies, or the build stops", () => {
  const json = {
    name: 'g',
    devDependencies: {
      'tree-sitter-c-sharp': '^0.20.0',
      'tree-sitter-typescript': '^0.20.5',
      '@org/tree-sitter-zig': '1.0.0',
    },
  };
  assert.deepEqual(
    grammarUpstreams(json, [
      'tree-sitter-zig.wasm',
      'tree-sitter-c_sharp.wasm',
      'tree-sitter-tsx.wasm',
      'tree-sitter-typescript.wasm',
    ]),
    [
      ['tree-sitter-c_sharp.wasm', 'tree-sitter-c-sharp ^0.20.0'],
      ['tree-sitter-tsx.wasm', 'tree-sitter-typescript ^0.20.5'],
      ['tree-sitter-typescript.wasm', 'tree-sitter-typescript ^0.20.5'],
      ['tree-sitter-zig.wasm', '@org/tree-sitter-zig 1.0.0'],
    ],
  );
  assert.throws(
    () => grammarUpstreams(json, ['tree-sitter-cobol.wasm']),
    /g: no devDependency of its package\.json names the project of tree-sitter-cobol\.wasm/,
  );
});

test(
  'the committed notices name every production dependency with the license text it ships, and every grammar with its upstream project',
  { skip: !existsSync(join(root, 'dist', NOTICES_FILE)) && 'no dist/licenses.txt: run npm run build' },
  () => {
    const notices = readFileSync(join(root, 'dist', NOTICES_FILE), 'utf8');
    // Each entry: a rule, its heading (the package's name first), its text, up to the next rule.
    const entries = new Map<string, string>();
    for (const entry of notices.split(/^-{80}\n/m).slice(1)) {
      const name = entry.slice(0, entry.indexOf('\n')).split(' ')[0];
      entries.set(name, (entries.get(name) ?? '') + entry);
    }
    const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const name of Object.keys(dependencies)) {
      assert.ok(entries.has(name), `${name} is in the notices`);
      const dir = join(root, 'node_modules', name);
      for (const file of readdirSync(dir).filter((f) => /^licen[cs]e/i.test(f))) {
        assert.ok(
          flat(entries.get(name)!).includes(flat(readFileSync(join(dir, file), 'utf8'))),
          `${name}'s ${file} is in its entry`,
        );
      }
    }
    for (const spec of LANGUAGES) {
      assert.match(
        notices,
        new RegExp(`^ {2}${spec.grammar.replace(/\./g, '\\.')}: \\S+`, 'm'),
        `${spec.source}/${spec.grammar} names its upstream project`,
      );
    }
    assert.match(notices, /^web-tree-sitter \d+\.\d+\.\d+ \(MIT\): dist\/wasm\/tree-sitter\.wasm/m);
  },
);
