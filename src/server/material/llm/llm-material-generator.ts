import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { LearningLanguage } from '../../language/index.ts';
import { grammarPointById } from '../grammar/index.ts';
import { showsPointOnWorker } from '../offline/index.ts';
import type { MaterialDrafts, MaterialGenerator, MaterialInput } from '../types.ts';
import { GuideAnswer, PageAnswer, StoryAnswer } from './answers.ts';
import { askForObject } from './ask-model.ts';
import { mergePages, studyGuideFrom } from './merge.ts';
import { pageMaterialFrom } from './page-material.ts';
import { pagesOf } from './pages.ts';
import { guidePrompt, guideSystem, pagePrompt, pageSystem, storyPrompt, storySystem } from './prompts.ts';
import { mapBounded } from './run-bounded.ts';

/** A model always has a story writer. */
export type LlmMaterialGenerator = MaterialGenerator & { story: NonNullable<MaterialGenerator['story']> };
export type LlmEndpoint = { baseUrl: string; apiKey?: string; model: string };
export type LlmMaterialOptions = {
  /** Pages asked for at once; the endpoint's rate limit is the usual bound. */
  concurrency?: number;
  fetch?: typeof fetch;
  /** Per model call; a page's answer is a few hundred tokens, slow local models need a while. */
  timeoutMs?: number;
  /** Whether a story uses its grammar point; the catalogue's detector on the material worker unless a test says otherwise. */
  showsPoint?: (text: string, pointId: string, language: LearningLanguage) => Promise<boolean>;
};

// Cards and grammar should be the same on a re-run; a story should read fresh each time.
const CARD_TEMPERATURE = 0.2;
const STORY_TEMPERATURE = 0.8;
const FIRST_PROGRESS = 10;
const LAST_PAGE_PROGRESS = 90;
/** A story that misses its grammar point is asked for once more, then there is none (ADR 17). */
const STORY_ATTEMPTS = 2;

/** Material from any OpenAI-compatible chat endpoint (OpenAI, a local Ollama or llama.cpp server, …). */
export function createLlmMaterialGenerator(ai: LlmEndpoint, options: LlmMaterialOptions = {}): LlmMaterialGenerator {
  const provider = createOpenAICompatible({
    name: 'material-llm',
    baseURL: ai.baseUrl.replace(/\/$/, ''),
    apiKey: ai.apiKey,
    supportsStructuredOutputs: true,
    fetch: options.fetch,
  });
  return llmMaterialGenerator(provider.chatModel(ai.model), options);
}

/**
 * One model call per one-minute page (in parallel, bounded) for cards, grammar and line
 * translations, then one call for the study guide over the merged pages. Every answer is checked
 * against the note's lines; a page answered badly twice fails the whole generation.
 */
export function llmMaterialGenerator(
  model: LanguageModel,
  options: Omit<LlmMaterialOptions, 'fetch'> = {},
): LlmMaterialGenerator {
  const concurrency = Math.max(1, options.concurrency ?? 10);
  const timeoutMs = options.timeoutMs ?? 180_000;
  const showsPoint = options.showsPoint ?? showsPointOnWorker;

  async function generate(
    input: MaterialInput,
    onProgress: (percent: number) => Promise<void>,
  ): Promise<MaterialDrafts> {
    const pages = pagesOf(input.lines);
    // Nothing to ask about: the same empty material the offline rules make, without a paid call.
    if (!pages.length)
      return {
        words: [],
        sentences: [],
        grammar: [],
        slices: [],
        studyGuide:
          input.studyGuide === false
            ? null
            : { summary: '', keyVocabulary: [], grammarPoints: [], questions: [], steps: [] },
      };
    await onProgress(FIRST_PROGRESS);

    // Pages finish in any order; reports are chained so the stored percentage only goes up.
    let done = 0;
    let reported = Promise.resolve();
    const pageDone = () => {
      const percent = FIRST_PROGRESS + Math.round(((LAST_PAGE_PROGRESS - FIRST_PROGRESS) * ++done) / pages.length);
      reported = reported.then(() => onProgress(percent));
      return reported;
    };

    const system = pageSystem(input);
    const materials = await mapBounded(pages, concurrency, async (page, signal) => {
      const answer = await askForObject(
        model,
        {
          what: `the material of page ${page.page}`,
          name: 'page_material',
          schema: PageAnswer,
          system,
          prompt: pagePrompt(input.title, input.lines, page.lineIndexes),
          temperature: CARD_TEMPERATURE,
          signal,
        },
        timeoutMs,
      );
      const material = pageMaterialFrom(answer, page, input.lines, input.language);
      await pageDone();
      return material;
    });

    const merged = mergePages(materials, input.lines);
    // No guide asked for (ADR 29): the call that writes it is not made, nor paid.
    if (input.studyGuide === false) return { ...merged, studyGuide: null };
    const guide = await askForObject(
      model,
      {
        what: 'a study guide',
        name: 'study_guide',
        schema: GuideAnswer,
        system: guideSystem(input),
        prompt: guidePrompt(input.title, {
          gists: materials.map((m) => m.gist),
          words: merged.words,
          grammar: merged.grammar,
          questions: materials.flatMap((m) => m.questions),
        }),
        temperature: CARD_TEMPERATURE,
      },
      timeoutMs,
    );
    return { ...merged, studyGuide: studyGuideFrom(guide, merged, materials) };
  }

  return {
    engine: 'llm',
    generate: (input, _tools, onProgress) => generate(input, onProgress),
    /**
     * A story the point's own detector finds the point in; the model may write fluent text that
     * forgets the point, so such a story is asked for again and then dropped rather than shown.
     */
    async story(input, point, vocabulary) {
      // A point outside the catalogue has no detector, so no story of it could be checked.
      if (grammarPointById(point.pointId)?.language !== input.language) return null;
      for (let attempt = 1; attempt <= STORY_ATTEMPTS; attempt++) {
        const answer = await askForObject(
          model,
          {
            what: 'a story',
            name: 'story',
            schema: StoryAnswer,
            system: storySystem(input),
            prompt: storyPrompt(point, vocabulary),
            temperature: STORY_TEMPERATURE,
          },
          timeoutMs,
        );
        const text = answer.text.trim();
        if (text && (await showsPoint(text, point.pointId, input.language)))
          return { text, translation: answer.translation.trim() || null };
      }
      return null;
    },
  };
}
