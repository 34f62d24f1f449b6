// Where the tag cache lives unless told otherwise: the shells' default for --cache-dir.
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

/** The user's cache directory (XDG_CACHE_HOME, else ~/.cache), else the temp dir. */
export function defaultCacheDir(): string {
  const xdg = process.env.XDG_CACHE_HOME;
  if (xdg) return join(xdg, 'repomap');
  const home = homedir();
  return home ? join(home, '.cache', 'repomap') : join(tmpdir(), 'repomap-cache');
}
