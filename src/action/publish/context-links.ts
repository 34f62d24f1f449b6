import { headerOfText } from '../../core/render/header';
import * as github from '@actions/github';
import type { RepoMap } from '../../core/index';
import type { Target } from '../event';
import type { ImpactRow, LinkedMap } from './linked';
import { blobLinker, commitUrl } from './links';

// Links made from the workflow's context (its server, repository and run): into the repository at
// the commit a map describes, and to the run that made it.

export function runUrl(runId = github.context.runId): string {
  const { serverUrl } = github.context;
  const { owner, repo } = github.context.repo;
  return `${serverUrl.replace(/\/+$/, '')}/${owner}/${repo}/actions/runs/${runId}`;
}

/** The comment's last line: where the full map is in this run (`places`: the artifact, the job summary), if anywhere. */
export function footer(places: string[]): string {
  const run = `[this workflow run](${runUrl()})`;
  if (!places.length) return `\nMade by ${run}.`;
  return `\nThe full map is in the ${places.join(' and the ')} of ${run}.`;
}

/** The map with links into the repository at `sha` (the commit the map describes, as the event names it). */
export function linkedMap(
  map: Pick<RepoMap, 'files' | 'tokens' | 'budget' | 'text'>,
  changed: Iterable<string>,
  impact: ImpactRow[],
  sha: string,
  review?: LinkedMap['review'],
): LinkedMap {
  const { owner, repo } = github.context.repo;
  const { serverUrl } = github.context;
  const head = { sha, url: commitUrl(serverUrl, `${owner}/${repo}`, sha) };
  return {
    header: headerOfText(map.text),
    files: map.files,
    tokens: map.tokens,
    budget: map.budget,
    changed: new Set(changed),
    impact,
    link: blobLinker(serverUrl, `${owner}/${repo}`, sha),
    head,
    ...(review && { review }),
  };
}

/** The commit the map's links point at: a pull request's head, a push's last commit, else the run's commit. */
export function linkSha(target: Target): string {
  return target.kind === 'pull_request' ? target.headSha : target.kind === 'push' ? target.after : github.context.sha;
}
