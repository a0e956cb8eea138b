import { found, missed, type TranslationProvider, type WordLookup } from './types.ts';

/** The imported FreeDict dictionaries: offline, words and short phrases only. */
export function dictionaryProvider(lookup: WordLookup): TranslationProvider {
  return {
    name: 'dictionary',
    general: false,
    usesContext: false,
    async translate(request) {
      const answer = await lookup(request);
      if (!answer.found) return missed(answer.reason);
      const notes = {
        exact: undefined,
        separable: `Read with its particle as “${answer.headword}” (separable verb).`,
        lemma: `Translated as “${answer.headword}”, the dictionary form.`,
        guess: `Translated as “${answer.headword}”, the dictionary form.`,
        compound: `Not in the dictionary as one word; read as the compound ${answer.headword}.`,
        reverse: 'Found by searching the opposite-direction dictionary, so the match may be loose.',
      } as const;
      return found({
        text: request.text,
        translation: answer.translation,
        alternatives: answer.alternatives,
        partOfSpeech: answer.partOfSpeech,
        ...(answer.article ? { headword: answer.headword, article: answer.article } : {}),
        ...(answer.plural ? { plural: answer.plural } : {}),
        provider: 'dictionary',
        note: notes[answer.via],
      });
    },
  };
}
