import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { llmProvider } from './llm.ts';
import { goodAnswer, promptText, startFakeOpenAi, type FakeOpenAi } from './test/fake-openai.ts';
import { TranslationProviderError } from './types.ts';

let fake: FakeOpenAi;
const attempts = new Map<string, number>();

beforeAll(async () => {
  fake = await startFakeOpenAi((request) => {
    const text = promptText(request);
    const seen = (attempts.get(text) ?? 0) + 1;
    attempts.set(text, seen);
    if (text === '사랑')
      return goodAnswer('love', {
        alternatives: ['affection', 'love'],
        partOfSpeech: 'noun',
        note: 'Also used as a name.',
      });
    if (text === 'once-broken') return seen === 1 ? '{"translation": "half' : goodAnswer('fixed');
    if (text === 'always-broken') return 'Sure! The translation is: hello';
    if (text === 'wrong-shape') return JSON.stringify({ translation: '', alternatives: 'none' });
    if (text === 'server-error') return { status: 500, json: { error: { message: 'model crashed' } } };
    if (text === 'bad-key') return { status: 401, json: { error: { message: 'invalid api key' } } };
    return goodAnswer(`[${text}]`);
  });
});
afterAll(() => fake?.close());

/** A port nothing listens on, so connecting is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const provider = () => llmProvider({ baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'fake-model', timeoutMs: 5000 });
const requestsFor = (text: string) => fake.requests.filter((r) => promptText(r) === text);

describe('LLM translation over an OpenAI-compatible endpoint', () => {
  it('sends a structured-output request and returns the checked answer', async () => {
    const outcome = await provider().translate({ text: '사랑', from: 'ko', to: 'en', context: '사랑해요.' });
    expect(outcome).toEqual({
      result: {
        text: '사랑',
        translation: 'love',
        alternatives: ['affection'],
        partOfSpeech: 'noun',
        provider: 'llm',
        note: 'Also used as a name.',
      },
    });
    const [sent] = requestsFor('사랑');
    expect(sent!.authorization).toBe('Bearer sk-test');
    expect(sent!.body.model).toBe('fake-model');
    expect(sent!.body.response_format?.type).toBe('json_schema');
    const user = sent!.body.messages.find((m) => m.role === 'user')!.content;
    expect(user).toContain('from Korean (ko) to English (en)');
    expect(user).toContain('Context sentence: "사랑해요."');
  });

  it('asks again once when the answer is not valid JSON', async () => {
    const outcome = await provider().translate({ text: 'once-broken', from: 'en', to: 'fr' });
    expect(outcome).toMatchObject({ result: { translation: 'fixed', provider: 'llm' } });
    expect(requestsFor('once-broken')).toHaveLength(2);
  });

  it.each(['always-broken', 'wrong-shape'])('reports a model that answers %s twice', async (text) => {
    const failure = provider().translate({ text, from: 'en', to: 'de' });
    await expect(failure).rejects.toThrow(TranslationProviderError);
    await expect(provider().translate({ text, from: 'en', to: 'de' })).rejects.toThrow(
      'The AI provider answered twice with something that is not a translation',
    );
    expect(requestsFor(text)).toHaveLength(4);
  });

  it('names HTTP failures and an unreachable endpoint', async () => {
    await expect(provider().translate({ text: 'bad-key', from: 'en', to: 'de' })).rejects.toThrow(
      'The AI provider refused the request (HTTP 401)',
    );
    await expect(provider().translate({ text: 'server-error', from: 'en', to: 'de' })).rejects.toThrow('(HTTP 500)');
    const offline = llmProvider({
      baseUrl: `http://127.0.0.1:${await closedPort()}/v1`,
      model: 'fake-model',
      timeoutMs: 2000,
    });
    await expect(offline.translate({ text: 'hello', from: 'en', to: 'de' })).rejects.toThrow(
      'The AI provider could not be reached',
    );
  });
});
