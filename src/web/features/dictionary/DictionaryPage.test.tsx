// @vitest-environment jsdom
import { useSearch } from '@tanstack/react-router';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DictionaryEntry } from '../../lib/api-types.ts';
import { renderPage, stubServer, vocab, type Call } from '../saved-items/test-support.tsx';
import { DictionaryPage, type DictionarySearch } from './DictionaryPage.tsx';

const entry = (change: Partial<DictionaryEntry> = {}): DictionaryEntry => ({
  word: 'running',
  language: 'en',
  translationLanguage: 'fr',
  lemma: 'run',
  partOfSpeech: 'verb',
  dictionaries: [
    {
      source: 'FreeDict eng-fra',
      groups: [
        { headword: 'run', partOfSpeech: 'verb', senses: [['courir'], ['diriger', 'gérer']] },
        { headword: 'run', partOfSpeech: 'noun', senses: [['course']] },
      ],
    },
  ],
  missing: null,
  status: 'new',
  learningLevel: null,
  vocab: null,
  encounters: [
    {
      text: 'I was running late.',
      saved: false,
      noteId: 'note-1',
      noteTitle: 'Morning routine',
      sentenceId: 3,
      start: 83.4,
      end: 86,
      ytId: 'abcdefghijk',
    },
  ],
  ...change,
});

let current: DictionaryEntry | { status: number; message: string };
let calls: Call[];
const lookups = () => calls.filter((c) => c.url.pathname === '/v3/dictionary/entry');

beforeEach(() => {
  current = entry();
  calls = stubServer(({ method, url }) => {
    if (url.pathname === '/v3/dictionary/entry') return 'message' in current ? current : { entity: current };
    if (url.pathname === '/v3/user-vocab' && method === 'POST') {
      const saved = vocab('v9', { word: 'running', lemma: 'run', language: 'en', isSaved: true });
      current = entry({ status: 'learning', learningLevel: 1, vocab: saved });
      return { entity: saved };
    }
    if (url.pathname === '/v3/user-vocab/v9/toggle-save') {
      const unsaved = vocab('v9', { isSaved: false });
      current = entry({ status: 'learning', learningLevel: 1, vocab: unsaved });
      return { entity: unsaved };
    }
    if (url.pathname === '/v3/user-vocab/list') return { entity: { vocabs: [vocab('v1')], hasMore: false } };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Page() {
  return <DictionaryPage {...(useSearch({ strict: false }) as DictionarySearch)} />;
}
const open = (address = '/dictionary', locale = 'en') => renderPage(Page, '/{-$locale}/dictionary', locale, address);

describe('DictionaryPage', () => {
  it('looks up a word typed in the chosen language on Enter, and shows its whole entry', async () => {
    await open();
    // Nothing is asked before a word is given; the learner's main language is chosen.
    expect(await screen.findByTestId('lookup-start')).toBeTruthy();
    expect(screen.getByTestId('lookup-start').textContent).toContain('Korean');
    const language = () => screen.getByLabelText('Language of the word') as HTMLSelectElement;
    fireEvent.change(language(), { target: { value: 'en' } });
    await waitFor(() => expect(language().value).toBe('en'));
    expect(screen.getByTestId('lookup-start').textContent).toContain('English');
    fireEvent.change(screen.getByTestId('lookup-input'), { target: { value: ' running ' } });
    fireEvent.submit(screen.getByTestId('lookup-form'));

    const card = await screen.findByTestId('entry-card');
    expect(Object.fromEntries(lookups().at(-1)!.url.searchParams)).toEqual({ word: 'running', lang: 'en' });
    expect(within(card).getByTestId('entry-lemma').textContent).toBe('run');
    expect(within(card).getByTestId('entry-typed').textContent).toBe('You typed “running”');
    expect(within(card).getByTestId('entry-pos').textContent).toBe('verb');
    expect(within(card).getByTestId('status-chip').getAttribute('data-status')).toBe('new');
    const groups = within(card).getAllByTestId('entry-group');
    expect(groups.map((g) => g.querySelector('h4')!.textContent)).toEqual(['runverb', 'runnoun']);
    expect(
      within(groups[0]!)
        .getAllByTestId('entry-sense')
        .map((s) => s.textContent),
    ).toEqual(['courir', 'diriger; gérer']);
    expect(card.textContent).toContain('Source: FreeDict eng-fra');
    expect(within(card).getByTestId('vocab-context').textContent).toContain('I was running late.');
    expect(within(card).getByTestId('note-link').getAttribute('href')).toBe('/notes/note-1?t=83');
    expect(within(card).getByTestId('audio-play').getAttribute('aria-label')).toBe('Listen to “run”');
  });

  it('saves the word through the saved words path with its first meaning, and unsaves it', async () => {
    await open('/dictionary?q=running&lang=en');
    fireEvent.click(await screen.findByRole('button', { name: 'Save “running” to your words' }));
    await waitFor(() => expect(screen.getByTestId('entry-save').getAttribute('aria-pressed')).toBe('true'));
    expect(calls.find((c) => c.method === 'POST' && c.url.pathname === '/v3/user-vocab')!.body).toEqual({
      word: 'running',
      from: 'en',
      to: 'fr',
      translation: 'courir',
    });
    expect(screen.getByTestId('entry-save').textContent).toBe('Saved');
    expect(screen.getByTestId('status-chip').textContent).toContain('Learning 1');

    fireEvent.click(screen.getByRole('button', { name: 'Remove “running” from your saved words' }));
    await waitFor(() => expect(screen.getByTestId('entry-save').getAttribute('aria-pressed')).toBe('false'));
    expect(calls.some((c) => c.method === 'PUT' && c.url.pathname === '/v3/user-vocab/v9/toggle-save')).toBe(true);
  });

  it('says plainly when no dictionary has the word, in the learner’s language', async () => {
    current = entry({
      word: '학교에서',
      language: 'ko',
      lemma: '학교',
      partOfSpeech: 'noun',
      dictionaries: [],
      missing: 'No offline dictionary covers Korean → French',
      encounters: [],
    });
    await open('/fr/dictionary?q=학교에서&lang=ko', 'fr');
    const missing = await screen.findByTestId('entry-missing');
    expect(missing.textContent).toContain('Aucune entrée de dictionnaire');
    expect(missing.textContent).toContain('Aucun dictionnaire hors ligne ne couvre');
    expect(screen.getByTestId('entry-pos').textContent).toBe('nom');
    expect(screen.getByTestId('entry-encounters').textContent).toContain('Vous n’avez pas encore rencontré ce mot');
  });

  it('shows the server’s reason when a look-up fails, and tries again', async () => {
    current = { status: 400, message: 'word: must be one word or a short phrase of up to 5 words, not a sentence' };
    await open('/dictionary?q=a b c d e f&lang=en');
    const error = await screen.findByTestId('lookup-error');
    expect(error.textContent).toContain('word: must be one word or a short phrase of up to 5 words, not a sentence');
    current = entry();
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('entry-card')).toBeTruthy();
  });

  it('keeps the saved words as the other view of the same page', async () => {
    await open('/dictionary?view=saved');
    expect(await screen.findByTestId('vocab-v1')).toBeTruthy();
    expect(screen.getByTestId('dictionary-tab-saved').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('dictionary-tab-lookup').getAttribute('href')).toBe('/dictionary');
    expect(lookups()).toEqual([]);
  });
});
