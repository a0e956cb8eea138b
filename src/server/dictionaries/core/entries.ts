import { baseLanguage, languageName } from '../../../common/languages.ts';
import type { EntryAnswer, EntrySource } from '../entry.ts';
import { coreEntries, hasCoreVocabulary } from './index.ts';

export const CORE_SOURCE = 'Lingoclip core vocabulary';

/**
 * The built-in vocabulary as a source of the Dictionary page's entries: every listing of the typed
 * word's dictionary form (and of the word as typed), one group per word class, each gloss a sense.
 */
export function coreVocabularyEntries(): EntrySource {
  return {
    covers: (from, to) => hasCoreVocabulary(baseLanguage(from), baseLanguage(to)),
    entry: async ({ word, lemma, from, to }): Promise<EntryAnswer> => {
      const [source, target] = [baseLanguage(from), baseLanguage(to)];
      const forms = [...new Set([lemma, word.trim()].filter((form): form is string => Boolean(form)))];
      const entries = forms.flatMap((form) => coreEntries(form, source, target));
      if (!entries.length)
        return {
          found: false,
          source: CORE_SOURCE,
          reason: `“${word.trim()}” is not in the offline ${languageName(source)} → ${languageName(target)} dictionary`,
        };
      return {
        found: true,
        source: CORE_SOURCE,
        groups: entries.map((entry) => ({
          headword: entry.headword,
          partOfSpeech: entry.pos,
          senses: entry.glosses.map((gloss) => [gloss]),
        })),
      };
    },
  };
}
