/**
 * How the action talks to the GitHub API, so that a failing or hung API costs a bounded time:
 * every request (every attempt) is aborted after `timeoutMs`; a 5xx answer, a reset connection or a
 * timeout is retried twice, after `retryDelayMs` and 4 × `retryDelayMs`; a rate limit (primary, or
 * secondary with `retry-after`) is waited out only when GitHub asks for at most `maxWaitSeconds`.
 * Anything else fails the call at once, and the caller warns.
 */
export interface ApiPolicy {
  timeoutMs: number;
  retryDelayMs: number;
  maxWaitSeconds: number;
}

export const DEFAULT_POLICY: ApiPolicy = { timeoutMs: 30_000, retryDelayMs: 1_000, maxWaitSeconds: 60 };

/** The policy, with the two environment overrides (whole milliseconds; for slow servers, and for tests). */
export function apiPolicy(env: NodeJS.ProcessEnv = process.env): ApiPolicy {
  const milliseconds = (name: string, fallback: number) => {
    const value = env[name]?.trim();
    if (!value) return fallback;
    if (!/^\d+$/.test(value))
      throw new Error(
        `environment variable ${name} must be a whole number of milliseconds, not ${JSON.stringify(value)}`,
      );
    return Number(value);
  };
  return {
    ...DEFAULT_POLICY,
    timeoutMs: milliseconds('REPOMAP_API_TIMEOUT_MS', DEFAULT_POLICY.timeoutMs),
    retryDelayMs: milliseconds('REPOMAP_API_RETRY_DELAY_MS', DEFAULT_POLICY.retryDelayMs),
  };
}

/**
 * A failed API call in words for a warning: GitHub's message, then what the status means here. A
 * request that got no answer has no status (Octokit labels it 500; that is not what GitHub said).
 */
/**
 * What a 403 means depends on where the call came from: `fork` when the event says the pull request
 * comes from a fork (its token is read-only whatever the workflow asks), else the `permission` the
 * call needs, which the workflow can grant.
 */
export interface CallContext {
  fork?: boolean;
  permission?: string;
}

export function describeApiError(
  error: unknown,
  policy: ApiPolicy = DEFAULT_POLICY,
  context: CallContext = {},
): string {
  const { status, response, cause, request } = error as {
    status?: number;
    response?: { headers?: Record<string, string> };
    cause?: { name?: string };
    request?: { request?: { retryCount?: number } };
  };
  const message = error instanceof Error ? error.message : String(error);
  if (status === undefined) return message;
  const attempts = (request?.request?.retryCount ?? 0) + 1;
  const tries = attempts > 1 ? `, after ${attempts} attempts` : '';
  if (!response) {
    const timedOut = cause?.name === 'TimeoutError';
    return `${timedOut ? `no answer within ${policy.timeoutMs / 1000} s` : `no answer (${message})`}${tries}`;
  }
  const retryAfter = response.headers?.['retry-after'];
  if ((status === 403 || status === 429) && (retryAfter || /rate limit/i.test(message))) {
    return `${message} (HTTP ${status}: rate limited${retryAfter ? `; GitHub asked to wait ${retryAfter} s, the action waits at most ${policy.maxWaitSeconds} s, once` : ''})`;
  }
  if (status === 403) {
    if (context.fork)
      return `${message} (HTTP 403: a pull request from a fork gets a read-only token; see the README's fork-safe setup)`;
    return `${message} (HTTP 403: the token may not do this${context.permission ? `; give the workflow or the job \`permissions: ${context.permission}\`` : ''})`;
  }
  if (status === 404) return `${message} (HTTP 404: gone, or not visible to the token)`;
  if (status >= 500) return `${message} (HTTP ${status}${tries})`;
  return `${message} (HTTP ${status})`;
}
