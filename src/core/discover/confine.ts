import { realpathSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import { UserError } from '../util/errors';

/** True when `path` is `dir` or inside it (both absolute and resolved). */
export function isInside(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return rel === '' || (!isAbsolute(rel) && rel !== '..' && !rel.startsWith('../') && !rel.startsWith('..\\'));
}

/**
 * The real path of `root` (every symlink on the way resolved), which must be `boundary` or a directory
 * inside it: a root that a symlink leads out of the boundary is refused, so that nothing outside it is
 * read. The caller works on the returned path, which no later swap of a symlink can move.
 */
export function confinedRoot(root: string, boundary: string): string {
  const real = (path: string) => {
    try {
      return realpathSync(path);
    } catch (error) {
      throw new UserError(
        `cannot resolve ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      );
    }
  };
  const realBoundary = real(boundary);
  const realRoot = real(root);
  if (!isInside(realRoot, realBoundary)) {
    throw new UserError(`${root} leads to ${realRoot}, outside the workspace ${realBoundary}`);
  }
  return realRoot;
}

/**
 * A root as its real path, resolved once: a server that reads the root for as long as it runs keeps
 * reading the directory it indexed, however a symlink on the way is changed later. (The Action gives
 * the server the real path it checked inside the workspace.)
 */
export function pinnedRoot(root: string): string {
  try {
    return realpathSync(root);
  } catch (error) {
    throw new UserError(
      `root is not a directory: ${root} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }
}
