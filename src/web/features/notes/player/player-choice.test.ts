import { describe, expect, it } from 'vitest';
import { wantsClock } from './player-choice.ts';

describe('wantsClock', () => {
  it('uses YouTube for a video by default', () =>
    expect(wantsClock({ videoId: 'GJLlxj_dtq8', search: '', stored: null })).toBe(false));
  it('uses the clock when there is no video', () =>
    expect(wantsClock({ videoId: null, search: '', stored: null })).toBe(true));
  it('uses the clock when the URL asks for it', () =>
    expect(wantsClock({ videoId: 'GJLlxj_dtq8', search: '?player=clock', stored: null })).toBe(true));
  it('uses the clock when storage asks for it', () =>
    expect(wantsClock({ videoId: 'GJLlxj_dtq8', search: '', stored: 'clock' })).toBe(true));
  it('lets the URL overrule storage', () =>
    expect(wantsClock({ videoId: 'GJLlxj_dtq8', search: '?player=youtube', stored: 'clock' })).toBe(false));
});
