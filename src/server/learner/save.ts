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

/** A new word's row, as a first save makes it: the given status, else statusOnSave's. */
function newWordRow(userId: string, p: PreparedWord, now: Date) {
  const start = p.status ?? statusOnSave(null);
  return {
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
  };
}

const newSentenceRow = (userId: string, p: PreparedSentence, now: Date) => ({
  userId,
  language: p.language,
  text: p.text,
  meaning: p.meaning,
  translationLanguage: p.to,
  ...p.where,
  isSaved: true,
  savedAt: now,
});

/** One row per lemma: an existing one is saved again, keeps its status unless one is given, and gains the context. */
async function upsertWord(tx: DbOrTx, userId: string, p: PreparedWord): Promise<SaveResult> {
  const locked = () => tx.select().from(userVocab).where(wordKey(userId, p)).for('update');
  const now = new Date();
  let [current] = await locked();
  if (!current) {
    const [inserted] = await tx
      .insert(userVocab)
      .values(newWordRow(userId, p, now))
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
      .values(newSentenceRow(userId, p, now))
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
 * The words and sentences of a batch the learner does not have yet, inserted in one statement each (a
 * file's rows are mostly new). Returns, per item, the id of the row its statement created; an item whose
 * row exists (or is the second of the same word) is left to the row-by-row path.
 */
async function insertNew(tx: DbOrTx, userId: string, items: readonly PreparedItem[]): Promise<(string | undefined)[]> {
  const now = new Date();
  const words = items.filter((item) => item.kind === 'word');
  const sentences = items.filter((item) => item.kind === 'sentence');
  const newWords =
    words.length < 2
      ? []
      : await tx
          .insert(userVocab)
          .values(words.map((p) => newWordRow(userId, p, now)))
          .onConflictDoNothing({ target: [userVocab.userId, userVocab.language, userVocab.lemma] })
          .returning({ id: userVocab.id, language: userVocab.language, lemma: userVocab.lemma });
  const newSentences =
    sentences.length < 2
      ? []
      : await tx
          .insert(userSentence)
          .values(sentences.map((p) => newSentenceRow(userId, p, now)))
          .onConflictDoNothing({ target: [userSentence.userId, userSentence.language, userSentence.textKey] })
          .returning({ id: userSentence.id, language: userSentence.language, text: userSentence.text });
  const created = new Map<string, string>();
  for (const row of newWords) created.set(`word ${row.language} ${row.lemma}`, row.id);
  for (const row of newSentences) created.set(`sentence ${row.language} ${row.text}`, row.id);
  return items.map((item) => {
    const key = `${item.kind} ${item.language} ${item.kind === 'word' ? item.lemma : item.text}`;
    const id = created.get(key);
    created.delete(key); // the same item again is saved again, on its row
    return id;
  });
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
    const createdIds = await insertNew(tx, userId, items);
    // The new words' contexts first, as the row-by-row path would have added them.
    const newContexts = items.flatMap((item, i) =>
      item.kind === 'word' && item.context && createdIds[i] ? [{ vocabId: createdIds[i], ...item.context }] : [],
    );
    if (newContexts.length) await tx.insert(vocabContext).values(newContexts).onConflictDoNothing();
    const results: SaveResult[] = [];
    for (const [i, item] of items.entries()) {
      const id = createdIds[i];
      if (id !== undefined) results.push({ kind: item.kind, id, created: true, newlySaved: true });
      else
        results.push(
          item.kind === 'word' ? await upsertWord(tx, userId, item) : await upsertSentence(tx, userId, item),
        );
    }
    const kinds = [...new Set(results.map((r) => r.kind))];
    for (const kind of kinds) {
      const ids = new Set(results.filter((r) => r.kind === kind).map((r) => r.id));
      await activateCards(tx, userId, kind, [...ids]);
    }
    await recountSaved(tx, userId, kinds);
    return results;
  });
}

/**
 * How long one step of a file's saving may hold the database: the embedded one (PGlite) runs on the web
 * process's thread, so a step is also a stretch without a turn of the event loop (ADR 13).
 */
const STEP_MS = 20;
const MOST_ROWS_PER_STEP = 200;

/**
 * Saves groups of items (a file's rows; a group is never split) in short transactions, letting the event
 * loop and other requests in between, so a 5,000-row file never holds the embedded database for seconds
 * (ADR 13). A step starts at 5 rows and is sized by how long the last one took (at most doubling), so it
 * stays near STEP_MS on a fast machine and a slow one alike. A failure stops it there: earlier groups stay saved.
 */
export async function saveItemsInSteps(
  db: Db,
  userId: string,
  groups: readonly (readonly PreparedItem[])[],
): Promise<void> {
  let size = 5;
  for (let i = 0; i < groups.length; ) {
    await yieldToLoop();
    const step = groups.slice(i, i + size);
    const started = performance.now();
    await saveItems(db, userId, step.flat());
    i += step.length;
    const took = Math.max(1, performance.now() - started);
    size = Math.max(1, Math.min(size * 2, MOST_ROWS_PER_STEP, Math.floor((size * STEP_MS) / took)));
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
