import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPlayerResponse } from './player-response.ts';

const recorded = (name: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, 'test/fixtures/recorded/jdepoix-youtube-transcript-api', name), 'utf8'),
  );
const ORIGIN = 'https://www.youtube.com';
const read = (json: unknown) => readPlayerResponse(json, 'GJLlxj_dtq8', ORIGIN);
const refusal = (status: string, reason?: string, extra: object = {}) => ({
  playabilityStatus: { status, reason, ...extra },
});

describe('readPlayerResponse on the recorded ANDROID response', () => {
  const video = read(recorded('youtube.innertube.json.static'));

  it('reads the video details', () => {
    expect(video).toMatchObject({
      videoId: 'GJLlxj_dtq8',
      title: 'Surface Go Review - It’s Awesome',
      lengthSeconds: 316,
      author: 'Dave2D',
    });
  });

  it('lists the 9 caption tracks with their kind, name and absolute URL', () => {
    expect(video.captionTracks.map((t) => `${t.languageCode}${t.kind === 'asr' ? ' (asr)' : ''}`)).toEqual([
      'zh',
      'cs',
      'en',
      'en (asr)',
      'de',
      'hi',
      'ja',
      'ko',
      'es',
    ]);
    expect(video.captionTracks[3]).toEqual({
      languageCode: 'en',
      name: 'English (auto-generated)',
      kind: 'asr',
      isTranslatable: true,
      baseUrl: expect.stringMatching(
        /^https:\/\/www\.youtube\.com\/api\/timedtext\?v=GJLlxj_dtq8&.*&kind=asr&lang=en&fmt=srv3$/,
      ),
    });
  });

  it('lists the translation languages and takes the spoken language from the asr track', () => {
    expect(video.translationLanguages).toHaveLength(18);
    expect(video.translationLanguages).toEqual(expect.arrayContaining(['fr', 'ru', 'ja', 'ko', 'de', 'es', 'zh-Hant']));
    expect(video.spokenLanguage).toBe('en');
  });

  it('falls back to the default caption track for the spoken language when there is no asr track', () => {
    const json = recorded('youtube.innertube.json.static');
    const list = json.captions.playerCaptionsTracklistRenderer;
    list.captionTracks = list.captionTracks.filter((t: { kind?: string }) => t.kind !== 'asr');
    list.audioTracks[0].defaultCaptionTrackIndex = 6; // ko, once the asr track is gone
    expect(read(json).spokenLanguage).toBe('ko');
  });

  it('resolves a relative track URL against the origin and skips malformed tracks', () => {
    const json = {
      playabilityStatus: { status: 'OK' },
      captions: {
        playerCaptionsTracklistRenderer: {
          captionTracks: [{ baseUrl: '/api/timedtext?v=x&lang=fr', languageCode: 'fr' }, { languageCode: 'de' }],
        },
      },
    };
    expect(readPlayerResponse(json, 'x', 'http://127.0.0.1:9').captionTracks).toEqual([
      {
        languageCode: 'fr',
        name: 'fr',
        kind: 'manual',
        isTranslatable: false,
        baseUrl: 'http://127.0.0.1:9/api/timedtext?v=x&lang=fr',
      },
    ]);
  });
});

describe('readPlayerResponse refusals', () => {
  it.each([
    ['the recorded bot check', recorded('youtube_request_blocked.innertube.json.static'), 'bot_check'],
    ['the recorded age restriction', recorded('youtube_age_restricted.innertube.json.static'), 'age_restricted'],
    ['a private video', refusal('LOGIN_REQUIRED', 'This video is private'), 'private'],
    [
      'a private video (messages form)',
      refusal('LOGIN_REQUIRED', undefined, {
        messages: ['This is a private video. Please sign in to verify that you may see it.'],
      }),
      'private',
    ],
    ['an age check status', refusal('AGE_CHECK_REQUIRED', 'Sign in to confirm your age'), 'age_restricted'],
    ['a removed video', refusal('ERROR', 'This video is unavailable'), 'video_unavailable'],
    [
      'an unplayable video',
      refusal('UNPLAYABLE', 'Video unavailable. This video is not available in your country'),
      'video_unavailable',
    ],
    [
      'an unknown sign-in request',
      refusal('LOGIN_REQUIRED', 'Join this channel to get access to members-only content'),
      'video_unavailable',
    ],
  ])('%s → %s', (_label, json, kind) => {
    expect(() => read(json)).toThrow(expect.objectContaining({ kind }));
  });

  it('says captions are disabled when a playable video has no tracks', () => {
    const json = recorded('youtube.innertube.json.static');
    delete json.captions;
    expect(() => read(json)).toThrow(expect.objectContaining({ kind: 'captions_disabled' }));
    expect(() =>
      read({ playabilityStatus: { status: 'OK' }, captions: { playerCaptionsTracklistRenderer: {} } }),
    ).toThrow(expect.objectContaining({ kind: 'captions_disabled' }));
  });

  it('keeps the reason for logs and a plain sentence for the learner', () => {
    try {
      read(recorded('youtube_request_blocked.innertube.json.static'));
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        message: "YouTube asked us to prove we're not a bot. Please try again later.",
        detail: 'playabilityStatus LOGIN_REQUIRED: Sign in to confirm you’re not a bot',
        retryable: true,
      });
    }
  });

  it('treats a response of the wrong shape as a network failure', () => {
    expect(() => read({ playabilityStatus: 'OK' })).toThrow(expect.objectContaining({ kind: 'network' }));
  });
});
