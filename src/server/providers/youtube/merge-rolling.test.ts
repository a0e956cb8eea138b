import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCaptions } from './formats/index.ts';
import { MAX_SENTENCE_SECONDS, MAX_SENTENCE_WORDS, mergeRollingCaptions } from './merge-rolling.ts';
import type { Cue } from './types.ts';

const fixtures = join(import.meta.dirname, 'test/fixtures');
const read = (name: string) => readFileSync(join(fixtures, name), 'utf8');

/** Cue with word times from `[word, seconds]` pairs. */
function timedCue(start: number, end: number, words: [string, number][]): Cue {
  return {
    start,
    end,
    text: words.map(([w]) => w).join(' '),
    words: words.map(([text, at], i) => ({ text, start: at, end: words[i + 1]?.[1] ?? end })),
  };
}

describe('mergeRollingCaptions on the written json3 ASR track', () => {
  const sentences = mergeRollingCaptions(parseCaptions(read('GJLlxj_dtq8.en.asr.json3'), 'json3'), 'en');

  it('cuts sentences at pauses, since this track has no punctuation', () => {
    expect(sentences.map((s) => s.text)).toEqual([
      "so i've been using this little tablet for about two weeks now and honestly it surprised me",
      "it's light enough to hold in one hand the screen is bright and the keyboard is better than i expected",
      'battery life is the weak spot',
      'i get around six hours if i keep the brightness low',
      "for writing email and watching videos it's more than enough but if you edit photos or play games you'll want something faster",
      'would i buy it again',
      'yeah i think i would',
    ]);
  });

  it('keeps every spoken word exactly once: the re-sent line and the hold event add nothing', () => {
    const events = JSON.parse(read('GJLlxj_dtq8.en.asr.json3')).events as {
      segs?: { utf8: string; tOffsetMs?: number }[];
    }[];
    // Spoken words are the segs that have their own offset, plus each line's first seg.
    const spoken = events
      .filter((e) => e.segs && e.segs.length > 1 && e.segs.some((s) => s.tOffsetMs !== undefined))
      .flatMap((e) => e.segs!.filter((s, i, all) => s.tOffsetMs !== undefined || all[i + 1]?.tOffsetMs !== undefined))
      .map((s) => s.utf8.trim());
    expect(sentences.flatMap((s) => s.words.map((w) => w.text))).toEqual(spoken);
    expect(spoken).toHaveLength(86);
  });

  it('gives each word its own time: start + offset, ending at the next word or its event end', () => {
    expect(sentences[0].words.slice(-4)).toEqual([
      { text: 'honestly', start: 4.68, end: 5.1 },
      { text: 'it', start: 5.1, end: 5.25 },
      { text: 'surprised', start: 5.25, end: 5.73 },
      { text: 'me', start: 5.73, end: 7.23 }, // its event ends 1.5 s after the word, before the pause is over
    ]);
    expect(sentences[4].words.slice(-5)).toEqual([
      { text: 'games', start: 29.55, end: 30.3 },
      { text: "you'll", start: 30.3, end: 30.54 },
      { text: 'want', start: 30.54, end: 30.78 },
      { text: 'something', start: 30.78, end: 31.14 },
      { text: 'faster', start: 31.14, end: 32.64 },
    ]);
    expect(sentences[6]).toMatchObject({ start: 36.2, end: 38.6 });
  });
});

describe('mergeRollingCaptions on the real youtube-dl VTT', () => {
  it('drops the rolling repeats and keeps the inline word times', () => {
    const sentences = mergeRollingCaptions(parseCaptions(read('recorded/webvtt-py/youtube_dl.vtt'), 'vtt'), 'en');
    expect(sentences).toEqual([
      {
        start: 286.07,
        end: 304.08,
        text: 'yeah what',
        words: [
          { text: 'yeah', start: 286.07, end: 286.47 },
          { text: 'what', start: 286.47, end: 304.08 },
        ],
      },
      {
        start: 304.08,
        end: 305.269,
        text: "this will happen is I'm telling",
        words: [
          { text: 'this', start: 304.08, end: 304.199 },
          { text: 'will', start: 304.199, end: 304.379 },
          { text: 'happen', start: 304.379, end: 304.62 },
          { text: 'is', start: 304.62, end: 304.86 },
          { text: "I'm", start: 304.86, end: 305.069 },
          { text: 'telling', start: 305.069, end: 305.269 }, // zero-length in the file; given 0.2 s to be highlightable
        ],
      },
    ]);
  });
});

describe('mergeRollingCaptions rules', () => {
  it('ends sentences at punctuation, but not after abbreviations or initials', () => {
    const cue = timedCue(0, 6, [
      ['Mr.', 0],
      ['Smith', 0.3],
      ['met', 0.6],
      ['J.', 0.9],
      ['Doe.', 1.2],
      ['Really?', 1.6],
      ['Yes!', 2],
      ['Okay', 2.4],
    ]);
    expect(mergeRollingCaptions([cue], 'en').map((s) => s.text)).toEqual([
      'Mr. Smith met J. Doe.',
      'Really?',
      'Yes!',
      'Okay',
    ]);
  });

  it('treats 1.2 s of silence as a boundary, counting at most 0.8 s for the word itself', () => {
    const split = timedCue(0, 10, [
      ['one', 0],
      ['two', 0.3],
      ['three', 2.3],
    ]);
    const joined = timedCue(0, 10, [
      ['one', 0],
      ['two', 0.3],
      ['three', 2.2],
    ]);
    expect(mergeRollingCaptions([split], 'en').map((s) => s.text)).toEqual(['one two', 'three']);
    expect(mergeRollingCaptions([joined], 'en').map((s) => s.text)).toEqual(['one two three']);
  });

  it(`caps unpunctuated speech at ${MAX_SENTENCE_WORDS} words, cutting after a comma when there is one`, () => {
    const words: [string, number][] = Array.from({ length: 70 }, (_, i) => [i === 20 ? 'w20,' : `w${i}`, i * 0.25]);
    const sentences = mergeRollingCaptions([timedCue(0, 18, words)], 'en');
    expect(sentences.every((s) => s.words.length <= MAX_SENTENCE_WORDS)).toBe(true);
    expect(sentences[0].words.at(-1)!.text).toBe('w20,');
    expect(sentences.flatMap((s) => s.words)).toHaveLength(70);
  });

  it(`caps a sentence at ${MAX_SENTENCE_SECONDS} s, cutting at the longest gap`, () => {
    const words: [string, number][] = Array.from({ length: 26 }, (_, i) => [`w${i}`, i + (i >= 14 ? 0.5 : 0)]);
    const sentences = mergeRollingCaptions([timedCue(0, 27, words)], 'en');
    expect(sentences[0].words.at(-1)!.text).toBe('w13');
    expect(sentences.every((s) => s.end - s.start <= MAX_SENTENCE_SECONDS)).toBe(true);
  });

  it('drops a line that grows word by word from the previous one', () => {
    const cues: Cue[] = [
      { start: 0, end: 1, text: 'this' },
      { start: 1, end: 2, text: 'this will' },
      { start: 2, end: 3, text: 'this will happen' },
    ];
    expect(mergeRollingCaptions(cues, 'en')).toEqual([
      {
        start: 0,
        end: 3,
        text: 'this will happen',
        words: [
          { text: 'this', start: 0, end: 1 },
          { text: 'will', start: 1, end: 2 },
          { text: 'happen', start: 2, end: 3 },
        ],
      },
    ]);
  });

  it('drops a hold cue that shows both lines of the window again', () => {
    const cues: Cue[] = [
      { start: 0, end: 2, text: 'we went home' },
      { start: 2, end: 4, text: 'we went home\nand slept' },
      { start: 4, end: 4.5, text: 'we went home\nand slept' },
    ];
    expect(mergeRollingCaptions(cues, 'en').map((s) => s.text)).toEqual(['we went home and slept']);
  });

  it('spreads only the new line of an untimed rolling cue over the cue', () => {
    const cues: Cue[] = [
      { start: 0, end: 2, text: 'first line here' },
      { start: 2, end: 4, text: 'first line here\nsecond one' },
    ];
    expect(mergeRollingCaptions(cues, 'en')[0].words.slice(3)).toEqual([
      { text: 'second', start: 2, end: 3 },
      { text: 'one', start: 3, end: 4 },
    ]);
  });

  it('keeps a repeated line that was really said again: it has word times of its own', () => {
    const cues = [
      timedCue(0, 1, [
        ['no', 0],
        ['no', 0.4],
      ]),
      timedCue(1, 2, [
        ['no', 1],
        ['no', 1.4],
      ]),
    ];
    expect(mergeRollingCaptions(cues, 'en')[0].text).toBe('no no no no');
  });

  it('joins words without spaces in Japanese and sorts cues by time', () => {
    const cues = [
      timedCue(2, 3, [
        ['天気', 2],
        ['です。', 2.5],
      ]),
      timedCue(0, 2, [
        ['今日は', 0],
        ['いい', 1],
      ]),
    ];
    expect(mergeRollingCaptions(cues, 'ja').map((s) => s.text)).toEqual(['今日はいい天気です。']);
  });
});
