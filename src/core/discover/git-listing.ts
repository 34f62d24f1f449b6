// Git's listing of a checkout: the index and the work tree compared with it in one `ls-files`, and
// the paths .gitattributes marks as generated or vendored (linguist's attributes).
import { isUtf8 } from 'node:buffer';
import { lstatSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SkipReason } from '../types';
import { gitInBackground, gitRaw, stdoutOf } from './git';
import { compareStrings } from '../util/order';

/** A file as a listing gives it, before any is read. */
export interface Listed {
  path: string;
  /** Blob SHA from the index; '' when the work tree differs or git is not in use (hashed on read). */
  sha: string;
  mode: string;
  /** Outside a sparse checkout: in the index, not in the work tree. */
  sparse?: boolean;
  /** A name that is not UTF-8, shown with its other bytes escaped: it cannot be opened by the name the map uses. */
  notUtf8?: true;
  /** The file's size as the index recorded it when git last found it unchanged (with a SHA only; 0: not known). */
  size?: number;
}

function splitZ(text: string): string[] {
  const parts = text.split('\0');
  if (parts[parts.length - 1] === '') parts.pop();
  return parts;
}

const STAT_LINES = /^(?: {2}[^\n]*\n)*/;
const STAT_SIZE = /(?:^|\s)size: (\d+)\s/;

/** The files of a git checkout as its index and work tree give them, in path order. */
export async function listGit(root: string, untracked: boolean): Promise<Listed[]> {
  // One command lists the index and compares the work tree with it. Records: `<tag> <mode> <sha>
  // <stage>\t<path>`, a conflicted path once per stage, one after the other (the first is kept);
  // tag S: skip-worktree, a path a sparse checkout leaves out of the work tree, or one marked so
  // by hand (`update-index --skip-worktree`), which git never compares: when in the work tree, its
  // content is hashed when read; then tag C for a work-tree edit not in the index (hashed when read
  // too), tag R (and C) for a deleted file, which is dropped; and with `untracked`, `? <path>` for
  // a file git does not track and does not ignore.
  // `--debug` follows each index record with lines of its entry's stat data, each line indented
  // by two spaces (a record never starts with a space): the size read there saves an lstat of each
  // unchanged file. Git documents that format as free to change: a size not found is read by lstat.
  const tracked: Listed[] = [];
  const edited = new Set<string>();
  const deleted = new Set<string>();
  const others: Listed[] = [];
  const args = [
    'ls-files',
    '-z',
    '-s',
    '-t',
    '-c',
    '-m',
    '-d',
    '--debug',
    ...(untracked ? ['-o', '--exclude-standard'] : []),
  ];
  const result = await gitInBackground(root, args);
  const records = splitZ(stdoutOf(args, result));
  // A path that is not UTF-8 decodes with U+FFFD in place of its bad bytes: it is named from its bytes.
  const raw = isUtf8(result.stdout) ? undefined : splitZBytes(result.stdout);
  const present = inWorkTree(root);
  let previous: Listed | undefined;
  for (let i = 0; i < records.length; i++) {
    let record = records[i];
    const stat = STAT_LINES.exec(record)![0];
    if (stat) {
      if (previous) previous.size = Number(STAT_SIZE.exec(stat)?.[1] ?? 0);
      record = record.slice(stat.length);
      if (!record) break; // the stat lines of the last record
    }
    previous = undefined;
    // Every byte before the path is ASCII: the path starts at the same offset in bytes and in text.
    const start = record.startsWith('? ') ? 2 : record.indexOf('\t') + 1;
    let path = record.slice(start);
    const bytes = raw?.[i].subarray(stat.length + start);
    const notUtf8 = bytes && !isUtf8(bytes) ? true : undefined;
    if (notUtf8) path = escapedName(bytes!);
    if (start === 2) {
      others.push({ path, sha: '', mode: '100644', notUtf8 });
      continue;
    }
    const [tag, mode, sha] = record.slice(0, start - 1).split(' ');
    if (tag === 'R') deleted.add(path);
    else if (tag === 'C') edited.add(path);
    else if (tracked.at(-1)?.path !== path) {
      // A skip-worktree file in the work tree may hold edits git does not see: hashed when read.
      const inTree =
        tag === 'S' &&
        (notUtf8
          ? lstatSync(Buffer.concat([Buffer.from(`${root}/`), bytes!]), { throwIfNoEntry: false })
          : present(path));
      tracked.push((previous = { path, sha: inTree ? '' : sha, mode, sparse: tag === 'S' && !inTree, notUtf8 }));
    }
  }
  const listed = deleted.size ? tracked.filter((entry) => !deleted.has(entry.path)) : tracked;
  if (edited.size) for (const entry of listed) if (edited.has(entry.path)) entry.sha = '';
  if (others.length) {
    const inIndex = new Set(tracked.map((entry) => entry.path));
    for (const entry of others) if (!inIndex.has(entry.path)) listed.push(entry);
  }
  return listed.sort((a, b) => compareStrings(a.path, b.path));
}

function splitZBytes(data: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let at = 0, end; at < data.length; at = end + 1) {
    end = data.indexOf(0, at);
    if (end < 0) end = data.length;
    parts.push(data.subarray(at, end));
  }
  return parts;
}

/** A name that is not UTF-8, as a warning shows it: printable ASCII as it is, every other byte as \xNN. */
export function escapedName(bytes: Buffer): string {
  let name = '';
  for (const byte of bytes)
    name +=
      byte >= 0x20 && byte < 0x7f && byte !== 0x5c
        ? String.fromCharCode(byte)
        : `\\x${byte.toString(16).padStart(2, '0')}`;
  return name;
}

/**
 * Whether a path is in the work tree: one lstat per path, after one per directory, so that the
 * directories a sparse checkout leaves out cost one call each, not one per file in them.
 */
function inWorkTree(root: string): (path: string) => boolean {
  const directories = new Map<string, boolean>([['.', true]]);
  const exists = (path: string) => lstatSync(join(root, path), { throwIfNoEntry: false }) !== undefined;
  const directoryExists = (dir: string): boolean => {
    let known = directories.get(dir);
    if (known === undefined) directories.set(dir, (known = directoryExists(dirname(dir)) && exists(dir)));
    return known;
  };
  return (path) => directoryExists(dirname(path)) && exists(path);
}

// The paths whose linguist-generated or linguist-vendored attribute is set or true. The `top` magic
// with an empty pattern matches the whole repository from any subdirectory (git 2.39 matches no
// tracked file there with a pattern relative to it); paths still come out relative to the root.
const MARKED = ['linguist-generated', 'linguist-vendored'].flatMap((name) => [
  `:(top,attr:${name})`,
  `:(top,attr:${name}=true)`,
]);

/** The paths git lists as marked (see MARKED), or undefined when it cannot say (then every path is asked about). */
export async function markedPaths(root: string, untracked: boolean): Promise<Set<string> | undefined> {
  const listed = await gitInBackground(root, [
    'ls-files',
    '-z',
    '-c',
    ...(untracked ? ['-o', '--exclude-standard'] : []),
    '--',
    ...MARKED,
  ]);
  return listed.ok ? new Set(splitZ(listed.stdout.toString('utf8'))) : undefined;
}

/**
 * Files marked `linguist-generated` or `linguist-vendored` in .gitattributes. Git first lists the
 * marked paths (its attribute matching in-process: see markedPaths); `check-attr` then says which
 * mark each has, for those paths only: asked about every path, it printed 21 MB for 200,000 files.
 */
export function linguistMarks(root: string, paths: string[], marked: Set<string> | undefined): Map<string, SkipReason> {
  const marks = new Map<string, SkipReason>();
  const asked = marked ? paths.filter((path) => marked.has(path)) : paths;
  if (!asked.length) return marks;
  const result = gitRaw(
    root,
    ['check-attr', '-z', '--stdin', 'linguist-generated', 'linguist-vendored'],
    asked.join('\0') + '\0',
  );
  if (!result.ok) return marks;
  const fields = splitZ(result.stdout.toString('utf8'));
  for (let i = 0; i + 2 < fields.length; i += 3) {
    const [path, attribute, value] = [fields[i], fields[i + 1], fields[i + 2]];
    if (value === 'set' || value === 'true') {
      marks.set(path, attribute === 'linguist-generated' ? 'generated' : 'vendored');
    }
  }
  return marks;
}
