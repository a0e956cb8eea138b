import { runFfmpeg, SPEECH_MP3_OUTPUT } from '../providers/audio/ffmpeg.ts';

/**
 * Cuts [startAt, startAt + seconds) out of an audio stream as 16 kHz mono MP3, the smallest input
 * speech-to-text servers all accept. Needs ffmpeg (Debian package `ffmpeg`).
 */
export async function cutClip(audio: Buffer, startAt: number, seconds: number): Promise<Buffer> {
  const { audio: clip } = await runFfmpeg(
    ['-i', 'pipe:0', '-ss', String(startAt), '-t', String(seconds), ...SPEECH_MP3_OUTPUT],
    audio,
  );
  if (clip.length === 0) throw new Error('ffmpeg failed: no audio in that range');
  return clip;
}
