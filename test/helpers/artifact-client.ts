import './esm-packages';
import { downloadMapArtifact, uploadMapArtifact } from '../../src/action/publish/artifact';

// Runs one call of src/action/publish/artifact.ts in a process of its own, for
// test/action/publish/artifact.test.ts: the call holds back standard output while it runs (the
// library's progress), which in the test's own process would swallow the test runner's reports.
// Argument: the call as JSON; the last line written is its answer as JSON.

async function main(): Promise<unknown> {
  const call = JSON.parse(process.argv[2]);
  if (call.op === 'upload') return { id: await uploadMapArtifact(call.name, call.files, call.meta) };
  return downloadMapArtifact(call.name, call.dir, call.findBy);
}

main().then(
  (answer) => process.stdout.write(`\n${JSON.stringify({ answer })}\n`),
  (error: Error) => process.stdout.write(`\n${JSON.stringify({ error: error.message })}\n`),
);
