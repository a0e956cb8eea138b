import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { noteLexicon, noteWord } from '../db/schema/learner.ts';
import { linesOfOwnNote, noteIdsOf } from '../notes/access.ts';
import { studyLanguage } from './language.ts';

/** A line of one of the learner's notes where a lemma occurs: the note, the line and its moment in the video. */
export type Encounter = {
  noteId: string;
  noteTitle: string;
  lineIndex: number;
  start: number;
  end: number;
  ytId: string | null;
  text: string;
};

export type EncounterLimits = { notes: number; linesPerNote: number };

/**
 * Where the learner met a lemma, saved or not: the first lines of their notes (newest note first) whose
 * lexicon holds it. Read from the lexicon the transcript's tint uses (note_word finds the notes through
 * its primary key; only the matching line numbers leave the database), so a note whose lexicon is not
 * built yet (its study material never ran and it was never opened) is not listed.
 */
export async function lemmaEncounters(
  db: DbOrTx,
  userId: string,
  code: string,
  lemma: string,
  { notes, linesPerNote }: EncounterLimits,
): Promise<Encounter[]> {
  const lineNumbers = sql<number[]>`(
    select coalesce(jsonb_agg(found.i), '[]'::jsonb) from (
      select (l.o - 1)::int as i
      from jsonb_array_elements(${noteLexicon.lines}) with ordinality as l(words, o)
      where l.words @> jsonb_build_array(${lemma}::text)
      order by l.o limit ${linesPerNote}
    ) found
  )`;
  const hits = await db
    .select({ noteId: noteWord.noteId, lines: lineNumbers })
    .from(noteWord)
    .innerJoin(noteLexicon, eq(noteLexicon.noteId, noteWord.noteId))
    .where(
      and(
        eq(noteWord.lemma, lemma),
        eq(noteLexicon.language, studyLanguage(code)),
        inArray(noteWord.noteId, noteIdsOf(db, userId)),
      ),
    )
    // Note ids are UUIDv7: the newest note first.
    .orderBy(desc(noteWord.noteId))
    .limit(notes);
  const encounters: Encounter[] = [];
  for (const hit of hits) {
    const found = await linesOfOwnNote(db, userId, hit.noteId, hit.lines);
    if (!found) continue;
    found.lines.forEach((line, at) => {
      if (!line) return;
      encounters.push({
        noteId: found.id,
        noteTitle: found.title,
        lineIndex: hit.lines[at]!,
        start: line.start,
        end: line.end,
        ytId: found.videoId,
        text: line.text,
      });
    });
  }
  return encounters;
}
