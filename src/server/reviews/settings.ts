import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { profile } from '../db/schema/index.ts';
import { presentProfile } from '../users/presenter.ts';
import type { ProfileDto } from '../users/schema.ts';
import type { ReviewSettingsInput } from './schema.ts';

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
