import { z } from 'zod';
import { renderMessage } from '../../common/errors.ts';
import { badRequest } from '../http/errors.ts';
import { runFfmpeg, SPEECH_MP3_OUTPUT } from '../providers/audio/ffmpeg.ts';

/** The longest recording a request may carry: a call turn or a dictation (ADR 35). */
export const MAX_RECORDING_SECONDS = 60;
/** About a minute of Opus or MP3, base64: the route's body limit is a little above. */
const MAX_BASE64_CHARS = 4 * 1024 * 1024;
export const RECORDING_BODY_LIMIT = MAX_BASE64_CHARS + 64 * 1024;

/**
 * A recording in a JSON body (ADR 35): base64 audio as the browser's MediaRecorder made it (webm/opus,
 * ogg, mp4) or a file (wav, mp3). JSON keeps the cross-site rule whole: cookie writes are JSON only.
 */
export const RecordingField = z.object({
  audio: z
    .string()
    .min(16, 'must be a recording')
    .max(MAX_BASE64_CHARS, `must be at most ${MAX_BASE64_CHARS} characters (about ${MAX_RECORDING_SECONDS} s of audio)`)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64'),
  mimeType: z
    .string()
    .regex(/^audio\/[\w.+-]+(;.*)?$/, 'must be an audio type such as audio/webm')
    .max(100),
});
export type RecordingField = z.infer<typeof RecordingField>;

/** A recording as speech-to-text takes it: 16 kHz mono MP3, and how long it is. */
export type Recording = { mp3: Buffer; milliseconds: number };

/**
 * Reads an uploaded recording with ffmpeg into 16 kHz mono MP3 and measures it (what the learner is
 * charged for is what ffmpeg decoded, never a length the client states). Not audio: a 400; longer
 * than `maxSeconds`: a 400 that says the limit.
 */
export async function readRecording(field: RecordingField, maxSeconds = MAX_RECORDING_SECONDS): Promise<Recording> {
  const input = Buffer.from(field.audio, 'base64');
  const { mp3, seconds } = await transcode(input).catch(() => {
    throw badRequest(renderMessage('audio_unreadable'));
  });
  if (seconds <= 0 || mp3.length === 0) throw badRequest(renderMessage('audio_unreadable'));
  if (seconds > maxSeconds + 0.5) throw badRequest(renderMessage('audio_too_long', { max: String(maxSeconds) }));
  return { mp3, milliseconds: Math.round(seconds * 1000) };
}

/** `-stats` prints "time=HH:MM:SS.xx" as it decodes; the last one is the length of what it read. */
async function transcode(input: Buffer): Promise<{ mp3: Buffer; seconds: number }> {
  const { audio, stderr } = await runFfmpeg(
    ['-stats', '-i', 'pipe:0', '-t', String(MAX_RECORDING_SECONDS + 5), ...SPEECH_MP3_OUTPUT],
    input,
  );
  const last = [...stderr.matchAll(/time=(\d+):(\d+):(\d+(?:\.\d+)?)/g)].at(-1);
  const seconds = last ? Number(last[1]) * 3600 + Number(last[2]) * 60 + Number(last[3]) : 0;
  return { mp3: audio, seconds };
}
