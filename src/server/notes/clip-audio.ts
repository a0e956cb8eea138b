import { spawn } from 'node:child_process';

/**
 * Cuts [startAt, startAt + seconds) out of an audio stream as 16 kHz mono MP3, the smallest input
 * speech-to-text servers all accept. Needs ffmpeg (Debian package `ffmpeg`).
 */
export function cutClip(audio: Buffer, startAt: number, seconds: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      'pipe:0',
      '-ss',
      String(startAt),
      '-t',
      String(seconds),
      '-vn',
      '-ac',
      '1',
      '-ar',
      '16000',
      '-b:a',
      '32k',
      '-f',
      'mp3',
      'pipe:1',
    ]);
    const chunks: Buffer[] = [];
    let errors = '';
    ffmpeg.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    ffmpeg.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    ffmpeg.on('error', (error) =>
      reject(new Error(`ffmpeg could not start (${error.message}); install the Debian package ffmpeg`)),
    );
    ffmpeg.on('close', (code) => {
      const clip = Buffer.concat(chunks);
      if (code === 0 && clip.length > 0) resolve(clip);
      else reject(new Error(`ffmpeg failed (${code}): ${errors.trim().slice(0, 300) || 'no audio in that range'}`));
    });
    // A stream cut short by our byte range makes ffmpeg stop reading early; that is expected.
    ffmpeg.stdin.on('error', () => {});
    ffmpeg.stdin.end(audio);
  });
}
