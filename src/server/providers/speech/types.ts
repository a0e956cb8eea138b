import { MAX_SPEECH_CHARS } from '../../../common/learning.ts';
/** What any text-to-speech engine offers the audio service. */
export type SpeechSynthesizer = {
  /** Stable provider id; part of the audio cache key and answered to the client. */
  name: 'openai' | 'espeak';
  /** The voice this provider would use for a language, or null when it cannot speak it. */
  voiceFor(lang: string): string | null;
  synthesize(text: string, lang: string): Promise<{ audio: Buffer; mimeType: 'audio/mpeg' }>;
};

/** Longer text is a paragraph, not a flashcard; it also bounds the work one request can cause. */

export class SpeechError extends Error {}

/** Thrown before any work when the text is empty or longer than MAX_SPEECH_CHARS. */
export class SpeechTextError extends SpeechError {}

export function checkSpeechText(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw new SpeechTextError('There is no text to speak.');
  if (trimmed.length > MAX_SPEECH_CHARS)
    throw new SpeechTextError(
      `Text to speak must be at most ${MAX_SPEECH_CHARS} characters (this one has ${trimmed.length}).`,
    );
  return trimmed;
}
