import { expect } from 'vitest';
import type { TestApp, TestUser } from '../../test/app.ts';

export const ADMIN_EMAIL = `curator-${process.pid}@example.com`;

/** The env of a playlists test app: no throttling, and ADMIN_EMAIL an admin from sign-up. */
export const playlistTestEnv = (): Record<string, string> => ({
  RATE_LIMIT_AUTH_PER_MINUTE: '100000',
  RATE_LIMIT_WRITE_PER_MINUTE: '100000',
  ADMIN_EMAILS: ADMIN_EMAIL,
});

/** Helpers the playlists tests share: every step goes through the HTTP API, as the web app does it. */
export function playlistHelpers(t: TestApp) {
  const call = (method: string, url: string, user: TestUser | null, payload?: object) =>
    t.request({ method: method as 'GET', url, user, ...(payload ? { payload } : {}) });

  /** The entity of a 2xx answer (fails the test with the body otherwise). */
  async function ok(method: string, url: string, user: TestUser | null, payload?: object) {
    const response = await call(method, url, user, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json().entity;
  }

  /** A note of `user`'s own, from a small subtitle file in `language`. */
  async function noteOf(user: TestUser, title = 'cats', language = 'en'): Promise<string> {
    const srt =
      '1\n00:00:01,000 --> 00:00:03,000\nThe cat sleeps on the mat.\n\n2\n00:00:04,000 --> 00:00:06,000\nDogs run.\n';
    const response = await call('POST', '/v3/note/subtitle-import', user, {
      fileName: `${title}.srt`,
      content: srt,
      language,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().entity.noteId as string;
  }

  const createPlaylist = async (user: TestUser, title = 'Evening listening', language = 'en') =>
    (await ok('POST', '/v3/playlist', user, { title, language })).id as string;

  return { call, ok, noteOf, createPlaylist };
}
