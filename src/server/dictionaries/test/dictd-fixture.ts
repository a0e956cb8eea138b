import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, crc32, deflateRawSync, gzipSync } from 'node:zlib';
import { encodeDictdNumber } from '../dictd.ts';

/**
 * A dictzip file written the way `dictzip` does: gzip with an `RA` extra field (version 1, chunk
 * length, chunk count, compressed chunk sizes) and each chunk compressed on its own, so that the
 * whole file is also ordinary gzip.
 */
export function dictzip(data: Buffer, chunkLength: number): Buffer {
  const chunks: Buffer[] = [];
  for (let at = 0; at < data.length; at += chunkLength) {
    const last = at + chunkLength >= data.length;
    chunks.push(
      deflateRawSync(data.subarray(at, at + chunkLength), {
        finishFlush: last ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
      }),
    );
  }
  const ra = Buffer.alloc(4 + 6 + chunks.length * 2);
  ra.write('RA', 0, 'latin1');
  ra.writeUInt16LE(ra.length - 4, 2);
  ra.writeUInt16LE(1, 4);
  ra.writeUInt16LE(chunkLength, 6);
  ra.writeUInt16LE(chunks.length, 8);
  for (const [i, chunk] of chunks.entries()) ra.writeUInt16LE(chunk.length, 10 + i * 2);
  const header = Buffer.from([0x1f, 0x8b, 8, 4 | 8, 0, 0, 0, 0, 2, 3]);
  const extraLength = Buffer.alloc(2);
  extraLength.writeUInt16LE(ra.length);
  const name = Buffer.from('fixture.dict\0', 'latin1');
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(data), 0);
  trailer.writeUInt32LE(data.length % 2 ** 32, 4);
  return Buffer.concat([header, extraLength, ra, name, ...chunks, trailer]);
}

/** dictd's folding for index keys: lower-case, punctuation dropped. */
const indexKey = (headword: string) =>
  headword
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .trim();

/**
 * Writes `freedict-<name>.index` and `.dict.dz` for the given entry texts (each indexed under its
 * first line's headword, as dictfmt does), in dictzip form or as plain gzip.
 */
export function writeDictdFiles(
  dir: string,
  name: string,
  entries: string[],
  options: { chunkLength?: number; plainGzip?: boolean } = {},
): void {
  const parts: Buffer[] = [];
  const index: string[] = [`00databaseshort\t${encodeDictdNumber(0)}\t${encodeDictdNumber(10)}`];
  let offset = 0;
  for (const entry of entries) {
    const bytes = Buffer.from(entry, 'utf8');
    const headword = entry.split('\n')[0]!.split(' /')[0]!;
    index.push(`${indexKey(headword)}\t${encodeDictdNumber(offset)}\t${encodeDictdNumber(bytes.length)}`);
    parts.push(bytes);
    offset += bytes.length;
  }
  const data = Buffer.concat(parts);
  writeFileSync(join(dir, `freedict-${name}.index`), `${index.sort().join('\n')}\n`);
  writeFileSync(
    join(dir, `freedict-${name}.dict.dz`),
    options.plainGzip ? gzipSync(data) : dictzip(data, options.chunkLength ?? 64),
  );
}
