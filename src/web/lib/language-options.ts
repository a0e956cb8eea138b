import {
  LEARNING_LANGUAGES,
  SUPPORTED_LEARNING_LANGUAGES,
  TRANSLATION_LANGUAGES,
  languageName,
  type LearningLanguageCode,
} from '../../common/languages.ts';

export type LanguageOption = { code: string; name: string };
export type LearningLanguageOption = { code: LearningLanguageCode; name: string; supported: boolean };

/** A language's name as a menu entry: some locales write names lower-case ("coréen"), menus start with a capital. */
export function displayLanguage(code: string, uiLocale: string): string {
  const name = languageName(code, uiLocale);
  return name.charAt(0).toLocaleUpperCase(uiLocale) + name.slice(1);
}

const byName = (uiLocale: string) => {
  const collator = new Intl.Collator(uiLocale);
  return (a: LanguageOption, b: LanguageOption) => collator.compare(a.name, b.name);
};

/**
 * The native languages most learners have, most spoken first (first- and second-language speakers):
 * offered above the long list. It holds the spec's short list of 9 (SHORT_LANGUAGES) and the other
 * widely spoken languages.
 */
// biome-ignore format: codes read better packed than one per line.
export const COMMON_NATIVE_LANGUAGES = [
  'en', 'zh-CN', 'hi', 'es', 'ar', 'fr', 'bn', 'pt-BR', 'ru', 'ur', 'id', 'de', 'ja', 'pa', 'mr', 'te', 'tr', 'ta',
  'vi', 'ko', 'it', 'th', 'fa', 'pl', 'uk', 'nl', 'zh-TW', 'pt-PT', 'ms', 'tl',
] as const;

/**
 * A language's name in the UI locale, or undefined when the browser's Intl data has none for it: a menu
 * shows names, never a raw code such as "Aa" or "Bbc".
 */
export function knownLanguageName(code: string, uiLocale: string): string | undefined {
  try {
    const name = new Intl.DisplayNames([uiLocale], { type: 'language', fallback: 'none' }).of(code);
    if (!name || name.toLowerCase() === code.toLowerCase()) return undefined;
    return name.charAt(0).toLocaleUpperCase(uiLocale) + name.slice(1);
  } catch {
    return undefined;
  }
}

/** Native-language choices: the most common first, by number of speakers, then every other one that has a name, by name. */
export function nativeLanguageGroups(uiLocale: string): { common: LanguageOption[]; others: LanguageOption[] } {
  const named = (codes: readonly string[]) =>
    codes.flatMap((code) => {
      const name = knownLanguageName(code, uiLocale);
      return name ? [{ code, name }] : [];
    });
  const common = new Set<string>(COMMON_NATIVE_LANGUAGES);
  return {
    common: named(COMMON_NATIVE_LANGUAGES),
    others: named(TRANSLATION_LANGUAGES.filter((code) => !common.has(code))).sort(byName(uiLocale)),
  };
}

/** Learning-language choices by name, those with study material first; the rest are "coming soon". */
export function learningLanguageOptions(uiLocale: string): LearningLanguageOption[] {
  const supported = new Set<string>(SUPPORTED_LEARNING_LANGUAGES);
  const sort = byName(uiLocale);
  return LEARNING_LANGUAGES.map((code) => ({
    code,
    name: displayLanguage(code, uiLocale),
    supported: supported.has(code),
  })).sort((a, b) => Number(b.supported) - Number(a.supported) || sort(a, b));
}

export const isSupportedLearningLanguage = (code: string): code is LearningLanguageCode =>
  (SUPPORTED_LEARNING_LANGUAGES as readonly string[]).includes(code);
