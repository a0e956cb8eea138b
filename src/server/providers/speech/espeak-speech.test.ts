import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createLanguageEngine } from '../../language/index.ts';
import type { espeakToMp3 } from './espeak-pipeline.ts';
import { createEspeakSpeech, detectEspeak, isSingleWord, SENTENCE_WPM, WORD_WPM } from './espeak-speech.ts';
import { looksLikeMp3 } from './openai-speech.ts';
import { probeAudio } from './test/mp3.ts';
import { SpeechError, SpeechTextError } from './types.ts';

const voices = detectEspeak();
const language = createLanguageEngine();

beforeAll(async () => {
  if (!voices)
    throw new Error(
      'These tests need espeak-ng and ffmpeg: apt-get install -y --no-install-recommends espeak-ng ffmpeg',
    );
  await language.ready();
});

/** Same synthesizer, but records what espeak-ng would be asked to say instead of running it. */
function recording() {
  const calls: Parameters<typeof espeakToMp3>[0][] = [];
  const speech = createEspeakSpeech({
    voices: voices!,
    language,
    render: async (options) => {
      calls.push(options);
      return Buffer.from('ID3');
    },
  });
  return { speech, calls };
}

describe('espeak-ng speech', () => {
  it('finds the installed voices once', () => {
    expect(voices).toBeInstanceOf(Set);
    for (const voice of ['en-us', 'fr-fr', 'de', 'es', 'ru', 'ko', 'ja']) expect(voices!.has(voice)).toBe(true);
    expect(detectEspeak()).toBe(voices);
  });

  it('speaks an English sentence as mono 22.05 kHz MP3', async () => {
    const { audio, mimeType } = await createEspeakSpeech({ voices: voices!, language }).synthesize(
      'The cat is sleeping on the red sofa.',
      'en',
    );
    expect(mimeType).toBe('audio/mpeg');
    expect(looksLikeMp3(audio)).toBe(true);
    const info = probeAudio(audio);
    expect(info).toMatchObject({ codec: 'mp3', channels: 1, sampleRate: 22050 });
    expect(info.duration).toBeGreaterThan(1);
  });

  it.each([
    ['ja', '今日はいい天気ですね。'],
    ['ko', '안녕하세요, 만나서 반갑습니다.'],
    ['ru', 'Доброе утро!'],
  ])('speaks %s for real', async (lang, text) => {
    const { audio } = await createEspeakSpeech({ voices: voices!, language }).synthesize(text, lang);
    expect(probeAudio(audio).duration).toBeGreaterThan(0.5);
  });

  it('speaks text that starts with a dash instead of reading it as an option', async () => {
    const { audio } = await createEspeakSpeech({ voices: voices!, language }).synthesize(
      '-v nonsense, then words',
      'en',
    );
    expect(probeAudio(audio).duration).toBeGreaterThan(1);
  });

  it('gives each learning language its voice, other codes the nearest one, and null when there is none', () => {
    const { speech } = recording();
    expect(['en', 'fr', 'de', 'es', 'ru', 'ko', 'ja'].map((lang) => speech.voiceFor(lang))).toEqual([
      'en-us',
      'fr-fr',
      'de',
      'es',
      'ru',
      'ko',
      'ja',
    ]);
    expect(['pt-BR', 'pt-PT', 'zh-TW', 'fr-CA', 'no', 'pa-Arab', 'it'].map((lang) => speech.voiceFor(lang))).toEqual([
      'pt-br',
      'pt',
      'cmn',
      'fr-fr',
      'nb',
      'pa',
      'it',
    ]);
    expect(speech.voiceFor('tiv')).toBeNull();
  });

  it('refuses a language without a voice, and empty or over-long text', async () => {
    const { speech, calls } = recording();
    await expect(speech.synthesize('Hello', 'tiv')).rejects.toThrow(
      new SpeechError('espeak-ng has no voice for "tiv"'),
    );
    await expect(speech.synthesize(' ', 'en')).rejects.toThrow(SpeechTextError);
    await expect(speech.synthesize('x'.repeat(501), 'en')).rejects.toThrow(SpeechTextError);
    expect(calls).toEqual([]);
  });

  it('reads single words slower than sentences', async () => {
    const { speech, calls } = recording();
    await speech.synthesize('Schmetterling', 'de');
    await speech.synthesize('Der Schmetterling fliegt.', 'de');
    await speech.synthesize('食べる', 'ja');
    await speech.synthesize('行きます', 'ja');
    await speech.synthesize('学校へ行きます', 'ja');
    expect(calls.map((c) => [c.voice, c.wordsPerMinute])).toEqual([
      ['de', WORD_WPM],
      ['de', SENTENCE_WPM],
      ['ja', WORD_WPM],
      ['ja', WORD_WPM],
      ['ja', SENTENCE_WPM],
    ]);
  });

  it('spells Japanese in kana before espeak-ng reads it', async () => {
    const { speech, calls } = recording();
    await speech.synthesize('今日はいい天気ですね。', 'ja');
    await speech.synthesize('Guten Tag', 'de');
    expect(calls.map((c) => c.text)).toEqual(['きょうわいいてんきですね。', 'Guten Tag']);
  });

  it('loads the shared language engine on the first Japanese text when none is given', async () => {
    const calls: string[] = [];
    const speech = createEspeakSpeech({
      voices: voices!,
      render: async ({ text }) => {
        calls.push(text);
        return Buffer.from('ID3');
      },
    });
    await speech.synthesize('本を読む', 'ja');
    expect(calls).toEqual(['ほんをよむ']);
  });
});

describe('isSingleWord', () => {
  it('is one word without spaces or punctuation; inner hyphens and apostrophes belong to the word', () => {
    expect(['hello', 'Schmetterling', "aujourd'hui", 'well-known', '사랑'].map(isSingleWord)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['hello world', 'Hi!', 'a, b', '-x'].map(isSingleWord)).toEqual([false, false, false, false]);
  });
});

describe('detectEspeak without the programs', () => {
  it('answers null when espeak-ng or ffmpeg cannot be found', async () => {
    const path = process.env.PATH;
    vi.resetModules();
    try {
      process.env.PATH = '/nonexistent';
      const fresh = await import('./espeak-speech.ts');
      expect(fresh.detectEspeak()).toBeNull();
    } finally {
      process.env.PATH = path;
    }
  });
});
