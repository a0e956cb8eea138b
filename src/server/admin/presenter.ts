import type { AccountRow } from '../auth/accounts.ts';
import { isAdmin } from '../auth/admin.ts';
import type { ProfileFlags } from '../users/profile.ts';
import type { AdminOverviewDto, AdminUserDto } from './schema.ts';

/** What the other owners said about one account; an account never seen by the app has no profile yet. */
export type AccountExtras = { profile?: ProfileFlags; noteCount: number; savedWordCount: number };

export function presentAdminUser(account: AccountRow, extras: AccountExtras): AdminUserDto {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    createdAt: account.createdAt.toISOString(),
    lastLogin: extras.profile?.lastLogin?.toISOString() ?? null,
    role: account.role,
    isAdmin: isAdmin(account),
    banned: account.banned,
    banReason: account.banReason,
    // The profile's defaults (db/schema/profiles.ts) for an account that never opened the app.
    isWhitelisted: extras.profile?.isWhitelisted ?? false,
    isActive: extras.profile?.isActive ?? true,
    noteCount: extras.noteCount,
    savedWordCount: extras.savedWordCount,
  };
}

type DayCount = { day: string; count: number };

/** Every day of `days` (oldest first) with its count, 0 where the database had no row. */
export function fillDays(days: string[], counts: DayCount[]): DayCount[] {
  const byDay = new Map<string, number>();
  for (const { day, count } of counts) byDay.set(day, (byDay.get(day) ?? 0) + count);
  return days.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}

export function presentOverview(
  month: string[],
  week: string[],
  rows: { signUps: DayCount[]; notes: DayCount[]; failed: (DayCount & { name: string })[] },
): AdminOverviewDto {
  const byQueue = new Map<string, number>();
  for (const { name, count } of rows.failed) byQueue.set(name, (byQueue.get(name) ?? 0) + count);
  const failedDays = fillDays(week, rows.failed);
  return {
    signUps: fillDays(month, rows.signUps),
    notes: fillDays(month, rows.notes),
    failedJobs: {
      total: failedDays.reduce((sum, d) => sum + d.count, 0),
      days: failedDays,
      byQueue: [...byQueue].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count),
    },
  };
}
