import { baseLanguage } from '../../common/languages.ts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { note, userVocab, vocabContext, type WordStatus } from '../db/schema/index.ts';
import { analyzePickedWord } from '../language/line-words.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { activateCards } from '../reviews/cards.ts';
import { ensureLexicon } from '../word-status/lexicon.ts';
import { MAX_LEARNING_LEVEL, statusOnSave, type StatusState } from '../word-status/transitions.ts';
import { lockLearner, recountSavedVocab, studyLanguage } from './learner-writes.ts';
import { NOTE_NOT_FOUND, type NoteRow, lineAt } from '../notes/access.ts';

export type SaveVocabInput = {
  /** The form as met ("spielten"); the row keeps the first form saved. */
  word: string;
  /** Learning language (filed under studyLanguage(from)). */
  from: string;
  /** Translation language. */
  to: string;
  /** The sentence it was met in, when not from a note line (a note line's own text wins). */
  context?: string | null;
  noteId?: string | null;
  /** The line of the note (spec sentenceId); required with noteId. */
  sentenceId?: number | null;
  ytId?: string | null;
  /** Fills a missing translation; never replaces the one a saved word has. Resolved by the caller (no network here). */
  translation?: string | null;
  /** Given: used as is. Missing: the language engine reads the word in its line. */
  lemma?: string | null;
  pos?: string | null;
  /** Given: the word gets this status (CSV import). Missing: statusOnSave (new → learning 1, others stay). */
  status?: WordStatus | null;
  learningLevel?: number | null;
};

export type SaveVocabResult = { id: string; lemma: string; created: boolean; newlySaved: boolean };

type Context = {
  noteId: string | null;
  lineIndex: number | null;
  start: number | null;
  end: number | null;
  ytId: string | null;
  text: string;
};

/** A save with everything read and analysed, ready for a short transaction. */
export type PreparedVocab = {
  language: string;
  to: string;
  word: string;
  lemma: string;
  pos: string | null;
  translation: string | null;
  context: Context | null;
  status: StatusState | null;
};

async function learnersNote(db: DbOrTx, userId: string, noteId: string, notes: Map<string, NoteRow>): Promise<NoteRow> {
  const cached = notes.get(noteId);
  if (cached) return cached;
  const [row] = await db
    .select()
    .from(note)
    .where(and(eq(note.id, noteId), eq(note.userId, userId)));
  if (!row) throw notFound(NOTE_NOT_FOUND);
  notes.set(noteId, row);
  return row;
}

function explicitStatus(status: WordStatus | null | undefined, level: number | null | undefined): StatusState | null {
  if (!status) return null;
  if (status !== 'learning') return { status, learningLevel: null };
  return { status, learningLevel: Math.min(MAX_LEARNING_LEVEL, Math.max(1, Math.round(level ?? 1))) };
}

/**
 * Reads the note line (the learner's own note, else 404) and finds the lemma, outside any transaction.
 * Throws the spec's messages: 'noteId is required' for a line without a note, 'sentenceId is required' for
 * a note without a line.
 */
export async function prepareVocab(
  db: DbOrTx,
  userId: string,
  input: SaveVocabInput,
  notes = new Map<string, NoteRow>(),
): Promise<PreparedVocab> {
  const word = input.word.trim();
  if (!word) throw badRequest('word is required');
  const hasLine = input.sentenceId !== undefined && input.sentenceId !== null;
  if (hasLine && !input.noteId) throw badRequest('noteId is required');
  if (input.noteId && !hasLine) throw badRequest('sentenceId is required');
  let context: Context | null = null;
  let lemmaInNote: string | null = null;
  if (input.noteId) {
    const row = await learnersNote(db, userId, input.noteId, notes);
    if (!input.lemma?.trim()) lemmaInNote = await lemmaInLine(db, row, input.sentenceId!, word);
    if (baseLanguage(input.from) !== baseLanguage(row.language))
      throw badRequest(`from must be the note's language (${row.language})`);
    const line = lineAt(row, input.sentenceId!);
    context = {
      noteId: row.id,
      lineIndex: input.sentenceId!,
      start: line.start,
      end: line.end,
      ytId: input.ytId?.trim() || row.videoId,
      text: line.text,
    };
  } else if (input.context?.trim()) {
    context = {
      noteId: null,
      lineIndex: null,
      start: null,
      end: null,
      ytId: input.ytId?.trim() || null,
      text: input.context.trim(),
    };
  }
  const analysed = input.lemma?.trim()
    ? { lemma: input.lemma.trim(), pos: input.pos ?? null }
    : await analyzePickedWord(word, context?.text ?? '', input.from);
  if (lemmaInNote) analysed.lemma = lemmaInNote;
  return {
    language: studyLanguage(input.from),
    to: input.to,
    word,
    lemma: analysed.lemma,
    pos: analysed.pos,
    translation: input.translation?.trim() || null,
    context,
    status: explicitStatus(input.status, input.learningLevel),
  };
}

const bare = (text: string) => text.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/**
 * A word picked in a note line gets the lemma the transcript tints it by (the note's lexicon), so saving
 * 학교에서 or "saw" moves the same lemma the word-status view shows.
 */
async function lemmaInLine(db: DbOrTx, row: NoteRow, lineIndex: number, word: string): Promise<string | null> {
  const words = row.lines[lineIndex]?.words ?? [];
  const index = words.findIndex((w) => bare(w.text) === bare(word));
  if (index < 0) return null;
  const lexicon = await ensureLexicon(db, row);
  return lexicon.lines[lineIndex]?.[index] ?? null;
}

/** The translation a learner's word already has, so a re-save need not ask a translator again. */
export async function existingTranslation(
  db: DbOrTx,
  userId: string,
  prepared: Pick<PreparedVocab, 'language' | 'lemma'>,
): Promise<string | null> {
  const [row] = await db
    .select({ translation: userVocab.translation })
    .from(userVocab)
    .where(
      and(eq(userVocab.userId, userId), eq(userVocab.language, prepared.language), eq(userVocab.lemma, prepared.lemma)),
    );
  return row?.translation ?? null;
}

/** Contexts are unique per (word, note, line) or (word, text) without a note: meeting it again adds nothing. */
async function addContext(tx: DbOrTx, vocabId: string, context: Context | null): Promise<void> {
  if (!context) return;
  await tx
    .insert(vocabContext)
    .values({ vocabId, ...context })
    .onConflictDoNothing();
}

async function upsertVocab(tx: DbOrTx, userId: string, p: PreparedVocab): Promise<SaveVocabResult> {
  const key = and(eq(userVocab.userId, userId), eq(userVocab.language, p.language), eq(userVocab.lemma, p.lemma));
  const locked = () => tx.select().from(userVocab).where(key).for('update');
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
      return { id: inserted.id, lemma: p.lemma, created: true, newlySaved: true };
    }
    // A status click on the same lemma created the row a moment ago: save that row.
    [current] = await locked();
  }
  const next = p.status ?? statusOnSave(current!);
  const fillTranslation = current!.translation === null && p.translation !== null;
  await tx
    .update(userVocab)
    .set({
      isSaved: true,
      savedAt: current!.isSaved ? current!.savedAt : now,
      status: next.status,
      learningLevel: next.learningLevel,
      pos: current!.pos ?? p.pos,
      ...(fillTranslation ? { translation: p.translation, translationLanguage: p.to } : {}),
    })
    .where(eq(userVocab.id, current!.id));
  await addContext(tx, current!.id, p.context);
  return { id: current!.id, lemma: p.lemma, created: false, newlySaved: !current!.isSaved };
}

/**
 * Saves prepared words in one transaction (a savepoint when `db` is already one): one row per lemma
 * (an existing one is saved again and gains the context), review cards activated, the learner's
 * totalVocabCount recounted. Results are in input order; the same lemma twice gives the same id.
 */
export async function savePreparedVocab(
  db: DbOrTx,
  userId: string,
  prepared: PreparedVocab[],
): Promise<SaveVocabResult[]> {
  if (prepared.length === 0) return [];
  return db.transaction(async (tx) => {
    await lockLearner(tx, userId);
    const results: SaveVocabResult[] = [];
    for (const p of prepared) results.push(await upsertVocab(tx, userId, p));
    await activateCards(tx, userId, { vocabIds: [...new Set(results.map((r) => r.id))] });
    await recountSavedVocab(tx, userId);
    return results;
  });
}

/**
 * Saves one word for a learner (POST /user-vocab, note imports, CSV import). Never calls the network:
 * a missing translation stays missing unless the caller resolved it (see translateOrNull in translation/).
 * Throws 404 for a note that is not the learner's and 400 for a bad line or language.
 */
export async function saveVocab(db: DbOrTx, userId: string, input: SaveVocabInput): Promise<SaveVocabResult> {
  return (await saveVocabList(db, userId, [input]))[0]!;
}

/** saveVocab for many words in one transaction (one lock, one recount): what imports use. */
export async function saveVocabList(db: DbOrTx, userId: string, inputs: SaveVocabInput[]): Promise<SaveVocabResult[]> {
  const notes = new Map<string, NoteRow>();
  const prepared: PreparedVocab[] = [];
  for (const input of inputs) prepared.push(await prepareVocab(db, userId, input, notes));
  return savePreparedVocab(db, userId, prepared);
}
