// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { DictateButton } from './DictateButton.tsx';
import { PronunciationCheck } from './PronunciationCheck.tsx';

/** What the server answers: capabilities, then the check or the transcription. */
let serverHasStt = false;
let checkAnswer: unknown;
const posted: { url: string; body: unknown }[] = [];

/** A browser SpeechRecognition that "hears" `browserHears` when stopped. */
let browserHears = '';
class FakeRecognition {
  lang = '';
  continuous = false;
  interimResults = true;
  maxAlternatives = 3;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onend: (() => void) | null = null;
  start() {}
  stop() {
    this.onresult?.({ results: [{ isFinal: true, 0: { transcript: browserHears } }] });
    this.onend?.();
  }
  abort() {
    this.onend?.();
  }
}

/** MediaRecorder and the microphone, enough for useRecorder. */
class FakeMediaRecorder {
  mimeType = 'audio/webm';
  state = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(readonly stream: { getTracks(): { stop(): void }[] }) {}
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['fake opus audio bytes'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}
const stream = { getTracks: () => [{ stop() {} }] };

beforeEach(() => {
  posted.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init?: RequestInit) => {
      const path = new URL(url).pathname;
      if (init?.body) posted.push({ url: path, body: JSON.parse(String(init.body)) });
      const entity = path === '/v3/speech/capabilities' ? { speechToText: serverHasStt } : checkAnswer;
      return new Response(JSON.stringify({ entity }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:take', revokeObjectURL: () => {} }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
  delete (window as { MediaRecorder?: unknown }).MediaRecorder;
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
});

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createI18n('en')}>{children}</I18nextProvider>
    </QueryClientProvider>,
  );
}

const withBrowserRecognition = () =>
  Object.defineProperty(window, 'webkitSpeechRecognition', { value: FakeRecognition, configurable: true });
const withMicrophone = () => {
  Object.defineProperty(window, 'MediaRecorder', { value: FakeMediaRecorder, configurable: true });
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia: async () => stream },
    configurable: true,
  });
};

describe('PronunciationCheck', () => {
  it('with the server: records, sends the take with the line, and shows each word and the score', async () => {
    serverHasStt = true;
    withMicrophone();
    checkAnswer = {
      heard: '저는 학상입니다',
      words: [
        { target: '저는', status: 'recognised' },
        { target: '학생입니다', status: 'different', heard: '학상입니다' },
      ],
      extra: [],
      score: 86,
      milliseconds: 1500,
    };
    wrap(<PronunciationCheck text="저는 학생입니다." language="ko" onPlayModel={() => {}} />);
    await waitFor(() => expect(screen.getByTestId('pronunciation-check').dataset.mode).toBe('server'));
    fireEvent.click(screen.getByTestId('pronunciation-record'));
    fireEvent.click(await screen.findByTestId('pronunciation-stop'));
    const word = await screen.findByTestId('pronunciation-word-1');
    expect(word.dataset.status).toBe('different');
    expect(word.textContent).toContain('heard as “학상입니다”');
    expect(screen.getByTestId('pronunciation-score').dataset.score).toBe('86');
    expect(screen.getByTestId('pronunciation-word-0').textContent).toContain('recognised');
    expect(posted[0]).toMatchObject({
      url: '/v3/pronunciation/check',
      body: { text: '저는 학생입니다.', language: 'ko', recording: { mimeType: 'audio/webm' } },
    });
    expect(screen.getByTestId('pronunciation-play-mine')).toBeTruthy();
  });

  it('without the server: the browser’s recognition, aligned here with the same function', async () => {
    serverHasStt = false;
    withBrowserRecognition();
    browserHears = 'I like dogs';
    wrap(<PronunciationCheck text="I like cats." language="en" />);
    await waitFor(() => expect(screen.getByTestId('pronunciation-check').dataset.mode).toBe('browser'));
    fireEvent.click(screen.getByTestId('pronunciation-record'));
    fireEvent.click(await screen.findByTestId('pronunciation-stop'));
    expect((await screen.findByTestId('pronunciation-word-2')).dataset.status).toBe('different');
    expect(screen.getByText(/Recognised by your browser/)).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('with neither, says why in a sentence', async () => {
    serverHasStt = false;
    wrap(<PronunciationCheck text="Hello" language="en" />);
    expect((await screen.findByTestId('pronunciation-problem')).textContent).toMatch(/AI_STT_MODEL/);
  });

  it('says so when the microphone is refused', async () => {
    serverHasStt = true;
    withMicrophone();
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia: async () => Promise.reject(new Error('NotAllowedError')) },
      configurable: true,
    });
    wrap(<PronunciationCheck text="Hello" language="en" />);
    await waitFor(() => expect(screen.getByTestId('pronunciation-check').dataset.mode).toBe('server'));
    fireEvent.click(screen.getByTestId('pronunciation-record'));
    expect((await screen.findByTestId('pronunciation-problem')).textContent).toMatch(/microphone is blocked/);
  });
});

describe('DictateButton', () => {
  it('puts what the server transcribed into the input', async () => {
    serverHasStt = true;
    withMicrophone();
    checkAnswer = { text: '고양이', words: [], milliseconds: 900 };
    const onText = vi.fn();
    wrap(<DictateButton language="ko" onText={onText} />);
    const button = screen.getByTestId('dictate');
    await waitFor(() => expect(button.dataset.state).toBe('server'));
    fireEvent.click(button);
    await waitFor(() => expect(button.dataset.state).toBe('recording'));
    fireEvent.click(button);
    await waitFor(() => expect(onText).toHaveBeenCalledWith('고양이'));
    expect(posted[0]).toMatchObject({ url: '/v3/speech/transcribe', body: { language: 'ko' } });
  });

  it('uses the browser’s recognition without a server model', async () => {
    serverHasStt = false;
    withBrowserRecognition();
    browserHears = 'bonjour';
    const onText = vi.fn();
    wrap(<DictateButton language="fr" onText={onText} />);
    const button = screen.getByTestId('dictate');
    await waitFor(() => expect(button.dataset.state).toBe('browser'));
    fireEvent.click(button);
    await waitFor(() => expect(button.dataset.state).toBe('recording'));
    fireEvent.click(button);
    await waitFor(() => expect(onText).toHaveBeenCalledWith('bonjour'));
  });

  it('with neither, stays greyed with a tooltip that says why', async () => {
    serverHasStt = false;
    const onText = vi.fn();
    wrap(<DictateButton language="en" onText={onText} />);
    const button = screen.getByTestId('dictate');
    await waitFor(() => expect(button.dataset.state).toBe('none'));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.title).toMatch(/Dictation is not available/);
    fireEvent.click(button);
    expect(onText).not.toHaveBeenCalled();
  });
});
