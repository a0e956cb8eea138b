// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n, loadLocale } from '../../../i18n/index.ts';
import { materialQuery } from './material-api.ts';
import { StudyGuidePanel } from './StudyGuidePanel.tsx';
import type { StudyContext } from './study-context.ts';
import type { NoteMaterial, StudyGuide } from '../../../lib/api-types.ts';

const NOTE = 'n1';
const lines = [
  { text: '저는 학교에서 공부해요.', start: 3, end: 6 },
  { text: '학교가 커요.', start: 20, end: 33 },
];
/** An offline guide as the server sends it: facts and data, no sentence in any language. */
const offlineGuide: StudyGuide = {
  summary: '',
  facts: {
    language: 'ko',
    seconds: 48,
    lines: 2,
    words: 5,
    frequentWords: [{ word: '학교', count: 2 }],
    opening: lines[0]!.text,
  },
  keyVocabulary: [{ lemma: '학교', translation: 'school', sentenceId: 0 }],
  grammarPoints: [],
  questions: [
    { kind: 'cloze', before: '저는 ', after: '에서 공부해요.', answer: '학교', sentenceId: 0 },
    { kind: 'meaning', word: '학교', answer: 'school', sentenceId: 1 },
  ],
  steps: [
    { kind: 'watch', text: null, numbers: { seconds: 48 } },
    { kind: 'shadow', text: null, numbers: { lines: 2 } },
    { kind: 'review', text: null, numbers: { wordCards: 1, sentenceCards: 1, grammarNotes: 0 } },
    { kind: 'quiz', text: null, numbers: { questions: 2 } },
  ],
};

beforeAll(async () => {
  await Promise.all([loadLocale('ja'), loadLocale('ko')]);
});
afterEach(cleanup);

function setup(lng: string, guide: StudyGuide | null = offlineGuide, studyGuideRequested = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const material: NoteMaterial = {
    status: 'ready',
    progress: 100,
    message: null,
    engine: 'offline',
    noteId: NOTE,
    slices: [],
    studyGuide: guide,
    studyGuideRequested,
  };
  client.setQueryData(materialQuery(NOTE).queryKey, material);
  const i18n = createI18n(lng);
  const study: StudyContext = { noteId: NOTE, language: 'ko', lines, playMoment: vi.fn() };
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <StudyGuidePanel study={study} onOpenGrammar={vi.fn()} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { i18n };
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('StudyGuidePanel', () => {
  it('words the offline guide in English, with the note’s length and only words heard twice', () => {
    setup('en');
    expect(text('guide-fact-length')).toBe('Length0:48');
    expect(text('guide-fact-language')).toBe('LanguageKorean');
    expect(text('guide-fact-frequent')).toBe('Heard most often학교 2 times');
    expect(text('guide-fact-opening')).toBe(`Opens with“${lines[0]!.text}”`);
    expect(text('guide-prompt-0')).toBe('Fill in the gap: 저는 에서 공부해요.');
    expect(screen.getByRole('img', { name: 'gap' })).toBeTruthy();
    expect(text('guide-prompt-1')).toBe('What does “학교” mean?');
    expect(text('guide-step-0')).toContain('Watch the video (0:48) once for the gist');
    expect(text('guide-step-1')).toContain('Shadow the 2 lines page by page');
    expect(text('guide-step-2')).toContain('Review the word cards (1) and the sentence cards (1).');
    expect(text('guide-step-3')).toContain('Answer the 2 questions without looking');
  });

  it('words the same data in Japanese, with no English left', () => {
    setup('ja');
    expect(text('guide-fact-length')).toBe('長さ0:48');
    expect(text('guide-fact-language')).toBe('言語韓国語');
    expect(text('guide-fact-frequent')).toBe('よく出てくる単語학교 2回');
    expect(text('guide-prompt-0')).toBe('空欄を埋めてください： 저는 에서 공부해요.');
    expect(text('guide-prompt-1')).toBe('「학교」はどういう意味ですか？');
    expect(text('guide-step-0')).toContain('動画（0:48）をまず一度見て');
    expect(text('guide-step-3')).toContain('見ないで2問に答え');
    expect(screen.getByTestId('study-guide').textContent).not.toMatch(/Fill in|What does|Watch the|heard/i);
  });

  it('words it in Korean, and says so when no word is heard twice', () => {
    setup('ko', { ...offlineGuide, facts: { ...offlineGuide.facts!, frequentWords: [] } });
    expect(text('guide-fact-language')).toBe('언어한국어');
    expect(text('guide-fact-frequent')).toBe('가장 자주 들린 단어이 영상에서 두 번 이상 나오는 단어가 없어요.');
    expect(text('guide-prompt-0')).toBe('빈칸을 채우세요: 저는 에서 공부해요.');
    expect(text('guide-prompt-1')).toBe('‘학교’은(는) 무슨 뜻일까요?');
    expect(text('guide-step-1')).toContain('2개 줄을 페이지별로 섀도잉하세요');
  });

  it('rewords the guide when the UI language changes, without asking the server again', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { i18n } = setup('en');
    expect(text('guide-prompt-1')).toBe('What does “학교” mean?');
    await act(() => i18n.changeLanguage('ja'));
    expect(text('guide-prompt-1')).toBe('「학교」はどういう意味ですか？');
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('shows what a model wrote as it wrote it, under headings in the UI language', () => {
    setup('ja', {
      ...offlineGuide,
      summary: 'A video about school.',
      facts: null,
      questions: [{ kind: 'text', question: '어디에서 공부해요?', answer: '학교에서', sentenceId: 0 }],
      steps: [{ kind: 'review', text: 'Review 학교.', numbers: null }],
    });
    expect(text('guide-summary')).toBe('A video about school.');
    expect(screen.queryByTestId('guide-facts')).toBeNull();
    expect(screen.getByRole('heading', { name: '要約' })).toBeTruthy();
    expect(text('guide-prompt-0')).toBe('어디에서 공부해요?');
    expect(text('guide-step-0')).toContain('Review 학교.');
  });

  it('says the learner chose no guide, and makes one on request (the whole material again, with the guide)', async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        entity: {
          status: 'pending',
          progress: 0,
          message: null,
          engine: null,
          noteId: NOTE,
          slices: [],
          studyGuide: null,
          studyGuideRequested: true,
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    setup('en', null, false);
    expect(screen.getByTestId('guide-not-requested').textContent).toContain('You chose no study guide');
    await act(async () => screen.getByTestId('guide-make').click());
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.pathname).toBe(`/v3/note/${NOTE}/regenerate-material`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ studyGuide: true });
    vi.unstubAllGlobals();
  });

  it('shows the plain empty state when a guide was asked for but there is none', () => {
    setup('en', null, true);
    expect(screen.getByTestId('guide-empty')).toBeTruthy();
    expect(screen.queryByTestId('guide-make')).toBeNull();
  });
});
