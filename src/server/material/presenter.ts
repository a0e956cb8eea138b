import type { z } from 'zod';
import type { GuideQuestion, grammarNote, grammarStory, StudyGuide } from '../db/schema/material.ts';
import type { MaterialRow } from './access.ts';
import { catalogueExamples } from './grammar/index.ts';
import type { GrammarNoteDto, GuideQuestionDto, MaterialState, NoteMaterial, StudyGuideDto } from './schema.ts';

type GrammarNoteRow = typeof grammarNote.$inferSelect;
type StoryRow = typeof grammarStory.$inferSelect;

export function presentState(row: MaterialRow): z.input<typeof MaterialState> {
  return { status: row.status, progress: row.progress, message: row.message, engine: row.engine };
}

/** Slices and the study guide speak of `sentenceId` (the line index) like the rest of the API. */
export function presentNoteMaterial(
  noteId: string,
  row: MaterialRow,
  studyGuideRequested: boolean,
): z.input<typeof NoteMaterial> {
  const guide = row.studyGuide;
  return {
    ...presentState(row),
    noteId,
    studyGuideRequested,
    slices: (row.slices ?? []).map((slice) => ({
      page: slice.page,
      lines: slice.lines.map(({ lineIndex, ...line }) => ({ sentenceId: lineIndex, ...line })),
    })),
    studyGuide: guide && presentStudyGuide(guide),
  };
}

function presentStudyGuide(guide: StudyGuide): z.input<typeof StudyGuideDto> {
  return {
    summary: guide.summary,
    facts: guide.facts ?? null,
    keyVocabulary: guide.keyVocabulary.map(({ lineIndex, ...word }) => ({ ...word, sentenceId: lineIndex })),
    grammarPoints: guide.grammarPoints,
    questions: guide.questions.map(presentQuestion),
    steps: guide.steps.map(({ kind, text, numbers }) => ({
      kind,
      text: numbers ? null : (text ?? ''),
      numbers: numbers ?? null,
    })),
  };
}

// Guides stored before ADR 18 wrote their offline questions in English; read back as data, they follow the UI language too.
const LEGACY_CLOZE = /^Fill in the gap: (.*?)___(.*)$/s;
const LEGACY_MEANING = /^What does “(.+)” mean\?$/;

function presentQuestion(question: GuideQuestion): z.input<typeof GuideQuestionDto> {
  const { answer } = question;
  if (question.kind === 'cloze') {
    const { before, after, lineIndex } = question;
    return { kind: 'cloze', before, after, answer, sentenceId: lineIndex };
  }
  if (question.kind === 'meaning')
    return { kind: 'meaning', word: question.word, answer, sentenceId: question.lineIndex };
  const sentenceId = question.lineIndex;
  if (sentenceId !== null) {
    const cloze = LEGACY_CLOZE.exec(question.question);
    if (cloze) return { kind: 'cloze', before: cloze[1]!, after: cloze[2]!, answer, sentenceId };
    const meaning = LEGACY_MEANING.exec(question.question);
    if (meaning) return { kind: 'meaning', word: meaning[1]!, answer, sentenceId };
  }
  return { kind: 'text', question: question.question, answer, sentenceId };
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
