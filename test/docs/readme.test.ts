// The README stays short and in step with action.yml and the language table, its links lead to
// files that exist, and no tracked file names a path of the machine it was written on.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { generateReadme, inputsTable, parseActionYml } from '../../scripts/readme-tables';

const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

test('the README is at most 400 lines', () => {
  const lines = read('README.md').split('\n').length;
  assert.ok(lines <= 400, `README.md has ${lines} lines; move detail to docs/`);
});

test("the README's input, output and language tables are the ones action.yml and src/core/languages.ts make", () => {
  const readme = read('README.md');
  assert.equal(readme, generateReadme(readme, read('action.yml')), 'run: node --import tsx scripts/readme-tables.ts');
});

test('every input and output of action.yml has a row in the README', () => {
  const readme = read('README.md');
  const action = parseActionYml(read('action.yml'));
  assert.ok(action.inputs.length > 0 && action.outputs.length > 0);
  for (const entry of [...action.inputs, ...action.outputs])
    assert.match(readme, new RegExp(`^\\| \`${entry.name}\` \\|`, 'm'));
});

test('a drifted table row is found', () => {
  const readme = read('README.md');
  const drifted = readme.replace(/^(\| `budget` \|.*) \|$/m, '$1 (edited by hand) |');
  assert.notEqual(drifted, readme, 'the README has a budget row to change');
  assert.notEqual(generateReadme(drifted, read('action.yml')), drifted);
});

test('the action.yml parser reads plain, quoted and block scalars, and refuses a layout it does not know', () => {
  const yml = [
    'name: x',
    'inputs:',
    '  budget:',
    "    description: Size, in 'tokens' | pieces.",
    "    default: '4096'",
    '  path:',
    '    description: "The checkout."',
    'outputs:',
    '  map:',
    '    description: The map.',
    'runs:',
    '  using: node24',
  ].join('\n');
  const action = parseActionYml(yml);
  assert.deepEqual(action.inputs, [
    { name: 'budget', description: "Size, in 'tokens' | pieces.", default: '4096' },
    { name: 'path', description: 'The checkout.' },
  ]);
  assert.deepEqual(action.outputs, [{ name: 'map', description: 'The map.' }]);
  assert.match(inputsTable(action.inputs), /\| `budget` \| `4096` \| Size, in 'tokens' \\\| pieces\. \|/);
  const block = parseActionYml('inputs:\n  x:\n    description: >\n      A long\n      description.\n    default: a\n');
  assert.deepEqual(block.inputs, [{ name: 'x', description: 'A long description.', default: 'a' }]);
  assert.throws(() => parseActionYml('inputs:\n  x:\n   description: misindented\n'), /expected an input or output/);
  assert.throws(() => parseActionYml('outputs:\n  x:\n    default: a\n'), /no description/);
});

/** Relative links of a markdown file: `[text](path)` and `![alt](path)`, without their #anchor. */
function relativeLinks(markdown: string): string[] {
  const links = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
  return links.filter((link) => !/^[a-z]+:/i.test(link) && !link.startsWith('#')).map((link) => link.split('#')[0]);
}

/** Files that other helpers add in the same release; a link to them is checked once they exist. */
const RELEASE_FILES = new Set(['LICENSE', 'CHANGELOG.md']);

test('the relative links of the README and docs/ lead to files of the repository', () => {
  const pages = ['README.md', ...trackedFiles().filter((path) => /^docs\/.*\.md$/.test(path))];
  for (const page of pages) {
    for (const link of relativeLinks(read(page))) {
      const target = join(dirname(page), link);
      if (RELEASE_FILES.has(target)) continue;
      assert.ok(existsSync(join(root, target)), `${page} links to ${link}, which does not exist`);
    }
  }
});

test('docs/ is written for a reader who was not there: no issue numbers, no "this stop"', () => {
  for (const page of ['README.md', ...trackedFiles().filter((path) => /^docs\/.*\.md$/.test(path))]) {
    const text = read(page);
    // `#12` alone is this project's issue; `owner/repo#12` names another project's, `#L12` a line,
    // and `` `#12` `` in code an example.
    assert.doesNotMatch(text, /(?<![\w/`])#\d+\b/, `${page} cites an issue number`);
    assert.doesNotMatch(text, /\b(this|that) stop\b/i, `${page} tells its history as a diary`);
  }
});

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
}

/**
 * Paths of a build machine: its work and benchmark directories, its temporary Node, root's and a
 * user's home. `/home/runner/` (a GitHub-hosted runner, whose paths users see in their logs) and
 * made-up homes of test fixtures are not; neither is a work directory inside a longer path.
 */
export const MACHINE_PATH =
  /(?<![\w.$~-])\/work\/|\/tmp\/(?:bench|node\d+|bash_jobs)|(?<![\w.-])\/root\/|\/home\/(?!runner\/|dev\/)[a-z_][\w-]*\//;

test('the pattern finds build-machine paths and leaves the paths users see', () => {
  // Written in pieces, so that this file names no such path itself.
  const absolute = (...parts: string[]) => ['', ...parts].join('/');
  const machinePaths = [
    absolute('work', 'bench', 'w'),
    `'${absolute('work', '.mirror')}'`,
    `PATH=${absolute('tmp', 'node24', 'package', 'bin')}`,
    absolute('tmp', 'bench', 'go'),
    absolute('root', '.cache', 'repomap'),
    absolute('home', 'alice', 'src'),
  ];
  for (const path of machinePaths) {
    assert.match(path, MACHINE_PATH, path);
  }
  for (const path of [
    '/home/runner/work/_actions/org/repomap-action',
    '$bench_dir/work/x',
    '/home/dev/acme/build',
    'src/work/index.ts',
    '/tmp/repomap.txt',
  ]) {
    assert.doesNotMatch(path, MACHINE_PATH, path);
  }
});

test('no tracked file names a path of a build machine', () => {
  const found: string[] = [];
  for (const path of trackedFiles()) {
    if (path.startsWith('dist/') || path === 'package-lock.json') continue;
    if (!existsSync(join(root, path))) continue;
    const bytes = readFileSync(join(root, path));
    if (bytes.includes(0)) continue; // binary
    bytes
      .toString('utf8')
      .split('\n')
      .forEach((line, index) => {
        if (MACHINE_PATH.test(line)) found.push(`${path}:${index + 1}: ${line.trim().slice(0, 120)}`);
      });
  }
  assert.deepEqual(found, [], 'replace these with a placeholder such as $BENCH_DIR or an option');
});
