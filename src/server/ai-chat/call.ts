import { generateText } from 'ai';
import { renderMessage } from '../../common/errors.ts';
import { MAX_SPEECH_CHARS } from '../../common/learning.ts';
import { audioDeps, speak, speechLanguage } from '../audio/service.ts';
import type { AuthUser } from '../auth/session.ts';
import { uuidv7 } from '../db/ids.ts';
import { AppError, badRequest } from '../http/errors.ts';
import { aiFailure } from '../practice/ai-failure.ts';
import { readRecording } from '../practice/recording.ts';
import { chargeVoice, refundVoice } from '../practice/voice-meter.ts';
import { type ChatDeps, foldQuietly, REPLY_TIMEOUT_MS, requireModel } from './chat.ts';
import { splitReply } from './correction.ts';
import { groundingFor } from './grounding.ts';
import { promptTurns, storeTurn, threadFor } from './history.ts';
import { presentMessage } from './presenter.ts';
import { tutorInstructions } from './prompt.ts';
import type { SendCallInput } from './schema.ts';

/** The reply as speech takes it: whole sentences within MAX_SPEECH_CHARS (a call's replies are short anyway). */
export function speakable(text: string, max = MAX_SPEECH_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(...['.', '!', '?', '。', '！', '？', '\n'].map((mark) => cut.lastIndexOf(mark)));
  return end > max / 3 ? cut.slice(0, end + 1) : cut;
}

/**
 * One spoken turn of a call (ADR 36): the recording is read and its length charged against aiCall minutes
 * (chargeVoice), speech-to-text hears it, the tutor answers as in the chat (not streamed: the answer is
 * spoken whole), and the reply is spoken by the server's voice when there is one — else the client's. A
 * failed hearing or answer gives the seconds back and keeps nothing.
 */
export async function sendCall(deps: ChatDeps, user: Pick<AuthUser, 'id'>, input: SendCallInput) {
  const { db, providers } = deps;
  const model = requireModel(providers);
  const stt = providers.stt;
  if (!stt) throw new AppError('not_configured', renderMessage('speech_to_text_needed'));
  const grounding = await groundingFor(db, user, input.noteId);
  const recording = await readRecording(input.recording);
  const thread = await threadFor(db, user.id, input.noteId);
  const history = await promptTurns(db, thread);
  const charge = await chargeVoice(db, user.id, recording.milliseconds);
  const timeout = AbortSignal.timeout(REPLY_TIMEOUT_MS);
  let heard: string;
  let reply: ReturnType<typeof splitReply>;
  try {
    const transcription = await stt.transcribe(recording.mp3, {
      language: grounding.language,
      fileName: 'turn.mp3',
      mimeType: 'audio/mpeg',
    });
    heard = transcription.text.trim();
    if (!heard) throw badRequest(renderMessage('nothing_heard'));
    const { text } = await generateText({
      model,
      system: tutorInstructions(grounding, 'call', thread.summary),
      messages: [...history, { role: 'user', content: heard }],
      maxRetries: 0,
      abortSignal: timeout,
    });
    reply = splitReply(text);
    if (!reply.text) throw new AppError('upstream_failed', renderMessage('ai_empty_reply'));
  } catch (error) {
    await refundVoice(db, charge);
    throw aiFailure(error, { timedOut: timeout.aborted, timeoutMs: REPLY_TIMEOUT_MS });
  }
  const [learner, tutor] = await storeTurn(db, thread.id, [
    { id: uuidv7(), role: 'user', mode: 'call', content: heard.slice(0, 2000), audioMs: recording.milliseconds },
    { id: uuidv7(), role: 'assistant', mode: 'call', content: reply.text, correction: reply.correction },
  ]);
  const lang = speechLanguage(grounding.language);
  // speak() answers `browser` when there is no server voice, or it fails: the reply is never lost for it.
  const spoken = await speak(audioDeps({ db, providers }), speakable(reply.text), lang, {
    userId: user.id,
    whenLimited: 'browser',
  });
  await foldQuietly(deps, model, thread.id, grounding);
  return {
    heard: presentMessage(learner!),
    reply: presentMessage(tutor!),
    speech: { provider: spoken.provider, url: spoken.url, lang: spoken.lang, text: spoken.text },
    chargedMs: charge.milliseconds,
  };
}
