import { api } from '../../../lib/api.ts';
import type { DeckAudios, DeckCardAudio, SpokenAudio } from '../../../lib/api-types.ts';
import { playSpokenAudio, type SpeechEnvironment, stopSpeech } from '../../audio/speech.ts';

/** One page of a note's word cards with their audio, rendered by the server on the first ask and kept (ADR 30). */
export const fetchDeckAudios = (noteId: string, page: number) =>
  api<DeckAudios>(`/vocab/deck/${noteId}/mini-deck/${page}/audios`);

/**
 * Where the playing is: `word` (the word is heard, its meaning still hidden, so the learner can recall it),
 * `meaning` (the pause after it, meaning shown), `example` (the line it was met in).
 */
export type DeckStep = { index: number; card: DeckCardAudio; part: 'word' | 'meaning' | 'example' };

/** Room to recall the meaning after the word, then to read it before the line plays, then between cards. */
export const RECALL_MS = 900;
export const READ_MS = 1400;
export const NEXT_CARD_MS = 700;

export type DeckPlayback = {
  /** Plays one clip to its end (or until stopped). */
  play: (audio: SpokenAudio) => Promise<void>;
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
  onStep: (step: DeckStep) => void;
  signal: AbortSignal;
};

/** Resolves after `ms`, or at once when `signal` aborts (Stop should not wait out a pause). */
export const abortableWait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

/**
 * Plays a clip and resolves when it is over: ended, cut short by Stop (or another audio button), or never
 * started because the browser has no voice for its language — the deck goes on either way.
 */
export const playToEnd = (audio: SpokenAudio, environment?: SpeechEnvironment) =>
  new Promise<void>((resolve, reject) => {
    playSpokenAudio(audio, resolve, environment).then((outcome) => {
      if (outcome === 'no-voice') resolve();
    }, reject);
  });

/** Every card of the page in turn: the word, a pause, its meaning shown, the line; 'stopped' when `signal` aborted it. */
export async function playDeck(deck: DeckAudios, { play, wait, onStep, signal }: DeckPlayback) {
  const step = async (index: number, part: DeckStep['part'], run: () => Promise<void>) => {
    if (signal.aborted) return;
    onStep({ index, card: deck.cards[index]!, part });
    await run();
  };
  for (const [index, card] of deck.cards.entries()) {
    await step(index, 'word', async () => {
      await play(card.wordAudio);
      await wait(RECALL_MS, signal);
    });
    await step(index, 'meaning', () => wait(card.example ? READ_MS : NEXT_CARD_MS, signal));
    const example = card.example;
    if (example) await step(index, 'example', () => play(example.audio));
    if (index < deck.cards.length - 1 && !signal.aborted) await wait(NEXT_CARD_MS, signal);
  }
  return signal.aborted ? 'stopped' : 'done';
}

/** Stops the deck's clip now (the pause it is in ends through the signal). */
export const stopDeckAudio = stopSpeech;
