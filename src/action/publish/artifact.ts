import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DefaultArtifactClient } from '@actions/artifact';
import { statsFromArtifact, type SummaryStats } from './summary';

/** The map's files on disk: the chosen format, the JSON and the plain text map. */
export interface MapArtifact {
  dir: string;
  map: string;
  json: string;
  text: string;
}

/** What a compute job leaves for the publish job, beside the map files. */
export interface ArtifactMeta {
  version: 1;
  pullRequest: number;
  headSha: string;
  /** The compute run's cache hits, for the publish job's summary (they are not part of the map). */
  run?: { filesParsed: number; filesFromCache: number };
}

const META = 'repomap-meta.json';

/** Upload the map files (and, for a pull request, the metadata a publish job needs); returns the artifact id. */
export async function uploadMapArtifact(name: string, files: MapArtifact, meta: ArtifactMeta | undefined): Promise<number> {
  const paths = [...new Set([files.map, files.json, files.text])];
  if (meta) {
    const metaPath = join(files.dir, META);
    writeFileSync(metaPath, JSON.stringify(meta) + '\n');
    paths.push(metaPath);
  }
  const client = new DefaultArtifactClient();
  const response = await client.uploadArtifact(name, paths, files.dir, { retentionDays: 7, compressionLevel: 9 });
  if (response.id === undefined) throw new Error('the artifact service returned no artifact id');
  return response.id;
}

export interface DownloadedMap {
  meta: ArtifactMeta;
  text: string;
  textPath: string;
  jsonPath: string;
  numbers: { files: number; tokens: number; budget: number; changed: number };
  /** Undefined when the artifact's counts are missing or not plain counts. */
  stats: SummaryStats | undefined;
}

function count(value: unknown, what: string): number {
  if (!Number.isInteger(value) || (value as number) < 0) throw new Error(`the artifact's ${what} is not a count`);
  return value as number;
}

/**
 * Download a compute job's artifact and read it as untrusted input: only counts, a SHA and the
 * text map (a string, rendered later inside a code fence) are taken from it.
 */
export async function downloadMapArtifact(
  name: string,
  dir: string,
  findBy: { token: string; workflowRunId: number; repositoryOwner: string; repositoryName: string },
): Promise<DownloadedMap> {
  const client = new DefaultArtifactClient();
  const { artifact } = await client.getArtifact(name, { findBy });
  mkdirSync(dir, { recursive: true });
  await client.downloadArtifact(artifact.id, { path: dir, findBy });
  const read = (file: string) => {
    const path = join(dir, file);
    if (!existsSync(path)) throw new Error(`the artifact ${name} has no ${file}`);
    return readFileSync(path, 'utf8');
  };
  const meta = JSON.parse(read(META));
  if (meta?.version !== 1 || !/^[0-9a-f]{40}$/.test(meta.headSha)) throw new Error(`the artifact's ${META} is not one this action wrote`);
  const json = JSON.parse(read('repomap.json'));
  const text = read('repomap.txt');
  return {
    meta: { version: 1, pullRequest: count(meta.pullRequest, 'pull request number'), headSha: meta.headSha },
    text,
    textPath: join(dir, 'repomap.txt'),
    jsonPath: join(dir, 'repomap.json'),
    numbers: {
      files: Array.isArray(json.files) ? json.files.length : 0,
      tokens: count(json.tokens, 'token count'),
      budget: count(json.budget, 'budget'),
      changed: Array.isArray(json.focus?.files) ? json.focus.files.length : 0,
    },
    stats: statsFromArtifact(json, meta.run),
  };
}
