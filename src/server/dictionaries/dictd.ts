import { constants, gunzipSync, inflateRawSync } from 'node:zlib';

/** One line of a dictd `.index`: the (folded) headword and where its entry sits in the `.dict` text. */
export type IndexLine = { key: string; offset: number; length: number };

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** dictd writes offsets and lengths in its own base64: digits A–Z a–z 0–9 + /, most significant first. */
export function decodeDictdNumber(digits: string): number {
  let value = 0;
  for (const digit of digits) {
    const d = BASE64.indexOf(digit);
    if (d < 0) throw new Error(`"${digits}" is not a dictd base64 number`);
    value = value * 64 + d;
  }
  return value;
}

export function encodeDictdNumber(value: number): string {
  let digits = '';
  do {
    digits = BASE64[value % 64] + digits;
    value = Math.floor(value / 64);
  } while (value > 0);
  return digits;
}

/** `00database…` lines describe the dictionary itself (name, URL, alphabet), not words. */
export function parseIndex(text: string): IndexLine[] {
  const lines: IndexLine[] = [];
  for (const line of text.split('\n')) {
    const [key, offset, length] = line.split('\t');
    if (!key || offset === undefined || length === undefined || key.startsWith('00database')) continue;
    lines.push({ key, offset: decodeDictdNumber(offset), length: decodeDictdNumber(length) });
  }
  return lines;
}

/** Reads byte ranges of a `.dict.dz` (dictzip) file; a plain gzip file is inflated whole instead. */
export type DictText = { read(offset: number, length: number): string };

const FEXTRA = 4;
const FNAME = 8;
const FCOMMENT = 16;
const FHCRC = 2;

type RandomAccess = { chunkLength: number; chunkStarts: number[]; chunkEnds: number[] };

/**
 * dictzip is gzip whose header carries an `RA` extra field listing compressed chunk sizes; every
 * chunk is flushed so it inflates on its own, which is what makes random access possible.
 */
export function openDictText(file: Buffer): DictText {
  const table = readRandomAccessTable(file);
  if (!table) {
    const whole = gunzipSync(file);
    return { read: (offset, length) => whole.subarray(offset, offset + length).toString('utf8') };
  }
  // Entries are read in file order when importing, so keeping the last few chunks avoids re-inflating.
  const cache = new Map<number, Buffer>();
  const chunk = (index: number): Buffer => {
    let data = cache.get(index);
    if (!data) {
      const start = table.chunkStarts[index];
      if (start === undefined) throw new Error(`dictzip chunk ${index} is past the end of the file`);
      data = inflateRawSync(file.subarray(start, table.chunkEnds[index]), { finishFlush: constants.Z_SYNC_FLUSH });
      if (cache.size >= 4) cache.delete(cache.keys().next().value!);
      cache.set(index, data);
    }
    return data;
  };
  return {
    read(offset, length) {
      const first = Math.floor(offset / table.chunkLength);
      const last = Math.floor((offset + length - 1) / table.chunkLength);
      const start = offset - first * table.chunkLength;
      // Most entries sit inside one chunk: slice it rather than copying it.
      const span =
        first === last
          ? chunk(first)
          : Buffer.concat(Array.from({ length: last - first + 1 }, (_, i) => chunk(first + i)));
      return span.toString('utf8', start, start + length);
    },
  };
}

function readRandomAccessTable(file: Buffer): RandomAccess | null {
  if (file[0] !== 0x1f || file[1] !== 0x8b) throw new Error('not a gzip file');
  const flags = file[3]!;
  if (!(flags & FEXTRA)) return null;
  const extraLength = file.readUInt16LE(10);
  let at = 12;
  const extraEnd = at + extraLength;
  let table: { chunkLength: number; sizes: number[] } | null = null;
  while (at + 4 <= extraEnd) {
    const id = file.toString('latin1', at, at + 2);
    const length = file.readUInt16LE(at + 2);
    if (id === 'RA') {
      const chunkLength = file.readUInt16LE(at + 6);
      const count = file.readUInt16LE(at + 8);
      const sizes = Array.from({ length: count }, (_, i) => file.readUInt16LE(at + 10 + i * 2));
      table = { chunkLength, sizes };
    }
    at += 4 + length;
  }
  if (!table) return null;
  let dataStart = extraEnd;
  if (flags & FNAME) dataStart = file.indexOf(0, dataStart) + 1;
  if (flags & FCOMMENT) dataStart = file.indexOf(0, dataStart) + 1;
  if (flags & FHCRC) dataStart += 2;
  const chunkStarts: number[] = [];
  const chunkEnds: number[] = [];
  for (const size of table.sizes) {
    chunkStarts.push(dataStart);
    dataStart += size;
    chunkEnds.push(dataStart);
  }
  return { chunkLength: table.chunkLength, chunkStarts, chunkEnds };
}
