import { baseLanguage } from '../../common/languages.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { note, userSentence } from '../db/schema/index.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { activateCards } from '../reviews/cards.ts';
import { lockLearner, recountSavedSentences, studyLanguage } from '../saved-words/learner-writes.ts';
import { NOTE_NOT_FOUND, type NoteRow, lineAt } from '../notes/access.ts';

export type SaveSentenceInput = {
  sentence: string;
  /** Learning language (filed under studyLanguage(from)). */
  from: string;
  /** Meaning language. */
  to: string;
  /** Fills a missing meaning; never replaces one the sentence has. Resolved by the caller (no network here). */
  meaning?: string | null;
  noteId?: string | null;
  /** The line of the note (spec sentenceId); required with noteId. */
  sentenceId?: number | null;
  ytId?: string | null;
};

export type SaveSentenceResult = { id: string; created: boolean; newlySaved: boolean };

type Where =
  | { noteId: string; lineIndex: number; start: number; end: number; ytId: string | null }
  | { noteId: null; lineIndex: null; start: null; end: null; ytId: string | null };

/** A save with its note line read, ready for a short transaction. */
export type PreparedSentence = { language: string; to: string; text: string; meaning: string | null; where: Where };

/** The row key of a sentence, computed exactly as the generated `text_key` column (case and spacing aside). */
export const sentenceKey = (text: string) => sql`md5(lower(regexp_replace(btrim(${text}::text), '\\s+', ' ', 'g')))`;

/**
 * Reads the note line (the learner's own note, else 404) outside any transaction. Throws the spec's
 * 'noteId is required' for a line without a note and 'sentenceId is required' for a note without a line.
 */
export async function prepareSentence(
  db: DbOrTx,
  userId: string,
  input: SaveSentenceInput,
  notes = new Map<string, NoteRow>(),
): Promise<PreparedSentence> {
  const text = input.sentence.trim();
  if (!text) throw badRequest('sentence is required');
  const hasLine = input.sentenceId !== undefined && input.sentenceId !== null;
  if (hasLine && !input.noteId) throw badRequest('noteId is required');
  if (input.noteId && !hasLine) throw badRequest('sentenceId is required');
  let where: Where = { noteId: null, lineIndex: null, start: null, end: null, ytId: input.ytId?.trim() || null };
  if (input.noteId) {
    let row = notes.get(input.noteId);
    if (!row) {
      [row] = await db
        .select()
        .from(note)
        .where(and(eq(note.id, input.noteId), eq(note.userId, userId)));
      if (!row) throw notFound(NOTE_NOT_FOUND);
      notes.set(row.id, row);
    }
    if (baseLanguage(input.from) !== baseLanguage(row.language))
      throw badRequest(`from must be the note's language (${row.language})`);
    const line = lineAt(row, input.sentenceId!);
    where = {
      noteId: row.id,
      lineIndex: input.sentenceId!,
      start: line.start,
      end: line.end,
      ytId: input.ytId?.trim() || row.videoId,
    };
  }
  return { language: studyLanguage(input.from), to: input.to, text, meaning: input.meaning?.trim() || null, where };
}

/** The meaning a learner's sentence already has, so a re-save need not ask a translator again. */
export async function existingMeaning(
  db: DbOrTx,
  userId: string,
  prepared: Pick<PreparedSentence, 'language' | 'text'>,
): Promise<string | null> {
  const [row] = await db
    .select({ meaning: userSentence.meaning })
    .from(userSentence)
    .where(
      and(
        eq(userSentence.userId, userId),
        eq(userSentence.language, prepared.language),
        eq(userSentence.textKey, sentenceKey(prepared.text)),
      ),
    );
  return row?.meaning ?? null;
}

async function upsertSentence(tx: DbOrTx, userId: string, p: PreparedSentence): Promise<SaveSentenceResult> {
  const key = and(
    eq(userSentence.userId, userId),
    eq(userSentence.language, p.language),
    eq(userSentence.textKey, sentenceKey(p.text)),
  );
  const locked = () => tx.select().from(userSentence).where(key).for('update');
  const now = new Date();
  let [current] = await locked();
  if (!current) {
    const [inserted] = await tx
      .insert(userSentence)
      .values({
        userId,
        language: p.language,
        text: p.text,
        meaning: p.meaning,
        translationLanguage: p.to,
        ...p.where,
        isSaved: true,
        savedAt: now,
      })
      .onConflictDoNothing({ target: [userSentence.userId, userSentence.language, userSentence.textKey] })
      .returning({ id: userSentence.id });
    if (inserted) return { id: inserted.id, created: true, newlySaved: true };
    [current] = await locked();
  }
  const row = current!;
  const fillMeaning = row.meaning === null && p.meaning !== null;
  await tx
    .update(userSentence)
    .set({
      isSaved: true,
      savedAt: row.isSaved ? row.savedAt : now,
      ...(fillMeaning ? { meaning: p.meaning, translationLanguage: p.to } : {}),
      // A sentence typed first and met in a note later gains the note's line and time.
      ...(row.noteId === null && p.where.noteId !== null ? p.where : {}),
    })
    .where(eq(userSentence.id, row.id));
  return { id: row.id, created: false, newlySaved: !row.isSaved };
}

/**
 * Saves prepared sentences in one transaction (a savepoint when `db` is already one): one row per
 * sentence text (case and spacing aside), review cards activated, totalSentenceCount recounted.
 */
export async function savePreparedSentences(
  db: DbOrTx,
  userId: string,
  prepared: PreparedSentence[],
): Promise<SaveSentenceResult[]> {
  if (prepared.length === 0) return [];
  return db.transaction(async (tx) => {
    await lockLearner(tx, userId);
    const results: SaveSentenceResult[] = [];
    for (const p of prepared) results.push(await upsertSentence(tx, userId, p));
    await activateCards(tx, userId, { sentenceIds: [...new Set(results.map((r) => r.id))] });
    await recountSavedSentences(tx, userId);
    return results;
  });
}

/**
 * Saves one sentence for a learner (POST /user-sentence, note imports, CSV import). Never calls the
 * network: a missing meaning stays missing unless the caller resolved it. The same text again gives the
 * same row, saved again.
 */
export async function saveSentence(db: DbOrTx, userId: string, input: SaveSentenceInput): Promise<SaveSentenceResult> {
  return (await saveSentenceList(db, userId, [input]))[0]!;
}

/** saveSentence for many sentences in one transaction (one lock, one recount). */
export async function saveSentenceList(
  db: DbOrTx,
  userId: string,
  inputs: SaveSentenceInput[],
): Promise<SaveSentenceResult[]> {
  const notes = new Map<string, NoteRow>();
  const prepared: PreparedSentence[] = [];
  for (const input of inputs) prepared.push(await prepareSentence(db, userId, input, notes));
  return savePreparedSentences(db, userId, prepared);
}
