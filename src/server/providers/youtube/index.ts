/** YouTube captions: find a video's tracks, fetch one, and turn it into study sentences. */
export { chooseTrack, type Learner, type TrackChoice } from './choose-track.ts';
export { createYouTubeClient, type CaptionRequest, type YouTubeClient, type YouTubeClientOptions } from './client.ts';
export { youTubeOptionsFromEnv, type YouTubeEnvOptions } from './env.ts';
export { YOUTUBE_ERROR_KINDS, YouTubeError, type YouTubeErrorKind } from './errors.ts';
export { CaptionParseError, parseCaptions } from './formats/index.ts';
export { sentencesFromCues } from './sentences.ts';
export type { TimedTextFormat } from './track-url.ts';
export type { CaptionFormat, CaptionTrack, Cue, Sentence, TimedWord, VideoInfo } from './types.ts';
