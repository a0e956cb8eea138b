import { spawn } from 'node:child_process';
import { inBackground } from '../../lib/background-process.ts';
import { SpeechError } from './types.ts';

/** Mono 22.05 kHz is espeak-ng's own rate; VBR quality 5 keeps a word around 5 KB. */
const FFMPEG_TO_MP3 = [
  '-hide_banner',
  '-loglevel',
  'error',
  '-f',
  'wav',
  '-i',
  'pipe:0',
  '-ac',
  '1',
  '-ar',
  '22050',
  '-codec:a',
  'libmp3lame',
  '-q:a',
  '5',
  '-f',
  'mp3',
  'pipe:1',
];

/**
 * `espeak-ng --stdout | ffmpeg` without a shell: the text is one argument after `--`, so a text
 * starting with "-" is spoken, never read as an option.
 */
export function espeakToMp3(options: {
  voice: string;
  wordsPerMinute: number;
  text: string;
  timeoutMs: number;
}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const espeak = inBackground(
      spawn('espeak-ng', ['-v', options.voice, '-s', String(options.wordsPerMinute), '--stdout', '--', options.text]),
    );
    const ffmpeg = inBackground(spawn('ffmpeg', FFMPEG_TO_MP3));
    const chunks: Buffer[] = [];
    let errors = '';
    let settled = false;
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        espeak.kill('SIGKILL');
        ffmpeg.kill('SIGKILL');
        reject(error);
      } else resolve(Buffer.concat(chunks));
    };
    const timer = setTimeout(
      () => finish(new SpeechError(`espeak-ng took longer than ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );

    espeak.stdout.pipe(ffmpeg.stdin);
    // ffmpeg closing its input early shows up as EPIPE here; its own exit code tells what happened.
    ffmpeg.stdin.on('error', () => {});
    espeak.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    ffmpeg.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    ffmpeg.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    espeak.on('error', (error) =>
      finish(new SpeechError(`espeak-ng could not start (${error.message}); install the Debian package espeak-ng`)),
    );
    ffmpeg.on('error', (error) =>
      finish(new SpeechError(`ffmpeg could not start (${error.message}); install the Debian package ffmpeg`)),
    );
    // Judged once both have exited: ffmpeg succeeds on whatever part of the WAV it was given, so
    // an espeak-ng that died half-way must not pass for a complete render.
    const exits: { espeak?: number | null; ffmpeg?: number | null } = {};
    const judge = () => {
      if (!('espeak' in exits && 'ffmpeg' in exits)) return;
      if (exits.espeak !== 0)
        finish(new SpeechError(`espeak-ng failed (${exits.espeak}): ${errors.trim().slice(0, 300)}`));
      else if (exits.ffmpeg !== 0 || chunks.length === 0)
        finish(
          new SpeechError(
            `ffmpeg could not encode the speech (${exits.ffmpeg}): ${errors.trim().slice(0, 300) || 'no audio'}`,
          ),
        );
      else finish(null);
    };
    espeak.on('close', (code) => {
      exits.espeak = code;
      judge();
    });
    ffmpeg.on('close', (code) => {
      exits.ffmpeg = code;
      judge();
    });
  });
}
