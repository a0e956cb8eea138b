import { z } from 'zod';
import { SpokenAudio } from '../audio/schema.ts';
import { lineIndex, noteIdField } from '../http/fields.ts';
import { requiredAs } from '../http/required.ts';

/** Shared with the service's messages and the catalogue test (src/common/error-messages.ts). */
export const DECK_PAGE_EXPECTED =
  "must be the number of a page of the note's word cards, from 1 (the first minute of the video)";
/** Far past any note's minutes, and small enough that the digits never overflow. */
export const MAX_DECK_PAGE = 100_000;

const pageNumber = z.number().int(DECK_PAGE_EXPECTED).min(1, DECK_PAGE_EXPECTED).max(MAX_DECK_PAGE, DECK_PAGE_EXPECTED);

/**
 * ADR 30: a deck is one of the learner's notes, a mini-deck one page of its word cards — the `number` of a
 * collection in GET /v3/flashcard's `words` (the minute of the video, 1 = 0:00–1:00).
 */
export const DeckAudioParams = z.object({
  deckId: requiredAs('deckId', noteIdField),
  miniDeckId: requiredAs(
    'miniDeckId',
    z
      .string()
      .regex(/^\d{1,6}$/, DECK_PAGE_EXPECTED)
      .transform(Number)
      .pipe(pageNumber)
      .describe("The page's number, as `number` of the word collections in GET /v3/flashcard"),
  ),
});

/** A card's sound: `audio.url` plays the server's recording; without one the client speaks `audio.text` itself. */
const CardExample = z.object({ text: z.string(), audio: SpokenAudio });

export const DeckCardAudio = z.object({
  /** The flashcard's id (as in GET /v3/flashcard). */
  id: z.string(),
  word: z.string(),
  /** The word's meaning in the learner's language; null when nothing could translate it. */
  translation: z.string().nullable(),
  sentenceId: lineIndex,
  wordAudio: SpokenAudio,
  /** The line the word was met in, with its audio; null when the line is too long to speak in one piece. */
  example: CardExample.nullable(),
});

export const DeckAudios = z.object({
  deckId: z.string(),
  miniDeckId: z.number().int(),
  /** The page numbers that have word cards, so a client can step to the next mini-deck. */
  pages: z.array(z.number().int()),
  cards: z.array(DeckCardAudio),
});
export type DeckAudios = z.infer<typeof DeckAudios>;
