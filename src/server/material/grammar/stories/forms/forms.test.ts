import { describe, expect, it } from 'vitest';
import { inflectGerman } from './de.ts';
import { inflectEnglish } from './en.ts';
import { inflectJapanese } from './ja.ts';
import { inflectKorean } from './ko.ts';
import { contractFrench, contractSpanish, inflectFrench, inflectSpanish } from './romance.ts';
import { inflectRussian } from './ru.ts';
import type { Inflect, VocabWord } from './types.ts';

const forms = (inflect: Inflect, word: VocabWord, names: (string | undefined)[]) =>
  names.map((name) => inflect(word, name));

describe('English forms', () => {
  it('conjugates regular and irregular verbs', () => {
    expect(forms(inflectEnglish, { lemma: 'stop', kind: 'v' }, ['ing', 'past', 'pp', 's'])).toEqual([
      'stopping',
      'stopped',
      'stopped',
      'stops',
    ]);
    expect(forms(inflectEnglish, { lemma: 'write', kind: 'v' }, ['ing', 'past', 'pp'])).toEqual([
      'writing',
      'wrote',
      'written',
    ]);
    expect(forms(inflectEnglish, { lemma: 'study', kind: 'v' }, ['past', 's'])).toEqual(['studied', 'studies']);
    expect(forms(inflectEnglish, { lemma: 'improve', kind: 'v' }, ['pp', 'ing'])).toEqual(['improved', 'improving']);
  });

  it('compares adjectives and picks a/an', () => {
    expect(forms(inflectEnglish, { lemma: 'big', kind: 'a' }, ['cmp', 'sup'])).toEqual(['bigger', 'biggest']);
    expect(inflectEnglish({ lemma: 'easy', kind: 'a' }, 'cmp')).toBe('easier');
    expect(inflectEnglish({ lemma: 'important', kind: 'a' }, 'cmp')).toBe('more important');
    expect(inflectEnglish({ lemma: 'apple', kind: 'n' }, 'a')).toBe('an apple');
    expect(inflectEnglish({ lemma: 'London', kind: 'n' }, undefined)).toBeNull();
  });
});

describe('French, Spanish and German forms', () => {
  it('chooses the article by gender, and elides before a vowel even without one', () => {
    expect(forms(inflectFrench, { lemma: 'pain', kind: 'n', gender: 'm' }, ['def', 'indef', 'part'])).toEqual([
      'le pain',
      'un pain',
      'du pain',
    ]);
    expect(forms(inflectFrench, { lemma: 'huile', kind: 'n' }, ['def', 'part', 'indef'])).toEqual([
      "l'huile",
      "de l'huile",
      null,
    ]);
    expect(inflectFrench({ lemma: 'ville', kind: 'n' }, 'def')).toBeNull();
    expect(forms(inflectSpanish, { lemma: 'receta', kind: 'n', gender: 'f' }, ['def', 'indef'])).toEqual([
      'la receta',
      'una receta',
    ]);
    expect(forms(inflectGerman, { lemma: 'Hund', kind: 'n', gender: 'm' }, ['nom', 'acc', 'dat'])).toEqual([
      'der Hund',
      'den Hund',
      'dem Hund',
    ]);
  });

  it('makes participles only where a rule is sure', () => {
    expect(inflectFrench({ lemma: 'parler', kind: 'v' }, 'pp')).toBe('parlé');
    expect(inflectFrench({ lemma: 'prendre', kind: 'v' }, 'pp')).toBeNull();
    expect(inflectFrench({ lemma: 'arriver', kind: 'v' }, 'pp')).toBeNull();
  });

  it('merges prepositions with articles', () => {
    expect(contractFrench('parler de le film et à le marché')).toBe('parler du film et au marché');
    expect(contractSpanish('hablar de el tema y a el final')).toBe('hablar del tema y al final');
  });
});

describe('Russian forms', () => {
  it('puts regular verbs in the past by gender', () => {
    expect(forms(inflectRussian, { lemma: 'читать', kind: 'v' }, ['past-m', 'past-f', 'past-pl'])).toEqual([
      'читал',
      'читала',
      'читали',
    ]);
    expect(inflectRussian({ lemma: 'учиться', kind: 'v' }, 'past-f')).toBe('училась');
    expect(inflectRussian({ lemma: 'идти', kind: 'v' }, 'past-m')).toBeNull();
  });
});

describe('Korean forms', () => {
  it('conjugates regular stems and adds particles by the final sound', () => {
    expect(forms(inflectKorean, { lemma: '가다', kind: 'v' }, ['yo', 'eoss', 'l', 'nikka', 'go'])).toEqual([
      '가요',
      '갔어요',
      '갈',
      '가니까',
      '가고',
    ]);
    expect(forms(inflectKorean, { lemma: '먹다', kind: 'v' }, ['yo', 'eoss', 'l', 'nikka'])).toEqual([
      '먹어요',
      '먹었어요',
      '먹을',
      '먹으니까',
    ]);
    expect(forms(inflectKorean, { lemma: '공부하다', kind: 'v' }, ['yo', 'eoss'])).toEqual(['공부해요', '공부했어요']);
    expect(forms(inflectKorean, { lemma: '마시다', kind: 'v' }, ['yo', 'aseo'])).toEqual(['마셔요', '마셔서']);
    expect(forms(inflectKorean, { lemma: '오다', kind: 'v' }, ['yo'])).toEqual(['와요']);
    expect(forms(inflectKorean, { lemma: '바쁘다', kind: 'a' }, ['yo'])).toEqual(['바빠요']);
    expect(forms(inflectKorean, { lemma: '만들다', kind: 'v' }, ['l', 'nikka'])).toEqual(['만들', '만드니까']);
    expect(inflectKorean({ lemma: '듣다', kind: 'v' }, 'yo')).toBeNull();
    expect(forms(inflectKorean, { lemma: '책', kind: 'n' }, ['eul', 'eun', 'i'])).toEqual(['책을', '책은', '책이']);
    expect(forms(inflectKorean, { lemma: '바다', kind: 'n' }, ['eul', 'eun', 'i'])).toEqual([
      '바다를',
      '바다는',
      '바다가',
    ]);
  });
});

describe('Japanese forms', () => {
  it('conjugates godan, ichidan and irregular verbs', () => {
    expect(
      forms(inflectJapanese, { lemma: '読む', kind: 'v', reading: 'よむ' }, ['masu', 'te', 'ta', 'nai', 'pot', 'tai']),
    ).toEqual(['読みます', '読んで', '読んだ', '読まない', '読める', '読みたい']);
    expect(forms(inflectJapanese, { lemma: '見る', kind: 'v', reading: 'みる' }, ['masu', 'te', 'nai', 'pot'])).toEqual(
      ['見ます', '見て', '見ない', '見られる'],
    );
    expect(forms(inflectJapanese, { lemma: '帰る', kind: 'v', reading: 'かえる' }, ['masu', 'te'])).toEqual([
      '帰ります',
      '帰って',
    ]);
    expect(forms(inflectJapanese, { lemma: '行く', kind: 'v', reading: 'いく' }, ['te', 'ta'])).toEqual([
      '行って',
      '行った',
    ]);
    expect(forms(inflectJapanese, { lemma: '買う', kind: 'v', reading: 'かう' }, ['nai'])).toEqual(['買わない']);
    expect(forms(inflectJapanese, { lemma: 'する', kind: 'v' }, ['masu', 'pot'])).toEqual(['します', 'できる']);
    expect(inflectJapanese({ lemma: '着る', kind: 'v' }, 'masu')).toBeNull(); // no reading: the class is unknown
  });
});
