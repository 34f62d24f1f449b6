import { fileRows, renderLinkedMarkdown, rowsText, splitImpact, type LinkedMap } from './linked';
import { countTokens } from '../../core/tokens/counter';

/** GitHub refuses comment bodies longer than this many characters. */
export const COMMENT_LIMIT = 65_536;

/** The hidden line that identifies our comment for a key, so it is found and updated, never re-posted. */
export function commentMarker(key: string): string {
  return `<!-- repomap-action:${key} -->`;
}

/** The impact table shows this many changed definitions (of those used outside the change) at most; the rest are counted under it. */
export const IMPACT_ROWS = 10;

/**
 * The linked map with `head` above it and `footer` under it, within `fits`. A map too long loses
 * files from its end (the lowest ranked; a file and its lines stay together) until it fits, and says
 * so; links and escapes count. If even no file fits, the impact table loses rows too.
 */
export function fittedMarkdown(
  map: LinkedMap,
  head: string,
  footer: string,
  fits: (body: string) => boolean,
  limitName: string,
  updated?: Date,
): string {
  const impactRows = Math.min(splitImpact(map.impact).used.length, IMPACT_ROWS);
  const compose = (files: number, rows: number, tokens = map.tokens) => {
    const note =
      files < map.files.length ? `\n_Shortened to ${files} of ${map.files.length} files to fit ${limitName}._\n` : '';
    return `${head}${renderLinkedMarkdown(map, { files, impactRows: rows, tokens, note, updated })}${footer}\n`;
  };
  const whole = compose(map.files.length, impactRows);
  if (fits(whole)) return whole;
  // The body grows with the files kept: the most that fit are found by bisection. Each step is a
  // render; only the final map is counted in tokens (fewer tokens never make the body longer).
  const most = (low: number, high: number, fitsWith: (n: number) => boolean) => {
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (fitsWith(middle)) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  const rows = fits(compose(0, impactRows)) ? impactRows : most(0, impactRows, (n) => fits(compose(0, n)));
  const files = most(0, map.files.length - 1, (n) => fits(compose(n, rows)));
  return compose(files, rows, countTokens(rowsText(fileRows(map.files.slice(0, files), map.changed).flat())));
}

/** The line above a map that is not focused on the change the event names: why (`unfocused`), and what it is instead. */
export function unfocusedNote(unfocused: string | undefined): string {
  return unfocused ? `_This map is not focused on the change: ${unfocused}. It ranks the whole repository._\n\n` : '';
}

/**
 * The sticky comment's body: marker, the linked map, and where the full map is; at most `limit`
 * characters. `unfocused`: why the map is not focused on the change, said above the map. `updated`:
 * the time of the run, said in the header.
 */
export function commentBody(
  map: LinkedMap,
  key: string,
  footer: string,
  limit = COMMENT_LIMIT,
  unfocused?: string,
  updated?: Date,
): string {
  return fittedMarkdown(
    map,
    `${commentMarker(key)}\n${unfocusedNote(unfocused)}`,
    footer,
    (body) => body.length <= limit,
    "GitHub's comment size limit",
    updated,
  );
}

// The header's time (the first, which comes before anything from the repository).
const UPDATED = / · updated \d{4}-\d\d-\d\d \d\d:\d\d UTC/;

/** Whether two bodies say the same but for the time in their header: a run that changes nothing else leaves the comment alone. */
export function sameButTime(a: string, b: string): boolean {
  return a.replace(UPDATED, '') === b.replace(UPDATED, '');
}

export interface IssueComment {
  id: number;
  body?: string | null;
  html_url: string;
  user?: { login: string; type?: string } | null;
}

export interface CommentAuthor {
  login: string;
  type?: string;
}

/** Who writes with the workflow's GITHUB_TOKEN (which may not read GET /user). */
export const GITHUB_ACTIONS_BOT: CommentAuthor = { login: 'github-actions[bot]', type: 'Bot' };

/** The calls the sticky comment makes: the REST API's issue comment endpoints, and who the token writes as. */
export interface CommentApi {
  /** The token's own identity. */
  self(): Promise<CommentAuthor>;
  list(issue: number): Promise<IssueComment[]>;
  create(issue: number, body: string): Promise<IssueComment>;
  update(commentId: number, body: string): Promise<IssueComment>;
}

export interface CommentResult {
  id: number;
  url: string;
  action: 'created' | 'updated' | 'unchanged';
}

/** True when a failed call may still have done its work: it got no answer (a reset, a timeout) or a 5xx. */
function outcomeUnknown(error: unknown): boolean {
  const { status, response } = error as { status?: number; response?: unknown };
  return status !== undefined && (!response || status >= 500);
}

/**
 * Create the comment, or update the one that carries our marker; leave it alone when the body is the
 * same but for the time in its header (so "updated" is when what it says last changed). Only a comment the token itself wrote is ever updated: anyone can paste the marker, and a
 * person's comment is never rewritten under their name. When several carry the marker (a race
 * between two runs), the oldest is kept up to date.
 * Creating is not idempotent: when a create's answer is lost, the comment may exist all the same, so
 * the comments are listed again before the one retry of the create.
 */
export async function upsertComment(api: CommentApi, issue: number, key: string, body: string): Promise<CommentResult> {
  const marker = commentMarker(key);
  let self: CommentAuthor | undefined;
  const find = async () => {
    const marked = (await api.list(issue)).filter((c) => (c.body ?? '').startsWith(marker));
    if (!marked.length) return undefined;
    self ??= await api.self();
    const me = self;
    return marked.find((c) => c.user?.login === me.login && (me.type === undefined || c.user?.type === me.type));
  };
  const create = async (): Promise<CommentResult> => {
    const created = await api.create(issue, body);
    return { id: created.id, url: created.html_url, action: 'created' };
  };
  let existing = await find();
  if (!existing) {
    try {
      return await create();
    } catch (error) {
      if (!outcomeUnknown(error)) throw error;
      existing = await find();
      if (!existing) return await create();
      if (sameButTime(existing.body ?? '', body)) return { id: existing.id, url: existing.html_url, action: 'created' };
    }
  }
  if (sameButTime(existing.body ?? '', body)) return { id: existing.id, url: existing.html_url, action: 'unchanged' };
  const updated = await api.update(existing.id, body);
  return { id: updated.id, url: updated.html_url, action: 'updated' };
}
