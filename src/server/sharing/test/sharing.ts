import pino from 'pino';
import { expect } from 'vitest';
import { note, type StoredLine } from '../../db/schema/notes.ts';
import { markMaterialPending } from '../../material/access.ts';
import { materialJob } from '../../material/material.job.ts';
import type { TestApp, TestUser } from '../../test/app.ts';

/** Half a second a word. */
const timed = (text: string, start: number): StoredLine => {
  const words = text.split(' ');
  return {
    text,
    start,
    end: start + words.length / 2,
    words: words.map((w, i) => ({ text: w, start: start + i / 2, end: start + (i + 1) / 2 })),
  };
};

/** Seven minutes of lines, so the shared note has a second page (ADR 13). */
export const LINES = [
  timed('The screen is bright, and the keyboards are better than I expected.', 1),
  timed('Battery life is the weak spot.', 8),
  timed('I would buy it again.', 70),
  timed('The speakers sound much better than the old ones.', 400),
];

/** Helpers of the sharing tests; every step but making a note goes through the HTTP API. */
export function sharingHelpers(t: TestApp) {
  const call = (method: string, url: string, user: TestUser | null, payload?: object) =>
    t.request({ method: method as 'GET', url, user, ...(payload ? { payload } : {}) });

  /** A note of `user`'s with its study material made (cards and grammar notes), as the job makes them. */
  async function noteOf(user: TestUser, language = 'en', title = 'Review'): Promise<string> {
    const [row] = await t.database.db
      .insert(note)
      .values({
        userId: user.id,
        videoId: 'GJLlxj_dtq8',
        type: 'full_script',
        title,
        language,
        source: 'youtube',
        endAt: 410,
        lines: LINES,
      })
      .returning();
    const noteId = row!.id;
    await markMaterialPending(t.database.db, noteId);
    await materialJob(t.services.materialGenerator).handle(
      { noteId },
      { db: t.database.db, providers: t.providers, logger: pino({ level: 'silent' }), enqueue: t.queue.send },
      { id: 'test', attempt: 1, isFinalAttempt: true },
    );
    return noteId;
  }

  async function share(user: TestUser, noteId: string, shared = true) {
    const response = await call('PUT', `/v3/note/${noteId}/share`, user, { shared });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().entity as { shared: boolean; sharedAt: string | null };
  }

  return { call, noteOf, share };
}
