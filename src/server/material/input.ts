import { eq } from 'drizzle-orm';
import { SUPPORTED_LEARNING_LANGUAGES, type LanguageLevel } from '../../common/languages.ts';
import type { Db } from '../db/client.ts';
import { type note, profile } from '../db/schema/index.ts';
import { baseLanguage } from '../dictionary/pairs.ts';
import type { LearningLanguage } from '../language/index.ts';
import type { MaterialInput } from './types.ts';

export type NoteRow = typeof note.$inferSelect;
type ProfileRow = typeof profile.$inferSelect;

/** `en-GB` captions are English material; languages without an engine give null. */
export function materialLanguage(code: string): LearningLanguage | null {
  const base = baseLanguage(code);
  return (SUPPORTED_LEARNING_LANGUAGES as readonly string[]).includes(base) ? (base as LearningLanguage) : null;
}

/** The learner's level in this language: the main one, else their list, else a beginner's. */
function levelIn(learner: ProfileRow | undefined, language: LearningLanguage): LanguageLevel {
  if (!learner) return 'beginner';
  if (baseLanguage(learner.mainLanguage) === language) return learner.mainLevel;
  return learner.learningLanguageList.find((entry) => baseLanguage(entry.language) === language)?.level ?? 'beginner';
}

/** What a generator needs for `row`: its lines and the learner it is for; null when the language has no material yet. */
export async function materialInputFor(db: Db, row: NoteRow): Promise<MaterialInput | null> {
  const language = materialLanguage(row.language);
  if (!language) return null;
  const [learner] = await db.select().from(profile).where(eq(profile.userId, row.userId));
  return {
    noteId: row.id,
    title: row.title,
    language,
    nativeLanguage: learner?.nativeLanguage ?? 'en',
    level: levelIn(learner, language),
    lines: row.lines,
  };
}
