import { describe, expect, it } from 'vitest';
import { YOUTUBE_ERROR_KINDS, YouTubeError } from './errors.ts';

describe('YouTubeError', () => {
  it('gives every kind a plain sentence for the learner, free of technical words', () => {
    const messages = YOUTUBE_ERROR_KINDS.map((kind) => new YouTubeError(kind).message);
    expect(new Set(messages).size).toBe(YOUTUBE_ERROR_KINDS.length);
    for (const message of messages) {
      expect(message).toMatch(/^[A-Z].*[.!]$/);
      expect(message).not.toMatch(/token|http|api|innertube|429|captcha|proxy|json/i);
    }
    expect(new YouTubeError('private').message).toBe("This video is private, so its captions can't be read.");
  });

  it('marks only the kinds a later attempt can fix as retryable', () => {
    const retryable = YOUTUBE_ERROR_KINDS.filter((kind) => new YouTubeError(kind).retryable);
    expect(retryable).toEqual(['bot_check', 'ip_blocked', 'rate_limited', 'network']);
  });

  it('keeps the technical detail and cause apart from the message', () => {
    const cause = new Error('ECONNRESET');
    const error = new YouTubeError('network', 'GET /watch failed: ECONNRESET', { cause });
    expect(error).toMatchObject({
      name: 'YouTubeError',
      kind: 'network',
      detail: 'GET /watch failed: ECONNRESET',
      cause,
    });
    expect(error).toBeInstanceOf(Error);
  });
});
