// The history behind a change, for the index: the one given, or else the checkout's own; and the
// usual companions the change leaves out, with paths relative to the root (git's log gives them
// from the repository's top).
import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import type { ChangeHistory, Companions, History } from '../types';
import { gitRaw } from '../discover/git';
import { missingCompanions } from './cochange';
import { readHistory } from './log';

/**
 * The history given, or else the checkout's own up to `base` (HEAD by default), with where the root
 * is in its repository; undefined when asked for none (false), or outside git.
 */
export function changeHistory(
  root: string,
  history: History | false | undefined,
  base = 'HEAD',
): ChangeHistory | undefined {
  if (history === false) return undefined;
  const prefix = gitRaw(root, ['rev-parse', '--show-prefix']);
  if (!prefix.ok) return undefined;
  const under = prefix.stdout.toString('utf8').replace(/\n$/, '');
  return { log: history ?? readHistory(root, base), under };
}

/**
 * The files that usually change with `changedFiles` and that the change leaves out, each a file of
 * the checkout under the root; undefined without a change or a history.
 */
export function changeCompanions(
  root: string,
  changedFiles: readonly string[],
  history: ChangeHistory | undefined,
): Companions | undefined {
  if (!history || !changedFiles.length) return undefined;
  const { log, under } = history;
  const found = missingCompanions(
    log,
    changedFiles.map((path) => under + path),
    (path) => path.startsWith(under) && isFile(join(root, path.slice(under.length))),
  );
  const relative = (path: string) => path.slice(under.length);
  return {
    ...found,
    missing: found.missing.map((companion) => ({
      ...companion,
      path: relative(companion.path),
      with: relative(companion.with),
    })),
  };
}

/** Whether a regular file is at `path` (a symlink is not followed). */
function isFile(path: string): boolean {
  try {
    return lstatSync(path).isFile();
  } catch {
    return false;
  }
}
