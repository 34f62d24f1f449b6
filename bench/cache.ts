// `npm run bench:cache`: the Action's tag cache on the Go standard library (Debian's golang-1.19-src),
// through @actions/cache against the local fake cache service (test/helpers/fake-github.ts). Three
// runs of the bundled Action, as GitHub would run them:
//   1. a push to the default branch, cold: parses everything, saves the default branch's cache;
//   2. a new pull request that changes one file: restores that cache, parses the one file, saves a layer;
//   3. a re-run of the pull request: restores the layer and the default branch's cache, saves nothing.
// Prints each run's figures line (files, cache keys and sizes, each stage's time) and the sizes of
// the saved archives; writes bench/results/cache.json. The fake service is local, so restore and
// save times are the archive's compression, transfer over loopback and extraction, without
// GitHub's network: on a hosted runner add the download and upload of the sizes shown.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { FakeGitHub } from '../test/helpers/fake-github';
import { FixtureRepo, tempDir } from '../test/helpers/repo';
import { actionRunner, copyDist, type Run } from '../test/action/harness';

const SOURCE = '/usr/share/go-1.19/src';
const ROOT = resolve(__dirname, '..');
const CHANGED = 'strings/strings.go';

function du(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        files++;
        bytes += statSync(full).size;
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return { files, bytes };
}

/** The figures line the Action logs: `repomap: N files listed, …`. */
function figuresOf(run: Run): string {
  if (run.status !== 0) throw new Error(`the action failed:\n${run.stdout}`);
  const line = run.stdout.split('\n').find((l) => / files listed, /.test(l));
  if (!line) throw new Error(`no figures line in:\n${run.stdout}`);
  return line.replace(/^repomap: /, '');
}

const stageMs = (figures: string, stage: string) => Number(new RegExp(`${stage} (\\d+) ms`).exec(figures)?.[1]);
/** The entries a run saved, as its figures line gives them: `saved <key> (N entries, …)`. */
const savedEntries = (figures: string) => Number(/saved \S+ \((\d+) entr/.exec(figures)?.[1]);

async function main(): Promise<void> {
  if (!existsSync(SOURCE)) throw new Error(`${SOURCE} is missing: apt-get install golang-1.19-src`);
  if (!existsSync(join(ROOT, 'dist', 'index.js'))) throw new Error('dist/index.js is missing: run npm run build');
  const upstream = new FixtureRepo();
  cpSync(SOURCE, upstream.root, { recursive: true });
  const baseSha = upstream.commit('go 1.19 src');
  upstream.git('checkout', '-q', '-b', 'topic');
  upstream.write({
    [CHANGED]: `${upstream.git('show', `HEAD:${CHANGED}`)}\n// A change on the pull request.\nfunc benchAdded() int { return 1 }\n`,
  });
  const headSha = upstream.commit('one changed file');
  upstream.git('checkout', '-q', 'main');

  const server = new FakeGitHub();
  await server.start();
  const runAction = actionRunner(copyDist(), server);
  const runnerTemp = tempDir('repomap-bench-runner-');
  // A new job on the same runner: RUNNER_TEMP at the same path, empty.
  const clearJob = () => {
    for (const dir of ['repomap-cache', 'repomap-cache-layer'])
      rmSync(join(runnerTemp, dir), { recursive: true, force: true });
  };
  const inputs = { 'artifact-name': '', comment: 'false', cache: 'true' };
  try {
    const mainCheckout = tempDir('repomap-bench-main-');
    upstream.git('clone', '-q', '--depth=1', `file://${upstream.root}`, mainCheckout);
    const push = {
      name: 'push',
      payload: { after: baseSha, ref: 'refs/heads/main', repository: { default_branch: 'main' } },
    };
    const cold = figuresOf(
      await runAction(mainCheckout, push, inputs, {
        ...server.artifactEnv({ write: 'refs/heads/main' }),
        RUNNER_TEMP: runnerTemp,
        GITHUB_REF: 'refs/heads/main',
        GITHUB_RUN_ID: '1',
      }),
    );
    const unpacked = du(join(runnerTemp, 'repomap-cache'));
    const shared = server.cacheEntries.at(-1);
    clearJob();

    const prCheckout = tempDir('repomap-bench-pr-');
    upstream.git('clone', '-q', '--depth=1', '--branch', 'topic', `file://${upstream.root}`, prCheckout);
    const pr = {
      name: 'pull_request',
      payload: {
        pull_request: {
          number: 1,
          base: { sha: baseSha, ref: 'main' },
          head: { sha: headSha, ref: 'topic', repo: { full_name: 'octo/widgets' } },
        },
        repository: { full_name: 'octo/widgets', default_branch: 'main' },
      },
    };
    const prEnv = {
      ...server.artifactEnv({ write: 'refs/pull/1/merge', read: ['refs/heads/main'] }),
      RUNNER_TEMP: runnerTemp,
      GITHUB_REF: 'refs/pull/1/merge',
      GITHUB_RUN_ID: '2',
    };
    const first = figuresOf(await runAction(prCheckout, pr, inputs, prEnv));
    const layer = server.cacheEntries.at(-1);
    clearJob();
    const again = figuresOf(await runAction(prCheckout, pr, inputs, { ...prEnv, GITHUB_RUN_ATTEMPT: '2' }));

    const machine = `${cpus()[0]?.model ?? 'unknown cpu'}, ${availableParallelism()} cores, Node ${process.version}`;
    const mb = (bytes = 0) => `${(bytes / 1_000_000).toFixed(1)} MB`;
    console.log(`repomap cache benchmark on ${machine}: ${SOURCE}\n`);
    console.log(`1. push to main, cold:        ${cold}`);
    console.log(`2. new pull request, 1 file:  ${first}`);
    console.log(`3. re-run of the pull request: ${again}\n`);
    console.log(
      `the default branch's cache: ${savedEntries(cold)} entries in ${unpacked.files} files, ${mb(unpacked.bytes)} unpacked, ${mb(shared?.sizeBytes)} archive`,
    );
    console.log(`the pull request's layer: ${mb(layer?.sizeBytes)} archive (${layer?.sizeBytes} bytes)`);
    const report = {
      date: new Date().toISOString(),
      machine,
      corpus: SOURCE,
      defaultCache: {
        entries: savedEntries(cold),
        files: unpacked.files,
        unpackedBytes: unpacked.bytes,
        archiveBytes: shared?.sizeBytes,
        saveMs: stageMs(cold, 'cache save'),
      },
      pullRequestLayer: {
        archiveBytes: layer?.sizeBytes,
        restoreMs: stageMs(first, 'cache restore'),
        saveMs: stageMs(first, 'cache save'),
      },
      rerun: { restoreMs: stageMs(again, 'cache restore') },
      figures: { cold, first, again },
    };
    mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench', 'results', 'cache.json'), JSON.stringify(report, null, 2) + '\n');
    console.log('\nwritten to bench/results/cache.json');
  } finally {
    await server.stop();
    upstream.dispose();
  }
}

void main();
