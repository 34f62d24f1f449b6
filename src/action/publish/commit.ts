import type * as github from '@actions/github';

type Octokit = ReturnType<typeof github.getOctokit>;

export interface CommitRequest {
  owner: string;
  repo: string;
  branch: string;
  /** The commit the branch must still point at: a push in between makes the commit fail, not overwrite. */
  expectedHead: string;
  path: string;
  content: string;
}

/**
 * Commit the map file to the branch in one atomic API commit (GraphQL createCommitOnBranch), only
 * when its content changed. It cannot loop: commits made with the workflow's GITHUB_TOKEN start no
 * workflow run, the map file is excluded from the map's own inputs, and an unchanged map commits nothing.
 */
export async function commitMapFile(octokit: Octokit, request: CommitRequest): Promise<string> {
  const { owner, repo, branch, path, content } = request;
  try {
    const { data } = await octokit.rest.repos.getContent({ owner, repo, path, ref: branch });
    if (
      !Array.isArray(data) &&
      data.type === 'file' &&
      Buffer.from(data.content ?? '', 'base64').toString('utf8') === content
    ) {
      return `${path} is unchanged on ${branch}; nothing to commit`;
    }
  } catch (error) {
    if ((error as { status?: number }).status !== 404) throw error;
  }
  const result = await octokit.graphql<{ createCommitOnBranch: { commit: { oid: string; url: string } } }>(
    `mutation ($input: CreateCommitOnBranchInput!) {
      createCommitOnBranch(input: $input) { commit { oid url } }
    }`,
    {
      input: {
        branch: { repositoryNameWithOwner: `${owner}/${repo}`, branchName: branch },
        expectedHeadOid: request.expectedHead,
        message: { headline: `Update ${path} (repository map)` },
        fileChanges: { additions: [{ path, contents: Buffer.from(content, 'utf8').toString('base64') }] },
      },
    },
  );
  return `committed ${path} to ${branch}: ${result.createCommitOnBranch.commit.url}`;
}
