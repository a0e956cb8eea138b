import { generateText, type LanguageModel } from 'ai';
import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { uuidv7 } from '../db/ids.ts';
import { aiChatMessage, aiChatThread, type ChatCorrection } from '../db/schema/ai-chat.ts';
import { type PromptTurn, summaryInstructions } from './prompt.ts';

export type ThreadRow = typeof aiChatThread.$inferSelect;
export type MessageRow = typeof aiChatMessage.$inferSelect;

/**
 * How much of the conversation the tutor reads (ADR 36): the summary, then every turn after it verbatim.
 * Once more than FOLD_AT messages follow the summary, all but the last KEEP_VERBATIM are folded into it
 * with one model call, so the prompt holds at most FOLD_AT + 2 messages and a bounded summary.
 */
export const KEEP_VERBATIM = 8;
export const FOLD_AT = 16;
export const SUMMARY_WORDS = 150;
const SUMMARY_CHARS = 1500;
/** A message as the prompt quotes it, however long the model once wrote. */
const TURN_CHARS = 1500;
const FOLD_TIMEOUT_MS = 30_000;

export async function findThread(db: Db, userId: string, noteId: string): Promise<ThreadRow | undefined> {
  const [row] = await db
    .select()
    .from(aiChatThread)
    .where(and(eq(aiChatThread.userId, userId), eq(aiChatThread.noteId, noteId)));
  return row;
}

/** The learner's thread about the note, made on their first message (the caller checked the note is theirs). */
export async function threadFor(db: Db, userId: string, noteId: string): Promise<ThreadRow> {
  // One statement either way: a no-op update on conflict makes RETURNING give the existing row.
  const [row] = await db
    .insert(aiChatThread)
    .values({ id: uuidv7(), userId, noteId })
    .onConflictDoUpdate({ target: [aiChatThread.userId, aiChatThread.noteId], set: { userId } })
    .returning();
  return row!;
}

export async function threadMessages(db: Db, threadId: string, after?: string | null): Promise<MessageRow[]> {
  return db
    .select()
    .from(aiChatMessage)
    .where(and(eq(aiChatMessage.threadId, threadId), after ? gt(aiChatMessage.id, after) : undefined))
    .orderBy(asc(aiChatMessage.id));
}

/** A page of the conversation, oldest first: the `limit` messages just before `before` (or the newest). */
export async function threadPage(
  db: Db,
  threadId: string,
  limit: number,
  before?: string,
): Promise<{ rows: MessageRow[]; hasOlder: boolean }> {
  const newestFirst = await db
    .select()
    .from(aiChatMessage)
    .where(and(eq(aiChatMessage.threadId, threadId), before ? lt(aiChatMessage.id, before) : undefined))
    .orderBy(desc(aiChatMessage.id))
    .limit(limit + 1);
  return { rows: newestFirst.slice(0, limit).reverse(), hasOlder: newestFirst.length > limit };
}

/** The turns the tutor reads verbatim: those after the summary (the newest FOLD_AT × 2 if folds failed). */
export async function promptTurns(db: Db, thread: ThreadRow): Promise<PromptTurn[]> {
  const rows = await threadMessages(db, thread.id, thread.summarizedThrough);
  return rows.slice(-FOLD_AT * 2).map((row) => ({ role: row.role, content: row.content.slice(0, TURN_CHARS) }));
}

export type NewMessage = {
  id: string;
  role: 'user' | 'assistant';
  mode: 'chat' | 'call';
  content: string;
  correction?: ChatCorrection | null;
  audioMs?: number | null;
};

/** Keeps a whole turn — the learner's message and the reply — or nothing of it. */
export async function storeTurn(db: Db, threadId: string, turn: NewMessage[]): Promise<MessageRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(aiChatMessage)
      .values(turn.map((m) => ({ ...m, threadId, correction: m.correction ?? null, audioMs: m.audioMs ?? null })))
      .returning();
    await tx.update(aiChatThread).set({ updatedAt: new Date() }).where(eq(aiChatThread.id, threadId));
    return rows.sort((a, b) => (a.id < b.id ? -1 : 1));
  });
}

const quoted = (rows: MessageRow[]) =>
  rows.map((row) => `${row.role === 'user' ? 'Learner' : 'Tutor'}: ${row.content.slice(0, TURN_CHARS)}`).join('\n');

/**
 * Folds the older turns into the thread's summary when more than FOLD_AT follow it: one model call with the
 * earlier summary and those turns (at most FOLD_AT × 2 of them). The write only lands if no other fold moved
 * the summary meanwhile. False when there was nothing to fold; a failed call throws and changes nothing.
 */
export async function foldHistory(
  db: Db,
  model: LanguageModel,
  thread: Pick<ThreadRow, 'id'>,
  languages: { language: string; nativeLanguage: string },
): Promise<boolean> {
  const [current] = await db.select().from(aiChatThread).where(eq(aiChatThread.id, thread.id));
  if (!current) return false;
  const rows = await threadMessages(db, current.id, current.summarizedThrough);
  if (rows.length <= FOLD_AT) return false;
  const older = rows.slice(0, rows.length - KEEP_VERBATIM);
  const { text } = await generateText({
    model,
    system: summaryInstructions(languages, SUMMARY_WORDS),
    prompt: [
      current.summary ? `Earlier summary:\n${current.summary}` : '',
      `New turns:\n${quoted(older.slice(-FOLD_AT * 2))}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(FOLD_TIMEOUT_MS),
  });
  const summary = text.trim().slice(0, SUMMARY_CHARS);
  if (!summary) return false;
  const through = older.at(-1)!.id;
  const moved = await db
    .update(aiChatThread)
    .set({ summary, summarizedThrough: through, updatedAt: sql`now()` })
    .where(
      and(
        eq(aiChatThread.id, current.id),
        current.summarizedThrough
          ? eq(aiChatThread.summarizedThrough, current.summarizedThrough)
          : isNull(aiChatThread.summarizedThrough),
      ),
    )
    .returning({ id: aiChatThread.id });
  return moved.length > 0;
}
