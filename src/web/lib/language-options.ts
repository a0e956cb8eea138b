import {
  LEARNING_LANGUAGES,
  SHORT_LANGUAGES,
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

/** Native-language choices: the short list first (most learners are there), then everything else by name. */
export function nativeLanguageGroups(uiLocale: string): { common: LanguageOption[]; others: LanguageOption[] } {
  const option = (code: string): LanguageOption => ({ code, name: displayLanguage(code, uiLocale) });
  const short = new Set<string>(SHORT_LANGUAGES);
  return {
    common: SHORT_LANGUAGES.map(option),
    others: TRANSLATION_LANGUAGES.filter((code) => !short.has(code))
      .map(option)
      .sort(byName(uiLocale)),
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
