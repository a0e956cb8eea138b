import { spawn } from 'node:child_process';
import { inBackground } from '../../lib/background-process.ts';

/** What ffmpeg wrote: the converted audio on stdout, its messages (and `-stats` lines) on stderr. */
export type FfmpegOutput = { audio: Buffer; stderr: string };

/** Long enough for a minute of audio on a busy 2-core machine; a stuck ffmpeg must not hold a request. */
const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Runs ffmpeg with `args` (which read `pipe:0` and write `pipe:1`), feeding it `input`. Rejects when
 * ffmpeg is missing (naming the Debian package), exits with an error, or outlives `timeoutMs`.
 */
export function runFfmpeg(args: string[], input: Buffer, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<FfmpegOutput> {
  return new Promise((resolve, reject) => {
    const ffmpeg = inBackground(
      spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', ...args], { timeout: timeoutMs, killSignal: 'SIGKILL' }),
    );
    const chunks: Buffer[] = [];
    let stderr = '';
    ffmpeg.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    ffmpeg.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    ffmpeg.on('error', (error) =>
      reject(new Error(`ffmpeg could not start (${error.message}); install the Debian package ffmpeg`)),
    );
    ffmpeg.on('close', (code, signal) => {
      if (signal) reject(new Error(`ffmpeg did not finish within ${timeoutMs / 1000} s`));
      else if (code === 0) resolve({ audio: Buffer.concat(chunks), stderr });
      else reject(new Error(`ffmpeg failed (${code}): ${stderr.trim().slice(-300)}`));
    });
    // ffmpeg may stop reading before the end (a cut, a length limit): EPIPE here is expected, and
    // its exit code says whether the conversion worked.
    ffmpeg.stdin.on('error', () => {});
    ffmpeg.stdin.end(input);
  });
}

/** The arguments that make 16 kHz mono MP3, the smallest input speech-to-text servers all accept. */
export const SPEECH_MP3_OUTPUT = ['-vn', '-ac', '1', '-ar', '16000', '-b:a', '32k', '-f', 'mp3', 'pipe:1'];
