import deFrequency from './data/de-frequency.ts';
import deStopWords from './data/de-stopwords.ts';
import enFrequency from './data/en-frequency.ts';
import enStopWords from './data/en-stopwords.ts';
import esFrequency from './data/es-frequency.ts';
import esStopWords from './data/es-stopwords.ts';
import frFrequency from './data/fr-frequency.ts';
import frStopWords from './data/fr-stopwords.ts';
import jaFrequency from './data/ja-frequency.ts';
import jaStopWords from './data/ja-stopwords.ts';
import koFrequency from './data/ko-frequency.ts';
import koStopWords from './data/ko-stopwords.ts';
import ruFrequency from './data/ru-frequency.ts';
import ruStopWords from './data/ru-stopwords.ts';
import { Lexicon, type StopWordData } from './lexicon.ts';
import type { LearningLanguage } from './types.ts';

const DATA: Record<LearningLanguage, [frequency: string, stopWords: StopWordData, key?: (word: string) => string]> = {
  en: [enFrequency, enStopWords],
  fr: [frFrequency, frStopWords],
  de: [deFrequency, deStopWords],
  es: [esFrequency, esStopWords],
  // Russian text often writes е for ё; both spellings meet the same entry.
  ru: [ruFrequency, ruStopWords, (word) => word.replace(/ё/g, 'е')],
  ko: [koFrequency, koStopWords],
  ja: [jaFrequency, jaStopWords],
};

const built = new Map<LearningLanguage, Lexicon>();

/** Each language's list is parsed on first use (a few milliseconds) and kept. */
export function lexiconFor(lang: LearningLanguage): Lexicon {
  let lexicon = built.get(lang);
  if (!lexicon) {
    const [frequency, stopWords, key] = DATA[lang];
    lexicon = new Lexicon(frequency, stopWords, key);
    built.set(lang, lexicon);
  }
  return lexicon;
}
