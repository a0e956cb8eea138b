/**
 * The browser's own speech recognition (Web Speech API: SpeechRecognition, webkitSpeechRecognition in
 * Chrome, Edge and Safari), the fallback when the server has no speech-to-text model (ADR 37). It hears
 * the microphone itself; what it heard is aligned with the same function as the server's.
 */

type RecognitionResultList = ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
type RecognitionLike = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: RecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};
type RecognitionConstructor = new () => RecognitionLike;

function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

export const hasBrowserRecognition = () => recognitionConstructor() !== undefined;

/** A running recognition: `finish()` stops listening and resolves with what was heard ('' for silence). */
export type BrowserListening = { finish(): Promise<string>; cancel(): void };

/** Errors that only mean "nothing was said", read as an empty transcript. */
const SILENCE = new Set(['no-speech', 'aborted']);

export class BrowserRecognitionError extends Error {}

export function listenInBrowser(language: string): BrowserListening {
  const Recognition = recognitionConstructor();
  if (!Recognition) throw new BrowserRecognitionError('not-available');
  const recognition = new Recognition();
  recognition.lang = language;
  recognition.continuous = true;
  recognition.interimResults = false;
  recognition.maxAlternatives = 1;
  let transcript = '';
  let failure: string | null = null;
  recognition.onresult = (event) => {
    transcript = Array.from(event.results)
      .filter((result) => result.isFinal)
      .map((result) => result[0].transcript)
      .join(' ');
  };
  recognition.onerror = (event) => {
    if (!SILENCE.has(event.error)) failure = event.error;
  };
  const ended = new Promise<void>((resolve) => {
    recognition.onend = () => resolve();
  });
  recognition.start();
  return {
    async finish() {
      recognition.stop();
      await ended;
      if (failure) throw new BrowserRecognitionError(failure);
      return transcript.trim();
    },
    cancel: () => recognition.abort(),
  };
}
