import type { profile } from '../db/schema/profiles.ts';
import type { AuthUser } from '../auth/session.ts';
import type { ProfileDto } from './schema.ts';

type ProfileRow = typeof profile.$inferSelect;

export function presentProfile(user: AuthUser, row: ProfileRow): ProfileDto {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastLogin: row.lastLogin?.toISOString() ?? null,
    isActive: row.isActive,
    nativeLanguage: row.nativeLanguage,
    mainLearningLanguage: { language: row.mainLanguage, level: row.mainLevel },
    learningLanguageList: row.learningLanguageList,
    isAdmin: user.role === 'admin',
    onBoarded: row.onBoarded,
    isWhitelisted: row.isWhitelisted,
    waitlisted: user.waiting === true,
    tutorialsSeen: row.tutorialsSeen,
    totalVocabCount: row.totalVocabCount,
    totalSentenceCount: row.totalSentenceCount,
    // float4 keeps 0.9 as 0.899999976; the learner chose 0.9.
    desiredRetention: row.desiredRetention,
    newCardsPerDay: row.newCardsPerDay,
  };
}
