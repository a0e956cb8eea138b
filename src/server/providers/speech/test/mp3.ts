import { spawnSync } from 'node:child_process';

/** A real MP3 (a short 440 Hz tone) made by ffmpeg, for fakes that must answer audio. */
export function toneMp3(seconds = 0.5): Buffer {
  const result = spawnSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${seconds}`,
      '-ac',
      '1',
      '-codec:a',
      'libmp3lame',
      '-q:a',
      '5',
      '-f',
      'mp3',
      'pipe:1',
    ],
    { maxBuffer: 10 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`ffmpeg could not make a test tone: ${result.stderr?.toString()}`);
  return result.stdout;
}

/**
 * What ffprobe reads from MP3 bytes (codec, channels, sample rate), and the duration in seconds
 * counted from the decoded samples: a piped VBR stream has no header that states it.
 */
export function probeAudio(bytes: Buffer): { duration: number; channels: number; sampleRate: number; codec: string } {
  const probe = spawnSync(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'stream=codec_name,channels,sample_rate', '-of', 'json', '-i', 'pipe:0'],
    { input: bytes },
  );
  if (probe.status !== 0) throw new Error(`ffprobe could not read the audio: ${probe.stderr?.toString()}`);
  const [stream] = (
    JSON.parse(probe.stdout.toString()) as { streams: { codec_name: string; channels: number; sample_rate: string }[] }
  ).streams;
  const decoded = spawnSync(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', '-f', 's16le', '-ac', '1', '-ar', '8000', 'pipe:1'],
    { input: bytes, maxBuffer: 64 * 1024 * 1024 },
  );
  if (decoded.status !== 0) throw new Error(`ffmpeg could not decode the audio: ${decoded.stderr?.toString()}`);
  return {
    duration: decoded.stdout.length / 2 / 8000,
    channels: stream!.channels,
    sampleRate: Number(stream!.sample_rate),
    codec: stream!.codec_name,
  };
}
