// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/index.ts';
import { wordStatusKeys } from './word-status-api.ts';
import { InRouter } from '../test-router.tsx';
import type { TimedWord } from '../lines/timeline.ts';
import { VocabDialog } from './VocabDialog.tsx';
import type { NoteWordStatus } from '../../../lib/api-types.ts';

const NOTE = 'n1';
const line = {
  text: 'and honestly, it surprised me.',
  start: 5,
  end: 8,
  translation: 'et franchement, ça m’a surpris.',
};
const words: TimedWord[] = ['and', 'honestly,', 'it', 'surprised', 'me.'].map((text, i) => ({
  id: `1.${i}`,
  text,
  start: 5 + i * 0.5,
  end: 5.5 + i * 0.5,
  line: 1,
}));
const status: NoteWordStatus = {
  language: 'en',
  lines: [['i'], ['and', 'honestly', 'it', 'surprise', 'me']],
  statuses: { honestly: { status: 'learning', learningLevel: 2 }, and: { status: 'known', learningLevel: null } },
  summary: { totalWords: 6, knownWords: 1, percentKnown: 17, newWords: 4 },
};

type Call = { method: string; path: string; body: unknown };
let calls: Call[];
type StatusBody = { lemma: string; status: string; learningLevel?: number };
let statusAnswer: (body: StatusBody) => Promise<Response>;
/** The server's statuses: a PUT that succeeds changes them, as the real one would. */
let server: NoteWordStatus;
let wordStatusFound: boolean;
/** What /vocab/translation answers (the dictionary's entity). */
let translationAnswer: Record<string, unknown>;
const json = (entity: unknown, code = 200) =>
  new Response(JSON.stringify(code < 400 ? { entity } : { message: 'Refused' }), { status: code });

beforeEach(() => {
  calls = [];
  wordStatusFound = true;
  translationAnswer = { text: 'honestly', translation: 'franchement' };
  server = structuredClone(status);
  statusAnswer = async ({ lemma, status, learningLevel }) => {
    server.statuses[lemma] = { status: status as 'known', learningLevel: learningLevel ?? null };
    return json({ vocabId: 'v1', lemma, ...server.statuses[lemma] });
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL, init?: RequestInit) => {
      const url = new URL(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, body });
      if (url.pathname === `/v3/note/${NOTE}/word-status`) return wordStatusFound ? json(server) : json(null, 404);
      if (url.pathname === '/v3/vocab/translation') return json(translationAnswer);
      if (url.pathname === '/v3/user-vocab/status') return statusAnswer(body as StatusBody);
      if (url.pathname === '/v3/user-vocab') {
        // Saving keeps a status the word has (ADR 7); a new word would start at learning 1.
        const kept = server.statuses.honestly ?? { status: 'learning', learningLevel: 1 };
        return json({ id: 'v1', word: 'honestly', lemma: 'honestly', ...kept, isSaved: true, contexts: [] });
      }
      if (url.pathname === `/v3/note/${NOTE}/flashcard/word`) return json({ id: 'c1', word: 'honestly' });
      return json(null, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function setup(initial: NoteWordStatus | null = status, ytId = 'yt12345678a') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (initial) client.setQueryData(wordStatusKeys.note(NOTE), initial);
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createI18n('en')}>
        <InRouter>
          <input data-testid="elsewhere" />
          <VocabDialog
            selection={{ word: words[1]!, lineIndex: 1 }}
            line={line}
            lineWords={words}
            language="en"
            nativeLanguage="fr"
            card={{ noteId: NOTE, ytId, to: 'fr' }}
            onClose={() => {}}
            onPlayMoment={() => {}}
          />
        </InRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  await screen.findByTestId('vocab-dialog');
  const cached = () => client.getQueryData<NoteWordStatus>(wordStatusKeys.note(NOTE))!;
  return { client, cached };
}

const current = () => screen.getByTestId('vocab-status-current');
const key = (k: string, target: Element = document.body) => fireEvent.keyDown(target, { key: k });

describe('VocabDialog dictionary answer', () => {
  it('shows a German noun with its article and plural, and a word without them plainly', async () => {
    translationAnswer = {
      text: 'Schwester',
      translation: 'sister',
      alternatives: ['female sibling'],
      partOfSpeech: 'noun, feminine',
      headword: 'Schwester',
      article: 'die',
      plural: 'Schwestern',
      provider: 'dictionary',
    };
    await setup();
    expect((await screen.findByTestId('vocab-noun-forms')).textContent).toBe('die Schwester · die Schwestern');
    expect(screen.getByTestId('vocab-translation').textContent).toContain('sister');
  });

  it('shows no article line for other words', async () => {
    await setup();
    await waitFor(() => expect(screen.getByTestId('vocab-translation').textContent).toContain('franchement'));
    expect(screen.queryByTestId('vocab-noun-forms')).toBeNull();
  });
});

describe('VocabDialog word status', () => {
  it("shows the word's current status, the level button pressed", async () => {
    await setup();
    expect(current().textContent).toBe('Learning · level 2');
    expect(screen.getByTestId('vocab-status-2').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Learning, level 3' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('K marks it known at once (tints and summary too), before the server answers', async () => {
    let answer!: (response: Response) => void;
    statusAnswer = () => new Promise((resolve) => (answer = resolve));
    const { cached } = await setup();
    key('k');
    await waitFor(() => expect(current().dataset.status).toBe('known'));
    expect(cached().statuses.honestly).toEqual({ status: 'known', learningLevel: null });
    expect(cached().summary.percentKnown).toBe(33);
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/v3/user-vocab/status');
    expect(put.body).toEqual({ language: 'en', word: 'honestly', lemma: 'honestly', status: 'known' });
    answer(json({ vocabId: 'v1', lemma: 'honestly', status: 'known', learningLevel: null }));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/word-status')).length).toBeGreaterThan(0));
  });

  it('1–4 and X by key or click set learning levels and ignore', async () => {
    await setup();
    key('4');
    await waitFor(() => expect(current().dataset.status).toBe('learning-4'));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ status: 'learning', learningLevel: 4 });
    fireEvent.click(screen.getByTestId('vocab-status-ignored'));
    await waitFor(() => expect(current().dataset.status).toBe('ignored'));
  });

  it('goes back when the server refuses', async () => {
    statusAnswer = async () => json(null, 500);
    const { cached } = await setup();
    key('x');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    await waitFor(() => expect(current().dataset.status).toBe('learning-2'));
    expect(cached().statuses.honestly).toEqual({ status: 'learning', learningLevel: 2 });
  });

  it('ignores keys typed in a field and keys with modifiers', async () => {
    await setup();
    key('k', screen.getByTestId('elsewhere'));
    fireEvent.keyDown(document.body, { key: 's', ctrlKey: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(current().dataset.status).toBe('learning-2');
  });

  it('S saves the word to my words with its line, and as a word card of the note', async () => {
    await setup();
    await screen.findByText('franchement');
    key('s');
    await waitFor(() => expect(screen.getByTestId('vocab-add-card').dataset.state).toBe('added'));
    const save = calls.find((c) => c.path === '/v3/user-vocab')!;
    expect(save.body).toEqual({
      word: 'honestly',
      from: 'en',
      to: 'fr',
      context: line.text,
      noteId: NOTE,
      sentenceId: 1,
      ytId: 'yt12345678a',
      translation: 'franchement',
    });
    expect(calls.some((c) => c.path === `/v3/note/${NOTE}/flashcard/word` && c.method === 'POST')).toBe(true);
    expect(screen.getByTestId('vocab-add-card').textContent).toContain('In my words');
  });

  it('saves the word of a note without a video to my words only (a word card needs a video)', async () => {
    await setup(status, '');
    fireEvent.click(screen.getByRole('button', { name: /Save to my words/ }));
    await waitFor(() => expect(screen.getByTestId('vocab-add-card').dataset.state).toBe('added'));
    expect(calls.find((c) => c.path === '/v3/user-vocab')!.body).not.toHaveProperty('ytId');
    expect(calls.some((c) => c.path.endsWith('/flashcard/word'))).toBe(false);
    expect(current().dataset.status).toBe('learning-2');
  });

  it('works without the note word status: the chosen status is shown from the answer', async () => {
    wordStatusFound = false;
    await setup(null);
    statusAnswer = async () => json({ vocabId: 'v1', lemma: 'honestly', status: 'learning', learningLevel: 3 });
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/word-status'))).toBe(true));
    key('3');
    await waitFor(() => expect(current().dataset.status).toBe('learning-3'));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      word: 'honestly',
      status: 'learning',
      learningLevel: 3,
    });
  });
});
