import * as github from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import type { Octokit as OctokitCore } from '@octokit/core';
import { GITHUB_ACTIONS_BOT, type CommentApi } from './publish/comment';
import type { ApiPolicy } from './api-policy';

export type Octokit = ReturnType<typeof github.getOctokit>;

/**
 * An Octokit plugin giving each attempt of each request its own deadline. It is registered before
 * the retry plugin, so it runs inside it, once per attempt. Octokit's hooks all receive the same
 * options object (what a hook passes on is ignored), so the deadline is set on it, in a copy of its
 * `request` part (which Octokit may share between calls).
 */
function requestTimeout(timeoutMs: number) {
  return (octokit: OctokitCore) => {
    octokit.hook.wrap('request', (request, options) => {
      options.request = { ...options.request, signal: AbortSignal.timeout(timeoutMs) };
      return request(options);
    });
  };
}

export function apiClient(token: string, policy: ApiPolicy, baseUrl?: string): Octokit {
  const waitable = (retryAfter: number, retryCount: number, times: number) =>
    retryCount < times && retryAfter <= policy.maxWaitSeconds;
  return github.getOctokit(
    token,
    {
      ...(baseUrl ? { baseUrl } : {}),
      // 429 is left to the throttling plugin, which honours retry-after; the retry plugin would retry it blindly.
      retry: {
        retries: 2,
        retryAfterBaseValue: policy.retryDelayMs,
        doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
      },
      throttle: {
        onRateLimit: (retryAfter: number, _options: unknown, _octokit: unknown, retryCount: number) =>
          waitable(retryAfter, retryCount, 2),
        onSecondaryRateLimit: (retryAfter: number, _options: unknown, _octokit: unknown, retryCount: number) =>
          waitable(retryAfter, retryCount, 1),
      },
    },
    requestTimeout(policy.timeoutMs),
    retry,
    throttling,
  );
}

/** The sticky comment's calls, for one repository. */
export function commentApi(octokit: Octokit, owner: string, repo: string): CommentApi {
  return {
    // A personal access token can read its user; the workflow's GITHUB_TOKEN cannot (403), and writes as github-actions[bot].
    self: async () => {
      try {
        const { data } = await octokit.rest.users.getAuthenticated({ request: { retries: 0 } });
        return { login: data.login, type: data.type };
      } catch {
        return GITHUB_ACTIONS_BOT;
      }
    },
    list: (issue) =>
      octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number: issue, per_page: 100 }),
    // Not retried here: a create whose answer was lost may have made the comment, and upsertComment
    // looks for it before creating another.
    create: async (issue, body) =>
      (await octokit.rest.issues.createComment({ owner, repo, issue_number: issue, body, request: { retries: 0 } }))
        .data,
    update: async (id, body) => (await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body })).data,
  };
}
