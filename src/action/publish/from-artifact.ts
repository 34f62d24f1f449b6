import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import * as github from '@actions/github';
import { UserError } from '../../core/index';
import type { ActionInputs } from '../inputs';
import type { Target } from '../event';
import type { Octokit } from '../api';
import { group, SetupError, type Problems } from '../report';
import { downloadMapArtifact } from './artifact';
import { mapOutput } from './outputs';
import { setReviewOutputs } from '../map-outputs';
import { linkedMap, runUrl } from './context-links';
import { postComment, writeSummary } from './post';

/** mode: publish — in a workflow_run job with a write token and no checkout of the pull request's code. */
export async function publishFromArtifact(
  inputs: ActionInputs,
  target: Target,
  octokit: Octokit | undefined,
  problems: Problems,
): Promise<void> {
  if (target.kind !== 'workflow_run') {
    throw new SetupError(
      `mode: publish runs on a workflow_run event, not on ${github.context.eventName}: use mode: full (the default) here, or see the README's fork-safe setup`,
    );
  }
  if (!octokit) throw new SetupError('mode: publish needs a github-token');
  const { owner, repo } = github.context.repo;
  const dir = join(process.env.RUNNER_TEMP ?? tmpdir(), 'repomap-download');
  const artifact = await group('downloading the artifact', () =>
    downloadMapArtifact(inputs.artifactName, dir, {
      token: inputs.token,
      workflowRunId: target.runId,
      repositoryOwner: owner,
      repositoryName: repo,
    }),
  );
  // The artifact was made by a run of the pull request's code: trust nothing in it but plain numbers,
  // the text map, and the map's names and lines, which are escaped as any checkout's are. Its links
  // point at the head commit, which the artifact must name as the workflow run does.
  if (artifact.meta.headSha !== target.headSha)
    throw new UserError('the artifact was made for another commit than the workflow run');
  let candidates = target.pullRequests;
  if (!candidates.length) {
    const open = await octokit.paginate(octokit.rest.pulls.list, { owner, repo, state: 'open', per_page: 100 });
    candidates = open.filter((pr) => pr.head.sha === target.headSha).map((pr) => pr.number);
  }
  if (!candidates.includes(artifact.meta.pullRequest)) {
    core.warning(
      `repomap: no open pull request #${artifact.meta.pullRequest} with head ${target.headSha.slice(0, 7)}: nothing to comment on`,
    );
    return;
  }
  core.setOutput('tokens', String(artifact.numbers.tokens));
  core.setOutput('files', String(artifact.numbers.files));
  core.setOutput('map-path', artifact.textPath);
  core.setOutput('json-path', artifact.jsonPath);
  core.setOutput('map', mapOutput(artifact.text, artifact.textPath).value);
  if (artifact.review) setReviewOutputs(artifact.review);
  const map = linkedMap(
    { files: artifact.files, tokens: artifact.numbers.tokens, budget: artifact.numbers.budget, text: artifact.text },
    artifact.changed,
    artifact.impact,
    target.headSha,
    artifact.review,
  );
  await writeSummary(map, artifact.stats).catch((error) => problems.warn('writing the job summary', error));
  // The full map is in the artifact of the run that made it, not of this one.
  const end = `\nThe full map is in the artifact of [the workflow run that made it](${runUrl(target.runId)}).`;
  if (inputs.comment)
    await group('publishing the map', () =>
      postComment(octokit, artifact.meta.pullRequest, inputs, map, end, problems),
    );
}
