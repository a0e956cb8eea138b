import type { Lemmatize } from './lookup.ts';

/** The part of the language engine (src/server/language) a lemma lookup needs. */
export type LemmaSource<Lang extends string> = {
  tokenize(text: string, lang: Lang): { surface: string; lemma: string; pos?: string; reading?: string }[];
  lemmatize(token: { surface: string }, lang: Lang): string;
  /** Loads what `lang` needs (the Japanese dictionary); nothing for the other languages. */
  ready(lang?: Lang): Promise<void>;
};

/**
 * Adapts the language engine to the dictionary's `Lemmatize`: the clicked word is found among the
 * tokens of its sentence (so Japanese "来" in 来ています is read as 来る, German "vorgenommen"
 * as vornehmen), and then its word class and (Japanese) reading come along, for the ranking to
 * prefer the sense that fits; without a sentence, the word alone is analysed. Languages the engine
 * does not cover give null.
 */
export function engineLemmatizer<Lang extends string>(
  engine: LemmaSource<Lang>,
  languages: readonly Lang[],
): Lemmatize {
  return async (text, lang, context) => {
    if (!languages.includes(lang as Lang)) return null;
    const language = lang as Lang;
    await engine.ready(language);
    const word = text.trim();
    const inSentence = context ? engine.tokenize(context, language).find((t) => t.surface === word) : undefined;
    if (!inSentence) return engine.lemmatize({ surface: word }, language);
    return { lemma: inSentence.lemma, pos: inSentence.pos ?? null, reading: inSentence.reading };
  };
}
