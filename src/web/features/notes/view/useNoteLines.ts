import { useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '../../../lib/api.ts';
import type { NoteDetail, NoteLinePage, NoteLinesQuery } from '../../../lib/api-types.ts';
import type { TranscriptPage } from '../lines/transcript-pages.ts';

type Loaded = Pick<NoteDetail['transcription'], 'subtitles' | 'words' | 'nextMinute'>;

/**
 * The note's transcript as far as it is loaded (ADR 13): the note answers its first five minutes and the
 * index of every minute; further pages are fetched in order, up to the minute the learner needs — where
 * playback is (a minute ahead), where they seeked, the page they opened. Line indexes are the note's own,
 * so `lines` is always the transcript from line 0 on.
 */
type Paged = { id: string; transcription: Pick<NoteDetail['transcription'], keyof Loaded | 'minutes'> };
const ownPage = (noteId: string, minute: number) =>
  api<NoteLinePage>(`/note/${noteId}/lines`, { query: { minute } satisfies NoteLinesQuery });

/** `fetchPage`: where the further pages come from (the owner's route, or a shared note's public one). */
export function useNoteLines(
  note: Paged,
  fetchPage: (noteId: string, minute: number) => Promise<NoteLinePage> = ownPage,
) {
  const { transcription } = note;
  const [loaded, setLoaded] = useState<Loaded>(() => ({
    subtitles: transcription.subtitles,
    words: transcription.words,
    nextMinute: transcription.nextMinute,
  }));
  const [wanted, setWanted] = useState(-1);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const next = loaded.nextMinute;
    if (next === null || next > wanted || loading) return;
    setLoading(true);
    fetchPage(note.id, next)
      .then((page) =>
        setLoaded((before) =>
          // A page joins only where the loaded lines end, so indexes stay the note's.
          page.firstLine === before.subtitles.length
            ? {
                subtitles: [...before.subtitles, ...page.subtitles],
                words: [...before.words, ...page.words],
                nextMinute: page.nextMinute,
              }
            : before,
        ),
      )
      // A failed page is asked again when the learner needs a later minute; the api client has toasted it.
      .catch(() => setWanted(-1))
      .finally(() => setLoading(false));
  }, [loaded, wanted, loading, note.id, fetchPage]);

  /** Loads the transcript through `minute` (0-based), if it is not yet. */
  const need = useCallback((minute: number) => setWanted((before) => Math.max(before, Math.floor(minute))), []);
  const pages = useMemo<TranscriptPage[]>(
    () => transcription.minutes.map((m) => ({ page: m.minute + 1, firstIndex: m.firstLine, size: m.lineCount })),
    [transcription.minutes],
  );
  return { lines: loaded.subtitles, words: loaded.words, pages, need, complete: loaded.nextMinute === null };
}
