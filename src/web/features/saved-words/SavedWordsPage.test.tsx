// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SavedWordsPage } from './SavedWordsPage.tsx';
import { renderPage, stubServer, vocab, type Call } from '../saved-items/test-support.tsx';
import type { Vocab } from '../../lib/api-types.ts';

let words: Vocab[];
let calls: Call[];
const lists = () => calls.filter((c) => c.url.pathname === '/v3/user-vocab/list');
const lastList = () => Object.fromEntries(lists().at(-1)!.url.searchParams);

beforeEach(() => {
  words = [
    vocab('v1'),
    vocab('v2', {
      word: '학교',
      lemma: '학교',
      translation: 'école',
      status: 'known',
      learningLevel: null,
      contexts: [],
    }),
  ];
  calls = stubServer(({ method, url, body }) => {
    if (url.pathname === '/v3/user-vocab/list') {
      const status = url.searchParams.get('status');
      return { entity: { vocabs: words.filter((w) => !status || w.status === status), hasMore: false } };
    }
    if (url.pathname === '/v3/user-vocab/delete-vocab-list' && method === 'POST') {
      const ids = (body as { vocabIds: string[] }).vocabIds;
      words = words.filter((w) => !ids.includes(w.id));
      return { entity: { deleted: ids.length } };
    }
    if (url.pathname === '/v3/user-vocab/reset-saved') return { entity: { count: words.length } };
    if (url.pathname === '/v3/user/login') return { entity: {} };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// At the Dictionary page's own route, so a word's link to its look-up resolves.
const open = () => renderPage(SavedWordsPage, '/{-$locale}/dictionary', 'en', '/dictionary?view=saved');

describe('SavedWordsPage', () => {
  it('lists saved words with translation, status, contexts and a link to the note', async () => {
    await open();
    const card = await screen.findByTestId('vocab-v1');
    expect(lastList()).toEqual({ isSaved: 'true', limit: '30' });
    expect(within(card).getByTestId('vocab-word').textContent).toBe('먹었어요');
    // The word opens its whole entry in the look-up view.
    expect(within(card).getByTestId('vocab-word').getAttribute('href')).toBe(
      `/dictionary?q=${encodeURIComponent('먹었어요')}&lang=ko`,
    );
    expect(within(card).getByText('먹다')).toBeTruthy();
    expect(within(card).getByTestId('vocab-translation').textContent).toBe('manger');
    expect(within(card).getByTestId('status-chip').textContent).toContain('Learning 2');
    expect(within(card).getByTestId('vocab-context').textContent).toContain('밥을 먹었어요');
    const link = within(card).getByTestId('note-link');
    expect(link.getAttribute('href')).toBe('/notes/note-1?t=83');
    expect(link.textContent).toContain('1:23');
    expect(within(screen.getByTestId('vocab-v2')).getByTestId('status-chip').getAttribute('data-status')).toBe('known');
  });

  it('sends the filters as query parameters: language, status, saved/all and the search text', async () => {
    await open();
    await screen.findByTestId('vocab-v1');
    fireEvent.change(screen.getByTestId('language-filter'), { target: { value: 'ko' } });
    await waitFor(() => expect(lastList()).toEqual({ isSaved: 'true', language: 'ko', limit: '30' }));
    fireEvent.change(screen.getByTestId('status-filter'), { target: { value: 'known' } });
    await waitFor(() => expect(lastList()).toEqual({ isSaved: 'true', language: 'ko', status: 'known', limit: '30' }));
    fireEvent.click(screen.getByLabelText('All'));
    await waitFor(() => expect(lastList()).toEqual({ language: 'ko', status: 'known', limit: '30' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' 학교 ' } });
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter' });
    await waitFor(() => expect(lastList()).toEqual({ language: 'ko', status: 'known', text: '학교', limit: '30' }));
    expect(screen.queryByTestId('vocab-v1')).toBeNull();
  });

  it('without words shows the way to create a note; with filters, a way to clear them', async () => {
    words = [];
    await open();
    const empty = await screen.findByTestId('dictionary-empty');
    expect(within(empty).getByText('No saved words yet')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Create a note' }).getAttribute('href')).toBe('/create-note');
    expect(within(empty).getByRole('link', { name: 'Go to library' }).getAttribute('href')).toBe('/library');

    fireEvent.change(screen.getByTestId('status-filter'), { target: { value: 'ignored' } });
    await screen.findByText('No words match');
    fireEvent.click(screen.getByTestId('clear-filters'));
    await screen.findByText('No saved words yet');
    expect((screen.getByTestId('status-filter') as HTMLSelectElement).value).toBe('');
  });

  it('deletes the ticked words only after confirming', async () => {
    await open();
    await screen.findByTestId('vocab-v1');
    expect(screen.queryByTestId('bulk-delete')).toBeNull();
    fireEvent.click(within(screen.getByTestId('vocab-v1')).getByTestId('select-item'));
    expect(screen.getByTestId('selection-bar').textContent).toContain('Selected: 1');

    fireEvent.click(screen.getByTestId('bulk-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete the selected words (1)?');
    fireEvent.click(within(dialog).getByTestId('confirm-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.url.pathname.endsWith('delete-vocab-list'))).toBe(false);

    fireEvent.click(screen.getByTestId('bulk-delete'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('confirm-ok'));
    await waitFor(() => expect(screen.queryByTestId('vocab-v1')).toBeNull());
    expect(calls.find((c) => c.url.pathname.endsWith('delete-vocab-list'))!.body).toEqual({ vocabIds: ['v1'] });
    expect(screen.getByTestId('vocab-v2')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('selection-bar').textContent).toContain('Select all (1)');
  });

  it('"select all" ticks every loaded word and exports them to Anki', async () => {
    const createObjectURL = vi.fn(() => 'blob:deck');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await open();
    await screen.findByTestId('vocab-v1');
    fireEvent.click(screen.getByTestId('select-all'));
    expect(screen.getByTestId('selection-bar').textContent).toContain('Selected: 2');
    const fetchMock = vi.mocked(fetch);
    fetchMock.mockImplementationOnce(
      async () =>
        new Response('zip', { status: 200, headers: { 'content-disposition': 'attachment; filename="words.apkg"' } }),
    );
    fireEvent.click(screen.getByTestId('export-anki'));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.at(-1)! as [URL, RequestInit];
    expect(new URL(url).pathname).toBe('/v3/export/anki');
    expect(JSON.parse(String(init.body))).toEqual({ vocabIds: ['v1', 'v2'], deckName: 'Lingoclip words' });
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('words.apkg');
    click.mockRestore();
  });

  it('resets saved words of the filtered language after confirming', async () => {
    await open();
    await screen.findByTestId('vocab-v1');
    fireEvent.change(screen.getByTestId('language-filter'), { target: { value: 'ko' } });
    fireEvent.click(screen.getByTestId('reset-saved'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Every saved word in Korean');
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(calls.find((c) => c.url.pathname === '/v3/user-vocab/reset-saved')?.body).toEqual({ language: 'ko' }),
    );
  });
});
