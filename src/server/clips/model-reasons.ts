import { generateText, type LanguageModel, Output } from 'ai';
import { z } from 'zod';
import { languageName, type LanguageLevel } from '../../common/languages.ts';

/** The model writes reasons for the best few clips only: one bounded call, however long the video. */
export const MODEL_REASON_CLIPS = 5;
const TIMEOUT_MS = 20_000;
const MAX_REASON_CHARS = 300;

export type ReasonRequestClip = {
  rank: number;
  start: number;
  preview: string;
  knownPercent: number;
  newWordsPerMinute: number;
  wordsPerSecond: number;
  grammarPoints: string[];
};

const Answer = z.object({
  reasons: z.array(z.object({ rank: z.number().int(), reason: z.string().min(1) })),
});

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Reasons written by the configured model for the top clips (ADR 38), by rank. One call with a timeout
 * and no retry; whatever goes wrong (no answer, a malformed one, a clip left out) the caller keeps the
 * offline reason for that clip, so the learner never waits on a model for long nor reads a made-up one.
 */
export async function modelReasons(
  model: LanguageModel,
  clips: ReasonRequestClip[],
  learner: { level: LanguageLevel; nativeLanguage: string; videoLanguage: string; title: string },
): Promise<Map<number, string>> {
  const top = clips.slice(0, MODEL_REASON_CLIPS);
  if (!top.length) return new Map();
  const native = languageName(learner.nativeLanguage, 'en');
  const { output } = await generateText({
    model,
    system:
      `You help a ${learner.level} learner of ${languageName(learner.videoLanguage, 'en')} choose which minute of a ` +
      `video to study. For each clip, write one or two short sentences in ${native} saying why it suits ` +
      'them, using only the measures given (known words, new words a minute, speech rate, grammar). ' +
      'Do not invent content that is not in the preview. ' +
      // The chat model is not asked for structured output (it may not support it): the shape is said here.
      'Answer with JSON only: {"reasons":[{"rank":1,"reason":"…"}]}, one entry per clip.',
    prompt: [
      `Video: ${learner.title}`,
      ...top.map(
        (c) =>
          `Clip rank ${c.rank} at ${minutes(c.start)}: known words ${c.knownPercent}%, ` +
          `${c.newWordsPerMinute} new words a minute, ${c.wordsPerSecond} words a second, ` +
          `grammar: ${c.grammarPoints.join('; ') || 'none found'}. Preview: "${c.preview}"`,
      ),
    ].join('\n'),
    output: Output.object({ schema: Answer, name: 'clip_reasons' }),
    temperature: 0.3,
    maxOutputTokens: 200 * top.length,
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const ranks = new Set(top.map((c) => c.rank));
  return new Map(
    output.reasons
      .filter((r) => ranks.has(r.rank) && r.reason.trim())
      .map((r) => [r.rank, r.reason.trim().slice(0, MAX_REASON_CHARS)]),
  );
}
