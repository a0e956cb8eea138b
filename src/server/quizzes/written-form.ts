import { baseLanguage } from '../../common/languages.ts';

/** What is known of a word besides its letters; the more, the surer its case. */
export type WordFacts = {
  language: string;
  /** The engine's tag (noun, verb, propn, …), when known. */
  pos?: string | null;
  /** Its dictionary form, which carries the language's case (German "Zeit", English "London"). */
  lemma?: string | null;
  /** Whether it opened a sentence where it was met; undefined when unknown. */
  sentenceInitial?: boolean;
};

const SENTENCE_END = /[.!?…。！？]$/u;
const OPENING_MARKS = /[\s"'“”„‘’«»‹›¿¡([{—–-]+$/u;

/** Whether the text before a word ends a sentence (or is empty), quotes and dashes aside. */
export function opensSentence(before: string): boolean {
  const text = before.replace(OPENING_MARKS, '');
  return text === '' || SENTENCE_END.test(text);
}

const firstUpper = (word: string, language: string) => word.charAt(0).toLocaleUpperCase(language) + word.slice(1);
const firstLower = (word: string, language: string) => word.charAt(0).toLocaleLowerCase(language) + word.slice(1);
const isUpper = (char: string) => char !== char.toLowerCase() && char === char.toUpperCase();

/** Words every writer capitalises, wherever they stand. */
function alwaysCapital(word: string, { language, pos, lemma }: WordFacts): boolean {
  if (pos === 'propn') return true;
  if (language === 'de' && pos === 'noun') return true;
  // English "I" and its contractions (I'm, I've, I'd, I'll).
  if (language === 'en' && /^i(?:['’]\p{L}+)?$/iu.test(word)) return true;
  const lemmaFirst = lemma?.trim().charAt(0) ?? '';
  return isUpper(lemmaFirst);
}

/**
 * A word as the language writes it on its own, e.g. as a quiz choice: German nouns and proper
 * nouns capitalised, other words lower-case, a capital that only came from opening a sentence
 * dropped. A capital met mid-sentence is kept (German "Sie", a name the tagger missed), and so are
 * acronyms. Scripts without case are returned as they are.
 */
export function writtenForm(word: string, facts: WordFacts): string {
  const text = word.trim();
  const first = text.charAt(0);
  if (!text || first.toLowerCase() === first.toUpperCase()) return text;
  const language = baseLanguage(facts.language);
  const known = { ...facts, language };
  if (alwaysCapital(text, known)) return firstUpper(text, language);
  if (!isUpper(first)) return text;
  if (text.length > 1 && text === text.toUpperCase()) return text; // an acronym: TV, USA
  if (facts.sentenceInitial === false) return text;
  // German capitalises every noun: untagged, the capital may be the noun's own (lemmas are sometimes stored lower-case).
  if (language === 'de' && !facts.pos) return text;
  return firstLower(text, language);
}
