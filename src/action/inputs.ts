import type { Format } from '../core/index';

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
  mode: Mode;
  failOnError: boolean;
}

/** An input with a value the action cannot use: the message names the input and what it accepts. */
export class InputError extends Error {
  constructor(input: string, accepts: string, value: string) {
    super(`input '${input}' must be ${accepts}, not ${JSON.stringify(value)}`);
    this.name = 'InputError';
  }
}

/**
 * Read and validate every input. `get` returns an input's raw value ('' when unset), as
 * @actions/core's getInput does; defaults live in action.yml and are repeated here for runs without it.
 */
export function readInputs(get: (name: string) => string): ActionInputs {
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
    if (!/^\d+$/.test(value) || Number(value) < 64 || Number(value) > 1_000_000) throw new InputError(name, 'a whole number of tokens from 64 to 1000000', value);
    return Number(value);
  };
  const oneOf = <T extends string>(name: string, choices: readonly T[], fallback: T): T => {
    const value = text(name, fallback);
    if (!choices.includes(value as T)) throw new InputError(name, `one of ${choices.join(', ')}`, value);
    return value as T;
  };
  const globs = (name: string) =>
    get(name)
      .split(/[\n,]/)
      .map((g) => g.trim())
      .filter(Boolean);

  const commentKey = text('comment-key', 'default');
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(commentKey)) throw new InputError('comment-key', '1 to 64 letters, digits, dots, dashes or underscores', commentKey);
  const artifactName = get('artifact-name').trim();
  if (/[":<>|*?\\/\r\n]/.test(artifactName)) throw new InputError('artifact-name', 'a name without " : < > | * ? \\ / or line breaks (empty for no upload)', artifactName);
  const commitPath = get('commit-path').trim();
  if (commitPath && (commitPath.startsWith('/') || commitPath.split('/').includes('..') || commitPath.endsWith('/'))) {
    throw new InputError('commit-path', 'a file path inside the repository (empty for no commit)', commitPath);
  }
  return {
    token: get('github-token').trim(),
    path: text('path', '.'),
    budget: tokens('budget', 4096),
    format: oneOf('format', ['text', 'markdown', 'json'] as const, 'text'),
    comment: boolean('comment', true),
    commentKey,
    commentBudget: tokens('comment-budget', 2048),
    artifactName,
    commitPath,
    include: globs('include'),
    exclude: globs('exclude'),
    cache: boolean('cache', true),
    mode: oneOf('mode', ['full', 'compute', 'publish'] as const, 'full'),
    failOnError: boolean('fail-on-error', false),
  };
}
