import { z } from 'zod';
import { YouTubeError, type YouTubeErrorKind } from './errors.ts';
import type { AudioFormat, CaptionTrack, VideoInfo } from './types.ts';

const Text = z.object({ simpleText: z.string().optional(), runs: z.array(z.object({ text: z.string() })).optional() });

const Track = z.object({
  baseUrl: z.string().min(1),
  languageCode: z.string().min(1),
  kind: z.string().optional(),
  name: Text.optional(),
  isTranslatable: z.boolean().optional(),
});

const Format = z.object({
  url: z.string().optional(),
  mimeType: z.string(),
  bitrate: z.number().optional(),
  contentLength: z.string().optional(),
});

const PlayerResponse = z.object({
  streamingData: z.object({ adaptiveFormats: z.array(z.unknown()).default([]) }).optional(),
  playabilityStatus: z
    .object({
      status: z.string(),
      reason: z.string().optional(),
      messages: z.array(z.string()).optional(),
      errorScreen: z.unknown().optional(),
    })
    .optional(),
  videoDetails: z
    .object({ title: z.string().optional(), lengthSeconds: z.string().optional(), author: z.string().optional() })
    .optional(),
  captions: z
    .object({
      playerCaptionsTracklistRenderer: z.object({
        captionTracks: z.array(z.unknown()).default([]),
        translationLanguages: z.array(z.object({ languageCode: z.string() })).default([]),
        audioTracks: z.array(z.object({ defaultCaptionTrackIndex: z.number().optional() })).default([]),
        defaultAudioTrackIndex: z.number().optional(),
      }),
    })
    .optional(),
});

type Playability = NonNullable<z.infer<typeof PlayerResponse>['playabilityStatus']>;

/**
 * Reads an InnerTube `/player` response (ANDROID client) into what we need, or throws the
 * YouTubeError its playabilityStatus means. Relative track URLs are resolved against `origin`.
 */
export function readPlayerResponse(json: unknown, videoId: string, origin: string): VideoInfo {
  const parsed = PlayerResponse.safeParse(json);
  if (!parsed.success)
    throw new YouTubeError(
      'network',
      `unexpected player response at ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`,
    );
  const { playabilityStatus, videoDetails, captions, streamingData } = parsed.data;
  const refusal = playabilityStatus && playabilityError(playabilityStatus);
  if (refusal) throw refusal;

  const list = captions?.playerCaptionsTracklistRenderer;
  const rawTracks = list?.captionTracks ?? [];
  const captionTracks = rawTracks.flatMap((raw) => {
    const track = Track.safeParse(raw);
    return track.success ? [toCaptionTrack(track.data, origin)] : [];
  });
  if (captionTracks.length === 0) throw new YouTubeError('captions_disabled', `${videoId} lists no caption tracks`);

  const defaultAudio = list?.audioTracks[list.defaultAudioTrackIndex ?? 0];
  const defaultCaption = Track.safeParse(rawTracks[defaultAudio?.defaultCaptionTrackIndex ?? -1]);
  return {
    videoId,
    title: videoDetails?.title ?? '',
    lengthSeconds: Number(videoDetails?.lengthSeconds) || 0,
    author: videoDetails?.author ?? '',
    captionTracks,
    translationLanguages: (list?.translationLanguages ?? []).map((language) => language.languageCode),
    // Speech recognition only runs on the spoken language; the default caption track is the next best hint.
    spokenLanguage:
      captionTracks.find((track) => track.kind === 'asr')?.languageCode ??
      (defaultCaption.success ? defaultCaption.data.languageCode : null),
    audioFormats: audioFormatsOf(streamingData?.adaptiveFormats ?? [], origin),
  };
}

/** Audio-only streams with a direct URL, smallest first (speech needs little bandwidth). */
function audioFormatsOf(formats: unknown[], origin: string): AudioFormat[] {
  return formats
    .flatMap((raw) => {
      const format = Format.safeParse(raw);
      if (!format.success || !format.data.url || !format.data.mimeType.startsWith('audio/')) return [];
      const { url, mimeType, bitrate, contentLength } = format.data;
      return [
        {
          url: new URL(url, origin).toString(),
          mimeType,
          bitrate: bitrate ?? 0,
          contentLength: contentLength ? Number(contentLength) : null,
        },
      ];
    })
    .sort((a, b) => a.bitrate - b.bitrate);
}

function toCaptionTrack(track: z.infer<typeof Track>, origin: string): CaptionTrack {
  const name = track.name?.simpleText ?? track.name?.runs?.map((run) => run.text).join('') ?? track.languageCode;
  return {
    languageCode: track.languageCode,
    name,
    kind: track.kind === 'asr' ? 'asr' : 'manual',
    baseUrl: new URL(track.baseUrl, origin).toString(),
    isTranslatable: track.isTranslatable ?? false,
  };
}

const PRIVATE = /\bprivate\b/;
const AGE = /inappropriate|\bage\b|age-restricted|age restricted/;
const BOT = /not a bot/;

/** Null when the video plays; otherwise the error its status and reason texts mean. */
function playabilityError(status: Playability): YouTubeError | null {
  if (status.status === 'OK') return null;
  const text = [status.reason ?? '', ...(status.messages ?? []), ...textsIn(status.errorScreen)]
    .join(' ')
    .toLowerCase();
  const detail = `playabilityStatus ${status.status}: ${status.reason ?? status.messages?.[0] ?? 'no reason given'}`;
  const kind: YouTubeErrorKind = BOT.test(text)
    ? 'bot_check'
    : PRIVATE.test(text)
      ? 'private'
      : AGE.test(text) || /^(AGE_CHECK_REQUIRED|AGE_VERIFICATION_REQUIRED|CONTENT_CHECK_REQUIRED)$/.test(status.status)
        ? 'age_restricted'
        : 'video_unavailable';
  return new YouTubeError(kind, detail);
}

/** Every `text`/`simpleText` string in an error screen renderer, whatever its nesting. */
function textsIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(textsIn);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    (key === 'text' || key === 'simpleText') && typeof value === 'string' ? [value] : textsIn(value),
  );
}
