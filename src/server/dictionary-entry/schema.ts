import { z } from 'zod';
import { WORD_STATUSES } from '../../common/learning.ts';
import { MAX_DICTIONARY_WORDS } from '../dictionaries/lookup.ts';
import { isSentence } from '../dictionaries/normalize.ts';
import { boundedText, languageCode, noteLanguageCode } from '../http/fields.ts';
import { requiredAs } from '../http/required.ts';
import { momentFields, Vocab } from '../saved-words/schema.ts';

export const ONE_WORD_OR_PHRASE = `must be one word or a short phrase of up to ${MAX_DICTIONARY_WORDS} words, not a sentence`;

/** The Dictionary page's look-up: a word (or short phrase) in a language the learner studies. */
export const EntryQuery = z.object({
  word: requiredAs(
    'word',
    // A check rather than a refinement, so the problem names its field ("word: must be …") like the others.
    boundedText(100).check((ctx) => {
      if (isSentence(ctx.value, MAX_DICTIONARY_WORDS))
        ctx.issues.push({ code: 'invalid_value', values: [], message: ONE_WORD_OR_PHRASE, input: ctx.value });
    }),
  ),
  /** The word's language; a regional variant (en-GB) is filed under its base language. */
  lang: requiredAs('lang', noteLanguageCode),
  /** The language of the meanings; the learner's native language when not given. */
  to: languageCode.optional(),
});
export type EntryQuery = z.infer<typeof EntryQuery>;

/** One headword with one part of speech (as the dictionary writes it) and its senses, each a list of glosses. */
export const EntryGroup = z.object({
  headword: z.string(),
  partOfSpeech: z.string().nullable(),
  senses: z.array(z.array(z.string())),
});

/** What one dictionary has for the word, named for the learner ("FreeDict deu-eng"). */
export const DictionarySection = z.object({ source: z.string(), groups: z.array(EntryGroup) });

/** A line where the learner met the word: saved with it (`saved`), or found in one of their notes. */
export const Encounter = z.object({ text: z.string(), saved: z.boolean(), ...momentFields });

export const DictionaryEntry = z.object({
  /** As typed, trimmed. */
  word: z.string(),
  language: z.string(),
  translationLanguage: z.string(),
  /** The dictionary form the language engine reads (the key of the learner's status), and its word class. */
  lemma: z.string(),
  partOfSpeech: z.string().nullable(),
  /** Every dictionary that has the word, in the order they are asked; empty when none has it. */
  dictionaries: z.array(DictionarySection),
  /** Why no dictionary has the word (a catalogued sentence); null when one does. */
  missing: z.string().nullable(),
  /** The learner's status of the lemma; `new` when they gave it none. */
  status: z.enum(WORD_STATUSES),
  learningLevel: z.number().int().nullable(),
  /** The learner's word (saved, or only given a status), as the saved words list shows it. */
  vocab: Vocab.nullable(),
  encounters: z.array(Encounter),
});
