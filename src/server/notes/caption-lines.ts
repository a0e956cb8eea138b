import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { NoteType, StoredLine } from '../db/schema/notes.ts';
import type { TrackChoice } from '../providers/youtube/choose-track.ts';
import type { YouTubeClient } from '../providers/youtube/client.ts';
import { buildNoteLines } from './build-lines.ts';
import { loadTranscript, loadTranslation, loadVideo } from './transcripts.ts';

type Request = { videoId: string; type: NoteType; startAt: number; nativeLanguage: string };

/** A note's lines cut from the video's captions (shared transcript cache), with dual subtitles when YouTube offers them. */
export async function captionLines(
  deps: { db: Db; youtube: YouTubeClient; logger: Logger },
  request: Request,
  choice: TrackChoice,
  onProgress: (percent: number) => Promise<unknown>,
): Promise<{ lines: StoredLine[]; language: string; translationLanguage: string | null }> {
  const { db, youtube, logger } = deps;
  const source = await loadTranscript(db, youtube, request.videoId, choice.track, () =>
    loadVideo(db, youtube, request.videoId, { fresh: true }),
  );
  await onProgress(60);
  let translations: (string | null)[] | null = null;
  if (choice.translation) {
    // Dual subtitles are a bonus: a note without them is still worth having.
    translations = await loadTranslation(db, youtube, source, choice.translation, request.nativeLanguage).catch(
      (error: unknown) => {
        logger.warn({ err: error }, 'translation track unavailable');
        return null;
      },
    );
  }
  return {
    lines: buildNoteLines(source.lines, translations, request.type, request.startAt),
    language: source.language,
    translationLanguage: translations ? request.nativeLanguage : null,
  };
}
