import type { DefinitionChange, MapFile } from '../../core/types';
import type { ChangeFigures, ReachCounts } from '../../core/lookup/reach';
import { copiesNote, fileLine, markOf, showInvisible, symbolDepths, useMark } from '../../core/render/text';
import { isTestPath } from '../../core/language-tests';

// The map for GitHub's markdown (a pull request comment, a job summary), with links: every path links
// to its file, every line number to its line. It is made from the map's structured data, and read as
// plain text it is the text map, line for line (a test holds the two together).
//
// Everything from the repository is escaped, because GitHub renders what a pull request's author
// chose to name their files and functions. The map sits in a `<pre>` block: GitHub's markdown passes
// such an HTML block through untouched up to a line holding `</pre>`, and no `<` reaches it
// unescaped. Inside it only `<a href>` elements of ours; every `&`, `<`, `>` and quote of the
// repository's text is an entity, controls are replaced, zero-width and bidirectional characters are
// shown as escapes (`\u202E`, as in the text map), and an invisible
// word joiner follows the `@` of a mention and the `#` of an issue reference, so that even a renderer
// that looked for them inside `<pre>` would find none.

/** Where a file, or one line of it, is on the web; undefined when it gets no link. */
export type Linker = (path: string, line?: number) => string | undefined;

/** A piece of a line of the map: text, and the file (and line) it links to, if any. */
export interface Span {
  text: string;
  path?: string;
  line?: number;
}

export type Row = Span[];

const plain = (text: string): Span => ({ text });
const linked = (text: string, path: string, line?: number): Span => ({ text, path, line });

/**
 * The lines of one file's entry, one part per field of a MapFile, in the order the text map prints
 * them. A new field of the map (copies of a file, call sites, containers) is a new part here.
 */
const FILE_PARTS: ((file: MapFile, changed: ReadonlySet<string>) => Row[])[] = [
  (file, changed) => {
    const mark = markOf(file, changed);
    const copies = copiesNote(file.copies ?? []);
    return [
      [
        linked(fileLine(file.path, undefined), file.path),
        ...(mark ? [plain(` (${mark})`)] : []),
        ...(copies ? [plain(copies)] : []),
      ],
    ];
  },
  (file) => {
    const depths = symbolDepths(file.symbols);
    return file.symbols.map((symbol, i) => [
      plain('  '.repeat(depths[i] + 1)),
      linked(String(symbol.line), file.path, symbol.line),
      plain(`: ${symbol.signature}`),
    ]);
  },
  (file) =>
    (file.uses ?? []).map((use) => [
      plain('  '),
      linked(String(use.line), file.path, use.line),
      plain(`${useMark(use)}│ ${use.text}`),
    ]),
];

/** Each file's rows, in map order (a file and its lines stay together, so a shortened map drops whole files). */
export function fileRows(files: MapFile[], changed: ReadonlySet<string>): Row[][] {
  return files.map((file) => FILE_PARTS.flatMap((part) => part(file, changed)));
}

/** The rows as the text map prints them. */
export function rowsText(rows: Row[]): string {
  return rows.map((row) => row.map((span) => span.text).join('') + '\n').join('');
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
// Controls (but the tab), which no page should get raw from a repository.
const UNSAFE = /[\x00-\x08\x0a-\x1f\x7f-\x9f]/;
// One pass: markup characters, unsafe characters, and the start of a mention (@name), an issue
// reference (#123, owner/repo#123) or GitHub's other issue syntax (GH-123).
const ESCAPED = /[&<>"']|[\x00-\x08\x0a-\x1f\x7f-\x9f]|@(?=[A-Za-z0-9])|#(?=\d)|gh-(?=\d)/gi;
/** U+2060 WORD JOINER: invisible and without width; it breaks a mention or reference without showing. */
export const JOINER = '&#x2060;';

/** Text from the repository, as HTML that shows it (invisible characters as their escapes) and does nothing else. */
export function escapeText(text: string): string {
  return showInvisible(text).replace(
    ESCAPED,
    (match) => ENTITIES[match] ?? (UNSAFE.test(match) ? '\ufffd' : `${match}${JOINER}`),
  );
}

/** A value for an attribute in double quotes (a URL of ours, whose path is percent-encoded). */
export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (match) => ENTITIES[match]);
}

/** An `<a>` to `url` with `inner` (already HTML) as its content, or the content alone without a URL. */
export function anchor(url: string | undefined, inner: string): string {
  return url === undefined ? inner : `<a href="${escapeAttribute(url)}">${inner}</a>`;
}

function rowHtml(row: Row, link: Linker): string {
  return row
    .map((span) =>
      span.path === undefined ? escapeText(span.text) : anchor(link(span.path, span.line), escapeText(span.text)),
    )
    .join('');
}

/** The rows in a `<pre>` block: one line each, and the block's last line holds nothing but `</pre>`. */
export function preHtml(rows: Row[], link: Linker): string {
  return `<pre>${rows.map((row) => rowHtml(row, link) + '\n').join('')}</pre>`;
}

/** A changed definition and who uses it outside the change, as the comment's table shows it. */
export interface ImpactRow extends Pick<DefinitionChange, 'path' | 'name' | 'kind' | 'line' | 'status'> {
  /** Whether the file is in the commit the links point at (the file of a removed definition may be gone). */
  fileExists: boolean;
  /**
   * The files outside the change that use it, best ranked first, each at its first use (a call, a
   * type use: an import alone is no use), `byName` when only the name links the file to it. Tests
   * and production code are told apart by the path.
   */
  callers: { path: string; line: number; byName?: true }[];
  /** How many files outside the change use it (at least `callers.length`). */
  callerCount: number;
  /** For the best-ranked changes (see changeSummaries): the tests that reach it, and how far its callers reach. */
  review?: RowReview;
}

/** What the table's last two columns show of a changed definition. */
export interface RowReview {
  /** The first few tests that reach it, and how many there are. */
  tests: { path: string; line: number; name?: string }[];
  testsTotal: number;
  untested: boolean;
  reach: ReachCounts;
}

/** Tests kept and shown per changed definition. */
export const TESTS_SHOWN = 3;

const code = (text: string) => `<code>${escapeText(text)}</code>`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Files of each side shown in a cell of the impact table. */
export const CALLERS_SHOWN = 3;

/**
 * A cell's side: how many files, how many of them linked by name alone, and the first few (one
 * linked by name alone marked `?`, as the map marks its call lines).
 */
function callerList(callers: ImpactRow['callers'], word: string, link: Linker, more = 0): string {
  const shown = callers
    .slice(0, CALLERS_SHOWN)
    .map((caller) =>
      anchor(
        link(caller.path, caller.line),
        code(`${fileLine(caller.path, undefined)}:${caller.line}${caller.byName ? '?' : ''}`),
      ),
    );
  const rest = callers.length - shown.length + more;
  const byName = callers.filter((caller) => caller.byName).length;
  const count = `${plural(callers.length + more, word)}${byName ? `, ${byName} by name only` : ''}`;
  return `${count}: ${shown.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`;
}

/** The tests cell: the tests that reach it, `untested` when none does and other code can use it. */
function testsCell(review: RowReview | undefined, link: Linker): string {
  if (!review) return '';
  if (review.untested) return '<strong>untested</strong>';
  if (!review.tests.length) return 'none found';
  const shown = review.tests.map((test) =>
    anchor(
      link(test.path, test.line),
      code(`${fileLine(test.path, undefined)}:${test.line}${test.name ? ` ${test.name}` : ''}`),
    ),
  );
  const rest = review.testsTotal - review.tests.length;
  return `${shown.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`;
}

/** The reach cell: files outside the change that its callers, and theirs, reach. */
function reachCell(review: RowReview | undefined): string {
  if (!review) return '';
  const { direct, transitive, production, depth, partial } = review.reach;
  if (!transitive) return 'none';
  const least = partial ? 'at least ' : '';
  return `${least}${plural(transitive, 'file')} within ${plural(depth, 'hop')} (${production} in production), ${direct} directly`;
}

function impactCells(row: ImpactRow, link: Linker): string[] {
  const where =
    row.status === 'removed'
      ? `removed from ${row.fileExists ? anchor(link(row.path), code(fileLine(row.path, undefined))) : code(fileLine(row.path, undefined))}`
      : `${row.status}, ${anchor(link(row.path, row.line), code(`${fileLine(row.path, undefined)}:${row.line}`))}`;
  const tests = row.callers.filter((caller) => isTestPath(caller.path));
  const production = row.callers.filter((caller) => !isTestPath(caller.path));
  // Files past the callers kept are not told apart: they count with the code.
  const unsorted = row.callerCount - row.callers.length;
  const parts = [
    ...(production.length || unsorted ? [callerList(production, 'file', link, unsorted)] : []),
    ...(tests.length ? [callerList(tests, 'test', link)] : []),
  ];
  return [
    `${code(row.name)} ${escapeText(row.kind)}, ${where}`,
    parts.length ? parts.join('<br>') : 'no uses outside the change',
    testsCell(row.review, link),
    reachCell(row.review),
  ];
}

/**
 * The table "what this change touches → who uses it": one row per changed definition, the first
 * `rows` of them. An HTML block with no blank line in it, so markdown reads none of it.
 */
export function impactTableHtml(impact: ImpactRow[], link: Linker, rows = impact.length): string {
  const body = impact.slice(0, rows).map(
    (row) =>
      `<tr>${impactCells(row, link)
        .map((cell) => `<td>${cell}</td>`)
        .join('')}</tr>`,
  );
  return [
    '<table>',
    '<thead><tr><th>What this change touches</th><th>Who uses it</th><th>Tests that reach it</th><th>Reach</th></tr></thead>',
    '<tbody>',
    ...body,
    '</tbody>',
    '</table>',
  ].join('\n');
}

/** What the linked rendering needs: the map's files and numbers, the change's definitions, and where files are. */
export interface LinkedMap {
  /** The text map's header lines (see render/header), shown above its files. */
  header?: string[];
  files: MapFile[];
  /** The files the change touches (marked `(changed)`). */
  changed: ReadonlySet<string>;
  tokens: number;
  budget: number;
  impact: ImpactRow[];
  link: Linker;
  /** The commit the map describes, and its page. */
  head?: { sha: string; url?: string };
  /** The change's figures: the usual companions it leaves out, the owners of what it reaches. */
  review?: Pick<ChangeFigures, 'companions' | 'companionsTotal' | 'owners'>;
}

export interface LinkedParts {
  /** Files of the map shown (a prefix), and rows of the impact table shown. */
  files: number;
  impactRows: number;
  /** The token count to show: the map's, or that of a shortened map. */
  tokens: number;
  /** Markdown of our own between the map and the footer (a note that the map was shortened). */
  note: string;
  /** When the map was made, said in the header. */
  updated?: Date;
}

/** The changed definitions the table shows (those used outside the change), and the rest. */
export function splitImpact(impact: ImpactRow[]): { used: ImpactRow[]; unused: ImpactRow[] } {
  return { used: impact.filter((row) => row.callerCount > 0), unused: impact.filter((row) => row.callerCount === 0) };
}

/** `2026-12-06 14:03 UTC`. */
export function utcMinute(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The header: which commit, when. */
function headerLine(map: LinkedMap, title: string, updated?: Date): string {
  const short = map.head && code(map.head.sha.slice(0, 7));
  const commit = map.head ? ` for ${anchor(map.head.url, short!)}` : '';
  return `**${title}**${commit}${updated ? ` · updated ${utcMinute(updated)}` : ''}`;
}

/** The change in one sentence: what it changes, and how many other files use that (tests apart). */
export function changeSentence(map: Pick<LinkedMap, 'changed' | 'impact'>): string | undefined {
  if (!map.changed.size) return undefined;
  if (!map.impact.length) return `Changes ${plural(map.changed.size, 'file')} but no definitions.`;
  const definers = new Set(map.impact.map((row) => row.path)).size;
  const users = new Set(map.impact.flatMap((row) => row.callers.map((caller) => caller.path)));
  // Files past the callers kept (a definition used by a great many) are counted, not told apart.
  const unsorted = Math.max(0, ...map.impact.map((row) => row.callerCount - row.callers.length));
  const changes = `Changes ${plural(map.impact.length, 'definition')} in ${plural(definers, 'file')}`;
  if (!users.size && !unsorted) return `${changes}; no other file uses ${map.impact.length === 1 ? 'it' : 'them'}.`;
  const tests = [...users].filter(isTestPath).length;
  const total = users.size + unsorted;
  const which =
    tests === total ? 'all tests' : tests === 0 ? 'no tests' : `${tests} of them ${tests === 1 ? 'a test' : 'tests'}`;
  return `${changes}; used by ${plural(total, 'other file')} (${which}).`;
}

/** Names listed in the line of the definitions without outside uses, at most. */
export const UNUSED_NAMES = 10;

function unusedLine(unused: ImpactRow[], afterTable: boolean): string[] {
  if (!unused.length) return [];
  const names = unused.slice(0, UNUSED_NAMES).map((row) => code(row.name));
  const rest = unused.length - names.length;
  const subject = `${unused.length}${afterTable ? ' more' : ''} changed definition${unused.length === 1 ? ' has' : 's have'}`;
  return ['', `${subject} no uses outside the change: ${names.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}.`];
}

/** Companions and owners listed in the comment, at most. */
export const REVIEW_LISTED = { companions: 3, owners: 5 };

/** The usual companions the change leaves out, and the owners (never mentioned: see escapeText) of what it reaches. */
function reviewLines(review: LinkedMap['review'], link: Linker): string[] {
  if (!review) return [];
  const lines: string[] = [];
  const companions = review.companions
    .slice(0, REVIEW_LISTED.companions)
    .map(
      (companion) =>
        `${anchor(link(companion.path), code(fileLine(companion.path, undefined)))} (with ${code(fileLine(companion.with, undefined))} in ${companion.together} of ${companion.commits} commits)`,
    );
  const moreCompanions = review.companionsTotal - companions.length;
  if (companions.length)
    lines.push(
      '',
      `Usually changed with the changed files, but not in this change: ${companions.join(', ')}${moreCompanions > 0 ? ` and ${moreCompanions} more` : ''}.`,
    );
  const owners = review.owners
    .slice(0, REVIEW_LISTED.owners)
    .map(({ owner, paths }) => `${code(owner)} (${plural(paths.length, 'file')})`);
  const moreOwners = review.owners.length - owners.length;
  if (owners.length)
    lines.push(
      '',
      `Owners of the changed files and of the code they reach (CODEOWNERS): ${owners.join(', ')}${moreOwners > 0 ? ` and ${moreOwners} more` : ''}.`,
    );
  return lines;
}

/**
 * The map in GitHub's markdown: a header (the commit, when), the change in a sentence, the impact
 * table of the definitions used outside the change, one line for the others, and the linked map in a
 * collapsible block with its size. Everything from the repository is escaped.
 */
export function renderLinkedMarkdown(map: LinkedMap, parts: LinkedParts, title = 'Repository map'): string {
  const header = (map.header ?? []).map((line): Row => [plain(line)]);
  const rows = [...header, ...fileRows(map.files.slice(0, parts.files), map.changed).flat()];
  const { used, unused } = splitImpact(map.impact);
  const sentence = changeSentence(map);
  const table = parts.impactRows ? ['', impactTableHtml(used, map.link, parts.impactRows)] : [];
  const hidden = used.length - parts.impactRows;
  const moreChanges =
    hidden > 0 && parts.impactRows
      ? ['', `_${plural(hidden, 'more changed definition')} with uses not in the table._`]
      : [];
  const focus = map.changed.size ? ', ranked for this change' : '';
  return (
    [
      headerLine(map, title, parts.updated),
      ...(sentence ? ['', sentence] : []),
      ...table,
      ...moreChanges,
      ...unusedLine(unused, table.length > 0 || hidden > 0),
      ...reviewLines(map.review, map.link),
      '',
      '<details><summary>Map</summary>',
      '',
      `${plural(parts.files, 'file')} of the repository${focus} · ${parts.tokens} / ${map.budget} tokens`,
      '',
      preHtml(rows, map.link),
      '',
      '</details>',
      '',
    ].join('\n') + parts.note
  );
}
