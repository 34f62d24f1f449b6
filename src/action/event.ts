/** What the triggering event asks the action to map, read from the event payload. */
export type Target =
  | { kind: 'pull_request'; number: number; baseSha: string; headSha: string; headRef: string; sameRepository: boolean }
  | { kind: 'push'; before?: string; after: string; ref: string }
  | { kind: 'workflow_run'; runId: number; headSha: string; pullRequests: number[] }
  | { kind: 'repository' };

type Payload = Record<string, unknown>;

function object(value: unknown): Payload {
  return value && typeof value === 'object' ? (value as Payload) : {};
}

function sha(value: unknown): string | undefined {
  return typeof value === 'string' && /^[0-9a-f]{40}$/.test(value) && !/^0+$/.test(value) ? value : undefined;
}

export function targetOf(eventName: string, payload: Payload, repository: string): Target {
  if (eventName === 'pull_request' || eventName === 'pull_request_target') {
    const pr = object(payload.pull_request);
    const base = object(pr.base);
    const head = object(pr.head);
    const baseSha = sha(base.sha);
    const headSha = sha(head.sha);
    if (typeof pr.number === 'number' && baseSha && headSha) {
      const headRepo = object(head.repo);
      return {
        kind: 'pull_request',
        number: pr.number,
        baseSha,
        headSha,
        headRef: typeof head.ref === 'string' ? head.ref : '',
        sameRepository: headRepo.full_name === repository,
      };
    }
  }
  if (eventName === 'push') {
    const after = sha(payload.after);
    if (after)
      return {
        kind: 'push',
        before: sha(payload.before),
        after,
        ref: typeof payload.ref === 'string' ? payload.ref : '',
      };
  }
  if (eventName === 'workflow_run') {
    const run = object(payload.workflow_run);
    const headSha = sha(run.head_sha);
    if (typeof run.id === 'number' && headSha) {
      const pullRequests = (Array.isArray(run.pull_requests) ? run.pull_requests : [])
        .map((pr) => object(pr).number)
        .filter((n): n is number => typeof n === 'number');
      return { kind: 'workflow_run', runId: run.id, headSha, pullRequests };
    }
  }
  return { kind: 'repository' };
}
