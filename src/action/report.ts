import * as core from '@actions/core';
import { UserError } from '../core/index';
import { InputError } from './inputs';
import { describeApiError, type ApiPolicy } from './api-policy';

// How a run reports: the errors that fail the step, the problems of optional steps, the log's groups.

/** A run this workflow cannot make (no checkout, a mode this event cannot run): it fails the step, as a bad input does. */
export class SetupError extends UserError {}

/** The permission each API step needs, named when the API refuses it (403). */
const PERMISSIONS: Record<string, string> = {
  'commenting on the pull request': 'pull-requests: write',
  'committing the map': 'contents: write',
};

/** Problems with optional steps: warnings, or the step's failure with `fail-on-error: true`. */
export class Problems {
  readonly list: string[] = [];
  /** Whether the pull request comes from a fork, once the event is read. */
  fork: boolean | undefined;
  constructor(
    private readonly secret: string,
    private readonly policy: ApiPolicy,
  ) {}

  /** An error in words, never with the token in it (an error may quote a request; the runner's mask applies to its own log only). */
  describe(error: unknown, step?: string): string {
    const permission = step === undefined ? undefined : PERMISSIONS[step];
    const message =
      error instanceof UserError || error instanceof InputError
        ? error.message
        : describeApiError(error, this.policy, { fork: this.fork, permission });
    return this.secret ? message.replaceAll(this.secret, '***') : message;
  }

  warn(step: string, error: unknown): void {
    const message = `${step}: ${this.describe(error, step)}`;
    this.list.push(message);
    core.warning(`repomap: ${message}`);
  }
}

/** A part of the log, folded under its title. */
export const group = <T>(title: string, work: () => Promise<T>): Promise<T> => core.group(`repomap: ${title}`, work);
