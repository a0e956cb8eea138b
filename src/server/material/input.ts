import { type LanguageLevel, baseLanguage } from '../../common/languages.ts';
import type { Db } from '../db/client.ts';
import type { NoteRow } from '../notes/access.ts';
import type { LearningLanguage } from '../language/index.ts';
import { engineLanguage } from '../language/shared-engine.ts';
import { type LearnerProfile, learnerProfile } from '../users/profile.ts';
import type { MaterialInput } from './types.ts';

/** The learner's level in this language: the main one, else their list, else a beginner's. */
function levelIn(learner: LearnerProfile, language: LearningLanguage): LanguageLevel {
  if (baseLanguage(learner.mainLanguage) === language) return learner.mainLevel;
  return learner.learningLanguageList.find((entry) => baseLanguage(entry.language) === language)?.level ?? 'beginner';
}

/** What a generator needs for `row`: its lines and the learner it is for; null when the language has no material yet. */
export async function materialInputFor(db: Db, row: NoteRow): Promise<MaterialInput | null> {
  const language = engineLanguage(row.language);
  if (!language) return null;
  const learner = await learnerProfile(db, row.userId);
  return {
    noteId: row.id,
    title: row.title,
    language,
    nativeLanguage: learner.nativeLanguage,
    level: levelIn(learner, language),
    seconds: row.endAt - row.startAt,
    lines: row.lines,
    studyGuide: row.studyGuide,
  };
}
