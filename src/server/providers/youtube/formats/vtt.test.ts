import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCaptions } from './index.ts';

const fixtures = join(import.meta.dirname, '../test/fixtures');
const read = (name: string) => readFileSync(join(fixtures, name), 'utf8');

describe('vtt', () => {
  it('parses the real youtube-dl auto-caption file, with inline word times', () => {
    const cues = parseCaptions(read('recorded/webvtt-py/youtube_dl.vtt'), 'vtt');
    expect(cues).toEqual([
      { start: 286.07, end: 286.47, text: 'yeah' },
      // The next timing line follows without a blank line; it still starts a new cue.
      { start: 286.47, end: 304.08, text: 'yeah\nwhat' },
      {
        start: 304.08,
        end: 305.069,
        text: "this will happen is I'm telling",
        words: [
          { text: 'this', start: 304.08, end: 304.199 },
          { text: 'will', start: 304.199, end: 304.379 },
          { text: 'happen', start: 304.379, end: 304.62 },
          { text: 'is', start: 304.62, end: 304.86 },
          { text: "I'm", start: 304.86, end: 305.069 },
          { text: 'telling', start: 305.069, end: 305.069 },
        ],
      },
      { start: 305.069, end: 305.4, text: "this will happen is I'm telling" },
    ]);
  });

  it('parses the written German track: STYLE and NOTE blocks, ids, settings, voice and italic tags', () => {
    const cues = parseCaptions(read('GJLlxj_dtq8.de.vtt'), 'vtt');
    expect(cues).toHaveLength(10); // "[Musik]" is dropped
    expect(cues[0]).toEqual({
      start: 1.2,
      end: 5.1,
      text: 'Ich benutze dieses kleine Tablet jetzt seit etwa zwei Wochen,',
    });
    expect(cues[2].text).toBe('Es ist leicht genug, um es mit einer Hand zu halten,\nder Bildschirm ist hell,');
    expect(cues[3].text).toBe('und die Tastatur ist besser, als ich erwartet hatte.');
    expect(cues[4].text).toBe('Die Akkulaufzeit ist die Schwachstelle.');
    expect(cues[6].text).toBe('Zum Schreiben, für E-Mails & Videos reicht es locker.');
  });

  it('accepts mm:ss.ttt times, CRLF line ends, a BOM and an untitled header', () => {
    const body = '\uFEFFWEBVTT - made by hand\r\n\r\n01:02.500 --> 01:04.000\r\nShort form\r\n';
    expect(parseCaptions(body, 'vtt')).toEqual([{ start: 62.5, end: 64, text: 'Short form' }]);
  });

  it.each([
    ['Kind: captions\n\n00:00:01.000 --> 00:00:02.000\nhi', 'vtt: line 1: missing the "WEBVTT" header'],
    [
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nfine\n\njust text\nmore text',
      'vtt: line 7: expected a cue timing line "start --> end"',
    ],
    [
      'WEBVTT\n\n1\n00:00:01.000 --> 00:00:61.000\nbad seconds',
      'vtt: line 4: malformed timestamp in "00:00:01.000 --> 00:00:61.000"',
    ],
    ['WEBVTT\n\n00:00:01 --> 00:00:02.000\nno millis', 'vtt: line 3: malformed timestamp'],
  ])('rejects malformed input naming the line: %j', (body, message) => {
    expect(() => parseCaptions(body, 'vtt')).toThrow(message);
  });

  it('drops script and style with their content and decodes entities once (hostile cues)', () => {
    const body = [
      'WEBVTT',
      '',
      '00:00:01.000 --> 00:00:02.000',
      '<script>alert(1)</script>Hallo',
      '',
      '00:00:02.000 --> 00:00:03.000',
      '<style>',
      '::cue { color: red }',
      '</style>Guten <b>Morgen</b>',
      '',
      '00:00:03.000 --> 00:00:04.000',
      '&lt;script&gt; ist nur Text &amp;amp; bleibt',
      '',
      '00:00:04.000 --> 00:00:05.000',
      '<script>',
      'document.cookie',
      '',
      '00:00:05.000 --> 00:00:06.000',
      'Tschüss<img src=x onerror=alert(1)>',
    ].join('\n');
    expect(parseCaptions(body, 'vtt').map((cue) => cue.text)).toEqual([
      'Hallo',
      'Guten Morgen',
      '<script> ist nur Text &amp; bleibt',
      'Tschüss',
    ]);
  });
});
