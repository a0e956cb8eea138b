/** Language lists of spec §3 "Languages" and the learner levels. */

export const LANGUAGE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

/** UI locales; `en` is the default and carries no URL prefix. */
export const UI_LOCALES = ['en', 'fr', 'es', 'de', 'it', 'ko', 'ja'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
export const DEFAULT_LOCALE: UiLocale = 'en';
export const isUiLocale = (value: string): value is UiLocale => (UI_LOCALES as readonly string[]).includes(value);

/** The short list of 9 (spec): the native languages offered first in pickers. */
export const SHORT_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'ko', 'ja', 'ru', 'nl'] as const;

/** The list of 10 codes (spec): languages a learner may choose to learn. */
export const LEARNING_LANGUAGES = ['ko', 'ja', 'en', 'ru', 'fr', 'de', 'es', 'it', 'pt', 'nl'] as const;
export type LearningLanguageCode = (typeof LEARNING_LANGUAGES)[number];
export const isLearningLanguage = (value: string): value is LearningLanguageCode =>
  (LEARNING_LANGUAGES as readonly string[]).includes(value);

/** Learning languages with study material today; the rest of LEARNING_LANGUAGES are "coming soon". */
export const SUPPORTED_LEARNING_LANGUAGES = ['en', 'ko', 'ru', 'fr', 'de', 'es', 'ja'] as const;

/**
 * The full list of translation languages (spec: "about 240", incl. zh-CN, zh-TW, pt-BR, pt-PT, fr-CA).
 * Codes follow the translation providers' conventions; names come from Intl.DisplayNames so
 * every UI locale gets them in its own language.
 */
// biome-ignore format: about 240 codes read better packed than one per line.
export const TRANSLATION_LANGUAGES = [
  'aa', 'ab', 'ace', 'ach', 'af', 'ak', 'alz', 'am', 'ar', 'as', 'av', 'awa', 'ay', 'az', 'ba', 'bal', 'ban', 'bbc',
  'bci', 'be', 'bem', 'ber', 'bew', 'bg', 'bho', 'bik', 'bm', 'bn', 'bo', 'br', 'bs', 'bts', 'btx', 'bua', 'ca',
  'ce', 'ceb', 'cgg', 'ch', 'chk', 'chm', 'ckb', 'cnh', 'co', 'crh', 'crs', 'cs', 'cv', 'cy', 'da', 'de', 'din',
  'doi', 'dov', 'dv', 'dyu', 'dz', 'ee', 'el', 'en', 'eo', 'es', 'et', 'eu', 'fa', 'fa-AF', 'ff', 'fi', 'fj', 'fo',
  'fon', 'fr', 'fr-CA', 'fur', 'fy', 'ga', 'gaa', 'gd', 'gl', 'gn', 'gom', 'gu', 'gv', 'ha', 'haw', 'he', 'hi',
  'hil', 'hmn', 'hr', 'hrx', 'ht', 'hu', 'hy', 'iba', 'id', 'ig', 'ilo', 'is', 'it', 'ja', 'jam', 'jv', 'ka', 'kac',
  'kek', 'kg', 'kha', 'kk', 'kl', 'km', 'kn', 'ko', 'kr', 'kri', 'ktu', 'ku', 'kv', 'ky', 'la', 'lb', 'lg', 'li',
  'lij', 'lmo', 'ln', 'lo', 'lt', 'ltg', 'luo', 'lus', 'lv', 'mad', 'mai', 'mak', 'mam', 'mfe', 'mg', 'mh', 'mi',
  'min', 'mk', 'ml', 'mn', 'mni-Mtei', 'mr', 'ms', 'ms-Arab', 'mt', 'mwr', 'my', 'ndc-ZW', 'ne', 'new', 'nhe', 'nl',
  'no', 'nr', 'nso', 'nus', 'ny', 'oc', 'om', 'or', 'os', 'pa', 'pa-Arab', 'pag', 'pam', 'pap', 'pl', 'ps', 'pt',
  'pt-BR', 'pt-PT', 'qu', 'rn', 'ro', 'rom', 'ru', 'rw', 'sa', 'sah', 'sat', 'scn', 'sd', 'se', 'sg', 'shn', 'si',
  'sk', 'sl', 'sm', 'sn', 'so', 'sq', 'sr', 'ss', 'st', 'su', 'sus', 'sv', 'sw', 'szl', 'ta', 'tcy', 'te', 'tet',
  'tg', 'th', 'ti', 'tiv', 'tk', 'tl', 'tn', 'to', 'tpi', 'tr', 'trp', 'ts', 'tt', 'tum', 'ty', 'tyv', 'udm', 'ug',
  'uk', 'ur', 'uz', 've', 'vec', 'vi', 'war', 'wo', 'xh', 'yi', 'yo', 'yua', 'yue', 'zap', 'zh-CN', 'zh-TW', 'zu',
] as const;

export const isTranslationLanguage = (code: string): boolean =>
  (TRANSLATION_LANGUAGES as readonly string[]).includes(code);

/** The name of a language in the given UI locale, e.g. languageName('ko', 'fr') → "coréen". */
const displayNames = new Map<string, Intl.DisplayNames>();
export function languageName(code: string, locale: string = DEFAULT_LOCALE): string {
  try {
    // Making an Intl.DisplayNames takes ~0.1 ms: a note's thousands of misses would spend seconds on it.
    const names = displayNames.get(locale) ?? new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    displayNames.set(locale, names);
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Regional variants share their base language's tools: fr-CA → fr, pt-BR → pt. */
export const baseLanguage = (code: string) => code.split('-')[0]!.toLowerCase();

const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$/;
/**
 * A code of the translation list, or a regional variant of one as a caption track names it (en-GB, es-419):
 * what a note's language may be. "xx" and "English" are neither.
 */
export const isLanguageOrVariant = (code: string): boolean =>
  isTranslationLanguage(code) || (LANGUAGE_TAG.test(code) && isTranslationLanguage(baseLanguage(code)));
