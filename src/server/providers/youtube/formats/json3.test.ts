import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCaptions } from './index.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../test/fixtures', name), 'utf8');

describe('json3', () => {
  it('reads word times as event start + tOffsetMs, ending at the next word or the event end', () => {
    const body = JSON.stringify({
      wireMagic: 'pb3',
      events: [
        { tStartMs: 0, dDurationMs: 5000, id: 1, wpWinPosId: 1 },
        {
          tStartMs: 1200,
          dDurationMs: 2000,
          wWinId: 1,
          segs: [{ utf8: 'hey' }, { utf8: ' guys', tOffsetMs: 240 }, { utf8: ' welcome', tOffsetMs: 600 }],
        },
        { tStartMs: 3190, dDurationMs: 10, wWinId: 1, aAppend: 1, segs: [{ utf8: '\n' }] },
      ],
    });
    expect(parseCaptions(body, 'json3')).toEqual([
      {
        start: 1.2,
        end: 3.2,
        text: 'hey guys welcome',
        words: [
          { text: 'hey', start: 1.2, end: 1.44 },
          { text: 'guys', start: 1.44, end: 1.8 },
          { text: 'welcome', start: 1.8, end: 3.2 },
        ],
      },
    ]);
  });

  it('keeps a manual event as one cue without word times, with its line break', () => {
    const body =
      '{"events":[{"tStartMs":27900,"dDurationMs":3900,"segs":[{"utf8":"But if you edit photos,\\nyou&#39;ll want more."}]}]}';
    expect(parseCaptions(body, 'json3')).toEqual([
      { start: 27.9, end: 31.8, text: "But if you edit photos,\nyou'll want more." },
    ]);
  });

  it('splits a seg holding several words across its span', () => {
    const body =
      '{"events":[{"tStartMs":0,"dDurationMs":3000,"segs":[{"utf8":"one two"},{"utf8":" three","tOffsetMs":2000}]}]}';
    expect(parseCaptions(body, 'json3')[0].words).toEqual([
      { text: 'one', start: 0, end: 1 },
      { text: 'two', start: 1, end: 2 },
      { text: 'three', start: 2, end: 3 },
    ]);
  });

  it('drops events left empty once sound labels are removed', () => {
    const body =
      '{"events":[{"tStartMs":0,"dDurationMs":1200,"segs":[{"utf8":"[Music]"}]},{"tStartMs":1200,"dDurationMs":900,"segs":[{"utf8":"hi"}]}]}';
    expect(parseCaptions(body, 'json3').map((cue) => cue.text)).toEqual(['hi']);
  });

  it('parses the written ASR fixture: one cue per line event, nothing from [Music]', () => {
    const cues = parseCaptions(fixture('GJLlxj_dtq8.en.asr.json3'), 'json3');
    expect(cues).toHaveLength(16); // 15 spoken lines and the hold event
    expect(cues[0]).toMatchObject({ start: 1.2, end: 5.1, text: "so i've been using this little tablet" });
    expect(cues[0].words?.map((w) => w.start)).toEqual([1.2, 1.44, 1.62, 1.8, 2.1, 2.28, 2.58]);
    expect(cues.some((cue) => /music/i.test(cue.text))).toBe(false);
    const resent = cues.find((cue) => cue.start === 30.3)!;
    expect(resent.text).toBe("but if you edit photos or play games\nyou'll want something faster");
    expect(resent.words?.find((w) => w.text === 'faster')).toEqual({ text: 'faster', start: 31.14, end: 32.64 });
  });

  it('names the event that is malformed', () => {
    expect(() => parseCaptions(fixture('GJLlxj_dtq8.cs.broken.json3'), 'json3')).toThrow(/^json3: event 2: tStartMs: /);
    expect(() => parseCaptions('{"events":[{"segs":[{"utf8":"a","tOffsetMs":-5}]}]}', 'json3')).toThrow(
      /event 1: segs\.0\.tOffsetMs/,
    );
  });

  it('names the line of broken JSON, and rejects a document without events', () => {
    expect(() => parseCaptions('{\n"events": [\n{"tStartMs" 0}\n]}', 'json3')).toThrow('json3: line 3: not valid JSON');
    expect(() => parseCaptions('<html></html>', 'json3')).toThrow(/^json3: .*not valid JSON/);
    expect(() => parseCaptions('{"wireMagic":"pb3"}', 'json3')).toThrow('json3: document: no "events" array');
    expect(() => parseCaptions('[]', 'json3')).toThrow('no "events" array');
  });
});
