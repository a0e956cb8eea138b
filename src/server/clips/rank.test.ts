import { describe, expect, it } from 'vitest';
import { cutIntoMinutes, measureWindow, previewOf } from './measure.ts';
import { clipScore, rankClips } from './rank.ts';
import { templateReason } from './reasons.ts';

const line = (start: number, text: string) => ({ start, end: start + 4, text });

describe('one-minute windows and their measures', () => {
  const lines = [
    line(0, 'hello there my friend how are you today'),
    line(30, 'the weather is nice and sunny here'),
    line(61, 'short'),
    line(125, 'we talk about things we like and things we do'),
  ];
  const lemmas = lines.map((l) => l.text.split(' '));

  it('puts a line in the minute it starts in and leaves out minutes with almost nothing said', () => {
    const windows = cutIntoMinutes(lines, lemmas, 190);
    expect(windows.map((w) => [w.start, w.end])).toEqual([
      [0, 60],
      [120, 180],
    ]);
    expect(windows[0]!.lines).toHaveLength(2);
    // The last minute ends with the video.
    expect(cutIntoMinutes(lines, lemmas, 150).at(-1)!.end).toBe(150);
  });

  it('counts known occurrences, new words without function words, and words per spoken second', () => {
    const [window] = cutIntoMinutes(lines, lemmas, 190);
    const statuses: Record<string, 'known' | 'ignored'> = { hello: 'known', friend: 'known', the: 'ignored' };
    const m = measureWindow(
      window!,
      (l) => statuses[l],
      (l) => ['my', 'are', 'is', 'and', 'how'].includes(l),
    );
    expect(m.words).toBe(15);
    // 14 counted (the is ignored), 2 known.
    expect(m.knownShare).toBeCloseTo(2 / 14);
    // there you today weather nice sunny here = 7 new a minute (hello, friend known; function words left out).
    expect(m.newWordsPerMinute).toBe(7);
    // 15 words in 8 s of speech.
    expect(m.wordsPerSecond).toBe(1.9);
    expect(previewOf(window!, 20)).toBe('hello there my…');
  });
});

describe('ranking for a level', () => {
  const base = { words: 120, speakingSeconds: 55, grammarPoints: 1 };
  const familiar = { ...base, start: 60, knownShare: 0.95, newWordsPerMinute: 2, wordsPerSecond: 1.8 };
  const dense = { ...base, start: 0, knownShare: 0.4, newWordsPerMinute: 30, wordsPerSecond: 3.6 };

  it('ranks a minute of known words spoken calmly above a dense fast one for a beginner', () => {
    expect(rankClips([dense, familiar], 'beginner').map((c) => c.start)).toEqual([60, 0]);
    expect(clipScore(familiar, 'beginner')).toBeGreaterThan(80);
    expect(clipScore(dense, 'beginner')).toBeLessThan(45);
  });

  it('gives an advanced learner more for new words and grammar than a beginner does', () => {
    const rich = { ...base, start: 0, knownShare: 0.6, newWordsPerMinute: 22, wordsPerSecond: 3.2, grammarPoints: 3 };
    const plain = { ...base, start: 60, knownShare: 0.95, newWordsPerMinute: 0, wordsPerSecond: 1.5, grammarPoints: 0 };
    expect(rankClips([plain, rich], 'advanced')[0]!.start).toBe(0);
    expect(rankClips([plain, rich], 'beginner')[0]!.start).toBe(60);
  });

  it('scores a minute with little speech lower than the same minute fully spoken', () => {
    expect(clipScore({ ...familiar, speakingSeconds: 10 }, 'beginner')).toBeLessThan(clipScore(familiar, 'beginner'));
  });
});

describe('offline reasons', () => {
  const m = { knownPercent: 82, newWordsPerMinute: 4.4, wordsPerSecond: 1.5, grammarPoints: ['Past simple'] };

  it('says the measures in the native language', () => {
    expect(templateReason(m, 'beginner', 'en')).toBe(
      'You already know 82% of its words. About 4 new words a minute. Calm, slow speech (1.5 words a second). Grammar to notice: Past simple.',
    );
    expect(templateReason(m, 'beginner', 'fr')).toContain('1,5 mots par seconde');
    expect(templateReason({ ...m, wordsPerSecond: 3.9 }, 'beginner', 'ko')).toContain('말이 빨라요');
    expect(templateReason(m, 'beginner', 'ja')).toMatch(/^単語の82%をもう知っています。新しい/);
  });

  it('leaves the known share out while the learner knows none, and reads English in other languages', () => {
    expect(templateReason({ ...m, knownPercent: 0, newWordsPerMinute: 0.4 }, 'advanced', 'pt')).toBe(
      'Hardly any new words. Calm, slow speech (1.5 words a second). Grammar to notice: Past simple.',
    );
  });
});
