import { describe, expect, it } from 'vitest';
import { SUPPORTED_LEARNING_LANGUAGES } from '../../../common/languages.ts';
import { coreVocabularyLookup } from '../../dictionaries/core/word.ts';
import { createLanguageEngine } from '../../language/index.ts';
import { coreVocabularyProvider } from '../../providers/translate/core.ts';
import { createTranslator } from '../../providers/translate/translator.ts';
import type { MaterialInput } from '../types.ts';
import { offlineGenerator } from './index.ts';

const engine = createLanguageEngine();
/** The translator a self-hosted install has without a model for Korean: the core vocabulary only. */
const translator = createTranslator({
  providers: [coreVocabularyProvider(coreVocabularyLookup(engine, SUPPORTED_LEARNING_LANGUAGES))],
});

const input = (language: string, nativeLanguage: string, texts: string[]): MaterialInput => ({
  noteId: 'n',
  title: 'A morning',
  language: language as MaterialInput['language'],
  nativeLanguage,
  level: 'beginner',
  lines: texts.map((text, i) => ({ start: i * 12, end: i * 12 + 10, text, words: [] })),
});

describe('offline study material with the core vocabulary (ADR 16)', () => {
  it('glosses a Korean note’s word cards and study-guide vocabulary, without a model', async () => {
    const drafts = await offlineGenerator.generate(
      input('ko', 'en', ['오늘 아침에 친구를 만났어요.', '친구와 학교에서 밥을 먹었어요.', '학교 친구는 정말 좋아요.']),
      { engine, translator },
      async () => {},
    );
    const glossed = Object.fromEntries(drafts.words.map((w) => [w.lemma, w.translation]));
    expect(glossed.친구).toMatch(/friend/);
    expect(glossed.학교).toMatch(/school/);
    const guide = Object.fromEntries(drafts.studyGuide!.keyVocabulary.map((v) => [v.lemma, v.translation]));
    expect(Object.values(guide).some((t) => t && /friend|school|eat/.test(t))).toBe(true);
  });

  it('glosses an English note in Korean for a Korean speaker', async () => {
    const drafts = await offlineGenerator.generate(
      input('en', 'ko', ['I drink water every morning.', 'My friend drinks coffee in the morning.']),
      { engine, translator },
      async () => {},
    );
    const translations = drafts.words.map((w) => w.translation).filter(Boolean);
    expect(translations.length).toBeGreaterThan(0);
    for (const t of translations) expect(t).toMatch(/\p{Script=Hangul}/u);
  });
});
