import assert from 'node:assert/strict';
import { marked } from 'marked';
import { fromHtml } from 'hast-util-from-html';
import { defaultSchema, sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import type { Element, Nodes, Root } from 'hast';

// A comment rendered the way GitHub renders one: GitHub-flavoured markdown with hard line breaks
// (marked), parsed as a browser parses HTML (parse5, through hast-util-from-html), then cleaned by an
// allow-list of tags and attributes modelled on GitHub's (hast-util-sanitize's default schema).
// Checks on a comment run on that HTML, not on the markdown.

export interface Rendered {
  /** The HTML as the markdown renderer gives it, parsed, with HTML comments (which show nothing) removed. */
  raw: Root;
  /** What is left after the sanitizer. */
  safe: Root;
}

function withoutComments<T extends Nodes>(node: T): T {
  if ('children' in node)
    node.children = node.children
      .filter((child) => child.type !== 'comment')
      .map(withoutComments) as typeof node.children;
  return node;
}

export function renderLikeGitHub(markdown: string): Rendered {
  const html = marked.parse(markdown, { gfm: true, breaks: true, async: false }) as string;
  const raw = withoutComments(fromHtml(html, { fragment: true }));
  return { raw, safe: sanitize(structuredClone(raw), defaultSchema) as Root };
}

/** Every element under `node`, in document order, each with its ancestors' tag names. */
export function elements(node: Nodes, ancestors: string[] = []): { element: Element; ancestors: string[] }[] {
  if (!('children' in node)) return [];
  return node.children.flatMap((child) =>
    child.type === 'element' ? [{ element: child, ancestors }, ...elements(child, [...ancestors, child.tagName])] : [],
  );
}

/** Every text node under `node`, with its ancestors' tag names. */
export function texts(node: Nodes, ancestors: string[] = []): { value: string; ancestors: string[] }[] {
  if (node.type === 'text') return [{ value: node.value, ancestors }];
  if (!('children' in node)) return [];
  const inner = node.type === 'element' ? [...ancestors, node.tagName] : ancestors;
  return node.children.flatMap((child) => texts(child, inner));
}

export function textOf(node: Nodes): string {
  return texts(node)
    .map((t) => t.value)
    .join('');
}

/** The word joiner the comment puts after a mention's `@` and an issue reference's `#`. */
export const WORD_JOINER = '\u2060';

// What GitHub could turn into a mention or an issue reference if it looked for them in a text node
// (stricter than its patterns: anywhere in the text, whatever comes before).
const MENTION = /@[a-z0-9]/i;
const ISSUE = /#\d|GH-\d/i;

const OUR_TAGS = new Set([
  'p',
  'strong',
  'em',
  'br',
  'details',
  'summary',
  'pre',
  'a',
  'code',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);

export interface SafetyExpectations {
  /** Every link's target starts with this (the repository at the head commit), but for the head commit's page and `otherLinks`. */
  linkPrefix: string;
  /** Links of our own elsewhere (the workflow run's page). */
  otherLinks?: RegExp;
  /** Strings from the repository that must appear nowhere but inside `<pre>`, `<code>` or `<a>`. */
  repositoryText?: string[];
}

/**
 * The layout holds whatever the repository's names are: the sanitizer finds nothing to remove,
 * only our elements occur, one collapsible block holds one `<pre>` of text and links, every link
 * points into the repository, no text could become a mention or a reference, and repository text
 * stays inside the map and the table's code. Returns the map's text as a reader sees it (joiners removed).
 */
export function assertSafeComment(
  markdown: string,
  expect: SafetyExpectations,
): { mapText: string; rendered: Rendered } {
  const rendered = renderLikeGitHub(markdown);
  const { raw, safe } = rendered;
  assert.equal(toHtml(safe), toHtml(raw), 'the sanitizer removed nothing: the comment relies on none of its cleaning');
  const all = elements(raw);
  const unexpected = all.filter(({ element }) => !OUR_TAGS.has(element.tagName)).map(({ element }) => element.tagName);
  assert.deepEqual(unexpected, [], 'only the elements the comment is made of');
  const details = all.filter(({ element }) => element.tagName === 'details');
  assert.equal(details.length, 1, 'one collapsible block');
  assert.deepEqual(details[0].ancestors, [], 'at the top level');
  const inDetails = elements(details[0].element);
  assert.deepEqual(
    inDetails.filter(({ ancestors }) => ancestors.length === 0).map(({ element }) => element.tagName),
    ['summary', 'p', 'pre'],
    "a summary, the map's size, then the map",
  );
  const pre = inDetails.find(({ element }) => element.tagName === 'pre')!.element;
  for (const child of pre.children) {
    if (child.type === 'text') continue;
    assert.ok(
      child.type === 'element' && child.tagName === 'a',
      `only text and links in the map, not ${child.type === 'element' ? child.tagName : child.type}`,
    );
    assert.ok(
      child.children.every((c) => c.type === 'text'),
      'a link holds text only',
    );
  }
  // The header's link to the head commit: the page of the commit the blob links point at.
  const commit = expect.linkPrefix.replace(/\/blob\/([0-9a-f]{40})\/$/, '/commit/$1');
  for (const { element } of all.filter(({ element }) => element.tagName === 'a')) {
    const href = String(element.properties.href ?? '');
    assert.ok(
      href.startsWith(expect.linkPrefix) || href === commit || expect.otherLinks?.test(href),
      `a link into the repository: ${href}`,
    );
    assert.deepEqual(Object.keys(element.properties), ['href'], 'a link has an href and nothing else');
  }
  for (const { value, ancestors } of texts(raw)) {
    assert.doesNotMatch(value, MENTION, `no mention in ${JSON.stringify(value)}`);
    assert.doesNotMatch(value, ISSUE, `no issue reference in ${JSON.stringify(value)}`);
    if (ancestors.some((tag) => tag === 'pre' || tag === 'code' || tag === 'a')) continue;
    for (const piece of expect.repositoryText ?? [])
      assert.ok(!value.includes(piece), `${JSON.stringify(piece)} outside the map: ${JSON.stringify(value)}`);
  }
  return { mapText: textOf(pre).replaceAll(WORD_JOINER, ''), rendered };
}
