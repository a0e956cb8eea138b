// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/index.ts';
import { getAlert } from '../../../lib/alert.ts';
import { MaterialTabs } from './MaterialTabs.tsx';
import type { StudyContext } from './study-context.ts';
import type { Card, Flashcards, GrammarNote, GrammarNotes, NoteMaterial } from '../../../lib/api-types.ts';

const NOTE = 'n1';
const lines = [
  { text: 'I bought this laptop last week', start: 1.2, end: 5.1 },
  { text: 'and honestly, it surprised me.', start: 5.1, end: 8, translation: 'et franchement, ça m’a surpris.' },
];
const ready = { status: 'ready', progress: 100, message: null, engine: 'offline' } as const;
const card = (id: string, change: Partial<Card> = {}): Card => ({
  id,
  kind: 'word',
  word: 'honestly',
  translation: 'honnêtement',
  lemma: 'honestly',
  pos: 'adv',
  context: lines[1]!.text,
  sentenceId: 1,
  start: 5.1,
  end: 8,
  secondExample: null,
  teaches: [],
  source: 'generated',
  fromLanguage: 'en',
  toLanguage: 'fr',
  ...change,
});
/** A grammar note; only a model's material has a story (ADR 17). */
const grammarNote = (storyText: string | null): GrammarNote => ({
  id: 'g1',
  pointId: 'en.present-perfect',
  title: 'Present perfect',
  explanation: 'have + past participle',
  explanationLanguage: 'en',
  examples: [{ sentenceId: 0, text: lines[0]!.text, match: 'bought' }],
  writtenExamples: [
    { text: "I've never been to Japan.", translation: null, match: "I've never been" },
    { text: 'She has lived here for ten years.', translation: 'Elle habite ici depuis dix ans.', match: 'has lived' },
  ],
  story: storyText
    ? {
        id: `s-${storyText}`,
        text: storyText,
        translation: 'Traduction',
        engine: 'llm',
        createdAt: '2025-01-01T00:00:00.000Z',
      }
    : null,
});

let materialAnswers: NoteMaterial[];
let flashcards: Flashcards;
let grammar: GrammarNotes;
const calls: { method: string; url: URL }[] = [];

beforeEach(() => {
  calls.length = 0;
  materialAnswers = [
    {
      ...ready,
      status: 'processing',
      progress: 40,
      engine: null,
      noteId: NOTE,
      slices: [],
      studyGuide: null,
      studyGuideRequested: true,
    },
    {
      ...ready,
      noteId: NOTE,
      slices: [
        {
          page: 1,
          lines: lines.map((l, i) => ({
            sentenceId: i,
            text: l.text,
            translation: `fr ${i}`,
            start: l.start,
            end: l.end,
          })),
        },
      ],
      studyGuideRequested: true,
      studyGuide: {
        summary: 'A review of a laptop.',
        keyVocabulary: [{ lemma: 'honestly', translation: 'honnêtement', sentenceId: 1 }],
        grammarPoints: [{ pointId: 'en.present-perfect', title: 'Present perfect' }],
        facts: null,
        questions: [{ kind: 'text', question: 'What did they buy?', answer: 'A laptop.', sentenceId: 0 }],
        steps: [{ kind: 'watch', text: 'Watch the clip once.', numbers: null }],
      },
    },
  ];
  flashcards = {
    ...ready,
    noteId: NOTE,
    words: [
      {
        number: 1,
        cards: [
          card('w1'),
          card('w2', {
            word: 'laptop',
            lemma: 'laptop',
            pos: 'noun',
            translation: null,
            source: 'manual',
            context: lines[0]!.text,
            sentenceId: 0,
          }),
        ],
      },
    ],
    sentences: [{ number: 1, cards: [card('s1', { kind: 'sentence', word: lines[1]!.text, teaches: ['honestly'] })] }],
  };
  grammar = { ...ready, noteId: NOTE, grammarNotes: [grammarNote('Once upon a time')] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL, init?: RequestInit) => {
      const url = new URL(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      const body = (() => {
        if (url.pathname === `/v3/note/${NOTE}/material`)
          return materialAnswers.length > 1 ? materialAnswers.shift() : materialAnswers[0];
        if (url.pathname === '/v3/flashcard') return flashcards;
        if (url.pathname === '/v3/grammar-note') return grammar;
        if (url.pathname === '/v3/grammar-note/g1/story') return grammarNote('A new story');
        if (url.pathname === '/v3/flashcard/import-vocab' || url.pathname === '/v3/flashcard/import-sentences')
          return { imported: 1, alreadySaved: 1, total: 2 };
        return undefined;
      })();
      return new Response(JSON.stringify(body === undefined ? { message: 'Not found' } : { entity: body }), {
        status: body === undefined ? 404 : 200,
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(studyChange: Partial<StudyContext> = {}) {
  const playMoment = vi.fn();
  const study: StudyContext = { noteId: NOTE, language: 'en', lines, playMoment, ...studyChange };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createI18n('en')}>
        <MaterialTabs
          study={study}
          shadow={{ currentTime: 0, playing: false, activeLine: -1, cue: vi.fn(), pause: vi.fn() }}
          transcript={<p data-testid="transcript">transcript</p>}
        />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { playMoment };
}

describe('MaterialTabs', () => {
  it('starts on the transcript; tabs are real tabs, with arrow keys', async () => {
    setup();
    // The tab list paints first, the panel a task later (ADR 12).
    expect(screen.queryByTestId('transcript')).toBeNull();
    expect(await screen.findByTestId('transcript')).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Transcript',
      'Words',
      'Sentences',
      'Grammar',
      'Slices',
      'Study guide',
    ]);
    expect(screen.getByTestId('tab-transcript').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByTestId('tab-transcript'), { key: 'ArrowRight' });
    expect(screen.getByTestId('tab-words').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('tab-words'));
    expect(screen.queryByTestId('transcript')).toBeNull();
  });

  it('polls the material while it is made, then shows the study guide; a grammar point opens the Grammar tab', async () => {
    setup();
    fireEvent.click(screen.getByTestId('tab-guide'));
    const progress = await screen.findByTestId('material-progress');
    expect(progress.textContent).toContain('40%');
    await screen.findByTestId('guide-question-0', {}, { timeout: 3000 });
    expect(screen.getByTestId('material-offline-badge').textContent).toContain('Offline results');

    const question = screen.getByTestId('guide-question-0');
    expect(within(question).getByText('A laptop.').hidden).toBe(true);
    fireEvent.click(within(question).getByRole('button', { name: 'Show answer' }));
    expect(within(question).getByText('A laptop.').hidden).toBe(false);

    fireEvent.click(screen.getByTestId('guide-grammar-en.present-perfect'));
    expect(screen.getByTestId('tab-grammar').getAttribute('aria-selected')).toBe('true');
    await screen.findByTestId('grammar-note-en.present-perfect');
  });

  it('shows word cards by minute, with the word marked in its line, audio buttons and play in video', async () => {
    const { playMoment } = setup();
    fireEvent.click(screen.getByTestId('tab-words'));
    const first = await screen.findByTestId('word-card-w1');
    expect(within(first).getByText('honestly', { selector: 'mark' })).toBeTruthy();
    expect(first.textContent).toContain('honnêtement');
    expect(first.textContent).toContain('adverb');
    expect(within(first).getAllByTestId('audio-play')).toHaveLength(2);
    expect(screen.getByText('0:00–1:00')).toBeTruthy();

    const manual = screen.getByTestId('word-card-w2');
    expect(within(manual).getByTestId('card-manual').textContent).toBe('Added by you');
    // No translation: the card says what would give one, instead of standing empty (ADR 16).
    expect(within(manual).getByTestId('card-translation').textContent).toContain(
      'Add an AI provider for full meanings',
    );
    // The video's own translation of the card's line is shown under it.
    expect(within(first).getByTestId('card-line-translation').textContent).toContain('et franchement, ça m’a surpris.');

    fireEvent.click(within(first).getByTestId('play-in-video'));
    expect(playMoment).toHaveBeenCalledWith(1);
  });

  it('searches the cards by word or translation (case and spaces aside) and by minute, with Enter', async () => {
    setup();
    fireEvent.click(screen.getByTestId('tab-words'));
    await screen.findByTestId('word-card-w1');
    const box = within(screen.getByTestId('words-list')).getByRole('searchbox');
    const search = (text: string) => {
      fireEvent.change(box, { target: { value: text } });
      fireEvent.keyDown(box, { key: 'Enter' });
    };
    search('LAP top');
    await waitFor(() => expect(screen.queryByTestId('word-card-w1')).toBeNull());
    expect(screen.getByTestId('word-card-w2')).toBeTruthy();
    search('honnête');
    await waitFor(() => expect(screen.queryByTestId('word-card-w2')).toBeNull());
    expect(screen.getByTestId('word-card-w1')).toBeTruthy();
    search('1');
    await waitFor(() => expect(screen.getByTestId('word-card-w2')).toBeTruthy());
    expect(screen.getByTestId('word-card-w1')).toBeTruthy();
    search('zebra');
    expect((await screen.findByTestId('words-list-no-match')).textContent).toContain('zebra');
  });

  it("adds all of the note's word or sentence cards to my words or sentences", async () => {
    setup();
    fireEvent.click(screen.getByTestId('tab-words'));
    await screen.findByTestId('word-card-w1');
    fireEvent.click(screen.getByRole('button', { name: 'Add all to my words' }));
    await waitFor(() => expect(screen.getByTestId('import-words').dataset.state).toBe('done'));
    expect(screen.getByTestId('import-words').textContent).toBe('All in my words');
    // An outcome of the learner's action: the alert bar says it, not a toast (lib/alert.ts).
    expect(getAlert()).toMatchObject({
      open: true,
      type: 'success',
      message: 'Added to your words: 1 (already saved: 1)',
    });
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url.pathname).toBe('/v3/flashcard/import-vocab');
    expect(post.url.searchParams.get('noteId')).toBe(NOTE);

    fireEvent.click(screen.getByTestId('tab-sentences'));
    await screen.findByTestId('sentence-card-s1');
    fireEvent.click(screen.getByRole('button', { name: 'Add all to my sentences' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.url.pathname === '/v3/flashcard/import-sentences' && call.method === 'POST'),
      ).toBe(true),
    );
  });

  it('shows sentence cards with what they teach', async () => {
    setup();
    fireEvent.click(screen.getByTestId('tab-sentences'));
    const sentence = await screen.findByTestId('sentence-card-s1');
    expect(sentence.textContent).toContain('Teaches');
    expect(sentence.textContent).toContain('honestly');
  });

  it('shows the written examples and plays the video’s own, with no story offline', async () => {
    grammar = { ...grammar, grammarNotes: [grammarNote(null)] };
    const { playMoment } = setup();
    fireEvent.click(screen.getByTestId('tab-grammar'));
    const note = await screen.findByTestId('grammar-note-en.present-perfect');
    const written = within(note).getByTestId('grammar-written-en.present-perfect');
    expect(within(written).getByText('Examples')).toBeTruthy();
    expect(within(written).getByText("I've never been", { selector: 'mark' })).toBeTruthy();
    expect(within(written).getByText('Elle habite ici depuis dix ans.')).toBeTruthy();
    const fromVideo = within(note).getByTestId('grammar-from-video-en.present-perfect');
    expect(within(fromVideo).getByText('From this video')).toBeTruthy();
    expect(within(fromVideo).getByText('bought', { selector: 'mark' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('grammar-example-en.present-perfect-0'));
    expect(playMoment).toHaveBeenCalledWith(0);
    expect(within(note).queryByTestId('grammar-story-en.present-perfect')).toBeNull();
    expect(within(note).queryByTestId('story-write-g1')).toBeNull();
  });

  it("toggles a model's story translation and asks for a new story", async () => {
    grammar = { ...grammar, engine: 'llm' };
    setup();
    fireEvent.click(screen.getByTestId('tab-grammar'));
    const note = await screen.findByTestId('grammar-note-en.present-perfect');
    expect(within(note).queryByText('Traduction')).toBeNull();
    fireEvent.click(screen.getByTestId('story-translation-g1'));
    expect(within(note).getByText('Traduction')).toBeTruthy();

    fireEvent.click(screen.getByTestId('story-regenerate-g1'));
    await within(note).findByText('A new story');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url.pathname).toBe('/v3/grammar-note/g1/story');
    expect(post.url.searchParams.get('storyId')).toBe('s-Once upon a time');
  });

  it('lets a model write the first story of a point that has none', async () => {
    grammar = { ...grammar, engine: 'llm', grammarNotes: [grammarNote(null)] };
    setup();
    fireEvent.click(screen.getByTestId('tab-grammar'));
    const note = await screen.findByTestId('grammar-note-en.present-perfect');
    fireEvent.click(within(note).getByTestId('story-write-g1'));
    await within(note).findByText('A new story');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url.searchParams.get('storyId')).toBe('g1');
  });

  it('says when no grammar point was found', async () => {
    grammar = { ...grammar, grammarNotes: [] };
    setup();
    fireEvent.click(screen.getByTestId('tab-grammar'));
    await screen.findByTestId('grammar-empty');
  });

  it('shows why the material failed', async () => {
    materialAnswers = [
      {
        ...materialAnswers[0]!,
        status: 'failed',
        message: 'We could not make the study material for this note. Please try again later.',
      },
    ];
    setup();
    fireEvent.click(screen.getByTestId('tab-slices'));
    expect((await screen.findByTestId('material-failed')).textContent).toContain(
      'We could not make the study material for this note.',
    );
  });
});
