import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import '../helpers/esm-packages';
import { DEFAULT_POLICY } from '../../src/action/api-policy';
import { readInputs } from '../../src/action/inputs';
import { setMapOutputs, setMcpConfigOutput, writeMapFiles } from '../../src/action/map-outputs';
import { Problems } from '../../src/action/report';
import { mapOf } from '../helpers/maps';
import { tempDir } from '../helpers/repo';
import { parseOutputs } from './harness';

// A runner's temporary directory and output file, for the functions that write there.
const runnerTemp = tempDir('repomap-runner-temp-');
const outputFile = join(runnerTemp, 'output');
writeFileSync(outputFile, '');
process.env.RUNNER_TEMP = runnerTemp;
process.env.GITHUB_OUTPUT = outputFile;
const inputs = (format: string) => readInputs((name) => (name === 'format' ? format : ''), runnerTemp);
const outputs = () => parseOutputs(readFileSync(outputFile, 'utf8'));

test('the map files: the format asked for, the JSON map and the text map, each once', async () => {
  const map = await mapOf({
    'a.ts': 'export function alpha() {}\n',
    'b.ts': "import { alpha } from './a';\nalpha();\n",
  });
  const dir = join(runnerTemp, 'repomap');
  const markdown = writeMapFiles(map, inputs('markdown'));
  assert.deepEqual(markdown, {
    dir,
    map: join(dir, 'repomap.md'),
    json: join(dir, 'repomap.json'),
    text: join(dir, 'repomap.txt'),
  });
  assert.equal(readFileSync(markdown.text, 'utf8'), map.text);
  assert.ok(Array.isArray(JSON.parse(readFileSync(markdown.json, 'utf8')).files));
  const text = writeMapFiles(map, inputs('text'));
  assert.equal(text.map, text.text);
  setMapOutputs(map, text);
  const set = outputs();
  assert.equal(set['map-path'], text.map);
  assert.equal(set['json-path'], text.json);
  assert.equal(set.tokens, String(map.tokens));
  assert.equal(set.files, String(map.files.length));
  assert.equal(set.map, map.text);
});

test('the mcp-config output starts the server on the checkout, with the diff file of the change', () => {
  const problems = new Problems('', DEFAULT_POLICY);
  const setup = { root: '/checkout/repo', cacheDir: false as const, budget: 1024, include: ['src/**'], exclude: [] };
  setMcpConfigOutput({ ...setup, diff: 'diff --git a/x b/x\n' }, problems);
  const { args } = JSON.parse(outputs()['mcp-config']).mcpServers.repomap;
  const diffPath = join(runnerTemp, 'repomap-mcp', 'change.diff');
  assert.deepEqual(args.slice(1, 4), ['mcp', '--root', '/checkout/repo']);
  assert.deepEqual(args.slice(6), ['--diff', diffPath, '--no-cache', '--budget', '1024', '--include=src/**']);
  assert.equal(readFileSync(diffPath, 'utf8'), 'diff --git a/x b/x\n');
  assert.deepEqual(problems.list, []);
});

test('an mcp-config output that cannot be written is a problem of the run, not its end', () => {
  const blocked = tempDir('repomap-runner-temp-');
  writeFileSync(join(blocked, 'repomap-mcp'), 'a file where the directory goes');
  process.env.RUNNER_TEMP = blocked;
  try {
    const problems = new Problems('', DEFAULT_POLICY);
    setMcpConfigOutput(
      { root: '/checkout/repo', diff: '', cacheDir: false, budget: 1024, include: [], exclude: [] },
      problems,
    );
    assert.equal(problems.list.length, 1);
    assert.match(problems.list[0], /^writing the mcp-config output: /);
    assert.ok(!existsSync(join(blocked, 'repomap-mcp', 'change.diff')));
  } finally {
    process.env.RUNNER_TEMP = runnerTemp;
  }
});
