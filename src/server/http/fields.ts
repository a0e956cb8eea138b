import { z } from 'zod';
import { TRANSLATION_LANGUAGES } from '../../common/languages.ts';

/** Request fields many routes share, with one wording for their messages. */
export const languageCode = z.enum(TRANSLATION_LANGUAGES, {
  error: 'must be a language code from the translation list, like en, ko or pt-BR',
});
export const noteIdField = z.uuid('must be a note id');
/** Trimmed text of at most `max` characters. */
export const boundedText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
