import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as core from '@actions/core';
import { formatRepoMap, type RepoMap } from '../core/index';
import type { ActionInputs } from './inputs';
import type { MapArtifact } from './publish/artifact';
import { mapOutput } from './publish/outputs';
import { mcpConfig, type McpServerSetup } from './mcp-config';
import type { Problems } from './report';
import type { ChangeFigures } from '../core/lookup/reach';

// What a compute run leaves for the job's later steps: the map's files under RUNNER_TEMP, the
// outputs that name them and hold the map, and the mcp-config output.

/** The map in the format asked for, as JSON and as text, in RUNNER_TEMP/repomap (each file once). */
export function writeMapFiles(map: RepoMap, inputs: ActionInputs): MapArtifact {
  const dir = join(process.env.RUNNER_TEMP ?? tmpdir(), 'repomap');
  mkdirSync(dir, { recursive: true });
  const extension = { text: 'txt', markdown: 'md', json: 'json' }[inputs.format];
  const mapPath = join(dir, `repomap.${extension}`);
  const jsonPath = join(dir, 'repomap.json');
  writeFileSync(mapPath, formatRepoMap(map, inputs.format));
  if (mapPath !== jsonPath) writeFileSync(jsonPath, formatRepoMap(map, 'json'));
  const textPath = join(dir, 'repomap.txt');
  if (textPath !== mapPath) writeFileSync(textPath, map.text);
  return { dir, map: mapPath, json: jsonPath, text: textPath };
}

export function setMapOutputs(map: RepoMap, files: MapArtifact): void {
  core.setOutput('map-path', files.map);
  core.setOutput('json-path', files.json);
  core.setOutput('tokens', String(map.tokens));
  core.setOutput('files', String(map.files.length));
  const output = mapOutput(map.text, files.map);
  if (output.tooLarge) core.warning(`repomap: the map output: ${output.value.trim()}`);
  core.setOutput('map', output.value);
}

/**
 * The outputs a workflow gates on: changed definitions that are public and untested, production
 * files the change reaches, files that usually change with it but are not in it.
 */
export function setReviewOutputs(review: ChangeFigures): void {
  core.setOutput('untested', String(review.untested));
  core.setOutput('reach', String(review.reach));
  core.setOutput('companions-missing', String(review.companionsTotal));
}

/** The mcp-config output, its diff file in RUNNER_TEMP/repomap-mcp; a failure is a problem of the run, not its end. */
export function setMcpConfigOutput(setup: Omit<McpServerSetup, 'within' | 'dir'>, problems: Problems): void {
  try {
    const dir = join(process.env.RUNNER_TEMP ?? tmpdir(), 'repomap-mcp');
    core.setOutput(
      'mcp-config',
      mcpConfig({
        root: setup.root,
        within: resolve(process.env.GITHUB_WORKSPACE ?? '.'),
        diff: setup.diff,
        dir,
        cacheDir: setup.cacheDir,
        budget: setup.budget,
        include: setup.include,
        exclude: setup.exclude,
      }),
    );
  } catch (error) {
    problems.warn('writing the mcp-config output', error);
  }
}
