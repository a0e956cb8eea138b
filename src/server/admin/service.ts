import { renderMessage } from '../../common/errors.ts';
import { listAccounts, setBanned, signUpsPerDay } from '../auth/accounts.ts';
import { requireAdmin } from '../auth/admin.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { failedJobsPerDay } from '../jobs/stats.ts';
import { savedWordCounts } from '../learner/index.ts';
import { startOfUtcDay } from '../lib/utc-days.ts';
import { noteCounts, notesPerDay } from '../notes/stats.ts';
import { grantPlan, subscriptionOverview } from '../subscriptions/overview.ts';
import type { GrantPlanInput } from '../subscriptions/schema.ts';
import { profileFlags } from '../users/profile.ts';
import { type WaitlistDeps, whitelist } from '../waitlist/service.ts';
import { presentAdminUser, presentOverview } from './presenter.ts';
import { ADMIN_PAGE_SIZE, type AdminUserDto, type AdminUsersQuery } from './schema.ts';

const DAY_MS = 86_400_000;

/** Accounts with what each owner knows of them: three grouped reads for the whole page, never one per row. */
async function withExtras(db: Db, accounts: Awaited<ReturnType<typeof listAccounts>>): Promise<AdminUserDto[]> {
  const ids = accounts.map((a) => a.id);
  const [profiles, notes, words] = await Promise.all([
    profileFlags(db, ids),
    noteCounts(db, ids),
    savedWordCounts(db, ids),
  ]);
  return accounts.map((account) =>
    presentAdminUser(account, {
      profile: profiles.get(account.id),
      noteCount: notes.get(account.id) ?? 0,
      savedWordCount: words.get(account.id) ?? 0,
    }),
  );
}

export async function listUsers(db: Db, admin: AuthUser, query: AdminUsersQuery) {
  requireAdmin(admin);
  const rows = await listAccounts(db, { q: query.q || undefined, lastId: query.lastId, limit: ADMIN_PAGE_SIZE + 1 });
  return { users: await withExtras(db, rows.slice(0, ADMIN_PAGE_SIZE)), hasMore: rows.length > ADMIN_PAGE_SIZE };
}

async function oneUser(db: Db, id: string): Promise<AdminUserDto> {
  const [account] = await listAccounts(db, { ids: [id], limit: 1 });
  if (!account) throw notFound();
  const [dto] = await withExtras(db, [account]);
  return dto!;
}

/** Suspends an account: its sessions end now and its sign-ins are refused until it is unbanned. */
export async function banUser(db: Db, admin: AuthUser, id: string, reason?: string): Promise<AdminUserDto> {
  requireAdmin(admin);
  // An admin locking themselves out would leave nobody to undo it on a one-admin install.
  if (id === admin.id) throw badRequest(renderMessage('cannot_ban_yourself'));
  if (!(await setBanned(db, id, { banned: true, reason }))) throw notFound();
  return oneUser(db, id);
}

export async function unbanUser(db: Db, admin: AuthUser, id: string): Promise<AdminUserDto> {
  requireAdmin(admin);
  if (!(await setBanned(db, id, { banned: false }))) throw notFound();
  return oneUser(db, id);
}

/**
 * Lets an account past the waitlist the one way there is (ADR 23): its address is whitelisted, the
 * profile becomes whitelisted and active, and the welcome e-mail goes out once.
 */
export async function whitelistUser(waitlist: WaitlistDeps, admin: AuthUser, id: string): Promise<AdminUserDto> {
  requireAdmin(admin);
  const [account] = await listAccounts(waitlist.db, { ids: [id], limit: 1 });
  if (!account) throw notFound();
  await whitelist(waitlist, account.email.toLowerCase());
  return oneUser(waitlist.db, id);
}

async function requireAccount(db: Db, id: string): Promise<void> {
  const [account] = await listAccounts(db, { ids: [id], limit: 1 });
  if (!account) throw notFound();
}

/** An account's plan and this period's usage (ADR 26). */
export async function userSubscription(db: Db, admin: AuthUser, id: string) {
  requireAdmin(admin);
  await requireAccount(db, id);
  return subscriptionOverview(db, id);
}

/** Gives an account a plan without payment (provider 'admin'): how a self-hosted install upgrades anyone. */
export async function grantUserPlan(db: Db, admin: AuthUser, id: string, input: GrantPlanInput) {
  requireAdmin(admin);
  await requireAccount(db, id);
  return grantPlan(db, id, input);
}

/** The last `n` UTC days as YYYY-MM-DD, oldest first, today last. */
export function lastDays(now: Date, n: number): string[] {
  const today = startOfUtcDay(now).getTime();
  return Array.from({ length: n }, (_, i) => new Date(today - (n - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

export async function overview(db: Db, admin: AuthUser, now = new Date()) {
  requireAdmin(admin);
  const month = lastDays(now, 30);
  const week = lastDays(now, 7);
  const [signUps, notes, failed] = await Promise.all([
    signUpsPerDay(db, new Date(`${month[0]}T00:00:00Z`)),
    notesPerDay(db, new Date(`${month[0]}T00:00:00Z`)),
    failedJobsPerDay(db, new Date(`${week[0]}T00:00:00Z`)),
  ]);
  return presentOverview(month, week, { signUps, notes, failed });
}
