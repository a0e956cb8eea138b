// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/index.ts';
import type { DeckAudios, SpokenAudio } from '../../../lib/api-types.ts';
import { DeckPlayer } from './DeckPlayer.tsx';
import { NEXT_CARD_MS, playDeck, READ_MS, RECALL_MS, type DeckStep } from './play-deck.ts';

const NOTE = '01890a5d-ac96-774b-bcce-b302099a8057';
const clip = (text: string, url: string | null): SpokenAudio => ({
  provider: url ? 'espeak' : 'browser',
  url,
  voice: url ? 'en' : null,
  lang: 'en',
  text,
});
const deck: DeckAudios = {
  deckId: NOTE,
  miniDeckId: 2,
  pages: [1, 2],
  cards: [
    {
      id: 'c1',
      word: 'keyboards',
      translation: 'claviers',
      sentenceId: 0,
      wordAudio: clip('keyboards', '/v3/audio/file/w1'),
      example: { text: 'The keyboards are better.', audio: clip('The keyboards are better.', '/v3/audio/file/e1') },
    },
    {
      id: 'c2',
      word: 'screen',
      translation: null,
      sentenceId: 1,
      wordAudio: clip('screen', '/v3/audio/file/w2'),
      example: null,
    },
  ],
};

describe('playDeck', () => {
  it('plays each word, pauses, shows its meaning, then plays its line', async () => {
    const played: string[] = [];
    const waits: number[] = [];
    const steps: string[] = [];
    const result = await playDeck(deck, {
      play: async (audio) => void played.push(audio.url!),
      wait: async (ms) => void waits.push(ms),
      onStep: (step: DeckStep) => steps.push(`${step.card.word}:${step.part}`),
      signal: new AbortController().signal,
    });
    expect(result).toBe('done');
    expect(steps).toEqual([
      'keyboards:word',
      'keyboards:meaning',
      'keyboards:example',
      'screen:word',
      'screen:meaning',
    ]);
    expect(played).toEqual(['/v3/audio/file/w1', '/v3/audio/file/e1', '/v3/audio/file/w2']);
    expect(waits).toEqual([RECALL_MS, READ_MS, NEXT_CARD_MS, RECALL_MS, NEXT_CARD_MS]);
  });

  it('stops where it is told to', async () => {
    const controller = new AbortController();
    const played: string[] = [];
    const result = await playDeck(deck, {
      play: async (audio) => void played.push(audio.url!),
      wait: async () => {},
      onStep: (step) => step.part === 'meaning' && controller.abort(),
      signal: controller.signal,
    });
    expect(result).toBe('stopped');
    expect(played).toEqual(['/v3/audio/file/w1']);
  });
});

type FakeAudio = { src: string; fire: (event: string) => void };
let audios: FakeAudio[];
let requests: URL[];

beforeEach(() => {
  audios = [];
  requests = [];
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL) => {
      requests.push(new URL(url));
      return new Response(JSON.stringify({ entity: deck }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  vi.stubGlobal(
    'Audio',
    class {
      listeners = new Map<string, (() => void)[]>();
      constructor(readonly src: string) {
        audios.push({ src, fire: (event) => this.fire(event) });
      }
      fire(event: string) {
        for (const listener of this.listeners.get(event) ?? []) listener();
      }
      play() {
        return Promise.resolve();
      }
      // A browser fires `pause` when playing is stopped.
      pause() {
        this.fire('pause');
      }
      addEventListener(event: string, listener: () => void) {
        this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      }
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('DeckPlayer', () => {
  it("plays the page's deck in sequence with the meaning after a pause, and Stop silences it", async () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <DeckPlayer noteId={NOTE} page={2} pageLabel="1:00–2:00" />
      </I18nextProvider>,
    );
    const playAll = screen.getByTestId('deck-play-all');
    expect(playAll.getAttribute('aria-label')).toBe('Play all the words of 1:00–2:00');
    fireEvent.click(playAll);

    await waitFor(() => expect(audios.map((a) => a.src)).toEqual(['/v3/audio/file/w1']));
    expect(requests[0]!.pathname).toBe(`/v3/vocab/deck/${NOTE}/mini-deck/2/audios`);
    expect(screen.getByTestId('deck-word').textContent).toBe('keyboards');
    expect(screen.getByTestId('deck-now').textContent).toContain('1/2');
    expect(screen.queryByTestId('deck-meaning')).toBeNull();

    act(() => audios[0]!.fire('ended'));
    await act(async () => vi.advanceTimersByTime(RECALL_MS));
    await waitFor(() => expect(screen.getByTestId('deck-meaning').textContent).toBe(' — claviers'));
    await act(async () => vi.advanceTimersByTime(READ_MS));
    await waitFor(() => expect(audios.map((a) => a.src)).toEqual(['/v3/audio/file/w1', '/v3/audio/file/e1']));

    fireEvent.click(screen.getByTestId('deck-stop'));
    await waitFor(() => expect(screen.getByTestId('deck-play-all')).toBeTruthy());
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(audios).toHaveLength(2);
  });
});
