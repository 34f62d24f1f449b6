import { statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { MIN_BUDGET, type Format } from '../core/index';
import { confinedRoot } from '../core/discover/confine';

export type Mode = 'full' | 'compute' | 'publish';

export interface ActionInputs {
  token: string;
  path: string;
  budget: number;
  format: Format;
  comment: boolean;
  commentKey: string;
  commentBudget: number;
  artifactName: string;
  commitPath: string;
  include: string[];
  exclude: string[];
  cache: boolean;
  history: boolean;
  mode: Mode;
  failOnError: boolean;
}

/** An input with a value the action cannot use: the message names the input and what it accepts. */
export class InputError extends Error {
  /** `value` undefined: a secret, not repeated in the message. */
  constructor(input: string, accepts: string, value: string | undefined) {
    super(`input '${input}' must be ${accepts}${value === undefined ? '' : `, not ${JSON.stringify(value)}`}`);
    this.name = 'InputError';
  }
}

/** Readers of one input each, by kind: `get` returns an input's raw value ('' when unset). */
function readersOf(get: (name: string) => string) {
  const text = (name: string, fallback: string) => {
    const value = get(name).trim();
    return value === '' ? fallback : value;
  };
  const boolean = (name: string, fallback: boolean) => {
    const value = text(name, String(fallback));
    if (/^(true|True|TRUE)$/.test(value)) return true;
    if (/^(false|False|FALSE)$/.test(value)) return false;
    throw new InputError(name, 'true or false', value);
  };
  const tokens = (name: string, fallback: number) => {
    const value = text(name, String(fallback));
    if (!/^\d+$/.test(value) || Number(value) < MIN_BUDGET || Number(value) > 1_000_000)
      throw new InputError(name, `a whole number of tokens from ${MIN_BUDGET} to 1000000`, value);
    return Number(value);
  };
  const oneOf = <T extends string>(name: string, choices: readonly T[], fallback: T): T => {
    const value = text(name, fallback);
    if (!choices.includes(value as T)) throw new InputError(name, `one of ${choices.join(', ')}`, value);
    return value as T;
  };
  // Globs match paths relative to the repository root: one that starts with / or has a .. segment never matches.
  const globs = (name: string) => {
    const list = get(name)
      .split(/[\n,]/)
      .map((g) => g.trim().replace(/^\.\//, ''))
      .filter(Boolean);
    const bad = list.find((g) => g.startsWith('/') || g.split('/').includes('..'));
    if (bad !== undefined)
      throw new InputError(
        name,
        'globs relative to the repository root (no leading / and no ..), one per line or comma-separated',
        bad,
      );
    return list;
  };
  return { text, boolean, tokens, oneOf, globs };
}

/** The `github-token` input. A line break or space in the token would be sent in a header, and a client's error about the header could quote it. */
function readToken(get: (name: string) => string): string {
  const token = get('github-token').trim();
  if (/[\s\x00-\x1f\x7f]/.test(token))
    throw new InputError(
      'github-token',
      'a token without spaces or line breaks (check how the secret was stored)',
      undefined,
    );
  return token;
}

/** The `path` input: a directory inside the workspace, and (but for the publish job, which has no checkout) an existing one. */
function checkPath(path: string, mode: Mode, workspace: string): void {
  const fromWorkspace = relative(resolve(workspace), resolve(workspace, path));
  if (fromWorkspace === '..' || fromWorkspace.startsWith(`..${sep}`) || isAbsolute(fromWorkspace))
    throw new InputError('path', 'a directory inside the workspace', path);
  // The publish job has no checkout: it does not read `path`.
  if (mode !== 'publish' && !statSync(resolve(workspace, path), { throwIfNoEntry: false })?.isDirectory()) {
    throw new InputError(
      'path',
      'an existing directory inside the workspace (is the repository checked out there?)',
      path,
    );
  }
  // A symlink on the way (a pull request can commit one in place of the mapped directory) must not lead out of the workspace.
  if (mode !== 'publish') {
    try {
      confinedRoot(resolve(workspace, path), workspace);
    } catch (error) {
      throw new InputError(
        'path',
        `a directory inside the workspace, not a symlink out of it (${(error as Error).message})`,
        path,
      );
    }
  }
}

/** Where the map goes besides the outputs: the comment's key, the artifact's name, the committed file's path. */
function readDestinations(get: (name: string) => string, text: (name: string, fallback: string) => string, mode: Mode) {
  const commentKey = text('comment-key', 'default');
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(commentKey))
    throw new InputError('comment-key', '1 to 64 letters, digits, dots, dashes or underscores', commentKey);
  const artifactName = get('artifact-name').trim();
  if (/[":<>|*?\\/\r\n]/.test(artifactName))
    throw new InputError(
      'artifact-name',
      'a name without " : < > | * ? \\ / or line breaks (empty for no upload)',
      artifactName,
    );
  if (!artifactName && mode !== 'full')
    throw new InputError(
      'artifact-name',
      `set when mode is ${mode} (the compute job uploads the artifact the publish job downloads)`,
      artifactName,
    );
  const commitPath = get('commit-path').trim();
  if (commitPath && (commitPath.startsWith('/') || commitPath.split('/').includes('..') || commitPath.endsWith('/'))) {
    throw new InputError('commit-path', 'a file path inside the repository (empty for no commit)', commitPath);
  }
  return { commentKey, artifactName, commitPath };
}

/**
 * Read and validate every input, in a fixed order (the first bad one is the one named).
 * `get` returns an input's raw value ('' when unset), as @actions/core's getInput does; defaults
 * live in action.yml and are repeated here for runs without it. `workspace` is the directory
 * `path` is relative to (GITHUB_WORKSPACE).
 */
export function readInputs(get: (name: string) => string, workspace = '.'): ActionInputs {
  const { text, boolean, tokens, oneOf, globs } = readersOf(get);
  const token = readToken(get);
  const mode = oneOf('mode', ['full', 'compute', 'publish'] as const, 'full');
  const path = text('path', '.');
  checkPath(path, mode, workspace);
  const { commentKey, artifactName, commitPath } = readDestinations(get, text, mode);
  return {
    token,
    path,
    budget: tokens('budget', 4096),
    format: oneOf('format', ['text', 'markdown', 'json'] as const, 'text'),
    comment: boolean('comment', true),
    commentKey,
    commentBudget: tokens('comment-budget', 512),
    artifactName,
    commitPath,
    include: globs('include'),
    exclude: globs('exclude'),
    cache: boolean('cache', true),
    history: boolean('history', true),
    mode,
    failOnError: boolean('fail-on-error', false),
  };
}
