import { describe, expect, it } from 'vitest';
import { runFfmpeg, SPEECH_MP3_OUTPUT } from './ffmpeg.ts';

/** A mono 16-bit PCM WAV of `seconds` of a 440 Hz tone. */
function toneWav(seconds: number, rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    wav.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return wav;
}

describe('runFfmpeg', () => {
  it('converts audio on stdin to MP3 on stdout and reports progress on stderr', async () => {
    const { audio, stderr } = await runFfmpeg(['-stats', '-i', 'pipe:0', ...SPEECH_MP3_OUTPUT], toneWav(2));
    expect(audio.length).toBeGreaterThan(1000);
    // An MP3 frame starts with 11 set bits (or an ID3 tag comes first).
    expect(audio.subarray(0, 3).toString() === 'ID3' || (audio[0] === 0xff && (audio[1]! & 0xe0) === 0xe0)).toBe(true);
    expect(stderr).toMatch(/time=00:00:0[12]/);
  });

  it('rejects what is not audio with ffmpeg’s own reason', async () => {
    await expect(runFfmpeg(['-i', 'pipe:0', ...SPEECH_MP3_OUTPUT], Buffer.from('not audio at all'))).rejects.toThrow(
      /ffmpeg failed \(\d+\)/,
    );
  });

  it('kills an ffmpeg that outlives its time limit', async () => {
    // -re reads the input at its own speed: 5 s of audio cannot finish within 200 ms.
    await expect(runFfmpeg(['-re', '-i', 'pipe:0', ...SPEECH_MP3_OUTPUT], toneWav(5), 200)).rejects.toThrow(
      /did not finish within 0.2 s/,
    );
  });
});
