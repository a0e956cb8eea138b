import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { note, noteGeneration, type GenerationStatus, type StoredLine } from '../db/schema/notes.ts';
import { defineJob } from '../jobs/definition.ts';
import { chooseTrack } from '../providers/youtube/choose-track.ts';
import { YouTubeError } from '../providers/youtube/errors.ts';
import { noteBounds } from './build-lines.ts';
import { captionLines } from './caption-lines.ts';
import { spokenLines } from './spoken-lines.ts';
import { requestMaterial } from './material-request.ts';
import { loadVideo } from './transcripts.ts';
import { refundQuota } from '../subscriptions/quota.ts';
import { noteQuotaCounter } from './quota-counter.ts';

export const GENERATE_NOTE = 'note.generate';
export const EMPTY_CLIP = 'No one speaks in this minute of the video. Choose another start time.';
export const GIVING_UP = 'Something went wrong, please try again later';

/** A failure the learner can act on; the job stops without retrying. */
class NoteProblem extends Error {}

const setStatus = (db: Db, id: string, status: GenerationStatus, progress: number, message: string | null = null) =>
  db.update(noteGeneration).set({ status, progress, message }).where(eq(noteGeneration.id, id));

/**
 * Builds a note from YouTube captions. Safe to deliver twice or after a crash: caches make repeated
 * fetches free, and the note is written in the same transaction that marks the generation ready.
 */
export const generateNote = defineJob({
  name: GENERATE_NOTE,
  payload: z.object({ generationId: z.uuid() }),
  retryLimit: 3,
  retryDelaySeconds: 5,
  expireInSeconds: 5 * 60,
  pollSeconds: 0.5,
  async handle({ generationId }, { db, providers, logger, enqueue }, { isFinalAttempt }) {
    const [generation] = await db.select().from(noteGeneration).where(eq(noteGeneration.id, generationId));
    if (!generation || generation.status === 'failed') return;
    if (generation.status === 'ready') {
      // Only the material job can be missing (a crash between the commit and the send); sending again is harmless.
      if (generation.noteId) await requestMaterial(enqueue, generation.noteId);
      return;
    }
    const { youtube, stt } = providers;
    const progress = (percent: number) => setStatus(db, generationId, 'processing', percent);
    let noteId: string | null = null;
    try {
      await progress(10);
      const info = await loadVideo(db, youtube, generation.videoId);
      const choice = chooseTrack(info, {
        learningLanguage: generation.learningLanguage,
        nativeLanguage: generation.nativeLanguage,
      });
      await progress(30);
      let spoken: StoredLine[] | null = null;
      if (generation.type === 'one_minute_clip' && stt) {
        // Speech-to-text hears what captions miss; when it can't run, the captions still make a note.
        spoken = await spokenLines(
          { youtube, stt },
          generation.videoId,
          generation.startAt,
          choice.track.languageCode,
        ).catch((error: unknown) => {
          logger.warn({ err: error }, 'speech-to-text unavailable, using captions');
          return null;
        });
      }
      const made = spoken?.length
        ? { lines: spoken, language: choice.track.languageCode, translationLanguage: null, source: 'whisper' as const }
        : {
            ...(await captionLines({ db, youtube, logger }, generation, choice, progress)),
            source: 'youtube' as const,
          };
      await progress(85);
      const { lines } = made;
      if (lines.length === 0)
        throw new NoteProblem(
          generation.type === 'one_minute_clip' ? EMPTY_CLIP : new YouTubeError('captions_disabled').message,
        );
      const bounds = noteBounds(generation.type, generation.startAt, info.lengthSeconds);
      // The material job is sent after the commit: the worker must find the note.
      noteId = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(note)
          .values({
            userId: generation.userId,
            videoId: generation.videoId,
            type: generation.type,
            title: info.title,
            language: made.language,
            translationLanguage: made.translationLanguage,
            source: made.source,
            ...bounds,
            lines,
            generationId,
            studyGuide: generation.studyGuide,
          })
          .onConflictDoNothing({ target: note.generationId })
          .returning({ id: note.id });
        const id =
          created?.id ??
          (await tx.select({ id: note.id }).from(note).where(eq(note.generationId, generationId)))[0]!.id;
        await tx
          .update(noteGeneration)
          .set({ status: 'ready', progress: 100, message: null, noteId: id })
          .where(eq(noteGeneration.id, generationId));
        return id;
      });
    } catch (error) {
      const final =
        error instanceof NoteProblem || (error instanceof YouTubeError && !error.retryable) || isFinalAttempt;
      if (!final) throw error;
      const message = error instanceof NoteProblem || error instanceof YouTubeError ? error.message : GIVING_UP;
      logger.warn({ err: error }, 'note generation failed');
      // Only the delivery that marks it failed gives the unit back, so a redelivered job never refunds twice;
      // in one transaction, so no reader sees it failed with the unit still taken, and a crash loses neither.
      await db.transaction(async (tx) => {
        const marked = await tx
          .update(noteGeneration)
          .set({ status: 'failed', progress: 100, message })
          .where(and(eq(noteGeneration.id, generationId), ne(noteGeneration.status, 'failed')))
          .returning({ id: noteGeneration.id });
        if (marked.length > 0) await refundQuota(tx, generation.userId, noteQuotaCounter(generation.type));
      });
    }
    // Outside the try: the note is made; if sending fails, the retry lands in the `ready` branch above.
    if (noteId) await requestMaterial(enqueue, noteId);
  },
});
