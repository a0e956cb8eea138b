import { describe, expect, it } from 'vitest';
import { shellPreloads } from './shell-preloads.ts';

const COOKIE = 'theme=dark; better-auth.session_token=abc.def';
const urls = (header: string | undefined) => [...(header ?? '').matchAll(/<([^>]+)>/g)].map((m) => m[1]);

describe('the app shell starts its data requests with the HTML', () => {
  it('asks nothing for a visitor without a session cookie', () => {
    expect(shellPreloads('/notes/abc', undefined)).toBeUndefined();
    expect(shellPreloads('/notes/abc', 'theme=dark')).toBeUndefined();
  });

  it("on a note page: the session, the profile, the note, its word status and its material, in each fetch's credentials mode", () => {
    const header = shellPreloads('/ko/notes/01a2-b3?t=12', COOKIE);
    expect(urls(header)).toEqual([
      '/api/auth/get-session',
      '/v3/user/login',
      '/v3/note/01a2-b3',
      '/v3/note/01a2-b3/word-status',
      '/v3/note/01a2-b3/material',
    ]);
    // readSession fetches same-origin; api() with credentials: 'include' — a preload is used only when they match.
    expect(header).toContain('</api/auth/get-session>; rel=preload; as=fetch; crossorigin,');
    expect(header).toContain('</v3/note/01a2-b3>; rel=preload; as=fetch; crossorigin=use-credentials');
  });

  it("on a note page the page's own script files too, as module preloads; on other pages not", () => {
    const chunks = ['assets/note-page-1.js', 'assets/AppLayout-2.js'];
    const header = shellPreloads('/notes/01a2-b3', COOKIE, chunks);
    expect(urls(header).slice(-2)).toEqual(['/assets/note-page-1.js', '/assets/AppLayout-2.js']);
    expect(header).toContain('</assets/note-page-1.js>; rel=modulepreload');
    expect(urls(shellPreloads('/dashboard', COOKIE, chunks))).toEqual(['/api/auth/get-session', '/v3/user/login']);
    expect(shellPreloads('/notes/01a2-b3', undefined, chunks)).toBeUndefined();
  });

  it('on another app page only the session and the profile; on sign-in (no guard) only the session', () => {
    expect(urls(shellPreloads('/dashboard', COOKIE))).toEqual(['/api/auth/get-session', '/v3/user/login']);
    expect(urls(shellPreloads('/fr/sign-in?redirect=%2Fnotes%2Fx', COOKIE))).toEqual(['/api/auth/get-session']);
    expect(urls(shellPreloads('/__Secure-x', '__Secure-better-auth.session_token=1'))).toEqual([
      '/api/auth/get-session',
      '/v3/user/login',
    ]);
  });
});
