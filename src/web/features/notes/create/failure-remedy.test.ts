import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../../common/errors.ts';
import { reasonOf, remedyFor } from './failure-remedy.ts';

describe('remedyFor', () => {
  it('offers the subtitle import, with the video, when the captions cannot be read', () => {
    for (const reason of ['youtube_captions_disabled', 'youtube_no_usable_track', 'youtube_po_token_required'] as const)
      expect(remedyFor(reason, 'GJLlxj_dtq8')).toEqual({
        kind: 'import',
        videoUrl: 'https://www.youtube.com/watch?v=GJLlxj_dtq8',
      });
    expect(remedyFor('youtube_captions_disabled', undefined)).toEqual({ kind: 'import', videoUrl: null });
  });

  it('offers the subtitle import without the video when YouTube will not play it elsewhere', () => {
    expect(remedyFor('youtube_private', 'private0001')).toEqual({ kind: 'import', videoUrl: null });
    expect(remedyFor('youtube_age_restricted', 'agerestrict')).toEqual({ kind: 'import', videoUrl: null });
  });

  it('asks again when the failure may pass', () => {
    expect(remedyFor('youtube_rate_limited', 'GJLlxj_dtq8')).toEqual({ kind: 'retry' });
    expect(remedyFor('youtube_network', 'GJLlxj_dtq8')).toEqual({ kind: 'retry' });
    expect(remedyFor(undefined, 'GJLlxj_dtq8')).toEqual({ kind: 'retry' });
  });
});

describe('reasonOf', () => {
  it('finds the reason of a catalogued sentence, and none for other text', () => {
    expect(reasonOf(ERROR_MESSAGES.youtube_captions_disabled)).toBe('youtube_captions_disabled');
    expect(reasonOf('Something odd happened')).toBeUndefined();
    expect(reasonOf(undefined)).toBeUndefined();
  });
});
