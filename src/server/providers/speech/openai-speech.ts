import { checkSpeechText, SpeechError, type SpeechSynthesizer } from './types.ts';

export type OpenAiSpeechOptions = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  voice: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** MP3 starts with an ID3 tag or an MPEG frame sync (11 set bits). */
export const looksLikeMp3 = (bytes: Buffer): boolean =>
  bytes.length > 3 &&
  (bytes.subarray(0, 3).toString('latin1') === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0));

/**
 * Any OpenAI-compatible `/audio/speech` endpoint (OpenAI, Kokoro-FastAPI, openedai-speech, LocalAI…).
 * Their voices are multilingual — the language is in the text — so one voice serves every language.
 */
export function createOpenAiSpeech(options: OpenAiSpeechOptions): SpeechSynthesizer {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/speech`;
  return {
    name: 'openai',
    voiceFor: () => options.voice,
    async synthesize(text) {
      const input = checkSpeechText(text);
      let response: Response;
      try {
        response = await fetchFn(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: options.model, input, voice: options.voice, response_format: 'mp3' }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
        });
      } catch (error) {
        throw new SpeechError(`speech endpoint ${url} could not be reached: ${(error as Error).message}`);
      }
      if (!response.ok)
        throw new SpeechError(
          `speech endpoint answered HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`,
        );
      const audio = Buffer.from(await response.arrayBuffer());
      // A proxy's HTML error page or a JSON error with status 200 must not be cached as audio.
      if (!looksLikeMp3(audio))
        throw new SpeechError(
          `speech endpoint answered ${response.headers.get('content-type') ?? 'no content type'}, not MP3 audio`,
        );
      return { audio, mimeType: 'audio/mpeg' };
    },
  };
}
