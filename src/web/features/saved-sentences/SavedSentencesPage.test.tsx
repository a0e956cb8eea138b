// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, sentence, stubServer, type Call } from '../saved-items/test-support.tsx';
import { SavedSentencesPage } from './SavedSentencesPage.tsx';
import type { Sentence } from '../../lib/api-types.ts';

let saved: Sentence[];
let calls: Call[];
const lists = () => calls.filter((c) => c.url.pathname === '/v3/user-sentence/list');

beforeEach(() => {
  saved = [
    sentence('s1'),
    sentence('s2', { text: '학교에 가요', meaning: null, noteId: null, noteTitle: null, start: null }),
  ];
  calls = stubServer(({ method, url, body }) => {
    if (url.pathname === '/v3/user-sentence/list') return { entity: { sentences: saved, hasMore: false } };
    if (url.pathname === '/v3/user-sentence/s1/toggle-save' && method === 'PUT')
      return { entity: { ...saved[0], isSaved: false } };
    if (url.pathname === '/v3/user-sentence/extract-sentence-meanings') {
      saved = saved.map((s) => ({ ...s, meaning: s.meaning ?? "Je vais à l'école" }));
      return { entity: { sentences: [saved[1]] } };
    }
    if (url.pathname === '/v3/user-sentence/delete-sentence-list') {
      const ids = (body as { sentenceIds: string[] }).sentenceIds;
      saved = saved.filter((s) => !ids.includes(s.id));
      return { entity: { deleted: ids.length } };
    }
    if (url.pathname === '/v3/user/login') return { entity: {} };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = () => renderPage(SavedSentencesPage, '/sentences');

describe('SavedSentencesPage', () => {
  it('lists sentences with meaning and the video they came from; search and language go to the server', async () => {
    await open();
    const first = await screen.findByTestId('sentence-s1');
    expect(Object.fromEntries(lists()[0]!.url.searchParams)).toEqual({ isSaved: 'true', limit: '30' });
    expect(within(first).getByTestId('sentence-meaning').textContent).toBe("J'ai mangé");
    expect(within(first).getByTestId('note-link').getAttribute('href')).toBe('/notes/note-1?t=83');
    expect(within(screen.getByTestId('sentence-s2')).getByTestId('sentence-meaning').textContent).toBe(
      'No meaning yet',
    );
    expect(within(screen.getByTestId('sentence-s2')).queryByTestId('note-link')).toBeNull();

    fireEvent.change(screen.getByTestId('language-filter'), { target: { value: 'en' } });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'school' } });
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter' });
    await waitFor(() =>
      expect(Object.fromEntries(lists().at(-1)!.url.searchParams)).toEqual({
        isSaved: 'true',
        language: 'en',
        text: 'school',
        limit: '30',
      }),
    );
  });

  it('unsaving keeps the sentence in view, so it can be saved back', async () => {
    await open();
    const first = await screen.findByTestId('sentence-s1');
    const toggle = within(first).getByTestId('save-toggle');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(within(screen.getByTestId('sentence-s1')).getByTestId('save-toggle').getAttribute('aria-pressed')).toBe(
        'false',
      ),
    );
    expect(screen.getByTestId('sentence-s1').getAttribute('data-saved')).toBe('false');
  });

  it('fills missing meanings, then hides the button once none is missing', async () => {
    await open();
    fireEvent.click(await screen.findByTestId('fill-meanings'));
    await waitFor(() =>
      expect(within(screen.getByTestId('sentence-s2')).getByTestId('sentence-meaning').textContent).toBe(
        "Je vais à l'école",
      ),
    );
    expect(calls.find((c) => c.url.pathname.endsWith('extract-sentence-meanings'))!.body).toEqual({});
    expect(screen.queryByTestId('fill-meanings')).toBeNull();
  });

  it('deletes the ticked sentences after confirming', async () => {
    await open();
    await screen.findByTestId('sentence-s1');
    fireEvent.click(within(screen.getByTestId('sentence-s2')).getByTestId('select-item'));
    fireEvent.click(screen.getByTestId('bulk-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete the selected sentences (1)?');
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(screen.queryByTestId('sentence-s2')).toBeNull());
    expect(calls.find((c) => c.url.pathname.endsWith('delete-sentence-list'))!.body).toEqual({ sentenceIds: ['s2'] });
  });

  it('speaks Korean when the interface is Korean too', async () => {
    await renderPage(SavedSentencesPage, '/sentences', 'ko');
    expect((await screen.findByTestId('sentences-heading')).textContent).toBe('저장한 문장');
    expect((await screen.findByTestId('selection-bar')).textContent).toContain('모두 선택 (2)');
  });
});
