import { endianness } from 'node:os';

/** A data file's head: its magic, then the lengths of its JSON part and of its text (32 bits each, little-endian). */
const DATA_HEAD = 12;
/** A data file's numbers are little-endian: this machine's are not, and are swapped on the way in and out. */
const SWAP_NUMBERS = endianness() === 'BE';

/**
 * The bytes of a data file, the layout of the packs and of the encoder's table: `magic` (4 bytes),
 * the lengths of the JSON part and of the text, the JSON part (`about`), the text (UTF-8), zeros to a
 * multiple of 4, then the numbers as 32-bit integers, little-endian.
 */
export function dataFile(magic: string, about: unknown, text: string, numbers: Int32Array): Buffer {
  const json = Buffer.from(JSON.stringify(about));
  const textBytes = Buffer.from(text);
  const head = Buffer.alloc(numbersStart(json.length, textBytes.length) - json.length - textBytes.length);
  head.write(magic, 0, 'latin1');
  head.writeUInt32LE(json.length, 4);
  head.writeUInt32LE(textBytes.length, 8);
  const numberBytes = Buffer.from(numbers.buffer, numbers.byteOffset, numbers.byteLength);
  return Buffer.concat([
    head.subarray(0, DATA_HEAD),
    json,
    textBytes,
    head.subarray(DATA_HEAD),
    SWAP_NUMBERS ? Buffer.from(numberBytes).swap32() : numberBytes,
  ]);
}

/**
 * A data file's parts (see dataFile), or undefined when its magic or lengths are wrong or its JSON
 * part does not parse. The text comes as its bytes (the caller decodes it). The numbers are read in
 * place when they start on a 4-byte boundary of the bytes' buffer (a copy of 50 MB costs ~0.15 s
 * where fresh memory is slow to touch), so the bytes stay in memory as long as the numbers do.
 */
export function readDataFile(
  bytes: Buffer,
  magic: string,
): { about: unknown; text: Buffer; numbers: Int32Array } | undefined {
  if (bytes.length < DATA_HEAD || bytes.toString('latin1', 0, 4) !== magic) return undefined;
  const [jsonLength, textLength] = [bytes.readUInt32LE(4), bytes.readUInt32LE(8)];
  const start = numbersStart(jsonLength, textLength);
  if (start > bytes.length || (bytes.length - start) % 4) return undefined;
  try {
    const about: unknown = JSON.parse(bytes.toString('utf8', DATA_HEAD, DATA_HEAD + jsonLength));
    const text = bytes.subarray(DATA_HEAD + jsonLength, DATA_HEAD + jsonLength + textLength);
    const at = bytes.byteOffset + start;
    const count = (bytes.length - start) / 4;
    // Otherwise a copy: numbers must start on a 4-byte boundary of their buffer.
    const numbers =
      at % 4 === 0 ? new Int32Array(bytes.buffer, at, count) : new Int32Array(bytes.buffer.slice(at, at + count * 4));
    if (SWAP_NUMBERS) Buffer.from(numbers.buffer, numbers.byteOffset, numbers.byteLength).swap32();
    return { about, text, numbers };
  } catch {
    return undefined;
  }
}

/** Where a data file's numbers start: after the head, the JSON part and the text, at a multiple of 4. */
function numbersStart(jsonLength: number, textLength: number): number {
  return Math.ceil((DATA_HEAD + jsonLength + textLength) / 4) * 4;
}
