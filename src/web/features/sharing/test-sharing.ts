import type { NoteDetail, SharedNoteDetail } from '../../lib/api-types.ts';

const words = (text: string, line: number, start: number) =>
  text.split(' ').map((word, i) => ({
    _id: `${line}.${i}`,
    word,
    start: String(start + i / 2),
    end: String(start + (i + 1) / 2),
    line,
  }));

/** A shared note of two lines with no video (the page's player is the timeline clock). */
export function sharedNote(change: Partial<SharedNoteDetail> = {}): SharedNoteDetail {
  const subtitles = [
    { text: 'Bonjour tout le monde', start: 1, end: 3 },
    { text: 'Le chat dort', start: 4, end: 6 },
  ];
  return {
    id: 'n1',
    videoId: null,
    title: 'Au café',
    thumbnail: null,
    type: 'subtitle_import',
    language: 'fr',
    translationLanguage: null,
    from: 'import',
    startAt: 0,
    endAt: 6,
    lineCount: 2,
    createdAt: '2026-11-01T00:00:00.000Z',
    sharedAt: '2026-11-02T00:00:00.000Z',
    transcription: {
      noteId: 'n1',
      title: 'Au café',
      language: 'fr',
      from: 'import',
      startAt: 0,
      endAt: 6,
      createdAt: '2026-11-01T00:00:00.000Z',
      subtitles,
      words: [...words(subtitles[0]!.text, 0, 1), ...words(subtitles[1]!.text, 1, 4)],
      firstLine: 0,
      nextMinute: null,
      minutes: [{ minute: 0, firstLine: 0, lineCount: 2 }],
    },
    ...change,
  };
}

/** The owner's view of the same note. */
export const ownNote = (sharedAt: string | null): NoteDetail => {
  const { transcription, ...note } = sharedNote();
  return { ...note, sharedAt, transcription: { ...transcription, userId: 'u1' } };
};
