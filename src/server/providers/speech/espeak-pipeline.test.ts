import { describe, expect, it } from 'vitest';
import { espeakToMp3 } from './espeak-pipeline.ts';
import { probeAudio } from './test/mp3.ts';
import { SpeechError } from './types.ts';

describe('espeak-ng piped into ffmpeg', () => {
  it('makes MP3 audio whose length follows the speed', async () => {
    const text = 'One two three four five six seven eight nine ten.';
    const slow = probeAudio(
      await espeakToMp3({ voice: 'en-us', wordsPerMinute: 100, text, timeoutMs: 10_000 }),
    ).duration;
    const fast = probeAudio(
      await espeakToMp3({ voice: 'en-us', wordsPerMinute: 200, text, timeoutMs: 10_000 }),
    ).duration;
    expect(fast).toBeGreaterThan(1);
    expect(slow).toBeGreaterThan(fast * 1.4);
  });

  it('reports an unknown voice with espeak-ng’s own message', async () => {
    await expect(
      espeakToMp3({ voice: 'zzvoice', wordsPerMinute: 150, text: 'hello', timeoutMs: 10_000 }),
    ).rejects.toThrow(/espeak-ng failed \(1\): .*voice does not exist/);
  });

  it('gives up after the time limit', async () => {
    await expect(
      espeakToMp3({ voice: 'en-us', wordsPerMinute: 150, text: 'hello '.repeat(80), timeoutMs: 1 }),
    ).rejects.toThrow(new SpeechError('espeak-ng took longer than 1 ms'));
  });

  it('says which Debian package is missing when a program cannot start', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      await expect(
        espeakToMp3({ voice: 'en-us', wordsPerMinute: 150, text: 'hello', timeoutMs: 10_000 }),
      ).rejects.toThrow(/could not start .*install the Debian package (espeak-ng|ffmpeg)/);
    } finally {
      process.env.PATH = path;
    }
  });
});
