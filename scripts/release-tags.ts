// Move a release's major tag: after the release vX.Y.Z is published, `vX` (what `uses: …@vX` resolves
// to) points at its commit. Run from the checkout of the release, after its dist/ was checked:
//   node --import tsx scripts/release-tags.ts vX.Y.Z [--remote origin]
// It refuses a tag that is not vX.Y.Z, one that differs from package.json's version, or one whose
// commit is not the checkout's; it never moves vX back to an older vX.* release. Tags of another
// major are never touched.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export class ReleaseError extends Error {}

type Version = [number, number, number];

/** The version of a release tag `vX.Y.Z` (no pre-release or build suffix), or undefined. */
export function releaseVersion(tag: string): Version | undefined {
  const match = /^v(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/.exec(tag);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

function compareVersions(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** The remote's tags as name → commit (annotated tags peeled to their commit). */
function remoteTags(cwd: string, remote: string): Map<string, string> {
  const tags = new Map<string, string>();
  const listing = git(cwd, ['ls-remote', '--tags', remote]);
  for (const line of listing ? listing.split('\n') : []) {
    const [sha, ref] = line.split('\t');
    const name = ref.replace(/^refs\/tags\//, '');
    if (name.endsWith('^{}'))
      tags.set(name.slice(0, -3), sha); // the peeled commit wins over the tag object
    else if (!tags.has(name)) tags.set(name, sha);
  }
  return tags;
}

export interface MoveResult {
  major: string;
  commit: string;
  /** What happened, in one line for the log. */
  message: string;
}

/** Check the release `tag` against the checkout at `cwd`, then point its major tag at it on `remote`. */
export function moveMajorTag(cwd: string, tag: string, remote = 'origin'): MoveResult {
  const version = releaseVersion(tag);
  if (!version)
    throw new ReleaseError(
      `${JSON.stringify(tag)} is not a release tag: name releases vMAJOR.MINOR.PATCH (e.g. v1.2.3); pre-releases do not move the major tag`,
    );
  const packageVersion = (JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as { version?: string }).version;
  if (`v${packageVersion}` !== tag)
    throw new ReleaseError(
      `the tag ${tag} does not match package.json's version ${packageVersion}: set "version": "${tag.slice(1)}" in package.json (and package-lock.json), commit, and tag that commit`,
    );
  const tags = remoteTags(cwd, remote);
  const commit = tags.get(tag);
  if (!commit) throw new ReleaseError(`the tag ${tag} is not on ${remote}: push it first`);
  const head = git(cwd, ['rev-parse', 'HEAD']);
  if (head !== commit)
    throw new ReleaseError(
      `the checkout is at ${head}, not at ${tag} (${commit}): check out the release's tag, so that its dist/ is the one checked`,
    );
  const major = `v${version[0]}`;
  const newest = [...tags.keys()]
    .map((name) => ({ name, version: releaseVersion(name) }))
    .filter((t): t is { name: string; version: Version } => t.version !== undefined && t.version[0] === version[0])
    .sort((a, b) => compareVersions(b.version, a.version))[0];
  if (newest && compareVersions(newest.version, version) > 0) {
    return {
      major,
      commit: tags.get(major) ?? '',
      message: `${major} stays where it is: ${newest.name} is newer than ${tag}`,
    };
  }
  if (tags.get(major) === commit) return { major, commit, message: `${major} already points at ${tag} (${commit})` };
  git(cwd, ['push', '--force', remote, `${commit}:refs/tags/${major}`]);
  const moved = tags.has(major) ? `moved ${major} from ${tags.get(major)}` : `created ${major}`;
  return { major, commit, message: `${moved} to ${tag} (${commit})` };
}

function main(argv: string[]): number {
  const [tag, flag, remote] = argv;
  if (tag === undefined || (flag !== undefined && (flag !== '--remote' || remote === undefined))) {
    process.stderr.write('usage: node --import tsx scripts/release-tags.ts vX.Y.Z [--remote NAME]\n');
    return 2;
  }
  try {
    process.stdout.write(`release-tags: ${moveMajorTag(process.cwd(), tag, remote).message}\n`);
    return 0;
  } catch (error) {
    const message =
      error instanceof ReleaseError
        ? error.message
        : `git failed: ${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}`;
    process.stderr.write(`release-tags: ${message}\n`);
    return 1;
  }
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
