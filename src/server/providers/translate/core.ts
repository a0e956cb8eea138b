import { found, missed, type CoreVocabularyLookup, type TranslationProvider } from './types.ts';

/**
 * The built-in core vocabulary (ADR 16): offline glosses for Korean ↔ English and Russian ↔
 * English, where FreeDict has nothing or little. A pair it has no vocabulary for is no miss at all.
 */
export function coreVocabularyProvider(lookup: CoreVocabularyLookup): TranslationProvider {
  return {
    name: 'core',
    general: false,
    usesContext: false,
    // Answered in memory in well under a millisecond; uncached, a release's corrected glosses show at once.
    cacheable: false,
    async translate(request) {
      const answer = await lookup(request);
      if (!answer) return missed();
      if (!answer.found) return missed(answer.reason, answer.parts);
      const notes = {
        lemma: `Translated as “${answer.headword}”, the dictionary form.`,
        compound: `Not in the dictionary as one word; read as the compound ${answer.headword}.`,
      } as Partial<Record<typeof answer.via, string>>;
      return found({
        text: request.text,
        translation: answer.translation,
        alternatives: answer.alternatives,
        partOfSpeech: answer.partOfSpeech,
        provider: 'core',
        note: notes[answer.via],
        ...(answer.parts?.length ? { parts: answer.parts } : {}),
      });
    },
  };
}
