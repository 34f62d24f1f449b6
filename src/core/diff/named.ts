// The focus the user names (files and identifiers), merged with the change's.
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { Focus } from '../types';
import { isSafePath } from './focus';
import { UserError } from '../util/errors';
import { compareStrings } from '../util/order';

/** A focus path as the map names files: relative to the root, forward slashes. */
export function focusPath(root: string, path: string): string {
  const relativePath = relative(root, isAbsolute(path) ? path : resolve(root, path))
    .split(sep)
    .join('/');
  if (!isSafePath(relativePath)) throw new UserError(`focus file is outside the root: ${path}`);
  return relativePath;
}

/** Focus paths as the map names files (see focusPath). */
export function focusPaths(root: string, paths: readonly string[] = []): string[] {
  return paths.map((path) => focusPath(root, path));
}

/** The change's focus (if any) with more files and identifiers, each list sorted and without repeats. */
export function mergeFocus(fromDiff: Focus | undefined, files: string[], identifiers: string[]): Focus {
  return {
    changedFiles: fromDiff?.changedFiles ?? [],
    files: [...new Set(files)].sort(compareStrings),
    identifiers: [...new Set([...(fromDiff?.identifiers ?? []), ...identifiers])].sort(compareStrings),
    touched: fromDiff?.touched ?? [],
    changes: fromDiff?.changes ?? [],
  };
}
