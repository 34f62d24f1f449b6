import * as core from '@actions/core';
import * as github from '@actions/github';
import type { RunFigures } from '../../core/render/figures';
import type { ActionInputs } from '../inputs';
import { commentApi, type Octokit } from '../api';
import type { Problems } from '../report';
import type { LinkedMap } from './linked';
import { commentBody, upsertComment } from './comment';
import { summaryMarkdown } from './summary';

// The two places both a computing and a publishing run post a map: the job summary and the pull
// request's comment.

export async function writeSummary(map: LinkedMap, figures: RunFigures | undefined, unfocused?: string): Promise<void> {
  await core.summary.addRaw(summaryMarkdown(map, figures, unfocused)).write();
}

/** The comment made or updated, its id and URL as outputs; a failure is a problem of the run. `end`: the comment's last line. */
export async function postComment(
  octokit: Octokit,
  number: number,
  inputs: ActionInputs,
  map: LinkedMap,
  end: string,
  problems: Problems,
  unfocused?: string,
): Promise<void> {
  try {
    const body = commentBody(map, inputs.commentKey, end, undefined, unfocused, new Date());
    const { owner, repo } = github.context.repo;
    const result = await upsertComment(commentApi(octokit, owner, repo), number, inputs.commentKey, body);
    core.setOutput('comment-id', String(result.id));
    core.setOutput('comment-url', result.url);
    core.info(`repomap: comment ${result.action}: ${result.url}`);
  } catch (error) {
    problems.warn('commenting on the pull request', error);
  }
}
