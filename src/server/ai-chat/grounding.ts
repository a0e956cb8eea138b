import { baseLanguage } from '../../common/languages.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { listWords } from '../learner/index.ts';
import { grammarPointTitles } from '../material/access.ts';
import { assertNoteOwned, ownedNoteOpening } from '../notes/access.ts';
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

/**
 * What the tutor was told of a note lately, per learner and note: a conversation is many turns within
 * minutes, and reading the note, the profile, the saved words and the grammar again for each cost more than
 * the rest of a turn before the model is asked (ADR 36). A minute old at most; the note's ownership is
 * checked on every turn all the same.
 */
const CACHE_MS = 60_000;
const CACHE_SIZE = 500;
const recent = new Map<string, { at: number; grounding: Grounding }>();

async function readGrounding(db: Db, userId: string, noteId: string): Promise<Grounding> {
  const [opening, profile, words, grammarPoints] = await Promise.all([
    ownedNoteOpening(db, { id: userId }, noteId, TRANSCRIPT_LINES),
    learnerProfile(db, userId),
    listWords(db, userId, { noteId, isSaved: true, limit: SAVED_WORDS }),
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

/**
 * 404 unless the note is the learner's; what the tutor is told of it and of the learner. `alongside` runs
 * once the note is known to be theirs, beside the other reads (the thread and its turns).
 */
export async function groundingFor<T = undefined>(
  db: Db,
  user: Pick<AuthUser, 'id'>,
  noteId: string,
  alongside: () => Promise<T> = async () => undefined as T,
): Promise<Grounding & { alongside: T }> {
  const key = `${user.id} ${noteId}`;
  const cached = recent.get(key);
  if (cached && Date.now() - cached.at < CACHE_MS) {
    await assertNoteOwned(db, user, noteId);
    return { ...cached.grounding, alongside: await alongside() };
  }
  // Nothing of the note is read for anyone but its owner: the other reads wait for that answer.
  const owned = assertNoteOwned(db, user, noteId);
  const [, grounding, extra] = await Promise.all([
    owned,
    owned.then(() => readGrounding(db, user.id, noteId)),
    owned.then(alongside),
  ]);
  recent.delete(key);
  recent.set(key, { at: Date.now(), grounding });
  if (recent.size > CACHE_SIZE) recent.delete(recent.keys().next().value!);
  return { ...grounding, alongside: extra };
}
