import type { AiConfig } from '../config.ts';
import { createLlmMaterialGenerator } from './llm/llm-material-generator.ts';
import { offlineGenerator } from './offline/index.ts';
import type { MaterialGenerator } from './types.ts';

/** The generator that makes material in this installation: the configured LLM (AI_BASE_URL + AI_MODEL), else the offline rules. */
export function chooseGenerator(ai: AiConfig | undefined): MaterialGenerator {
  return ai ? createLlmMaterialGenerator(ai, { concurrency: ai.concurrency }) : offlineGenerator;
}
