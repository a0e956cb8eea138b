import { alignPronunciation } from '../../common/pronunciation.ts';
import type { ReadLine } from '../../common/pronunciation-words.ts';
import { renderMessage } from '../../common/errors.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { readJapaneseLine } from '../language/japanese.ts';
import { engineFor, engineLanguage } from '../language/shared-engine.ts';
import { aiFailure } from '../practice/ai-failure.ts';
import { readRecording, type RecordingField } from '../practice/recording.ts';
import { chargeVoice, refundVoice } from '../practice/voice-meter.ts';
import type { SpeechToText, Transcription } from '../providers/stt/speech-to-text.ts';
import type { PronunciationCheckInput, TranscribeInput } from './schema.ts';

export type SpeechDeps = { db: Db; stt?: SpeechToText; timeoutMs?: number };

/** How long a short recording may take to transcribe before the learner is told to try again. */
const STT_TIMEOUT_MS = 60_000;

/**
 * Reads the recording, charges its length against the learner's aiCall minutes, and transcribes it with
 * word timings. A failed transcription gives the seconds back (a failed call costs nothing).
 */
async function transcribe(
  deps: SpeechDeps,
  user: AuthUser,
  recordingField: RecordingField,
  language: string,
): Promise<{ transcription: Transcription; milliseconds: number }> {
  // The recording is read first: what is not audio is the learner's 400 on any server (and a 503 stays
  // what it says, a server without the model, never an answer to bad input).
  const recording = await readRecording(recordingField);
  const stt = deps.stt;
  if (!stt) throw new AppError('not_configured', renderMessage('speech_to_text_needed'));
  const charge = await chargeVoice(deps.db, user.id, recording.milliseconds);
  const timeoutMs = deps.timeoutMs ?? STT_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const transcription = await Promise.race([
      stt.transcribe(recording.mp3, { language, fileName: 'recording.mp3', mimeType: 'audio/mpeg' }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new DOMException('transcription timed out', 'TimeoutError')), timeoutMs);
      }),
    ]);
    return { transcription, milliseconds: recording.milliseconds };
  } catch (error) {
    await refundVoice(deps.db, charge);
    throw aiFailure(error, { timeoutMs });
  } finally {
    clearTimeout(timer);
  }
}

/** The learner read `text` aloud: each word recognised, missing or different, what was extra, a score. */
export async function checkPronunciation(deps: SpeechDeps, user: AuthUser, input: PronunciationCheckInput) {
  const { transcription, milliseconds } = await transcribe(deps, user, input.recording, input.language);
  // The words carry the timings; a model that gives none still gives the text.
  const heard = transcription.words.length ? transcription.words : [{ text: transcription.text }];
  const feedback = alignPronunciation(input.text, heard, input.language, await readingsFor(input.language));
  return { heard: transcription.text.trim(), ...feedback, milliseconds };
}

/**
 * Japanese is compared by reading (学校 said and heard as がっこう is right; 2024年 as 二千二十四年): the
 * engine's dictionary reads each line whole.
 */
async function readingsFor(language: string): Promise<ReadLine | undefined> {
  if (engineLanguage(language) !== 'ja') return undefined;
  await engineFor('ja');
  return readJapaneseLine;
}

/** Dictation: the recording as text, for a search box or the chat input. */
export async function dictate(deps: SpeechDeps, user: AuthUser, input: TranscribeInput) {
  const { transcription, milliseconds } = await transcribe(deps, user, input.recording, input.language);
  return { text: transcription.text.trim(), words: transcription.words, milliseconds };
}
