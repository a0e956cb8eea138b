import { describe, expect, it } from 'vitest';
import { generateLongJson3 } from '../test/fixtures/long-track.ts';
import { parseCaptions } from './index.ts';
import { parseCaptionsOffThread } from './off-thread.ts';

describe('caption parsing off the event loop (ADR 13)', () => {
  it('parses a long track on a worker thread to the same cues', async () => {
    const { body } = generateLongJson3({ minutes: 60 });
    expect(body.length).toBeGreaterThan(300_000);
    expect(await parseCaptionsOffThread(body, 'json3')).toEqual({ cues: parseCaptions(body, 'json3') });
  });

  it('answers the problem of a malformed body, long or short', async () => {
    const long = `WEBVTT\n\n${'00:00:01.000 --> nonsense\nHello\n\n'.repeat(12_000)}`;
    expect(await parseCaptionsOffThread(long, 'vtt')).toEqual({ problem: expect.stringMatching(/^vtt: line 3: /) });
    expect(await parseCaptionsOffThread('{"events": 1', 'json3')).toEqual({
      problem: expect.stringMatching(/^json3: /),
    });
  });
});
