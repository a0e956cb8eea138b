import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeQuota } from '../subscriptions/quota.ts';
import { createTestApp, type TestUser } from '../test/app.ts';
import { SHARED_PAGE_SIZE } from './service.ts';
import { sharingHelpers } from './test/sharing.ts';

const t = await createTestApp({ env: { RATE_LIMIT_WRITE_PER_MINUTE: '100000' } });
afterAll(() => t.close());
const { call, noteOf, share } = sharingHelpers(t);

let owner: TestUser;
let reader: TestUser;
let noteId: string;
beforeAll(async () => {
  [owner, reader] = await Promise.all([t.createUser({ name: 'Olga Owner' }), t.createUser()]);
  noteId = await noteOf(owner);
});

const NOT_SHARED = 'This note is not shared, or it does not exist.';

describe('sharing a note by link', () => {
  it('is private until the owner shares it; the owner sees sharedAt on their note', async () => {
    expect((await call('GET', `/v3/note/${noteId}`, owner)).json().entity.sharedAt).toBeNull();
    for (const user of [null, reader, owner]) {
      const response = await call('GET', `/v3/note/${noteId}/shared`, user);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: NOT_SHARED, reason: 'shared_note_not_found' });
    }
    const state = await share(owner, noteId);
    expect(state.shared).toBe(true);
    expect((await call('GET', `/v3/note/${noteId}`, owner)).json().entity.sharedAt).toBe(state.sharedAt);
    // Sharing again keeps the first date.
    expect((await share(owner, noteId)).sharedAt).toBe(state.sharedAt);
  });

  it('answers the note signed out: first page and minutes index, nothing about the owner', async () => {
    const response = await call('GET', `/v3/note/${noteId}/shared`, null);
    expect(response.statusCode).toBe(200);
    const { entity } = response.json();
    expect(entity).toMatchObject({ id: noteId, title: 'Review', language: 'en', videoId: 'GJLlxj_dtq8' });
    expect(entity.transcription.subtitles).toHaveLength(3);
    expect(entity.transcription.nextMinute).toBe(6);
    expect(entity.transcription.minutes.map((m: { minute: number }) => m.minute)).toEqual([0, 1, 6]);
    expect(entity.transcription).not.toHaveProperty('userId');
    expect(response.body).not.toContain(owner.id);
    expect(response.body).not.toContain('Olga');
    const lines = await call('GET', `/v3/note/${noteId}/shared/lines?minute=6`, null);
    expect(lines.json().entity).toMatchObject({ noteId, firstLine: 3, nextMinute: null });
    expect(lines.json().entity.subtitles[0].text).toContain('speakers');
  });

  it("gives the note's cards and grammar notes signed out, as the owner gets them", async () => {
    const cards = (await call('GET', `/v3/flashcard/shared?noteId=${noteId}`, null)).json().entity;
    const own = (await call('GET', `/v3/flashcard?noteId=${noteId}`, owner)).json().entity;
    expect(cards.words.length).toBeGreaterThan(0);
    expect(cards).toEqual(own);
    const grammar = (await call('GET', `/v3/grammar-note/shared?noteId=${noteId}`, null)).json().entity;
    expect(grammar).toEqual((await call('GET', `/v3/grammar-note?noteId=${noteId}`, owner)).json().entity);
  });

  it('says what is missing or wrong in the request', async () => {
    const message = async (url: string) => (await call('GET', url, null)).json().message;
    expect(await message('/v3/flashcard/shared')).toBe('noteId is required');
    expect(await message('/v3/grammar-note/shared?noteId=')).toBe('noteId is required');
    expect(await message('/v3/flashcard/shared?noteId=x')).toBe('noteId: must be a note id');
    expect(await message('/v3/note/list/shared')).toBe('langCode is required');
    expect(await message('/v3/note/list/shared?langCode=xx')).toBe(
      'langCode: must be one of ko, ja, en, ru, fr, de, es, it, pt, nl',
    );
    expect(await message('/v3/note/list/shared?langCode=en&lastId=7')).toBe('lastId: lastId must be a note id');
    expect(await message(`/v3/note/${noteId}/shared/lines`)).toBe('minute is required');
    const bad = await call('PUT', `/v3/note/${noteId}/share`, owner, { shared: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('shared: must be true or false');
  });
});

describe('the shared list of a language', () => {
  it('lists shared notes of that language newest first, in pages, never private ones', async () => {
    const lister = await t.createUser();
    const ids: string[] = [];
    for (let i = 0; i < SHARED_PAGE_SIZE + 2; i++) ids.push(await noteOf(lister, 'de', `Deutsch ${i}`));
    const privateOne = await noteOf(lister, 'de', 'Private');
    for (const id of ids) await share(lister, id);
    const first = (await call('GET', '/v3/note/list/shared?langCode=de', null)).json().entity;
    expect(first.hasMore).toBe(true);
    expect(first.notes).toHaveLength(SHARED_PAGE_SIZE);
    const last = first.notes.at(-1).id;
    const second = (await call('GET', `/v3/note/list/shared?langCode=de&lastId=${last}`, null)).json().entity;
    expect(second.hasMore).toBe(false);
    const listed = [...first.notes, ...second.notes].map((n: { id: string }) => n.id);
    expect(listed).toEqual([...ids].reverse());
    expect(listed).not.toContain(privateOne);
    expect(first.notes[0]).toMatchObject({ title: `Deutsch ${SHARED_PAGE_SIZE + 1}`, thumbnail: expect.any(String) });
    // Stopping sharing takes it off the list.
    await share(lister, ids.at(-1)!, false);
    const after = (await call('GET', '/v3/note/list/shared?langCode=de', null)).json().entity;
    expect(after.notes[0].id).toBe(ids.at(-2));
  });
});

describe('importing a shared note', () => {
  it('copies it once, reports the imported status, and keeps the copy after sharing stops', async () => {
    const importer = await t.createUser();
    expect((await call('GET', `/v3/note/${noteId}/imported-status`, importer)).json().entity).toEqual({
      isImported: false,
    });
    const first = await call('POST', `/v3/note/${noteId}/import`, importer, {});
    expect(first.statusCode, first.body).toBe(200);
    const copy = first.json().entity;
    expect(copy.alreadyImported).toBe(false);
    expect(copy.noteId).not.toBe(noteId);
    const again = (await call('POST', `/v3/note/${noteId}/import`, importer, {})).json().entity;
    expect(again).toEqual({ noteId: copy.noteId, alreadyImported: true });
    expect((await call('GET', `/v3/note/${noteId}/imported-status`, importer)).json().entity.isImported).toBe(true);
    const mine = (await call('GET', `/v3/note/${copy.noteId}`, importer)).json().entity;
    expect(mine).toMatchObject({ title: 'Review', sharedAt: null, lineCount: 4 });

    await share(owner, noteId, false);
    expect((await call('GET', `/v3/note/${noteId}/shared`, null)).statusCode).toBe(404);
    expect((await call('GET', `/v3/note/${copy.noteId}`, importer)).statusCode).toBe(200);
    // They still know they have it; a stranger cannot import it any more.
    expect((await call('GET', `/v3/note/${noteId}/imported-status`, importer)).json().entity.isImported).toBe(true);
    const late = await call('POST', `/v3/note/${noteId}/import`, reader, {});
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe(NOT_SHARED);
    await share(owner, noteId, true);
  });

  it("the owner's own note: importing answers the note itself, and it counts as imported", async () => {
    const own = (await call('POST', `/v3/note/${noteId}/import`, owner, {})).json().entity;
    expect(own).toEqual({ noteId, alreadyImported: true });
    expect((await call('GET', `/v3/note/${noteId}/imported-status`, owner)).json().entity.isImported).toBe(true);
  });

  it('costs no note quota: a learner with none left still imports, and the count stays', async () => {
    const spent = await t.createUser();
    const quotas = async () => (await call('GET', '/v3/subscription', spent)).json().entity.quotas.note;
    const { remaining } = await quotas();
    expect(remaining).toBeGreaterThan(0);
    expect((await consumeQuota(t.database.db, spent.id, 'note', remaining)).ok).toBe(true);
    const before = await quotas();
    expect(before.remaining).toBe(0);
    const response = await call('POST', `/v3/note/${noteId}/import`, spent, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(await quotas()).toEqual(before);
  });
});
