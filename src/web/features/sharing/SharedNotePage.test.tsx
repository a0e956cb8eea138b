// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderPage } from '../review/test-render.tsx';
import { SharedNotePage } from './SharedNotePage.tsx';
import { sharedNote } from './test-sharing.ts';

afterEach(cleanup);
// jsdom has no matchMedia: a wide screen.
beforeEach(() =>
  vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener: () => {}, removeEventListener: () => {} })),
);

const NOT_SHARED = { message: 'x', reason: 'shared_note_not_found', params: {} };
/** Better Auth's session read: 401 signed out; signed in, any session object. */
const session = (signedIn: boolean) =>
  signedIn ? { body: { user: { id: 'u2', name: 'Sam', email: 's@example.com' } } } : { status: 401, body: {} };

function server(signedIn: boolean, imported = false) {
  return fakeFetch((method, path) => {
    if (path === '/api/auth/get-session') return session(signedIn);
    if (method === 'GET' && path === '/note/n1/shared') return { body: sharedNote() };
    if (method === 'GET' && path === '/note/n1/imported-status') return { body: { isImported: imported } };
    if (method === 'POST' && path === '/note/n1/import') return { body: { noteId: 'copy1', alreadyImported: false } };
    return undefined;
  });
}

describe('a shared note’s public page', () => {
  it('signed out: the title and the transcript, and "Save to my library" leads to sign-up and back', async () => {
    const calls = server(false);
    renderPage(<SharedNotePage noteId="n1" />);
    expect((await screen.findByTestId('shared-note-title', {}, { timeout: 5000 })).textContent).toBe('Au café');
    expect((await screen.findByText('dort')).tagName).toBe('BUTTON');
    expect(document.body.textContent).toContain('Bonjour');
    expect(document.title).toBe('Au café — Lingoclip');
    const save = await screen.findByTestId('shared-save');
    expect(save.textContent).toBe('Save to my library');
    const href = new URL(save.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/sign-up');
    expect(href.searchParams.get('redirect')).toBe('/shared/note/n1?save=1');
    // Signed out, nothing personal is asked for.
    expect(calls.some((c) => c.path.includes('imported-status'))).toBe(false);
  });

  it('signed in, already imported: "In your library · Open"', async () => {
    server(true, true);
    renderPage(<SharedNotePage noteId="n1" />);
    const inLibrary = await screen.findByTestId('shared-in-library', {}, { timeout: 5000 });
    expect(inLibrary.textContent).toContain('In your library');
    expect(screen.getByTestId('shared-open').textContent).toBe('Open');
  });

  it('signed in: "Save to my library" imports the note', async () => {
    const calls = server(true, false);
    renderPage(<SharedNotePage noteId="n1" />);
    fireEvent.click(await screen.findByTestId('shared-save', {}, { timeout: 5000 }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/note/n1/import']),
    );
  });

  it('back from signing up with save: imports once without a click', async () => {
    const calls = server(true, false);
    renderPage(<SharedNotePage noteId="n1" save />);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').length).toBe(1), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.method === 'POST').length).toBe(1);
  });

  it('a note that is not shared: says so in place, with the server’s reason', async () => {
    fakeFetch((_method, path) =>
      path === '/api/auth/get-session' ? session(false) : { status: 404, body: NOT_SHARED },
    );
    renderPage(<SharedNotePage noteId="n1" />);
    const error = await screen.findByTestId('shared-note-error');
    expect(error.textContent).toContain("This note isn't available");
    expect(error.textContent).toContain('This note is not shared, or it does not exist.');
  });
});
