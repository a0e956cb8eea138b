import { baseLanguage, SUPPORTED_LEARNING_LANGUAGES } from '../../common/languages.ts';
import { createLanguageEngine, type LanguageEngine, type LearningLanguage } from './index.ts';

// One engine per process: its word lists and the Japanese dictionary are loaded once and shared.
export const sharedEngine: LanguageEngine = createLanguageEngine();

/** The engine's language for a code (`en-GB` captions are English); null for languages it does not know yet. */
export function engineLanguage(code: string): LearningLanguage | null {
  const base = baseLanguage(code);
  return (SUPPORTED_LEARNING_LANGUAGES as readonly string[]).includes(base) ? (base as LearningLanguage) : null;
}

/** The shared engine, ready to tokenize `language` (Japanese loads its dictionary on first use). */
export async function engineFor(language: LearningLanguage): Promise<LanguageEngine> {
  if (language === 'ja') await sharedEngine.ready();
  return sharedEngine;
}
