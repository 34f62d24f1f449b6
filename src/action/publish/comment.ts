import { renderMarkdown, type MarkdownMap } from '../../core/render/markdown';
import { countTokens } from '../../core/tokens';

/** GitHub refuses comment bodies longer than this many characters. */
export const COMMENT_LIMIT = 65_536;

/** The hidden line that identifies our comment for a key, so it is found and updated, never re-posted. */
export function commentMarker(key: string): string {
  return `<!-- repomap-action:${key} -->`;
}

/**
 * The sticky comment's body: marker, the map in a collapsible block, and where the full map is.
 * A map too long for GitHub loses files from its end (the lowest ranked) until it fits, and says so.
 */
export function commentBody(map: MarkdownMap, key: string, footer: string, limit = COMMENT_LIMIT): string {
  const compose = (m: MarkdownMap, note: string) => `${commentMarker(key)}\n${renderMarkdown(m)}${note}${footer}\n`;
  let body = compose(map, '');
  if (body.length <= limit) return body;
  // Whole files are dropped (a file line and its definitions stay together); the body's length
  // grows with the number of files kept, so the most that fit are found by bisection.
  const blocks = map.text.split(/\n(?=\S)/);
  // Bisection costs a render per step; only the final text is counted in tokens (a smaller count
  // never makes the body longer).
  const shortened = (keep: number, countTokensOfText = false) => {
    const text = keep ? blocks.slice(0, keep).join('\n').replace(/\n?$/, '\n') : '';
    const note = `\n_Shortened to ${keep} of ${map.files} files to fit GitHub's comment size limit._\n`;
    return compose({ ...map, text, files: keep, tokens: countTokensOfText ? countTokens(text) : map.tokens }, note);
  };
  let low = 0;
  let high = blocks.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (shortened(middle).length <= limit) low = middle;
    else high = middle - 1;
  }
  body = shortened(low, true);
  return body.length <= limit ? body : body.slice(0, limit);
}

export interface IssueComment {
  id: number;
  body?: string | null;
  html_url: string;
  user?: { login: string; type?: string } | null;
}

/** The calls the sticky comment makes: the REST API's issue comment endpoints. */
export interface CommentApi {
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
 * same. When several carry the marker (a race between two runs), the oldest is kept up to date.
 * A bot's comment is preferred over a person's who pasted the marker.
 * Creating is not idempotent: when a create's answer is lost, the comment may exist all the same, so
 * the comments are listed again before the one retry of the create.
 */
export async function upsertComment(api: CommentApi, issue: number, key: string, body: string): Promise<CommentResult> {
  const marker = commentMarker(key);
  const find = async () => {
    const ours = (await api.list(issue)).filter((c) => (c.body ?? '').startsWith(marker));
    return ours.find((c) => c.user?.type === 'Bot') ?? ours[0];
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
      if (existing.body === body) return { id: existing.id, url: existing.html_url, action: 'created' };
    }
  }
  if (existing.body === body) return { id: existing.id, url: existing.html_url, action: 'unchanged' };
  const updated = await api.update(existing.id, body);
  return { id: updated.id, url: updated.html_url, action: 'updated' };
}
