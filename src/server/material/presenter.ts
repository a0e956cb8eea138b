import type { z } from 'zod';
import type { grammarNote, grammarStory } from '../db/schema/material.ts';
import type { MaterialRow } from './access.ts';
import { catalogueExamples } from './grammar/index.ts';
import type { GrammarNoteDto, MaterialState, NoteMaterial } from './schema.ts';

type GrammarNoteRow = typeof grammarNote.$inferSelect;
type StoryRow = typeof grammarStory.$inferSelect;

export function presentState(row: MaterialRow): z.input<typeof MaterialState> {
  return { status: row.status, progress: row.progress, message: row.message, engine: row.engine };
}

/** Slices and the study guide speak of `sentenceId` (the line index) like the rest of the API. */
export function presentNoteMaterial(noteId: string, row: MaterialRow): z.input<typeof NoteMaterial> {
  const guide = row.studyGuide;
  return {
    ...presentState(row),
    noteId,
    slices: (row.slices ?? []).map((slice) => ({
      page: slice.page,
      lines: slice.lines.map(({ lineIndex, ...line }) => ({ sentenceId: lineIndex, ...line })),
    })),
    studyGuide: guide && {
      summary: guide.summary,
      keyVocabulary: guide.keyVocabulary.map(({ lineIndex, ...word }) => ({ ...word, sentenceId: lineIndex })),
      grammarPoints: guide.grammarPoints,
      questions: guide.questions.map(({ lineIndex, ...question }) => ({ ...question, sentenceId: lineIndex })),
      steps: guide.steps,
    },
  };
}

export function presentGrammarNote(row: GrammarNoteRow, story: StoryRow | null): z.input<typeof GrammarNoteDto> {
  return {
    id: row.id,
    pointId: row.pointId,
    title: row.title,
    explanation: row.explanation,
    explanationLanguage: row.explanationLanguage,
    examples: row.examples.map(({ lineIndex, text, match }) => ({ sentenceId: lineIndex, text, match })),
    // Read from the catalogue, not stored with the note, so a corrected sentence reaches every note.
    writtenExamples: catalogueExamples(row.pointId),
    story: story && {
      id: story.id,
      text: story.text,
      translation: story.translation,
      engine: story.engine,
      createdAt: story.createdAt.toISOString(),
    },
  };
}
