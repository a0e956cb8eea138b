import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../common/errors.ts';
import { waitlistEntry } from '../db/schema/waitlist.ts';
import { linksOf, startSmtpInbox } from '../providers/mailer/test/smtp-inbox.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/app.ts';
import { join } from './service.ts';

/** The admin waitlist page's calls (ADR 24): search, the status filter, and whitelisting several at once. */
let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let admin: TestUser;
let learner: TestUser;
const tag = `s${process.pid}x`;
let seen = 0;
const email = (name: string) => `${name}-${tag}-${++seen}@example.com`;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ jobs: true, env: { WAITLIST_ENABLED: 'true', SMTP_URL: inbox.url } });
  admin = await t.createUser();
  await t.database.db.execute(sql`update "user" set role = 'admin' where id = ${admin.id}`);
  learner = await t.createUser();
  await t.database.db.execute(sql`update "profile" set is_active = true where user_id = ${learner.id}`);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

type Entry = { id: string; email: string; status: string; position: number | null };
const list = async (query: Record<string, string>) => {
  const response = await t.request({ method: 'GET', url: `/v3/waitlist?${new URLSearchParams(query)}`, user: admin });
  expect(response.statusCode).toBe(200);
  return response.json().entity as { entries: Entry[]; hasMore: boolean };
};
const batch = (emails: unknown, user: TestUser | null = admin) =>
  t.request({ method: 'POST', url: '/v3/waitlist/status/batch', payload: { emails } as object, user });
const statusOf = async (addresses: string[]) => {
  const rows = await t.database.db
    .select({ email: waitlistEntry.email, status: waitlistEntry.status })
    .from(waitlistEntry)
    .where(inArray(waitlistEntry.email, addresses));
  return Object.fromEntries(rows.map((r) => [r.email, r.status]));
};
async function welcomesTo(address: string, atLeast: number) {
  const deadline = Date.now() + 15_000;
  const of = () =>
    inbox.received.filter((m) => JSON.stringify(m.to).includes(address) && !/Confirm/.test(m.subject ?? ''));
  while (of().length < atLeast && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return of();
}

describe('admin waitlist routes', () => {
  it('answer 401 signed out and 403 to a non-admin, search and batch included', async () => {
    const address = email('guarded');
    await join(t.database.db, { email: address, locale: 'en' });
    for (const [method, url, payload] of [
      ['GET', `/v3/waitlist?q=${tag}`, undefined],
      ['POST', '/v3/waitlist/status/batch', { emails: [address] }],
    ] as const) {
      expect((await t.request({ method, url, payload })).statusCode).toBe(401);
      const refused = await t.request({ method, url, payload, user: learner });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ERROR_MESSAGES.forbidden);
    }
    expect((await statusOf([address]))[address]).toBe('waiting');
  });

  it('searches a piece of the address in any case, `%` literal, and pages the result in queue order', async () => {
    const wanted: string[] = [];
    for (let i = 0; i < 55; i += 1) {
      const address = email('findme');
      wanted.push(address);
      await join(t.database.db, { email: address, locale: 'en' });
      await join(t.database.db, { email: email('other'), locale: 'en' });
    }
    const seenEmails: string[] = [];
    const positions: number[] = [];
    let lastId: string | undefined;
    for (;;) {
      const page = await list({ q: `FINDME-${tag.toUpperCase()}`, ...(lastId ? { lastId } : {}) });
      seenEmails.push(...page.entries.map((e) => e.email));
      positions.push(...page.entries.map((e) => e.position!));
      if (!page.hasMore) break;
      lastId = page.entries.at(-1)!.id;
    }
    expect(seenEmails).toEqual(wanted);
    // Each waiting row says its own place in the whole queue: every other entry joined in between.
    expect(positions.slice(1).map((p, i) => p - positions[i]!)).toEqual(Array(54).fill(2));
    const check = await t.request({ method: 'GET', url: `/v3/waitlist/check-status?email=${wanted[3]}` });
    expect(positions[3]).toBe(check.json().entity.position);
    expect((await list({ q: `findme%${tag}` })).entries).toEqual([]);
  });

  it('filters by status', async () => {
    const [waiting, chosen] = [email('filter'), email('filter')];
    for (const address of [waiting, chosen]) await join(t.database.db, { email: address, locale: 'en' });
    expect((await batch([chosen])).statusCode).toBe(200);
    const q = `filter-${tag}`;
    expect((await list({ q, status: 'waiting' })).entries.map((e) => e.email)).toEqual([waiting]);
    const whitelisted = (await list({ q, status: 'whitelisted' })).entries;
    expect(whitelisted.map((e) => [e.email, e.position])).toEqual([[chosen, null]]);
  });
});

describe('whitelisting a batch', () => {
  it('whitelists every address, activates an existing account and mails each once', async () => {
    const [a, b, withAccount] = [email('batch'), email('batch'), email('batch')];
    for (const address of [a, b, withAccount]) await join(t.database.db, { email: address, locale: 'en' });
    const member = await t.createUser({ email: withAccount });
    const response = await batch([a, b.toUpperCase(), withAccount, a]);
    expect(response.statusCode).toBe(200);
    const entries = response.json().entity.entries as Entry[];
    expect(entries.map((e) => [e.email, e.status])).toEqual([
      [a, 'whitelisted'],
      [b, 'whitelisted'],
      [withAccount, 'whitelisted'],
    ]);
    expect((await t.request({ method: 'GET', url: '/v3/note/list', user: member })).statusCode).toBe(200);
    const [mail] = await welcomesTo(withAccount, 1);
    expect(linksOf(mail!)[0]).toMatch(/\/sign-in$/);
    for (const address of [a, b]) expect(await welcomesTo(address, 1)).toHaveLength(1);

    // Again: nothing changes and nobody is mailed twice.
    expect((await batch([a, b])).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    for (const address of [a, b]) expect(await welcomesTo(address, 0)).toHaveLength(1);
  }, 60_000);

  it('refuses an empty list, more than 100 and a bad address, whitelisting none', async () => {
    const good = email('refused');
    await join(t.database.db, { email: good, locale: 'en' });
    expect((await batch([])).statusCode).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => `many${i}-${tag}@example.com`);
    expect((await batch([good, ...many])).statusCode).toBe(400);
    const invalid = await batch([good, 'not-an-address']);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain(ERROR_MESSAGES.email_invalid);
    expect((await statusOf([good]))[good]).toBe('waiting');
  });

  it('is all or nothing: a failure on one address rolls back the others and mails nobody', async () => {
    const [first, broken] = [email('atomic'), email('atomic')];
    await join(t.database.db, { email: first, locale: 'en' });
    // A real failure inside the transaction, on the second address only.
    await t.database.db.execute(
      sql.raw(`create function refuse_atomic() returns trigger language plpgsql as $$
        begin if new.email = '${broken}' then raise exception 'refused'; end if; return new; end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger refuse_atomic before insert on waitlist_entry for each row execute function refuse_atomic()',
      ),
    );
    try {
      expect((await batch([first, broken])).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_atomic on waitlist_entry'));
      await t.database.db.execute(sql.raw('drop function refuse_atomic()'));
    }
    expect(await statusOf([first, broken])).toEqual({ [first]: 'waiting' });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await welcomesTo(first, 0)).toHaveLength(0);
    const [row] = await t.database.db.select().from(waitlistEntry).where(eq(waitlistEntry.email, first));
    expect(row!.whitelistedAt).toBeNull();
  });
});
