import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DefaultArtifactClient } from '@actions/artifact';
import { quietly } from '../library-log';
import { META, readMapArtifact, type ArtifactMeta, type DownloadedMap, type MapArtifact } from './artifact-files';

export type { ArtifactMeta, DownloadedMap, MapArtifact } from './artifact-files';

/** Upload the map files (and, for a pull request, the metadata a publish job needs); returns the artifact id. */
export async function uploadMapArtifact(
  name: string,
  files: MapArtifact,
  meta: ArtifactMeta | undefined,
): Promise<number> {
  const paths = [...new Set([files.map, files.json, files.text])];
  if (meta) {
    const metaPath = join(files.dir, META);
    writeFileSync(metaPath, JSON.stringify(meta) + '\n');
    paths.push(metaPath);
  }
  const client = new DefaultArtifactClient();
  const response = await quietly('uploading the artifact', () =>
    client.uploadArtifact(name, paths, files.dir, { retentionDays: 7, compressionLevel: 9 }),
  );
  if (response.id === undefined) throw new Error('the artifact service returned no artifact id');
  return response.id;
}

/**
 * Download a compute job's artifact and read it as untrusted input: only counts, a SHA, the text
 * map, and the map's files and the change's definitions as checked strings and whole numbers (shown
 * escaped, as any repository's names are) are taken from it.
 */
export async function downloadMapArtifact(
  name: string,
  dir: string,
  findBy: { token: string; workflowRunId: number; repositoryOwner: string; repositoryName: string },
): Promise<DownloadedMap> {
  const client = new DefaultArtifactClient();
  await quietly('downloading the artifact', async () => {
    const { artifact } = await client.getArtifact(name, { findBy });
    mkdirSync(dir, { recursive: true });
    await client.downloadArtifact(artifact.id, { path: dir, findBy });
  });
  return readMapArtifact(dir, name);
}
