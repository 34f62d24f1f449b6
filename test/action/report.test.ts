import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../helpers/esm-packages';
import { UserError } from '../../src/core/index';
import { DEFAULT_POLICY } from '../../src/action/api-policy';
import { InputError } from '../../src/action/inputs';
import { group, Problems, SetupError } from '../../src/action/report';

/** An API error as Octokit gives it: a status and a response. */
const refused = (message: string) => Object.assign(new Error(message), { status: 403, response: { headers: {} } });

test('problems: an error in words, with the permission its step needs, and never the token', () => {
  const problems = new Problems('ghs_secret', DEFAULT_POLICY);
  assert.equal(problems.describe(new UserError('no checkout')), 'no checkout');
  assert.equal(
    problems.describe(new InputError('budget', 'a number', 'x')),
    `input 'budget' must be a number, not "x"`,
  );
  assert.equal(problems.describe(new Error('bad ghs_secret in a header')), 'bad *** in a header');
  assert.match(
    problems.describe(refused('Resource not accessible'), 'committing the map'),
    /HTTP 403: the token may not do this; give the workflow or the job `permissions: contents: write`/,
  );
  problems.fork = true;
  assert.match(
    problems.describe(refused('Resource not accessible'), 'commenting on the pull request'),
    /a pull request from a fork gets a read-only token/,
  );
});

test('problems: a warning is kept, to fail the step with fail-on-error', () => {
  const problems = new Problems('', DEFAULT_POLICY);
  problems.warn('uploading the artifact', new Error('no service'));
  assert.deepEqual(problems.list, ['uploading the artifact: no service']);
});

test('a setup error is a user error (its message is shown as is); a group gives its work’s value', async () => {
  assert.ok(new SetupError('no checkout') instanceof UserError);
  assert.equal(await group('counting', async () => 42), 42);
});
