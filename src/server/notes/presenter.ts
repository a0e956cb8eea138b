import { thumbnailUrl } from '../../common/youtube-link.ts';
import type { note, noteGeneration, StoredLine } from '../db/schema/notes.ts';
import { type LinePage, minutesIndex, pageFrom } from './pages.ts';
import type { z } from 'zod';
import type { GenerationStatus, NoteDetail, NoteLinePage, NoteSummary, SharedNoteDetail } from './schema.ts';

type NoteRow = typeof note.$inferSelect;
export type NoteSummaryRow = Omit<
  NoteRow,
  'lines' | 'userId' | 'generationId' | 'sourceNoteId' | 'sharedAt' | 'studyGuide'
> & {
  lineCount: number;
};
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

/** A note's summary columns in presentNoteSummary's order, its time already an ISO string (notes/service.ts). */
export type SummaryTuple = [
  string,
  string | null,
  string,
  NoteRow['type'],
  string,
  string | null,
  NoteRow['source'],
  number,
  number,
  number,
  string,
];

/** What presentNoteSummary answers, from the note list's JSON array (same keys, same order, same values). */
export const presentSummaryTuple = (t: SummaryTuple): z.input<typeof NoteSummary> => ({
  id: t[0],
  videoId: t[1],
  title: t[2],
  thumbnail: t[1] ? thumbnailUrl(t[1]) : null,
  type: t[3],
  language: t[4],
  translationLanguage: t[5],
  from: t[6],
  startAt: t[7],
  endAt: t[8],
  lineCount: t[9],
  createdAt: t[10],
});

/** Subtitles and words of `lines`, which are the note's lines from `firstLine` on (indexes stay the note's). */
function presentLines(lines: StoredLine[], firstLine: number) {
  return {
    subtitles: lines.map(({ text, start, end, translation }) => ({
      text,
      start,
      end,
      ...(translation ? { translation } : {}),
    })),
    words: lines.flatMap((line, i) =>
      line.words.map((word, w) => ({
        _id: `${firstLine + i}.${w}`,
        word: word.text,
        start: seconds(word.start),
        end: seconds(word.end),
        line: firstLine + i,
      })),
    ),
  };
}

/** The note with its first page of lines and the minutes index (ADR 13: paged by minute). */
export function presentNote(row: NoteRow): z.input<typeof NoteDetail> {
  const summary = presentNoteSummary({ ...row, lineCount: row.lines.length });
  const minutes = minutesIndex(row.lines);
  const page = pageFrom(row.lines, minutes, 0);
  return {
    ...summary,
    sharedAt: row.sharedAt?.toISOString() ?? null,
    transcription: {
      userId: row.userId,
      noteId: row.id,
      title: row.title,
      language: row.language,
      from: row.source,
      startAt: row.startAt,
      endAt: row.endAt,
      createdAt: summary.createdAt,
      ...presentLines(page.lines, page.firstLine),
      firstLine: page.firstLine,
      nextMinute: page.nextMinute,
      minutes,
    },
  };
}

/** The public page's note (ADR 31): as the owner's, without the owner's id. */
export function presentSharedNote(row: NoteRow & { sharedAt: Date }): z.input<typeof SharedNoteDetail> {
  const { transcription, ...detail } = presentNote(row);
  const { userId: _owner, ...shown } = transcription;
  return { ...detail, sharedAt: row.sharedAt.toISOString(), transcription: shown };
}

export function presentLinePage(noteId: string, page: LinePage): z.input<typeof NoteLinePage> {
  return {
    noteId,
    minute: page.minute,
    firstLine: page.firstLine,
    ...presentLines(page.lines, page.firstLine),
    nextMinute: page.nextMinute,
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
