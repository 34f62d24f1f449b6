import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  authorization?: string;
}

/**
 * What the server does instead of answering a request normally:
 * - `status`: answer with this status, a GitHub-shaped error body (`message`) and extra headers;
 * - `reset`: destroy the connection without an answer, before handling the request or (`after: true`)
 *   after handling it, as when the answer to a request that did its work is lost;
 * - `delay`: hold the answer for `ms` milliseconds, then answer normally (past a client's timeout).
 */
export type Fault =
  | { kind: 'status'; status: number; message?: string; headers?: Record<string, string>; echoAuthorization?: boolean }
  | { kind: 'reset'; after?: boolean }
  | { kind: 'delay'; ms: number };

/** Shorthands for the faults tests use. */
export const faults = {
  status: (status: number, message = `fake failure ${status}`): Fault => ({ kind: 'status', status, message }),
  /** GitHub's secondary rate limit: 403 or 429, its message and a `retry-after` in seconds. */
  secondaryRateLimit: (status: 403 | 429, retryAfterSeconds: number): Fault => ({
    kind: 'status',
    status,
    message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
    headers: { 'retry-after': String(retryAfterSeconds) },
  }),
  reset: (after = false): Fault => ({ kind: 'reset', after }),
  delay: (ms: number): Fault => ({ kind: 'delay', ms }),
};

interface Injected {
  method: string;
  pattern: RegExp;
  fault: Fault;
  remaining: number;
}

/** A cache entry of the fake cache service. */
export interface CacheEntry {
  id: number;
  key: string;
  version: string;
  /** The ref it was saved from ('' when the runs have no scopes). */
  scope: string;
  sizeBytes: number;
}

/** A run's cache scopes: the ref it saves to, and the refs whose caches it may restore too. */
export interface CacheRefs {
  write: string;
  read?: string[];
}

export interface FakeComment {
  id: number;
  body: string;
  html_url: string;
  user: { login: string; type: string };
}

/**
 * A local stand-in for api.github.com on 127.0.0.1, speaking the REST and GraphQL shapes the action
 * uses. It keeps what it is sent, and can be told to misbehave on a route (see `fault`).
 */
export class FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  readonly comments = new Map<number, FakeComment[]>();
  pullFiles: unknown[] = [];
  openPulls: { number: number; head: { sha: string } }[] = [];
  files = new Map<string, string>();
  /**
   * Who the token is. A personal access token's user answers GET /user; without one the token is the
   * workflow's GITHUB_TOKEN: GET /user is refused (403) and comments are written as github-actions[bot].
   */
  tokenUser?: { login: string; type: string };
  private injected: Injected[] = [];
  private nextId = 1000;
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server?.close(() => resolve());
      this.server?.closeAllConnections();
    });
  }

  /**
   * Answer the next `times` requests matching `route` (`METHOD path-regex`, e.g. `POST /issues/\\d+/comments$`)
   * with `fault`. Faults queue in the order given: `fault(r, a, 1)` then `fault(r, b, 1)` answers a, then b,
   * then normally.
   */
  fault(route: string, fault: Fault, times = Infinity): this {
    const [method, pattern] = route.split(' ');
    this.injected.push({ method, pattern: new RegExp(pattern), fault, remaining: times });
    return this;
  }

  clearFaults(): void {
    this.injected = [];
  }

  /** The recorded requests whose `METHOD path` matches `route` (as for `fault`). */
  requestsTo(route: string): RecordedRequest[] {
    const [method, pattern] = route.split(' ');
    return this.requests.filter((r) => r.method === method && new RegExp(pattern).test(r.path.replace(/\?.*$/, '')));
  }

  private takeFault(method: string, path: string): Fault | undefined {
    const entry = this.injected.find((f) => f.remaining > 0 && f.method === method && f.pattern.test(path));
    if (!entry) return undefined;
    entry.remaining--;
    return entry.fault;
  }

  /** Keys of the cache entries saved through the fake cache service, oldest first. */
  readonly cacheKeys: string[] = [];
  /** The saved cache entries, oldest first: the ref scope each was saved in, its version (a hash of its paths) and its archive's size. */
  readonly cacheEntries: CacheEntry[] = [];
  private pendingCaches = new Map<string, CacheEntry>();
  /** Artifacts finalized through the fake artifact service: name → the uploaded zip's bytes. */
  readonly artifacts = new Map<string, Buffer>();
  private blocks = new Map<string, Buffer>();

  /**
   * The environment that points @actions/artifact and @actions/cache at this server: a JWT with the
   * scope they parse and, as GitHub's runtime token has, the cache scopes of the run (`ac`): the ref it
   * writes to, and the refs it may also read (for a pull request: its base and default branches).
   * Without `refs`, every run shares one scope.
   */
  artifactEnv(refs?: CacheRefs): Record<string, string> {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const scopes = refs
      ? [{ Scope: refs.write, Permission: 3 }, ...(refs.read ?? []).map((ref) => ({ Scope: ref, Permission: 1 }))]
      : undefined;
    const claims = {
      scp: 'Actions.Results:run-backend-1:job-backend-1',
      ...(scopes ? { ac: JSON.stringify(scopes) } : {}),
    };
    return {
      ACTIONS_RESULTS_URL: `${this.url}/`,
      ACTIONS_RUNTIME_TOKEN: `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.signature`,
      ACTIONS_CACHE_SERVICE_V2: 'true',
    };
  }

  /** The cache scopes of a request's runtime token: the one it writes first, then those it reads. */
  private cacheScopes(authorization: string | undefined): string[] {
    try {
      const claims = JSON.parse(
        Buffer.from((authorization ?? '').replace(/^Bearer /, '').split('.')[1], 'base64url').toString('utf8'),
      );
      const scopes = JSON.parse(claims.ac ?? '[]') as { Scope: string; Permission: number }[];
      return scopes.length ? [...scopes].sort((a, b) => b.Permission - a.Permission).map((s) => s.Scope) : [''];
    } catch {
      return [''];
    }
  }

  /**
   * GitHub's matching: in the run's own scope, then in each scope it may read, the exact key, then
   * the newest entry whose key starts with the key, then with each restore key in turn; only entries
   * of the same version (the same paths) match.
   */
  private findCache(scopes: string[], key: string, restoreKeys: string[], version: string): CacheEntry | undefined {
    for (const scope of scopes) {
      const candidates = this.cacheEntries.filter((e) => e.scope === scope && e.version === version).reverse();
      const found =
        candidates.find((e) => e.key === key) ??
        [key, ...restoreKeys].map((prefix) => candidates.find((e) => e.key.startsWith(prefix))).find(Boolean);
      if (found) return found;
    }
    return undefined;
  }

  /** Azure Blob Storage's block upload, as the artifact client's signed upload URL receives it. */
  private blob(req: IncomingMessage, url: URL, raw: Buffer, res: ServerResponse): void {
    const name = decodeURIComponent(url.pathname.slice('/blob/'.length));
    const comp = url.searchParams.get('comp');
    if (req.method === 'GET') {
      const zip = this.artifacts.get(name);
      res.writeHead(zip ? 200 : 404, { 'content-type': 'application/zip' });
      res.end(zip ?? '');
      return;
    }
    if (req.method === 'PUT' && comp === 'block') this.blocks.set(`${name}\0${url.searchParams.get('blockid')}`, raw);
    else if (req.method === 'PUT' && comp === 'blocklist') {
      const ids = [...raw.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]+)</g)].map((m) => m[1]);
      this.artifacts.set(name, Buffer.concat(ids.map((id) => this.blocks.get(`${name}\0${id}`) ?? Buffer.alloc(0))));
    } else if (req.method === 'PUT') this.artifacts.set(name, raw);
    res.writeHead(201, {
      'x-ms-request-id': 'fake',
      'x-ms-version': '2024-11-04',
      etag: '"0x1"',
      'last-modified': new Date(0).toUTCString(),
      'content-md5': '',
    });
    res.end();
  }

  /** Requests that changed something (POST, PATCH, PUT, DELETE). */
  writes(): RecordedRequest[] {
    return this.requests.filter((r) => r.method !== 'GET');
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', this.url);
      const raw = Buffer.concat(chunks);
      const body =
        /json/.test(req.headers['content-type'] ?? '') && raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
      if (url.pathname.startsWith('/blob/')) return this.blob(req, url, raw, res);
      this.requests.push({
        method: req.method ?? 'GET',
        path: url.pathname + url.search,
        body,
        authorization: req.headers.authorization,
      });
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        if (res.destroyed) return; // the client gave up (a timeout) before the answer was ready
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(payload));
      };
      this.redirect = (location) => {
        res.writeHead(302, { location });
        res.end();
      };
      const serve = () => this.route(req.method ?? 'GET', url, body, send, req.headers.authorization);
      const fault = this.takeFault(req.method ?? 'GET', url.pathname);
      if (!fault) return serve();
      if (fault.kind === 'delay') return void setTimeout(serve, fault.ms).unref();
      if (fault.kind === 'reset') {
        if (fault.after) this.route(req.method ?? 'GET', url, body, () => {}, req.headers.authorization);
        req.socket.destroy();
        return;
      }
      const echo = fault.echoAuthorization ? ` (sent with ${req.headers.authorization})` : '';
      send(
        fault.status,
        {
          message: `${fault.message ?? `fake failure ${fault.status}`}${echo}`,
          documentation_url: 'https://docs.github.com/rest',
        },
        fault.headers,
      );
    });
  }

  private redirect: (location: string) => void = () => {};

  // The cache service's requests are JSON with protobuf's field names (`restore_keys`, `size_bytes`).
  private route(
    method: string,
    url: URL,
    body: any,
    send: (status: number, payload: unknown) => void,
    authorization?: string,
  ): void {
    let m: RegExpMatchArray | null;
    const path = url.pathname;
    if (method === 'GET' && path === '/user') {
      if (this.tokenUser) return send(200, { ...this.tokenUser, id: 1 });
      return send(403, {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
      });
    }
    if (method === 'GET' && (m = path.match(/^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/))) {
      return send(200, this.comments.get(Number(m[3])) ?? []);
    }
    if (method === 'POST' && (m = path.match(/^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/))) {
      const issue = Number(m[3]);
      const comment: FakeComment = {
        id: this.nextId++,
        body: body.body,
        html_url: `https://github.com/${m[1]}/${m[2]}/pull/${issue}#issuecomment-${this.nextId - 1}`,
        user: this.tokenUser ?? { login: 'github-actions[bot]', type: 'Bot' },
      };
      this.comments.set(issue, [...(this.comments.get(issue) ?? []), comment]);
      return send(201, comment);
    }
    if (method === 'PATCH' && (m = path.match(/^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/))) {
      for (const list of this.comments.values()) {
        const comment = list.find((c) => c.id === Number(m![3]));
        if (comment) {
          comment.body = body.body;
          return send(200, comment);
        }
      }
      return send(404, { message: 'Not Found' });
    }
    if (method === 'GET' && (m = path.match(/^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)\/files$/)))
      return send(200, this.pullFiles);
    if (method === 'GET' && path.match(/^\/repos\/([^/]+)\/([^/]+)\/pulls$/)) return send(200, this.openPulls);
    if (method === 'GET' && (m = path.match(/^\/repos\/([^/]+)\/([^/]+)\/contents\/(.+)$/))) {
      const content = this.files.get(decodeURIComponent(m[3]));
      if (content === undefined) return send(404, { message: 'Not Found' });
      return send(200, { type: 'file', encoding: 'base64', content: Buffer.from(content).toString('base64') });
    }
    if (method === 'GET' && (m = path.match(/^\/repos\/([^/]+)\/([^/]+)\/actions\/runs\/(\d+)\/artifacts$/))) {
      const name = url.searchParams.get('name') ?? '';
      const artifacts = this.artifacts.has(name)
        ? [{ id: 98765, name, size_in_bytes: this.artifacts.get(name)!.length, created_at: new Date(0).toISOString() }]
        : [];
      return send(200, { total_count: artifacts.length, artifacts });
    }
    if (method === 'GET' && (m = path.match(/^\/repos\/([^/]+)\/([^/]+)\/actions\/artifacts\/98765\/zip$/))) {
      const name = [...this.artifacts.keys()][0];
      return this.redirect(`${this.url}/blob/${encodeURIComponent(name)}?sig=download`);
    }
    if (method === 'POST' && path.endsWith('.CacheService/CreateCacheEntry')) {
      const scope = this.cacheScopes(authorization)[0];
      // Keys are write-once within a scope.
      if (this.cacheEntries.some((e) => e.scope === scope && e.key === body.key && e.version === body.version))
        return send(200, { ok: false });
      const entry: CacheEntry = { id: this.nextId++, key: body.key, version: body.version, scope, sizeBytes: 0 };
      this.pendingCaches.set(`${scope}\0${body.key}\0${body.version}`, entry);
      return send(200, {
        ok: true,
        signedUploadUrl: `${this.url}/blob/${encodeURIComponent(`cache-${entry.id}`)}?sig=fake`,
      });
    }
    if (method === 'POST' && path.endsWith('.CacheService/FinalizeCacheEntryUpload')) {
      const id = `${this.cacheScopes(authorization)[0]}\0${body.key}\0${body.version}`;
      const entry = this.pendingCaches.get(id);
      const stored = !!entry && this.artifacts.has(`cache-${entry.id}`);
      if (entry && stored) {
        this.pendingCaches.delete(id);
        entry.sizeBytes = Number(body.size_bytes);
        this.cacheEntries.push(entry);
        this.cacheKeys.push(entry.key);
      }
      return send(200, { ok: stored, entryId: String(entry?.id ?? 0) });
    }
    if (method === 'POST' && path.endsWith('.CacheService/GetCacheEntryDownloadURL')) {
      const match = this.findCache(this.cacheScopes(authorization), body.key, body.restore_keys ?? [], body.version);
      if (!match) return send(200, { ok: false });
      return send(200, {
        ok: true,
        matchedKey: match.key,
        signedDownloadUrl: `${this.url}/blob/${encodeURIComponent(`cache-${match.id}`)}?sig=download`,
      });
    }
    if (method === 'POST' && path.endsWith('.ArtifactService/CreateArtifact')) {
      return send(200, { ok: true, signedUploadUrl: `${this.url}/blob/${encodeURIComponent(body.name)}?sig=fake` });
    }
    if (method === 'POST' && path.endsWith('.ArtifactService/FinalizeArtifact')) {
      return send(200, { ok: this.artifacts.has(body.name), artifactId: '98765' });
    }
    if (method === 'POST' && path === '/graphql') {
      const input = body.variables?.input;
      for (const addition of input?.fileChanges?.additions ?? [])
        this.files.set(addition.path, Buffer.from(addition.contents, 'base64').toString('utf8'));
      return send(200, {
        data: { createCommitOnBranch: { commit: { oid: 'f'.repeat(40), url: 'https://github.com/o/r/commit/fff' } } },
      });
    }
    send(404, { message: `Not Found: ${method} ${path}` });
  }
}
