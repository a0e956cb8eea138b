import { z } from 'zod';
import { boundedText } from '../http/fields.ts';

/** Better Auth's ids: 32 letters and digits (random, not time-ordered). */
const userId = (message: string) => z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, message);

export const ADMIN_PAGE_SIZE = 50;

export const AdminUsersQuery = z.object({
  /** A piece of the e-mail address or the name, any case. */
  q: boundedText(200).optional(),
  lastId: userId('must be the id of the last user of the previous page').optional(),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

export const AdminUserParams = z.object({ id: userId('must be a user id') });

export const BanBody = z.object({ reason: boundedText(500).optional() });

export const AdminUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  /** The last time the app was opened (to the minute), null when never. */
  lastLogin: z.iso.datetime().nullable(),
  role: z.string().nullable(),
  isAdmin: z.boolean(),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  isWhitelisted: z.boolean(),
  isActive: z.boolean(),
  noteCount: z.number().int(),
  savedWordCount: z.number().int(),
});
export type AdminUserDto = z.infer<typeof AdminUser>;

export const AdminUserList = z.object({ users: z.array(AdminUser), hasMore: z.boolean() });

/** One UTC day (YYYY-MM-DD) and its count. */
const DayCount = z.object({ day: z.string(), count: z.number().int() });

export const AdminOverview = z.object({
  /** The last 30 UTC days, oldest first, today last; days with nothing count 0. */
  signUps: z.array(DayCount),
  notes: z.array(DayCount),
  /** Jobs that failed for good (retries spent) in the last 7 UTC days, per day and per queue. */
  failedJobs: z.object({
    total: z.number().int(),
    days: z.array(DayCount),
    byQueue: z.array(z.object({ name: z.string(), count: z.number().int() })),
  }),
});
export type AdminOverviewDto = z.infer<typeof AdminOverview>;
