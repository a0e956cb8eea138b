import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { flashcard, grammarNote, grammarStory, usageEvent } from '../db/schema/material.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { Queue } from '../jobs/queue.ts';
import type { Providers } from '../providers/index.ts';
import { assertNoteOwned, ownedNote, ownedNoteWantsGuide } from '../notes/access.ts';
import { assertNoteShared } from '../notes/sharing.ts';
import { materialState } from './access.ts';
import { grammarPointById } from './grammar/index.ts';
import { materialInputFor } from './input.ts';
import { COMING_SOON, STORY_VOCABULARY } from './material.job.ts';
import { presentGrammarNote, presentNoteMaterial, presentState } from './presenter.ts';
import { materialTools } from './tools.ts';
import type { MaterialGenerator } from './types.ts';

/** `generator` is the one the material job uses (src/server/compose.ts chooses it). */
export type MaterialDeps = { db: Db; queue: Queue; providers: Providers; generator: MaterialGenerator };

const GRAMMAR_NOTE_NOT_FOUND = 'This grammar note does not exist or is not yours.';
export const STORY_NOT_CURRENT = 'This story is not the current story of the grammar note; reload the grammar notes.';
export const STORY_NEEDS_MODEL =
  'Stories are written by an AI model, and this installation has none configured (AI_BASE_URL and AI_MODEL). The written examples and the lines from the video show this grammar point.';
export const STORY_UNCHECKABLE =
  'Stories are written only for the grammar points Lingoclip can check in a text, and this is not one of them.';
export const STORY_MISSED_POINT =
  'The AI model twice wrote a story that does not use this grammar point, so it was not kept. Please try again.';

export async function getNoteMaterial(deps: MaterialDeps, user: AuthUser, noteId: string) {
  const wantsGuide = await ownedNoteWantsGuide(deps.db, user, noteId);
  return presentNoteMaterial(noteId, await materialState(deps, noteId), wantsGuide);
}

/**
 * The newest story of each grammar note is its current one; older ones are kept as history. Only a
 * model's stories count: the offline template stories written before ADR 17 are never shown again.
 */
async function currentStories(db: Db, grammarNoteIds: string[]) {
  if (!grammarNoteIds.length) return new Map<string, typeof grammarStory.$inferSelect>();
  const rows = await db
    .select()
    .from(grammarStory)
    .where(and(inArray(grammarStory.grammarNoteId, grammarNoteIds), eq(grammarStory.engine, 'llm')))
    .orderBy(desc(grammarStory.id));
  const current = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!current.has(row.grammarNoteId)) current.set(row.grammarNoteId, row);
  return current;
}

export async function getGrammarNotes(deps: MaterialDeps, user: AuthUser, noteId: string) {
  await assertNoteOwned(deps.db, user, noteId);
  return grammarNotesOf(deps, noteId);
}

/** A shared note's grammar notes, without sign-in (ADR 31); 404 unless the note is shared. */
export async function getSharedGrammarNotes(deps: MaterialDeps, noteId: string) {
  await assertNoteShared(deps.db, noteId);
  return grammarNotesOf(deps, noteId);
}

async function grammarNotesOf(deps: MaterialDeps, noteId: string) {
  const state = await materialState(deps, noteId);
  const notes = await deps.db
    .select()
    .from(grammarNote)
    .where(eq(grammarNote.noteId, noteId))
    .orderBy(asc(grammarNote.id));
  const stories = await currentStories(
    deps.db,
    notes.map((n) => n.id),
  );
  return {
    ...presentState(state),
    noteId,
    grammarNotes: notes.map((n) => presentGrammarNote(n, stories.get(n.id) ?? null)),
  };
}

/**
 * A new story for a grammar note, replacing `storyId`, which must be the current one (a stale
 * screen must not replace a story it has not seen); a note without a story takes its own id there
 * for its first one. Two clicks at once make one story: the second finds the story changed under
 * its lock and answers the first one's. Only a model writes stories (ADR 17).
 */
export async function regenerateStory(
  { db, providers, generator }: MaterialDeps,
  user: AuthUser,
  grammarNoteId: string,
  storyId: string,
) {
  const [point] = await db
    .select()
    .from(grammarNote)
    .where(and(eq(grammarNote.id, grammarNoteId), eq(grammarNote.userId, user.id)));
  if (!point) throw notFound(GRAMMAR_NOTE_NOT_FOUND);
  if (!generator.story) throw conflict(STORY_NEEDS_MODEL);
  if (grammarPointById(point.pointId)?.language !== point.language) throw conflict(STORY_UNCHECKABLE);
  const current = (await currentStories(db, [point.id])).get(point.id);
  if ((current?.id ?? point.id) !== storyId) throw notFound(STORY_NOT_CURRENT);
  const input = await materialInputFor(db, await ownedNote(db, user, point.noteId));
  if (!input) throw notFound(COMING_SOON);
  const vocabulary = (
    await db
      .select({ lemma: flashcard.lemma })
      .from(flashcard)
      .where(and(eq(flashcard.noteId, point.noteId), eq(flashcard.kind, 'word')))
      // Generated cards were inserted most useful first, and ids follow insertion.
      .orderBy(asc(flashcard.id))
      .limit(STORY_VOCABULARY)
  ).map((row) => row.lemma!);
  const [{ told } = { told: 0 }] = await db
    .select({ told: count() })
    .from(grammarStory)
    .where(eq(grammarStory.grammarNoteId, point.id));
  const draft = await generator.story(
    input,
    { pointId: point.pointId, title: point.title, explanation: point.explanation, examples: point.examples },
    vocabulary,
    materialTools(providers),
    told,
  );
  if (!draft) throw conflict(STORY_MISSED_POINT);
  const story = await db.transaction(async (tx) => {
    await tx.select({ id: grammarNote.id }).from(grammarNote).where(eq(grammarNote.id, point.id)).for('update');
    const now = (await currentStories(tx, [point.id])).get(point.id);
    if (now && now.id !== storyId) return now;
    const [created] = await tx
      .insert(grammarStory)
      .values({ grammarNoteId: point.id, text: draft.text, translation: draft.translation, engine: generator.engine })
      .returning();
    await tx
      .insert(usageEvent)
      .values({ userId: user.id, kind: 'story', noteId: point.noteId, engine: generator.engine });
    return created!;
  });
  return presentGrammarNote(point, story);
}
