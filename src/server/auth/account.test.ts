import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFile } from '../db/schema/audio.ts';
import { user as userTable } from '../db/schema/auth.ts';
import { userVocab } from '../db/schema/learner.ts';
import { note } from '../db/schema/notes.ts';
import { profile } from '../db/schema/profiles.ts';
import { linksOf, startSmtpInbox } from '../providers/mailer/test/smtp-inbox.ts';
import type { SpeechSynthesizer } from '../providers/speech/types.ts';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp, type TestUser } from '../test/app.ts';

const speech: SpeechSynthesizer = {
  name: 'openai',
  voiceFor: () => 'alloy',
  synthesize: async (text) => ({ audio: Buffer.from(`ID3 fake mp3 of ${text}`), mimeType: 'audio/mpeg' }),
};

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ jobs: true, env: { SMTP_URL: inbox.url }, providers: { speech } });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const post = (url: string, payload: object, user?: TestUser | null) =>
  t.request({ method: 'POST', url, payload, user, headers: { 'accept-language': 'de' } });

async function learnerWithData(): Promise<TestUser> {
  const learner = await t.createUser();
  await t.request({ method: 'GET', url: '/v3/user/login', user: learner });
  const db = t.database.db;
  await db.insert(note).values({
    userId: learner.id,
    type: 'full_script',
    title: 'Im Park',
    language: 'de',
    source: 'youtube',
    lines: [{ text: 'Wir gehen heute in den Park.', start: 0, end: 2, words: [] }],
  });
  await db.insert(userVocab).values({
    userId: learner.id,
    language: 'de',
    lemma: 'park',
    word: 'Park',
    translationLanguage: 'en',
    status: 'learning',
    learningLevel: 1,
    isSaved: true,
    savedAt: new Date(),
  });
  // Audio is shared by content: a text of this learner's own, so its file is charged to them.
  const text = encodeURIComponent(`Park ${learner.email}`);
  const spoken = await t.request({ method: 'GET', url: `/v3/audio?text=${text}&lang=de`, user: learner });
  expect(spoken.statusCode).toBe(200);
  return learner;
}

describe('download my data', () => {
  it('is one JSON file of everything the learner made; nobody else’s; sign-in needed', async () => {
    const learner = await learnerWithData();
    await learnerWithData(); // someone else's data stays out
    const response = await t.request({ method: 'GET', url: '/v3/user/export', user: learner });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="lingoclip-my-data-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const data = response.json();
    expect(data).toMatchObject({ format: 1, account: { id: learner.id, email: learner.email } });
    expect(data.notes).toHaveLength(1);
    expect(data.notes[0]).toMatchObject({ title: 'Im Park', lines: [{ text: 'Wir gehen heute in den Park.' }] });
    expect(data.savedWords.map((w: { word: string }) => w.word)).toEqual(['Park']);
    for (const key of ['savedSentences', 'wordStatuses', 'reviewCards', 'reviewRatings', 'flashcards', 'quizResults'])
      expect(Array.isArray(data[key]), key).toBe(true);
    expect(data.profile.nativeLanguage).toBeTypeOf('string');
    expect((await t.request({ method: 'GET', url: '/v3/user/export', user: null })).statusCode).toBe(401);
  });
});

describe('deleting the account', () => {
  it('needs the password, then removes every row and file of the learner and nothing of others', async () => {
    const learner = await learnerWithData();
    const other = await learnerWithData();
    const db = t.database.db;
    const [file] = await db.select().from(audioFile).where(eq(audioFile.userId, learner.id));
    const fileUrl = `/v3/audio/file/${file!.key}`;
    expect((await t.request({ method: 'GET', url: fileUrl })).statusCode).toBe(200);

    expect((await post('/api/auth/delete-user', { password: 'not-my-password-1' }, learner)).statusCode).toBe(400);
    const deleted = await post('/api/auth/delete-user', { password: TEST_PASSWORD }, learner);
    expect(deleted.statusCode).toBe(200);

    const left = async (table: typeof note | typeof userVocab | typeof profile | typeof audioFile, id: string) =>
      (await db.select({ n: count() }).from(table).where(eq(table.userId, id)))[0]!.n;
    for (const table of [note, userVocab, profile, audioFile]) expect(await left(table, learner.id)).toBe(0);
    expect(await db.select().from(userTable).where(eq(userTable.id, learner.id))).toEqual([]);
    expect((await t.request({ method: 'GET', url: fileUrl })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/v3/user/login', user: learner })).statusCode).toBe(401);
    expect((await post('/api/auth/sign-in/email', { email: learner.email, password: TEST_PASSWORD })).statusCode).toBe(
      401,
    );
    // The other learner keeps everything.
    for (const table of [note, userVocab, profile]) expect(await left(table, other.id)).toBe(1);
    expect((await t.request({ method: 'GET', url: '/v3/user/login', user: other })).statusCode).toBe(200);
  });
});

describe('changing name, password and e-mail', () => {
  it('changes the name within the limits', async () => {
    const learner = await t.createUser();
    expect((await post('/api/auth/update-user', { name: 'Mina Park' }, learner)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/v3/user/login', user: learner })).json().entity.name).toBe(
      'Mina Park',
    );
    const long = await post('/api/auth/update-user', { name: 'x'.repeat(101) }, learner);
    expect(long.statusCode).toBe(400);
    expect(long.json().reason).toBe('name_too_long');
  });

  it('changes the password with the current one and can end the other sessions', async () => {
    const learner = await t.createUser();
    const elsewhere = await post('/api/auth/sign-in/email', { email: learner.email, password: TEST_PASSWORD });
    const otherCookie = (elsewhere.headers['set-cookie'] as string[])
      .find((c) => c.includes('session_token'))!
      .split(';')[0]!;
    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'not-my-password-1', newPassword: 'fresh-meadow-58' },
      learner,
    );
    expect(wrong.statusCode).toBe(400);
    const common = await post(
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'password123' },
      learner,
    );
    expect(common.json().reason).toBe('password_too_common');
    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'fresh-meadow-58', revokeOtherSessions: true },
      learner,
    );
    expect(changed.statusCode).toBe(200);
    const stale = await t.app.inject({ method: 'GET', url: '/v3/user/login', headers: { cookie: otherCookie } });
    expect(stale.statusCode).toBe(401);
    expect(
      (await post('/api/auth/sign-in/email', { email: learner.email, password: 'fresh-meadow-58' })).statusCode,
    ).toBe(200);
  });

  it('changes the e-mail only once the new address confirms it (a link mailed to it, in the asker’s language)', async () => {
    const learner = await t.createUser();
    const newEmail = `moved-${learner.email}`;
    const asked = await post('/api/auth/change-email', { newEmail, callbackURL: `${TEST_ORIGIN}/profile` }, learner);
    expect(asked.statusCode).toBe(200);
    const mail = await inbox.waitFor(inbox.received.length + 1);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(newEmail);
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse für Lingoclip');
    // Not changed yet.
    expect((await t.request({ method: 'GET', url: '/v3/user/login', user: learner })).json().entity.email).toBe(
      learner.email,
    );
    const link = new URL(linksOf(mail)[0]!);
    const confirmed = await t.request({ method: 'GET', url: link.pathname + link.search });
    expect(confirmed.statusCode).toBe(302);
    expect((await post('/api/auth/sign-in/email', { email: newEmail, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await post('/api/auth/sign-in/email', { email: learner.email, password: TEST_PASSWORD })).statusCode).toBe(
      401,
    );
  });

  it('ends every other session on request', async () => {
    const learner = await t.createUser();
    const elsewhere = await post('/api/auth/sign-in/email', { email: learner.email, password: TEST_PASSWORD });
    const otherCookie = (elsewhere.headers['set-cookie'] as string[])
      .find((c) => c.includes('session_token'))!
      .split(';')[0]!;
    expect((await post('/api/auth/revoke-other-sessions', {}, learner)).statusCode).toBe(200);
    const stale = await t.app.inject({ method: 'GET', url: '/v3/user/login', headers: { cookie: otherCookie } });
    expect(stale.statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/v3/user/login', user: learner })).statusCode).toBe(200);
  });
});
