// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { AudioButton, NO_VOICE_HINT_MS } from './AudioButton.tsx';
import { pickVoice } from './speech.ts';
import type { SpokenAudio } from '../../lib/api-types.ts';

type FakeVoice = { lang: string; name: string; localService: boolean; default: boolean };
const voice = (lang: string, name = lang, localService = true): FakeVoice => ({
  lang,
  name,
  localService,
  default: false,
});

class FakeUtterance {
  lang = '';
  voice: FakeVoice | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

let audioAnswer: SpokenAudio;
const requests: URL[] = [];
const played: string[] = [];
const synth = { getVoices: vi.fn<() => FakeVoice[]>(() => []), speak: vi.fn(), cancel: vi.fn() };

beforeEach(() => {
  requests.length = 0;
  played.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL) => {
      requests.push(new URL(url));
      return new Response(JSON.stringify({ entity: audioAnswer }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  vi.stubGlobal(
    'Audio',
    class {
      constructor(readonly src: string) {}
      play() {
        played.push(this.src);
        return Promise.resolve();
      }
      pause() {}
      addEventListener() {}
    },
  );
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  synth.getVoices.mockReturnValue([]);
  synth.speak.mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete (window as { speechSynthesis?: unknown }).speechSynthesis;
});

function setup(text = '학교', lang = 'ko') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createI18n('en')}>
        <AudioButton text={text} lang={lang} label="Listen" />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return screen.getByTestId('audio-play');
}

describe('AudioButton', () => {
  it('plays the url the server answers, and asks only once for the same text', async () => {
    audioAnswer = { provider: 'openai', url: '/v3/audio/file/abc', voice: 'nova', lang: 'ko', text: '학교' };
    const button = setup();
    fireEvent.click(button);
    await waitFor(() => expect(played).toEqual(['/v3/audio/file/abc']));
    expect(requests[0]!.pathname).toBe('/v3/audio');
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ text: '학교', lang: 'ko' });
    expect(synth.speak).not.toHaveBeenCalled();

    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(played).toHaveLength(2));
    expect(requests).toHaveLength(1);
  });

  it("speaks with the browser's voice for the language when the server leaves it to the browser", async () => {
    audioAnswer = { provider: 'browser', url: null, voice: null, lang: 'ko', text: '학교' };
    synth.getVoices.mockReturnValue([voice('en-US'), voice('ko-KR', 'Yuna')]);
    fireEvent.click(setup());
    await waitFor(() => expect(synth.speak).toHaveBeenCalledTimes(1));
    const utterance = synth.speak.mock.calls[0]![0] as FakeUtterance;
    expect(utterance.text).toBe('학교');
    expect(utterance.voice?.name).toBe('Yuna');
    expect(utterance.lang).toBe('ko-KR');
    expect(played).toEqual([]);
    expect(screen.queryByTestId('audio-no-voice')).toBeNull();
  });

  it('says so for a while when the browser has no voice for the language', async () => {
    audioAnswer = { provider: 'browser', url: null, voice: null, lang: 'ko', text: '학교' };
    synth.getVoices.mockReturnValue([voice('en-US'), voice('fr-FR')]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(setup());
    const hint = await screen.findByTestId('audio-no-voice');
    expect(hint.textContent).toBe('Your browser has no voice for Korean.');
    expect(synth.speak).not.toHaveBeenCalled();

    await act(async () => {}); // lets the hint's timer start
    act(() => vi.advanceTimersByTime(NO_VOICE_HINT_MS - 100));
    expect(screen.queryByTestId('audio-no-voice')).not.toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByTestId('audio-no-voice')).toBeNull();
  });

  it('shows the hint too in a browser without speech synthesis at all', async () => {
    audioAnswer = { provider: 'browser', url: null, voice: null, lang: 'ko', text: '학교' };
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    fireEvent.click(setup());
    await screen.findByTestId('audio-no-voice');
  });

  it('is disabled for a text the server would not speak', () => {
    expect(setup('   ').hasAttribute('disabled')).toBe(true);
    cleanup();
    expect(setup('a'.repeat(501)).hasAttribute('disabled')).toBe(true);
  });
});

describe('pickVoice', () => {
  it('prefers the exact language, then the base language, local voices first', () => {
    const voices = [voice('en-GB', 'remote GB', false), voice('en-US', 'US'), voice('en-GB', 'local GB')];
    expect(pickVoice(voices, 'en-GB')?.name).toBe('local GB');
    expect(pickVoice(voices, 'en')?.name).toBe('US');
    expect(pickVoice([voice('pt_BR', 'Luciana')], 'pt-br')?.name).toBe('Luciana');
    expect(pickVoice(voices, 'ja')).toBeUndefined();
  });
});
