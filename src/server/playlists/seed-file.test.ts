import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LEARNING_LANGUAGES } from '../../common/languages.ts';
import { SeedFile } from './seed.ts';

describe('src/server/playlists/seed.json', () => {
  const seed = SeedFile.parse(JSON.parse(readFileSync(join(import.meta.dirname, 'seed.json'), 'utf8')));

  it('has library playlists for every learning language with material, with unique keys and clips', () => {
    const languages = new Set(seed.playlists.map((p) => p.language));
    for (const language of SUPPORTED_LEARNING_LANGUAGES) expect(languages, language).toContain(language);
    const keys = seed.playlists.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const playlist of seed.playlists) {
      const clips = playlist.entries.map((e) => `${e.videoId}@${e.startAt}`);
      expect(new Set(clips).size, playlist.key).toBe(clips.length);
    }
  });
});
