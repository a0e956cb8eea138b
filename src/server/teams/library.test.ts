import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { note } from '../db/schema/notes.ts';
import { teamNote } from '../db/schema/teams.ts';
import { createTestApp } from '../test/app.ts';
import { teamHelpers, teamTestEnv } from './test/teams.ts';

const t = await createTestApp({ env: teamTestEnv() });
afterAll(() => t.close());
const h = teamHelpers(t);
const db = t.database.db;

describe('the team library', () => {
  it('a member shares an own note; every member sees it; sharing again answers the same entry', async () => {
    const { teamId, member, member2 } = await h.crew();
    const noteId = await h.noteOf(member, 'Cats and dogs');
    const shared = await h.share(teamId, member, noteId);
    expect(shared).toMatchObject({
      noteId,
      title: 'Cats and dogs',
      language: 'en',
      ytId: null,
      sharedBy: { userId: member.id, name: 'Mia Member' },
    });
    expect(await h.share(teamId, member, noteId)).toEqual(shared);
    const page = (await h.call('GET', `/v3/team/${teamId}/note`, member2)).json().entity;
    expect(page).toEqual({ notes: [shared], hasMore: false });
  });

  it('pages newest shared first after lastId', async () => {
    const { teamId, member } = await h.crew();
    for (let i = 0; i < 32; i++) {
      const [row] = await db
        .insert(note)
        .values({
          userId: member.id,
          type: 'subtitle_import',
          title: `n${i}`,
          language: 'en',
          source: 'import',
          lines: [],
        })
        .returning({ id: note.id });
      await db
        .insert(teamNote)
        .values({ teamId, noteId: row!.id, sharedBy: member.id, sharedAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });
    }
    const first = (await h.call('GET', `/v3/team/${teamId}/note`, member)).json().entity;
    expect(first.hasMore).toBe(true);
    expect(first.notes.map((n: { title: string }) => n.title).slice(0, 2)).toEqual(['n31', 'n30']);
    expect(first.notes).toHaveLength(30);
    const lastId = first.notes.at(-1).noteId;
    const second = (await h.call('GET', `/v3/team/${teamId}/note?lastId=${lastId}`, member)).json().entity;
    expect(second).toMatchObject({ hasMore: false });
    expect(second.notes.map((n: { title: string }) => n.title)).toEqual(['n1', 'n0']);
    // An id that is no note of this library gives an empty page, not an error.
    const elsewhere = await h.noteOf(member, 'not shared');
    for (const bad of ['nonsense', randomUUID(), elsewhere]) {
      const response = await h.call('GET', `/v3/team/${teamId}/note?lastId=${bad}`, member);
      expect(response.statusCode).toBe(200);
      expect(response.json().entity.notes).toEqual([]);
    }
  });

  it('imports a copy of the note with its lines, once; the copy outlives the original', async () => {
    const { teamId, member, member2 } = await h.crew();
    const noteId = await h.noteOf(member, 'Original');
    await h.share(teamId, member, noteId);
    const first = await h.call('POST', `/v3/team/${teamId}/note/${noteId}/import`, member2);
    expect(first.statusCode).toBe(200);
    const copyId = first.json().entity.noteId;
    expect(first.json().entity).toEqual({ noteId: copyId, alreadyImported: false });
    expect(copyId).not.toBe(noteId);
    const again = await h.call('POST', `/v3/team/${teamId}/note/${noteId}/import`, member2);
    expect(again.json().entity).toEqual({ noteId: copyId, alreadyImported: true });

    const original = (await h.call('GET', `/v3/note/${noteId}`, member)).json().entity;
    const copy = (await h.call('GET', `/v3/note/${copyId}`, member2)).json().entity;
    expect(copy.title).toBe('Original');
    expect(copy.transcription.subtitles).toEqual(original.transcription.subtitles);
    expect(copy.transcription.words).toEqual(original.transcription.words);
    expect(copy.transcription.subtitles).toHaveLength(2);
    // The copy is member2's own: their list has it, the sharer cannot read it.
    expect((await h.call('GET', `/v3/note/${copyId}`, member)).statusCode).toBe(404);
    // Importing one's own note answers the note itself.
    const own = await h.call('POST', `/v3/team/${teamId}/note/${noteId}/import`, member);
    expect(own.json().entity).toEqual({ noteId, alreadyImported: true });

    // The sharer deletes the original (DELETE /v3/note/{id}, ADR 29): it leaves the library; the copy stays.
    expect((await h.call('DELETE', `/v3/note/${noteId}`, member2)).statusCode).toBe(404);
    expect((await h.call('DELETE', `/v3/note/${noteId}`, member)).statusCode).toBe(200);
    expect((await h.call('GET', `/v3/team/${teamId}/note`, member2)).json().entity.notes).toEqual([]);
    expect((await h.call('GET', `/v3/note/${copyId}`, member2)).statusCode).toBe(200);
    const [row] = await db.select({ source: note.sourceNoteId }).from(note).where(eq(note.id, copyId));
    expect(row!.source).toBeNull();
  });

  it('removing takes the note out of the library only; unknown notes answer 404', async () => {
    const { teamId, member, admin } = await h.crew();
    const noteId = await h.noteOf(member);
    await h.share(teamId, member, noteId);
    const removed = await h.call('DELETE', `/v3/team/${teamId}/note/${noteId}`, admin);
    expect(removed.json().entity).toEqual({ removed: true });
    expect(
      await db
        .select()
        .from(teamNote)
        .where(and(eq(teamNote.teamId, teamId), eq(teamNote.noteId, noteId))),
    ).toEqual([]);
    expect((await h.call('GET', `/v3/note/${noteId}`, member)).statusCode).toBe(200);
    for (const [method, url] of [
      ['DELETE', `/v3/team/${teamId}/note/${noteId}`],
      ['POST', `/v3/team/${teamId}/note/${noteId}/import`],
    ] as const) {
      const response = await h.call(method, url, member);
      expect([response.statusCode, response.json().reason]).toEqual([404, 'team_note_not_shared']);
    }
    const notUuid = await h.call('POST', `/v3/team/${teamId}/note`, member, { noteId: 'abc' });
    expect([notUuid.statusCode, notUuid.json().message]).toEqual([400, 'noteId: must be a note id']);
  });
});
