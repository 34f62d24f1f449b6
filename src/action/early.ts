import { resolve } from 'node:path';

/**
 * Whether the Action's run maps the repository (every mode but publish, which only posts a map made
 * by another job): it parses with a thread that the entry point starts (see prestartParser), and hands to the run. The
 * input is read as @actions/core passes it (INPUT_MODE), not checked: a wrong one fails later.
 */
export function mapsRepository(env: NodeJS.ProcessEnv): boolean {
  return (env.INPUT_MODE ?? '').trim() !== 'publish';
}

/** The checkout the run maps: the `path` input in the workspace, read as @actions/core passes it (not checked). */
export function repositoryRoot(env: NodeJS.ProcessEnv): string {
  return resolve(env.GITHUB_WORKSPACE ?? '.', (env.INPUT_PATH ?? '').trim() || '.');
}
