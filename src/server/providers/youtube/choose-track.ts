import { YouTubeError } from './errors.ts';
import { needsPoToken } from './track-url.ts';
import type { CaptionTrack, VideoInfo } from './types.ts';

export type TrackChoice = {
  track: CaptionTrack;
  /** False when the video has no captions in the learning language and we fell back to its own language. */
  inLearningLanguage: boolean;
  /**
   * Where the native-language line of dual subtitles comes from: a manual track in that language, or
   * the chosen track machine-translated with `tlang`. Null when YouTube offers neither, or when the
   * chosen track is already in the native language.
   */
  translation: { track: CaptionTrack; tlang?: string } | null;
};

export type Learner = { learningLanguage: string; nativeLanguage: string };

const primary = (code: string) => code.toLowerCase().split(/[-_]/)[0];
const sameLanguage = (a: string, b: string) => primary(a) === primary(b);

/**
 * Best track of a language first: one that works without a PO token, then a person's captions over
 * speech recognition, then the exact code (`en` before `en-GB` for a learner of `en`).
 */
function tracksIn(tracks: CaptionTrack[], language: string): CaptionTrack[] {
  const rank = (track: CaptionTrack) =>
    (needsPoToken(track.baseUrl) ? 4 : 0) +
    (track.kind === 'asr' ? 2 : 0) +
    (track.languageCode.toLowerCase() === language.toLowerCase() ? 0 : 1);
  return tracks
    .filter((track) => sameLanguage(track.languageCode, language))
    .map((track, order) => ({ track, order }))
    .sort((a, b) => rank(a.track) - rank(b.track) || a.order - b.order)
    .map(({ track }) => track);
}

/** The learning language when the video has it, else the video's own language; see TrackChoice. */
export function chooseTrack(
  video: Pick<VideoInfo, 'captionTracks' | 'translationLanguages' | 'spokenLanguage'>,
  learner: Learner,
): TrackChoice {
  const tracks = video.captionTracks;
  if (tracks.length === 0) throw new YouTubeError('captions_disabled', 'the video lists no caption tracks');

  const learning = tracksIn(tracks, learner.learningLanguage)[0];
  const track =
    learning ??
    (video.spokenLanguage ? tracksIn(tracks, video.spokenLanguage)[0] : undefined) ??
    tracks.find((candidate) => candidate.kind === 'manual') ??
    tracks[0];
  return {
    track,
    inLearningLanguage: learning !== undefined,
    translation: translationFor(track, video, learner.nativeLanguage),
  };
}

function translationFor(
  track: CaptionTrack,
  video: Pick<VideoInfo, 'captionTracks' | 'translationLanguages'>,
  native: string,
): TrackChoice['translation'] {
  if (sameLanguage(track.languageCode, native)) return null;
  const manual = tracksIn(video.captionTracks, native).find(
    (candidate) => candidate.kind === 'manual' && !needsPoToken(candidate.baseUrl),
  );
  if (manual) return { track: manual };
  if (!track.isTranslatable) return null;
  const offered = video.translationLanguages;
  const tlang =
    offered.find((code) => code.toLowerCase() === native.toLowerCase()) ??
    offered.find((code) => sameLanguage(code, native));
  return tlang ? { track, tlang } : null;
}
