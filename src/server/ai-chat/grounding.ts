import { baseLanguage } from '../../common/languages.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { listWords } from '../learner/index.ts';
import { grammarPointTitles } from '../material/access.ts';
import { ownedNoteOpening } from '../notes/access.ts';
import { type LearnerProfile, learnerProfile } from '../users/profile.ts';
import type { Grounding } from './prompt.ts';

/** Bounds of what the tutor is told about the note, so a long note's prompt stays small. */
export const TRANSCRIPT_LINES = 120;
export const TRANSCRIPT_CHARS = 2500;
export const SAVED_WORDS = 30;
export const GRAMMAR_POINTS = 8;

/** The learner's level in `language`: its entry in their list, else their main level. */
export function levelIn(profile: Pick<LearnerProfile, 'learningLanguageList' | 'mainLevel'>, language: string): string {
  const base = baseLanguage(language);
  const entry = profile.learningLanguageList.find((item) => baseLanguage(item.language) === base);
  return entry?.level ?? profile.mainLevel;
}

/** Cuts the transcript at a line boundary within `max` characters. */
export function boundedTranscript(lines: string[], max = TRANSCRIPT_CHARS): string {
  let text = '';
  for (const line of lines) {
    const next = text ? `${text}\n${line}` : line;
    if (next.length > max) break;
    text = next;
  }
  return text || (lines[0] ?? '').slice(0, max);
}

/** 404 unless the note is the learner's; what the tutor is told of it and of the learner. */
export async function groundingFor(db: Db, user: Pick<AuthUser, 'id'>, noteId: string): Promise<Grounding> {
  const opening = await ownedNoteOpening(db, user, noteId, TRANSCRIPT_LINES);
  const [profile, words, grammarPoints] = await Promise.all([
    learnerProfile(db, user.id),
    listWords(db, user.id, { noteId, isSaved: true, limit: SAVED_WORDS }),
    grammarPointTitles(db, noteId, GRAMMAR_POINTS),
  ]);
  return {
    title: opening.title,
    language: opening.language,
    nativeLanguage: profile.nativeLanguage,
    level: levelIn(profile, opening.language),
    transcript: boundedTranscript(opening.lines),
    savedWords: words.words.map((w) => ({ word: w.word, translation: w.translation })),
    grammarPoints,
  };
}
