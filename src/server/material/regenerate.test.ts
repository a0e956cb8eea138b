import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteMaterial, usageEvent } from '../db/schema/material.ts';
import { VIDEOS } from '../providers/youtube/test/replay-server.ts';
import type { TestApp, TestUser } from '../test/app.ts';
import { learnerOf } from '../test/learner.ts';
import { createReplayTestApp } from '../test/replay-app.ts';
import { MATERIAL_FAILED, materialJob } from './material.job.ts';

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await createReplayTestApp({
    env: { TRANSLATION_PROVIDERS: 'dictionary' },
    providers: { speech: null },
  }));
});
afterAll(() => close?.());

const learner = () => learnerOf(t, 'en', 'fr');

const call = (method: 'GET' | 'POST', url: string, user: TestUser, payload?: object) =>
  t.request({ method, url, user, ...(payload ? { payload } : {}) });
const regenerate = (user: TestUser, noteId: string, payload: object = {}) =>
  call('POST', `/v3/note/${noteId}/regenerate-material`, user, payload);
const quotaUsed = async (user: TestUser) =>
  (await call('GET', '/v3/subscription', user)).json().entity.quotas.note.used;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value).slice(0, 200)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const material = (user: TestUser, noteId: string) =>
  until(
    async () => (await call('GET', `/v3/note/${noteId}/material`, user)).json().entity,
    (m) => m.status === 'ready' || m.status === 'failed',
  );

async function youTubeNote(user: TestUser, studyGuide: boolean): Promise<string> {
  const res = await call('POST', '/v3/note/yt', user, { url: VIDEOS.recorded, startAt: 0, studyGuide });
  const done = await until(
    async () => (await call('GET', `/v3/note/status?stfId=${res.json().entity.stfId}`, user)).json().entity,
    (s) => s.status === 'ready',
  );
  return done.noteId;
}

const materialRuns = async (noteId: string) =>
  (
    await t.database.db
      .select()
      .from(usageEvent)
      .where(and(eq(usageEvent.noteId, noteId), eq(usageEvent.kind, 'material')))
  ).length;

describe('the create form’s study guide choice', () => {
  it('makes the study guide only when asked, and makes it later on request', async () => {
    const user = await learner();
    const withGuide = await youTubeNote(user, true);
    expect(await material(user, withGuide)).toMatchObject({ status: 'ready', studyGuideRequested: true });
    expect((await material(user, withGuide)).studyGuide).not.toBeNull();

    const other = await learner();
    const without = await youTubeNote(other, false);
    const first = await material(other, without);
    expect(first).toMatchObject({ status: 'ready', studyGuideRequested: false, studyGuide: null });
    expect(first.slices.length).toBeGreaterThan(0);

    const asked = await regenerate(other, without, { studyGuide: true });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().entity).toMatchObject({ studyGuideRequested: true });
    const later = await until(
      async () => (await call('GET', `/v3/note/${without}/material`, other)).json().entity,
      (m) => m.status === 'ready' && m.studyGuide !== null,
    );
    expect(later.studyGuide.steps.length).toBeGreaterThan(0);
  });
});

describe('POST /v3/note/{id}/regenerate-material', () => {
  it('makes the material again once for two clicks, without taking a note unit', async () => {
    const user = await learner();
    const noteId = await youTubeNote(user, true);
    await material(user, noteId);
    const used = await quotaUsed(user);
    expect(await materialRuns(noteId)).toBe(1);

    const [a, b] = await Promise.all([regenerate(user, noteId), regenerate(user, noteId)]);
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(['pending', 'processing']).toContain(a.json().entity.status);
    expect((await regenerate(user, noteId)).json().entity.status).not.toBe('ready');
    await until(
      async () => (await call('GET', `/v3/note/${noteId}/material`, user)).json().entity,
      (m) => m.status === 'ready',
    );
    expect(await materialRuns(noteId)).toBe(2);
    expect(await quotaUsed(user)).toBe(used);
  });

  it('is only for the learner’s own note', async () => {
    const user = await learner();
    const noteId = await youTubeNote(user, false);
    await material(user, noteId);
    const stranger = await learner();
    expect((await regenerate(stranger, noteId)).statusCode).toBe(404);
    expect((await regenerate(stranger, noteId, { studyGuide: true })).statusCode).toBe(404);
    expect((await call('GET', `/v3/note/${noteId}/material`, user)).json().entity.studyGuideRequested).toBe(false);
    expect((await regenerate(user, 'not-a-note')).statusCode).toBe(400);
    expect((await regenerate(user, noteId, { studyGuide: 'yes' })).statusCode).toBe(400);
  });

  it('gives no unit back when a regeneration fails (the note’s own material did not)', async () => {
    const user = await learner();
    const noteId = await youTubeNote(user, false);
    await material(user, noteId);
    const used = await quotaUsed(user);
    await t.database.db.update(noteMaterial).set({ status: 'pending' }).where(eq(noteMaterial.noteId, noteId));
    const broken = {
      db: t.database.db,
      providers: { ...t.providers, translator: { translate: () => Promise.reject(new Error('translator down')) } },
      logger: pino({ level: 'silent' }),
      enqueue: t.queue.send,
    };
    await materialJob(t.services.materialGenerator).handle({ noteId, again: true }, broken, {
      id: 'test',
      attempt: 4,
      isFinalAttempt: true,
    });
    expect((await call('GET', `/v3/note/${noteId}/material`, user)).json().entity).toMatchObject({
      status: 'failed',
      message: MATERIAL_FAILED,
    });
    expect(await quotaUsed(user)).toBe(used);
  });
});
