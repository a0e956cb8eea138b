import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { yieldToLoop } from '../lib/breathe.ts';
import { userSentence, userVocab, vocabContext } from '../db/schema/learner.ts';
import { activateCards } from './cards.ts';
import type { ItemKind } from './items.ts';
import { lockLearner, recountSaved } from './lock.ts';
import {
  type NoteCache,
  type PreparedItem,
  type PreparedSentence,
  type PreparedWord,
  prepareSentence,
  prepareWord,
  type SentenceInput,
  type WordInput,
} from './prepare.ts';
import { statusOnSave } from './transitions.ts';

export type SaveResult = { kind: ItemKind; id: string; created: boolean; newlySaved: boolean };

/** The row key of a sentence, computed exactly as the generated `text_key` column (case and spacing aside). */
const sentenceKey = (text: string) => sql`md5(lower(regexp_replace(btrim(${text}::text), '\\s+', ' ', 'g')))`;

const wordKey = (userId: string, p: Pick<PreparedWord, 'language' | 'lemma'>) =>
  and(eq(userVocab.userId, userId), eq(userVocab.language, p.language), eq(userVocab.lemma, p.lemma));
const sentenceRowKey = (userId: string, p: Pick<PreparedSentence, 'language' | 'text'>) =>
  and(
    eq(userSentence.userId, userId),
    eq(userSentence.language, p.language),
    eq(userSentence.textKey, sentenceKey(p.text)),
  );

/**
 * The meaning the learner's item already has (a word's translation by lemma, a sentence's meaning by
 * text), so a save again need not ask a translator.
 */
export async function existingMeaning(db: DbOrTx, userId: string, item: PreparedItem): Promise<string | null> {
  if (item.kind === 'word') {
    const [row] = await db.select({ meaning: userVocab.translation }).from(userVocab).where(wordKey(userId, item));
    return row?.meaning ?? null;
  }
  const [row] = await db
    .select({ meaning: userSentence.meaning })
    .from(userSentence)
    .where(sentenceRowKey(userId, item));
  return row?.meaning ?? null;
}

/** One row per lemma: an existing one is saved again, keeps its status unless one is given, and gains the context. */
async function upsertWord(tx: DbOrTx, userId: string, p: PreparedWord): Promise<SaveResult> {
  const locked = () => tx.select().from(userVocab).where(wordKey(userId, p)).for('update');
  const now = new Date();
  let [current] = await locked();
  if (!current) {
    const start = p.status ?? statusOnSave(null);
    const [inserted] = await tx
      .insert(userVocab)
      .values({
        userId,
        language: p.language,
        lemma: p.lemma,
        word: p.word,
        pos: p.pos,
        translation: p.translation,
        translationLanguage: p.to,
        status: start.status,
        learningLevel: start.learningLevel,
        isSaved: true,
        savedAt: now,
      })
      .onConflictDoNothing({ target: [userVocab.userId, userVocab.language, userVocab.lemma] })
      .returning({ id: userVocab.id });
    if (inserted) {
      await addContext(tx, inserted.id, p.context);
      return { kind: 'word', id: inserted.id, created: true, newlySaved: true };
    }
    // A status click on the same lemma created the row a moment ago: save that row.
    [current] = await locked();
  }
  const row = current!;
  const next = p.status ?? statusOnSave(row);
  const fillTranslation = row.translation === null && p.translation !== null;
  await tx
    .update(userVocab)
    .set({
      isSaved: true,
      savedAt: row.isSaved ? row.savedAt : now,
      status: next.status,
      learningLevel: next.learningLevel,
      pos: row.pos ?? p.pos,
      ...(fillTranslation ? { translation: p.translation, translationLanguage: p.to } : {}),
    })
    .where(eq(userVocab.id, row.id));
  await addContext(tx, row.id, p.context);
  return { kind: 'word', id: row.id, created: false, newlySaved: !row.isSaved };
}

/** Contexts are unique per (word, note, line) or (word, text) without a note: meeting it again adds nothing. */
async function addContext(tx: DbOrTx, vocabId: string, context: PreparedWord['context']): Promise<void> {
  if (!context) return;
  await tx
    .insert(vocabContext)
    .values({ vocabId, ...context })
    .onConflictDoNothing();
}

/** One row per sentence text (case and spacing aside): the same text again is the same sentence, saved again. */
async function upsertSentence(tx: DbOrTx, userId: string, p: PreparedSentence): Promise<SaveResult> {
  const locked = () => tx.select().from(userSentence).where(sentenceRowKey(userId, p)).for('update');
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
    if (inserted) return { kind: 'sentence', id: inserted.id, created: true, newlySaved: true };
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
  return { kind: 'sentence', id: row.id, created: false, newlySaved: !row.isSaved };
}

/**
 * The one save path for words and sentences (ADR 7): in one transaction (a savepoint when `db` is already
 * one), under the learner's lock, each item is saved, the review cards of the saved items are activated and
 * the counters of the kinds saved recounted. Results are in input order; the same item twice gives one id.
 * Never calls the network: a missing meaning stays missing unless the caller resolved it.
 */
export async function saveItems(db: DbOrTx, userId: string, items: readonly PreparedItem[]): Promise<SaveResult[]> {
  if (items.length === 0) return [];
  return db.transaction(async (tx) => {
    await lockLearner(tx, userId);
    const results: SaveResult[] = [];
    for (const item of items)
      results.push(item.kind === 'word' ? await upsertWord(tx, userId, item) : await upsertSentence(tx, userId, item));
    const kinds = [...new Set(results.map((r) => r.kind))];
    for (const kind of kinds) {
      const ids = new Set(results.filter((r) => r.kind === kind).map((r) => r.id));
      await activateCards(tx, userId, kind, [...ids]);
    }
    await recountSaved(tx, userId, kinds);
    return results;
  });
}

/** Rows of a file saved per transaction: 5 rows take ~10–40 ms on the embedded database (2 busy cores). */
const ROWS_PER_STEP = 5;

/**
 * Saves groups of items (a file's rows; a group is never split) in short transactions of a few groups,
 * letting the event loop and other requests in between, so a 5,000-row file never holds the embedded
 * database for seconds (ADR 13). A failure stops it there: earlier groups stay saved.
 */
export async function saveItemsInSteps(
  db: Db,
  userId: string,
  groups: readonly (readonly PreparedItem[])[],
): Promise<void> {
  for (let i = 0; i < groups.length; i += ROWS_PER_STEP) {
    await yieldToLoop();
    await saveItems(db, userId, groups.slice(i, i + ROWS_PER_STEP).flat());
  }
}

/** Prepares and saves words (note imports, tests); 404 for a note not the learner's, 400 for a bad line or language. */
export async function saveWords(db: DbOrTx, userId: string, inputs: readonly WordInput[]): Promise<SaveResult[]> {
  const notes: NoteCache = new Map();
  const prepared: PreparedItem[] = [];
  for (const input of inputs) prepared.push(await prepareWord(db, userId, input, notes));
  return saveItems(db, userId, prepared);
}

/** Prepares and saves sentences, as saveWords. */
export async function saveSentences(
  db: DbOrTx,
  userId: string,
  inputs: readonly SentenceInput[],
): Promise<SaveResult[]> {
  const notes: NoteCache = new Map();
  const prepared: PreparedItem[] = [];
  for (const input of inputs) prepared.push(await prepareSentence(db, userId, input, notes));
  return saveItems(db, userId, prepared);
}
