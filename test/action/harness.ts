import { spawn } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FakeGitHub } from '../helpers/fake-github';
import { FixtureRepo, tempDir } from '../helpers/repo';

// End to end: the committed bundle, run as the runner runs it, against a local fake GitHub.

/** The token every run is given: it must never appear in a run's output but in the runner's mask command. */
export const TOKEN = 'ghs_faketoken123456';

/** A copy of dist/ (the bundle finds its .wasm files and queries beside itself, without node_modules). */
export function copyDist(): string {
  const dist = tempDir('repomap-action-dist-');
  cpSync(join(__dirname, '..', '..', 'dist'), dist, { recursive: true });
  return dist;
}

export interface Run {
  status: number;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
}

/** Parse the GITHUB_OUTPUT file (`name<<delimiter` … `delimiter` blocks). */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = lines[i].match(/^([^<=]+)<<(.+)$/);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]);
    outputs[m[1]] = value.join('\n');
  }
  return outputs;
}

export type RunAction = (
  workspace: string,
  event: { name: string; payload: object },
  inputs: Record<string, string>,
  extraEnv?: Record<string, string>,
) => Promise<Run>;

/** Run `index.js` in `dist` (a copy of dist/) as a child process, with the runner's environment pointing at `server`. */
export function actionRunner(dist: string, server: FakeGitHub): RunAction {
  return (workspace, event, inputs, extraEnv = {}) => {
    const temp = tempDir('repomap-runner-');
    const files = { event: join(temp, 'event.json'), output: join(temp, 'output'), summary: join(temp, 'summary.md') };
    writeFileSync(files.event, JSON.stringify(event.payload));
    writeFileSync(files.output, '');
    writeFileSync(files.summary, '');
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? temp,
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: event.name,
      GITHUB_EVENT_PATH: files.event,
      GITHUB_REPOSITORY: 'octo/widgets',
      GITHUB_API_URL: server.url,
      GITHUB_GRAPHQL_URL: `${server.url}/graphql`,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '4242',
      GITHUB_SHA: 'a'.repeat(40),
      GITHUB_REF: 'refs/pull/7/merge',
      GITHUB_WORKSPACE: workspace,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      RUNNER_TEMP: temp,
      XDG_CACHE_HOME: join(temp, 'xdg'),
      'INPUT_GITHUB-TOKEN': TOKEN,
      ...extraEnv,
    };
    for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [join(dist, 'index.js')], { cwd: workspace, env });
      let stdout = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stdout += d));
      child.on('close', (status) =>
        resolve({
          status: status ?? -1,
          stdout,
          outputs: parseOutputs(readFileSync(files.output, 'utf8')),
          summary: readFileSync(files.summary, 'utf8'),
        }),
      );
    });
  };
}

/** The base commit's files of the fixture pull requests: a parser, its caller and an unrelated file. */
export const BASE_FILES: Record<string, string> = {
  'src/parser.ts': 'export function parseInput(text: string): string[] {\n  return text.split(",");\n}\n',
  'src/main.ts': "import { parseInput } from './parser';\nexport function runMain(): void {\n  parseInput('a,b');\n}\n",
  'src/other.ts': 'export function unrelatedThing(): number {\n  return 1;\n}\n',
};

/**
 * A repository with pull request #7, checked out the way actions/checkout does: the merge commit,
 * depth 1 (`checkout`; `cloneCheckout` makes another, as a new job would).
 */
export function pullRequestCheckout(
  extra: Record<string, string> = {},
  /** Commits made on main after the first, which the pull request is then based on. */
  history?: (upstream: FixtureRepo) => void,
) {
  const upstream = new FixtureRepo({ ...BASE_FILES, ...extra });
  let baseSha = upstream.commit('base');
  if (history) {
    history(upstream);
    baseSha = upstream.git('rev-parse', 'HEAD').trim();
  }
  upstream.git('checkout', '-q', '-b', 'feature');
  upstream.write({
    'src/parser.ts':
      'export function parseInput(text: string, separator = ","): string[] {\n  return text.split(separator);\n}\n',
  });
  const headSha = upstream.commit('head');
  upstream.git('checkout', '-q', 'main');
  upstream.git('merge', '-q', '--no-ff', '-m', 'merge', 'feature');
  upstream.git('update-ref', 'refs/pull/7/merge', 'HEAD');
  const cloneCheckout = () => {
    const dir = tempDir('repomap-checkout-');
    new FixtureRepo({}, { git: false }).git(
      'clone',
      '-q',
      '--depth=1',
      '--branch',
      'main',
      `file://${upstream.root}`,
      dir,
    );
    return dir;
  };
  const checkout = cloneCheckout();
  const payload = {
    pull_request: {
      number: 7,
      base: { sha: baseSha, ref: 'main' },
      head: { sha: headSha, ref: 'feature', repo: { full_name: 'octo/widgets' } },
    },
    repository: { full_name: 'octo/widgets', default_branch: 'main' },
  };
  return { upstream, checkout, cloneCheckout, payload, headSha };
}
