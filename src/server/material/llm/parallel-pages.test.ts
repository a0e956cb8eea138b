import type { LanguageModelV4CallOptions, LanguageModelV4GenerateResult } from '@ai-sdk/provider';
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { createLanguageEngine } from '../../language/index.ts';
import type { MaterialInput, MaterialTools } from '../types.ts';
import { llmMaterialGenerator } from './llm-material-generator.ts';
import { goodGuideAnswer, goodPageAnswer, goodStoryAnswer, linesAt } from './test/fake-material-model.ts';

const tools: MaterialTools = {
  engine: createLanguageEngine(),
  translator: { translate: () => Promise.reject(new Error('unused')) },
};

/** Six one-minute pages of German, one line each. */
const input: MaterialInput = {
  noteId: 'note-1',
  title: 'Sechs Minuten',
  language: 'de',
  nativeLanguage: 'en',
  level: 'beginner',
  lines: linesAt(
    Array.from({ length: 6 }, (_, page): [number, string] => [
      page * 60 + 3,
      `Heute lernen wir Seite ${page + 1} zusammen.`,
    ]),
  ),
};

const answer = (json: unknown): LanguageModelV4GenerateResult => ({
  content: [{ type: 'text', text: JSON.stringify(json) }],
  finishReason: { unified: 'stop', raw: 'stop' },
  usage: {
    inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: 10, text: 10, reasoning: 0 },
  },
  warnings: [],
});

const userText = (options: LanguageModelV4CallOptions) =>
  options.prompt
    .flatMap((m) => (m.role === 'user' ? m.content.flatMap((p) => (p.type === 'text' ? [p.text] : [])) : []))
    .join('\n');
const linesIn = (options: LanguageModelV4CallOptions) =>
  [...userText(options).matchAll(/^\[(\d+)\] (.*)$/gm)].map((m) => ({ index: Number(m[1]), text: m[2]! }));
const kindOf = (options: LanguageModelV4CallOptions) =>
  options.responseFormat?.type === 'json' ? options.responseFormat.name : undefined;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

describe('pages in parallel', () => {
  it('keeps at most `concurrency` calls in flight and reports progress only upwards', async () => {
    let inFlight = 0;
    let most = 0;
    const model = new MockLanguageModelV4({
      doGenerate: async (options) => {
        if (kindOf(options) === 'study_guide') return answer(goodGuideAnswer());
        inFlight++;
        most = Math.max(most, inFlight);
        const lines = linesIn(options);
        // Later pages answer faster, so pages finish out of order.
        await sleep(60 - lines[0]!.index * 8);
        inFlight--;
        return answer(goodPageAnswer(lines));
      },
    });
    const progress: number[] = [];
    const drafts = await llmMaterialGenerator(model, { concurrency: 3 }).generate(
      input,
      tools,
      async (p) => void progress.push(p),
    );

    expect(most).toBe(3);
    expect(progress).toEqual([10, 23, 37, 50, 63, 77, 90]);
    expect(drafts.slices.map((s) => s.page)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(model.doGenerateCalls.find((c) => kindOf(c) === 'page_material')!.temperature).toBe(0.2);
  });

  it('stops the pages still running when one fails for good', async () => {
    const aborted: number[] = [];
    const model = new MockLanguageModelV4({
      doGenerate: async (options) => {
        const lines = linesIn(options);
        if (lines[0]!.index === 0) return answer({ words: 'not the schema' });
        try {
          await sleep(5_000, options.abortSignal);
        } catch (error) {
          aborted.push(lines[0]!.index);
          throw error;
        }
        return answer(goodPageAnswer(lines));
      },
    });
    const started = performance.now();
    await expect(
      llmMaterialGenerator(model, { concurrency: 4 }).generate(input, tools, async () => {}),
    ).rejects.toThrow('not the material of page 1');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(aborted.sort()).toEqual([1, 2, 3]);
    // Pages 5 and 6 were never asked for.
    expect(model.doGenerateCalls.map((c) => linesIn(c)[0]!.index).sort()).toEqual([0, 0, 1, 2, 3]);
  });

  const perfekt = {
    pointId: 'de.perfekt',
    title: 'Perfekt',
    explanation: 'haben/sein + participle.',
    examples: [{ lineIndex: 0, text: 'Wir haben gestern gelernt.', match: 'haben gestern gelernt' }],
  };

  it('writes stories warmer than cards, and trims them', async () => {
    const model = new MockLanguageModelV4({
      doGenerate: answer({ text: '  Anna hat heute Deutsch gelernt.  ', translation: ' ' }),
    });
    const story = await llmMaterialGenerator(model).story(input, perfekt, ['heute', 'zusammen'], tools);
    expect(story).toEqual({ text: 'Anna hat heute Deutsch gelernt.', translation: null });
    expect(model.doGenerateCalls[0]!.temperature).toBe(0.8);
    expect(userText(model.doGenerateCalls[0]!)).toContain('Words: heute, zusammen');
    expect(goodStoryAnswer().text).toBeTruthy();
  });

  it('asks again for a story without its grammar point, then keeps none', async () => {
    const missing = answer({ text: 'Anna lernt heute Deutsch.', translation: 'Anna is learning German today.' });
    const once = new MockLanguageModelV4({
      doGenerate: async () =>
        once.doGenerateCalls.length === 1 ? missing : answer({ text: 'Anna hat Deutsch gelernt.', translation: '' }),
    });
    expect(await llmMaterialGenerator(once).story(input, perfekt, [], tools)).toEqual({
      text: 'Anna hat Deutsch gelernt.',
      translation: null,
    });
    expect(once.doGenerateCalls).toHaveLength(2);

    const never = new MockLanguageModelV4({ doGenerate: async () => missing });
    expect(await llmMaterialGenerator(never).story(input, perfekt, [], tools)).toBeNull();
    expect(never.doGenerateCalls).toHaveLength(2);
  });

  it('writes no story for a point outside the catalogue, whose use nothing could check', async () => {
    const model = new MockLanguageModelV4({ doGenerate: answer({ text: 'Anna hat gelernt.', translation: '' }) });
    const invented = { ...perfekt, pointId: 'de.present-tense' };
    expect(await llmMaterialGenerator(model).story(input, invented, [], tools)).toBeNull();
    expect(model.doGenerateCalls).toHaveLength(0);
  });
});
