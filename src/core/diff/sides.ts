// The sides of a changed file, head and base, tagged so that the definitions on their changed lines
// can be found: from the side's blob when git has it, else from the lines the diff shows of it.
import type { FileTags, LineRange } from '../types';
import { blobSizes, readBlobs } from '../discover/git';
import { blobKey, extractBlobs, type BlobRequest, type ExtractOptions } from '../extract/extract';
import { DEFAULT_LIMITS } from '../extract/extract-file';
import { blobSha } from '../util/files';

/** What tagging the sides needs besides the extraction's own options. */
export interface SideContext extends ExtractOptions {
  /** Whether blobs can be read with git. */
  inGit: boolean;
  warn: (message: string) => void;
}

/** One side of a changed file to tag: its changed lines, and where its content can come from. */
export interface Side {
  /** The changed file's path (its head-side path). */
  path: string;
  ranges: LineRange[];
  language: string;
  /** The side's blob SHA as the diff gives it (full or abbreviated), if it does. */
  sha?: string;
  /** What the diff shows of the side, by line number. */
  lines: Map<number, string>;
  /** Settled without a lookup: the head side is the checkout, whose tags are known. */
  inCheckout: boolean;
  tags?: FileTags;
}

/** A changed file of the diff in a language we tag: its head side and base side, when they have lines to look at. */
export interface ChangedFile {
  path: string;
  head?: Side;
  base?: Side;
}

/**
 * Tags for each side, all sides at once (a pull request may change thousands of files): from its
 * blob, read from git, when the repository has it; else from what the diff shows of it (a diff
 * from a file, a shallow clone), with every line at its own line number.
 */
export async function tagSides(sides: Side[], context: SideContext): Promise<void> {
  const shas = sides.flatMap((side) => (side.sha && !/^0+$/.test(side.sha) ? [side.sha] : []));
  const inGit = context.inGit ? blobSizes(context.root, shas) : new Map<string, { sha: string; size: number }>();
  const blobs = new Map<Side, BlobRequest>();
  for (const side of sides) {
    const blob = side.sha ? inGit.get(side.sha) : undefined;
    if (blob) blobs.set(side, { ...blob, language: side.language });
  }
  const blobTags = await extractBlobs([...blobs.values()], (wanted) => readBlobs(context.root, wanted), context);
  for (const [side, blob] of blobs) side.tags = blobTags.get(blobKey(blob.language, blob.sha));

  const limits = context.limits ?? DEFAULT_LIMITS;
  const fragments = new Map<string, Uint8Array>();
  const requests = new Map<Side, BlobRequest>();
  const { parsed, left } = fragmentsToParse(
    sides.filter((side) => !side.tags),
    limits.maxBytes,
  );
  for (const side of parsed) {
    const bytes = Buffer.from(fragmentText(side.lines), 'utf8');
    const sha = blobSha(bytes);
    fragments.set(sha, bytes);
    requests.set(side, { sha, language: side.language, size: bytes.length });
  }
  if (left)
    context.warn(
      `the diff is large: the focus parses ${FRAGMENT_BUDGET / 1024} KiB of the lines it shows, not all those of ${left} changed ${left === 1 ? 'file' : 'files'}; their words still focus the map`,
    );
  // Fragments are not blobs of the repository: they stay out of the cache.
  const fragmentTags = await extractBlobs(
    [...requests.values()],
    (wanted) => new Map(wanted.map((sha) => [sha, fragments.get(sha)!])),
    { ...context, cache: undefined },
  );
  for (const [side, request] of requests) side.tags = fragmentTags.get(blobKey(request.language, request.sha));
}

/**
 * The most of a diff's own lines the focus parses, all sides together (well under a second of parsing):
 * the sides git cannot give are few in a pull request, but a huge diff from a file is all such
 * sides, and parsing all of it would take a minute. The smallest sides are parsed first.
 */
export const FRAGMENT_BUDGET = 256 * 1024;

/** The sides whose diff lines are parsed, within the budget, and how many files have a side left out. */
function fragmentsToParse(sides: Side[], maxBytes: number): { parsed: Side[]; left: number } {
  const sized = sides.flatMap((side) => {
    const size = fragmentSize(side.lines);
    return size > 0 && size <= maxBytes ? [{ side, size }] : [];
  });
  sized.sort((a, b) => a.size - b.size); // stable: equal sizes stay in the diff's order
  const parsed: Side[] = [];
  let total = 0;
  for (const { side, size } of sized) {
    if (total + size > FRAGMENT_BUDGET) break;
    total += size;
    parsed.push(side);
  }
  return { parsed, left: new Set(sized.slice(parsed.length).map(({ side }) => side.path)).size };
}

/** About the bytes of a side's fragment: one per line up to the last the diff shows, plus their text (0 when it shows none). */
function fragmentSize(lines: Map<number, string>): number {
  let last = 0;
  let text = 0;
  for (const [number, line] of lines) {
    last = Math.max(last, number);
    text += line.length;
  }
  return last === 0 ? 0 : last + text;
}

/** The lines a diff shows of one side, each at its own line number. */
function fragmentText(lines: Map<number, string>): string {
  let last = 0;
  for (const number of lines.keys()) last = Math.max(last, number);
  const text: string[] = new Array(last).fill('');
  for (const [number, line] of lines) text[number - 1] = line;
  return text.join('\n');
}
