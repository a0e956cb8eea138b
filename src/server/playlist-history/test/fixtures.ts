import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { playlist, playlistItem } from '../../db/schema/playlists.ts';
import type { TestApp, TestUser } from '../../test/app.ts';

/** A clock file for TEST_CLOCK_FILE: `shiftDays(1)` makes the server's playlist-history "now" tomorrow. */
export function testClock() {
  const file = join(mkdtempSync(join(tmpdir(), 'lingoclip-clock-')), 'offset');
  let offset = 0;
  writeFileSync(file, '0');
  return {
    file,
    /** Moves the clock by whole days plus `ms`, from now on. */
    shift(days: number, ms = 0) {
      offset += days * 86_400_000 + ms;
      writeFileSync(file, String(offset));
    },
    /** The server's playlist-history "now". */
    now: () => new Date(Date.now() + offset),
  };
}

export function historyHelpers(t: TestApp) {
  async function call(method: string, url: string, user: TestUser | null, payload?: unknown) {
    return t.request({
      method: method as 'GET',
      url,
      user,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  async function noteOf(user: TestUser, title = 'cats'): Promise<string> {
    const srt = '1\n00:00:01,000 --> 00:00:03,000\nThe cat sleeps on the mat.\n';
    const response = await call('POST', '/v3/note/subtitle-import', user, {
      fileName: `${title}.srt`,
      content: srt,
      language: 'en',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().entity.noteId as string;
  }

  /** The user's own playlist of `count` new notes of theirs (or a library playlist when `owner` is null). */
  async function playlistOf(user: TestUser, count: number, owner: TestUser | null = user) {
    const noteIds: string[] = [];
    for (let i = 0; i < count; i++) noteIds.push(await noteOf(user, `note ${i}`));
    const [row] = await t.database.db
      .insert(playlist)
      .values({ ownerId: owner?.id ?? null, language: 'en', title: 'Everyday English' })
      .returning({ id: playlist.id });
    if (!noteIds.length) return { playlistId: row!.id, noteIds };
    await t.database.db
      .insert(playlistItem)
      .values(
        noteIds.map((noteId, position) => ({ playlistId: row!.id, noteId, position, title: `Note ${position}` })),
      );
    return { playlistId: row!.id, noteIds };
  }

  const TASKS = ['watch', 'save_words', 'review_cards', 'grammar', 'quiz', 'shadowing'] as const;

  async function tickAll(user: TestUser, playlistId: string, noteId: string) {
    let entity: unknown;
    for (const taskType of TASKS) {
      const response = await call('PUT', '/v3/playlist-history/today-tasks', user, { playlistId, noteId, taskType });
      expect(response.statusCode, response.body).toBe(200);
      entity = response.json().entity;
    }
    return entity as { todayComplete: boolean; streak: { current: number } };
  }

  return { call, noteOf, playlistOf, tickAll, TASKS };
}
