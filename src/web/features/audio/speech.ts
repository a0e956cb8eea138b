import type { SpokenAudio } from '../../lib/api-types.ts';

/** 'no-voice': the server left speaking to the browser, and this browser has no voice for the language. */
export type SpeechOutcome = 'playing' | 'no-voice';

type Voice = Pick<SpeechSynthesisVoice, 'lang' | 'name' | 'localService' | 'default'>;
type Synth = Pick<SpeechSynthesis, 'getVoices' | 'speak' | 'cancel'> &
  Partial<Pick<SpeechSynthesis, 'addEventListener' | 'removeEventListener'>>;
type Playable = { play(): Promise<void>; pause(): void; addEventListener(type: string, listener: () => void): void };

/** What playing needs from the browser; read at each call so tests (and browsers that load voices late) are seen as they are now. */
export type SpeechEnvironment = {
  createAudio: (url: string) => Playable;
  synth: Synth | undefined;
  Utterance: (new (text: string) => SpeechSynthesisUtterance) | undefined;
};

export const browserEnvironment = (): SpeechEnvironment => ({
  createAudio: (url) => new Audio(url),
  synth: typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined,
  Utterance: typeof SpeechSynthesisUtterance === 'undefined' ? undefined : SpeechSynthesisUtterance,
});

const normal = (lang: string) => lang.trim().toLowerCase().replace(/_/g, '-');

/** The voice for `lang`: one for exactly that language (ko-KR for ko-KR), else one for its base language (ko-KR for ko), local voices first. */
export function pickVoice<V extends Voice>(voices: readonly V[], lang: string): V | undefined {
  const wanted = normal(lang);
  const base = wanted.split('-')[0];
  const ranked = [...voices].sort(
    (a, b) => Number(b.localService) - Number(a.localService) || Number(b.default) - Number(a.default),
  );
  return ranked.find((v) => normal(v.lang) === wanted) ?? ranked.find((v) => normal(v.lang).split('-')[0] === base);
}

/** Chrome fills its voice list only after a moment; wait for it a little, not forever. */
export const VOICES_WAIT_MS = 1000;

function voicesOf(synth: Synth): Promise<Voice[]> {
  const now = synth.getVoices();
  if (now.length > 0 || !synth.addEventListener) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener?.('voiceschanged', done);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, VOICES_WAIT_MS);
    synth.addEventListener!('voiceschanged', done);
  });
}

let stopCurrent: (() => void) | null = null;

/** Silences whatever an audio button started, so two never talk at once. */
export function stopSpeech() {
  stopCurrent?.();
  stopCurrent = null;
}

/**
 * Plays what GET /v3/audio answered: its `url` in an Audio element, or when the server leaves it to the
 * browser (`provider: 'browser'`, no url), speaks `text` with a voice matching `lang`. `onEnd` is called
 * once the speech is over (or was cut short).
 */
export async function playSpokenAudio(
  audio: SpokenAudio,
  onEnd: () => void = () => {},
  environment: SpeechEnvironment = browserEnvironment(),
): Promise<SpeechOutcome> {
  stopSpeech();
  if (audio.url) {
    const element = environment.createAudio(audio.url);
    for (const event of ['ended', 'pause', 'error']) element.addEventListener(event, onEnd);
    stopCurrent = () => element.pause();
    await element.play();
    return 'playing';
  }
  const { synth, Utterance } = environment;
  if (!synth || !Utterance) return 'no-voice';
  const voice = pickVoice(await voicesOf(synth), audio.lang);
  if (!voice) return 'no-voice';
  const utterance = new Utterance(audio.text);
  utterance.lang = voice.lang;
  utterance.voice = voice as SpeechSynthesisVoice;
  utterance.onend = onEnd;
  utterance.onerror = onEnd;
  synth.cancel();
  synth.speak(utterance);
  stopCurrent = () => synth.cancel();
  return 'playing';
}
