import { z } from 'zod';
import {
  boundedText as text,
  languageCode,
  noteLanguageCode,
  noteIdField as noteId,
  sentenceIdField,
  lineIndex,
} from '../http/fields.ts';
import { SpokenAudio } from '../audio/schema.ts';
import { allRequired, requiredAs } from '../http/required.ts';

export const FlashcardQuery = z.object({ noteId: requiredAs('noteId', noteId) });
export const NoteParams = z.object({ noteId: requiredAs('noteId', noteId) });

/** Spec §3 "Word flashcard add"; `source` says where the learner picked the word (informational). */
export const WordCardBody = allRequired(
  ['word', 'from', 'to', 'context', 'ytId', 'sentenceId'],
  z.object({
    word: text(100),
    from: noteLanguageCode,
    to: languageCode,
    context: text(1000),
    ytId: text(100),
    sentenceId: sentenceIdField,
    source: text(50).optional(),
  }),
);
export type WordCardInput = z.infer<typeof WordCardBody>;

/** Spec §3 "Sentence flashcard add". */
export const SentenceCardBody = allRequired(
  ['sentence', 'from', 'to', 'meaning', 'sentenceId', 'ytId', 'noteId'],
  z.object({
    sentence: text(1000),
    from: noteLanguageCode,
    to: languageCode,
    meaning: text(1000),
    sentenceId: sentenceIdField,
    ytId: text(100),
    noteId,
  }),
);
export type SentenceCardInput = z.infer<typeof SentenceCardBody>;

export const ExtractWordMeaningsBody = z.object({
  sentenceId: requiredAs('sentenceId', sentenceIdField),
  noteId: requiredAs('noteId', noteId),
});
export const WordMeanings = z.object({
  sentenceId: lineIndex,
  words: z.array(
    z.object({
      word: z.string(),
      lemma: z.string(),
      pos: z.string().nullable(),
      translation: z.string().nullable(),
      isStopWord: z.boolean(),
    }),
  ),
});

export const BreakdownParams = z.object({ flashcardId: requiredAs('flashcardId', z.uuid('must be a flashcard id')) });
export const BreakdownBody = z.object({
  sentenceId: requiredAs('sentenceId', sentenceIdField),
  wordId: requiredAs(
    'wordId',
    z.string().regex(/^\d{1,7}\.\d{1,5}$/, 'must be a word id like 3.2 (line.word), as in GET /v3/note/{id}'),
  ),
});
/** Audio of the whole sentence and of one word, to hear it slowly and alone. */
export const BreakdownAudio = z.object({
  sentence: z.object({ text: z.string(), audio: SpokenAudio }),
  word: z.object({ text: z.string(), audio: SpokenAudio }),
});

/** POST /flashcard/import-vocab and /import-sentences: the note's query, and what the import did. */
export const ImportQuery = z.object({ noteId: requiredAs('noteId', noteId) });
export const ImportResult = z.object({
  /** Cards saved now. */
  imported: z.number().int(),
  /** Cards whose word or sentence the learner had already saved. */
  alreadySaved: z.number().int(),
  total: z.number().int(),
});
