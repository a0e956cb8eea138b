import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { DictionaryEntry, DictionaryEntryQuery, Vocab } from '../../lib/api-types.ts';
import { useRefreshingMutation } from '../saved-items/api.ts';
import { invalidateVocab, saveVocab, toggleSaveVocab } from '../saved-words/api.ts';

/** The Dictionary page's look-ups: the server's dictionary-entry domain (/dictionary/entry). */
export const entryKeys = { all: ['dictionary-entry'] as const };

/** The page shows a failure in place of the card, so it is not toasted. */
export const entryQuery = (word: string, lang: string) =>
  queryOptions({
    queryKey: [...entryKeys.all, lang, word],
    queryFn: () => api<DictionaryEntry>('/dictionary/entry', { query: { word, lang } satisfies DictionaryEntryQuery }),
    meta: { silent: true },
  });

/** The meaning a word is saved with: the first sense the dictionaries give, else the translator's (server side). */
export const firstGloss = (entry: DictionaryEntry): string | undefined =>
  entry.dictionaries[0]?.groups[0]?.senses[0]?.join(', ');

/**
 * Saves the looked-up word through the saved words' own path (POST /user-vocab, which also files a word
 * that only had a status), or unsaves a saved one (its status stays); then every list and the card refresh.
 */
function toggleEntrySave(entry: DictionaryEntry): Promise<Vocab> {
  if (entry.vocab?.isSaved) return toggleSaveVocab(entry.vocab.id);
  return saveVocab({
    word: entry.word,
    from: entry.language,
    to: entry.translationLanguage,
    translation: firstGloss(entry),
  });
}

export const useToggleEntrySave = () =>
  useRefreshingMutation(toggleEntrySave, (queryClient) => {
    invalidateVocab(queryClient);
    void queryClient.invalidateQueries({ queryKey: entryKeys.all });
  });
