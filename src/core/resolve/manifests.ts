import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { readRegularFile } from '../util/files';
import { compareStrings } from '../util/order';

// The build manifests import resolution reads, as plain text: only files git lists (the discovery's
// files and its unsupported paths), never through a symlink, never over a size limit. What they
// mean is parsed by each language's resolver; a manifest it cannot read is ignored.

const MANIFEST =
  /(?:^|\/)(Cargo\.toml|go\.mod|go\.work|composer\.json|pyproject\.toml|CMakeLists\.txt|compile_commands\.json)$/;
/** Bytes read at most; a larger manifest is left out (a cut one would be malformed anyway). */
const MAX_BYTES = 512 * 1024;
const MAX_COMPILE_COMMANDS_BYTES = 8 * 1024 * 1024;

export interface Manifests {
  /** The manifests with this file name (`Cargo.toml`, `go.mod`, …): [path, text] in path order. */
  named(name: string): readonly [string, string][];
}

/** The listed manifests under `root`, read once. */
export function readManifests(root: string, listed: Iterable<string>): Manifests {
  let realRoot: string;
  try {
    realRoot = realpathSync(root);
  } catch {
    return NO_MANIFESTS;
  }
  const texts: Record<string, string> = {};
  for (const path of listed) {
    const name = MANIFEST.exec(path)?.[1];
    if (!name) continue;
    const limit = name === 'compile_commands.json' ? MAX_COMPILE_COMMANDS_BYTES : MAX_BYTES;
    const text = readInside(realRoot, path, limit);
    if (text !== undefined) texts[path] = text;
  }
  return manifestsOf(texts);
}

/**
 * A file's text if it is a regular file inside the root reached without any symlink on the way
 * (the work tree can differ from what git lists), and at most `limit` bytes.
 */
function readInside(realRoot: string, path: string, limit: number): string | undefined {
  const full = join(realRoot, path);
  try {
    if (realpathSync(full) !== full) return undefined;
  } catch {
    return undefined;
  }
  const bytes = readRegularFile(full, limit + 1);
  if (!bytes || bytes.length > limit) return undefined;
  return bytes.toString('utf8');
}

/** Manifests given as path → text (what readManifests found, or a test's). */
export function manifestsOf(texts: Record<string, string>): Manifests {
  const byName = new Map<string, [string, string][]>();
  for (const path of Object.keys(texts).sort(compareStrings)) {
    const name = MANIFEST.exec(path)?.[1];
    if (!name) continue;
    const list = byName.get(name) ?? [];
    list.push([path, texts[path]]);
    byName.set(name, list);
  }
  return { named: (name) => byName.get(name) ?? [] };
}

export const NO_MANIFESTS: Manifests = { named: () => [] };
