import { describe, expect, it } from 'vitest';
import { analyzeWord } from '../tokenize.ts';
import type { LearningLanguage } from '../types.ts';

const lemma = (word: string, lang: LearningLanguage) => analyzeWord(word, lang, false).lemma;

describe.each<[LearningLanguage, [string, string][]]>([
  [
    'en',
    [
      ['went', 'go'],
      ['children', 'child'],
      ['better', 'good'],
      ['studies', 'study'],
      ['running', 'run'],
      ['stopped', 'stop'],
      ['boxes', 'box'],
      ['wolves', 'wolf'],
      ['bigger', 'big'],
      ['happily', 'happily'],
      ['written', 'write'],
      ['lying', 'lie'],
      // not in the word list: the suffix rules guess
      ['zoomed', 'zoom'],
      ['postponed', 'postpone'],
      ['travelled', 'travel'],
      ['hoping', 'hope'],
      ['gadgets', 'gadget'],
    ],
  ],
  [
    'fr',
    [
      ['est', 'être'],
      ['avons', 'avoir'],
      ['allés', 'aller'],
      ['fait', 'faire'],
      ['parlent', 'parler'],
      ['finissons', 'finir'],
      ['vendu', 'vendre'],
      ['mangeons', 'manger'],
      ['achète', 'acheter'],
      ['appellent', 'appeler'],
      ['journaux', 'journal'],
      ['heureuse', 'heureux'],
      ['petites', 'petit'],
      ['belle', 'beau'],
      ['yeux', 'œil'],
      ['pourrait', 'pouvoir'],
    ],
  ],
  [
    'de',
    [
      ['ging', 'gehen'],
      ['war', 'sein'],
      ['hat', 'haben'],
      ['gelesen', 'lesen'],
      ['gemacht', 'machen'],
      ['eingekauft', 'einkaufen'],
      ['anzurufen', 'anrufen'],
      ['arbeitet', 'arbeiten'],
      ['Häuser', 'Haus'],
      ['Kindern', 'Kind'],
      ['Lehrerinnen', 'Lehrerin'],
      ['Kinderzimmern', 'Kinderzimmer'],
      ['größer', 'groß'],
      ['schönen', 'schön'],
      ['ältesten', 'alt'],
      ['dem', 'der'],
      ['seinem', 'sein'],
    ],
  ],
  [
    'es',
    [
      ['fue', 'ser'],
      ['estoy', 'estar'],
      ['vamos', 'ir'],
      ['tenían', 'tener'],
      ['hablamos', 'hablar'],
      ['comieron', 'comer'],
      ['vivía', 'vivir'],
      ['pienso', 'pensar'],
      ['vuelven', 'volver'],
      ['busqué', 'buscar'],
      ['dámelo', 'dar'],
      ['haciéndolo', 'hacer'],
      ['canciones', 'canción'],
      ['luces', 'luz'],
      ['bonitas', 'bonito'],
      ['cansados', 'cansado'],
    ],
  ],
  [
    'ru',
    [
      ['был', 'быть'],
      ['ест', 'есть'],
      ['иду', 'идти'],
      ['шла', 'идти'],
      ['читаю', 'читать'],
      ['говорили', 'говорить'],
      ['люблю', 'любить'],
      ['рисую', 'рисовать'],
      ['занимается', 'заниматься'],
      ['книгу', 'книга'],
      ['работе', 'работа'],
      ['дня', 'день'],
      ['городах', 'город'],
      ['интересную', 'интересный'],
      ['меня', 'я'],
      ['поедем', 'поехать'],
    ],
  ],
  [
    'ko',
    [
      ['먹었어요', '먹다'],
      ['갔습니다', '가다'],
      ['공부하고', '공부하다'],
      ['예뻐요', '예쁘다'],
      ['봐요', '보다'],
      ['해요', '하다'],
      ['마셔요', '마시다'],
      ['추워요', '춥다'],
      ['몰라요', '모르다'],
      ['들으면서', '듣다'],
      ['사는', '살다'],
      ['만드셨어요', '만들다'],
      ['돼요', '되다'],
      ['그래요', '그렇다'],
      ['학교에서', '학교'],
      ['친구들이', '친구'],
    ],
  ],
])('%s lemmas', (lang, cases) => {
  it.each(cases)('%s → %s', (word, expected) => expect(lemma(word, lang)).toBe(expected));
});

describe('German comparatives keep their word class (issue 11)', () => {
  it.each([
    ['mehr', 'viel'],
    ['länger', 'lang'],
  ])('%s → %s, an adjective, not a noun', (word, expected) => {
    expect(analyzeWord(word, 'de', false)).toMatchObject({ lemma: expected, pos: 'adj' });
  });
});

describe('known limits, kept visible', () => {
  it('keeps Russian aspect partners apart, as dictionaries do', () => {
    expect(lemma('прочитал', 'ru')).toBe('прочитать');
    expect(lemma('читал', 'ru')).toBe('читать');
  });
  it('cannot tell Korean homographs apart without context (들어요: 듣다 "listen" or 들다 "lift")', () => {
    expect(lemma('들어요', 'ko')).toBe('듣다');
  });
});
