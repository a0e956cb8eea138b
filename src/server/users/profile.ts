import { eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_NEW_CARDS_PER_DAY, DEFAULT_RETENTION } from '../../common/learning.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { profile } from '../db/schema/profiles.ts';

export type ProfileRow = typeof profile.$inferSelect;

/** What other domains read of a learner: languages, level and review settings. */
export type LearnerProfile = Pick<
  ProfileRow,
  'nativeLanguage' | 'mainLanguage' | 'mainLevel' | 'learningLanguageList' | 'desiredRetention' | 'newCardsPerDay'
>;

/** The spec's defaults, for a learner whose profile row was never written (ADR 3). */
export const DEFAULT_PROFILE: LearnerProfile = {
  nativeLanguage: 'en',
  mainLanguage: 'en',
  mainLevel: 'beginner',
  learningLanguageList: [],
  desiredRetention: DEFAULT_RETENTION,
  newCardsPerDay: DEFAULT_NEW_CARDS_PER_DAY,
};

/** The learner's languages and settings; the defaults when the profile does not exist yet. */
export async function learnerProfile(db: DbOrTx, userId: string): Promise<LearnerProfile> {
  const [row] = await db
    .select({
      nativeLanguage: profile.nativeLanguage,
      mainLanguage: profile.mainLanguage,
      mainLevel: profile.mainLevel,
      learningLanguageList: profile.learningLanguageList,
      desiredRetention: profile.desiredRetention,
      newCardsPerDay: profile.newCardsPerDay,
    })
    .from(profile)
    .where(eq(profile.userId, userId));
  return row ?? DEFAULT_PROFILE;
}

/**
 * Serialises one learner's writes that keep counters: the profile row (created if missing) is locked for
 * the rest of the transaction, so a count taken after this runs after every earlier change committed.
 */
export async function lockProfile(tx: DbOrTx, userId: string): Promise<void> {
  await tx.insert(profile).values({ userId }).onConflictDoNothing();
  await tx.select({ userId: profile.userId }).from(profile).where(eq(profile.userId, userId)).for('update');
}

/** Sets the spec's totalVocabCount / totalSentenceCount; the caller holds lockProfile. */
export async function setSavedCounts(
  tx: DbOrTx,
  userId: string,
  counts: { words?: number; sentences?: number },
): Promise<void> {
  await tx
    .update(profile)
    .set({
      ...(counts.words === undefined ? {} : { totalVocabCount: counts.words }),
      ...(counts.sentences === undefined ? {} : { totalSentenceCount: counts.sentences }),
      updatedAt: new Date(),
    })
    .where(eq(profile.userId, userId));
}

/** Creates the profile with the spec's defaults the first time a user is seen. */
export async function ensureProfile(db: Db, userId: string): Promise<void> {
  await db.insert(profile).values({ userId }).onConflictDoNothing();
}

/**
 * Reads whether an account may use the app (spec §3 isActive), one primary-key read prepared once: the
 * waitlist asks it on every request while WAITLIST_ENABLED is on. No profile yet counts as active.
 */
export function activityReader(db: Db): (userId: string) => Promise<boolean> {
  const byUser = db
    .select({ isActive: profile.isActive })
    .from(profile)
    .where(eq(profile.userId, sql.placeholder('userId')))
    .prepare('profile_is_active');
  return async (userId) => {
    const [row] = await byUser.execute({ userId });
    return row?.isActive ?? true;
  };
}

/** A new account on the waitlist (ADR 23): neither whitelisted nor active until an admin lets it in. */
export async function markWaiting(db: DbOrTx, userId: string): Promise<void> {
  const flags = { isActive: false, isWhitelisted: false };
  await db
    .insert(profile)
    .values({ userId, ...flags })
    .onConflictDoUpdate({ target: profile.userId, set: { ...flags, updatedAt: new Date() } });
}

/** What the admin area shows of each account's profile; accounts never seen have none (the defaults). */
export type ProfileFlags = Pick<ProfileRow, 'isWhitelisted' | 'isActive' | 'lastLogin'>;

export async function profileFlags(db: Db, userIds: string[]): Promise<Map<string, ProfileFlags>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({
      userId: profile.userId,
      isWhitelisted: profile.isWhitelisted,
      isActive: profile.isActive,
      lastLogin: profile.lastLogin,
    })
    .from(profile)
    .where(inArray(profile.userId, userIds));
  return new Map(rows.map(({ userId, ...flags }) => [userId, flags]));
}

/** Whitelisting (an admin's decision) lets the account in: whitelisted and active. */
export async function whitelistProfile(db: Db, userId: string): Promise<ProfileFlags> {
  const set = { isWhitelisted: true, isActive: true };
  const [row] = await db
    .insert(profile)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: profile.userId, set })
    .returning({ isWhitelisted: profile.isWhitelisted, isActive: profile.isActive, lastLogin: profile.lastLogin });
  return row!;
}

/** The learner's IANA time zone, or null (UTC) when the browser never sent one (ADR 33). */
export async function learnerTimeZone(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ timeZone: profile.timeZone }).from(profile).where(eq(profile.userId, userId));
  return row?.timeZone ?? null;
}

/** Stores the zone the browser reports (validated by the caller); creates the profile when missing. */
export async function setTimeZone(db: DbOrTx, userId: string, timeZone: string): Promise<void> {
  await db
    .insert(profile)
    .values({ userId, timeZone })
    .onConflictDoUpdate({ target: profile.userId, set: { timeZone, updatedAt: new Date() } });
}
