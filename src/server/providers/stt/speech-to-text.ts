import { z } from 'zod';

export type TimedText = { text: string; start: number; end: number };
export type Transcription = { text: string; language: string | null; segments: TimedText[]; words: TimedText[] };

export type SpeechToText = {
  /** Transcribes a short clip with segment and word timestamps (seconds from the clip's start). */
  transcribe(audio: Buffer, options: { language?: string; fileName: string; mimeType: string }): Promise<Transcription>;
};

export class SpeechToTextError extends Error {}

/** OpenAI's `verbose_json`, as whisper.cpp, faster-whisper servers and vLLM also answer it. */
const VerboseJson = z.object({
  text: z.string(),
  language: z.string().optional(),
  segments: z.array(z.object({ start: z.number(), end: z.number(), text: z.string() })).default([]),
  words: z.array(z.object({ word: z.string(), start: z.number(), end: z.number() })).default([]),
});

/**
 * Any OpenAI-compatible `/audio/transcriptions` endpoint. Called over plain HTTP: one request asks
 * for both segment and word timestamps, which the note needs together.
 */
export function createSpeechToText(options: {
  baseUrl: string;
  apiKey?: string;
  model: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): SpeechToText {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  return {
    async transcribe(audio, { language, fileName, mimeType }) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(audio)], { type: mimeType }), fileName);
      form.append('model', options.model);
      form.append('response_format', 'verbose_json');
      form.append('timestamp_granularities[]', 'segment');
      form.append('timestamp_granularities[]', 'word');
      if (language) form.append('language', language.split('-')[0]!);
      const response = await fetchFn(url, {
        method: 'POST',
        body: form,
        headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
        signal: AbortSignal.timeout(options.timeoutMs ?? 120_000),
      });
      if (!response.ok)
        throw new SpeechToTextError(
          `transcription answered HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`,
        );
      const parsed = VerboseJson.safeParse(await response.json().catch(() => null));
      if (!parsed.success)
        throw new SpeechToTextError(`transcription answer is not verbose_json: ${parsed.error.issues[0]?.message}`);
      const { text, segments, words } = parsed.data;
      return {
        text,
        language: parsed.data.language ?? null,
        segments: segments.map((s) => ({ text: s.text.trim(), start: s.start, end: s.end })),
        words: words.map((w) => ({ text: w.word.trim(), start: w.start, end: w.end })),
      };
    },
  };
}
