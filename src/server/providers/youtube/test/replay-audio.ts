import { execFileSync } from 'node:child_process';
import type { ServerResponse } from 'node:http';

let audio: Buffer | null = null;

/**
 * Two minutes of real audio (a tone; made once with ffmpeg) standing in for a googlevideo stream,
 * so the speech-to-text path downloads and cuts real bytes. Byte ranges are honoured like YouTube's.
 */
export function serveAudio(range: string | undefined, res: ServerResponse): void {
  audio ??= execFileSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=330:duration=120',
      '-c:a',
      'libopus',
      '-b:a',
      '24k',
      '-f',
      'webm',
      'pipe:1',
    ],
    { maxBuffer: 32 * 1024 * 1024 },
  );
  const match = /^bytes=(\d+)-(\d*)$/.exec(range ?? '');
  if (!match) {
    res.writeHead(200, { 'content-type': 'audio/webm', 'content-length': audio.length });
    res.end(audio);
    return;
  }
  const start = Number(match[1]);
  const end = Math.min(match[2] ? Number(match[2]) : audio.length - 1, audio.length - 1);
  res.writeHead(206, {
    'content-type': 'audio/webm',
    'content-range': `bytes ${start}-${end}/${audio.length}`,
    'content-length': end - start + 1,
  });
  res.end(audio.subarray(start, end + 1));
}
