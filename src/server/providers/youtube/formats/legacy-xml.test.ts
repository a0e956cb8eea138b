import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCaptions } from './index.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../test/fixtures', name), 'utf8');

describe('legacy XML', () => {
  it('reads start/dur in seconds and strips the escaped markup', () => {
    const cues = parseCaptions(fixture('GJLlxj_dtq8.ko.xml'), 'xml');
    expect(cues).toHaveLength(10); // the "[음악]" line is dropped
    expect(cues[0]).toEqual({ start: 1.2, end: 5.1, text: '이 작은 태블릿을 2주 정도 써 봤는데,' });
    expect(cues[4]).toEqual({ start: 15.6, end: 18.4, text: '배터리가 약점이에요.' });
    expect(cues[7].text).toBe('하지만 사진 편집이나 게임을 한다면\n더 빠른 게 필요할 거예요.');
  });

  it('decodes entities, CDATA and lets a line without dur last until the next one', () => {
    const body =
      '<transcript><text start="0.5">Don&amp;#39;t stop</text><text start="2.25" dur="1"><![CDATA[R&D]]></text></transcript>';
    expect(parseCaptions(body, 'xml')).toEqual([
      { start: 0.5, end: 2.25, text: "Don't stop" },
      { start: 2.25, end: 3.25, text: 'R&D' },
    ]);
  });

  it.each([
    [
      '<?xml version="1.0" ?>\n<transcript>\n<text dur="2">x</text>\n</transcript>',
      'xml: line 3: <text> has no start="…"',
    ],
    [
      '<transcript>\n<text start="-1" dur="2">x</text></transcript>',
      'xml: line 2: <text> has start="-1", not a number',
    ],
    [
      '<transcript>\n<text start="1" dur="2">x</transcript>',
      'xml: line 2: </transcript> closes <text> opened on line 2',
    ],
    [
      '<timedtext format="3"><body></body></timedtext>',
      'xml: line 1: root element is <timedtext>, expected <transcript>',
    ],
    ['<transcript><text start="1" dur="2>x</text></transcript>', 'xml: line 1: a "<" that does not start a valid tag'],
  ])('rejects malformed input naming the line: %j', (body, message) => {
    expect(() => parseCaptions(body, 'xml')).toThrow(message);
  });
});
