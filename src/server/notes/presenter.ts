import { thumbnailUrl } from '../../common/youtube-link.ts';
import type { note, noteGeneration } from '../db/schema/notes.ts';
import type { z } from 'zod';
import type { GenerationStatus, NoteDetail, NoteSummary } from './schema.ts';

type NoteRow = typeof note.$inferSelect;
export type NoteSummaryRow = Omit<NoteRow, 'lines' | 'userId' | 'generationId'> & { lineCount: number };
type GenerationRow = typeof noteGeneration.$inferSelect;

const seconds = (value: number) => value.toFixed(3);

export function presentNoteSummary(row: NoteSummaryRow): z.input<typeof NoteSummary> {
  return {
    id: row.id,
    videoId: row.videoId,
    title: row.title,
    thumbnail: row.videoId ? thumbnailUrl(row.videoId) : null,
    type: row.type,
    language: row.language,
    translationLanguage: row.translationLanguage,
    from: row.source,
    startAt: row.startAt,
    endAt: row.endAt,
    lineCount: row.lineCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentNote(row: NoteRow): z.input<typeof NoteDetail> {
  const summary = presentNoteSummary({ ...row, lineCount: row.lines.length });
  return {
    ...summary,
    transcription: {
      userId: row.userId,
      noteId: row.id,
      title: row.title,
      language: row.language,
      from: row.source,
      startAt: row.startAt,
      endAt: row.endAt,
      createdAt: summary.createdAt,
      subtitles: row.lines.map(({ text, start, end, translation }) => ({
        text,
        start,
        end,
        ...(translation ? { translation } : {}),
      })),
      words: row.lines.flatMap((line, lineIndex) =>
        line.words.map((word, i) => ({
          _id: `${lineIndex}.${i}`,
          word: word.text,
          start: seconds(word.start),
          end: seconds(word.end),
          line: lineIndex,
        })),
      ),
    },
  };
}

export function presentStatus(row: GenerationRow): z.input<typeof GenerationStatus> {
  return {
    status: row.status,
    progress: row.progress,
    ...(row.noteId ? { noteId: row.noteId } : {}),
    ...(row.message ? { message: row.message } : {}),
  };
}
