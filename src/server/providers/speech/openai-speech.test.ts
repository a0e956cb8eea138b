import { MAX_SPEECH_CHARS } from '../../../common/learning.ts';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiSpeech, looksLikeMp3 } from './openai-speech.ts';
import { startFakeSpeechServer, type FakeSpeechServer } from './test/fake-speech-server.ts';
import { probeAudio, toneMp3 } from './test/mp3.ts';
import { SpeechError, SpeechTextError } from './types.ts';

let fake: FakeSpeechServer;
const mp3 = toneMp3();

beforeAll(async () => {
  fake = await startFakeSpeechServer(({ body }) => {
    if (body.input === 'crash')
      return {
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { message: 'model crashed' } }),
      };
    if (body.input === 'html') return { contentType: 'text/html', body: '<html>proxy login</html>' };
    return { body: mp3 };
  });
});
afterAll(() => fake?.close());

const speech = (baseUrl = fake.baseUrl) =>
  createOpenAiSpeech({ baseUrl, apiKey: 'sk-test', model: 'tts-1', voice: 'nova', timeoutMs: 5000 });
const sent = (input: string) => fake.requests.filter((r) => r.body.input === input);

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('speech from an OpenAI-compatible /audio/speech endpoint', () => {
  it('asks for MP3 with the model and voice and returns the audio', async () => {
    const { audio, mimeType } = await speech().synthesize('  Bonjour tout le monde  ', 'fr');
    expect(mimeType).toBe('audio/mpeg');
    expect(audio.equals(mp3)).toBe(true);
    expect(probeAudio(audio).duration).toBeGreaterThan(0);
    const [request] = sent('Bonjour tout le monde');
    expect(request).toEqual({
      authorization: 'Bearer sk-test',
      body: { model: 'tts-1', input: 'Bonjour tout le monde', voice: 'nova', response_format: 'mp3' },
    });
  });

  it('uses its one multilingual voice for every language', () => {
    expect(speech().name).toBe('openai');
    expect(['en', 'ja', 'ko', 'zh-TW'].map((lang) => speech().voiceFor(lang))).toEqual([
      'nova',
      'nova',
      'nova',
      'nova',
    ]);
  });

  it('sends no authorization header when no key is configured', async () => {
    await createOpenAiSpeech({ baseUrl: `${fake.baseUrl}/`, model: 'kokoro', voice: 'af_heart' }).synthesize(
      'keyless',
      'en',
    );
    expect(sent('keyless')[0]!.authorization).toBeUndefined();
  });

  it('reports an error status with what the endpoint said', async () => {
    await expect(speech().synthesize('crash', 'en')).rejects.toThrow(
      new SpeechError('speech endpoint answered HTTP 500: {"error":{"message":"model crashed"}}'),
    );
  });

  it('refuses an answer that is not MP3, so it is never cached as audio', async () => {
    await expect(speech().synthesize('html', 'en')).rejects.toThrow(
      'speech endpoint answered text/html, not MP3 audio',
    );
  });

  it('reports an endpoint that cannot be reached', async () => {
    const baseUrl = `http://127.0.0.1:${await closedPort()}/v1`;
    await expect(speech(baseUrl).synthesize('hello', 'en')).rejects.toThrow(
      `speech endpoint ${baseUrl}/audio/speech could not be reached`,
    );
  });

  it('refuses empty or over-long text before calling the endpoint', async () => {
    const before = fake.requests.length;
    await expect(speech().synthesize('   ', 'en')).rejects.toThrow(new SpeechTextError('There is no text to speak.'));
    await expect(speech().synthesize('a'.repeat(MAX_SPEECH_CHARS + 1), 'en')).rejects.toThrow(
      `at most ${MAX_SPEECH_CHARS} characters (this one has 501)`,
    );
    expect(fake.requests.length).toBe(before);
  });
});

describe('looksLikeMp3', () => {
  it('knows an ID3 tag and a bare MPEG frame sync, and nothing else', () => {
    expect(looksLikeMp3(Buffer.from('ID3\u0004\u0000'))).toBe(true);
    expect(looksLikeMp3(Buffer.from([0xff, 0xfb, 0x90, 0x64]))).toBe(true);
    expect(looksLikeMp3(Buffer.from('{"error":1}'))).toBe(false);
    expect(looksLikeMp3(Buffer.alloc(0))).toBe(false);
  });
});
