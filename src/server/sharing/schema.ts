import { z } from 'zod';
import { LEARNING_LANGUAGES } from '../../common/languages.ts';
import { requiredAs } from '../http/required.ts';
import { NoteSummary } from '../notes/schema.ts';

const noteId = z.uuid('must be a note id');

export const NoteParams = z.object({ noteId: requiredAs('noteId', noteId) });

/** Spec §7 PUT /note/{id}/share: the owner turns the link on or off. */
export const ShareBody = z.object({
  shared: z.boolean({ error: 'must be true or false' }),
});
export const ShareState = z.object({ shared: z.boolean(), sharedAt: z.iso.datetime().nullable() });

/** Spec §5 "langCode is required"; a language nobody learns here is named as a 400, not an empty list. */
export const SharedListQuery = z.object({
  langCode: requiredAs(
    'langCode',
    z.enum(LEARNING_LANGUAGES, { error: `must be one of ${LEARNING_LANGUAGES.join(', ')}` }),
  ),
  lastId: z.uuid('lastId must be a note id').optional(),
});
export const SharedNoteList = z.object({ notes: z.array(NoteSummary), hasMore: z.boolean() });

export const ImportedNote = z.object({
  /** The caller's copy (their own note itself when they import their own). */
  noteId: z.string(),
  /** True when the copy was there before this call. */
  alreadyImported: z.boolean(),
});
export const ImportedStatus = z.object({ isImported: z.boolean() });
