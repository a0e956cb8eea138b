import { beforeAll, describe, expect, it } from 'vitest';
import { createLanguageEngine } from './index.ts';

const engine = createLanguageEngine();
beforeAll(() => engine.ready());

describe('difficulty and stop-words', () => {
  it('ranks listed lemmas and bands them', () => {
    expect(engine.difficulty('go', 'en')).toEqual({ rank: expect.any(Number), band: 'basic' });
    expect(engine.difficulty('zygote', 'en')).toEqual({ rank: null, band: 'advanced' });
    expect(engine.difficulty('the', 'en').band).toBe('basic');
    const tail = engine.difficulty('wrist', 'en');
    expect(tail.band).toBe('intermediate');
  });

  it('finds a Japanese word written in kana under its kanji entry', () => {
    expect(engine.difficulty('わかる', 'ja')).toEqual(engine.difficulty('分かる', 'ja'));
    expect(engine.difficulty('わかる', 'ja').rank).not.toBeNull();
  });

  it('knows stop-words by lemma in every language', () => {
    for (const [lang, word] of [
      ['en', 'the'],
      ['fr', 'le'],
      ['de', 'der'],
      ['es', 'el'],
      ['ru', 'и'],
      ['ko', '에서'],
      ['ja', 'は'],
    ] as const) {
      expect(engine.isStopWord(word, lang)).toBe(true);
    }
    expect(engine.isStopWord('house', 'en')).toBe(false);
  });
});

describe('wordsWorthLearning', () => {
  const text =
    'The children went to the museum. The children saw ancient sarcophagi and curious artefacts. Children love museums.';
  const tokens = engine.tokenize(text, 'en');

  it('keeps content words once per lemma with their first occurrence and count', () => {
    const words = engine.wordsWorthLearning(tokens, 'en', 'beginner');
    const child = words.find((w) => w.lemma === 'child')!;
    expect(child.count).toBe(3);
    expect(child.firstOccurrence.start).toBe(text.indexOf('children'));
    expect(words.map((w) => w.lemma)).not.toContain('the');
    expect(new Set(words.map((w) => w.lemma)).size).toBe(words.length);
  });

  it('orders by the learner level', () => {
    const bands = (level: 'beginner' | 'intermediate' | 'advanced') =>
      engine.wordsWorthLearning(tokens, 'en', level).map((w) => w.band);
    expect(bands('beginner')[0]).toBe('basic');
    expect(bands('advanced')[0]).toBe('advanced');
    expect(bands('intermediate')[0]).not.toBe('basic');
    expect(bands('beginner')).toEqual(
      [...bands('beginner')].sort(
        (a, b) => ['basic', 'intermediate', 'advanced'].indexOf(a) - ['basic', 'intermediate', 'advanced'].indexOf(b),
      ),
    );
  });

  it('leaves out names, numbers and particles', () => {
    const lemmas = engine
      .wordsWorthLearning(engine.tokenize('Anna studied 3 hours. 学校で日本語を勉強しました。', 'en'), 'en', 'beginner')
      .map((w) => w.lemma);
    expect(lemmas).not.toContain('Anna');
    expect(lemmas).not.toContain('3');
    const japanese = engine
      .wordsWorthLearning(engine.tokenize('学校で日本語を勉強しました。', 'ja'), 'ja', 'beginner')
      .map((w) => w.lemma);
    expect(japanese).toEqual(expect.arrayContaining(['学校', '日本語', '勉強']));
    expect(japanese).not.toContain('で');
    expect(japanese).not.toContain('する');
  });
});
