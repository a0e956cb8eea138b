import { z } from 'zod';
import { noteLanguageCode } from '../http/fields.ts';
import { RecordingField } from '../practice/recording.ts';

/**
 * Pronunciation feedback and dictation (issue 15, spec §1 "AI pronunciation feedback and voice
 * transcription", ADR 37). No tables: a recording is read, transcribed, compared and forgotten.
 *   GET  /v3/speech/capabilities                               → SpeechCapabilities (what the browser falls back from)
 *   POST /v3/pronunciation/check {text, language, recording}   → PronunciationCheck (voice metered against aiCall)
 *   POST /v3/speech/transcribe   {language, recording}         → Dictation (voice metered against aiCall)
 * Without a speech-to-text model both POSTs answer 503 not_configured (speech_to_text_needed).
 */

/** The longest line checked at once: a transcript line or a sentence card, with room to spare. */
export const MAX_CHECK_TEXT = 500;

export const PronunciationCheckBody = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(MAX_CHECK_TEXT, `must be at most ${MAX_CHECK_TEXT} characters`),
  language: noteLanguageCode,
  recording: RecordingField,
});
export type PronunciationCheckInput = z.infer<typeof PronunciationCheckBody>;

export const TranscribeBody = z.object({ language: noteLanguageCode, recording: RecordingField });
export type TranscribeInput = z.infer<typeof TranscribeBody>;

const seconds = z.number().describe('seconds from the start of the recording');
const TimedWord = z.object({ text: z.string(), start: seconds, end: seconds });

export const WordFeedback = z.object({
  target: z.string().describe('a word of the line, as written'),
  status: z.enum(['recognised', 'missing', 'different']),
  heard: z.string().optional().describe('what was heard instead, when different'),
  start: seconds.optional(),
  end: seconds.optional(),
});

export const PronunciationCheck = z.object({
  heard: z.string().describe('the whole transcript of the recording'),
  words: z.array(WordFeedback),
  extra: z.array(z.string()).describe('what was said beyond the line'),
  score: z.number().int().min(0).max(100),
  milliseconds: z.number().int().describe('the length of the recording, as charged'),
});

export const Dictation = z.object({
  text: z.string(),
  words: z.array(TimedWord),
  milliseconds: z.number().int().describe('the length of the recording, as charged'),
});

export const SpeechCapabilities = z.object({
  speechToText: z.boolean().describe('false: no speech-to-text model here; browsers use their own recognition'),
});
