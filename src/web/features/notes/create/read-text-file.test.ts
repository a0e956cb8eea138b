// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readTextFile } from './read-text-file.ts';

describe('readTextFile', () => {
  it('reads UTF-8 subtitles as text', async () => {
    const file = new File(['1\n00:00:01,000 --> 00:00:02,000\n안녕하세요\n'], 'ko.srt', {
      type: 'application/x-subrip',
    });
    expect(await readTextFile(file)).toContain('안녕하세요');
  });
});
