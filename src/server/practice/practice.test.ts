import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeQuota } from '../subscriptions/quota.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { readRecording } from './recording.ts';
import { chargeVoice, refundVoice } from './voice-meter.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const aiCallUsed = async (userId: string) => {
  // Taking 0 is not allowed; read the count through a refused oversize take instead.
  const check = await consumeQuota(t.database.db, userId, 'aiCall', 1_000_000);
  return check.used;
};

describe('voice seconds against the aiCall minutes (ADR 35)', () => {
  it('takes a minute when the total enters a new one, never twice for the same minute', async () => {
    const user = await t.createUser();
    const db = t.database.db;
    await chargeVoice(db, user.id, 6_000);
    expect(await aiCallUsed(user.id)).toBe(1);
    for (let i = 0; i < 9; i++) await chargeVoice(db, user.id, 6_000);
    expect(await aiCallUsed(user.id)).toBe(1);
    const charges = await Promise.all(Array.from({ length: 10 }, () => chargeVoice(db, user.id, 6_000)));
    expect(charges.reduce((sum, c) => sum + c.minutes, 0)).toBe(1);
    expect(await aiCallUsed(user.id)).toBe(2);
  });

  it('gives the seconds and the minute back when the call fails, and refuses past the plan with a 402', async () => {
    const user = await t.createUser();
    const db = t.database.db;
    const charge = await chargeVoice(db, user.id, 30_000);
    await refundVoice(db, charge);
    expect(await aiCallUsed(user.id)).toBe(0);
    // Starter has 10 minutes: 10 × 60 s fit, the 11th minute is refused and its seconds taken back.
    for (let i = 0; i < 10; i++) await chargeVoice(db, user.id, 60_000);
    await expect(chargeVoice(db, user.id, 1_000)).rejects.toMatchObject({ code: 'payment_required' });
    expect(await aiCallUsed(user.id)).toBe(10);
  });
});

describe('readRecording', () => {
  const wav = (seconds: number) =>
    spawnSync(
      'ffmpeg',
      ['-loglevel', 'error', '-f', 'lavfi', '-i', `sine=duration=${seconds}`, '-f', 'wav', 'pipe:1'],
      {
        maxBuffer: 20 * 1024 * 1024,
      },
    ).stdout;

  it('decodes a recording to MP3 and measures it with ffmpeg', async () => {
    const recording = await readRecording({ audio: wav(2).toString('base64'), mimeType: 'audio/wav' });
    expect(recording.milliseconds).toBeGreaterThan(1_900);
    expect(recording.milliseconds).toBeLessThan(2_100);
    expect(recording.mp3.length).toBeGreaterThan(1_000);
  });

  it('refuses what is not audio, and a recording over the limit, with a sentence', async () => {
    await expect(
      readRecording({ audio: Buffer.from('not audio at all, just text').toString('base64'), mimeType: 'audio/webm' }),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      message: expect.stringMatching(/could not be read as audio/),
    });
    await expect(readRecording({ audio: wav(3).toString('base64'), mimeType: 'audio/wav' }, 2)).rejects.toMatchObject({
      message: 'The recording is longer than 2 seconds. Record a shorter one.',
    });
  });
});
