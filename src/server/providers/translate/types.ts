export const TRANSLATION_PROVIDERS = [
  'cache',
  'dictionary',
  'core',
  'apertium',
  'llm',
  'libretranslate',
  'deepl',
  'none',
] as const;
export type TranslationProviderName = (typeof TRANSLATION_PROVIDERS)[number];

export type TranslationRequest = {
  text: string;
  /** Language codes as in TRANSLATION_LANGUAGES (`en`, `de`, `pt-BR`, …). */
  from: string;
  to: string;
  /** The sentence the text was clicked in; only providers that can use it see a difference. */
  context?: string;
};

/** A piece of the clicked word (학교에서 = 학교 + 에서 "at; in") with what it means, when known. */
export type WordPart = { text: string; lemma: string; meaning: string | null };

export type TranslationResult = {
  text: string;
  translation: string | null;
  alternatives: string[];
  partOfSpeech?: string;
  /** The dictionary form the meaning belongs to, as the dictionary writes it (German nouns capitalised). */
  headword?: string;
  /** German nouns: der, die or das, and the plural when the dictionary lists it. */
  article?: string;
  plural?: string;
  provider: TranslationProviderName;
  note?: string;
  /** How the word is built (Korean: stem, particles, ending); also given when the stem is unknown. */
  parts?: WordPart[];
};

/**
 * A metered caller's hooks (the learner's `translation` quota, ADR 26): remote machine translation (the AI
 * model, DeepL, LibreTranslate: the `general` providers) costs a unit; the cache and offline engines do not.
 */
export type TranslateOptions = {
  /** Asked once, just before the first remote provider; false skips every remote provider. */
  spendRemote?: () => Promise<boolean>;
  /** Called when the spent unit bought nothing (every remote provider missed or failed). */
  refundRemote?: () => Promise<void>;
};

export type Translator = {
  translate(request: TranslationRequest, options?: TranslateOptions): Promise<TranslationResult>;
};

/** A provider either translates, or says why it could not (`null` when it has nothing to add). */
export type ProviderOutcome = { result: TranslationResult } | { miss: string | null; parts?: WordPart[] };

export type TranslationProvider = {
  name: Exclude<TranslationProviderName, 'cache' | 'none'>;
  /** Remote services that can translate any pair; their absence is worth mentioning in a miss. */
  general: boolean;
  /** Uses the sentence: tried first when a request carries context. */
  usesContext: boolean;
  /** False for in-process answers as quick as the cache, kept out of it so they follow the data shipped. */
  cacheable?: boolean;
  translate(request: TranslationRequest): Promise<ProviderOutcome>;
};

/** A provider that was asked and broke (unreachable, bad key, unusable answer): not a miss. */
export class TranslationProviderError extends Error {
  readonly provider: TranslationProviderName;

  constructor(provider: TranslationProviderName, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.provider = provider;
  }
}

export const found = (result: TranslationResult): ProviderOutcome => ({ result });
export const missed = (reason: string | null = null, parts?: WordPart[]): ProviderOutcome =>
  parts?.length ? { miss: reason, parts } : { miss: reason };

/** What an offline dictionary answers for a word (the `dictionaries` domain implements it). */
export type DictionaryAnswer =
  | {
      found: true;
      headword: string;
      translation: string;
      alternatives: string[];
      partOfSpeech?: string;
      /** German nouns: der, die or das, and the plural when the dictionary lists it. */
      article?: string;
      plural?: string;
      via: 'exact' | 'separable' | 'lemma' | 'guess' | 'compound' | 'reverse';
      parts?: WordPart[];
    }
  | { found: false; reason: string; parts?: WordPart[] };

export type WordLookup = (request: TranslationRequest) => Promise<DictionaryAnswer>;

/**
 * The built-in core vocabulary (the `dictionaries` domain's `core/` module, ADR 16): like a
 * WordLookup, but null for a language pair it has no vocabulary for.
 */
export type CoreVocabularyLookup = (request: TranslationRequest) => Promise<DictionaryAnswer | null>;
