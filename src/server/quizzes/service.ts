import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { baseLanguage } from '../../common/languages.ts';
import { audioDeps, speak, speechLanguage } from '../audio/service.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { quizResult } from '../db/schema/quizzes.ts';
import { badRequest } from '../http/errors.ts';
import { moveStatuses, type NewRowInfo, studyLanguage } from '../learner/index.ts';
import { mapWithLimit } from '../lib/map-limit.ts';
import { wordCardsOf } from '../material/cards.ts';
import { noteTitles, assertNoteOwned, ownedNote } from '../notes/access.ts';
import type { Providers } from '../providers/index.ts';
import { learnerProfile } from '../users/profile.ts';
import { buildQuestions, ORDERING_MIN_WORDS } from './build.ts';
import { extraMeanings, MIN_ITEMS, notePool, savedPool } from './pool.ts';
import { newSeed, seededRng } from './random.ts';
import type { Question, QuizQueryInput, QuizResultInput } from './schema.ts';

type QuizDeps = { db: Db; providers: Providers };

/** Speech is rendered once per text and cached, but a first quiz may render a few; keep it gentle. */
const SPEECH_CONCURRENCY = 4;

/** A quiz from a note's cards (noteId) or from the learner's saved words and sentences. */
export async function buildQuiz({ db, providers }: QuizDeps, user: AuthUser, query: QuizQueryInput) {
  const pool = query.noteId ? await notePool(db, user, query.noteId) : await savedPool(db, user, query.language);
  if (pool.items.length < MIN_ITEMS) throw badRequest(pool.tooFew);
  const seed = query.seed ?? newSeed();
  const drafts = buildQuestions(pool.items, {
    kinds: query.kinds,
    count: query.count,
    rng: seededRng(seed),
    language: pool.language,
    extraMeanings: await extraMeanings(db, user.id, pool.language, pool.translationLanguage),
  });
  if (!drafts.length) {
    throw badRequest(
      `These cards cannot make ${query.kinds.join(' or ')} questions yet: they need meanings, example sentences or sentences of ${ORDERING_MIN_WORDS} words or more. Try other question kinds, or save a few more words.`,
    );
  }
  const audio = audioDeps({ db, providers });
  const lang = speechLanguage(pool.language);
  // Past the learner's renders for the day, a listening question is spoken by the browser instead.
  const asker = { userId: user.id, whenLimited: 'browser' } as const;
  const questions = await mapWithLimit(drafts, SPEECH_CONCURRENCY, async (draft): Promise<z.input<typeof Question>> => {
    if (draft.kind !== 'listening') return draft;
    const { speak: text, ...question } = draft;
    return { ...question, audio: await speak(audio, text, lang, asker) };
  });
  return { source: pool.source, noteId: pool.noteId, language: pool.language, seed, questions };
}

/** Stores a finished quiz (spec "quiz scores") and moves the status of every word answered. */
export async function saveQuizResult({ db }: QuizDeps, user: AuthUser, body: QuizResultInput) {
  if (body.source === 'note' && !body.noteId) throw badRequest('noteId is required for a quiz of a note');
  if (body.source === 'saved' && body.noteId) throw badRequest('noteId: a quiz of saved items has no note');
  let language: string = body.language;
  if (body.noteId) {
    const row = await ownedNote(db, user, body.noteId);
    if (baseLanguage(row.language) !== baseLanguage(body.language))
      throw badRequest(`language must be the note's language (${row.language})`);
    language = row.language;
  }
  const outcomes = body.answers
    .filter((a) => a.itemKind === 'word' && a.lemma)
    .map((a) => ({ lemma: a.lemma!, correct: a.correct }));
  const newRow = await newRowInfo(
    db,
    user,
    body.noteId,
    outcomes.map((o) => o.lemma),
  );
  const score = body.answers.filter((a) => a.correct).length;
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(quizResult)
      .values({
        userId: user.id,
        noteId: body.noteId ?? null,
        language,
        source: body.source,
        score,
        total: body.answers.length,
        answers: body.answers,
      })
      .returning({ id: quizResult.id });
    const statuses = await moveStatuses(tx, user.id, studyLanguage(language), outcomes, newRow);
    return { id: saved!.id, score, total: body.answers.length, statuses };
  });
}

/**
 * How a word met only in a quiz is first written down: as on its note's card when there is one
 * (its form and meaning), otherwise the lemma itself with no meaning yet; meanings are in the
 * learner's native language, as everywhere in their lists.
 */
async function newRowInfo(db: Db, user: AuthUser, noteId: string | undefined, lemmas: string[]): Promise<NewRowInfo> {
  const { nativeLanguage: native } = await learnerProfile(db, user.id);
  const cards = noteId ? await wordCardsOf(db, noteId, lemmas) : [];
  return (lemma) => {
    const card = cards.find((c) => c.lemma === lemma);
    const sameLanguage = card && baseLanguage(card.toLanguage) === baseLanguage(native);
    return {
      word: card?.front ?? lemma,
      pos: card?.pos ?? null,
      translation: sameLanguage ? card.translation : null,
      translationLanguage: native,
    };
  };
}

/** The learner's recent quiz scores, newest first; a note's only with noteId. */
export async function listQuizResults(
  { db }: QuizDeps,
  user: AuthUser,
  query: { noteId?: string; language?: string; limit: number },
) {
  if (query.noteId) await assertNoteOwned(db, user, query.noteId);
  const rows = await db
    .select()
    .from(quizResult)
    .where(
      and(
        eq(quizResult.userId, user.id),
        query.noteId ? eq(quizResult.noteId, query.noteId) : undefined,
        query.language ? eq(quizResult.language, query.language) : undefined,
      ),
    )
    .orderBy(desc(quizResult.createdAt), desc(quizResult.id))
    .limit(query.limit);
  const titles = await noteTitles(
    db,
    rows.map((row) => row.noteId),
  );
  return {
    results: rows.map((result) => ({
      id: result.id,
      noteId: result.noteId,
      noteTitle: result.noteId ? (titles.get(result.noteId) ?? null) : null,
      language: result.language,
      source: result.source,
      score: result.score,
      total: result.total,
      createdAt: result.createdAt.toISOString(),
    })),
  };
}
