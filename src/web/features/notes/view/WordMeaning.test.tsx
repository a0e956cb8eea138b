// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, loadLocale } from '../../../i18n/index.ts';
import { WordMeaning } from './WordMeaning.tsx';

await loadLocale('ko');

const parts = [
  { text: '학교', lemma: '학교', meaning: 'school' },
  { text: '에서', lemma: '에서', meaning: 'at; in' },
];

function answerWith(entity: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ entity }), { status: 200 })),
  );
}

async function show(locale = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createI18n(locale)}>
        <WordMeaning term="학교에서" from="ko" to="en" context="학교에서 만났어요." />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  await screen.findByTestId('vocab-parts');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WordMeaning', () => {
  it('shows the gloss and how the word is built, stem and particle with their meanings', async () => {
    answerWith({
      text: '학교에서',
      translation: 'school',
      alternatives: [],
      partOfSpeech: 'noun',
      provider: 'core',
      parts,
    });
    await show();
    expect(screen.getByTestId('vocab-translation').textContent).toContain('schoolnoun');
    const built = screen.getByTestId('vocab-parts');
    expect(built.textContent).toContain('How the word is built');
    expect(built.textContent).toContain('에서“at; in”');
    expect(screen.queryByTestId('vocab-no-gloss')).toBeNull();
  });

  it('a word nothing glosses says to add an AI provider, in the UI language, and still shows its particle', async () => {
    answerWith({
      text: '학교에서',
      translation: null,
      alternatives: [],
      provider: 'none',
      note: '“학교” is not in the offline Korean → English dictionary; configure an AI provider (AI_BASE_URL) for Korean.',
      parts: [{ ...parts[0], meaning: null }, parts[1]],
    });
    await show('ko');
    expect(screen.getByTestId('vocab-no-gloss').textContent).toBe(
      '이 단어의 오프라인 뜻이 아직 없어요. 전체 뜻을 보려면 AI 제공자를 추가하세요.',
    );
    expect(screen.getByTestId('vocab-parts').textContent).toContain('에서“at; in”');
  });

  it('names the dictionary form of a piece written otherwise, not of an ending', async () => {
    answerWith({
      text: '먹었어요',
      translation: 'eat',
      alternatives: [],
      provider: 'core',
      parts: [
        { text: '먹', lemma: '먹다', meaning: 'eat' },
        { text: '었어요', lemma: '-었어요', meaning: 'past, polite' },
      ],
    });
    await show();
    const built = screen.getByTestId('vocab-parts').textContent;
    expect(built).toContain('먹(먹다)“eat”');
    expect(built).toContain('었어요“past, polite”');
    expect(built).not.toContain('-었어요');
  });

  it('a miss with a provider configured shows why, in the UI language, not the hint', async () => {
    answerWith({
      text: '학교에서',
      translation: null,
      alternatives: [],
      provider: 'none',
      note: 'The AI provider could not be reached.',
      parts,
    });
    await show();
    expect(screen.getByTestId('vocab-no-gloss').textContent).toBe('The AI provider could not be reached.');
  });
});
