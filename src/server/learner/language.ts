import { baseLanguage, isTranslationLanguage } from '../../common/languages.ts';

/**
 * The language a saved word or sentence is filed under: a regional variant of a language that has its
 * own code (en-GB, pt-BR, fr-CA) is that language, so a lemma met in British and American captions is one
 * row and one status. Codes whose base is not a language of its own (zh-CN, zh-TW) stay as they are.
 * Everything that reads or writes saved items by language uses this.
 */
export function studyLanguage(code: string): string {
  const base = baseLanguage(code);
  if (isTranslationLanguage(base)) return base;
  return isTranslationLanguage(code) ? code : base;
}
