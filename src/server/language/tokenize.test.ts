import { beforeAll, describe, expect, it } from 'vitest';
import { createLanguageEngine } from './index.ts';
import type { LearningLanguage } from './types.ts';

const engine = createLanguageEngine();
beforeAll(() => engine.ready());

const words = (text: string, lang: LearningLanguage) =>
  engine
    .tokenize(text, lang)
    .filter((t) => t.isWordLike)
    .map((t) => t.surface);
const lemmas = (text: string, lang: LearningLanguage) =>
  engine
    .tokenize(text, lang)
    .filter((t) => t.isWordLike)
    .map((t) => t.lemma);

describe('tokenize: word boundaries', () => {
  it.each<[LearningLanguage, string, string[]]>([
    ['fr', "L'école d’été, c'est aujourd'hui.", ["L'", 'école', 'd’', 'été', "c'", 'est', "aujourd'hui"]],
    ['fr', 'Pouvez-vous venir ? A-t-il mangé ?', ['Pouvez', 'vous', 'venir', 'A', 't', 'il', 'mangé']],
    ['fr', 'peut-être un grand-père', ['peut-être', 'un', 'grand-père']],
    [
      'en',
      "I don't know Mr. Smith's well-known e.g. 3.5 cars.",
      ['I', "don't", 'know', 'Mr.', "Smith's", 'well-known', 'e.g.', '3.5', 'cars'],
    ],
    ['de', 'Das ist z.B. eine E-Mail.', ['Das', 'ist', 'z.B.', 'eine', 'E-Mail']],
    ['ru', 'Кто-то говорит по-русски.', ['Кто-то', 'говорит', 'по-русски']],
    ['ko', '학교에서 친구들이 먹었어요.', ['학교', '에서', '친구들', '이', '먹었어요']],
    ['ja', '日本語を勉強しています。', ['日本語', 'を', '勉強', 'し', 'て', 'い', 'ます']],
  ])('%s: %s', (lang, text, expected) => expect(words(text, lang)).toEqual(expected));

  it('gives every token exact offsets into the text, in every language', () => {
    const samples: [LearningLanguage, string][] = [
      ['en', "  Hello,  world! It's 3:30 — isn't it?"],
      ['fr', "« Oui », dit-elle. L'homme s’en va…"],
      ['de', 'Die Kinder (z.B. Anna) rufen an.'],
      ['es', '¿Dónde está? ¡Dámelo!'],
      ['ru', 'Ну, ёлка — это ёлка.'],
      ['ko', '저는 학생입니다. 진짜요?'],
      ['ja', '「本当？」と彼は言った。😀お弁当を食べた。'],
    ];
    for (const [lang, text] of samples) {
      for (const token of engine.tokenize(text, lang)) expect(text.slice(token.start, token.end)).toBe(token.surface);
    }
  });

  it('marks punctuation as not word-like', () => {
    expect(engine.tokenize('Hi there!', 'en').map((t) => [t.surface, t.isWordLike])).toEqual([
      ['Hi', true],
      ['there', true],
      ['!', false],
    ]);
    expect(engine.tokenize('Hi there!', 'en')[2]).toMatchObject({ pos: 'punct', lemma: '!' });
  });
});

describe('tokenize: lemmas and tags', () => {
  it('tags names, numbers and grammar words', () => {
    const tokens = engine.tokenize('Yesterday Anna bought 3 books in London.', 'en');
    expect(tokens.map((t) => t.pos)).toEqual(['adv', 'propn', 'verb', 'num', 'noun', 'adp', 'propn', 'punct']);
  });

  it('keeps German nouns capitalised and lower-cases the rest', () => {
    expect(lemmas('Die Häuser waren größer als die Bäume.', 'de')).toEqual([
      'der',
      'Haus',
      'sein',
      'groß',
      'als',
      'der',
      'Baum',
    ]);
  });

  it('joins a German separable verb with its particle at the end of the clause', () => {
    const tokens = engine.tokenize('Ich rufe dich morgen an, wenn ich ankomme.', 'de').filter((t) => t.isWordLike);
    expect(tokens.map((t) => t.lemma)).toEqual(['ich', 'anrufen', 'dich', 'morgen', 'an', 'wenn', 'ich', 'ankommen']);
    expect(tokens[4].pos).toBe('part');
  });

  it('gives Japanese readings in hiragana and dictionary forms', () => {
    const tokens = engine.tokenize('友達と映画を見に行きました。', 'ja');
    expect(tokens.find((t) => t.surface === '行き')).toMatchObject({ lemma: '行く', pos: 'verb', reading: 'いき' });
    expect(tokens.find((t) => t.surface === '映画')).toMatchObject({ reading: 'えいが', pos: 'noun' });
    expect(tokens.find((t) => t.surface === '。')?.reading).toBeUndefined();
  });

  it('keeps the honorific お with its noun in Japanese', () => {
    expect(words('お弁当を買いました', 'ja')[0]).toBe('お弁当');
  });

  it('lemmatizes a lone token, keeping a lemma it already has', () => {
    expect(engine.lemmatize({ surface: 'went' }, 'en')).toBe('go');
    expect(engine.lemmatize({ surface: 'Häuser' }, 'de')).toBe('Haus');
    expect(engine.lemmatize({ surface: '먹었어요' }, 'ko')).toBe('먹다');
    expect(engine.lemmatize({ surface: '行きました' }, 'ja')).toBe('行く');
    expect(engine.lemmatize({ surface: 'x', lemma: 'kept' }, 'en')).toBe('kept');
  });
});
