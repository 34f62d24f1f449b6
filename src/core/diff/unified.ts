import type { FileDiff } from '../types';
import type { LineRange } from '../types';
import { UserError } from '../util/errors';

/**
 * A diff file's text. UTF-8, with or without a byte order mark; UTF-16 with one (what Windows
 * PowerShell's `git diff > x.diff` writes) is read too. Bytes that are not UTF-8 (a diff of a
 * Latin-1 file) are kept as replacement characters, as before.
 */
export function decodeDiff(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
}

const HUNK = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/**
 * Parse a unified diff (git's extended format or plain `---`/`+++`): renames, deletions, new files,
 * binary changes and mode-only changes included. A malformed hunk is an error naming its line.
 */
export function parseUnifiedDiff(text: string): FileDiff[] {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const files: FileDiff[] = [];
  let current: FileDiff | undefined;
  let pendingOld: string | undefined; // a plain diff's `--- path`, waiting for its `+++`
  const start = (path: string, oldPath?: string): FileDiff => {
    current = {
      path,
      oldPath,
      status: 'modified',
      binary: false,
      added: [],
      removed: [],
      oldLines: new Map(),
      newLines: new Map(),
    };
    files.push(current);
    return current;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].endsWith('\r') ? lines[i].slice(0, -1) : lines[i];
    if (line.startsWith('diff --git ')) {
      const [a, b] = splitGitHeader(line.slice('diff --git '.length));
      start(stripPrefix(b, 'b/'), stripPrefix(a, 'a/'));
      pendingOld = undefined;
    } else if (line.startsWith('--- ')) {
      pendingOld = parsePath(line.slice(4));
    } else if (line.startsWith('+++ ') && pendingOld !== undefined) {
      const newPath = parsePath(line.slice(4));
      const oldPath = pendingOld === '/dev/null' ? undefined : stripPrefix(pendingOld, 'a/');
      const path = newPath === '/dev/null' ? oldPath : stripPrefix(newPath, 'b/');
      if (path === undefined) throw new UserError(`malformed diff at line ${i + 1}: both sides are /dev/null`);
      const file =
        current &&
        (current.path === path || current.oldPath === oldPath) &&
        !current.added.length &&
        !current.removed.length
          ? current
          : start(path, oldPath);
      file.path = path;
      file.oldPath = oldPath;
      if (pendingOld === '/dev/null') file.status = 'added';
      else if (newPath === '/dev/null') file.status = 'deleted';
      pendingOld = undefined;
    } else if (current && line.startsWith('@@')) {
      i = readHunk(lines, i, current);
    } else if (current) {
      if (line.startsWith('new file mode')) current.status = 'added';
      else if (line.startsWith('deleted file mode')) current.status = 'deleted';
      else if (line.startsWith('rename from ')) current.oldPath = unquote(line.slice('rename from '.length));
      else if (line.startsWith('rename to ')) {
        current.path = unquote(line.slice('rename to '.length));
        current.status = 'renamed';
      } else if (line.startsWith('Binary files ') || line === 'GIT binary patch') current.binary = true;
      else if (line.startsWith('index ')) {
        const match = /^index ([0-9a-f]+)\.\.([0-9a-f]+)/.exec(line);
        if (match) [current.oldSha, current.newSha] = [match[1], match[2]];
      }
    }
  }
  if (!files.length && /\S/.test(text)) {
    throw new UserError(
      /\0/.test(text)
        ? 'the diff is not text (it holds NUL bytes: UTF-16 without a byte order mark, or binary data): save it as UTF-8 with git diff --output=FILE'
        : 'the diff names no file: it is not a unified diff (make one with git diff, or diff -u)',
    );
  }
  for (const file of files) {
    if (file.status === 'added' || file.oldPath === file.path)
      file.oldPath = file.status === 'deleted' ? file.path : undefined;
    if (file.status === 'modified' && file.oldPath && file.oldPath !== file.path) file.status = 'renamed';
  }
  return files;
}

function readHunk(lines: string[], at: number, file: FileDiff): number {
  const match = HUNK.exec(lines[at]);
  if (!match)
    throw new UserError(`malformed diff at line ${at + 1}: bad hunk header ${JSON.stringify(lines[at].slice(0, 80))}`);
  let oldLine = Number(match[1]);
  let newLine = Number(match[3]);
  let oldLeft = match[2] === undefined ? 1 : Number(match[2]);
  let newLeft = match[4] === undefined ? 1 : Number(match[4]);
  let i = at + 1;
  for (; i < lines.length && (oldLeft > 0 || newLeft > 0); i++) {
    const raw = lines[i].endsWith('\r') ? lines[i].slice(0, -1) : lines[i];
    const marker = raw[0];
    const body = raw.slice(1);
    if (marker === '\\') continue; // "\ No newline at end of file"
    if (marker === ' ' || raw === '') {
      file.oldLines.set(oldLine++, body);
      file.newLines.set(newLine++, body);
      oldLeft--;
      newLeft--;
    } else if (marker === '-') {
      file.oldLines.set(oldLine, body);
      addLine(file.removed, oldLine++);
      oldLeft--;
    } else if (marker === '+') {
      file.newLines.set(newLine, body);
      addLine(file.added, newLine++);
      newLeft--;
    } else {
      throw new UserError(`malformed diff at line ${i + 1}: the hunk that starts at line ${at + 1} ends early`);
    }
  }
  if (oldLeft > 0 || newLeft > 0) throw new UserError(`malformed diff: the hunk at line ${at + 1} is cut short`);
  // A trailing "\ No newline" belongs to this hunk.
  while (i < lines.length && lines[i].startsWith('\\')) i++;
  return i - 1;
}

function addLine(ranges: LineRange[], line: number): void {
  const last = ranges[ranges.length - 1];
  if (last && last.end + 1 === line) last.end = line;
  else ranges.push({ start: line, end: line });
}

/** `a/x b/y` from a `diff --git` header; names may be quoted and may contain spaces. */
function splitGitHeader(rest: string): [string, string] {
  if (rest.startsWith('"')) {
    const end = closingQuote(rest, 0);
    return [unquote(rest.slice(0, end + 1)), unquote(rest.slice(end + 2))];
  }
  if (rest.endsWith('"')) {
    const open = rest.lastIndexOf(' "');
    return [rest.slice(0, open), unquote(rest.slice(open + 1))];
  }
  // Unquoted: both halves have the same length when the path did not change.
  const half = (rest.length - 1) / 2;
  if (Number.isInteger(half) && rest[half] === ' ' && rest.slice(2, half) === rest.slice(half + 3))
    return [rest.slice(0, half), rest.slice(half + 1)];
  const split = rest.indexOf(' b/');
  return split >= 0 ? [rest.slice(0, split), rest.slice(split + 1)] : [rest, rest];
}

function closingQuote(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i;
  }
  return text.length - 1;
}

/** A path from a `---`/`+++` line: quoted or not, with a plain diff's tab-separated timestamp dropped. */
function parsePath(text: string): string {
  if (text.startsWith('"')) return unquote(text.slice(0, closingQuote(text, 0) + 1));
  const tab = text.indexOf('\t');
  return tab >= 0 ? text.slice(0, tab) : text.trimEnd();
}

function stripPrefix(path: string, prefix: string): string {
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

const ESCAPES: Record<string, number> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, '\\': 92 };

/** Undo git's C-style quoting of a path (octal escapes are UTF-8 bytes). */
export function unquote(text: string): string {
  if (!(text.length >= 2 && text.startsWith('"') && text.endsWith('"'))) return text;
  const bytes: number[] = [];
  const body = text.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c !== '\\') {
      bytes.push(...Buffer.from(c, 'utf8'));
      continue;
    }
    const next = body[++i];
    if (/[0-7]/.test(next ?? '')) {
      bytes.push(parseInt(body.slice(i, i + 3), 8));
      i += 2;
    } else bytes.push(ESCAPES[next] ?? next?.charCodeAt(0) ?? 92);
  }
  return Buffer.from(bytes).toString('utf8');
}
