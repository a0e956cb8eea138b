import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeDictdNumber, encodeDictdNumber, openDictText, parseIndex } from './dictd.ts';
import { dictzip, writeDictdFiles } from './test/dictd-fixture.ts';

describe('dictd base64 numbers', () => {
  it('reads digits most significant first', () => {
    expect(decodeDictdNumber('A')).toBe(0);
    expect(decodeDictdNumber('B')).toBe(1);
    expect(decodeDictdNumber('/')).toBe(63);
    expect(decodeDictdNumber('BA')).toBe(64);
    // A real deu-eng index line: "00databasealphabet\tF+BFr\tBY".
    expect(decodeDictdNumber('F+BFr')).toBe((((5 * 64 + 62) * 64 + 1) * 64 + 5) * 64 + 43);
    expect(decodeDictdNumber('BY')).toBe(88);
    for (const n of [0, 63, 64, 4095, 100_143_555]) expect(decodeDictdNumber(encodeDictdNumber(n))).toBe(n);
    expect(() => decodeDictdNumber('A-B')).toThrow('not a dictd base64 number');
  });

  it('parses index lines and skips the 00database header entries', () => {
    expect(parseIndex('00databaseinfo\tc\t5S\nhaus\tBA\tC\n\nbad line\n')).toEqual([
      { key: 'haus', offset: 64, length: 2 },
    ]);
  });
});

const text = Array.from({ length: 40 }, (_, i) => `Eintrag ${i} — Käse, Straße, 日本語 ${'x'.repeat(i)}\n`).join('');

describe('reading .dict.dz', () => {
  it('inflates dictzip chunks independently, across chunk boundaries and multi-byte characters', () => {
    const file = dictzip(Buffer.from(text), 100);
    expect(gunzipSync(file).toString('utf8')).toBe(text);
    const dict = openDictText(file);
    const bytes = Buffer.from(text);
    for (const [offset, length] of [
      [0, 10],
      [95, 10],
      [150, 300],
      [bytes.length - 7, 7],
      [0, bytes.length],
    ] as const) {
      expect(dict.read(offset, length)).toBe(bytes.subarray(offset, offset + length).toString('utf8'));
    }
  });

  it('falls back to inflating plain gzip whole', () => {
    const dict = openDictText(gzipSync(Buffer.from(text)));
    expect(dict.read(Buffer.from('Eintrag 0 — ').length, 'Käse'.length + 1)).toBe('Käse');
  });

  it('rejects what is not gzip', () => {
    expect(() => openDictText(Buffer.from('plain text'))).toThrow('not a gzip file');
  });

  it('finds entries through the index it writes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dictd-'));
    writeDictdFiles(
      dir,
      'deu-eng',
      ['Haus /hˈaʊs/ <neut, n, sg>\nhouse <n>\n', 'Käse /kˈɛːzə/ <masc, n, sg>\ncheese <n>\n'],
      { chunkLength: 16 },
    );
    const dict = openDictText(readFileSync(join(dir, 'freedict-deu-eng.dict.dz')));
    const lines = parseIndex(readFileSync(join(dir, 'freedict-deu-eng.index'), 'utf8'));
    expect(lines.map((l) => [l.key, dict.read(l.offset, l.length).split('\n')[1]])).toEqual([
      ['haus', 'house <n>'],
      ['käse', 'cheese <n>'],
    ]);
  });
});
