import type { z } from 'zod';
import type { SpokenAudio } from '../audio/schema.ts';
import type { FlashcardRow } from '../material/cards.ts';
import type { DeckAudios } from './schema.ts';

type DeckPage = {
  deckId: string;
  page: number;
  pages: number[];
  cards: readonly FlashcardRow[];
  /** The audio spoken for a text in a card's language; null for a text too long to speak. */
  audioOf: (text: string, lang: string) => SpokenAudio | null;
};

/** A word the server did not speak is spoken by the browser, as GET /v3/audio answers then. */
const browserVoice = (text: string, lang: string): SpokenAudio => ({
  provider: 'browser',
  url: null,
  voice: null,
  lang,
  text,
});

export function presentDeckAudios({ deckId, page, pages, cards, audioOf }: DeckPage): z.input<typeof DeckAudios> {
  return {
    deckId,
    miniDeckId: page,
    pages,
    cards: cards.map((card) => {
      const example = audioOf(card.context, card.fromLanguage);
      return {
        id: card.id,
        word: card.front,
        translation: card.translation,
        sentenceId: card.lineIndex,
        wordAudio: audioOf(card.front, card.fromLanguage) ?? browserVoice(card.front, card.fromLanguage),
        example: example ? { text: card.context, audio: example } : null,
      };
    }),
  };
}
