import { strToU8, zipSync, type Zippable } from 'fflate';
import { buildCollection, type AnkiNote } from './collection.ts';

export type AnkiMedia = { name: string; bytes: Buffer };

/**
 * An .apkg: a zip of collection.anki2, a `media` JSON map from entry number to file name ({"0": "x.mp3"}),
 * and the media files under those numbers. Audio is already compressed, so it is stored as is.
 */
export function buildApkg(deckName: string, notes: AnkiNote[], media: AnkiMedia[], now = new Date()): Buffer {
  const files: Zippable = { 'collection.anki2': new Uint8Array(buildCollection(deckName, notes, now)) };
  const names: Record<string, string> = {};
  media.forEach((file, i) => {
    names[String(i)] = file.name;
    files[String(i)] = [new Uint8Array(file.bytes), { level: 0 }];
  });
  files.media = strToU8(JSON.stringify(names));
  return Buffer.from(zipSync(files, { level: 6 }));
}
