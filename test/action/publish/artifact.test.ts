import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DownloadedMap, MapArtifact } from '../../../src/action/publish/artifact';
import { FakeGitHub } from '../../helpers/fake-github';
import { tempDir } from '../../helpers/repo';

// The map artifact through the artifact service, against the local GitHub: what is uploaded (the
// map's files once each, the metadata for a publish job) and what a download reads back. Each call
// runs in a process of its own (test/helpers/artifact-client.ts), with the runner's environment.

let server: FakeGitHub;
const HEAD = 'a'.repeat(40);
const JSON_MAP = {
  files: [
    {
      path: 'src/parser.ts',
      rank: 0.5,
      focus: true,
      symbols: [
        {
          name: 'parseInput',
          kind: 'function',
          line: 1,
          signature: 'export function parseInput(text: string): string[]',
        },
      ],
    },
  ],
  focus: { files: ['src/parser.ts'] },
  tokens: 40,
  budget: 1024,
};

before(async () => {
  server = await new FakeGitHub().start();
});

/** One call of the artifact module in a child process: its answer, or the message it failed with. */
function call<T>(request: object): Promise<T> {
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    ...server.artifactEnv(),
    GITHUB_API_URL: server.url,
    GITHUB_SERVER_URL: 'https://github.com',
    RUNNER_TEMP: tempDir('repomap-runner-'),
  };
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--require', 'tsx/cjs', join(__dirname, '..', '..', 'helpers', 'artifact-client.ts'), JSON.stringify(request)],
      { env },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`${error.message}\n${stderr}`));
        const result = JSON.parse(stdout.trim().split('\n').pop()!);
        if ('error' in result) reject(new Error(result.error));
        else resolve(result.answer);
      },
    );
  });
}

const upload = (name: string, files: MapArtifact, meta?: object) =>
  call<{ id: number }>({ op: 'upload', name, files, meta }).then(({ id }) => id);
const download = (name: string, dir: string, findBy: object) =>
  call<DownloadedMap>({ op: 'download', name, dir, findBy });

after(() => server.stop());

/** The map's files in a new directory; `format` picks which of them is the map (the JSON map is the same file as the JSON). */
function mapFiles(format: 'md' | 'json') {
  const dir = tempDir('repomap-artifact-');
  const files = {
    dir,
    map: join(dir, `repomap.${format}`),
    json: join(dir, 'repomap.json'),
    text: join(dir, 'repomap.txt'),
  };
  writeFileSync(files.map, '<details>map</details>\n');
  writeFileSync(files.json, JSON.stringify(JSON_MAP));
  writeFileSync(files.text, 'src/parser.ts:\n  1: export function parseInput(text: string): string[]\n');
  return files;
}

/** The names of a zip's entries (each is stored twice: in its local header and in the central directory). */
function zipEntries(zip: Buffer): string[] {
  return [...zip.toString('latin1').matchAll(/repomap[\w-]*\.(?:md|json|txt)/g)].map((m) => m[0]).sort();
}

test('upload: the map files once each and, for a pull request, the metadata a publish job needs; a download reads them back as checked data', async () => {
  const files = mapFiles('md');
  const id = await upload('repomap', files, { version: 1, pullRequest: 7, headSha: HEAD });
  assert.equal(id, 98765);
  assert.deepEqual(zipEntries(server.artifacts.get('repomap')!), [
    'repomap-meta.json',
    'repomap-meta.json',
    'repomap.json',
    'repomap.json',
    'repomap.md',
    'repomap.md',
    'repomap.txt',
    'repomap.txt',
  ]);
  assert.deepEqual(JSON.parse(readFileSync(join(files.dir, 'repomap-meta.json'), 'utf8')), {
    version: 1,
    pullRequest: 7,
    headSha: HEAD,
  });

  const into = join(tempDir('repomap-download-'), 'map');
  const downloaded = await download('repomap', into, {
    token: 'ghs_unit_token',
    workflowRunId: 4242,
    repositoryOwner: 'octo',
    repositoryName: 'widgets',
  });
  assert.ok(existsSync(join(into, 'repomap.md')));
  assert.deepEqual(downloaded.meta, { version: 1, pullRequest: 7, headSha: HEAD });
  assert.deepEqual(downloaded.numbers, { files: 1, tokens: 40, budget: 1024, changed: 1 });
  assert.deepEqual(downloaded.changed, ['src/parser.ts']);
  assert.equal(downloaded.files[0].symbols[0].name, 'parseInput');
  assert.match(downloaded.text, /parseInput/);
  const [lookup] = server.requestsTo('GET /repos/octo/widgets/actions/runs/4242/artifacts$');
  assert.match(lookup.path, /name=repomap/);
  assert.equal(lookup.authorization, 'token ghs_unit_token');
});

test('upload: the JSON map is the JSON file, sent once; without a pull request no metadata is written', async () => {
  const files = mapFiles('json');
  await upload('repomap-push', files);
  assert.deepEqual(zipEntries(server.artifacts.get('repomap-push')!), [
    'repomap.json',
    'repomap.json',
    'repomap.txt',
    'repomap.txt',
  ]);
  assert.equal(existsSync(join(files.dir, 'repomap-meta.json')), false);
});

test('download: an artifact the run does not have fails, and nothing is read', async () => {
  const into = join(tempDir('repomap-download-'), 'none');
  mkdirSync(into, { recursive: true });
  await assert.rejects(
    download('missing', into, { token: 't', workflowRunId: 1, repositoryOwner: 'octo', repositoryName: 'widgets' }),
    /missing/,
  );
});
