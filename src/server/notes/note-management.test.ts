import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { note, noteGeneration } from '../db/schema/notes.ts';
import { noteMaterial } from '../db/schema/material.ts';
import { VIDEOS } from '../providers/youtube/test/replay-server.ts';
import type { TestApp, TestUser } from '../test/app.ts';
import { learnerOf } from '../test/learner.ts';
import { createReplayTestApp } from '../test/replay-app.ts';
import { GENERATION_ALREADY_MADE } from './manage.ts';

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await createReplayTestApp());
});
afterAll(() => close?.());

const learner = () => learnerOf(t, 'en', 'fr');

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, user: TestUser, payload?: object) =>
  t.request({ method, url, user, ...(payload ? { payload } : {}) });

// Line 0 and line 2 say the same thing: deleting must not keep that context twice for a word saved from both.
const SRT = `1
00:00:01,000 --> 00:00:03,000
The keyboard is better than I expected.

2
00:00:04,000 --> 00:00:06,000
Honestly, the screen is bright.

3
00:00:07,000 --> 00:00:09,000
The keyboard is better than I expected.
`;

async function importedNote(user: TestUser, title = 'My clip'): Promise<string> {
  const res = await call('POST', '/v3/note/subtitle-import', user, {
    fileName: 'clip.srt',
    content: SRT,
    language: 'en',
    title,
  });
  expect(res.statusCode).toBe(201);
  return res.json().entity.noteId;
}

const quotaUsed = async (user: TestUser) =>
  (await call('GET', '/v3/subscription', user)).json().entity.quotas.note.used;

async function status(user: TestUser, stfId: string) {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const { entity } = (await call('GET', `/v3/note/status?stfId=${stfId}`, user)).json();
    if (entity.status === 'ready' || entity.status === 'failed') return entity;
    if (Date.now() > deadline) throw new Error(`still ${entity.status}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

describe('PATCH /v3/note/{id} renames', () => {
  it('trims the title, shows it in the note and the library', async () => {
    const user = await learner();
    const id = await importedNote(user);
    const res = await call('PATCH', `/v3/note/${id}`, user, { title: '  Keyboards, week one  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().entity).toEqual({ id, title: 'Keyboards, week one' });
    expect((await call('GET', `/v3/note/${id}`, user)).json().entity.title).toBe('Keyboards, week one');
    const list = (await call('GET', '/v3/note/list/initial', user)).json().entity.notes;
    expect(list.find((n: { id: string }) => n.id === id).title).toBe('Keyboards, week one');
  });

  it('refuses an empty or too long title, and another learner’s note is not found', async () => {
    const user = await learner();
    const id = await importedNote(user);
    const empty = await call('PATCH', `/v3/note/${id}`, user, { title: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('title: must not be empty');
    const long = await call('PATCH', `/v3/note/${id}`, user, { title: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('title: must be at most 200 characters');
    expect((await call('PATCH', `/v3/note/${id}`, user, {})).statusCode).toBe(400);
    expect((await call('PATCH', '/v3/note/not-a-uuid', user, { title: 'x' })).statusCode).toBe(400);
    const stranger = await learner();
    const theirs = await call('PATCH', `/v3/note/${id}`, stranger, { title: 'Mine now' });
    expect(theirs.statusCode).toBe(404);
    expect((await call('GET', `/v3/note/${id}`, user)).json().entity.title).toBe('My clip');
  });
});

describe('DELETE /v3/note/{id}', () => {
  it('removes the note and its material; saved words and sentences keep their text and review cards', async () => {
    const user = await learner();
    const id = await importedNote(user);
    for (const sentenceId of [0, 2])
      expect(
        (
          await call('POST', '/v3/user-vocab', user, {
            word: 'keyboard',
            from: 'en',
            to: 'fr',
            noteId: id,
            sentenceId,
            context: 'The keyboard is better than I expected.',
            translation: 'clavier',
          })
        ).statusCode,
      ).toBeLessThan(300);
    const sentence = await call('POST', '/v3/user-sentence', user, {
      sentence: 'Honestly, the screen is bright.',
      from: 'en',
      to: 'fr',
      noteId: id,
      sentenceId: 1,
      meaning: 'Honnêtement, l’écran est lumineux.',
    });
    expect(sentence.statusCode).toBeLessThan(300);
    await call('GET', `/v3/note/${id}/material`, user);

    const stranger = await learner();
    expect((await call('DELETE', `/v3/note/${id}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/v3/note/${id}`, user)).statusCode).toBe(200);

    const res = await call('DELETE', `/v3/note/${id}`, user);
    expect(res.statusCode).toBe(200);
    expect(res.json().entity).toEqual({ deleted: true });
    expect((await call('GET', `/v3/note/${id}`, user)).statusCode).toBe(404);
    expect((await call('DELETE', `/v3/note/${id}`, user)).statusCode).toBe(404);
    expect(await t.database.db.select().from(noteMaterial).where(eq(noteMaterial.noteId, id))).toEqual([]);

    const words = (await call('GET', '/v3/user-vocab/list', user)).json().entity;
    const keyboard = JSON.stringify(words);
    expect(keyboard).toContain('keyboard');
    expect(keyboard).toContain('The keyboard is better than I expected.');
    expect(keyboard).not.toContain(id);
    // The two contexts of the same text became one: a note-less context is kept once per text.
    expect(keyboard.split('The keyboard is better than I expected.').length - 1).toBe(1);
    const sentences = JSON.stringify((await call('GET', '/v3/user-sentence/list', user)).json().entity);
    expect(sentences).toContain('Honestly, the screen is bright.');
    expect(sentences).not.toContain(id);

    const queue = (await call('GET', '/v3/review/queue', user)).json().entity;
    const cards = queue.cards as { id: string }[];
    expect(cards.length).toBe(2);
    expect((await call('POST', `/v3/review/${cards[0]!.id}/rate`, user, { rating: 3 })).statusCode).toBe(200);
  });

  it('lets the learner make the same YouTube note again after deleting it', async () => {
    const user = await learner();
    const first = await call('POST', '/v3/note/yt', user, { url: VIDEOS.recorded, startAt: 0 });
    const made = await status(user, first.json().entity.stfId);
    expect((await call('DELETE', `/v3/note/${made.noteId}`, user)).statusCode).toBe(200);
    expect(await t.database.db.select().from(noteGeneration).where(eq(noteGeneration.userId, user.id))).toEqual([]);
    const again = await call('POST', '/v3/note/yt', user, { url: VIDEOS.recorded, startAt: 0 });
    expect(again.json().entity.stfId).not.toBe(first.json().entity.stfId);
    const remade = await status(user, again.json().entity.stfId);
    expect(remade.status).toBe('ready');
    expect(remade.noteId).not.toBe(made.noteId);
  });
});

describe('POST /v3/note/status/{stfId}/retry', () => {
  async function failedGeneration(user: TestUser) {
    const [row] = await t.database.db
      .insert(noteGeneration)
      .values({
        userId: user.id,
        videoId: VIDEOS.recorded,
        type: 'one_minute_clip',
        learningLanguage: 'en',
        nativeLanguage: 'fr',
        status: 'failed',
        progress: 100,
        message: 'Something went wrong, please try again later',
      })
      .returning();
    return row!.id;
  }

  it('runs a failed generation again under the same stfId, taking one note unit once for two clicks', async () => {
    const user = await learner();
    const stfId = await failedGeneration(user);
    const before = await quotaUsed(user);
    const [a, b] = await Promise.all([
      call('POST', `/v3/note/status/${stfId}/retry`, user),
      call('POST', `/v3/note/status/${stfId}/retry`, user),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect([a.json().entity.stfId, b.json().entity.stfId]).toEqual([stfId, stfId]);
    expect(await quotaUsed(user)).toBe(before + 1);
    const done = await status(user, stfId);
    expect(done.status).toBe('ready');
    expect(await t.database.db.select().from(note).where(eq(note.userId, user.id))).toHaveLength(1);

    const made = await call('POST', `/v3/note/status/${stfId}/retry`, user);
    expect(made.statusCode).toBe(409);
    expect(made.json().message).toBe(GENERATION_ALREADY_MADE);
    expect(await quotaUsed(user)).toBe(before + 1);
  });

  it('follows the same note asked for anew while it runs, and pays nothing for the retry', async () => {
    const user = await learner();
    const stfId = await failedGeneration(user);
    // The learner asked for the same minute again, and that generation is running (no worker takes this row).
    const [running] = await t.database.db
      .insert(noteGeneration)
      .values({
        userId: user.id,
        videoId: VIDEOS.recorded,
        type: 'one_minute_clip',
        learningLanguage: 'en',
        nativeLanguage: 'fr',
        status: 'processing',
      })
      .returning();
    const used = await quotaUsed(user);
    const res = await call('POST', `/v3/note/status/${stfId}/retry`, user);
    expect(res.statusCode).toBe(202);
    expect(res.json().entity.stfId).toBe(running!.id);
    expect(await quotaUsed(user)).toBe(used);
    const [row] = await t.database.db.select().from(noteGeneration).where(eq(noteGeneration.id, stfId));
    expect(row!.status).toBe('failed');
  });

  it('is only for the learner’s own generation, by its id', async () => {
    const user = await learner();
    const stfId = await failedGeneration(user);
    const stranger = await learner();
    expect((await call('POST', `/v3/note/status/${stfId}/retry`, stranger)).statusCode).toBe(404);
    const bad = await call('POST', '/v3/note/status/nope/retry', user);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/stfId must be the id returned when the note was requested/);
    const [row] = await t.database.db.select().from(noteGeneration).where(eq(noteGeneration.id, stfId));
    expect(row!.status).toBe('failed');
  });
});
