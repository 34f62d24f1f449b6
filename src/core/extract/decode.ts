// A file's bytes as text: the contents that are not worth a parse (binary, minified), and the
// decoding of the rest (UTF-16 by its byte order mark, else UTF-8 with Windows-1252 for stray bytes),
// whole or a few lines at a time.

/**
 * Classify raw bytes: binary (a NUL byte early on, unless UTF-16 says so first) or minified (long
 * lines on average: one long line in a file of code is not enough, see tagsOfSource).
 */
export function contentSkip(bytes: Uint8Array): 'binary' | 'minified' | undefined {
  const head = utf16Decoder(bytes) ? 0 : Math.min(bytes.length, 8000);
  for (let i = 0; i < head; i++) if (bytes[i] === 0) return 'binary';
  if (bytes.length < 4096) return undefined;
  let lines = 1;
  for (let i = bytes.indexOf(10); i >= 0; i = bytes.indexOf(10, i + 1)) lines++;
  return bytes.length / lines > 300 ? 'minified' : undefined;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** For a part of a text that does not start it: a byte order mark there is a character. */
const utf8Within = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
// Windows-1252, the usual legacy encoding (Latin-1 with printable characters for 0x80-0x9F), by
// table: Node's own 'latin1' decoder gives Latin-1's control characters there, in some versions.
const WINDOWS_1252_80_9F = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';
const windows1252 = (byte: number): string =>
  byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_80_9F[byte - 0x80] : String.fromCharCode(byte);
const utf16le = new TextDecoder('utf-16le');
const utf16be = new TextDecoder('utf-16be');

/** A UTF-16 decoder when the bytes start with a UTF-16 byte order mark. */
function utf16Decoder(bytes: Uint8Array): typeof utf16le | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return utf16le;
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return utf16be;
  return undefined;
}

/**
 * Text of a file: UTF-16 when a BOM says so, else UTF-8 where it is valid and Windows-1252 (Latin-1)
 * for every byte that is not. A legacy file reads right, and so does the UTF-8 around a stray legacy
 * byte; line breaks stay where they are, so line numbers hold. The decoders drop a leading BOM.
 */
export function decode(bytes: Uint8Array): string {
  return utf16Decoder(bytes)?.decode(bytes) ?? decodeUtf8(bytes);
}

/** UTF-8 where it is valid, Windows-1252 where it is not (see decode); `first` decodes the run they start with. */
function decodeUtf8(bytes: Uint8Array, first = utf8): string {
  try {
    return first.decode(bytes);
  } catch {
    return decodeMixed(bytes, first);
  }
}

/** decodeUtf8 of bytes that are not all valid UTF-8, run by run. */
function decodeMixed(bytes: Uint8Array, first = utf8): string {
  let text = '';
  let run = 0; // where the current run of valid UTF-8 started
  for (let i = 0; i < bytes.length;) {
    const length = utf8SequenceLength(bytes, i);
    if (length) {
      i += length;
      continue;
    }
    text += (run ? utf8 : first).decode(bytes.subarray(run, i)) + windows1252(bytes[i]);
    run = ++i;
  }
  return text + (run ? utf8 : first).decode(bytes.subarray(run));
}

/**
 * Some lines of a file's text (numbered from 1), each as `decode(bytes).split('\n')` has it, only
 * those decoded: in UTF-8 and in Windows-1252 a line break is the byte 10 and no part of any other
 * character, so a line decodes on its own (UTF-16 is decoded whole). Lines past the end are left out.
 */
export function decodeLines(bytes: Uint8Array, wanted: Iterable<number>): Map<number, string> {
  const lines = new Map<number, string>();
  const numbers = [...new Set(wanted)].filter((n) => n >= 1).sort((a, b) => a - b);
  if (utf16Decoder(bytes)) {
    const all = decode(bytes).split('\n');
    for (const n of numbers) if (n <= all.length) lines.set(n, all[n - 1]);
    return lines;
  }
  let line = 1;
  let start = 0;
  for (const n of numbers) {
    for (; line < n; line++) {
      const end = bytes.indexOf(10, start);
      if (end < 0) return lines;
      start = end + 1;
    }
    const end = bytes.indexOf(10, start);
    const part = bytes.subarray(start, end < 0 ? bytes.length : end);
    // The first line may start with the text's byte order mark, which decode drops.
    lines.set(n, decodeUtf8(part, n === 1 ? utf8 : utf8Within));
  }
  return lines;
}

/** The length of the well-formed UTF-8 sequence at i (Unicode's table 3-7), or 0. */
function utf8SequenceLength(bytes: Uint8Array, i: number): number {
  const lead = bytes[i];
  if (lead < 0x80) return 1;
  let length: number;
  let low = 0x80;
  let high = 0xbf;
  if (lead >= 0xc2 && lead <= 0xdf) length = 2;
  else if (lead >= 0xe0 && lead <= 0xef) {
    length = 3;
    if (lead === 0xe0) low = 0xa0;
    if (lead === 0xed) high = 0x9f;
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    length = 4;
    if (lead === 0xf0) low = 0x90;
    if (lead === 0xf4) high = 0x8f;
  } else return 0;
  if (i + length > bytes.length || bytes[i + 1] < low || bytes[i + 1] > high) return 0;
  for (let k = 2; k < length; k++) if (bytes[i + k] < 0x80 || bytes[i + k] > 0xbf) return 0;
  return length;
}
