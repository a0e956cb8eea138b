import type { Providers } from '../providers/index.ts';
import { offlineGenerator } from './offline/index.ts';
import type { MaterialGenerator } from './types.ts';

/** The generator that makes material in this installation: the configured LLM (AI_BASE_URL + AI_MODEL), else the offline rules. */
export function chooseGenerator(providers: Providers): MaterialGenerator {
  return providers.materialLlm ?? offlineGenerator;
}
