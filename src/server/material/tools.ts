import { createLanguageEngine, type LanguageEngine, type LearningLanguage } from '../language/index.ts';
import type { Providers } from '../providers/index.ts';
import type { MaterialTools } from './types.ts';

// One engine per process: its word lists and the Japanese dictionary are loaded once and shared.
const engine = createLanguageEngine();

export const materialTools = (providers: Pick<Providers, 'translator'>): MaterialTools => ({
  engine,
  translator: providers.translator,
});

/** The shared engine, ready to tokenize `language` (Japanese loads its dictionary on first use). */
export async function engineFor(language: LearningLanguage): Promise<LanguageEngine> {
  if (language === 'ja') await engine.ready();
  return engine;
}
