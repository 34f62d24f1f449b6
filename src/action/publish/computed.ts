import type { RepoIndex } from '../../core/types';
import * as core from '@actions/core';
import * as github from '@actions/github';
import { formatRepoMap, type RepoMap } from '../../core/index';
import type { RunFigures } from '../../core/render/figures';
import type { ActionInputs } from '../inputs';
import type { Target } from '../event';
import type { Octokit } from '../api';
import type { Problems } from '../report';
import type { ChangeFigures } from '../../core/lookup/reach';
import type { ImpactRow } from './linked';
import { uploadMapArtifact, type ArtifactMeta, type MapArtifact } from './artifact';
import { commitMapFile } from './commit';
import { footer, linkedMap, linkSha } from './context-links';
import { postComment, writeSummary } from './post';

// Publishing a map this run computed (mode full or compute): the job summary, the artifact, the
// comment and the committed file.

/** What publishing needs of a run: its inputs, its event, the API client (with a token) and where its problems go. */
export interface PublishRun {
  inputs: ActionInputs;
  target: Target;
  octokit: Octokit | undefined;
  problems: Problems;
}

/** A computed map: the map at each budget, the changes' callers, the index they came from and the map's files. */
export interface Mapped {
  map: RepoMap;
  commentMap: RepoMap;
  impact: ImpactRow[];
  review: ChangeFigures;
  index: RepoIndex;
  files: MapArtifact;
}

/** The job summary, then the artifact, the comment and the committed file, as the inputs ask. */
export async function publish(
  run: PublishRun,
  { map, commentMap, impact, review, index, files }: Mapped,
  { figures, ms }: { figures: RunFigures; ms: Partial<Record<string, number>> },
  unfocused: string | undefined,
): Promise<void> {
  const { inputs, target, octokit, problems } = run;
  const changed = index.focus.changedFiles;
  const sha = linkSha(target);
  // Where the full map is: the comment's footer names only the places that got it.
  const places: string[] = [];
  await writeSummary(linkedMap(map, changed, impact, sha, review), figures, unfocused).then(
    () => void places.push('job summary'),
    (error) => problems.warn('writing the job summary', error),
  );
  const { filesParsed, filesFromCache } = map.run;
  const meta =
    target.kind === 'pull_request'
      ? {
          version: 1 as const,
          pullRequest: target.number,
          headSha: target.headSha,
          run: { filesParsed, filesFromCache, ms },
          impact,
          review,
        }
      : undefined;
  if (inputs.artifactName && (await uploadArtifact(inputs.artifactName, files, meta, problems)))
    places.unshift('artifact');
  if (inputs.mode === 'full' && inputs.comment) {
    if (target.kind !== 'pull_request')
      core.info(
        `repomap: no comment: a ${github.context.eventName} event has no pull request to comment on; the map is in the job summary and the outputs`,
      );
    else if (!octokit) problems.warn('commenting', new Error('no github-token'));
    else
      await postComment(
        octokit,
        target.number,
        inputs,
        linkedMap(commentMap, changed, impact, sha, review),
        footer(places),
        problems,
        unfocused,
      );
  }
  if (inputs.mode === 'full' && inputs.commitPath) await commitMap(run, map);
}

/** Whether the artifact was uploaded (a pull request's carries what a publish job needs in `meta`). */
async function uploadArtifact(
  name: string,
  files: MapArtifact,
  meta: ArtifactMeta | undefined,
  problems: Problems,
): Promise<boolean> {
  try {
    const id = await uploadMapArtifact(name, files, meta);
    core.setOutput('artifact-id', String(id));
    core.info(`repomap: uploaded the artifact ${name}`);
    return true;
  } catch (error) {
    problems.warn('uploading the artifact', error);
    return false;
  }
}

async function commitMap({ inputs, target, octokit, problems }: PublishRun, map: RepoMap): Promise<void> {
  if (!octokit) return problems.warn('committing the map', new Error('no github-token'));
  if (target.kind === 'pull_request' && !target.sameRepository)
    return core.info('repomap: not committing the map to a pull request from a fork');
  if (target.kind !== 'pull_request' && target.kind !== 'push')
    return core.info('repomap: commit-path applies to pull requests and pushes only');
  const { owner, repo } = github.context.repo;
  const branch = target.kind === 'pull_request' ? target.headRef : target.ref.replace(/^refs\/heads\//, '');
  const expectedHead = target.kind === 'pull_request' ? target.headSha : target.after;
  await commitMapFile(octokit, {
    owner,
    repo,
    branch,
    expectedHead,
    path: inputs.commitPath!,
    content: formatRepoMap(map, inputs.format),
  })
    .then((result: string) => core.info(`repomap: ${result}`))
    .catch((error: unknown) => problems.warn('committing the map', error));
}
