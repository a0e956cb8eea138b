import type { StoredLine } from '../db/schema/notes.ts';
import type { SpeechToText } from '../providers/stt/speech-to-text.ts';
import type { YouTubeClient } from '../providers/youtube/client.ts';
import { CLIP_SECONDS } from './build-lines.ts';
import { cutClip } from './clip-audio.ts';
import { linesFromTranscription } from './transcription-lines.ts';

/**
 * A one-minute note's lines by speech-to-text (`from: whisper`): the video's audio up to the end of
 * the minute, cut with ffmpeg, transcribed with word timestamps. Audio URLs are signed and short-lived,
 * so the player is asked afresh.
 */
export async function spokenLines(
  deps: { youtube: YouTubeClient; stt: SpeechToText },
  videoId: string,
  startAt: number,
  language: string,
): Promise<StoredLine[]> {
  const live = await deps.youtube.getVideo(videoId);
  const format = live.audioFormats?.[0];
  if (!format) throw new Error('the player response lists no audio stream');
  const audio = await deps.youtube.getAudio(format, startAt + CLIP_SECONDS);
  const clip = await cutClip(audio, startAt, CLIP_SECONDS);
  const result = await deps.stt.transcribe(clip, {
    language,
    fileName: `${videoId}-${startAt}.mp3`,
    mimeType: 'audio/mpeg',
  });
  return linesFromTranscription(result, startAt, language);
}
