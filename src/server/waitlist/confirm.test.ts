import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../common/errors.ts';
import { waitlistEntry } from '../db/schema/waitlist.ts';
import { linksOf, startSmtpInbox } from '../providers/mailer/test/smtp-inbox.ts';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '../test/app.ts';
import { confirmToken } from './confirm.ts';
import { join } from './service.ts';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let seen = 0;
const email = (name: string) => `${name}-${process.pid}-${++seen}@example.com`;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  // Verification on, so one test can prove an address through an account instead of the waitlist link.
  t = await createTestApp({
    jobs: true,
    env: {
      WAITLIST_ENABLED: 'true',
      REQUIRE_EMAIL_VERIFICATION: 'true',
      SMTP_URL: inbox.url,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const joinAs = (body: object, language = 'en') =>
  t.request({ method: 'POST', url: '/v3/waitlist/join', payload: body, headers: { 'accept-language': language } });
const confirm = (token: unknown) => t.request({ method: 'POST', url: '/v3/waitlist/confirm', payload: { token } });
const positionOf = async (address: string) =>
  (await t.request({ method: 'GET', url: `/v3/waitlist/check-status?email=${encodeURIComponent(address)}` })).json()
    .entity.position as number;
const mails = (address: string, subject: RegExp) =>
  inbox.received.filter((m) => JSON.stringify(m.to).includes(address) && subject.test(m.subject ?? ''));
async function mailTo(address: string, subject: RegExp): Promise<ParsedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [mail] = mails(address, subject);
    if (mail) return mail;
    if (Date.now() > deadline)
      throw new Error(`no mail to ${address} in ${inbox.received.map((m) => m.subject).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const CONFIRM = /waitlist|liste d’attente|대기자|ウェイトリスト/i;
const tokenOf = (mail: ParsedMail) => new URL(linksOf(mail)[0]!).searchParams.get('token')!;
const entryId = async (address: string) =>
  (await t.database.db.select().from(waitlistEntry).where(eq(waitlistEntry.email, address)))[0]!.id;

/** Eight people in a row; the last one shares a link. Answers the referrer, its id and where it stands. */
async function queueWithReferrer() {
  const people = Array.from({ length: 8 }, (_, i) => email(`queue${i + 1}`));
  // Straight into the table: their own confirmation mails would only slow the queue down.
  for (const person of people) await join(t.database.db, { email: person, locale: 'en' });
  const referrer = people[7]!;
  return { people, referrer, id: await entryId(referrer), before: await positionOf(referrer) };
}

describe('confirming a waitlist address (ADR 23)', () => {
  it('mails the link in the joiner’s language; the referral moves the referrer up 5 places only once it is opened', async () => {
    const { people, referrer, id, before } = await queueWithReferrer();
    const friend = email('friend');
    expect((await joinAs({ email: friend, fromReferralId: id }, 'ko-KR,ko;q=0.9')).statusCode).toBe(200);
    // Unconfirmed: the friend holds a place of their own, the referrer has not moved.
    expect(await positionOf(friend)).toBe(before + 1);
    expect(await positionOf(referrer)).toBe(before);

    const mail = await mailTo(friend, CONFIRM);
    expect(mail.subject).toBe('Lingoclip 대기자 명단 등록을 확인해 주세요');
    const link = new URL(linksOf(mail)[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_ORIGIN}/ko/waitlist/confirm`);
    expect(mail.text).toContain(link.href);

    const confirmed = await confirm(link.searchParams.get('token'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().entity).toEqual({ status: 'waiting', position: await positionOf(friend) });
    // Priority 8 − 5 = 3: behind the third of the row (who joined first at that priority), ahead of the fourth.
    expect(await positionOf(referrer)).toBe(before - 4);
    expect(await positionOf(people[3]!)).toBe(before - 3);
  });

  it('is one-time: the link again answers 409 and changes nothing; a confirmed address gets no new mail', async () => {
    const { referrer, id, before } = await queueWithReferrer();
    const friend = email('twice');
    await joinAs({ email: friend, fromReferralId: id });
    const token = tokenOf(await mailTo(friend, CONFIRM));
    const [first, second] = [await confirm(token), await confirm(token)];
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(ERROR_MESSAGES.waitlist_link_used);
    expect(second.json().reason).toBe('waitlist_link_used');
    expect(await positionOf(referrer)).toBe(before - 4);

    // Joining again through the link: no second credit and, once confirmed, no second mail.
    await joinAs({ email: friend, fromReferralId: id });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mails(friend, CONFIRM)).toHaveLength(1);
    expect(await positionOf(referrer)).toBe(before - 4);
  });

  it('answers 400 with the catalogued sentence to a token it did not make, or whose entry is gone', async () => {
    const address = email('bad');
    await join(t.database.db, { email: address, locale: 'en' });
    const id = await entryId(address);
    const good = confirmToken(t.config.authSecret, id);
    const gone = confirmToken(t.config.authSecret, '0190a0a0-0000-7000-8000-000000000000');
    for (const token of ['', 'nonsense', id, `${id}.`, `${id}.${'A'.repeat(43)}`, `${good}.x`, gone]) {
      const refused = await confirm(token);
      expect(refused.statusCode, token).toBe(400);
      expect(refused.json().message).toBe(ERROR_MESSAGES.waitlist_link_invalid);
    }
    expect(confirmToken('another-secret-another-secret-0000000', id)).not.toBe(good);
    expect((await confirm(good)).statusCode).toBe(200);
  });

  it('a verified account with the address counts as confirmation; an unverified sign-up does not', async () => {
    const { referrer, id, before } = await queueWithReferrer();
    const friend = email('account');
    await joinAs({ email: friend, fromReferralId: id });
    const signUp = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: friend, name: 'Friend', password: TEST_PASSWORD },
    });
    expect(signUp.statusCode).toBe(200);
    expect(await positionOf(referrer)).toBe(before);

    const verify = new URL(linksOf(await mailTo(friend, /Confirm your e-mail address/))[0]!);
    expect((await t.request({ method: 'GET', url: verify.pathname + verify.search })).statusCode).toBe(302);
    expect(await positionOf(referrer)).toBe(before - 4);
    // The waitlist link now has nothing left to do.
    expect((await confirm(tokenOf(await mailTo(friend, CONFIRM)))).statusCode).toBe(409);
  });
});
