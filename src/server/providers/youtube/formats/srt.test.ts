import { describe, expect, it } from 'vitest';
import { parseCaptions } from './index.ts';

describe('srt', () => {
  it('reads numbered blocks with comma milliseconds, markup and ASS positioning removed', () => {
    const body = [
      '1',
      '00:00:01,200 --> 00:00:05,100',
      '{\\an8}<i>So I’ve been using</i> this tablet,',
      '',
      '2',
      '00:00:05,100 --> 00:00:07,800 X1:40 X2:600 Y1:20 Y2:50',
      '<font color="#ffff00">and honestly,</font>',
      'it surprised me.',
      '',
      '',
      '3',
      '01:00:00,000 --> 01:00:01,500',
      '[applause]',
      '',
    ].join('\r\n');
    expect(parseCaptions(body, 'srt')).toEqual([
      { start: 1.2, end: 5.1, text: 'So I’ve been using this tablet,' },
      { start: 5.1, end: 7.8, text: 'and honestly,\nit surprised me.' },
    ]);
  });

  it('tolerates a file without cue numbers and a trailing block without newline', () => {
    expect(parseCaptions('00:00:00,000 --> 00:00:01,000\nA\n\n00:00:01.000 --> 00:00:02.000\nB', 'srt')).toEqual([
      { start: 0, end: 1, text: 'A' },
      { start: 1, end: 2, text: 'B' },
    ]);
  });

  it.each([
    ['1\n00:00:01,000 -> 00:00:02,000\nhi', 'srt: line 2: expected a timing line "start --> end"'],
    [
      '1\n00:00:01,000 --> 00:00:02,000\nhi\n\nhello there\n00:00:03,000 --> 00:00:04,000\nx',
      'srt: line 5: expected a cue number, found "hello there"',
    ],
    [
      '1\n00:00:01,000 --> 00:00:02,000\nok\n\n2\n00:99:01,000 --> 00:00:02,000\nbad',
      'srt: line 6: malformed timestamp in "00:99:01,000 --> 00:00:02,000"',
    ],
    ['7', 'srt: line 2: expected a timing line'],
  ])('rejects malformed input naming the line: %j', (body, message) => {
    expect(() => parseCaptions(body, 'srt')).toThrow(message);
  });
});
