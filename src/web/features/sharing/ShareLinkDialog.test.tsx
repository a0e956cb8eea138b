// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '../../i18n/index.ts';
import { fakeFetch, renderPage } from '../review/test-render.tsx';
import { ShareLinkButton } from './ShareLinkDialog.tsx';
import { sharedNotePath } from './sharing-api.ts';
import { ownNote } from './test-sharing.ts';

afterEach(cleanup);

describe('the note page’s Share dialog', () => {
  it('turns the link on, shows it with Copy, and Stop sharing turns it off again', async () => {
    let sharedAt: string | null = null;
    const calls = fakeFetch((method, path) => {
      if (method === 'PUT' && path === '/note/n1/share') {
        sharedAt = sharedAt ?? '2026-11-02T00:00:00.000Z';
        return { body: { shared: true, sharedAt } };
      }
      return undefined;
    });
    const { client } = renderPage(<ShareLinkButton noteId="n1" />);
    client.setQueryData(['note', 'n1'], ownNote(null));
    fireEvent.click(await screen.findByTestId('note-share-link'));
    const dialog = await screen.findByTestId('share-link-dialog');
    expect(dialog.textContent).toContain('Anyone with the link can view');
    expect(screen.getByTestId('share-link-private')).toBeTruthy();
    const toggle = screen.getByTestId('share-link-switch');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByTestId('share-link-stop')).toBeNull();

    fireEvent.click(toggle);
    const url = (await screen.findByTestId('share-link-url')) as HTMLInputElement;
    expect(url.value).toBe(`${window.location.origin}/shared/note/n1`);
    expect(screen.getByTestId('share-link-switch').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('note-share-link').textContent).toBe('Shared by link');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ shared: true });

    fakeFetch((method, path) =>
      method === 'PUT' && path === '/note/n1/share' ? { body: { shared: false, sharedAt: null } } : undefined,
    );
    fireEvent.click(screen.getByTestId('share-link-stop'));
    await screen.findByTestId('share-link-private');
    expect(screen.queryByTestId('share-link-url')).toBeNull();
    expect(screen.getByTestId('note-share-link').textContent).toBe('Share');
  });

  it('copies the link, speaks the page’s language, and shows a failure in place', async () => {
    const copied: string[] = [];
    await loadLocale('ko');
    Object.assign(navigator, { clipboard: { writeText: async (text: string) => void copied.push(text) } });
    fakeFetch((method) =>
      method === 'PUT' ? { status: 404, body: { message: 'x', reason: 'note_not_found', params: {} } } : undefined,
    );
    const { client } = renderPage(<ShareLinkButton noteId="n1" />, { locale: 'ko' });
    client.setQueryData(['note', 'n1'], ownNote('2026-11-02T00:00:00.000Z'));
    fireEvent.click(await screen.findByTestId('note-share-link'));
    fireEvent.click(await screen.findByTestId('share-link-copy'));
    await waitFor(() => expect(copied).toEqual([`${window.location.origin}/shared/note/n1`]));
    expect(screen.getByTestId('share-link-copy').textContent).toBe('복사됨');
    fireEvent.click(screen.getByTestId('share-link-stop'));
    expect((await screen.findByTestId('share-link-error')).textContent).toBe('이 노트가 없거나 내 노트가 아니에요.');
  });

  it('links in the UI language: English has no prefix', () => {
    expect(sharedNotePath('n1', 'en')).toBe('/shared/note/n1');
    expect(sharedNotePath('n1', 'ko')).toBe('/ko/shared/note/n1');
  });
});
