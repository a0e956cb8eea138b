import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  flashcard,
  grammarNote,
  grammarStory,
  noteMaterial,
  usageEvent,
  type MaterialEngine,
} from '../db/schema/material.ts';
import { yieldToLoop } from '../lib/breathe.ts';
import { grammarExplanationLanguage } from './grammar/index.ts';
import type { MaterialDrafts, MaterialInput, StoryDraft } from './types.ts';

/** A model writes in the learner's native language; the offline catalogue may fall back to English. */
const explanationLanguage = (engine: MaterialEngine, nativeLanguage: string): string =>
  engine === 'llm' ? nativeLanguage : grammarExplanationLanguage(nativeLanguage);

type Made = {
  userId: string;
  input: MaterialInput;
  engine: MaterialEngine;
  drafts: MaterialDrafts;
  /** By grammar point; null (or missing) where no story was written or it did not use the point. */
  stories: (StoryDraft | null)[];
};

/**
 * Writes a generation in one transaction: generated cards and grammar notes are replaced, cards the
 * learner added stay (a generated word or sentence they already have is skipped), and the material
 * becomes ready with its usage recorded. Readers see the old material or the new, never a mix.
 */
export async function saveMaterial(db: Db, { userId, input, engine, drafts, stories }: Made): Promise<void> {
  const { noteId } = input;
  const explainedIn = explanationLanguage(engine, input.nativeLanguage);
  const card = {
    noteId,
    userId,
    fromLanguage: input.language,
    toLanguage: input.nativeLanguage,
    source: 'generated' as const,
  };
  await db.transaction(async (tx) => {
    await tx.delete(flashcard).where(and(eq(flashcard.noteId, noteId), eq(flashcard.source, 'generated')));
    if (drafts.words.length) {
      await tx
        .insert(flashcard)
        .values(drafts.words.map((word) => ({ ...card, kind: 'word' as const, ...word })))
        .onConflictDoNothing();
    }
    if (drafts.sentences.length) {
      await tx
        .insert(flashcard)
        .values(
          drafts.sentences.map(({ front, translation, lineIndex, start, end, teaches }) => ({
            ...card,
            kind: 'sentence' as const,
            front,
            translation,
            lineIndex,
            start,
            end,
            teaches,
            context: front,
          })),
        )
        .onConflictDoNothing();
    }

    // The loop gets a turn between statements: the transaction holds the embedded database, not the loop.
    await yieldToLoop();
    await tx.delete(grammarNote).where(eq(grammarNote.noteId, noteId));
    const seen = new Set<string>();
    for (const [i, point] of drafts.grammar.entries()) {
      // A point is explained once per note even if a generator reports it twice.
      if (seen.has(point.pointId)) continue;
      seen.add(point.pointId);
      const [saved] = await tx
        .insert(grammarNote)
        .values({
          noteId,
          userId,
          pointId: point.pointId,
          language: input.language,
          explanationLanguage: explainedIn,
          title: point.title,
          explanation: point.explanation,
          examples: point.examples,
        })
        .returning({ id: grammarNote.id });
      const story = stories[i];
      if (story)
        await tx
          .insert(grammarStory)
          .values({ grammarNoteId: saved!.id, text: story.text, translation: story.translation, engine });
    }

    await yieldToLoop();
    await tx
      .update(noteMaterial)
      .set({
        status: 'ready',
        progress: 100,
        message: null,
        engine,
        slices: drafts.slices,
        studyGuide: drafts.studyGuide,
      })
      .where(eq(noteMaterial.noteId, noteId));
    await tx.insert(usageEvent).values({ userId, kind: 'material', noteId, engine });
  });
}
