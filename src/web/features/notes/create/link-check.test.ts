import { describe, expect, it } from 'vitest';
import { checkLink } from './link-check.ts';

describe('checkLink', () => {
  it('is empty for blank text', () => expect(checkLink('  ')).toEqual({ state: 'empty' }));
  it('finds the id of a short link', () =>
    expect(checkLink('https://youtu.be/GJLlxj_dtq8')).toEqual({ state: 'valid', videoId: 'GJLlxj_dtq8' }));
  it('finds the id of a watch link with extra parameters', () =>
    expect(checkLink('https://www.youtube.com/watch?v=GJLlxj_dtq8&t=42s')).toEqual({
      state: 'valid',
      videoId: 'GJLlxj_dtq8',
    }));
  it('rejects other sites and channel pages', () => {
    expect(checkLink('https://vimeo.com/123456')).toEqual({ state: 'invalid' });
    expect(checkLink('https://www.youtube.com/@somechannel')).toEqual({ state: 'invalid' });
  });
});
