import { describe, expect, it } from 'vitest';
import { allGrammarPoints } from './catalogue/index.ts';
import { findGrammarPoints } from './find.ts';
import { grammarExplanationLanguage } from './localize.ts';
import { pointTexts } from './texts/index.ts';
import { inputOf, toolsWith } from './test-support.ts';
import { EXPLANATION_LANGUAGES } from './types.ts';

const LINES = [
  "I've been learning to cook for a year.",
  'If I had a bigger kitchen, I would cook every day.',
  'You can use any pan.',
  'You should heat the oil first.',
  'You must not burn the garlic.',
  'You can add salt later.',
  'You can add salt later.',
];

describe('findGrammarPoints', () => {
  it('reports each point once with up to three example lines, a repeated line counting once', () => {
    const points = findGrammarPoints(inputOf('en', LINES), toolsWith());
    const modal = points.find((p) => p.pointId === 'en.modal-verbs')!;
    expect(modal.examples).toEqual([
      { lineIndex: 2, text: 'You can use any pan.', match: 'can use' },
      { lineIndex: 3, text: 'You should heat the oil first.', match: 'should heat' },
      { lineIndex: 4, text: 'You must not burn the garlic.', match: 'must not burn' },
    ]);
    expect(new Set(points.map((p) => p.pointId)).size).toBe(points.length);
  });

  it('puts the points that suit the learner first', () => {
    const order = (level: 'beginner' | 'advanced') =>
      findGrammarPoints(inputOf('en', LINES, { level }), toolsWith()).map((p) => p.pointId);
    expect(order('beginner')[0]).toBe('en.modal-verbs');
    expect(order('advanced')[0]).toBe('en.second-conditional');
  });

  it('returns at most eight points and nothing for a transcript without any', () => {
    const busy = [
      '저는 학생이에요.',
      '어제 친구를 만났어요.',
      '내일 부산에 갈 거예요.',
      '바다를 보고 싶어요.',
      '비가 오니까 집에서 쉴 거예요.',
      '이 식당은 비싸지만 맛있어요.',
    ];
    expect(findGrammarPoints(inputOf('ko', busy), toolsWith()).length).toBe(8);
    expect(findGrammarPoints(inputOf('en', ['Hello!', 'Thanks.']), toolsWith())).toEqual([]);
  });

  it('explains in the native language when the catalogue has it', () => {
    const [french] = findGrammarPoints(
      inputOf('en', ['You can use any pan.'], { nativeLanguage: 'fr-CA' }),
      toolsWith(),
    );
    expect(french.title).toBe('Verbes modaux (can, could, should, must, might)');
    expect(french.explanation).toMatch(/^Forme : modal \+ base verbale/);
    const [korean] = findGrammarPoints(
      inputOf('de', ['Ich muss heute arbeiten.'], { nativeLanguage: 'ko' }),
      toolsWith(),
    );
    expect(korean.explanation).toContain('화법조동사');
  });

  it("falls back to English with a line in the learner's language saying so", () => {
    const [portuguese] = findGrammarPoints(
      inputOf('en', ['You can use any pan.'], { nativeLanguage: 'pt-BR' }),
      toolsWith(),
    );
    expect(portuguese.title).toBe('Modal verbs (can, could, should, must, might)');
    expect(portuguese.explanation.split('\n')[0]).toBe('Esta explicação está em inglês.');
    expect(portuguese.explanation).toContain('Form: modal + base verb');
    const [english] = findGrammarPoints(inputOf('fr', ['Je ne sais pas.'], { nativeLanguage: 'en-US' }), toolsWith());
    expect(english.explanation).toMatch(/^Form: ne/);
    const [unknown] = findGrammarPoints(inputOf('fr', ['Je ne sais pas.'], { nativeLanguage: 'xx' }), toolsWith());
    expect(unknown.explanation).toMatch(/^Form: ne/);
  });

  it('names the explanation language by primary subtag', () => {
    expect(grammarExplanationLanguage('ja-JP')).toBe('ja');
    expect(grammarExplanationLanguage('it')).toBe('it');
    expect(grammarExplanationLanguage('ru')).toBe('en');
  });
});

describe('the catalogue', () => {
  it('has a title and an explanation in every UI language for every point', () => {
    for (const point of allGrammarPoints()) {
      const texts = pointTexts(point.id);
      expect(texts, point.id).toBeDefined();
      for (const language of EXPLANATION_LANGUAGES) {
        const [title, explanation] = texts![language];
        expect(title.length, `${point.id} ${language}`).toBeGreaterThan(3);
        expect(
          explanation.split(/[.。!?]\s*/u).filter(Boolean).length,
          `${point.id} ${language}`,
        ).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('uses ids of the form language.point, each once', () => {
    const ids = allGrammarPoints().map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const point of allGrammarPoints()) expect(point.id.startsWith(`${point.language}.`)).toBe(true);
  });
});
