import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { noteMaterial, type MaterialStatus } from '../db/schema/material.ts';
import { defineJob } from '../jobs/definition.ts';
import { materialInputFor } from './input.ts';
import { mapWithLimit } from '../lib/map-limit.ts';
import { noteById } from '../notes/access.ts';
import { NOTE_MATERIAL_JOB } from '../notes/material-request.ts';
import { noteQuotaCounter } from '../notes/quota-counter.ts';
import { refundQuota } from '../subscriptions/quota.ts';
import { saveMaterial } from './save-material.ts';
import type { MaterialGenerator } from './types.ts';
import { ensureLexicon } from '../learner/index.ts';
import { materialTools } from './tools.ts';

export const COMING_SOON = 'Study material for this language is coming soon.';
export const MATERIAL_FAILED = 'We could not make the study material for this note. Please try again later.';
/** Stories reuse the note's most useful words; more than this makes a list, not a story. */
export const STORY_VOCABULARY = 8;
const STORY_CONCURRENCY = 4;

async function setStatus(
  db: Db,
  noteId: string,
  status: MaterialStatus,
  progress: number,
  message: string | null = null,
): Promise<void> {
  await db.update(noteMaterial).set({ status, progress, message }).where(eq(noteMaterial.noteId, noteId));
}

/**
 * Makes a note's flashcards, grammar notes with stories, slices and study guide. Material that is
 * ready is left alone, so a second delivery costs nothing; to make it again, set the status back
 * to pending and send the job. Everything is written in one transaction at the end. The generator
 * (the configured LLM or the offline rules) is chosen by the composition, src/server/compose.ts.
 */
export const materialJob = (generator: MaterialGenerator) =>
  defineJob({
    name: NOTE_MATERIAL_JOB,
    /** `again`: a regeneration the learner asked for (ADR 29), free, so its failure gives nothing back. */
    payload: z.object({ noteId: z.uuid(), again: z.boolean().optional() }),
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 15 * 60,
    pollSeconds: 0.5,
    async handle({ noteId, again }, { db, providers, logger }, { isFinalAttempt }) {
      const row = await noteById(db, noteId);
      if (!row) return; // deleted while queued
      await db.insert(noteMaterial).values({ noteId }).onConflictDoNothing();
      const [state] = await db
        .select({ status: noteMaterial.status })
        .from(noteMaterial)
        .where(eq(noteMaterial.noteId, noteId));
      if (state?.status === 'ready') return;
      try {
        await setStatus(db, noteId, 'processing', 5);
        const input = await materialInputFor(db, row);
        if (!input) {
          await db
            .update(noteMaterial)
            .set({ status: 'ready', progress: 100, message: COMING_SOON, engine: null, slices: [], studyGuide: null })
            .where(eq(noteMaterial.noteId, noteId));
          return;
        }
        const tools = materialTools(providers);
        const drafts = await generator.generate(input, tools, (percent) =>
          setStatus(db, noteId, 'processing', Math.min(90, percent)),
        );
        const vocabulary = drafts.words.slice(0, STORY_VOCABULARY).map((word) => word.lemma);
        // Only a model writes stories (ADR 17); the offline material has its written examples instead.
        const writeStory = generator.story?.bind(generator);
        const stories = writeStory
          ? await mapWithLimit(drafts.grammar, STORY_CONCURRENCY, (point) =>
              writeStory(input, point, vocabulary, tools),
            )
          : [];
        await setStatus(db, noteId, 'processing', 95);
        await saveMaterial(db, { userId: row.userId, input, engine: generator.engine, drafts, stories });
        // The word lemmas of the note, so the library can show "% known" before the note is opened.
        await ensureLexicon(db, row);
      } catch (error) {
        if (!isFinalAttempt) throw error;
        logger.warn({ err: error, noteId }, 'study material failed');
        // The note's unit paid for its material: the delivery that marks it failed gives it back, once — in
        // one transaction, so the refund is neither seen late nor lost to a crash in between.
        await db.transaction(async (tx) => {
          const marked = await tx
            .update(noteMaterial)
            .set({ status: 'failed', progress: 100, message: MATERIAL_FAILED })
            .where(and(eq(noteMaterial.noteId, noteId), ne(noteMaterial.status, 'failed')))
            .returning({ noteId: noteMaterial.noteId });
          if (marked.length > 0 && !again) await refundQuota(tx, row.userId, noteQuotaCounter(row.type));
        });
      }
    },
  });
