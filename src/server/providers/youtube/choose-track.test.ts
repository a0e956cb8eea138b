import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseTrack } from './choose-track.ts';
import { readPlayerResponse } from './player-response.ts';
import type { CaptionTrack, VideoInfo } from './types.ts';

const recorded = (name: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, 'test/fixtures/recorded/jdepoix-youtube-transcript-api', name), 'utf8'),
  );
const video = readPlayerResponse(recorded('youtube.innertube.json.static'), 'GJLlxj_dtq8', 'https://www.youtube.com');
const poVideo = readPlayerResponse(
  recorded('youtube_po_token_required.innertube.json.static'),
  'GJLlxj_dtq8',
  'https://www.youtube.com',
);

const track = (languageCode: string, kind: 'asr' | 'manual' = 'manual', isTranslatable = true): CaptionTrack => ({
  languageCode,
  kind,
  isTranslatable,
  name: languageCode,
  baseUrl: `https://www.youtube.com/api/timedtext?v=x&lang=${languageCode}${kind === 'asr' ? '&kind=asr' : ''}`,
});
const videoWith = (captionTracks: CaptionTrack[], extra: Partial<VideoInfo> = {}) => ({
  captionTracks,
  translationLanguages: [] as string[],
  spokenLanguage: null,
  ...extra,
});
const pick = (choice: ReturnType<typeof chooseTrack>) => ({
  track: `${choice.track.languageCode}/${choice.track.kind}`,
  inLearningLanguage: choice.inLearningLanguage,
  translation:
    choice.translation &&
    `${choice.translation.track.languageCode}/${choice.translation.track.kind}${choice.translation.tlang ? ` → ${choice.translation.tlang}` : ''}`,
});

describe('chooseTrack on the recorded video (9 tracks, 18 translation languages)', () => {
  it.each([
    ['ko', 'en', { track: 'ko/manual', inLearningLanguage: true, translation: 'en/manual' }],
    ['en', 'ko', { track: 'en/manual', inLearningLanguage: true, translation: 'ko/manual' }],
    ['en', 'fr', { track: 'en/manual', inLearningLanguage: true, translation: 'en/manual → fr' }],
    ['ja', 'ru', { track: 'ja/manual', inLearningLanguage: true, translation: 'ja/manual → ru' }],
    ['fr', 'de', { track: 'en/manual', inLearningLanguage: false, translation: 'de/manual' }],
    ['ru', 'en', { track: 'en/manual', inLearningLanguage: false, translation: null }],
    ['es', 'sw', { track: 'es/manual', inLearningLanguage: true, translation: null }],
  ])('learning %s, native %s', (learningLanguage, nativeLanguage, expected) => {
    expect(pick(chooseTrack(video, { learningLanguage, nativeLanguage }))).toEqual(expected);
  });

  it('avoids a track that needs a PO token when the same language has another', () => {
    const choice = chooseTrack(poVideo, { learningLanguage: 'en', nativeLanguage: 'ko' });
    expect(pick(choice)).toEqual({ track: 'en/asr', inLearningLanguage: true, translation: 'ko/manual' });
  });
});

describe('chooseTrack rules', () => {
  it('prefers manual captions over speech recognition, and the exact code over a regional one', () => {
    const tracks = [track('en', 'asr'), track('en-GB'), track('en')];
    expect(chooseTrack(videoWith(tracks), { learningLanguage: 'en', nativeLanguage: 'en' }).track).toBe(tracks[2]);
    expect(chooseTrack(videoWith(tracks.slice(0, 2)), { learningLanguage: 'en', nativeLanguage: 'en' }).track).toBe(
      tracks[1],
    );
  });

  it('falls back to the spoken language, then to the first manual track', () => {
    const tracks = [track('de'), track('it', 'asr'), track('it')];
    expect(
      pick(chooseTrack(videoWith(tracks, { spokenLanguage: 'it' }), { learningLanguage: 'ko', nativeLanguage: 'it' })),
    ).toEqual({
      track: 'it/manual',
      inLearningLanguage: false,
      translation: null,
    });
    expect(
      chooseTrack(videoWith([track('pt', 'asr'), track('de')]), { learningLanguage: 'ko', nativeLanguage: 'en' }).track
        .languageCode,
    ).toBe('de');
  });

  it('matches translation languages by base language when the exact code is missing', () => {
    const choice = chooseTrack(videoWith([track('ja')], { translationLanguages: ['zh-Hans', 'zh-Hant'] }), {
      learningLanguage: 'ja',
      nativeLanguage: 'zh-CN',
    });
    expect(choice.translation?.tlang).toBe('zh-Hans');
  });

  it('offers no machine translation for a track YouTube marks untranslatable', () => {
    const choice = chooseTrack(videoWith([track('ja', 'manual', false)], { translationLanguages: ['en'] }), {
      learningLanguage: 'ja',
      nativeLanguage: 'en',
    });
    expect(choice.translation).toBeNull();
  });

  it('reports a video without tracks as having captions disabled', () => {
    expect(() => chooseTrack(videoWith([]), { learningLanguage: 'en', nativeLanguage: 'ko' })).toThrow(
      expect.objectContaining({ kind: 'captions_disabled' }),
    );
  });
});
