import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { note, noteGeneration, type GenerationStatus } from '../db/schema/index.ts';
import { defineJob } from '../jobs/definition.ts';
import { chooseTrack } from '../providers/youtube/choose-track.ts';
import { YouTubeError } from '../providers/youtube/errors.ts';
import { buildNoteLines, noteBounds } from './build-lines.ts';
import { loadTranscript, loadTranslation, loadVideo } from './transcripts.ts';

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
  async handle({ generationId }, { db, providers, logger }, { isFinalAttempt }) {
    const [generation] = await db.select().from(noteGeneration).where(eq(noteGeneration.id, generationId));
    if (!generation || generation.status === 'ready' || generation.status === 'failed') return;
    const { youtube } = providers;
    try {
      await setStatus(db, generationId, 'processing', 10);
      const info = await loadVideo(db, youtube, generation.videoId);
      const learner = { learningLanguage: generation.learningLanguage, nativeLanguage: generation.nativeLanguage };
      const choice = chooseTrack(info, learner);
      await setStatus(db, generationId, 'processing', 30);
      const source = await loadTranscript(db, youtube, generation.videoId, choice.track, () => loadVideo(db, youtube, generation.videoId, { fresh: true }));
      await setStatus(db, generationId, 'processing', 60);
      let translations: (string | null)[] | null = null;
      if (choice.translation) {
        // Dual subtitles are a bonus: a note without them is still worth having.
        translations = await loadTranslation(db, youtube, source, choice.translation, generation.nativeLanguage).catch((error: unknown) => {
          logger.warn({ err: error }, 'translation track unavailable');
          return null;
        });
      }
      await setStatus(db, generationId, 'processing', 85);
      const lines = buildNoteLines(source.lines, translations, generation.type, generation.startAt);
      if (lines.length === 0) throw new NoteProblem(generation.type === 'one_minute_clip' ? EMPTY_CLIP : new YouTubeError('captions_disabled').message);
      const bounds = noteBounds(generation.type, generation.startAt, info.lengthSeconds);
      await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(note)
          .values({
            userId: generation.userId,
            videoId: generation.videoId,
            type: generation.type,
            title: info.title,
            language: source.language,
            translationLanguage: translations ? generation.nativeLanguage : null,
            source: 'youtube',
            ...bounds,
            lines,
            generationId,
          })
          .onConflictDoNothing({ target: note.generationId })
          .returning({ id: note.id });
        const noteId = created?.id ?? (await tx.select({ id: note.id }).from(note).where(eq(note.generationId, generationId)))[0]!.id;
        await tx.update(noteGeneration).set({ status: 'ready', progress: 100, message: null, noteId }).where(eq(noteGeneration.id, generationId));
      });
    } catch (error) {
      const final = error instanceof NoteProblem || (error instanceof YouTubeError && !error.retryable) || isFinalAttempt;
      if (!final) throw error;
      const message = error instanceof NoteProblem || error instanceof YouTubeError ? error.message : GIVING_UP;
      logger.warn({ err: error }, 'note generation failed');
      await setStatus(db, generationId, 'failed', 100, message);
    }
  },
});
