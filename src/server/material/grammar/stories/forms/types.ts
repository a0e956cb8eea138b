/** A word of the video's vocabulary as the story writer uses it. */
export type VocabWord = {
  lemma: string;
  kind: 'n' | 'v' | 'a';
  /** Grammatical gender, where the language has one and the video (or the word's ending) shows it. */
  gender?: 'm' | 'f' | 'n';
  /** Japanese: the dictionary form's reading in hiragana, which tells the verb class. */
  reading?: string;
};

/** The word in the asked form (undefined: as listed), or null when this word can't be put in that form reliably. */
export type Inflect = (word: VocabWord, form: string | undefined) => string | null;
