import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { preparedOnce } from '../db/prepared.ts';
import { type LearningLanguage, profile } from '../db/schema/profiles.ts';
import { presentProfile } from './presenter.ts';
import { ensureProfile } from './profile.ts';
import type { LanguageSettingInput, ProfileDto, ReviewSettingsInput } from './schema.ts';

async function readProfile(db: Db, user: AuthUser): Promise<ProfileDto> {
  await ensureProfile(db, user.id);
  const [row] = await db.select().from(profile).where(eq(profile.userId, user.id));
  return presentProfile(user, row!);
}

/**
 * The login time is kept to the minute: the web app asks on every page load, and a write per request
 * (a row lock and a WAL flush each) was most of this route's cost under load (ADR 14). A read answers
 * while the recorded time is fresh; otherwise one statement creates the profile or records the time.
 */
export const LOGIN_PRECISION_MS = 60_000;

export async function login(db: Db, user: AuthUser): Promise<ProfileDto> {
  const now = new Date();
  const byUser = preparedOnce(db, 'profile_by_user', () =>
    db
      .select()
      .from(profile)
      .where(eq(profile.userId, sql.placeholder('userId')))
      .prepare('profile_by_user'),
  );
  const [current] = await byUser.execute({ userId: user.id });
  if (current?.lastLogin && now.getTime() - current.lastLogin.getTime() < LOGIN_PRECISION_MS) {
    return presentProfile(user, current);
  }
  const [row] = await db
    .insert(profile)
    .values({ userId: user.id, lastLogin: now })
    .onConflictDoUpdate({ target: profile.userId, set: { lastLogin: now } })
    .returning();
  return presentProfile(user, row!);
}

export const getProfile = readProfile;

/**
 * Changes languages. The main learning language always appears in the learning list, so the
 * list is the single place that says which languages the learner studies and at what level.
 */
export async function updateLanguageSetting(db: Db, user: AuthUser, input: LanguageSettingInput): Promise<ProfileDto> {
  await ensureProfile(db, user.id);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(profile).where(eq(profile.userId, user.id)).for('update');
    let list: LearningLanguage[] = input.learningLanguageList ?? current!.learningLanguageList;
    const main = input.mainLearningLanguage ?? { language: current!.mainLanguage, level: current!.mainLevel };
    if (input.mainLearningLanguage || input.learningLanguageList) {
      list = [main, ...list.filter((l) => l.language !== main.language)];
    }
    await tx
      .update(profile)
      .set({
        nativeLanguage: input.nativeLanguage ?? current!.nativeLanguage,
        mainLanguage: main.language,
        mainLevel: main.level,
        learningLanguageList: list,
      })
      .where(eq(profile.userId, user.id));
  });
  return readProfile(db, user);
}

export async function saveOnboardingSurvey(
  db: Db,
  user: AuthUser,
  items: { question: string; answer: string }[],
): Promise<ProfileDto> {
  await ensureProfile(db, user.id);
  await db.update(profile).set({ onboardingSurvey: items, onBoarded: true }).where(eq(profile.userId, user.id));
  return readProfile(db, user);
}

export async function markTutorialSeen(db: Db, user: AuthUser, tutorialType: string): Promise<ProfileDto> {
  await ensureProfile(db, user.id);
  // Appends atomically and only once, so two tabs finishing the same tutorial cannot duplicate it.
  await db
    .update(profile)
    .set({
      tutorialsSeen: sql`case when ${profile.tutorialsSeen} @> ${JSON.stringify([tutorialType])}::jsonb
        then ${profile.tutorialsSeen} else ${profile.tutorialsSeen} || ${JSON.stringify([tutorialType])}::jsonb end`,
    })
    .where(eq(profile.userId, user.id));
  return readProfile(db, user);
}

/** The FSRS desired retention and new cards a day (the review settings of the profile page). */
export async function updateReviewSettings(db: Db, user: AuthUser, input: ReviewSettingsInput): Promise<ProfileDto> {
  const set = {
    ...(input.desiredRetention !== undefined ? { desiredRetention: input.desiredRetention } : {}),
    ...(input.newCardsPerDay !== undefined ? { newCardsPerDay: input.newCardsPerDay } : {}),
  };
  const [row] = await db
    .insert(profile)
    .values({ userId: user.id, ...set })
    .onConflictDoUpdate({ target: profile.userId, set })
    .returning();
  return presentProfile(user, row!);
}
