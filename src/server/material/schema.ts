import { z } from 'zod';
import { lineIndex } from '../http/fields.ts';
import { MATERIAL_STATUSES } from '../db/schema/material.ts';

/** API shapes of the study material (spec §3 "Card collection", §7 "Flashcards", "Grammar"). */

export const Card = z.object({
  id: z.string(),
  kind: z.enum(['word', 'sentence']),
  /** The word (word cards) or the sentence (sentence cards): the front of the card. */
  word: z.string(),
  translation: z.string().nullable(),
  lemma: z.string().nullable(),
  pos: z.string().nullable(),
  /** The video line the card came from, with its time, to replay the moment. */
  context: z.string(),
  sentenceId: lineIndex,
  start: z.number(),
  end: z.number(),
  secondExample: z.string().nullable(),
  teaches: z.array(z.string()),
  source: z.enum(['generated', 'manual']),
  fromLanguage: z.string(),
  toLanguage: z.string(),
});

/** Spec: a card collection is `{ number, cards }`; here one collection per one-minute page of the note. */
export const CardCollection = z.object({ number: z.number().int().min(1), cards: z.array(Card) });

export const MaterialState = z.object({
  status: z.enum(MATERIAL_STATUSES),
  progress: z.number().int().min(0).max(100),
  message: z.string().nullable(),
  /** 'offline' results come from dictionaries and rules; the UI labels them so. */
  engine: z.enum(['offline', 'llm']).nullable(),
});

export const Flashcards = MaterialState.extend({
  noteId: z.string(),
  words: z.array(CardCollection),
  sentences: z.array(CardCollection),
});

export const Story = z.object({
  id: z.string(),
  text: z.string(),
  translation: z.string().nullable(),
  engine: z.enum(['offline', 'llm']),
  createdAt: z.iso.datetime(),
});

export const GrammarNoteDto = z.object({
  id: z.string(),
  pointId: z.string(),
  title: z.string(),
  explanation: z.string(),
  explanationLanguage: z.string(),
  /** The note's own lines that show the point ("From this video"), `match` being the span that does. */
  examples: z.array(z.object({ sentenceId: lineIndex, text: z.string(), match: z.string() })),
  /**
   * Sentences written and reviewed for the point ("Examples"), with an English translation (null for
   * English sentences); empty for a point a model named that the catalogue does not have (ADR 17).
   */
  writtenExamples: z.array(z.object({ text: z.string(), translation: z.string().nullable(), match: z.string() })),
  /** Only a model writes stories: null without one, or when its story did not use the point. */
  story: Story.nullable(),
});

export const GrammarNotes = MaterialState.extend({ noteId: z.string(), grammarNotes: z.array(GrammarNoteDto) });

export const SliceDto = z.object({
  page: z.number().int().min(1),
  lines: z.array(
    z.object({
      sentenceId: lineIndex,
      text: z.string(),
      translation: z.string().nullable(),
      start: z.number(),
      end: z.number(),
    }),
  ),
});

const count = z.number().int().min(0);

/** What the offline summary counts; the page says it in the UI language (ADR 18). */
export const GuideFactsDto = z.object({
  language: z.string(),
  /** The note's length, the same as its header's. */
  seconds: count,
  lines: count,
  words: count,
  /** Only words heard at least twice, most heard first; empty when none is. */
  frequentWords: z.array(z.object({ word: z.string(), count })),
  opening: z.string(),
});

/**
 * Offline questions are data (`cloze`: the line around the gap; `meaning`: the word), worded by the
 * page in the UI language; `text` is a question a model wrote, shown as written.
 */
export const GuideQuestionDto = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('cloze'),
    before: z.string(),
    after: z.string(),
    answer: z.string(),
    sentenceId: lineIndex,
  }),
  z.object({ kind: z.literal('meaning'), word: z.string(), answer: z.string(), sentenceId: lineIndex }),
  z.object({ kind: z.literal('text'), question: z.string(), answer: z.string(), sentenceId: lineIndex.nullable() }),
]);

export const StudyStepDto = z.object({
  kind: z.enum(['watch', 'shadow', 'review', 'quiz']),
  /** A model's step, as written; null when `numbers` says what the step is about. */
  text: z.string().nullable(),
  numbers: z
    .object({
      seconds: count.optional(),
      lines: count.optional(),
      wordCards: count.optional(),
      sentenceCards: count.optional(),
      grammarNotes: count.optional(),
      questions: count.optional(),
    })
    .nullable(),
});

export const StudyGuideDto = z.object({
  /** A model's summary; empty when `facts` gives the offline one. */
  summary: z.string(),
  facts: GuideFactsDto.nullable(),
  keyVocabulary: z.array(z.object({ lemma: z.string(), translation: z.string().nullable(), sentenceId: lineIndex })),
  grammarPoints: z.array(z.object({ pointId: z.string(), title: z.string() })),
  questions: z.array(GuideQuestionDto),
  steps: z.array(StudyStepDto),
});

/** `GET /v3/note/{id}/material`: status plus the slices and study guide once ready. */
export const NoteMaterial = MaterialState.extend({
  noteId: z.string(),
  slices: z.array(SliceDto),
  /** Null while not made, or when the learner did not ask for one (studyGuideRequested false, ADR 29). */
  studyGuide: StudyGuideDto.nullable(),
  /** The create form's choice; POST /note/{id}/regenerate-material with studyGuide: true makes one later. */
  studyGuideRequested: z.boolean(),
});

/** POST /v3/note/{id}/regenerate-material: `studyGuide: true` also asks for the study guide from now on. */
export const RegenerateMaterialBody = z.object({ studyGuide: z.boolean().optional() });
