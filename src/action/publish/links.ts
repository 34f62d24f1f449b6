import type { Linker } from './linked';

// Links into the repository on GitHub (or GitHub Enterprise Server): a file at one commit, a line of it.

const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `<server>/<owner>/<repo>/blob/<sha>/<path>#L<line>`, each path segment percent-encoded. A path
 * with an empty, `.` or `..` segment gets no link: a browser would resolve it to another page than
 * the file's (`..` climbs out of the repository). The server, repository and SHA come from the
 * runner and the event (GITHUB_SERVER_URL, GITHUB_REPOSITORY), never from the checkout.
 */
export function blobLinker(serverUrl: string, repository: string, sha: string): Linker {
  const page = repositoryPage(serverUrl, repository, sha);
  if (!page) return () => undefined;
  const base = `${page}/blob/${sha}`;
  return (path, line) => {
    const segments = path.split('/');
    if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return undefined;
    let encoded: string;
    try {
      encoded = segments.map(encodeSegment).join('/');
    } catch {
      return undefined; // a lone surrogate: not a path git could have
    }
    return Number.isSafeInteger(line) && line! > 0 ? `${base}/${encoded}#L${line}` : `${base}/${encoded}`;
  };
}

/** `<server>/<owner>/<repo>` when the runner's values are what they should be (an http(s) server, owner/repo, a full SHA). */
function repositoryPage(serverUrl: string, repository: string, sha: string): string | undefined {
  const [owner, repo] = repository.split('/');
  if (!/^https?:\/\/[^\s"'<>]+$/.test(serverUrl) || !owner || !repo || !/^[0-9a-f]{40}$/.test(sha)) return undefined;
  return `${serverUrl.replace(/\/+$/, '')}/${encodeSegment(owner)}/${encodeSegment(repo)}`;
}

/** The commit's page, `<server>/<owner>/<repo>/commit/<sha>`; undefined as blobLinker gives no links. */
export function commitUrl(serverUrl: string, repository: string, sha: string): string | undefined {
  const page = repositoryPage(serverUrl, repository, sha);
  return page && `${page}/commit/${sha}`;
}
