import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCaptions } from './index.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../test/fixtures', name), 'utf8');

describe('srv3', () => {
  it('reads <s t> word offsets from the paragraph start', () => {
    const body = `<?xml version="1.0" encoding="utf-8" ?><timedtext format="3">
<head><ws id="0"/><wp id="0"/></head>
<body>
<w t="0" id="1" wp="0" ws="0"/>
<p t="1360" d="4720" w="1"><s ac="0">so</s><s t="320" ac="0"> today</s><s t="800" ac="0"> we&amp;#39;re</s></p>
<p t="3990" d="2090" w="1" a="1">
</p>
</body>
</timedtext>`;
    expect(parseCaptions(body, 'srv3')).toEqual([
      {
        start: 1.36,
        end: 6.08,
        text: "so today we're",
        words: [
          { text: 'so', start: 1.36, end: 1.68 },
          { text: 'today', start: 1.68, end: 2.16 },
          { text: "we're", start: 2.16, end: 6.08 },
        ],
      },
    ]);
  });

  it('parses the written manual track: double-encoded entities, two-line cue, label-only cue dropped', () => {
    const cues = parseCaptions(fixture('GJLlxj_dtq8.en.srv3'), 'srv3');
    expect(cues).toHaveLength(10);
    expect(cues[0]).toEqual({
      start: 1.2,
      end: 5.1,
      text: "So I've been using this little tablet for about two weeks now,",
    });
    expect(cues[6].text).toBe("For writing, email & watching videos, it's more than enough.");
    expect(cues[7]).toEqual({
      start: 27.9,
      end: 31.8,
      text: "But if you edit photos or play games,\nyou'll want something faster.",
    });
    expect(cues.at(-1)!.text).toBe('Yeah, I think I would.');
  });

  it('turns <br/> into a line break and treats a missing d as zero length', () => {
    expect(parseCaptions('<timedtext><body><p t="500">one<br/>two</p></body></timedtext>', 'srv3')).toEqual([
      { start: 0.5, end: 0.5, text: 'one\ntwo' },
    ]);
  });

  it.each([
    [
      '<timedtext format="3">\n<body>\n<p t="10" d="5">hi</s>\n</body></timedtext>',
      'srv3: line 3: </s> closes <p> opened on line 3',
    ],
    ['<timedtext format="3">\n<body>\n<p t="10" d="5">hi</p>\n', 'srv3: line 2: <body> is never closed'],
    ['<timedtext>\n<body>\n<p d="5">no start</p>\n</body></timedtext>', 'srv3: line 3: <p> has no t="…"'],
    [
      '<timedtext>\n<body>\n\n<p t="soon" d="5">x</p></body></timedtext>',
      'srv3: line 4: <p> has t="soon", not a number',
    ],
    [
      '<timedtext>\n<body>\n<p t="1" d="5">a < b</p></body></timedtext>',
      'srv3: line 3: a "<" that does not start a valid tag',
    ],
    [
      '<transcript><text start="1">legacy</text></transcript>',
      'srv3: line 1: root element is <transcript>, expected <timedtext>',
    ],
    ['', 'srv3: line 1: no XML element found'],
    ['<timedtext></timedtext>\n<timedtext></timedtext>', 'srv3: line 2: a second root element <timedtext>'],
    ['stray text <timedtext></timedtext>', 'srv3: line 1: text outside the root element'],
  ])('rejects malformed input naming the line: %j', (body, message) => {
    expect(() => parseCaptions(body, 'srv3')).toThrow(message);
  });

  it('decodes the XML layer, then the caption text once: encoded markup is removed with its script', () => {
    const body =
      '<timedtext format="3"><body>' +
      '<p t="0" d="1000">&lt;script&gt;alert(1)&lt;/script&gt;Hallo</p>' +
      '<p t="1000" d="1000">Tom &amp;amp;amp; Jerry</p>' +
      '</body></timedtext>';
    expect(parseCaptions(body, 'srv3').map((cue) => cue.text)).toEqual(['Hallo', 'Tom &amp; Jerry']);
  });
});
